import { describe, expect, it } from 'vitest';

import { extractDocument } from '../../engine/extract/index.ts';
import type { PageContent, Rule } from '../../engine/types.ts';
import { line, ocrLine } from './support/page.ts';

/** OCR's lines: the same words, read from a scan (OCR boxes grow less with the type than a text layer's). */
const h = (y: number): Rule => ({ kind: 'h', bbox: [30, y, 565, y + 1] });
const v = (x: number, y0: number, y1: number): Rule => ({ kind: 'v', bbox: [x, y0, x + 1, y1] });

/**
 * A certificate of origin printed as one grid of boxes, scanned: its title in the top right box stands only about
 * 1.25 times over the body text in OCR's boxes (a text layer gives it twice the height).
 */
function scannedCertificate(): PageContent {
  const lines = [
    line('1. Exporter', 36, 36), line('NINGBO BRIGHTWAY TEXTILES CO., LTD.', 36, 50), line('Certificate No. C263301A0012', 310, 40),
    line('CERTIFICATE OF ORIGIN', 310, 62, 10), line('No. 1999 Zhongshan West Road', 36, 62), line('Ningbo 315010, China', 36, 74),
    line('2. Consignee', 36, 100), line('NORTHERN APPAREL LTD.', 36, 114), line('Unit 4, Orwell Logistics Park', 36, 126),
    line('3. Means of transport and route', 36, 160), line('FROM NINGBO TO FELIXSTOWE BY SEA', 36, 174),
    line('4. Country of destination', 310, 160), line('UNITED KINGDOM', 310, 174),
    line('5. Marks and numbers', 36, 210), line('6. Description of goods', 160, 210), line('7. HS code', 400, 210),
    line('N/M', 36, 224), line('LADIES KNITTED PULLOVER', 160, 224), line('611020', 400, 224),
    line('8. Quantity', 36, 250), line('120 PCS', 36, 264), line('9. Invoice', 310, 250), line('BW-CI-26031', 310, 264),
  ].map(ocrLine);
  const rules = [h(30), h(92), h(150), h(200), h(240), h(290), v(30, 30, 290), v(305, 30, 200), v(305, 240, 290), v(565, 30, 290), v(150, 200, 240), v(390, 200, 240)];
  return { pageNumber: 1, width: 595, height: 842, textSource: 'ocr', lines, rules, confidence: 0.95 };
}

describe('a scanned form\'s title in a box of its grid', () => {
  it('classifies the page by it, though OCR gives it little more height than the body', () => {
    const out = extractDocument({ pages: [scannedCertificate()], documentType: 'generic', language: 'en', extractTables: true, attachments: [] });
    expect(out.documentType).toBe('certificate_of_origin');
  });
});
