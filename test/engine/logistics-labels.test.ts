import { describe, expect, it } from 'vitest';
import { segmentPages } from '../../engine/extract/logistics/segments.ts';
import { locate, locateAll } from '../../engine/extract/logistics/locate.ts';
import type { LogisticsLabelKey } from '../../engine/extract/logistics/labels.ts';
import type { Line, Rule } from '../../engine/types.ts';
import { line, page, extractLogisticsPage } from './support/page.ts';

/** Label-left rows: caption at x 40, value at x 260, 14 points apart from y 60. */
const rows = (pairs: Array<[string, string]>, from = 60): Line[] =>
  pairs.flatMap(([label, value], i) => [line(label, 40, from + i * 14), line(value, 260, from + i * 14)]);

/** What a label key reads in the given lines: the value lines' texts of its first location. */
const valueOf = (lines: Line[], key: LogisticsLabelKey, rules: Rule[] = []): string[] | null =>
  locate(segmentPages([page(lines, rules)]), key)?.lines.map((l) => l.text) ?? null;

const extract = extractLogisticsPage;

describe('caption forms around a label', () => {
  it('reads a caption with a leading box number ("2 Consignor/Exporter", "1. Exporter")', () => {
    expect(valueOf([line('2 Consignor/Exporter', 40, 60), line('HANSEATIC MACHINERY GMBH', 42, 70)], 'shipper')).toEqual(['HANSEATIC MACHINERY GMBH']);
    expect(valueOf([line('1. Exporter', 40, 60), line('NINGBO BRIGHTWAY TEXTILES CO., LTD.', 42, 70)], 'exporter')).toEqual(['NINGBO BRIGHTWAY TEXTILES CO., LTD.']);
    // A count before one upper-case word is no box number: "1 CONTAINER" is a value, not a caption.
    expect(valueOf([line('1 CONTAINER', 40, 60), line('MSCU7123451', 42, 70)], 'containers')).toBeNull();
  });

  it('reads a caption with a parenthetical qualifier', () => {
    expect(valueOf([line('Consignee (if To Order so indicate)', 40, 60), line('TO ORDER OF', 42, 70)], 'consignee')).toEqual(['TO ORDER OF']);
    expect(valueOf([line('Notify Party (complete name and address)', 40, 60), line('SHENZHEN TOOLS CO., LTD.', 42, 70)], 'notify')).toEqual(['SHENZHEN TOOLS CO., LTD.']);
    expect(valueOf([line('Airport of Departure (Addr. of First Carrier) and Requested Routing', 40, 60), line('DUBAI (DXB)', 42, 70)], 'departure')).toEqual(['DUBAI (DXB)']);
    // A sentence that starts with a label is no caption.
    expect(valueOf([line('Shipper (as named above) agrees to pay all freight charges and costs of the carrier', 40, 60), line('ACME LTD', 42, 70)], 'shipper')).toBeNull();
  });

  it('reads a possessive caption ("Carrier\'s", "Shipper\'s Name and Address")', () => {
    expect(valueOf([line("Carrier's", 40, 60), line('OCEAN NETWORK EXPRESS', 42, 70)], 'carrier')).toEqual(['OCEAN NETWORK EXPRESS']);
    expect(valueOf([line("Consignee's Name and Address", 40, 60), line('RHEIN-MAIN COMPONENTS GMBH', 42, 70)], 'consignee')).toEqual(['RHEIN-MAIN COMPONENTS GMBH']);
  });

  it('reads "Label value" separated by a space only when the label is specific', () => {
    expect(valueOf([line('Certificate No. C263301A0012/00045', 300, 40)], 'certificateNumber')).toEqual(['C263301A0012/00045']);
    // One word before a value without a digit, or a long sentence, is no label and value.
    expect(valueOf([line('Vessel MAERSK ESSEN', 40, 60)], 'vessel')).toBeNull();
    expect(valueOf([line('Certificate No. is issued upon request of the exporter by the chamber of commerce', 40, 60)], 'certificateNumber')).toBeNull();
  });
});

describe('real-world captions in the dictionary', () => {
  it('reads a bill of lading with real-form captions: B/L No., places of receipt and delivery, Vessel / Voy., originals, freight, place and date of issue', () => {
    const x = extract('bill_of_lading', rows([
      ['B/L No.', 'HAM2603-88412'],
      ['Place of Receipt', 'Duisburg (DEDUI)'],
      ['Ocean Vessel / Voy. No.', 'HAMBURG EXPRESS / 2611E'],
      ['Port of Loading', 'Hamburg (DEHAM)'],
      ['Place of Delivery', 'Shenzhen (CNSZX)'],
      ['Number of original B(s)/L', 'THREE (3)'],
      ['Freight & Charges', 'FREIGHT PREPAID'],
      ['Shipped on Board the Vessel - Date', '12 MAR 2026'],
      ['Place and Date of Issue', 'HAMBURG, 12 MAR 2026'],
    ]));
    expect(x.transportDocumentNumber).toBe('HAM2603-88412');
    expect(x.placeOfReceipt?.unLocode).toBe('DEDUI');
    expect(x.placeOfDelivery?.unLocode).toBe('CNSZX');
    expect(x.vessel.name).toBe('HAMBURG EXPRESS');
    expect(x.voyageNumber).toBe('2611E');
    expect(x.numberOfOriginals).toBe(3);
    expect(x.freightPaymentTerms).toBe('PREPAID');
    expect(x.shippedOnBoardDate).toBe('2026-03-12');
    expect(x.issueDate).toBe('2026-03-12');
    expect(x.placeOfIssue).toBe('HAMBURG');
  });

  it('reads a sea waybill number under "WAYBILL NUMBER"', () => {
    const x = extract('sea_waybill', rows([['WAYBILL NUMBER', 'PMCLSIN0412876'], ['Port of Loading', 'Singapore (SGSIN)']]));
    expect(x.transportDocumentNumber).toBe('PMCLSIN0412876');
  });

  it('reads a house air waybill: HAWB No. is the number, MAWB No. the master; agent name and city, agent IATA code', () => {
    const x = extract('air_waybill', rows([
      ['HAWB No.', 'SFL-FRA-0098812'],
      ['MAWB No.', '020-55501235'],
      ["Issuing Carrier's Agent Name and City", 'DNATA CARGO LLC, DUBAI'],
      ["Agent's IATA Code", '96-3 4567'],
      ['Place and Date of Issue', 'Frankfurt, 12.03.2026'],
    ]));
    expect(x.airWaybillNumber).toBe('SFL-FRA-0098812');
    expect(x.isHouse).toBe(true);
    expect(x.masterAirWaybillNumber).toBe('020-55501235');
    expect(x.issuingCarrierAgent).toEqual({ name: 'DNATA CARGO LLC', iataCode: '9634567', city: 'DUBAI' });
    expect(x.executionDate).toBe('2026-03-12');
    expect(x.placeOfExecution).toBe('Frankfurt');
  });

  it('reads a master air waybill under "MAWB No." alone as the air waybill number', () => {
    const x = extract('air_waybill', rows([['MAWB No.', '020-55501235'], ['Shipper', 'ACME GMBH']]));
    expect(x.airWaybillNumber).toBe('020-55501235');
    expect(x.isHouse).toBe(false);
  });

  it('reads a letter-style delivery order: D.O. No., plain Date, Ex Vessel, Voy., Arrived on, Free time expires on, Collect from', () => {
    const x = extract('delivery_order', rows([
      ['D.O. No.', 'GSA/DO/26/00871'],
      ['Date', '12.03.2026'],
      ['Ex Vessel', 'MAERSK ESSEN'],
      ['Voy.', '611W'],
      ['B/L No.', 'MAEU263512890'],
      ['Arrived on', '10 March 2026'],
      ['Free time expires on', '17 March 2026'],
      ['Collect from', 'Jebel Ali Terminal 3'],
    ]));
    expect(x.deliveryOrderNumber).toBe('GSA/DO/26/00871');
    expect(x.issueDate).toBe('2026-03-12');
    expect(x.vessel).toBe('MAERSK ESSEN');
    expect(x.voyageNumber).toBe('611W');
    expect(x.billOfLadingNumber).toBe('MAEU263512890');
    expect(x.arrivalDate).toBe('2026-03-10');
    expect(x.lastFreeDay).toBe('2026-03-17');
    expect(x.pickupLocation).toBe('Jebel Ali Terminal 3');
  });

  it('reads a packing list header: Invoice Ref., Customer PO, Vessel/Voy. (name only), Container / Seal', () => {
    const x = extract('packing_list', rows([
      ['Packing List No.', 'PL-26031'],
      ['Invoice Ref.', 'BW-CI-26031'],
      ['Customer PO', '4500123987'],
      ['Vessel/Voy.', 'MSC GULSUN / FE611W'],
      ['Container / Seal', 'TCLU5566107 / ML4471120'],
    ]));
    expect(x.invoiceNumber).toBe('BW-CI-26031');
    expect(x.orderNumber).toBe('4500123987');
    expect(x.vessel).toBe('MSC GULSUN');
    expect(x.containers.map((c: any) => c.containerNumber)).toEqual(['TCLU5566107']);
  });
});

describe('values below a caption', () => {
  // A boxed grid: "Consignee" box, then (under a ruled border) a box whose caption is not a known label.
  const grid = [line('Consignee', 40, 60), line('TO ORDER OF', 42, 70), line('DEUTSCHE BANK AG', 42, 80), line('REF. KN-HAM-552190', 42, 92)];
  const border: Rule = { kind: 'h', bbox: [30, 90.5, 300, 91] };

  it('stops the value below a caption at a horizontal rule (box border)', () => {
    expect(valueOf(grid, 'consignee', [border])).toEqual(['TO ORDER OF', 'DEUTSCHE BANK AG']);
    // Without the rule the lines read on: the rule is what ends the box.
    expect(valueOf(grid, 'consignee')).toEqual(['TO ORDER OF', 'DEUTSCHE BANK AG', 'REF. KN-HAM-552190']);
    // A rule elsewhere on the page (another column) does not stop it.
    expect(valueOf(grid, 'consignee', [{ kind: 'h', bbox: [320, 90.5, 560, 91] }])).toHaveLength(3);
  });

  it('takes no page heading to the right of a caption as its value', () => {
    const lines = [line('Shipper/Exporter (complete name and address)', 33, 31), line('BILL OF LADING', 330, 28, 22), line('HANSEATIC MACHINERY GMBH', 35, 41)];
    expect(locateAll(segmentPages([page(lines)]), 'shipper')[0]?.lines.map((l) => l.text)).toEqual(['HANSEATIC MACHINERY GMBH']);
  });
});
