/** Air documents: IATA master AWB on the numbered box grid, and a US forwarder's house AWB (lb, mm/dd/yyyy). */
import { Pen, awb, party, place, kg, lb, type Doc } from './lib.ts';

export function masterAwb(): Doc {
  const P = new Pen('Helvetica');
  const no = awb('607', '4412308');
  const serial = no.slice(4);
  const spaced = `${serial.slice(0, 4)} ${serial.slice(4)}`;
  const L = 24, M = 297, R = 571;
  P.t(L, 30, '607', 11, true); P.t(L + 30, 30, 'MUC', 11, true); P.t(L + 66, 30, spaced, 11, true);
  P.r(R, 30, `607-${spaced}`, 11, true);
  let y = 36;
  // Shipper
  P.box(L, y, M - L, 64); P.t(L + 2, y + 7, "Shipper's Name and Address", 5.5); P.box(M - 110, y, 110, 12); P.t(M - 108, y + 7, "Shipper's Account Number", 5);
  P.ml(L + 4, y + 20, ['KESSLER PRAEZISIONSTECHNIK GMBH', 'LILIENTHALSTRASSE 14', '85399 HALLBERGMOOS', 'GERMANY  TEL +49 811 55 900 0'], 7.5, 9.5);
  P.box(M, y, R - M, 64);
  P.t(M + 4, y + 10, 'Not Negotiable', 7, true);
  P.t(M + 4, y + 21, 'Air Waybill', 11, true);
  P.t(M + 4, y + 31, 'Issued by', 6); P.t(M + 40, y + 31, 'ETIHAD AIRWAYS PJSC - ETIHAD CARGO, ABU DHABI, U.A.E.', 7, true);
  P.t(M + 4, y + 52, 'Copies 1, 2 and 3 of this Air Waybill are originals and have the same validity.', 5.5);
  y += 64;
  P.box(L, y, M - L, 64); P.t(L + 2, y + 7, "Consignee's Name and Address", 5.5); P.box(M - 110, y, 110, 12); P.t(M - 108, y + 7, "Consignee's Account Number", 5);
  P.ml(L + 4, y + 20, ['BHARAT TOOLING SYSTEMS PVT LTD', 'PLOT 44, MIDC TTC INDUSTRIAL AREA', 'TURBHE, NAVI MUMBAI 400705, INDIA', 'GSTIN 27AABCB4471K1Z2'], 7.5, 9.5);
  P.box(M, y, R - M, 64);
  P.ml(M + 4, y + 10, ['It is agreed that the goods described herein are accepted in apparent good order and condition', '(except as noted) for carriage SUBJECT TO THE CONDITIONS OF CONTRACT ON THE REVERSE HEREOF.', 'THE SHIPPER\'S ATTENTION IS DRAWN TO THE NOTICE CONCERNING CARRIER\'S LIMITATION OF LIABILITY.'], 5, 7);
  y += 64;
  P.box(L, y, M - L, 34); P.t(L + 2, y + 7, "Issuing Carrier's Agent Name and City", 5.5);
  P.ml(L + 4, y + 18, ['SCHENKER DEUTSCHLAND AG', 'MUNICH AIRPORT'], 7.5, 9.5);
  P.box(M, y, R - M, 34); P.t(M + 2, y + 7, 'Accounting Information', 5.5); P.t(M + 4, y + 20, 'FREIGHT PREPAID  -  CASS BILLING', 7.5);
  y += 34;
  P.box(L, y, 136, 18); P.t(L + 2, y + 6, "Agent's IATA Code", 5); P.t(L + 4, y + 15, '23-4 7811', 7.5);
  P.box(L + 136, y, M - L - 136, 18); P.t(L + 138, y + 6, 'Account No.', 5); P.t(L + 140, y + 15, '0014', 7.5);
  P.box(M, y, R - M, 18);
  y += 18;
  P.box(L, y, M - L, 20); P.t(L + 2, y + 6, 'Airport of Departure (Addr. of First Carrier) and Requested Routing', 5); P.t(L + 4, y + 16, 'MUNICH (MUC)', 8);
  P.box(M, y, R - M, 20); P.t(M + 2, y + 6, 'Reference Number', 5); P.t(M + 120, y + 6, 'Optional Shipping Information', 5); P.t(M + 4, y + 16, 'SCH-MUC-2603-0771', 7.5);
  y += 20;
  // routing row
  const rx = [L, L + 26, L + 120, L + 146, L + 172, L + 198, L + 224, M, M + 30, M + 58, M + 86, M + 114, M + 188, R];
  const rl = ['To', 'By First Carrier  Routing and Destination', 'to', 'by', 'to', 'by', '', 'Currency', 'CHGS Code', 'WT/VAL PPD COLL', 'Other PPD COLL', 'Declared Value for Carriage', 'Declared Value for Customs'];
  const rv = ['AUH', 'EY', 'BOM', 'EY', '', '', '', 'EUR', 'PP', 'X', 'X', 'NVD', 'NCV'];
  rl.forEach((l, i) => { P.box(rx[i], y, rx[i + 1] - rx[i], 22); if (l) P.t(rx[i] + 1.5, y + 6, l, 4.5); if (rv[i]) P.t(rx[i] + 3, y + 17, rv[i], 8); });
  y += 22;
  P.box(L, y, 120, 22); P.t(L + 2, y + 6, 'Airport of Destination', 5); P.t(L + 4, y + 17, 'MUMBAI (BOM)', 8);
  P.box(L + 120, y, M - L - 120, 22); P.t(L + 122, y + 6, 'Requested Flight/Date', 5); P.t(L + 124, y + 17, 'EY006/14MAR   EY204/15MAR', 7.5);
  P.box(M, y, 90, 22); P.t(M + 2, y + 6, 'Amount of Insurance', 5); P.t(M + 4, y + 17, 'XXX', 8);
  P.box(M + 90, y, R - M - 90, 22); P.ml(M + 92, y + 7, ['INSURANCE - If carrier offers insurance and such insurance is requested in accordance', 'with the conditions thereof, indicate amount to be insured in figures in box marked "Amount of Insurance".'], 4.5, 6);
  y += 22;
  P.box(L, y, R - L, 30); P.t(L + 2, y + 6, 'Handling Information', 5.5);
  P.ml(L + 4, y + 16, ['LITHIUM ION BATTERIES CONTAINED IN EQUIPMENT - PI967 SECTION II', 'KEEP UPRIGHT / DO NOT STACK'], 7.5, 9);
  P.r(R - 4, y + 26, 'SCI', 6);
  y += 30;
  // rate description grid
  const cx = [L, L + 38, L + 96, L + 110, L + 150, L + 212, L + 262, L + 330, R];
  const heads = [['No. of', 'Pieces', 'RCP'], ['Gross', 'Weight'], ['kg', 'lb'], ['Rate Class', '', 'Commodity', 'Item No.'], ['Chargeable', 'Weight'], ['Rate', '/', 'Charge'], ['Total'], ['Nature and Quantity of Goods', '(incl. Dimensions or Volume)']];
  heads.forEach((h, i) => { P.box(cx[i], y, cx[i + 1] - cx[i], 30); P.ml(cx[i] + 2, y + 7, h, 5, 6); });
  y += 30;
  const body = y;
  P.r(cx[1] - 4, y + 12, '6', 8); P.r(cx[2] - 4, y + 12, '412.5', 8); P.t(cx[2] + 3, y + 12, 'K', 8); P.t(cx[3] + 3, y + 12, 'Q', 8);
  P.r(cx[5] - 4, y + 12, '520.0', 8); P.r(cx[6] - 4, y + 12, '3.85', 8); P.r(cx[7] - 4, y + 12, '2002.00', 8);
  P.ml(cx[7] + 4, y + 12, ['CONSOLIDATION AS PER', 'ATTACHED CARGO MANIFEST', 'DIMS 6 PLT 120X80X90 CM', 'VOL 3.110 CBM'], 7.5, 10);
  y += 110;
  P.hl(L, R, y - 14, 0.4);
  P.r(cx[1] - 4, y - 4, '6', 8); P.r(cx[2] - 4, y - 4, '412.5', 8); P.r(cx[7] - 4, y - 4, '2002.00', 8);
  cx.slice(1, 8).forEach((x) => P.vl(x, body, y));
  P.box(L, body, R - L, y - body);
  // charges summary (left) and other charges (right)
  const half = M - L;
  const boxes: Array<[string, string, string]> = [['Weight Charge', '2002.00', ''], ['Valuation Charge', '', ''], ['Tax', '', ''], ['Total Other Charges Due Agent', '25.00', ''], ['Total Other Charges Due Carrier', '258.25', '']];
  P.t(L + 40, y + 8, 'Prepaid', 6, true); P.t(L + 180, y + 8, 'Collect', 6, true);
  y += 10;
  for (const [label, pp, cc] of boxes) {
    P.box(L, y, half / 2, 22); P.box(L + half / 2, y, half / 2, 22);
    P.c(L + half / 2, y + 6, label, 5);
    if (pp) P.r(L + half / 2 - 6, y + 17, pp, 8);
    if (cc) P.r(M - 6, y + 17, cc, 8);
    y += 22;
  }
  P.box(L, y, half / 2, 24); P.box(L + half / 2, y, half / 2, 24);
  P.t(L + 4, y + 7, 'Total Prepaid', 5.5); P.t(L + half / 2 + 4, y + 7, 'Total Collect', 5.5);
  P.r(L + half / 2 - 6, y + 19, '2285.25', 9, true);
  const oy = y - 110;
  P.box(M, oy, R - M, 50); P.t(M + 2, oy + 6, 'Other Charges', 5.5);
  P.ml(M + 4, oy + 18, ['MYC 206.25   SCC 52.00', 'AWA 25.00'], 8, 11);
  P.box(M, oy + 50, R - M, 34);
  P.ml(M + 4, oy + 58, ['Shipper certifies that the particulars on the face hereof are correct and that insofar as any part', 'of the consignment contains dangerous goods, such part is properly described by name.'], 4.8, 6);
  P.t(M + 4, oy + 80, 'Signature of Shipper or his Agent', 5);
  P.box(M, oy + 84, R - M, 50);
  P.t(M + 8, oy + 104, '14MAR26', 9); P.t(M + 90, oy + 104, 'MUNICH', 9); P.t(M + 170, oy + 104, 'SCHENKER / K.WEBER', 7);
  P.hl(M + 4, R - 4, oy + 110, 0.3);
  P.t(M + 8, oy + 118, 'Executed on (date)', 5); P.t(M + 90, oy + 118, 'at (place)', 5); P.t(M + 170, oy + 118, 'Signature of Issuing Carrier or its Agent', 5);
  P.r(R, y + 40, `607-${spaced}`, 11, true);
  P.t(L, y + 40, 'ORIGINAL 3 (FOR SHIPPER)', 7, true);
  const truth = {
    airWaybillNumber: no, isHouse: false, masterAirWaybillNumber: null,
    shipper: party('KESSLER PRAEZISIONSTECHNIK GMBH', ['LILIENTHALSTRASSE 14', '85399 HALLBERGMOOS', 'GERMANY'], { phone: '+49 811 55 900 0' }),
    consignee: party('BHARAT TOOLING SYSTEMS PVT LTD', ['PLOT 44, MIDC TTC INDUSTRIAL AREA', 'TURBHE, NAVI MUMBAI 400705, INDIA'], { taxId: '27AABCB4471K1Z2' }),
    issuingCarrierAgent: { name: 'SCHENKER DEUTSCHLAND AG', iataCode: '2347811', city: 'MUNICH AIRPORT' },
    airportOfDeparture: place('MUNICH', null, 'DE', 'MUC'), airportOfDestination: place('MUMBAI', null, 'IN', 'BOM'),
    routing: [{ to: 'AUH', carrier: 'EY' }, { to: 'BOM', carrier: 'EY' }],
    flights: [{ flightNumber: 'EY006', date: '2026-03-14' }, { flightNumber: 'EY204', date: '2026-03-15' }],
    pieces: 6, grossWeight: kg(412.5), chargeableWeight: kg(520), rateClass: 'Q', rate: 3.85, totalCharge: 2002, currency: 'EUR', chargesCode: 'PP',
    declaredValueForCarriage: 'NVD', declaredValueForCustoms: 'NCV', insuranceAmount: null,
    otherCharges: [{ code: 'MYC', amount: 206.25 }, { code: 'SCC', amount: 52 }, { code: 'AWA', amount: 25 }],
    totalPrepaid: 2285.25, totalCollect: null,
    natureAndQuantityOfGoods: 'CONSOLIDATION AS PER ATTACHED CARGO MANIFEST DIMS 6 PLT 120X80X90 CM VOL 3.110 CBM',
    handlingInformation: 'LITHIUM ION BATTERIES CONTAINED IN EQUIPMENT - PI967 SECTION II KEEP UPRIGHT / DO NOT STACK',
    executionDate: '2026-03-14', placeOfExecution: 'MUNICH',
  };
  return { id: '03-mawb-iata', type: 'air_waybill', pdf: P.finish(), truth, notes: 'IATA numbered-box grid, prefix/origin/serial top, 2-leg routing row, flight dates DDMON, other charges with C/A suffix codes' };
}

export function houseAwb(): Doc {
  const P = new Pen('Helvetica');
  const L = 40, R = 555;
  const mawb = awb('006', '2718554');
  P.t(L, 50, 'PEACHTREE GLOBAL LOGISTICS, INC.', 13, true);
  P.t(L, 62, '1800 Sullivan Road, Suite 200, College Park, GA 30337, USA  -  IATA CASS 01-1 4456  -  www.peachtreegl.com', 7);
  P.r(R, 50, 'HOUSE AIR WAYBILL', 12, true);
  P.r(R, 62, 'NOT NEGOTIABLE', 7);
  P.hl(L, R, 70, 1);
  const kv = (x: number, y: number, k: string, v: string, lw: number, size = 8.5) => { P.t(x, y, k.toUpperCase(), 7, true); P.t(x + lw, y, v, size); };
  kv(L, 86, 'HAWB No.', 'ATL26118452', 70, 10);
  kv(300, 86, 'MAWB No.', mawb, 70, 10);
  kv(L, 100, 'Date', '03/12/2026', 70);
  kv(300, 100, 'Origin', 'ATLANTA, GA (ATL)', 70);
  kv(L, 114, 'Destination', 'GUADALAJARA (GDL)', 70);
  kv(300, 114, 'Routing', 'ATL-MEX DL / MEX-GDL AM', 70);
  kv(L, 128, 'Flight(s)', 'DL591 03/12  AM2034 03/13', 70);
  kv(300, 128, 'Terms', 'FREIGHT COLLECT (CC)', 70);
  let y = 146;
  P.t(L, y, 'SHIPPER', 7, true); P.t(300, y, 'CONSIGNEE', 7, true);
  P.ml(L, y + 12, ['Southern Poultry Genetics LLC', '4100 Highway 53 East', 'Gainesville, GA 30507', 'United States', 'EIN 58-2219047'], 8.5, 10.5);
  P.ml(300, y + 12, ['Avicola Los Altos S.A. de C.V.', 'Carretera a Tepatitlan Km 14.5', 'Zapotlanejo, Jalisco 45430', 'Mexico', 'RFC ALA0810221K8'], 8.5, 10.5);
  y += 76;
  P.t(L, y, 'NOTIFY', 7, true); P.t(L + 70, y, 'SAME AS CONSIGNEE', 8.5);
  P.t(300, y, 'DECLARED VALUE', 7, true); P.t(370, y, 'Carriage: NVD   Customs: USD 18,400.00', 8.5);
  y += 18;
  P.hl(L, R, y, 0.8);
  const cx = [L, L + 45, L + 115, L + 155, L + 220, L + 280, L + 345, R];
  ['PCS', 'GROSS WT', 'CLASS', 'CHG WT', 'RATE', 'AMOUNT', 'DESCRIPTION OF GOODS'].forEach((h, i) => P.t(cx[i] + 2, y + 10, h, 7, true));
  P.hl(L, R, y + 14, 0.4);
  y += 26;
  P.t(cx[0] + 2, y, '14', 8.5); P.t(cx[1] + 2, y, '1,254 lb', 8.5); P.t(cx[2] + 2, y, 'Q', 8.5); P.t(cx[3] + 2, y, '1,320 lb', 8.5);
  P.t(cx[4] + 2, y, '2.15', 8.5); P.t(cx[5] + 2, y, '2,838.00', 8.5);
  P.ml(cx[6] + 2, y, ['LIVE HATCHING EGGS (CHICKEN)', 'IN 14 PLASTIC EGG CRATES', 'DIMS 24X18X20 IN'], 8, 10);
  y += 40;
  P.hl(L, R, y, 0.4);
  y += 14;
  P.t(L, y, 'HANDLING:', 7, true); P.t(L + 60, y, 'PERISHABLE - KEEP AT 15-18 C - PER/EAT - VETERINARY CERT ATTACHED', 8);
  y += 22;
  const chg: Array<[string, string]> = [['Weight charge', '2,838.00'], ['Fuel surcharge (FCC)', '198.00'], ['Security surcharge (SCC)', '66.00'], ['Perishable handling (PHC)', '85.00'], ['AWB fee (AWC)', '35.00']];
  P.t(L, y, 'CHARGES (USD)', 7, true); P.t(300, y, 'PREPAID', 7, true); P.t(420, y, 'COLLECT', 7, true);
  y += 12;
  for (const [k, v] of chg) { P.t(L, y, k, 8.5); P.r(480, y, v, 8.5); y += 11; }
  P.hl(300, R, y - 6, 0.4);
  P.t(L, y + 4, 'TOTAL', 8.5, true); P.r(360, y + 4, '0.00', 8.5, true); P.r(480, y + 4, 'USD 3,222.00', 8.5, true);
  y += 30;
  P.ml(L, y, ['Issued by Peachtree Global Logistics, Inc. as agent for the carrier(s) named above. Subject to the conditions of contract on the', 'reverse hereof and the Montreal Convention. Shipper certifies that this shipment contains no dangerous goods.'], 6.5, 8);
  P.t(L, y + 30, 'Executed 03/12/2026 at Atlanta, GA          Signed: ____________________', 8);
  const truth = {
    airWaybillNumber: 'ATL26118452', isHouse: true, masterAirWaybillNumber: mawb,
    shipper: party('Southern Poultry Genetics LLC', ['4100 Highway 53 East', 'Gainesville, GA 30507', 'United States'], { taxId: '58-2219047' }),
    consignee: party('Avicola Los Altos S.A. de C.V.', ['Carretera a Tepatitlan Km 14.5', 'Zapotlanejo, Jalisco 45430', 'Mexico'], { taxId: 'ALA0810221K8' }),
    issuingCarrierAgent: { name: 'PEACHTREE GLOBAL LOGISTICS, INC.', iataCode: null, city: null },
    airportOfDeparture: place('ATLANTA', null, 'US', 'ATL'), airportOfDestination: place('GUADALAJARA', null, 'MX', 'GDL'),
    routing: [{ to: 'MEX', carrier: 'DL' }, { to: 'GDL', carrier: 'AM' }],
    flights: [{ flightNumber: 'DL591', date: '2026-03-12' }, { flightNumber: 'AM2034', date: '2026-03-13' }],
    pieces: 14, grossWeight: lb(1254), chargeableWeight: lb(1320), rateClass: 'Q', rate: 2.15, totalCharge: 2838, currency: 'USD', chargesCode: 'CC',
    declaredValueForCarriage: 'NVD', declaredValueForCustoms: 18400, insuranceAmount: null,
    otherCharges: [{ code: 'FCC', amount: 198 }, { code: 'SCC', amount: 66 }, { code: 'PHC', amount: 85 }, { code: 'AWC', amount: 35 }],
    totalPrepaid: null, totalCollect: 3222,
    natureAndQuantityOfGoods: 'LIVE HATCHING EGGS (CHICKEN) IN 14 PLASTIC EGG CRATES DIMS 24X18X20 IN',
    handlingInformation: 'PERISHABLE - KEEP AT 15-18 C - PER/EAT - VETERINARY CERT ATTACHED',
    executionDate: '2026-03-12', placeOfExecution: 'Atlanta, GA',
  };
  return { id: '04-hawb-us', type: 'air_waybill', pdf: P.finish(), truth, notes: 'US forwarder house AWB, mm/dd/yyyy, lb, label-left uppercase, charges list (prepaid 0.00 vs collect), not the IATA grid' };
}
