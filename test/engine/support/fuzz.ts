/**
 * Mutations of seed files and the engine path they are sent through: shared by the CI fuzz smoke
 * (fuzz-smoke.test.ts) and the longer campaign (bench/tune/fuzz-campaign.ts). A failing input is saved under
 * fuzz-regressions/, where the smoke replays it on every run.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { sniff } from '../../../engine/sniff.ts';
import type { Engine, EngineErrorData } from '../../../engine/types.ts';
import { OPTIONS } from './engine.ts';

export const REGRESSIONS = new URL('../fuzz-regressions/', import.meta.url);
const BAD: ReadonlySet<EngineErrorData['code']> = new Set(['WORKER_CRASHED', 'INTERNAL']);

/** Positions are fractions of the seed's (or donor's) length, so one mutation fits any seed. */
export type Mutation =
  | { kind: 'flip'; flips: Array<{ at: number; bit: number }> }
  | { kind: 'truncate'; at: number }
  | { kind: 'splice'; from: number; at: number; len: number; donor: number }
  /** `width` bytes at `at` overwritten with `value`, little-endian (a length, a count, a size). */
  | { kind: 'overwrite'; at: number; value: number; width: number };

export function mutate(seed: Uint8Array, m: Mutation, donors: Uint8Array[]): Uint8Array {
  const out = seed.slice();
  if (m.kind === 'flip') {
    for (const f of m.flips) out[Math.floor(f.at * out.length) % out.length] ^= 1 << f.bit;
    return out;
  }
  if (m.kind === 'truncate') return out.subarray(0, Math.floor(m.at * out.length));
  if (m.kind === 'overwrite') {
    const at = Math.floor(m.at * out.length);
    for (let i = 0; i < m.width && at + i < out.length; i++) out[at + i] = (m.value >>> (8 * i)) & 0xff;
    return out;
  }
  const donor = donors[m.donor % donors.length];
  const from = Math.floor(m.from * donor.length);
  const chunk = donor.subarray(from, from + m.len);
  const at = Math.floor(m.at * out.length);
  return new Uint8Array([...out.subarray(0, at), ...chunk, ...out.subarray(at + chunk.length)]);
}

/**
 * One input through sniff → countPages → process: `answer` is the error code it got ('ok' when processed), and
 * `failure` says what went wrong (a crash, an internal error, a throw, an answer slower than `slowMs`), or null.
 */
export async function exercise(engine: Engine, bytes: Uint8Array, slowMs: number): Promise<{ answer: string; failure: string | null }> {
  const t0 = performance.now();
  let answer = 'threw';
  try {
    sniff(bytes);
    const count = await engine.countPages(bytes);
    if (!count.ok) {
      answer = count.error.code;
      if (BAD.has(count.error.code)) return { answer, failure: `countPages: ${count.error.code} ${count.error.message}` };
    } else {
      const out = await engine.process(bytes, OPTIONS, { transfer: false });
      answer = out.ok ? 'ok' : out.error.code;
      if (!out.ok && BAD.has(out.error.code)) return { answer, failure: `process: ${out.error.code} ${out.error.message}` };
    }
  } catch (err) {
    return { answer, failure: `threw: ${err instanceof Error ? err.stack : String(err)}` };
  }
  const elapsed = performance.now() - t0;
  return { answer, failure: elapsed > slowMs ? `took ${Math.round(elapsed)} ms` : null };
}

/** Saves a failing input as fuzz-regressions/<sha1>.bin; returns its name. */
export function saveRegression(bytes: Uint8Array): string {
  mkdirSync(REGRESSIONS, { recursive: true });
  const name = `${createHash('sha1').update(bytes).digest('hex')}.bin`;
  writeFileSync(new URL(name, REGRESSIONS), bytes);
  return name;
}
