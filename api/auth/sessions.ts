/**
 * Dashboard sessions (our own, the spec leaves issuance open): POST /v1/auth/login exchanges email + password for
 * a random 32-byte token (base64url). Only its SHA-256 is stored. Expiry is absolute: `config.sessionTtlSeconds`
 * after login, whatever the activity; logout deletes the session at once.
 */
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { apiError } from '../errors.ts';
import { newId } from '../ids.ts';
import { deleteExpiredSessions, deleteSession, insertSession } from '../store/sessions.ts';
import { findUserByEmail } from '../store/users.ts';
import { attemptsText, recordFailure } from './authenticate.ts';
import { hashSecret } from './keys.ts';
import { decoyHash, verifyPassword } from './passwords.ts';

export const SESSION_COOKIE = 'session_token';

/** Emails compare case-insensitively: stored and looked up trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Checks the password and opens a session. A wrong password or unknown email answers one generic 401 (same
 * scrypt work either way) and counts toward the IP lockout like an invalid API key.
 */
export async function login(ctx: AppContext, ip: string, email: string, password: string): Promise<{ token: string; expiresAt: Date }> {
  const blockedFor = await ctx.limits.ipBlockedFor(ip);
  if (blockedFor > 0) throw apiError('IP_BLOCKED', undefined, undefined, { 'Retry-After': String(blockedFor) });
  const user = await findUserByEmail(ctx.db, normalizeEmail(email));
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !matches) {
    const left = await recordFailure(ctx, ip);
    throw apiError('UNAUTHORIZED', `Invalid email or password; ${attemptsText(ctx, left)}`);
  }
  const now = ctx.clock.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ctx.config.sessionTtlSeconds * 1000);
  await ctx.db.tx(async (sql) => {
    await deleteExpiredSessions(sql, user.id, now);
    await insertSession(sql, {
      id: newId('ses'), tokenHash: hashSecret(token), userId: user.id, organizationId: user.organizationId,
      role: user.role, createdAt: now, expiresAt,
    });
  });
  return { token, expiresAt };
}

/** Ends a session. */
export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await deleteSession(ctx.db, sessionId);
}

/** The Set-Cookie value carrying a session token (or, with maxAge 0, clearing it). */
export function sessionCookie(token: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${token}; HttpOnly; Secure; SameSite=Strict; Path=/; Max-Age=${maxAgeSeconds}`;
}
