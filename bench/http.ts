/**
 * One question: what does the HTTP layer cost next to a bare uWS hello world on the same machine, in the same run?
 * Also: peak resident memory while four 50 MB uploads stream in at once, and time to reject a 51 MB upload.
 * Servers run in child processes pinned to core 0 (when taskset exists); autocannon runs here.
 *
 *   node --import tsx bench/http.ts [--seconds 5] [--rounds 2] [--no-postgres]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import postgres from 'postgres';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 5;
const rounds = Number(args[args.indexOf('--rounds') + 1]) || 2;
const withPostgres = !args.includes('--no-postgres');
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const hasTaskset = spawnSync('sh', ['-c', 'command -v taskset']).status === 0;

interface Server { child: ChildProcess; port: number; key?: string; pid: number }

const children: ChildProcess[] = [];
// Servers must not outlive the benchmark, whatever happens to it.
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

async function startServer(script: string, env: Record<string, string> = {}): Promise<Server> {
  const cmd = hasTaskset ? 'taskset' : process.execPath;
  const argv = [...(hasTaskset ? ['-c', '0', process.execPath] : []), '--import', 'tsx', script];
  const child = spawn(cmd, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const rl = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const info = JSON.parse(first) as { port: number; key?: string };
  return { child, port: info.port, key: info.key, pid: child.pid! };
}

async function stop(s: Server): Promise<void> {
  s.child.kill('SIGTERM');
  await new Promise((r) => s.child.once('exit', r));
}

interface Load { rps: number; p99: number; non2xx: number }

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const r = await autocannon({ url, connections: 32, duration: seconds, headers, workers: 0 });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function rssKb(pid: number, field: 'VmRSS'): number {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
}

/** Streams a multipart upload of `size` bytes; resolves with the status and the time to the answer. */
function upload(port: number, key: string, size: number, withLength: boolean): Promise<{ status: number; ms: number; sent: number }> {
  const boundary = 'benchboundary' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 0x5a);
  const headers: Record<string, string | number> = { 'X-API-Key': key, 'Content-Type': `multipart/form-data; boundary=${boundary}` };
  if (withLength) headers['Content-Length'] = head.length + size + tail.length;
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    let early: { status: number; ms: number } | null = null;
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/v1/documents/process', headers }, (res) => {
      answered = true;
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0, sent }));
    });
    // A server that rejects an upload answers and closes while the client is still writing; the client may then
    // see EPIPE before its parser delivers the answer, so the status line is read off the socket as well.
    req.on('socket', (socket) => {
      socket.on('data', (chunk: Buffer) => {
        const m = /^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1', 0, 16));
        if (m && !early) early = { status: Number(m[1]), ms: performance.now() - t0 };
      });
    });
    req.on('error', (err) => {
      if (answered) return;
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'EPIPE' && code !== 'ECONNRESET') return reject(err);
      // The answer may still be in flight on the socket: give it a moment before settling.
      const failedAt = performance.now() - t0;
      setTimeout(() => resolve(early ? { ...early, sent } : { status: 0, ms: failedAt, sent }), 200);
    });
    const pump = () => {
      if (answered || early) return;
      if (sent === 0) req.write(head);
      while (sent < size && !answered && !early) {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered && !early) req.end(tail);
    };
    pump();
  });
}

async function memoryUnderUploads(s: Server): Promise<{ baseMb: number; peakMb: number; inFlightMb: number; statuses: number[] }> {
  const size = 50 * 1024 * 1024;
  const base = rssKb(s.pid, 'VmRSS');
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKb(s.pid, 'VmRSS'));
  }, 5);
  const results = await Promise.all([0, 1, 2, 3].map(() => upload(s.port, s.key!, size, true)));
  clearInterval(timer);
  return { baseMb: base / 1024, peakMb: peak / 1024, inFlightMb: (4 * size) / 1024 / 1024, statuses: results.map((r) => r.status) };
}

async function main(): Promise<void> {
  const hello = await startServer('bench/servers/hello.ts');
  const embedded = await startServer('bench/servers/app.ts');
  let pg: Server | null = null;
  let schema = '';
  if (withPostgres) {
    schema = `bench_${Date.now()}`;
    pg = await startServer('bench/servers/app.ts', { DATABASE_URL: PG_URL, BENCH_SCHEMA: schema });
  }
  const samples: Record<string, Load[]> = {};
  const add = (name: string, l: Load) => (samples[name] ??= []).push(l);
  for (let r = 0; r < rounds; r++) {
    add('hello', await load(`http://127.0.0.1:${hello.port}/`));
    for (const [name, s] of [['pglite', embedded], ['postgres', pg]] as const) {
      if (!s) continue;
      const h = { 'X-API-Key': s.key! };
      add(`balance/${name}`, await load(`http://127.0.0.1:${s.port}/v1/credits/balance`, h));
      add(`documents/${name}`, await load(`http://127.0.0.1:${s.port}/v1/documents?limit=20`, h));
    }
  }
  const helloRps = median(samples.hello.map((x) => x.rps));
  const rows = Object.entries(samples).map(([name, ls]) => {
    const rps = median(ls.map((x) => x.rps));
    const p99 = median(ls.map((x) => x.p99));
    const bad = ls.reduce((a, x) => a + x.non2xx, 0);
    return `| ${name} | ${rps.toFixed(0)} | ${p99.toFixed(1)} | ${(rps / helloRps).toFixed(3)} | ${bad} |`;
  });

  const mem = await memoryUnderUploads(embedded);
  const rejectChunked = await upload(embedded.port, embedded.key!, 51 * 1024 * 1024, false);
  const rejectLength = await upload(embedded.port, embedded.key!, 51 * 1024 * 1024, true);

  await stop(hello);
  await stop(embedded);
  if (pg) {
    await stop(pg);
    const sql = postgres(PG_URL, { max: 1, onnotice: () => {} });
    await sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await sql.end();
  }

  const md = [
    `### HTTP layer vs bare uWS (autocannon, 32 connections, ${seconds} s × ${rounds} interleaved rounds, server pinned to core 0${hasTaskset ? '' : ' (taskset missing: not pinned)'})`,
    '',
    '| endpoint / store | req/s (median) | p99 ms | ratio to hello world | non-2xx + errors |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    'Targets: balance read ≥ 0.05 of hello world on PGlite, ≥ 0.10 on Postgres.',
    '',
    '### Uploads (embedded store)',
    '',
    '| measure | value |',
    '|---|---|',
    `| RSS before four concurrent 50 MB uploads | ${mem.baseMb.toFixed(0)} MB |`,
    `| peak RSS while they stream in | ${mem.peakMb.toFixed(0)} MB |`,
    `| growth / bytes in flight (${mem.inFlightMb} MB) | ${((mem.peakMb - mem.baseMb) / mem.inFlightMb).toFixed(2)}× (target < 2×) |`,
    `| answers to the four uploads (random bytes: 400 INVALID_FILE_TYPE once fully read; 0 = connection closed before the answer was read) | ${mem.statuses.join(', ')} |`,
    `| 51 MB upload, chunked (no Content-Length): time to 413 | ${rejectChunked.ms.toFixed(0)} ms (status ${rejectChunked.status}, client had written ${(rejectChunked.sent / 1048576).toFixed(1)} MB) |`,
    `| 51 MB upload with Content-Length: time to 413 | ${rejectLength.ms.toFixed(0)} ms (status ${rejectLength.status}, client had written ${(rejectLength.sent / 1048576).toFixed(1)} MB) |`,
    '',
  ].join('\n');
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/http.md', md);
  process.stdout.write(md + '\n');
}

try {
  await main();
} catch (err) {
  console.error(err);
  process.exit(1);
}
