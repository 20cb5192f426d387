/**
 * Small parsers the shared `parse/` module lacks for logistics documents (see the helper report):
 * upper-case `M3` volumes, and place names cleaned of the codes printed around them.
 */
import {
  airportByIata, countryFromName, countryInText, findVolumes, isLocodeShape, locodeName, parseAmount, resolvePlace,
  type DecimalMark, type Place, type Quantity,
} from '../parse/index.ts';

/**
 * Volume in m3 or cft; accepts `M3`, `CBM`, `m³`, `cu m`, `CFT` in any case. `decimal` is the document's decimal
 * mark when known (`82.500 CBM` is 82500 only where the document groups thousands with dots).
 */
export function parseVolumeLoose(text: string, decimal: DecimalMark | null = null): Quantity | null {
  const shared = findVolumes(text)[0];
  if (shared) {
    // The shared finder reads `82.500` as thousands; its number is read again here, knowing it is a volume.
    const value = volumeNumber(/^\d[\d.,' \u00a0]*\d|^\d/.exec(shared.raw)![0], shared.value.unit, decimal);
    return value === null ? null : { value, unit: shared.value.unit };
  }
  // No `\b` after the unit: `³` is no word character, so `m³` would never end a word.
  const m = /(\d[\d.,\s]*)\s*(m3|m³|cbm|cu\.?\s?m|cft|cu\.?\s?ft)(?![A-Za-z0-9])/i.exec(text);
  if (!m) return null;
  const unit = /ft/i.test(m[2]) ? 'cft' : 'm3';
  const value = volumeNumber(m[1].trim(), unit, decimal);
  return value === null ? null : { value, unit };
}

/**
 * The number of a volume. Cargo volumes in m3 are printed with three decimals (`82.500 CBM`, `3,100 m³`), and no
 * B/L carries 82,500 m3: where the document's mark is unknown, a lone mark before three digits of an m3 volume is
 * its decimal mark. Two marks (`1,234.500`) still group thousands; cft and litres keep the amount reading.
 */
function volumeNumber(raw: string, unit: string, decimal: DecimalMark | null): number | null {
  const marks = raw.match(/[.,]/g) ?? [];
  const lone = unit === 'm3' && marks.length === 1 ? (marks[0] as DecimalMark) : null;
  const hint = decimal ?? lone;
  return parseAmount(raw, hint ? { decimal: hint } : {}) ?? toNumber(raw.replace(/\s/g, ''));
}

/**
 * Reads `1.234,56`, `1,234.56`, `1234.5`, `12,5`, `0,8705`. A lone separator is a decimal mark unless exactly
 * three digits follow it and the integer part is not 0 (`1.459` and `1,459` are thousands).
 */
export function toNumber(raw: string): number | null {
  const s = raw.replace(/[^\d.,-]/g, '');
  if (!/\d/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let norm: string;
  if (lastComma > -1 && lastDot > -1) norm = lastComma > lastDot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  else if (lastComma > -1 || lastDot > -1) {
    const sep = lastComma > -1 ? ',' : '.';
    const parts = s.split(sep);
    const thousands = parts.length > 2 || (parts[1].length === 3 && !/^-?0$/.test(parts[0]));
    norm = thousands ? parts.join('') : `${parts[0]}.${parts[1]}`;
  } else norm = s;
  const v = Number(norm);
  return Number.isFinite(v) ? v : null;
}

/**
 * Major cargo airports the shared table (parse/places.ts) lacks, as IATA code → [city, country]. Kept modest:
 * the busiest freight gateways of the Americas, Europe, Middle East, Africa and Asia.
 */
const MORE_AIRPORTS: Record<string, [string, string]> = {
  GDL: ['Guadalajara', 'MX'], MTY: ['Monterrey', 'MX'], QRO: ['Queretaro', 'MX'], CUN: ['Cancun', 'MX'],
  LIM: ['Lima', 'PE'], UIO: ['Quito', 'EC'], GYE: ['Guayaquil', 'EC'], EZE: ['Buenos Aires', 'AR'], PTY: ['Panama City', 'PA'],
  SJO: ['San Jose', 'CR'], VCV: ['Victorville', 'US'], ONT: ['Ontario', 'US'], RFD: ['Rockford', 'US'], IND: ['Indianapolis', 'US'],
  PHL: ['Philadelphia', 'US'], DTW: ['Detroit', 'US'], MSP: ['Minneapolis', 'US'], DEN: ['Denver', 'US'], PHX: ['Phoenix', 'US'],
  CLT: ['Charlotte', 'US'], HNL: ['Honolulu', 'US'], YYC: ['Calgary', 'CA'], STN: ['London Stansted', 'GB'], EMA: ['East Midlands', 'GB'],
  BHX: ['Birmingham', 'GB'], ORY: ['Paris Orly', 'FR'], LYS: ['Lyon', 'FR'], DUS: ['Dusseldorf', 'DE'], STR: ['Stuttgart', 'DE'],
  HHN: ['Frankfurt Hahn', 'DE'], BER: ['Berlin', 'DE'], NUE: ['Nuremberg', 'DE'], BSL: ['Basel', 'CH'], GVA: ['Geneva', 'CH'],
  OST: ['Ostend', 'BE'], ATH: ['Athens', 'GR'], SAW: ['Istanbul Sabiha Gokcen', 'TR'], DWC: ['Dubai World Central', 'AE'],
  SHJ: ['Sharjah', 'AE'], BAH: ['Bahrain', 'BH'], RUH: ['Riyadh', 'SA'], JED: ['Jeddah', 'SA'], DMM: ['Dammam', 'SA'],
  KWI: ['Kuwait', 'KW'], MCT: ['Muscat', 'OM'], KHI: ['Karachi', 'PK'], LHE: ['Lahore', 'PK'], DAC: ['Dhaka', 'BD'],
  CMB: ['Colombo', 'LK'], HYD: ['Hyderabad', 'IN'], CCU: ['Kolkata', 'IN'], AMD: ['Ahmedabad', 'IN'], XMN: ['Xiamen', 'CN'],
  CGO: ['Zhengzhou', 'CN'], NKG: ['Nanjing', 'CN'], HGH: ['Hangzhou', 'CN'], TAO: ['Qingdao', 'CN'], TSN: ['Tianjin', 'CN'],
  CKG: ['Chongqing', 'CN'], WUH: ['Wuhan', 'CN'], MFM: ['Macau', 'MO'], NGO: ['Nagoya', 'JP'], PEN: ['Penang', 'MY'],
  DAD: ['Da Nang', 'VN'], BNE: ['Brisbane', 'AU'], PER: ['Perth', 'AU'], LOS: ['Lagos', 'NG'], ACC: ['Accra', 'GH'],
  CPT: ['Cape Town', 'ZA'], DUR: ['Durban', 'ZA'], CMN: ['Casablanca', 'MA'], ALG: ['Algiers', 'DZ'], TUN: ['Tunis', 'TN'],
  LLW: ['Lilongwe', 'MW'], IAD: ['Washington Dulles', 'US'], EBB: ['Entebbe', 'UG'], DAR: ['Dar es Salaam', 'TZ'], MRU: ['Mauritius', 'MU'],
};

/** A known airport by IATA code: the shared table, then the cargo airports above. */
export function airportOf(code: string): { name: string; country: string } | null {
  const shared = airportByIata(code);
  if (shared) return shared;
  const a = MORE_AIRPORTS[code.toUpperCase()];
  return a ? { name: a[0], country: a[1] } : null;
}

/**
 * A printed port or airport ("Rotterdam (NLRTM)", "NLRTM - ROTTERDAM", "FRA - FRANKFURT") as a Place whose name
 * carries no codes. `kind` says which code family is expected, so a port name never becomes an airport.
 */
export function placeFrom(text: string, kind: 'sea' | 'air'): Place | null {
  // A port's name may hold a word that is an airport's code ("CAN THO": CAN, Guangzhou's): no country from it.
  const p = resolvePlace(text, { kind: kind === 'sea' ? 'sea' : 'any' });
  if (!p) return null;
  if (kind === 'air') {
    const iata = /(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])/g;
    let code: string | null = null;
    for (const m of text.matchAll(iata)) if (airportOf(m[1])) { code = m[1]; break; }
    const ap = code ? airportOf(code) : null;
    return { name: cleanName(text, code), unLocode: null, iataCode: code, country: ap?.country ?? null };
  }
  // resolvePlace's own code is kept only when it came from the name, not from an upper-case word.
  const code = locodeIn(text) ?? (p.unLocode && !text.replace(/\s/g, '').includes(p.unLocode) ? p.unLocode : null);
  return { name: cleanName(text, code), unLocode: code, iataCode: null, country: code ? code.slice(0, 2) : p.country };
}

/**
 * The UN/LOCODE printed in a place text. Upper-case names have the code's shape too ("JEBEL ALI, ... AEJEA",
 * "GENOA"), so a known code wins, then one whose country agrees with a country named in the text, then one
 * in parentheses; a lone word that is also the place name, or a country's name, is no code.
 */
export function locodeIn(text: string): string | null {
  const tokens = [...text.matchAll(/(?<![A-Za-z0-9])(\(?)([A-Z]{2}\s?[A-Z2-9]{3})(\)?)(?![A-Za-z0-9])/g)]
    .map((m) => ({ code: m[2].replace(/\s/g, ''), paren: m[1] === '(' && m[3] === ')' }))
    // A country's name ("CHINA", "ITALY") has a code's shape and names the country the rule below looks for.
    .filter((t) => isLocodeShape(t.code) && !countryFromName(t.code));
  if (tokens.length === 0) return null;
  const known = tokens.find((t) => locodeName(t.code));
  if (known) return known.code;
  const country = countryInText(text) ?? countryFromName(text.split(',').pop() ?? '');
  if (country) return tokens.find((t) => t.code.startsWith(country))?.code ?? null;
  const paren = tokens.find((t) => t.paren);
  if (paren) return paren.code;
  // "NLRTM - ROTTERDAM": a code set off from a name by a dash.
  const dashed = /^([A-Z]{2}\s?[A-Z2-9]{3})\s+-\s+\S/.exec(text.trim());
  return dashed && isLocodeShape(dashed[1]) ? dashed[1].replace(/\s/g, '') : null;
}

function cleanName(text: string, code: string | null): string | null {
  let t = text;
  if (code) t = t.replace(new RegExp(`\\(?\\b${code}\\b\\)?`), ' ');
  const part = t.split(/\s+-\s+|,/).map((x) => x.trim()).find((x) => x.length > 1);
  return part ?? null;
}
