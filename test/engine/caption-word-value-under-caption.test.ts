import { describe, expect, it } from 'vitest';
import { locate } from '../../engine/extract/logistics/locate.ts';
import { segmentPages } from '../../engine/extract/logistics/segments.ts';
import { line, page } from './support/page.ts';

/**
 * A value that is itself a caption word ("DESTINATION" under "Freight Payable") is no translation of the
 * caption over it: in a text layer a translation is in smaller type than its caption.
 */
describe('a caption word read as the value under a caption', () => {
  it('is not skipped as a translation when it is in the caption type, not smaller (the next line is no value of the caption)', () => {
    const segs = segmentPages([page([
      line('Freight Payable', 40, 100, 8),
      line('DESTINATION', 40, 110, 8),
      line('VIA CONSIGNEE AGENT', 40, 120, 8),
    ])]);
    expect(locate(segs, 'freight')?.lines.map((l) => l.text) ?? []).not.toContain('VIA CONSIGNEE AGENT');
  });

  it('is still skipped as a translation in smaller type than the caption', () => {
    const segs = segmentPages([page([
      line('Flete', 40, 100, 7.4),
      line('Freight Terms', 40, 108, 6),
      line('PREPAID EN ORIGEN', 40, 116, 9),
    ])]);
    expect(locate(segs, 'freight')?.lines.map((l) => l.text)).toEqual(['PREPAID EN ORIGEN']);
  });
});
