/**
 * OCR accuracy against line-box ground truth (SROIE box/NNN.csv: 4 corners + transcript per text line).
 *
 * Reading order is not what is being measured, so hypothesis text is aligned to the ground truth by geometry:
 * every OCR word goes to the ground-truth box that holds most of it, the words of a box are read left to right,
 * and each box is compared with its own transcript. Words that fall in no box count as insertions. Text is
 * upper-cased (SROIE transcripts are upper case) and runs of whitespace collapse to one space.
 */
import type { Line } from '../../engine/types.ts';
import { tilt } from '../../engine/ocr/skew.ts';
import { wordHits } from './ocr-page.ts';

export interface TruthLine {
  box: [number, number, number, number];
  text: string;
}

export interface CerCounts {
  /** Edit operations, spaces included. */
  errors: number;
  /** Ground-truth characters, spaces included. */
  chars: number;
  /** Edit operations with every space removed from both sides (segmentation-blind). */
  errorsNoSpace: number;
  charsNoSpace: number;
  /** Ground-truth words found (multiset) among the hypothesis words. */
  wordsFound: number;
  words: number;
}

/** Levenshtein distance, two rows. */
export function editDistance(a: string, b: string): number {
  let prev = new Uint32Array(b.length + 1).map((_, j) => j);
  let cur = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const sub = prev[j - 1] + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1);
      cur[j] = Math.min(sub, prev[j] + 1, cur[j - 1] + 1);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

export const normText = (s: string): string => s.replace(/\s+/g, ' ').trim().toUpperCase();

/** Parses a SROIE box file: `x1,y1,…,x4,y4,transcript` (the transcript may contain commas). */
export function parseBoxes(csv: string): TruthLine[] {
  const out: TruthLine[] = [];
  for (const row of csv.split(/\r?\n/)) {
    const parts = row.split(',');
    if (parts.length < 9) continue;
    const n = parts.slice(0, 8).map(Number);
    if (n.some((v) => !Number.isFinite(v))) continue;
    const xs = [n[0], n[2], n[4], n[6]], ys = [n[1], n[3], n[5], n[7]];
    const text = normText(parts.slice(8).join(','));
    if (text) out.push({ box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)], text });
  }
  return out;
}

function overlap(a: readonly number[], b: readonly number[]): number {
  const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Each truth line's reading (the OCR words whose boxes lie mostly inside its box, left to right) and the words
 * outside every box (text the ground truth does not have).
 */
export function assignWords(truth: TruthLine[], lines: Line[]): { hyps: string[]; extra: string[] } {
  const assigned: Array<Array<{ x: number; text: string }>> = truth.map(() => []);
  const extra: string[] = [];
  for (const l of lines) {
    for (const w of l.words) {
      const text = normText(w.text);
      if (!text) continue;
      const area = Math.max(1, (w.bbox[2] - w.bbox[0]) * (w.bbox[3] - w.bbox[1]));
      let best = -1, bestO = 0;
      truth.forEach((t, i) => {
        const o = overlap(t.box, w.bbox);
        if (o > bestO) { bestO = o; best = i; }
      });
      if (best >= 0 && bestO >= 0.3 * area) assigned[best].push({ x: (w.bbox[0] + w.bbox[2]) / 2, text });
      else extra.push(text);
    }
  }
  return { hyps: assigned.map((a) => a.sort((p, q) => p.x - q.x).map((w) => w.text).join(' ')), extra };
}

/** Scores one page: OCR lines (bboxes in the same pixel frame as the truth) against its truth lines. */
export function scorePage(truth: TruthLine[], lines: Line[]): CerCounts {
  const { hyps, extra } = assignWords(truth, lines);
  const c: CerCounts = { errors: 0, chars: 0, errorsNoSpace: 0, charsNoSpace: 0, wordsFound: 0, words: 0 };
  truth.forEach((t, i) => {
    const hyp = hyps[i];
    c.errors += editDistance(t.text, hyp);
    c.chars += t.text.length;
    const gt0 = t.text.replace(/ /g, ''), hyp0 = hyp.replace(/ /g, '');
    c.errorsNoSpace += editDistance(gt0, hyp0);
    c.charsNoSpace += gt0.length;
  });
  for (const e of extra) {
    c.errors += e.length;
    c.errorsNoSpace += e.length;
  }
  const truthWords = truth.flatMap((t) => t.text.split(' '));
  c.words = truthWords.length;
  c.wordsFound = wordHits(truthWords, lines.flatMap((l) => l.words.map((w) => normText(w.text))).filter(Boolean));
  return c;
}

/** Adds `b` into `a`. */
export function addCounts(a: CerCounts, b: CerCounts): void {
  for (const k of Object.keys(a) as Array<keyof CerCounts>) a[k] += b[k];
}

export const emptyCounts = (): CerCounts => ({ errors: 0, chars: 0, errorsNoSpace: 0, charsNoSpace: 0, wordsFound: 0, words: 0 });

/**
 * Maps a bbox from the upright page (after a clockwise `rotation`) back to the frame of the original image of
 * size (width, height), where the ground truth lives.
 */
export function unrotateBox(b: readonly number[], rotation: 0 | 90 | 180 | 270, width: number, height: number): [number, number, number, number] {
  const pts = [[b[0], b[1]], [b[2], b[3]]].map(([x, y]) => {
    switch (rotation) {
      case 0: return [x, y];
      case 90: return [y, height - x]; // upright (x, y) = (H − y0, x0)
      case 180: return [width - x, height - y];
      case 270: return [width - y, x]; // upright (x, y) = (y0, W − x0)
    }
  });
  return [Math.min(pts[0][0], pts[1][0]), Math.min(pts[0][1], pts[1][1]), Math.max(pts[0][0], pts[1][0]), Math.max(pts[0][1], pts[1][1])];
}

/**
 * An OCR page's lines with their word boxes mapped back from the upright, deskewed page (engine/ocr/skew.ts) to
 * the image as stored.
 */
export function linesInStoredFrame(page: { lines: Line[]; rotation: 0 | 90 | 180 | 270; skew: number }, width: number, height: number): Line[] {
  const sideways = page.rotation === 90 || page.rotation === 270;
  const [uw, uh] = sideways ? [height, width] : [width, height];
  const stored = (b: Line['bbox']) => unrotateBox(page.skew ? tilt(b, page.skew, uw, uh) : b, page.rotation, width, height);
  return page.lines.map((l) => ({ ...l, words: l.words.map((w) => ({ ...w, bbox: stored(w.bbox) })) }));
}
