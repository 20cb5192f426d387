import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../engine/extract/parse/index.ts';

describe('amounts in Indian digit grouping (lakh, crore)', () => {
  it('reads commas two digits apart above the last three', () => {
    expect(parseAmount('10,63,314.00')).toBe(1063314);
    expect(parseAmount('1,02,38,279.62')).toBe(10238279.62);
    expect(parseAmount('₹ 6,30,315')).toBe(630315);
  });

  it('still refuses groupings of neither kind', () => {
    expect(parseAmount('1,234,56.00')).toBeNull();
    expect(parseAmount('12,34,567,890.00')).toBeNull();
    expect(parseAmount('123,45,678.00')).toBeNull();
  });
});
