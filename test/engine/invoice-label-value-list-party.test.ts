import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

/** Captions in a column at the left margin, each value far right of it on its row. */
const kv = (y: number, caption: string, value: string | null): Line[] => [line(caption, 40, y, 8), ...(value ? [line(value, 200, y, 9)] : [])];

describe('parties printed as label/value lists', () => {
  const d = invoice([
    line('KESTREL', 40, 30, 16, true), line('INVOICE', 450, 30, 14), line('Invoice No.: 66120', 400, 60),
    ...kv(120, 'Seller:', 'KESTREL INSTRUMENTS PTE LTD'),
    ...kv(132, 'Tax code:', '201733512K'),
    ...kv(144, 'Address:', '18 Kallang Way, #04-11'),
    ...kv(156, '', null), line('Singapore 349249', 200, 156, 9),
    ...kv(168, 'Tel:', '6745 1180'),
    ...kv(180, 'Bank account:', '7218804412 at Harbour Bank'),
    ...kv(210, 'Buyer:', 'Tan Mei Ling'),
    ...kv(222, 'Company:', 'LUMEN ELECTRONICS SDN BHD'),
    ...kv(234, 'Tax code:', '4418275509'),
    ...kv(246, 'Address:', '12 Jalan Perindustrian 3, Penang'),
    ...kv(258, 'Payment:', 'Bank transfer, 30 days'),
  ]);
  it('reads the name on the caption row, not the next caption under it', () => {
    expect(d.vendor.name).toBe('KESTREL INSTRUMENTS PTE LTD');
  });
  it('reads address rows (an uncaptioned row goes on with the address), the tax id and phone rows', () => {
    expect(d.vendor.address).toBe('18 Kallang Way, #04-11, Singapore 349249');
    expect(d.vendor.taxId).toBe('201733512K');
    expect(d.vendor.phone).toBe('6745 1180');
  });
  it('takes a company-name row as the party name, a person on the caption row being its contact', () => {
    expect(d.customer.name).toBe('LUMEN ELECTRONICS SDN BHD');
    expect(d.customer.address).toBe('12 Jalan Perindustrian 3, Penang');
    expect(d.customer.taxId).toBe('4418275509');
  });
});

describe('a caption over its block is no label/value list', () => {
  it('reads the block under "Bill To:", not another column\'s line far right on the caption\'s row', () => {
    const d = invoice([
      line('KESTREL INSTRUMENTS PTE LTD', 40, 30, 14, true), line('INVOICE', 450, 30, 14), line('Invoice No.: 66120', 400, 60),
      line('Bill To:', 40, 120, 8), line('Payment Terms: 14 days', 380, 120, 8),
      line('Harbourview Traders Ltd', 40, 132, 8), line('42 Quay Street', 40, 144, 8), line('Auckland 1010', 40, 156, 8),
    ]);
    expect(d.customer.name).toBe('Harbourview Traders Ltd');
    expect(d.customer.address).toBe('42 Quay Street, Auckland 1010');
  });
  it('does not take a line far right of a caption whose next caption has its value in another column', () => {
    const d = invoice([
      line('KESTREL INSTRUMENTS PTE LTD', 40, 30, 14, true), line('INVOICE', 450, 30, 14), line('Invoice No.: 66120', 400, 60),
      line('Buyer:', 40, 120, 8), line('Ref.: Q-2231', 420, 120, 8),
      line('Tax code:', 40, 132, 8), line('4418275509', 120, 132, 8),
    ]);
    expect(d.customer.name).toBeNull();
  });
});
