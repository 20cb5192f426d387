import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line, PageContent, Word } from '../../engine/types.ts';

/** A text-layer line of words from x, 5 points per character. */
function line(text: string, x: number, y: number, h = 8): Line {
  const words: Word[] = [];
  let cx = x;
  for (const t of text.split(' ')) {
    words.push({ text: t, bbox: [cx, y, cx + t.length * 5, y + h], confidence: 1, source: 'text' });
    cx += t.length * 5 + 5;
  }
  return { text, bbox: [x, y, cx - 5, y + h], words };
}

const manifest = (lines: Line[]) => {
  const page: PageContent = { pageNumber: 1, width: 842, height: 595, textSource: 'text', lines, rules: [], confidence: 1 };
  return extractDocument({ pages: [page], documentType: 'shipping_manifest', language: 'en', extractTables: false, attachments: [] }).extractedData as Record<string, any>;
};

describe('a manifest whose package kind has a column of its own', () => {
  it('reads the kind beside the count as the packages type ("Pkgs | Kind": "239 | BALES", "12 | REELS")', () => {
    const d = manifest([
      line('OUTWARD CARGO MANIFEST', 40, 20),
      line('Vessel: YM TESTER', 40, 40), line('Voyage: 074W', 300, 40),
      line('B/L No.', 40, 80), line('Shipper', 130, 80), line('Consignee', 260, 80), line('Pkgs', 390, 80), line('Kind', 430, 80),
      line('Description of Goods', 480, 80), line('Gross Weight', 640, 80),
      line('YMLU1234567', 40, 100), line('ALPHA FIBRE CO.', 130, 100), line('BETA TRADING', 260, 100), line('239', 395, 100), line('BALES', 430, 100),
      line('POLYESTER FIBRE', 480, 100), line('12,291.2', 640, 100),
      line('YMLU7654321', 40, 120), line('GAMMA PAPER CO.', 130, 120), line('DELTA PRINT', 260, 120), line('12', 400, 120), line('REELS', 430, 120),
      line('KRAFT PAPER', 480, 120), line('8,100.0', 640, 120),
    ]);
    expect(d.entries.map((e: any) => e.packages)).toEqual([{ count: 239, type: 'BALES' }, { count: 12, type: 'REELS' }]);
  });
});
