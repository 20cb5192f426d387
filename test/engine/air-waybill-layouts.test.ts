import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import { placeFrom } from '../../engine/extract/logistics/parse-extra.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const awb = (lines: Line[]) => extractLogistics('air_waybill', buildContext([page(lines)], 'en')).data as Record<string, any>;

/** The IATA master AWB's top: number, shipper and consignee boxes. */
const masterTop = (): Line[] => [
  line('176-12345675', 480, 20, 10),
  line("Shipper's Name and Address", 30, 40, 5), line('GULF TRADING LLC', 32, 50), line('Dubai, United Arab Emirates', 32, 60),
  line("Consignee's Name and Address", 30, 80, 5), line('RHEIN COMPONENTS GMBH', 32, 90), line('Frankfurt, Germany', 32, 100),
  line('Executed on (date)', 300, 600, 5), line('12 MAR 2026', 300, 590),
];

describe('air waybill rate description block', () => {
  it('reads the IATA columns under captions wrapped over three lines, the unit from the K/L column', () => {
    const d = awb([
      ...masterTop(),
      line('No. of', 26, 312, 5), line('Gross', 64, 312, 5), line('kg', 122, 312, 5), line('Rate Class', 136, 312, 5), line('Chargeable', 176, 312, 5),
      line('Rate', 238, 312, 5), line('Total', 288, 312, 5), line('Nature and Quantity of Goods', 356, 312, 5),
      line('Pieces', 26, 318, 5), line('Weight', 64, 318, 5), line('lb', 122, 318, 5), line('Weight', 176, 318, 5), line('/', 238, 318, 5),
      line('(incl. Dimensions or Volume)', 356, 318, 5),
      line('RCP', 26, 324, 5), line('Commodity', 136, 324, 5), line('Charge', 238, 324, 5), line('Item No.', 136, 330, 5),
      line('6', 54, 343), line('412.5', 92, 343), line('K', 123, 343), line('Q', 137, 343), line('520.0', 207, 343), line('3.85', 262, 343),
      line('2002.00', 315, 343), line('MACHINE PARTS', 358, 343), line('DIMS 6 PLT 120X80X90 CM', 358, 353),
      line('Weight Charge', 144, 460, 5),
    ]);
    expect(d.pieces).toBe(6);
    expect(d.grossWeight).toEqual({ value: 412.5, unit: 'kg' });
    expect(d.chargeableWeight).toEqual({ value: 520, unit: 'kg' });
    expect(d.rateClass).toBe('Q');
    expect(d.rate).toBe(3.85);
    expect(d.totalCharge).toBe(2002);
    expect(d.natureAndQuantityOfGoods).toBe('MACHINE PARTS DIMS 6 PLT 120X80X90 CM');
  });

  it("reads a forwarder's short captions (PCS, GROSS WT, CLASS, CHG WT, RATE, AMOUNT) with lb weights", () => {
    const d = awb([
      line('HOUSE AIR WAYBILL', 400, 40, 12), line('HAWB NO.', 40, 80, 7), line('ATL26118452', 110, 80),
      line('PCS', 42, 243, 7), line('GROSS WT', 87, 243, 7), line('CLASS', 157, 243, 7), line('CHG WT', 197, 243, 7), line('RATE', 262, 243, 7),
      line('AMOUNT', 322, 243, 7), line('DESCRIPTION OF GOODS', 387, 243, 7),
      line('14', 42, 257), line('1,254 lb', 87, 257), line('Q', 157, 257), line('1,320 lb', 197, 257), line('2.15', 262, 257),
      line('2,838.00', 322, 257), line('FROZEN FISH', 387, 257), line('IN 14 BOXES', 387, 267),
    ]);
    expect(d.pieces).toBe(14);
    expect(d.grossWeight).toEqual({ value: 1254, unit: 'lb' });
    expect(d.chargeableWeight).toEqual({ value: 1320, unit: 'lb' });
    expect(d.rateClass).toBe('Q');
    expect(d.rate).toBe(2.15);
    expect(d.totalCharge).toBe(2838);
    expect(d.natureAndQuantityOfGoods).toBe('FROZEN FISH IN 14 BOXES');
  });
});

describe('air waybill routing and flights', () => {
  it('reads the "To | By First Carrier | to | by" boxes and the requested flights with dates in IATA form', () => {
    const d = awb([
      ...masterTop(),
      line('To', 26, 237, 5), line('By First Carrier Routing and Destination', 52, 237, 5), line('to', 146, 237, 5), line('by', 172, 237, 5),
      line('to', 198, 237, 5), line('by', 224, 237, 5), line('Currency', 299, 237, 5),
      line('AUH', 27, 244), line('EY', 53, 244), line('BOM', 147, 244), line('EY', 173, 244), line('EUR', 300, 244),
      line('Requested Flight/Date', 146, 259, 5), line('EY006/14MAR EY204/15MAR', 148, 267),
    ]);
    expect(d.routing).toEqual([{ to: 'AUH', carrier: 'EY' }, { to: 'BOM', carrier: 'EY' }]);
    expect(d.flights).toEqual([{ flightNumber: 'EY006', date: '2026-03-14' }, { flightNumber: 'EY204', date: '2026-03-15' }]);
  });
});

/** A US forwarder's house AWB: upper-case captions left of their values. */
const house = (): Line[] => [
  line('HOUSE AIR WAYBILL', 430, 37, 12),
  line('HAWB NO.', 40, 79, 7), line('ATL26118452', 110, 79),
  line('DATE', 40, 93, 7), line('03/12/2026', 110, 93), line('ORIGIN', 300, 93, 7), line('ATLANTA, GA (ATL)', 370, 93),
  line('DESTINATION', 40, 107, 7), line('GUADALAJARA (GDL)', 110, 107), line('ROUTING', 300, 107, 7), line('ATL-MEX DL / MEX-GDL AM', 370, 107),
  line('FLIGHT(S)', 40, 121, 7), line('DL591 03/12 AM2034 03/13', 110, 121), line('TERMS', 300, 121, 7), line('FREIGHT COLLECT (CC)', 370, 121),
  line('SHIPPER', 40, 139, 7), line('CONSIGNEE', 300, 139, 7),
  line('Southern Farms LLC', 40, 149), line('Avicola Altos S.A. de C.V.', 300, 149),
  line('4100 Highway 53', 40, 159), line('Carretera Km 14.5', 300, 159),
  line('Gainesville, GA 30507', 40, 170), line('Zapotlanejo, Jalisco 45430', 300, 170),
  line('United States', 40, 180), line('Mexico', 300, 180),
  line('DECLARED VALUE Carriage: NVD Customs: USD 18,400.00', 300, 194),
  line('HANDLING:', 40, 313, 7), line('PERISHABLE - KEEP COOL', 100, 313),
  line('Executed 03/12/2026 at Atlanta, GA', 40, 460),
];

describe('house air waybill in upper-case label-left layout', () => {
  it('reads routing legs and a flight list whose dates take the year and month-first order of a US document', () => {
    const d = awb(house());
    expect(d.routing).toEqual([{ to: 'MEX', carrier: 'DL' }, { to: 'GDL', carrier: 'AM' }]);
    expect(d.flights).toEqual([{ flightNumber: 'DL591', date: '2026-03-12' }, { flightNumber: 'AM2034', date: '2026-03-13' }]);
  });

  it('reads TERMS, HANDLING, both declared values on one line, and "Executed <date> at <place>"', () => {
    const d = awb(house());
    expect(d.chargesCode).toBe('CC');
    expect(d.handlingInformation).toBe('PERISHABLE - KEEP COOL');
    expect(d.declaredValueForCarriage).toBe('NVD');
    expect(d.declaredValueForCustoms).toBe(18400);
    expect(d.executionDate).toBe('2026-03-12');
    expect(d.placeOfExecution).toBe('Atlanta, GA');
  });

  it("ends the consignee's address at the next caption", () => {
    const d = awb(house());
    expect(d.consignee.name).toBe('Avicola Altos S.A. de C.V.');
    expect(d.consignee.address).not.toMatch(/DECLARED/);
  });

  it('knows major cargo airports the shared table lacks (GDL)', () => {
    expect(placeFrom('GUADALAJARA (GDL)', 'air')).toMatchObject({ name: 'GUADALAJARA', iataCode: 'GDL', country: 'MX' });
    expect(awb(house()).airportOfDestination).toMatchObject({ iataCode: 'GDL', country: 'MX' });
  });
});

describe('house air waybill in mixed-case label-left layout', () => {
  it('reads pieces, weights, nature of goods and the charges code from their rows', () => {
    const rows: Array<[string, string]> = [['HAWB No.', 'SFL-FRA-0098812'], ['Pieces', '3'], ['Gross Weight', '412,5 kg'],
      ['Chargeable Weight', '520,0 kg'], ['Nature of Goods', 'OPTICAL LENSES'], ['Charges', 'PP']];
    const d = awb([line('HOUSE AIR WAYBILL', 370, 40, 13), ...rows.flatMap(([k, v], i) => [line(k, 40, 90 + i * 14), line(v, 150, 90 + i * 14)])]);
    expect(d.pieces).toBe(3);
    expect(d.grossWeight).toEqual({ value: 412.5, unit: 'kg' });
    expect(d.chargeableWeight).toEqual({ value: 520, unit: 'kg' });
    expect(d.natureAndQuantityOfGoods).toBe('OPTICAL LENSES');
    expect(d.chargesCode).toBe('PP');
  });
});
