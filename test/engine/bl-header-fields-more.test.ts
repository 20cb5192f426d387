import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('B/L header fields: carrier past the clauses, second notify party, vessel over its IMO, freight remark', () => {
  it('reads no carrier out of a clause sentence that starts with "Carrier."; the signed-for name without its translation, the SCAC from a letterhead part', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line("ACME LINES S.A. - 4, quai Sud - 13235 Marseille - France - SCAC: ACML", 30, 40, 7),
      line('Signed for the Carrier ACME LINES S.A. / Signe pour le Transporteur', 300, 600, 7),
      line("Carrier. The Carrier's liability is limited as provided in Clause 6 unless the nature and value of the Goods have", 30, 700, 6),
      line('been declared by the Shipper before shipment.', 30, 707, 6),
    ]);
    expect(d.carrier?.name).toBe('ACME LINES S.A.');
    expect(d.carrier?.scac).toBe('ACML');
  });

  it('reads a second notify party in its own box, the vessel without the IMO line under it, and freight terms from a remark', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('Notify Party', 300, 100, 6), line('FIRST BROKERAGE CO., LTD.', 300, 108), line('NO. 8 YUEJIN ROAD, TIANJIN', 300, 117),
      line('Second Notify Party / Deuxieme partie a notifier', 300, 150, 6), line('SECOND RETAIL CO., LTD.', 300, 158),
      line('21 JIANGUO ROAD, BEIJING', 300, 167),
      line('Vessel / Navire', 30, 200, 6), line('ACME RIGOLETTO', 30, 208), line('IMO 9417323', 30, 217),
      line('FREIGHT PREPAID - CY/CY - SHIPPED ON BOARD', 200, 400),
    ]);
    expect(d.notifyParties?.[0]?.name).toBe('FIRST BROKERAGE CO., LTD.');
    expect(d.notifyParties?.[1]?.name).toBe('SECOND RETAIL CO., LTD.');
    expect(d.vessel?.name).toBe('ACME RIGOLETTO');
    expect(d.freightPaymentTerms).toBe('PREPAID');
  });

  it('takes an EORI number printed without a colon out of the shipper\'s address', () => {
    const d = extractLogisticsPage('sea_waybill', [
      line('Shipper', 34, 80, 6), line('SVM Verpackungsmaschinen GmbH', 34, 88), line('Max-Eyth-Strasse 31', 34, 98),
      line('70736 Fellbach', 34, 108), line('Germany', 34, 118), line('EORI DE5512377400000', 34, 128),
    ]);
    expect(d.shipper?.taxId).toBe('DE5512377400000');
    expect(d.shipper?.address).not.toMatch(/EORI/);
  });
});

describe('B/L goods rows: marks in the container column, packages leading a description, a container count clause', () => {
  it('reads a container-column cell without a container number as the goods\' marks, and the containers\' own rows', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('Container No. / Seal No.', 25, 317, 6), line('Packages', 165, 317, 6), line('Description of Goods', 245, 317, 6),
      line('Gross Weight (kg)', 435, 317, 6), line('Measurement (m³)', 505, 317, 6),
      line('ACME / TIANJIN / C/N 1-2100', 25, 371), line('1240 CARTONS', 165, 371), line('SKIN CARE CREAMS', 245, 371),
      line('14880,000', 445, 371), line('66,450', 515, 371),
      line('CMAU7183422 / 40HC', 25, 400), line('780 CARTONS', 165, 400), line('9350,000', 445, 400), line('42,100', 515, 400),
      line('SEAL F4729183', 25, 409),
    ]);
    expect(d.goods?.[0]?.marksAndNumbers).toBe('ACME / TIANJIN / C/N 1-2100');
    expect(d.goods).toHaveLength(1);
    expect(d.containers?.[0]).toMatchObject({ containerNumber: 'CMAU7183422', sizeType: '45G1', sealNumbers: ['F4729183'] });
    expect(d.containers?.[0]?.grossWeight).toEqual({ value: 9350, unit: 'kg' });
  });

  it('writes marks printed over several lines a slash apart, without their caption, and leaves the equipment and load clauses out of the description', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('MARKS & NOS.', 31, 286, 6), line('NO. OF', 186, 286, 6), line('DESCRIPTION OF GOODS', 216, 286, 6), line('GROSS WEIGHT', 437, 286, 6),
      line('CONTAINER / SEAL NO.', 31, 295, 6), line('PKGS', 191, 295, 6), line('(KGS)', 473, 295, 6),
      line('MARKS:', 31, 308), line('860 CTNS STAINLESS STEEL KETTLES', 176, 308), line('5,504.00', 452, 308),
      line('E.P.', 31, 318), line('HS CODE: 851679', 216, 318),
      line('CALLAO', 31, 328), line('2X40HQ CY/CY', 216, 328),
      line('C/NO.1-860', 31, 338), line('SHIPPER LOAD COUNT AND SEAL', 216, 338),
    ]);
    expect(d.goods?.[0]?.marksAndNumbers).toBe('E.P. / CALLAO / C/NO.1-860');
    expect(d.goods?.[0]?.description).toBe('STAINLESS STEEL KETTLES');
  });

  it('splits the packages off a "Number and Kind of Packages; Description of Goods" cell, and drops the container count clause', () => {
    const d = extractLogisticsPage('sea_waybill', [
      line('Container Nos., Seal Nos.; Marks and Nos.', 34, 298, 5),
      line('Number and Kind of Packages; Description of Goods', 190, 298, 6), line('Gross Weight', 441, 298, 6), line('Measurement', 522, 298, 6),
      line('SEE ATTACHED LIST', 34, 313), line('5 CONTAINERS SAID TO CONTAIN 124 PACKAGES', 190, 313),
      line('38 CASES PACKAGING MACHINERY', 190, 329), line('41,860.000 KGM', 420, 329), line('210.400 MTQ', 505, 329),
      line('64 PALLETS SPARE PARTS', 190, 375), line('18,240.500 KGM', 420, 375), line('72.960 MTQ', 505, 375),
    ]);
    expect(d.goods).toHaveLength(2);
    expect(d.goods[0]).toMatchObject({ description: 'PACKAGING MACHINERY', packages: { count: 38, type: 'CASES' }, grossWeight: { value: 41860, unit: 'kg' } });
    expect(d.goods[1].packages).toEqual({ count: 64, type: 'PALLETS' });
  });

  it('reads every seal a seal column prints for a container, one a line', () => {
    const d = extractLogisticsPage('sea_waybill', [
      line('Container No.', 37, 119, 6), line('Size/Type (ISO)', 119, 119, 6), line('Seal No.', 191, 119, 6), line('Packages', 307, 119, 6),
      line('UACU8603414', 37, 139), line('42G1', 119, 139), line('HLD2281736', 191, 139), line('32 PALLETS', 300, 139),
      line('DE-ZOLL 0417788', 191, 149),
      line('HLXU3107756', 37, 163), line('22G1', 119, 163), line('HLD2281737', 191, 163), line('32 PALLETS', 300, 163),
    ]);
    expect(d.containers?.[0]?.sealNumbers).toEqual(['HLD2281736', 'DE-ZOLL 0417788']);
    expect(d.containers?.[1]?.sealNumbers).toEqual(['HLD2281737']);
  });
});
