import type { HttpReply } from './uws.ts';

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

/** The success envelope: `{ success: true, data, message? }`. */
export function ok(data: unknown, message?: string, status = 200, headers?: Record<string, string>): HttpReply {
  const body: Record<string, unknown> = { success: true, data };
  if (message !== undefined) body.message = message;
  return { status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/** A reply with an already-serialised JSON body (idempotent replays return stored bytes unchanged). */
export function rawJson(status: number, body: string, headers?: Record<string, string>): HttpReply {
  return { status, headers: { ...JSON_HEADERS, ...headers }, body };
}
