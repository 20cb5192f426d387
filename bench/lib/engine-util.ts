/** Shared helpers of the engine benchmarks: statistics and the markdown result block. */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { EngineConfig } from '../../engine/types.ts';
import os from 'node:os';

/** The value after `--name` on the command line, if the flag is there. */
export function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function spread(xs: number[], digits = 2): string {
  return `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;
}

export function table(header: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Print a result block and write it to bench/results/<name>.md. */
export function report(name: string, title: string, body: string, command: string): void {
  const text = [
    `### ${title}`,
    '',
    body,
    '',
    `Command: \`${command}\`. Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
    '',
  ].join('\n');
  process.stdout.write(`${text}\n`);
  const dir = new URL('../results/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL(`${name}.md`, dir), text);
}

/** One worker, one ONNX thread, CPU: the engine configuration the engine benchmarks start from. */
export const BENCH_ENGINE_CONFIG: EngineConfig = {
  workers: 1,
  onnxThreads: 1,
  device: 'cpu',
  documentTimeoutMs: 60_000,
  maxPages: 1000,
  maxPixels: 100_000_000,
  pageImageDpi: 150,
  workerMaxOldGenerationMb: 1024,
};
