/**
 * Organizations: creation (org row + owner API key + credit account, in one transaction), the default
 * organization of a fresh install, and the admin listing.
 */
import { displayPrefix, generateApiKey, hashSecret } from '../auth/keys.ts';
import type { AppContext } from '../context.ts';
import { newId } from '../ids.ts';
import { openAccount } from '../ledger/ledger.ts';
import { insertApiKey } from './api-keys.ts';
import type { Sql } from './db.ts';

export type Plan = 'free' | 'paid';
export const FREE_TIER_CREDITS = 50;
export const DEFAULT_ORGANIZATION_NAME = 'Default organization';
/** pg_advisory_xact_lock key serialising "is there any organization yet?" across processes. */
const DEFAULT_ORG_LOCK = 727275;

export interface CreatedOrganization {
  id: string;
  name: string;
  plan: Plan;
  /** The owner key, in full: returned once, never stored. */
  apiKey: string;
  createdAt: string;
}

export interface OrganizationRow {
  id: string;
  name: string;
  plan: Plan;
  createdAt: Date;
}

async function createIn(sql: Sql, name: string, plan: Plan, at: Date): Promise<CreatedOrganization> {
  const id = newId('org');
  await sql.query('INSERT INTO organizations (id, name, plan, created_at) VALUES ($1, $2, $3, $4)', [id, name, plan, at]);
  const apiKey = generateApiKey();
  await insertApiKey(sql, {
    id: newId('key'),
    organizationId: id,
    name: 'Owner key',
    keyHash: hashSecret(apiKey),
    keyPrefix: displayPrefix(apiKey),
    role: 'owner',
    expiresAt: null,
    createdAt: at,
  });
  await openAccount(sql, id, FREE_TIER_CREDITS, at);
  return { id, name, plan, apiKey, createdAt: at.toISOString() };
}

/**
 * Creates an organization with its owner API key and a credit account holding the 50 free-tier pages, all in
 * one transaction (no organization without credits or key).
 */
export async function createOrganization(ctx: AppContext, input: { name: string; plan?: Plan }): Promise<CreatedOrganization> {
  const at = ctx.clock.now();
  return ctx.db.tx((sql) => createIn(sql, input.name, input.plan ?? 'free', at));
}

/**
 * On a fresh install (no organization at all), creates "Default organization" and returns its owner key; else
 * null. The advisory lock makes two processes starting together against one Postgres create only one.
 */
export async function ensureDefaultOrganization(
  ctx: AppContext,
): Promise<{ organizationId: string; name: string; apiKey: string } | null> {
  const at = ctx.clock.now();
  return ctx.db.tx(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [DEFAULT_ORG_LOCK]);
    const any = await sql.query('SELECT 1 FROM organizations LIMIT 1');
    if (any.length > 0) return null;
    const org = await createIn(sql, DEFAULT_ORGANIZATION_NAME, 'free', at);
    return { organizationId: org.id, name: org.name, apiKey: org.apiKey };
  });
}

/** The organization with this id, or null. */
export async function getOrganization(sql: Sql, id: string): Promise<OrganizationRow | null> {
  const rows = await sql.query<OrganizationRow>(
    'SELECT id, name, plan, created_at AS "createdAt" FROM organizations WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** One page of organizations, oldest first, and the total count. */
export async function listOrganizations(sql: Sql, page: number, limit: number): Promise<{ organizations: OrganizationRow[]; total: number }> {
  const [organizations, count] = await Promise.all([
    sql.query<OrganizationRow>(
      'SELECT id, name, plan, created_at AS "createdAt" FROM organizations ORDER BY created_at, id LIMIT $1 OFFSET $2',
      [limit, (page - 1) * limit],
    ),
    sql.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations'),
  ]);
  return { organizations, total: count[0].n };
}
