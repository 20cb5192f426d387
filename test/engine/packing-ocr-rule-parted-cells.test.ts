import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import type { Line, Rule } from '../../engine/types.ts';
import { line, page, ocrLine } from './support/page.ts';

/**
 * A scanned packing list's goods table as OCR gives it: a right-aligned weight cut from the next column's value at
 * the column rule between them, the two left a point or two apart, and units glued to their captions ("G.W.(kg)") on the header's second line.
 */
const v = (x: number): Rule => ({ kind: 'v', bbox: [x, 90, x + 0.5, 160] });
const at = (text: string, x: number, y: number, x1?: number): Line => {
  const l = line(text, x, y, 8);
  if (x1 === undefined) return l;
  const k = (x1 - x) / (l.bbox[2] - x);
  return { ...l, bbox: [x, y, x1, y + 8], words: l.words.map((w) => ({ ...w, bbox: [x + (w.bbox[0] - x) * k, y, x + (w.bbox[2] - x) * k, y + 8] as Line['bbox'] })) };
};
const lines: Line[] = [
  at('Marks', 40, 92), at('Description', 120, 92), at('Crates', 260, 92), at('Net Weight', 300, 92), at('Gross Weight', 350, 92), at('Dimensions', 402, 92),
  at('N.W.(kg)', 304, 101), at('G.W.(kg)', 356, 101), at('(cm)', 404, 101),
  at('AB-01/04', 40, 115), at('OAK BOOKCASE', 120, 115), at('4', 270, 115), at('212.00', 318, 115, 347), at('248.50', 368, 115, 399), at('180x40x200', 401, 115, 450),
  at('AB-05/06', 40, 130), at('OAK SIDE TABLE', 120, 130), at('2', 270, 130), at('61.00', 322, 130, 347), at('70.40', 372, 130, 399), at('60x60x55', 401, 130, 440),
].map(ocrLine);

describe('packing list table read from OCR lines', () => {
  it('keeps a figure and the next column\'s value apart at the rule between them, and takes a unit glued to its caption', () => {
    const rules = [v(298), v(348), v(400)];
    const d = extractLogistics('packing_list', buildContext([page(lines, rules)], 'en')).data as Record<string, any>;
    expect(d.packages).toHaveLength(2);
    expect(d.packages[0]).toMatchObject({ count: 4, netWeight: { value: 212, unit: 'kg' }, grossWeight: { value: 248.5, unit: 'kg' }, dimensions: { length: 180, width: 40, height: 200 } });
    expect(d.packages[1]).toMatchObject({ netWeight: { value: 61 }, grossWeight: { value: 70.4 }, dimensions: { length: 60, width: 60, height: 55 } });
  });
});
