import { describe, expect, it } from 'vitest';
import { isCaption, looksLikeCaption } from '../../engine/extract/logistics/captions.ts';
import { segmentPages } from '../../engine/extract/logistics/segments.ts';
import { extractLogisticsPage, line, ocrLine, page } from './support/page.ts';

/**
 * The signature row of a scanned air waybill, whose smallest print OCR garbles: the "Signature of Issuing Carrier"
 * caption beside "at (place)" is no place, a box number that lost its closing bracket still leads a caption, and
 * where "Executed on (date)" was lost, the row over "at (place)" still gives the place and the date before it.
 */
describe('a scanned air waybill signature row', () => {
  it('reads a place over its caption, not the garbled signature caption beside it', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('09 APR 2026', 310, 568, 8), line('PORTO', 400, 568, 8),
      line('(32A Executed on (date)', 310, 580, 6), line('(32B) at (place)', 400, 580, 6), line('(3C Signatue suing Carers', 470, 580, 6),
    ].map(ocrLine));
    expect(d.executionDate).toBe('2026-04-09');
    expect(d.placeOfExecution).toBe('PORTO');
  });

  it('reads the date and place over "at (place)" where the executed-on caption was lost', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('09 APR 2026', 310, 560, 8), line('PORTO', 372, 560, 8), line('J. SILVA', 420, 560, 8),
      line('at (place)', 370, 574, 6), line('Sinaturef luing Ca', 410, 574, 6),
    ].map(ocrLine));
    expect(d.executionDate).toBe('2026-04-09');
    expect(d.placeOfExecution).toBe('PORTO');
  });
});

describe('a word near "signature" leading a born-digital line', () => {
  it('is no caption on a text layer ("Signatory Leona Marsh" is a value)', () => {
    expect(looksLikeCaption('Signatory Leona Marsh')).toBe(false);
    expect(looksLikeCaption('Signatue suing Carers', true)).toBe(true);
    const [digital] = segmentPages([page([line('Signatory Leona Marsh', 300, 560)])]);
    const [scanned] = segmentPages([page([ocrLine(line('Signatue suing Carers', 300, 560))])]);
    expect(isCaption(digital[0])).toBe(false);
    expect(isCaption(scanned[0])).toBe(true);
  });
});
