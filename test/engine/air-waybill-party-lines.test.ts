import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

// An IATA master air waybill's top boxes in a laser print: 5 pt captions over 7 pt values.
const d = extractLogisticsPage('air_waybill', [
  line('071-44182751', 480, 14, 12),
  line("Shipper's Name and Address", 26, 34, 5), line("Shipper's Account Number", 196, 34, 5),
  line('MERGA ROSES FARM PLC', 28, 41, 7.2), line('Holeta Town, Kebele 04', 28, 49.5, 7.2), line('Oromia Region, Ethiopia', 28, 58, 7.2),
  line('TIN 0004417283', 28, 66.5, 7.2), line('TEL +251 11 237 0418', 28, 75, 7.2),
  line("Consignee's Name and Address", 26, 96, 5), line("Consignee's Account Number", 196, 96, 5),
  line('BELFLOR IMPORT NV', 28, 102.5, 6.8), line('Liege Airport, Building 52', 28, 111, 6.8), line('4460 Grace-Hollogne, Belgium', 28, 119.5, 6.8),
  // The tax id and the phone on one line, set apart.
  line('VAT BE0462881375', 28, 128, 6.8), line('+32 4 234 9910', 101.5, 128, 6.8),
  line("Agent's IATA Code", 26, 198, 5), line('71-47012/0001', 28, 205, 8),
  line('Other Charges', 300, 430, 5.2),
  line('MYC-C', 305, 440.5, 8), line('2,184.00', 348, 440.5, 8), line('(0.30/KG)', 406, 440.5, 8),
  line('SCC-C', 305, 451.5, 8), line('1,092.00', 348, 451.5, 8), line('(0.15/KG)', 406, 451.5, 8),
  line('AWC-C', 305, 462.5, 8), line('25.00', 362.5, 462.5, 8),
]);

describe("an air waybill's shipper and consignee boxes", () => {
  it('reads a tax id printed after a bare caption on a line of its own, out of the address', () => {
    expect(d.shipper).toMatchObject({ name: 'MERGA ROSES FARM PLC', address: 'Holeta Town, Kebele 04, Oromia Region, Ethiopia', taxId: '0004417283', phone: '+251 11 237 0418' });
  });

  it('reads a phone set apart on the tax id\'s line', () => {
    expect(d.consignee).toMatchObject({ taxId: 'BE0462881375', phone: '+32 4 234 9910' });
  });
});

describe("an air waybill's agent IATA code", () => {
  it('keeps a code with a branch after a slash as printed, rather than fusing the two numbers', () => {
    expect(d.issuingCarrierAgent.iataCode).toBe('71-47012/0001');
  });

  it('reads a code printed in groups as its digits', () => {
    const e = extractLogisticsPage('air_waybill', [line('071-44182751', 480, 14, 12), line("Agent's IATA Code", 26, 198, 5), line('23-4 7811', 28, 205, 8)]);
    expect(e.issuingCarrierAgent.iataCode).toBe('2347811');
  });
});

describe("an air waybill's other charges grid", () => {
  it('reads codes with the party they are due to and amounts with the rate they were charged at', () => {
    expect(d.otherCharges).toEqual([{ code: 'MYC', amount: 2184 }, { code: 'SCC', amount: 1092 }, { code: 'AWC', amount: 25 }]);
  });
});
