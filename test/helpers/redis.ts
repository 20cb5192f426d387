/**
 * Redis for integration tests: reachability (checked once) and the rule of test/helpers/app.ts — under CI=true a
 * missing Redis fails the run instead of skipping.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { REDIS_URL } from './app.ts';

let reachable: Promise<boolean> | null = null;

/** True when the test Redis answers PING. */
export function redisReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  })();
  return reachable;
}

/** Whether Redis suites run: when reachable, and always under CI=true (so they fail there if it is missing). */
export async function withRedis(): Promise<boolean> {
  return process.env.CI === 'true' || (await redisReachable());
}

/** A key prefix no other test run uses. */
export function uniquePrefix(label = 't'): string {
  return `test:${label}:${randomBytes(6).toString('hex')}`;
}
