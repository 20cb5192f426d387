/** Bounded retry of whole ledger transactions on serialization failures, deadlocks and unique races. */
import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, withRetry } from '../../api/ledger/retry.ts';

const pgError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

describe('ledger transaction retry', () => {
  it.each(['40001', '40P01', '23505'])('runs the transaction again after SQLSTATE %s', async (code) => {
    let calls = 0;
    const result = await withRetry(async () => {
      calls++;
      if (calls < 3) throw pgError(code);
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and rethrows the last error`, async () => {
    let calls = 0;
    await expect(
      withRetry(async () => {
        calls++;
        throw pgError('40001');
      }),
    ).rejects.toMatchObject({ code: '40001' });
    expect(calls).toBe(MAX_ATTEMPTS);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    await expect(
      withRetry(async () => {
        calls++;
        throw pgError('23514');
      }),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(withRetry(async () => { calls++; throw new TypeError('bad'); })).rejects.toThrow(TypeError);
    expect(calls).toBe(2);
  });
});
