/** A certificate's free goods text: packages, marks, HS code and description read apart. */
import { packageType } from '../parse/index.ts';

// The count in figures, in words with figures ("TEN (10) DRUMS"), or in figures with words ("800 (EIGHT HUNDRED) BAGS").
// Thousands may be grouped with a point as well as a comma ("1.500 (ONE THOUSAND FIVE HUNDRED) BAGS"): a scan's
// OCR reads a small comma as a point, and some countries print it so.
const PACKAGE_COUNT = /(?:^|[\s;,])((?:[A-Z][A-Z-]*(?:\s+[A-Z][A-Z-]*)?\s*)?\(\s*(\d[\d,]*)\s*\)|(\d{1,3}(?:\.\d{3})+(?=\s*\()|\d[\d,]*)(?:\s*\([A-Z][A-Z -]*\))?)\s*([A-Z]{2,12})\.?(?:\s+OF\b)?/gi;
const ONE_MARK = /^(?:N\/M|[^\s;,]*\d[^\s;,]*)$/i;
const HS_IN_TEXT = /[\s,;(]*\b(?:H\.?\s?S\.?|HTS)(?:\s*(?:CODE|NO\.?))*\s*[:.]?\s*(\d{4}(?:[.\s]?\d{2}){1,3})\b\)?/i;

/**
 * A certificate's goods text: "BFC 1-10; TEN (10) DRUMS OF 2-ETHYLHEXYL SALICYLATE, HS 291829" (EUR.1 box 8, the
 * parts its caption names), "180 CARTONS MEN'S KNITTED POLO SHIRTS (HS 6105.10)" (Form A box 7). The number and
 * kind of packages (a count in figures or in words with figures), the marks printed before them where the box
 * names marks first, the HS code printed in the text, and the description that is left.
 */
export function goodsText(text: string, parts: readonly string[] = [], keepPackages = false): { description: string; packages: number | null; marks: string | null; hs: string | null } {
  let t = text.trim();
  const hsm = HS_IN_TEXT.exec(t);
  const hs = hsm ? hsm[1].replace(/\D/g, '') : null;
  if (hsm) t = `${t.slice(0, hsm.index)} ${t.slice(hsm.index + hsm[0].length)}`.trim();
  const marksFirst = parts.includes('marks') && (!parts.includes('packages') || parts.indexOf('marks') < parts.indexOf('packages'));
  let packages: number | null = null;
  let marks: string | null = null;
  for (const m of t.matchAll(PACKAGE_COUNT)) {
    const at = m.index + m[0].indexOf(m[1]);
    const before = t.slice(0, at).replace(/[\s;,]+$/, '');
    // Packages open the text, or follow the marks printed first: a semicolon apart, or one mark of a box's own
    // column ("AB-1  12 PALLETS ..."), a code with a figure in it, or "N/M".
    if (before && !(marksFirst && (/;\s*$/.test(t.slice(0, at)) || ONE_MARK.test(before)))) continue;
    let end = m.index + m[0].length;
    if (!packageType(m[4])) {
      // A word on the packages' material before their kind ("800 (EIGHT HUNDRED) JUTE BAGS").
      const kind = /^\s+([A-Z]{2,12})\.?(?:\s+OF\b)?/i.exec(t.slice(end));
      if (!kind || !packageType(kind[1])) continue;
      end += kind[0].length;
    }
    const n = Number((m[2] ?? m[3]).replace(/[,.]/g, ''));
    if (!Number.isInteger(n) || n <= 0) continue;
    packages = n;
    marks = before || null;
    // A row with a quantity of its own keeps the packages in its description ("FOUR HUNDRED (400) CARTONS OF ..."),
    // unless a dash sets them apart from it ("420 CARTONS - 100% cotton towels").
    const rest = t.slice(end);
    t = keepPackages && !/^\s*[-–—]\s/.test(rest) ? t.slice(at) : rest.replace(/^\s*[-–—]\s/, '');
    break;
  }
  if (packages === null && marksFirst && t.includes(';')) {
    marks = t.slice(0, t.indexOf(';')).trim() || null;
    t = t.slice(t.indexOf(';') + 1);
  }
  const description = t.replace(/^[\s;,:]+|[\s;,:]+$/g, '').replace(/\s{2,}/g, ' ');
  return { description, packages, marks, hs };
}
