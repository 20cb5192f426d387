import { describe, expect, it } from 'vitest';
import { countryFromName, findTaxIds, parseAmount, parseParty } from '../../engine/extract/parse/index.ts';
import { findAmounts } from '../../engine/extract/parse/amounts.ts';

describe("South Africa's VAT number", () => {
  it('reads ten digits from 4 after a VAT caption, checked by Luhn; not ten bare digits', () => {
    expect(findTaxIds('Tel 031 555 0100 - VAT No. 4123456784')[0]).toMatchObject({ value: '4123456784', country: 'ZA', valid: true });
    expect(findTaxIds('Ref 4123456784')).toHaveLength(0);
    expect(findTaxIds('VAT 15% 4123456784')).toHaveLength(0);
  });

  it('is not read inside an EU VAT number, nor pushed when its check fails', () => {
    expect(findTaxIds('VAT No.: PL4123456786').filter((t) => t.country === 'ZA')).toHaveLength(0);
    expect(findTaxIds('VAT: SK4020123456').filter((t) => t.country === 'ZA')).toHaveLength(0);
    expect(findTaxIds('NIP/VAT: 4123456786').filter((t) => t.country === 'ZA')).toHaveLength(0);
  });

  it("keeps a whose-id caption (\"Buyer's VAT No.\") out of the party's address", () => {
    const p = parseParty(['KAROO TRADING (PTY) LTD', '5 Long Street', 'Cape Town 8001, South Africa', "Buyer's VAT No. 4123456784"]);
    expect(p.taxId).toBe('4123456784');
    expect(p.address).toBe('5 Long Street, Cape Town 8001, South Africa');
  });
});

describe("Canada's business number with its program account", () => {
  it('reads the BN and RT account as printed, with or without the space', () => {
    expect(findTaxIds('GST/HST Registration No. 123456782 RT0001')[0]).toMatchObject({ value: '123456782 RT0001', country: 'CA', valid: true });
    expect(findTaxIds('BN 123456782RT0001')[0]?.value).toBe('123456782RT0001');
    expect(findTaxIds('Business No. 123456782 RT 0001')[0]?.value).toBe('123456782 RT 0001');
  });

  it('is not read from an order number and a date with two letters between', () => {
    expect(findTaxIds('Order 100200300 RM 2024').filter((t) => t.country === 'CA')).toHaveLength(0);
    expect(findTaxIds('Order 123456782 RT 2024').filter((t) => t.country === 'CA')).toHaveLength(0);
  });
});

describe("Egypt's tax registration number", () => {
  it('reads nine digits in threes after its caption, as printed', () => {
    expect(findTaxIds('Tax Reg. No. 512-334-908 - Exp. Reg. 7781')[0]).toMatchObject({ value: '512-334-908', country: 'EG' });
    expect(findTaxIds('Ref 512-334-908')).toHaveLength(0);
  });
});

describe('a state named by its formal name', () => {
  it('reads the country of "Arab Republic of …", "Kingdom of …", not of a namesake state', () => {
    expect(countryFromName('ARAB REPUBLIC OF EGYPT')).toBe('EG');
    expect(countryFromName('Kingdom of Spain')).toBe('ES');
    expect(countryFromName('Federal Republic of Germany')).toBe('DE');
    expect(countryFromName("Democratic People's Republic of Korea")).toBeNull();
    expect(countryFromName('Republic of China')).toBeNull();
  });

  it('reads a formal name that names the state by its adjective, without "of"', () => {
    expect(countryFromName('Hellenic Republic')).toBe('GR');
    expect(countryFromName('The Italian Republic')).toBe('IT');
    expect(countryFromName('Italian Republic of Trade')).toBeNull();
  });
});

describe('a figure with space groups and a decimal comma in a decimal-point document', () => {
  it('is read whole when it ends the text; space-apart figures without comma decimals are not joined', () => {
    expect(findAmounts('R 12 480,50', { decimal: '.' }).map((a) => a.value)).toEqual([12480.5]);
    expect(findAmounts('2 455.00', { decimal: '.' }).map((a) => a.value)).toEqual([2, 455]);
    expect(parseAmount('12 480,50', { decimal: '.' })).toBe(12480.5);
  });

  it('is joined only right after its currency: counts before a price stay apart', () => {
    expect(findAmounts('Balance due ZAR 3 907,25', { decimal: '.' }).map((a) => a.value)).toEqual([3907.25]);
    expect(findAmounts('Items 4 150,00').map((a) => a.value)).toEqual([4, 150]);
    expect(findAmounts('Qty 3 125,50', { decimal: '.' }).map((a) => a.value)).toEqual([3, 125.5]);
    expect(findAmounts('QTY 3 125,50', { decimal: '.' }).map((a) => a.value)).toEqual([3, 125.5]);
  });
});
