import { describe, expect, it } from 'vitest';
import { sniff } from '../../engine/sniff.ts';
import { buildImage } from '../fixtures/images.ts';
import { buildInvoicePdf } from '../fixtures/pdf.ts';

describe('sniff', () => {
  it('recognises each accepted format from its bytes', async () => {
    expect(sniff(buildInvoicePdf({ pages: 1 }).bytes)).toEqual({ kind: 'pdf', mime: 'application/pdf' });
    expect(sniff(await buildImage('png'))).toEqual({ kind: 'png', mime: 'image/png' });
    expect(sniff(await buildImage('jpeg'))).toEqual({ kind: 'jpeg', mime: 'image/jpeg' });
    expect(sniff(await buildImage('webp'))).toEqual({ kind: 'webp', mime: 'image/webp' });
    expect(sniff(await buildImage('tiff'))).toEqual({ kind: 'tiff', mime: 'image/tiff' });
  });

  it('recognises big-endian TIFF', () => {
    expect(sniff(new Uint8Array([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]))?.kind).toBe('tiff');
  });

  it('accepts a PDF header after leading junk within the first KiB, not beyond', () => {
    const junk = (n: number): Uint8Array => new Uint8Array([...new Uint8Array(n).fill(0x20), ...Buffer.from('%PDF-1.7\n')]);
    expect(sniff(junk(100))?.kind).toBe('pdf');
    expect(sniff(junk(5000))).toBeNull();
  });

  it('rejects empty, tiny and unknown input', () => {
    expect(sniff(new Uint8Array(0))).toBeNull();
    expect(sniff(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniff(Buffer.from('PK\u0003\u0004 zip archive'))).toBeNull();
    expect(sniff(Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
  });
});
