import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const freight = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'freight_invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

/** A figure ending at x, 7.5 pt. */
const fig = (text: string, x: number, y: number): Line => line(text, x - text.length * 4.6875, y, 7.5);

/** A forwarder's invoice under a brand letterhead, a shipment grid with "From" / "To" ports, the account holder's legal name. */
const lines = [
  line('SEAGULL SHIPPING', 36, 30, 16, true),
  line('8 Harbour Road, Wan Chai, Hong Kong', 36, 50, 7),
  line('Tel +852 2555 0101 accounts@seagull-ship.hk', 36, 60, 7),
  line('INVOICE', 480, 30, 16, true),
  line('Invoice No.', 340, 90, 7.5), line('SG-26-0301', 480, 90, 8),
  line('Bill To', 36, 90, 7.5, true), line('LOTUS HOME LIMITED', 36, 100, 8.5), line('12 Queen Street, Auckland 1010, New Zealand', 36, 110, 8.5),
  line('From', 36, 150, 7.4), line('HONG KONG, CHINA (HKHKG)', 120, 150, 8.2),
  line('To', 300, 150, 7.4), line('AUCKLAND, NEW ZEALAND (NZAKL)', 386, 150, 8.2),
  line('ETA', 36, 163, 7.4), line('14 MAR 2026', 120, 163, 8.2),
  line('DESCRIPTION', 36, 200, 7, true), line('AMOUNT', 520, 200, 7, true),
  line('OCEAN FREIGHT HONG KONG - AUCKLAND', 36, 214, 7.5), fig('1,850.00', 560, 214),
  line('DOCUMENTATION FEE', 36, 228, 7.5), fig('65.00', 560, 228),
  line('TOTAL USD', 400, 260, 8, true), fig('1,915.00', 560, 260),
  line('Bank: Harbour Bank Ltd. Account No. 012-345678-001 Account Name: SEAGULL SHIPPING CO., LTD.', 36, 300, 7.5),
];

describe('the issuer of an invoice under a brand letterhead', () => {
  const d = freight(lines);

  it('reads no party under a "From" caption over a port with its code: it is the route\'s start', () => {
    expect(d.vendor.address).toBe('8 Harbour Road, Wan Chai, Hong Kong');
  });

  it('names the issuer by the legal name the account holder spells, the brand with its legal form', () => {
    expect(d.vendor.name).toBe('SEAGULL SHIPPING CO., LTD.');
  });
});
