import { describe, expect, it } from 'vitest';
import { segmentPages } from '../../engine/extract/logistics/segments.ts';
import { locate } from '../../engine/extract/logistics/locate.ts';
import type { LogisticsLabelKey } from '../../engine/extract/logistics/labels.ts';
import type { Line } from '../../engine/types.ts';
import { line, page, extractLogisticsPage } from './support/page.ts';

const valueOf = (lines: Line[], key: LogisticsLabelKey): string[] | null =>
  locate(segmentPages([page(lines)]), key)?.lines.map((l) => l.text) ?? null;
const extract = extractLogisticsPage;

describe('dotted and underscored leaders belong to the caption', () => {
  it('reads "VESSEL......: NAME" and "Port of Loading .... : PORT" in one segment', () => {
    expect(valueOf([line('VESSEL......: CAPE ARAXOS', 40, 60)], 'vessel')).toEqual(['CAPE ARAXOS']);
    expect(valueOf([line('Port of Loading .... : HAMBURG', 40, 60)], 'portOfLoading')).toEqual(['HAMBURG']);
    expect(valueOf([line('LOAD PORT...: ALGECIRAS ESALG', 40, 60)], 'portOfLoading')).toEqual(['ALGECIRAS ESALG']);
  });

  it('reads a leader without a colon, glued to the caption or to the value', () => {
    expect(valueOf([line('Vessel.........CAPE ARAXOS', 40, 60)], 'vessel')).toEqual(['CAPE ARAXOS']);
    expect(valueOf([line('Invoice No. ________ INV-2231', 40, 60)], 'invoiceNumber')).toEqual(['INV-2231']);
    expect(valueOf([line('Vessel: ...... CAPE ARAXOS', 40, 60)], 'vessel')).toEqual(['CAPE ARAXOS']);
  });

  it('reads the value right of a caption when a leader is printed apart between them', () => {
    expect(valueOf([line('Port of Discharge', 40, 60), line('..........', 160, 60), line('DURBAN', 260, 60)], 'portOfDischarge')).toEqual(['DURBAN']);
    expect(valueOf([line('Port of Discharge ........ :', 40, 60), line('DURBAN', 260, 60)], 'portOfDischarge')).toEqual(['DURBAN']);
  });
});

describe('packing-list and manifest captions', () => {
  it('reads English packing-list captions: P/L Ref., Commercial Invoice, Messrs., Shipped per, From / To', () => {
    const d = extract('packing_list', [
      line('MESSRS.', 40, 110), line('Pacific Crest Apparel Inc.', 40, 121), line('2200 Harbor Bay Parkway', 40, 132),
      line('P/L Ref.', 330, 110), line('VTX-PL-26-0311', 430, 110),
      line('Commercial Invoice', 330, 122), line('VTX/INV/26-0311', 430, 122),
      line('Shipped per', 330, 164), line('WAN HAI 301 V.N118', 430, 164),
      line('From', 330, 176), line('HAIPHONG, VIETNAM', 430, 176),
      line('To', 330, 188), line('OAKLAND, CA, USA', 430, 188),
    ]);
    expect(d.packingListNumber).toBe('VTX-PL-26-0311');
    expect(d.invoiceNumber).toBe('VTX/INV/26-0311');
    expect(d.consignee?.name).toBe('Pacific Crest Apparel Inc.');
    expect(d.vessel).toBe('WAN HAI 301');
    expect(d.portOfLoading?.name).toBe('HAIPHONG');
    expect(d.portOfDischarge?.name).toBe('OAKLAND');
  });

  it('reads German packing-list captions above their values', () => {
    const kv = (x: number, y: number, k: string, v: string) => [line(k, x, y, 7), line(v, x, y + 10, 9)];
    const d = extract('packing_list', [
      ...kv(330, 84, 'Lieferschein-Nr.', 'LS 26-00871'), ...kv(450, 84, 'Datum', '12.03.2026'),
      ...kv(330, 108, 'Zu Rechnung', 'RE 26-01140'), ...kv(450, 108, 'Ihre Bestellung', 'PO-TR-55102'),
      ...kv(40, 186, 'Verladehafen', 'Koper'), ...kv(170, 186, 'Bestimmungshafen', 'Mersin'),
    ]);
    expect(d.packingListNumber).toBe('LS 26-00871');
    expect(d.invoiceNumber).toBe('RE 26-01140');
    expect(d.orderNumber).toBe('PO-TR-55102');
    expect(d.portOfDischarge?.name).toBe('Mersin');
  });

  it('reads the buyer of a packing list ("BUYER (IF OTHER THAN CONSIGNEE)")', () => {
    const d = extract('packing_list', [line('BUYER (IF OTHER THAN CONSIGNEE)', 40, 110), line('HIGHSTREET FASHION GROUP PLC', 40, 121), line('1 Regent Street, London W1B 5AH, UK', 40, 132)]);
    expect(d.buyer?.name).toBe('HIGHSTREET FASHION GROUP PLC');
  });

  it('takes the shipper from the letterhead when no caption names it', () => {
    const d = extract('packing_list', [
      line('Maschinenbau Hohenlohe GmbH', 40, 46, 13),
      line('Am Bahnhof 9 - 74653 Künzelsau - Deutschland - USt-IdNr. DE812204417', 40, 62, 7.5),
      line('Packliste / Packing List', 40, 96, 14),
      line('Packlisten-Nr.', 330, 84, 7), line('PL 26-00871', 330, 94, 9),
      line('Empfänger', 40, 120, 7), line('Anadolu Makine Sanayi A.S.', 40, 131, 9),
    ]);
    expect(d.shipper?.name).toBe('Maschinenbau Hohenlohe GmbH');
    expect(d.shipper?.address).toBe('Am Bahnhof 9, 74653 Künzelsau, Deutschland');
    expect(d.shipper?.taxId).toBe('DE812204417');
    expect(d.consignee?.name).toBe('Anadolu Makine Sanayi A.S.');
  });

  it('reads a manifest header: MANIFEST REF., dotted captions, DISCH. PORT, SAILED, mode from the vessel', () => {
    const d = extract('shipping_manifest', [
      line('OUTWARD CARGO MANIFEST', 28, 34, 12), line('MANIFEST REF. ESALG-612S-01', 420, 34),
      line('VESSEL......: CAPE ARAXOS', 28, 50), line('VOYAGE: 612S', 228, 50),
      line('LOAD PORT...: ALGECIRAS ESALG', 28, 60), line('DISCH. PORT: DURBAN ZADUR', 228, 60), line('SAILED: 2026-03-12', 368, 60),
    ]);
    expect(d.manifestNumber).toBe('ESALG-612S-01');
    expect(d.vessel).toBe('CAPE ARAXOS');
    expect(d.portOfLoading?.unLocode).toBe('ESALG');
    expect(d.portOfDischarge?.unLocode).toBe('ZADUR');
    expect(d.date).toBe('2026-03-12');
    expect(d.transportMode).toBe('SEA');
  });
});
