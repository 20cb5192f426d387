import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line, PageContent, Word } from '../../engine/types.ts';
import { CLAUSE_LINE } from '../../engine/extract/logistics/table-cells.ts';

/** A text-layer line of words from x, 4 points per character, 2 points apart, `h` points high. */
function line(text: string, x: number, y: number, h = 9): Line {
  const words: Word[] = [];
  let cx = x;
  for (const t of text.split(' ')) {
    words.push({ text: t, bbox: [cx, y, cx + t.length * 4, y + h], confidence: 1, source: 'text' });
    cx += t.length * 4 + 2;
  }
  return { text, bbox: [x, y, cx - 2, y + h], words };
}

const bl = (lines: Line[]) => {
  const page: PageContent = { pageNumber: 1, width: 595, height: 842, textSource: 'text', lines, rules: [], confidence: 1 };
  return extractDocument({ pages: [page], documentType: 'bill_of_lading', language: 'en', extractTables: false, attachments: [] }).extractedData as Record<string, any>;
};

// An MSC-style goods area: per-container stacks in the left column, goods as blocks opened by their count.
const MSC = [
  line('BILL OF LADING', 40, 20),
  line('Container Numbers, Seal Numbers', 29, 293), line('Description of Packages and Goods', 179, 293), line('Gross Cargo', 411, 293), line('Measurement', 495, 293),
  line('and Marks', 29, 300), line('Weight', 411, 300),
  line('MSCU4829130', 29, 313), line("4 X 20' DV CONTAINERS S.T.C. 82 (EIGHTY-TWO) PALLETS", 180, 314),
  line("20' DV SEAL: ML-ES4471902", 29, 324),
  line('21 PALLETS 24,180.000 KGS 22.500 CBM', 29, 333),
  line('54 PALLETS', 180, 330), line('62,630.000 KGS', 430, 330), line('57.800 CBM', 522, 330),
  line('GLAZED PORCELAIN FLOOR TILES 60X60 CM, RECTIFIED,', 180, 340),
  line('MEDU3077159', 29, 343),
  line('MATT FINISH', 180, 349),
  line("20' DV SEAL: ML-ES4471903", 29, 354),
  line('H.S. CODE 690722', 180, 359),
  line('21 PALLETS 24,160.000 KGS 22.500 CBM', 29, 363),
  line('NET WEIGHT: 61,010.000 KGS', 180, 368),
  line('28 PALLETS', 180, 386), line('31,700.500 KGS', 430, 386), line('30.000 CBM', 522, 386),
  line('CERAMIC WALL TILES 30X90 CM', 180, 396),
  line('H.S. CODE 690723', 180, 405),
  line('NET WEIGHT: 30,860.000 KGS', 180, 414),
  line('SHIPPER\'S LOAD, STOW, WEIGHT AND COUNT', 180, 436),
  line('TOTAL: 82 PALLETS', 180, 547), line('94,330.500 KGS', 430, 547), line('87.800 CBM', 521, 547),
];

describe('B/L goods printed as blocks beside per-container stacks', () => {
  it('reads each container\'s packages, weight and volume from the stack under its number', () => {
    const d = bl(MSC);
    expect(d.containers.map((c: any) => [c.containerNumber, c.packages?.count, c.grossWeight?.value, c.volume?.value]))
      .toEqual([['MSCU4829130', 21, 24180, 22.5], ['MEDU3077159', 21, 24160, 22.5]]);
  });

  it('reads each goods block: count line, description under it, HS code and net weight lines, figures beside the count', () => {
    const d = bl(MSC);
    expect(d.goods).toEqual([
      { description: 'GLAZED PORCELAIN FLOOR TILES 60X60 CM, RECTIFIED, MATT FINISH', hsCode: '690722', marksAndNumbers: null,
        packages: { count: 54, type: 'PALLETS' }, grossWeight: { value: 62630, unit: 'kg' }, netWeight: { value: 61010, unit: 'kg' }, volume: { value: 57.8, unit: 'm3' } },
      { description: 'CERAMIC WALL TILES 30X90 CM', hsCode: '690723', marksAndNumbers: null,
        packages: { count: 28, type: 'PALLETS' }, grossWeight: { value: 31700.5, unit: 'kg' }, netWeight: { value: 30860, unit: 'kg' }, volume: { value: 30, unit: 'm3' } },
    ]);
  });

  it('reads the totals line under the blocks, its figures beside it', () => {
    const d = bl(MSC);
    expect([d.totalPackages, d.totalGrossWeight, d.totalVolume]).toEqual([82, { value: 94330.5, unit: 'kg' }, { value: 87.8, unit: 'm3' }]);
  });

  it('reads a totals line printed under goods blocks that no table header heads', () => {
    const d = bl([
      line('BILL OF LADING', 40, 20),
      line('54 PALLETS', 180, 330), line('62,630.000 KGS', 430, 330), line('57.800 CBM', 522, 330),
      line('GLAZED PORCELAIN FLOOR TILES', 180, 340),
      line('TOTAL: 54 PALLETS', 180, 547), line('62,630.000 KGS', 430, 547), line('57.800 CBM', 521, 547),
    ]);
    expect([d.totalPackages, d.totalGrossWeight, d.totalVolume]).toEqual([54, { value: 62630, unit: 'kg' }, { value: 57.8, unit: 'm3' }]);
  });

  it('reads a count over its kind in a packages column and the net weight line under a description (N.W.)', () => {
    const d = bl([
      line('SEA WAYBILL', 40, 20),
      line('Marks & Nos.', 31, 299), line('No. of', 159, 299), line('Description of Goods', 217, 299), line('Gross', 435, 299), line('Measurement', 507, 306),
      line('Packages', 159, 306), line('Weight', 435, 306),
      line('56', 182, 347), line('45,460.000KGS', 445, 347), line('174.400CBM', 521, 347), line('MONOCRYSTALLINE PV MODULES 550W, 1,736', 262, 347),
      line('PALLETS', 162, 357), line('PCS', 262, 356),
      line('HS CODE: 854143', 262, 365),
      line('N.W.: 42,880.000KGS', 262, 374),
    ]);
    expect(d.goods[0]).toMatchObject({ description: 'MONOCRYSTALLINE PV MODULES 550W, 1,736 PCS', hsCode: '854143', packages: { count: 56, type: 'PALLETS' },
      grossWeight: { value: 45460, unit: 'kg' }, netWeight: { value: 42880, unit: 'kg' }, volume: { value: 174.4, unit: 'm3' } });
  });
});

describe("a carrier's clause in the description column", () => {
  it('takes equipment said to contain a count, and a load-stow-weight-count clause, as clauses', () => {
    expect(CLAUSE_LINE.test("4 X 20' DV CONTAINERS S.T.C. 82 (EIGHTY-TWO) PALLETS")).toBe(true);
    expect(CLAUSE_LINE.test("SHIPPER'S LOAD, STOW, WEIGHT AND COUNT")).toBe(true);
    expect(CLAUSE_LINE.test('54 PALLETS GLAZED PORCELAIN TILES')).toBe(false);
  });
});

describe('a container table with a carrier seal and a customs seal column', () => {
  it('reads both seals of a row', () => {
    const d = bl([
      line('BILL OF LADING', 40, 20),
      line('NO.', 37, 240), line('CONTAINER NO.', 59, 240), line('TYPE', 153, 240), line('CARRIER SEAL', 185, 240), line('CUSTOMS SEAL', 265, 240),
      line('PACKAGES', 369, 240), line('GROSS WT (KGS)', 423, 240), line('MEAS. (M3)', 526, 240),
      line('1', 41, 256), line('ONEU4028173', 59, 256), line('40DV', 152, 256), line('TH26A10441', 185, 256), line('CS-71028', 265, 256),
      line('1,800 CTNS', 365, 256), line('21,384.500', 441, 256), line('58.200', 540, 256),
    ]);
    expect(d.containers[0].sealNumbers).toEqual(['TH26A10441', 'CS-71028']);
  });
});
