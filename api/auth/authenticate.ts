/**
 * Resolves a request's credential into a Principal (spec: "Authentication"; RELIABILITY K3).
 *
 * Answer bodies for bad API keys — a deliberate reconciliation of the spec with K3:
 * - unknown, revoked and malformed keys all answer the same 401 INVALID_API_KEY body, byte for byte, given the
 *   same lockout counter state: "Invalid API key; N attempts left before ..." (so a caller cannot tell a
 *   revoked key from one that never existed);
 * - an expired key answers INVALID_API_KEY too, and differs only in its message, which says the key has expired:
 *   the spec requires that message, and only the holder of the full key can observe it.
 * Every one of these attempts counts toward the IP lockout. Session failures answer SESSION_EXPIRED and are not
 * counted: a 256-bit random token cannot be guessed, and a dashboard tab with an old cookie must not lock
 * its user's office IP out.
 */
import type { AppContext, Principal } from '../context.ts';
import { apiError } from '../errors.ts';
import type { HttpRequest } from '../http/uws.ts';
import { findUsableApiKey, isExpiredKey, touchApiKey } from '../store/api-keys.ts';
import { cachedKey, LAST_USED_RESOLUTION_MS, rememberKey } from './key-cache.ts';
import { useSession } from '../store/sessions.ts';
import { readCredential } from './credentials.ts';
import { hashSecret, isWellFormedApiKey } from './keys.ts';
import { ALREADY_BLOCKED } from './limits.ts';

/** Authenticates a request or throws UNAUTHORIZED / INVALID_API_KEY / SESSION_EXPIRED / IP_BLOCKED. */
export async function authenticate(ctx: AppContext, req: HttpRequest): Promise<Principal> {
  const credential = readCredential(req);
  if (!credential) throw apiError('UNAUTHORIZED');
  const at = ctx.clock.now();

  if (credential.kind === 'session') {
    const session = await useSession(ctx.db, hashSecret(credential.value), at);
    if (!session) throw apiError('SESSION_EXPIRED');
    return { organizationId: session.organizationId, role: session.role, plan: session.plan, keyId: null, sessionId: session.id };
  }

  let expired = false;
  if (isWellFormedApiKey(credential.value)) {
    const hash = hashSecret(credential.value);
    const principal = await usableKey(ctx, hash, at);
    if (principal) return principal;
    expired = await isExpiredKey(ctx.db, hash, at);
  }
  const left = await recordFailure(ctx, req.ip);
  const what = expired ? 'API key has expired' : 'Invalid API key';
  throw apiError('INVALID_API_KEY', `${what}; ${attemptsText(ctx, left)}`);
}

/** The principal of an active, unexpired key, from the short-lived cache or the database; stamps lastUsedAt. */
async function usableKey(ctx: AppContext, hash: string, at: Date): Promise<Principal | null> {
  const now = at.getTime();
  const hit = cachedKey(ctx.db, hash);
  if (hit && (hit.expiresAt === null || hit.expiresAt.getTime() > now)) {
    if (now - hit.lastUsedWritten >= LAST_USED_RESOLUTION_MS) {
      hit.lastUsedWritten = now;
      await touchApiKey(ctx.db, hit.principal.keyId as string, at);
    }
    return hit.principal;
  }
  const key = await findUsableApiKey(ctx.db, hash, at);
  if (!key) return null;
  const principal: Principal = { organizationId: key.organizationId, role: key.role, plan: key.plan, keyId: key.id, sessionId: null };
  const lastUsed = key.lastUsedAt?.getTime() ?? -Infinity;
  let lastUsedWritten = lastUsed;
  if (now - lastUsed >= LAST_USED_RESOLUTION_MS) {
    await touchApiKey(ctx.db, key.id, at);
    lastUsedWritten = now;
  }
  rememberKey(ctx.db, hash, { principal, expiresAt: key.expiresAt, lastUsedWritten });
  return principal;
}

/**
 * Counts one failed credential for the IP (API key or password) and returns the attempts left; throws
 * IP_BLOCKED when the IP was already blocked (a parallel request used up the allowance first).
 */
export async function recordFailure(ctx: AppContext, ip: string): Promise<number> {
  const left = await ctx.limits.recordInvalidKey(ip);
  if (left === ALREADY_BLOCKED || left < 0) {
    const blockedFor = await ctx.limits.ipBlockedFor(ip);
    throw apiError('IP_BLOCKED', undefined, undefined, { 'Retry-After': String(Math.max(1, blockedFor)) });
  }
  return left;
}

/** "N attempts left before this IP address is blocked for 24 hours", or the notice that it now is. */
export function attemptsText(ctx: AppContext, left: number): string {
  const span = duration(ctx.config.lockout.blockSeconds);
  if (left === 0) return `no attempts left: this IP address is now blocked for ${span}`;
  return `${left} attempt${left === 1 ? '' : 's'} left before this IP address is blocked for ${span}`;
}

function duration(seconds: number): string {
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}
