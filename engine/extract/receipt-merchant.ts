/**
 * The merchant of a receipt, read from the head of its first page the way OCR prints it: a name cut into
 * several boxes, boxes read twice where they overlap, smudges and logo text above the name, and legal forms
 * with letters misread ("5DN BHD", "SON BHO", "S/8").
 */
import type { ExtractContext, LayoutLine } from './context.ts';
import { findDates } from './parse/dates.ts';
import { looksLikeAddress } from './parse/parties.ts';
import { caseLike, editDistance } from './parse/text.ts';

const SKIP = /^(?:tax\s+invoice|invoice|receipt|official receipt|cash\s*(?:bill|sale|receipt)|simplified tax invoice|copy|reprint|welcome|\W+)$/i;
export const REGISTRATION = /\(\s*\d{3,}[\w\s-]{0,6}\)|\b\d{5,}-[A-Z]\b|\b(?:co\.?\s*reg|company\s*reg|reg\.?\s*no|gst\s*(?:reg|id|no)|roc|sst|tel|fax|phone)\b/i;
const LEGAL_END = /\b(?:SDN\.?\s*BHD\.?|S\/B|BHD\.?|ENTERPRISE|TRADING|LTD\.?|LIMITED|INC\.?|LLC|GMBH|B\.V\.|PTE\.?\s*LTD\.?|CORP\.?|PLT|RESTAURANT|RESTORAN|STORE|MART|SHOP|HARDWARE)\s*$/i;

const COMPANY_FORM = /\b(?:SDN\.?\s*BHD|S\/B|PTE\.?\s*LTD|PVT\.?\s*LTD|CO\.?,?\s*LTD|LTD|LIMITED|PLT|LLC|GMBH|B\.V)\b\.?/i;

// Address words as OCR misreads them ("Jaian", "Ja lan" for "Jalan"), which the address test does not know.
export const OCR_ADDRESS = /\b(?:ja\s?[il1|]an|j[il1]n|[il1|]orong|persiaran|lebuh(?:raya)?)\b/i;

/** Below this mean word confidence a line is taken for a logo, a stamp or a smudge read as letters. */
const GARBLED = 0.6;

// Letters OCR confuses inside the Malaysian legal forms: S/5/$, D/O/0, N/H/M, B/8/E.
const NOT_ALNUM_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_ALNUM_AFTER = '(?![\\p{L}\\p{N}])';
const SDN = '[S5$][DO0][NHM]';
const BHD = '[B8ES][HNM][DO0]';
const SDN_BHD = new RegExp(`${NOT_ALNUM_BEFORE}(${SDN})(\\.?\\s*)(${BHD})${NOT_ALNUM_AFTER}`, 'giu');
// "BHD" alone closes public companies' names; alone it is read strictly ("END", "BMO" are words).
const BHD_END = new RegExp(`(?<=[\\p{L})]\\.?\\s+)[B8][HN][D0](?=\\.?\\s*$)`, 'iu');
// Two three-letter words closing a name: "Sdn Hhd", "SIN BHD". One read right pins the other (see fixPair).
const FORM_PAIR = /(?<![\p{L}\p{N}])([\p{L}\p{N}$]{3})(\.?\s*)([\p{L}\p{N}]{3})(?=\.?\s*(?:[(,]|$))/gu;
const S_B = new RegExp(`${NOT_ALNUM_BEFORE}[S5$]\\s?\\/\\s?[B8]${NOT_ALNUM_AFTER}`, 'gu');
// "(M)" (Malaysia) before the legal form, its M read as H or N.
const M_BEFORE_FORM = /\(\s*[HN]\s*\)(?=\s*(?:SDN|BHD|S\/B))/gi;
// Longer legal-form words that close a trade name, matched through single-letter confusions.
const DIGIT_LETTERS: Record<string, string> = { 0: 'O', 1: 'I', 5: 'S', 8: 'B' };
const FORM_WORDS = ['TRADING', 'ENTERPRISE', 'HARDWARE', 'RESTAURANT', 'RESTORAN', 'LIMITED', 'BERHAD', 'SENDIRIAN'];

/** Upper case with the letters OCR confuses folded together. */
function fold(s: string): string {
  return s.toUpperCase().replace(/[0DQ]/g, 'O').replace(/[1L|!]/g, 'I').replace(/[5$]/g, 'S').replace(/8/g, 'B').replace(/[HM]/g, 'N');
}
const FOLDED_WORDS = new Map(FORM_WORDS.map((w) => [fold(w), w]));


/** Words of the same length that differ in one letter at most. */
function oneLetterOff(a: string, b: string): boolean {
  let diff = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff++;
  return a.length === b.length && diff <= 1;
}

/**
 * "SDN BHD" with one word printed exactly and the other one letter off ("Sdn Hhd", "SIN BHD"): the exact
 * word pins the form. Both words off is left alone ("SUN BED" is two words).
 */
function fixPair(m: string, a: string, sep: string, b: string): string {
  const A = a.toUpperCase();
  const B = b.toUpperCase();
  const fixed = (A === 'SDN' && oneLetterOff(B, 'BHD')) || (B === 'BHD' && oneLetterOff(A, 'SDN'));
  return fixed ? `${caseLike('SDN', a)}${sep}${caseLike('BHD', b)}` : m;
}

/**
 * Legal forms put back where OCR misread their letters ("5DN BND" → "SDN BHD", "Son Bhd" → "Sdn Bhd",
 * "S/8" → "S/B", "TRAOING" → "TRADING"), digits inside words made letters; full-width punctuation made ASCII.
 */
export function fixLegalForms(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(SDN_BHD, (_m, s: string, sep: string, b: string) => `${caseLike('SDN', s)}${sep}${caseLike('BHD', b)}`)
    .replace(FORM_PAIR, fixPair)
    .replace(BHD_END, (b) => caseLike('BHD', b))
    .replace(S_B, 'S/B')
    .replace(M_BEFORE_FORM, '(M)')
    // A digit with letters on both sides of it inside a name is a misread letter ("CONFECTI0NERY").
    .replace(/(?<=(\p{L}))[0158](?=(\p{L}))/gu, (d, before: string, after: string) => {
      const upper = before === before.toUpperCase() && after === after.toUpperCase();
      const letter = DIGIT_LETTERS[d];
      return upper ? letter : d === '1' ? 'l' : letter.toLowerCase();
    })
    // ... and one starting a capitalised word ("8OOK"); not 1, which starts ordinals ("1ST FLOOR").
    .replace(/(?<![\p{L}\p{N}])[058](?=\p{Lu}{2,})/gu, (d) => DIGIT_LETTERS[d])
    .replace(/[\p{L}\p{N}$|!]{5,}/gu, (w) => {
      const canon = FOLDED_WORDS.get(fold(w));
      return canon && /\p{L}{3}/u.test(w) ? caseLike(canon, w.replace(/[^\p{L}]/gu, '')) : w;
    });
}

// Document titles OCR may misread past SKIP ("AX IMMOICE"), compared letters only.
const TITLES = ['taxinvoice', 'invoice', 'receipt', 'officialreceipt', 'cashbill', 'cashsale', 'cashreceipt', 'simplifiedtaxinvoice'];

/** A document title rather than a name, also when OCR dropped or misread a third of its letters. */
function isTitle(text: string): boolean {
  if (SKIP.test(text)) return true;
  const letters = text.toLowerCase().replace(/[^a-z]/g, '');
  return letters.length >= 6 && TITLES.some((t) => editDistance(letters, t) <= t.length * 0.3);
}

const width = (b: readonly number[]) => b[2] - b[0];

/**
 * The words of a row without those read twice: a letter or two whose box lies mostly inside the box of a longer
 * neighbour (overlapping detections give "POPULAR R BOOK", "(M) S SDN" with a letter read again).
 */
function dedupedText(boxes: LayoutLine[]): string {
  const kept: Array<{ text: string; bbox: readonly number[] }> = [];
  for (const b of boxes) {
    const words = b.words.length && b.words.map((w) => w.text).join(' ') === b.text.trim().replace(/\s+/g, ' ') ? b.words : [{ text: b.text.trim(), bbox: b.bbox }];
    for (const w of words) {
      const prev = kept[kept.length - 1];
      const overlap = prev ? Math.min(prev.bbox[2], w.bbox[2]) - Math.max(prev.bbox[0], w.bbox[0]) : 0;
      if (prev && w.text.length <= 2 && w.text.length < prev.text.length && overlap > width(w.bbox) * 0.5) continue;
      if (prev && prev.text.length <= 2 && prev.text.length < w.text.length && overlap > width(prev.bbox) * 0.5) kept.pop();
      kept.push(w);
    }
  }
  return kept.map((w) => w.text).join(' ');
}

/**
 * OCR may cut one printed line into several boxes ("POPULAR" "BOOK"): boxes whose vertical centres fall
 * within each other's height are joined left to right into one row. A box much shorter than the row's first
 * (a smudge read as "[<4" between two words) is left out of it.
 */
function rowsOf(lines: LayoutLine[]): LayoutLine[] {
  const rows: LayoutLine[][] = [];
  for (const l of lines) {
    const cy = (l.bbox[1] + l.bbox[3]) / 2;
    const h = l.bbox[3] - l.bbox[1];
    const row = rows.find((r) => {
      const f = r[0];
      const fh = f.bbox[3] - f.bbox[1];
      return Math.abs((f.bbox[1] + f.bbox[3]) / 2 - cy) < Math.min(h, fh) * 0.4 && r.every((x) => x.bbox[2] <= l.bbox[0] + h || x.bbox[0] >= l.bbox[2] - h);
    });
    const fh = row ? row[0].bbox[3] - row[0].bbox[1] : 0;
    if (row && h < fh * 0.5 && !/\p{L}{3,}/u.test(l.text)) continue;
    if (row) row.push(l);
    else rows.push([l]);
  }
  return rows.map((r) => {
    r.sort((a, b) => a.bbox[0] - b.bbox[0]);
    const bbox: [number, number, number, number] = [
      Math.min(...r.map((x) => x.bbox[0])),
      Math.min(...r.map((x) => x.bbox[1])),
      Math.max(...r.map((x) => x.bbox[2])),
      Math.max(...r.map((x) => x.bbox[3])),
    ];
    const confidence = r.reduce((s, x) => s + x.confidence * x.text.length, 0) / Math.max(1, r.reduce((s, x) => s + x.text.length, 0));
    return { ...r[0], text: fixLegalForms(dedupedText(r)), bbox, confidence, words: r.flatMap((x) => x.words) };
  });
}

/** The merchant name: the first name-like lines at the top of the first page, joined when the name wraps. */
export function merchantName(ctx: ExtractContext): { name: string; lines: LayoutLine[] } | null {
  const page = ctx.pages[0]?.pageNumber ?? 1;
  const top = rowsOf(
    ctx
      .pageLines(page)
      .slice()
      .sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0])
      .slice(0, 16),
  ).slice(0, 8);
  // A shop often prints its brand first and its registered company under it ("KIKU JAPANESE RESTAURANT" /
  // "TK DIVISION KITCHEN SDN BHD"): the line with a company legal form names the merchant.
  for (const [i, l] of top.entries()) {
    const m = COMPANY_FORM.exec(l.text);
    if (!m || SKIP.test(l.text.trim())) continue;
    let name = l.text.slice(0, m.index + m[0].length).replace(/\s+/g, ' ').trim();
    const lines = [l];
    // The legal form alone on its line ("SDN BHD"): the name is on the line above.
    if (!/\p{L}{3,}/u.test(name.slice(0, m.index)) && i > 0) {
      name = `${top[i - 1].text.trim()} ${name}`;
      lines.unshift(top[i - 1]);
    }
    if (/\p{L}{3,}/u.test(name.replace(COMPANY_FORM, ''))) return { name, lines };
  }
  const picked: LayoutLine[] = [];
  for (const l of top) {
    const t = l.text.trim();
    if (!picked.length) {
      if ((t.match(/\p{L}/gu)?.length ?? 0) < 3 || isTitle(t) || !/\p{L}{2,}/u.test(t) || findDates(t).length || l.confidence < GARBLED) continue;
      if (REGISTRATION.test(t) && !/\p{L}{4,}/u.test(t.replace(REGISTRATION, ''))) continue;
      picked.push(l);
      if (LEGAL_END.test(t.replace(REGISTRATION, '').trim())) break;
      continue;
    }
    // A continuation: no digits, not an address, not a registration line, similar height, right below.
    const prev = picked[picked.length - 1];
    const h = prev.bbox[3] - prev.bbox[1];
    const close = l.bbox[1] - prev.bbox[3] < h * 0.8;
    if (!close || /\d/.test(t) || looksLikeAddress(t) || OCR_ADDRESS.test(t) || REGISTRATION.test(t) || isTitle(t) || l.confidence < GARBLED) break;
    if (Math.abs(l.bbox[3] - l.bbox[1] - h) > h * 0.5) break;
    picked.push(l);
    if (LEGAL_END.test(t) || picked.length >= 2) break;
  }
  if (!picked.length) return null;
  const name = picked.map((l) => l.text.replace(REGISTRATION, '').trim()).join(' ').replace(/\s+/g, ' ').trim();
  return name ? { name, lines: picked } : null;
}
