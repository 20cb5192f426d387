/**
 * Numbered boxes of a transit or SAD-style declaration whose captions the label dictionary cannot read as printed:
 * a party caption with its identification number in the same run of text ("8 Consignee No. CHE-114.578.220",
 * "50 Principal (holder of the transit procedure) No. NL812345670"), a box number spanning two boxes
 * ("25 / 26 Mode of transport"), an office box led by a letter ("C Office of departure"), and one box holding two
 * dates under a two-part caption ("Time limit / Date of acceptance" over "19.03.2026 / 12.03.2026").
 */
import { parseParty } from '../parse/index.ts';
import { joinWrappedName, type Reader } from './reader.ts';
import type { Segment } from './segments.ts';
import { lineUnder } from './locate.ts';
import { officeCode } from './customs-keyed.ts';

const BOX = String.raw`(?:(?:\d{1,2}[a-z]?(?:\s*\/\s*\d{1,2})?|[A-Z])\s+)?`;
/** The transit principal (holder of the procedure) declares the goods to transit. */
const PARTY_ROLES: Array<{ path: 'importer' | 'declarant' | 'exporter'; re: RegExp }> = [
  { path: 'importer', re: /^(?:consignee|importer)$/i },
  { path: 'declarant', re: /^(?:principal|declarant|representative)$/i },
  { path: 'exporter', re: /^(?:consignor|exporter|consignor\/exporter)$/i },
];
const PARTY_CAPTION = new RegExp(String.raw`^${BOX}([\p{L}/]+)(?:\s*\([^)]*\))?\s+(?:No\.?|Nr\.?|N°)\s*((?=\S*\d)[A-Z0-9][A-Z0-9./-]{4,})$`, 'iu');
const OFFICE_CAPTION = new RegExp(String.raw`^${BOX}(?:customs\s+)?office\s+of\s+(?:departure|entry|lodg(?:e)?ment|clearance|export)$`, 'i');
const ACCEPTANCE = /\b(?:date\s+of\s+(?:acceptance|declaration|lodg(?:e)?ment|registration)|acceptance\s+date)\b/i;

/** The lines of a box read down from its caption, up to a gap. */
function linesBelow(page: Segment[], cap: Segment): Segment[] {
  const out: Segment[] = [];
  let last = cap;
  for (let next = lineUnder(page, cap, last); next && out.length < 6; next = lineUnder(page, cap, last)) {
    if (next.size < cap.size * 1.05 && next.size < 7) break;
    out.push(next);
    last = next;
  }
  return out;
}

export function readBoxCaptions(r: Reader): void {
  const data = r.result().data as Record<string, unknown>;
  const filled = (f: string): boolean => {
    const v = data[f] as { name?: unknown } | string | null | undefined;
    return v != null && (typeof v !== 'object' || v.name != null);
  };
  for (const page of r.segs) {
    for (const cap of page) {
      const t = cap.text.trim();
      const party = PARTY_CAPTION.exec(t);
      const role = party ? PARTY_ROLES.find((x) => x.re.test(party[1])) : undefined;
      if (party && role && !filled(role.path)) {
        const lines = linesBelow(page, cap);
        const p = lines.length ? parseParty(joinWrappedName(lines.map((l) => l.text))) : null;
        if (p?.name && /\p{L}{2}/u.test(p.name)) {
          const ev = r.evidence(lines);
          r.set(role.path, { value: { ...p, taxId: p.taxId ?? party[2] }, ev });
          r.set(`${role.path}.name`, { value: p.name, ev });
        }
        continue;
      }
      const below = (): Segment | undefined => lineUnder(page, cap, cap);
      if (OFFICE_CAPTION.test(t) && !filled('customsOffice')) {
        const v = below();
        const code = v ? officeCode({ value: v.text.trim(), ev: r.evidence([v]) }) : null;
        if (code && code.value !== v?.text.trim()) r.set('customsOffice', code);
      } else if (t.includes('/') && ACCEPTANCE.test(t)) {
        acceptanceDate(r, cap, below());
      }
    }
  }
}

/** The date of acceptance out of a box that prints it beside another date, part for part with its caption. */
function acceptanceDate(r: Reader, cap: Segment, v: Segment | undefined): void {
  if (!v) return;
  const parts = cap.text.split(/\s+\/\s+|\s*\/\s*(?=\p{Lu})/u);
  const values = v.text.split(/\s+\/\s+/);
  if (parts.length < 2 || parts.length !== values.length) return;
  const at = parts.findIndex((p) => ACCEPTANCE.test(p));
  const iso = at >= 0 ? r.parseDate(values[at].trim()) : null;
  if (iso) r.set('date', { value: iso, ev: r.evidence([v]) });
}
