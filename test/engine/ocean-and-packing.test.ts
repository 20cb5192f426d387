/** Sea waybills, B/Ls and packing lists: conventions of carrier and forwarder forms (set 3 layouts). */
import { describe, expect, it } from 'vitest';
import { line, extractLogisticsPage } from './support/page.ts';

describe('transport documents', () => {
  it('reads dates printed "MAR.08,2026" and splits them off a combined place and date of issue', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('BILL OF LADING', 400, 30, 14, true),
      line('B/L NO.', 40, 60, 7), line('HXSZ26030418', 40, 70, 8.5),
      line('LADEN ON BOARD THE VESSEL', 40, 300, 7), line('DATE', 170, 300, 7), line('MAR.08,2026', 40, 310, 8.5),
      line('PLACE AND DATE OF ISSUE', 260, 300, 7), line('SHENZHEN   MAR.09,2026', 260, 310, 8.5),
    ]);
    expect(d.shippedOnBoardDate).toBe('2026-03-08');
    expect(d.issueDate).toBe('2026-03-09');
    expect(d.placeOfIssue).toBe('SHENZHEN');
  });

  it('takes the carrier named after "Signed for the Carrier" and a SCAC printed in the letterhead', () => {
    const d = extractLogisticsPage('sea_waybill', [
      line('MAERSK', 30, 30, 22, true), line('SCAC MAEU', 30, 56, 7),
      line('SEA WAYBILL', 330, 40, 15, true),
      line('B/L No.', 300, 80, 7), line('262145873', 300, 90, 8),
      line('Signed for the Carrier A.P. Moller - Maersk A/S', 30, 700, 7),
      line('As agent for the Carrier: Maersk Vietnam Ltd.', 30, 712, 7.5),
    ]);
    expect(d.carrier).toEqual({ name: 'A.P. Moller - Maersk A/S', scac: 'MAEU' });
  });

  it('takes the country of a place printed "CITY, CC" from its two-letter code', () => {
    const d = extractLogisticsPage('sea_waybill', [
      line('SEA WAYBILL', 330, 40, 15, true),
      line('B/L No.', 300, 80, 7), line('262145873', 300, 90, 8),
      line('Port of Loading', 40, 300, 7), line('CAI MEP, VN', 40, 310, 8),
      line('Port of Discharge', 300, 300, 7), line('AARHUS, DK', 300, 310, 8),
    ]);
    expect(d.portOfLoading?.name).toBe('CAI MEP');
    expect(d.portOfLoading?.country).toBe('VN');
    expect(d.portOfDischarge?.country).toBe('DK');
  });

  it('never takes the rest of a caption ("Place of Issue of B/L") as its value', () => {
    const d = extractLogisticsPage('sea_waybill', [
      line('SEA WAYBILL', 330, 40, 15, true),
      line('B/L No.', 300, 80, 7), line('262145873', 300, 90, 8),
      line('Place of Issue of B/L', 30, 660, 7), line('HO CHI MINH CITY', 30, 672, 8),
      line('Date of Issue of B/L', 290, 660, 7), line('13 Mar 2026', 290, 672, 8),
    ]);
    expect(d.placeOfIssue).toBe('HO CHI MINH CITY');
    expect(d.issueDate).toBe('2026-03-13');
  });
});

describe('packing lists', () => {
  it('never takes the document title ("PAKLIJST") for the shipper in the letterhead', () => {
    const d = extractLogisticsPage('packing_list', [
      line('VAN DER MEULEN', 40, 50, 16, true), line('Kaasexport B.V.', 40, 68, 10),
      line('Industrieweg 44', 40, 82, 8), line('2651 BC Berkel en Rodenrijs', 40, 92, 8),
      line('PAKLIJST', 460, 50, 20, true),
      line('Packing list no.', 340, 130, 8.5), line('PL-26-0392', 432, 130, 8.5),
      line('Description', 40, 220, 7), line('Gross weight', 300, 220, 7),
      line('Cheese', 40, 232, 8), line('100,0', 300, 232, 8),
    ]);
    expect(d.shipper?.name?.toLowerCase()).toBe('van der meulen kaasexport b.v.');
  });
});
