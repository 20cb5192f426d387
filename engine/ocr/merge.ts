/**
 * One line read by both readers, for Latin-script languages PP-OCR's dictionary lacks: PP-OCR's letters (it
 * misreads fewer of them) with tesseract's accents (PP-OCR's dictionary has no ç ö ß ñ ê …). The two texts are
 * aligned character by character; where they agree on the base letter, tesseract's accented form is kept.
 */
import type { Line } from '../types.ts';

/** Letters Unicode does not decompose into a base letter and a mark, with the letter they are written on. */
const STROKED: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ħ: 'h', ı: 'i' };

/** The letter without its accents, lower-cased: 'É' → 'e', 'Ø' → 'o'. */
function base(c: string): string {
  const lower = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return STROKED[lower] ?? lower;
}

/** PP-OCR's misreadings of ß: a B or a Greek beta. */
const SHARP_S_LOOKALIKES = new Set(['B', 'β', 'b']);

/** Characters no Latin-script document reads as (PP-OCR's dictionary is mostly Chinese). */
const NON_LATIN = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * PP-OCR's text `pp` with each character that tesseract's `tess` reads as the same letter plus an accent (or ß)
 * replaced by tesseract's, and each non-Latin character that tesseract reads as a Latin one, and each digit that
 * tesseract reads as an accented letter, replaced too. The
 * result has one character per character of `pp`, so PP-OCR's words and their boxes still fit.
 */
export function mergeAccents(pp: string, tess: string): string {
  const P = [...pp], T = [...tess];
  const n = P.length, m = T.length;
  // Base letters once per character, not once per cell of the table.
  const bp = P.map(base), bt = T.map(base);
  const agree = (i: number, j: number): boolean => bp[i] === bt[j] || (T[j] === 'ß' && SHARP_S_LOOKALIKES.has(P[i]));
  // Edit-distance table; a substitution of agreeing characters is free.
  const d = new Uint16Array((n + 1) * (m + 1));
  const at = (i: number, j: number): number => i * (m + 1) + j;
  for (let i = 0; i <= n; i++) d[at(i, 0)] = i;
  for (let j = 0; j <= m; j++) d[at(0, j)] = j;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const sub = d[at(i - 1, j - 1)] + (agree(i - 1, j - 1) ? 0 : 1);
      d[at(i, j)] = Math.min(sub, d[at(i - 1, j)] + 1, d[at(i, j - 1)] + 1);
    }
  }
  const out = P.slice();
  for (let i = n, j = m; i > 0 && j > 0; ) {
    const p = P[i - 1], t = T[j - 1];
    const same = agree(i - 1, j - 1);
    if (d[at(i, j)] === d[at(i - 1, j - 1)] + (same ? 0 : 1)) {
      if (same && t === 'ß') out[i - 1] = t;
      // PP-OCR's case is kept: tesseract's accent on PP-OCR's letter.
      // An accent (or a stroke) is what tesseract's letter has beyond its base letter.
      else if (same && t.toLowerCase() !== bt[j - 1]) out[i - 1] = p === p.toLowerCase() ? t.toLowerCase() : t.toUpperCase();
      else if (!same && NON_LATIN.test(p) && /\p{Script=Latin}/u.test(t)) out[i - 1] = t;
      // PP-OCR reads an ő or ó it cannot spell or place as a 6 or 0 (Hungarian "Gy6r", "Felad6"): a digit where
      // tesseract has an accented letter is that letter.
      else if (!same && /\p{N}/u.test(p) && t.toLowerCase() !== bt[j - 1]) out[i - 1] = t;
      i--;
      j--;
    } else if (d[at(i, j)] === d[at(i - 1, j)] + 1) i--;
    else j--;
  }
  return out.join('');
}

/**
 * One detected line from tesseract's reading and, where tesseract was unsure, PP-OCR's: PP-OCR's words (and
 * their boxes and confidences) with tesseract's accents when PP-OCR read it at least as confidently, else
 * tesseract's reading. Null when neither read a word worth keeping.
 */
export function combineReadings(
  tess: { line: Line; confidence: number } | null,
  pp: { line: Line; score: number } | null,
  dropScore: number,
): Line | null {
  if (!pp || (tess && pp.score < tess.confidence)) return tess?.line ?? null;
  if (!tess) return pp.score >= dropScore ? pp.line : null;
  const texts = mergeAccents(pp.line.text, tess.line.text).split(' ');
  const words = pp.line.words.map((w, k) => ({ ...w, text: texts[k] ?? w.text }));
  return { ...pp.line, text: words.map((w) => w.text).join(' '), words };
}
