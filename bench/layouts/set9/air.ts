/** Set 9, air: Air New Zealand-style e-AWB receipt (master, chilled meat, NZD), Sri Lankan forwarder's house AWB Colombo -> Paris over a SriLankan master (Letter, Times, caption-beside cells). */
import { Pen4, awb, party, place, us, round, sum, small, stamp, barcode, qr, d5, d9, cell, type Doc } from './lib9.ts';

/** 5. Air New Zealand-style e-AWB receipt Auckland -> Los Angeles -> Chicago: no IATA grid, bracketed box numbers "[04]" before captions in two columns, charges summary in a monospace-like block, NZD. */
export function nzEawb(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 36, R = 559, M = 300;
  const no = awb('086', '4418270');
  const shipper = party('SILVER FERN CHILLED EXPORTS LIMITED', ['62 Cryers Road, East Tamaki', 'Auckland 2013, New Zealand'], { phone: '+64 9 274 4182', email: 'airfreight@sfce.co.nz' });
  const consignee = party('PRAIRIE GOURMET MEATS INC.', ['1450 W. Fulton Market', 'Chicago, IL 60607, USA'], { phone: '+1 312 555 0174' });
  const pcs = 96, gw = 1842.5, cw = 1843.0, rate = 7.85, wc = round(cw * rate);
  const oc: Array<[string, number, string]> = [['AWC', 35, 'DUE CARRIER'], ['MYC', round(cw * 1.65), 'DUE CARRIER'], ['SCC', round(cw * 0.25), 'DUE CARRIER'], ['PHY', 145, 'DUE AGENT']];
  const ocC = sum(oc.filter((o) => o[2] === 'DUE CARRIER').map((o) => o[1])), ocA = sum(oc.filter((o) => o[2] === 'DUE AGENT').map((o) => o[1])), tp = round(wc + ocC + ocA);
  pen.t(X, 42, 'AIR NEW ZEALAND CARGO', 15, true); pen.t(X, 54, 'Air New Zealand Limited, 185 Fanshawe Street, Auckland 1010', 7);
  pen.r(R, 38, 'e-AWB RECEIPT', 13, true); pen.r(R, 50, 'Air Waybill - Not Negotiable', 7.4); pen.r(R, 60, 'Printed from XFWB message - for shipper\'s records', 6.4);
  pen.box(X, 70, R - X, 30, 1); pen.t(X + 8, 89, 'AWB', 9); pen.t(X + 36, 90, no, 15, true);
  pen.t(X + 200, 82, 'ORIGIN', 6.4); pen.t(X + 200, 93, 'AKL', 11, true); pen.t(X + 250, 82, 'DEST', 6.4); pen.t(X + 250, 93, 'ORD', 11, true);
  barcode(pen, X + 310, 76, 200, 18, '08644182700');
  const f = (x: number, y: number, nbr: string, cap: string, v: string[], s = 8.4, b = false) => { pen.t(x, y, `[${nbr}]`, 6.2, true); pen.gray(x + 18, y, cap, 6.2, 0.35, true); return pen.ml(x, y + 11, v, s, s + 2, b) + 6; };
  let yl = 116, yr = 116;
  yl = f(X, yl, '01', 'SHIPPER', [shipper.name, '62 Cryers Road, East Tamaki', 'Auckland 2013, New Zealand', `Ph ${shipper.phone}  ${shipper.email}`]);
  yl = f(X, yl, '02', 'CONSIGNEE', [consignee.name, '1450 W. Fulton Market', 'Chicago, IL 60607, USA', `Ph ${consignee.phone}`]);
  yl = f(X, yl, '03', 'ISSUING CARRIER\'S AGENT, CITY', ['PACIFIC PERISHABLES LOGISTICS LTD', 'AUCKLAND']);
  yl = f(X, yl, '04', 'AGENT IATA CODE / ACCOUNT', ['57-1 4418/0027   ACCT PPL-AKL-118']);
  yr = f(M, yr, '05', 'AIRPORT OF DEPARTURE', ['AUCKLAND INTERNATIONAL (AKL)']);
  yr = f(M, yr, '06', 'ROUTING  (TO / BY)', ['LAX / NZ        ORD / AA']);
  yr = f(M, yr, '07', 'AIRPORT OF DESTINATION', ['CHICAGO O\'HARE (ORD)']);
  yr = f(M, yr, '08', 'FLIGHT / DATE (FOR CARRIER USE ONLY)', [`NZ0006 / ${d5.dMON('2026-11-25')}     AA2260 / ${d5.dMON('2026-11-26')}`]);
  yr = f(M, yr, '09', 'CURRENCY / CHGS CODE / WT-VAL / OTHER', ['NZD      PP      PP      PP']);
  yr = f(M, yr, '10', 'DECLARED VALUE FOR CARRIAGE / FOR CUSTOMS', ['NVD  /  NCV']);
  yr = f(M, yr, '11', 'AMOUNT OF INSURANCE', ['NIL']);
  let y = Math.max(yl, yr) + 2;
  y = f(X, y, '12', 'HANDLING INFORMATION', ['PERISHABLE - KEEP CHILLED -1 TO +2 C. USDA FSIS EXPORT CERT NZ 441827 ATTACHED. NOTIFY CONSIGNEE ON ARRIVAL.'], 8) + 2;
  pen.hl(X, R, y, 0.8);
  const cx = [X, X + 44, X + 110, X + 140, X + 190, X + 260, X + 320, X + 400, R];
  ['PCS', 'GROSS WT', 'K/L', 'CLASS', 'COMMODITY', 'CHRG WT', 'RATE', 'TOTAL'].forEach((h, i) => pen.gray(cx[i] + 2, y + 11, h, 6.2, 0.35, true));
  pen.gray(cx[8] - 150, y + 11, '', 6.2);
  y += 26;
  [String(pcs), us(gw, 1), 'K', 'C', '0006', us(cw, 1), us(rate), us(wc)].forEach((v, i) => pen.t(cx[i] + 2, y, v, 8.6, i === 7));
  pen.ml(X, y + 16, ['NATURE AND QUANTITY OF GOODS:', 'CHILLED LAMB AND VENISON CUTS, VACUUM PACKED', '96 INSULATED CARTONS ON 4 PMC PALLETS', 'VOL 9.870 M3  DIMS AS PER ULD'], 8, 10);
  y += 66; pen.hl(X, R, y, 0.8);
  pen.gray(X, y + 12, 'OTHER CHARGES', 6.4, 0.35, true);
  oc.forEach(([c, a, due], i) => { pen.t(X, y + 26 + i * 11, c, 8.4); pen.t(X + 40, y + 26 + i * 11, due, 7.4); pen.r(X + 210, y + 26 + i * 11, us(a), 8.4); });
  pen.gray(M, y + 12, 'CHARGES SUMMARY (NZD)            PREPAID         COLLECT', 6.4, 0.35, true);
  const S: Array<[string, string]> = [['WEIGHT CHARGE', us(wc)], ['VALUATION CHARGE', ''], ['TAX', ''], ['OTHER CHARGES DUE AGENT', us(ocA)], ['OTHER CHARGES DUE CARRIER', us(ocC)], ['TOTAL PREPAID', us(tp)], ['TOTAL COLLECT', '']];
  S.forEach(([l, v], i) => { pen.t(M, y + 26 + i * 11, l, 7.6, i === 5); pen.r(M + 190, y + 26 + i * 11, v, 8.4, i === 5); pen.r(R, y + 26 + i * 11, '', 8.4); });
  y += 110; pen.hl(X, R, y, 0.8);
  small(pen, X, y + 10, R - X, 'The shipper certifies that the particulars on the face hereof are correct and that insofar as any part of the consignment contains dangerous goods, such part is properly described by name and is in proper condition for carriage by air according to the applicable Dangerous Goods Regulations. This receipt is issued under the e-AWB Multilateral Agreement; the conditions of contract of Air New Zealand Limited apply. Carriage is subject to the Montreal Convention 1999.', 6.2, 7.6);
  y += 46;
  f(X, y, '13', 'EXECUTED ON (DATE) AT (PLACE)', [`${d5.dMONYYYY('2026-11-24')}   AUCKLAND`], 8.6, true);
  f(M, y, '14', 'SIGNATURE OF ISSUING CARRIER OR ITS AGENT', ['PACIFIC PERISHABLES LOGISTICS LTD / R. TE WHATA']);
  qr(pen, R - 60, y + 36, 56, no);
  pen.t(X, 800, 'Booking ref NZC-25NOV-4418   Shipper ref SFCE-EXP-2611-27   Customs export entry 26AKL0441827', 6.6); pen.r(R, 812, 'Page 1 of 1', 6.6);
  return {
    id: 's9-nz-eawb', type: 'air_waybill',
    notes: 'Air New Zealand-style e-AWB receipt Auckland-Los Angeles-Chicago on A4 Helvetica, no IATA box grid: AWB number in a framed band with ORIGIN/DEST codes, bracketed field numbers "[05]" before grey captions in two flowing columns, routing "LAX / NZ   ORD / AA", flights with day-month "25NOV", NVD / NCV / NIL, one rate line (class C, commodity item 0006 as decoy), NZD, other charges each DUE CARRIER or DUE AGENT, a prepaid/collect charges summary, export entry and booking references in the footer as decoys.',
    pdf: pen.finish(),
    truth: {
      airWaybillNumber: no, isHouse: false, masterAirWaybillNumber: null, shipper, consignee,
      issuingCarrierAgent: { name: 'PACIFIC PERISHABLES LOGISTICS LTD', iataCode: '57-1 4418/0027', city: 'AUCKLAND' },
      airportOfDeparture: place('AUCKLAND', null, 'NZ', 'AKL'), airportOfDestination: place('CHICAGO', null, 'US', 'ORD'),
      routing: [{ to: 'LAX', carrier: 'NZ' }, { to: 'ORD', carrier: 'AA' }], flights: [{ flightNumber: 'NZ0006', date: '2026-11-25' }, { flightNumber: 'AA2260', date: '2026-11-26' }],
      pieces: pcs, grossWeight: { value: gw, unit: 'kg' }, chargeableWeight: { value: cw, unit: 'kg' }, rateClass: 'C', rate, totalCharge: wc,
      currency: 'NZD', chargesCode: 'PP', declaredValueForCarriage: null, declaredValueForCustoms: null, insuranceAmount: null,
      otherCharges: oc.map(([code, amount]) => ({ code, amount })), totalPrepaid: tp, totalCollect: null,
      natureAndQuantityOfGoods: 'CHILLED LAMB AND VENISON CUTS, VACUUM PACKED 96 INSULATED CARTONS ON 4 PMC PALLETS',
      handlingInformation: 'PERISHABLE - KEEP CHILLED -1 TO +2 C. USDA FSIS EXPORT CERT NZ 441827 ATTACHED. NOTIFY CONSIGNEE ON ARRIVAL.',
      executionDate: '2026-11-24', placeOfExecution: 'AUCKLAND',
    },
  };
}

/** 6. Sri Lankan forwarder's house AWB Colombo -> Paris CDG on Letter, Times: caption-beside-value ruled cells, HAWB and MAWB (SriLankan 603) both printed, charges collect in USD, dimensions line. */
export function lkHawb(): Doc {
  const pen = new Pen4('Times', 'Letter');
  const X = 36, R = 576, M = 306;
  const hawb = 'CMBCDG-26-04418', mawb = awb('603', '4418271');
  const shipper = party('LANKA APPAREL SOURCING (PVT) LTD', ['No. 41, Negombo Road, Wattala', 'Colombo 11300, Sri Lanka'], { taxId: '114418270-7000', phone: '+94 11 293 4418' });
  const consignee = party('MAISON LUCIE PRÊT-À-PORTER SAS', ['18 rue du Faubourg Poissonnière', '75010 Paris, France'], { taxId: 'FR41844182705', email: 'import@maisonlucie.fr' });
  const pcs = 64, gw = 1126.0, vol = 7.42, cw = round(vol * 166.67 * 2, 0) / 2, rate = 3.1, wc = round(cw * rate);
  const oc: Array<[string, number]> = [['FSC', round(cw * 0.95)], ['SSC', round(cw * 0.12)], ['HAWB', 25], ['DLV', 85]];
  const tc = round(wc + sum(oc.map((o) => o[1])));
  pen.t(X, 40, 'SERENDIB AIR & SEA LOGISTICS (PVT) LTD', 14, true);
  pen.t(X, 52, 'IATA Cargo Agent  -  No. 7, Sir Chittampalam A. Gardiner Mawatha, Colombo 02, Sri Lanka', 7.6);
  pen.r(R, 38, 'HOUSE AIR WAYBILL', 14, true); pen.r(R, 50, 'Not negotiable  -  FIATA-style house document', 7.4);
  pen.hl(X, R, 58, 1.2);
  const W = R - X, h = 20;
  let y = 64;
  cell(pen, X, y, W / 2, h, 'HAWB No.', hawb, 62, 10, true); cell(pen, M, y, W / 2, h, 'MAWB No.', mawb, 62, 10, true); y += h;
  const blk = (x: number, yy: number, cap: string, v: string[]) => { pen.box(x, yy, W / 2, 66, 0.4); pen.fill(x, yy, 58, 66, 0.9); pen.ml(x + 3, yy + 10, cap.split(' '), 6.4, 8, true); pen.ml(x + 62, yy + 12, v, 8.6, 10.6); };
  blk(X, y, 'SHIPPER', [shipper.name, 'No. 41, Negombo Road, Wattala', 'Colombo 11300, Sri Lanka', `VAT ${shipper.taxId}  Tel ${shipper.phone}`]);
  blk(M, y, 'CONSIGNEE', [consignee.name, '18 rue du Faubourg Poissonnière', '75010 Paris, France', `TVA ${consignee.taxId}  ${consignee.email}`]);
  y += 66;
  blk(X, y, 'NOTIFY / BROKER', ['TRANSITAIRE ROISSY FRET SARL', 'Zone de Fret 4, 95700 Roissy-en-France', 'Tel +33 1 48 62 44 18']);
  blk(M, y, 'ISSUING AGENT', ['SERENDIB AIR & SEA LOGISTICS (PVT) LTD', 'COLOMBO', 'IATA 64-3 0441/0008']);
  y += 70;
  const rows: Array<Array<[string, string, number]>> = [
    [['Airport of departure', 'COLOMBO BANDARANAIKE (CMB)', 96], ['Airport of destination', 'PARIS CHARLES DE GAULLE (CDG)', 96]],
    [['Routing / carrier', 'CDG  BY  UL', 96], ['Flight / date', `UL501 / ${d9.dMONyy('2026-11-21')}`, 96]],
    [['Currency / charges', 'USD  -  CC (COLLECT)', 96], ['Declared values', 'NVD  /  USD 48,260.00 (CUSTOMS)', 96]],
    [['Insurance', 'NIL', 96], ['Shipper\'s ref. / L.C.', 'LAS-EXP-4418 / NO L.C.', 96]],
  ];
  rows.forEach((r) => { r.forEach(([c, v, cw2], i) => cell(pen, i ? M : X, y, W / 2, h, c, v, cw2, 8.6)); y += h; });
  y += 8;
  const cx = [X, X + 46, X + 116, X + 160, X + 236, X + 296, X + 370, R];
  pen.fill(X, y, W, 16, 0.88); pen.box(X, y, W, 16, 0.5);
  ['Pieces', 'Gross kg', 'Class', 'Chargeable kg', 'Rate', 'Total', 'Nature and quantity of goods'].forEach((t, i) => pen.t(cx[i] + 3, y + 11, t, 7.4, true));
  y += 30;
  [String(pcs), us(gw, 1), 'Q', us(cw, 1), us(rate), us(wc)].forEach((v, i) => pen.t(cx[i] + 3, y, v, 9));
  pen.ml(cx[6] + 3, y, ['LADIES\' WOVEN COTTON BLOUSES', 'AND VISCOSE DRESSES', '64 CARTONS', 'DIMS 64 X 60X40X48 CM', `VOLUME ${vol.toFixed(3)} M3`], 8.4, 10);
  pen.t(X + 3, y + 22, `Volumetric weight ${us(cw, 1)} kg (1:6000) exceeds gross weight`, 7.4);
  y += 58; pen.hl(X, R, y, 0.5);
  pen.t(X + 3, y + 14, 'Handling information:', 8, true); pen.t(X + 100, y + 14, 'CONSOLIDATION. INVOICE, PACKING LIST AND REX STATEMENT ATTACHED.', 8.4);
  y += 26; pen.hl(X, R, y, 0.5);
  pen.t(X + 3, y + 14, 'Other charges', 8, true);
  oc.forEach(([c, a], i) => { pen.t(X + 10, y + 28 + i * 12, c, 8.6); pen.r(X + 160, y + 28 + i * 12, us(a), 8.6); pen.t(X + 170, y + 28 + i * 12, 'CC', 7.4); });
  const T: Array<[string, string]> = [['Weight charge (collect)', us(wc)], ['Other charges (collect)', us(sum(oc.map((o) => o[1])))], ['TOTAL COLLECT USD', us(tc)], ['Total prepaid', '']];
  T.forEach(([l, v], i) => { pen.t(M + 40, y + 28 + i * 12, l, 8.6, i === 2); pen.r(R - 6, y + 28 + i * 12, v, 9, i === 2); });
  y += 84; pen.hl(X, R, y, 0.5);
  small(pen, X, y + 10, W, 'Received in apparent good order and condition for carriage subject to the Standard Trading Conditions of Serendib Air & Sea Logistics (Pvt) Ltd and, for the air carriage, to the conditions of contract of the carrier issuing the master air waybill. Liability limited as per the Montreal Convention. Charges collect payable at destination by the consignee before release.', 6.6, 8);
  y += 36;
  pen.t(X, y + 10, `Executed at COLOMBO on ${d5.long('2026-11-20')}`, 9, true);
  pen.t(M + 40, y + 10, 'For the issuing agent: ______________________', 8.4);
  stamp(pen, M + 160, y + 40, ['SERENDIB AIR & SEA', 'COLOMBO 02'], 7, 7.5, 0.45);
  pen.t(X, 760, 'BOI Reg. 44182  -  Sri Lanka Customs CUSDEC E 2026/441827', 6.6); pen.r(R, 760, 'Original 3 - for shipper', 6.6);
  return {
    id: 's9-lk-hawb', type: 'air_waybill',
    notes: 'Sri Lankan forwarder\'s house AWB Colombo-Paris CDG on Letter Times over a SriLankan Airlines (603) master: caption-beside-value ruled cells with shaded caption strips, HAWB and MAWB side by side, parties with VAT / TVA numbers, routing "CDG BY UL", flight "UL501 / 21-NOV-26", charges collect in USD, declared value for customs printed with its currency, volumetric chargeable weight above the gross weight, other charges FSC / SSC / HAWB / DLV each marked CC, total collect, execution date "November 20, 2026", CUSDEC export entry decoy in the footer.',
    pdf: pen.finish(),
    truth: {
      airWaybillNumber: hawb, isHouse: true, masterAirWaybillNumber: mawb, shipper, consignee,
      issuingCarrierAgent: { name: 'SERENDIB AIR & SEA LOGISTICS (PVT) LTD', iataCode: '64-3 0441/0008', city: 'COLOMBO' },
      airportOfDeparture: place('COLOMBO', null, 'LK', 'CMB'), airportOfDestination: place('PARIS', null, 'FR', 'CDG'),
      routing: [{ to: 'CDG', carrier: 'UL' }], flights: [{ flightNumber: 'UL501', date: '2026-11-21' }],
      pieces: pcs, grossWeight: { value: gw, unit: 'kg' }, chargeableWeight: { value: cw, unit: 'kg' }, rateClass: 'Q', rate, totalCharge: wc,
      currency: 'USD', chargesCode: 'CC', declaredValueForCarriage: null, declaredValueForCustoms: 48260, insuranceAmount: null,
      otherCharges: oc.map(([code, amount]) => ({ code, amount })), totalPrepaid: null, totalCollect: tc,
      natureAndQuantityOfGoods: 'LADIES\' WOVEN COTTON BLOUSES AND VISCOSE DRESSES 64 CARTONS',
      handlingInformation: 'CONSOLIDATION. INVOICE, PACKING LIST AND REX STATEMENT ATTACHED.',
      executionDate: '2026-11-20', placeOfExecution: 'COLOMBO',
    },
  };
}
