/** Set 6, air: Ethiopian Airlines-style master AWB (Courier laser print of the IATA grid, perishables). */
import { Pen4, awb, party, place, us, small, type Doc } from '../set5/lib5.ts';

/** 3. Ethiopian Cargo MAWB Addis Ababa -> Liege: Courier throughout, captions in tiny text, rate line with dims, other charges as "MYC-C 2,173.50". */
export function etMawb(): Doc {
  const pen = new Pen4('Courier', 'A4');
  const X = 24, R = 571, M = 297;
  const no = awb('071', '4418275');
  const serial = no.slice(4);
  const shipper = party('MERGA ROSES FARM PLC', ['Holeta Town, Kebele 04', 'Oromia Region, Ethiopia'], { taxId: '0004417283', phone: '+251 11 237 0418' });
  const consignee = party('BELFLOR IMPORT NV', ['Liege Airport, Building 52', 'Rue de l\'Aeroport 52, 4460 Grace-Hollogne', 'Belgium'], { taxId: 'BE0462881375', phone: '+32 4 234 9910' });
  const B = (x: number, y: number, w: number, h: number, label: string, v: string[], s = 8) => pen.field(x, y, w, h, label, v, s, 5);
  pen.t(X, 26, `071  ADD  ${serial.slice(0, 4)} ${serial.slice(4)}`, 12, true);
  pen.r(R, 26, no, 12, true);
  let y = 32;
  B(X, y, 170, 62, 'Shipper\'s Name and Address', [shipper.name, 'Holeta Town, Kebele 04', 'Oromia Region, Ethiopia', 'TIN 0004417283', 'TEL +251 11 237 0418'], 7.2);
  B(X + 170, y, M - X - 170, 62, 'Shipper\'s Account Number', ['ETH-SHP-22871'], 7);
  pen.box(M, y, R - M, 62, 0.5);
  pen.t(M + 6, y + 12, 'Not Negotiable', 7); pen.t(M + 6, y + 26, 'Air Waybill', 12, true); pen.t(M + 6, y + 36, 'issued by', 6.5);
  pen.t(M + 90, y + 28, 'ETHIOPIAN AIRLINES', 11, true); pen.t(M + 90, y + 40, 'ETHIOPIAN CARGO & LOGISTICS SERVICES', 6.5);
  pen.t(M + 90, y + 50, 'Bole International Airport, Addis Ababa', 6.5);
  y += 62;
  B(X, y, 170, 62, 'Consignee\'s Name and Address', [consignee.name, 'Liege Airport, Building 52', 'Rue de l\'Aeroport 52', '4460 Grace-Hollogne, Belgium', 'VAT BE0462881375  +32 4 234 9910'], 6.8);
  B(X + 170, y, M - X - 170, 62, 'Consignee\'s Account Number', [''], 7);
  pen.box(M, y, R - M, 62, 0.5);
  small(pen, M + 4, y + 8, R - M - 8, 'Copies 1, 2 and 3 of this Air Waybill are originals and have the same validity. It is agreed that the goods described herein are accepted in apparent good order and condition (except as noted) for carriage SUBJECT TO THE CONDITIONS OF CONTRACT ON THE REVERSE HEREOF. THE SHIPPER\'S ATTENTION IS DRAWN TO THE NOTICE CONCERNING CARRIER\'S LIMITATION OF LIABILITY. Shipper may increase such limitation of liability by declaring a higher value for carriage and paying a supplemental charge if required.', 5, 6);
  y += 62;
  B(X, y, M - X, 40, 'Issuing Carrier\'s Agent Name and City', ['ABYSSINIA CARGO SERVICES PLC', 'ADDIS ABABA'], 7.6);
  B(M, y, R - M, 40, 'Accounting Information', ['FREIGHT PREPAID', 'PERISHABLE - PER/COL'], 7.6);
  y += 40;
  B(X, y, 136, 22, 'Agent\'s IATA Code', ['71-47012/0001'], 8); B(X + 136, y, M - X - 136, 22, 'Account No.', ['ACS-0716'], 8);
  B(M, y, 128, 22, 'Reference Number', ['MRF-0314-A'], 7.4); B(M + 128, y, R - M - 128, 22, 'Optional Shipping Information', ['PER COL'], 7.4);
  y += 22;
  B(X, y, M - X, 22, 'Airport of Departure (Addr. of First Carrier) and Requested Routing', ['ADDIS ABABA BOLE INTL (ADD)'], 8);
  B(M, y, 40, 22, 'Currency', ['USD'], 8); B(M + 40, y, 36, 22, 'CHGS Code', ['PP'], 8);
  B(M + 76, y, 50, 22, 'WT/VAL PPD', ['X'], 8); B(M + 126, y, 40, 22, 'Other PPD', ['X'], 8);
  B(M + 166, y, 52, 22, 'Decl. Val. Carr.', ['NVD'], 8); B(M + 218, y, R - M - 218, 22, 'Decl. Val. Customs', ['NCV'], 8);
  y += 22;
  B(X, y, 40, 22, 'To', ['LGG'], 8.5); B(X + 40, y, 100, 22, 'By First Carrier', ['ETHIOPIAN (ET)'], 7.6);
  B(X + 140, y, 30, 22, 'to', [''], 8); B(X + 170, y, 30, 22, 'by', [''], 8); B(X + 200, y, 36, 22, 'to', [''], 8); B(X + 236, y, M - X - 236, 22, 'by', [''], 8);
  B(M, y, 130, 22, 'Airport of Destination', ['LIEGE (LGG)'], 8);
  B(M + 130, y, 80, 22, 'Requested Flight/Date', ['ET3712/15MAR'], 7.6); B(M + 210, y, R - M - 210, 22, 'Amount of Insurance', ['XXX'], 8);
  y += 22;
  B(X, y, R - X, 30, 'Handling Information', ['PERISHABLE - KEEP AT 2-4 DEG C. DO NOT FREEZE. NOTIFY CONSIGNEE ON ARRIVAL.', 'SHIPPER CERTIFIES PHYTOSANITARY CERT. ET-PC-2603-55129 ATTACHED.'], 7);
  y += 34;
  const cx = [X, X + 44, X + 106, X + 120, X + 160, X + 226, X + 282, X + 360, R];
  const heads = [['No. of', 'Pieces', 'RCP'], ['Gross', 'Weight'], ['kg', 'lb'], ['Rate Class', 'Commodity', 'Item No.'], ['Chargeable', 'Weight'], ['Rate /', 'Charge'], ['Total'], ['Nature and Quantity of Goods', '(incl. Dimensions or Volume)']];
  pen.box(X, y, R - X, 28, 0.5); heads.forEach((h, i) => pen.ml(cx[i] + 2, y + 7, h, 5.2, 6.2));
  const top = y; y += 40;
  pen.r(cx[1] - 4, y, '420', 8.5); pen.r(cx[2] - 3, y, '6310.0', 8.5); pen.t(cx[2] + 3, y, 'K', 8.5);
  pen.t(cx[3] + 3, y, 'C', 8.5); pen.t(cx[3] + 14, y + 10, '0600', 7.5);
  pen.r(cx[5] - 3, y, '7280.0', 8.5); pen.r(cx[6] - 3, y, '1.85', 8.5); pen.r(cx[7] - 3, y, us(13468), 8.5);
  pen.ml(cx[7] + 4, y, ['FRESH CUT ROSES', '(ROSA SPP.)', '420 BOXES', 'DIMS: 420 X 100X40X26 CM', 'VOL: 43.680 M3', 'HS 060311', 'CONSOLIDATED ON 12 PMC', 'PMC41188ET PMC41217ET', 'PMC40983ET ...'], 7.4, 9);
  const bottom = y + 92;
  pen.hl(X, R, bottom - 14, 0.4);
  pen.r(cx[1] - 4, bottom - 4, '420', 8.5, true); pen.r(cx[2] - 3, bottom - 4, '6310.0', 8.5, true); pen.r(cx[7] - 3, bottom - 4, us(13468), 8.5, true);
  pen.box(X, top, R - X, bottom - top, 0.5); cx.slice(1, -1).forEach((x) => pen.vl(x, top, bottom, 0.3));
  y = bottom;
  // charges summary left, other charges right
  const lw = 118;
  const rows: Array<[string, string, string]> = [
    ['Weight Charge', us(13468), ''], ['Valuation Charge', '', ''], ['Tax', '', ''],
    ['Total Other Charges Due Agent', '', ''], ['Total Other Charges Due Carrier', us(3301), ''],
    ['', '', ''], ['Total Prepaid', us(16769), ''], ['Currency Conversion Rates', '', ''],
  ];
  pen.box(X, y, M - X, rows.length * 20, 0.5); pen.vl(X + lw + 4, y, y + rows.length * 20, 0.3);
  pen.t(X + 30, y - 2, '', 6);
  rows.forEach(([l, pp, cc], i) => {
    const ry = y + i * 20; pen.hl(X, M, ry, 0.3);
    pen.c(X + (lw + 4) / 2, ry + 7, l, 5.2); pen.r(X + lw, ry + 17, pp, 8.5);
    pen.c(X + lw + 4 + (M - X - lw - 4) / 2, ry + 7, i === 0 ? 'Collect' : '', 5.2); pen.t(X + lw + 10, ry + 17, cc, 8.5);
  });
  pen.t(X + 2, y + 7, 'Prepaid', 5.2);
  pen.box(M, y, R - M, 64, 0.5); pen.t(M + 3, y + 7, 'Other Charges', 5.2);
  pen.ml(M + 8, y + 20, ['MYC-C    2,184.00    (0.30/KG)', 'SCC-C    1,092.00    (0.15/KG)', 'AWC-C       25.00'], 8, 11);
  pen.box(M, y + 64, R - M, 60, 0.5);
  small(pen, M + 4, y + 72, R - M - 8, 'Shipper certifies that the particulars on the face hereof are correct and that insofar as any part of the consignment contains dangerous goods, such part is properly described by name and is in proper condition for carriage by air according to the applicable Dangerous Goods Regulations.', 5, 6);
  pen.t(M + 8, y + 110, 'MERGA ROSES FARM PLC / AS AGENT ABYSSINIA CARGO', 7);
  pen.t(M + 8, y + 119, 'Signature of Shipper or his Agent', 5);
  pen.box(M, y + 124, R - M, 36, 0.5);
  pen.t(M + 8, y + 140, '14MAR2026    ADDIS ABABA    ACS/T.BEKELE', 8);
  pen.t(M + 4, y + 154, 'Executed on (date)      at (place)      Signature of Issuing Carrier or its Agent', 5);
  y += rows.length * 20 + 10;
  pen.t(X + 4, y + 10, 'For Carrier\'s Use only at Destination', 5.5);
  pen.box(X, y, M - X, 30, 0.5);
  pen.r(R, 790, no, 12, true); pen.t(X, 790, 'ORIGINAL 3 (FOR SHIPPER)', 8, true);
  pen.t(X, 808, 'ETHIOPIAN AIRLINES GROUP - CARGO & LOGISTICS SERVICES - AWB STOCK 071', 6);
  return {
    id: 's6-et-mawb', type: 'air_waybill',
    notes: 'Ethiopian Airlines-style master AWB Addis Ababa-Liege, the IATA grid laser-printed entirely in Courier with 5 pt captions; AWB number twice (top left in groups "071  ADD  4418 2751", top right with a dash), one direct leg by ET, flight "ET3712/15MAR" (year from execution date 14MAR2026), special-commodity rate class C with item 0600 under it, volumetric chargeable weight, NVD/NCV/XXX declared values and insurance (no numbers), other charges printed as "MYC-C 2,184.00 (0.30/KG)" with per-kg rates as decoys, totals prepaid only.',
    pdf: pen.finish(),
    truth: {
      airWaybillNumber: no, isHouse: false, masterAirWaybillNumber: null, shipper, consignee,
      issuingCarrierAgent: { name: 'ABYSSINIA CARGO SERVICES PLC', iataCode: '71-47012/0001', city: 'ADDIS ABABA' },
      airportOfDeparture: place('ADDIS ABABA BOLE INTL', null, 'ET', 'ADD'), airportOfDestination: place('LIEGE', null, 'BE', 'LGG'),
      routing: [{ to: 'LGG', carrier: 'ET' }], flights: [{ flightNumber: 'ET3712', date: '2026-03-15' }],
      pieces: 420, grossWeight: { value: 6310, unit: 'kg' }, chargeableWeight: { value: 7280, unit: 'kg' }, rateClass: 'C', rate: 1.85, totalCharge: 13468,
      currency: 'USD', chargesCode: 'PP', declaredValueForCarriage: null, declaredValueForCustoms: null, insuranceAmount: null,
      otherCharges: [{ code: 'MYC', amount: 2184 }, { code: 'SCC', amount: 1092 }, { code: 'AWC', amount: 25 }],
      totalPrepaid: 16769, totalCollect: null,
      natureAndQuantityOfGoods: 'FRESH CUT ROSES (ROSA SPP.) 420 BOXES',
      handlingInformation: 'PERISHABLE - KEEP AT 2-4 DEG C. DO NOT FREEZE. NOTIFY CONSIGNEE ON ARRIVAL. SHIPPER CERTIFIES PHYTOSANITARY CERT. ET-PC-2603-55129 ATTACHED.',
      executionDate: '2026-03-14', placeOfExecution: 'ADDIS ABABA',
    },
  };
}
