import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { line, extractLogisticsPage as extract } from './support/page.ts';

/** A caption cell: its lines 5.8 pt high, 7 pt apart, from (x, y). */
const captionCell = (x: number, y: number, lines: string[]): Line[] => lines.map((t, i) => line(t, x, y + i * 7, 5.8));

describe('B/L caption cells wrapped over lines, the value in a cell to the right', () => {
  const form = (): Line[] => [
    ...captionCell(29, 70, ['SHIPPER /', 'EXPORTER']),
    line('DAEHAN PRECISION AUTOPARTS CO., LTD.', 84, 70, 7), line('77, Seongsan-ro, Changwon-si', 84, 79, 7), line('Republic of Korea', 84, 88, 7), line('UEN 201418832K', 84, 97, 7),
    ...captionCell(29, 136, ['NOTIFY', 'PARTY']),
    line('FELIX BROKERAGE LTD', 84, 136, 6.6), line('Dooley Road, Felixstowe', 84, 145, 6.6), line('United Kingdom', 84, 154, 6.6),
    ...captionCell(300, 136, ['B/L NO.']), line('HDMUPUSA52817340', 355, 136, 8.5),
    ...captionCell(464, 136, ['BKG', 'NO.']), line('PUSA52817340', 505, 136, 8),
    ...captionCell(29, 218, ['PORT OF', 'LOADING']), line('BUSAN (KRPUS)', 84, 218, 6.8),
    ...captionCell(165, 218, ['PORT OF', 'DISCHARGE']), line('FELIXSTOWE (GBFXT)', 220, 218, 6.8),
    ...captionCell(300, 218, ['PLACE OF', 'DELIVERY']), line('BIRMINGHAM, UK', 355, 218, 8),
    ...captionCell(249, 599, ['NO. OF', 'ORIG. B/L']), line('THREE (3)', 300, 599, 7.2),
    ...captionCell(389, 582, ['PLACE AND', 'DATE OF', 'ISSUE']), line('BUSAN', 450, 582, 7.6), line('MAR. 07, 2026', 450, 592, 7.6),
  ];

  it('joins the caption lines and reads the value beside them', () => {
    const x = extract('bill_of_lading', form());
    expect(x.bookingReference).toBe('PUSA52817340');
    expect(x.portOfLoading).toMatchObject({ name: 'BUSAN', unLocode: 'KRPUS' });
    expect(x.portOfDischarge).toMatchObject({ name: 'FELIXSTOWE', unLocode: 'GBFXT' });
    expect(x.placeOfDelivery).toMatchObject({ name: 'BIRMINGHAM', country: 'GB' });
    expect(x.numberOfOriginals).toBe(3);
    expect(x.placeOfIssue).toBe('BUSAN');
    expect(x.issueDate).toBe('2026-03-07');
  });

  it('reads a party\'s address lines beside a caption\'s second line, and a registration number without a colon', () => {
    const x = extract('bill_of_lading', form());
    expect(x.shipper).toMatchObject({ name: 'DAEHAN PRECISION AUTOPARTS CO., LTD.', address: '77, Seongsan-ro, Changwon-si, Republic of Korea', taxId: '201418832K' });
    expect(x.notifyParties[0]).toMatchObject({ name: 'FELIX BROKERAGE LTD', address: 'Dooley Road, Felixstowe, United Kingdom' });
  });

  it('keeps two captions stacked in a label column apart, each with its value', () => {
    const x = extract('bill_of_lading', [
      line('Vessel', 40, 100, 7), line('MSC ANNA', 120, 100, 8),
      line('Voyage', 40, 108, 7), line('612S', 120, 108, 8),
    ]);
    expect(x.vessel.name).toBe('MSC ANNA');
    expect(x.voyageNumber).toBe('612S');
  });
});

describe('Sea waybill label-left fields with aligned colons', () => {
  const swb = (): Line[] => [
    line('Shipper', 36, 72), line(': STRAITS POLYMER TRADING PTE. LTD.', 126, 71),
    line('10 Anson Road, #22-08 International Plaza', 136, 82), line('Singapore 079903', 136, 93),
    line('Notify Party 1', 36, 180), line(': COASTAL CLEARING & FORWARDING LTD', 126, 179),
    line('Notify Party 2', 320, 180), line(': EQUITY BANK (KENYA) LIMITED', 420, 179),
    line('Moi Avenue, Bima Towers', 136, 190), line('Trade Finance Dept., Upper Hill', 430, 190),
    line('Mombasa, Kenya', 136, 201), line('Nairobi, Kenya', 430, 201),
    line('Vessel / Voyage', 36, 224), line(': KOTA NAZAR V. 0112W', 126, 223),
    line('Port of Discharge', 320, 237), line(': MOMBASA (KEMBA)', 420, 236),
    line('Place of Delivery', 320, 250), line(': Mombasa CY', 420, 249),
    line('Number of Originals', 36, 524), line(': NIL (ZERO) - SEA WAYBILL', 140, 523),
  ];

  it('reads the lines under a value led by a colon as its own', () => {
    expect(extract('sea_waybill', swb()).shipper).toMatchObject({ name: 'STRAITS POLYMER TRADING PTE. LTD.', address: '10 Anson Road, #22-08 International Plaza, Singapore 079903' });
  });

  it('reads numbered notify parties printed side by side', () => {
    const x = extract('sea_waybill', swb());
    expect(x.notifyParties.map((p: any) => [p.name, p.address])).toEqual([
      ['COASTAL CLEARING & FORWARDING LTD', 'Moi Avenue, Bima Towers, Mombasa, Kenya'],
      ['EQUITY BANK (KENYA) LIMITED', 'Trade Finance Dept., Upper Hill, Nairobi, Kenya'],
    ]);
  });

  it('splits a voyage appended to the vessel after "V.", reads "NIL (ZERO)" originals as 0, a place named again takes its country', () => {
    const x = extract('sea_waybill', swb());
    expect([x.vessel.name, x.voyageNumber]).toEqual(['KOTA NAZAR', '0112W']);
    expect(x.numberOfOriginals).toBe(0);
    expect(x.placeOfDelivery).toMatchObject({ name: 'Mombasa CY', country: 'KE' });
  });
});
