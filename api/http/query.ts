/**
 * Query-string validation at the edge (STYLE.md practice 11): each helper returns a typed value or throws the
 * spec's 400 error with a message naming the parameter, what it accepts and what it got.
 *
 * An empty value (`?type=`) counts as absent, as forms and generated clients send empty strings for unset
 * filters; a parameter given twice is refused rather than silently picking one.
 */
import { apiError } from '../errors.ts';
import { hasNul } from './nul.ts';

/** The single value of `name`, or null when absent or empty. */
export function single(query: URLSearchParams, name: string): string | null {
  const all = query.getAll(name);
  if (all.length > 1) throw apiError('INVALID_PARAMETER', `${name} must be given at most once`);
  const v = all[0];
  // Postgres cannot store or compare text with NUL (the pipeline refuses it for every route; this guards direct use).
  if (v !== undefined && hasNul(v)) throw apiError('INVALID_PARAMETER', `${name} must not contain the NUL character (U+0000)`);
  return v === undefined || v === '' ? null : v;
}

function quote(raw: string): string {
  return JSON.stringify(raw.length > 64 ? raw.slice(0, 64) + '…' : raw);
}

/** An integer parameter in [min, max]; `def` when absent. */
export function parseIntParam(query: URLSearchParams, name: string, def: number, min: number, max: number): number {
  const raw = single(query, name);
  if (raw === null) return def;
  const n = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `an integer ≥ ${min}` : `an integer between ${min} and ${max}`;
    throw apiError('INVALID_PARAMETER', `${name} must be ${range}, got ${quote(raw)}`);
  }
  return n;
}

/** `page`: 1-indexed, default 1. */
export function parsePage(query: URLSearchParams): number {
  return parseIntParam(query, 'page', 1, 1, Number.MAX_SAFE_INTEGER);
}

/** `limit`: default 20, at most 100 (spec: Limits, page size). */
export function parseLimit(query: URLSearchParams, def = 20, max = 100): number {
  return parseIntParam(query, 'limit', def, 1, max);
}

/** One of `values` (case-sensitive); `def` when absent (null def: optional filter). */
export function parseEnum<T extends string, D extends T | null>(query: URLSearchParams, name: string, values: readonly T[], def: D): T | D {
  const raw = single(query, name);
  if (raw === null) return def;
  if (!(values as readonly string[]).includes(raw)) {
    throw apiError('INVALID_PARAMETER', `${name} must be one of ${values.join(', ')}, got ${quote(raw)}`);
  }
  return raw as T;
}

export interface ParsedDate {
  /** The instant: midnight UTC for a plain date. */
  date: Date;
  /** True for a plain YYYY-MM-DD, which callers read as the whole UTC day. */
  dateOnly: boolean;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function validDay(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/**
 * Reads an ISO 8601 date (YYYY-MM-DD) or date-time (YYYY-MM-DDTHH:mm[:ss[.fff]] with Z or ±HH:MM; without an
 * offset it is read as UTC). Null when the text is not one, or names an impossible date or time (2026-02-30,
 * 24:00, an offset beyond ±23:59): every field must round-trip, nothing is rolled over.
 */
export function parseIsoDate(raw: string): ParsedDate | null {
  const d = DATE_ONLY.exec(raw);
  if (d) {
    const [y, m, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
    if (!validDay(y, m, day)) return null;
    return { date: new Date(Date.UTC(y, m - 1, day)), dateOnly: true };
  }
  const t = DATE_TIME.exec(raw);
  if (!t) return null;
  const [y, m, day, hh, mm, ss] = [1, 2, 3, 4, 5, 6].map((i) => Number(t[i] ?? 0));
  if (!validDay(y, m, day) || hh > 23 || mm > 59 || ss > 59) return null;
  let offset = t[8] ?? 'Z';
  if (/^[+-]\d{4}$/.test(offset)) offset = `${offset.slice(0, 3)}:${offset.slice(3)}`;
  if (offset !== 'Z' && offset !== 'z' && (Number(offset.slice(1, 3)) > 23 || Number(offset.slice(4, 6)) > 59)) return null;
  const frac = (t[7] ?? '').slice(0, 4); // milliseconds: Date has no finer precision
  const iso = `${t[1]}-${t[2]}-${t[3]}T${t[4]}:${t[5]}:${t[6] ?? '00'}${frac}${offset.toUpperCase()}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { date, dateOnly: false };
}

/**
 * The query parameter `name` as an ISO 8601 date or date-time (see parseIsoDate); impossible dates such as
 * 2026-02-30 are refused with INVALID_DATE_FORMAT. Null when absent.
 */
export function parseDate(query: URLSearchParams, name: string): ParsedDate | null {
  const raw = single(query, name);
  if (raw === null) return null;
  const parsed = parseIsoDate(raw);
  if (!parsed) {
    throw apiError('INVALID_DATE_FORMAT', `${name} must be an ISO 8601 date (YYYY-MM-DD) or date-time (YYYY-MM-DDTHH:mm:ssZ), got ${quote(raw)}`);
  }
  return parsed;
}
