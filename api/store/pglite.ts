import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Sql } from './db.ts';

// int8 (bigint) counts come back as numbers, as with the postgres driver.
const parsers = { [types.INT8]: (x: string) => Number(x) };

interface Queryable {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(script: string): Promise<unknown>;
}

function wrap(q: Queryable): Sql {
  return {
    async query<T>(text: string, params: readonly unknown[] = []): Promise<T[]> {
      const res = await q.query<T>(text, params as unknown[]);
      return res.rows;
    },
    async exec(script: string): Promise<void> {
      await q.exec(script);
    },
  };
}

/**
 * Opens embedded Postgres. PGlite has one connection: its transaction() holds it exclusively, which serialises
 * concurrent ledger transactions the way row locks do on a server.
 */
export async function openPglite(dataDir: string | null): Promise<Db> {
  let dir: string | undefined;
  if (dataDir) {
    dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const pg = await PGlite.create(dir, { parsers });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    async tx<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      return pg.transaction((tx) => fn(wrap(tx)));
    },
    async close() {
      await pg.close();
    },
  };
}
