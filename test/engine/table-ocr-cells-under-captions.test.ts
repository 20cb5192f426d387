import { describe, expect, it } from 'vitest';
import { cellsUnderCaptions, columnAt } from '../../engine/extract/logistics/table-ocr-cells.ts';
import { lineCells } from '../../engine/extract/logistics/table-cells.ts';
import type { Column } from '../../engine/extract/logistics/table-header.ts';
import type { Word } from '../../engine/types.ts';

/**
 * A table without column rules as OCR gives its lines: a figure and the next column's text run together in one
 * line, their word boxes abutting. The cell is cut where its words pass into the next caption's column.
 */
const word = (text: string, x0: number, x1: number, source: Word['source'] = 'ocr'): Word => ({ text, bbox: [x0, 100, x1, 108], confidence: 0.95, source });
const cols: Column[] = [
  { kind: 'packages', x0: 373, x1: 393 }, { kind: 'description', x0: 394, x1: 435 }, { kind: 'grossWeight', x0: 503, x1: 520 }, { kind: 'container', x0: 538, x1: 558 },
];
const bounds = cols.slice(1).map((c, i) => (cols[i].x1 + c.x0) / 2);
const texts = (cells: Word[][]): string[] => cells.map((c) => c.map((w) => w.text).join(' '));

describe('OCR cells run across columns of a table without rules', () => {
  it('cuts a count and its kind from the goods, and a weight from the container', () => {
    const cells = [
      [word('92', 361, 372), word('CTNS', 372, 393), word('LOW', 396, 413), word('VOLTAGE', 413, 448)],
      [word('2,446.5', 510, 537), word('ONEU', 539, 560)],
    ];
    expect(texts(cellsUnderCaptions(cols, bounds, cells))).toEqual(['92 CTNS', 'LOW VOLTAGE', '2,446.5', 'ONEU']);
  });

  it('leaves a description that runs on into a figure column whole, and a text layer\'s cells as they are', () => {
    const long = [word('TEXTILE', 396, 430), word('AUXILIARY', 431, 470), word('CHEMICALS', 471, 515)];
    expect(texts(cellsUnderCaptions(cols, bounds, [long]))).toEqual(['TEXTILE AUXILIARY CHEMICALS']);
    const layer = [word('92', 361, 372, 'text'), word('CTNS', 372, 393, 'text'), word('LOW', 396, 413, 'text')];
    expect(texts(cellsUnderCaptions(cols, bounds, [layer]))).toEqual(['92 CTNS LOW']);
  });
});

describe('OCR runs of a row that abut', () => {
  it('are separate cells where they start under different captions', () => {
    const cols2: Column[] = [{ kind: 'blNumber', x0: 42, x1: 74 }, { kind: 'shipper', x0: 111, x1: 147 }, { kind: 'consignee', x0: 202, x1: 252 }];
    const bounds2 = cols2.slice(1).map((c, i) => (cols2[i].x1 + c.x0) / 2);
    const runs = [[word('HLCU380871369', 41, 108)], [word('Summit', 110, 142), word('Trading', 142, 183), word('S.A.', 183, 201)], [word('Nordic', 202, 230), word('Lines', 230, 261)]];
    const parted = (_a: Word, b: Word, start: Word): boolean => columnAt(bounds2, start) !== columnAt(bounds2, b);
    expect(texts(lineCells(runs, parted))).toEqual(['HLCU380871369', 'Summit Trading S.A.', 'Nordic Lines']);
    expect(texts(lineCells(runs))).toEqual(['HLCU380871369 Summit Trading S.A. Nordic Lines']);
  });
});
