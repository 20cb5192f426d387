/**
 * A caption OCR read with letters lost all through it ("Fight No", "Handing Infomation", "Aiport f Loadng"): at
 * 150 dpi thin letters (l, i, r, t) of the smallest print fade out of the scan, so that no word is a caption word
 * any more and the word-by-word correction (ocr-captions.ts), which starts from the caption words a line holds,
 * has nothing to go on. The whole line is a caption once its letters are put back: a short line of words only,
 * within a few lost or changed letters of one caption of the dictionaries (one in six of the caption's letters and
 * spaces; one when every word was read sure), and nearer that caption than any other, is written as it. A long
 * caption (an IATA box's "Issuing Carrier's Agent Name and City") is as distinct with more words, and a numbered
 * form's box number before it ("(9) ", "(32A ", or a bare "9 " before a long caption) is kept as read and left
 * out of the comparison.
 */
import type { Line, Word } from '../types.ts';
import { COLUMN_WORDS, LOGISTICS_LABELS, TABLE_COLUMN_WORDS } from './logistics/labels.ts';
import { normLabel } from './logistics/label-lookup.ts';
import { editDistance } from './parse/text.ts';

/** The most words of a caption of the dictionaries (its normal form's). */
let mostWords = 0;
/** Captions by the length of their normal form: the first printed wording of each normal form. */
let byLength: Map<number, Array<{ norm: string; text: string; words: number }>> | null = null;
function captions(): Map<number, Array<{ norm: string; text: string; words: number }>> {
  if (byLength) return byLength;
  const seen = new Set<string>();
  byLength = new Map();
  for (const list of Object.values(LOGISTICS_LABELS) as Array<readonly string[]>) {
    for (const text of list) {
      const norm = normLabel(text);
      // Short captions are too near one another and to words of values ("Vol", "Flug").
      if (norm.length < MIN_LENGTH || seen.has(norm) || !/^[a-z ]+$/.test(norm)) continue;
      seen.add(norm);
      (byLength.get(norm.length) ?? byLength.set(norm.length, []).get(norm.length)!).push({ norm, text, words: norm.split(' ').length });
      mostWords = Math.max(mostWords, norm.split(' ').length);
    }
  }
  return byLength;
}

const MIN_LENGTH = 10;

/**
 * Every caption and table column wording of the dictionaries, of any length (normal forms): a line that reads as one
 * is as printed, even where a longer caption is a letter away ("CONTAINER" is no "Containers" with its "s" lost).
 */
let printed: Set<string> | null = null;
function printedCaptions(): Set<string> {
  if (printed) return printed;
  printed = new Set();
  const lists = [...Object.values(LOGISTICS_LABELS), ...Object.values(COLUMN_WORDS), ...TABLE_COLUMN_WORDS.flatMap((w) => Object.values(w))] as Array<readonly string[]>;
  for (const list of lists) for (const text of list) printed.add(normLabel(text));
  return printed;
}

/** Words read at least this sure are as printed (ocr-captions.ts's SURE). */
const SURE = 0.95;
/** A caption line is short: a value's line of a few words is longer or holds a figure. */
const MAX_WORDS = 4;
/**
 * A caption of this many letters and spaces may be matched by a line of as many words as it has and one more:
 * no value's line comes within one in six letters of so long a caption by chance.
 */
const LONG_CAPTION = 28;
/** A box number printed before its caption in brackets, maybe with one of them lost: "(9) ", "(11B ", "32A) ". */
const BOX_NUMBER = /^(?:\(\d{1,2}[A-Za-z]?\)?|\d{1,2}[A-Za-z]?\))$/;
/**
 * A bare number before words ("12 Pallets handling charge" is a count and a charge as often as a box number and its
 * caption): left out of the comparison only when the words come near a long caption, which no value's words do.
 */
const BARE_NUMBER = /^\d{1,2}[A-Za-z]?$/;

/**
 * Edits from `read` to `caption` in half letters: a letter of the caption that the reading lacks costs one, any
 * other edit (a letter changed, added or two swapped) two. Faded thin letters are lost, not changed: a long caption
 * read at 150 dpi may lack one letter in five ("Airport f aure" for "Airport of Departure") and still be nearer
 * its caption than any other. Above `max`, max + 1.
 */
function lostDistance(read: string, caption: string, max: number): number {
  if (read.length > caption.length + max / 2) return max + 1;
  let prev = Array.from({ length: caption.length + 1 }, (_, j) => j);
  for (let i = 1; i <= read.length; i++) {
    const cur = [2 * i];
    let best = cur[0];
    for (let j = 1; j <= caption.length; j++) {
      cur[j] = Math.min(prev[j] + 2, cur[j - 1] + 1, prev[j - 1] + (read[i - 1] === caption[j - 1] ? 0 : 2));
      if (cur[j] < best) best = cur[j];
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return Math.min(prev[caption.length], max + 1);
}

/** The caption `words` are with their lost letters put back, or null. */
function nearestCaption(words: readonly Word[]): string | null {
  const text = words.map((w) => w.text).join(' ');
  if (/\d/.test(text)) return null;
  // Read sure, the line is as printed but for one letter (a faded "l": "Handing information").
  const sure = words.every((w) => w.confidence >= SURE);
  const norm = normLabel(text);
  if (norm.length < MIN_LENGTH - 2 || printedCaptions().has(norm)) return null;
  const table = captions();
  let best: string | null = null, bestNorm = '', bestD = Infinity, tie = false;
  for (let len = norm.length; len <= norm.length + Math.ceil(norm.length / 4); len++) {
    for (const c of table.get(len) ?? []) {
      if (words.length > MAX_WORDS && (c.norm.length < LONG_CAPTION || words.length > c.words + 1)) continue;
      const max = sure ? 1 : Math.floor(c.norm.length / 6);
      const d = c.norm.length >= LONG_CAPTION ? lostDistance(norm, c.norm, 2 * max) / 2 : editDistance(norm, c.norm, max);
      if (d > max) continue;
      if (d < bestD) { best = c.text; bestNorm = c.norm; bestD = d; tie = false; } else if (d === bestD && c.norm !== bestNorm) tie = true;
    }
  }
  return best && bestD > 0 && !tie ? best : null;
}

/**
 * `l` written as the caption it is with its lost letters put back (after its box number, kept as read), each word
 * with its characters' share of the box; else `l`.
 */
export function lostLettersCaption(l: Line): Line {
  const bare = l.words.length > 1 && BARE_NUMBER.test(l.words[0].text);
  const boxed = bare || (l.words.length > 1 && BOX_NUMBER.test(l.words[0].text)) ? 1 : 0;
  const rest = l.words.slice(boxed);
  captions();
  if (rest.length > mostWords + 1) return l;
  const text = nearestCaption(rest);
  if (!text || (bare && normLabel(text).length < LONG_CAPTION)) return l;
  const [x0, y0, x1, y1] = l.bbox;
  const start = boxed ? rest[0].bbox[0] : x0;
  const per = (x1 - start) / text.length;
  const confidence = Math.min(...rest.map((w) => w.confidence));
  const words: Word[] = [...text.matchAll(/\S+/g)].map((m) => ({ ...rest[0], text: m[0], confidence, bbox: [start + m.index! * per, y0, start + (m.index! + m[0].length) * per, y1] }));
  const all = [...l.words.slice(0, boxed), ...words];
  return { ...l, text: all.map((w) => w.text).join(' '), words: all };
}

/**
 * Whether OCR `words` read as a caption of the dictionaries: as printed (any caption or column wording), or within a
 * few lost letters of one. ocr-box-numbers.ts joins a lone box number only to such a line.
 */
export function readsAsCaption(words: readonly Word[]): boolean {
  if (!words.length) return false;
  const norm = normLabel(words.map((w) => w.text).join(' '));
  if (printedCaptions().has(norm)) return true;
  captions();
  return words.length <= mostWords + 1 && nearestCaption(words) !== null;
}
