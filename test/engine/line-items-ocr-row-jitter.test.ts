import { describe, expect, it } from 'vitest';

import { buildContext } from '../../engine/extract/build-context.ts';
import { findArithmeticItems } from '../../engine/extract/line-items-rows.ts';
import type { Line } from '../../engine/types.ts';
import { line, ocrLine, page } from './support/page.ts';

/**
 * A scanned invoice's item rows (metres of cloth at a price per metre, both with cents): OCR boxes the figures of
 * one row a fraction of a point apart, the price a little lower than the quantity and the total.
 */
function items(): Line[] {
  const rows: Array<[string, string, string, string]> = [
    ['Flanella pettinata 100% lana merino', '412,50', '18,90', '7.796,25'],
    ['Gabardine lana vergine e cashmere', '185,75', '31,20', '5.795,40'],
    ['Tweed cardato spigato, marrone/beige', '320,00', '14,75', '4.720,00'],
  ];
  const lines: Line[] = [line('FATTURA', 40, 40, 14), line('Fattura n. 0318/2026', 40, 70)];
  lines.push(line('Descrizione', 100, 200), line('Quantità', 376, 200), line('Prezzo', 439, 200), line('Importo', 526, 200));
  rows.forEach(([d, q, p, t], i) => {
    const y = 225 + i * 25;
    lines.push(line(d, 100, y), line(q, 378, y), line(p, 439, y + 0.3), line(t, 523, y));
  });
  lines.push(line('Totale EUR 18.311,65', 440, 320));
  return lines.map(ocrLine);
}

describe('item rows whose OCR boxes stand a fraction of a point apart', () => {
  it('takes the quantity from the column before the price, not the figure boxed level with the total', () => {
    // The rows as read by their figures multiplying out (the reading a scan falls back on when it finds no table).
    const { items: got } = findArithmeticItems(buildContext([{ ...page(items()), textSource: 'ocr', confidence: 0.9 }], 'it'));
    expect(got.map((i) => [i.quantity, i.unitPrice, i.total])).toEqual([
      [412.5, 18.9, 7796.25], [185.75, 31.2, 5795.4], [320, 14.75, 4720],
    ]);
  });
});
