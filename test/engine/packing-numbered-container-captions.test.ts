import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/**
 * A packing list whose header is two columns of "CAPTION : value" rows: each container on a numbered row of its own
 * with its seal after a slash, the vessel with its voyage run on, the letterhead's registrations on one line, and a
 * pallet-number column without vertical rules.
 */
const lines = [
  line('NORTHWIND MINERALS (PVT.) LTD.', 30, 20, 16, true),
  line('Plot 7, Export Zone, Lahore 54000, Pakistan', 30, 42, 7),
  line('NTN 1234567-8   STRN 1122334455667   CHAMBER REG. 0123/2020', 30, 52, 7),
  line('PACKING LIST', 600, 20, 16, true),
  line('PACKING LIST NO.', 30, 80, 7.6), line(': NWM/PL/26/0077', 132, 80, 8),
  line('DATED', 30, 92, 7.6), line(': 03-Feb-2026', 132, 92, 8),
  line('COMMERCIAL INV. NO.', 30, 104, 7.6), line(': NWM/EX/26/0077', 132, 104, 8),
  line("BUYER'S P.O.", 30, 116, 7.6), line(': PO-55120', 132, 116, 8),
  line('VESSEL / VOY', 280, 80, 7.6), line(': NORDIC STAR 118E', 382, 80, 8),
  line('CONTAINER 1 / SEAL', 280, 104, 7.6), line(': SEGU7188305 / SL-0099123', 382, 104, 8),
  line('CONTAINER 2 / SEAL', 280, 116, 7.6), line(': TGHU4128738 / SL-0099124', 382, 116, 8),
  line('PALLET NOS.', 33, 169, 6.8, true), line('DESCRIPTION OF GOODS', 103, 169, 6.8, true), line('PLTS', 429, 169, 6.8, true),
  line('GROSS WT', 529, 169, 6.8, true),
  line('PLT 01-04', 33, 191, 8), line('GRANITE TILES 30X30 CM', 103, 191, 8), line('4', 441, 191, 8), line('1,048.0', 539, 191, 8),
  line('PLT 05-06', 33, 208, 8), line('MARBLE SLABS POLISHED', 103, 208, 8), line('2', 441, 208, 8), line('885.0', 545, 208, 8),
];

describe('packing list header in numbered caption rows', () => {
  const data = extractLogisticsPage('packing_list', lines);

  it('reads every container of its numbered caption row, with the seal printed after it', () => {
    expect(data.containers).toEqual([
      { containerNumber: 'SEGU7188305', sealNumbers: ['SL-0099123'] },
      { containerNumber: 'TGHU4128738', sealNumbers: ['SL-0099124'] },
    ]);
  });

  it('reads the date, invoice and order captions of a trade header ("DATED", "COMMERCIAL INV. NO.", "BUYER\'S P.O.")', () => {
    expect(data.date).toBe('2026-02-03');
    expect(data.invoiceNumber).toBe('NWM/EX/26/0077');
    expect(data.orderNumber).toBe('PO-55120');
  });

  it('drops the voyage run on after the vessel name under a "Vessel / Voy" caption', () => {
    expect(data.vessel).toBe('NORDIC STAR');
  });

  it('takes the tax id from a letterhead line of registrations and keeps that line out of the address', () => {
    expect(data.shipper?.taxId).toBe('1234567-8');
    expect(data.shipper?.address).toBe('Plot 7, Export Zone, Lahore 54000, Pakistan');
  });

  it('reads a "PALLET NOS." column as the packages\' marks', () => {
    expect(data.packages?.map((p: { marks: string }) => p.marks)).toEqual(['PLT 01-04', 'PLT 05-06']);
  });
});
