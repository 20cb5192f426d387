/** Set 10, air: Cargolux-style master AWB Luxembourg -> Bahrain -> Nairobi on the IATA grid (EUR), Colombian forwarder's house AWB Bogotá -> Miami for cut flowers with Spanish / English captions and decimal commas. */
import { Pen4, awb, party, place, us, eu, round, sum, small, stamp, barcode, d5, d7, d10, nitDv, type Doc } from './lib10.ts';

/** 5. Cargolux-style MAWB: A4 Helvetica, the classic IATA box grid with tiny captions, two-leg routing on CV, one rate line above the 5,000 kg break (chargeable > gross), other charges with A/C suffixes, prepaid column filled. */
export function cargoluxMawb(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 24, R = 571, M = 298;
  const no = awb('172', '4418273');
  const shipper = party('SAARMED MEDIZINTECHNIK GMBH', ['Industriestrasse 44', '66117 Saarbrücken, Germany'], { phone: '+49 681 944 1827' });
  const consignee = party('KILIMANI HEALTHCARE SUPPLIES LTD', ['Mombasa Road, Godown 18, Embakasi', 'Nairobi 00501, Kenya'], { taxId: 'P051441827K', phone: '+254 20 441 8270' });
  const pcs = 12, gw = 4862.0, cw = 5000.0, rate = 2.85, wc = round(cw * rate);
  const oc: Array<[string, number]> = [['AWC', 35], ['MYC', round(cw * 0.95)], ['SCC', round(cw * 0.15)], ['CHA', 60]];
  const dueC = sum(oc.filter((o) => o[0].endsWith('C')).map((o) => o[1])), dueA = sum(oc.filter((o) => o[0].endsWith('A')).map((o) => o[1]));
  const tp = round(wc + dueC + dueA);
  const B = (x: number, y: number, w: number, h: number, cap: string, v: string[], s = 8, b = false) => { pen.box(x, y, w, h, 0.5); pen.t(x + 2, y + 6.5, cap, 5.2); pen.ml(x + 4, y + 15.5, v, s, s + 1.8, b); };
  pen.t(X, 30, `172  LUX  ${no.slice(4)}`, 11, true); pen.r(R, 30, no, 11, true);
  B(X, 36, 180, 54, "Shipper's Name and Address", [shipper.name, 'Industriestrasse 44', '66117 Saarbrücken, Germany', `Tel ${shipper.phone}`], 7.6);
  B(X + 180, 36, M - X - 180, 54, "Shipper's Account Number", ['DE 4418270'], 7.6);
  pen.t(M + 6, 46, 'Not Negotiable', 7, true); pen.t(M + 6, 60, 'Air Waybill', 12, true);
  pen.t(M + 6, 72, 'issued by', 7); pen.t(M + 50, 72, 'CARGOLUX AIRLINES INTERNATIONAL S.A.', 8, true);
  pen.t(M + 6, 82, 'Luxembourg Airport, L-2990 Luxembourg', 6.6);
  B(X, 90, 180, 54, "Consignee's Name and Address", [consignee.name, 'Mombasa Road, Godown 18, Embakasi', 'Nairobi 00501, Kenya', `PIN ${consignee.taxId}  Tel ${consignee.phone}`], 7.2);
  B(X + 180, 90, M - X - 180, 54, "Consignee's Account Number", [''], 7.6);
  small(pen, M + 4, 96, R - M - 8, 'Copies 1, 2 and 3 of this Air Waybill are originals and have the same validity. It is agreed that the goods described herein are accepted in apparent good order and condition (except as noted) for carriage SUBJECT TO THE CONDITIONS OF CONTRACT ON THE REVERSE HEREOF.', 5, 6);
  B(X, 144, M - X, 36, "Issuing Carrier's Agent Name and City", ['EUROHUB FORWARDING S.A.R.L.', 'LUXEMBOURG'], 7.8);
  B(M, 144, R - M, 36, 'Accounting Information', ['FREIGHT PREPAID', 'SHIPPER REF SMT-26-1183'], 7.6);
  B(X, 180, (M - X) / 2, 24, "Agent's IATA Code", ['10-4 7418/0011'], 8); B(X + (M - X) / 2, 180, (M - X) / 2, 24, 'Account No.', ['EHF-LUX-0441'], 8);
  B(M, 180, R - M, 24, 'Reference Number / Optional Shipping Information', ['SMT-26-1183'], 7.6);
  B(X, 204, M - X, 24, 'Airport of Departure (Addr. of First Carrier) and Requested Routing', ['LUXEMBOURG (LUX)'], 8);
  const rx = [X, X + 30, X + 110, X + 140, X + 170, X + 200, X + 230, M];
  [['to', 'BAH'], ['By First Carrier', 'CV'], ['to', 'NBO'], ['by', 'CV'], ['to', ''], ['by', '']].forEach(([c, v], i) => B(rx[i], 228, rx[i + 1] - rx[i], 24, c, [v], 8.4, true));
  B(rx[6], 228, M - rx[6], 24, '', [''], 8);
  const cur: Array<[string, string, number]> = [['Currency', 'EUR', 34], ['CHGS Code', 'PP', 34], ['PPD', 'X', 22], ['COLL', '', 22], ['PPD', 'X', 22], ['COLL', '', 22], ['Decl. Value Carriage', 'NVD', 58], ['Decl. Value Customs', 'NCV', R - M - 214]];
  let ux = M;
  cur.forEach(([c, v, w]) => { B(ux, 204, w, 24, c, [v], 8); ux += w; });
  pen.t(M + 70, 202, 'WT/VAL', 4.6); pen.t(M + 114, 202, 'Other', 4.6);
  B(M, 228, R - M, 24, 'Amount of Insurance', ['XXX'], 8);
  B(X, 252, 134, 24, 'Airport of Destination', ['NAIROBI (NBO)'], 8, true);
  B(X + 134, 252, 70, 24, 'Requested Flight/Date', [`CV7421/${d5.dMON('2026-11-24')}`], 7.6); B(X + 204, 252, M - X - 204, 24, 'Flight/Date', [`CV7422/${d5.dMON('2026-11-25')}`], 7.6);
  B(M, 252, R - M, 24, 'SCI', ['X'], 8);
  B(X, 276, R - X, 34, 'Handling Information', ['MEDICAL EQUIPMENT - KEEP UPRIGHT - DO NOT STACK. ELI PI 967 SECTION II (LITHIUM ION BATTERIES CONTAINED IN EQUIPMENT).'], 7.6);
  let y = 310;
  const cx = [X, X + 40, X + 100, X + 116, X + 150, X + 196, X + 256, X + 312, X + 380, R];
  pen.box(X, y, R - X, 190, 0.5);
  const hdr = [['No. of', 'Pieces', 'RCP'], ['Gross', 'Weight'], ['kg', 'lb'], ['Rate', 'Class'], ['Commodity', 'Item No.'], ['Chargeable', 'Weight'], ['Rate /', 'Charge'], ['Total'], ['Nature and Quantity of Goods', '(incl. Dimensions or Volume)']];
  hdr.forEach((h, i) => pen.ml(cx[i] + 2, y + 8, h, 5.6, 6.8, true));
  pen.hl(X, R, y + 28, 0.4); cx.slice(1, -1).forEach((x) => pen.vl(x, y, y + 190, 0.3));
  y += 42;
  [String(pcs), us(gw, 1), 'K', 'Q', '', us(cw, 1), us(rate), us(wc)].forEach((v, i) => pen.t(cx[i] + 3, y, v, 8.4));
  pen.ml(cx[8] + 3, y, ['MEDICAL IMAGING AND', 'PATIENT MONITORING', 'EQUIPMENT', '12 PALLETS', 'DIMS (CM):', '6 @ 120X100X160', '4 @ 120X80X150', '2 @ 240X120X180', 'VOL 28.596 M3'], 7.4, 9.2);
  pen.t(cx[1] + 3, y + 14, '(5000 K MIN. BREAK)', 5.8);
  pen.hl(X, R, y + 128, 0.3);
  pen.t(X + 3, y + 140, String(pcs), 8.4, true); pen.t(cx[1] + 3, y + 140, us(gw, 1), 8.4, true); pen.t(cx[7] + 3, y + 140, us(wc), 8.4, true);
  y = 500;
  const sx = [X, X + 90, X + 180];
  const S: Array<[string, string]> = [['Weight Charge', us(wc)], ['Valuation Charge', ''], ['Tax', ''], ['Total Other Charges Due Agent', us(dueA)], ['Total Other Charges Due Carrier', us(dueC)], ['', ''], ['Total Prepaid', us(tp)], ['Currency Conversion Rates', '']];
  pen.t(sx[0] + 20, y + 8, 'Prepaid', 6.4, true); pen.t(sx[1] + 20, y + 8, 'Collect', 6.4, true);
  S.forEach(([c, v], i) => { const yy = y + 12 + i * 24; pen.box(sx[0], yy, 180, 24, 0.4); pen.vl(sx[1], yy, yy + 24, 0.3); pen.c(sx[1], yy + 7, c, 5.4); if (v) pen.t(sx[0] + 6, yy + 18, v, 8.4, c === 'Total Prepaid'); });
  B(X + 180, y, R - X - 180, 70, 'Other Charges', oc.map(([c, a]) => `${c}  ${us(a)}`), 8.4);
  small(pen, X + 184, y + 76, R - X - 190, 'Shipper certifies that the particulars on the face hereof are correct and that insofar as any part of the consignment contains dangerous goods, such part is properly described by name and is in proper condition for carriage by air according to the applicable Dangerous Goods Regulations.', 5.6, 6.8);
  pen.t(X + 184, y + 120, 'SAARMED MEDIZINTECHNIK GMBH / P. KLEIN', 7.8); pen.hl(X + 184, R, y + 124, 0.3); pen.c((X + 184 + R) / 2, y + 131, 'Signature of Shipper or its Agent', 5.4);
  pen.t(X + 184, y + 158, `${d5.dMONYYYY('2026-11-23')}`, 8.4); pen.t(X + 280, y + 158, 'LUXEMBOURG', 8.4); pen.t(X + 370, y + 158, 'EUROHUB FORWARDING / M. WEBER', 7.6);
  pen.hl(X + 184, R, y + 162, 0.3);
  pen.t(X + 184, y + 169, 'Executed on (date)', 5.4); pen.t(X + 280, y + 169, 'at (place)', 5.4); pen.t(X + 370, y + 169, 'Signature of Issuing Carrier or its Agent', 5.4);
  pen.t(X, y + 216, 'ORIGINAL 3 (FOR SHIPPER)', 8, true); pen.r(R, y + 216, no, 11, true);
  barcode(pen, X, y + 226, 200, 16, '17244182733');
  pen.t(X + 220, y + 238, 'Cargolux Airlines International S.A.  -  R.C.S. Luxembourg B 8916  -  EORI LU0000441827', 6.2);
  return {
    id: 's10-cargolux-mawb', type: 'air_waybill',
    notes: 'Cargolux-style master AWB Luxembourg-Bahrain-Nairobi on A4 Helvetica in the classic IATA box grid with 5-pt captions: prefix / origin / serial on top and the dashed number on the right, shipper account number box, Kenyan consignee with a KRA PIN, two-leg routing "to BAH by CV / to NBO by CV" in small cells, EUR PP with X marks under WT/VAL and Other, NVD / NCV / XXX, requested and second flight "CV7421/24NOV", one rate line class Q with chargeable 5,000 kg above the 4,862 kg gross ("5000 K MIN. BREAK"), dimensions and volume in the goods column, other charges with A/C suffix (AWC, MYC, SCC, CHA) and due-agent / due-carrier totals, execution "23 NOV 2026 LUXEMBOURG", EORI and R.C.S. decoys.',
    pdf: pen.finish(),
    truth: {
      airWaybillNumber: no, isHouse: false, masterAirWaybillNumber: null, shipper, consignee,
      issuingCarrierAgent: { name: 'EUROHUB FORWARDING S.A.R.L.', iataCode: '10-4 7418/0011', city: 'LUXEMBOURG' },
      airportOfDeparture: place('LUXEMBOURG', null, 'LU', 'LUX'), airportOfDestination: place('NAIROBI', null, 'KE', 'NBO'),
      routing: [{ to: 'BAH', carrier: 'CV' }, { to: 'NBO', carrier: 'CV' }], flights: [{ flightNumber: 'CV7421', date: '2026-11-24' }, { flightNumber: 'CV7422', date: '2026-11-25' }],
      pieces: pcs, grossWeight: { value: gw, unit: 'kg' }, chargeableWeight: { value: cw, unit: 'kg' }, rateClass: 'Q', rate, totalCharge: wc,
      currency: 'EUR', chargesCode: 'PP', declaredValueForCarriage: null, declaredValueForCustoms: null, insuranceAmount: null,
      otherCharges: oc.map(([code, amount]) => ({ code, amount })), totalPrepaid: tp, totalCollect: null,
      natureAndQuantityOfGoods: 'MEDICAL IMAGING AND PATIENT MONITORING EQUIPMENT 12 PALLETS',
      handlingInformation: 'MEDICAL EQUIPMENT - KEEP UPRIGHT - DO NOT STACK. ELI PI 967 SECTION II (LITHIUM ION BATTERIES CONTAINED IN EQUIPMENT).',
      executionDate: '2026-11-23', placeOfExecution: 'LUXEMBOURG',
    },
  };
}

/** 6. Colombian forwarder's house AWB ("Guía Aérea Hija") Bogotá -> Miami for cut flowers: Letter, Times, Spanish captions with English below in grey, NIT with check digit, half / quarter boxes, weights with decimal comma, master on Avianca Cargo (729). */
export function coFlowerHawb(): Doc {
  const pen = new Pen4('Times', 'Letter');
  const X = 34, R = 578, M = 306;
  const hawb = 'BOG-MIA 0441827', mawb = awb('729', '4418274');
  const nit = '900441827';
  const shipper = party('FLORES DE LA SABANA S.A.S.', ['Vereda Canelón, Km 2 vía Cajicá - Zipaquirá', 'Cajicá, Cundinamarca, Colombia'], { taxId: `${nit}-${nitDv(nit)}`, phone: '+57 601 866 4418' });
  const consignee = party('SUNSHINE BLOOMS WHOLESALE LLC', ['8750 NW 36th Street, Suite 210', 'Doral, FL 33178, USA'], { phone: '+1 305 555 0127', email: 'receiving@sunshineblooms.com' });
  const pcs = 186, gw = 2486.5, cw = 3104.0, rate = 1.18, wc = round(cw * rate);
  const oc: Array<[string, number, string]> = [['FSC', round(cw * 0.42), 'Recargo combustible / Fuel surcharge'], ['SCC', round(cw * 0.1), 'Seguridad / Security'], ['CCF', 95, 'Cadena de frío / Cold chain'], ['AWB', 30, 'Emisión guía / AWB fee'], ['ICA', 42.5, 'Certificado fitosanitario ICA']];
  const ot = sum(oc.map((o) => o[1])), tp = round(wc + ot);
  const C = (x: number, y: number, w: number, h: number, es: string, en: string, v: string[], s = 9, b = false) => { pen.box(x, y, w, h, 0.5); pen.t(x + 3, y + 8, es, 6.6, true); pen.gray(x + 3, y + 15, en, 5.6, 0.45); pen.ml(x + 6, y + 26, v, s, s + 2, b); };
  pen.t(X, 42, 'ANDES CARGO LOGISTICS S.A.S.', 15, true);
  pen.t(X, 54, `Agente de carga internacional - NIT 901.118.274-${nitDv('901118274')} - Av. El Dorado No. 103-22, Bogotá D.C.`, 7.6);
  pen.r(R, 38, 'GUÍA AÉREA HIJA', 14, true); pen.r(R, 50, 'HOUSE AIR WAYBILL - NO NEGOCIABLE / NOT NEGOTIABLE', 7.2);
  pen.hl(X, R, 60, 1.2);
  let y = 66;
  C(X, y, M - X, 36, 'Número guía hija', 'House AWB number', [hawb], 11, true); C(M, y, R - M, 36, 'Guía master / Aerolínea', 'Master AWB / Airline', [`${mawb}  AVIANCA CARGO`], 11, true); y += 36;
  C(X, y, M - X, 72, 'Remitente', 'Shipper', [shipper.name, 'Vereda Canelón, Km 2 vía Cajicá - Zipaquirá', 'Cajicá, Cundinamarca, Colombia', `NIT ${nit.replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3')}-${nitDv(nit)}  Tel ${shipper.phone}`], 8.4);
  C(M, y, R - M, 72, 'Consignatario', 'Consignee', [consignee.name, '8750 NW 36th Street, Suite 210', 'Doral, FL 33178, USA', `Tel ${consignee.phone}  ${consignee.email}`], 8.4); y += 72;
  C(X, y, M - X, 40, 'Agente emisor, ciudad', "Issuing carrier's agent, city", ['ANDES CARGO LOGISTICS S.A.S. - BOGOTÁ'], 8.4); C(M, y, (R - M) / 2, 40, 'Código IATA agente', 'Agent IATA code', ['76-1 0441/0019'], 8.6); C(M + (R - M) / 2, y, (R - M) / 2, 40, 'Moneda / Cargos', 'Currency / Charges', ['USD  -  PP'], 8.6, true); y += 40;
  const w4 = (R - X) / 4;
  C(X, y, w4, 40, 'Aeropuerto de salida', 'Airport of departure', ['BOGOTÁ (BOG)'], 8.6); C(X + w4, y, w4, 40, 'Ruta / Transportador', 'Routing / Carrier', ['MIA  -  AV'], 8.6);
  C(X + 2 * w4, y, w4, 40, 'Aeropuerto de destino', 'Airport of destination', ['MIAMI (MIA)'], 8.6); C(X + 3 * w4, y, w4, 40, 'Vuelo / Fecha', 'Flight / Date', [`AV6408 / ${d10.esMon('2026-11-27')}`], 8.6); y += 40;
  C(X, y, w4, 40, 'Valor declarado transporte', 'Declared value for carriage', ['N.V.D.'], 8.6); C(X + w4, y, w4, 40, 'Valor declarado aduana', 'Declared value for customs', ['USD 18.640,00'], 8.6);
  C(X + 2 * w4, y, w4, 40, 'Valor seguro', 'Amount of insurance', ['NIL'], 8.6); C(X + 3 * w4, y, w4, 40, 'Temperatura', 'Temperature', ['+1 °C A +4 °C'], 8.6); y += 46;
  const cx = [X, X + 50, X + 120, X + 160, X + 230, X + 290, X + 360, R];
  pen.fill(X, y, R - X, 22, 0.88); pen.box(X, y, R - X, 22, 0.5);
  [['Piezas', 'Pieces'], ['Peso bruto kg', 'Gross weight'], ['Clase', 'Class'], ['Peso cobrable', 'Chargeable wt'], ['Tarifa', 'Rate'], ['Total', 'Total'], ['Naturaleza y cantidad de la mercancía', 'Nature and quantity of goods']].forEach(([a, b], i) => { pen.t(cx[i] + 3, y + 9, a, 6.8, true); pen.gray(cx[i] + 3, y + 18, b, 5.8, 0.45); });
  y += 36;
  [String(pcs), eu(gw, 1), 'Q', eu(cw, 1), eu(rate), eu(wc)].forEach((v, i) => pen.t(cx[i] + 3, y, v, 9.4));
  pen.ml(cx[6] + 3, y, ['FLORES FRESCAS CORTADAS:', 'ROSAS Y CLAVELES', '/ FRESH CUT ROSES AND CARNATIONS', '186 CAJAS (124 HB + 62 QB)', 'VOL. 18,624 M3', 'PARTIDA 0603.11 / 0603.12'], 8.2, 10);
  pen.t(X + 3, y + 16, 'Peso volumétrico / volumetric 3.104,0 kg (18,624 m3 x 166,67)', 7.4);
  y += 70; pen.hl(X, R, y, 0.5);
  pen.t(X + 3, y + 12, 'Información de manejo / Handling information:', 7.8, true);
  pen.t(X + 3, y + 24, 'PERECEDERO - MANTENER REFRIGERADO. CERTIFICADO FITOSANITARIO ICA 2026-441827 ADJUNTO.', 8.6);
  y += 34; pen.hl(X, R, y, 0.5);
  pen.t(X + 3, y + 12, 'Otros cargos / Other charges', 7.8, true);
  oc.forEach(([c, a, de], i) => { pen.t(X + 6, y + 26 + i * 12, c, 8.6, true); pen.t(X + 40, y + 26 + i * 12, de, 7.8); pen.r(X + 250, y + 26 + i * 12, eu(a), 8.6); });
  const T: Array<[string, string, boolean]> = [['Cargo por peso / Weight charge', eu(wc), false], ['Otros cargos / Other charges', eu(ot), false], ['TOTAL PREPAGADO / TOTAL PREPAID USD', eu(tp), true], ['Total al cobro / Total collect', '', false]];
  T.forEach(([l, v, b], i) => { pen.t(M + 10, y + 26 + i * 13, l, 8.2, b); pen.r(R - 6, y + 26 + i * 13, v, 9, b); });
  y += 94; pen.hl(X, R, y, 0.5);
  small(pen, X, y + 10, R - X, 'El remitente certifica que los datos consignados son correctos. Mercancía recibida en aparente buen estado para su transporte bajo las condiciones del agente de carga y, para el trayecto aéreo, del transportador que emite la guía master. / The shipper certifies that the particulars are correct. Carriage subject to the Montreal Convention 1999.', 6.6, 8);
  y += 40;
  pen.t(X, y + 8, `Expedida en BOGOTÁ el ${d7.es('2026-11-26')}`, 9.4, true);
  pen.gray(X, y + 19, 'Executed at / on', 6.2);
  pen.t(M + 20, y + 8, 'Firma agente / Agent signature: ____________________', 8);
  stamp(pen, M + 150, y + 44, ['ANDES CARGO LOGISTICS', 'BOGOTÁ - IATA 76-1 0441'], 6, 7, 0.45);
  pen.t(X, 760, 'DEX / Declaración de exportación 6041441827105   -   Reserva AV-BOG-26-11-7702', 6.8); pen.r(R, 760, 'Original 3 - Remitente / Shipper', 6.8);
  return {
    id: 's10-co-flower-hawb', type: 'air_waybill',
    notes: 'Colombian forwarder\'s house AWB ("Guía aérea hija") Bogotá-Miami for cut flowers on Letter Times over an Avianca Cargo (729) master: Spanish bold captions with grey English below in ruled boxes, shipper NIT with its check digit ("900.441.827-x"), routing "MIA - AV", flight "AV6408 / 27-NOV-2026", declared customs value in USD with a decimal comma, temperature cell, pieces as 124 HB + 62 QB boxes, gross / chargeable / rate / total all with decimal commas (2.486,5), volumetric weight line, five other charges each with a Spanish / English description, total prepaid, execution date as a Spanish long date, DEX export declaration and booking decoys.',
    pdf: pen.finish(),
    truth: {
      airWaybillNumber: hawb, isHouse: true, masterAirWaybillNumber: mawb, shipper, consignee,
      issuingCarrierAgent: { name: 'ANDES CARGO LOGISTICS S.A.S.', iataCode: '76-1 0441/0019', city: 'BOGOTÁ' },
      airportOfDeparture: place('BOGOTÁ', null, 'CO', 'BOG'), airportOfDestination: place('MIAMI', null, 'US', 'MIA'),
      routing: [{ to: 'MIA', carrier: 'AV' }], flights: [{ flightNumber: 'AV6408', date: '2026-11-27' }],
      pieces: pcs, grossWeight: { value: gw, unit: 'kg' }, chargeableWeight: { value: cw, unit: 'kg' }, rateClass: 'Q', rate, totalCharge: wc,
      currency: 'USD', chargesCode: 'PP', declaredValueForCarriage: null, declaredValueForCustoms: 18640, insuranceAmount: null,
      otherCharges: oc.map(([code, amount]) => ({ code, amount })), totalPrepaid: tp, totalCollect: null,
      natureAndQuantityOfGoods: 'FLORES FRESCAS CORTADAS: ROSAS Y CLAVELES / FRESH CUT ROSES AND CARNATIONS 186 CAJAS (124 HB + 62 QB)',
      handlingInformation: 'PERECEDERO - MANTENER REFRIGERADO. CERTIFICADO FITOSANITARIO ICA 2026-441827 ADJUNTO.',
      executionDate: '2026-11-26', placeOfExecution: 'BOGOTÁ',
    },
  };
}
