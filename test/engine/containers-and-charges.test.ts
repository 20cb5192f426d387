import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import { sizeTypeOf } from '../../engine/extract/logistics/container-codes.ts';
import type { Line } from '../../engine/types.ts';
import { line, page, extractLogisticsPage } from './support/page.ts';

const extract = extractLogisticsPage;

/** A B/L's top boxes (shipper, consignee, ports) without a "Carrier" caption, the goods table header at y 250. */
const blHead = (): Line[] => [
  line('Shipper', 40, 100, 6), line('ACME EXPORTS LTD', 40, 110),
  line('B/L No.', 320, 100, 6), line('ABCD260311', 320, 110),
  line('Consignee', 40, 140, 6), line('TO ORDER', 40, 150),
  line('Port of Loading', 40, 190, 6), line('HAMBURG (DEHAM)', 40, 200),
  line('Port of Discharge', 320, 190, 6), line('SHANGHAI (CNSHA)', 320, 200),
  line('Marks and Nos.', 40, 250, 7), line('No. of Packages', 170, 250, 7), line('Description of Goods', 260, 250, 7), line('Gross Weight', 480, 250, 7),
];

describe('containers printed in the goods area of a B/L', () => {
  it('reads containers with seal and size/type from the marks column ("TCNU8820167/40\'HC", "SEAL HK7730211")', () => {
    const lines = [...blHead(),
      line('WT / GDANSK', 40, 266), line('100 CTNS', 170, 266), line('STONEWARE MUGS', 260, 266), line('1,000.000 KGS', 480, 266),
      line("TCNU8820167/40'HC", 40, 276), line('SEAL HK7730211', 40, 286), line('80 CTNS', 170, 286), line('GLASS JARS', 260, 286), line('800.000 KGS', 480, 286),
      line("TGBU6300844/20'GP", 40, 296), line('SEAL HK7730213', 40, 306),
    ];
    const x = extract('bill_of_lading', lines);
    expect(x.containers.map((c: any) => [c.containerNumber, c.sealNumbers, c.sizeType])).toEqual([
      ['TCNU8820167', ['HK7730211'], '45G1'],
      ['TGBU6300844', ['HK7730213'], '22G1'],
    ]);
  });

  it('reads a container named in the description once, with its seal and size ("CONTAINER: MSKU1234565 SEAL: ML123456 40\' HC")', () => {
    const lines = [...blHead(),
      line('ACME', 40, 266), line('10 PALLETS', 170, 266), line('MACHINE PARTS', 260, 266), line('5,000.000 KGS', 480, 266),
      line("CONTAINER: MSKU1234565 SEAL: ML123456 40' HC", 260, 276),
      line('MSKU1234565 10 PALLETS 5,000.000 KGS', 260, 286),
    ];
    const x = extract('sea_waybill', lines);
    expect(x.containers).toHaveLength(1);
    expect(x.containers[0]).toMatchObject({ containerNumber: 'MSKU1234565', sealNumbers: ['ML123456'], sizeType: '45G1' });
  });

  it('normalises printed size/type aliases to ISO 6346 codes', () => {
    expect(["40' HC", "40'HC", "20' DV", '45G1', '40 HIGH CUBE', "20'RF", '40FT GP'].map((t) => sizeTypeOf(t))).toEqual(['45G1', '45G1', '22G1', '45G1', '45G1', '22R1', '42G1']);
    expect(sizeTypeOf('10 PALLETS 5,000.000 KGS')).toBeNull();
  });
});

describe('carrier from the letterhead', () => {
  it('takes the issuer with a legal form printed above the first box, not the title or a short logo text', () => {
    const lines = [line('ZIM', 36, 30, 22, true), line('ZIM Integrated Shipping Services Ltd.', 90, 30, 9, true),
      line('9 Andrei Sakharov St., Matam, Haifa 3190500, Israel', 90, 42, 7), line('SEA WAYBILL', 420, 30, 15, true), ...blHead()];
    expect(extract('sea_waybill', lines).carrier).toEqual({ name: 'ZIM Integrated Shipping Services Ltd.', scac: null });
  });

  it('takes the NVOCC issuing a house B/L, and leaves a "Carrier" caption\'s value first', () => {
    const top = [line('HARBOURLINE CONSOLIDATORS (H.K.) LIMITED', 30, 30, 12, true), line('BILL OF LADING', 440, 30, 13, true)];
    expect(extract('bill_of_lading', [...top, ...blHead()]).carrier.name).toBe('HARBOURLINE CONSOLIDATORS (H.K.) LIMITED');
    const captioned = [...top, ...blHead(), line('Carrier', 40, 400, 6), line('OCEAN NETWORK EXPRESS PTE. LTD.', 40, 410)];
    expect(extract('bill_of_lading', captioned).carrier.name).toBe('OCEAN NETWORK EXPRESS PTE. LTD.');
  });
});

describe('freight invoice charges in their own currency, routing', () => {
  const w = (text: string, x: number, y: number) => ({ text, bbox: [x, y, x + text.length * 4.5, y + 9] as [number, number, number, number], confidence: 1, fontSize: 9, source: 'text' as const });
  const l = (text: string, x: number, y: number): Line => ({ text, bbox: w(text, x, y).bbox, words: text.split(' ').map((t, k) => w(t, x + text.split(' ').slice(0, k).join(' ').length * 4.5 + (k ? 4.5 : 0), y)) });
  const invoice = (rows: Line[], head: Line[]) => {
    const lines = [l('FREIGHT INVOICE', 40, 40), l('Invoice No.: FI-77', 40, 80), ...head, ...rows, l('Total: 6,000.00 EUR', 380, 320)];
    const out = extractDocument({ pages: [{ pageNumber: 1, width: 595, height: 842, textSource: 'text', lines, rules: [], confidence: 1 }], documentType: 'freight_invoice', language: 'en', extractTables: false, attachments: [] });
    return out.extractedData as Record<string, any>;
  };

  it('gives each charge the currency printed on its row, else the invoice currency', () => {
    const header = [l('Code', 40, 200), l('Description', 90, 200), l('Qty', 300, 200), l('Rate', 350, 200), l('Cur.', 420, 200), l('Amount', 480, 200)];
    const rows = ([['OFT', 'Ocean Freight', '2', '2,150.00', 'USD', '4,300.00'], ['BAF', 'Bunker Adjustment', '2', '415.00', 'USD', '830.00'],
      ['THC', 'Terminal Handling', '2', '285.00', 'EUR', '570.00']] as const)
      .flatMap((c, i) => [40, 90, 300, 350, 420, 480].map((x, k) => l(c[k], x, 216 + i * 14)));
    const x = invoice(rows, [...header, l('Exchange rate USD/EUR 0.9234', 40, 170)]);
    expect(x.charges.map((c: any) => [c.code, c.amount, c.currency])).toEqual([['OFT', 4300, 'USD'], ['BAF', 830, 'USD'], ['THC', 570, 'EUR']]);
  });

  it('reads "USD 1,250.00" in a row and leaves rows without a currency to the invoice\'s', () => {
    const header = [l('Code', 40, 200), l('Description', 90, 200), l('Qty', 300, 200), l('Rate', 350, 200), l('Amount', 460, 200)];
    const rows = ([['OFT', 'Ocean Freight', '1', '1,250.00', 'USD 1,250.00'], ['DOC', 'Documentation Fee', '1', '65.00', '65.00']] as const)
      .flatMap((c, i) => [40, 90, 300, 350, 460].map((x, k) => l(c[k], x, 216 + i * 14)));
    const x = invoice(rows, [...header, l('Currency: EUR', 40, 170)]);
    expect(x.currency).toBe('EUR');
    expect(x.charges.map((c: any) => [c.description, c.currency])).toEqual([['Ocean Freight', 'USD'], ['Documentation Fee', 'EUR']]);
  });

  it('reads origin and destination from a routing line', () => {
    const refs = [l('Routing', 40, 150), l('HAMBURG (DEHAM) - SHANGHAI (CNSHA)', 120, 150)];
    const x = invoice([l('Ocean Freight', 90, 216), l('1,250.00', 420, 216)], [l('Description', 90, 200), l('Amount', 420, 200), ...refs]);
    expect(x.origin).toMatchObject({ unLocode: 'DEHAM', country: 'DE' });
    expect(x.destination).toMatchObject({ unLocode: 'CNSHA', country: 'CN' });
    const y = invoice([l('Ocean Freight', 90, 216), l('1,250.00', 420, 216)], [l('Description', 90, 200), l('Amount', 420, 200), l('From ROTTERDAM (NLRTM) To NEW YORK (USNYC)', 40, 150)]);
    expect([y.origin?.unLocode, y.destination?.unLocode]).toEqual(['NLRTM', 'USNYC']);
  });
});
