import { describe, expect, it } from 'vitest';

import { buildContext } from '../../engine/extract/build-context.ts';
import { classify } from '../../engine/extract/classify.ts';
import type { Line, PageContent } from '../../engine/types.ts';

/** A page of lines top to bottom, each [text, box height]; `ocr` marks the words as read from a scan (no bold). */
function page(lines: Array<[string, number]>, ocr: boolean): PageContent {
  let y = 40;
  const out: Line[] = lines.map(([text, size]) => {
    const bbox: [number, number, number, number] = [40, y, 40 + text.length * size * 0.5, y + size];
    y += size + 6;
    return { text, bbox, words: [{ text, bbox, confidence: ocr ? 0.96 : 1, source: ocr ? 'ocr' : 'text', ...(ocr ? {} : { fontSize: size }) }] };
  });
  return { pageNumber: 1, width: 595, height: 842, textSource: ocr ? 'ocr' : 'text', lines: out, rules: [], confidence: ocr ? 0.95 : 1 };
}
const typeOf = (p: PageContent): string | null => classify(buildContext([p], 'en', true)).type;

describe('titles and charges the classifier reads on scans and unfamiliar invoices', () => {
  it('takes an all-caps heading on a scan for the title, though its box is only its cap height', () => {
    // A cargo manifest on an airline's form: the OCR box of "CARGO MANIFEST" stands 1.18 times over the body's.
    const lines: Array<[string, number]> = [
      ['QATAR AIRWAYS CARGO', 12.5], ['CARGO MANIFEST', 11], ['Owner or Operator', 9.3], ['QATAR AIRWAYS Q.C.S.C.', 9.3], ['Flight No.', 9.3],
      ['QR8165', 9.3], ['Air Waybill No.', 9.3], ['157-45478392', 9.3], ['Nature of Goods', 9.3], ['TELECOM EQUIPMENT', 9.3], ['Point of Loading', 9.3],
    ];
    expect(typeOf(page(lines, true))).toBe('shipping_manifest');
    // In a text layer the same heights are the printed sizes: 11 over 9.3 points is no heading there.
    expect(typeOf(page(lines, false))).not.toBe('shipping_manifest');
  });

  it('takes a scanned line at the top that is only a title (in two languages) for a heading, whatever its height', () => {
    // An airline's cargo manifest: the bilingual title set in caps a little larger than the body, its OCR box no taller.
    const lines: Array<[string, number]> = [
      ['ANDES AIR CARGO S.A.', 10], ['MANIFIESTO DE CARGA / CARGO MANIFEST', 8], ['VUELO / FLIGHT', 8.4], ['XY1234', 8.4], ['FECHA / DATE', 8.4],
      ['02JAN2026', 8.4], ['AWB NO.', 8.4], ['PCS', 8.4], ['GROSS WT', 8.4], ['NATURE OF GOODS', 8.4], ['123-12345675', 8.4], ['FRESH FLOWERS', 8.4],
      ['EMBARCADOR / SHIPPER', 8.4], ['CONSIGNATARIO / CONSIGNEE', 8.4], ['ORIGEN / ORIGIN', 8.4], ['DESTINO / DESTINATION', 8.4],
    ];
    expect(typeOf(page(lines, true))).toBe('shipping_manifest');
  });

  it('takes a Brazilian DANFE for an invoice', () => {
    expect(typeOf(page([['DANFE', 12], ['Documento Auxiliar da Nota Fiscal Eletrônica', 8], ['NATUREZA DA OPERAÇÃO', 8], ['Venda de produção do estabelecimento', 8]], true))).toBe('invoice');
  });

  it('takes a clearing agent\'s tax invoice of port and customs charges for a freight invoice', () => {
    const lines: Array<[string, number]> = [
      ['TAX INVOICE', 14], ['Invoice No. TCL/INV/26/03118', 9], ['Invoice Date 17-Mar-2026', 9], ['Vessel / Voyage KOTA NAZAR / 0112W', 9],
      ['Shipping line delivery order fee 85.00', 9], ['KPA wharfage and port charges 56,700.00', 9], ['Agency fee - customs clearance 45,000.00', 9],
      ['Sub-total (KES) 380,443.75', 9], ['TOTAL PAYABLE (KES) 393,285.75', 9],
    ];
    expect(typeOf(page(lines, false))).toBe('freight_invoice');
  });
});
