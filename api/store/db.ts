/**
 * One small query interface over two drivers: `postgres` (DATABASE_URL) and embedded PGlite (under DATA_DIR).
 * Everything above this file writes plain parameterised SQL ($1, $2 …) that both accept, so the same tests run
 * on both.
 */
export interface Sql {
  /** Runs one statement and returns its rows. */
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a multi-statement script without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface Db extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; a throw rolls it back. */
  tx<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Postgres only: a schema to create and use (tests isolate themselves with one). */
  schema?: string;
  /** PGlite only: keep the database in memory (tests). */
  inMemory?: boolean;
  maxConnections?: number;
}

/** Opens the configured store and applies pending migrations. */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  const { migrate } = await import('./migrate.ts');
  let db: Db;
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    db = await openPostgres(options.databaseUrl, options.schema, options.maxConnections ?? 20);
  } else {
    const { openPglite } = await import('./pglite.ts');
    db = await openPglite(options.inMemory ? null : options.dataDir);
  }
  await migrate(db);
  return db;
}
