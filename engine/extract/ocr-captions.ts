/**
 * Caption words OCR misread, put right before extraction. Captions are the smallest print on a form, and at 150–200
 * dpi the recogniser drops or swaps a letter of them ("Air Waybil No.", "Marks of Nationalty", "CARRER"), so that
 * the caption no longer names its field and a whole table or box goes unread. Captions come from a known vocabulary
 * (the label dictionaries, document titles and the classifier's cue phrases), so a word the recogniser was unsure
 * of, one letter off a caption word (two for long words), on a line that reads as captions (most of its words are
 * caption words already), is written as that caption word. Lines of values (names, addresses, goods) and words read
 * with confidence are left alone: a street called "Carrer" stays one, and so do coffee "BEANS".
 */
import type { Line, PageContent, Word } from '../types.ts';
import { COLUMN_WORDS, LOGISTICS_LABELS, TABLE_COLUMN_WORDS } from './logistics/labels.ts';
import { TURKISH_LABELS } from './logistics/labels-turkish.ts';
import { COLUMN_LABELS, LABELS } from './parse/labels.ts';
import { countryFromName } from './parse/countries.ts';
import { caseLike, editDistance, fold } from './parse/text.ts';
import { lostLettersCaption } from './ocr-caption-phrases.ts';
import { joinOcrBoxNumbers } from './ocr-box-numbers.ts';
import { CUES, FREIGHT_CHARGES, TITLES } from './classify-vocab.ts';

/** Every word of the label dictionaries, folded (the dictionaries are written folded). */
function vocabulary(): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    // Words wholly of a–z: one with another letter ("ınformation") would leave a piece that is no word.
    if (typeof v === 'string') for (const w of v.split(/[\s\-/.,:;()'"#&+]+/)) { if (w.length >= 3 && /^[a-z]+$/.test(w)) out.add(w); }
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  [LOGISTICS_LABELS, COLUMN_WORDS, TABLE_COLUMN_WORDS, LABELS, COLUMN_LABELS, TITLES, CUES, FREIGHT_CHARGES].forEach(walk);
  return out;
}

/**
 * Every two words printed one after the other in a caption of the dictionaries ("full address", "of goods"),
 * folded and joined by a space: what says a short word dropped a letter of a caption word (shortLetterLost).
 */
function captionPairs(): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      const words = v.toLowerCase().split(/[\s\-/.,:;()'"#&+]+/).filter((w) => w.length > 0);
      for (let i = 1; i < words.length; i++) if (/^[a-z]+$/.test(words[i - 1]) && /^[a-z]+$/.test(words[i])) out.add(`${words[i - 1]} ${words[i]}`);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  [LOGISTICS_LABELS, COLUMN_WORDS, TABLE_COLUMN_WORDS, LABELS, COLUMN_LABELS].forEach(walk);
  return out;
}
let pairs: Set<string> | null = null;

/**
 * A short word of a caption with one letter lost ("ful address", "Description of gods", "tem number"): too short
 * for the near-miss search, where one letter off is too often another word, but a letter lost leaves a word that
 * is no caption word, beside a caption word with which the word it was is printed in a caption. The caption word
 * it was (folded), when one alone fits, or null.
 */
function shortLetterLost(w: string, before: string | undefined, after: string | undefined): string | null {
  if (w.length < 3 || w.length >= MIN_FIX || lexicon().words.has(w) || LINKS.has(w)) return null;
  pairs ??= captionPairs();
  const fits = new Set<string>();
  for (let k = 0; k <= w.length; k++) {
    for (let c = 97; c <= 122; c++) {
      const v = w.slice(0, k) + String.fromCharCode(c) + w.slice(k);
      if ((before && pairs.has(`${before} ${v}`)) || (after && pairs.has(`${v} ${after}`))) fits.add(v);
    }
  }
  return fits.size === 1 ? [...fits][0] : null;
}

/**
 * Caption words printed with a u-umlaut, the umlaut read as an i ("Brit agirlik" for "Brüt ağırlık", "ihracat ilkesi"
 * for "ihracat ülkesi"): the recogniser takes the two dots over a short u for an i's dot, and a word of four letters
 * is too short for the near-miss search. Built once, from every wording of the dictionaries: the word as read (each
 * ü, or all of them, an i; the rest folded) to the caption word (folded), and every two words printed one after the
 * other in a caption (folded). A word read so is written as the caption word only beside a word it is printed with.
 */
let umlauts: { read: Map<string, string>; pairs: Set<string> } | null = null;
function umlautWords(): { read: Map<string, string>; pairs: Set<string> } {
  if (umlauts) return umlauts;
  const read = new Map<string, string>();
  const pairs = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      const words = v.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 0);
      const folded = words.map((w) => fold(w));
      for (let i = 1; i < folded.length; i++) pairs.add(`${folded[i - 1]} ${folded[i]}`);
      words.forEach((w, i) => {
        if (!w.includes('ü')) return;
        const variants = new Set([fold(w.replaceAll('ü', 'i'))]);
        for (let k = w.indexOf('ü'); k >= 0; k = w.indexOf('ü', k + 1)) variants.add(fold(`${w.slice(0, k)}i${w.slice(k + 1)}`));
        for (const x of variants) if (/^[a-z]+$/.test(x) && x !== folded[i]) read.set(x, folded[i]);
      });
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  [LOGISTICS_LABELS, TURKISH_LABELS, COLUMN_WORDS, TABLE_COLUMN_WORDS, LABELS, COLUMN_LABELS].forEach(walk);
  for (const x of [...read.keys()]) if (lexicon().words.has(x)) read.delete(x);
  umlauts = { read, pairs };
  return umlauts;
}

/** The caption word `w` (folded) is with its u-umlaut read as an i put back, beside `before` or `after` (folded), or null. */
function umlautRead(w: string, before: string | undefined, after: string | undefined): string | null {
  if (!w.includes('i')) return null;
  const { read, pairs } = umlautWords();
  const v = read.get(w);
  return v && ((before && pairs.has(`${before} ${v}`)) || (after && pairs.has(`${v} ${after}`))) ? v : null;
}

/** Shorter words are too often another word one letter away. */
const MIN_FIX = 5;

/** The vocabulary, and its words of at least MIN_FIX - 1 letters by length (the near-miss search's), made on the first OCR page. */
let vocab: { words: Set<string>; byLength: Map<number, string[]> } | null = null;
function lexicon(): { words: Set<string>; byLength: Map<number, string[]> } {
  if (!vocab) {
    const words = vocabulary();
    const byLength = new Map<number, string[]>();
    for (const w of words) if (w.length >= MIN_FIX - 1) (byLength.get(w.length) ?? byLength.set(w.length, []).get(w.length)!).push(w);
    vocab = { words, byLength };
  }
  return vocab;
}

/** Whether `w` (folded) is a word of the label dictionaries' captions. */
export const isCaptionWord = (w: string): boolean => lexicon().words.has(w);

/** The one caption word `w` (folded, not a caption word itself) is a letter or two off, or null. */
function nearCaptionWord(w: string): string | null {
  if (w.length < MIN_FIX) return null;
  const max = w.length >= 8 ? 2 : 1;
  let best: string | null = null, bestD = max + 1, tie = false;
  for (let len = w.length - max; len <= w.length + max; len++) {
    for (const v of lexicon().byLength.get(len) ?? []) {
      const d = editDistance(w, v, max);
      if (d < bestD) { best = v; bestD = d; tie = false; } else if (d === bestD) tie = true;
    }
  }
  return best && !tie && !(bestD === 2 && otherEnding(w, best)) ? best : null;
}

/**
 * Whether two words differ only in an ending of other letters ("accessories" and "accessorial"): another form of a
 * word, not a misreading, whose two letters off would fall anywhere in the word (a transposition at the end,
 * "weihgt", keeps the ending's letters).
 */
function otherEnding(a: string, b: string): boolean {
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  if (p < Math.max(a.length, b.length) - 3) return false;
  const sorted = (s: string): string => [...s].sort().join('');
  return sorted(a.slice(p)) !== sorted(b.slice(p));
}

/**
 * A capital I the recogniser read as a lower-case l ("ltem", "lnvoice No."): in a sans-serif face the two are the
 * same stroke, so the reading can be sure and the word short. The caption word it is once the I is put back, or
 * null; an English word starting with "l" and another consonant is all but unknown.
 */
function capitalI(word: string): string | null {
  if (!L_FOR_I.test(word)) return null;
  const fixed = `i${word.slice(1).toLowerCase()}`;
  return lexicon().words.has(fixed) ? fixed : null;
}
const L_FOR_I = /^l[bcdfghjkmnpqrstvwxz][a-z]+$/;

/** Words read at least this sure are left as read: misread captions come out less sure (at 150 dpi 0.65–0.86). */
const SURE = 0.95;
const ASCII_LETTERS = /^[A-Za-z]+$/;

/** "No.", "Nr.", "N°": a caption's number sign, as much a caption word as any. */
const NUMBER_CAPTION = /^(?:no|nr|n°|nº)[.:]*$/i;

/** A word's letters (folded) between its leading and trailing punctuation. */
const CORE = /^([^\p{L}]*)(\p{L}+)([^\p{L}]*)$/u;

/** How many of a line's words are words (of three letters or more, or a number sign) and how many are caption words. */
function wordCounts(l: Line): { letters: number; known: number; unknown: Array<{ i: number; m: RegExpExecArray }> } {
  let letters = 0, known = 0;
  const unknown: Array<{ i: number; m: RegExpExecArray }> = [];
  l.words.forEach((w, i) => {
    if (NUMBER_CAPTION.test(w.text)) { known++; letters++; return; }
    const m = CORE.exec(w.text);
    if (!m || m[2].length < 3) return;
    letters++;
    if (lexicon().words.has(fold(m[2]))) known++;
    // A misread word is one the recogniser was unsure of, and a word with accents is its own spelling.
    // A country's name is a value however unsure ("France" is one letter off the incoterm "franco").
    else if (capitalI(m[2]) || (m[2].length >= MIN_FIX && w.confidence < SURE && ASCII_LETTERS.test(m[2]) && !countryFromName(m[2]))) unknown.push({ i, m });
  });
  return { letters, known, unknown };
}

/**
 * The line with its misread caption words put right, or the line itself. A line of one word (a table header's
 * cell, which the detector boxes on its own, maybe after its box number) is judged with the other short lines of
 * its printed row.
 */
function correctLine(l: Line, row: readonly Line[]): Line {
  // Most lines are values (no caption word at all): only a line with one looks further.
  const own = wordCounts(l);
  const { unknown } = own;
  let { letters, known } = own;
  if (letters === 1 && row.length > 1) {
    for (const o of row) {
      if (o === l) continue;
      const c = wordCounts(o);
      letters += c.letters;
      known += c.known;
    }
  }
  // A line of captions: two caption words already and most of its words caption words once put right, or a
  // caption of up to three words ("Gross Weigth", "Manifes No.") that all are once put right. One caption word
  // among others is not enough: a goods line cut at a column rule ("BEANS IN JUTE BAGS") holds a package kind.
  const captions = (fixed: number): boolean =>
    (known >= 2 && 5 * (known + fixed) >= 3 * letters) || (known >= 1 && letters <= 3 && known + fixed === letters);
  // A capital I read as l is put back on any line: the word it makes is a caption word, the word as read none.
  const fixes = new Map<number, string>();
  for (const { i, m } of unknown) if (capitalI(m[2])) fixes.set(i, `${m[1]}I${m[2].slice(1)}${m[3]}`);
  if (captions(unknown.length)) {
    const near = new Map<number, string>();
    for (const { i, m } of unknown) {
      const w = fixes.has(i) ? null : nearCaptionWord(m[2].toLowerCase()) ?? gluedCaptionWords(m[2].toLowerCase());
      if (w) near.set(i, `${m[1]}${caseLike(w, m[2])}${m[3]}`);
    }
    if (near.size && captions(fixes.size + near.size)) for (const [i, t] of near) fixes.set(i, t);
  }
  l.words.forEach((w, i) => {
    const m = CORE.exec(w.text);
    if (!m || fixes.has(i) || !ASCII_LETTERS.test(m[2])) return;
    const core = (j: number): string | undefined => { const c = CORE.exec(fixes.get(j) ?? l.words[j]?.text ?? ''); return c ? fold(c[2]) : undefined; };
    // The letters next to the word, for a u-umlaut read as an i: the last run of the word before ("Sevk/ihracat").
    const edge = (j: number, last: boolean): string | undefined => {
      const runs = (fixes.get(j) ?? l.words[j]?.text ?? '').match(/\p{L}+/gu);
      return runs ? fold(last ? runs[runs.length - 1] : runs[0]) : undefined;
    };
    const v = shortLetterLost(m[2].toLowerCase(), core(i - 1), core(i + 1)) ?? umlautRead(m[2].toLowerCase(), edge(i - 1, true), edge(i + 1, false));
    if (v) fixes.set(i, `${m[1]}${caseLike(v, m[2])}${m[3]}`);
  });
  if (fixes.size === 0) return l;
  // A fix of two words (glued words set apart) makes two words, each with its share of the box.
  const words: Word[] = l.words.flatMap((w, i) => (fixes.has(i) ? apart({ ...w, text: fixes.get(i)! }) : [w]));
  return { ...l, text: words.map((w) => w.text).join(' '), words };
}

/** Short words a caption runs on with ("Description of Goods", "Number and date"), too short for the vocabulary. */
const LINKS = new Set(['of', 'and', 'or', 'to', 'in', 'for', 'by', 'the']);

/**
 * Two caption words the recogniser ran together, the narrow space between them lost ("descriptionof gods"): the
 * two words apart ("description of"), a caption word of four letters or more first, then a caption word or a
 * short linking word; null when no cut makes two. The longest first word wins ("weightand": "weight and").
 */
function gluedCaptionWords(w: string): string | null {
  const { words } = lexicon();
  for (let k = w.length - 2; k >= 4; k--) {
    const head = w.slice(0, k), tail = w.slice(k);
    if (words.has(head) && (LINKS.has(tail) || words.has(tail))) return `${head} ${tail}`;
  }
  return null;
}

/** A word whose text holds spaces as the words it spells, each with its characters' share of the box. */
function apart(w: Word): Word[] {
  if (!w.text.includes(' ')) return [w];
  const [x0, y0, x1, y1] = w.bbox;
  const per = (x1 - x0) / w.text.length;
  return [...w.text.matchAll(WORD_RUN)].map((m) => ({ ...w, text: m[0], bbox: [x0 + m.index! * per, y0, x0 + (m.index! + m[0].length) * per, y1] }));
}

/**
 * A box number run into the caption after it ("5.ltem", "23.Importer No.", "33.A. HTSUS"): the recogniser drops
 * the narrow space after the number's point, and a caption whose box number is glued to its first word is read as
 * no numbered caption (a goods grid's "5. Item" column, a customs line table's "33. A. HTSUS Rate"). The number is
 * set apart when what follows it is a caption word (its I maybe read as l) or a sub-box letter ("A." to "D.", as
 * sub-boxes are lettered; "1.R. Tax" is "I.R. Tax" misread, no box).
 */
const GLUED_BOX = /^(\d{1,2}\.)(\p{L}.*)$/u;

function boxNumberApart(l: Line): Line {
  const first = l.words[0];
  const m = first ? GLUED_BOX.exec(first.text) : null;
  if (!m) return l;
  const core = CORE.exec(m[2])?.[2];
  const known = /^[A-D]\.$/.test(m[2]) || (!!core && (lexicon().words.has(fold(core)) || !!capitalI(core)));
  if (!known) return l;
  const words = [...apart({ ...first, text: `${m[1]} ${m[2]}` }), ...l.words.slice(1)];
  return { ...l, text: words.map((w) => w.text).join(' '), words };
}

/** OCR pages with their misread caption words put right (box numbers joined to them first); pages with a text layer as they are. */
export function correctCaptions(pages: PageContent[]): PageContent[] {
  return pages.map((p) => (p.textSource === 'ocr'
    ? { ...p, lines: joinOcrBoxNumbers(p.lines, p.rules).map((l) => lostLettersCaption(poundUnit(phoneLabel(sidesCaption(correctLine(slashedCaptionWords(boxNumberApart(l)), l.words.length <= SHORT ? shortLineRow(p.lines, l) : [])))))) }
    : p));
}

/**
 * Two caption words printed about a spaced slash read as one word ("Curency/charges" for "Currency / charges"):
 * the recogniser drops the narrow spaces beside the slash, and a box whose caption names its items parted by
 * slashes (currency, charges code) is read item by item. Each side a caption word, maybe one letter off when the
 * word was read unsure, the word is written as the two caption words about a spaced slash.
 */
const SLASHED = /^([^\p{L}]*)(\p{L}{3,})\/(\p{L}{3,})([^\p{L}]*)$/u;

function slashedCaptionWords(l: Line): Line {
  let changed = false;
  const words = l.words.flatMap((w) => {
    const m = SLASHED.exec(w.text);
    if (!m) return [w];
    const side = (t: string): string | null => {
      if (lexicon().words.has(fold(t))) return t;
      const near = w.confidence < SURE && ASCII_LETTERS.test(t) ? nearCaptionWord(t.toLowerCase()) : null;
      return near ? caseLike(near, t) : null;
    };
    const a = side(m[2]), b = side(m[3]);
    if (!a || !b) return [w];
    changed = true;
    return apart({ ...w, text: `${m[1]}${a} / ${b}${m[4]}` });
  });
  return changed ? { ...l, text: words.map((w) => w.text).join(' '), words } : l;
}

/**
 * A pound unit printed alone under or beside a weight caption ("kg" over "lb" in an air waybill's rate block),
 * its "l" read as a "1" or an "I": a line of "1b" is no figure (no figure ends in "b"), and without the unit the
 * block's header is not read.
 */
const POUND_MISREAD = /^[1I|](bs?)$/;

function poundUnit(l: Line): Line {
  const m = POUND_MISREAD.exec(l.text.trim());
  if (!m || l.words.length !== 1) return l;
  const text = `l${m[1]}`;
  return { ...l, text, words: [{ ...l.words[0], text }] };
}

/**
 * A phone label with its "l" read as a one ("Te1 +90 212 555 0101", "TE1: 0049 …"): no word "Te1" is printed, and
 * without its label a number with no "+" is not read as a phone. Put right before a figure only.
 */
const PHONE_MISREAD = /^(T[eE])1([.:]?)$/;

function phoneLabel(l: Line): Line {
  if (!l.text.includes('e1') && !l.text.includes('E1')) return l;
  let changed = false;
  const words = l.words.map((w, i) => {
    const m = PHONE_MISREAD.exec(w.text);
    if (!m || !/^[+(\d]/.test(l.words[i + 1]?.text ?? '')) return w;
    changed = true;
    return { ...w, text: `${m[1]}${m[1] === 'TE' ? 'L' : 'l'}${m[2]}` };
  });
  return changed ? { ...l, text: words.map((w) => w.text).join(' '), words } : l;
}

/**
 * A carton's sides caption with its middle letter read as a digit or a bar ("L x1 x h cm", "L x | x H"): the
 * recogniser takes a lower-case "l" (French "largeur") or an "I" beside an "x" for a "1", and the caption, now
 * holding a figure, no longer reads as one, so a packing list's second header line (units under the captions) is
 * lost with it.
 */
const SIDES_MISREAD = /^([Ll])\s*[x×]\s*[1I|]\s*[x×]\s*([Hh])(?=\s|$)/;
const WORD_RUN = /\S+/g;

function sidesCaption(l: Line): Line {
  const m = SIDES_MISREAD.exec(l.text);
  if (!m) return l;
  const text = `${m[1]} x l x ${m[2]}${l.text.slice(m[0].length)}`;
  // The words anew, each with its characters' share of the line's box.
  return { ...l, text, words: apart({ ...l.words[0], text, bbox: l.bbox }) };
}

/** A header cell's line: its caption word, maybe after a box number ("32 Item"). */
const SHORT = 2;

/** The short lines printed on `l`'s row (boxes overlapping by half the lower's height), `l` among them. */
function shortLineRow(lines: readonly Line[], l: Line): Line[] {
  const h = l.bbox[3] - l.bbox[1];
  return lines.filter((o) => o.words.length <= SHORT && Math.min(o.bbox[3], l.bbox[3]) - Math.max(o.bbox[1], l.bbox[1]) >= Math.min(h, o.bbox[3] - o.bbox[1]) / 2);
}
