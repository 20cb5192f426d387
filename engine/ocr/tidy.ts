/**
 * Things PP-OCR gets wrong the same way on every printed form, put right before its lines leave OCR:
 * - Full-width punctuation. Its dictionary is Chinese, so a colon or a bracket beside Latin text often comes out in
 *   its full-width form ("：VF2026-0417", "(kg）"), which no Latin-script reader of the text expects. On lines
 *   without Chinese or Japanese characters those forms become their ASCII letters. A full-width currency sign
 *   ("￥48,500") becomes the ordinary sign on every line: the amount readers know only that one, and it is the same
 *   sign in Japanese or Chinese print too, so no line loses anything by it.
 * - Bars glued to words. A vertical rule between two cells, or a "|" printed as a separator, is read into the words
 *   on either side ("A00|38,742.17|2.20%"), so no value stands alone. Each such word is cut at its bars and the bars
 *   kept as words of their own, as a text layer gives them. (Cutting the line at each bar as well lost fields: a
 *   customs form that prints "A00 | 38,742.17 | 2.20 %" as one line is read as one line.) On the scanned layout
 *   sets (bench/layouts-scan.ts) 38 words held full-width punctuation and 26 a bar.
 * - No space after a comma. The recogniser drops the narrow space after a comma between words ("GENOA,12/05/2026",
 *   "CHAIRS,TEAK"), so the date after a place no longer reads as one; a comma after a word is followed by a space
 *   in print (a figure's thousands comma follows a digit), so the word is cut after it.
 * - Letters in a figure. At small sizes a digit can come out as the letter it resembles; in the leading group of an
 *   amount grouped with spaces ("3O 250,00"), at the start of a line or after a figure or a currency, the letter is
 *   read back as the digit (leadsGroupedAmount).
 * - Spaces about an e-mail address's "@". The recogniser's word spaces ("compliance @ glaxle.com") cut the address,
 *   which no e-mail reader then finds; an address has no space in it, so its pieces are joined.
 * - An ampersand read as a pound sign. On a scanned manifest set in Courier, "&" came out as "£" ("VDL BUS £
 *   COACH BV"); a pound sign stands before a figure, so a lone one between two words in capitals is a name's "&".
 */
import type { Line, Word } from '../types.ts';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f]/u;
const FULL_WIDTH = /[\uff01-\uff5e]/;
const asciiOf = (s: string): string => s.replace(/[\uff01-\uff5e]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0));
/** Full-width cent, pound, yen and won signs and their ordinary forms. */
const SIGNS: Record<string, string> = { '\uffe0': '¢', '\uffe1': '£', '\uffe5': '¥', '\uffe6': '₩' };
const FULL_WIDTH_SIGN = /[\uffe0\uffe1\uffe5\uffe6]/;
const signsOf = (s: string): string => s.replace(/[\uffe0\uffe1\uffe5\uffe6]/g, (ch) => SIGNS[ch]);

/** A word cut into `parts` (its text in order), each piece with its characters' share of the box. */
function cut(w: Word, parts: string[]): Word[] {
  const [x0, y0, x1, y1] = w.bbox;
  const per = (x1 - x0) / w.text.length;
  const out: Word[] = [];
  let at = 0;
  for (const part of parts) {
    if (part) out.push({ ...w, text: part, bbox: [x0 + at * per, y0, x0 + (at + part.length) * per, y1] });
    at += part.length;
  }
  return out;
}

/** A word cut at the bars in it, the bars kept as words of their own. */
function piecesOf(w: Word): Word[] {
  return w.text === '|' || !w.text.includes('|') ? [w] : cut(w, w.text.split(/(\|)/));
}

/** A comma between a word and the next word or figure, no space after it ("GENOA,12/05/2026", "FLOUR,WHOLEMEAL"). */
const RUN_ON_COMMA = /(?<=\p{L}{2},)(?=[\p{L}\d])/u;
const RUN_ON_COMMAS = new RegExp(RUN_ON_COMMA, 'gu');

/** A word cut after each comma that runs on into the next word, the comma kept with the word before it. */
function commaPieces(w: Word): Word[] {
  return RUN_ON_COMMA.test(w.text) ? cut(w, w.text.split(RUN_ON_COMMAS)) : [w];
}

const LOCAL = /^[A-Za-z0-9._%+-]+$/;
const DOMAIN = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+[.,;]?$/;

/** The words with an e-mail address's pieces ("name", "@", "host.tld"; "name@", "host.tld"; "name", "@host.tld") joined. */
function joinEmails(words: Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const next = words[i + 1], after = words[i + 2];
    let parts: Word[] | null = null;
    if (next?.text === '@' && after && LOCAL.test(w.text) && DOMAIN.test(after.text)) parts = [w, next, after];
    else if (next && w.text.endsWith('@') && LOCAL.test(w.text.slice(0, -1)) && DOMAIN.test(next.text)) parts = [w, next];
    else if (next && next.text.startsWith('@') && LOCAL.test(w.text) && DOMAIN.test(next.text.slice(1))) parts = [w, next];
    if (!parts) { out.push(w); continue; }
    const conf = parts.reduce((s, p) => s + p.confidence, 0) / parts.length;
    out.push({ ...w, text: parts.map((p) => p.text).join(''), confidence: conf, bbox: [w.bbox[0], Math.min(...parts.map((p) => p.bbox[1])), parts[parts.length - 1].bbox[2], Math.max(...parts.map((p) => p.bbox[3]))] });
    i += parts.length - 1;
  }
  return out;
}

/** A line of `words` (left to right), as tall as `like`. */
export function lineOf(words: Word[], like: Line): Line {
  const bbox: Line['bbox'] = [Math.min(...words.map((w) => w.bbox[0])), like.bbox[1], Math.max(...words.map((w) => w.bbox[2])), like.bbox[3]];
  return { ...like, text: words.map((w) => w.text).join(' '), bbox, words };
}

/**
 * Lines with full-width punctuation in ASCII (on lines of Latin text), their words cut at the bars in them, and no
 * bar or lone bracket at either end (a line of them alone goes). On a scanned Italian invoice read through tesseract (bench/layouts-
 * scan.ts, sent without a language), the table's edge rule was read as a leading "|" on every item line; dropping
 * those bars took it from 22 to 80 of its 103 fields (98 when read through PP-OCR in English).
 */
export function tidyLines(lines: Line[]): Line[] {
  return lines.flatMap((l) => {
    const ascii = FULL_WIDTH.test(l.text) && !CJK.test(l.text);
    const spacedAt = / @|@ /.test(l.text);
    const marked = RULE_MARK.test(l.words[0]?.text ?? '') || RULE_MARK.test(l.words[l.words.length - 1]?.text ?? '');
    const commas = RUN_ON_COMMA.test(l.text);
    const misread = l.words.some(leadsGroupedAmount);
    const signs = FULL_WIDTH_SIGN.test(l.text);
    const amps = l.text.includes('£') && l.words.some(ampersandLike);
    if (!ascii && !l.text.includes('|') && !spacedAt && !marked && !commas && !misread && !signs && !amps) return [l];
    const pieces = l.words.map((w) => (ascii ? { ...w, text: asciiOf(w.text) } : w))
      .map((w) => (signs ? { ...w, text: signsOf(w.text) } : w))
      .map((w, i, all) => (amps && ampersandLike(w, i, all) ? { ...w, text: '&' } : w))
      .map((w, i, all) => (misread && leadsGroupedAmount(w, i, all) ? { ...w, text: [...w.text].map((c) => DIGIT_LIKE[c] ?? c).join('') } : w))
      .flatMap(piecesOf).flatMap(commaPieces);
    const words = trimRuleMarks(spacedAt ? joinEmails(pieces) : pieces);
    return words.length ? [lineOf(words, l)] : [];
  });
}

/**
 * Letters the recogniser reads for the digit they resemble at small sizes ("3O 250,00" for "30 250,00"): the glyph
 * pairs OCR confuses in most Latin fonts (O/o/D and 0, I/l and 1, Z and 2, S and 5, G/b and 6, B and 8, g/q and 9),
 * and å for 9, seen on a Norwegian page read through tesseract's Norwegian model (whose alphabet has the letter):
 * kept on that one sighting because it cannot misfire, no word mixes å with figures.
 */
const DIGIT_LIKE: Record<string, string> = { O: '0', o: '0', D: '0', I: '1', l: '1', Z: '2', S: '5', G: '6', b: '6', B: '8', g: '9', q: '9', å: '9' };
const MIXED_GROUP = new RegExp(`^(?=.*\\d)[\\d${Object.keys(DIGIT_LIKE).join('')}]{1,3}$`);
/** A thousands group with decimals: the end of a grouped amount ("600,00", "740.00"). */
const LAST_GROUP = /^\d{3}[.,]\d{2}$/;
/**
 * Figures followed by capitals, other than O and I: the shape of a product or model code ("4G", "5G", "3D", "2B"),
 * read as it stands however like a digit its letter is.
 */
const CODE_SHAPE = /^\d+(?![OI]+$)[A-Z]+$/;
/** A word an amount's leading group may follow: a figure ("12,50", "1 200") or a currency ("EUR", "$"). */
const BEFORE_AMOUNT = /^(?:[\d.,'’-]*\d[\d.,'’-]*|[A-Z]{3}|[$€£¥₹]|kr\.?)$/u;

/**
 * Whether words[i] is the leading group of an amount grouped with spaces ("3O 250,00") with a letter read for a digit
 * in it: a group of up to three characters, digits among them, before a group of three digits and decimals, at the
 * start of its line or after a figure or a currency (an amount's column or its currency's), not after a word ("Router
 * 4G 129.00" names a product, then its price) and not shaped like a code. Read so, the amount parses as two figures
 * or none, and the line item's total is lost.
 */
function leadsGroupedAmount(w: Word, i: number, words: Word[]): boolean {
  const next = words[i + 1];
  if (next === undefined || /^\d+$/.test(w.text) || !MIXED_GROUP.test(w.text) || !LAST_GROUP.test(next.text)) return false;
  if (CODE_SHAPE.test(w.text)) return false;
  return i === 0 || BEFORE_AMOUNT.test(words[i - 1].text);
}

/** A word of capitals, maybe abbreviated ("BUS", "CO."): a name's word, never a figure or a currency's code beside one. */
const CAPITALS_WORD = /^\p{Lu}[\p{Lu}'-]*[.,]?$/u;

/** Whether words[i] is a lone "£" between two words in capitals: an ampersand in a name, misread (tidyLines). */
function ampersandLike(w: Word, i: number, words: Word[]): boolean {
  const before = words[i - 1], after = words[i + 1];
  return w.text === '£' && before !== undefined && after !== undefined && CAPITALS_WORD.test(before.text) && CAPITALS_WORD.test(after.text);
}

/** A bar or a lone square bracket: what the recogniser makes of a rule beside a cell's text. */
const RULE_MARK = /^[|¦[\]]$/;

/**
 * The words without rule marks at either end: a bar or bracket there separates nothing, it is the rule at a table's
 * edge or a cell's (a line of marks alone goes).
 */
export function trimRuleMarks(words: Word[]): Word[] {
  let a = 0, b = words.length;
  while (a < b && RULE_MARK.test(words[a].text)) a++;
  while (b > a && RULE_MARK.test(words[b - 1].text)) b--;
  return a === 0 && b === words.length ? words : words.slice(a, b);
}

/**
 * The lines without echoes: a line of one or two characters lying where another line reads the same characters.
 * The detector sometimes boxes a cell's first letter again on its own ("K" over the "K" of "KARACHI SURGICAL" on a
 * scanned air cargo manifest), and the stray letter joins whatever cell it falls in. The echo has to sit over those
 * characters (each word's box shared out among its characters), not merely inside the other line: a lone "1" in a
 * box that a longer line's padded box happens to cover is a reading of its own.
 */
export function dropEchoes(lines: Line[]): Line[] {
  const echoes = new Set<Line>();
  for (const e of lines) {
    const t = e.text.trim().toUpperCase();
    if (t.length === 0 || t.length > 2) continue;
    if (lines.some((l) => l !== e && !echoes.has(l) && l.text.trim().length > t.length && readsOver(l, e, t))) echoes.add(e);
  }
  return echoes.size ? lines.filter((l) => !echoes.has(l)) : lines;
}

/** Whether a word of `l` reads `t` at the place where the short line `e` lies. */
function readsOver(l: Line, e: Line, t: string): boolean {
  const h = e.bbox[3] - e.bbox[1];
  if (Math.min(e.bbox[3], l.bbox[3]) - Math.max(e.bbox[1], l.bbox[1]) < h / 2) return false;
  if (e.bbox[0] < l.bbox[0] - 2 || e.bbox[2] > l.bbox[2] + 2) return false;
  for (const w of l.words) {
    if (w.bbox[2] <= e.bbox[0] || w.bbox[0] >= e.bbox[2]) continue;
    const text = w.text.toUpperCase();
    const per = (w.bbox[2] - w.bbox[0]) / Math.max(1, text.length);
    for (let i = text.indexOf(t); i >= 0; i = text.indexOf(t, i + 1)) {
      const x0 = w.bbox[0] + i * per, x1 = x0 + t.length * per;
      if (Math.min(x1, e.bbox[2]) - Math.max(x0, e.bbox[0]) > 0) return true;
    }
  }
  return false;
}
