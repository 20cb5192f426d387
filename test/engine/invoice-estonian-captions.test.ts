import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import { buildContext } from '../../engine/extract/build-context.ts';
import { findArithmeticItems } from '../../engine/extract/line-items-rows.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

/** A figure ending at x, 8 pt. */
const fig = (text: string, x: number, y: number, size = 8): Line => line(text, x - text.length * (size * 5) / 8, y, size);

/** An item row: description, quantity with its unit, price and total, a packing note in small print under it. */
const item = (y: number, desc: string, qty: string, price: string, total: string, note: string): Line[] => [
  line(desc, 60, y, 8), fig(qty, 360, y), fig(price, 440, y), fig(total, 530, y), line(note, 60, y + 10, 5.6),
];

/**
 * An Estonian "Arve / Invoice": a brand letterhead whose legal name and address are in the footer line (with the
 * registry code, the KMKR number and the bank after them), Estonian captions with English after a slash, the buyer's
 * order in the right-hand block, quantities in m3 and m2 typed with plain digits, VAT 0 %, the clerk who drew the
 * invoice up under "Issued by".
 */
const lines = [
  line('KASEKÜLA PUIT', 40, 30, 18, true),
  line('ARVE / INVOICE', 430, 30, 14, true), line('Arve nr / Invoice no. 77-2025', 430, 50, 8),
  line('Ostja / Buyer', 40, 90, 7, true),
  line('NORDHAVN BYG APS', 40, 100, 8), line('Havnegade 9', 40, 110, 8), line('8000 Aarhus C, Denmark', 40, 120, 8),
  line('Arve kuupäev / Invoice date', 320, 90, 7), line('14.05.2025', 450, 90, 8),
  line('Maksetähtaeg / Due date', 320, 102, 7), line('28.05.2025', 450, 102, 8),
  line('Tellimus / Customer order', 320, 114, 7), line('NB-4471', 450, 114, 8),
  line('Kirjeldus / Description', 60, 160, 7, true), line('Kogus', 340, 160, 7, true), line('Hind', 420, 160, 7, true), line('Summa', 505, 160, 7, true),
  ...item(176, 'Terrassilaud, lehis / decking, larch', '12,5 m3', '410,00', '5 125,00', 'pakke / packs: 3 · marks: KP 01'),
  ...item(200, 'Voodrilaud, kuusk / panelling, spruce', '86 m2', '12,40', '1 066,40', 'pakke / packs: 2 · marks: KP 02'),
  ...item(224, 'Kruvid / screws', '4 tk', '25,00', '100,00', 'pakke / packs: 1 · marks: KP 03'),
  line('Kokku käibemaksuta / Total excl. VAT', 300, 262, 8), fig('6 291,40', 530, 262),
  line('Käibemaks 0 % / VAT 0 %', 300, 274, 8), fig('0,00', 530, 274),
  line('Arve kokku / Invoice total EUR', 300, 286, 8, true), fig('6 291,40', 530, 286),
  line('Arve koostas / Issued by: Mari Kask, raamatupidaja', 40, 330, 8),
  line('Kaseküla Puit OÜ · Metsa tee 3, 61601 Elva, Eesti · registrikood 10987654 · KMKR EE101234568 · AS LHV Pank', 40, 800, 6),
];

describe('an Estonian invoice with Estonian/English captions', () => {
  const d = invoice(lines);

  it('reads the issuer from the footer line that spells the brand with its legal form (OÜ), its address up to the town', () => {
    expect(d.vendor).toMatchObject({ name: 'Kaseküla Puit OÜ', address: 'Metsa tee 3, 61601 Elva, Eesti', taxId: 'EE101234568' });
  });

  it('reads the buyer under "Ostja", not the buyer\'s order captioned "Customer order"', () => {
    expect(d.customer).toMatchObject({ name: 'NORDHAVN BYG APS', address: 'Havnegade 9, 8000 Aarhus C, Denmark' });
    expect(d.purchaseOrderNumber).toBe('NB-4471');
  });

  it('reads the dates and a 0 % VAT under "Käibemaks"', () => {
    expect(d.invoiceDate).toBe('2025-05-14');
    expect(d.dueDate).toBe('2025-05-28');
    expect(d.taxRate).toBe(0);
    expect(d.taxAmount).toBe(0);
  });
});

describe('line items read by their arithmetic', () => {
  const items = findArithmeticItems(buildContext([page(lines)], 'en')).items;

  it('reads a quantity with its square or cubic metres typed as "m2", "m3"', () => {
    expect(items.map((i) => [i.quantity, i.unitPrice, i.total])).toEqual([[12.5, 410, 5125], [86, 12.4, 1066.4], [4, 25, 100]]);
  });

  it('leaves the note set in small print under each description out of it', () => {
    expect(items.map((i) => i.description)).toEqual(['Terrassilaud, lehis / decking, larch', 'Voodrilaud, kuusk / panelling, spruce', 'Kruvid / screws']);
  });
});
