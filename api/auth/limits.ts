import type { Config } from '../config.ts';
import type { Clock, Limits } from '../context.ts';

// PLACEHOLDER (lead): replaced by the auth helper.
export async function createLimits(_config: Config, _clock: Clock): Promise<Limits> {
  return {
    consumeRequest: async () => ({ ok: true }),
    ipBlockedFor: async () => 0,
    recordInvalidKey: async () => 25,
    close: async () => {},
  };
}
