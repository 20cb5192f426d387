/**
 * Builds the application from a Config: store, counters, engine pool, queue, routes, and the uWS listener.
 * `startApp` is what `npm start` and every HTTP test call (tests pass port 0).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createEngine } from '../engine/index.ts';
import type { Engine } from '../engine/types.ts';
import { createLimits } from './auth/limits.ts';
import type { Config } from './config.ts';
import { systemClock, type AppContext, type Clock } from './context.ts';
import { apiError } from './errors.ts';
import { checkIpBlock, errorReply, toRoute, type RouteDef } from './http/pipeline.ts';
import { startServer, type RunningServer } from './http/uws.ts';
import { createLogger, type Logger } from './log.ts';
import { createQueue } from './queue/index.ts';
import { adminRoutes } from './routes/admin.ts';
import { apiKeyRoutes } from './routes/api-keys.ts';
import { authRoutes } from './routes/auth.ts';
import { creditRoutes } from './routes/credits.ts';
import { documentRoutes } from './routes/documents.ts';
import { fileRoutes } from './routes/files.ts';
import { healthRoutes } from './routes/health.ts';
import { jobRoutes } from './routes/jobs.ts';
import { processRoutes } from './routes/process.ts';
import { openDb, type Db } from './store/db.ts';
import { ensureDefaultOrganization } from './store/organizations.ts';

export interface AppOptions {
  clock?: Clock;
  log?: Logger;
  /** Tests: PGlite in memory instead of under DATA_DIR. */
  inMemoryDb?: boolean;
  /** Tests: a Postgres schema to isolate in. */
  dbSchema?: string;
  /** Tests: share one engine pool across apps. */
  engine?: Engine;
  /** Print the default organization's key on first start (npm start does; tests read it from the result). */
  announceDefaultKey?: boolean;
}

export interface App {
  port: number;
  ctx: AppContext;
  /** The owner key of the default organization, when this start created it. */
  defaultApiKey: string | null;
  close(): Promise<void>;
}

function loadUrlSecret(config: Config): Buffer {
  if (config.urlSigningSecret) return Buffer.from(config.urlSigningSecret);
  // Generated once per data dir so signed URLs survive restarts of an embedded install.
  const file = join(config.dataDir, 'url-signing.secret');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  const secret = randomBytes(32);
  writeFileSync(file, secret.toString('hex'), { mode: 0o600 });
  return secret;
}

/** Starts the whole service (or, with ROLE=worker, only the queue consumer). */
export async function startApp(config: Config, options: AppOptions = {}): Promise<App> {
  const log = options.log ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;
  mkdirSync(config.dataDir, { recursive: true });
  const filesDir = join(config.dataDir, 'files');
  mkdirSync(filesDir, { recursive: true });

  const closers: Array<() => Promise<void> | void> = [];
  const closeAll = async () => {
    for (const c of closers.reverse()) await c();
  };
  try {
    const db: Db = await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: options.inMemoryDb,
      schema: options.dbSchema,
    });
    closers.push(() => db.close());
    const limits = await createLimits(config, clock, { keyPrefix: config.redisKeyPrefix });
    closers.push(() => limits.close());
    let engine: Engine;
    if (options.engine) {
      engine = options.engine;
    } else {
      const started = await createEngine(config.engine, { log: (msg) => log.warn(msg, { component: 'engine' }) });
      closers.push(() => started.close());
      log.info('engine started', { workers: config.engine.workers, onnxThreads: config.engine.onnxThreads, device: started.device });
      engine = started;
    }

    const partial = { config, db, log, clock, limits, engine, filesDir, urlSecret: loadUrlSecret(config) };
    const queue = await createQueue(partial);
    closers.push(() => queue.close());
    const ctx: AppContext = { ...partial, queue };

    const created = await ensureDefaultOrganization(ctx);
    if (created && options.announceDefaultKey) {
      process.stdout.write(
        `\nCreated the default organization "${created.name}" with 50 free credits.\n` +
          `Its owner API key (shown once, store it now):\n\n  ${created.apiKey}\n\n`,
      );
    }

    let server: RunningServer | null = null;
    if (config.role !== 'worker') {
      const defs: RouteDef[] = [
        ...healthRoutes(ctx),
        ...authRoutes(ctx),
        ...apiKeyRoutes(ctx),
        ...documentRoutes(ctx),
        ...fileRoutes(ctx),
        ...processRoutes(ctx),
        ...jobRoutes(ctx),
        ...creditRoutes(ctx),
        ...adminRoutes(ctx),
      ];
      server = await startServer(config.host, config.port, {
        routes: defs.map((d) => toRoute(ctx, d)),
        notFound: async (req) => {
          throw apiError('NOT_FOUND', `No route for ${req.method} ${req.path}`);
        },
        // A blocked address is refused on unknown paths too.
        guard: (req) => checkIpBlock(ctx, req),
        onError: (err, req) => errorReply(ctx, err, req),
        maxJsonBytes: 1024 * 1024,
      });
      const s = server;
      closers.push(() => s.close());
      log.info('listening', { port: server.port, role: config.role, store: db.kind, queue: config.redisUrl ? 'redis' : 'in-process' });
    }
    return { port: server?.port ?? 0, ctx, defaultApiKey: created?.apiKey ?? null, close: closeAll };
  } catch (err) {
    await closeAll();
    throw err;
  }
}
