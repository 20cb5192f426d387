import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('ocean documents: long captions, captioned tax ids, container tables', () => {
  it('reads a caption whose head is a known caption followed by a parenthesis or a sentence of small print', () => {
    const d = extractLogisticsPage('sea_waybill', [
      line('Consignee (negotiable only if consigned "to order", "to order of" a named Person or "to order of bearer")', 30, 100, 6),
      line('NORDHAVN INTERIOR ApS', 30, 110),
      line('Skovvejen 14', 30, 120),
      line('8382 Hinnerup, Denmark', 30, 130),
      line('Place of Receipt. Applicable only when document used as Multimodal Transport B/L. (see clause 1)', 30, 160, 6),
      line('BINH DUONG, VN', 30, 170),
    ]);
    expect(d.consignee?.name).toBe('NORDHAVN INTERIOR ApS');
    expect(d.placeOfReceipt?.name).toBe('BINH DUONG');
    expect(d.placeOfReceipt?.country).toBe('VN');
  });

  it('takes a captioned tax id out of a party address, and off a line the parser dropped', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('SHIPPER', 30, 60),
      line('DONGGUAN LIANSHENG ELECTRIC APPLIANCE CO., LTD.', 30, 70),
      line('NO. 18 XINGYE ROAD, DONGGUAN 523850, CHINA', 30, 80),
      line('USCC: 91441900MA4W2K3L7X  TEL: +86 769 8531 2270', 30, 90),
      line('NOTIFY PARTY', 30, 130),
      line('ELECTROHOGAR DEL PACIFICO S.A.C.', 30, 140),
      line('AV. ARGENTINA 3127, CALLAO 07001', 30, 150),
      line('PERU RUC: 20512345678', 30, 160),
      line('CONSIGNEE', 330, 60),
      line('HOANG PHAT WOODCRAFT JSC', 330, 70),
      line('TAN UYEN CITY, VIETNAM', 330, 80),
      line('TAX CODE: 3702561894', 330, 90),
    ]);
    expect(d.shipper.taxId).toBe('91441900MA4W2K3L7X');
    expect(d.shipper.address).toBe('NO. 18 XINGYE ROAD, DONGGUAN 523850, CHINA');
    expect(d.notifyParties[0].taxId).toBe('20512345678');
    expect(d.notifyParties[0].address).toBe('AV. ARGENTINA 3127, CALLAO 07001, PERU');
    expect(d.consignee.taxId).toBe('3702561894');
  });

  it('a container table gives each container its seal, packages, weight and volume', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('MARKS & NOS.', 30, 280, 7), line('CONTAINER / SEAL NO.', 30, 287, 7), line('NO. OF PKGS', 160, 280, 7), line('DESCRIPTION OF GOODS', 230, 280, 7), line('GROSS WEIGHT (KGS)', 440, 280, 7), line('MEASUREMENT (CBM)', 520, 280, 7),
      line('E.P.', 30, 292), line('1,120 CTNS', 160, 292), line('ELECTRIC RICE COOKERS', 230, 292), line('9,184.00', 440, 292), line('61.60', 520, 292),
      line('TGHU8812348/HX2603881', 30, 320), line('TCNU5609171/HX2603894', 30, 330), line('SAID TO CONTAIN', 230, 320),
      line('CONTAINER NO.', 30, 360, 7), line('SEAL NO.', 140, 360, 7), line('TYPE', 230, 360, 7), line('PACKAGES', 300, 360, 7), line('G.W. (KGS)', 400, 360, 7), line('CBM', 500, 360, 7),
      line('TGHU8812348', 30, 372), line('HX2603881', 140, 372), line("40'HQ", 230, 372), line('1,120 CTNS', 300, 372), line('9,184.00', 400, 372), line('61.60', 500, 372),
      line('TCNU5609171', 30, 384), line('HX2603894', 140, 384), line("40'HQ", 230, 384), line('860 CTNS', 300, 384), line('5,504.00', 400, 384), line('38.70', 500, 384),
    ]);
    expect(d.containers.map((c: any) => c.containerNumber)).toEqual(['TGHU8812348', 'TCNU5609171']);
    expect(d.containers[1].sealNumbers).toEqual(['HX2603894']);
    expect(d.containers[0].packages).toEqual({ count: 1120, type: 'CTNS' });
    expect(d.containers[1].packages).toEqual({ count: 860, type: 'CTNS' });
    expect(d.containers[1].grossWeight).toEqual({ value: 5504, unit: 'kg' });
    expect(d.containers[1].volume).toEqual({ value: 38.7, unit: 'm3' });
  });
});
