import { describe, expect, it } from 'vitest';

import { findRules, splitAtRules } from '../../engine/ocr/rules.ts';
import type { GrayImage } from '../../engine/ocr/image.ts';
import type { BBox, Line, Rule, Word } from '../../engine/types.ts';

const W = 600, H = 400;

function page(paint: (set: (x: number, y: number, v: number) => void) => void): GrayImage {
  const data = new Uint8Array(W * H).fill(250);
  paint((x, y, v) => { if (x >= 0 && x < W && y >= 0 && y < H) data[y * W + x] = v; });
  return { data, width: W, height: H, dpi: 150 };
}

/** A box from (x0, y0) to (x1, y1), its borders two pixels thick. */
function box(set: (x: number, y: number, v: number) => void, x0: number, y0: number, x1: number, y1: number): void {
  for (const y of [y0, y1]) for (let x = x0; x <= x1 + 1; x++) { set(x, y, 90); set(x, y + 1, 90); }
  for (const x of [x0, x1]) for (let y = y0; y <= y1 + 1; y++) { set(x, y, 90); set(x + 1, y, 90); }
}

describe('ruling lines of boxes stacked a few points apart on a scan', () => {
  it('keeps the sides of a box and of the table below it apart across the blank between them', () => {
    // A shipment-details box over an items table, 16 px (under a line height) apart, their sides in line.
    const img = page((set) => { box(set, 50, 60, 550, 140); box(set, 50, 156, 550, 300); });
    const vs = findRules(img, 0, 24, []).filter((r) => r.kind === 'v');
    for (const x of [50, 550]) {
      const at = vs.filter((r) => Math.abs((r.bbox[0] + r.bbox[2]) / 2 - (x + 1)) <= 2).map((r) => [Math.round(r.bbox[1]), Math.round(r.bbox[3])]);
      expect(at, `side at ${x}`).toHaveLength(2);
      expect(at[0][1]).toBeLessThan(150);
      expect(at[1][0]).toBeGreaterThan(150);
    }
  });

  it('still joins a column rule that a line of text hides for a letter\'s height', () => {
    const img = page((set) => {
      box(set, 50, 60, 550, 300);
      for (let y = 60; y <= 300; y++) if (y < 170 || y > 186) { set(300, y, 90); set(301, y, 90); }
    });
    const text: BBox[] = [[200, 170, 400, 186]];
    const col = findRules(img, 0, 24, text).filter((r) => r.kind === 'v' && Math.abs(r.bbox[0] - 300) <= 2);
    expect(col).toHaveLength(1);
    expect(col[0].bbox[3] - col[0].bbox[1]).toBeGreaterThan(230);
  });
});

const word = (text: string, x0: number, x1: number): Word => ({ text, bbox: [x0, 100, x1, 110], confidence: 0.9, source: 'ocr' });
const line = (words: Word[]): Line => ({ text: words.map((w) => w.text).join(' '), bbox: [words[0].bbox[0], 100, words[words.length - 1].bbox[2], 110], words });
const vRule = (x: number): Rule => ({ kind: 'v', bbox: [x, 50, x + 2, 300] as BBox });

describe('a bracket read from a cell\'s rule into the figure beside it', () => {
  it('drops the bracket that lies on the column rule ("1]" for a quantity of 1)', () => {
    const out = splitAtRules([line([word('1]', 600, 622)])], [vRule(616)]);
    expect(out.map((l) => l.text)).toEqual(['1']);
    expect(out[0].words[0].bbox[2]).toBeLessThan(616);
  });

  it('keeps brackets away from a rule, and matched ones', () => {
    const far = line([word('1]', 400, 422)]);
    expect(splitAtRules([far], [vRule(300), vRule(460)])[0].text).toBe('1]');
    const paired = line([word('[A]', 400, 433)]);
    expect(splitAtRules([paired], [vRule(432)])[0].text).toBe('[A]');
  });
});
