/**
 * `npm run bench`: runs each benchmark script (one question each) in its own process, one after another so they
 * do not compete for the two cores, then assembles bench/RESULTS.md from bench/results/*.md with the date,
 * commit, machine and command of this run.
 *
 *   npm run bench                 # every suite
 *   npm run bench -- http engine  # only suites named so, or whose name contains one of the words that names no suite
 *                                 # (`layouts` runs layouts alone, `engine` every engine-* suite)
 *   npm run bench -- engine-scaling --args "--workers 1,4,8,16"   # the chosen suites with these arguments
 *
 * Where there is no git checkout (the GPU machine gets a copy of the tree: bench/gpu/run.sh) BENCH_COMMIT names
 * the commit; BENCH_MACHINE adds to the machine's description (its GPU).
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { writtenBy } from './lib/stamp.ts';

// Arguments a suite needs to produce its reportable figures (its default run is a quick subset).
const SUITE_ARGS: Record<string, string[]> = { 'ocr-sroie': ['--all'], accuracy: ['--ocr'] };

// Every script in bench/ is one suite (one question each); http first, then alphabetical.
const SUITES: Array<{ name: string; script: string; args?: string[] }> = readdirSync('bench')
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .sort((a, b) => (a === 'http.ts' ? -1 : b === 'http.ts' ? 1 : a.localeCompare(b)))
  .map((f) => ({ name: f.replace(/\.ts$/, ''), script: `bench/${f}`, args: SUITE_ARGS[f.replace(/\.ts$/, '')] }));

const SUITE_NAMES = SUITES.map((s) => s.name);

const commit = (() => {
  if (process.env.BENCH_COMMIT) return process.env.BENCH_COMMIT;
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
})();
const dirty = (() => {
  if (process.env.BENCH_COMMIT) return false;
  try {
    // The results themselves are what a run rewrites, and prose (README, notes) measures nothing: only changes to
    // anything else make the code uncommitted.
    return execSync('git status --porcelain -- . ":(exclude)bench/results" ":(exclude)*.md"', { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
})();
// The CPU's model name alone does not tell these VMs apart, and int8 ONNX kernels run very differently with and
// without AVX-512 VNNI or AMX, so the stamp names those features too.
const cpuFeatures = (() => {
  try {
    const flags = new Set(/^flags\s*:\s*(.*)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.split(/\s+/) ?? []);
    return [flags.has('avx512_vnni') ? 'AVX-512 VNNI' : flags.has('avx2') ? 'AVX2' : '', flags.has('amx_int8') ? 'AMX' : '']
      .filter(Boolean).join(' + ');
  } catch {
    return '';
  }
})();
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}${cpuFeatures ? ` (${cpuFeatures})` : ''}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${process.env.BENCH_MACHINE ? `${process.env.BENCH_MACHINE}, ` : ''}Node ${process.version}`;

/** Prepends date, commit, machine and command to every results file of the suite that it just wrote. */
function stamp(suite: string, sinceMs: number, command: string): void {
  for (const f of readdirSync('bench/results').filter((x) => writtenBy(suite, x, SUITE_NAMES))) {
    const path = `bench/results/${f}`;
    if (statSync(path).mtimeMs < sinceMs) continue;
    const body = readFileSync(path, 'utf8').replace(/^_Measured .*_\n\n/, '');
    const line = `_Measured ${new Date().toISOString()} · commit ${commit}${dirty ? ' (+ uncommitted changes)' : ''} · ${machine} · \`${command}\`_`;
    writeFileSync(path, `${line}\n\n${body}`);
  }
}

const argsAt = process.argv.indexOf('--args');
if (argsAt >= 0 && process.argv[argsAt + 1] === undefined) throw new Error('--args needs a value: --args "--rounds 20"');
const extraArgs = argsAt >= 0 ? process.argv[argsAt + 1].split(/\s+/).filter(Boolean) : null;
const filters = process.argv.slice(2).filter((a, i, all) => !a.startsWith('-') && all[i - 1] !== '--args');
const chosen = SUITES.filter((s) => filters.length === 0 || filters.some((f) => s.name === f || (!SUITE_NAMES.includes(f) && s.name.includes(f))));
const failures: string[] = [];
for (const suite of chosen) {
  if (!existsSync(suite.script)) {
    failures.push(`${suite.name}: ${suite.script} is missing`);
    continue;
  }
  process.stdout.write(`\n== ${suite.name} ==\n`);
  const started = Date.now();
  const args = extraArgs ?? suite.args ?? [];
  const r = spawnSync(process.execPath, ['--import', 'tsx', suite.script, ...args], { stdio: 'inherit' });
  if (r.status !== 0) failures.push(`${suite.name}: exited with ${r.status}`);
  stamp(suite.name, started, `node --import tsx ${[suite.script, ...args].join(' ')}`);
}

const parts = readdirSync('bench/results')
  .filter((f) => f.endsWith('.md'))
  .sort()
  .map((f) => readFileSync(`bench/results/${f}`, 'utf8').trim());
const header = [
  '# Benchmark results',
  '',
  'Assembled by `npm run bench` from `bench/results/*.md`; each section was written by the script named in it.',
  'Each section starts with the date, commit, machine and command that measured it. Timings are ratios taken',
  'within one run (a shared, noisy 2-vCPU VM: absolute numbers move ±30 %).',
  ...(failures.length ? ['', `Last run (${new Date().toISOString()}): suites that did not finish: ${failures.join('; ')}`] : []),
].join('\n');
writeFileSync('bench/RESULTS.md', [header, ...parts].join('\n\n').replace(/\n{3,}/g, '\n\n') + '\n');
process.stdout.write(`\nwrote bench/RESULTS.md${failures.length ? ` (failures: ${failures.join('; ')})` : ''}\n`);
