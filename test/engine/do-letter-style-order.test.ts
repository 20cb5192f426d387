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
  line('Shipping Agents - Harbour Road 12, P.O. Box 7710, Portmere', 40, 48, 7.5),
  line('DELIVERY ORDER', 230, 80, 16, true),
  line('D.O. No.:', 40, 110), line('WLA/DO/26/3321', 90, 110),
  line('To:', 40, 130, 9, true),
  line('BRIGHTWAY HAULAGE COMPANY LIMITED', 70, 130, 9), line('Dockside Lane 4, Plot 88', 70, 142, 9),
  line('P.O. Box 5512, Portmere', 70, 154, 9), line('Tel +44 20 7946 0321', 70, 166, 9),
  line('The Terminal Manager, North Quay', 70, 186, 9),
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
