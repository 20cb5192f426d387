/**
 * The fixed request path of every route (STYLE.md practice 5): IP block check → authentication → rate limit →
 * handler → error mapping. Routes declare what they need; nothing else wraps handlers.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import { authenticate } from '../auth/authenticate.ts';
import type { AppContext, Principal } from '../context.ts';
import { apiError, ApiError, errorBody } from '../errors.ts';
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

function checkAdmin(ctx: AppContext, req: HttpRequest): void {
  const token = ctx.config.adminToken;
  if (!token) throw apiError('NOT_FOUND', 'Admin API is disabled; set ADMIN_TOKEN to enable it');
  const header = req.headers.authorization ?? '';
  const m = /^Bearer\s+(.+)$/i.exec(header);
  if (!m) throw apiError('UNAUTHORIZED', 'Admin API requires Authorization: Bearer <ADMIN_TOKEN>');
  if (!sameSecret(m[1].trim(), token)) throw apiError('FORBIDDEN', 'Invalid admin token');
}

/** Wraps a route definition into a uWS route with the fixed pipeline. */
export function toRoute(ctx: AppContext, def: RouteDef): Route {
  return {
    method: def.method,
    path: def.path,
    body: def.body,
    handler: async (req) => {
      if (def.auth === 'admin') {
        checkAdmin(ctx, req);
        return def.handler(req, NO_PRINCIPAL);
      }
      if (def.auth === 'none') return def.handler(req, NO_PRINCIPAL);
      const blockedFor = await ctx.limits.ipBlockedFor(req.ip);
      if (blockedFor > 0) {
        throw apiError('IP_BLOCKED', undefined, undefined, { 'Retry-After': String(blockedFor) });
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
