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
import { ISO_SIZE_CODE, SIZE_LENGTH, labelledSeals, sizeTypeOf } from './container-codes.ts';

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

/**
 * A size/type as a stack prints it: by length and group ("40'HC", "20' GP"; any two to four letters, looser than the
 * group names sizeTypeOf reads) or as its ISO code ("45G1").
 */
const SIZE = String.raw`(?:(?:${SIZE_LENGTH})\s*(?:'|’|FT\.?)?\s*-?\s*[A-Z]{2,4}|${ISO_SIZE_CODE})`;
/** A size/type printed before a stack line's figures ("40'HC 26 PLTS", "45G1 21 PALLETS"): no part of them. */
const SIZE_LEAD = new RegExp(String.raw`^${SIZE}\s+(?=\d)`, 'i');
const SIZE_ALONE = new RegExp(`^${SIZE}$`, 'i');
/** The units of a stack's figures, and the kinds of package it counts. */
const STACK_UNITS = /\b(?:kgs?|cbm|lbs?|m3|plts?|pallets?|ctns?|cartons?|pkgs?|packages?|bags?|cases?|drums?|rolls?|bales?)\b/gi;

/**
 * Whether a printed line is one of a container's stack but its number: its seal ("SEAL HMMK1128401"), its size/type
 * and contents ("40'HC 26 PLTS", "45G1"), or its figures ("18,246.5 KGS 72.8 CBM").
 */
export function isStackLine(text: string, decimal: Reader['decimal']): boolean {
  const t = text.trim();
  if (/^(?:seals?|s\/n)\b/i.test(t)) return true;
  if (SIZE_LEAD.test(t) || SIZE_ALONE.test(t)) return true;
  // Figures with their units and nothing else (a word of marks is no unit).
  return containerContents(t, decimal) !== null && !/[a-z]{3,}/i.test(t.replace(STACK_UNITS, ''));
}

type ContainerData = Record<string, unknown> | undefined;

/** The segment printing `container` alone on its line (a stack's head), not one inside a sentence or a table row. */
function stackHead(r: Reader, container: string): { page: Segment[]; head: Segment } | null {
  for (const page of r.segs) {
    const head = page.find((s) => s.text.toUpperCase().replace(/[\s-]/g, '') === container);
    if (head) return { page, head };
  }
  return null;
}

/**
 * Fills each container's packages, gross weight and volume from the stack under its number, where they were not
 * read ("40'HC 26 PLTS" / "18,246.5 KGS 72.8 CBM": its size/type first).
 */
export function stackedContainerContents(r: Reader): void {
  const data = r.result().data as { containers?: ContainerData[] };
  const list = data.containers ?? [];
  list.forEach((c, i) => {
    if (!c || typeof c.containerNumber !== 'string' || (c.packages && c.grossWeight && c.volume)) return;
    const at = stackHead(r, c.containerNumber);
    if (!at) return;
    let packages = null;
    let grossWeight = null;
    let volume = null;
    const used: Segment[] = [];
    for (const l of stackUnder(at.page, at.head)) {
      const got = containerContents(l.text.replace(SIZE_LEAD, ''), r.decimal);
      if (!got) continue;
      used.push(l);
      packages ??= got.packages;
      grossWeight ??= got.grossWeight;
      volume ??= got.volume;
    }
    if (!used.length) return;
    const ev = r.evidence(used);
    if (packages && !c.packages) r.set(`containers[${i}].packages`, { value: packages, ev });
    if (grossWeight && !c.grossWeight) r.set(`containers[${i}].grossWeight`, { value: grossWeight, ev });
    if (volume && !c.volume) r.set(`containers[${i}].volume`, { value: volume, ev });
  });
}

/**
 * Containers stacked in the column of those already read, past where the goods table's rows stopped (a remark
 * under the goods ends the table; the container column goes on beside it): each number alone on its line at a
 * read container's left edge, below it, with the seal and size/type its stack prints.
 */
export function moreStackedContainers(r: Reader): void {
  const data = r.result().data as { containers?: ContainerData[] };
  const list = data.containers ?? [];
  const known = new Set(list.map((c) => c?.containerNumber).filter((n): n is string => typeof n === 'string'));
  const heads = [...known].map((n) => stackHead(r, n)).filter((h): h is NonNullable<typeof h> => !!h);
  if (!heads.length) return;
  let i = list.length;
  for (const page of r.segs) {
    const column = heads.filter((h) => h.page === page);
    for (const s of page) {
      if (!column.some((h) => Math.abs(h.head.bbox[0] - s.bbox[0]) <= 2 && s.bbox[1] > h.head.bbox[1])) continue;
      // The number alone on its line, as a stack's head prints it.
      const found = findContainerNumbers(s.text.toUpperCase()).filter((m) => m.value.valid);
      const value = found.length === 1 && s.text.toUpperCase().replace(/[\s-]/g, '') === found[0].value.value ? found[0].value.value : null;
      if (!value || known.has(value)) continue;
      known.add(value);
      const stack = stackUnder(page, s).map((l) => l.text.toUpperCase()).join(' ');
      const seals = labelledSeals(stack, value);
      const ev = r.evidence([s]);
      r.check(`containers[${i}]`, 'iso6346', true);
      r.set(`containers[${i}]`, { value: { containerNumber: value, sealNumbers: seals, sizeType: sizeTypeOf(stack), packages: null, grossWeight: null, volume: null }, ev });
      r.set(`containers[${i}].containerNumber`, { value, ev });
      i++;
    }
  }
}
