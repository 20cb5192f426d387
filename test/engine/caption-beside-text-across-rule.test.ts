import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import type { Rule } from '../../engine/types.ts';
import { line, ocrLine, page } from './support/page.ts';

/**
 * A boxed form read from a scan: beside a party's caption, across the column rule, the next box's heading
 * in type OCR gives the same height. The party is the box under its caption, not the text across the rule.
 */
const v = (x: number, y0: number, y1: number): Rule => ({ kind: 'v', bbox: [x, y0, x + 1.5, y1] });

describe('a caption\'s neighbour across a column rule', () => {
  it('is another box\'s text: the value is the one under the caption', () => {
    const lines = [
      line("1. Goods consigned from (Exporter's business name, address, country)", 35, 36, 7), line('CAMBODIA-KOREA TRADE AGREEMENT', 356, 36, 7),
      line('MEKONG RICE MILLING CO., LTD.', 40, 46, 7), line('12 Preah Norodom Blvd, Phnom Penh, Cambodia', 40, 56, 7),
    ].map(ocrLine);
    const d = extractLogistics('certificate_of_origin', buildContext([page(lines, [v(349, 30, 200)])], 'en')).data as Record<string, any>;
    expect(d.exporter).toMatchObject({ name: 'MEKONG RICE MILLING CO., LTD.' });
  });

  it('is so where the OCR box beside starts on the rule itself', () => {
    const lines = [
      line("1. Goods consigned from (Exporter's business name, address, country)", 35, 36, 7), line('CAMBODIA-KOREA TRADE AGREEMENT', 356, 36, 7),
      line('MEKONG RICE MILLING CO., LTD.', 40, 46, 7), line('12 Preah Norodom Blvd, Phnom Penh, Cambodia', 40, 56, 7),
    ].map(ocrLine);
    const d = extractLogistics('certificate_of_origin', buildContext([page(lines, [v(356.5, 30, 200)])], 'en')).data as Record<string, any>;
    expect(d.exporter).toMatchObject({ name: 'MEKONG RICE MILLING CO., LTD.' });
  });
});
