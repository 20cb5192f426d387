/** Set 12, air: Air Canada Cargo-style master AWB Halifax -> Toronto -> Seoul Incheon for live lobsters (Letter, CAD prepaid), Finnish forwarder's house AWB Vantaa -> Chicago over a Finnair master (A4 Times, Finnish / English captions above the values, USD collect, space thousands). */
import { Pen4, awb, party, place, us, nok, round, sum, wrap, small, stamp, barcode, capAbove, d5, d7, krBrn, luhn, fiYt, type Doc } from './lib12.ts';

/** 5. AC-style MAWB: Letter Helvetica IATA box grid, number top left as "014 YHZ 4418 2703" and dashed bottom right, CAD PP with the X marks, NVD / customs value, SPH codes, one Q rate line, seven other charges with C / A suffix split into due-carrier and due-agent totals, CFIA certificate in the handling box, execution "03 DEC 2026 HALIFAX, NS". */
export function acMawb(): Doc {
  const pen = new Pen4('Helvetica', 'Letter');
  const X = 28, R = 584, M = 306;
  const no = awb('014', '4418270'), ser = no.slice(4);
  const bn = `${luhn('12441827')}RM0001`;
  const shipper = party('ATLANTIC SHELLFISH EXPORTERS LTD.', ['112 Marginal Road', 'Halifax, NS B3H 4P7, Canada'], { phone: '+1 902 555 0418' });
  const brn = krBrn('120864418');
  const consignee = party('HAEYANG SEAFOOD TRADING CO., LTD.', ['312, Olympic-ro, Songpa-gu', 'Seoul 05551, Republic of Korea'], { taxId: brn, phone: '+82 2 404 4182' });
  const pcs = 240, gw = 5376.0, cw = 5376.0, rate = 4.85, wc = round(cw * rate), dv = 98400;
  const oc: Array<[string, number]> = [['MYC', round(cw * 0.62)], ['SCC', round(cw * 0.17)], ['AWC', 35], ['LAC', 150], ['PUA', 180], ['CHA', 95], ['SOA', 120]];
  const dueC = sum(oc.filter((o) => o[0].endsWith('C')).map((o) => o[1])), dueA = sum(oc.filter((o) => o[0].endsWith('A')).map((o) => o[1]));
  const tp = round(wc + dueC + dueA);
  const B = (x: number, y: number, w: number, h: number, cap: string, v: string[], s = 8, b = false) => { pen.box(x, y, w, h, 0.5); pen.t(x + 2.5, y + 6.6, cap, 5.4); pen.ml(x + 4, y + 16, v, s, s + 1.8, b); };
  pen.t(X, 32, `014   YHZ   ${ser.slice(0, 4)} ${ser.slice(4)}`, 12, true);
  B(X, 38, 188, 56, "Shipper's Name and Address", [shipper.name, '112 Marginal Road', 'Halifax, NS B3H 4P7, Canada', `Tel ${shipper.phone}`], 7.4);
  B(X + 188, 38, M - X - 188, 56, "Shipper's Account Number", [`BN ${bn}`], 6.8);
  pen.t(M + 8, 50, 'Not Negotiable', 7.4, true); pen.t(M + 8, 66, 'Air Waybill', 14, true);
  pen.t(M + 8, 78, 'issued by', 6.4); pen.t(M + 40, 78, 'AIR CANADA CARGO', 10, true); pen.t(M + 8, 88, '7373 Côte-Vertu Blvd West, Saint-Laurent, QC H4S 1Z3, Canada', 6.4);
  B(X, 94, 188, 58, "Consignee's Name and Address", [consignee.name, '312, Olympic-ro, Songpa-gu', 'Seoul 05551, Republic of Korea', `BRN ${brn}  Tel ${consignee.phone}`], 7.2);
  B(X + 188, 94, M - X - 188, 58, "Consignee's Account Number", ['HSTC-ICN-07'], 7.2);
  small(pen, M + 4, 100, R - M - 8, 'Copies 1, 2 and 3 of this Air Waybill are originals and have the same validity. It is agreed that the goods described herein are accepted in apparent good order and condition (except as noted) for carriage SUBJECT TO THE CONDITIONS OF CONTRACT ON THE REVERSE HEREOF.', 5.2, 6.3);
  B(M, 126, R - M, 26, 'Accounting Information', ['FREIGHT PREPAID - SHIPPER ACCOUNT ASE-YHZ-0044'], 7.4);
  B(X, 152, M - X, 36, "Issuing Carrier's Agent Name and City", ['MARITIME AIR FREIGHT SERVICES INC.', 'ENFIELD, NS'], 7.8);
  B(M, 152, R - M, 36, 'Reference Number / Optional Shipping Information', ['ASE INV 26-1203-07   /   CFIA CERT CA-NS-26-044182'], 7.2);
  B(X, 188, (M - X) / 2, 24, "Agent's IATA Code", ['62-4 4182/0011'], 8); B(X + (M - X) / 2, 188, (M - X) / 2, 24, 'Account No.', ['MAFS-0418'], 8);
  const cur: Array<[string, string, number]> = [['Currency', 'CAD', 36], ['CHGS Code', 'PP', 34], ['PPD', 'X', 22], ['COLL', '', 22], ['PPD', 'X', 22], ['COLL', '', 22], ['Decl. Value for Carriage', 'NVD', 66], ['Decl. Value for Customs', us(dv), R - M - 224]];
  let ux = M;
  cur.forEach(([c, v, w]) => { B(ux, 188, w, 24, c, [v], 8); ux += w; });
  B(X, 212, M - X, 24, 'Airport of Departure (Addr. of First Carrier) and Requested Routing', ['HALIFAX STANFIELD INTL (YHZ)'], 8);
  B(M, 212, 110, 24, 'Amount of Insurance', ['XXX'], 8); B(M + 110, 212, R - M - 110, 24, 'Requested Flight/Date', ['AC617/03  AC063/04'], 7.6);
  const rx = [X, X + 34, X + 120, X + 154, X + 188, X + 222, X + 254, M];
  [['to', 'YYZ'], ['By First Carrier', 'AC'], ['to', 'ICN'], ['by', 'AC'], ['to', ''], ['by', '']].forEach(([c, v], i) => B(rx[i], 236, rx[i + 1] - rx[i], 24, c, [v], 8.4, true));
  B(rx[6], 236, M - rx[6], 24, '', [''], 8);
  B(M, 236, (R - M) / 2, 24, 'Flight/Date', [`AC617/${d5.dMON('2026-12-03')}`], 8.2); B(M + (R - M) / 2, 236, (R - M) / 2, 24, 'Flight/Date', [`AC063/${d5.dMON('2026-12-04')}`], 8.2);
  B(X, 260, 170, 24, 'Airport of Destination', ['SEOUL INCHEON (ICN)'], 8.4, true);
  B(X + 170, 260, M - X - 170, 24, 'Special Handling Codes', ['PES  PER  COL'], 8);
  B(M, 260, R - M, 24, 'SCI', [''], 8);
  B(X, 284, R - X, 34, 'Handling Information', wrap(pen, 'LIVE LOBSTERS - PERISHABLE - KEEP COOL +2 TO +6 C - DO NOT FREEZE - KEEP AWAY FROM SUN AND HEAT. CFIA HEALTH CERTIFICATE ATTACHED. NOTIFY CONSIGNEE IMMEDIATELY ON ARRIVAL.', R - X - 10, 7.2), 7.2);
  let y = 318;
  const cx = [X, X + 40, X + 100, X + 116, X + 142, X + 188, X + 244, X + 290, X + 366, R];
  pen.box(X, y, R - X, 150, 0.5);
  [['No. of', 'Pieces', 'RCP'], ['Gross', 'Weight'], ['kg', 'lb'], ['Rate', 'Class'], ['Commodity', 'Item No.'], ['Chargeable', 'Weight'], ['Rate', '/ Charge'], ['Total'], ['Nature and Quantity of Goods', '(incl. Dimensions or Volume)']].forEach((h, i) => pen.ml(cx[i] + 2, y + 8, h, 5.6, 6.8, true));
  pen.hl(X, R, y + 28, 0.4); cx.slice(1, -1).forEach((x) => pen.vl(x, y, y + 150, 0.3));
  y += 44;
  [String(pcs), us(gw, 1), 'K', 'Q', '', us(cw, 1), us(rate), us(wc)].forEach((v, j) => pen.t(cx[j] + 3, y, v, 8.4));
  pen.ml(cx[8] + 3, y, ['LIVE LOBSTERS', '(HOMARUS AMERICANUS)', '240 POLYSTYRENE BOXES', 'ON 12 PMC PALLETS', 'DIMS 240 @ 60X40X40 CM', 'VOL 23.04 M3'], 7.4, 9.4);
  y = 452; pen.hl(X, cx[8], y - 10, 0.3);
  pen.t(X + 3, y, String(pcs), 8.4, true); pen.t(cx[1] + 3, y, us(gw, 1), 8.4, true); pen.t(cx[7] + 3, y, us(wc), 8.4, true);
  y = 470;
  const S: Array<[string, string, string]> = [['Weight Charge', us(wc), ''], ['Valuation Charge', '', ''], ['Tax', '', ''], ['Total Other Charges Due Agent', us(dueA), ''], ['Total Other Charges Due Carrier', us(dueC), ''], ['', '', ''], ['Total Prepaid', us(tp), ''], ['Total Collect', '', '']];
  pen.t(X + 28, y + 8, 'Prepaid', 6.4, true); pen.t(X + 118, y + 8, 'Collect', 6.4, true);
  S.forEach(([c, p], i) => { const yy = y + 12 + i * 21; pen.box(X, yy, 184, 21, 0.4); pen.vl(X + 92, yy, yy + 21, 0.3); pen.c(X + 92, yy + 6.5, c, 5.2); if (p) pen.t(X + 6, yy + 16.5, p, 8.2, c === 'Total Prepaid'); });
  const yy = y + 12 + 8 * 21;
  pen.box(X, yy, 92, 24, 0.4); pen.t(X + 2, yy + 7, 'Currency Conversion Rates', 5.2); pen.t(X + 6, yy + 18, '1 CAD = 1,001.40 KRW', 6.8);
  pen.box(X + 92, yy, 92, 24, 0.4); pen.t(X + 94, yy + 7, 'CC Charges in Dest. Currency', 5.2);
  B(X + 184, y, R - X - 184, 58, 'Other Charges', [oc.slice(0, 4).map(([c, a]) => `${c} ${us(a)}`).join('    '), oc.slice(4).map(([c, a]) => `${c} ${us(a)}`).join('    ')], 8.2);
  small(pen, X + 188, y + 68, R - X - 194, 'Shipper certifies that the particulars on the face hereof are correct and that insofar as any part of the consignment contains dangerous goods, such part is properly described by name and is in proper condition for carriage by air according to the applicable Dangerous Goods Regulations. Live animals: shipment complies with the IATA Live Animals Regulations (container requirement 51).', 5.6, 6.8);
  pen.t(X + 188, y + 112, 'ATLANTIC SHELLFISH EXPORTERS / D. MACISAAC', 7.8); pen.hl(X + 188, R, y + 116, 0.3); pen.c((X + 188 + R) / 2, y + 123, 'Signature of Shipper or his Agent', 5.4);
  pen.t(X + 188, y + 152, '03 DEC 2026', 8.4); pen.t(X + 262, y + 152, 'HALIFAX, NS', 8.4); pen.t(X + 360, y + 152, 'MARITIME AIR FREIGHT / J. LEBLANC', 7.4);
  pen.hl(X + 188, R, y + 156, 0.3);
  pen.t(X + 188, y + 163, 'Executed on (date)', 5.4); pen.t(X + 262, y + 163, 'at (place)', 5.4); pen.t(X + 360, y + 163, 'Signature of Issuing Carrier or its Agent', 5.4);
  stamp(pen, X + 460, y + 200, ['AIR CANADA CARGO', 'YHZ ACCEPTANCE'], 6, 7.4, 0.45);
  pen.t(X, 760, 'ORIGINAL 3 (FOR SHIPPER)', 8, true); pen.r(R, 760, no, 12, true);
  barcode(pen, X + 200, 748, 170, 16, '01444182704');
  return {
    id: 's12-ac-mawb', type: 'air_waybill',
    notes: 'Air Canada Cargo-style master AWB Halifax-Toronto-Seoul Incheon for live lobsters on Letter Helvetica in the IATA box grid: number spaced on top ("014 YHZ 4418 2703") and dashed at the bottom right, shipper BN in the account box, Korean consignee with a business registration number (check digit), agent with IATA code and city, CAD / PP with X marks under PPD, NVD and a customs value with comma thousands, insurance XXX, a requested-flight box (AC617/03 AC063/04) beside two flight/date boxes (03DEC / 04DEC), SPH codes PES PER COL, perishable handling text with a CFIA certificate, one rate line (class Q, chargeable = gross) with dimensions and volume in the goods column, seven other charges on two lines (MYC, SCC, AWC, LAC due carrier; PUA, CHA, SOA due agent), prepaid column totals, CAD-KRW conversion as decoy, execution "03 DEC 2026 HALIFAX, NS".',
    pdf: pen.finish(),
    truth: {
      airWaybillNumber: no, isHouse: false, masterAirWaybillNumber: null, shipper, consignee,
      issuingCarrierAgent: { name: 'MARITIME AIR FREIGHT SERVICES INC.', iataCode: '62-4 4182/0011', city: 'ENFIELD, NS' },
      airportOfDeparture: place('HALIFAX STANFIELD INTL', null, 'CA', 'YHZ'), airportOfDestination: place('SEOUL INCHEON', null, 'KR', 'ICN'),
      routing: [{ to: 'YYZ', carrier: 'AC' }, { to: 'ICN', carrier: 'AC' }], flights: [{ flightNumber: 'AC617', date: '2026-12-03' }, { flightNumber: 'AC063', date: '2026-12-04' }],
      pieces: pcs, grossWeight: { value: gw, unit: 'kg' }, chargeableWeight: { value: cw, unit: 'kg' }, rateClass: 'Q', rate, totalCharge: wc,
      currency: 'CAD', chargesCode: 'PP', declaredValueForCarriage: null, declaredValueForCustoms: dv, insuranceAmount: null,
      otherCharges: oc.map(([code, amount]) => ({ code, amount })), totalPrepaid: tp, totalCollect: null,
      natureAndQuantityOfGoods: 'LIVE LOBSTERS (HOMARUS AMERICANUS) 240 POLYSTYRENE BOXES ON 12 PMC PALLETS',
      handlingInformation: 'LIVE LOBSTERS - PERISHABLE - KEEP COOL +2 TO +6 C - DO NOT FREEZE - KEEP AWAY FROM SUN AND HEAT. CFIA HEALTH CERTIFICATE ATTACHED. NOTIFY CONSIGNEE IMMEDIATELY ON ARRIVAL.',
      executionDate: '2026-12-03', placeOfExecution: 'HALIFAX, NS',
    },
  };
}

/** 6. Finnish forwarder's HAWB: A4 Times, label-above layout (grey caption bars, no boxes) with Finnish captions and English after a slash, Y-tunnus (mod 11) for forwarder and shipper, Finnair (105) master, USD charges collect, chargeable weight from volume, Finnish dates d.m.yyyy and space thousands with decimal comma. */
export function fiHawb(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 40, R = 555, M = 300;
  const hawb = 'PRH-HEL-2604418', mawb = awb('105', '5544182');
  const yt = fiYt('2441827'), syt = fiYt('0874418');
  const shipper = party('SAVOTTA FOREST MACHINES OY', ['Teollisuustie 14', '74200 Vieremä, Finland'], { taxId: syt, phone: '+358 17 744 1800' });
  const consignee = party('NORTHWOODS HARVESTER SUPPLY INC.', ['2150 Industrial Park Road', 'Rhinelander, WI 54501, USA'], { taxId: '39-4418270', phone: '+1 715 555 0187' });
  const pcs = 18, gw = 2846.5, vol = 19.8, cw = round(vol / 0.006, 1), rate = 3.12, wc = round(cw * rate);
  const oc: Array<[string, number, string]> = [['FSC', round(cw * 0.55)], ['SSC', round(cw * 0.15)], ['AWB', 45], ['EXP', 85], ['HAN', round(gw * 0.06)], ['PUP', 420], ['STR', 65]].map(([c, a]) => [c as string, a as number, ({ FSC: 'Polttoainelisä / fuel surcharge', SSC: 'Turvalisä / security surcharge', AWB: 'Rahtikirjamaksu / AWB fee', EXP: 'Vientiselvitys / export clearance', HAN: 'Terminaalikäsittely / handling', PUP: 'Nouto Vieremä / pick-up Vieremä', STR: 'Lavojen sidonta / strapping' } as Record<string, string>)[c as string]]);
  const ot = sum(oc.map((o) => o[1])), tc = round(wc + ot);
  pen.t(X, 46, 'POHJOLAN RAHTI', 18, true); pen.t(X + pen.w('POHJOLAN RAHTI ', 18, true), 46, 'OY  ·  Nordic Freight Finland', 9);
  pen.t(X, 58, `Lentäjäntie 3, 01530 Vantaa  ·  Y-tunnus ${yt}  ·  IATA 66-3 1827/0002`, 7.4);
  pen.r(R, 40, 'TALORAHTIKIRJA', 11, true); pen.r(R, 52, 'HOUSE AIR WAYBILL', 11, true); pen.r(R, 62, 'Ei siirrettävissä / Not negotiable', 6.8);
  pen.hl(X, R, 68, 1.4);
  let y = 76;
  capAbove(pen, X, y, M - X - 8, 'Talorahtikirjan nro / HAWB No.', [hawb], 11, true);
  capAbove(pen, M, y, R - M, 'Päärahtikirja / MAWB No. (FINNAIR CARGO)', [mawb], 11, true);
  y += 34;
  capAbove(pen, X, y, M - X - 8, 'Lähettäjä / Shipper', [shipper.name, 'Teollisuustie 14', '74200 Vieremä, Finland', `Y-tunnus ${syt}  ·  puh. ${shipper.phone}`], 8.6);
  capAbove(pen, M, y, R - M, 'Vastaanottaja / Consignee', [consignee.name, '2150 Industrial Park Road', 'Rhinelander, WI 54501, USA', `EIN ${consignee.taxId}  ·  tel. ${consignee.phone}`], 8.6);
  y += 62;
  capAbove(pen, X, y, M - X - 8, 'Ilmoitusosoite / Notify', ['MIDWEST AIR CUSTOMS BROKERS LLC', '1000 N. Mannheim Road, Bensenville, IL 60106'], 8.2);
  capAbove(pen, M, y, R - M, 'Rahtikirjan antaja / Issuing agent, city', ['POHJOLAN RAHTI OY', 'VANTAA'], 8.6);
  y += 40;
  const w3 = (R - X) / 3;
  capAbove(pen, X, y, w3 - 8, 'Lähtöasema / Airport of departure', ['HELSINKI-VANTAA (HEL)'], 8.6, true);
  capAbove(pen, X + w3, y, w3 - 8, 'Määräasema / Airport of destination', ['CHICAGO O\'HARE (ORD)'], 8.6, true);
  capAbove(pen, X + 2 * w3, y, w3, 'Agentin IATA-koodi / Agent IATA code', ['66-3 1827/0002'], 8.6);
  y += 30;
  capAbove(pen, X, y, w3 - 8, 'Reititys / Routing (to / by)', ['ORD  AY'], 8.6, true);
  capAbove(pen, X + w3, y, w3 - 8, 'Lento / päivä - Flight / date', [`AY0091 / ${d7.dmyShort('2026-12-04')}`], 8.6);
  capAbove(pen, X + 2 * w3, y, w3, 'Valuutta, maksuehto / Currency, charges', ['USD   CC (COLLECT)'], 8.6, true);
  y += 30;
  capAbove(pen, X, y, w3 - 8, 'Kuljetusarvo / Value for carriage', ['NVD'], 8.6);
  capAbove(pen, X + w3, y, w3 - 8, 'Tulliarvo / Value for customs', [`USD ${nok(184250)}`], 8.6);
  capAbove(pen, X + 2 * w3, y, w3, 'Vakuutus / Insurance', ['EI / NIL'], 8.6);
  y += 36;
  const cx = [X, X + 44, X + 110, X + 146, X + 214, X + 258, X + 326, R];
  pen.hl(X, R, y, 0.8);
  [['Kolleja', 'Pieces'], ['Bruttopaino', 'Gross kg'], ['Luokka', 'Class'], ['Rahditettava', 'Chargeable kg'], ['Hinta', 'Rate'], ['Yhteensä', 'Total'], ['Tavaran laatu ja määrä', 'Nature and quantity of goods']].forEach(([a, b], i) => { pen.t(cx[i] + 2, y + 10, a, 7, true); pen.gray(cx[i] + 2, y + 18, b, 6.4); });
  pen.hl(X, R, y + 22, 0.4);
  y += 36;
  [String(pcs), nok(gw, 1), 'Q', nok(cw, 1), nok(rate), nok(wc)].forEach((v, i) => pen.t(cx[i] + 2, y, v, 9));
  pen.ml(cx[6] + 2, y, ['HARVESTER HEAD SPARE PARTS', 'METSÄKONEEN VARAOSIA', '18 PALLETS / LAVAA', 'MITAT / DIMS: 18 @ 120X100X92 CM', `TILAVUUS / VOL ${nok(vol, 1)} M3`, 'HS 8436.99'], 8.2, 10);
  pen.gray(X + 2, y + 16, `Tilavuuspaino / volume weight ${nok(cw, 1)} kg (${nok(vol, 1)} m3 / 0,006)`, 7, 0.4);
  y += 70; pen.hl(X, R, y, 0.5);
  capAbove(pen, X, y + 6, R - X, 'Käsittelyohjeet / Handling information', wrap(pen, 'HYDRAULIC COMPONENTS DRAINED AND CAPPED - NOT RESTRICTED. STACKABLE MAX 2 HIGH. CALL CONSIGNEE 24 H BEFORE DELIVERY.', R - X - 8, 8.4), 8.4);
  y += 46;
  pen.t(X, y + 8, 'Muut maksut / Other charges', 8, true);
  oc.forEach(([c, a, de], i) => { pen.t(X + 4, y + 22 + i * 12, c, 8.4, true); pen.t(X + 34, y + 22 + i * 12, de, 7.6); pen.r(M - 12, y + 22 + i * 12, nok(a), 8.4); });
  const T: Array<[string, string, boolean]> = [['Painorahti / Weight charge', nok(wc), false], ['Muut maksut / Other charges', nok(ot), false], ['Ennakkoon maksettu / Total prepaid', '-', false], ['PERITÄÄN / TOTAL COLLECT USD', nok(tc), true]];
  T.forEach(([l, v, b], i) => { pen.t(M + 8, y + 22 + i * 13, l, 7.8, b); pen.r(R - 4, y + 22 + i * 13, v, 9, b); });
  y += 114; pen.hl(X, R, y, 0.5);
  small(pen, X, y + 10, R - X, 'Lähettäjä vakuuttaa, että rahtikirjan tiedot ovat oikeat eikä lähetys sisällä vaarallisia aineita. Kuljetukseen sovelletaan Pohjolan Rahti Oy:n yleisiä ehtoja (PSYM 2015) ja ilmakuljetukseen Montrealin yleissopimusta. / The shipper certifies that the particulars are correct and that the consignment contains no dangerous goods.', 7, 8.8);
  y += 48;
  pen.t(X, y, `Vantaa ${d7.dmyShort('2026-12-03')}`, 10, true); pen.gray(X, y + 11, 'Paikka ja päivä / Executed at, on', 6.6);
  pen.t(M, y, 'Allekirjoitus / Signature: ____________________', 8);
  stamp(pen, M + 150, y + 40, ['POHJOLAN RAHTI OY', 'VANTAA - HEL'], -6, 7.4, 0.45);
  barcode(pen, X, 790, 190, 14, '26044180105');
  pen.t(X, 816, 'Vientiasiakirja / export declaration MRN 26FI000000441827E5  ·  Lasku SFM-EXP-26-883', 6.8); pen.r(R, 816, 'Alkuperäinen 3 - Lähettäjä / Original 3 - Shipper', 6.8);
  return {
    id: 's12-fi-hawb', type: 'air_waybill',
    notes: 'Finnish forwarder\'s house air waybill ("Talorahtikirja / House air waybill") Helsinki-Vantaa-Chicago O\'Hare over a Finnair (105) master on A4 Times in a label-above layout: grey caption bars with Finnish captions and English after a slash, values under them without boxes, HAWB and MAWB numbers side by side, Y-tunnus (mod-11 check) for forwarder and shipper, US consignee with an EIN, a notify broker, routing "ORD AY", flight "AY0091 / 4.12.2026" (Finnish d.m.yyyy), USD CC, NVD, customs value "USD 184 250,00" and all numbers with space thousands and decimal comma, chargeable weight from volume (19,8 m3 / 0,006) above the gross, rate class Q, goods bilingual with dimensions and an HS code, seven other charges with Finnish / English descriptions, total collect, execution "Vantaa 3.12.2026", export MRN and invoice as decoys.',
    pdf: pen.finish(),
    truth: {
      airWaybillNumber: hawb, isHouse: true, masterAirWaybillNumber: mawb, shipper, consignee,
      issuingCarrierAgent: { name: 'POHJOLAN RAHTI OY', iataCode: '66-3 1827/0002', city: 'VANTAA' },
      airportOfDeparture: place('HELSINKI-VANTAA', null, 'FI', 'HEL'), airportOfDestination: place('CHICAGO O\'HARE', null, 'US', 'ORD'),
      routing: [{ to: 'ORD', carrier: 'AY' }], flights: [{ flightNumber: 'AY0091', date: '2026-12-04' }],
      pieces: pcs, grossWeight: { value: gw, unit: 'kg' }, chargeableWeight: { value: cw, unit: 'kg' }, rateClass: 'Q', rate, totalCharge: wc,
      currency: 'USD', chargesCode: 'CC', declaredValueForCarriage: null, declaredValueForCustoms: 184250, insuranceAmount: null,
      otherCharges: oc.map(([code, amount]) => ({ code, amount })), totalPrepaid: null, totalCollect: tc,
      natureAndQuantityOfGoods: 'HARVESTER HEAD SPARE PARTS METSÄKONEEN VARAOSIA 18 PALLETS / LAVAA',
      handlingInformation: 'HYDRAULIC COMPONENTS DRAINED AND CAPPED - NOT RESTRICTED. STACKABLE MAX 2 HIGH. CALL CONSIGNEE 24 H BEFORE DELIVERY.',
      executionDate: '2026-12-03', placeOfExecution: 'VANTAA',
    },
  };
}
