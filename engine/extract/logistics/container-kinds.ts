/**
 * A container list whose packages column is captioned only "PKGS" prints bare counts, which read as "PACKAGES";
 * the goods items name their kind ("2,400 CARTONS", "1,080 BAGS"). Containers are listed in the order of the
 * goods they carry: where the containers' counts, taken in order, add up item by item to the goods' counts, each
 * container's packages are of its item's kind.
 */
import { packageType } from '../parse/index.ts';
import type { Reader } from './reader.ts';

interface Packages { count?: number; type?: string | null }
interface WithPackages { packages?: Packages | null }

const generic = (t: string | null | undefined): boolean => !t || packageType(t) === 'package';

/** For each container, the index of the goods item its count falls in, or null when the counts do not add up so. */
export function containerItems(containers: readonly number[], goods: readonly number[]): number[] | null {
  const out: number[] = [];
  let item = 0;
  let sum = 0;
  for (const c of containers) {
    if (item >= goods.length) return null;
    sum += c;
    out.push(item);
    if (sum > goods[item]) return null;
    if (sum === goods[item]) { item++; sum = 0; }
  }
  return item === goods.length && sum === 0 ? out : null;
}

export function containerKindsFromGoods(r: Reader): void {
  const data = r.result().data as { containers?: Array<WithPackages | undefined>; goods?: Array<WithPackages | undefined> };
  const containers = data.containers ?? [];
  const goods = data.goods ?? [];
  if (!containers.length || goods.length < 1) return;
  if (!containers.every((c) => typeof c?.packages?.count === 'number' && generic(c.packages.type))) return;
  if (!goods.every((g) => typeof g?.packages?.count === 'number' && !generic(g.packages.type))) return;
  const items = containerItems(containers.map((c) => c!.packages!.count!), goods.map((g) => g!.packages!.count!));
  if (!items) return;
  const ev = r.result().fields;
  containers.forEach((c, i) => {
    const from = ev[`containers[${i}].packages`] ?? ev[`containers[${i}]`];
    const value = { count: c!.packages!.count!, type: goods[items[i]]!.packages!.type! };
    if (from) r.set(`containers[${i}].packages`, { value, ev: from });
  });
}
