/**
 * Admin CLI: `npm run cli -- <command> [--flags]`. Talks to a running service's admin API over HTTP
 * (`--url`, default http://127.0.0.1:8080; token from the ADMIN_TOKEN environment variable, never a flag, so it
 * stays out of shell history and `ps`). `--json` prints the raw `data` object instead of text.
 * Exit codes: 0 done, 1 the service refused or could not be reached, 2 usage error.
 */
import { pathToFileURL } from 'node:url';
import { adminClient, AdminApiError, type AdminClient } from './admin-client.ts';
import { flag, intFlag, parseArgs, UsageError, type ParsedArgs } from './args.ts';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  orgs:create  --name NAME [--plan free|paid]       create an organization (prints its owner API key once)
  orgs:list    [--page N] [--limit N]               list organizations with their credit balances
  credits:add  --org ID --amount N --type purchase|bonus [--payment-id P] [--description TEXT]
                                                    add credits (a repeated --payment-id credits nothing)
  users:create --org ID --email EMAIL [--role owner|admin|member]
                                                    create a dashboard user; password from NEW_USER_PASSWORD

Options: --url URL (default http://127.0.0.1:8080)  --json (print the raw data)
Environment: ADMIN_TOKEN (required), NEW_USER_PASSWORD (users:create)`;

type Out = (line: string) => void;

async function run(args: ParsedArgs, client: AdminClient, out: Out): Promise<void> {
  const json = args.flags.get('json') === true;
  const show = (data: unknown, text: () => string) => out(json ? JSON.stringify(data, null, 2) : text());
  switch (args.command) {
    case 'orgs:create': {
      const body = { name: flag(args, 'name', true), plan: flag(args, 'plan') };
      const { data } = await client.request('POST', '/admin/v1/organizations', body);
      show(data, () =>
        `Created organization ${data.id} "${data.name}" (${data.plan}, 50 free credits).\n` +
        `Owner API key (shown once, store it now):\n  ${data.apiKey}`);
      return;
    }
    case 'orgs:list': {
      const q = new URLSearchParams();
      const page = intFlag(args, 'page', false);
      const limit = intFlag(args, 'limit', false);
      if (page) q.set('page', String(page));
      if (limit) q.set('limit', String(limit));
      const { data } = await client.request('GET', `/admin/v1/organizations${q.size ? `?${q}` : ''}`);
      show(data, () => {
        const rows = data.organizations.map(
          (o: any) => `${o.id}  ${o.plan.padEnd(4)}  ${String(o.balance.available).padStart(8)} credits  ${o.name}`,
        );
        const p = data.pagination;
        return [...rows, `page ${p.page}/${Math.max(1, p.totalPages)}, ${p.total} organizations`].join('\n');
      });
      return;
    }
    case 'credits:add': {
      const org = flag(args, 'org', true);
      const body = {
        amount: intFlag(args, 'amount', true),
        type: flag(args, 'type', true),
        paymentId: flag(args, 'payment-id') ?? null,
        description: flag(args, 'description'),
      };
      const { status, data } = await client.request('POST', `/admin/v1/organizations/${encodeURIComponent(org)}/credits`, body);
      show(data, () =>
        status === 200
          ? `Payment ${data.paymentId} was already credited: ${data.id} (+${data.amount}); nothing added.`
          : `Added ${data.amount} credits to ${org}: ${data.id}, balance now ${data.balance}.`);
      return;
    }
    case 'users:create': {
      const org = flag(args, 'org', true);
      const password = process.env.NEW_USER_PASSWORD;
      if (!password) throw new UsageError('set NEW_USER_PASSWORD to the new user\'s password (at least 12 characters)');
      const body = { email: flag(args, 'email', true), role: flag(args, 'role'), password };
      const { data } = await client.request('POST', `/admin/v1/organizations/${encodeURIComponent(org)}/users`, body);
      show(data, () => `Created user ${data.id} <${data.email}> (${data.role}) in ${data.organizationId}.`);
      return;
    }
    default:
      throw new UsageError(args.command ? `unknown command "${args.command}"` : 'no command given');
  }
}

/** Runs the CLI; returns the exit code. Exported for in-process use. */
export async function main(argv: string[], out: Out = (l) => process.stdout.write(l + '\n'), err: Out = (l) => process.stderr.write(l + '\n')): Promise<number> {
  try {
    const args = parseArgs(argv);
    if (args.command === 'help' || args.flags.has('help')) {
      out(USAGE);
      return 0;
    }
    const token = process.env.ADMIN_TOKEN;
    if (!token) throw new UsageError('set ADMIN_TOKEN to the service\'s admin token');
    const url = flag(args, 'url') ?? 'http://127.0.0.1:8080';
    await run(args, adminClient(url, token), out);
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      err(`Error: ${e.message}\n\n${USAGE}`);
      return 2;
    }
    if (e instanceof AdminApiError) {
      err(`Error ${e.status} ${e.code}: ${e.message}${e.details ? ` ${JSON.stringify(e.details)}` : ''}`);
      return 1;
    }
    err(`Error: ${e instanceof Error ? `${e.message}${e.cause instanceof Error ? ` (${e.cause.message})` : ''}` : String(e)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
