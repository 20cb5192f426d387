/**
 * Edge validation for the auth, key and admin endpoints: each check names the field and says what was expected.
 * Body problems collect into VALIDATION_ERROR details `{ field: message }` (spec: "Errors"); query problems
 * answer INVALID_PARAMETER.
 */
import type { Role } from '../context.ts';
import { apiError } from '../errors.ts';
import { hasNul } from '../http/nul.ts';
import { parseIsoDate, parseLimit, parsePage } from '../http/query.ts';

export const ROLES: readonly Role[] = ['owner', 'admin', 'member'];

/** `page` (default 1) and `limit` (default 20, 1..100) of a list endpoint; INVALID_PARAMETER otherwise. */
export function parsePagination(query: URLSearchParams): { page: number; limit: number } {
  return { page: parsePage(query), limit: parseLimit(query) };
}

/** The {page, limit, total, totalPages} pagination object of GET /v1/api-keys (and the admin lists). */
export function pagination(page: number, limit: number, total: number) {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

/** Collects per-field messages; `done()` throws one VALIDATION_ERROR listing them all. */
export class FieldErrors {
  readonly #errors: Record<string, string> = {};
  add(field: string, message: string): void {
    this.#errors[field] ??= message;
  }
  done(): void {
    if (Object.keys(this.#errors).length > 0) throw apiError('VALIDATION_ERROR', undefined, this.#errors);
  }
}

/** The request body as an object; a missing or non-object body becomes {} so that field checks report it. */
export function bodyObject(json: unknown): Record<string, unknown> {
  return json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
}

/**
 * A trimmed string of min..max characters, or undefined with an error recorded. Characters are Unicode code
 * points (an emoji counts once, not as its two UTF-16 units); a NUL character is refused (Postgres cannot store it).
 */
export function text(errors: FieldErrors, body: Record<string, unknown>, field: string, min: number, max: number): string | undefined {
  const v = body[field];
  if (typeof v !== 'string') {
    errors.add(field, v === undefined || v === null ? `${field} is required` : `${field} must be a string`);
    return undefined;
  }
  if (hasNul(v)) {
    errors.add(field, `${field} must not contain the NUL character (U+0000)`);
    return undefined;
  }
  const t = v.trim();
  const length = codePoints(t);
  if (length < min || length > max) {
    errors.add(field, `${field} must be ${min} to ${max} characters long`);
    return undefined;
  }
  return t;
}

/** The number of Unicode code points of `s` (lone surrogates count once each). */
function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/**
 * An optional future ISO 8601 timestamp (null or absent: none). The date and time must exist as written:
 * 2027-02-30 or 24:00 is refused, never rolled over to another day (see parseIsoDate).
 */
export function futureDate(errors: FieldErrors, body: Record<string, unknown>, field: string, now: Date): Date | null {
  const v = body[field];
  if (v === undefined || v === null) return null;
  const parsed = typeof v === 'string' ? parseIsoDate(v.trim()) : null;
  if (!parsed) {
    errors.add(field, `${field} must be an ISO 8601 timestamp of a real date and time, or null`);
    return null;
  }
  const d = parsed.date;
  if (d.getTime() <= now.getTime()) {
    errors.add(field, `${field} must be in the future`);
    return null;
  }
  return d;
}

/** One of `values`, or `def` when absent. */
export function oneOf<T extends string>(errors: FieldErrors, body: Record<string, unknown>, field: string, values: readonly T[], def?: T): T | undefined {
  const v = body[field];
  if ((v === undefined || v === null) && def !== undefined) return def;
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) {
    errors.add(field, `${field} must be one of ${values.join(', ')}`);
    return undefined;
  }
  return v as T;
}
