/**
 * CTC greedy decoding over the PP-OCR dictionary (index 0 = blank, then the keys file, then a space, as
 * PaddleOCR's CTCLabelDecode with use_space_char), keeping per-character confidences and timesteps so that
 * words can be placed along the line.
 */

export interface DecodedChar {
  ch: string;
  /** Max probability over the timesteps this character was emitted on. */
  prob: number;
  t0: number;
  t1: number;
  /** Highest space-class probability on the timesteps since the previous character (0 for the first). */
  spaceBefore: number;
}

export interface DecodedLine {
  text: string;
  chars: DecodedChar[];
  /** Mean character probability (PaddleOCR's line score); 0 for an empty line. */
  score: number;
  steps: number;
}

/**
 * The greedy choice at each timestep of a batch: `best[o + t]` is the winning class, `prob[o + t]` its
 * probability and `space[o + t]` the space class's probability, for t < steps from a sequence's offset `o`.
 * Recognisers built with models/fuse-ppocr.py add_ctc_outputs produce exactly these; {@link ctcGreedy} derives
 * them from a full softmax.
 */
export interface StepChoices {
  best: ArrayLike<number>;
  prob: ArrayLike<number>;
  space: ArrayLike<number>;
}

/** Decodes one sequence `probs[t * classes + k]` (t < steps) of a batch output. */
export function ctcGreedy(probs: Float32Array, offset: number, steps: number, classes: number, dict: string[]): DecodedLine {
  const best = new Int32Array(steps);
  const prob = new Float32Array(steps);
  const space = new Float32Array(steps);
  const sp = dict[classes - 1] === ' ' ? classes - 1 : -1;
  for (let t = 0; t < steps; t++) {
    const base = offset + t * classes;
    let b = 0, bestP = probs[base];
    for (let k = 1; k < classes; k++) {
      const p = probs[base + k];
      if (p > bestP) { bestP = p; b = k; }
    }
    best[t] = b;
    prob[t] = bestP;
    space[t] = sp >= 0 ? probs[base + sp] : 0;
  }
  return ctcDecode({ best, prob, space }, 0, steps, dict, sp >= 0);
}

/**
 * Greedy CTC decoding from per-timestep choices. `hasSpace`: the last class is a space (PaddleOCR's
 * use_space_char), whose probability between characters is kept for word-space restoration.
 */
export function ctcDecode(s: StepChoices, offset: number, steps: number, dict: string[], hasSpace = dict[dict.length - 1] === ' '): DecodedLine {
  const chars: DecodedChar[] = [];
  // The ch_ model often leaves the space class just under blank between Latin words; remember how close it came.
  let prev = 0;
  let spaceMax = 0;
  for (let t = 0; t < steps; t++) {
    const best = s.best[offset + t];
    const bestP = s.prob[offset + t];
    if (best === 0 && hasSpace && s.space[offset + t] > spaceMax) spaceMax = s.space[offset + t];
    if (best !== 0 && best === prev) {
      const last = chars[chars.length - 1];
      last.t1 = t;
      if (bestP > last.prob) last.prob = bestP;
    } else if (best !== 0) {
      chars.push({ ch: dict[best] ?? '', prob: bestP, t0: t, t1: t, spaceBefore: chars.length ? spaceMax : 0 });
      spaceMax = 0;
    }
    prev = best;
  }
  let sum = 0;
  for (const c of chars) sum += c.prob;
  return { text: chars.map((c) => c.ch).join(''), chars, score: chars.length ? sum / chars.length : 0, steps };
}

export interface SpaceRule {
  /** Space-class probability above which a narrow gap (fewer than `wideSteps` blank timesteps) is a space. */
  prob: number;
  /** The same for a gap of at least `wideSteps` blank timesteps. */
  probWide: number;
  wideSteps: number;
  /** A gap of at least this many blank timesteps is a space whatever the space class says. */
  gapSteps: number;
}

/**
 * Restores the word spaces that the `ch_` recogniser leaves out between Latin words ("Date:13/04/2024"): the
 * int8 model emits only about 70 % of them (int8 quantisation lowers the space class further: the fp32 model
 * emits some that int8 drops), but between words the space class still rises well above its level inside a
 * word while blank wins the argmax. A timestep is 8 crop pixels at crop height 48, so gap widths in timesteps
 * are already relative to the text height; the line's character pitch did worse as a yardstick (receipts mix
 * monospaced and proportional fonts). Tuned on the lines of SROIE receipts 000–228 and the synthetic invoice
 * whose characters were read exactly (7,370 gaps): space F1 0.81 → 0.95. A decimal point or comma before a
 * digit, and a dot before a lower-case letter (amounts, e-mail and web addresses), never takes an inferred space;
 * neither does a comma or full stop after a character (Latin typography never puts a space there, and the
 * graph-simplified int8 model raised the space class just over the threshold in "1,250.00"). A space the model
 * itself emits after a decimal point between digits goes too (SROIE dev receipt 228: "48. 95").
 */
export function restoreSpaces(line: DecodedLine, rule: SpaceRule): DecodedLine {
  const out: DecodedChar[] = [];
  let added = false;
  for (let i = 0; i < line.chars.length; i++) {
    const c = line.chars[i];
    const prev = out[out.length - 1];
    // The model's own space after a decimal point between digits ("48. 95") splits an amount: dropped.
    if (c.ch === ' ' && prev?.ch === '.' && /[0-9]/.test(out[out.length - 2]?.ch ?? '') && /[0-9]/.test(line.chars[i + 1]?.ch ?? '')) {
      added = true;
      continue;
    }
    if (prev && prev.ch !== ' ' && c.ch !== ' ' && spaceBetween(prev, c, rule)) {
      out.push({ ch: ' ', prob: c.spaceBefore, t0: prev.t1 + 1, t1: Math.max(prev.t1 + 1, c.t0 - 1), spaceBefore: 0 });
      added = true;
    }
    out.push(c);
  }
  return added ? { ...line, text: out.map((c) => c.ch).join(''), chars: out } : line;
}

function spaceBetween(a: DecodedChar, b: DecodedChar, rule: SpaceRule): boolean {
  if ((a.ch === '.' || a.ch === ',') && /[0-9]/.test(b.ch)) return false;
  if (a.ch === '.' && /[a-z]/.test(b.ch)) return false;
  if (b.ch === ',' || b.ch === '.') return false;
  const gap = b.t0 - a.t1 - 1;
  if (gap >= rule.gapSteps) return true;
  return b.spaceBefore > (gap >= rule.wideSteps ? rule.probWide : rule.prob);
}

export interface WordSpan {
  text: string;
  confidence: number;
  /** Fractions [0, 1] of the crop width the word covers. */
  x0: number;
  x1: number;
}

/**
 * Splits a decoded line into words at spaces. CTC emits each character at a single peak timestep, so a word's
 * extent is padded by about half a character (≈ a quarter of the crop height) and never crosses the midpoint of
 * the gap to its neighbour. `aspect` = crop width / crop height.
 */
export function splitWords(line: DecodedLine, aspect: number): WordSpan[] {
  const groups: DecodedChar[][] = [];
  let cur: DecodedChar[] = [];
  for (const c of line.chars) {
    if (c.ch.trim() === '') {
      if (cur.length) groups.push(cur);
      cur = [];
    } else cur.push(c);
  }
  if (cur.length) groups.push(cur);
  const T = Math.max(1, line.steps);
  const pad = 0.3 / Math.max(aspect, 1e-6); // ≈ 0.3 × height, as a fraction of width
  return groups.map((g, i) => {
    const start = g[0].t0 / T;
    const end = (g[g.length - 1].t1 + 1) / T;
    const prevEnd = i > 0 ? (groups[i - 1][groups[i - 1].length - 1].t1 + 1) / T : 0;
    const nextStart = i < groups.length - 1 ? groups[i + 1][0].t0 / T : 1;
    const lo = i > 0 ? (prevEnd + start) / 2 : 0;
    const hi = i < groups.length - 1 ? (end + nextStart) / 2 : 1;
    let sum = 0;
    for (const c of g) sum += c.prob;
    return {
      text: g.map((c) => c.ch).join(''),
      confidence: sum / g.length,
      x0: Math.max(lo, start - pad),
      x1: Math.min(hi, end + pad),
    };
  });
}
