/**
 * Organization creation is one transaction (org, owner key, credit account), and the default organization of a
 * fresh install is created exactly once even when several processes start together against one Postgres.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../api/context.ts';
import { getBalance } from '../../api/ledger/ledger.ts';
import { openDb, type Db } from '../../api/store/db.ts';
import { createOrganization, ensureDefaultOrganization } from '../../api/store/organizations.ts';
import { backends, fakeClock, POSTGRES_URL } from '../helpers/app.ts';

const clock = fakeClock();
const dirs: string[] = [];
const schemas: string[] = [];

async function open(backend: string, schema?: string): Promise<Db> {
  if (backend === 'postgres') return openDb({ databaseUrl: POSTGRES_URL, dataDir: '', schema, maxConnections: 4 });
  const dir = mkdtempSync(join(tmpdir(), 'des-org-'));
  dirs.push(dir);
  return openDb({ databaseUrl: null, dataDir: dir, inMemory: true });
}

const ctxOf = (db: Db) => ({ db, clock }) as unknown as AppContext;

afterAll(async () => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  if (schemas.length) {
    const sql = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
    for (const s of schemas) await sql.unsafe(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
    await sql.end();
  }
});

describe.each(await backends())('organizations on %s', (backend) => {
  it('creates the org, its owner key and 50 free credits together', async () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    const db = await open(backend, schema);
    try {
      const org = await createOrganization(ctxOf(db), { name: 'Together' });
      const [key] = await db.query<{ role: string; key_hash: string }>('SELECT role, key_hash FROM api_keys WHERE organization_id = $1', [org.id]);
      expect(key.role).toBe('owner');
      expect((await getBalance(db, org.id)).available).toBe(50);
      expect(org.createdAt).toBe(clock.now().toISOString());
    } finally {
      await db.close();
    }
  });

  it('leaves nothing behind when a step fails (one transaction)', async () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    const db = await open(backend, schema);
    try {
      // A database whose credit-account insert fails, as a crash or a constraint would make it.
      const failing: Db = {
        ...db,
        tx: (fn) =>
          db.tx((sql) =>
            fn({
              ...sql,
              query: async (text, params) => {
                if (text.includes('INSERT INTO credit_accounts')) throw new Error('simulated failure');
                return sql.query(text, params);
              },
            }),
          ),
      };
      await expect(createOrganization(ctxOf(failing), { name: 'Half made' })).rejects.toThrow('simulated failure');
      expect(await db.query('SELECT * FROM organizations')).toEqual([]);
      expect(await db.query('SELECT * FROM api_keys')).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('creates the default organization once, and only when there is none', async () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    // Postgres: five "processes" (separate pools) race on one schema. PGlite is single-process by nature.
    const n = backend === 'postgres' ? 5 : 1;
    const first = await open(backend, schema);
    const dbs = [first];
    for (let i = 1; i < n; i++) dbs.push(await open(backend, schema));
    try {
      const results = await Promise.all(dbs.map((db) => ensureDefaultOrganization(ctxOf(db))));
      const created = results.filter((r) => r !== null);
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({ name: 'Default organization' });
      expect(created[0]!.apiKey).toMatch(/^frc_[A-Za-z0-9]{32}$/);
      expect(await first.query('SELECT id FROM organizations')).toHaveLength(1);
      expect(await ensureDefaultOrganization(ctxOf(first))).toBeNull();
    } finally {
      for (const db of dbs) await db.close();
    }
  });
});
