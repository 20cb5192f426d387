import { describe, expect, it } from 'vitest';
import { parseParty } from '../../engine/extract/parse/parties.ts';
import { findTaxIds } from '../../engine/extract/parse/taxid.ts';

describe("Ghana's TIN and Argentina's CUIT after their captions", () => {
  it("reads Ghana's TIN (a taxpayer letter and ten digits) after 'TIN', with or without a colon", () => {
    expect(findTaxIds('12 Ring Road, Accra, Ghana, TIN P0031415926 · Tel 030 000 0000')[0]).toMatchObject({ value: 'P0031415926', country: 'GH' });
    expect(findTaxIds('Tin: C0027182818')[0]).toMatchObject({ value: 'C0027182818', country: 'GH' });
  });

  it('reads no TIN glued to more letters or digits, nor a bare code without the caption', () => {
    expect(findTaxIds('TIN C00271828189')).toEqual([]);
    expect(findTaxIds('Ref C0027182818')).toEqual([]);
  });

  it('reads a CUIT as printed, with or without dashes, and checks its mod-11 digit', () => {
    expect(findTaxIds('CUIT: 20-12345678-6')[0]).toMatchObject({ value: '20-12345678-6', country: 'AR', valid: true });
    expect(findTaxIds('C.U.I.T. N° 33709123454')[0]).toMatchObject({ value: '33709123454', valid: true });
    expect(findTaxIds('CUIT 20-12345678-5')[0]).toMatchObject({ valid: false });
  });

  it('leaves the caption out of the address the id ends', () => {
    const p = parseParty(['NKRUMAH CIRCLE TRADERS LTD', '12 Ring Road, Accra, Ghana, TIN P0031415926']);
    expect(p.taxId).toBe('P0031415926');
    expect(p.address).toBe('12 Ring Road, Accra, Ghana');
  });
});
