/**
 * Parties printed as sub-rows beside a numbered caption (the USMCA certification's data elements 2-5, many
 * self-certification templates): "3. EXPORTER" on the left, then "NAME | …", "ADDRESS | …", "TELEPHONE | …",
 * "EMAIL | …", "TAX ID | …" rows on its right, each sub-caption with its value beside it.
 */
import type { Party } from '../parse/index.ts';
import type { LogisticsLabelKey } from './labels.ts';
import { vOverlap, type Segment } from './segments.ts';
import { captionKeysOf } from './captions.ts';
import type { Read, Reader } from './reader.ts';

type Part = 'name' | 'company' | 'address' | 'phone' | 'email' | 'taxId' | 'other';

/** The sub-captions of a party's rows, by the part each names. */
const SUB_CAPTIONS: Array<[RegExp, Part]> = [
  [/^(?:company|company\s+name|business\s+name|firm)$/i, 'company'],
  [/^(?:name|full\s+name|legal\s+name)$/i, 'name'],
  [/^(?:address|street\s+address|full\s+address)$/i, 'address'],
  [/^(?:telephone|phone|tel\.?|telephone\s+no\.?|phone\s+no\.?|telephone\s*\/\s*email)$/i, 'phone'],
  [/^(?:e-?mail|e-?mail\s+address)$/i, 'email'],
  [/^(?:tax\s+id(?:\s+no\.?)?|tax\s+id(?:entification)?\s+(?:no\.?|number)|tax\s+no\.?|ein|rfc|vat\s+no\.?|bn|business\s+number|tin|nit)(?:\s*\([^)]*\))?$/i, 'taxId'],
  [/^(?:fax|fax\s+no\.?|website|web)$/i, 'other'],
];

const partOf = (text: string): Part | null => SUB_CAPTIONS.find(([re]) => re.test(text.trim().replace(/[:.]\s*$/, '')))?.[1] ?? null;

/** Whether a caption names the party `key` ("3. EXPORTER", "5. IMPORTER"), its box number left off. */
function namesParty(text: string, key: LogisticsLabelKey): boolean {
  const t = text.replace(/^\s*\d{1,2}[a-z]?[.)]?\s+/, '').replace(/[:\s]+$/, '');
  return !!captionKeysOf(t)?.has(key);
}

/**
 * The party `key` printed as sub-rows: its caption's first sub-caption on the caption's own line, to its right;
 * the rows down to the next numbered caption in the caption's column, a second name row, or a gap. Name: the
 * company row where one is printed beside a person's name, else the name row.
 */
export function subRowParty(r: Reader, key: LogisticsLabelKey): Read<Party> | null {
  for (const page of r.segs) {
    for (const label of page) {
      if (!namesParty(label.text, key)) continue;
      const h = label.bbox[3] - label.bbox[1];
      const first = page
        .filter((s) => s.bbox[0] > label.bbox[2] && vOverlap(s, label) > h * 0.4 && partOf(s.text))
        .sort((a, b) => a.bbox[0] - b.bbox[0])[0];
      if (!first) continue;
      const party = readRows(r, page, label, first);
      if (party) return party;
    }
  }
  return null;
}

function readRows(r: Reader, page: Segment[], label: Segment, first: Segment): Read<Party> | null {
  const h = first.bbox[3] - first.bbox[1];
  // The block ends at the next numbered caption printed in the caption's column.
  const end = page
    .filter((s) => s.bbox[1] > label.bbox[3] - h * 0.2 && Math.abs(s.bbox[0] - label.bbox[0]) < 6 && /^\s*\d{1,2}[a-z]?[.)]\s+\p{L}/u.test(s.text))
    .reduce((y, s) => Math.min(y, s.bbox[1]), Infinity);
  const rows: Array<{ part: Part; lines: Segment[] }> = [];
  const used: Segment[] = [];
  let last = first;
  for (const s of page) {
    if (s.bbox[1] < first.bbox[1] - h * 0.3 || s.bbox[1] >= end - 1) continue;
    if (s.bbox[1] - last.bbox[3] > h * 2.5) break;
    const sub = Math.abs(s.bbox[0] - first.bbox[0]) < 4 ? partOf(s.text) : null;
    if (sub) {
      if ((sub === 'name' || sub === 'company') && rows.some((x) => x.part === sub)) break;
      const value = page.filter((o) => o.bbox[0] > s.bbox[2] && vOverlap(o, s) > h * 0.4).sort((a, b) => a.bbox[0] - b.bbox[0])[0];
      rows.push({ part: sub, lines: value ? [value] : [] });
      if (value) used.push(value);
      last = s;
      continue;
    }
    // A value's wrapped line: under the previous row's value, at its left edge, with no sub-caption of its own.
    const prev = rows[rows.length - 1];
    const at = prev?.lines[prev.lines.length - 1];
    const beside = page.some((o) => Math.abs(o.bbox[0] - first.bbox[0]) < 4 && vOverlap(o, s) > h * 0.4 && partOf(o.text));
    if (at && !beside && !used.includes(s) && Math.abs(s.bbox[0] - at.bbox[0]) < 4 && s.bbox[1] > at.bbox[1] + h * 0.5) {
      prev.lines.push(s);
      used.push(s);
      last = s;
    }
  }
  const text = (p: Part): string | null => {
    const row = rows.find((x) => x.part === p);
    const t = row?.lines.map((l) => l.text.trim().replace(/,$/, '')).join(', ').trim();
    return t || null;
  };
  const name = text('company') ?? text('name');
  if (!name || !used.length) return null;
  const email = /[\w.%+-]+@[\w.-]+\.[A-Za-z]{2,}/.exec(text('email') ?? '')?.[0] ?? null;
  // "(248) 362-4410 / compliance@…": the phone before a slash that gives the e-mail.
  const phone = text('phone')?.split(/\s+\/\s+/)[0] ?? null;
  const value: Party = { name, address: text('address'), taxId: text('taxId'), email, phone };
  return { value, ev: r.evidence(used, 0.9) };
}
