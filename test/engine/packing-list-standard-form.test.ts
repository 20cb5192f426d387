import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line, row } from './support/page.ts';

/** A box of a numbered trade form: its caption "(n) …" at 6.5 pt, the value lines under it. */
const box = (caption: string, values: string[], x: number, y: number): Line[] => [
  line(caption, x, y, 6.5), ...values.map((v, i) => line(v, x + 2, y + 9 + i * 10, 8)),
];

// The Korean standard-form packing list: numbered boxes, the P/L number only inside the remarks box.
const header: Line[] = [
  line('PACKING LIST', 220, 20, 20),
  ...box('(1) Shipper/Exporter', ['HANSOL PRECISION CO., LTD.', '27, Gongdan-ro 140beon-gil, Seongsan-gu', 'Changwon-si, Gyeongsangnam-do 51567', 'Korea', 'TEL: +82-55-283-4410   B.R.N.: 609-81-44127'], 30, 56),
  ...box('(8) No. & date of Invoice', ['HPC-2603-118', 'MAR. 13, 2026'], 330, 56),
  ...box('(2) For Account & Risk of Messers.', ['SRIPERUMBUDUR AUTO SYSTEMS PVT. LTD.', 'Plot No. B-14, SIPCOT Industrial Park', 'Sriperumbudur, Tamil Nadu 602105', 'India'], 30, 132),
  ...box('(9) Remarks', ['P/L NO.: HPC-PL-2603-118', "CONTAINER NO.: HDMU6142874 (40' HC)", 'SEAL NO.: KRB2603381'], 330, 132),
  ...box('(4) Port of Loading', ['BUSAN, KOREA'], 30, 264),
  ...box('(5) Final Destination', ['CHENNAI, INDIA'], 170, 264),
  ...box('(6) Carrier', ['HYUNDAI PRIDE', 'V.0123W'], 30, 310),
  ...box('(7) Sailing on or about', ['MAR. 18, 2026'], 170, 310),
];

// Carton ranges, part numbers, cartons per line, quantity per carton, weights, carton size and CBM.
const X = [30, 80, 230, 300, 340, 380, 440, 500, 560, 630];
const table: Line[] = [
  ...row(370, [['C/T NO.', X[0]], ['DESCRIPTION OF GOODS', X[1]], ['PART NO.', X[2]], ['CTNS', X[3]], ["Q'TY", X[4]], ['UNIT', X[5]],
    ['N/W', X[6]], ['G/W', X[7]], ['DIMENSION', X[8]], ['CBM', X[9]]]),
  ...row(384, [['1-20', X[0]], ['BRAKE CALIPER ASSY', X[1]], ['58180-K1100', X[2]], ['20', X[3]], ['200', X[4]], ['PCS', X[5]],
    ['364.00', X[6]], ['392.00', X[7]], ['60x40x35', X[8]], ['1.680', X[9]]]),
  ...row(398, [['21-50', X[0]], ['BRAKE DISC', X[1]], ['51712-K2000', X[2]], ['30', X[3]], ['180', X[4]], ['PCS', X[5]],
    ['1,764.00', X[6]], ['1,806.00', X[7]], ['50x50x30', X[8]], ['2.250', X[9]]]),
];

describe('packing list rows that count measured packages, part numbers and all', () => {
  it('reads the rows as packages with their size, not as an item list', () => {
    const d = extractLogisticsPage('packing_list', [...header, ...table]);
    expect(d.items).toEqual([]);
    expect(d.packages).toHaveLength(2);
    expect(d.packages[0]).toMatchObject({ count: 20, description: 'BRAKE CALIPER ASSY', dimensions: { length: 60, width: 40, height: 35, unit: 'cm' } });
    expect(d.packages[1]).toMatchObject({ count: 30, description: 'BRAKE DISC', volume: { value: 2.25, unit: 'm3' } });
  });

  it('still reads an item list where the rows give no package size', () => {
    const items = table.filter((l) => !/x\d|^\d\.\d{3}$|^CBM$|^DIMENSION$/.test(l.text));
    const d = extractLogisticsPage('packing_list', [...header, ...items]);
    expect(d.packages).toEqual([]);
    expect(d.items.length).toBe(2);
  });
});

describe('Korean standard-form packing list boxes', () => {
  const d = extractLogisticsPage('packing_list', [...header, ...table]);

  it('reads the buyer at whose account and risk the goods go as the consignee', () => {
    expect(d.consignee?.name).toBe('SRIPERUMBUDUR AUTO SYSTEMS PVT. LTD.');
  });

  it('reads the invoice number from the "No. & date of Invoice" box', () => {
    expect(d.invoiceNumber).toBe('HPC-2603-118');
  });

  it('reads a business registration number on the contact line as the shipper\'s tax id', () => {
    expect(d.shipper).toMatchObject({ name: 'HANSOL PRECISION CO., LTD.', taxId: '609-81-44127' });
  });

  it('reads the final destination as the port of discharge where none is printed', () => {
    expect(d.portOfDischarge?.name).toBe('CHENNAI');
  });

  it('reads the vessel from a carrier box that prints a voyage under the name', () => {
    expect(d.vessel).toBe('HYUNDAI PRIDE');
  });

  it('reads the seal from its own captioned line under the container\'s', () => {
    expect(d.containers).toEqual([{ containerNumber: 'HDMU6142874', sealNumbers: ['KRB2603381'] }]);
  });
});
