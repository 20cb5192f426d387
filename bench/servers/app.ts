/**
 * The service under benchmark, in its own process so that the load generator does not share its event loop.
 * Seeds 60 documents for the list benchmark and prints { port, key } on stdout.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../api/config.ts';
import { newId } from '../../api/ids.ts';
import { createLogger } from '../../api/log.ts';
import { startApp } from '../../api/server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'des-bench-'));
const schema = process.env.BENCH_SCHEMA;
const config = loadConfig({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ENGINE_WORKERS: '1',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_REQUESTS_PER_MINUTE: '10000000',
  RATE_LIMIT_FREE_PROCESS_PER_HOUR: '1000000',
});
const app = await startApp(config, { log: createLogger('silent'), dbSchema: schema });
const key = app.defaultApiKey;
if (!key) throw new Error('expected a fresh store with a default organization');
const [org] = await app.ctx.db.query<{ id: string }>('SELECT id FROM organizations LIMIT 1');
const now = Date.now();
for (let i = 0; i < 60; i++) {
  const docId = newId('doc');
  await app.ctx.db.query(
    `INSERT INTO documents (id, organization_id, file_name, file_type, file_size, document_type, requested_document_type,
       status, page_count, pages_processed, confidence, extracted_data, metadata, created_at, processed_at)
     VALUES ($1, $2, $3, 'application/pdf', 12345, 'invoice', 'generic', 'completed', 1, 1, 0.93, $4, $5, $6, $6)`,
    [docId, org.id, `invoice-${i}.pdf`, JSON.stringify({ invoiceNumber: `INV-${i}` }),
      JSON.stringify({ processingTimeMs: 12, modelVersion: 'bench' }), new Date(now - i * 60_000)],
  );
}
process.stdout.write(JSON.stringify({ port: app.port, key, pid: process.pid }) + '\n');
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
