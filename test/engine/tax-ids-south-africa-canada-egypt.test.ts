import { describe, expect, it } from 'vitest';
import { countryFromName, findTaxIds, parseAmount, parseParty } from '../../engine/extract/parse/index.ts';
import { findAmounts } from '../../engine/extract/parse/amounts.ts';

describe("South Africa's VAT number", () => {
  it('reads ten digits from 4 after a VAT caption, checked by Luhn; not ten bare digits', () => {
    expect(findTaxIds('Tel 031 555 0100 - VAT No. 4123456784')[0]).toMatchObject({ value: '4123456784', country: 'ZA', valid: true });
    expect(findTaxIds('Ref 4123456784')).toHaveLength(0);
    expect(findTaxIds('VAT 15% 4123456784')).toHaveLength(0);
  });

  it("keeps a whose-id caption (\"Customer VAT No.\") out of the party's address", () => {
    const p = parseParty(['KAROO TRADING (PTY) LTD', '5 Long Street', 'Cape Town 8001, South Africa', 'Customer VAT No. 4123456784']);
    expect(p.taxId).toBe('4123456784');
    expect(p.address).toBe('5 Long Street, Cape Town 8001, South Africa');
  });
});

describe("Canada's business number with its program account", () => {
  it('reads the BN and RT account as printed, with or without the space', () => {
    expect(findTaxIds('GST/HST Registration No. 123456782 RT0001')[0]).toMatchObject({ value: '123456782 RT0001', country: 'CA', valid: true });
    expect(findTaxIds('BN 123456782RT0001')[0]?.value).toBe('123456782RT0001');
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
});

describe('a figure with space groups and a decimal comma in a decimal-point document', () => {
  it('is read whole when it ends the text; space-apart figures without comma decimals are not joined', () => {
    expect(findAmounts('R 12 480,50', { decimal: '.' }).map((a) => a.value)).toEqual([12480.5]);
    expect(findAmounts('2 455.00', { decimal: '.' }).map((a) => a.value)).toEqual([2, 455]);
    expect(parseAmount('12 480,50', { decimal: '.' })).toBe(12480.5);
  });
});
