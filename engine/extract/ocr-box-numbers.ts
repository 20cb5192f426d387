/**
 * A box number the detector boxed apart from its caption. On a scanned customs form the small box number in a box's
 * corner ("25", "15a") often comes out as a line of its own, touching the caption's line ("25" | "Verkehrszweig an
 * der Grenze") or overlapping it and read twice ("35" | "5 Rohmasse gesamt (kg)"). A caption read without its
 * number no longer starts where its box does, so the value under it, printed at the box's left edge, is no longer
 * under it, and a numbered caption is no longer one. A text layer gives the number and the caption as one line: so
 * does this, for OCR lines only.
 */
import { ruleBetween } from '../layout/rules.ts';
import type { Line, Rule } from '../types.ts';
import { captionKeysOf } from './logistics/captions.ts';
import { readsAsCaption } from './ocr-caption-phrases.ts';

/**
 * A box number as read alone: one or two digits and maybe a sub-box letter ("7", "15a"), the leading 1 maybe read as
 * a dotless i, an I or an l ("ı5a") — a number beside a caption, so a letter before its digit can only be that 1.
 */
const BOX_NUMBER = /^([ıIl]?)(\d{1,2}[a-z]?)$/;
/** A caption's first word: a letter leads it, or a bracket or a point before one ("(a) Item", ".Exporter"). */
const CAPTION_START = /^[(.]?\p{L}/u;

const height = (l: Line): number => l.bbox[3] - l.bbox[1];

/** Whether `b` sits on `a`'s row: their boxes overlap by half the smaller one's height. */
const sameRow = (a: Line, b: Line): boolean =>
  Math.min(a.bbox[3], b.bbox[3]) - Math.max(a.bbox[1], b.bbox[1]) >= Math.min(height(a), height(b)) / 2;

/**
 * The caption line `num` (a lone box number) is glued to: the nearest line on its row starting within half the
 * caption's height right of the number's end (or over its last digit, read twice), with no vertical rule between.
 */
function captionAfter(lines: readonly Line[], num: Line, rules: readonly Rule[]): Line | null {
  let best: Line | null = null;
  for (const l of lines) {
    if (l === num || !sameRow(num, l) || l.bbox[0] <= num.bbox[0]) continue;
    const gap = l.bbox[0] - num.bbox[2];
    if (gap > height(l) * 0.5 || gap < -(num.bbox[2] - num.bbox[0])) continue;
    if (ruleBetween(rules, num.bbox, l.bbox, 3)) continue;
    if (!best || l.bbox[0] < best.bbox[0]) best = l;
  }
  if (!best) return null;
  const first = best.words[0]?.text ?? '';
  // The number's last digits read again as the caption's first word: an echo, and the word after it the caption's.
  const echo = num.text.endsWith(first) && best.bbox[0] < num.bbox[2] && CAPTION_START.test(best.words[1]?.text ?? '');
  return echo || CAPTION_START.test(first) ? best : null;
}

/**
 * Whether the words after a box number read as a caption: a known one (with its box number or without, in two
 * languages, with a qualifier: logistics/captions.ts), or one of the dictionaries' with letters lost to the scan.
 * A description beside a count in an unruled scanned table ("1" | "Widget assembly") is none.
 */
function isCaptionLine(num: string, words: Line['words']): boolean {
  const text = words.map((w) => w.text).join(' ');
  return captionKeysOf(text) !== null || captionKeysOf(`${num} ${text}`) !== null || readsAsCaption(words);
}

/**
 * The page's OCR lines with each lone box number joined to the caption line it was cut from. The OCR side of
 * logistics/air-numbered-captions.ts's `joinBoxNumbers`, which joins a house air waybill's bold box numbers to
 * their captions among a text layer's segments; this one works on a scan's lines, before segments are made, where
 * the detector boxed the number apart (or read its last digit twice). Both join only to a caption.
 */
export function joinOcrBoxNumbers(lines: readonly Line[], rules: readonly Rule[] = []): Line[] {
  const gone = new Set<Line>();
  const joined = new Map<Line, Line>();
  for (const num of lines) {
    const m = BOX_NUMBER.exec(num.text.trim());
    if (!m || num.words.length !== 1 || gone.has(num) || joined.has(num)) continue;
    const cap = captionAfter(lines, num, rules);
    if (!cap || gone.has(cap) || joined.has(cap)) continue;
    const echo = cap.bbox[0] < num.bbox[2] && num.text.endsWith(cap.words[0].text) && !CAPTION_START.test(cap.words[0].text) && cap.words.length > 1;
    const rest = cap.words.slice(echo ? 1 : 0);
    const number = (m[1] ? '1' : '') + m[2];
    if (!isCaptionLine(number, rest)) continue;
    // The number's box as a text layer gives it: in the caption's type (as tall as its line) and one space before
    // its first word. The detector's box of a lone figure or two is cut short of both, and the gap it leaves would
    // part the number from its caption again (segments are cut at gaps wider than a word's height).
    const nb = num.words[0].bbox;
    const end = Math.max(nb[2], rest[0].bbox[0] - height(cap) * 0.3);
    const words = [{ ...num.words[0], text: number, bbox: [nb[0], cap.bbox[1], end, cap.bbox[3]] as Line['bbox'] }, ...rest];
    const bbox: Line['bbox'] = [num.bbox[0], Math.min(num.bbox[1], cap.bbox[1]), cap.bbox[2], Math.max(num.bbox[3], cap.bbox[3])];
    joined.set(cap, { ...cap, text: words.map((w) => w.text).join(' '), bbox, words });
    gone.add(num);
  }
  if (!gone.size) return lines as Line[];
  return lines.filter((l) => !gone.has(l)).map((l) => joined.get(l) ?? l);
}
