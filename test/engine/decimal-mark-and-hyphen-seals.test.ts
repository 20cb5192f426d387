import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../engine/extract/parse/amounts.ts';
import { sealsIn } from '../../engine/extract/logistics/common.ts';

describe('a single mark after more than three digits, and seals with a hyphenated prefix', () => {
  it('reads a single mark with more than three digits before it as the decimal mark, whatever the hint', () => {
    expect(parseAmount('21250.000')).toBe(21250);
    expect(parseAmount('2125.000')).toBe(2125);
    expect(parseAmount('24 340,000')).toBe(24340);
    expect(parseAmount('10812.500', { decimal: ',' })).toBe(10812.5);
    // Three digits or fewer before it: still a thousands group unless the document says otherwise.
    expect(parseAmount('2.125')).toBe(2125);
    expect(parseAmount('212,500')).toBe(212500);
    expect(parseAmount('212,500', { decimal: ',' })).toBe(212.5);
  });

  it('reads a seal printed with its issuer prefix and a hyphen', () => {
    expect(sealsIn('MRKU4821630 ML-VN4417826 40 DRY 9\'6 940 CARTONS', 'MRKU4821630')).toEqual(['ML-VN4417826']);
    expect(sealsIn('SEAL NO. ML-VN4417851', 'MSKU9072157')).toEqual(['ML-VN4417851']);
    expect(sealsIn('TGHU5029175 SEAL F4729184', 'TGHU5029175')).toEqual(['F4729184']);
  });
});
