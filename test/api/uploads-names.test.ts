import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from '../../api/processing/names.ts';

describe('sanitizeFileName', () => {
  it('strips control characters, NULs and bidi overrides', () => {
    expect(sanitizeFileName('a\u0000b\u0001c\u007f\u202Ed\u2069.pdf')).toBe('abcd.pdf');
    expect(sanitizeFileName('in%00voice%00.pdf')).toBe('invoice.pdf');
  });
  it('keeps only the last path component for both separators', () => {
    expect(sanitizeFileName('../../x/y\\z.pdf')).toBe('z.pdf');
    expect(sanitizeFileName('..')).toBe('document');
    expect(sanitizeFileName('dir/')).toBe('document');
  });
  it('truncates to 255 code points, keeping a short extension', () => {
    const out = sanitizeFileName('é'.repeat(300) + '.tiff');
    expect(Array.from(out)).toHaveLength(255);
    expect(out.endsWith('.tiff')).toBe(true);
  });
  it('leaves an ordinary name alone', () => {
    expect(sanitizeFileName('Rechnung Nr. 42 (März).pdf')).toBe('Rechnung Nr. 42 (März).pdf');
  });
});
