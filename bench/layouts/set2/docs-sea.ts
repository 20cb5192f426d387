/** Ocean documents: carrier sea waybill, NVOCC house B/L, terminal delivery order, multi-page cargo manifest. */
import { Pen, cont, imo, party, place, kg, m3, PAGE_W, type Doc } from './lib.ts';

export function seaWaybill(): Doc {
  const P = new Pen('Helvetica');
  const c1 = cont('ZIMU', '301284'), c2 = cont('ZIMU', '477102');
  const vesselImo = imo('958112');
  // Carrier header, non-negotiable title top right, SWB number box
  P.t(36, 46, 'ZIM', 22, true);
  P.t(90, 40, 'ZIM Integrated Shipping Services Ltd.', 9, true);
  P.t(90, 51, '9 Andrei Sakharov St., Matam, Haifa 3190500, Israel', 7);
  P.r(559, 40, 'SEA WAYBILL', 15, true);
  P.r(559, 52, 'NON-NEGOTIABLE - NOT A DOCUMENT OF TITLE', 6.5);
  const L = 36, W = 523, mid = L + 280;
  let y = 62;
  P.field(L, y, 280, 70, 'SHIPPER (complete name and address)', ['SINAR JAYA RUBBER PRODUCTS SDN. BHD.', 'LOT 12, JALAN PERINDUSTRIAN 3', '41050 KLANG, SELANGOR, MALAYSIA', 'TEL +60 3 3176 2201']);
  P.field(mid, y, 243, 35, 'SEA WAYBILL No.', ['ZIMUPKG8830145'], 10);
  P.field(mid, y + 35, 243, 35, 'BOOKING No. / EXPORT REFERENCES', ['PKG0088127 / SJR-EXP-2603-11']);
  y += 70;
  P.field(L, y, 280, 62, 'CONSIGNEE (complete name and address)', ['ADRIA TYRE DISTRIBUTION D.O.O.', 'ANKARANSKA CESTA 7', '6000 KOPER, SLOVENIA', 'VAT ID: SI48213370']);
  P.field(mid, y, 243, 62, 'FORWARDING AGENT - REFERENCES', ['KLANG FORWARDERS SDN BHD', 'REF KF/26/03/0412']);
  y += 62;
  P.field(L, y, 280, 55, 'NOTIFY PARTY (carrier not responsible for failure to notify)', ['INTEREUROPA D.D.', 'VOJKOVO NABREZJE 32', '6000 KOPER, SLOVENIA']);
  P.field(mid, y, 243, 55, 'FOR DELIVERY OF GOODS PLEASE APPLY TO', ['ZIM SLOVENIA AGENCY, KOPER']);
  y += 55;
  const cw = W / 4;
  P.field(L, y, cw, 28, 'PRE-CARRIAGE BY', ['']);
  P.field(L + cw, y, cw, 28, 'PLACE OF RECEIPT', ['PORT KLANG CY']);
  P.field(L + 2 * cw, y, cw, 28, 'OCEAN VESSEL / VOY. No.', ['KOTA MEGAH / 014W']);
  P.field(L + 3 * cw, y, cw, 28, 'VESSEL IMO', [vesselImo]);
  y += 28;
  P.field(L, y, cw, 28, 'PORT OF LOADING', ['PORT KLANG (MYPKG)']);
  P.field(L + cw, y, cw, 28, 'PORT OF DISCHARGE', ['KOPER (SIKOP)']);
  P.field(L + 2 * cw, y, cw, 28, 'PLACE OF DELIVERY', ['LJUBLJANA, SLOVENIA']);
  P.field(L + 3 * cw, y, cw, 28, 'FINAL DESTINATION (MERCHANT\'S REF.)', ['LJUBLJANA']);
  y += 28;
  P.fill(L, y, W, 12, 0.8);
  P.c(L + W / 2, y + 9, 'PARTICULARS FURNISHED BY THE SHIPPER - NOT CHECKED BY CARRIER', 7, true);
  y += 12;
  const cols = [L, L + 120, L + 205, L + 270, L + 405, L + 465, L + W];
  const heads = [['CONTAINER No. / SEAL No.', 'SIZE/TYPE'], ['MARKS AND Nos.'], ['No. & KIND', 'OF PKGS'], ['DESCRIPTION OF GOODS'], ['GROSS WEIGHT', 'KGS'], ['MEASUREMENT', 'CBM']];
  P.box(L, y, W, 22);
  heads.forEach((h, i) => P.ml(cols[i] + 3, y + 9, h, 6.5, 8, true));
  y += 22;
  const top = y;
  P.ml(cols[0] + 3, y + 10, [c1, 'SEAL: ZJ418820', '45G1', '', c2, 'SEAL: ZJ418821', '45G1'], 7.5, 10);
  P.ml(cols[1] + 3, y + 10, ['SJR', 'KOPER', 'C/NO. 1-2400', 'MADE IN MALAYSIA'], 7.5, 10);
  P.ml(cols[2] + 3, y + 10, ['2400', 'CARTONS'], 7.5, 10);
  P.ml(cols[3] + 3, y + 10, ['SHIPPER\'S LOAD, STOW, WEIGHT', 'AND COUNT', '2 X 40\' HIGH CUBE CONTAINERS', 'SAID TO CONTAIN:', 'NITRILE EXAMINATION GLOVES,', 'POWDER FREE', 'HS CODE: 401519', '', 'PER CONTAINER:', `${c1}: 1200 CTNS 14,880.000 KGS 68.400 CBM`, `${c2}: 1200 CTNS 14,880.000 KGS 68.400 CBM`], 7, 9.5);
  P.r(cols[5] - 4, y + 10, '29,760.000', 7.5);
  P.r(cols[6] - 4, y + 10, '136.800', 7.5);
  y += 130;
  [cols[1], cols[2], cols[3], cols[4], cols[5]].forEach((x) => P.vl(x, top - 22, y));
  P.box(L, top, W, y - top);
  P.field(L, y, 270, 26, 'TOTAL NUMBER OF CONTAINERS OR PACKAGES (IN WORDS)', ['TWO (2) CONTAINERS ONLY - 2400 CARTONS'], 7.5);
  P.field(L + 270, y, 135, 26, 'TOTAL GROSS WEIGHT', ['29,760.000 KGS'], 7.5);
  P.field(L + 405, y, 118, 26, 'TOTAL MEASUREMENT', ['136.800 CBM'], 7.5);
  y += 26;
  P.field(L, y, 175, 40, 'FREIGHT & CHARGES', ['FREIGHT PREPAID', 'AS ARRANGED'], 8);
  P.field(L + 175, y, 175, 40, 'SHIPPED ON BOARD DATE', ['12-MAR-26'], 9);
  P.field(L + 350, y, 173, 40, 'PLACE AND DATE OF ISSUE', ['PORT KLANG', '13-MAR-26'], 9);
  y += 40;
  P.ml(L, y + 12, ['RECEIVED by the Carrier in apparent good order and condition unless otherwise stated herein the total number or quantity of', 'containers or other packages or units indicated above for carriage from the Place of Receipt or Port of Loading to the Port of', 'Discharge or Place of Delivery. This Sea Waybill is not a document of title; delivery will be made to the named consignee', 'or its authorised agent on production of proof of identity.'], 6, 7.5);
  P.t(L + 350, y + 60, 'Signed for the Carrier ZIM Integrated Shipping Services Ltd.', 6.5);
  P.t(L + 350, y + 70, 'by ZIM MALAYSIA SDN BHD as agents', 6.5);
  const truth = {
    transportDocumentNumber: 'ZIMUPKG8830145', transportDocumentType: 'SWB', isNegotiable: false, bookingReference: 'PKG0088127',
    shipper: party('SINAR JAYA RUBBER PRODUCTS SDN. BHD.', ['LOT 12, JALAN PERINDUSTRIAN 3', '41050 KLANG, SELANGOR, MALAYSIA'], { phone: '+60 3 3176 2201' }),
    consignee: party('ADRIA TYRE DISTRIBUTION D.O.O.', ['ANKARANSKA CESTA 7', '6000 KOPER, SLOVENIA'], { taxId: 'SI48213370' }),
    notifyParties: [party('INTEREUROPA D.D.', ['VOJKOVO NABREZJE 32', '6000 KOPER, SLOVENIA'])],
    carrier: { name: 'ZIM Integrated Shipping Services Ltd.', scac: null },
    vessel: { name: 'KOTA MEGAH', imoNumber: vesselImo }, voyageNumber: '014W',
    placeOfReceipt: place('PORT KLANG', null, 'MY'), portOfLoading: place('PORT KLANG', 'MYPKG', 'MY'), portOfDischarge: place('KOPER', 'SIKOP', 'SI'),
    placeOfDelivery: place('LJUBLJANA', null, 'SI'),
    shippedOnBoardDate: '2026-03-12', issueDate: '2026-03-13', placeOfIssue: 'PORT KLANG', numberOfOriginals: null, freightPaymentTerms: 'PREPAID',
    containers: [
      { containerNumber: c1, sealNumbers: ['ZJ418820'], sizeType: '45G1', packages: { count: 1200, type: 'CARTONS' }, grossWeight: kg(14880), volume: m3(68.4) },
      { containerNumber: c2, sealNumbers: ['ZJ418821'], sizeType: '45G1', packages: { count: 1200, type: 'CARTONS' }, grossWeight: kg(14880), volume: m3(68.4) },
    ],
    goods: [{ description: 'NITRILE EXAMINATION GLOVES, POWDER FREE', hsCode: '401519', marksAndNumbers: 'SJR KOPER C/NO. 1-2400 MADE IN MALAYSIA', packages: { count: 2400, type: 'CARTONS' }, grossWeight: kg(29760), netWeight: null, volume: m3(136.8) }],
    totalPackages: 2400, totalGrossWeight: kg(29760), totalVolume: m3(136.8),
  };
  return { id: '01-swb-zim', type: 'sea_waybill', pdf: P.finish(), truth, notes: 'carrier SWB, dd-MON-yy dates, container/seal/size stacked in first column, per-container breakdown inside description' };
}

export function houseBill(): Doc {
  const P = new Pen('Times');
  const c = [cont('TCNU', '882016'), cont('FFAU', '190457'), cont('TGBU', '630084')];
  const L = 30, R = 565;
  P.t(L, 40, 'HARBOURLINE CONSOLIDATORS (H.K.) LIMITED', 12, true);
  P.t(L, 51, 'Unit 1506, 15/F, Tower 2, Enterprise Square, 9 Sheung Yuet Road, Kowloon Bay, Hong Kong  |  FMC OTI No. 024417N', 7);
  P.r(R, 40, 'BILL OF LADING', 13, true);
  P.r(R, 51, 'FOR COMBINED TRANSPORT OR PORT TO PORT SHIPMENT', 6.5);
  // left column boxes, right column references; labels without colons, mixed case
  let y = 60;
  P.field(L, y, 285, 64, 'Shipper/Exporter', ['Wing Tai Houseware Manufactory Ltd.', 'Unit 1208, 12/F, Kowloon Bay Industrial Centre', '15 Wang Hoi Road, Kowloon Bay', 'Hong Kong'], 8.5);
  P.field(L + 285, y, 125, 32, 'B/L No.', ['HBHKG26030714'], 9.5);
  P.field(L + 410, y, 125, 32, 'Booking No.', ['SZX2603118'], 9);
  P.field(L + 285, y + 32, 250, 32, 'Export References', ['Inv. WT-26-0098  /  L/C No. 0412LC2600187'], 8);
  y += 64;
  P.field(L, y, 285, 50, "Consignee (if 'To Order' so indicate)", ['TO THE ORDER OF SHIPPER'], 9);
  P.field(L + 285, y, 250, 50, 'Forwarding Agent', ['Harbourline Consolidators (H.K.) Limited', 'as Carrier'], 8);
  y += 50;
  P.field(L, y, 285, 58, 'Notify Party (No claim shall attach for failure to notify)', ['Kettler Home & Garden GmbH', 'Industriestrasse 2', '59469 Ense, Germany', 'Tel. +49 2938 8110 / imports@kettler-hg.de'], 8.5);
  P.field(L + 285, y, 250, 58, 'Delivery Agent', ['Baltic Hub Forwarding Sp. z o.o.', 'ul. Kontenerowa 7, 80-601 Gdansk, Poland'], 8);
  y += 58;
  P.field(L, y, 142, 28, 'Place of Receipt (Pre-carriage)', ['Shenzhen, CN'], 8.5);
  P.field(L + 142, y, 143, 28, 'Port of Loading', ['HONG KONG'], 8.5);
  P.field(L + 285, y, 125, 28, 'Ocean Vessel', ['SEASPAN BRILLIANCE'], 8.5);
  P.field(L + 410, y, 125, 28, 'Voy. No.', ['0FM3NW1'], 8.5);
  y += 28;
  P.field(L, y, 142, 28, 'Port of Discharge', ['GDANSK, POLAND'], 8.5);
  P.field(L + 142, y, 143, 28, 'Place of Delivery', ['POZNAN, POLAND'], 8.5);
  P.field(L + 285, y, 250, 28, 'No. of Original B(s)/L', ['THREE (3)'], 8.5);
  y += 28;
  P.c((L + R) / 2, y + 10, 'PARTICULARS DECLARED BY SHIPPER BUT NOT ACKNOWLEDGED BY THE CARRIER', 7, true);
  y += 14;
  const cx = [L, L + 115, L + 185, L + 375, L + 455, R];
  P.box(L, y, R - L, 16);
  ['Marks & Nos. / Cntr & Seal', 'Quantity', 'Description of Packages and Goods', 'Gross Weight', 'Measurement'].forEach((h, i) => P.t(cx[i] + 3, y + 11, h, 7, true));
  y += 16;
  const top = y;
  P.ml(cx[0] + 3, y + 11, ['WT / GDANSK', 'C/NO. 1-UP', '', `${c[0]}/40'HC`, 'SEAL HK7730211', `${c[1]}/40'HC`, 'SEAL HK7730212', `${c[2]}/20'GP`, 'SEAL HK7730213'], 7.5, 10);
  const goods = [
    ['1,140 CTNS', 'STONEWARE MUGS AND PLATES', 'HS CODE 691200', '9,212.400 KGS', '61.560 CBM'],
    ['820 CTNS', 'GLASS STORAGE JARS WITH BAMBOO LIDS', 'HS CODE 701349', '6,150.000 KGS', '44.280 CBM'],
    ['460 CTNS', 'BAMBOO CUTTING BOARDS', 'HS CODE 441911', '3,864.750 KGS', '20.700 CBM'],
  ];
  goods.forEach((g, i) => {
    const yy = y + 11 + i * 26;
    P.t(cx[1] + 3, yy, g[0], 8);
    P.t(cx[2] + 3, yy, g[1], 8);
    P.t(cx[2] + 3, yy + 10, g[2], 7.5);
    P.r(cx[4] - 4, yy, g[3], 8);
    P.r(cx[5] - 4, yy, g[4], 8);
  });
  P.t(cx[2] + 3, y + 96, 'SHIPPER\'S LOAD, COUNT & SEAL', 7.5);
  P.t(cx[2] + 3, y + 106, 'SAY: TWO THOUSAND FOUR HUNDRED TWENTY (2,420) CARTONS ONLY', 7);
  P.hl(cx[3], R, y + 114, 0.4);
  P.t(cx[2] + 3, y + 124, 'TOTAL', 8, true);
  P.t(cx[1] + 3, y + 124, '2,420 CTNS', 8, true);
  P.r(cx[4] - 4, y + 124, '19,227.150 KGS', 8, true);
  P.r(cx[5] - 4, y + 124, '126.540 CBM', 8, true);
  y += 132;
  cx.slice(1, 5).forEach((x) => P.vl(x, top - 16, y));
  P.box(L, top, R - L, y - top);
  // FREIGHT COLLECT stamp across the lower goods area
  P.p.rect(385, top + 76, 150, 20, { stroke: true, width: 2 });
  P.c(460, top + 91, 'FREIGHT COLLECT', 14, true);
  y += 6;
  P.field(L, y, 180, 52, 'Freight and Charges', ['OCEAN FREIGHT COLLECT', 'DESTINATION CHARGES COLLECT'], 8);
  P.field(L + 180, y, 170, 52, 'Laden on Board the Vessel', ['Date 17/03/2026', 'By Harbourline Consolidators'], 8.5);
  P.field(L + 350, y, 185, 52, 'Place and Date of Issue', ['Hong Kong  18/03/2026'], 8.5);
  y += 52;
  P.ml(L, y + 12, ['IN WITNESS whereof the number of original Bills of Lading stated above have been signed, one of which being', 'accomplished the others to stand void. One original Bill of Lading duly endorsed must be surrendered in exchange for the goods.'], 6.5, 8);
  P.t(L + 350, y + 44, 'HARBOURLINE CONSOLIDATORS (H.K.) LIMITED, as Carrier', 7, true);
  const truth = {
    transportDocumentNumber: 'HBHKG26030714', transportDocumentType: 'BOL', isNegotiable: true, bookingReference: 'SZX2603118',
    shipper: party('Wing Tai Houseware Manufactory Ltd.', ['Unit 1208, 12/F, Kowloon Bay Industrial Centre', '15 Wang Hoi Road, Kowloon Bay', 'Hong Kong']),
    consignee: 'TO ORDER',
    notifyParties: [party('Kettler Home & Garden GmbH', ['Industriestrasse 2', '59469 Ense, Germany'], { phone: '+49 2938 8110', email: 'imports@kettler-hg.de' })],
    carrier: { name: 'HARBOURLINE CONSOLIDATORS (H.K.) LIMITED', scac: null },
    vessel: { name: 'SEASPAN BRILLIANCE', imoNumber: null }, voyageNumber: '0FM3NW1',
    placeOfReceipt: place('Shenzhen', null, 'CN'), portOfLoading: place('HONG KONG', null, 'HK'), portOfDischarge: place('GDANSK', null, 'PL'), placeOfDelivery: place('POZNAN', null, 'PL'),
    shippedOnBoardDate: '2026-03-17', issueDate: '2026-03-18', placeOfIssue: 'Hong Kong', numberOfOriginals: 3, freightPaymentTerms: 'COLLECT',
    containers: [
      { containerNumber: c[0], sealNumbers: ['HK7730211'], sizeType: '45G1' },
      { containerNumber: c[1], sealNumbers: ['HK7730212'], sizeType: '45G1' },
      { containerNumber: c[2], sealNumbers: ['HK7730213'], sizeType: '22G1' },
    ],
    goods: [
      { description: 'STONEWARE MUGS AND PLATES', hsCode: '691200', packages: { count: 1140, type: 'CARTONS' }, grossWeight: kg(9212.4), volume: m3(61.56) },
      { description: 'GLASS STORAGE JARS WITH BAMBOO LIDS', hsCode: '701349', packages: { count: 820, type: 'CARTONS' }, grossWeight: kg(6150), volume: m3(44.28) },
      { description: 'BAMBOO CUTTING BOARDS', hsCode: '441911', packages: { count: 460, type: 'CARTONS' }, grossWeight: kg(3864.75), volume: m3(20.7) },
    ],
    totalPackages: 2420, totalGrossWeight: kg(19227.15), totalVolume: m3(126.54),
  };
  return { id: '02-hbl-nvocc', type: 'bill_of_lading', pdf: P.finish(), truth, notes: 'NVOCC house B/L, To the order of shipper, FREIGHT COLLECT stamp, dd/mm/yyyy, ports without codes' };
}

export function deliveryOrder(): Doc {
  const P = new Pen('Helvetica');
  const L = 40;
  const cs = [cont('CSNU', '718203'), cont('CSNU', '718290'), cont('FCIU', '402771'), cont('OOCU', '095538')];
  P.t(L, 48, 'PORTSIDE MARITIME AGENCIES (PTY) LTD', 12, true);
  P.t(L, 60, '3rd Floor, Maritime House, 1 Mahatma Gandhi Road, Durban 4001, South Africa  -  Reg. 2004/018822/07', 7);
  P.t(L, 70, 'As agents only for COSCO SHIPPING Lines Co., Ltd.  -  Tel +27 31 360 4400  -  imports.dbn@portside-ma.co.za', 7);
  P.hl(L, 555, 78, 1);
  P.t(L, 100, 'CARGO RELEASE / DELIVERY ORDER', 14, true);
  // right-hand reference block, labels left with colons, dd/mm/yyyy
  const kv = (x: number, y: number, k: string, v: string, lw = 95) => { P.t(x, y, k, 8); P.t(x + lw, y, v, 8.5, true); };
  kv(340, 96, 'Release No:', 'DUR-DO-26-004417', 70);
  kv(340, 108, 'Date:', '11/03/2026', 70);
  kv(340, 120, 'Valid until:', '24/03/2026', 70);
  let y = 140;
  P.t(L, y, 'TO: DURBAN CONTAINER TERMINAL PIER 2 (DCT)', 9, true);
  P.t(L, y + 12, 'Please release the undermentioned containers to:', 8);
  P.ml(L + 10, y + 26, ['CAPE FREIGHT CLEARING CC', '12 Umgeni Road, Durban 4001', 'Customs Client No. 20418877'], 9, 11);
  y += 70;
  kv(L, y, 'Bill of Lading:', 'COSU6402218870');
  kv(300, y, 'Vessel / Voyage:', 'KOTA PERKASA / 0PX7AS1', 75);
  kv(L, y + 13, 'Port of Discharge:', 'DURBAN (ZADUR)');
  kv(300, y + 13, 'Discharged:', 'ETA 10/03/2026', 75);
  kv(L, y + 26, 'Consignee:', 'Umhlanga Home Retail (Pty) Ltd');
  kv(300, y + 26, 'Free storage until:', '17/03/2026', 75);
  y += 46;
  const cx = [L, L + 120, L + 200, L + 300, L + 390, 555];
  P.fill(L, y, 515, 14, 0.85);
  ['Container', 'Type', 'Seal', 'Packages', 'Weight (kg)'].forEach((h, i) => P.t(cx[i] + 3, y + 10, h, 8, true));
  y += 14;
  const rows = [[cs[0], "40' HC", 'CS2219081', '310 CTNS', '11 204,0'], [cs[1], "40' HC", 'CS2219082', '310 CTNS', '11 187,5'], [cs[2], "20' DV", 'CS2219083', '145 CTNS', '8 020,0'], [cs[3], "40' HC", 'CS2219084', '298 CTNS', '10 906,5']];
  rows.forEach((r) => { r.forEach((v, i) => (i >= 3 ? P.r(cx[i + 1] - 6, y + 10, v, 8.5) : P.t(cx[i] + 3, y + 10, v, 8.5))); P.hl(L, 555, y + 14, 0.3); y += 14; });
  P.t(cx[2] + 3, y + 12, 'TOTAL', 8.5, true); P.r(cx[4] - 6, y + 12, '1 063 CTNS', 8.5, true); P.r(cx[5] - 6, y + 12, '41 318,0', 8.5, true);
  y += 34;
  P.ml(L, y, ['Conditions of release:', '1. This release is valid until the date shown above and only for the containers listed. Expired releases must be re-validated.', '2. Storage and demurrage after the free storage date are for the account of the consignee.', '3. Empty containers to be returned to COSCO depot, Bayhead Road, Durban within 7 days of gate-out.', '4. Customs release (SARS) and port charges (TNPA) must be cleared prior to collection.'], 7.5, 10);
  P.t(L, y + 80, 'For and on behalf of Portside Maritime Agencies (Pty) Ltd', 8);
  P.t(L, y + 110, '______________________________  Authorised signatory', 8);
  const truth = {
    deliveryOrderNumber: 'DUR-DO-26-004417', issueDate: '2026-03-11',
    issuedBy: party('PORTSIDE MARITIME AGENCIES (PTY) LTD', ['3rd Floor, Maritime House, 1 Mahatma Gandhi Road, Durban 4001, South Africa'], { phone: '+27 31 360 4400', email: 'imports.dbn@portside-ma.co.za' }),
    releaseTo: party('CAPE FREIGHT CLEARING CC', ['12 Umgeni Road, Durban 4001']),
    billOfLadingNumber: 'COSU6402218870', vessel: 'KOTA PERKASA', voyageNumber: '0PX7AS1',
    portOfDischarge: place('DURBAN', 'ZADUR', 'ZA'), arrivalDate: '2026-03-10',
    containers: [
      { containerNumber: cs[0], sizeType: '45G1', sealNumbers: ['CS2219081'] }, { containerNumber: cs[1], sizeType: '45G1', sealNumbers: ['CS2219082'] },
      { containerNumber: cs[2], sizeType: '22G1', sealNumbers: ['CS2219083'] }, { containerNumber: cs[3], sizeType: '45G1', sealNumbers: ['CS2219084'] },
    ],
    totalPackages: 1063, totalGrossWeight: kg(41318), lastFreeDay: '2026-03-17', pickupLocation: 'DURBAN CONTAINER TERMINAL PIER 2 (DCT)', deliveryLocation: null,
  };
  return { id: '07-do-durban', type: 'delivery_order', pdf: P.finish(), truth, notes: 'agent release order, "Release No", valid until vs free storage, space-thousands decimal comma weights' };
}

export function manifest(): Doc {
  const P = new Pen('Courier');
  const L = 28, R = 567;
  const shippers = ['ACERINOX EUROPA SAU', 'TALLERES ZUBIETA SL', 'CERAMICAS DEL SUR SA', 'ACEITES OLIVSUR SCA', 'FRIGORIFICOS ANDALUCES SL', 'BODEGAS PEDRO ROMERO SA', 'PAPELERA DEL ESTRECHO SL'];
  const consignees = ['STEELCOR TRADING (PTY) LTD', 'BOSVELD ENGINEERING CC', 'TILE AFRICA DISTRIBUTORS', 'KAROO FINE FOODS (PTY) LTD', 'COLD CHAIN SA (PTY) LTD', 'CAPE WINE IMPORTERS CC', 'NAMPAK PACKAGING LTD'];
  const descs = ['STAINLESS STEEL COILS', 'MACHINE PARTS', 'CERAMIC WALL TILES', 'OLIVE OIL IN TINS', 'FROZEN PORK CUTS', 'SHERRY WINE', 'KRAFT PAPER REELS'];
  const types = ['COILS', 'CASES', 'PALLETS', 'CARTONS', 'CARTONS', 'CARTONS', 'REELS'];
  const owners = ['MSKU', 'TGHU', 'CAIU', 'SEGU', 'TRLU', 'BMOU'];
  const entries = Array.from({ length: 34 }, (_, i) => {
    const k = (i * 5 + 3) % 7;
    const count = 4 + ((i * 37) % 300);
    return {
      billOfLadingNumber: `ALGDUR${String(260412 + i * 7)}`, airWaybillNumber: null,
      shipper: { name: shippers[k], address: null, taxId: null, email: null, phone: null },
      consignee: { name: consignees[(k + i) % 7], address: null, taxId: null, email: null, phone: null },
      packages: { count, type: types[k] }, description: descs[k], grossWeight: kg(Math.round(count * (18 + (i % 9) * 11.5) * 10) / 10),
      containerNumbers: [cont(owners[i % 6], String(500100 + i * 1371).padStart(6, '0'))],
    };
  });
  const cx = [L, L + 92, L + 250, L + 325, L + 430, R];
  let page = 0;
  const header = () => {
    P.t(L, 34, 'OUTWARD CARGO MANIFEST', 12, true);
    P.r(R, 34, 'MANIFEST REF. ESALG-612S-01', 8, true);
    P.t(L, 50, 'VESSEL......: CAPE ARAXOS', 7.5); P.t(L + 200, 50, 'VOYAGE: 612S', 7.5); P.t(L + 340, 50, 'FLAG: MALTA', 7.5);
    P.t(L, 60, 'LOAD PORT...: ALGECIRAS ESALG', 7.5); P.t(L + 200, 60, 'DISCH. PORT: DURBAN ZADUR', 7.5); P.t(L + 340, 60, 'SAILED: 2026-03-12', 7.5);
    P.hl(L, R, 66, 0.8);
    ['B/L NUMBER', 'SHIPPER / CONSIGNEE', 'PKGS', 'DESCRIPTION', 'CONTAINER    WEIGHT KG'].forEach((h, i) => P.t(cx[i] + 2, 76, h, 7, true));
    P.hl(L, R, 80, 0.8);
  };
  header();
  let y = 92;
  for (const e of entries) {
    if (y > 790) { P.page(); page++; header(); y = 92; }
    P.t(cx[0] + 2, y, e.billOfLadingNumber, 7);
    P.t(cx[1] + 2, y, `S: ${e.shipper.name}`, 6.5);
    P.t(cx[1] + 2, y + 8, `C: ${e.consignee.name}`, 6.5);
    P.t(cx[2] + 2, y, `${e.packages.count} ${e.packages.type}`, 7);
    P.t(cx[3] + 2, y, e.description, 7);
    P.t(cx[4] + 2, y, e.containerNumbers[0], 7);
    P.r(R - 2, y, e.grossWeight.value.toFixed(1), 7);
    y += 21;
  }
  P.hl(L, R, y - 6, 0.8);
  const totPk = entries.reduce((a, e) => a + e.packages.count, 0);
  const totW = Math.round(entries.reduce((a, e) => a + e.grossWeight.value, 0) * 10) / 10;
  P.t(L, y + 6, `TOTAL B/L: ${entries.length}   TOTAL PACKAGES: ${totPk}   TOTAL GROSS WEIGHT KG: ${totW.toFixed(1)}`, 7.5, true);
  const pages = page + 1;
  for (let i = 0; i < pages; i++) { P.select(i); P.r(R, 820, `SHEET ${i + 1} OF ${pages}`, 7); }
  const truth = {
    manifestNumber: 'ESALG-612S-01', transportMode: 'SEA', vessel: 'CAPE ARAXOS', voyageNumber: '612S', flightNumber: null,
    portOfLoading: place('ALGECIRAS', 'ESALG', 'ES'), portOfDischarge: place('DURBAN', 'ZADUR', 'ZA'), date: '2026-03-12', entries,
  };
  return { id: '15-manifest-multipage', type: 'shipping_manifest', pdf: P.finish(), truth, notes: `Courier, ${pages} pages, shipper/consignee stacked in one cell with S:/C: prefixes, dotted labels` };
}
