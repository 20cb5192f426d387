/**
 * Places: UN/LOCODEs of the busiest seaports and IATA codes of the busiest cargo airports (a small built-in
 * list; a code outside it is still reported when printed, just not named).
 */
import { countryFromName, isCountryCode } from './countries.ts';
import { fold, matchesOf } from './text.ts';

export interface Place {
  name: string | null;
  unLocode: string | null;
  iataCode: string | null;
  country: string | null;
}

const PORTS: Record<string, string> = {
  CNSHA: 'Shanghai', SGSIN: 'Singapore', CNNGB: 'Ningbo', CNSZX: 'Shenzhen', CNYTN: 'Yantian', CNCAN: 'Guangzhou',
  CNTAO: 'Qingdao', CNTXG: 'Tianjin Xingang', CNXMN: 'Xiamen', CNDLC: 'Dalian', HKHKG: 'Hong Kong', KRPUS: 'Busan',
  TWKHH: 'Kaohsiung', JPTYO: 'Tokyo', JPYOK: 'Yokohama', JPUKB: 'Kobe', JPNGO: 'Nagoya', JPOSA: 'Osaka',
  MYPKG: 'Port Klang', MYTPP: 'Tanjung Pelepas', VNSGN: 'Ho Chi Minh City', VNHPH: 'Haiphong', THLCH: 'Laem Chabang',
  IDJKT: 'Jakarta', PHMNL: 'Manila', INNSA: 'Nhava Sheva', INMUN: 'Mundra', INMAA: 'Chennai', LKCMB: 'Colombo', BDCGP: 'Chattogram',
  AEJEA: 'Jebel Ali', AEDXB: 'Dubai', SAJED: 'Jeddah', OMSLL: 'Salalah', EGPSD: 'Port Said', EGALY: 'Alexandria', MAPTM: 'Tanger Med',
  NLRTM: 'Rotterdam', NLAMS: 'Amsterdam', BEANR: 'Antwerp', BEZEE: 'Zeebrugge', DEHAM: 'Hamburg',
  DEBRV: 'Bremerhaven', DEBRE: 'Bremen', FRLEH: 'Le Havre', FRMRS: 'Marseille', GBFXT: 'Felixstowe',
  GBSOU: 'Southampton', GBLGP: 'London Gateway', GBLON: 'London', ESVLC: 'Valencia', ESALG: 'Algeciras',
  ESBCN: 'Barcelona', ITGOA: 'Genoa', ITGIT: 'Gioia Tauro', ITLSP: 'La Spezia', GRPIR: 'Piraeus', TRAMB: 'Ambarli',
  TRIST: 'Istanbul', PLGDN: 'Gdansk', SEGOT: 'Gothenburg', DKAAR: 'Aarhus', PTSIE: 'Sines', USLAX: 'Los Angeles',
  USLGB: 'Long Beach', USNYC: 'New York', USSAV: 'Savannah', USHOU: 'Houston', USOAK: 'Oakland', USSEA: 'Seattle',
  USTIW: 'Tacoma', USCHS: 'Charleston', USORF: 'Norfolk', USMIA: 'Miami', USBAL: 'Baltimore', CAVAN: 'Vancouver',
  CAMTR: 'Montreal', CAPRR: 'Prince Rupert', MXZLO: 'Manzanillo', PABLB: 'Balboa', PAMIT: 'Manzanillo (PA)',
  BRSSZ: 'Santos', ARBUE: 'Buenos Aires', CLSAI: 'San Antonio', PECLL: 'Callao', COCTG: 'Cartagena',
  AUSYD: 'Sydney', AUMEL: 'Melbourne', AUBNE: 'Brisbane', NZAKL: 'Auckland', ZADUR: 'Durban', ZACPT: 'Cape Town',
};

const AIRPORTS: Record<string, [string, string]> = {
  HKG: ['Hong Kong', 'HK'], MEM: ['Memphis', 'US'], PVG: ['Shanghai Pudong', 'CN'], ANC: ['Anchorage', 'US'],
  ICN: ['Seoul Incheon', 'KR'], SDF: ['Louisville', 'US'], DXB: ['Dubai', 'AE'], DOH: ['Doha', 'QA'],
  TPE: ['Taipei', 'TW'], NRT: ['Tokyo Narita', 'JP'], HND: ['Tokyo Haneda', 'JP'], MIA: ['Miami', 'US'],
  LAX: ['Los Angeles', 'US'], ORD: ['Chicago', 'US'], JFK: ['New York JFK', 'US'], EWR: ['Newark', 'US'],
  ATL: ['Atlanta', 'US'], DFW: ['Dallas', 'US'], SFO: ['San Francisco', 'US'], SEA: ['Seattle', 'US'],
  IAH: ['Houston', 'US'], CVG: ['Cincinnati', 'US'], BOS: ['Boston', 'US'], FRA: ['Frankfurt', 'DE'],
  MUC: ['Munich', 'DE'], LEJ: ['Leipzig', 'DE'], CGN: ['Cologne', 'DE'], HAM: ['Hamburg', 'DE'],
  AMS: ['Amsterdam', 'NL'], CDG: ['Paris Charles de Gaulle', 'FR'], LHR: ['London Heathrow', 'GB'],
  MAN: ['Manchester', 'GB'], LGG: ['Liege', 'BE'], BRU: ['Brussels', 'BE'], LUX: ['Luxembourg', 'LU'],
  MAD: ['Madrid', 'ES'], BCN: ['Barcelona', 'ES'], FCO: ['Rome', 'IT'], MXP: ['Milan Malpensa', 'IT'],
  ZRH: ['Zurich', 'CH'], VIE: ['Vienna', 'AT'], CPH: ['Copenhagen', 'DK'], ARN: ['Stockholm', 'SE'],
  OSL: ['Oslo', 'NO'], HEL: ['Helsinki', 'FI'], WAW: ['Warsaw', 'PL'], PRG: ['Prague', 'CZ'], BUD: ['Budapest', 'HU'],
  LIS: ['Lisbon', 'PT'], DUB: ['Dublin', 'IE'], IST: ['Istanbul', 'TR'], AUH: ['Abu Dhabi', 'AE'],
  BOM: ['Mumbai', 'IN'], DEL: ['Delhi', 'IN'], MAA: ['Chennai', 'IN'], BLR: ['Bangalore', 'IN'],
  BKK: ['Bangkok', 'TH'], KUL: ['Kuala Lumpur', 'MY'], SIN: ['Singapore', 'SG'], CGK: ['Jakarta', 'ID'],
  MNL: ['Manila', 'PH'], SGN: ['Ho Chi Minh City', 'VN'], HAN: ['Hanoi', 'VN'], PEK: ['Beijing', 'CN'],
  CAN: ['Guangzhou', 'CN'], SZX: ['Shenzhen', 'CN'], CTU: ['Chengdu', 'CN'], KIX: ['Osaka Kansai', 'JP'],
  SYD: ['Sydney', 'AU'], MEL: ['Melbourne', 'AU'], AKL: ['Auckland', 'NZ'], GRU: ['Sao Paulo', 'BR'],
  VCP: ['Campinas', 'BR'], MEX: ['Mexico City', 'MX'], BOG: ['Bogota', 'CO'], SCL: ['Santiago', 'CL'],
  YYZ: ['Toronto', 'CA'], YVR: ['Vancouver', 'CA'], YUL: ['Montreal', 'CA'], JNB: ['Johannesburg', 'ZA'],
  NBO: ['Nairobi', 'KE'], ADD: ['Addis Ababa', 'ET'], CAI: ['Cairo', 'EG'], TLV: ['Tel Aviv', 'IL'],
};

/** Name of a known UN/LOCODE, or null. */
export function locodeName(code: string): string | null {
  return PORTS[code.replace(/\s/g, '').toUpperCase()] ?? null;
}

/** True when `code` has the UN/LOCODE shape (country + 3 alphanumerics, country valid). */
export function isLocodeShape(code: string): boolean {
  const c = code.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{2}[A-Z2-9]{3}$/.test(c) && isCountryCode(c.slice(0, 2));
}

/** City/country of a known IATA airport code, or null. */
export function airportByIata(code: string): { name: string; country: string } | null {
  const a = AIRPORTS[code.toUpperCase()];
  return a ? { name: a[0], country: a[1] } : null;
}

const PLACE_COUNTRY = new Map<string, string>([
  ...Object.entries(PORTS).map(([code, port]) => [fold(port), code.slice(0, 2)] as [string, string]),
  ...Object.values(AIRPORTS).map(([city, cc]) => [fold(city), cc] as [string, string]),
]);

/** The country of a city or port the built-in lists name ("Chicago": US), or null. */
export function knownPlaceCountry(name: string): string | null {
  return PLACE_COUNTRY.get(fold(name.trim())) ?? null;
}

export interface ResolvePlaceOptions {
  /**
   * Which code family the caller expects: `sea` (ports: UN/LOCODE only), `air` (airports: IATA only), or
   * `any` (default: both, when printed or known). A port name never becomes an airport code under `sea`.
   */
  kind?: 'sea' | 'air' | 'any';
}

const PORT_NAMES = new Set(Object.values(PORTS).map(fold));

const LOCODE_TOKEN = /(?<![A-Za-z0-9])(\(?)([A-Z]{2}\s?[A-Z2-9]{3})(\)?)(?![A-Za-z0-9])/g;
const IATA_TOKEN = /(?<![A-Za-z0-9])\(?([A-Z]{3})\)?(?![A-Za-z0-9])/g;

/** The printed UN/LOCODE of a place text: a known one, else one in parentheses, after a comma or alone. */
function printedLocode(text: string): { code: string; raw: string } | null {
  const tokens = [...matchesOf(LOCODE_TOKEN, text)].filter((m) => isLocodeShape(m[2]));
  const known = tokens.find((m) => locodeName(m[2]));
  if (known) return { code: known[2].replace(/\s/g, ''), raw: known[0] };
  // Upper-case names have the code's shape too ("LE HAVRE"): an unknown code counts only when set off, and
  // never when it is a word of a name ("GENOA, ITALY", "NHAVA SHEVA, INDIA").
  const alone = /^\S+$/.test(text) && !PORT_NAMES.has(fold(text));
  const setOff = tokens.find((m) => !isNameWord(m, text)
    && ((m[1] === '(' && m[3] === ')') || alone || /,\s*$/.test(text.slice(0, m.index)) || /^\s*[-–,]/.test(text.slice(m.index + m[0].length))));
  return setOff ? { code: setOff[2].replace(/\s/g, ''), raw: setOff[0] } : null;
}

/**
 * Whether a token of a code's shape is a word of a name: a country ("SHANGHAI, CHINA"), a port ("GENOA"), or
 * the word before ", <country>" ("LAGOS, NIGERIA"): a code names its country itself, so none is followed by one.
 */
function isNameWord(m: RegExpExecArray, text: string): boolean {
  if (countryFromName(m[2]) || PORT_NAMES.has(fold(m[2]))) return true;
  const after = /^\s*,([^,]+)$/.exec(text.slice(m.index + m[0].length));
  return after !== null && countryNamedIn(after[1]) !== null;
}

/**
 * The country a place text names after its last comma ("MOMBASA, KENYA"), or null. Two-letter codes are left
 * out: after a city they are as often a US state ("SAVANNAH, GA").
 */
function countryNamedIn(text: string): string | null {
  const last = text.split(',').pop()!.trim();
  return last.length > 2 ? countryFromName(last) : null;
}

/**
 * Resolve a printed place ("Rotterdam, NL", "NLRTM", "FRA", "Port Klang, Malaysia", "LE HAVRE, France FRLEH",
 * "CNSHA - SHANGHAI") to a Place. Codes are only filled when printed or when the name is in the built-in
 * lists; nothing is guessed beyond that. The name is the text without the codes and the separators around them.
 */
export function resolvePlace(printed: string, options: ResolvePlaceOptions = {}): Place | null {
  const kind = options.kind ?? 'any';
  const text = printed.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  let unLocode: string | null = null;
  let iataCode: string | null = null;
  let name = text;
  if (kind !== 'air') {
    const lo = printedLocode(text);
    if (lo) {
      unLocode = lo.code;
      name = name.replace(lo.raw, ' ');
    }
  }
  if (kind !== 'sea') {
    for (const m of matchesOf(IATA_TOKEN, name)) {
      if (!airportByIata(m[1])) continue;
      // A three-letter word that is the whole name is a code only when nothing else names the place.
      iataCode = m[1];
      name = name.replace(m[0], ' ');
      break;
    }
  }
  name = name.replace(/\s+/g, ' ').replace(/^[\s,;:\-–/|]+|[\s,;:\-–/|]+$/g, '').replace(/\s+,/g, ',').trim();
  // A lone upper-case word with a code's shape that is also a port's name ("GENOA") is ambiguous: no code.
  const ambiguous = /^[A-Z]{5}$/.test(text) && isLocodeShape(text) && PORT_NAMES.has(fold(text));
  if (!unLocode && kind !== 'air' && name && !ambiguous) {
    const f = fold(name);
    for (const [code, port] of Object.entries(PORTS)) {
      const fn = fold(port);
      if (f === fn || f.startsWith(`${fn},`) || f.startsWith(`${fn} `)) {
        unLocode = code;
        break;
      }
    }
  }
  if (!name) name = (unLocode ? locodeName(unLocode) : null) ?? (iataCode ? airportByIata(iataCode)!.name : null) ?? '';
  // A code's country comes first; a country printed by name tells it when no code is known ("MOMBASA, KENYA").
  const country = unLocode ? unLocode.slice(0, 2) : iataCode ? airportByIata(iataCode)!.country : countryNamedIn(text);
  return { name: name || null, unLocode, iataCode, country };
}
