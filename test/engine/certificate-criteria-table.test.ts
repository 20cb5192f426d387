import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import type { Line, Rule, Word } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

/** A line set as a PDF sets proportional type: words `space` apart, `wide` before the word at `at`. */
function spaced(texts: string[], x: number, y: number, at: number, space = 2, wide = 5): Line {
  const words: Word[] = [];
  let cx = x;
  texts.forEach((t, i) => {
    if (i) cx += i === at ? wide : space;
    words.push({ text: t, bbox: [cx, y, cx + t.length * 4, y + 8], confidence: 1, source: 'text', fontSize: 8 });
    cx += t.length * 4;
  });
  return { text: texts.join(' '), bbox: [x, y, cx, y + 8], words };
}

// The goods table carries no criterion column: the criteria are printed under it in a table of their own, one line
// per order number, each criterion followed by the legal text it is set under after a wide space.
const lines = [
  line('CERTIFICADO DE ORIGEN', 200, 40, 13, true),
  line('N° de orden', 40, 300, 7, true), line('Codigo NCM', 90, 300, 7, true), line('Denominacion de las mercaderias', 160, 300, 7, true),
  line('Cantidad', 420, 300, 7, true),
  line('1', 50, 320, 8.4), line('1509.20.00', 90, 320, 8.4), line('Aceite de oliva virgen extra', 160, 320, 8.2), line('2.400 litros', 420, 320, 8.2),
  line('2', 50, 336, 8.4), line('2008.19.00', 90, 336, 8.4), line('Nueces tostadas saladas', 160, 336, 8.2), line('800 kg', 420, 336, 8.2),
  line('9. Normas de origen', 40, 480, 7.4, true),
  line('N° de orden', 40, 494, 7, true), line('Criterio / Normas de origen', 104, 494, 7, true),
  // A wide space (three character widths) between the criterion and its legal reference.
  spaced(['Art.', '2', 'a)', 'Res.', 'GMC', '12/04'], 104, 506, 3), line('1', 56, 506, 8),
  spaced(['Art.', '3', 'b)', 'Res.', 'GMC', '12/04'], 104, 517, 3), line('2', 56, 517, 8),
];
// Each table in a ruled box of its own.
const rules: Rule[] = [{ kind: 'rect', bbox: [34, 295, 561, 350] }, { kind: 'rect', bbox: [34, 490, 561, 530] }];
const d = extractLogistics('certificate_of_origin', buildContext([page(lines, rules)], 'en')).data as Record<string, any>;

describe('origin criteria table keyed by order number', () => {
  it('gives each item the criterion printed against its number, without the legal reference', () => {
    const goods = d.goods.filter((g: { hsCode: string | null }) => g.hsCode);
    expect(goods.map((g: { originCriterion: string | null }) => g.originCriterion)).toEqual(['Art. 2 a)', 'Art. 3 b)']);
  });
});
