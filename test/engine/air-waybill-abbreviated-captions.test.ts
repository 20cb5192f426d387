import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/** The IATA accounting row printed with short captions over small boxes. */
const row = (dv: string) => [
  line('Air Waybill', 340, 40, 12), line('123-44182764', 24, 20, 10),
  line('Currency', 335, 300, 5), line('CHGS', 370, 300, 5), line('Decl. Val. Carr.', 470, 300, 5), line('Decl. Val. Customs', 520, 300, 5),
  line('USD', 337, 308, 8), line('PP', 372, 308, 8), line('NVD', 472, 308, 8), line(dv, 522, 308, 8),
];

describe('air waybill short captions', () => {
  it('reads the charges code under "CHGS" and a declared value for customs as a number', () => {
    const d = extractLogisticsPage('air_waybill', row('18,450.00'));
    expect(d.chargesCode).toBe('PP');
    expect(d.declaredValueForCustoms).toBe(18450);
    expect(d.declaredValueForCarriage).toBe('NVD');
  });

  it('keeps "NCV" as printed', () => {
    expect(extractLogisticsPage('air_waybill', row('NCV')).declaredValueForCustoms).toBe('NCV');
  });
});
