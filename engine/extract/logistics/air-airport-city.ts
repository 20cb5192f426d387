/**
 * An airport printed by its own name before its city ("JINNAH INTL, KARACHI (KHI)"): the airport of a waybill
 * is named by its city, so the part after the airport's name is the name. An airport whose code the built-in
 * list does not know is still named by the code printed after it in parentheses ("TRABZON (TZX)").
 */
import type { Place } from '../parse/places.ts';
import type { Read } from './reader.ts';
import { countryFromAlpha3 } from './customs-country.ts';

/** Words that make a text the name of an airport rather than of a city. */
const AIRPORT_WORD = /\b(?:INTL|INT'L|INTERNATIONAL|AIRPORT|APT|AEROPUERTO|AEROPORTO|AEROPORT|A[ÉE]ROPORT|FLUGHAFEN)\b/i;
/** A three-letter code in parentheses closing the printed airport: its IATA code, unless a country's. */
const CODE_AFTER = /\s*\(([A-Z]{3})\)$/;

/** The place `read` off `printed` named by its city where `printed` names the airport first, then the city. */
export function withAirportCity(read: Read<Place> | null, printed: string | undefined): Read<Place> | null {
  if (!read || !printed) return read;
  const coded = withPrintedCode(read, printed);
  const parts = printed.split(',').map((p) => p.replace(/\([A-Z]{3}\)/g, '').trim());
  if (parts.length < 2 || !AIRPORT_WORD.test(parts[0])) return coded;
  const city = parts.slice(1).find((p) => /^\p{L}[\p{L} .'-]{1,30}$/u.test(p) && !AIRPORT_WORD.test(p));
  return city ? { value: { ...coded.value, name: city }, ev: coded.ev } : coded;
}

/** The code in parentheses after the airport, where no known code was read: the IATA code, and no part of the name. */
function withPrintedCode(read: Read<Place>, printed: string): Read<Place> {
  const m = read.value.iataCode ? null : CODE_AFTER.exec(printed.trim());
  // A country's ISO alpha-3 code closes a city as often ("OSAKA (JPN)"): no airport's code.
  if (!m || countryFromAlpha3(m[1])) return read;
  const name = read.value.name?.replace(CODE_AFTER, '').trim() || read.value.name;
  return { value: { ...read.value, iataCode: m[1], name }, ev: read.ev };
}
