import { describe, expect, it } from 'vitest';

import type { DecodedChar, DecodedLine } from '../../engine/ocr/ctc.ts';
import { needsSecondOpinion } from '../../engine/ocr/recognize.ts';

const F = { model: 'rec', spaceLow: 0.02, spaceHigh: 0.2, below: 0.7 };

function line(chars: Array<[string, number, number]>): DecodedLine {
  const cs: DecodedChar[] = chars.map(([ch, prob, spaceBefore], i) => ({ ch, prob, t0: 2 * i, t1: 2 * i, spaceBefore }));
  return { text: chars.map((c) => c[0]).join(''), chars: cs, score: cs.reduce((s, c) => s + c.prob, 0) / cs.length, steps: 2 * cs.length };
}

describe('second opinion on unsure recognition', () => {
  it('asks again when a gap sits in the ambiguous space-probability band', () => {
    expect(needsSecondOpinion(line([['A', 0.95, 0], ['B', 0.95, 0.08]]), F)).toBe(true);
  });

  it('trusts a confident line whose gaps are clearly spaces or clearly not', () => {
    expect(needsSecondOpinion(line([['A', 0.95, 0], ['B', 0.95, 0.001], ['C', 0.95, 0.6]]), F)).toBe(false);
  });

  it('ignores the space probability before the first character and asks again for a weak line', () => {
    expect(needsSecondOpinion(line([['A', 0.95, 0.1]]), F)).toBe(false);
    expect(needsSecondOpinion(line([['A', 0.5, 0], ['B', 0.6, 0]]), F)).toBe(true);
    expect(needsSecondOpinion(line([]), F)).toBe(false);
  });
});
