import { describe, expect, it } from 'vitest';
import { findTaxIds } from '../../engine/extract/parse/taxid.ts';

describe("Finland's business id (Y-tunnus)", () => {
  it('reads it after its caption, as printed, with its check digit verified', () => {
    expect(findTaxIds('Y-tunnus 1234567-1 · puh. +358 9 123 4567')[0]).toMatchObject({ value: '1234567-1', country: 'FI', valid: true });
    expect(findTaxIds('Y-TUNNUS: 1234567-2')[0]).toMatchObject({ value: '1234567-2', valid: false });
  });

  it('leaves it to the VAT number where the line prints that too (FI and the same digits)', () => {
    expect(findTaxIds('Y-tunnus 1234567-1 - ALV/VAT FI12345671').map((t) => t.value)).toEqual(['FI12345671']);
  });

  it('reads no bare seven digits and a dash without the caption', () => {
    expect(findTaxIds('Order 1234567-1')).toEqual([]);
  });
});
