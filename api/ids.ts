import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A new resource id such as `doc_k3j9...`: 20 base-36 characters (≈103 bits) from the CSPRNG. Rejection sampling
 * (bytes ≥ 252 are skipped) keeps every character equally likely.
 */
export function newId(prefix: string, length = 20): string {
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      if (b >= 252) continue;
      out += ALPHABET[b % 36];
      if (out.length === length) break;
    }
  }
  return `${prefix}_${out}`;
}
