/**
 * Places: UN/LOCODEs of the busiest seaports and IATA codes of the busiest cargo airports (a small built-in
 * list; a code outside it is still reported when printed, just not named).
 */
import { isCountryCode } from './countries.ts';
import { fold } from './text.ts';

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
  IDJKT: 'Jakarta', PHMNL: 'Manila', INNSA: 'Nhava Sheva', INMUN: 'Mundra', INMAA: 'Chennai', LKCMB: 'Colombo',
  AEJEA: 'Jebel Ali', AEDXB: 'Dubai', SAJED: 'Jeddah', OMSLL: 'Salalah', EGPSD: 'Port Said', MAPTM: 'Tanger Med',
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

/**
 * Resolve a printed place ("Rotterdam, NL", "NLRTM", "FRA", "Port Klang, Malaysia") to a Place. Codes are
 * only filled when printed or when the name is in the built-in lists; nothing is guessed beyond that.
 */
export function resolvePlace(printed: string): Place | null {
  const text = printed.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const codeMatch = /(?<![A-Z])([A-Z]{2}\s?[A-Z2-9]{3})(?![A-Z0-9])/.exec(text);
  let unLocode: string | null = null;
  if (codeMatch && isLocodeShape(codeMatch[1]) && (locodeName(codeMatch[1]) || /\(|,|^\S+$/.test(text))) {
    unLocode = codeMatch[1].replace(/\s/g, '');
  }
  const iataMatch = /(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])/.exec(text);
  const iataCode = iataMatch && airportByIata(iataMatch[1]) ? iataMatch[1] : null;
  const f = fold(text);
  if (!unLocode) {
    for (const [code, name] of Object.entries(PORTS)) {
      const fn = fold(name);
      if (f === fn || f.startsWith(`${fn},`) || f.startsWith(`${fn} `)) {
        unLocode = code;
        break;
      }
    }
  }
  const name = text.replace(/\(?\b[A-Z]{2}\s?[A-Z2-9]{3}\b\)?/, '').replace(/[,\s-]+$/, '').trim() || (unLocode ? locodeName(unLocode) : null) || (iataCode ? airportByIata(iataCode)!.name : null);
  const country = unLocode ? unLocode.slice(0, 2) : iataCode ? airportByIata(iataCode)!.country : null;
  return { name: name || null, unLocode, iataCode, country };
}
