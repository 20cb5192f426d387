import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { line, page, extractLogisticsPage } from './support/page.ts';

const extract = extractLogisticsPage;

/**
 * A box of a numbered form: its number printed apart from the caption (a wide gap), the value lines under it
 * starting at the box's left edge, left of the caption text.
 */
const box = (no: string, caption: string, values: string[], x: number, y: number): Line[] => [
  line(no, x, y, 6), line(caption, x + 6 + no.length * 4 + 10, y, 6),
  ...values.map((v, i) => line(v, x + 2, y + 8 + i * 9, 7.5)),
];

describe('German export declaration (Ausfuhranmeldung), box numbers printed apart', () => {
  const lines: Line[] = [
    line('AUSFUHRBEGLEITDOKUMENT (ABD)', 30, 20, 10),
    line('MRN 26DE650231287415E9', 380, 20, 8),
    ...box('2', 'Versender/Ausführer', ['Hohenlohe Antriebstechnik GmbH', 'Gewerbestr. 22', '74523 Schwäbisch Hall', 'DE'], 30, 50),
    line('Nr. DE4471209 (EORI DE447120900000)', 150, 50, 6),
    ...box('8', 'Empfänger', ['Great Lakes Drive Systems Ltd.', '1450 Sandhill Drive', 'Ancaster ON L9G 4V5', 'CA'], 30, 100),
    ...box('14', 'Anmelder/Vertreter', ['Kühne Zollagentur Heilbronn GmbH', 'Karlstr. 60, 74072 Heilbronn, DE'], 300, 100),
    line('(indirekte Vertretung)', 420, 100, 6),
    ...box('15a', 'Versendungs-/Ausfuhrland', ['DE'], 30, 150),
    ...box('17a', 'Bestimmungsland', ['CA'], 170, 150),
    ...box('20', 'Lieferbedingung', ['FCA Schwäbisch Hall'], 300, 150),
    ...box('22', 'Währung u. in Rechnung gest. Gesamtbetrag', [], 440, 150),
    line('EUR', 442, 158, 7.5), line('48.250,00', 470, 158, 7.5),
    ...box('40', 'Summarische Anmeldung/Vorpapier', ['N740 Seefrachtbrief OOLU2716605390'], 30, 180),
    ...box('32', 'Pos.', ['1'], 30, 210),
    ...box('31', 'Packstücke und Warenbezeichnung', ['Stirnradgetriebemotoren, Typ SK 92672', 'Leistung 7,5 kW', '6 Paletten, Zeichen GLDS 1-6'], 90, 210),
    ...box('33', 'Warennummer', ['8501 5290 00'], 390, 210),
    ...box('34a', 'Ursprungsland', ['DE'], 390, 240),
    ...box('37', 'Verfahren', ['10 00'], 480, 240),
    ...box('35', 'Rohmasse (kg)', ['1.402,000'], 390, 265),
    ...box('38', 'Eigenmasse (kg)', ['1.240,500'], 480, 265),
    ...box('46', 'Statistischer Wert', ['31.500,00'], 90, 290),
    ...box('54', 'Ort und Datum', ['Heilbronn, 12.03.2026'], 230, 330),
  ];

  it('reads the parties under captions whose box number is printed apart, with the EORI beside the caption', () => {
    const d = extract('customs_declaration', lines);
    expect(d.declarationType).toBe('EXPORT');
    expect(d.exporter).toMatchObject({ name: 'Hohenlohe Antriebstechnik GmbH', taxId: 'DE447120900000' });
    expect(d.exporter.address).toContain('74523 Schwäbisch Hall');
    expect(d.importer?.name).toBe('Great Lakes Drive Systems Ltd.');
    expect(d.declarant?.name).toBe('Kühne Zollagentur Heilbronn GmbH');
  });

  it('reads the German header boxes', () => {
    const d = extract('customs_declaration', lines);
    expect(d.countryOfExport).toBe('DE');
    expect(d.countryOfDestination).toBe('CA');
    expect(d.incoterms).toBe('FCA');
    expect(d.currency).toBe('EUR');
    expect(d.totalInvoiceAmount).toBe(48250);
    expect(d.transportDocumentReference).toBe('OOLU2716605390');
    expect(d.date).toBe('2026-03-12');
    expect(d.countryOfOrigin).toBe('DE');
  });

  it('reads the item boxes, box 31 into the description and the packages', () => {
    const d = extract('customs_declaration', lines);
    expect(d.items).toHaveLength(1);
    expect(d.items[0]).toMatchObject({
      itemNumber: 1, description: 'Stirnradgetriebemotoren, Typ SK 92672 Leistung 7,5 kW', hsCode: '8501529000', countryOfOrigin: 'DE',
      grossWeight: { value: 1402, unit: 'kg' }, netWeight: { value: 1240.5, unit: 'kg' }, customsValue: 31500, procedureCode: '1000',
    });
  });
});

describe('UK C88 import declaration', () => {
  const cap = (t: string, x: number, y: number) => line(t, x, y, 5);
  const lines: Line[] = [
    line('HM Revenue & Customs', 28, 20, 8),
    cap('8 Consignee No. GB 123456789000', 30, 100),
    line('BRIGHTON CLIMATE SUPPLIES LTD', 32, 107, 7.5), line('UNIT 4 HOLLINGBURY PARK', 32, 116, 7.5), line('BRIGHTON BN1 8AH', 32, 125, 7.5),
    cap('14 Declarant/Representative No. GB 987654321000', 290, 100),
    line('SOLENT CUSTOMS SERVICES LTD (Direct rep.)', 292, 107, 7.5), line('OCEAN VILLAGE 2, SOUTHAMPTON SO14 3TJ', 292, 116, 7.5),
    cap('40 Declaration/Previous document', 30, 160), line('Y-MCR-ONEYBKKG04452300', 32, 167, 7.5),
    cap('32 Item No', 30, 200), line('1', 32, 207, 7.5),
    cap('31 Packages and description of goods', 80, 200), line('206 CARTONS', 82, 207, 7.5), line('SPLIT-TYPE AIR CONDITIONERS, INDOOR UNITS', 82, 216, 7.5),
    cap('33 Commodity code', 330, 200), line('8415101000', 332, 207, 7.5),
    cap('34a C.origin', 460, 200), line('TH', 462, 207, 7.5),
    cap('37 Procedure', 410, 230), line('40 00 000', 412, 237, 7.5),
    cap('47 Calculation of taxes Type | Tax base | Rate | Amount', 80, 260), line('A00 | 38,742.17 | 2.20% | 852.33', 82, 267, 7),
    line('B Total duties (A00)', 30, 300, 5), line('GBP 852.33', 32, 307, 8.5),
    line('Total import VAT (B00)', 210, 300, 5), line('GBP 8,216.18', 212, 307, 8.5),
  ];

  it('reads importer and declarant under captions with the EORI beside them, and their tax ids', () => {
    const d = extract('customs_declaration', lines);
    expect(d.importer).toMatchObject({ name: 'BRIGHTON CLIMATE SUPPLIES LTD', taxId: 'GB123456789000' });
    expect(d.importer.address).not.toContain('SOLENT');
    expect(d.declarant).toMatchObject({ name: 'SOLENT CUSTOMS SERVICES LTD', taxId: 'GB987654321000' });
  });

  it('reads box 31, the CPC, box 47 duties with column rules, the totals and the previous document', () => {
    const d = extract('customs_declaration', lines);
    expect(d.items[0]).toMatchObject({ description: 'SPLIT-TYPE AIR CONDITIONERS, INDOOR UNITS', quantity: 206, unit: 'CARTONS', countryOfOrigin: 'TH', procedureCode: '4000000', dutyRate: 2.2, dutyAmount: 852.33 });
    expect(d.totalDuties).toBe(852.33);
    expect(d.totalTaxes).toBe(8216.18);
    expect(d.countryOfOrigin).toBe('TH');
    expect(d.transportDocumentReference).toBe('ONEYBKKG04452300');
  });
});

describe('EUR.1 movement certificate', () => {
  const lines: Line[] = [
    line('1. Exporter (Name, full address, country)', 38, 41, 6),
    line('Basler Feinchemie AG', 40, 49, 8.5), line('4057 Basel', 40, 59, 8.5), line('Switzerland', 40, 69, 8.5),
    line('EUR.1', 306, 39, 16), line('No. A 0457129', 380, 43, 12),
    line('3. Consignee (Name, full address, country) (Optional)', 38, 111, 6),
    line('Rheinland Pharma Handels GmbH', 40, 119, 8.5), line('79576 Weil am Rhein', 40, 129, 8.5),
    line('4. Country, group of countries or territory in which the products are considered as originating', 302, 150, 5),
    line('SWITZERLAND', 304, 157, 8.5),
    line('5. Country, group of countries or territory of destination', 302, 180, 5),
    line('GERMANY', 304, 187, 8.5),
    line('11. Customs endorsement', 38, 368, 6),
    line('Declaration certified', 42, 376, 8), line('Customs office: BASEL / WEIL AM RHEIN AUTOBAHN', 42, 386, 8),
    line('Place and date: Basel, 12.03.2026', 42, 396, 8),
  ];

  it('reads the number printed after the form name, the numbered boxes and the endorsing office', () => {
    const d = extract('certificate_of_origin', lines);
    expect(d.certificateType).toBe('EUR.1');
    expect(d.certificateNumber).toBe('A 0457129');
    expect(d.exporter?.name).toBe('Basler Feinchemie AG');
    expect(d.consignee?.name).toBe('Rheinland Pharma Handels GmbH');
    expect(d.countryOfOrigin).toBe('CH');
    expect(d.countryOfDestination).toBe('DE');
    expect(d.issuingAuthority).toBe('BASEL / WEIL AM RHEIN AUTOBAHN');
    expect(d.issueDate).toBe('2026-03-12');
  });
});

describe('GSP Form A', () => {
  const lines: Line[] = [
    line("1. Goods consigned from (Exporter's business name, address, country)", 38, 38, 5.5),
    line('DHAKA KNIT COMPOSITE LTD.', 40, 45, 7.5), line('SAVAR, DHAKA-1349', 40, 54, 7.5),
    line('Reference No. BD/CTG/2026/018842', 306, 50, 8),
    line('FORM A', 306, 70, 12),
    line("2. Goods consigned to (Consignee's name, address, country)", 38, 102, 5.5),
    line('KAWAMURA APPAREL CO., LTD.', 40, 109, 7.5), line('OSAKA 541-0054', 40, 118, 7.5),
    line('3. Means of transport and route (as far as known)', 38, 166, 5.5),
    line('BY SEA FROM CHATTOGRAM, BANGLADESH TO YOKOHAMA, JAPAN', 40, 173, 7.5),
    line('VESSEL: KOTA NALURI V.042E', 40, 182, 7.5),
    line('goods were produced in', 304, 419, 6.5), line('BANGLADESH', 335, 427, 6.5),
    line('exported to', 304, 451, 6.5), line('JAPAN', 335, 459, 6.5),
  ];

  it('reads the Form A captions, the reference number, the countries of box 12 and the vessel without its voyage', () => {
    const d = extract('certificate_of_origin', lines);
    expect(d.certificateNumber).toBe('BD/CTG/2026/018842');
    expect(d.exporter?.name).toBe('DHAKA KNIT COMPOSITE LTD.');
    expect(d.consignee?.name).toBe('KAWAMURA APPAREL CO., LTD.');
    expect(d.countryOfOrigin).toBe('BD');
    expect(d.countryOfDestination).toBe('JP');
    expect(d.transport.vessel).toBe('KOTA NALURI');
    expect(d.transport.mode).toBe('SEA');
  });
});

describe('delivery order release wordings', () => {
  const lines: Line[] = [
    line('CARGO RELEASE / DELIVERY ORDER', 40, 85, 14),
    line('Release No: DUR-DO-26-004417', 340, 87),
    line('Free storage until: 17/03/2026', 340, 111),
    line('Please release the undermentioned containers to:', 40, 143),
    line('CAPE FREIGHT CLEARING CC', 50, 156, 9), line('12 Umgeni Road, Durban 4001', 50, 167, 9),
    line('Customs Client No. 20418877', 50, 178, 9), line('Bill of Lading:', 50, 189),
    line('Vessel: KOTA NALURI V.042E', 300, 201),
  ];

  it('reads the release number, the free storage date, the party to release to and splits the voyage off the vessel', () => {
    const d = extract('delivery_order', lines);
    expect(d.deliveryOrderNumber).toBe('DUR-DO-26-004417');
    expect(d.lastFreeDay).toBe('2026-03-17');
    expect(d.releaseTo).toMatchObject({ name: 'CAPE FREIGHT CLEARING CC', address: '12 Umgeni Road, Durban 4001' });
    expect(d.vessel).toBe('KOTA NALURI');
    expect(d.voyageNumber).toBe('042E');
  });

  it('reads "Release to" as the party to release to', () => {
    const d = extract('delivery_order', [line('DELIVERY ORDER', 40, 40, 14), line('Release to:', 40, 80), line('CAPE FREIGHT CLEARING CC', 40, 90, 9)]);
    expect(d.releaseTo?.name).toBe('CAPE FREIGHT CLEARING CC');
  });
});
