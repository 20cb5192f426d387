/**
 * K1: key format and randomness. 10,000 keys match ^frc_[A-Za-z0-9]{32}$, are all distinct, and their
 * characters are uniform (chi-square, p > 0.001). The same test applied to a modulo-biased generator fails,
 * which shows the test has the power to catch the bias it is about.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { displayPrefix, generateApiKey, hashSecret, isWellFormedApiKey } from '../../api/auth/keys.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** ln Γ(x), Lanczos approximation. */
function lnGamma(x: number): number {
  const c = [76.18009172947146, -86.50532032941677, 24.01409824083091, -1.231739572450155, 0.1208650973866179e-2, -0.5395239384953e-5];
  let y = x;
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let ser = 1.000000000190015;
  for (const cj of c) ser += cj / ++y;
  return -tmp + Math.log((2.5066282746310005 * ser) / x);
}

/** Upper regularized incomplete gamma Q(a, x) (Numerical Recipes gser/gcf). */
function gammaQ(a: number, x: number): number {
  if (x < a + 1) {
    let sum = 1 / a;
    let del = sum;
    for (let n = 1; n < 1000; n++) {
      del *= x / (a + n);
      sum += del;
      if (Math.abs(del) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - lnGamma(a));
  }
  let b = x + 1 - a;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h;
}

/** p-value of the chi-square goodness-of-fit test of `text`'s characters against a uniform ALPHABET. */
function uniformityP(chars: string[]): number {
  const counts = new Map<string, number>();
  for (const ch of chars) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const expected = chars.length / ALPHABET.length;
  let chi2 = 0;
  for (const ch of ALPHABET) chi2 += ((counts.get(ch) ?? 0) - expected) ** 2 / expected;
  return gammaQ((ALPHABET.length - 1) / 2, chi2 / 2);
}

/** What a naive generator does: byte % 62 without rejection (characters 0-7 come out 25% more often). */
function biasedKey(): string {
  return 'frc_' + [...randomBytes(32)].map((b) => ALPHABET[b % 62]).join('');
}

const bodies = (keys: string[]) => keys.map((k) => k.slice(4));

describe('API key generation (K1)', () => {
  const keys = Array.from({ length: 10_000 }, generateApiKey);

  it('produces frc_ + 32 alphanumerics, 36 characters, every time', () => {
    for (const k of keys) expect(k).toMatch(/^frc_[A-Za-z0-9]{32}$/);
    expect(keys.every(isWellFormedApiKey)).toBe(true);
  });

  it('never repeats a key in 10,000', () => {
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses every character equally often (chi-square p > 0.001 overall and, Bonferroni-corrected, per position)', () => {
    const all = bodies(keys).flatMap((b) => [...b]);
    expect(uniformityP(all)).toBeGreaterThan(0.001);
    for (let pos = 0; pos < 32; pos++) {
      expect(uniformityP(bodies(keys).map((b) => b[pos]))).toBeGreaterThan(0.001 / 32);
    }
  });

  it('the uniformity test rejects a modulo-biased generator', () => {
    const biased = Array.from({ length: 10_000 }, biasedKey);
    expect(uniformityP(bodies(biased).flatMap((b) => [...b]))).toBeLessThan(0.001);
  });

  it('shows the first 12 characters plus "..." and stores only a SHA-256 hex', () => {
    const k = keys[0];
    expect(displayPrefix(k)).toBe(k.slice(0, 12) + '...');
    expect(hashSecret(k)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret(k)).not.toContain(k.slice(4));
  });

  it('rejects malformed values without a lookup', () => {
    for (const bad of ['frc_short', 'frc_' + 'a'.repeat(33), 'FRC_' + 'a'.repeat(32), 'frc_' + 'a'.repeat(31) + '-', '']) {
      expect(isWellFormedApiKey(bad)).toBe(false);
    }
  });
});
