/** Set 7, air: Qatar Airways-style master AWB (two legs via DOH, declared customs value), Kuehne + Nagel-style house AWB on Letter in Courier (charges collect). */
import { Pen4, awb, party, place, us, round, small, stamp, barcode, d5, type Doc } from './lib7.ts';

/** 5. Qatar Airways MAWB Lahore -> Doha -> Manchester: grey 5.4 pt captions inside boxes, two routing legs, other charges as a small code/amount/due table. */
export function qrMawb(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 26, R = 569, M = 298;
  const no = awb('157', '4418276');
  const shipper = party('SIALKOT SURGICO (PVT) LTD', ['Small Industrial Estate, Shahab Pura Road', 'Sialkot 51310, Pakistan'], { taxId: '4418227-6', phone: '+92 52 355 4180' });
  const consignee = party('PENNINE MEDICAL SUPPLIES LTD', ['Unit 4, Trafford Park Road', 'Manchester M17 1HG, United Kingdom'], { phone: '+44 161 555 0134', email: 'goodsin@penninemedical.co.uk' });
  const B = (x: number, y: number, w: number, h: number, cap: string, v: string[], s = 8) => { pen.box(x, y, w, h, 0.45); pen.gray(x + 2.5, y + 6.5, cap, 5.4, 0.4); pen.ml(x + 5, y + 9 + s, v, s, s + 1.8); };
  const pcs = 38, gw = 612.5, cw = 744, rate = 3.45, wc = round(cw * rate);
  const oc: Array<[string, number, string]> = [['MYC', round(cw * 1.25), 'C'], ['SCC', round(cw * 0.3), 'C'], ['AWC', 15, 'C']];
  const ocT = round(oc.reduce((a, [, v]) => a + v, 0)), tp = round(wc + ocT);
  pen.t(X, 28, no.replace('-', ' '), 13, true); pen.t(X + 110, 28, 'LHE', 13, true);
  pen.r(R, 28, no, 13, true);
  let y = 34;
  B(X, y, 170, 64, 'Shipper\'s Name and Address', [shipper.name, 'Small Industrial Estate, Shahab Pura Road', 'Sialkot 51310, Pakistan', 'NTN 4418227-6  Tel +92 52 355 4180'], 6.8);
  B(X + 170, y, M - X - 170, 64, 'Shipper\'s Account Number', [''], 7);
  pen.box(M, y, R - M, 64, 0.45);
  pen.t(M + 6, y + 12, 'Not Negotiable', 7); pen.t(M + 6, y + 27, 'Air Waybill', 13, true); pen.t(M + 6, y + 37, 'Issued by', 6.5);
  pen.t(M + 100, y + 22, 'QATAR AIRWAYS', 13, true); pen.t(M + 100, y + 33, 'Qatar Airways Cargo, Qatar Airways Tower,', 6.5); pen.t(M + 100, y + 42, 'P.O. Box 22550, Doha, State of Qatar', 6.5);
  pen.t(M + 6, y + 56, 'Copies 1, 2 and 3 of this Air Waybill are originals and have the same validity.', 5.5);
  y += 64;
  B(X, y, 170, 64, 'Consignee\'s Name and Address', [consignee.name, 'Unit 4, Trafford Park Road', 'Manchester M17 1HG', 'United Kingdom', '+44 161 555 0134 goodsin@penninemedical.co.uk'], 6.4);
  B(X + 170, y, M - X - 170, 64, 'Consignee\'s Account Number', ['GB-PMS-0418'], 7);
  pen.box(M, y, R - M, 64, 0.45);
  small(pen, M + 4, y + 9, R - M - 8, 'It is agreed that the goods described herein are accepted in apparent good order and condition (except as noted) for carriage SUBJECT TO THE CONDITIONS OF CONTRACT ON THE REVERSE HEREOF. ALL GOODS MAY BE CARRIED BY ANY OTHER MEANS INCLUDING ROAD OR ANY OTHER CARRIER UNLESS SPECIFIC CONTRARY INSTRUCTIONS ARE GIVEN HEREON BY THE SHIPPER. THE SHIPPER\'S ATTENTION IS DRAWN TO THE NOTICE CONCERNING CARRIER\'S LIMITATION OF LIABILITY.', 5, 6);
  y += 64;
  B(X, y, M - X, 36, 'Issuing Carrier\'s Agent Name and City', ['INDUS AIR FREIGHT SERVICES (PVT) LTD', 'LAHORE'], 7.6);
  B(M, y, R - M, 36, 'Accounting Information', ['FREIGHT PREPAID', 'BANK: MCB LTD SIALKOT, FORM E NO. MCB-SKT-26-0441'], 7);
  y += 36;
  B(X, y, 136, 22, 'Agent\'s IATA Code', ['27-30418/0004'], 8); B(X + 136, y, M - X - 136, 22, 'Account No.', ['IAF-LHE-118'], 8);
  B(M, y, R - M, 22, 'Reference Number / Optional Shipping Information', ['SSP/EX/0871      SLI 26-0317-04'], 7.4);
  y += 22;
  B(X, y, M - X, 22, 'Airport of Departure (Addr. of First Carrier) and Requested Routing', ['ALLAMA IQBAL INTL, LAHORE (LHE)'], 7.8);
  B(M, y, 36, 22, 'Currency', ['USD'], 8); B(M + 36, y, 34, 22, 'CHGS', ['PP'], 8);
  B(M + 70, y, 48, 22, 'WT/VAL', ['X'], 8); B(M + 118, y, 44, 22, 'Other', ['X'], 8);
  B(M + 162, y, 50, 22, 'Decl. Val. Carr.', ['NVD'], 8); B(M + 212, y, R - M - 212, 22, 'Decl. Val. Customs', [us(18450)], 8);
  y += 22;
  B(X, y, 34, 22, 'To', ['DOH'], 8.5); B(X + 34, y, 92, 22, 'By First Carrier', ['QATAR AIRWAYS'], 7.4);
  B(X + 126, y, 34, 22, 'to', ['MAN'], 8.5); B(X + 160, y, 34, 22, 'by', ['QR'], 8.5); B(X + 194, y, 34, 22, 'to', [''], 8); B(X + 228, y, M - X - 228, 22, 'by', [''], 8);
  B(M, y, 100, 22, 'Airport of Destination', ['MANCHESTER (MAN)'], 7.4);
  B(M + 100, y, 110, 22, 'Requested Flight / Date', ['QR629/17  QR027/18'], 7.4); B(M + 210, y, R - M - 210, 22, 'Amount of Insurance', ['NIL'], 8);
  y += 22;
  B(X, y, R - X, 30, 'Handling Information', ['DOCS ATTACHED: COMM. INVOICE SSP/EX/0871, PACKING LIST, CERT. OF ORIGIN. NOTIFY CONSIGNEE UPON ARRIVAL.', 'SCI: X   SPH: GEN'], 7);
  y += 34;
  const cx = [X, X + 40, X + 98, X + 112, X + 150, X + 212, X + 266, X + 348, R];
  const heads = [['No. of', 'Pieces', 'RCP'], ['Gross', 'Weight'], ['kg', 'lb'], ['Rate Class', 'Commodity', 'Item No.'], ['Chargeable', 'Weight'], ['Rate', '/ Charge'], ['Total'], ['Nature and Quantity of Goods', '(incl. Dimensions or Volume)']];
  pen.fill(X, y, R - X, 26, 0.9); pen.box(X, y, R - X, 26, 0.45); heads.forEach((h, i) => pen.ml(cx[i] + 2, y + 7, h, 5.2, 6.2));
  const top = y; y += 38;
  pen.r(cx[1] - 4, y, String(pcs), 8.5); pen.r(cx[2] - 3, y, us(gw, 1), 8.5); pen.t(cx[2] + 3, y, 'K', 8.5);
  pen.t(cx[3] + 4, y, 'Q', 8.5); pen.r(cx[5] - 3, y, us(cw, 1), 8.5); pen.r(cx[6] - 3, y, us(rate), 8.5); pen.r(cx[7] - 3, y, us(wc), 8.5);
  pen.ml(cx[7] + 4, y, ['SURGICAL AND DENTAL INSTRUMENTS', 'OF STAINLESS STEEL', '38 CARTONS', 'DIMS: 38 X 60X45X43.5 CM', 'VOL: 4.463 M3', 'HS 901890 / 901849'], 7.4, 9);
  const bottom = y + 66;
  pen.hl(X, R, bottom - 14, 0.4);
  pen.r(cx[1] - 4, bottom - 4, String(pcs), 8.5, true); pen.r(cx[2] - 3, bottom - 4, us(gw, 1), 8.5, true); pen.r(cx[7] - 3, bottom - 4, us(wc), 8.5, true);
  pen.box(X, top, R - X, bottom - top, 0.45); cx.slice(1, -1).forEach((x) => pen.vl(x, top, bottom, 0.3));
  y = bottom;
  const lw = 122;
  const rows: Array<[string, string]> = [['Weight Charge', us(wc)], ['Valuation Charge', ''], ['Tax', ''], ['Total Other Charges Due Agent', ''], ['Total Other Charges Due Carrier', us(ocT)], ['Total Prepaid', us(tp)], ['Total Collect', '']];
  pen.box(X, y, M - X, rows.length * 19, 0.45); pen.vl(X + lw, y, y + rows.length * 19, 0.3);
  rows.forEach(([l, v], i) => { const ry = y + i * 19; pen.hl(X, M, ry, 0.3); pen.gray(X + 3, ry + 7, `${i === 0 ? 'Prepaid   ' : ''}${l}`, 5.4, 0.4); pen.r(X + lw - 4, ry + 16, v, 8.4); if (i === 0) pen.gray(X + lw + 3, ry + 7, 'Collect', 5.4, 0.4); });
  pen.box(M, y, R - M, 62, 0.45); pen.gray(M + 3, y + 7, 'Other Charges', 5.4, 0.4);
  pen.t(M + 10, y + 18, 'CODE', 6, true); pen.r(M + 110, y + 18, 'AMOUNT', 6, true); pen.t(M + 130, y + 18, 'DUE', 6, true); pen.t(M + 160, y + 18, 'BASIS', 6, true);
  oc.forEach(([c, v, due], i) => { pen.t(M + 10, y + 29 + i * 10, c, 8); pen.r(M + 110, y + 29 + i * 10, us(v), 8); pen.t(M + 134, y + 29 + i * 10, due, 8); pen.t(M + 160, y + 29 + i * 10, i === 0 ? 'USD 1.25 / KG CHW' : i === 1 ? 'USD 0.30 / KG CHW' : 'PER AWB', 7); });
  pen.box(M, y + 62, R - M, 38, 0.45);
  small(pen, M + 4, y + 70, R - M - 8, 'Shipper certifies that the particulars on the face hereof are correct and that this consignment does not contain dangerous goods.', 5.2, 6.2);
  pen.t(M + 8, y + 94, 'SIALKOT SURGICO (PVT) LTD / INDUS AIR FREIGHT AS AGENT', 6.6);
  pen.box(M, y + 100, R - M, 33, 0.45);
  pen.t(M + 8, y + 115, `${d5.dMONYYYY('2026-03-17')}     LAHORE     IAF / S. QURESHI`, 8);
  pen.gray(M + 4, y + 128, 'Executed on (date)          at (place)          Signature of Issuing Carrier or its Agent', 5.2, 0.4);
  stamp(pen, X + 140, y + 160, ['INDUS AIR FREIGHT', 'LAHORE - CARGO'], 8, 7.5, 0.45);
  barcode(pen, X, 780, 180, 16, '15744182760');
  pen.r(R, 790, no, 12, true); pen.r(R, 804, 'ORIGINAL 3 (FOR SHIPPER)', 7, true);
  return {
    id: 's7-qr-mawb', type: 'air_waybill',
    notes: 'Qatar Airways-style master AWB Lahore-Doha-Manchester on A4 Helvetica: all captions in light grey 5.4 pt inside the boxes, AWB number top left with a space ("157 44182760") and top right with a dash, two routing legs (DOH by QR, MAN by QR) with flights "QR629/17  QR027/18" (month from the execution date 17 MAR 2026), rate class Q, volumetric chargeable weight 744.0, declared value for customs as a number (NVD for carriage, insurance NIL), accounting information with bank/Form E reference as decoy, other charges as a small CODE / AMOUNT / DUE / BASIS table with per-kg rates as decoys, totals prepaid.',
    pdf: pen.finish(),
    truth: {
      airWaybillNumber: no, isHouse: false, masterAirWaybillNumber: null, shipper, consignee,
      issuingCarrierAgent: { name: 'INDUS AIR FREIGHT SERVICES (PVT) LTD', iataCode: '27-30418/0004', city: 'LAHORE' },
      airportOfDeparture: place('LAHORE', null, 'PK', 'LHE'), airportOfDestination: place('MANCHESTER', null, 'GB', 'MAN'),
      routing: [{ to: 'DOH', carrier: 'QR' }, { to: 'MAN', carrier: 'QR' }], flights: [{ flightNumber: 'QR629', date: '2026-03-17' }, { flightNumber: 'QR027', date: '2026-03-18' }],
      pieces: pcs, grossWeight: { value: gw, unit: 'kg' }, chargeableWeight: { value: cw, unit: 'kg' }, rateClass: 'Q', rate, totalCharge: wc,
      currency: 'USD', chargesCode: 'PP', declaredValueForCarriage: null, declaredValueForCustoms: 18450, insuranceAmount: null,
      otherCharges: oc.map(([code, amount]) => ({ code, amount })), totalPrepaid: tp, totalCollect: null,
      natureAndQuantityOfGoods: 'SURGICAL AND DENTAL INSTRUMENTS OF STAINLESS STEEL 38 CARTONS',
      handlingInformation: 'DOCS ATTACHED: COMM. INVOICE SSP/EX/0871, PACKING LIST, CERT. OF ORIGIN. NOTIFY CONSIGNEE UPON ARRIVAL.',
      executionDate: '2026-03-17', placeOfExecution: 'LAHORE',
    },
  };
}

/** 6. Kuehne + Nagel-style house AWB Bengaluru -> Frankfurt -> Atlanta on Letter, Courier: label: value rows instead of the IATA grid, master AWB in the header, charges collect. */
export function knHawb(): Doc {
  const pen = new Pen4('Courier', 'Letter');
  const X = 36, R = 576, M = 306;
  const hawb = 'BLR60418827', mawb = awb('020', '6418271');
  const shipper = party('DECCAN MOBILITY ELECTRONICS PVT LTD', ['Plot 41, Electronic City Phase I, Hosur Road', 'Bengaluru 560100, Karnataka, India'], { taxId: '29AAGCD4418M1Z3', phone: '+91 80 4418 2700' });
  const consignee = party('PEACHTREE VEHICLE SYSTEMS INC', ['1180 Northmeadow Parkway, Suite 200', 'Roswell, GA 30076, USA'], { phone: '+1 770 555 0163', email: 'receiving@peachtreevs.com' });
  const pcs = 24, gw = 486, cw = 552, rate = 4.1, wc = round(cw * rate);
  const oc: Array<[string, number]> = [['MYC', round(cw * 0.95)], ['SCC', round(cw * 0.3)], ['AWA', 35]];
  const tc = round(wc + oc.reduce((a, [, v]) => a + v, 0));
  pen.t(X, 40, 'KUEHNE+NAGEL', 18, true);
  pen.t(X, 52, 'KUEHNE + NAGEL PVT LTD - AIR LOGISTICS, KIAL CARGO VILLAGE, BENGALURU 560300', 6.6);
  pen.r(R, 36, 'HOUSE AIR WAYBILL', 12, true); pen.r(R, 48, 'NOT NEGOTIABLE', 7.5);
  pen.box(M + 60, 58, R - M - 60, 34, 1);
  pen.t(M + 66, 70, 'HAWB NO.', 7); pen.t(M + 130, 70, hawb, 10, true);
  pen.t(M + 66, 84, 'MAWB NO.', 7); pen.t(M + 130, 84, mawb, 9);
  barcode(pen, X, 62, 200, 22, '60418827');
  let y = 104;
  pen.hl(X, R, y - 4, 0.8);
  const blk = (x: number, yy: number, c: string, v: string[], s = 7.6) => { pen.t(x, yy + 6, c, 6.4, true); pen.hl(x, x + pen.w(c, 6.4, true), yy + 7.5, 0.3); return pen.ml(x, yy + 17, v, s, s + 2); };
  blk(X, y, 'SHIPPER', [shipper.name, 'Plot 41, Electronic City Phase I, Hosur Road', 'Bengaluru 560100, Karnataka, India', 'GSTIN 29AAGCD4418M1Z3', 'PH +91 80 4418 2700'], 7);
  blk(M + 6, y, 'CONSIGNEE', [consignee.name, '1180 Northmeadow Parkway, Suite 200', 'Roswell, GA 30076, USA', 'PH +1 770 555 0163', 'receiving@peachtreevs.com'], 7);
  y += 72;
  blk(X, y, 'NOTIFY', ['SAME AS CONSIGNEE'], 7);
  blk(M + 6, y, 'ISSUED BY (AGENT / IATA CODE / CITY)', ['KUEHNE + NAGEL PVT LTD', 'IATA 14-31029/0011   BENGALURU'], 7);
  y += 40;
  pen.hl(X, R, y - 4, 0.5);
  const row = (yy: number, l: string, v: string, x = X, tab = 130) => { pen.t(x, yy, l, 6.8); pen.t(x + tab - 8, yy, ':', 6.8); pen.t(x + tab, yy, v, 7.8, true); };
  row(y + 6, 'AIRPORT OF DEPARTURE', 'BENGALURU KEMPEGOWDA (BLR)'); row(y + 18, 'AIRPORT OF DESTINATION', 'ATLANTA HARTSFIELD (ATL)');
  row(y + 30, 'ROUTING', 'BLR -> FRA (LH) -> ATL (LH)'); row(y + 42, 'FLIGHT/DATE', 'LH755/16MAR  LH444/17MAR');
  row(y + 6, 'CURRENCY', 'USD', M + 50, 100); row(y + 18, 'CHARGES CODE', 'CC', M + 50, 100); row(y + 30, 'DECL. VALUE CARRIAGE', 'NVD', M + 50, 100); row(y + 42, 'DECL. VALUE CUSTOMS', 'NCV', M + 50, 100);
  row(y + 54, 'INSURANCE', 'NIL', M + 50, 100); row(y + 54, 'INCOTERMS / TERMS', 'FCA BLR / FREIGHT COLLECT');
  y += 70;
  pen.box(X, y, R - X, 30, 0.5); pen.t(X + 4, y + 9, 'HANDLING INFORMATION', 6.4, true);
  pen.t(X + 4, y + 21, 'ESD SENSITIVE - HANDLE WITH CARE. ORIGINAL INVOICE AND PACKING LIST ATTACHED.', 7.2);
  y += 40;
  const cx = [X, X + 40, X + 104, X + 140, X + 210, X + 262, X + 334, R];
  const heads = ['PCS', 'GROSS WT', 'RATE CL', 'CHARGEABLE WT', 'RATE', 'TOTAL', 'NATURE AND QUANTITY OF GOODS'];
  pen.hl(X, R, y, 0.8); heads.forEach((h, i) => pen.t(cx[i] + 2, y + 10, h, 6, true)); pen.hl(X, R, y + 14, 0.5);
  y += 26;
  pen.r(cx[1] - 6, y, String(pcs), 8); pen.r(cx[2] - 6, y, `${us(gw, 1)} K`, 8); pen.t(cx[2] + 10, y, 'Q', 8); pen.r(cx[4] - 6, y, `${us(cw, 1)} K`, 8); pen.r(cx[5] - 4, y, us(rate), 8); pen.r(cx[6] - 4, y, us(wc), 8);
  pen.ml(cx[6] + 4, y, ['AUTOMOTIVE ELECTRONIC CONTROL', 'UNITS (ECU)', '24 CTNS ON 4 PLTS', 'DIMS 4 X 120X100X115 CM', 'VOL 5.520 M3', 'HS 853710'], 7.2, 9);
  y += 62;
  pen.hl(X, R, y, 0.5);
  y += 10;
  pen.t(X, y + 4, 'OTHER CHARGES', 6.8, true);
  oc.forEach(([c, v], i) => { pen.t(X, y + 16 + i * 10, `${c}`, 7.6); pen.r(X + 130, y + 16 + i * 10, us(v), 7.6); pen.t(X + 140, y + 16 + i * 10, i === 2 ? 'DUE AGENT' : 'DUE CARRIER', 6.6); });
  const S: Array<[string, string, string]> = [['WEIGHT CHARGE', '', us(wc)], ['VALUATION CHARGE', '', ''], ['TAX', '', ''], ['OTHER CHARGES DUE AGENT', '', us(35)], ['OTHER CHARGES DUE CARRIER', '', us(round(oc[0][1] + oc[1][1]))], ['TOTAL', '', us(tc)]];
  pen.t(M + 6, y + 4, 'CHARGES SUMMARY', 6.8, true); pen.r(M + 180, y + 4, 'PREPAID', 6.4, true); pen.r(R, y + 4, 'COLLECT', 6.4, true);
  S.forEach(([l, p, c], i) => { pen.t(M + 6, y + 16 + i * 10, l, 6.8, i === 5); pen.r(M + 180, y + 16 + i * 10, p, 7.6); pen.r(R, y + 16 + i * 10, c, 7.6, i === 5); });
  y += 80;
  pen.hl(X, R, y, 0.5);
  small(pen, X, y + 8, R - X, 'This house air waybill is issued by Kuehne + Nagel as contracting carrier and is subject to the conditions of contract printed on the reverse and to the Montreal Convention 1999 where applicable. The shipper certifies that the particulars on the face hereof are correct and that the consignment does not contain dangerous goods.', 6, 7.2);
  pen.t(X, y + 42, 'SIGNATURE OF SHIPPER OR AGENT: DECCAN MOBILITY ELECTRONICS PVT LTD', 6.8);
  pen.t(X, y + 58, `EXECUTED ON ${d5.dashMON('2026-03-15')} AT BENGALURU BY KUEHNE + NAGEL PVT LTD (R. NAIK)`, 7.4, true);
  stamp(pen, R - 90, y + 96, ['KUEHNE + NAGEL', 'BLR AIR EXPORT'], -9, 8, 0.45);
  pen.t(X, 770, 'K+N HAWB 01/2025  ORIGINAL 3 - SHIPPER', 6.5); pen.r(R, 770, hawb, 8, true);
  return {
    id: 's7-kn-hawb', type: 'air_waybill',
    notes: 'Kuehne + Nagel-style house AWB Bengaluru-Frankfurt-Atlanta on Letter, Courier throughout, not the IATA grid: HAWB and MAWB numbers in a framed box top right (HAWB alphanumeric, MAWB 020- Lufthansa), underlined captions over party blocks, "LABEL : value" rows for airports, routing written as "BLR -> FRA (LH) -> ATL (LH)", flights "LH755/16MAR  LH444/17MAR" (year from execution date 15-MAR-2026), currency/CC/NVD/NCV/NIL on the right, one ruled rate line without vertical rules, other charges with DUE AGENT / DUE CARRIER, charges summary with an empty prepaid column and the collect total, incoterms line as decoy.',
    pdf: pen.finish(),
    truth: {
      airWaybillNumber: hawb, isHouse: true, masterAirWaybillNumber: mawb, shipper, consignee,
      issuingCarrierAgent: { name: 'KUEHNE + NAGEL PVT LTD', iataCode: '14-31029/0011', city: 'BENGALURU' },
      airportOfDeparture: place('BENGALURU', null, 'IN', 'BLR'), airportOfDestination: place('ATLANTA', null, 'US', 'ATL'),
      routing: [{ to: 'FRA', carrier: 'LH' }, { to: 'ATL', carrier: 'LH' }], flights: [{ flightNumber: 'LH755', date: '2026-03-16' }, { flightNumber: 'LH444', date: '2026-03-17' }],
      pieces: pcs, grossWeight: { value: gw, unit: 'kg' }, chargeableWeight: { value: cw, unit: 'kg' }, rateClass: 'Q', rate, totalCharge: wc,
      currency: 'USD', chargesCode: 'CC', declaredValueForCarriage: null, declaredValueForCustoms: null, insuranceAmount: null,
      otherCharges: oc.map(([code, amount]) => ({ code, amount })), totalPrepaid: null, totalCollect: tc,
      natureAndQuantityOfGoods: 'AUTOMOTIVE ELECTRONIC CONTROL UNITS (ECU) 24 CTNS ON 4 PLTS',
      handlingInformation: 'ESD SENSITIVE - HANDLE WITH CARE. ORIGINAL INVOICE AND PACKING LIST ATTACHED.',
      executionDate: '2026-03-15', placeOfExecution: 'BENGALURU',
    },
  };
}
