import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

// A liner agent's order: caption/value/caption/value rows of one grid, dates dd/mm/yyyy, several free-time dates.
const d = extractLogisticsPage('delivery_order', [
  line('GULF STAR SHIPPING AGENCIES LLC', 36, 30, 15),
  line('DELIVERY ORDER', 217, 80, 18),
  line('D.O. No.', 40, 142), line('DO/JEA/26/118427', 158, 142), line('D.O. Date', 338, 142), line('22/03/2026', 430, 142),
  line('Arrival Date (ETA)', 40, 157), line('21/03/2026', 158, 157), line('Discharge completed', 338, 157), line('23/03/2026', 430, 157),
  line('Port Storage Free Till', 40, 172), line('25/03/2026', 158, 172), line('D.O. Valid Till', 338, 172), line('28/03/2026', 430, 172),
  line('Container Detention Free Till', 40, 187), line('31/03/2026', 158, 187),
  line('COLLECT FROM / DELIVER TO', 310, 290, 6.8),
  line('Collect from: DP World - Jebel Ali Terminal 2', 312, 304.5, 7.8),
  line('Deliver to: Dubai Investments Park 2,', 312, 314.5, 7.8),
  line('Warehouse 14, Dubai', 312, 324.5, 7.8),
  line('Transporter: AL SAQR FLEET (TR-0418)', 312, 334.5, 7.8),
]);

describe("a delivery order's caption grid", () => {
  it('reads the order\'s own date under "D.O. Date"', () => {
    expect(d.issueDate).toBe('2026-03-22');
  });

  it('reads the port storage free day as the last free day, not the detention or validity dates', () => {
    expect(d.lastFreeDay).toBe('2026-03-25');
  });
});

describe("a delivery order's collect-from / deliver-to lines", () => {
  it('reads each captioned line of the box as its own place, a line ending in a comma going on', () => {
    expect(d.pickupLocation).toBe('DP World - Jebel Ali Terminal 2');
    expect(d.deliveryLocation).toBe('Dubai Investments Park 2, Warehouse 14, Dubai');
  });
});
