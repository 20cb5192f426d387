import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('party registration numbers on the contact line: UBN, USCI, BN', () => {
  it('takes "UBN: 84418227   TEL: …" and "BN 814472211RM0001  e-mail" as the parties\' tax ids, out of the address', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('SHIPPER', 30, 60, 6), line('ACME CYCLE CO., LTD.', 30, 70), line('No. 8, Gongye Road', 30, 80), line('Taichung City 40768, Taiwan', 30, 90),
      line('UBN: 84418227 TEL: +886 4 2359 1188', 30, 100),
      line('CONSIGNEE', 30, 130, 6), line('MAPLE SUPPLY LTD.', 30, 140), line('7100 Woodbine Avenue', 30, 150), line('Markham, ON L3R 5J2, Canada', 30, 160),
      line('BN 814472211RM0001 imports@maple.example', 30, 170),
      line('NOTIFY PARTY', 300, 60, 6), line('SHENZHEN LIGHTING CO., LTD.', 300, 70), line('Shenzhen 518057, China', 300, 80), line('USCI 91440300MA5F41827X', 300, 90),
    ]);
    expect(d.shipper?.taxId).toBe('84418227');
    expect(d.shipper?.address).toBe('No. 8, Gongye Road, Taichung City 40768, Taiwan');
    expect(d.consignee?.taxId).toBe('814472211RM0001');
    expect(d.notifyParties?.[0]?.taxId).toBe('91440300MA5F41827X');
  });
});
