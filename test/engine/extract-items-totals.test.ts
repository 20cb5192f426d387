import { describe, expect, it } from 'vitest';
import { isTotalsText } from '../../engine/extract/line-items-totals.ts';
import { LABELS } from '../../engine/extract/parse/labels.ts';
import { fold } from '../../engine/extract/parse/text.ts';

/** What a totals label is: the folded text, or its head up to a space or colon, is a subtotal, total or tax label. */
function referenceTotals(text: string): boolean {
  const labels = new Set<string>([...LABELS.subtotal, ...LABELS.totalAmount, ...LABELS.taxAmount]);
  const f = fold(text).replace(/[:\s]+$/, '');
  if (labels.has(f)) return true;
  for (let k = 0; k < f.length; k++) if ((f[k] === ' ' || f[k] === ':') && labels.has(f.slice(0, k))) return true;
  return false;
}

describe('totals labels', () => {
  it('are told apart without folding every text, whatever spaces, case and accents surround them', () => {
    const labels = [...LABELS.subtotal, ...LABELS.totalAmount, ...LABELS.taxAmount].slice(0, 40);
    const pads = ['', ' ', '\t', '\u00a0', '\u2003 ', '\ufeff'];
    const heads = ['', 'É', 'Σ', 'x'];
    const tails = ['', ':', ' 12.50', ': EUR', 'x', ' (net)'];
    const texts = labels.flatMap((l) => [l, l.toUpperCase(), `${l[0].toUpperCase()}${l.slice(1)}`].flatMap((form) => pads.flatMap((p) => heads.flatMap((h) => tails.map((t) => `${p}${h}${form}${t}${p}`)))));
    const differ = texts.filter((t) => !!t && isTotalsText(t, new Map()) !== referenceTotals(t));
    expect(differ).toEqual([]);
    // The description's trimmed text answers as the cell's text does.
    expect(texts.filter((t) => isTotalsText(t, new Map()) !== isTotalsText(t.trim(), new Map()))).toEqual([]);
  });
});
