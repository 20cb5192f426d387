import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { invoicePdf, renderGray } from '../../bench/lib/ocr-page.ts';
import { ctcDecode, ctcGreedy, restoreSpaces, splitWords, type SpaceRule } from '../../engine/ocr/ctc.ts';
import { createOcr, type Ocr } from '../../engine/ocr/index.ts';
import { loadManifest } from '../../models/load.ts';

// Blank first and the space class last, as PaddleOCR's CTCLabelDecode with use_space_char.
const DICT = ['', 'D', 'a', 't', 'e', ':', '1', '.', '0', ' '];
const SPACE = DICT.length - 1;
const RULE: SpaceRule = { prob: 0.05, probWide: 0.01, wideSteps: 4, gapSteps: 6 };

/**
 * A CTC output where each step is a character (prob 0.9) or a blank step whose space-class probability is given
 * as a number: 'D', 'a', 0.3 → D, a, then a blank step with p(space) = 0.3.
 */
function probsOf(steps: Array<string | number>): Float32Array {
  const C = DICT.length;
  const out = new Float32Array(steps.length * C);
  steps.forEach((s, t) => {
    if (typeof s === 'string') {
      out[t * C + DICT.indexOf(s)] = 0.9;
      out[t * C] = 0.1;
    } else {
      out[t * C + SPACE] = s;
      out[t * C] = 1 - s;
    }
  });
  return out;
}

function decode(steps: Array<string | number>) {
  return restoreSpaces(ctcGreedy(probsOf(steps), 0, steps.length, DICT.length, DICT), RULE).text;
}

describe('CTC word-space restoration', () => {
  it('maps the last class to a space when the model emits it', () => {
    expect(ctcGreedy(probsOf(['D', 'a', ' ', '1']), 0, 4, DICT.length, DICT).text).toBe('Da 1');
  });

  it('puts a space where the space class rose between words although blank won', () => {
    expect(decode(['D', 'a', 't', 'e', ':', 0.3, 0.2, '1', 0, '0'])).toBe('Date: 10');
  });

  it('leaves words joined when the space class stayed low in a narrow gap', () => {
    expect(decode(['D', 'a', 't', 'e', ':', 0.02, 0.01, '1', 0, '0'])).toBe('Date:10');
  });

  it('accepts a weaker space signal in a wide gap, and any gap of six blank steps', () => {
    expect(decode(['e', ':', 0.03, 0, 0, 0, '1'])).toBe('e: 1');
    expect(decode(['e', ':', 0, 0, 0, 0, 0, 0, '1'])).toBe('e: 1');
    expect(decode(['e', ':', 0, 0, 0, 0, 0, '1'])).toBe('e:1');
  });

  it('never splits a decimal number on an inferred space', () => {
    expect(decode(['1', '.', 0.4, 0.4, '0', 0, '0'])).toBe('1.00');
  });

  it('drops a space the model emitted after a decimal point between digits, and keeps others', () => {
    expect(decode(['1', '.', ' ', '0', 0, '0'])).toBe('1.00');
    expect(decode(['a', '.', ' ', '1'])).toBe('a. 1');
    expect(decode(['1', '.', ' ', 'a'])).toBe('1. a');
  });

  it('does not double a space the model emitted', () => {
    expect(decode(['a', 0.4, ' ', 0.4, '1'])).toBe('a 1');
  });

  it('gives restored words ordered, non-overlapping extents', () => {
    const line = restoreSpaces(ctcGreedy(probsOf(['D', 'a', 0.3, 0, 't', 'e']), 0, 6, DICT.length, DICT), RULE);
    const words = splitWords(line, 4);
    expect(words.map((w) => w.text)).toEqual(['Da', 'te']);
    expect(words[0].x1).toBeLessThanOrEqual(words[1].x0);
    expect(words[1].confidence).toBeCloseTo(0.9, 5);
  });
});

describe('CTC decoding from per-timestep choices (recogniser-side argmax)', () => {
  it('decodes a batch sequence exactly as the full softmax does, offsets and space gaps included', () => {
    const seqs: Array<Array<string | number>> = [
      ['D', 'D', 'a', 0.3, 0.2, 't', 't', 0, 'e', ':', ' ', '1'],
      [0.1, '1', '.', 0.4, '0', '0', 0.02, 0, 0, 0, 0, 'a'],
    ];
    const C = DICT.length, T = seqs[0].length;
    const probs = new Float32Array(seqs.length * T * C);
    seqs.forEach((q, k) => probs.set(probsOf(q), k * T * C));
    // What models/fuse-ppocr.py add_ctc_outputs computes in the graph: argmax, its probability, last class.
    const best = new Int32Array(seqs.length * T), prob = new Float32Array(best.length), space = new Float32Array(best.length);
    for (let i = 0; i < best.length; i++) {
      const row = probs.subarray(i * C, (i + 1) * C);
      best[i] = row.indexOf(Math.max(...row));
      prob[i] = row[best[i]];
      space[i] = row[C - 1];
    }
    seqs.forEach((_, k) => {
      for (const own of [T, T - 3]) {
        expect(ctcDecode({ best, prob, space }, k * T, own, DICT)).toEqual(ctcGreedy(probs, k * T * C, own, C, DICT));
      }
    });
  });
});

describe('PP-OCR on Latin text', () => {
  let ocr: Ocr;
  beforeAll(async () => {
    ocr = await createOcr({ onnxThreads: 1, device: 'cpu', reread: false });
  });
  afterAll(async () => {
    await ocr?.close();
  });

  it('keeps the spaces between words that the ch_ recogniser tends to drop', async () => {
    const lines = ['Invoice Date: 14/03/2024', 'Due Date: 13/04/2024', 'PO Number: PO-88231 Incoterms: DAP', 'Total EUR 1,250.00'];
    const runs = lines.map((text, i) => ({ x: 60, y: 60 + 22 * i, size: 10, text }));
    const img = renderGray(invoicePdf(runs), 300);
    const h = Math.round(img.height / 5);
    const res = await ocr.recognize({ data: img.data.subarray(0, img.width * h), width: img.width, height: h, channels: 1, dpi: 300 }, { language: 'en' });
    const got = res.lines.map((l) => l.text);
    for (const want of lines) expect(got).toContain(want);
  }, 60_000);

  it('ships a manifest that enables space restoration', async () => {
    expect((await loadManifest()).thresholds.rec.spaces).toBeDefined();
  });
});
