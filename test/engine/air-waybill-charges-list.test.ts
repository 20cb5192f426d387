import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe("a house air waybill's charges list", () => {
  it('reads the coded charges as other charges, the currency from the caption and the collect total', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('HOUSE AIR WAYBILL', 430, 37, 12), line('HAWB NO.', 40, 79, 7), line('ATL26118452', 110, 77, 10),
      line('CHARGES (USD)', 40, 335, 7), line('PREPAID', 300, 335, 7), line('COLLECT', 420, 335, 7),
      line('Weight charge', 40, 346, 8.5), line('2,838.00', 447, 346, 8.5),
      line('Fuel surcharge (FCC)', 40, 357, 8.5), line('198.00', 454, 357, 8.5),
      line('AWB fee (AWC)', 40, 368, 8.5), line('35.00', 459, 368, 8.5),
      line('TOTAL', 40, 383, 8.5), line('0.00', 343, 383, 8.5), line('USD 3,071.00', 427, 383, 8.5),
    ]);
    expect(d.otherCharges).toEqual([{ code: 'FCC', amount: 198 }, { code: 'AWC', amount: 35 }]);
    expect(d.currency).toBe('USD');
    expect(d.totalCollect).toBe(3071);
    expect(d.totalPrepaid).toBeNull();
  });
});

describe('an air waybill total under one of two captions sharing a row', () => {
  it('gives the amount to the caption whose span holds it', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('176-12345675', 480, 20, 10),
      line('Total Prepaid', 28, 571, 5.5), line('Total Collect', 165, 571, 5.5), line('2285.25', 122, 578, 9),
    ]);
    expect(d.totalPrepaid).toBe(2285.25);
    expect(d.totalCollect).toBeNull();
  });
});

describe("an air waybill's handling information box", () => {
  it('leaves out its Special Customs Information sub-box', () => {
    const d = extractLogisticsPage('air_waybill', [
      line('176-12345675', 480, 20, 10),
      line('Handling Information', 32, 307, 5.5), line('FRAGILE - DO NOT STACK', 34, 314, 8), line('SCI: X', 34, 323, 8),
    ]);
    expect(d.handlingInformation).toBe('FRAGILE - DO NOT STACK');
  });
});
