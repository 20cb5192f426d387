/** Set 5, air: Hong Kong forwarder's house air waybill on Letter (flown by Cathay Pacific and Lufthansa), charges collect in HKD. */
import { Pen4, awb, party, place, kg, us, small, barcode, type Doc } from './lib5.ts';

/** 6. House AWB: label-above boxes without IATA box numbers, MAWB and HAWB both in the header, volumetric weight, collect charges. */
export function cathayHawb(): Doc {
  const pen = new Pen4('Helvetica', 'Letter');
  const X = 24, M = 306, R = 588;
  const hawb = 'PDAL26031417', mawb = awb('160', '5823716');
  const shipper = party('KOWLOON SOUNDWORKS ELECTRONICS LIMITED', ['UNIT 1508, 15/F, MILLENNIUM CITY 5', '418 KWUN TONG ROAD, KWUN TONG', 'KOWLOON, HONG KONG'], { phone: '+852 2797 3310', email: 'shipping@klnsound.com.hk' });
  const consignee = party('AUDIOLUCE DISTRIBUZIONE S.R.L.', ['VIA GIUSEPPE DI VITTORIO 27', '20090 ASSAGO (MI)', 'ITALY'], { taxId: 'IT07412360962', phone: '+39 02 4571 2290' });
  const pcs = 42, gw = 688.5, vol = 6.144, cw = 1024, rate = 4.85, wc = 4966.4;
  const oc: Array<[string, number]> = [['MYC', 2457.6], ['SCC', 1331.2], ['AWC', 260], ['CHA', 350]];
  const ocCarrier = 2457.6 + 1331.2 + 260, ocAgent = 350, tc = wc + ocCarrier + ocAgent;
  const B = (x: number, y: number, w: number, h: number, label: string, v: string[], s = 8) => pen.field(x, y, w, h, label, v, s, 5.5);
  // header strip
  pen.t(X, 30, `MAWB ${mawb}`, 10, true);
  pen.r(R - pen.w(hawb, 12, true) - 8, 30, 'HAWB No.', 7); pen.r(R, 30, hawb, 12, true);
  pen.hl(X, R, 36, 0.8);
  let y = 40;
  B(X, y, M - X, 66, 'Shipper\'s Name and Address', [shipper.name, 'UNIT 1508, 15/F, MILLENNIUM CITY 5', '418 KWUN TONG ROAD, KWUN TONG', 'KOWLOON, HONG KONG', 'TEL +852 2797 3310  shipping@klnsound.com.hk'], 7.5);
  pen.box(M, y, R - M, 66, 0.5);
  pen.t(M + 8, y + 14, 'Not Negotiable', 7);
  pen.t(M + 8, y + 32, 'HOUSE AIR WAYBILL', 15, true);
  pen.t(M + 8, y + 44, 'PEARL DELTA AIR LOGISTICS LTD', 9, true);
  pen.t(M + 8, y + 54, '8/F, CARGO CENTRE, 3 CHEONG TAT ROAD, CHEK LAP KOK, HONG KONG', 6);
  barcode(pen, R - 110, y + 4, 100, 16, '26031417');
  y += 66;
  B(X, y, M - X, 62, 'Consignee\'s Name and Address', [consignee.name, 'VIA GIUSEPPE DI VITTORIO 27', '20090 ASSAGO (MI)', 'ITALY', 'P.IVA IT07412360962  TEL +39 02 4571 2290'], 7.5);
  B(M, y, R - M, 62, 'Accounting Information', ['FREIGHT COLLECT', 'NOTIFY: ALPI MALPENSA CUSTOMS SRL, CARGO CITY', 'BLDG 2, 21010 FERNO (VA)'], 7.2);
  y += 62;
  B(X, y, M - X, 30, 'Issuing Carrier\'s Agent Name and City', ['PEARL DELTA AIR LOGISTICS LTD, HONG KONG'], 7.5);
  B(M, y, R - M, 30, 'Reference Number / Optional Shipping Information', ['PO KS-AL-2611   INV KSW260311'], 7.5);
  y += 30;
  B(X, y, 140, 22, 'Agent\'s IATA Code', ['1330518']); B(X + 140, y, M - X - 140, 22, 'Account No.', ['PDAL-HK-0031']);
  B(M, y, R - M, 22, 'Airport of Departure and Requested Routing', ['HONG KONG (HKG)']);
  y += 22;
  const rx = [X, X + 50, X + 140, X + 190, X + 240, M, M + 40, M + 80, M + 150, M + 214, R];
  const rl = ['To', 'By First Carrier', 'to', 'by', '', 'Currency', 'CHGS Code', 'WT/VAL  PPD  COLL', 'Decl. Value for Carriage', 'Decl. Value for Customs'];
  const rv = ['FRA', 'CATHAY PACIFIC (CX)', 'MXP', 'LH', '', 'HKD', 'CC', '            X', 'NVD', 'NCV'];
  rl.forEach((l, i) => { pen.box(rx[i], y, rx[i + 1] - rx[i], 22, 0.4); pen.t(rx[i] + 2, y + 7, l, 5.2); if (rv[i]) pen.t(rx[i] + 3, y + 18, rv[i], 7.8); });
  y += 22;
  B(X, y, 140, 22, 'Airport of Destination', ['MILAN MALPENSA (MXP)']);
  B(X + 140, y, M - X - 140, 22, 'Requested Flight / Date', ['CX289 / 14MAR       LH310 / 15MAR']);
  B(M, y, 110, 22, 'Amount of Insurance', ['XXX']);
  pen.box(M + 110, y, R - M - 110, 22, 0.4); small(pen, M + 114, y + 7, R - M - 120, 'If carrier offers insurance and such insurance is requested, indicate amount to be insured in figures in box marked "Amount of Insurance".', 4.4);
  y += 22;
  B(X, y, R - X, 28, 'Handling Information', ['LITHIUM ION BATTERIES CONTAINED IN EQUIPMENT - SECTION II PI967'], 7.5);
  y += 28;
  // rating table
  const cx = [X, X + 40, X + 100, X + 118, X + 150, X + 210, X + 260, X + 330, R];
  const hd = [['No. of', 'Pieces'], ['Gross', 'Weight'], ['kg', 'lb'], ['Rate', 'Class'], ['Chargeable', 'Weight'], ['Rate /', 'Charge'], ['Total'], ['Nature and Quantity of Goods', '(incl. Dimensions or Volume)']];
  pen.fill(X, y, R - X, 22, 0.9);
  hd.forEach((h, i) => { pen.box(cx[i], y, cx[i + 1] - cx[i], 22, 0.4); pen.ml(cx[i] + 3, y + 8, h, 5.8, 7); });
  y += 22;
  const body = y, ry = y + 14;
  pen.r(cx[1] - 4, ry, String(pcs), 8.5); pen.r(cx[2] - 4, ry, us(gw, 1), 8.5); pen.t(cx[2] + 4, ry, 'K', 8.5); pen.c((cx[3] + cx[4]) / 2, ry, 'Q', 8.5);
  pen.r(cx[5] - 4, ry, us(cw, 1), 8.5); pen.r(cx[6] - 4, ry, rate.toFixed(2), 8.5); pen.r(cx[7] - 4, ry, us(wc), 8.5);
  pen.ml(cx[7] + 4, ry, ['BLUETOOTH SPEAKERS AND ACCESSORIES', 'HS 851822', '42 CTNS ON 4 PLTS', 'DIMS (CM): 4 @ 120X100X128', 'VOLUME: 6.144 CBM', 'VOL. WT 1,024.0 KG (6000 CM3/KG)'], 7.5, 9.5);
  y += 88;
  pen.hl(X, R, y - 14, 0.4);
  pen.r(cx[1] - 4, y - 4, String(pcs), 8.5, true); pen.r(cx[2] - 4, y - 4, us(gw, 1), 8.5, true); pen.r(cx[7] - 4, y - 4, us(wc), 8.5, true);
  cx.slice(1, -1).forEach((x) => pen.vl(x, body, y, 0.4)); pen.box(X, body, R - X, y - body, 0.5);
  // charges: left summary, right other charges
  const half = (M - X) / 2;
  pen.c(X + half / 2, y + 8, 'Prepaid', 6.5, true); pen.c(X + half * 1.5, y + 8, 'Collect', 6.5, true);
  y += 11;
  const rows: Array<[string, string]> = [['Weight Charge', us(wc)], ['Valuation Charge', ''], ['Tax', ''], ['Total Other Charges Due Agent', us(ocAgent)], ['Total Other Charges Due Carrier', us(ocCarrier)], ['Total Collect', us(tc)]];
  const chY = y;
  for (const [label, v] of rows) {
    pen.box(X, y, half, 20, 0.4); pen.box(X + half, y, half, 20, 0.4);
    const lw = pen.w(label, 5.4); pen.fill(X + half - lw / 2 - 2, y + 1, lw + 4, 7, 1); pen.c(X + half, y + 6.5, label, 5.4);
    if (v) pen.r(M - 6, y + 16, v, 8.5, label === 'Total Collect');
    y += 20;
  }
  pen.box(X, y, half, 20, 0.4); pen.box(X + half, y, half, 20, 0.4); pen.t(X + 3, y + 7, 'Currency Conversion Rates', 5.4); pen.t(X + half + 3, y + 7, 'CC Charges in Dest. Currency', 5.4);
  pen.t(X + half + 6, y + 16, 'EUR 748.22 (HKD 1 = EUR 0.1145)', 6.5);
  B(M, chY, R - M, 58, 'Other Charges', []);
  oc.forEach(([c, a], i) => { const ox = M + 8 + (i % 2) * 135, oy = chY + 22 + Math.floor(i / 2) * 13; pen.t(ox, oy, c, 8); pen.r(ox + 100, oy, us(a), 8); });
  pen.t(M + 8, chY + 52, 'MYC fuel, SCC security, AWC AWB fee: due carrier.  CHA handling: due agent.', 5.2);
  pen.box(M, chY + 58, R - M, 48, 0.5);
  small(pen, M + 4, chY + 64, R - M - 8, 'Shipper certifies that the particulars on the face hereof are correct and that insofar as any part of the consignment contains dangerous goods, such part is properly described by name and is in proper condition for carriage by air according to the applicable Dangerous Goods Regulations.', 4.6);
  pen.t(M + 8, chY + 96, 'KOWLOON SOUNDWORKS ELECTRONICS LIMITED / C. LEUNG', 7); pen.t(M + 4, chY + 104, 'Signature of Shipper or his Agent', 4.6);
  pen.box(M, chY + 106, R - M, 40, 0.5);
  pen.t(M + 8, chY + 124, '14 MAR 2026', 8.5, true); pen.t(M + 80, chY + 124, 'HONG KONG', 8.5, true); pen.t(M + 160, chY + 124, 'PEARL DELTA AIR LOGISTICS LTD', 6.5);
  pen.t(M + 8, chY + 140, 'Executed on (date)          at (place)            Signature of Issuing Carrier or its Agent', 4.8);
  y = chY + 160;
  small(pen, X, y, R - X, 'This House Air Waybill is issued by PEARL DELTA AIR LOGISTICS LTD as contracting carrier (consolidator) under master air waybill shown above. It is agreed that the goods described herein are accepted in apparent good order and condition (except as noted) for carriage SUBJECT TO THE CONDITIONS OF CONTRACT ON THE REVERSE HEREOF. THE SHIPPER\'S ATTENTION IS DRAWN TO THE NOTICE CONCERNING CARRIER\'S LIMITATION OF LIABILITY. Shipper may increase such limitation of liability by declaring a higher value for carriage and paying a supplemental charge if required. HKIFFA standard trading conditions apply.', 5.6, 6.8);
  pen.t(X, 770, 'ORIGINAL 3 (FOR SHIPPER)', 8, true); pen.r(R, 770, `HAWB ${hawb}`, 10, true);
  return {
    id: 's5-cx-hawb', type: 'air_waybill',
    notes: 'Hong Kong consolidator house AWB on Letter: MAWB (160- Cathay prefix, valid mod 7) top left and the HAWB number top right, captions in plain words without IATA box numbers, routing FRA by "CATHAY PACIFIC (CX)" then MXP by LH, requested flights with day and month only (year from the execution date 14 MAR 2026), volumetric chargeable weight with dims, rate class Q, charges COLLECT in HKD with totals in the Collect column, other charges as a code/amount grid (MYC, SCC, AWC due carrier; CHA due agent), insurance XXX, EUR conversion as decoy.',
    pdf: pen.finish(),
    truth: {
      airWaybillNumber: hawb, isHouse: true, masterAirWaybillNumber: mawb, shipper, consignee,
      issuingCarrierAgent: { name: 'PEARL DELTA AIR LOGISTICS LTD', iataCode: '1330518', city: 'HONG KONG' },
      airportOfDeparture: place('HONG KONG', null, null, 'HKG'), airportOfDestination: place('MILAN MALPENSA', null, null, 'MXP'),
      routing: [{ to: 'FRA', carrier: 'CX' }, { to: 'MXP', carrier: 'LH' }],
      flights: [{ flightNumber: 'CX289', date: '2026-03-14' }, { flightNumber: 'LH310', date: '2026-03-15' }],
      pieces: pcs, grossWeight: kg(gw), chargeableWeight: kg(cw), rateClass: 'Q', rate, totalCharge: wc, currency: 'HKD', chargesCode: 'CC',
      declaredValueForCarriage: 'NVD', declaredValueForCustoms: 'NCV',
      otherCharges: oc.map(([code, amount]) => ({ code, amount })),
      totalCollect: tc, natureAndQuantityOfGoods: 'BLUETOOTH SPEAKERS AND ACCESSORIES', handlingInformation: 'LITHIUM ION BATTERIES CONTAINED IN EQUIPMENT - SECTION II PI967',
      executionDate: '2026-03-14', placeOfExecution: 'HONG KONG',
    },
  };
}
