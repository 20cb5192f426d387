import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('delivery order: pick-up and delivery places, an agent\'s letterhead', () => {
  it('reads the laden pick-up and delivery places under their captions, and the agent\'s address and registration number', () => {
    const d = extractLogisticsPage('delivery_order', [
      line('ORIENT SHIPPING AGENCIES PTE LTD', 40, 33, 18),
      // The large name's box reaches into the address line under it.
      line('1 Harbourfront Avenue, #12-03 Keppel Bay Tower, Singapore 098632', 40, 49.5),
      line('Tel: +65 6278 4410 Email: import@orient.com.sg UEN / GST Reg. No.: 199804512K', 40, 60),
      line('AS AGENTS ONLY FOR EVERGREEN MARINE CORP. (TAIWAN) LTD. - THE CARRIER', 40, 72),
      line('DELIVERY ORDER', 215, 97, 16),
      line('Laden pick-up at', 46, 457), line(': PASIR PANJANG TERMINAL BUILDING 3 (PPT3)', 196, 457),
      line('Delivery to', 46, 470), line(": Consignee's warehouse, 22 Sungei Kadut Street 2, Singapore 729236", 196, 470),
    ]);
    expect(d.issuedBy?.name).toBe('ORIENT SHIPPING AGENCIES PTE LTD');
    expect(d.issuedBy?.address).toBe('1 Harbourfront Avenue, #12-03 Keppel Bay Tower, Singapore 098632');
    expect(d.issuedBy?.taxId).toBe('199804512K');
    expect(d.pickupLocation).toBe('PASIR PANJANG TERMINAL BUILDING 3 (PPT3)');
    expect(d.deliveryLocation).toBe("Consignee's warehouse, 22 Sungei Kadut Street 2, Singapore 729236");
  });

  it('reads the terminal an order is addressed to as its pick-up place, never a person', () => {
    const at = (to: string) => extractLogisticsPage('delivery_order', [
      line('CARGO RELEASE / DELIVERY ORDER', 40, 85, 14),
      line(to, 40, 130),
      line('Please release the undermentioned containers to:', 40, 143),
    ]).pickupLocation;
    expect(at('TO: DURBAN CONTAINER TERMINAL PIER 2 (DCT)')).toBe('DURBAN CONTAINER TERMINAL PIER 2 (DCT)');
    expect(at('To: The Terminal Manager, PSA Corporation Limited')).toBeNull();
  });
});
