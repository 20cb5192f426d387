/** Set 11, air: Singapore Airlines Cargo-style master AWB Singapore -> Amsterdam -> Dublin with charges collect (SGD), Tunisian forwarder's house AWB Tunis -> Paris -> Washington Dulles for wire harnesses (French / English captions, Courier). */
import { Pen4, awb, party, place, us, round, sum, small, stamp, barcode, d5, d11, type Doc } from './lib11.ts';

/** 5. SQ-style MAWB: A4 Helvetica IATA grid with the caption boxes in a different order, CC charges in SGD, specific commodity rate class C with item number, pharma handling, two rate lines (two commodities) with a total line, collect column filled, CC charges in destination currency as decoy. */
export function sqMawb(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 26, R = 569, M = 300;
  const no = awb('618', '2044182');
  const shipper = party('STRAITS BIOLOGICS MANUFACTURING PTE. LTD.', ['31 Tuas South Avenue 6', 'Singapore 637021'], { phone: '+65 6861 4418' });
  const consignee = party('LIFFEY PHARMA DISTRIBUTION LIMITED', ['Unit 7, Baldonnell Business Park', 'Dublin 22, D22 Y441, Ireland'], { taxId: 'IE 9644182W', phone: '+353 1 403 4418' });
  const R1 = { pcs: 14, gw: 1386.0, cw: 1512.0, rc: 'C', item: '0007', rate: 6.42 }, R2 = { pcs: 6, gw: 418.5, cw: 436.0, rc: 'Q', item: '', rate: 7.15 };
  const t1 = round(R1.cw * R1.rate), t2 = round(R2.cw * R2.rate);
  const pcs = R1.pcs + R2.pcs, gw = round(R1.gw + R2.gw, 1), cw = round(R1.cw + R2.cw, 1), wc = round(t1 + t2);
  const oc: Array<[string, number]> = [['MYC', round(cw * 1.15)], ['SCC', round(cw * 0.28)], ['AWA', 50], ['PHC', 180]];
  const dueC = sum(oc.filter((o) => o[0].endsWith('C')).map((o) => o[1])), dueA = sum(oc.filter((o) => o[0].endsWith('A')).map((o) => o[1]));
  const tc = round(wc + dueC + dueA);
  const B = (x: number, y: number, w: number, h: number, cap: string, v: string[], s = 8, b = false) => { pen.box(x, y, w, h, 0.5); pen.t(x + 2, y + 6.5, cap, 5.2); pen.ml(x + 4, y + 15.5, v, s, s + 1.8, b); };
  pen.t(X, 30, '618', 11, true); pen.t(X + 28, 30, 'SIN', 11, true); pen.t(X + 60, 30, no.slice(4), 11, true); pen.r(R, 30, no, 11, true);
  B(X, 36, 190, 54, "Shipper's Name and Address", [shipper.name, '31 Tuas South Avenue 6', 'Singapore 637021', `Tel ${shipper.phone}`], 7.4);
  B(X + 190, 36, M - X - 190, 54, "Shipper's Account No.", ['UEN 201044182N'], 7.2);
  pen.t(M + 6, 48, 'Not Negotiable', 7.4, true); pen.t(M + 6, 62, 'Air Waybill', 13, true);
  pen.t(M + 6, 74, 'Issued by', 7); pen.t(M + 44, 74, 'SINGAPORE AIRLINES LIMITED (CARGO)', 8.4, true); pen.t(M + 6, 84, 'Airline House, 25 Airline Road, Singapore 819829', 6.6);
  B(X, 90, 190, 56, "Consignee's Name and Address", [consignee.name, 'Unit 7, Baldonnell Business Park', 'Dublin 22, D22 Y441, Ireland', `VAT ${consignee.taxId}  Tel ${consignee.phone}`], 7.2);
  B(X + 190, 90, M - X - 190, 56, "Consignee's Account No.", ['IE-LPD-0027'], 7.2);
  small(pen, M + 4, 96, R - M - 8, 'It is agreed that the goods described herein are accepted in apparent good order and condition (except as noted) for carriage SUBJECT TO THE CONDITIONS OF CONTRACT ON THE REVERSE HEREOF. THE SHIPPER\'S ATTENTION IS DRAWN TO THE NOTICE CONCERNING CARRIER\'S LIMITATION OF LIABILITY.', 5, 6);
  B(M, 124, R - M, 22, 'Accounting Information', ['FREIGHT COLLECT  -  NOTIFY: SAME AS CONSIGNEE'], 7.4);
  B(X, 146, M - X, 36, "Issuing Carrier's Agent Name and City", ['LION CITY AIR CARGO AGENCY PTE LTD', 'SINGAPORE'], 7.8);
  B(M, 146, R - M, 36, 'Reference Number / Optional Shipping Information', ['SBM-EXP-26-0714   /   SHPR INV SBM-26-2207'], 7.4);
  B(X, 182, (M - X) / 2, 24, "Agent's IATA Code", ['80-3 4418/0015'], 8); B(X + (M - X) / 2, 182, (M - X) / 2, 24, 'Account No.', ['LCA-SIN-118'], 8);
  const cur: Array<[string, string, number]> = [['Currency', 'SGD', 34], ['CHGS Code', 'CC', 34], ['PPD', '', 24], ['COLL', 'X', 24], ['PPD', '', 24], ['COLL', 'X', 24], ['Decl. Value Carriage', 'NVD', 56], ['Decl. Val. Customs', '248600.00', R - M - 220]];
  let ux = M;
  cur.forEach(([c, v, w]) => { B(ux, 182, w, 24, c, [v], 8); ux += w; });
  pen.t(M + 70, 180.5, 'WT/VAL', 4.6); pen.t(M + 118, 180.5, 'Other', 4.6);
  B(X, 206, M - X, 24, 'Airport of Departure (Addr. of First Carrier) and Requested Routing', ['SINGAPORE CHANGI (SIN)'], 8);
  B(M, 206, R - M, 24, 'Amount of Insurance', ['NIL'], 8);
  const rx = [X, X + 34, X + 120, X + 154, X + 188, X + 220, X + 250, M];
  [['to', 'AMS'], ['By First Carrier', 'SQ'], ['to', 'DUB'], ['by', 'SQ'], ['to', ''], ['by', '']].forEach(([c, v], i) => B(rx[i], 230, rx[i + 1] - rx[i], 24, c, [v], 8.4, true));
  B(rx[6], 230, M - rx[6], 24, '', [''], 8);
  B(M, 230, (R - M) / 2, 24, 'Flight/Date', [`SQ324/${d5.dMON('2026-12-08')}`], 8); B(M + (R - M) / 2, 230, (R - M) / 2, 24, 'Flight/Date', [`SQ7960/${d5.dMON('2026-12-09')}`], 8);
  B(X, 254, 150, 24, 'Airport of Destination', ['DUBLIN (DUB)'], 8.4, true);
  B(X + 150, 254, M - X - 150, 24, 'SPH', ['PIL  ERT  COL'], 8);
  B(M, 254, R - M, 24, 'SCI', [''], 8);
  B(X, 278, R - X, 34, 'Handling Information', ['PHARMACEUTICALS - KEEP BETWEEN +2 AND +8 DEG C. DO NOT FREEZE. ACTIVE CONTAINERS ENVIROTAINER RKN T2 (4) - RETURN TO SIN.'], 7.6);
  let y = 312;
  const cx = [X, X + 38, X + 96, X + 112, X + 136, X + 180, X + 236, X + 288, X + 360, R];
  pen.box(X, y, R - X, 186, 0.5);
  const hdr = [['No. of', 'Pieces', 'RCP'], ['Gross', 'Weight'], ['kg', 'lb'], ['Rate', 'Class'], ['Commodity', 'Item No.'], ['Chargeable', 'Weight'], ['Rate', '/ Charge'], ['Total'], ['Nature and Quantity of Goods', '(incl. Dimensions or Volume)']];
  hdr.forEach((h, i) => pen.ml(cx[i] + 2, y + 8, h, 5.6, 6.8, true));
  pen.hl(X, R, y + 28, 0.4); cx.slice(1, -1).forEach((x) => pen.vl(x, y, y + 186, 0.3));
  y += 42;
  [R1, R2].forEach((r, i) => {
    const tot = i === 0 ? t1 : t2;
    [String(r.pcs), us(r.gw, 1), 'K', r.rc, r.item, us(r.cw, 1), us(r.rate), us(tot)].forEach((v, j) => pen.t(cx[j] + 3, y, v, 8.2));
    y += 28;
  });
  pen.ml(cx[8] + 3, 354, ['BIOLOGICAL MEDICINES FOR', 'HUMAN USE (MONOCLONAL', 'ANTIBODIES) - NOT RESTRICTED', '4 ACTIVE CONTAINERS + 16 PCS', 'DIMS CM: 4 @ 223X154X164', '16 @ 80X60X70', 'VOL 9.102 M3'], 7.2, 9);
  y = 454; pen.hl(X, R, y, 0.3);
  pen.t(X + 3, y + 14, String(pcs), 8.4, true); pen.t(cx[1] + 3, y + 14, us(gw, 1), 8.4, true); pen.t(cx[5] + 3, y + 14, us(cw, 1), 8.4, true); pen.t(cx[7] + 3, y + 14, us(wc), 8.4, true);
  y = 498;
  const S: Array<[string, string, string]> = [['Weight Charge', '', us(wc)], ['Valuation Charge', '', ''], ['Tax', '', ''], ['Total Other Charges Due Agent', '', us(dueA)], ['Total Other Charges Due Carrier', '', us(dueC)], ['', '', ''], ['Total Prepaid', '', ''], ['Total Collect', '', us(tc)]];
  pen.t(X + 24, y + 8, 'Prepaid', 6.4, true); pen.t(X + 116, y + 8, 'Collect', 6.4, true);
  S.forEach(([c, p, v], i) => { const yy = y + 12 + i * 22; pen.box(X, yy, 184, 22, 0.4); pen.vl(X + 92, yy, yy + 22, 0.3); pen.c(X + 92, yy + 7, c, 5.4); if (p) pen.t(X + 6, yy + 17, p, 8.2); if (v) pen.t(X + 98, yy + 17, v, 8.2, c === 'Total Collect'); });
  const yy = y + 12 + 8 * 22;
  pen.box(X, yy, 92, 26, 0.4); pen.t(X + 2, yy + 7, 'Currency Conversion Rates', 5.2); pen.t(X + 6, yy + 19, '1 SGD = 0.6874 EUR', 7.2);
  pen.box(X + 92, yy, 92, 26, 0.4); pen.t(X + 94, yy + 7, 'CC Charges in Dest. Currency', 5.2); pen.t(X + 98, yy + 19, `EUR ${us(round(tc * 0.6874))}`, 7.4);
  B(X + 184, y, R - X - 184, 62, 'Other Charges', oc.map(([c, a]) => `${c}  ${us(a)}`), 8.2);
  small(pen, X + 188, y + 70, R - X - 194, 'Shipper certifies that the particulars on the face hereof are correct and that insofar as any part of the consignment contains dangerous goods, such part is properly described by name and is in proper condition for carriage by air according to the applicable Dangerous Goods Regulations.', 5.6, 6.8);
  pen.t(X + 188, y + 112, 'STRAITS BIOLOGICS MFG / K. RAMASAMY', 7.8); pen.hl(X + 188, R, y + 116, 0.3); pen.c((X + 188 + R) / 2, y + 123, 'Signature of Shipper or its Agent', 5.4);
  pen.t(X + 188, y + 150, d11.dMONyy('2026-12-07'), 8.4); pen.t(X + 270, y + 150, 'SINGAPORE', 8.4); pen.t(X + 360, y + 150, 'LION CITY AIR CARGO / T. LIM', 7.6);
  pen.hl(X + 188, R, y + 154, 0.3);
  pen.t(X + 188, y + 161, 'Executed on (date)', 5.4); pen.t(X + 270, y + 161, 'at (place)', 5.4); pen.t(X + 360, y + 161, 'Signature of Issuing Carrier or its Agent', 5.4);
  pen.t(X, 790, 'ORIGINAL 2 (FOR CONSIGNEE)', 8, true); pen.r(R, 790, no, 11, true);
  barcode(pen, X + 190, 780, 180, 14, '61820441822');
  return {
    id: 's11-sq-mawb', type: 'air_waybill',
    notes: 'Singapore Airlines Cargo-style master AWB Singapore-Amsterdam-Dublin on A4 Helvetica in the IATA box grid: prefix / origin / serial on top and the dashed number on the right, UEN in the shipper account box and an Irish VAT number under the consignee, charges COLLECT in SGD (X under the COLL columns, CC code), declared customs value as a bare number, insurance NIL, routing "to AMS by SQ / to DUB by SQ" with a flight/date box per leg (SQ324/08DEC, SQ7960/09DEC), SPH codes, pharma handling text, two rate lines (class C with commodity item 0007 and class Q) plus a total line, dimensions / volume in the goods column, other charges with C/A suffixes (MYC, SCC, AWA, PHC), collect column filled with total collect, conversion rate and CC charges in EUR as decoys, execution "07DEC26 SINGAPORE".',
    pdf: pen.finish(),
    truth: {
      airWaybillNumber: no, isHouse: false, masterAirWaybillNumber: null, shipper, consignee,
      issuingCarrierAgent: { name: 'LION CITY AIR CARGO AGENCY PTE LTD', iataCode: '80-3 4418/0015', city: 'SINGAPORE' },
      airportOfDeparture: place('SINGAPORE CHANGI', null, 'SG', 'SIN'), airportOfDestination: place('DUBLIN', null, 'IE', 'DUB'),
      routing: [{ to: 'AMS', carrier: 'SQ' }, { to: 'DUB', carrier: 'SQ' }], flights: [{ flightNumber: 'SQ324', date: '2026-12-08' }, { flightNumber: 'SQ7960', date: '2026-12-09' }],
      pieces: pcs, grossWeight: { value: gw, unit: 'kg' }, chargeableWeight: { value: cw, unit: 'kg' }, rateClass: null, rate: null, totalCharge: wc,
      currency: 'SGD', chargesCode: 'CC', declaredValueForCarriage: null, declaredValueForCustoms: 248600, insuranceAmount: null,
      otherCharges: oc.map(([code, amount]) => ({ code, amount })), totalPrepaid: null, totalCollect: tc,
      natureAndQuantityOfGoods: 'BIOLOGICAL MEDICINES FOR HUMAN USE (MONOCLONAL ANTIBODIES) - NOT RESTRICTED 4 ACTIVE CONTAINERS + 16 PCS',
      handlingInformation: 'PHARMACEUTICALS - KEEP BETWEEN +2 AND +8 DEG C. DO NOT FREEZE. ACTIVE CONTAINERS ENVIROTAINER RKN T2 (4) - RETURN TO SIN.',
      executionDate: '2026-12-07', placeOfExecution: 'SINGAPORE',
    },
  };
}

/** 6. Tunisian forwarder's HAWB: A4 Courier, French captions with English after a slash in ruled boxes, master on Air France (057), charges prepaid in EUR, the house prints its own rate, chargeable weight from volume. */
export function tnHawb(): Doc {
  const pen = new Pen4('Courier', 'A4');
  const X = 30, R = 565, M = 298;
  const hawb = 'TUN26-0441827', mawb = awb('057', '8844182');
  const shipper = party('SAHEL CABLAGE AUTOMOBILE S.A.R.L.', ['Zone Industrielle Sidi Abdelhamid', '4061 Sousse, Tunisie'], { taxId: 'MF 1441827/A/M/000', phone: '+216 73 441 827' });
  const consignee = party('CHESAPEAKE VEHICLE SYSTEMS INC.', ['4400 Lafayette Center Drive', 'Chantilly, VA 20151, USA'], { taxId: '54-4418270', phone: '+1 703 555 0144' });
  const pcs = 42, gw = 3184.0, vol = 22.86, cw = round(vol * 166.67, 1), rate = 2.35, wc = round(cw * rate);
  const oc: Array<[string, number, string]> = [['FSC', round(cw * 0.62), 'Surcharge carburant / Fuel surcharge'], ['SSC', round(cw * 0.18), 'Surcharge sûreté / Security'], ['AWB', 35, 'Frais LTA / AWB fee'], ['CUS', 75, 'Dédouanement export / Export clearance'], ['PUP', 140, 'Enlèvement Sousse / Pick-up Sousse']];
  const ot = sum(oc.map((o) => o[1])), tp = round(wc + ot);
  const C = (x: number, y: number, w: number, h: number, cap: string, v: string[], s = 8.4, b = false) => { pen.box(x, y, w, h, 0.5); pen.t(x + 3, y + 8, cap, 6.2, true); pen.ml(x + 6, y + 19, v, s, s + 1.8, b); };
  pen.t(X, 40, 'MEDTRANSIT', 18, true); pen.t(X + 118, 40, 'FREIGHT & CUSTOMS', 9);
  pen.t(X, 52, 'Commissionnaire agréé en douane - Rue du Lac Turkana, Les Berges du Lac, 1053 Tunis', 6.8);
  pen.r(R, 36, 'LETTRE DE TRANSPORT AERIEN', 10, true); pen.r(R, 47, 'HOUSE AIR WAYBILL', 10, true); pen.r(R, 57, 'NON NEGOCIABLE / NOT NEGOTIABLE', 6.6);
  pen.hl(X, R, 62, 1.2);
  let y = 66;
  C(X, y, M - X, 32, 'N° LTA maison / HAWB No.', [hawb], 11, true); C(M, y, R - M, 32, 'LTA mère / MAWB No.', [`${mawb}  (AIR FRANCE CARGO)`], 10, true); y += 32;
  C(X, y, M - X, 66, 'Expéditeur / Shipper', [shipper.name, 'Zone Industrielle Sidi Abdelhamid', '4061 Sousse, Tunisie', `${shipper.taxId}`, `Tél ${shipper.phone}`], 7.8);
  C(M, y, R - M, 66, 'Destinataire / Consignee', [consignee.name, '4400 Lafayette Center Drive', 'Chantilly, VA 20151, USA', `EIN ${consignee.taxId}`, `Tel ${consignee.phone}`], 7.8); y += 66;
  C(X, y, M - X, 46, 'Notifier / Notify', ['DULLES CUSTOMS BROKERAGE LLC', '45025 Aviation Drive, Dulles, VA 20166'], 7.6);
  C(M, y, R - M, 46, 'Agent émetteur, ville / Issuing agent, city', ['MEDTRANSIT FREIGHT & CUSTOMS', 'TUNIS'], 8); y += 46;
  const w3 = (R - X) / 3;
  C(X, y, w3, 32, 'Aéroport de départ / Departure', ['TUNIS-CARTHAGE (TUN)'], 8.2); C(X + w3, y, w3, 32, 'Aéroport de destination / Dest.', ['WASHINGTON DULLES (IAD)'], 8);
  C(X + 2 * w3, y, w3, 32, 'Code IATA agent / Agent code', ['67-1 0418/0027'], 8.2); y += 32;
  C(X, y, w3, 32, 'Itinéraire / Routing', ['CDG AF  -  IAD AF'], 8.4, true); C(X + w3, y, w3, 32, 'Vol / date - Flight / date', [`AF1285 / ${d5.dMON('2026-12-09')}`, `AF054 / ${d5.dMON('2026-12-10')}`], 8);
  C(X + 2 * w3, y, w3, 32, 'Devise, code frais / Curr., chgs', ['EUR   PP'], 8.4, true); y += 32;
  C(X, y, w3, 32, 'Valeur décl. transport / carriage', ['N.V.D.'], 8.4); C(X + w3, y, w3, 32, 'Valeur décl. douane / customs', ['96 418,00'], 8.4);
  C(X + 2 * w3, y, w3, 32, 'Montant assurance / insurance', ['NEANT / NIL'], 8.4); y += 38;
  const cx = [X, X + 44, X + 110, X + 150, X + 220, X + 266, X + 330, R];
  pen.fill(X, y, R - X, 22, 0.88); pen.box(X, y, R - X, 22, 0.5);
  [['Colis', 'Pcs'], ['Poids brut', 'Gross kg'], ['Cl.', 'Class'], ['Poids taxable', 'Chargeable'], ['Tarif', 'Rate'], ['Total', ''], ['Nature et quantité des marchandises', 'Nature and quantity of goods']].forEach(([a, b], i) => pen.ml(cx[i] + 3, y + 9, [a, b], 6.2, 8, true));
  y += 36;
  [String(pcs), us(gw, 1), 'Q', us(cw, 1), us(rate), us(wc)].forEach((v, i) => pen.t(cx[i] + 3, y, v, 8.4));
  pen.ml(cx[6] + 3, y, ['FAISCEAUX DE CABLES', 'POUR VEHICULES / AUTOMOTIVE', 'WIRING HARNESSES', '42 CAISSES / CRATES', 'VOL 22,86 M3', 'NC 8544.30'], 7.8, 9.8);
  pen.t(X + 3, y + 16, `Poids volumétrique / volume weight: ${us(cw, 1)} kg (22,86 m3 x 166,67)`, 7);
  y += 66; pen.hl(X, R, y, 0.5);
  pen.t(X + 3, y + 12, 'Instructions de manutention / Handling information:', 7.2, true);
  pen.t(X + 3, y + 24, 'URGENT - LINE DOWN PARTS. DELIVER TO CVS PLANT 2 DOCK 7. DO NOT BREAK DOWN.', 8);
  y += 32; pen.hl(X, R, y, 0.5);
  pen.t(X + 3, y + 12, 'Autres frais / Other charges', 7.2, true);
  oc.forEach(([c, a, de], i) => { pen.t(X + 6, y + 26 + i * 12, c, 8, true); pen.t(X + 34, y + 26 + i * 12, de, 6.8); pen.r(M - 6, y + 26 + i * 12, us(a), 8); });
  const T: Array<[string, string, boolean]> = [['Frais au poids / Weight charge', us(wc), false], ['Autres frais / Other charges', us(ot), false], ['TOTAL PORT PAYE / PREPAID EUR', us(tp), true], ['Total port dû / Collect', '-', false]];
  T.forEach(([l, v, b], i) => { pen.t(M + 8, y + 26 + i * 13, l, 7.2, b); pen.r(R - 6, y + 26 + i * 13, v, 8.4, b); });
  y += 96; pen.hl(X, R, y, 0.5);
  small(pen, X, y + 10, R - X, 'L\'expéditeur certifie que les indications portées sur cette lettre sont exactes et que l\'envoi ne contient pas de marchandises dangereuses. Transport soumis aux conditions générales de Medtransit et, pour le trajet aérien, à celles du transporteur émettant la LTA mère (Convention de Montréal 1999). / Shipper certifies the particulars are correct.', 6.4, 7.8);
  y += 48;
  pen.t(X, y, `Etablie à TUNIS le ${d11.dmy2dot('2026-12-08')}`, 9, true); pen.gray(X, y + 10, 'Executed at / on', 6.2);
  pen.t(M + 10, y, 'Signature agent: ____________________', 7.6);
  stamp(pen, M + 140, y + 36, ['MEDTRANSIT', 'TUNIS - IATA 67-1 0418'], 6, 7, 0.45);
  pen.t(X, 790, 'Titre d\'exportation / export declaration 2026 04 418 270 EX1   -   Facture SCA-EXP-26-1207', 6.6); pen.r(R, 800, 'Original 3 - Expéditeur / Shipper', 6.6);
  return {
    id: 's11-tn-hawb', type: 'air_waybill',
    notes: 'Tunisian forwarder\'s house air waybill ("Lettre de transport aérien" / HAWB) Tunis-Paris CDG-Washington Dulles on A4 Courier over an Air France (057) master: French captions with the English after a slash in ruled boxes, shipper with a Tunisian matricule fiscal, US consignee with an EIN, a notify broker, routing "CDG AF - IAD AF" and two flight/date lines in one box ("AF1285 / 09DEC"), EUR PP, declared customs value with space thousands and a decimal comma, NEANT / NIL insurance, chargeable weight from volume (22.86 m3 x 166.67) above the gross, rate class Q, goods bilingual with tariff number "NC 8544.30", five other charges with French / English descriptions, prepaid total, execution "Etablie à TUNIS le 08.12.26" (two-digit year), export declaration and invoice decoys.',
    pdf: pen.finish(),
    truth: {
      airWaybillNumber: hawb, isHouse: true, masterAirWaybillNumber: mawb, shipper, consignee,
      issuingCarrierAgent: { name: 'MEDTRANSIT FREIGHT & CUSTOMS', iataCode: '67-1 0418/0027', city: 'TUNIS' },
      airportOfDeparture: place('TUNIS-CARTHAGE', null, 'TN', 'TUN'), airportOfDestination: place('WASHINGTON DULLES', null, 'US', 'IAD'),
      routing: [{ to: 'CDG', carrier: 'AF' }, { to: 'IAD', carrier: 'AF' }], flights: [{ flightNumber: 'AF1285', date: '2026-12-09' }, { flightNumber: 'AF054', date: '2026-12-10' }],
      pieces: pcs, grossWeight: { value: gw, unit: 'kg' }, chargeableWeight: { value: cw, unit: 'kg' }, rateClass: 'Q', rate, totalCharge: wc,
      currency: 'EUR', chargesCode: 'PP', declaredValueForCarriage: null, declaredValueForCustoms: 96418, insuranceAmount: null,
      otherCharges: oc.map(([code, amount]) => ({ code, amount })), totalPrepaid: tp, totalCollect: null,
      natureAndQuantityOfGoods: 'FAISCEAUX DE CABLES POUR VEHICULES / AUTOMOTIVE WIRING HARNESSES 42 CAISSES / CRATES',
      handlingInformation: 'URGENT - LINE DOWN PARTS. DELIVER TO CVS PLANT 2 DOCK 7. DO NOT BREAK DOWN.',
      executionDate: '2026-12-08', placeOfExecution: 'TUNIS',
    },
  };
}
