/**
 * The fixed request path of every route (STYLE.md practice 5): IP block check → authentication → rate limit →
 * input check (path parameters, NUL characters) → handler → error mapping. Routes declare what they need; nothing
 * else wraps handlers.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import { attemptsText, authenticate, recordFailure } from '../auth/authenticate.ts';
import type { AppContext, Principal } from '../context.ts';
import { apiError, ApiError, errorBody, type ErrorCode } from '../errors.ts';
import { findNul, hasNul } from './nul.ts';
import type { BodyMode, HttpReply, HttpRequest, Route } from './uws.ts';
import { BodyTooLarge } from './uws.ts';

export interface RouteDef {
  method: Route['method'];
  path: string;
  body: BodyMode;
  /** 'key': API key or session; 'admin': Bearer ADMIN_TOKEN; 'none': public. */
  auth: 'key' | 'admin' | 'none';
  /** Which rate-limit bucket the route counts against (default 'other'). */
  limit?: 'process' | 'other';
  handler: (req: HttpRequest, principal: Principal) => Promise<HttpReply>;
}

/** The principal given to admin and public handlers (no organization). */
export const NO_PRINCIPAL: Principal = Object.freeze({
  organizationId: '',
  role: 'member',
  plan: 'free',
  keyId: null,
  sessionId: null,
});

function sameSecret(given: string, expected: string): boolean {
  // Hash both sides so the comparison is constant-time even when the lengths differ.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Checks the admin token. A missing token answers 401 UNAUTHORIZED and is not counted (like a request without
 * credentials); a wrong one answers 403 FORBIDDEN and counts toward the IP lockout exactly like an invalid API key,
 * with the attempts left in the message (IP_BLOCKED when a parallel attempt used up the allowance first).
 */
async function checkAdmin(ctx: AppContext, req: HttpRequest): Promise<void> {
  const token = ctx.config.adminToken;
  if (!token) throw apiError('NOT_FOUND', 'Admin API is disabled; set ADMIN_TOKEN to enable it');
  const header = req.headers.authorization ?? '';
  const m = /^Bearer\s+(.+)$/i.exec(header);
  if (!m) throw apiError('UNAUTHORIZED', 'Admin API requires Authorization: Bearer <ADMIN_TOKEN>');
  if (sameSecret(m[1].trim(), token)) return;
  const left = await recordFailure(ctx, req.ip);
  throw apiError('FORBIDDEN', `Invalid admin token; ${attemptsText(ctx, left)}`);
}

/**
 * Paths open to a blocked IP: only the health check. It is outside the /v1 API, reveals nothing, and is what a
 * load balancer or Docker probes; blocking it would take the whole instance out of rotation when the probe shares
 * an address with a client that guessed keys (e.g. behind one proxy).
 */
const OPEN_TO_BLOCKED_IPS = new Set(['/health']);

/**
 * Spec "Authentication": once an IP is blocked, every request from it answers 403 IP_BLOCKED with Retry-After —
 * key, admin, public and unknown routes alike (except OPEN_TO_BLOCKED_IPS).
 */
export async function checkIpBlock(ctx: AppContext, req: HttpRequest): Promise<void> {
  const blockedFor = await ctx.limits.ipBlockedFor(req.ip);
  if (blockedFor > 0) throw apiError('IP_BLOCKED', undefined, undefined, { 'Retry-After': String(blockedFor) });
}

/** The not-found code of a route's path parameter: the resource its pattern names. */
function notFoundCode(pattern: string): ErrorCode {
  if (pattern.startsWith('/v1/documents/')) return 'DOCUMENT_NOT_FOUND';
  if (pattern.startsWith('/v1/jobs/')) return 'JOB_NOT_FOUND';
  return 'NOT_FOUND';
}

/**
 * Refuses client text that names nothing or cannot be stored, before any handler sees it:
 * - a path parameter with malformed percent-encoding or a NUL character → the route's not-found code (no
 *   resource has such an id);
 * - a query parameter name or value with a NUL → 400 INVALID_PARAMETER;
 * - a JSON body string or key with a NUL → 422 VALIDATION_ERROR naming the field.
 */
function checkInput(def: RouteDef, req: HttpRequest): void {
  const bad = req.invalidParams?.[0];
  if (bad !== undefined) {
    const what = bad === 'id' ? 'id' : `${bad} parameter`;
    throw apiError(notFoundCode(def.path), `No resource has this ${what}: it is not validly percent-encoded or holds a NUL character`);
  }
  for (const [name, value] of req.query) {
    if (hasNul(name) || hasNul(value)) {
      throw apiError('INVALID_PARAMETER', `Query parameter ${JSON.stringify(name.replace(/\u0000/g, ''))} must not contain the NUL character (U+0000)`);
    }
  }
  if (req.json !== undefined && req.jsonMayHoldNul) {
    const field = findNul(req.json);
    if (field !== null) {
      const name = field || 'body';
      throw apiError('VALIDATION_ERROR', undefined, { [name]: `${name.replace(/\u0000/g, '')} must not contain the NUL character (U+0000)` });
    }
  }
}

/** Wraps a route definition into a uWS route with the fixed pipeline. */
export function toRoute(ctx: AppContext, def: RouteDef): Route {
  const blockable = !OPEN_TO_BLOCKED_IPS.has(def.path);
  return {
    method: def.method,
    path: def.path,
    body: def.body,
    handler: async (req) => {
      if (blockable) await checkIpBlock(ctx, req);
      if (def.auth === 'admin') {
        await checkAdmin(ctx, req);
        checkInput(def, req);
        return def.handler(req, NO_PRINCIPAL);
      }
      if (def.auth === 'none') {
        checkInput(def, req);
        return def.handler(req, NO_PRINCIPAL);
      }
      const principal = await authenticate(ctx, req);
      const verdict = await ctx.limits.consumeRequest(principal, def.limit ?? 'other');
      if (!verdict.ok) {
        throw apiError(
          'RATE_LIMIT_EXCEEDED',
          `Rate limit exceeded; retry after ${verdict.retryAfterSeconds} seconds`,
          undefined,
          { 'Retry-After': String(verdict.retryAfterSeconds) },
        );
      }
      checkInput(def, req);
      return def.handler(req, principal);
    },
  };
}

/** Maps anything thrown by a handler to the error envelope; logs 5xx at error and 4xx at info. */
export function errorReply(ctx: AppContext, err: unknown, req: HttpRequest): HttpReply {
  let apiErr: ApiError;
  if (err instanceof ApiError) apiErr = err;
  else if (err instanceof BodyTooLarge) apiErr = apiError('INVALID_REQUEST', 'Request body is too large');
  else if (err instanceof SyntaxError) apiErr = apiError('INVALID_REQUEST', err.message);
  else if (isUnavailable(err)) apiErr = apiError('SERVICE_UNAVAILABLE');
  else apiErr = apiError('INTERNAL_ERROR');
  const fields = { method: req.method, path: req.path, status: apiErr.status, code: apiErr.code };
  if (apiErr.status >= 500) ctx.log.error('request failed', { ...fields, err: describe(err) });
  else ctx.log.info('request rejected', fields);
  return {
    status: apiErr.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...apiErr.headers },
    body: errorBody(apiErr.code, apiErr.message, apiErr.details),
    close: apiErr.status === 413,
  };
}

function describe(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}\n${err.stack ?? ''}` : String(err);
}

/** Connection-level failures of Postgres or Redis: the client should retry (503), not see a 500. */
function isUnavailable(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'CONNECTION_CLOSED' ||
    code === 'CONNECTION_ENDED' ||
    code === 'CONNECTION_DESTROYED' ||
    code === 'CONNECT_TIMEOUT' ||
    code === '57P01' || // admin_shutdown
    code === '57P03' // cannot_connect_now
  );
}
