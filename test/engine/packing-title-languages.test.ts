import { describe, expect, it } from 'vitest';
import type { Line, PageContent } from '../../engine/types.ts';
import { buildContext } from '../../engine/extract/build-context.ts';
import { classify } from '../../engine/extract/classify.ts';

function page(lines: Array<[string, number, boolean?]>): PageContent {
  let y = 40;
  const out: Line[] = lines.map(([text, size, bold]) => {
    const bbox: [number, number, number, number] = [40, y, 40 + text.length * size * 0.5, y + size];
    y += size + 6;
    return { text, bbox, words: [{ text, bbox, confidence: 1, fontSize: size, bold: bold ?? false, source: 'text' }] };
  });
  return { pageNumber: 1, width: 595, height: 842, textSource: 'text', lines: out, rules: [], confidence: 1 };
}

describe('packing list titles in Turkish and Indonesian', () => {
  const body: Array<[string, number]> = [['Fatura No / Inv. No. EGD-1', 9], ['Consignee ACME LTD', 9], ['Unit 9 Leicester', 9]];
  it('reads "Çeki Listesi" as a packing list', () => {
    expect(classify(buildContext([page([['ÇEKİ LİSTESİ', 18, true], ...body])], 'en', true)).type).toBe('packing_list');
  });
  it('reads "Daftar Kemasan" as a packing list', () => {
    expect(classify(buildContext([page([['DAFTAR KEMASAN', 18, true], ...body])], 'en', true)).type).toBe('packing_list');
  });
});
