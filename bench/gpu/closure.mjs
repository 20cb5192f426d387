// Prints the package folders (relative to node_modules/) that the given packages need at run time:
// dependencies and installed optional dependencies, followed recursively the way Node resolves them.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = join(process.cwd(), 'node_modules');
const seen = new Set();
function find(name, from) {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === dirname(dir)) return null;
  }
}
function visit(dir) {
  if (seen.has(dir)) return;
  seen.add(dir);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const [deps, required] of [[pkg.dependencies, true], [pkg.optionalDependencies, false]]) {
    for (const name of Object.keys(deps ?? {})) {
      const found = find(name, dir);
      if (found) visit(found);
      else if (required) throw new Error(`${name} (needed by ${dir}) is not installed`);
    }
  }
}
for (const name of process.argv.slice(2)) visit(join(root, name));
for (const dir of [...seen].sort()) console.log(relative(root, dir));
