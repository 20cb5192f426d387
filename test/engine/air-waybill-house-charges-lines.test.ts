import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/** A forwarder's house air waybill: its charges each on a line with whom they are due, totals beside their captions. */
const charges = () => [
  line('Other charges', 39, 427, 8, true),
  line('FSC', 46, 441, 8.6), line('512.40', 166, 441, 8.6), line('CC', 206, 442, 7.4),
  line('HAWB', 46, 453, 8.6), line('35.00', 172, 453, 8.6), line('CC', 206, 454, 7.4),
  line('DLV', 46, 465, 8.6), line('60.00', 172, 465, 8.6), line('CC', 206, 466, 7.4),
  line('TOTAL COLLECT EUR', 346, 465, 8.6, true), line('2,107.40', 530, 465, 9, true),
];

describe("a house air waybill's charges lines", () => {
  it("reads a forwarder's own four-letter charge code", () => {
    expect(extractLogisticsPage('air_waybill', charges()).otherCharges).toEqual([
      { code: 'FSC', amount: 512.4 }, { code: 'HAWB', amount: 35 }, { code: 'DLV', amount: 60 },
    ]);
  });

  it('reads the total beside a caption that ends in its currency', () => {
    expect(extractLogisticsPage('air_waybill', charges()).totalCollect).toBe(2107.4);
  });

  it('reads the total past leader dots printed as a segment of their own', () => {
    const dotted = charges().filter((l) => l.text !== '2,107.40');
    dotted.push(line('..........', 440, 465, 8.6, true), line('2,107.40', 530, 465, 9, true));
    expect(extractLogisticsPage('air_waybill', dotted).totalCollect).toBe(2107.4);
  });

  it("reads the shipper's tax id off a line led by its bare caption, a phone after it", () => {
    const d = extractLogisticsPage('air_waybill', [
      line('SHIPPER', 39, 87, 6.4, true), line('CEYLON TEA TRADERS (PVT) LTD', 98, 87, 8.6), line('No. 12, Galle Road', 98, 97.5, 8.6),
      line('Colombo 00300, Sri Lanka', 98, 108, 8.6), line('VAT 104418270-7000 Tel +94 11 255 0100', 98, 118.5, 8.6),
    ]);
    expect(d.shipper).toMatchObject({ name: 'CEYLON TEA TRADERS (PVT) LTD', taxId: '104418270-7000', phone: '+94 11 255 0100' });
  });
});
