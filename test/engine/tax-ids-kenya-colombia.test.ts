import { describe, expect, it } from 'vitest';
import { findTaxIds, parseParty } from '../../engine/extract/parse/index.ts';
import { isValidNit } from '../../engine/extract/parse/taxid.ts';

describe("Kenya's KRA PIN as a tax id", () => {
  it('reads the PIN after its caption, and no PIN-shaped text without one', () => {
    expect(findTaxIds('KRA PIN P051234567Q')[0]).toMatchObject({ value: 'P051234567Q', kind: 'PIN', country: 'KE' });
    expect(findTaxIds('PIN No: A012345678Z')[0]?.value).toBe('A012345678Z');
    expect(findTaxIds('Ref P051234567Q')).toHaveLength(0);
  });

  it("keeps a party's PIN and phone line out of its address", () => {
    const p = parseParty(['Naivasha Highland Roses Ltd', 'Moi South Lake Road, P.O. Box 1204-20117', 'Naivasha', 'Kenya', 'KRA PIN P051234567Q   Tel +254 722 410 882']);
    expect(p.taxId).toBe('P051234567Q');
    expect(p.address).toBe('Moi South Lake Road, P.O. Box 1204-20117, Naivasha, Kenya');
    expect(p.phone).toBe('+254 722 410 882');
  });
});

describe("Colombia's NIT as a tax id", () => {
  it('reads the NIT as printed after its caption, with its check digit', () => {
    expect(findTaxIds('NIT 890.903.938-8')[0]).toMatchObject({ value: '890.903.938-8', kind: 'NIT', country: 'CO', valid: true });
    expect(isValidNit('890.903.938-7')).toBe(false);
    expect(findTaxIds('Ref 890.903.938-8')).toHaveLength(0);
  });

  it("keeps a party's NIT line out of its address", () => {
    const p = parseParty(['Flores de la Sabana S.A.S.', 'Calle 26 # 92-32, Bodega 7', 'Bogotá D.C., Colombia', 'NIT 900.412.377-5']);
    expect(p.taxId).toBe('900.412.377-5');
    expect(p.address).toBe('Calle 26 # 92-32, Bodega 7, Bogotá D.C., Colombia');
  });
});
