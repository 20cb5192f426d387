import { describe, expect, it } from 'vitest';
import { taxIdInline, taxIdPart } from '../../engine/extract/logistics/party-tax-id.ts';

describe("a company's identification code printed where others print the tax id", () => {
  it('is read from its own part of an address, with or without a colon, a phone after it left out', () => {
    expect(taxIdPart('7 Rustaveli Street, Batumi 6000, Georgia, Identification code 205123456 · Tel. +995 422 00 00 00')).toEqual({
      id: '205123456',
      address: '7 Rustaveli Street, Batumi 6000, Georgia',
    });
    expect(taxIdPart('Old Town 3, Tallinn, Ident. No: 1012345678')?.id).toBe('1012345678');
  });

  it('is read inline after its caption, the address kept without it', () => {
    expect(taxIdInline('Harbour Road 2, Poti, Identification code: 445123789')).toEqual({ id: '445123789', address: 'Harbour Road 2, Poti' });
  });

  it('needs the caption: a bare number or another code is no tax id', () => {
    expect(taxIdPart('Harbour Road 2, Poti, 445123789')).toBeNull();
    expect(taxIdPart('Harbour Road 2, Poti, Shipment code 445123789')).toBeNull();
  });
});
