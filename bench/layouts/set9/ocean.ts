/** Set 9, ocean: Grimaldi-style Ro/Ro bill of lading for used vehicles Antwerp -> Lagos (no containers, VINs as marks), Samskip-style reefer sea waybill Rotterdam -> Reykjavik on landscape A4. */
import { Pen4, cont, imo, party, place, kg, m3, us, sum, wrap, small, stamp, barcode, d, d5, type Doc } from './lib9.ts';

/** 3. Grimaldi-style Ro/Ro B/L Antwerp -> Lagos (Tin Can Island): Courier, caption-left cells, "TO ORDER" with a notify bank, one goods line per vehicle with VIN and lane metres, no containers. */
export function grimaldiRoroBl(): Doc {
  const pen = new Pen4('Courier', 'A4');
  const X = 28, R = 567, M = 300;
  const no = 'GRIM ANRLOS 2611418', bk = 'ANR-B-26-44182', vsl = 'GRANDE TEMA', voy = 'GTE2647', im = imo('931188');
  const shipper = party('AUTO EXPORT VAN DAMME BV', ['Noorderlaan 147, Haven 261', '2030 Antwerpen, Belgium'], { taxId: 'BE0441827118', phone: '+32 3 541 18 27' });
  const notify = party('ADEBAYO MOTORS NIGERIA LIMITED', ['14 Apapa-Oshodi Expressway, Ijora', 'Lagos, Nigeria'], { taxId: '20441827-0001', phone: '+234 803 441 8827' });
  const V: Array<[string, string, string, number, number]> = [
    ['USED TOYOTA HILUX 2.4 D-4D DOUBLE CAB 2021, DIESEL, WHITE', '870421', 'AHTKB3CD402418827', 2105, 26.4],
    ['USED TOYOTA HILUX 2.4 D-4D DOUBLE CAB 2020, DIESEL, SILVER', '870421', 'AHTKB3CD702315540', 2105, 26.4],
    ['USED TOYOTA LAND CRUISER PRADO 2.8 D 2019, DIESEL, BLACK', '870332', 'JTEBR3FJ20K118274', 2240, 24.9],
    ['USED LEXUS RX 450H 2018, PETROL/HYBRID, GREY', '870360', 'JTJBGMCA20B044182', 2110, 23.1],
    ['USED MERCEDES-BENZ SPRINTER 316 CDI PANEL VAN 2019', '870421', 'WDB9066331S441827', 2650, 38.7],
    ['USED FORD RANGER 2.2 TDCI SINGLE CAB 2018, DIESEL, BLUE', '870421', 'WF0LMFE40JW770183', 1980, 24.2],
    ['USED HYUNDAI TUCSON 1.6 GDI 2020, PETROL, RED', '870323', 'TMAJ3815GLJ044182', 1495, 19.6],
    ['USED CATERPILLAR 432F BACKHOE LOADER 2016, S/N LBP04418 (ON MAFI)', '842951', 'CAT0432FLLBP04418', 8420, 64.8],
  ];
  const G = V.map(([de, hs, vin, w, v]) => ({ de, hs, vin, w, v }));
  const tW = sum(G.map((g) => g.w), 0), tV = sum(G.map((g) => g.v), 1);
  const C = (x: number, y: number, w: number, h: number, cap: string, v: string[], s = 8, b = false) => { pen.box(x, y, w, h, 0.5); pen.t(x + 3, y + 8, cap, 6, true); pen.ml(x + 6, y + 19, v, s, s + 2, b); };
  pen.t(M + 8, 40, 'GRIMALDI', 20, true); pen.t(M + 8, 52, 'GRIMALDI DEEP SEA S.p.A. - Via Marchese Campodisola 13, Napoli', 6.2);
  pen.t(M + 8, 72, 'BILL OF LADING FOR RO/RO CARGO', 10, true); pen.t(M + 8, 84, 'ORIGINAL  -  NEGOTIABLE', 8);
  C(X, 28, M - X, 66, 'SHIPPER', [shipper.name, 'Noorderlaan 147, Haven 261', '2030 Antwerpen, Belgium', `VAT ${shipper.taxId}  T ${shipper.phone}`], 7.6);
  C(X, 94, M - X, 36, 'CONSIGNEE', ['TO ORDER'], 9, true);
  C(M, 94, (R - M) / 2, 36, 'B/L NUMBER', [no], 8.4, true); C(M + (R - M) / 2, 94, (R - M) / 2, 36, 'BOOKING NUMBER', [bk], 8.4);
  C(X, 130, M - X, 66, 'NOTIFY PARTY', [notify.name, '14 Apapa-Oshodi Expressway, Ijora', 'Lagos, Nigeria', `TIN ${notify.taxId}  TEL ${notify.phone}`], 7.6);
  C(M, 130, R - M, 66, 'ALSO NOTIFY / AGENT AT DISCHARGE', ['GRIMALDI AGENCIES NIGERIA LTD', 'TIN CAN ISLAND PORT, LAGOS', 'NIGERIAN PORTS AUTHORITY ROTATION NO. 2611/0874'], 7.4);
  const w4 = (R - X) / 4;
  C(X, 196, w4, 30, 'VESSEL', [vsl]); C(X + w4, 196, w4, 30, 'VOYAGE', [voy]); C(X + 2 * w4, 196, w4, 30, 'IMO NUMBER', [im]); C(X + 3 * w4, 196, w4, 30, 'FLAG', ['ITALY']);
  C(X, 226, w4, 30, 'PORT OF LOADING', ['ANTWERP (BEANR)'], 7.6); C(X + w4, 226, w4, 30, 'PORT OF DISCHARGE', ['LAGOS (NGTIN)'], 7.6); C(X + 2 * w4, 226, w4, 30, 'PLACE OF DELIVERY', ['TIN CAN ISLAND'], 7.6); C(X + 3 * w4, 226, w4, 30, 'FREIGHT', ['PREPAID'], 8, true);
  let y = 262;
  const cx = [X, X + 120, X + 330, X + 380, X + 460, R];
  pen.fill(X, y, R - X, 14, 0.85);
  ['CHASSIS / VIN (MARKS)', 'DESCRIPTION OF UNITS', 'HS', 'WEIGHT KGS', 'VOLUME M3'].forEach((h, i) => (i >= 3 ? pen.r(cx[i + 1] - 4, y + 10, h, 6.6, true) : pen.t(cx[i] + 3, y + 10, h, 6.6, true)));
  y += 26;
  pen.t(cx[1] + 3, y, `${G.length} (EIGHT) UNITS RO/RO, SELF-PROPELLED / ON MAFI`, 7.4, true); y += 13;
  G.forEach((g, i) => {
    pen.t(X + 3, y, g.vin, 7.4);
    const e = pen.ml(cx[1] + 3, y, [...wrap(pen, `1 UNIT ${g.de}`, 200, 7.4), `L/M ${(i === 7 ? 7.2 : 5.1).toFixed(1)}  -  UNLADEN, KEYS ON BOARD`], 7.4, 9);
    pen.t(cx[2] + 3, y, g.hs, 7.4); pen.r(cx[4] - 4, y, us(g.w, 0), 7.6); pen.r(R - 4, y, us(g.v, 1), 7.6);
    y = e + 5;
  });
  pen.hl(cx[3], R, y - 2, 0.5);
  pen.t(cx[1] + 3, y + 8, 'TOTAL: 8 UNITS', 8, true); pen.r(cx[4] - 4, y + 8, us(tW, 0), 8, true); pen.r(R - 4, y + 8, us(tV, 1), 8, true);
  y += 20;
  pen.ml(cx[1] + 3, y, ['FORM M NO. MF20261144182 / BA NO. 0441827', 'NEPC REF. NXP 26-ANR-0441  CERT. OF ROADWORTHINESS ATTACHED', 'USED VEHICLES - NO WARRANTY AS TO CONDITION, SCRATCHES AND DENTS'], 6.8, 8.4);
  y += 34;
  pen.hl(X, R, y, 1);
  C(X, y + 4, 180, 30, 'NUMBER OF ORIGINAL B/L', ['THREE (3)']); C(X + 180, y + 4, 180, 30, 'PLACE OF ISSUE', ['ANTWERP']); C(X + 360, y + 4, R - X - 360, 30, 'DATE OF ISSUE', [d.dmyDot('2026-11-27')]);
  C(X, y + 34, 180, 30, 'SHIPPED ON BOARD', [d.dmyDot('2026-11-26')]); C(X + 180, y + 34, 180, 30, 'FREIGHT PAYABLE AT', ['ANTWERP']); C(X + 360, y + 34, R - X - 360, 30, 'DECK', ['MAIN DECK / WEATHER DECK (UNIT 8)'], 7);
  y += 74;
  small(pen, X, y, 300, 'RECEIVED on board the vessel in apparent good order and condition, except as otherwise noted, the units described above for carriage to the port of discharge, subject to the terms and conditions of the Carrier\'s Ro/Ro Bill of Lading, which the Merchant accepts. Weight, measure, quality, contents and value as declared by the Shipper, unknown to the Carrier. In witness whereof the Master or Agent has signed the number of Bills of Lading stated above, one of which being accomplished the others to stand void.', 5.8, 7);
  pen.t(360, y + 6, 'FOR THE CARRIER GRIMALDI DEEP SEA S.p.A.', 7, true); pen.t(360, y + 16, 'AS AGENTS: GRIMALDI BELGIUM NV, ANTWERP', 7);
  stamp(pen, 460, y + 50, ['GRIMALDI BELGIUM NV', 'ANTWERPEN'], 8, 8, 0.45);
  barcode(pen, X, 800, 200, 14, '2611418441820');
  pen.r(R, 812, 'PAGE 1/1', 7);
  return {
    id: 's9-grimaldi-roro-bl', type: 'bill_of_lading',
    notes: 'Grimaldi-style original negotiable Ro/Ro B/L Antwerp-Lagos (Tin Can Island) on A4 Courier: ruled caption cells, consignee plain "TO ORDER" with a Nigerian notify party (TIN as its id) and an agent/also-notify block with an NPA rotation number decoy, vessel / voyage / IMO / flag in four cells, eight rolling units (seven used vehicles and a backhoe on a MAFI) each one goods line with the VIN in the marks column, "1 UNIT" prefix, HS code, kg and m3, lane metres as decoys, Form M / BA / NEPC decoy references, no container list at all, dates dd.mm.yyyy.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'BOL', isNegotiable: true, bookingReference: bk,
      shipper, consignee: 'TO ORDER', notifyParties: [notify], carrier: { name: 'GRIMALDI DEEP SEA S.p.A.', scac: null },
      vessel: { name: vsl, imoNumber: im }, voyageNumber: voy,
      placeOfReceipt: null, portOfLoading: place('ANTWERP', 'BEANR', 'BE'), portOfDischarge: place('LAGOS', 'NGTIN', 'NG'), placeOfDelivery: place('TIN CAN ISLAND', null, 'NG'),
      shippedOnBoardDate: '2026-11-26', issueDate: '2026-11-27', placeOfIssue: 'ANTWERP', numberOfOriginals: 3, freightPaymentTerms: 'PREPAID',
      containers: [],
      goods: G.map((g) => ({ description: g.de, hsCode: g.hs, marksAndNumbers: g.vin, packages: { count: 1, type: 'UNIT' }, grossWeight: kg(g.w), netWeight: null, volume: m3(g.v) })),
      totalPackages: 8, totalGrossWeight: kg(tW), totalVolume: m3(tV),
    },
  };
}

/** 4. Samskip-style reefer sea waybill Rotterdam -> Reykjavik, landscape A4: open layout with grey captions above values, horizontal rules only, 45' reefer containers (L5R1) with set temperatures as decoys. */
export function samskipSwb(): Doc {
  const pen = new Pen4('Helvetica', 'A4L');
  const X = 30, R = 812;
  const no = 'SMSK RTM26REY04418', bk = 'RTM-4418270';
  const shipper = party('FRESHPORT HOLLAND B.V.', ['Kiotoweg 510, Port no. 3004', '3047 BG Rotterdam, The Netherlands'], { taxId: 'NL824418270B01', email: 'logistics@freshport.nl' });
  const consignee = party('BÓNUS MATVÖRUR EHF.', ['Skútuvogur 13', '104 Reykjavík, Iceland'], { taxId: '441827-0419', phone: '+354 527 4418' });
  const notify = party('TOLLMIDLUN SUDURNESJA EHF.', ['Hafnargata 90', '230 Reykjanesbær, Iceland'], { email: 'toll@tollmidlun.is' });
  const K = [
    { n: cont('SMKU', '441827'), s: ['SK1187441', 'NL-D 0418827'], g: 0, p: 20, w: 21480.0, v: 62.4, t: '+1.0' },
    { n: cont('SMKU', '552014'), s: ['SK1187442'], g: 1, p: 20, w: 19875.5, v: 63.1, t: '+13.0' },
    { n: cont('SMKU', '610338'), s: ['SK1187443'], g: 2, p: 21, w: 18902.0, v: 60.8, t: '+6.0' },
    { n: cont('SMKU', '774105'), s: ['SK1187444', 'NL-D 0418830'], g: 3, p: 1320, w: 17244.8, v: 59.7, t: '+2.0' },
  ];
  const G = [
    { de: 'FRESH POTATOES, TABLE, BAGS 25 KG ON PALLETS', hs: '070190', mk: 'BONUS RVK\nPOT-4418', t: 'PALLETS', nw: 20400 },
    { de: 'FRESH BANANAS, CAVENDISH, 18.14 KG CARTONS ON PALLETS', hs: '080390', mk: 'BONUS RVK\nBAN-4419', t: 'PALLETS', nw: 18144 },
    { de: 'FRESH TOMATOES AND SWEET PEPPERS, MIXED PALLETS', hs: '070200', mk: 'BONUS RVK\nVEG-4420', t: 'PALLETS', nw: 16850 },
    { de: 'FRESH APPLES AND PEARS IN CARTONS', hs: '080810', mk: 'BONUS RVK\nFRU-4421', t: 'CARTONS', nw: 15840 },
  ];
  const tP = sum(K.map((k) => k.p), 0), tW = sum(K.map((k) => k.w), 1), tV = sum(K.map((k) => k.v), 1);
  const cap = (x: number, y: number, c: string, v: string[], s = 8.4, b = false) => { pen.gray(x, y, c, 6.2, 0.4, true); return pen.ml(x, y + 10, v, s, s + 2, b); };
  pen.t(X, 40, 'SAMSKIP', 24, true); pen.t(X + 120, 32, 'SAMSKIP MULTIMODAL B.V.', 8, true); pen.t(X + 120, 42, 'Waalhaven Z.z. 19, 3089 JH Rotterdam  -  Short Sea Reefer Services North Atlantic', 7);
  pen.r(R, 32, 'SEA WAYBILL', 16, true); pen.r(R, 44, 'NON-NEGOTIABLE  -  NOT A DOCUMENT OF TITLE', 7.2);
  pen.hl(X, R, 52, 1.4);
  cap(X, 66, 'SHIPPER', [shipper.name, 'Kiotoweg 510, Port no. 3004', '3047 BG Rotterdam, The Netherlands', `VAT ${shipper.taxId}  ${shipper.email}`], 8);
  cap(X + 270, 66, 'CONSIGNEE', [consignee.name, 'Skútuvogur 13', '104 Reykjavík, Iceland', `Kt. ${consignee.taxId}  Tel ${consignee.phone}`], 8);
  cap(X + 540, 66, 'NOTIFY', [notify.name, 'Hafnargata 90', '230 Reykjanesbær, Iceland', notify.email!], 8);
  pen.hl(X, R, 124, 0.4);
  const refs: Array<[string, string]> = [['WAYBILL NO.', no], ['BOOKING', bk], ['VESSEL', 'HELGAFELL'], ['VOYAGE', '647N'], ['RECEIPT', 'VENLO (NLVEN) BY BARGE'], ['LOADING', 'ROTTERDAM (NLRTM)'], ['DISCHARGE', 'REYKJAVIK (ISREY)'], ['DELIVERY', 'REYKJAVIK CY'], ['FREIGHT', 'COLLECT'], ['ON BOARD', d5.dMONYYYY('2026-11-23')], ['ISSUED', `ROTTERDAM ${d5.dMONYYYY('2026-11-24')}`]];
  refs.forEach(([l, v], i) => { const x = X + (i % 6) * 130, y = 136 + Math.floor(i / 6) * 26; cap(x, y, l, [v], 8.4, i === 0); });
  let y = 194; pen.hl(X, R, y, 1);
  const cx = [X, X + 110, X + 200, X + 480, X + 560, X + 640, R];
  ['MARKS', 'PACKAGES', 'DESCRIPTION OF GOODS (SHIPPER\'S LOAD, STOW AND COUNT)', 'NET KG', 'GROSS KG', 'M3'].forEach((h, i) => (i >= 3 ? pen.r(cx[i + 1] - 4, y + 11, h, 6.6, true) : pen.t(cx[i] + 3, y + 11, h, 6.6, true)));
  pen.hl(X, R, y + 15, 0.3); y += 28;
  G.forEach((g, i) => {
    const k = K[i];
    pen.ml(X + 3, y, g.mk.split('\n'), 7.6, 9);
    pen.t(cx[1] + 3, y, `${us(k.p, 0)} ${g.t}`, 8);
    pen.ml(cx[2] + 3, y, [g.de, `HS ${g.hs}   IN ${k.n}`], 8, 9.6);
    pen.r(cx[4] - 4, y, us(g.nw, 1), 8); pen.r(cx[5] - 4, y, us(k.w, 1), 8); pen.r(R - 4, y, us(k.v, 1), 8);
    y += 26;
  });
  pen.hl(cx[3], R, y - 8, 0.4);
  pen.t(cx[2] + 3, y + 2, `TOTAL ${us(tP, 0)} PACKAGES IN 4 X 45' REEFER`, 8, true); pen.r(cx[4] - 4, y + 2, us(sum(G.map((g) => g.nw), 1), 1), 8, true); pen.r(cx[5] - 4, y + 2, us(tW, 1), 8, true); pen.r(R - 4, y + 2, us(tV, 1), 8, true);
  y += 16; pen.hl(X, R, y, 1);
  const kx = [X, X + 110, X + 260, X + 350, X + 450, X + 540, X + 620, X + 700];
  ['CONTAINER', 'SEAL(S)', 'SIZE/TYPE', 'PACKAGES', 'GROSS KG', 'M3', 'SET TEMP', 'VENT'].forEach((h, i) => pen.gray(kx[i] + 3, y + 11, h, 6.4, 0.4, true));
  y += 24;
  K.forEach((k) => { [k.n, k.s.join(' / '), "45'RH L5R1", `${k.p} ${G[k.g].t}`, us(k.w, 1), us(k.v, 1), `${k.t} C`, '25 CBM/H'].forEach((v, i) => pen.t(kx[i] + 3, y, v, 8)); y += 12; });
  y += 6; pen.hl(X, R, y, 0.4);
  small(pen, X, y + 10, 470, 'Carriage under this Sea Waybill is subject to the Samskip Multimodal Bill of Lading terms and the CMI Uniform Rules for Sea Waybills. Delivery will be made to the consignee named above, or its authorised agent, on production of proof of identity, without surrender of this document. Temperatures set per shipper\'s instructions; the carrier is not responsible for the condition of perishable goods beyond maintaining the set temperature. Customs broker in Iceland as notify only.', 6, 7.2);
  pen.t(560, y + 14, 'SIGNED FOR THE CARRIER SAMSKIP MULTIMODAL B.V.', 7.2, true); pen.hl(560, R, y + 44, 0.4); pen.t(560, y + 53, 'Rotterdam documentation desk', 6.8);
  stamp(pen, 700, y + 30, ['SAMSKIP ROTTERDAM', 'DOCUMENTATION'], -5, 7.5, 0.45);
  pen.t(X, 580, 'Freight and charges as per tariff, payable in Reykjavik by consignee.   Form SMSK-SWB 07/2025', 6.6); pen.r(R, 580, 'Page 1 of 1', 6.6);
  return {
    id: 's9-samskip-swb', type: 'sea_waybill',
    notes: 'Samskip-style reefer sea waybill Venlo/Rotterdam-Reykjavik on landscape A4 Helvetica: open layout with grey captions above values and horizontal rules only, three parties side by side (Icelandic names with accents, kennitala as id), 11 short-captioned references in a 6-column grid ("RECEIPT", "LOADING", "ON BOARD", "ISSUED ROTTERDAM 24 NOV 2026"), goods one per container with net and gross kg, container list with one or two seals, "45\'RH L5R1" size/type, set temperatures and vent settings as decoys, no originals, freight collect.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'SWB', isNegotiable: false, bookingReference: bk,
      shipper, consignee, notifyParties: [notify], carrier: { name: 'SAMSKIP MULTIMODAL B.V.', scac: null },
      vessel: { name: 'HELGAFELL', imoNumber: null }, voyageNumber: '647N',
      placeOfReceipt: place('VENLO', 'NLVEN', 'NL'), portOfLoading: place('ROTTERDAM', 'NLRTM', 'NL'), portOfDischarge: place('REYKJAVIK', 'ISREY', 'IS'), placeOfDelivery: place('REYKJAVIK', null, 'IS'),
      shippedOnBoardDate: '2026-11-23', issueDate: '2026-11-24', placeOfIssue: 'ROTTERDAM', numberOfOriginals: null, freightPaymentTerms: 'COLLECT',
      containers: K.map((k) => ({ containerNumber: k.n, sealNumbers: k.s, sizeType: 'L5R1', packages: { count: k.p, type: G[k.g].t }, grossWeight: kg(k.w), volume: m3(k.v) })),
      goods: G.map((g, i) => ({ description: g.de, hsCode: g.hs, marksAndNumbers: g.mk.replace(/\n/g, ' '), packages: { count: K[i].p, type: g.t }, grossWeight: kg(K[i].w), netWeight: kg(g.nw), volume: m3(K[i].v) })),
      totalPackages: tP, totalGrossWeight: kg(tW), totalVolume: m3(tV),
    },
  };
}
