/**
 * Small parsers the shared `parse/` module lacks for logistics documents (see the helper report):
 * upper-case `M3` volumes, and place names cleaned of the codes printed around them.
 */
import { parseVolume, resolvePlace, airportByIata, type Place, type Quantity } from '../parse/index.ts';

/** Volume in m3 or cft; accepts `M3`, `CBM`, `m³`, `cu m`, `CFT` in any case. */
export function parseVolumeLoose(text: string): Quantity | null {
  const shared = parseVolume(text);
  if (shared) return shared;
  const m = /(\d[\d.,\s]*)\s*(m3|m³|cbm|cu\.?\s?m|cft|cu\.?\s?ft)\b/i.exec(text);
  if (!m) return null;
  const raw = m[1].trim().replace(/\s/g, '');
  const value = toNumber(raw);
  if (value === null) return null;
  return { value, unit: /ft/i.test(m[2]) ? 'cft' : 'm3' };
}

/** Reads `1.234,56`, `1,234.56`, `1234.5`, `12,5` (a lone comma or dot followed by 1–2 digits is decimal). */
export function toNumber(raw: string): number | null {
  const s = raw.replace(/[^\d.,-]/g, '');
  if (!/\d/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let norm: string;
  if (lastComma > -1 && lastDot > -1) norm = lastComma > lastDot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  else if (lastComma > -1) norm = /,\d{1,2}$/.test(s) ? s.replace(',', '.') : s.replace(/,/g, '');
  else if (lastDot > -1) norm = /\.\d{3}$/.test(s) && (s.match(/\./g)?.length ?? 0) >= 1 && !/^\d{1,3}\.\d{3}$/.test(s) ? s.replace(/\./g, '') : s;
  else norm = s;
  const v = Number(norm);
  return Number.isFinite(v) ? v : null;
}

/**
 * A printed port or airport ("Rotterdam (NLRTM)", "NLRTM - ROTTERDAM", "FRA - FRANKFURT") as a Place whose name
 * carries no codes. `kind` says which code family is expected, so a port name never becomes an airport.
 */
export function placeFrom(text: string, kind: 'sea' | 'air'): Place | null {
  const p = resolvePlace(text);
  if (!p) return null;
  if (kind === 'air') {
    const iata = /(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])/g;
    let code: string | null = null;
    for (const m of text.matchAll(iata)) if (airportByIata(m[1])) { code = m[1]; break; }
    const ap = code ? airportByIata(code) : null;
    return { name: cleanName(text, code), unLocode: null, iataCode: code, country: ap?.country ?? null };
  }
  return { name: cleanName(text, p.unLocode), unLocode: p.unLocode, iataCode: null, country: p.country };
}

function cleanName(text: string, code: string | null): string | null {
  let t = text;
  if (code) t = t.replace(new RegExp(`\\(?\\b${code}\\b\\)?`), ' ');
  const part = t.split(/\s+-\s+|,/).map((x) => x.trim()).find((x) => x.length > 1);
  return part ?? null;
}
