/**
 * A delivery order written as a business letter without captions for its parties: the addressee block printed at
 * the left margin beside the dateline (the party the cargo is released to), which is no part of the letterhead above
 * it, and the sender's name as its footer or signature prints it, with the legal form the letterhead leaves out.
 */
import { parseParty, type Party } from '../parse/index.ts';
import { leadingLegalForm } from '../legal-form.ts';
import { joinWrappedName, type Read, type Reader } from './reader.ts';
import { isCaption } from './captions.ts';
import { sameLine, type Segment } from './segments.ts';
import { addresseeBlock, datelineOf, FACILITY_WORDS, PERSON_WORDS } from './delivery-order-letter.ts';

/** A department or attention line of an addressee block ("Abt. Versand", "Dept. Imports", "z. Hd. Frau Roth"): no address. */
const DEPARTMENT = /^(?:abt\.|abteilung\b|dept\.|department\b|z\.\s?hd\.|zu\s+h(?:ä|ae)nden\b|attn\b|attention\b|service\s|servicio\s)/i;
const WORDED = /\p{L}{2,}/u;

/**
 * The first line of the block `last` belongs to: the lines over it at its left edge, each close over the next, in
 * its type (a letterhead printed larger above ends it), no caption.
 */
function blockTop(page: Segment[], last: Segment): Segment {
  let top = last;
  for (;;) {
    const h = top.bbox[3] - top.bbox[1];
    const over = page
      .filter((o) => o !== top && Math.abs(o.bbox[0] - top.bbox[0]) <= 3 && o.bbox[3] <= top.bbox[1] + h * 0.3 && top.bbox[1] - o.bbox[3] < h * 0.9)
      .sort((a, b) => b.bbox[3] - a.bbox[3])[0];
    if (!over || over.size > top.size * 1.15 || isCaption(over)) return top;
    top = over;
  }
}

/**
 * The addressee block a letter prints left of its dateline ("KRAMER LOGISTIK GMBH" / "Hafenweg 3" / "28197
 * Bremen" beside "Bremen, den 4. Mai 2026"), under a letterhead printed larger above it: the block one of whose
 * lines shares the dateline's row (its first, its last or one between), or that ends a line or two above it;
 * `top`: where the block starts, the letterhead's lower bound.
 */
export function datelineAddressee(r: Reader): { party: Read<Party>; top: number } | null {
  const page = r.segs[0] ?? [];
  const date = page.find((s) => datelineOf(r, s.text) !== null);
  if (!date) return null;
  const left = page.filter((s) => s !== date && s.bbox[2] < date.bbox[0]);
  const dh = date.bbox[3] - date.bbox[1];
  const anchor = left.filter((s) => sameLine(s, date)).sort((a, b) => a.bbox[0] - b.bbox[0])[0]
    ?? left.filter((s) => s.bbox[3] <= date.bbox[1] + dh * 0.3 && date.bbox[1] - s.bbox[3] <= dh * 2.5)
      .sort((a, b) => b.bbox[3] - a.bbox[3] || a.bbox[0] - b.bbox[0])[0];
  if (!anchor || isCaption(anchor)) return null;
  const first = blockTop(page, anchor);
  if (FACILITY_WORDS.test(first.text) || PERSON_WORDS.test(first.text)) return null;
  // A letterhead's own name beside the dateline is no addressee: one is printed above it, and larger.
  const above = page.filter((s) => s.bbox[3] <= first.bbox[1]);
  if (!above.length || Math.max(...above.map((s) => s.size)) <= first.size) return null;
  const all = addresseeBlock(page, first);
  if (!all.includes(anchor)) return null;
  const lines = all.filter((l) => !DEPARTMENT.test(l.text.trim()));
  if (lines.length < 2) return null;
  const p = parseParty(joinWrappedName(lines.map((l) => l.text)));
  return p.name && WORDED.test(p.name) ? { party: { value: p, ev: r.evidence(lines, 0.8) }, top: first.bbox[1] } : null;
}

const letters = (s: string): string => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * The letterhead's name as a line further down prints it with its legal form after it (a signature "NORDWIND
 * TEXTIL GMBH - Versand", a footer "Nordwind Textil GmbH - Sitz Kiel - USt-IdNr. …"): the name with that form, in
 * the letterhead's case, and the lines that print it (where the company's registration and VAT id are).
 */
export function nameWithLegalForm(r: Reader, name: string): { name: string; lines: Segment[] } | null {
  const want = letters(name);
  if (!want || leadingLegalForm(name.split(/\s+/).pop() ?? '')) return null;
  let form: string | null = null;
  const lines: Segment[] = [];
  for (const s of r.segs.flat()) {
    const t = s.text.trim();
    // The name's words as printed, then the form: cut the text where its letters have covered the name's.
    let k = 0;
    let i = 0;
    for (; i < t.length && k < want.length; i++) if (letters(t[i]) !== '') k += letters(t[i]).length;
    if (k < want.length || letters(t.slice(0, i)) !== want) continue;
    const f = leadingLegalForm(t.slice(i).trimStart());
    if (!f) continue;
    form ??= f;
    lines.push(s);
  }
  if (!form) return null;
  return { name: `${name} ${name === name.toUpperCase() ? form.toUpperCase() : form}`, lines };
}
