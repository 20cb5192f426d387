import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the numbered SQL files of `migrations/` that are not yet recorded, each in its own transaction.
 * An advisory lock keeps two processes starting at once against one Postgres from racing.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = readdirSync(dir).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  await db.tx(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock(727274)');
    const done = new Set((await sql.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      const script = readFileSync(join(dir, file), 'utf8');
      await sql.exec(script);
      await sql.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

