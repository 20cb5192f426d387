// Run after any `npm install` that changes dependencies: node .ci/fix-lock.mjs
// Adds lock entries for optional platform packages that the registry mirror does not carry, so that `npm ci`
// accepts the lock (npm skips installing them on other platforms anyway).
import { readFileSync, writeFileSync } from 'node:fs';
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const pk = lock.packages;
const added = [];
function platform(name) {
  const n = name.split('/').pop();
  const os = ['darwin', 'win32', 'android', 'linux', 'freebsd'].find((o) => n.includes(o));
  const cpu = ['arm64', 'x64', 'riscv64', 'arm', 'ia32', 's390x', 'ppc64'].find((c) => new RegExp(`[-_]${c}([-_]|$)`).test(n));
  const libc = n.includes('musl') ? ['musl'] : n.includes('gnu') ? ['glibc'] : undefined;
  return { os, cpu, libc };
}
for (const [path, meta] of Object.entries(pk)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    const nested = `${path}/node_modules/${dep}`;
    if (pk[key] || pk[nested]) continue;
    const { os, cpu, libc } = platform(dep);
    if (!os || !cpu) throw new Error(`cannot infer platform of ${dep}`);
    pk[key] = { version, cpu: [cpu], ...(libc ? { libc } : {}), license: meta.license ?? 'MIT', optional: true, os: [os] };
    added.push(`${dep}@${version} (${os}/${cpu}${libc ? '/' + libc : ''})`);
  }
}
const sorted = Object.fromEntries(Object.entries(pk).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(added.join('\n'));
