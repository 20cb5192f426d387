/** GET/POST /v1/api-keys and DELETE /v1/api-keys/:id (spec: "API keys"). */
import { displayPrefix, generateApiKey, hashSecret } from '../auth/keys.ts';
import { bodyObject, FieldErrors, futureDate, pagination, parsePagination, text } from '../auth/validate.ts';
import type { AppContext, Principal } from '../context.ts';
import { apiError } from '../errors.ts';
import type { RouteDef } from '../http/pipeline.ts';
import { ok } from '../http/reply.ts';
import { newId } from '../ids.ts';
import { insertApiKey, listApiKeys, revokeApiKey, type ApiKeyRow } from '../store/api-keys.ts';
import { forgetKey } from '../auth/key-cache.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function keyView(k: ApiKeyRow) {
  return {
    id: k.id, name: k.name, keyPrefix: k.keyPrefix, createdAt: iso(k.createdAt), lastUsedAt: iso(k.lastUsedAt),
    expiresAt: iso(k.expiresAt), status: k.status,
  };
}

function requireManager(principal: Principal): void {
  if (principal.role !== 'owner' && principal.role !== 'admin') {
    throw apiError('FORBIDDEN', 'Only organization owners and admins can manage API keys');
  }
}

/** The API key routes. */
export function apiKeyRoutes(ctx: AppContext): RouteDef[] {
  return [
    {
      method: 'get', path: '/v1/api-keys', body: 'none', auth: 'key',
      handler: async (req, principal) => {
        const { page, limit } = parsePagination(req.query);
        const { keys, total } = await listApiKeys(ctx.db, principal.organizationId, page, limit);
        return ok({ keys: keys.map(keyView), pagination: pagination(page, limit, total) });
      },
    },
    {
      method: 'post', path: '/v1/api-keys', body: 'json', auth: 'key',
      handler: async (req, principal) => {
        requireManager(principal);
        const now = ctx.clock.now();
        const body = bodyObject(req.json);
        const errors = new FieldErrors();
        const name = text(errors, body, 'name', 3, 50);
        const expiresAt = futureDate(errors, body, 'expiresAt', now);
        errors.done();
        const key = generateApiKey();
        const row = await insertApiKey(ctx.db, {
          id: newId('key'), organizationId: principal.organizationId, name: name!, keyHash: hashSecret(key),
          keyPrefix: displayPrefix(key), role: principal.role, expiresAt, createdAt: now,
        });
        const { id, keyPrefix, createdAt, status } = keyView(row);
        return ok(
          { id, name: row.name, key, keyPrefix, createdAt, expiresAt: iso(row.expiresAt), status },
          'API key created. Store it now: the full key is shown only once.',
        );
      },
    },
    {
      method: 'delete', path: '/v1/api-keys/:id', body: 'none', auth: 'key',
      handler: async (req, principal) => {
        requireManager(principal);
        // Revoking twice is idempotent: the answer repeats the first revokedAt.
        const row = await revokeApiKey(ctx.db, principal.organizationId, req.params.id, ctx.clock.now());
        forgetKey(ctx.db, req.params.id);
        if (!row) throw apiError('NOT_FOUND', `API key ${req.params.id} not found`);
        return ok(
          { id: row.id, name: row.name, status: 'revoked', revokedAt: iso(row.revokedAt) },
          'API key revoked. Requests made with it are rejected from now on.',
        );
      },
    },
  ];
}
