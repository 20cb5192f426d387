import { describe, expect, it } from 'vitest';
import { findTaxIds, isValidRut } from '../../engine/extract/parse/taxid.ts';

describe("Chile's RUT after its label", () => {
  it('reads the RUT as printed, dots and check digit kept, and checks it', () => {
    const [id] = findTaxIds('R.U.T.: 76.086.428-5');
    expect(id).toMatchObject({ value: '76.086.428-5', kind: 'RUT', country: 'CL', valid: true });
    expect(findTaxIds('RUT 12345678-5')[0]).toMatchObject({ value: '12345678-5', valid: true });
  });
  it('takes K for a check digit of 10, and flags a wrong one', () => {
    expect(isValidRut('10.000.013-K')).toBe(true);
    expect(isValidRut('76.086.428-4')).toBe(false);
  });
  it('reads no RUT without its label', () => {
    expect(findTaxIds('Ref. 76.086.428-5').filter((x) => x.kind === 'RUT')).toEqual([]);
  });
});
