import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';

describe('configuration', () => {
  it('defaults to the embedded mode on port 8080 with ./data', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.databaseUrl).toBeNull();
    expect(c.redisUrl).toBeNull();
    expect(c.role).toBe('all');
    expect(c.maxUploadBytes).toBe(50 * 1024 * 1024);
    expect(c.lockout).toEqual({ maxAttempts: 25, blockSeconds: 86400 });
    expect(c.engine.device).toBe('cpu');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be an integer/],
    [{ PORT: '70000' }, /PORT must be between 0 and 65535/],
    [{ ROLE: 'boss' }, /ROLE must be one of api, worker, all/],
    [{ ROLE: 'worker' }, /ROLE=worker needs DATABASE_URL and REDIS_URL/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must use postgres: or postgresql:/],
    [{ REDIS_URL: '::nonsense' }, /REDIS_URL is not a valid URL/],
    [{ ENGINE_DEVICE: 'tpu' }, /ENGINE_DEVICE must be one of cpu, cuda, auto/],
    [{ ADMIN_TOKEN: 'short' }, /ADMIN_TOKEN must be at least 16 characters/],
    [{ ENGINE_WORKERS: '0' }, /ENGINE_WORKERS must be between 1 and 256/],
  ])('fails fast on bad value %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('accepts scaled mode with both URLs and a role', () => {
    const c = loadConfig({ ROLE: 'worker', DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://h:6379' });
    expect(c.role).toBe('worker');
    expect(c.databaseUrl).toBe('postgres://u@h/db');
  });
});
