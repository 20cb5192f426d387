/**
 * U9 fuzz smoke: fast-check mutations (bit flips, truncation, splices) of small valid files through
 * sniff → countPages → process. Pass: no crash, no internal error, no rejection, each answer within
 * budget. A failing input is saved under fuzz-regressions/ and replayed by every later run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../engine/types.ts';
import { startEngine } from './support/engine.ts';
import { exercise, mutate, REGRESSIONS, saveRegression, type Mutation } from './support/fuzz.ts';
import { seedFiles } from './support/seeds.ts';

const TIMEOUT_MS = 5000;
/** Pool overhead on top of the document budget (thread replacement after a timeout). */
const SLACK_MS = 3000;
/** An answer slower than this is a failure: twice the budget and the pool's overhead. */
const SLOW_MS = 2 * (TIMEOUT_MS + SLACK_MS);
const FUZZ_TIME_MS = 60_000;

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
    for (const bytes of inputs) expect((await exercise(engine, bytes, SLOW_MS)).failure).toBeNull();
  }, 120_000);

  it('survives bit flips, truncations and splices of the seeds', async () => {
    const donors = seeds.map((s) => s.bytes);
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: seeds.length - 1 }), mutation, async (i, m) => {
        runs++;
        const bytes = mutate(seeds[i].bytes, m, donors);
        const { failure } = await exercise(engine, bytes, SLOW_MS);
        if (failure !== null) throw new Error(`${failure} (input saved as fuzz-regressions/${saveRegression(bytes)})`);
      }),
      { numRuns: 400, interruptAfterTimeLimit: FUZZ_TIME_MS, endOnFailure: true, markInterruptAsFailure: false },
    );
    expect(runs).toBeGreaterThan(20);
    expect(unhandled).toEqual([]);
  }, FUZZ_TIME_MS + 60_000);
});
