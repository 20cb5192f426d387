/**
 * Label-driven value location over page geometry. A line is cut into segments at wide gaps (segments.ts); a
 * segment that is a known label (whole, or as `Label: value`; captions.ts) takes its value from the segment to its
 * right (label-left forms) or from the lines directly below it (boxed grids, stacked headers). No layout is assumed
 * beyond that.
 */
import type { BBox } from '../../types.ts';
import type { LogisticsLabelKey } from './labels.ts';
import { clearNormMemo } from './label-lookup.ts';
import { pageRules, type Segment } from './segments.ts';
import { ruleBetween } from '../../layout/rules.ts';
import { captionOf, clearBilingualMemo, isCaption, isLabel, looksLikeCaption, pairedFieldOf, soleKnownHalf, stripLeader } from './captions.ts';

export interface ValueLines {
  label: Segment;
  lines: Segment[];
  /** 'above': a caption printed under its value (the signature row of an air waybill), read only when nothing is beside or under it. */
  position: 'inline' | 'right' | 'below' | 'above';
}

/** Forget the kept answers of label-lookup.ts and captions.ts (at the start of each document: the memos serve repeats within one document). */
export function clearLabelMemo(): void {
  clearNormMemo();
  clearBilingualMemo();
}

const vOverlap = (a: BBox, b: BBox): number => Math.min(a[3], b[3]) - Math.max(a[1], b[1]);

/**
 * A value under or beside a slashed caption of which only one half is a known caption ("BOOKING No. / EXPORT
 * REFERENCES" over "PKG0088127 / SJR-EXP-2603-11"): when the value is slashed into as many parts, two fields share
 * the box, and the part at the known half's place is its value. A translated caption (both halves known) keeps it whole.
 */
function valuePart(label: Segment, v: ValueLines, key: LogisticsLabelKey): ValueLines {
  // A caption qualified by a slashed pair ("Kontit / Containers (sinetti / seal)") prints its value so paired: the
  // value's slash is the qualifier's, not the caption's halves'. A two-field caption in two languages parts its
  // value by field, not by language.
  const half = PAIRED_QUALIFIER.test(label.text) ? null : pairedFieldOf(label.text, key) ?? soleKnownHalf(label.text);
  if (!half) return v;
  const lines = v.lines.map((l) => {
    const parts = l.text.split(/\s+\/\s+/);
    return parts.length === half.parts && parts[half.only].trim() ? { ...l, text: parts[half.only].trim() } : l;
  });
  return { ...v, lines };
}

const PAIRED_QUALIFIER = /\([^()]*\/[^()]*\)/;

/** Finds label segments for `key` and the value lines next to each, in page order. */
export function locateAll(segs: Segment[][], key: LogisticsLabelKey): ValueLines[] {
  const out: ValueLines[] = [];
  for (const page of segs) {
    for (const s of page) {
      const c = captionOf(s);
      if (c.whole?.has(key)) {
        // Both neighbours are candidates, right first: a typed reader skips one that does not parse.
        const right = rightOf(page, s);
        const under = below(page, s);
        if (right) out.push(valuePart(s, right, key));
        if (under) out.push(valuePart(s, under, key));
        const over = right || under ? null : above(page, s);
        if (over) out.push(over);
        continue;
      }
      if (c.inline?.keys.has(key)) {
        const raw = s.text.slice(c.inline.at);
        const text = stripLeader(raw.trim()).trim();
        if (!text || looksLikeCaption(text, s.source === 'ocr')) continue;
        const frac = (s.text.length - raw.length + raw.indexOf(text)) / s.text.length;
        const x0 = s.bbox[0] + (s.bbox[2] - s.bbox[0]) * frac;
        out.push({ label: s, position: 'inline', lines: [{ ...s, text, bbox: [x0, s.bbox[1], s.bbox[2], s.bbox[3]] }] });
        if (runOnCaption(s, c.inline.at, text)) {
          const under = below(page, s);
          if (under) out.push(valuePart(s, under, key));
        }
      }
    }
  }
  return out;
}

/**
 * Whether what follows a caption on an OCR line may be the rest of the caption rather than its value: a scan loses
 * the small slash and stops of a translated caption and runs its halves together ("Shipment No Noexpedition" for
 * "Shipment No. / No. expedition"), which then reads as "Label value". Words without a figure after a caption
 * ending in a letter (no colon, no leader) are read as a value first, as before; the lines under the caption are
 * the next candidate, for a typed reader that finds no value in those words.
 */
function runOnCaption(s: Segment, at: number, rest: string): boolean {
  return s.source === 'ocr' && !/\d/.test(rest) && /\p{L}$/u.test(s.text.slice(0, at).trimEnd());
}

/** The first value for a label key. */
export function locate(segs: Segment[][], key: LogisticsLabelKey): ValueLines | null {
  return locateAll(segs, key)[0] ?? null;
}

/** A box's caption led by its number: "24. Reference No.", "3. Means of transport". */
const NUMBERED_BOX = /^\d{1,2}\.\s+\p{L}{2}/u;

function rightOf(page: Segment[], label: Segment): ValueLines | null {
  const h = label.bbox[3] - label.bbox[1];
  const beside = page
    .filter((s) => s !== label && s.bbox[0] > label.bbox[2] && s.bbox[0] - label.bbox[2] < 220 && vOverlap(s.bbox, label.bbox) > h * 0.5)
    .sort((a, b) => a.bbox[0] - b.bbox[0]);
  // A leader printed apart from its caption ("Port of Loading   ........   HAMBURG") is passed over.
  let first = beside.find((s) => stripLeader(s.text.trim()) !== '');
  const stripped = first ? stripLeader(first.text.trim()) : '';
  if (first && stripped !== first.text.trim()) first = { ...first, text: stripped };
  // A segment ending in a colon is the next box's label, not a value ("CERTIFICATE NUMBER:  TYPE:").
  if (!first || isCaption(first) || /:\s*$/.test(first.text)) return null;
  // Boxed forms print small captions above larger values: a same-size neighbour of a caption with a larger
  // value under it is the next box's caption, whatever it says.
  const under = below(page, label)?.lines[0];
  if (under && under.size > label.size * 1.15 && Math.abs(first.size - label.size) < label.size * 0.1) return null;
  // Nor is text far to the right of such a caption, in another box of the form ("Issued in VIETNAM" beside "2. Goods
  // consigned to (…)").
  if (under && under.size > label.size * 1.15 && first.bbox[0] - label.bbox[2] > h * 4) return null;
  // A caption with its value under it and a heading to its right ("BILL OF LADING"): the heading is no value.
  if (under && first.size > Math.max(label.size, under.size) * 1.5) return null;
  // Nor is a numbered caption beside a numbered one ("12. Consignee" … "9. Reference No. KT-4471-B"):
  // another box's, printed in this one's corner. Sizes do not tell it on a scan, where they are OCR box heights.
  if (under && NUMBERED_BOX.test(label.text) && NUMBERED_BOX.test(first.text)) return null;
  // Nor is text beside such a caption across a column rule: another box's (its caption or its value). On a scan the
  // sizes above are OCR box heights, which tell a caption from a value no better than a box's border does.
  if (under && ruledApart(page, label, first)) return null;
  const lines = [first];
  let last = first;
  for (;;) {
    const lh = last.bbox[3] - last.bbox[1];
    const next = page.find((s) => s.bbox[1] > last.bbox[1] + lh * 0.5 && s.bbox[1] - last.bbox[3] < lh * 0.9 && Math.abs(s.bbox[0] - first.bbox[0]) < 3);
    if (!next || isCaption(next)) break;
    // A segment in the label column on that line means the next field has started.
    // The label itself may touch the continuation line by a point or two; only a real overlap counts.
    const nh = next.bbox[3] - next.bbox[1];
    const labelColumn = page.some((s) => s !== label && vOverlap(s.bbox, next.bbox) > nh * 0.4 && s.bbox[0] < first.bbox[0] - 4 && s.bbox[2] > label.bbox[0] - 4 && s.bbox[0] > label.bbox[0] - 20);
    if (labelColumn) break;
    lines.push(next);
    last = next;
  }
  return { label, lines, position: 'right' };
}

/**
 * The line printed right under `last` (less than a line height apart), starting at `label`'s left edge: the next
 * line of a value read down from its caption; undefined when there is none.
 */
export function lineUnder(page: Segment[], label: Segment, last: Segment): Segment | undefined {
  const lh = last.bbox[3] - last.bbox[1];
  // Under a small caption the gap goes by the value's larger type (5.8 pt captions over 7 pt values), and so does
  // the overlap: a value in much larger type reaches up into its caption's line box (6.4 pt over 11 pt).
  return page
    .filter((s) => s.bbox[1] >= last.bbox[3] - Math.max(lh, s.bbox[3] - s.bbox[1]) * 0.3 && s.bbox[1] - last.bbox[3] < Math.max(lh, s.bbox[3] - s.bbox[1]) * 0.9 && s.bbox[0] > label.bbox[0] - 6 && s.bbox[0] < label.bbox[0] + 14)
    .sort((a, b) => a.bbox[1] - b.bbox[1])[0];
}

function below(page: Segment[], label: Segment): ValueLines | null {
  const lines: Segment[] = [];
  let last = translationUnder(page, label) ?? label;
  for (;;) {
    const next = lineUnder(page, label, last);
    if (!next || isCaption(next) || ruledBetween(page, last, next) || nextCaptionRow(label, last, next)) break;
    lines.push(next);
    last = next;
  }
  return lines.length ? { label, lines, position: 'below' } : null;
}

/**
 * A caption printed in two languages one over the other ("Remitente" over "Shipper", the second in smaller or grey
 * type): the line right under the caption, tight under it and aligned with it, is its translation when it is a
 * caption itself, or, in a text layer, words without a figure in smaller type. The value stands under both.
 * A value can be a caption word itself ("ORIGIN" under "Freight payable at"), so the translation must also be
 * told apart from a value: in a text layer it is in smaller type than the caption; on a scan, whose type sizes
 * are only box heights, it must be a known label, not a phrase merely shaped like one.
 */
function translationUnder(page: Segment[], label: Segment): Segment | null {
  const next = lineUnder(page, label, label);
  if (!next || /\d/.test(next.text) || Math.abs(next.bbox[0] - label.bbox[0]) > 3) return null;
  const lh = label.bbox[3] - label.bbox[1];
  if (next.bbox[1] - label.bbox[3] > lh * 0.4 || ruledBetween(page, label, next)) return null;
  if (next.size > label.size * 1.05) return null;
  // A value must follow: a caption with nothing under its translation is an empty box over the next row's caption.
  const after = lineUnder(page, label, next);
  if (!after || isCaption(after)) return null;
  // An unknown translation is told by its type: smaller than the caption and than the value under it (a value in
  // smaller type than its caption is the value's first line, the next its second).
  if (label.source === 'text') {
    if (next.size >= label.size * 0.95) return null;
    return isCaption(next) || after.size > next.size * 1.05 ? next : null;
  }
  return isLabel(next) ? next : null;
}

/**
 * A caption grid's next row ("SERVICE / MOVE TYPE" under "PLACE OF ISSUE" / "SHENZHEN"): a line back in the
 * caption's smaller type, without a digit, under a value in larger type is the next caption, known or not.
 */
function nextCaptionRow(label: Segment, last: Segment, next: Segment): boolean {
  return label.size < last.size * 0.85 && Math.abs(next.size - label.size) <= label.size * 0.05 && !/\d/.test(next.text);
}

/**
 * The value printed over a caption, a rule between them (the signature row of an air waybill: "14MAR26" over
 * "Executed on (date)"): the segment right above, aligned with it, in larger type, that no label above owns.
 */
function above(page: Segment[], label: Segment): ValueLines | null {
  const lh = label.bbox[3] - label.bbox[1];
  let over: Segment | null = null;
  for (const s of page) {
    if (s === label || s.bbox[3] > label.bbox[1] + lh * 0.3 || Math.abs(s.bbox[0] - label.bbox[0]) >= 4) continue;
    if (label.bbox[1] - s.bbox[3] > Math.max(lh, s.bbox[3] - s.bbox[1]) * 1.5) continue;
    if (!over || s.bbox[3] > over.bbox[3]) over = s;
  }
  if (!over || over.size < label.size * 1.15 || isCaption(over) || !ruledBetween(page, over, label)) return null;
  const v = over;
  // The last line of another box's value, over this box's border: that box's caption owns it.
  if (page.some((s) => s !== label && s.bbox[3] <= v.bbox[1] + 1 && isLabel(s) && below(page, s)?.lines.includes(v))) return null;
  return { label, lines: [v], position: 'above' };
}

/** Whether a vertical rule of the page runs between `left` and `right` (beside it on its line) at `left`'s height. */
function ruledApart(page: Segment[], left: Segment, right: Segment): boolean {
  const rules = pageRules(page);
  // An OCR box may start on the rule before its text.
  return rules !== undefined && ruleBetween(rules, left.bbox, right.bbox, 3);
}

/** Whether a horizontal rule of the page runs between `above` and `next` where `next` starts (a box border). */
export function ruledBetween(page: Segment[], above: Segment, next: Segment): boolean {
  const rules = pageRules(page);
  if (!rules) return false;
  const top = (above.bbox[1] + above.bbox[3]) / 2;
  const bottom = (next.bbox[1] + next.bbox[3]) / 2;
  const x = Math.min(next.bbox[0] + 4, (next.bbox[0] + next.bbox[2]) / 2);
  return rules.some((r) => {
    if (r.kind !== 'h') return false;
    const y = (r.bbox[1] + r.bbox[3]) / 2;
    // A rule no wider than the text over it, close under it, underlines that text (an underlined caption): it
    // borders no box. So does a wider rule a caption starts, close over it (a column's caption ruled off from
    // the party under it).
    const close = y - above.bbox[3] < (above.bbox[3] - above.bbox[1]) * 0.5;
    const underline = close && r.bbox[0] >= above.bbox[0] - 2 && (r.bbox[2] <= above.bbox[2] + 2 || (r.bbox[0] <= above.bbox[0] + 2 && isLabel(above)));
    return y > top && y < bottom && r.bbox[0] <= x && r.bbox[2] >= x && !underline;
  });
}

/** Union box of several lines or segments (evidence for a multi-line value). */
export function unionBox(lines: ReadonlyArray<{ bbox: BBox }>): BBox {
  return [Math.min(...lines.map((l) => l.bbox[0])), Math.min(...lines.map((l) => l.bbox[1])),
    Math.max(...lines.map((l) => l.bbox[2])), Math.max(...lines.map((l) => l.bbox[3]))];
}
