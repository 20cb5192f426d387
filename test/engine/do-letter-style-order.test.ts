import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

// A shipping agent's order written as a letter: a trade description opening the letterhead's address line, the
// haulier addressed under "To:" (an office line after a gap), "caption : value" rows with the colons in a column of
// their own, and the free storage and the detention free time given in sentences.
const rows: Array<[string, string]> = [
  ['Bill of Lading No.', 'WSLX2604410'], ['Packages', '1,180 CARTONS AND DRUMS'], ['Gross Weight', '31,540.0 KGS'],
  ['Collect from', 'NORTH QUAY CONTAINER TERMINAL'], ['Deliver to', 'INLAND DEPOT 4, RIVERTON'],
];
const d = extractLogisticsPage('delivery_order', [
  line('WESTSHORE LINE AGENCIES LIMITED', 40, 30, 14, true),
  line('Liner Agency - Harbour Road 12, P.O. Box 7710, Portmere', 40, 48, 7.5),
  line('DELIVERY ORDER', 230, 80, 16, true),
  line('D.O. No.:', 40, 110), line('WLA/DO/26/3321', 90, 110),
  line('To:', 40, 130, 9, true),
  line('BRIGHTWAY HAULAGE COMPANY LIMITED', 70, 130, 9), line('Dockside Lane 4, Plot 88', 70, 142, 9),
  line('P.O. Box 5512, Portmere', 70, 154, 9), line('Tel +44 20 7946 0321', 70, 166, 9),
  line('The Gate Officer, North Quay', 70, 186, 9),
  line('Dear Sirs,', 40, 210, 9),
  ...rows.flatMap(([c, v], i) => [line(c, 40, 240 + i * 14, 9), line(':', 170, 240 + i * 14, 9), line(v, 180, 240 + i * 14, 9)]),
  line('Container detention free until 20 June 2026; thereafter USD 40 per day.', 40, 330, 9),
  line('Free storage at the terminal expires on 14 June 2026; storage thereafter at consignee\'s cost.', 40, 344, 9),
]);

describe('a letter-style delivery order', () => {
  it('reads the party addressed under "To:" as the party released to, up to the gap before the office line', () => {
    expect(d.releaseTo).toMatchObject({ name: 'BRIGHTWAY HAULAGE COMPANY LIMITED', address: 'Dockside Lane 4, Plot 88, P.O. Box 5512, Portmere', phone: '+44 20 7946 0321' });
  });

  it('reads the "Deliver to" row under the pick-up row as the delivery place, not a party', () => {
    expect(d.pickupLocation).toBe('NORTH QUAY CONTAINER TERMINAL');
    expect(d.deliveryLocation).toBe('INLAND DEPOT 4, RIVERTON');
  });

  it('reads packages and gross weight rows as the order\'s totals', () => {
    expect(d.totalPackages).toBe(1180);
    expect(d.totalGrossWeight).toEqual({ value: 31540, unit: 'kg' });
  });

  it('reads the free storage sentence\'s date as the last free day, not the detention date', () => {
    expect(d.lastFreeDay).toBe('2026-06-14');
  });

  it('leaves the trade description out of the issuer\'s address', () => {
    expect(d.issuedBy?.address).toBe('Harbour Road 12, P.O. Box 7710, Portmere');
  });
});

describe('a "To:" on an order that addresses no party', () => {
  // An order with no release caption: only the "To:" could name the party released to.
  const order = (lines: ReturnType<typeof line>[]): Record<string, any> => extractLogisticsPage('delivery_order', [
    line('DELIVERY ORDER', 230, 80, 16, true), line('D.O. No.:', 40, 110), line('NQ/DO/7781', 90, 110), ...lines,
  ]);

  it('is no party as the destination of a route caption on its line, addresses under both ends or not', () => {
    const d = order([
      line('From: RIVERBEND MILLS', 40, 130, 9), line('To: COASTAL FOODS CO', 250, 130, 9),
      line('12 Mill Road, Ashford', 40, 142, 9), line('8 Harbour Street, Portmere', 250, 142, 9),
    ]);
    expect(d.releaseTo).toBeNull();
  });

  it('is no party when it names only a place', () => {
    expect(order([line('To:', 40, 130, 9, true), line('HAMBURG', 70, 130, 9), line('GERMANY', 70, 142, 9)]).releaseTo).toBeNull();
  });

  it('is no party as a name without an address under it', () => {
    expect(order([line('To: Harbour Authority', 40, 130, 9), line('Dear Sirs,', 40, 160, 9)]).releaseTo).toBeNull();
  });

  it('reads no total from a figure far off on a caption row\'s line: it is another column\'s', () => {
    const d = order([
      line('Packages', 40, 240, 9), line('Pallets returned', 420, 226, 9), line('3 PALLETS', 420, 240, 9),
      line('Gross Weight', 40, 254, 9), line(':', 170, 254, 9), line('18,200.0 KGS', 180, 254, 9),
    ]);
    expect(d.totalPackages).toBeNull();
    expect(d.totalGrossWeight).toEqual({ value: 18200, unit: 'kg' });
  });
});
