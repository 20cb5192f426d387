import { describe, expect, it } from 'vitest';
import {
  containerCheckDigit,
  findAirWaybills,
  findAmounts,
  findContainerNumbers,
  findCurrencies,
  findDates,
  findIbans,
  findPackages,
  findTaxIds,
  findWeights,
  inferDateOrder,
  inferDecimalMark,
  isValidAbn,
  isValidBic,
  isValidGstin,
  isValidIban,
  parseAirWaybill,
  parseAmount,
  parseContainerNumber,
  parseDate,
  parseHsCode,
  parseImoNumber,
  parseIncoterm,
  parseParty,
  parseVatId,
  parseVolume,
  parseWeight,
  resolvePlace,
} from '../../engine/extract/parse/index.ts';

describe('dates', () => {
  it('reads numeric dates in the document order and swaps impossible ones', () => {
    expect(parseDate('05.03.2018')?.iso).toBe('2018-03-05');
    expect(parseDate('03/05/2018', 'MDY')?.iso).toBe('2018-03-05');
    expect(parseDate('13/05/2018', 'MDY')).toEqual({ iso: '2018-05-13', ambiguous: false });
    expect(parseDate('2018-03-05')?.iso).toBe('2018-03-05');
    expect(parseDate('8-9-2022')?.iso).toBe('2022-09-08');
    expect(parseDate('20180305')?.iso).toBe('2018-03-05');
    expect(parseDate('31/02/2018')).toBeNull();
  });
  it('reads month names in seven languages', () => {
    expect(parseDate('August 3 , 2014')?.iso).toBe('2014-08-03');
    expect(parseDate('7. Mai 2014')?.iso).toBe('2014-05-07');
    expect(parseDate('du 02 Juillet 2015')?.iso).toBe('2015-07-02');
    expect(parseDate('12 de marzo de 2021')?.iso).toBe('2021-03-12');
    expect(parseDate('29 maart 2014')?.iso).toBe('2014-03-29');
    expect(parseDate('3 settembre 2020')?.iso).toBe('2020-09-03');
    expect(parseDate('15-Mar-18')?.iso).toBe('2018-03-15');
    expect(parseDate('1 juin 2020')?.iso).toBe('2020-06-01');
  });
  it('decides DD/MM vs MM/DD from the other dates of the document, then the country', () => {
    expect(inferDateOrder(['Date 04/05/2020', 'Due 25/05/2020'], 'en', null)).toBe('DMY');
    expect(inferDateOrder(['Date 04/05/2020', 'Due 05/25/2020'], 'en', null)).toBe('MDY');
    expect(inferDateOrder(['Date 04/05/2020'], 'en', 'US')).toBe('MDY');
    expect(inferDateOrder(['Date 04/05/2020'], 'en', null)).toBe('DMY');
  });
  it('finds several dates in one line without reading phone numbers as dates', () => {
    expect(findDates('billing period July 1 - July 31 , 2014 issued 01.08.2014').map((d) => d.value.iso)).toEqual(['2014-07-31', '2014-08-01']);
    expect(findDates('Tel 01.71.17.61.67')).toEqual([]);
  });
});

describe('amounts', () => {
  it('reads every thousands/decimal convention and negative form', () => {
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('1,234.56')).toBe(1234.56);
    expect(parseAmount('1 234,56')).toBe(1234.56);
    expect(parseAmount("1'234.56")).toBe(1234.56);
    expect(parseAmount('(1,234.56)')).toBe(-1234.56);
    expect(parseAmount('12.00-')).toBe(-12);
    expect(parseAmount('12.00 CR')).toBe(-12);
    expect(parseAmount('€ -9,32')).toBe(-9.32);
    expect(parseAmount('USD 4,904.94')).toBe(4904.94);
    expect(parseAmount('RM 15.90')).toBe(15.9);
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('1,2,3')).toBeNull();
  });
  it('uses the document decimal mark for 1,234 vs 1.234', () => {
    expect(parseAmount('1,234')).toBe(1234);
    expect(parseAmount('1,234', { decimal: ',' })).toBe(1.234);
    expect(inferDecimalMark(['Summe 529,87', 'MwSt 56,87'])).toBe(',');
    expect(inferDecimalMark(['Total 1,234.50'])).toBe('.');
  });
  it('finds amounts in a line with their printed text', () => {
    expect(findAmounts('Total HT : 46,68 €').map((a) => a.value)).toEqual([46.68]);
    expect(findAmounts('2 x 10.00 = 20.00').map((a) => a.value)).toEqual([2, 10, 20]);
  });
  it('joins thousands grouped by plain spaces in a decimal-comma document, and only there', () => {
    const values = (t: string, decimal: ',' | '.') => findAmounts(t, { decimal }).map((a) => a.value);
    expect(values('Total HT 25 861,00 EUR', ',')).toEqual([25861]);
    expect(values('Montant 1 234 567,89 dont TVA 12,00', ',')).toEqual([1234567.89, 12]);
    // A cell that is nothing but such groups is one number; within a line, without two decimals closing the
    // groups, or where the dot is the decimal mark, the numbers stay apart.
    expect(values('1 200', ',')).toEqual([1200]);
    expect(values('Colis 1 200', ',')).toEqual([1, 200]);
    expect(values('Total 25 861.00', '.')).toEqual([25, 861]);
  });
  it('joins such groups closed by a dot OCR read for the comma, where the dot cannot group thousands', () => {
    const values = (t: string) => findAmounts(t, { decimal: ',' }).map((a) => a.value);
    expect(values('331 265.00')).toEqual([331265]);
    expect(values('Belop 1 204 118.50 NOK')).toEqual([1204118.5]);
    // A dot before three digits groups thousands in such a document: no decimals to close the groups.
    expect(values('1 200.500')).toEqual([1, 200500]);
  });
});

describe('currencies', () => {
  it('recognises ISO codes but not look-alike words, and symbols', () => {
    expect(findCurrencies('Total EUR 12').map((c) => c.value)).toEqual(['EUR']);
    expect(findCurrencies('VAT TAX THE')).toEqual([]);
    expect(findCurrencies('SWIFT HELADEF1GEL')).toEqual([]);
    expect(findCurrencies('$4.11').map((c) => c.value)).toEqual(['USD']);
    expect(findCurrencies('$4.11', 'AU').map((c) => c.value)).toEqual(['AUD']);
    expect(findCurrencies('Rs -40.00').map((c) => c.value)).toEqual(['INR']);
    expect(findCurrencies('€ 399,00 £3').map((c) => c.value)).toEqual(['EUR', 'GBP']);
  });

  const codes = (text: string) => findCurrencies(text).map((c) => c.value);

  it('does not take codes that are also words for currencies outside a place where money stands', () => {
    // Malaysian company names, addresses and goods (SROIE receipts).
    for (const t of ['UNIHAKKA INTERNATIONAL SDN BHD', 'BOOK TA .K(TAMAN DAYA) SDN BND', 'BHD', 'PT17920 SEK U9, SHAH ALAM',
      'M&G R3 GEL PEN 0.5MM 3\'S', 'ALL FACE MASK & INJECTABLE ARE', 'SUN SOS TIRAM 6KG', 'RON 95', 'TRY OUR NEW MENU', 'TOP 10']) {
      expect(codes(t), t).toEqual([]);
    }
    expect(codes('ALL 1 200,00')).toEqual(['ALL']);
    expect(codes('Total: 1.234,56 RON')).toEqual(['RON']);
    expect(codes('Amount (TRY)')).toEqual(['TRY']);
    expect(codes('Currency: SEK')).toEqual(['SEK']);
    expect(codes('All amounts in CAD.')).toEqual(['CAD']);
    expect(codes('CAD DRAWING IN PDF')).toEqual([]);
    // Codes that are no words count anywhere, more at an amount.
    expect(findCurrencies('All amounts in EUR')).toMatchObject([{ value: 'EUR', atAmount: false }]);
    expect(findCurrencies('12,50 EUR')).toMatchObject([{ value: 'EUR', atAmount: true }]);
  });

  it('reads symbols spelt in letters after amounts, in brackets, alone, or ending a label', () => {
    expect(codes('120 zł')).toEqual(['PLN']);
    expect(codes('1 200 Kč')).toEqual(['CZK']);
    expect(codes('9.00 RM')).toEqual(['MYR']);
    expect(codes('RM9.75')).toEqual(['MYR']);
    for (const t of ['TAX (RM)', 'AMOUNT(RM)', 'ROUND D TOTAL (RM):', 'RM', 'ALL AMOUNTS ARE IN RM', 'TOTAL INCL GST RM']) expect(codes(t), t).toEqual(['MYR']);
    expect(codes('5 000 Ft')).toEqual(['HUF']);
    // A container's feet, and letters inside words, are no money.
    for (const t of ['1 x 20 Ft container', 'Height 8 Ft', 'FARM FRESH', 'Rsvp', 'złożyć']) expect(codes(t), t).toEqual([]);
  });
});

describe('tax ids', () => {
  it('checks EU VAT check digits', () => {
    expect(parseVatId('DE 232 446 240')).toMatchObject({ value: 'DE232446240', valid: true });
    expect(parseVatId('DE232446241')?.valid).toBe(false);
    expect(parseVatId('NL810433941B01')?.valid).toBe(true);
    expect(parseVatId('FR60421938861')?.valid).toBe(true);
    expect(parseVatId('FR61421938861')?.valid).toBe(false);
    expect(parseVatId('IT00743110157')?.valid).toBe(true);
    expect(parseVatId('BE0403170701')?.valid).toBe(true);
    expect(parseVatId('XX123')).toBeNull();
  });
  it('checks GSTIN and ABN', () => {
    expect(isValidGstin('06AABCO6063D1ZQ')).toBe(true);
    expect(isValidGstin('06AABCO6063D1ZR')).toBe(false);
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51 824 753 557')).toBe(false);
  });
  it('finds ids in text, but not inside an IBAN, and EINs only when named', () => {
    expect(findTaxIds('UStId DE 232 446 240').map((t) => t.value)).toEqual(['DE232446240']);
    expect(findTaxIds('IBAN : FR76 10107 00245 00617052317 39')).toEqual([]);
    // No id is cut out of a longer run of digits (Malaysian GST numbers, receipt numbers).
    expect(findTaxIds('(GST REG NO 000243941376)').map((t) => t.country)).toEqual(['MY']);
    expect(findTaxIds('MT161201806020100')).toEqual([]);
    expect(findTaxIds('VAT NO 123456789 MVA').map((t) => t.country)).toEqual(['NO']);
    // Malaysian GST numbers: twelve digits after their label only.
    for (const t of ['GST ID : 000306020352', '(GST REG NO 000243941376)', '(GST ID NO: 000504664064)', 'GST NO:001507647488']) {
      expect(findTaxIds(t).map((x) => [x.kind, x.country, x.value.length]), t).toEqual([['GST', 'MY', 12]]);
    }
    expect(findTaxIds('GST 6% 000306020352.00')).toEqual([]);
    expect(findTaxIds('REF 000306020352')).toEqual([]);
    expect(findTaxIds('Ref 12-3456789')).toEqual([]);
    expect(findTaxIds('EIN: 12-3456789').map((t) => t.kind)).toEqual(['EIN']);
  });
});

describe('bank ids', () => {
  it('validates IBAN mod 97 and length', () => {
    expect(isValidIban('DE30507500940000048567')).toBe(true);
    expect(isValidIban('DE30507500940000048568')).toBe(false);
    expect(isValidIban('NL50 INGB 0683 2513 09')).toBe(true);
    expect(isValidIban('US1234567890')).toBe(false);
    expect(findIbans('IBAN : FR76 10107 00245 00617052317 39 - BIC : BREDFRPP').map((i) => i.value)).toEqual(['FR7610107002450061705231739']);
  });
  it('validates BIC shape and country', () => {
    expect(isValidBic('INGBNL2A')).toBe(true);
    expect(isValidBic('HELADEF1GEL')).toBe(true);
    expect(isValidBic('ABCDXX2A')).toBe(false);
  });
});

describe('trade codes', () => {
  it('checks HS code shape and chapter', () => {
    expect(parseHsCode('8471.30')).toBe('847130');
    expect(parseHsCode('0901 21 00 00')).toBe('0901210000');
    expect(parseHsCode('9801.00')).toBeNull();
    expect(parseHsCode('7701.10')).toBeNull();
    expect(parseHsCode('12345')).toBeNull();
  });
  it('reads a 12-digit Turkish tariff position only grouped as printed', () => {
    expect(parseHsCode('6302.60.00.00.11')).toBe('630260000011');
    expect(parseHsCode('6302 60 00 00 11')).toBe('630260000011');
    expect(parseHsCode('630260000011')).toBeNull();
    expect(parseHsCode('6302.60.00 00.11')).toBeNull();
  });
  it('checks ISO 6346 container check digits', () => {
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    expect(parseContainerNumber('CSQU 305438-3')).toEqual({ value: 'CSQU3054383', valid: true });
    expect(parseContainerNumber('CSQU3054384')?.valid).toBe(false);
    expect(parseContainerNumber('MSKU1234567')?.valid).toBe(containerCheckDigit('MSKU123456') === 7);
    expect(findContainerNumbers('CNTR: MSCU 123456-5 / CSQU3054383').map((c) => c.value.value)).toContain('CSQU3054383');
  });
  it('checks air waybill mod 7 and IMO check digits', () => {
    expect(parseAirWaybill('020-12345675')).toEqual({ value: '020-12345675', valid: true });
    expect(parseAirWaybill('020-12345676')?.valid).toBe(false);
    expect(findAirWaybills('MAWB 157-1234 5675').map((a) => a.value)).toEqual(['157-12345675']);
    expect(parseImoNumber('IMO 9074729')).toEqual({ value: '9074729', valid: true });
    expect(parseImoNumber('9074728')?.valid).toBe(false);
  });
  it('reads Incoterms 2020 with their place and flags older rules', () => {
    expect(parseIncoterm('FOB Shanghai')).toEqual({ rule: 'FOB', place: 'Shanghai', valid: true });
    expect(parseIncoterm('Terms: CIF Rotterdam Incoterms 2020')).toMatchObject({ rule: 'CIF', place: 'Rotterdam' });
    expect(parseIncoterm('DAT Hamburg')?.valid).toBe(false);
    expect(parseIncoterm('nothing here')).toBeNull();
  });
  it('resolves places to UN/LOCODE and IATA codes from the built-in lists only', () => {
    expect(resolvePlace('Rotterdam, Netherlands')).toMatchObject({ unLocode: 'NLRTM', country: 'NL' });
    expect(resolvePlace('NLRTM')?.name).toBe('Rotterdam');
    expect(resolvePlace('Frankfurt (FRA)')).toMatchObject({ iataCode: 'FRA', country: 'DE' });
    expect(resolvePlace('Smalltown')).toMatchObject({ unLocode: null, iataCode: null, country: null });
  });
  it('keeps the place name whole when a code is printed beside it', () => {
    expect(resolvePlace('LE HAVRE, France FRLEH')).toMatchObject({ name: 'LE HAVRE, France', unLocode: 'FRLEH', country: 'FR' });
    expect(resolvePlace('CNSHA - SHANGHAI')).toMatchObject({ name: 'SHANGHAI', unLocode: 'CNSHA' });
    expect(resolvePlace('Rotterdam (NLRTM)')?.name).toBe('Rotterdam');
  });
  it('gives only the kind of code the caller expects', () => {
    expect(resolvePlace('HONG KONG', { kind: 'sea' })).toMatchObject({ unLocode: 'HKHKG', iataCode: null });
    expect(resolvePlace('HONG KONG (HKG)', { kind: 'sea' })?.iataCode).toBeNull();
    expect(resolvePlace('HONG KONG (HKG)', { kind: 'air' })).toMatchObject({ name: 'HONG KONG', iataCode: 'HKG', unLocode: null, country: 'HK' });
    expect(resolvePlace('FRA - FRANKFURT', { kind: 'air' })).toMatchObject({ name: 'FRANKFURT', iataCode: 'FRA' });
  });
});

describe('quantities and parties', () => {
  it('normalises weights, volumes and packages', () => {
    expect(parseWeight('1,250.50 KGS')).toEqual({ value: 1250.5, unit: 'kg' });
    expect(parseWeight('400 lbs')).toEqual({ value: 400, unit: 'lb' });
    expect(parseVolume('12.5 CBM')).toEqual({ value: 12.5, unit: 'm3' });
    expect(parseVolume('3 m³')).toEqual({ value: 3, unit: 'm3' });
    expect(parseVolume('36.82 M3')).toEqual({ value: 36.82, unit: 'm3' });
    expect(parseVolume('120 ft3')).toEqual({ value: 120, unit: 'cft' });
    expect(findWeights('G.W. 2.000,5 kg').map((w) => w.value.value)).toEqual([2000.5]);
    expect(findPackages('20 PALLETS / 250 CTNS').map((p) => p.value)).toEqual([
      { count: 20, type: 'pallet' },
      { count: 250, type: 'carton' },
    ]);
  });
  it('splits a party block into name, address and contacts', () => {
    const p = parseParty(['Coolblue B.V.', 'Weena 664', '3012 CN Rotterdam', 'BTW NL810433941B01', 'info@coolblue.nl', 'Tel: +31 10 798 8999']);
    expect(p).toEqual({
      name: 'Coolblue B.V.',
      address: 'Weena 664, 3012 CN Rotterdam',
      taxId: 'NL810433941B01',
      email: 'info@coolblue.nl',
      phone: '+31 10 798 8999',
    });
  });
});
