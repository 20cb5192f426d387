/** POST /v1/auth/login and POST /v1/auth/logout: dashboard sessions (our own endpoints, see api/auth/sessions.ts). */
import { login, logout, sessionCookie } from '../auth/sessions.ts';
import { bodyObject, FieldErrors } from '../auth/validate.ts';
import type { AppContext } from '../context.ts';
import { apiError } from '../errors.ts';
import type { RouteDef } from '../http/pipeline.ts';
import { ok } from '../http/reply.ts';

/** The session routes. */
export function authRoutes(ctx: AppContext): RouteDef[] {
  return [
    {
      // auth 'none': login is how a caller gets a credential; it checks the IP block itself.
      method: 'post', path: '/v1/auth/login', body: 'json', auth: 'none',
      handler: async (req) => {
        const body = bodyObject(req.json);
        const errors = new FieldErrors();
        for (const field of ['email', 'password']) {
          const v = body[field];
          if (typeof v !== 'string' || v === '') errors.add(field, `${field} is required`);
        }
        errors.done();
        const session = await login(ctx, req.ip, body.email as string, body.password as string);
        return ok(
          { token: session.token, expiresAt: session.expiresAt.toISOString() },
          'Logged in',
          200,
          { 'Set-Cookie': sessionCookie(session.token, ctx.config.sessionTtlSeconds) },
        );
      },
    },
    {
      method: 'post', path: '/v1/auth/logout', body: 'none', auth: 'key',
      handler: async (_req, principal) => {
        if (!principal.sessionId) throw apiError('INVALID_REQUEST', 'Logout ends a session; this request used an API key');
        await logout(ctx, principal.sessionId);
        return ok({ loggedOut: true }, 'Logged out', 200, { 'Set-Cookie': sessionCookie('', 0) });
      },
    },
  ];
}
