/** The admin CLI run as a child process (`node --import tsx cli/main.ts`) against a test server. */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../helpers/app.ts';

const ADMIN_TOKEN = 'admin-token-for-cli-tests-0123456789';

function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'cli/main.ts', ...args], {
      env: { PATH: process.env.PATH ?? '', ADMIN_TOKEN, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

describe('admin CLI', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_TOKEN } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates an organization, adds credits once per payment id, and lists balances', async () => {
    const created = await cli(['orgs:create', '--name', 'CLI Logistics', '--url', app.url, '--json']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const org = JSON.parse(created.stdout);
    expect(org.apiKey).toMatch(/^frc_[A-Za-z0-9]{32}$/);

    const add = ['credits:add', '--org', org.id, '--amount', '100', '--type', 'purchase', '--payment-id', 'pay_cli_1', '--url', app.url];
    const first = await cli(add);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Added 100 credits .* balance now 150/);
    const again = await cli(add);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/already credited/);
    expect((await call(app, 'GET', '/v1/credits/balance', { key: org.apiKey })).body.data.available).toBe(150);

    const list = await cli(['orgs:list', '--url', app.url]);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`${org.id}\\s+free\\s+150 credits\\s+CLI Logistics`));
    expect(list.stdout).toMatch(/Default organization/);
  }, 60_000);

  it('exits 1 with the API error for a refused request and 2 for a usage error', async () => {
    const bad = await cli(['credits:add', '--org', 'org_missing', '--amount', '5', '--type', 'bonus', '--url', app.url]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/404 NOT_FOUND/);
    const wrong = await cli(['orgs:list', '--url', app.url], { ADMIN_TOKEN: 'wrong-token-wrong-token' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/403 FORBIDDEN/);
    const usage = await cli(['credits:add', '--org', 'x', '--url', app.url]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/--amount is required/);
  }, 60_000);
});
