/**
 * Rate limits and the invalid-key lockout, on rate-limiter-flexible: RateLimiterRedis (shared by every api
 * process) when REDIS_URL is set, RateLimiterMemory otherwise.
 *
 * - Requests: per API key (or, for a session, per organization). 'process' counts against the plan's hourly
 *   allowance (free: rateLimits.freeProcessPerHour, paid: paidProcessPerHour); everything else against
 *   rateLimits.requestsPerMinute per minute.
 * - Lockout: `lockout.maxAttempts` invalid or expired credentials from one IP within `blockSeconds` block that
 *   IP for `blockSeconds`, counted from the attempt that used up the allowance. The counter is one atomic
 *   INCRBY (Redis Lua / a synchronous Map update in memory), so 100 parallel attempts count exactly 25.
 * - Redis down (RELIABILITY R3): every Redis limiter has an in-memory insurance limiter with the same
 *   settings, used whenever a Redis command fails or the connection is not ready. Limits then hold per process
 *   instead of cluster-wide; requests never hang on Redis (no offline queue, 1 s command timeout) and never
 *   reject with an unhandled error.
 *
 * Time: rate-limiter-flexible reads Date.now() itself (memory store) or relies on Redis TTLs, so windows follow
 * the wall clock, not ctx.clock. Tests move Date with @sinonjs/fake-timers (test/api/limits-lockout.test.ts).
 */
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import type { Clock, Limits, Principal } from '../context.ts';

export interface LimitsOptions {
  /** Prefix of every Redis key (tests isolate themselves in the shared Redis with a unique one). */
  keyPrefix?: string;
  /** How long to wait for Redis at start before serving on the insurance limiters. */
  connectTimeoutMs?: number;
}

/** `recordInvalidKey` result when the IP was already blocked: the attempt was refused, not counted. */
export const ALREADY_BLOCKED = -1;

interface LimiterSettings {
  name: string;
  points: number;
  duration: number;
  blockDuration?: number;
}

/**
 * Builds the counters for this process. With REDIS_URL, waits (bounded) for the connection so the first
 * requests already count cluster-wide.
 */
export async function createLimits(config: Config, _clock: Clock, options: LimitsOptions = {}): Promise<Limits> {
  const prefix = options.keyPrefix ?? 'des';
  let redis: Redis | null = null;
  let make: (s: LimiterSettings) => RateLimiterAbstract;
  if (config.redisUrl) {
    const client = new Redis(config.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    // Without a listener an unreachable Redis would crash the process with an 'error' event.
    client.on('error', () => {});
    redis = client;
    await waitReady(client, options.connectTimeoutMs ?? 5000);
    make = (s) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${prefix}:${s.name}`,
        points: s.points,
        duration: s.duration,
        blockDuration: s.blockDuration ?? 0,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${prefix}:${s.name}`, points: s.points, duration: s.duration }),
      });
  } else {
    make = (s) =>
      new RateLimiterMemory({ keyPrefix: `${prefix}:${s.name}`, points: s.points, duration: s.duration, blockDuration: s.blockDuration ?? 0 });
  }

  const { rateLimits, lockout } = config;
  const limiters = {
    free: make({ name: 'process-free', points: rateLimits.freeProcessPerHour, duration: 3600 }),
    paid: make({ name: 'process-paid', points: rateLimits.paidProcessPerHour, duration: 3600 }),
    other: make({ name: 'other', points: rateLimits.requestsPerMinute, duration: 60 }),
    lockout: make({ name: 'lockout', points: lockout.maxAttempts, duration: lockout.blockSeconds, blockDuration: lockout.blockSeconds }),
  };

  return {
    async consumeRequest(principal: Principal, kind: 'process' | 'other') {
      const limiter = kind === 'process' ? limiters[principal.plan] : limiters.other;
      const subject = principal.keyId ? `key:${principal.keyId}` : `org:${principal.organizationId}`;
      try {
        await limiter.consume(subject, 1);
        return { ok: true };
      } catch (err) {
        if (err instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: seconds(err.msBeforeNext) };
        throw err;
      }
    },

    async ipBlockedFor(ip: string) {
      const res = await limiters.lockout.get(ip);
      if (!res || res.consumedPoints < lockout.maxAttempts || res.msBeforeNext <= 0) return 0;
      return seconds(res.msBeforeNext);
    },

    /**
     * Counts one invalid/expired credential. Returns the attempts left before the block (0: this attempt used
     * the last one and the IP is now blocked), or ALREADY_BLOCKED (-1) when the IP was blocked before this
     * attempt (it raced past the pipeline's ipBlockedFor check): the caller answers IP_BLOCKED.
     */
    async recordInvalidKey(ip: string) {
      try {
        const res = await limiters.lockout.consume(ip, 1);
        if (res.remainingPoints === 0) {
          // The window started at the first failure; the block runs a full blockSeconds from this one.
          await limiters.lockout.block(ip, lockout.blockSeconds);
        }
        return res.remainingPoints;
      } catch (err) {
        if (err instanceof RateLimiterRes) return ALREADY_BLOCKED;
        throw err;
      }
    },

    async close() {
      if (redis) await redis.quit().catch(() => redis?.disconnect());
    },
  };
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

function waitReady(client: Redis, timeoutMs: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    timer.unref();
    client.once('ready', done);
  });
}
