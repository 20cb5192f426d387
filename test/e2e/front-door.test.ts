/**
 * The front door, as a new user meets it: `npm start` (node --import tsx api/main.ts) on an empty DATA_DIR prints
 * the address and, once, the owner API key; that key processes a real PDF and is charged one credit per page; a
 * restart on the same DATA_DIR prints no key and the same key still works; SIGTERM exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../helpers/corpus.ts';

const ROOT = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const PDF = join(CORPUS_DIR, 'invoice2data-compare', 'QualityHosting.pdf');
const PDF_PAGES = 2;
const START_TIMEOUT_MS = 20_000;

interface Service {
  child: ChildProcess;
  url: string;
  /** Everything printed on stdout so far. */
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the service the way `npm start` does and resolves once it prints its address. */
function startService(dataDir: string): Promise<Service> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ENGINE_WORKERS: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString('utf8')));
  const exited = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  return new Promise((res, rej) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rej(new Error(`service did not start in ${START_TIMEOUT_MS} ms\nstdout: ${out}\nstderr: ${err}`));
    }, START_TIMEOUT_MS);
    const check = (): void => {
      const m = /listening on (http:\/\/127\.0\.0\.1:(\d+))/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      expect(Number(m[2])).toBeGreaterThan(0);
      res({ child, url: m[1], output: () => out, exited });
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      rej(new Error(`service exited with ${code} before listening\nstdout: ${out}\nstderr: ${err}`));
    });
  });
}

async function stop(service: Service): Promise<number | null> {
  service.child.kill('SIGTERM');
  return service.exited;
}

async function getJson(url: string, key: string): Promise<{ status: number; body: any }> {
  const res = await fetch(url, { headers: { 'X-API-Key': key } });
  return { status: res.status, body: await res.json() };
}

describe('front door: npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'des-e2e-'));
  const running: Service[] = [];

  afterAll(async () => {
    for (const s of running) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints a key once, processes a PDF with it, keeps it across a restart, and stops on SIGTERM', { timeout: 60_000 }, async () => {
    const first = await startService(dataDir);
    running.push(first);
    // startApp prints the key before main.ts prints the address, so it is already in the output.
    const keyOf = (text: string) => /\b(frc_[A-Za-z0-9]{32})\b/.exec(text)?.[1] ?? null;
    const key = keyOf(first.output());
    expect(key, first.output()).not.toBeNull();

    const before = await getJson(`${first.url}/v1/credits/balance`, key!);
    expect(before.status).toBe(200);
    expect(before.body.data.available).toBe(50);

    const form = new FormData();
    form.append('file', new Blob([readFileSync(PDF)], { type: 'application/pdf' }), 'QualityHosting.pdf');
    form.append('includeRawText', 'true');
    const res = await fetch(`${first.url}/v1/documents/process`, { method: 'POST', headers: { 'X-API-Key': key! }, body: form });
    const processed = (await res.json()) as any;
    expect(res.status, JSON.stringify(processed)).toBe(200);
    expect(processed.data).toMatchObject({ status: 'completed', pagesProcessed: PDF_PAGES, fileName: 'QualityHosting.pdf' });
    expect(processed.data.rawText.pages).toHaveLength(PDF_PAGES);
    expect(processed.data.rawText.pages[0].text.length).toBeGreaterThan(50);

    const after = await getJson(`${first.url}/v1/credits/balance`, key!);
    expect(after.body.data.available).toBe(50 - PDF_PAGES);
    expect(await stop(first)).toBe(0);

    const second = await startService(dataDir);
    running.push(second);
    const again = await getJson(`${second.url}/v1/documents/${processed.data.id}`, key!);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: processed.data.id, status: 'completed' });
    expect((await getJson(`${second.url}/v1/credits/balance`, key!)).body.data.available).toBe(50 - PDF_PAGES);
    expect(keyOf(second.output())).toBeNull();
    expect(second.output()).not.toMatch(/API key/i);
    expect(await stop(second)).toBe(0);
  });
});
