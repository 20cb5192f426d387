import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import { findTaxIds } from '../../engine/extract/parse/taxid.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

/** A figure ending at x, 7.5 pt. */
const fig = (text: string, x: number, y: number): Line => line(text, x - text.length * 4.6875, y, 7.5);

/** A Gulf VAT invoice: letterhead with the name again in transliteration, captions "English / transliteration". */
const head = [
  line('AL WAHA TRADING L.L.C.', 40, 36, 13),
  line('Sharikat Al Waha li-Tijara (Dh.M.M.)', 40, 53, 7.5),
  line('Warehouse 4, Street 9, Al Quoz, Dubai, United Arab Emirates', 40, 64, 7.5),
  line('Tel: +971 4 347 0000 TRN: 100234567800003', 40, 73, 7.5),
  line('TAX INVOICE', 246, 101, 16),
  line('Bill To / Al-Amil', 36, 144, 7), line('DESERT BUILD CONTRACTING L.L.C.', 38, 157, 8.5), line('Office 805, Hamdan Street', 38, 167, 8.5),
  line('Abu Dhabi', 38, 178, 8.5), line('United Arab Emirates', 38, 188, 8.5), line('Customer TRN / al-Raqam al-Daribi: 100387654300003', 38, 199, 8.5),
  line('Invoice No. / Raqam al-Fatura', 318, 146, 7), line('INV-2026-731', 440, 145, 8),
  line('LPO No.', 318, 167, 7), line('DBC-LPO-4471', 440, 166, 8),
  line('Deliver To / Makan al-Taslim', 36, 234, 7), line('DESERT BUILD - RAHA SITE', 38, 247, 8.5),
  line('Plot C-12, Al Raha Beach, Abu Dhabi Contact: Site Engineer, +971 50 611 2290', 38, 257, 8.5),
];

describe('captions printed with a second name', () => {
  const d = invoice(head);
  it('reads the block under "Bill To / Al-Amil", not the caption\'s second name nor the TRN line', () => {
    expect(d.customer.name).toBe('DESERT BUILD CONTRACTING L.L.C.');
    expect(d.customer.taxId).toBe('100387654300003');
  });
  it('reads the ship-to block without the contact printed after its address', () => {
    expect(d.shipTo.name).toBe('DESERT BUILD - RAHA SITE');
    expect(d.shipTo.address).toBe('Plot C-12, Al Raha Beach, Abu Dhabi');
  });
  it('leaves the letterhead name printed again in transliteration out of the address', () => {
    expect(d.vendor.name).toBe('AL WAHA TRADING L.L.C.');
    expect(d.vendor.address).toBe('Warehouse 4, Street 9, Al Quoz, Dubai, United Arab Emirates');
    expect(d.vendor.taxId).toBe('100234567800003');
  });
  it('reads the order number after "LPO No."', () => {
    expect(d.purchaseOrderNumber).toBe('DBC-LPO-4471');
  });
});

describe('tax ids of the UAE, Japan, Brazil and China', () => {
  it('reads a TRN after its label, a T-number with a valid check digit, a CNPJ and a USCC', () => {
    expect(findTaxIds('TRN / al-Raqam al-Daribi: 100387654300003')[0]).toMatchObject({ value: '100387654300003', kind: 'TRN', country: 'AE' });
    expect(findTaxIds('Registration No.: T4230001008791')[0]).toMatchObject({ value: 'T4230001008791', kind: 'JCT', country: 'JP' });
    expect(findTaxIds('Registration No.: T5230001008791')).toHaveLength(0);
    expect(findTaxIds('45.812.763/0001-75')[0]).toMatchObject({ value: '45.812.763/0001-75', kind: 'CNPJ', valid: true });
    expect(findTaxIds('45.812.763/0001-76')[0]).toMatchObject({ valid: false });
    expect(findTaxIds('USCC: 91370200MA3C4R7T2X')[0]).toMatchObject({ value: '91370200MA3C4R7T2X', kind: 'USCC', country: 'CN' });
    expect(findTaxIds('Order 100387654300003')).toHaveLength(0);
  });
});

describe('item rows with a unit column and an item-code column', () => {
  const row = (y: number, code: string, desc: string, qty: string, unit: string, price: string, amount: string, apart = true): Line[] => [
    ...(apart ? [line(code, 59, y, 7.5), line(desc, 111, y, 7.5)] : [line(`${code} ${desc}`, 59, y, 7.5)]),
    fig(qty, 289, y), line(unit, 298, y, 7.5), fig(price, 363, y), fig(amount, 421, y),
  ];
  const d = invoice([
    ...head,
    line('Item Code', 59, 289, 6.3), line('Description', 111, 289, 6.3), line('Qty', 279, 289, 6.3), line('Unit', 300, 289, 6.3), line('Unit Price', 334, 289, 6.3), line('Amount', 395, 289, 6.3),
    ...row(309, 'CEM-OPC-50', 'Portland Cement, 50 kg bag', '400', 'BAG', '17.50', '7,000.00', false),
    ...row(323, 'RBR-T12', 'Steel bar T12, Grade 60', '12.50', 'TON', '2,450.00', '30,625.00'),
    ...row(337, 'RBR-T16', 'Steel bar T16, Grade 60', '8.75', 'TON', '2,420.00', '21,175.00'),
    ...row(351, 'BLK-200H', 'Hollow concrete block', '3,000', 'PCS', '3.20', '9,600.00'),
    line('Total excl. VAT', 330, 380, 8.5), fig('68,400.00', 421, 380),
  ]);
  it('reads decimal quantities before their unit as quantities', () => {
    expect(d.lineItems.map((i: Record<string, unknown>) => [i.quantity, i.unitPrice])).toEqual([[400, 17.5], [12.5, 2450], [8.75, 2420], [3000, 3.2]]);
  });
  it('leaves the item code out of a description printed on the same text line', () => {
    expect(d.lineItems[0].description).toBe('Portland Cement, 50 kg bag');
    expect(d.lineItems[1].description).toBe('Steel bar T12, Grade 60');
  });
});
