/**
 * A caption OCR read with letters lost all through it ("Fight No", "Handing Infomation", "Aiport f Loadng"): at
 * 150 dpi thin letters (l, i, r, t) of the smallest print fade out of the scan, so that no word is a caption word
 * any more and the word-by-word correction (ocr-captions.ts), which starts from the caption words a line holds,
 * has nothing to go on. The whole line is a caption once its letters are put back: a short line of words only,
 * within a few lost or changed letters of one caption of the dictionaries (one in six of the caption's letters and
 * spaces; one when every word was read sure), and nearer that caption than any other, is written as it.
 */
import type { Line, Word } from '../types.ts';
import { COLUMN_WORDS, LOGISTICS_LABELS, TABLE_COLUMN_WORDS } from './logistics/labels.ts';
import { normLabel } from './logistics/label-lookup.ts';
import { editDistance } from './parse/text.ts';

/** Captions by the length of their normal form: the first printed wording of each normal form. */
let byLength: Map<number, Array<{ norm: string; text: string }>> | null = null;
function captions(): Map<number, Array<{ norm: string; text: string }>> {
  if (byLength) return byLength;
  const seen = new Set<string>();
  byLength = new Map();
  for (const list of Object.values(LOGISTICS_LABELS) as Array<readonly string[]>) {
    for (const text of list) {
      const norm = normLabel(text);
      // Short captions are too near one another and to words of values ("Vol", "Flug").
      if (norm.length < MIN_LENGTH || seen.has(norm) || !/^[a-z ]+$/.test(norm)) continue;
      seen.add(norm);
      (byLength.get(norm.length) ?? byLength.set(norm.length, []).get(norm.length)!).push({ norm, text });
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

/** The caption `l` is with its lost letters put back, or null. */
function nearestCaption(l: Line): string | null {
  if (l.words.length > MAX_WORDS || /\d/.test(l.text)) return null;
  // Read sure, the line is as printed but for one letter (a faded "l": "Handing information").
  const sure = l.words.every((w) => w.confidence >= SURE);
  const norm = normLabel(l.text);
  if (norm.length < MIN_LENGTH - 2 || printedCaptions().has(norm)) return null;
  const table = captions();
  let best: string | null = null, bestNorm = '', bestD = Infinity, tie = false;
  for (let len = norm.length; len <= norm.length + Math.ceil(norm.length / 4); len++) {
    for (const c of table.get(len) ?? []) {
      const max = sure ? 1 : Math.floor(c.norm.length / 6);
      const d = editDistance(norm, c.norm, max);
      if (d > max) continue;
      if (d < bestD) { best = c.text; bestNorm = c.norm; bestD = d; tie = false; } else if (d === bestD && c.norm !== bestNorm) tie = true;
    }
  }
  return best && bestD > 0 && !tie ? best : null;
}

/** `l` written as the caption it is with its lost letters put back, each word with its characters' share of the box; else `l`. */
export function lostLettersCaption(l: Line): Line {
  const text = nearestCaption(l);
  if (!text) return l;
  const [x0, y0, x1, y1] = l.bbox;
  const per = (x1 - x0) / text.length;
  const confidence = Math.min(...l.words.map((w) => w.confidence));
  const words: Word[] = [...text.matchAll(/\S+/g)].map((m) => ({ ...l.words[0], text: m[0], confidence, bbox: [x0 + m.index! * per, y0, x0 + (m.index! + m[0].length) * per, y1] }));
  return { ...l, text, words };
}
