import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import { line, page } from './support/page.ts';

const extract = (lines: Parameters<typeof page>[0]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

/** An invoice whose party blocks are captioned by bulleted labels ("- From:", "• To:"). */
const bulleted = [
  line('INVOICE', 50, 30, 16),
  line('Invoice no.', 345, 88), line('INV-2026-0417', 450, 88),
  line('Date', 345, 100), line('16.03.2026', 450, 100),
  line('- From:', 50, 130), line('Harbor Tools Ltd', 50, 142), line('12 Quay Street', 50, 154), line('Bristol BS1 4DJ', 50, 166),
  line('• To:', 300, 130), line('Lindqvist Trading AB', 300, 142), line('Storgatan 9', 300, 154), line('111 22 Stockholm', 300, 166),
  line('Total', 300, 410), line('EUR 1.250,00', 545, 410),
];

describe('party captions led by a bullet', () => {
  it('reads the block under "• To:" as the customer and the one under "- From:" as the issuer', () => {
    const d = extract(bulleted);
    expect(d.customer?.name).toBe('Lindqvist Trading AB');
    expect(d.vendor?.name).toBe('Harbor Tools Ltd');
  });
});
