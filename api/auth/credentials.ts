/**
 * Where a request's credential comes from, in this order: `X-API-Key`, `Authorization: Bearer <value>` (a value
 * starting with `frc_` is an API key, anything else a session token), cookie `session_token`.
 */
import type { HttpRequest } from '../http/uws.ts';
import { KEY_PREFIX } from './keys.ts';

export type Credential = { kind: 'apiKey'; value: string } | { kind: 'session'; value: string } | null;

/** Extracts the credential of a request, or null when none was sent. */
export function readCredential(req: HttpRequest): Credential {
  const apiKey = req.headers['x-api-key']?.trim();
  if (apiKey) return { kind: 'apiKey', value: apiKey };
  const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (m) return m[1].startsWith(KEY_PREFIX) ? { kind: 'apiKey', value: m[1] } : { kind: 'session', value: m[1] };
  const token = readCookie(req.headers.cookie, 'session_token');
  if (token) return { kind: 'session', value: token };
  return null;
}

/** The value of one cookie from a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(/;\s*/)) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value === '' ? null : value;
    }
  }
  return null;
}
