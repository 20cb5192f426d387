import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/**
 * A forwarder's house air waybill with captions above their values, in the local language with English after a
 * slash (here Hungarian), figures grouped in thousands by spaces with a decimal comma.
 */
const house = [
  line('DUNA CARGO KFT.', 40, 30, 14, true), line('HOUSE AIR WAYBILL', 430, 30, 12, true),
  line('Feladó / Shipper', 40, 80, 6.5), line('ALFÖLD GÉPGYÁR ZRT.', 40, 89, 8), line('Ipari út 7', 40, 99, 8), line('4031 Debrecen, Hungary', 40, 109, 8),
  line('Címzett / Consignee', 300, 80, 6.5), line('PRAIRIE TOOLING INC.', 300, 89, 8), line('88 Mill Street', 300, 99, 8), line('Saskatoon, SK S7K 1J5, Canada', 300, 109, 8),
  line('Járat / nap - Flight / date', 40, 150, 6.5), line('W61234 / 7.3.2026', 40, 159, 8),
  line('Pénznem, fizetés / Currency, charges', 220, 150, 6.5), line('EUR PP (PREPAID)', 220, 159, 8),
  line('Vámérték / Value for customs', 400, 150, 6.5), line('EUR 12 500,00', 400, 159, 8),
  line('Darab', 40, 200, 6.5), line('Pieces', 40, 208, 6.5),
  line('Bruttó', 90, 200, 6.5), line('Gross kg', 90, 208, 6.5),
  line('Osztály', 150, 200, 6.5), line('Class', 150, 208, 6.5),
  line('Díjköteles', 190, 200, 6.5), line('Chargeable kg', 190, 208, 6.5),
  line('Díj', 260, 200, 6.5), line('Rate', 260, 208, 6.5),
  line('Összesen', 300, 200, 6.5), line('Total', 300, 208, 6.5),
  line('Áru megnevezése', 370, 200, 6.5), line('Nature and quantity of goods', 370, 208, 6.5),
  line('6', 42, 224, 8), line('1 204,5', 90, 224, 8), line('Q', 152, 224, 8), line('1 310,0', 190, 224, 8),
  line('2,85', 260, 224, 8), line('3 733,50', 300, 224, 8), line('PUMP HOUSINGS', 370, 224, 8), line('6 CRATES', 370, 234, 8),
  line('MÉRET / DIMS: 6 @ 80X60X50 CM', 370, 244, 8),
  line('Debrecen 6.3.2026', 40, 600, 9), line('Hely és idő / Executed at, on', 40, 612, 6.5),
];

describe('a house air waybill with captions above their values in two languages', () => {
  const d = extractLogisticsPage('air_waybill', house);

  it('reads the flight and its date under a two-field caption whose local half is unknown', () => {
    expect(d.flights).toEqual([expect.objectContaining({ flightNumber: 'W61234', date: '2026-03-07' })]);
  });

  it('reads the currency and the charges code from one box', () => {
    expect(d.currency).toBe('EUR');
    expect(d.chargesCode).toBe('PP');
  });

  it('reads the customs value under "Value for customs"', () => {
    expect(d.declaredValueForCustoms).toBe(12500);
  });

  it('reads weights grouped by spaces under weight captions that name their unit', () => {
    expect(d.grossWeight).toEqual({ value: 1204.5, unit: 'kg' });
    expect(d.chargeableWeight).toEqual({ value: 1310, unit: 'kg' });
    expect(d.totalCharge).toBe(3733.5);
  });

  it('leaves a measure under a two-language caption out of the nature of goods', () => {
    expect(d.natureAndQuantityOfGoods).toBe('PUMP HOUSINGS 6 CRATES');
  });

  it('reads the place before the date over "Executed at, on"', () => {
    expect(d.executionDate).toBe('2026-03-06');
    expect(d.placeOfExecution).toBe('Debrecen');
  });
});

describe('an IATA air waybill agent box and other charges', () => {
  const d = extractLogisticsPage('air_waybill', [
    line("Issuing Carrier's Agent Name and City", 30, 160, 6), line('OKANAGAN AIR CARGO LTD.', 30, 167, 8), line('KELOWNA, BC', 30, 176, 8),
    line('Other Charges', 220, 470, 6), line('AWA 25.00', 222, 475.5, 8), line('FSC 1,140.40', 290, 475.5, 8), line('SCC 30.00', 222, 485.5, 8),
  ]);

  it('reads the city on its own line under the name, with its province code', () => {
    expect(d.issuingCarrierAgent).toMatchObject({ name: 'OKANAGAN AIR CARGO LTD.', city: 'KELOWNA, BC' });
  });

  it('reads every code and amount of a grid set tight under its caption, pairs of a line apart', () => {
    expect(d.otherCharges).toEqual([{ code: 'AWA', amount: 25 }, { code: 'FSC', amount: 1140.4 }, { code: 'SCC', amount: 30 }]);
  });
});
