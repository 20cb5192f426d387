/**
 * A container list printed as plain lines, not a table: a caption line names the fields a slash apart ("CNTR NO. /
 * SEAL / TYPE / PKGS / WEIGHT / CBM") and each line under it prints one container's values in that order, likewise
 * a slash apart. The whole line is one text run, so no column of a goods table holds its parts; each part is read
 * for the field its caption names.
 */
import type { Reader } from './reader.ts';
import type { Segment } from './segments.ts';
import type { ColumnKind } from './labels.ts';
import { headerKind } from './table-header.ts';
import { packagesInText } from './common.ts';
import { sizeTypeOf } from './container-codes.ts';
import { parseVolumeLoose } from './parse-extra.ts';
import { findContainerNumbers, parseWeight, type Quantity } from '../parse/index.ts';

/**
 * Parts of a caption or value line: a slash with a space on one side at least ("PO AB/417" keeps its own; OCR
 * drops one of the spaces of "NO. / SEAL" as often as not).
 */
const SLASH = /\s+\/\s*|\s*\/\s+/;
/** A seal number: letters and digits (an issuer's prefix before a hyphen), four digits at least. */
const SEAL = /^(?=(?:[^\d]*\d){4})[A-Z0-9]{1,6}(?:-?[A-Z0-9]{2,12})$/;
/** A colon or spaces closing a caption part ("TARE:", "WEIGHT :"). */
const CAPTION_TAIL = /[\s:]+$/;

interface SlashedContainer {
  containerNumber: string; sealNumbers: string[]; sizeType: string | null;
  packages: { count: number; type: string } | null; grossWeight: Quantity | null; volume: Quantity | null;
}

/** The fields a slashed caption line names, part by part; null unless it names a container and two more fields. */
function captionKinds(text: string): Array<ColumnKind | null> | null {
  const parts = text.trim().split(SLASH);
  if (parts.length < 3) return null;
  const kinds = parts.map((p) => headerKind(p.replace(CAPTION_TAIL, '')));
  return kinds[0] === 'container' || (kinds.includes('container') && kinds.filter(Boolean).length >= 3) ? kinds : null;
}

/** One value line read under the caption's fields; null without a valid container number in its container part. */
function readLine(r: Reader, text: string, kinds: Array<ColumnKind | null>): SlashedContainer | null {
  const parts = text.trim().split(SLASH);
  if (parts.length !== kinds.length) return null;
  const number = findContainerNumbers(parts[kinds.indexOf('container')].toUpperCase()).find((m) => m.value.valid);
  if (!number) return null;
  const c: SlashedContainer = { containerNumber: number.value.value, sealNumbers: [], sizeType: null, packages: null, grossWeight: null, volume: null };
  parts.forEach((raw, k) => {
    const part = raw.trim().toUpperCase();
    const kind = kinds[k];
    if (kind === 'seal' && SEAL.test(part) && part !== c.containerNumber) c.sealNumbers.push(part);
    // A caption the dictionary does not know ("SIZE") still holds a size/type when its value reads as one.
    else if (kind === 'sizeType' || (!kind && !c.sizeType && sizeTypeOf(part))) c.sizeType ??= sizeTypeOf(part, kind === 'sizeType');
    else if (kind === 'packages') { const p = packagesInText(part); if (p && p.at === 0) c.packages = { count: p.count, type: p.type }; }
    else if (kind === 'grossWeight') c.grossWeight = parseWeight(part);
    else if (kind === 'volume') c.volume = parseVolumeLoose(part, r.decimal);
  });
  return c;
}

/** The value lines right under a caption line, starting where it starts, one after the other. */
function linesUnder(page: Segment[], caption: Segment): Segment[] {
  const out: Segment[] = [];
  let last = caption;
  for (;;) {
    const h = last.bbox[3] - last.bbox[1];
    const next = page
      .filter((s) => s.bbox[1] > last.bbox[1] + h * 0.5 && s.bbox[1] - last.bbox[3] < h * 0.8 && Math.abs(s.bbox[0] - caption.bbox[0]) < h)
      .sort((a, b) => a.bbox[1] - b.bbox[1])[0];
    if (!next) return out;
    out.push(next);
    last = next;
  }
}

/**
 * Containers printed as slashed lines under a slashed caption line: each one read is added (after those already
 * read) or, when already read elsewhere, given the seal, size/type and figures it lacks.
 */
export function slashedContainerLines(r: Reader): void {
  const data = r.result().data as { containers?: Array<Record<string, unknown> | undefined> };
  for (const page of r.segs) {
    for (const caption of page) {
      const kinds = captionKinds(caption.text);
      if (!kinds) continue;
      for (const line of linesUnder(page, caption)) {
        const c = readLine(r, line.text, kinds);
        if (!c) break;
        const list = data.containers ?? [];
        const ev = r.evidence([line], 0.9);
        let i = list.findIndex((o) => o?.containerNumber === c.containerNumber);
        if (i < 0) {
          i = list.length;
          r.check(`containers[${i}]`, 'iso6346', true);
          r.set(`containers[${i}]`, { value: c, ev });
          r.set(`containers[${i}].containerNumber`, { value: c.containerNumber, ev });
          continue;
        }
        const had = list[i]!;
        for (const [key, value] of Object.entries(c) as Array<[keyof SlashedContainer, unknown]>) {
          const empty = had[key] === null || had[key] === undefined || (Array.isArray(had[key]) && (had[key] as unknown[]).length === 0);
          if (empty && value !== null && !(Array.isArray(value) && value.length === 0)) r.set(`containers[${i}].${key}`, { value, ev });
        }
      }
    }
  }
}
