import { describe, expect, it } from 'vitest';
import { cell, extractLogisticsPage, line } from './support/page.ts';

/**
 * A Malaysian delivery order: Malay/English captions stacked over their values in a narrow left column, the
 * letterhead's name followed by its registration number in brackets, the title in Malay and English right of it,
 * and the container table printed beside the left column, its lines sharing heights with the column's.
 */
describe('a delivery order with a reference column beside its container table', () => {
  const left = (caption: string, value: string, y: number) => [line(caption, 30, y, 6.4), line(value, 34, y + 8, 8.2)];
  const data = extractLogisticsPage('delivery_order', [
    line('SELAT BARU SHIPPING SDN BHD (198701004418)', 30, 23, 14, true),
    line('PERINTAH PENGHANTARAN', 600, 18, 15, true),
    line('DELIVERY ORDER', 700, 37, 12, true),
    line('Level 8, Menara Klang, 41000 Klang, Selangor, Malaysia', 30, 43, 7),
    line('Tel +60 3 3371 4418 - SST Reg. No. W10-1808-32004418', 30, 53, 7),
    ...left('No. D/O', 'SBS/DO/2603/0441', 85),
    ...left('No. B/L', 'YMLUI226418827', 120),
    ...left('Tarikh Tiba / Arrival', '17-MAR-2026', 207.6),
    ...left('No. Manifest / Rotation', 'PKG-26-1187-W', 225),
    ...left('No. K1 (Kastam)', 'B13-2603-0441827', 242.5),
    ...left('Jumlah Bungkusan / Pkgs', '1,864 PKGS', 260),
    ...left('Berat Kasar / Gross Wt', '148,212.6 KGS', 277.5),
    line('HANTAR KE / DELIVER TO:', 284, 188, 7, true), line('Lot 9, Jalan Sungai Puloh, 42100 Klang', 410, 187, 8.2),
    cell('Bil.', 287, 218.6), cell('No. Kontena', 307, 218.6), cell('Saiz/Jenis', 395, 218.6), cell('No. Meterai', 470, 218.6), cell('Haulier', 560, 218.6),
    cell('Container No.', 307, 227), cell('Size/Type', 395, 227), cell('Seal No.', 470, 227),
    cell('1', 290, 239), cell('YMLU4182210', 307, 239), cell('40HC', 400, 239), cell('YMAL884100', 470, 239), cell('TIONG NAM LOG.', 560, 239),
    cell('2', 290, 253), cell('TEMU4210187', 307, 253), cell('20GP', 400, 253), cell('YMAL884107', 470, 253), cell('SHIN TRANSPORT', 560, 253),
  ]);

  it('reads the Malay captions', () => {
    expect(data.deliveryOrderNumber).toBe('SBS/DO/2603/0441');
    expect(data.billOfLadingNumber).toBe('YMLUI226418827');
    expect(data.arrivalDate).toBe('2026-03-17');
    expect(data.totalPackages).toBe(1864);
    expect(data.totalGrossWeight).toEqual({ value: 148212.6, unit: 'kg' });
    expect(data.deliveryLocation).toBe('Lot 9, Jalan Sungai Puloh, 42100 Klang');
  });

  it('reads the issuer from the letterhead, without its registration number, past the title beside it', () => {
    expect(data.issuedBy?.name).toBe('SELAT BARU SHIPPING SDN BHD');
    expect(data.issuedBy?.address).toBe('Level 8, Menara Klang, 41000 Klang, Selangor, Malaysia');
    expect(data.issuedBy?.taxId).toBe('W10-1808-32004418');
  });

  it('reads the container table beside the column, each seal without the haulier', () => {
    expect(data.containers.map((c: any) => [c.containerNumber, c.sizeType, c.sealNumbers])).toEqual([
      ['YMLU4182210', '45G1', ['YMAL884100']], ['TEMU4210187', '22G1', ['YMAL884107']],
    ]);
  });
});
