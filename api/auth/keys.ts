/**
 * API key material: generation, hashing and the prefix shown in listings. A key is `frc_` + 32 characters of
 * [A-Za-z0-9] (≈190 bits). Only its SHA-256 is stored; the full key exists in the creation response and nowhere
 * else (RELIABILITY K2).
 */
import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 62 * 4 = 248: bytes at or above it are skipped so every character stays equally likely (no modulo bias). */
const UNBIASED_LIMIT = 248;
export const KEY_PREFIX = 'frc_';
export const KEY_BODY_LENGTH = 32;
const KEY_PATTERN = /^frc_[A-Za-z0-9]{32}$/;

/** A new API key from the CSPRNG, by rejection sampling over random bytes. */
export function generateApiKey(): string {
  let body = '';
  while (body.length < KEY_BODY_LENGTH) {
    // 48 bytes almost always suffice (each byte is kept with probability 248/256).
    for (const b of randomBytes(48)) {
      if (b >= UNBIASED_LIMIT) continue;
      body += ALPHABET[b % 62];
      if (body.length === KEY_BODY_LENGTH) break;
    }
  }
  return KEY_PREFIX + body;
}

/** True when `value` has the shape of an API key; a malformed value is rejected without a database lookup. */
export function isWellFormedApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** SHA-256 hex of a secret (API key or session token): what the database stores and looks up. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The part of a key that listings show: its first 12 characters followed by "...". */
export function displayPrefix(key: string): string {
  return key.slice(0, 12) + '...';
}
