import { describe, expect, it } from 'vitest';
import { headerUnits } from '../../engine/extract/logistics/table-header-units.ts';
import type { Column } from '../../engine/extract/logistics/table-header.ts';
import type { Word } from '../../engine/types.ts';

/**
 * "Measurement (m³)" as OCR reads it in small print: the raised 3 comes out as a letter ("Measurement(ma)"), and the
 * column's bare figures ("66,450") had no unit, so no volume was read.
 */
const word = (text: string, source: Word['source']): Word => ({ text, bbox: [507, 322, 560, 330], confidence: 0.9, source });
const unitOf = (text: string, source: Word['source'] = 'ocr'): string | undefined => {
  const cols: Column[] = [{ kind: 'grossWeight', x0: 437, x1: 489 }, { kind: 'volume', x0: 507, x1: 560 }];
  headerUnits(cols, [word(text, source)]);
  return cols[1].unit;
};

describe('a cubic metre unit OCR misread in a measurement caption', () => {
  it('is the volume column\'s unit', () => {
    expect(unitOf('Measurement(ma)')).toBe('m³');
    expect(unitOf('(m²)')).toBe('m³');
  });

  it('is left alone on a text layer, and outside brackets', () => {
    expect(unitOf('Measurement(ma)', 'text')).toBeUndefined();
    expect(unitOf('ma')).toBeUndefined();
    expect(unitOf('Measurement(m³)', 'text')).toBe('m³');
  });
});
