/**
 * Certificates of origin and delivery orders printed with bilingual captions (local language first), the number
 * beside a bare "No." in the title box, captioned tax ids in a party's lines, the route on lines of its own, and
 * the certificate's title in the usual languages.
 */
import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { classify } from '../../engine/extract/classify.ts';
import { bilingualCaption } from '../../engine/extract/logistics/certificate-of-origin.ts';
import { extractLogisticsPage, line, page } from './support/page.ts';

describe('certificate of origin: Turkish chamber form', () => {
  const lines = [
    line('1. İhracatçı / Consignor (Exporter)', 32, 31, 6.5),
    line('EGE HAVLU TEKSTIL SANAYI VE TICARET A.S.', 34, 40, 9),
    line('Atatürk Organize Sanayi Bölgesi 10007 Sok. No: 14', 34, 51, 9),
    line('Cigli / Izmir', 34, 62, 9),
    line('Vergi No / Tax No: 3250471186', 34, 73, 9),
    line('No.', 318, 37, 9),
    line('A 7712094', 345, 35, 12, true),
    line('MENŞE ŞAHADETNAMESİ', 355, 66, 13, true),
    line('CERTIFICATE OF ORIGIN', 355, 84, 13, true),
    line('2. Alıcı / Consignee', 32, 123, 6.5),
    line('MOMBASA HOME TEXTILES LIMITED', 34, 132, 9),
    line('Kenya', 34, 143, 9),
    line('4. Taşıma ile ilgili bilgiler / Transport details', 32, 201, 6.5),
    line('BY SEA - M/V MSC CAPELLA VI', 34, 210, 9),
    line('From: ALIAGA / IZMIR PORT (TRALI)', 34, 221, 9),
    line('To: MOMBASA (KEMBA)', 34, 232, 9),
    line('5. Notlar / Remarks', 312, 221, 6.5),
    line('Country of destination / Varış ülkesi: KENYA', 314, 230, 9),
  ];

  it('reads a bilingual caption with its value after the colon (the value is no part of the caption)', () => {
    expect(bilingualCaption('Country of destination / Varış ülkesi: KENYA')?.text).toBe('Country of destination: KENYA');
    expect(bilingualCaption('Carrier / Agent')).toBeNull();
    expect(bilingualCaption('Cigli / Izmir')).toBeNull();
    expect(extractLogisticsPage('certificate_of_origin', lines).countryOfDestination).toBe('KE');
  });

  it('reads the number beside a bare "No." in the title box', () => {
    expect(extractLogisticsPage('certificate_of_origin', lines).certificateNumber).toBe('A 7712094');
  });

  it('takes a captioned tax id out of the address', () => {
    const e = extractLogisticsPage('certificate_of_origin', lines).exporter;
    expect(e.name).toBe('EGE HAVLU TEKSTIL SANAYI VE TICARET A.S.');
    expect(e.taxId).toBe('3250471186');
    expect(e.address).not.toMatch(/Tax No/);
  });

  it('reads the route printed on lines of its own ("From: …" / "To: …") and the vessel on its line', () => {
    const t = extractLogisticsPage('certificate_of_origin', lines).transport;
    expect(t.vessel).toBe('MSC CAPELLA VI');
    expect(t.portOfLoading?.unLocode).toBe('TRALI');
    expect(t.portOfDischarge?.unLocode).toBe('KEMBA');
  });
});

describe('classification: certificates of origin by their title in the usual languages', () => {
  const titled = (title: string): string | null => classify(buildContext([page([
    line(title, 200, 60, 16, true),
    line('Exporter', 40, 120, 8), line('ACME EXPORT LTD', 40, 130, 9),
    line('Some running text of the form, printed small.', 40, 300, 8),
    line('Another line of running text.', 40, 312, 8),
  ])], 'en', true)).type;
  for (const title of ['MENŞE ŞAHADETNAMESİ', 'ŚWIADECTWO POCHODZENIA', "CERTIFICATO D'ORIGINE"]) {
    it(title, () => expect(titled(title)).toBe('certificate_of_origin'));
  }
});

describe('delivery order: Brazilian Ordem de Entrega', () => {
  const lines = [
    line('NAVEMAR', 40, 40, 18, true),
    line('Agenciamento Maritimo Ltda.', 40, 58, 7.5),
    line('Rua Augusto Severo, 7', 40, 70, 7.5),
    line('Santos - SP, 11010-050', 40, 79, 7.5),
    line('CNPJ: 12.345.678/0001-90', 40, 88, 7.5),
    line('ORDEM DE ENTREGA', 420, 40, 15, true),
    line('No. OE-2026/00418', 400, 76, 10, true),
    line('Release to:', 40, 138, 8.5, true),
    line('COMISSARIA DESPACHOS ALFA LTDA.', 180, 138, 8.5),
    line('Av. Conselheiro Nebias, 1022', 180, 149, 8.5),
    line('Santos - SP, 11045-002', 180, 160, 8.5),
    line('CNPJ: 07.654.321/0001-44', 180, 171, 8.5),
  ];

  it('reads the order number printed after "No." in the title box', () => {
    expect(extractLogisticsPage('delivery_order', lines).deliveryOrderNumber).toBe('OE-2026/00418');
  });

  it("reads the release party's registration number (CNPJ) as its tax id", () => {
    const p = extractLogisticsPage('delivery_order', lines).releaseTo;
    expect(p.name).toBe('COMISSARIA DESPACHOS ALFA LTDA.');
    expect(p.taxId).toBe('07.654.321/0001-44');
  });
});
