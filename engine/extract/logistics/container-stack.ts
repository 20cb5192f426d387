/**
 * A container's contents printed in a stack under its number, in the marks or container column of a B/L's goods
 * area: the number on one line, its size/type and seal on the next, then its packages, gross weight and volume
 * ("MSCU4829130" / "20' DV SEAL: ML-ES4471902" / "21 PALLETS 24,180.000 KGS 22.500 CBM", or "22 PLTS/17,820.000KGS"
 * over "68.500CBM"). The stack is the lines that start where the number starts, each right under the one before,
 * up to the next container number or a caption.
 */
import { containerContents } from './common.ts';
import type { Reader } from './reader.ts';
import type { Segment } from './segments.ts';
import { findContainerNumbers } from '../parse/index.ts';

/** The lines stacked under `s` (same left edge, no blank line between), up to the next container number. */
function stackUnder(page: Segment[], s: Segment, max = 6): Segment[] {
  const out: Segment[] = [];
  let last = s;
  const h = s.bbox[3] - s.bbox[1];
  for (let n = 0; n < max; n++) {
    const next = page
      .filter((o) => o !== last && Math.abs(o.bbox[0] - s.bbox[0]) <= h * 0.4 && o.bbox[1] >= last.bbox[1] + h * 0.5 && o.bbox[1] - last.bbox[3] < h * 0.7)
      .sort((a, b) => a.bbox[1] - b.bbox[1])[0];
    if (!next || findContainerNumbers(next.text.toUpperCase()).length > 0 || /:$/.test(next.text.trim())) break;
    out.push(next);
    last = next;
  }
  return out;
}

/** Fills each container's packages, gross weight and volume from the stack under its number, where none were read. */
export function stackedContainerContents(r: Reader): void {
  const data = r.result().data as { containers?: Array<Record<string, unknown> | undefined> };
  const list = data.containers ?? [];
  list.forEach((c, i) => {
    if (!c || typeof c.containerNumber !== 'string' || c.packages || c.grossWeight || c.volume) return;
    for (const page of r.segs) {
      // The number alone on its line (a stack's head), not one inside a sentence or a table row.
      const head = page.find((s) => s.text.toUpperCase().replace(/[\s-]/g, '') === c.containerNumber);
      if (!head) continue;
      let packages = null;
      let grossWeight = null;
      let volume = null;
      const used: Segment[] = [];
      for (const l of stackUnder(page, head)) {
        const got = containerContents(l.text, r.decimal);
        if (!got) continue;
        used.push(l);
        packages ??= got.packages;
        grossWeight ??= got.grossWeight;
        volume ??= got.volume;
      }
      if (!used.length) continue;
      const ev = r.evidence(used);
      if (packages) r.set(`containers[${i}].packages`, { value: packages, ev });
      if (grossWeight) r.set(`containers[${i}].grossWeight`, { value: grossWeight, ev });
      if (volume) r.set(`containers[${i}].volume`, { value: volume, ev });
      return;
    }
  });
}
