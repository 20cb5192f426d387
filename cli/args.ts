/** A small argv parser for the CLI: `command --flag value --switch`. */

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface ParsedArgs {
  command: string | null;
  flags: Map<string, string | true>;
}

/** Splits argv (without node and script) into the command and its `--flags`. */
export function parseArgs(argv: string[]): ParsedArgs {
  const flags = new Map<string, string | true>();
  let command: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      if (eq > 2) {
        flags.set(a.slice(2, eq), a.slice(eq + 1));
      } else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) {
        flags.set(a.slice(2), argv[++i]);
      } else {
        flags.set(a.slice(2), true);
      }
    } else if (command === null) {
      command = a;
    } else {
      throw new UsageError(`unexpected argument "${a}"`);
    }
  }
  return { command, flags };
}

/** A flag's string value; throws UsageError when required and missing. */
export function flag(args: ParsedArgs, name: string, required: true): string;
export function flag(args: ParsedArgs, name: string, required?: false): string | undefined;
export function flag(args: ParsedArgs, name: string, required = false): string | undefined {
  const v = args.flags.get(name);
  if (v === true) throw new UsageError(`--${name} needs a value`);
  if (v === undefined && required) throw new UsageError(`--${name} is required`);
  return v;
}

/** A positive integer flag. */
export function intFlag(args: ParsedArgs, name: string, required: boolean): number | undefined {
  const v = required ? flag(args, name, true) : flag(args, name);
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v) || Number(v) < 1) throw new UsageError(`--${name} must be a positive integer, got "${v}"`);
  return Number(v);
}
