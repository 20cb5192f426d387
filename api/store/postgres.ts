import postgres from 'postgres';
import type { Db, Sql } from './db.ts';

function wrap(sql: postgres.Sql | postgres.TransactionSql): Sql {
  return {
    async query<T>(text: string, params: readonly unknown[] = []): Promise<T[]> {
      // Named prepared statements: each connection parses and plans a statement once, then only binds.
      const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: params.length > 0 });
      return rows as unknown as T[];
    },
    async exec(script: string): Promise<void> {
      // No parameters: postgres.js uses the simple protocol, which accepts several statements.
      await sql.unsafe(script);
    },
  };
}

/** Opens a pool on DATABASE_URL; with `schema`, creates it and pins search_path to it on every connection. */
export async function openPostgres(url: string, schema: string | undefined, max: number): Promise<Db> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new TypeError('schema must be a plain identifier');
  const sql = postgres(url, {
    max,
    onnotice: () => {},
    // int8 (bigint) counts come back as numbers: our counters stay far below 2^53.
    types: { bigint: { to: 20, from: [20], serialize: (x: number) => String(x), parse: (x: string) => Number(x) } },
    connection: schema ? { search_path: schema } : {},
  });
  if (schema) await sql.unsafe(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const base = wrap(sql);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async tx<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      return (await sql.begin((tx) => fn(wrap(tx)))) as T;
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}
