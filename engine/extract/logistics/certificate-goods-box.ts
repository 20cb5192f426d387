/**
 * The goods grid of a numbered certificate form (USMCA data elements 6-8, Form D boxes 5-10, Form A boxes 5-10):
 * it ends where the box numbered after its columns begins ("9. BLANKET PERIOD", "11. Declaration by the
 * exporter"), ruled or not. Read past that caption, the last item's cells run on into the certification text.
 */
import type { Line, PageContent } from '../../types.ts';
import { countryFromName } from '../parse/index.ts';
import { labelKeysOf } from './label-lookup.ts';
import type { Segment } from './segments.ts';
import type { Read, Reader } from './reader.ts';
import { headerKind } from './table-header.ts';

const BOX_NO = /^(\d{1,2})\.$/;
/** A box caption: its number, then a word ("9. BLANKET PERIOD", "11. Declaration by the exporter"). */
const BOX_CAPTION = /^(\d{1,2})\.\s+\p{L}{2,}/u;

/** Columns of a goods grid (not the parties a manifest's grid names). */
const GOODS_KINDS = new Set(['item', 'marks', 'packages', 'description', 'hsCode', 'quantity', 'grossWeight', 'originCriterion', 'invoice']);

/** A line that opens a goods column's box caption ("5. Item", "6. DESCRIPTION OF GOOD(S)", "7. HTS"). */
function columnCaption(l: Line): boolean {
  const m = /^\d{1,2}\.\s+(.+)$/.exec(l.text.trim());
  const kind = m ? headerKind(m[1].replace(/\([^)]*\)?/g, ' ').replace(/[;,]\s*$/, '').trim()) : null;
  return !!kind && GOODS_KINDS.has(kind);
}

/**
 * The pages with everything from the caption of the box after the goods grid down left off that page: the box
 * whose number is the next above every box number printed on the grid's header line, starting a line of its own
 * under it. Pages without a numbered goods header come back as they are.
 */
export function goodsBoxPages(pages: PageContent[]): PageContent[] {
  return pages.map((p) => {
    // The header: two goods columns' box captions side by side at least.
    const captions = p.lines.filter(columnCaption);
    const sameBand = (a: Line, b: Line): boolean => Math.abs(a.bbox[1] - b.bbox[1]) < (a.bbox[3] - a.bbox[1]) * 0.5;
    const head = captions.find((c) => captions.some((o) => o !== c && sameBand(c, o)));
    if (!head) return p;
    // The header's box numbers: words "N." printed on its band, over the grid's columns.
    const band = p.lines.filter((l) => sameBand(head, l));
    const numbers = band.flatMap((l) => l.words.map((w) => BOX_NO.exec(w.text)?.[1]).filter((x): x is string => !!x).map(Number));
    const last = Math.max(...numbers);
    const next = p.lines
      .filter((l) => l.bbox[1] > head.bbox[3])
      .map((l) => ({ l, n: Number(BOX_CAPTION.exec(l.text.trim())?.[1] ?? NaN) }))
      .filter((x) => x.n > last && x.n <= last + 2)
      .sort((a, b) => a.l.bbox[1] - b.l.bbox[1])[0];
    if (!next) return p;
    const cut = next.l.bbox[1] - 0.5;
    return { ...p, lines: p.lines.filter((l) => l.bbox[1] < cut) };
  });
}

/**
 * The country every item's row gives in a "Country of origin" column of the goods grid, its caption printed on one
 * line or two ("COUNTRY OF" over "ORIGIN"): the certificate's country of origin, when the rows name one alone.
 */
export function originColumnCountry(r: Reader): Read<string> | null {
  for (const page of r.segs) {
    for (const s of page) {
      const h = s.bbox[3] - s.bbox[1];
      const below = (a: Segment, o: Segment): boolean => o.bbox[1] > a.bbox[1] + h * 0.5 && o.bbox[1] - a.bbox[3] < h * 0.6 && Math.abs(o.bbox[0] - a.bbox[0]) < 4;
      const next = page.find((o) => below(s, o));
      const caption = labelKeysOf(s.text)?.has('countryOfOrigin') ? [s] : next && labelKeysOf(`${s.text} ${next.text}`)?.has('countryOfOrigin') ? [s, next] : null;
      if (!caption) continue;
      const x0 = s.bbox[0] - 12;
      const x1 = Math.max(...caption.map((c) => c.bbox[2])) + 12;
      const bottom = caption[caption.length - 1].bbox[3];
      const cells = page.filter((o) => o.bbox[1] > bottom && o.bbox[0] >= x0 && o.bbox[2] <= x1 + 30 && Math.min(o.bbox[2], x1) - Math.max(o.bbox[0], x0) > 0);
      const codes: string[] = [];
      const used: Segment[] = [];
      for (const c of cells) {
        const t = c.text.trim();
        const code = countryFromName(t);
        if (!code) break;
        codes.push(code);
        used.push(c);
      }
      if (codes.length && codes.every((c) => c === codes[0])) return { value: codes[0], ev: r.evidence(used, 0.85) };
    }
  }
  return null;
}
