/**
 * U9 fuzz smoke: fast-check mutations (bit flips, truncation, splices) of small valid files through
 * sniff → countPages → process. Pass: no crash, no internal error, no rejection, each answer within
 * budget. A failing input is saved under fuzz-regressions/ and replayed by every later run.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniff } from '../../engine/sniff.ts';
import type { Engine, EngineErrorData } from '../../engine/types.ts';
import { OPTIONS, startEngine } from './support/engine.ts';
import { seedFiles } from './support/seeds.ts';

const REGRESSIONS = new URL('./fuzz-regressions/', import.meta.url);
const TIMEOUT_MS = 5000;
/** Pool overhead on top of the document budget (thread replacement after a timeout). */
const SLACK_MS = 3000;
const FUZZ_TIME_MS = 60_000;
const BAD: ReadonlySet<EngineErrorData['code']> = new Set(['WORKER_CRASHED', 'INTERNAL']);

type Mutation =
  | { kind: 'flip'; flips: Array<{ at: number; bit: number }> }
  | { kind: 'truncate'; at: number }
  | { kind: 'splice'; from: number; at: number; len: number; donor: number };

function mutate(seed: Uint8Array, m: Mutation, donors: Uint8Array[]): Uint8Array {
  const out = seed.slice();
  if (m.kind === 'flip') {
    for (const f of m.flips) out[Math.floor(f.at * out.length) % out.length] ^= 1 << f.bit;
    return out;
  }
  if (m.kind === 'truncate') return out.subarray(0, Math.floor(m.at * out.length));
  const donor = donors[m.donor % donors.length];
  const from = Math.floor(m.from * donor.length);
  const chunk = donor.subarray(from, from + m.len);
  const at = Math.floor(m.at * out.length);
  return new Uint8Array([...out.subarray(0, at), ...chunk, ...out.subarray(at + chunk.length)]);
}

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), flips: fc.array(fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), bit: fc.integer({ min: 0, max: 7 }) }), { minLength: 1, maxLength: 16 }) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({
    kind: fc.constant('splice' as const),
    from: fc.double({ min: 0, max: 1, noNaN: true }),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    len: fc.integer({ min: 1, max: 512 }),
    donor: fc.nat(),
  }),
);

/** One input through the whole engine path; returns a failure description or null. */
async function exercise(engine: Engine, bytes: Uint8Array): Promise<string | null> {
  const t0 = performance.now();
  try {
    sniff(bytes);
    const count = await engine.countPages(bytes);
    if (!count.ok && BAD.has(count.error.code)) return `countPages: ${count.error.code} ${count.error.message}`;
    if (count.ok) {
      const out = await engine.process(bytes, OPTIONS, { transfer: false });
      if (!out.ok && BAD.has(out.error.code)) return `process: ${out.error.code} ${out.error.message}`;
    }
  } catch (err) {
    return `threw: ${err instanceof Error ? err.stack : String(err)}`;
  }
  const elapsed = performance.now() - t0;
  return elapsed > 2 * (TIMEOUT_MS + SLACK_MS) ? `took ${Math.round(elapsed)} ms` : null;
}

function save(bytes: Uint8Array): string {
  mkdirSync(REGRESSIONS, { recursive: true });
  const name = `${createHash('sha1').update(bytes).digest('hex')}.bin`;
  writeFileSync(new URL(name, REGRESSIONS), bytes);
  return name;
}

describe('fuzz smoke (U9)', () => {
  let engine: Engine;
  let seeds: Array<{ name: string; bytes: Uint8Array }>;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown): void => {
    unhandled.push(reason);
  };
  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    engine = await startEngine({ documentTimeoutMs: TIMEOUT_MS, maxPages: 20, maxPixels: 20_000_000 });
    seeds = await seedFiles();
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await engine.close();
  });

  it('answers every seed and every saved regression without crashing', async () => {
    const saved = readdirSync(REGRESSIONS).filter((f) => f.endsWith('.bin'));
    const inputs = [...seeds.map((s) => s.bytes), ...saved.map((f) => new Uint8Array(readFileSync(new URL(f, REGRESSIONS))))];
    for (const bytes of inputs) expect(await exercise(engine, bytes)).toBeNull();
  }, 120_000);

  it('survives bit flips, truncations and splices of the seeds', async () => {
    const donors = seeds.map((s) => s.bytes);
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: seeds.length - 1 }), mutation, async (i, m) => {
        runs++;
        const bytes = mutate(seeds[i].bytes, m, donors);
        const failure = await exercise(engine, bytes);
        if (failure !== null) throw new Error(`${failure} (input saved as fuzz-regressions/${save(bytes)})`);
      }),
      { numRuns: 400, interruptAfterTimeLimit: FUZZ_TIME_MS, endOnFailure: true, markInterruptAsFailure: false },
    );
    expect(runs).toBeGreaterThan(20);
    expect(unhandled).toEqual([]);
  }, FUZZ_TIME_MS + 60_000);
});
