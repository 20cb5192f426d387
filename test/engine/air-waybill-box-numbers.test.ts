import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import { readRateBlock } from '../../engine/extract/logistics/air-rate-block.ts';
import { segmentPages } from '../../engine/extract/logistics/segments.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

/** The signature box's rule runs between the execution date and place and their captions. */
const awb = (lines: Line[]) => extractLogistics('air_waybill', buildContext([page(lines, [{ bbox: [301, 569, 567, 569.5], kind: 'h' }])], 'en')).data as Record<string, any>;

/** An IATA master AWB whose captions carry their Resolution 600a box numbers ("(2) Shipper's Name and Address"). */
const numberedTop = (): Line[] => [
  line('176-4417 8234', 497, 18, 11),
  line("(2) Shipper's Name and Address", 26, 37, 5), line('Naivasha Highland Roses Ltd', 28, 43, 7.5),
  line('Moi South Lake Road', 28, 52, 7.5), line('Naivasha', 28, 61, 7.5), line('Kenya', 28, 70, 7.5),
  line("(4) Consignee's Name and Address", 26, 103, 5), line('Bloemenhandel Van Vliet B.V.', 28, 109, 7.5),
  line('Legmeerdijk 313', 28, 118, 7.5), line('1431 GB Aalsmeer', 28, 127, 7.5), line('Netherlands', 28, 136, 7.5),
  line("(6) Issuing Carrier's Agent Name and City", 26, 165, 5), line('KILIMANJARO AIR CARGO AGENCIES LTD', 28, 171, 7.5),
  line('NAIROBI', 28, 180, 7.5),
  line('(18) Airport of Destination', 26, 259, 5), line('AMSTERDAM (AMS)', 28, 265, 7.8),
  line('(21) Handling Information', 26, 281, 5), line('PERISHABLE - KEEP COOL', 28, 287, 7.8),
];

/** The signature row: date and place over their captions "(32A) Executed on (date)", "(32B) at (place)". */
const executed = (): Line[] => [
  line('15 MAR 2026', 305, 556, 9), line('NAIROBI', 377, 556, 9),
  line('(32A) Executed on (date)', 305, 575, 4.6), line('(32B) at (place)', 377, 575, 4.6),
  line('(32C) Signature of Issuing Carrier or its Agent', 437, 575, 4.6),
];

describe('air waybill captions led by IATA box numbers', () => {
  it('reads the parties and airports under captions like "(2) Shipper\'s Name and Address"', () => {
    const d = awb(numberedTop());
    expect(d.shipper.name).toBe('Naivasha Highland Roses Ltd');
    expect(d.consignee.name).toBe('Bloemenhandel Van Vliet B.V.');
    expect(d.airportOfDestination.iataCode).toBe('AMS');
    expect(d.handlingInformation).toBe('PERISHABLE - KEEP COOL');
  });

  it("takes the agent's name and its city from lines of their own", () => {
    const d = awb(numberedTop());
    expect(d.issuingCarrierAgent.name).toBe('KILIMANJARO AIR CARGO AGENCIES LTD');
    expect(d.issuingCarrierAgent.city).toBe('NAIROBI');
  });

  it("reads no city off an agent's name wrapped over two lines", () => {
    const d = awb([
      line("(6) Issuing Carrier's Agent Name and City", 26, 165, 5), line('KILIMANJARO AIR CARGO', 28, 171, 7.5), line('AGENCIES LTD', 28, 180, 7.5),
    ]);
    expect(d.issuingCarrierAgent.city).toBeNull();
    expect(d.issuingCarrierAgent.name).toBe('KILIMANJARO AIR CARGO AGENCIES LTD');
  });

  it('reads no numbered signature caption as the place of execution', () => {
    const d = awb([...numberedTop(), ...executed()]);
    expect(d.executionDate).toBe('2026-03-15');
    expect(d.placeOfExecution).toBe('NAIROBI');
  });

  it('reads the routing boxes whose box numbers stand over "To" and "to"', () => {
    const d = awb([
      ...numberedTop(),
      line('(11A)', 26, 235, 4.2), line('To', 26, 240, 4.2), line('(11B) By First Carrier', 56, 235, 4.2),
      line('(11C)', 146, 235, 4.2), line('to', 146, 240, 4.2), line('(11D)', 174, 235, 4.2), line('by', 174, 240, 4.2),
      line('(11E)', 202, 235, 4.2), line('to', 202, 240, 4.2), line('(11F)', 230, 235, 4.2), line('by', 230, 240, 4.2),
      line('DXB', 27, 245), line('EK', 57, 245), line('AMS', 147, 245), line('EK', 175, 245),
    ]);
    expect(d.routing).toEqual([{ to: 'DXB', carrier: 'EK' }, { to: 'AMS', carrier: 'EK' }]);
  });

  it('reads the declared values under captions wrapped over two lines in their narrow boxes', () => {
    const d = awb([
      ...numberedTop(),
      line('(16) Declared Value', 445, 235, 4.2), line('for Carriage', 445, 240, 4.2),
      line('(17) Declared Value', 509, 235, 4.2), line('for Customs', 509, 240, 4.2),
      line('NVD', 446, 245), line('NCV', 510, 245),
    ]);
    expect(d.declaredValueForCarriage).toBe('NVD');
    expect(d.declaredValueForCustoms).toBe('NCV');
  });
});

describe('air waybill flights printed with the day only', () => {
  it('reads every flight of the row and dates each day from the execution date', () => {
    const d = awb([
      ...numberedTop(), ...executed(),
      line('(19A)(19B) Requested Flight/Date', 146, 259, 5), line('EK720/15', 148, 265, 7.8), line('EK147/16', 200, 265, 7.8),
    ]);
    expect(d.flights).toEqual([{ flightNumber: 'EK720', date: '2026-03-15' }, { flightNumber: 'EK147', date: '2026-03-16' }]);
  });

  it('dates a day before the execution day in the next month', () => {
    const d = awb([
      ...numberedTop(), line('30 DEC 2026', 305, 556, 9), line('(32A) Executed on (date)', 305, 575, 4.6),
      line('(19A)(19B) Requested Flight/Date', 146, 259, 5), line('EK720/31', 148, 265, 7.8), line('EK147/01', 200, 265, 7.8),
    ]);
    expect(d.flights).toEqual([{ flightNumber: 'EK720', date: '2026-12-31' }, { flightNumber: 'EK147', date: '2027-01-01' }]);
  });
});

describe('air waybill rate block and other charges with box numbers', () => {
  /** Boxes 22A to 22I: box numbers on the first caption line, the nature's caption beside them, the others wrapped under. */
  const rateBlock = (): Line[] => [
    line('(22A)', 26, 307, 4.8), line('(22B)', 60, 307, 4.8), line('(22C)', 114, 307, 4.8), line('(22D)', 130, 307, 4.8),
    line('(22E)', 158, 307, 4.8), line('(22F)', 196, 307, 4.8), line('(22G)', 250, 307, 4.8), line('(22H)', 288, 307, 4.8),
    line('(22I) Nature and Quantity of Goods', 358, 307, 4.8),
    line('No. of', 26, 313, 4.8), line('Gross', 60, 313, 4.8), line('kg', 114, 313, 4.8), line('Rate', 130, 313, 4.8),
    line('Commodity', 158, 313, 4.8), line('Chargeable', 196, 313, 4.8), line('Rate', 250, 313, 4.8), line('Total', 288, 313, 4.8),
    line('(incl. Dimensions or Volume)', 358, 313, 4.8),
    line('Pieces', 26, 319, 4.8), line('Weight', 60, 319, 4.8), line('lb', 114, 319, 4.8), line('Class', 130, 319, 4.8),
    line('Item No.', 158, 319, 4.8), line('Weight', 196, 319, 4.8), line('/Charge', 250, 319, 4.8),
    line('96', 46, 341), line('1632.0 K', 85, 341), line('C', 138, 341), line('0607', 160, 341), line('2520.0', 221, 341),
    line('2.30', 267, 341), line('5,796.00', 318, 341), line('FRESH CUT ROSES', 360, 342, 7.5), line('HS 060311', 360, 351, 7.5),
    line('96 CARTONS', 360, 361, 7.5), line('DIMS: 96 x 105x50x30 CM', 360, 370, 7.5),
  ];

  it('reads the columns whose box numbers print on a line above the wrapped captions', () => {
    const d = awb([...numberedTop(), ...rateBlock()]);
    expect(d.pieces).toBe(96);
    expect(d.grossWeight).toEqual({ value: 1632, unit: 'kg' });
    expect(d.chargeableWeight).toEqual({ value: 2520, unit: 'kg' });
    expect(d.rateClass).toBe('C');
    expect(d.rate).toBe(2.3);
    expect(d.totalCharge).toBe(5796);
  });

  it('keeps the specific commodity item number in its own column, apart from the rate class', () => {
    const block = readRateBlock(segmentPages([page(rateBlock())]));
    expect(block?.rateClass).toBe('C');
    expect(block?.totalCharge).toBe(5796);
  });

  it("ends the goods' nature at their HS code and captioned particulars", () => {
    const d = awb([...numberedTop(), ...rateBlock()]);
    expect(d.natureAndQuantityOfGoods).toBe('FRESH CUT ROSES');
  });

  it('reads the other charges printed as a grid of codes and amounts under their caption', () => {
    const d = awb([
      ...numberedTop(),
      line('(23) Other Charges', 299, 433, 5),
      line('AWA', 305, 443), line('15.00', 375, 443), line('AWC', 435, 443), line('25.00', 505, 443),
      line('MYC', 305, 455), line('1,134.00', 364, 455), line('SCC', 435, 455), line('277.20', 501, 455),
      line('AWA = due agent; AWC, MYC, SCC = due carrier', 305, 476, 5.5),
    ]);
    expect(d.otherCharges).toEqual([{ code: 'AWA', amount: 15 }, { code: 'AWC', amount: 25 }, { code: 'MYC', amount: 1134 }, { code: 'SCC', amount: 277.2 }]);
  });
});
