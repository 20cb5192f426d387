/**
 * What bench/layouts.ts and bench/layouts-scan.ts share: scoring one engine result against a document's truth, and
 * adding scores up per set (fields right over fields, and the mean of each document's share, so that a long
 * manifest does not outweigh a dozen short forms).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { EngineOutcome } from '../../engine/index.ts';
import { score, type Rule, type Score } from './score.ts';

export const show = (v: unknown): string => (v === undefined ? 'undefined' : JSON.stringify(v));
export const frac = (ok: number, total: number): string => `${ok}/${total}${total ? ` (${((100 * ok) / total).toFixed(1)}%)` : ''}`;

/** A run's score; a run that failed scores every field wrong. */
export function scoreResult(rule: Rule, truth: Record<string, unknown>, r: EngineOutcome): Score {
  return r.ok ? score(rule, truth, r.value.extractedData) : { ...score(rule, truth, {}), ok: 0 };
}

/** The lines of a miss list: `path: expected → got`. */
export const missLines = (fields: Score['fields']): string[] =>
  fields.map((f) => `- ${f.path}: ${show(f.expected)} → ${show(f.got)}${f.format ? ' [format only]' : ''}`);

export interface Tally { docs: number; ok: number; total: number; share: number }
export const tally = (): Tally => ({ docs: 0, ok: 0, total: 0, share: 0 });
export function count(t: Tally, s: { ok: number; total: number }): void {
  t.docs++; t.ok += s.ok; t.total += s.total; t.share += s.total ? s.ok / s.total : 0;
}
export function addTally(t: Tally, u: Tally): void {
  t.docs += u.docs; t.ok += u.ok; t.total += u.total; t.share += u.share;
}
export const mean = (t: Tally): string => (t.docs ? `${((100 * t.share) / t.docs).toFixed(1)}%` : '–');

/** Prints a report, and writes it to bench/results/<name>.md when every document ran (no IDs were given). */
export function publish(md: string, name: string, complete: boolean): void {
  console.log(md);
  if (!complete) return;
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/${name}.md`, md);
}
