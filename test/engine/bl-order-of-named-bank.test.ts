import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

const consignee = (...values: string[]) => extractLogisticsPage('bill_of_lading', [
  line('Consignee (if "To Order" so indicate)', 30, 100, 6), ...values.map((v, i) => line(v, 33, 110 + i * 10)),
]).consignee;

describe('a B/L consigned to the order of a bank', () => {
  it('reads "TO ORDER OF <bank>" on one line, its address under it, as that party', () => {
    expect(consignee('TO ORDER OF MERIDIAN TRADE BANK PLC', '14 Harbour Road, Colombo 01, Sri Lanka')).toMatchObject({
      name: 'TO ORDER OF MERIDIAN TRADE BANK PLC', address: '14 Harbour Road, Colombo 01, Sri Lanka',
    });
  });

  it('keeps "TO ORDER" where the order is of the shipper, or the bank is printed under the wording', () => {
    expect(consignee('TO ORDER OF SHIPPER')).toBe('TO ORDER');
    expect(consignee('TO ORDER OF', 'MERIDIAN TRADE BANK PLC, COLOMBO')).toBe('TO ORDER');
    expect(consignee('TO ORDER')).toBe('TO ORDER');
  });
});
