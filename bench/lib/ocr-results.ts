/**
 * Writes one OCR benchmark's results to its own file, bench/results/ocr-<name>.md: bench/run.ts stamps each file
 * it sees written with the commit and command of that run, so two benchmarks sharing a file would share a stamp.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'results');

/** Replaces bench/results/ocr-`name`.md with `markdown`; returns its path. */
export function writeOcrResults(name: string, markdown: string): string {
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, `ocr-${name}.md`);
  writeFileSync(file, `${markdown.trim()}\n`);
  return file;
}
