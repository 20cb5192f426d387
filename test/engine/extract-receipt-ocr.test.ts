import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import { findDates } from '../../engine/extract/parse/dates.ts';
import { fixOcrDigits } from '../../engine/extract/receipt-total.ts';
import type { Line, PageContent, Word } from '../../engine/types.ts';

/** An OCR line box of words from x, 5 points per character, 8 points high. */
function line(text: string, x: number, y: number): Line {
  const words: Word[] = [];
  let cx = x;
  for (const t of text.split(' ')) {
    words.push({ text: t, bbox: [cx, y, cx + t.length * 5, y + 8], confidence: 0.9, source: 'ocr' });
    cx += t.length * 5 + 5;
  }
  return { text, bbox: [x, y, cx - 5, y + 8], words };
}

const receipt = (lines: Line[]) => {
  const page: PageContent = { pageNumber: 1, width: 600, height: 842, textSource: 'ocr', lines, rules: [], confidence: 0.9 };
  return extractDocument({ pages: [page], documentType: 'receipt', language: 'en', extractTables: false, attachments: [] }).extractedData as Record<string, any>;
};

describe('receipts read through OCR noise', () => {
  it('takes the rounded total over an excluding-tax total, with the label split or misread', () => {
    const d = receipt([
      line('HOME MASTER HARDWARE SDN BHD', 100, 20),
      line('Total ExCl. Of GST', 40, 300), line('15.00', 400, 300),
      line('lotal Af ter Rounding', 40, 320), line('15.9O', 400, 320),
      line('CASH', 40, 340), line('50.00', 400, 340),
    ]);
    expect(d.totalAmount).toBe(15.9);
  });

  it('reads an amount glued to its label and an amount due when no total is labelled', () => {
    expect(receipt([line('KEDAI MAJU ENTERPRISE', 100, 20), line('TOTAL:12.50', 40, 300)]).totalAmount).toBe(12.5);
    const d = receipt([line('KEDAI MAJU ENTERPRISE', 100, 20), line('Rounding Adj - O.00', 40, 300), line('Due', 40, 320), line('2S.15', 400, 320), line('Change', 40, 340), line('0.00', 400, 340)]);
    expect(d.totalAmount).toBe(25.15);
  });

  it('joins a company name that OCR cut into word boxes on the same rows', () => {
    const d = receipt([
      line('POPULAR', 100, 20), line('BOOK', 160, 20),
      line('CO.', 90, 32), line('(M)', 120, 32), line('SDN', 145, 32), line('BHD', 170, 32),
      line('(Co. No.113825-W)', 100, 44),
      line('TOTAL', 40, 300), line('9.00', 400, 300),
    ]);
    expect(d.vendor.name.replace(/\s+/g, ' ')).toBe('POPULAR BOOK CO. (M) SDN BHD');
  });

  it('puts back letters read for digits only inside amounts', () => {
    expect(fixOcrDigits('Rounding Adj - O.00')).toBe('Rounding Adj - 0.00');
    expect(fixOcrDigits('SALES 2S.l5 SST')).toBe('SALES 25.15 SST');
    expect(fixOcrDigits('SO.OO')).toBe('SO.OO');
  });

  it('finds a date after a stray dash and a date glued to its time', () => {
    expect(findDates('Date 8 -17/1/2018 12: 12:21').map((d) => d.value.iso)).toEqual(['2018-01-17']);
    expect(findDates('17/01/201842153').map((d) => d.value.iso)).toEqual(['2018-01-17']);
    expect(findDates('12-17/1/2018')).toEqual([]);
  });
});
