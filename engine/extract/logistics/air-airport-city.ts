/**
 * An airport printed by its own name before its city ("JINNAH INTL, KARACHI (KHI)"): the airport of a waybill
 * is named by its city, so the part after the airport's name is the name.
 */
import type { Place } from '../parse/places.ts';
import type { Read } from './reader.ts';

/** Words that make a text the name of an airport rather than of a city. */
const AIRPORT_WORD = /\b(?:INTL|INT'L|INTERNATIONAL|AIRPORT|APT|AEROPUERTO|AEROPORTO|AEROPORT|A[ÉE]ROPORT|FLUGHAFEN)\b/i;

/** The place `read` off `printed` named by its city where `printed` names the airport first, then the city. */
export function withAirportCity(read: Read<Place> | null, printed: string | undefined): Read<Place> | null {
  if (!read || !printed) return read;
  const parts = printed.split(',').map((p) => p.replace(/\([A-Z]{3}\)/g, '').trim());
  if (parts.length < 2 || !AIRPORT_WORD.test(parts[0])) return read;
  const city = parts.slice(1).find((p) => /^\p{L}[\p{L} .'-]{1,30}$/u.test(p) && !AIRPORT_WORD.test(p));
  return city ? { value: { ...read.value, name: city }, ev: read.ev } : read;
}
