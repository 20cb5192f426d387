/** Set 8, air: Turkish Cargo-style master AWB (IATA grid, rate description block, coded other charges), DHL Global Forwarding-style HAWB over a Korean Air master. */
import { Pen4, awb, party, place, us, round, small, stamp, barcode, d5, type Doc } from './lib8.ts';

/** 5. Turkish Cargo MAWB Izmir -> Istanbul -> Toronto: ruled IATA boxes with 5.6 pt captions, rate description block, other charges as CODE / DUE / AMOUNT lines. */
export function tkMawb(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 28, R = 567, M = 300;
  const no = awb('235', '4418273');
  const shipper = party('EGE HAVLU TEKSTIL SANAYI VE TICARET A.S.', ['Organize Sanayi Bolgesi 4. Cadde No: 18', '20330 Honaz / Denizli, Turkiye'], { taxId: '3250441827', phone: '+90 258 371 4418' });
  const consignee = party('NORTHERN LINEN HOUSE LTD.', ['2150 Steeles Avenue West, Unit 12', 'Concord, ON L4K 2Y7, Canada'], { phone: '+1 905 555 0187', email: 'receiving@northernlinen.ca' });
  const pcs = 46, gw = 1104, cw = 1104, rate = 2.85, wc = round(cw * rate);
  const oc: Array<[string, string, number]> = [['MYC', 'C', round(cw * 1.1)], ['SCC', 'C', round(cw * 0.15)], ['AWC', 'C', 25]];
  const ocT = round(oc.reduce((a, [, , v]) => a + v, 0)), tp = round(wc + ocT);
  const B = (x: number, y: number, w: number, h: number, cap: string, v: string[], s = 8, b = false) => { pen.box(x, y, w, h, 0.5); pen.t(x + 2.5, y + 6.6, cap, 5.6); pen.ml(x + 4, y + 8.5 + s, v, s, s + 1.8, b); };
  pen.t(X, 24, '235', 12, true); pen.t(X + 30, 24, 'ADB', 12, true); pen.t(X + 68, 24, no.slice(4), 12, true); pen.r(R, 24, no, 12, true);
  let y = 30;
  B(X, y, M - X, 66, 'Shipper\'s Name and Address', [shipper.name, 'Organize Sanayi Bolgesi 4. Cadde No: 18', '20330 Honaz / Denizli, Turkiye', 'VKN 3250441827   TEL +90 258 371 4418'], 7.4);
  pen.box(M, y, R - M, 66, 0.5);
  pen.t(M + 6, y + 11, 'Not Negotiable', 7); pen.t(M + 6, y + 25, 'Air Waybill', 12, true); pen.t(M + 6, y + 34, 'issued by', 6.4);
  pen.t(M + 90, y + 22, 'TURKISH CARGO', 14, true); pen.t(M + 90, y + 33, 'Turk Hava Yollari A.O., Istanbul Havalimani, Kargo Terminali', 6.2); pen.t(M + 90, y + 41, '34283 Arnavutkoy / Istanbul, Turkiye', 6.2);
  pen.t(M + 6, y + 58, 'Copies 1, 2 and 3 of this Air Waybill are originals and have the same validity.', 5.6);
  y += 66;
  B(X, y, M - X, 66, 'Consignee\'s Name and Address', [consignee.name, '2150 Steeles Avenue West, Unit 12', 'Concord, ON L4K 2Y7, Canada', 'TEL +1 905 555 0187', 'receiving@northernlinen.ca'], 7.4);
  pen.box(M, y, R - M, 66, 0.5);
  small(pen, M + 4, y + 9, R - M - 8, 'It is agreed that the goods described herein are accepted in apparent good order and condition (except as noted) for carriage SUBJECT TO THE CONDITIONS OF CONTRACT ON THE REVERSE HEREOF. THE SHIPPER\'S ATTENTION IS DRAWN TO THE NOTICE CONCERNING CARRIER\'S LIMITATION OF LIABILITY. Shipper may increase such limitation of liability by declaring a higher value for carriage and paying a supplemental charge if required.', 5.2, 6.3);
  y += 66;
  B(X, y, M - X, 34, 'Issuing Carrier\'s Agent Name and City', ['BORNOVA LOJISTIK VE TASIMACILIK LTD. STI.', 'IZMIR'], 7.6);
  B(M, y, R - M, 34, 'Accounting Information', ['FREIGHT PREPAID', 'INV EHT-2026-1184'], 7.6);
  y += 34;
  B(X, y, 130, 22, 'Agent\'s IATA Code', ['47-4 7421/0012'], 8); B(X + 130, y, M - X - 130, 22, 'Account No.', ['BLJ-ADB-0418'], 8);
  B(M, y, R - M, 22, 'Reference Number      Optional Shipping Information', ['EHT/CA/1184'], 7.6);
  y += 22;
  B(X, y, M - X, 22, 'Airport of Departure (Addr. of First Carrier) and Requested Routing', ['IZMIR ADNAN MENDERES (ADB)'], 8);
  B(M, y, 34, 22, 'Currency', ['USD'], 8); B(M + 34, y, 30, 22, 'CHGS', ['PP'], 8); B(M + 64, y, 50, 22, 'WT/VAL', ['X'], 8); B(M + 114, y, 44, 22, 'Other', ['X'], 8);
  B(M + 158, y, 56, 22, 'Decl. Val. Carr.', ['NVD'], 8); B(M + 214, y, R - M - 214, 22, 'Decl. Val. Cust.', ['NCV'], 8);
  y += 22;
  B(X, y, 32, 22, 'To', ['IST'], 8.4); B(X + 32, y, 96, 22, 'By First Carrier', ['TURKISH AIRLINES'], 7.2); B(X + 128, y, 32, 22, 'to', ['YYZ'], 8.4); B(X + 160, y, 30, 22, 'by', ['TK'], 8.4);
  B(X + 190, y, 34, 22, 'to', [''], 8); B(X + 224, y, M - X - 224, 22, 'by', [''], 8);
  B(M, y, 96, 22, 'Airport of Destination', ['TORONTO (YYZ)'], 7.6); B(M + 96, y, 110, 22, 'Requested Flight/Date', ['TK2321/20NOV TK017/21NOV'], 6.8); B(M + 206, y, R - M - 206, 22, 'Amount of Insurance', ['XXX'], 8);
  y += 22;
  B(X, y, R - X, 28, 'Handling Information', ['KEEP DRY. 2 ORIGINAL INVOICES AND PACKING LIST IN POUCH ATTACHED TO AWB.'], 7.6);
  pen.t(R - 80, y + 24, 'SCI', 6); pen.t(R - 64, y + 24, 'X', 7);
  y += 32;
  const cx = [X, X + 40, X + 96, X + 110, X + 148, X + 204, X + 254, X + 330, R];
  pen.fill(X, y, R - X, 24, 0.88); pen.box(X, y, R - X, 24, 0.5);
  [['No. of', 'Pieces', 'RCP'], ['Gross', 'Weight'], ['kg', 'lb'], ['Rate Class', 'Commodity', 'Item No.'], ['Chargeable', 'Weight'], ['Rate', '/ Charge'], ['Total'], ['Nature and Quantity of Goods', '(incl. Dimensions or Volume)']].forEach((h, i) => pen.ml(cx[i] + 2, y + 7, h, 5.2, 6));
  const top = y; y += 36;
  pen.r(cx[1] - 4, y, String(pcs), 8.4); pen.r(cx[2] - 3, y, us(gw, 1), 8.4); pen.t(cx[2] + 3, y, 'K', 8.4); pen.t(cx[3] + 4, y, 'Q', 8.4);
  pen.r(cx[5] - 3, y, us(cw, 1), 8.4); pen.r(cx[6] - 3, y, us(rate), 8.4); pen.r(cx[7] - 3, y, us(wc), 8.4);
  pen.ml(cx[7] + 4, y, ['COTTON TERRY TOWELS AND', 'BATHROBES', '46 CTNS ON 3 PLTS', 'DIMS 3 X 120X100X150 CM', 'VOL 5.400 M3', 'HS 630260 / 620291'], 7.4, 9);
  const bottom = y + 64;
  pen.hl(X, R, bottom - 14, 0.4);
  pen.r(cx[1] - 4, bottom - 4, String(pcs), 8.4, true); pen.r(cx[2] - 3, bottom - 4, us(gw, 1), 8.4, true); pen.r(cx[7] - 3, bottom - 4, us(wc), 8.4, true);
  pen.box(X, top, R - X, bottom - top, 0.5); cx.slice(1, -1).forEach((x) => pen.vl(x, top, bottom, 0.3));
  y = bottom + 4;
  pen.box(X, y, R - X, 34, 0.5); pen.t(X + 3, y + 7, 'RATE DESCRIPTION', 5.6, true);
  pen.ml(X + 6, y + 17, ['GENERAL CARGO RATE ADB-YYZ:  M USD 85.00   N USD 4.10   Q45 USD 3.40   Q300 USD 3.05   Q1000 USD 2.85 (APPLIED)', 'CHARGEABLE WEIGHT = GROSS WEIGHT 1104.0 KG (VOLUME WEIGHT 900.0 KG)'], 6.8, 9);
  y += 38;
  const rows: Array<[string, string, string]> = [['Weight Charge', us(wc), ''], ['Valuation Charge', '', ''], ['Tax', '', ''], ['Total Other Charges Due Agent', '', ''], ['Total Other Charges Due Carrier', us(ocT), ''], ['Total Prepaid / Total Collect', us(tp), '']];
  const lw = 136;
  pen.box(X, y, M - X, rows.length * 18, 0.5); pen.vl(X + lw, y, y + rows.length * 18, 0.3);
  rows.forEach(([l, p], i) => { const ry = y + i * 18; pen.hl(X, M, ry, 0.3); pen.t(X + 3, ry + 6.5, `${i === 0 ? 'Prepaid  ' : ''}${l}`, 5.4); pen.r(X + lw - 4, ry + 15.5, p, 8.2, i === 5); if (i === 0) pen.t(X + lw + 3, ry + 6.5, 'Collect', 5.4); });
  pen.box(M, y, R - M, 60, 0.5); pen.t(M + 3, y + 7, 'Other Charges', 5.6);
  oc.forEach(([c, due, v], i) => { pen.t(M + 10, y + 20 + i * 11, `${c}`, 8.2); pen.t(M + 40, y + 20 + i * 11, `DUE ${due === 'C' ? 'CARRIER' : 'AGENT'}`, 7); pen.r(M + 170, y + 20 + i * 11, us(v), 8.2); });
  pen.box(M, y + 60, R - M, 24, 0.5); small(pen, M + 4, y + 67, R - M - 8, 'Shipper certifies that the particulars on the face hereof are correct. EGE HAVLU TEKSTIL / BORNOVA LOJISTIK AS AGENT', 5.4, 6.4);
  pen.box(M, y + 84, R - M, 24, 0.5);
  pen.t(M + 6, y + 96, `${d5.dMONYYYY('2026-11-20')}      IZMIR      BORNOVA LOJISTIK / A. YILDIZ`, 7.8);
  pen.t(M + 3, y + 105, 'Executed on (date)        at (place)        Signature of Issuing Carrier or its Agent', 5.2);
  y += 116;
  stamp(pen, X + 150, y + 30, ['BORNOVA LOJISTIK', 'IZMIR - KARGO'], 8, 7.5, 0.45);
  barcode(pen, X, 786, 180, 16, '23544182733');
  pen.r(R, 796, no, 12, true); pen.r(R, 810, 'ORIGINAL 3 (FOR SHIPPER)', 7, true);
  return {
    id: 's8-tk-mawb', type: 'air_waybill',
    notes: 'Turkish Cargo-style master AWB Izmir-Istanbul-Toronto on A4 Helvetica: IATA box grid with small black captions, header "235 ADB 44182733" and dashed number right, two routing legs (IST by TURKISH AIRLINES spelled out, YYZ by TK), flights "TK2321/20NOV TK017/21NOV", NVD/NCV/XXX, one rate line class Q, a RATE DESCRIPTION block below the grid listing the whole rate scale (M/N/Q45/Q300 decoys) and volume weight decoy, other charges MYC/SCC/AWC each "DUE CARRIER", combined prepaid/collect total line.',
    pdf: pen.finish(),
    truth: {
      airWaybillNumber: no, isHouse: false, masterAirWaybillNumber: null, shipper, consignee,
      issuingCarrierAgent: { name: 'BORNOVA LOJISTIK VE TASIMACILIK LTD. STI.', iataCode: '47-4 7421/0012', city: 'IZMIR' },
      airportOfDeparture: place('IZMIR', null, 'TR', 'ADB'), airportOfDestination: place('TORONTO', null, 'CA', 'YYZ'),
      routing: [{ to: 'IST', carrier: 'TK' }, { to: 'YYZ', carrier: 'TK' }], flights: [{ flightNumber: 'TK2321', date: '2026-11-20' }, { flightNumber: 'TK017', date: '2026-11-21' }],
      pieces: pcs, grossWeight: { value: gw, unit: 'kg' }, chargeableWeight: { value: cw, unit: 'kg' }, rateClass: 'Q', rate, totalCharge: wc,
      currency: 'USD', chargesCode: 'PP', declaredValueForCarriage: null, declaredValueForCustoms: null, insuranceAmount: null,
      otherCharges: oc.map(([code, , amount]) => ({ code, amount })), totalPrepaid: tp, totalCollect: null,
      natureAndQuantityOfGoods: 'COTTON TERRY TOWELS AND BATHROBES 46 CTNS ON 3 PLTS',
      handlingInformation: 'KEEP DRY. 2 ORIGINAL INVOICES AND PACKING LIST IN POUCH ATTACHED TO AWB.',
      executionDate: '2026-11-20', placeOfExecution: 'IZMIR',
    },
  };
}

/** 6. DHL Global Forwarding-style HAWB Incheon -> Chicago over a Korean Air master, Letter, Times: numbered field captions, house and master numbers both printed. */
export function dgfHawb(): Doc {
  const pen = new Pen4('Times', 'Letter');
  const X = 36, R = 576, M = 306;
  const hawb = 'ICN7704182', mawb = awb('180', '5418276');
  const shipper = party('HANBIT PRECISION CO., LTD.', ['117, Gongdan-ro, Seongsan-gu', 'Changwon-si, Gyeongsangnam-do 51560, Korea'], { taxId: '609-81-44182', phone: '+82 55 286 4418' });
  const consignee = party('LAKESHORE MOTION CONTROLS INC.', ['900 N. Arlington Heights Road, Suite 240', 'Itasca, IL 60143, USA'], { phone: '+1 630 555 0119', email: 'import@lakeshoremotion.com' });
  const pcs = 18, gw = 742.5, cw = 805, rate = 5.6, wc = round(cw * rate);
  const oc: Array<[string, number]> = [['FSC', round(cw * 1.35)], ['SSC', round(cw * 0.18)], ['AWA', 45]];
  const ocC = round(oc[0][1] + oc[1][1]), tp = round(wc + ocC + 45);
  pen.t(X, 42, 'DHL', 26, true); pen.t(X + 62, 34, 'DHL GLOBAL FORWARDING (KOREA) LTD.', 9.4, true); pen.t(X + 62, 45, '5F, Cargo Terminal B, 47 Gonghang-ro 424beon-gil, Jung-gu, Incheon 22382, Korea', 7.2);
  pen.r(R, 60, 'HOUSE AIR WAYBILL - NOT NEGOTIABLE', 9, true);
  pen.hl(X, R, 66, 1.2);
  const F = (x: number, y: number, w: number, h: number, n: string, cap: string, v: string[], s = 9, b = false) => { pen.box(x, y, w, h, 0.5); pen.t(x + 3, y + 8, `${n}`, 7, true); pen.t(x + 16, y + 8, cap, 7, false); pen.ml(x + 8, y + 11 + s, v, s, s + 2, b); };
  let y = 72;
  F(X, y, M - X, 70, '1', 'Shipper', [shipper.name, '117, Gongdan-ro, Seongsan-gu', 'Changwon-si, Gyeongsangnam-do 51560, Korea', 'BRN 609-81-44182   TEL +82 55 286 4418'], 8.4);
  F(M, y, (R - M) / 2, 35, '2', 'House AWB No.', [hawb], 12, true); F(M + (R - M) / 2, y, (R - M) / 2, 35, '3', 'Master AWB No.', [mawb], 11, true);
  F(M, y + 35, R - M, 35, '4', 'Shipper\'s Reference', ['HBP-EX-26-1123 / PO LMC-44719'], 8.6);
  y += 70;
  F(X, y, M - X, 70, '5', 'Consignee', [consignee.name, '900 N. Arlington Heights Road, Suite 240', 'Itasca, IL 60143, USA', `TEL ${consignee.phone}`, consignee.email!], 8.4);
  F(M, y, R - M, 70, '6', 'Notify Party', ['MIDWEST TRADE CUSTOMS SERVICES INC.', '1450 E. Touhy Avenue, Des Plaines, IL 60018, USA'], 8.4);
  y += 70;
  F(X, y, M - X, 40, '7', 'Issuing Agent, IATA Code, City', ['DHL GLOBAL FORWARDING (KOREA) LTD.', 'IATA 17-3 0418/0001   INCHEON'], 8.4);
  F(M, y, (R - M) / 2, 40, '8', 'Airport of Departure', ['INCHEON INTL (ICN)'], 8.6); F(M + (R - M) / 2, y, (R - M) / 2, 40, '9', 'Airport of Destination', ['CHICAGO O\'HARE (ORD)'], 8.6);
  y += 40;
  F(X, y, 90, 34, '10', 'To / By', ['ORD / KE'], 9); F(X + 90, y, M - X - 90, 34, '11', 'Flight / Date', [`KE037 / ${d5.dMONYYYY('2026-11-23')}`], 9);
  F(M, y, 60, 34, '12', 'Currency', ['USD'], 9); F(M + 60, y, 50, 34, '13', 'Chgs', ['PP'], 9); F(M + 110, y, 80, 34, '14', 'Decl. Val. Carr.', ['NVD'], 9); F(M + 190, y, R - M - 190, 34, '15', 'Decl. Val. Customs', ['64,250.00'], 9);
  y += 34;
  F(X, y, M - X, 34, '16', 'Insurance', ['NIL'], 9); F(M, y, R - M, 34, '17', 'Handling Information', ['DO NOT STACK. DOCS ATTACHED.'], 8.6);
  y += 40;
  const cx = [X, X + 44, X + 110, X + 150, X + 220, X + 276, X + 350, R];
  pen.box(X, y, R - X, 18, 0.6); ['18 Pcs', '19 Gross Wt (kg)', '20 Class', '21 Chargeable Wt', '22 Rate', '23 Total', '24 Nature and Quantity of Goods'].forEach((h, i) => pen.t(cx[i] + 3, y + 12, h, 6.6, true));
  const top = y; y += 32;
  pen.r(cx[1] - 5, y, String(pcs), 9); pen.r(cx[2] - 5, y, us(gw, 1), 9); pen.c((cx[2] + cx[3]) / 2, y, 'Q', 9); pen.r(cx[4] - 5, y, us(cw, 1), 9); pen.r(cx[5] - 5, y, us(rate), 9); pen.r(cx[6] - 5, y, us(wc), 9);
  pen.ml(cx[6] + 5, y, ['PRECISION PLANETARY GEARBOXES', 'AND SERVO MOTOR FLANGES', '18 WOODEN CASES', 'DIMS 18 X 80X60X62 CM', 'VOL 5.357 M3   HS 848340'], 8.2, 10);
  const bottom = y + 56;
  pen.box(X, top, R - X, bottom - top, 0.6); cx.slice(1, -1).forEach((x) => pen.vl(x, top, bottom, 0.3));
  y = bottom + 12;
  pen.t(X, y, '25  Other Charges', 8, true);
  oc.forEach(([c, v], i) => { pen.t(X + 10, y + 13 + i * 12, c, 9); pen.r(X + 120, y + 13 + i * 12, us(v), 9); pen.t(X + 130, y + 13 + i * 12, c === 'AWA' ? '(due agent)' : '(due carrier)', 8); });
  const S: Array<[string, string]> = [['26 Weight Charge', us(wc)], ['27 Other Charges Due Agent', us(45)], ['28 Other Charges Due Carrier', us(ocC)], ['29 Total Prepaid', us(tp)], ['30 Total Collect', '']];
  S.forEach(([l, v], i) => { pen.t(M + 10, y + i * 13, l, 8.4, i === 3); pen.r(R - 6, y + i * 13, v, 9, i === 3); });
  y += 76;
  pen.hl(X, R, y, 0.5);
  small(pen, X, y + 10, R - X, 'Issued by DHL Global Forwarding as agent and contracting carrier, subject to its standard conditions and to the Montreal Convention 1999. The shipper certifies that the particulars on the face hereof are correct and that insofar as any part of the consignment contains dangerous goods such part is properly described by name and is in proper condition for carriage by air.', 7, 8.4);
  pen.t(X, y + 52, `31 Executed on ${d5.dMONYYYY('2026-11-22')} at INCHEON by DHL GLOBAL FORWARDING (KOREA) LTD. - J.H. PARK`, 8.6, true);
  stamp(pen, R - 100, y + 100, ['DHL GLOBAL FORWARDING', 'ICN AIR EXPORT'], -8, 7.5, 0.45);
  barcode(pen, X, 740, 200, 18, '7704182');
  pen.t(X, 770, `HAWB ${hawb}   MAWB ${mawb}`, 7.4); pen.r(R, 770, 'Original 3 - Shipper', 7.4);
  return {
    id: 's8-dgf-hawb', type: 'air_waybill',
    notes: 'DHL Global Forwarding-style house AWB Incheon-Chicago over a Korean Air (180-) master on Letter in Times: every field numbered 1-31 with the caption after the number, house and master numbers side by side in boxes 2/3, "To / By" as "ORD / KE", flight "KE037 / 23 NOV 2026" while executed 22 NOV 2026, declared customs value as a number, FSC/SSC/AWA other charges with due-agent/due-carrier notes, prepaid total, both numbers repeated in the footer.',
    pdf: pen.finish(),
    truth: {
      airWaybillNumber: hawb, isHouse: true, masterAirWaybillNumber: mawb, shipper, consignee,
      issuingCarrierAgent: { name: 'DHL GLOBAL FORWARDING (KOREA) LTD.', iataCode: '17-3 0418/0001', city: 'INCHEON' },
      airportOfDeparture: place('INCHEON', null, 'KR', 'ICN'), airportOfDestination: place('CHICAGO', null, 'US', 'ORD'),
      routing: [{ to: 'ORD', carrier: 'KE' }], flights: [{ flightNumber: 'KE037', date: '2026-11-23' }],
      pieces: pcs, grossWeight: { value: gw, unit: 'kg' }, chargeableWeight: { value: cw, unit: 'kg' }, rateClass: 'Q', rate, totalCharge: wc,
      currency: 'USD', chargesCode: 'PP', declaredValueForCarriage: null, declaredValueForCustoms: 64250, insuranceAmount: null,
      otherCharges: oc.map(([code, amount]) => ({ code, amount })), totalPrepaid: tp, totalCollect: null,
      natureAndQuantityOfGoods: 'PRECISION PLANETARY GEARBOXES AND SERVO MOTOR FLANGES 18 WOODEN CASES',
      handlingInformation: 'DO NOT STACK. DOCS ATTACHED.',
      executionDate: '2026-11-22', placeOfExecution: 'INCHEON',
    },
  };
}
