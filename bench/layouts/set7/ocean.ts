/** Set 7, ocean: Evergreen-style negotiable B/L with a rider page (numbered boxes), OOCL-style sea waybill on Letter (Times, rules only, KGS + LBS). */
import { Pen4, cont, imo, party, place, kg, m3, us, round, sum, wrap, table, small, stamp, barcode, type Doc } from './lib7.ts';

/** 3. Evergreen-style B/L Kaohsiung -> Los Angeles -> Chicago: "(2) Shipper/Exporter" numbered captions, goods on page 1, containers on an attached sheet. */
export function evergreenBl(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 28, R = 567, M = 300;
  const no = 'EGLV142600418827';
  const shipper = party('GIANTREK CYCLE INDUSTRIAL CO., LTD.', ['No. 88, Gongye 38th Road, Xitun District', 'Taichung City 40768, Taiwan'], { taxId: '84418227', phone: '+886 4 2359 1188' });
  const consignee = party('PRAIRIE CYCLES DISTRIBUTION LLC', ['2250 W Fulton Street', 'Chicago, IL 60612, USA'], { phone: '+1 312 555 0148', email: 'logistics@prairiecycles.com' });
  const notify = party('LAKESHORE CUSTOMS BROKERAGE INC.', ['5600 N River Road, Suite 410', 'Rosemont, IL 60018, USA'], { phone: '+1 847 555 0192' });
  const C = [
    { o: 'EGHU', s: '914402', seal: 'EMCJ418821', g: 0, p: 96, w: 11846.4, v: 67.5 },
    { o: 'EITU', s: '177630', seal: 'EMCJ418822', g: 0, p: 96, w: 11852.0, v: 67.5 },
    { o: 'EMCU', s: '862214', seal: 'EMCJ418823', g: 0, p: 96, w: 11839.6, v: 67.5 },
    { o: 'EGHU', s: '930571', seal: 'EMCJ418824', g: 1, p: 210, w: 6426.0, v: 68.2 },
    { o: 'TCNU', s: '418836', seal: 'EMCJ418825', g: 1, p: 196, w: 5997.6, v: 63.7 },
    { o: 'EGSU', s: '601259', seal: 'EMCJ418826', g: 2, p: 24, w: 9384.0, v: 59.8 },
  ].map((c) => ({ ...c, n: cont(c.o, c.s) }));
  const G = [
    { d: 'ELECTRICALLY ASSISTED BICYCLES (PEDELECS), 27.5", 250W, WITH LITHIUM-ION BATTERY PACKS (UN3171 NOT RESTRICTED)', hs: '871160', t: 'CTNS', mk: 'PCD / CHICAGO\nPO# PCD-26-0418\nC/NO. 1-288\nMADE IN TAIWAN', nw: 32112.0 },
    { d: 'BICYCLE FRAMES AND FORKS, CARBON FIBRE, UNPAINTED', hs: '871491', t: 'CTNS', mk: 'PCD / CHICAGO\nPO# PCD-26-0419\nC/NO. 1-406\nMADE IN TAIWAN', nw: 10962.0 },
    { d: 'BICYCLE WHEELS (RIMS AND SPOKES), ALUMINIUM, ON PALLETS', hs: '871492', t: 'PLTS', mk: 'PCD / CHICAGO\nPO# PCD-26-0420\nPLT 1-24', nw: 8472.0 },
  ].map((g, i) => { const cs = C.filter((c) => c.g === i); return { ...g, p: sum(cs.map((c) => c.p), 0), w: sum(cs.map((c) => c.w), 1), v: sum(cs.map((c) => c.v), 1) }; });
  const tP = sum(G.map((g) => g.p), 0), tW = sum(G.map((g) => g.w), 1), tV = sum(G.map((g) => g.v), 1);
  const bx = (x: number, y: number, w: number, h: number, cap: string, v: string[], s = 7.8) => { pen.box(x, y, w, h, 0.5); pen.t(x + 3, y + 7, cap, 5.6); pen.ml(x + 6, y + 10 + s, v, s, s + 2); };
  pen.t(X, 30, 'EVERGREEN LINE', 16, true); pen.t(X + 150, 30, 'EVERGREEN MARINE CORP. (TAIWAN) LTD.', 8, true);
  pen.t(X + 150, 40, '163, Sec. 1, Hsin-Nan Road, Luchu Dist., Taoyuan City, Taiwan', 6.5);
  let y = 48;
  bx(X, y, M - X, 64, '(2) SHIPPER/EXPORTER', [shipper.name, 'No. 88, Gongye 38th Road, Xitun District', 'Taichung City 40768, Taiwan', 'UBN: 84418227   TEL: +886 4 2359 1188'], 7.4);
  bx(M, y, 140, 32, '(5) DOCUMENT NO.', [no], 8.6);
  bx(M + 140, y, R - M - 140, 32, '(5A) BOOKING NO.', ['142600418827'], 8);
  bx(M, y + 32, R - M, 32, '(6) EXPORT REFERENCES', ['INV. GT-EX-2603-077 / S/O 26-0311-KHH'], 7.6);
  y += 64;
  bx(X, y, M - X, 58, '(3) CONSIGNEE (COMPLETE NAME AND ADDRESS)', [consignee.name, '2250 W Fulton Street', 'Chicago, IL 60612, USA', 'TEL: +1 312 555 0148  logistics@prairiecycles.com'], 7.4);
  bx(M, y, R - M, 40, '(7) FORWARDING AGENT-REFERENCES', ['TRANS-ASIA LOGISTICS CO., LTD. (KHH)', 'FMC NO. 024418  REF: TAL-KHH-26-1187'], 7.4);
  bx(M, y + 40, R - M, 18, '(8) POINT AND COUNTRY OF ORIGIN', [''], 7.4); pen.t(M + 140, y + 53, 'TAIWAN', 7.6);
  y += 58;
  bx(X, y, M - X, 54, '(4) NOTIFY PARTY (COMPLETE NAME AND ADDRESS)', [notify.name, '5600 N River Road, Suite 410', 'Rosemont, IL 60018, USA', 'TEL: +1 847 555 0192'], 7.4);
  bx(M, y, R - M, 54, '(9) ALSO NOTIFY PARTY-ROUTING & INSTRUCTIONS', ['ONWARD INLAND ROUTING: BNSF RAIL LOS ANGELES -', 'CHICAGO (LPC). ISF FILED BY CONSIGNEE.', 'AMS HOUSE NOT APPLICABLE'], 7.2);
  y += 54;
  const q = (M - X) / 2;
  bx(X, y, q, 24, '(12) PRE-CARRIAGE BY', ['TRUCK'], 7.6); bx(X + q, y, q, 24, '(13) PLACE OF RECEIPT', ['TAICHUNG, TAIWAN'], 7.6);
  bx(M, y, (R - M) / 2, 24, '(14) OCEAN VESSEL VOY. NO.', ['EVER LUNAR 1182E'], 7.6); bx(M + (R - M) / 2, y, (R - M) / 2, 24, '(15) PORT OF LOADING', ['KAOHSIUNG (TWKHH)'], 7.6);
  y += 24;
  bx(X, y, q, 24, '(16) PORT OF DISCHARGE', ['LOS ANGELES, CA (USLAX)'], 7.4); bx(X + q, y, q, 24, '(17) PLACE OF DELIVERY', ['CHICAGO, IL'], 7.6);
  bx(M, y, R - M, 24, '(10) ONWARD INLAND ROUTING/EXPORT INSTRUCTIONS', ['SERVICE: FCL/FCL  CY - RAMP  (IPI)'], 7.4);
  y += 30;
  pen.c((X + R) / 2, y + 4, 'PARTICULARS FURNISHED BY SHIPPER', 7, true);
  y += 8;
  const cx = [X, X + 112, X + 178, X + 420, R];
  pen.box(X, y, R - X, 20, 0.5);
  [['(18) MARKS & NOS.', 'CONTAINER NO./SEAL NO.'], ['(19) QUANTITY AND', 'KIND OF PACKAGES'], ['(20) DESCRIPTION OF GOODS'], ['(21) MEASUREMENT (M3)', 'GROSS WEIGHT (KGS)']].forEach((h, i) => pen.ml(cx[i] + 3, y + 8, h, 5.8, 7));
  const top = y; y += 32;
  pen.t(cx[2] + 4, y, 'SHIPPER\'S LOAD, COUNT & SEAL  SAID TO CONTAIN:', 7, true);
  pen.t(cx[2] + 4, y + 10, '6 X 40\' HIGH CUBE CONTAINERS', 7, true);
  let gy = y + 26;
  G.forEach((g) => {
    pen.ml(X + 4, gy, g.mk.split('\n'), 6.8, 8.2);
    pen.r(cx[2] - 6, gy, `${us(g.p, 0)} ${g.t}`, 7.4);
    pen.r(R - 6, gy, `${us(g.v, 3)} M3`, 7.4); pen.r(R - 6, gy + 9, `${us(g.w, 3)} KGS`, 7.4);
    gy = pen.ml(cx[2] + 4, gy, [...wrap(pen, g.d, 232, 7.4), `HS CODE: ${g.hs}`, `N.W.: ${us(g.nw, 3)} KGS`], 7.4, 9) + 10;
  });
  pen.t(cx[2] + 4, gy + 2, '** CONTAINER DETAILS AS PER ATTACHED SHEET **', 7.2, true);
  pen.t(cx[2] + 4, gy + 12, 'FREIGHT PREPAID', 7.6, true);
  const bottom = 560;
  pen.hl(X, R, bottom - 16, 0.4);
  pen.t(X + 4, bottom - 5, 'TOTAL', 7.4, true); pen.r(cx[2] - 6, bottom - 5, `${us(tP, 0)} PKGS`, 7.4, true); pen.r(cx[3] - 6, bottom - 5, `${us(tV, 3)} M3`, 7.4, true); pen.r(R - 6, bottom - 5, `${us(tW, 3)} KGS`, 7.4, true);
  pen.box(X, top, R - X, bottom - top, 0.5); cx.slice(1, -1).forEach((x) => pen.vl(x, top, bottom - 16, 0.3));
  y = bottom;
  bx(X, y, R - X, 18, '(22) TOTAL NUMBER OF CONTAINERS OR PACKAGES (IN WORDS)', [''], 7); pen.t(X + 230, y + 12, 'SAY SIX (6) CONTAINERS ONLY', 7.6, true);
  y += 18;
  pen.box(X, y, M - X, 74, 0.5); pen.t(X + 3, y + 7, '(23) FREIGHT & CHARGES      REVENUE TONS      RATE      PER      PREPAID      COLLECT', 5.4);
  pen.ml(X + 6, y + 20, ['O/F (40HQ)            6.00     AS ARRANGED    CNTR     AS ARRANGED', 'THC ORIGIN            6.00     TWD 9,600      CNTR     TWD 57,600', 'DOC FEE               1.00     TWD 1,800      B/L      TWD 1,800', 'AMS FILING            1.00     USD 35.00      B/L      USD 35.00'], 5.8, 8.5);
  bx(M, y, 130, 24, '(24) FREIGHT PAYABLE AT', ['KAOHSIUNG'], 7.6); bx(M + 130, y, R - M - 130, 24, '(25) NUMBER OF ORIGINAL B(S)/L', ['THREE (3)'], 7.6);
  bx(M, y + 24, R - M, 24, '(26) PLACE OF B(S)/L ISSUE/DATE', ['KAOHSIUNG, TAIWAN    MAR. 12, 2026'], 7.6);
  bx(M, y + 48, R - M, 26, '(27) LADEN ON BOARD THE VESSEL', ['DATE: MAR. 11, 2026   BY: EVER LUNAR'], 7.4);
  y += 80;
  small(pen, X, y, M - X - 8, 'RECEIVED by the Carrier from the Shipper in apparent good order and condition (unless otherwise noted herein) the total number or quantity of Containers or other packages or units indicated in Box (22) stated by the Shipper to comprise the Cargo specified above, for transportation subject to all the terms hereof from the Place of Receipt or Port of Loading, whichever applicable, to the Port of Discharge or Place of Delivery, whichever applicable. One original Bill of Lading must be surrendered, duly endorsed, in exchange for the Cargo or delivery order.', 5.4, 6.6);
  pen.t(M + 10, y + 8, 'EVERGREEN MARINE CORP. (TAIWAN) LTD. AS CARRIER', 7, true);
  pen.t(M + 10, y + 40, 'BY ______________________  (KAOHSIUNG BRANCH)', 7);
  stamp(pen, M + 180, y + 70, ['EVERGREEN KAOHSIUNG', 'ORIGINAL'], 9, 8, 0.45);
  pen.t(X, 812, 'EGLV B/L FORM (10/2023)   SCAC: EGLV', 6); pen.r(R, 812, 'PAGE 1 OF 2', 6.5);
  pen.page();
  pen.t(X, 36, 'EVERGREEN LINE', 14, true); pen.r(R, 36, 'ATTACHED SHEET / RIDER', 11, true);
  pen.t(X, 50, `B/L NO.: ${no}     VESSEL/VOY: EVER LUNAR 1182E     PORT OF LOADING: KAOHSIUNG`, 7.6, true);
  y = table(pen, X, 62, [
    { title: ['CONTAINER NO.'], w: 90 }, { title: ['SEAL NO.'], w: 80 }, { title: ['SIZE/TYPE'], w: 60, align: 'c' }, { title: ['QTY'], w: 50, align: 'r' }, { title: ['KIND'], w: 40, align: 'c' },
    { title: ['GROSS WEIGHT (KGS)'], w: 90, align: 'r' }, { title: ['MEASUREMENT (M3)'], w: 85, align: 'r' }, { title: ['MODE'], w: R - X - 495, align: 'c' },
  ], C.map((c) => [[c.n], [c.seal], ['40\'HC'], [us(c.p, 0)], [G[c.g].t], [us(c.w, 3)], [us(c.v, 3)], ['CY/RAMP']]), { size: 7.8, headSize: 6.6, shade: true });
  pen.t(X + 4, y + 12, 'TOTAL: 6 CONTAINERS', 7.8, true); pen.r(X + 280 - 3, y + 12, us(tP, 0), 7.8, true); pen.r(X + 410 - 3, y + 12, us(tW, 3), 7.8, true); pen.r(X + 495 - 3, y + 12, us(tV, 3), 7.8, true);
  small(pen, X, y + 30, R - X, 'This attached sheet forms part of Bill of Lading No. ' + no + ' and is subject to all its terms and conditions. Lithium-ion batteries contained in equipment, packed in accordance with SP188; not subject to IMDG Code as declared by the shipper.', 6.2, 7.5);
  barcode(pen, R - 150, 790, 150, 12, '142600418827');
  pen.r(R, 812, 'PAGE 2 OF 2', 6.5);
  return {
    id: 's7-evergreen-bl', type: 'bill_of_lading',
    notes: 'Evergreen-style negotiable B/L Kaohsiung-Los Angeles with rail to Chicago (IPI), A4, 2 pages: every caption carries its box number "(2) SHIPPER/EXPORTER", "(5) DOCUMENT NO." (the B/L number) with "(5A) BOOKING NO." (digits only) beside it, forwarding agent with FMC no. and also-notify/routing boxes as decoys, vessel and voyage in one box "EVER LUNAR 1182E", goods blocks with marks stacked in the first column, quantity right-aligned, measurement above gross weight in one column, weights with 3 decimals, container list only on the attached sheet (page 2), freight charge grid with TWD/USD amounts as decoys, dates "MAR. 11, 2026", three originals, SCAC only in the footer.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'BOL', isNegotiable: true, bookingReference: '142600418827',
      shipper, consignee, notifyParties: [notify], carrier: { name: 'EVERGREEN MARINE CORP. (TAIWAN) LTD.', scac: 'EGLV' },
      vessel: { name: 'EVER LUNAR', imoNumber: null }, voyageNumber: '1182E',
      placeOfReceipt: place('TAICHUNG', null, 'TW'), portOfLoading: place('KAOHSIUNG', 'TWKHH', 'TW'), portOfDischarge: place('LOS ANGELES', 'USLAX', 'US'), placeOfDelivery: place('CHICAGO', null, 'US'),
      shippedOnBoardDate: '2026-03-11', issueDate: '2026-03-12', placeOfIssue: 'KAOHSIUNG', numberOfOriginals: 3, freightPaymentTerms: 'PREPAID',
      containers: C.map((c) => ({ containerNumber: c.n, sealNumbers: [c.seal], sizeType: '45G1', packages: { count: c.p, type: G[c.g].t }, grossWeight: kg(c.w), volume: m3(c.v) })),
      goods: G.map((g) => ({ description: g.d, hsCode: g.hs, marksAndNumbers: g.mk.replace(/\n/g, ' '), packages: { count: g.p, type: g.t }, grossWeight: kg(g.w), netWeight: kg(g.nw), volume: m3(g.v) })),
      totalPackages: tP, totalGrossWeight: kg(tW), totalVolume: m3(tV),
    },
  };
}

/** 4. OOCL-style sea waybill Yantian -> Vancouver -> Toronto on Letter: Times, captions over values separated by rules, weights in KGS and LBS, CBM and CFT. */
export function ooclSwb(): Doc {
  const pen = new Pen4('Times', 'Letter');
  const X = 36, R = 576, M = 306;
  const no = 'OOLU2752184470';
  const shipper = party('SHENZHEN BRIGHTWAY LIGHTING TECHNOLOGY CO., LTD.', ['No. 18 Gaoxin South 7th Road, Nanshan District', 'Shenzhen 518057, Guangdong, China'], { taxId: '91440300MA5F41827X' });
  const consignee = party('MAPLE LUMEN SUPPLY LTD.', ['7100 Woodbine Avenue, Unit 210', 'Markham, ON L3R 5J2, Canada'], { taxId: '814472211RM0001', email: 'imports@maplelumen.ca' });
  const notify = party('TORONTO CUSTOMS BROKERS INC.', ['6725 Airport Road, Suite 300', 'Mississauga, ON L4V 1V2, Canada'], { phone: '+1 905 555 0176', email: 'entries@torontocb.ca' });
  const C = [
    { n: cont('OOLU', '918244'), s: 'OOLHKQ4418', t: '45G1', a: "40'HQ", g: 0, p: 1180, w: 9912.0, v: 68.4 },
    { n: cont('OOCU', '705531'), s: 'OOLHKQ4419', t: '45G1', a: "40'HQ", g: 0, p: 1176, w: 9878.4, v: 68.2 },
    { n: cont('TGHU', '641187'), s: 'OOLHKQ4420', t: '45G1', a: "40'HQ", g: 1, p: 1420, w: 8236.0, v: 67.9 },
    { n: cont('OOLU', '304472'), s: 'OOLHKQ4421', t: '22G1', a: "20'GP", g: 1, p: 610, w: 3538.0, v: 29.3 },
  ];
  const G = [
    { d: 'LED FLAT PANEL LIGHTS 2X4 FT, 50W, CSA CERTIFIED', hs: '940542', mk: 'MLS\nTORONTO\nPO 77-2603\nCTN 1-2356', nw: 18612.0 },
    { d: 'LED TUBE LAMPS T8 4FT, 18W (GLASS), 25 PCS PER CARTON', hs: '853952', mk: 'MLS\nTORONTO\nPO 77-2604\nCTN 1-2030', nw: 10962.4 },
  ].map((g, i) => { const cs = C.filter((c) => c.g === i); return { ...g, p: sum(cs.map((c) => c.p), 0), w: sum(cs.map((c) => c.w), 1), v: sum(cs.map((c) => c.v), 1) }; });
  const tP = sum(G.map((g) => g.p), 0), tW = sum(G.map((g) => g.w), 1), tV = sum(G.map((g) => g.v), 1);
  const lbs = (k: number) => us(round(k * 2.20462, 0), 0), cft = (v: number) => us(round(v * 35.3147, 0), 0);
  pen.t(X, 42, 'OOCL', 24, true);
  pen.t(X + 76, 32, 'ORIENT OVERSEAS CONTAINER LINE LIMITED', 9, true); pen.t(X + 76, 42, '31st Floor, Harbour Centre, 25 Harbour Road, Wanchai, Hong Kong', 7);
  pen.r(R, 32, 'SEA WAYBILL', 16, true); pen.r(R, 44, 'NON-NEGOTIABLE  -  NOT A DOCUMENT OF TITLE', 7);
  pen.hl(X, R, 52, 1.4);
  const cap = (x: number, y: number, c: string, v: string[], s = 8.6) => { pen.t(x, y, c.toUpperCase(), 6.4, true); return pen.ml(x, y + 11, v, s, s + 2.2); };
  let y = 64;
  cap(X, y, 'Shipper', [shipper.name, 'No. 18 Gaoxin South 7th Road, Nanshan District', 'Shenzhen 518057, Guangdong, China', 'USCI 91440300MA5F41827X'], 8.2);
  cap(M + 6, y, 'Sea Waybill No.', [no], 11);
  cap(M + 140, y, 'Booking No.', ['2752184470'], 9);
  cap(M + 6, y + 30, 'Shipper\'s Reference', ['BW-EXP-260304  /  LC NOT APPLICABLE'], 8.4);
  y += 60; pen.hl(X, R, y - 6, 0.4);
  cap(X, y, 'Consignee', [consignee.name, '7100 Woodbine Avenue, Unit 210', 'Markham, ON L3R 5J2, Canada', 'BN 814472211RM0001  imports@maplelumen.ca'], 8.2);
  cap(M + 6, y, 'Notify Party', [notify.name, '6725 Airport Road, Suite 300', 'Mississauga, ON L4V 1V2, Canada', 'TEL +1 905 555 0176  entries@torontocb.ca'], 8.2);
  y += 62; pen.hl(X, R, y - 6, 0.4);
  const w4 = (R - X) / 4;
  cap(X, y, 'Place of Receipt', ['SHENZHEN CY']); cap(X + w4, y, 'Port of Loading', ['YANTIAN (CNYTN)']); cap(X + 2 * w4, y, 'Port of Discharge', ['VANCOUVER (CAVAN)']); cap(X + 3 * w4, y, 'Place of Delivery', ['TORONTO, ON (RAIL)']);
  y += 28;
  cap(X, y, 'Vessel', ['OOCL NINGBO']); cap(X + w4, y, 'Voyage No.', ['073E']); cap(X + 2 * w4, y, 'IMO No.', [imo('962798')]); cap(X + 3 * w4, y, 'Freight Payable', ['COLLECT AT TORONTO']);
  y += 30; pen.hl(X, R, y - 6, 0.8);
  const cx = [X, X + 84, X + 150, X + 380, X + 460, R];
  ['Marks & Nos.', 'No. of Pkgs', 'Description of Goods (shipper\'s declared particulars)', 'Gross Weight', 'Measurement'].forEach((h, i) => pen.t(cx[i] + 2, y + 2, h.toUpperCase(), 6.2, true));
  y += 16;
  G.forEach((g) => {
    pen.ml(X + 2, y, g.mk.split('\n'), 7.8, 9.5);
    pen.t(cx[1] + 2, y, `${us(g.p, 0)} CTNS`, 8.2);
    const e = pen.ml(cx[2] + 2, y, [...wrap(pen, g.d, 222, 8.2), `HS CODE ${g.hs}`, `NET WEIGHT ${us(g.nw, 1)} KGS`], 8.2, 9.8);
    pen.r(cx[4] - 6, y, `${us(g.w, 1)} KGS`, 8.2); pen.r(cx[4] - 6, y + 10, `${lbs(g.w)} LBS`, 8.2);
    pen.r(R - 2, y, `${us(g.v, 1)} CBM`, 8.2); pen.r(R - 2, y + 10, `${cft(g.v)} CFT`, 8.2);
    y = Math.max(e, y + 40) + 6;
  });
  pen.t(cx[2] + 2, y, `TOTAL: ${us(tP, 0)} CARTONS / 4 CNTRS`, 8.2, true);
  pen.r(cx[4] - 6, y, `${us(tW, 1)} KGS`, 8.2, true); pen.r(R - 2, y, `${us(tV, 1)} CBM`, 8.2, true);
  y += 14;
  y = table(pen, X, y, [
    { title: ['Container No.'], w: 100 }, { title: ['Seal No.'], w: 90 }, { title: ['Size/Type'], w: 60, align: 'c' }, { title: ['Packages'], w: 70, align: 'r' },
    { title: ['Gross Wt (KGS)'], w: 80, align: 'r' }, { title: ['Gross Wt (LBS)'], w: 70, align: 'r' }, { title: ['Measurement (CBM)'], w: R - X - 470, align: 'r' },
  ], C.map((c) => [[c.n], [c.s], [c.a], [`${us(c.p, 0)} CTNS`], [us(c.w, 1)], [lbs(c.w)], [us(c.v, 1)]]), { size: 8, headSize: 6.8, shade: true });
  y += 14;
  const kv: Array<[string, string]> = [['Shipped on Board', '09 Mar 2026'], ['Place of Issue', 'SHENZHEN'], ['Date of Issue', '10 Mar 2026'], ['No. of Original B/L', '0 (ZERO)'], ['Service / Move Type', 'CY / RAMP'], ['SCAC', 'OOLU']];
  kv.forEach(([l, v], i) => { const xx = X + (i % 3) * 180, yy = y + Math.floor(i / 3) * 22; pen.t(xx, yy, l.toUpperCase(), 6.4, true); pen.t(xx, yy + 11, v, 8.8); });
  y += 50;
  small(pen, X, y, 330, 'This Sea Waybill is not a document of title. Delivery of the goods will be made to the named Consignee or its authorised agent upon proof of identity, without surrender of this Sea Waybill. The contract of carriage is subject to the terms and conditions of the Carrier\'s Bill of Lading (available at www.oocl.com) and to the CMI Uniform Rules for Sea Waybills, which the Shipper accepts on its own behalf and on behalf of the Consignee and owner of the goods.', 6.6, 7.8);
  pen.t(400, y + 6, 'For ORIENT OVERSEAS CONTAINER LINE LIMITED', 7.4, true); pen.t(400, y + 16, 'as Carrier', 7.4);
  pen.hl(400, R, y + 48, 0.4); pen.t(400, y + 57, 'OOCL (CHINA) LTD. SHENZHEN BRANCH, AS AGENT', 6.8);
  stamp(pen, 480, y + 30, ['OOCL SHENZHEN', 'DOC. DEPT.'], -7, 7.5, 0.5);
  pen.t(X, 770, 'OOCL SWB (Rev. 2024)', 6.5); pen.r(R, 770, 'Page 1 of 1', 6.5);
  return {
    id: 's7-oocl-swb', type: 'sea_waybill',
    notes: 'OOCL-style sea waybill Yantian-Vancouver with rail to Toronto, Letter portrait, Times: captions in small bold capitals over values separated only by horizontal rules (no boxes), waybill no. OOLU + 10 digits with a 10-digit booking no. that repeats its digits, routing and vessel/voyage/IMO in two 4-column rows, goods with weights in KGS and LBS and volumes in CBM and CFT stacked (LBS/CFT decoys), ruled container table with 40\'HQ / 20\'GP aliases, issue block as a 3-column caption grid (shipped 09 Mar 2026, issued 10 Mar 2026, originals "0 (ZERO)", SCAC), freight collect, USCI and BN tax ids.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'SWB', isNegotiable: false, bookingReference: '2752184470',
      shipper, consignee, notifyParties: [notify], carrier: { name: 'ORIENT OVERSEAS CONTAINER LINE LIMITED', scac: 'OOLU' },
      vessel: { name: 'OOCL NINGBO', imoNumber: imo('962798') }, voyageNumber: '073E',
      placeOfReceipt: place('SHENZHEN', null, 'CN'), portOfLoading: place('YANTIAN', 'CNYTN', 'CN'), portOfDischarge: place('VANCOUVER', 'CAVAN', 'CA'), placeOfDelivery: place('TORONTO', null, 'CA'),
      shippedOnBoardDate: '2026-03-09', issueDate: '2026-03-10', placeOfIssue: 'SHENZHEN', numberOfOriginals: 0, freightPaymentTerms: 'COLLECT',
      containers: C.map((c) => ({ containerNumber: c.n, sealNumbers: [c.s], sizeType: c.t, packages: { count: c.p, type: 'CTNS' }, grossWeight: kg(c.w), volume: m3(c.v) })),
      goods: G.map((g) => ({ description: g.d, hsCode: g.hs, marksAndNumbers: g.mk.replace(/\n/g, ' '), packages: { count: g.p, type: 'CTNS' }, grossWeight: kg(g.w), netWeight: kg(g.nw), volume: m3(g.v) })),
      totalPackages: tP, totalGrossWeight: kg(tW), totalVolume: m3(tV),
    },
  };
}
