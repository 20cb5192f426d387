import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/**
 * An air cargo manifest as OCR lines give it (from scans of two manifests): caption boxes of uneven height (an OCR
 * box hugs its letters), captions either side of a column rule touching, and figure and goods run together in one
 * line where no rule parts their columns.
 */
const at = (text: string, x0: number, y0: number, x1: number, y1: number): Line => {
  const l = ocrLine(line(text, x0, y0, y1 - y0));
  const k = (x1 - x0) / (l.bbox[2] - x0);
  const words = l.words.map((w) => ({ ...w, bbox: [x0 + (w.bbox[0] - x0) * k, y0, x0 + (w.bbox[2] - x0) * k, y1] as Line['bbox'] }));
  return { ...l, bbox: [x0, y0, x1, y1], words };
};

describe('air cargo manifest read from OCR lines', () => {
  it('reads the captions around an AWB caption boxed lower than its neighbours, and a weight and goods line cut apart', () => {
    const d = extractLogisticsPage('shipping_manifest', [
      at('GUIA AEREA', 28, 105, 67, 112), at('DEST', 106, 104, 126, 114), at('PZS', 159, 105, 173, 112),
      at('PESO KG NATURALEZA DE LA CARGA', 206, 105, 319, 113), at('EMBARCADOR / SHIPPER', 342, 104, 417, 113),
      at('CONSIGNATARIO / CONSIGNEE', 458, 104, 551, 113),
      at('AWB NO.', 29, 114, 55, 119), at('PCS', 160, 113, 173, 120), at('GROSS WT NATURE OF GOODS', 203, 112, 291, 120),
      at('729-41802493', 29, 125, 82, 133), at('MIA', 105, 125, 123, 134), at('121', 158, 125, 174, 134),
      at('1,880.0 FRESH CUT ROSES', 202, 124, 302, 134), at('FLORES LA SABANA S.A.S.', 342, 124, 441, 133),
      at('MIAMI FLORAL DISTRIBUTORS', 459, 125, 564, 133), at('LLC', 459, 134, 475, 142),
      at('729-41840175', 29, 146, 82, 154), at('MIA', 105, 146, 123, 155), at('86', 160, 146, 170, 155),
      at('1,306.8 FRESH CUT ALSTROEMERIA', 202, 145, 325, 155), at('CULTIVOS EL ROSAL LTDA', 342, 145, 440, 154),
      at('ATLANTIC STEMS IMPORT CORP', 459, 146, 570, 154),
    ]);
    expect(d.entries).toHaveLength(2);
    expect(d.entries[0]).toMatchObject({
      airWaybillNumber: '729-41802493', packages: { count: 121 }, description: 'FRESH CUT ROSES', grossWeight: { value: 1880, unit: 'kg' },
      shipper: { name: 'FLORES LA SABANA S.A.S.' }, consignee: { name: 'MIAMI FLORAL DISTRIBUTORS LLC' },
    });
    expect(d.entries[1]).toMatchObject({ description: 'FRESH CUT ALSTROEMERIA', grossWeight: { value: 1306.8 } });
  });

  it('keeps two captions side by side apart where their boxes touch, and cuts a line run across the weight and goods columns', () => {
    const d = extractLogisticsPage('shipping_manifest', [
      at('Air Waybill No.', 31, 62, 79, 70), at('No. of', 192, 62, 216, 70), at('Nature of Goods', 216, 62, 268, 70),
      at('Gross Weight', 420, 62, 467, 70), at('Shipper', 465, 62, 494, 70), at('Consignee', 590, 62, 628, 70),
      at('Pieces', 190, 71, 214, 79), at('(kg)', 448, 71, 463, 79),
      at('157-45478392', 31, 90, 83, 99), at('53', 200, 90, 214, 99), at('TELECOM EQUIPMENT', 218, 90, 297, 99),
      at('1,048.3', 440, 90, 463, 98), at('HONG KONG TELECOM PARTS', 472, 90, 574, 98), at('BUDAPEST TELEKOM SUPPLY KFT', 590, 89, 714, 99),
      at('157-13804534', 31, 112, 83, 121), at('82', 201, 112, 215, 121), at('CONSOLIDATION', 218, 112, 277, 121),
      at('1,095.8 HANOI ELECTRONICS JSC', 436, 112, 561, 121), at('MEDIZINTECHNIK KOELN GMBH', 590, 112, 703, 121),
    ]);
    expect(d.entries).toHaveLength(2);
    expect(d.entries[0]).toMatchObject({ grossWeight: { value: 1048.3, unit: 'kg' }, shipper: { name: 'HONG KONG TELECOM PARTS' } });
    expect(d.entries[1]).toMatchObject({ grossWeight: { value: 1095.8 }, shipper: { name: 'HANOI ELECTRONICS JSC' }, description: 'CONSOLIDATION' });
  });

  it('keeps a number leading a name with it where the row prints its own weight ("7 SEAS …" beside "1,048.3")', () => {
    const d = extractLogisticsPage('shipping_manifest', [
      at('Air Waybill No.', 31, 62, 79, 70), at('No. of', 192, 62, 216, 70), at('Nature of Goods', 216, 62, 268, 70),
      at('Gross Weight', 420, 62, 467, 70), at('Shipper', 465, 62, 494, 70), at('Consignee', 590, 62, 628, 70),
      at('Pieces', 190, 71, 214, 79), at('(kg)', 448, 71, 463, 79),
      at('157-45478392', 31, 90, 83, 99), at('53', 200, 90, 214, 99), at('TELECOM EQUIPMENT', 218, 90, 297, 99),
      at('1,048.3', 420, 90, 443, 98), at('7 SEAS TRADING CO', 452, 90, 540, 98), at('DANUBE SUPPLY KFT', 590, 89, 680, 99),
    ]);
    expect(d.entries).toHaveLength(1);
    expect(d.entries[0]).toMatchObject({ grossWeight: { value: 1048.3, unit: 'kg' }, shipper: { name: '7 SEAS TRADING CO' } });
  });

  it('keeps a number leading a wrapped line of the goods with them once the row has its weight', () => {
    const d = extractLogisticsPage('shipping_manifest', [
      at('GUIA AEREA', 28, 105, 67, 112), at('DEST', 106, 104, 126, 114), at('PZS', 159, 105, 173, 112),
      at('PESO KG NATURALEZA DE LA CARGA', 206, 105, 319, 113), at('EMBARCADOR / SHIPPER', 342, 104, 417, 113),
      at('CONSIGNATARIO / CONSIGNEE', 458, 104, 551, 113),
      at('AWB NO.', 29, 114, 55, 119), at('PCS', 160, 113, 173, 120), at('GROSS WT NATURE OF GOODS', 203, 112, 291, 120),
      at('729-41802493', 29, 125, 82, 133), at('MIA', 105, 125, 123, 134), at('121', 158, 125, 174, 134),
      at('1,880.0 CUT TULIPS', 202, 124, 290, 134), at('TULIPANES DEL VALLE S.A.S.', 342, 124, 450, 133),
      at('NORTH STEMS LLC', 459, 125, 540, 133), at('40 STEMS A BUNCH', 202, 134, 280, 142),
    ]);
    expect(d.entries).toHaveLength(1);
    expect(d.entries[0]).toMatchObject({ description: 'CUT TULIPS 40 STEMS A BUNCH', grossWeight: { value: 1880, unit: 'kg' } });
  });
});
