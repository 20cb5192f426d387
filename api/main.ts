/** Process entry: read config once, start, and shut down cleanly on SIGINT/SIGTERM. */
import { ConfigError, loadConfig } from './config.ts';
import { startApp } from './server.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${err.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const app = await startApp(config, { announceDefaultKey: true });
  if (app.port) process.stdout.write(`Document Extraction Service listening on http://127.0.0.1:${app.port}\n`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: shutting down\n`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(`Fatal: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
