/**
 * Ruling lines of a scanned page, read from its pixels. A born-digital page gives its table rules and box borders
 * as vector paths (engine/pdf/rules.ts), and table and form readers lean on them: a ruled table's cells take the
 * words inside them, a value read under a caption stops at its box's border. A scan has none, so a quantity
 * printed close to its unit in the next column, which the detector reads as one line, stayed one cell.
 *
 * The page is looked at upright and straight (the frame OCR boxes are given in: skew.ts turns them back about the
 * page centre), each upright pixel sampled from the scan. A rule is a long, thin run of pixels darker than what
 * lies either side of it across its length (a valley: a blurred hairline at 150 dpi is only light grey, while
 * a grey-filled caption cell is flat and a heavy line is dark throughout), at least LONG_H (horizontal) or
 * LONG_V (vertical) detector line heights long, so that letters, even bold ones run together by blur, are not
 * taken for rules; runs on neighbouring rows join into one rule, and one thicker than THICK line heights is a
 * filled band or text, not a rule. A vertical rule needs to be darker than one side only (letters often stand
 * against a column rule); a horizontal one lying mostly inside the OCR lines' text is letters run together.
 *
 * OCR lines are then cut where a vertical rule runs between their words (splitAtRules). On the scanned layout sets
 * (bench/layouts-scan.ts) the rules found matched 450 of the 456 born-digital rules at least 20 points long on four
 * ruled forms (PL1, CD1, 03-mawb-iata, s4-usmca-coo; 299 of the 349 found matched a born-digital one).
 */
import type { BBox, Line, Rule, Word } from '../types.ts';
import type { GrayImage } from './image.ts';
import { lineOf, trimRuleMarks } from './tidy.ts';

/** Horizontal rules at least this many detector line heights long. */
const LONG_H = 4;
/** Vertical rules: letters are under one line height tall; a two-line box's border is about three. */
const LONG_V = 2;
/** A rule thicker than this share of a line height is a filled band, a bar or a row of text. */
const THICK = 0.25;
/** How much darker than both sides (grey levels) a hairline pixel is. */
const VALLEY = 20;
/** Darker than this is ink whatever its surroundings (a heavy line's core). */
const INK = 128;
/** Lighter than this is no line pixel: nothing is VALLEY lighter than it. */
const LIGHT = 255 - VALLEY;
/** Breaks (pixels) a run bridges: noise, and where a letter or a crossing rule touches. */
const BRIDGE = 2;

/**
 * The scan's pixels on the upright page (each pixel of the page turned back by `deg` about its centre), at 1/k of
 * its resolution: each pixel the darkest of the k × k it stands for, so that a hairline survives.
 */
function upright(img: GrayImage, deg: number, k: number): { px: Uint8Array; W: number; H: number } {
  const { width: W, height: H, data } = img;
  if (deg === 0 && k === 1) return { px: data, W, H };
  const w = Math.floor(W / k), h = Math.floor(H / k);
  const out = new Uint8Array(w * h).fill(255);
  if (deg === 0) {
    // Straight: the darkest of each 2 × 2 block, read row by row.
    for (let y = 0; y < h * 2; y++) {
      const src = y * W, dst = (y >> 1) * w;
      for (let x = 0; x < w; x++) {
        const a = data[src + 2 * x], b = data[src + 2 * x + 1], o = dst + x;
        const m = a < b ? a : b;
        if (m < out[o]) out[o] = m;
      }
    }
    return { px: out, W: w, H: h };
  }
  const t = (deg * Math.PI) / 180, c = Math.cos(t), s = Math.sin(t);
  for (let y = 0; y < h * k; y++) {
    const dy = y + 0.5 - H / 2;
    // The scan position of upright (x, y) is (W/2 + dx·c − dy·s, H/2 + dx·s + dy·c): linear in x along a row.
    let sx = W / 2 + (0.5 - W / 2) * c - dy * s;
    let sy = H / 2 + (0.5 - W / 2) * s + dy * c;
    const row = ((y / k) | 0) * w;
    for (let x = 0; x < w * k; x++, sx += c, sy += s) {
      const ix = sx | 0, iy = sy | 0;
      if (sx >= 0 && ix < W && sy >= 0 && iy < H) {
        const v = data[iy * W + ix], o = row + ((x / k) | 0);
        if (v < out[o]) out[o] = v;
      }
    }
  }
  return { px: out, W: w, H: h };
}

/** Pages whose lines are at least this tall (pixels) are looked at in half their resolution: rules stay a pixel or more thick there, and it is four times less to read. */
const HALVE_FROM = 32;

interface Run { at: number; from: number; to: number }

/**
 * Whether the pixels of row y are line pixels, into `into`: ink, or darker than what lies across the line from
 * them, on both sides (`across` = W: the rows above and below, for horizontal rules) or on one side (`across` = 1:
 * left and right, for vertical rules, beside which letters often stand). A pixel over LIGHT is lighter than any
 * valley can be.
 */
function markRow(px: Uint8Array, W: number, y: number, across: number, into: Uint8Array): void {
  const oneSided = across === 1;
  const x0 = oneSided ? 2 : 0, x1 = oneSided ? W - 2 : W;
  into.fill(0);
  for (let x = x0, i = y * W + x0; x < x1; x++, i++) {
    const v = px[i];
    if (v < INK) { into[x] = 1; continue; }
    if (v > LIGHT) continue;
    const p1 = px[i - across], n1 = px[i + across], p2 = px[i - 2 * across], n2 = px[i + 2 * across];
    const near = oneSided ? (p1 > n1 ? p1 : n1) : (p1 < n1 ? p1 : n1);
    const far = oneSided ? (p2 > n2 ? p2 : n2) : (p2 < n2 ? p2 : n2);
    if (near - v >= VALLEY || far - v >= VALLEY) into[x] = 1;
  }
}

/** Horizontal runs of line pixels at least `long` long, row by row; a pixel counts on its row or the next (a slightly slanted hairline, sampled, steps from one to the next). */
function rowRuns(px: Uint8Array, W: number, H: number, long: number): Run[] {
  const out: Run[] = [];
  let cur = new Uint8Array(W), next = new Uint8Array(W);
  markRow(px, W, 2, W, next);
  for (let y = 2; y < H - 3; y++) {
    [cur, next] = [next, cur];
    markRow(px, W, y + 1, W, next);
    let from = -1, last = -BRIDGE - 2;
    for (let x = 0; x <= W; x++) {
      if (x < W && (cur[x] === 1 || next[x] === 1)) {
        if (x - last > BRIDGE + 1) from = x;
        last = x;
      } else if (from >= 0 && (x === W || x - last > BRIDGE)) {
        if (last - from + 1 >= long) out.push({ at: y, from, to: last + 1 });
        from = -1;
      }
    }
  }
  return out;
}

/** Vertical runs the same way, each column's run followed down the rows in step (the image is read row by row). */
function columnRuns(px: Uint8Array, W: number, H: number, long: number): Run[] {
  const out: Run[] = [];
  const row = new Uint8Array(W);
  const from = new Int32Array(W).fill(-1), last = new Int32Array(W).fill(-BRIDGE - 2);
  for (let y = 0; y <= H; y++) {
    if (y < H) markRow(px, W, y, 1, row);
    for (let x = 0; x < W - 1; x++) {
      if (y < H && (row[x] === 1 || row[x + 1] === 1)) {
        if (y - last[x] > BRIDGE + 1) from[x] = y;
        last[x] = y;
      } else if (from[x] >= 0 && (y === H || y - last[x] > BRIDGE)) {
        if (last[x] - from[x] + 1 >= long) out.push({ at: x, from: from[x], to: last[x] + 1 });
        from[x] = -1;
      }
    }
  }
  return out.sort((p, q) => p.at - q.at || p.from - q.from);
}

/**
 * Runs on neighbouring lines that overlap for most of the longer one's length: one rule, as [at0, at1, from, to]; a
 * rule thicker than `thick` is dropped. A word's run beside a rule stays apart from it (and, alone, is dropped as
 * text when it is thick, or as too short when it is not).
 */
function join(found: Run[], thick: number): Array<[number, number, number, number]> {
  const open: Array<{ at0: number; at1: number; from: number; to: number }> = [];
  const done: Array<{ at0: number; at1: number; from: number; to: number }> = [];
  for (const r of found) {
    const g = open.find((o) => r.at - o.at1 <= 1 && Math.min(o.to, r.to) - Math.max(o.from, r.from) > 0.5 * Math.max(o.to - o.from, r.to - r.from));
    if (g) {
      g.at1 = r.at;
      g.from = Math.min(g.from, r.from);
      g.to = Math.max(g.to, r.to);
    } else open.push({ at0: r.at, at1: r.at, from: r.from, to: r.to });
    // Groups the scan has moved past are finished.
    for (let i = open.length - 1; i >= 0; i--) if (r.at - open[i].at1 > 1) done.push(...open.splice(i, 1));
  }
  done.push(...open);
  return done.filter((g) => g.at1 - g.at0 + 1 <= thick).map((g) => [g.at0, g.at1 + 1, g.from, g.to]);
}

/**
 * Rules on one line ([at0, at1, from, to], at within a couple of pixels) less than a line height apart joined: text
 * printed over a rule (a description running into the next column) hides it for a letter's height. `apart(at, end,
 * start)` keeps a gap open that is known to be one (two boxes' borders in line, a box's end and the next's start).
 */
function bridged(
  rules: Array<[number, number, number, number]>,
  lineHeight: number,
  apart: (at: number, end: number, start: number) => boolean = () => false,
): Array<[number, number, number, number]> {
  const sorted = rules.slice().sort((p, q) => p[0] - q[0] || p[2] - q[2]);
  const out: Array<[number, number, number, number]> = [];
  for (const r of sorted) {
    const prev = out.find((o) => Math.abs((o[0] + o[1]) / 2 - (r[0] + r[1]) / 2) <= 2 && r[2] - o[3] <= lineHeight && r[3] > o[3]
      && !apart((r[0] + r[1]) / 2, o[3], r[2]));
    if (prev) {
      prev[0] = Math.min(prev[0], r[0]);
      prev[1] = Math.max(prev[1], r[1]);
      prev[3] = r[3];
    } else out.push([...r]);
  }
  return out;
}

/** The length of [x0, x1] at height y that the text boxes cover. */
function inText(text: readonly BBox[], y: number, x0: number, x1: number): number {
  const spans: Array<[number, number]> = [];
  for (const b of text) if (y >= b[1] && y <= b[3] && b[2] > x0 && b[0] < x1) spans.push([Math.max(x0, b[0]), Math.min(x1, b[2])]);
  spans.sort((p, q) => p[0] - q[0]);
  let covered = 0, end = x0;
  for (const [p, q] of spans) {
    if (q <= end) continue;
    covered += q - Math.max(p, end);
    end = q;
  }
  return covered;
}

/**
 * The page's horizontal and vertical rules in the upright page's pixels (the frame of its OCR boxes). `deg`: the
 * page's skew (skew.ts); `lineHeight`: the detector's typical line height in pixels; `text`: the OCR line boxes,
 * cut to their text's height (fit.ts): a horizontal run lying mostly across them is a row of letters run together
 * (a vertical one is not judged so: a word's box, padded, often reaches over the column rule beside it; it has to
 * meet a horizontal rule at an end instead).
 */
export function findRules(img: GrayImage, deg: number, lineHeight: number, text: readonly BBox[]): Rule[] {
  if (!(lineHeight > 0)) return [];
  const k = lineHeight >= HALVE_FROM ? 2 : 1;
  const { px, W, H } = upright(img, deg, k);
  const lh = lineHeight / k;
  const thick = Math.max(2, THICK * lh);
  const scaled = (b: BBox): BBox => (k === 1 ? b : [b[0] * k, b[1] * k, b[2] * k, b[3] * k]);
  const textK = k === 1 ? text : text.map((b) => [b[0] / k, b[1] / k, b[2] / k, b[3] / k] as BBox);
  const hs: BBox[] = [];
  for (const [y0, y1, x0, x1] of bridged(join(rowRuns(px, W, H, LONG_H * lh), thick), lh)) {
    if (inText(textK, (y0 + y1) / 2, x0, x1) <= 0.5 * (x1 - x0)) hs.push([x0, y0, x1, y1]);
  }
  // A column rule or a box's side meets a horizontal rule at an end; letters stacked in the same place on lines
  // set close together (a receipt's monospaced print) make a vertical run too, but it ends in text.
  const tol = Math.max(3, THICK * lh);
  const meeting = (x: number, y: number): BBox[] => hs.filter((h) => x >= h[0] - tol && x <= h[2] + tol && y >= h[1] - tol && y <= h[3] + tol);
  const meets = (x: number, y: number): boolean => meeting(x, y).length > 0;
  // Boxes stacked a few points apart (a bill-to box over a shipment box over the items table) have their sides in
  // line: a gap with no text across it that ends at a horizontal rule (a box's bottom or the next one's top, not a
  // rule crossing the gap's both ends) is the space between two boxes. Joined, the boxes become one grid, and the
  // table's columns cut across the boxes above it.
  const boxesApart = (x: number, end: number, start: number): boolean => {
    if (textK.some((b) => b[0] <= x && b[2] >= x && b[1] < start && b[3] > end)) return false;
    const above = meeting(x, end), below = meeting(x, start);
    return (above.length > 0 || below.length > 0) && !above.some((h) => below.includes(h));
  };
  const vs: BBox[] = [];
  for (const [x0, x1, y0, y1] of bridged(join(columnRuns(px, W, H, LONG_V * lh), thick), lh, boxesApart)) {
    const x = (x0 + x1) / 2;
    if (meets(x, y0) || meets(x, y1)) vs.push([x0, y0, x1, y1]);
  }
  return [...hs.map((b): Rule => ({ kind: 'h', bbox: scaled(b) })), ...vs.map((b): Rule => ({ kind: 'v', bbox: scaled(b) }))];
}

/** A bar the recogniser read where a column rule crosses a line: the rule itself, not text. */
const BAR = /^[|¦]+$/;
/**
 * A stroke read where a column rule crosses a caption row ("ITEM" | "6. DESCRIPTION OF GOOD(S)" read as "ITEM",
 * "1 6. DESCRIPTION…" on a scanned USMCA certificate, whose goods grid then went unread): one such character lying
 * on the rule, alone (its box centred on the rule) or run on into the next word across it, is the rule. A figure one
 * printed in a cell keeps clear of the cell's rules (its box's middle at least), and its cell's padding from the next
 * cell's word.
 */
const STROKE = /^[1lI!]$/;

/**
 * OCR lines cut where a vertical rule runs between two of their words, and bars read on a rule dropped. The detector
 * takes a table row's narrow neighbouring cells for one line ("COTTON 120 | PCS" across the description, quantity
 * and unit columns), where a text layer gives each cell's text apart: readers take a line for one run of text.
 */
export function splitAtRules(lines: Line[], rules: readonly Rule[]): Line[] {
  const vs = rules.filter((r) => r.kind === 'v');
  if (vs.length === 0) return lines;
  const out: Line[] = [];
  for (const l of lines) {
    const cy = (l.bbox[1] + l.bbox[3]) / 2;
    const here = vs.filter((r) => r.bbox[1] <= cy && r.bbox[3] >= cy && r.bbox[2] > l.bbox[0] && r.bbox[0] < l.bbox[2]);
    if (here.length === 0) { out.push(l); continue; }
    const touches = (w: Word): boolean => here.some((r) => r.bbox[0] <= w.bbox[2] && r.bbox[2] >= w.bbox[0]);
    // A bracket or bar stuck to a word's end on the rule comes off first ("1]" for "1" beside a rule).
    const shed = l.words.map((w) => shedRuleMark(w, here));
    // A stroke alone on the rule: the line's one word, or a piece's once the line is cut at the rules, read run on
    // into the word across the rule (a quarter of its height apart at most: a figure in a cell keeps the cell's
    // padding from the next one).
    const abuts = (w: Word): boolean => shed.some((o) => o !== w && Math.min(Math.abs(o.bbox[0] - w.bbox[2]), Math.abs(w.bbox[0] - o.bbox[2])) < (w.bbox[3] - w.bbox[1]) * 0.25);
    // A line of the stroke alone is the detector's box around the rule's ink: centred on the rule, give or take a
    // pixel or two (a tenth of the line's height at most). A figure one set against a rule, right-aligned in its
    // cell, has its box's padding reach over the rule but its middle clear of it. (A stroke run on into the next
    // word has a box shared out of the line's by characters, no more precise than a character's width: abutting
    // the next word across the rule is what tells it there.)
    const centred = (w: Word): boolean => {
      const c = (w.bbox[0] + w.bbox[2]) / 2, slack = Math.max(1.5, (w.bbox[3] - w.bbox[1]) * 0.1);
      return here.some((r) => c >= r.bbox[0] - slack && c <= r.bbox[2] + slack);
    };
    const stray = (p: Word[]): boolean => p.length === 1 && STROKE.test(p[0].text) && touches(p[0]) && (shed.length === 1 ? centred(p[0]) : abuts(p[0]));
    const onRule = (w: Word): boolean => (BAR.test(w.text) || stray(shed)) && touches(w);
    const words = shed.filter((w) => !onRule(w)).sort((a, b) => a.bbox[0] - b.bbox[0]);
    if (words.length === 0) continue;
    const pieces: Word[][] = [];
    let piece: Word[] = [words[0]];
    for (let i = 1; i < words.length; i++) {
      const a = (words[i - 1].bbox[0] + words[i - 1].bbox[2]) / 2, b = (words[i].bbox[0] + words[i].bbox[2]) / 2;
      if (here.some((r) => { const x = (r.bbox[0] + r.bbox[2]) / 2; return x > a && x < b; })) {
        pieces.push(piece);
        piece = [];
      }
      piece.push(words[i]);
    }
    pieces.push(piece);
    if (pieces.length === 1 && piece.length === l.words.length && shed.every((w, i) => w === l.words[i])) { out.push(l); continue; }
    // A piece's bar or bracket at an end, off the rule by a pixel or two, is the rule too.
    for (const p of pieces.map(trimRuleMarks)) if (p.length && !stray(p)) out.push(lineOf(p, l));
  }
  return out;
}

/** A bracket or bar glued to a word's end, unmatched within the word ("1]"; "[A]" keeps its brackets). */
const GLUED_END = /^[^[]+[\]|¦]$/;
const GLUED_START = /^[[|¦][^\]]+$/;

/**
 * The word without a bracket or bar glued to an end that lies on a vertical rule: the recogniser read the cell's
 * border into a figure beside it ("1]" for a quantity of 1 against its column's rule), and the figure no longer
 * reads as a number.
 */
function shedRuleMark(w: Word, rules: readonly Rule[]): Word {
  const end = GLUED_END.test(w.text), start = !end && GLUED_START.test(w.text);
  if (!end && !start) return shedRuleStroke(w, rules);
  const per = (w.bbox[2] - w.bbox[0]) / w.text.length;
  // The mark's share of the box, widened by a character: a rule the mark was read from lies about there.
  const [m0, m1] = end ? [w.bbox[2] - 1.5 * per, w.bbox[2] + per] : [w.bbox[0] - per, w.bbox[0] + 1.5 * per];
  if (!rules.some((r) => { const x = (r.bbox[0] + r.bbox[2]) / 2; return x >= m0 && x <= m1; })) return w;
  return withoutEndChar(w, end, per);
}

/** The word less its last (`end`) or first character, its box less that character's share `per`. */
function withoutEndChar(w: Word, end: boolean, per: number): Word {
  return end
    ? { ...w, text: w.text.slice(0, -1), bbox: [w.bbox[0], w.bbox[1], w.bbox[2] - per, w.bbox[3]] }
    : { ...w, text: w.text.slice(1), bbox: [w.bbox[0] + per, w.bbox[1], w.bbox[2], w.bbox[3]] };
}

/** A figure with a stroke glued to an end ("21" read for a "2" against its column's rule). */
const STROKE_END = /^\d+[1lI]$/;
const STROKE_START = /^[1lI]\d+$/;
/** Below this confidence the recogniser doubted the word: a figure printed whole reads at 0.95 and up. */
const DOUBTED = 0.9;

/**
 * The figure without a stroke glued to an end that is the rule beside it: the word's box runs over the whole rule
 * while the rest of the figure keeps clear of it, and the recogniser doubted the word. A figure one printed
 * against a rule keeps its cell's padding: only the box's padding, not a character's share, reaches the rule.
 */
function shedRuleStroke(w: Word, rules: readonly Rule[]): Word {
  if (w.confidence >= DOUBTED) return w;
  const end = STROKE_END.test(w.text), start = !end && STROKE_START.test(w.text);
  if (!end && !start) return w;
  const per = (w.bbox[2] - w.bbox[0]) / w.text.length;
  const onRule = end
    ? rules.some((r) => r.bbox[0] >= w.bbox[2] - per && r.bbox[2] <= w.bbox[2])
    : rules.some((r) => r.bbox[2] <= w.bbox[0] + per && r.bbox[0] >= w.bbox[0]);
  return onRule ? withoutEndChar(w, end, per) : w;
}
