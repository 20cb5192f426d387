/** Set 8, ocean: Wan Hai-style negotiable B/L "to order of" a bank (Times, A4), Matson-style sea waybill on landscape Letter (KGS + LBS). */
import { Pen4, cont, party, place, kg, m3, us, round, sum, wrap, small, stamp, barcode, d5, type Doc } from './lib8.ts';

/** 3. Wan Hai Lines B/L Lat Krabang / Laem Chabang -> Chennai: captions above values in ruled boxes, containers listed under the goods, "TO ORDER OF" a bank. */
export function wanHaiBl(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 30, R = 565, M = 300;
  const no = 'WHLC030E441827', bk = '030E441827';
  const shipper = party('SIAM POLYMER PACKAGING CO., LTD.', ['88/12 Moo 4, Bangpoo Industrial Estate, Sukhumvit Road', 'Tambon Phraeksa, Amphoe Mueang, Samut Prakan 10280, Thailand'], { taxId: '0115548004182', phone: '+66 2 709 4418' });
  const consignee = party('TO ORDER OF INDIAN OVERSEAS BANK', ['763 Anna Salai, Chennai 600002, India']);
  const notify = party('COROMANDEL FLEXIPACK PRIVATE LIMITED', ['Plot B-14, SIPCOT Industrial Park, Irungattukottai', 'Sriperumbudur 602117, Tamil Nadu, India'], { taxId: '33AACCC4418K1ZP', email: 'imports@coroflex.in' });
  const G = [
    { d: 'BOPP TRANSPARENT FILM 20 MICRON, ON PAPER CORES', hs: '39202020', mk: 'CFPL\nCHENNAI\nPO CF/2611/018\nROLL NO. 1-286', t: 'ROLLS', nw: 58224.0 },
    { d: 'METALLIZED CPP FILM 25 MICRON', hs: '39202090', mk: 'CFPL\nCHENNAI\nPO CF/2611/019\nPLT NO. 1-36', t: 'PALLETS', nw: 19188.0 },
  ];
  const C = [
    { n: cont('WHSU', '641827'), s: 'WHLN418201', a: "40'HQ", t: '45G1', g: 0, p: 72, w: 15240.0, v: 62.4 },
    { n: cont('WHLU', '572044'), s: 'WHLN418202', a: "40'HQ", t: '45G1', g: 0, p: 72, w: 15262.5, v: 62.4 },
    { n: cont('TEMU', '830411'), s: 'WHLN418203', a: "40'HQ", t: '45G1', g: 0, p: 72, w: 15198.0, v: 62.4 },
    { n: cont('WHSU', '318865'), s: 'WHLN418204', a: "40'HQ", t: '45G1', g: 0, p: 70, w: 14805.5, v: 60.7 },
    { n: cont('WHLU', '207713'), s: 'WHLN418205', a: "40'HQ", t: '45G1', g: 1, p: 18, w: 10260.0, v: 54.0 },
    { n: cont('WHLU', '207958'), s: 'WHLN418206', a: "20'GP", t: '22G1', g: 1, p: 18, w: 10312.0, v: 28.8 },
  ];
  const GG = G.map((g, i) => { const cs = C.filter((c) => c.g === i); return { ...g, p: sum(cs.map((c) => c.p), 0), w: sum(cs.map((c) => c.w), 1), v: sum(cs.map((c) => c.v), 1) }; });
  const tP = sum(GG.map((g) => g.p), 0), tW = sum(GG.map((g) => g.w), 1), tV = sum(GG.map((g) => g.v), 1);
  const B = (x: number, y: number, w: number, h: number, cap: string, v: string[], s = 8.6, b = false) => { pen.box(x, y, w, h, 0.6); pen.t(x + 3, y + 8, cap, 6.6, true); pen.ml(x + 6, y + 10 + s, v, s, s + 2, b); };
  let y = 28;
  B(X, y, M - X, 70, 'Shipper / Exporter', [shipper.name, '88/12 Moo 4, Bangpoo Industrial Estate, Sukhumvit Road', 'Tambon Phraeksa, Amphoe Mueang, Samut Prakan 10280, Thailand', 'TAX ID 0115548004182   TEL +66 2 709 4418'], 7.6);
  pen.box(M, y, R - M, 70, 0.6);
  pen.t(M + 8, y + 22, 'WAN HAI LINES LTD.', 17, true);
  pen.t(M + 8, y + 34, '10F., No. 136, Sung Chiang Road, Taipei, Taiwan', 7.4);
  pen.t(M + 8, y + 52, 'BILL OF LADING', 13, true); pen.t(M + 120, y + 52, 'ORIGINAL', 11, true);
  pen.t(M + 8, y + 63, 'NEGOTIABLE IF CONSIGNED "TO ORDER"', 6.8);
  y += 70;
  B(X, y, M - X, 52, 'Consignee (if "To Order" so indicate)', ['TO ORDER OF INDIAN OVERSEAS BANK', '763 Anna Salai, Chennai 600002, India'], 8.6, true);
  B(M, y, (R - M) / 2, 26, 'B/L No.', [no], 10, true); B(M + (R - M) / 2, y, (R - M) / 2, 26, 'Booking No.', [bk], 9.4);
  B(M, y + 26, R - M, 26, 'Export References', ['INV SPP-EX-2611-204 / LC NO. 0418IF26000771'], 8);
  y += 52;
  B(X, y, M - X, 56, 'Notify Party (carrier not responsible for failure to notify)', [notify.name, 'Plot B-14, SIPCOT Industrial Park, Irungattukottai', 'Sriperumbudur 602117, Tamil Nadu, India', 'GSTIN 33AACCC4418K1ZP  imports@coroflex.in'], 7.6);
  B(M, y, R - M, 56, 'Forwarding Agent / Also Notify', ['SUKHUMVIT CARGO LOGISTICS CO., LTD.', 'BANGKOK  REF SCL-26-11-4418'], 7.8);
  y += 56;
  const w2 = (M - X) / 2, w3 = (R - M) / 2;
  B(X, y, w2, 26, 'Pre-carriage by', ['TRUCK']); B(X + w2, y, w2, 26, 'Place of Receipt', ['LAT KRABANG ICD, THAILAND']);
  B(M, y, w3, 26, 'Ocean Vessel / Voy. No.', ['WAN HAI 175  N118']); B(M + w3, y, w3, 26, 'Port of Loading', ['LAEM CHABANG, THAILAND']);
  y += 26;
  B(X, y, w2, 26, 'Port of Discharge', ['CHENNAI, INDIA']); B(X + w2, y, w2, 26, 'Place of Delivery', ['CHENNAI CY, INDIA']);
  B(M, y, w3, 26, 'Final Destination (merchant\'s ref.)', ['SRIPERUMBUDUR']); B(M + w3, y, w3, 26, 'Type of Movement', ['CY / CY  FCL / FCL']);
  y += 30;
  pen.hl(X, R, y, 1); pen.t(X + 4, y + 9, 'PARTICULARS FURNISHED BY SHIPPER - CARRIER NOT RESPONSIBLE', 6.6, true);
  const cx = [X, X + 110, X + 180, X + 400, X + 470, R];
  ['Marks and Numbers', 'No. of Pkgs', 'Kind of Packages; Description of Goods', 'Gross Weight', 'Measurement'].forEach((h, i) => pen.t(cx[i] + 3, y + 22, h, 7, true));
  pen.hl(X, R, y + 26, 0.5);
  y += 40;
  pen.t(cx[2] + 3, y, 'SHIPPER\'S LOAD, STOW, COUNT AND SEAL - SAID TO CONTAIN', 7.6, true); y += 14;
  GG.forEach((g) => {
    pen.ml(X + 3, y, g.mk.split('\n'), 7.6, 9.2);
    pen.r(cx[2] - 4, y, `${us(g.p, 0)} ${g.t}`, 8);
    const e = pen.ml(cx[2] + 3, y, [...wrap(pen, g.d, 212, 8.2), `H.S. CODE: ${g.hs}`, `NET WEIGHT: ${us(g.nw, 3)} KGS`], 8.2, 10);
    pen.r(cx[4] - 4, y, `${us(g.w, 3)} KGS`, 8); pen.r(R - 4, y, `${us(g.v, 3)} CBM`, 8);
    y = Math.max(e, y + 38) + 6;
  });
  pen.t(cx[2] + 3, y, `TOTAL: ${us(tP, 0)} PACKAGES`, 8, true); pen.r(cx[4] - 4, y, `${us(tW, 3)} KGS`, 8, true); pen.r(R - 4, y, `${us(tV, 3)} CBM`, 8, true);
  y += 16;
  pen.t(X + 3, y, 'CONTAINER NO. / SEAL NO. / SIZE / PACKAGES / GROSS WEIGHT / MEASUREMENT', 7, true); y += 11;
  C.forEach((c) => { pen.t(X + 3, y, `${c.n} / ${c.s} / ${c.a} / ${c.p} ${GG[c.g].t} / ${us(c.w, 3)} KGS / ${us(c.v, 3)} CBM`, 8); y += 10.5; });
  y += 4;
  pen.t(X + 3, y, '"FREIGHT PREPAID"      "CY/CY"      L/C NO. 0418IF26000771 DATED 2026-10-02', 8, true);
  y += 8;
  pen.hl(X, R, y, 0.8);
  pen.t(X + 3, y + 11, 'TOTAL NO. OF CONTAINERS OR PACKAGES (IN WORDS):  SAY SIX (6) CONTAINERS ONLY', 7.6, true);
  y += 16; pen.hl(X, R, y, 0.5);
  pen.box(X, y, M - X, 78, 0.6);
  pen.t(X + 3, y + 8, 'Freight & Charges         Prepaid         Collect', 6.6, true);
  pen.ml(X + 6, y + 22, ['OCEAN FREIGHT            AS ARRANGED', 'THC LAEM CHABANG         THB 5,600/CNTR', 'B/L FEE                  THB 1,400', 'SEAL FEE                 THB 250/CNTR'], 7.4, 9.6);
  B(M, y, w3, 26, 'Freight Payable at', ['BANGKOK']); B(M + w3, y, w3, 26, 'Number of Original B(s)/L', ['THREE (3)']);
  B(M, y + 26, R - M, 26, 'Place and Date of Issue', [`BANGKOK   ${d5.long('2026-11-15').toUpperCase()}`]);
  B(M, y + 52, R - M, 26, 'Shipped on Board Date', [`${d5.dMONYYYY('2026-11-14')}   VESSEL: WAN HAI 175`]);
  y += 86;
  small(pen, X, y, M - X - 6, 'RECEIVED by the Carrier the Goods as specified above in apparent good order and condition unless otherwise stated, to be transported to such place as agreed, authorised or permitted herein and subject to all the terms and conditions appearing on the front and reverse of this Bill of Lading. In witness whereof the number of original Bills of Lading stated above have been signed, one of which being accomplished the others to stand void. One original Bill of Lading, duly endorsed, must be surrendered in exchange for the Goods or delivery order.', 6, 7.2);
  pen.t(M + 8, y + 6, 'Signed for the Carrier WAN HAI LINES LTD.', 7.6, true);
  pen.t(M + 8, y + 16, 'by WAN HAI LINES (THAILAND) LTD. as Agent', 7.4);
  pen.hl(M + 8, R - 10, y + 56, 0.4);
  stamp(pen, M + 170, y + 44, ['WAN HAI LINES (THAILAND)', 'BANGKOK'], 7, 7.5, 0.45);
  barcode(pen, X, 800, 170, 14, '030441827');
  pen.r(R, 812, 'SCAC: WHLC    FORM WHL-BL-2022', 6.5);
  return {
    id: 's8-wanhai-bl', type: 'bill_of_lading',
    notes: 'Wan Hai-style original negotiable B/L Laem Chabang-Chennai on A4 Times: bold captions above values in ruled boxes, consignee "TO ORDER OF" a bank with its address, forwarding agent / export references as decoys, vessel + voyage in one box "WAN HAI 175  N118", goods with marks stacked, rolls + pallets, containers as slash-separated lines under the goods (no table), L/C date decoy, issue date "NOVEMBER 15, 2026" and on-board "14 NOV 2026", three originals, SCAC only in the footer.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'BOL', isNegotiable: true, bookingReference: bk,
      shipper, consignee, notifyParties: [notify], carrier: { name: 'WAN HAI LINES LTD.', scac: 'WHLC' },
      vessel: { name: 'WAN HAI 175', imoNumber: null }, voyageNumber: 'N118',
      placeOfReceipt: place('LAT KRABANG', null, 'TH'), portOfLoading: place('LAEM CHABANG', null, 'TH'), portOfDischarge: place('CHENNAI', null, 'IN'), placeOfDelivery: place('CHENNAI', null, 'IN'),
      shippedOnBoardDate: '2026-11-14', issueDate: '2026-11-15', placeOfIssue: 'BANGKOK', numberOfOriginals: 3, freightPaymentTerms: 'PREPAID',
      containers: C.map((c) => ({ containerNumber: c.n, sealNumbers: [c.s], sizeType: c.t, packages: { count: c.p, type: GG[c.g].t }, grossWeight: kg(c.w), volume: m3(c.v) })),
      goods: GG.map((g) => ({ description: g.d, hsCode: g.hs, marksAndNumbers: g.mk.replace(/\n/g, ' / '), packages: { count: g.p, type: g.t }, grossWeight: kg(g.w), netWeight: kg(g.nw), volume: m3(g.v) })),
      totalPackages: tP, totalGrossWeight: kg(tW), totalVolume: m3(tV),
    },
  };
}

/** 4. Matson-style sea waybill Ningbo -> Long Beach on landscape Letter: parties in a left column, references/routing in a right column, weights KGS and LBS. */
export function matsonSwb(): Doc {
  const pen = new Pen4('Helvetica', 'LetterL');
  const X = 30, R = 762, M = 400;
  const no = 'MATS4418270113', bk = '4418270';
  const shipper = party('NINGBO HAISHU OUTDOOR PRODUCTS CO., LTD.', ['No. 558 Wangchun Road, Haishu District', 'Ningbo, Zhejiang 315012, China'], { phone: '+86 574 8741 8827', email: 'export@hsoutdoor.cn' });
  const consignee = party('SIERRA TRAILS RETAIL GROUP INC.', ['4400 Kietzke Lane, Suite 110', 'Reno, NV 89502, USA'], { phone: '+1 775 555 0148' });
  const notify = party('PACIFIC GATEWAY CUSTOMS BROKERAGE LLC', ['2201 E. Carson Street', 'Long Beach, CA 90810, USA'], { email: 'ops@pgcb-lb.com' });
  const C = [
    { n: cont('MATU', '264418'), s: 'MAT0918271', t: '45G1', g: 0, p: 1240, w: 8612.4, v: 71.2 },
    { n: cont('MATU', '531702'), s: 'MAT0918272', t: '45G1', g: 1, p: 980, w: 9105.0, v: 70.6 },
    { n: cont('MATU', '118839'), s: 'MAT0918273', t: '45G1', g: 2, p: 612, w: 11420.8, v: 68.9 },
    { n: cont('MATU', '640057'), s: 'MAT0918274', t: '22G1', g: 2, p: 266, w: 5130.0, v: 31.5 },
  ];
  const G = [
    { d: 'CAMPING TENTS, 4-PERSON, POLYESTER', hs: '630622', mk: 'STR RENO\nPO 88104\nC/NO. 1-1240' },
    { d: 'SLEEPING BAGS, SYNTHETIC FILL', hs: '940430', mk: 'STR RENO\nPO 88105\nC/NO. 1-980' },
    { d: 'FOLDING CAMP CHAIRS AND TABLES, ALUMINIUM FRAME', hs: '940179', mk: 'STR RENO\nPO 88106\nC/NO. 1-878' },
  ].map((g, i) => { const cs = C.filter((c) => c.g === i); return { ...g, p: sum(cs.map((c) => c.p), 0), w: sum(cs.map((c) => c.w), 1), v: sum(cs.map((c) => c.v), 1) }; });
  const tP = sum(G.map((g) => g.p), 0), tW = sum(G.map((g) => g.w), 1), tV = sum(G.map((g) => g.v), 1);
  const lbs = (k: number) => us(round(k * 2.20462, 0), 0);
  pen.t(X, 40, 'MATSON', 22, true); pen.t(X + 106, 34, 'MATSON NAVIGATION COMPANY, INC.', 8.4, true); pen.t(X + 106, 44, '1411 Sand Island Parkway, Honolulu, HI 96819', 7);
  pen.r(R, 34, 'NON-NEGOTIABLE SEA WAYBILL', 14, true); pen.r(R, 46, 'Not a document of title - delivery to named consignee', 7);
  pen.hl(X, R, 54, 1.5);
  const cap = (x: number, y: number, c: string, v: string[], s = 8.4, b = false) => { pen.gray(x, y, c, 6.4, 0.35, true); return pen.ml(x, y + 10, v, s, s + 2, b); };
  let yl = 68;
  yl = cap(X, yl, 'SHIPPER', [shipper.name, 'No. 558 Wangchun Road, Haishu District', 'Ningbo, Zhejiang 315012, China', `Tel ${shipper.phone}  ${shipper.email}`]) + 8; pen.hl(X, M - 12, yl - 6, 0.3);
  yl = cap(X, yl, 'CONSIGNEE', [consignee.name, '4400 Kietzke Lane, Suite 110', 'Reno, NV 89502, USA', `Tel ${consignee.phone}`]) + 8; pen.hl(X, M - 12, yl - 6, 0.3);
  yl = cap(X, yl, 'NOTIFY PARTY', [notify.name, '2201 E. Carson Street', 'Long Beach, CA 90810, USA', notify.email!]) + 4;
  pen.vl(M - 6, 60, yl, 0.5);
  const kv: Array<[string, string]> = [
    ['Waybill Number', no], ['Booking Number', bk], ['Shipper Ref.', 'HSO-26-1107'], ['Vessel', 'MANULANI'], ['Voyage', '318E'],
    ['Place of Receipt', 'NINGBO CY'], ['Port of Loading', 'NINGBO, CN (CNNGB)'], ['Port of Discharge', 'LONG BEACH, CA (USLGB)'], ['Place of Delivery', 'RENO, NV (TRUCK)'],
    ['Freight Terms', 'COLLECT'], ['Service', 'CLX  CY/DOOR'], ['Shipped on Board', d5.long('2026-11-09')], ['Date of Issue', d5.long('2026-11-10')], ['Place of Issue', 'NINGBO, CHINA'],
  ];
  kv.forEach(([l, v], i) => { const x = M + (i % 2) * 180, y = 68 + Math.floor(i / 2) * 22; pen.gray(x, y, l.toUpperCase(), 6.4, 0.35, true); pen.t(x, y + 10, v, 8.6, i < 2); });
  let y = Math.max(yl, 68 + 7 * 22) + 6;
  pen.hl(X, R, y, 1);
  const cx = [X, X + 100, X + 170, X + 420, X + 500, X + 580, X + 660, R];
  ['MARKS & NUMBERS', 'PACKAGES', 'DESCRIPTION OF GOODS', 'GROSS KGS', 'GROSS LBS', 'CBM', 'CU. FT.'].forEach((h, i) => (i >= 3 ? pen.r(cx[i + 1] - 4, y + 10, h, 6.6, true) : pen.t(cx[i] + 3, y + 10, h, 6.6, true)));
  pen.hl(X, R, y + 14, 0.4);
  y += 26;
  G.forEach((g) => {
    pen.ml(X + 3, y, g.mk.split('\n'), 7.6, 9);
    pen.t(cx[1] + 3, y, `${us(g.p, 0)} CTNS`, 8.2);
    pen.ml(cx[2] + 3, y, [g.d, `HTS ${g.hs}`], 8.2, 9.6);
    pen.r(cx[4] - 4, y, us(g.w, 1), 8.2); pen.r(cx[5] - 4, y, lbs(g.w), 8.2); pen.r(cx[6] - 4, y, us(g.v, 1), 8.2); pen.r(R - 4, y, us(round(g.v * 35.3147, 0), 0), 8.2);
    y += 32;
  });
  pen.hl(cx[3], R, y - 8, 0.4);
  pen.t(cx[2] + 3, y, `TOTAL ${us(tP, 0)} CARTONS IN 4 CONTAINERS`, 8.2, true);
  pen.r(cx[4] - 4, y, us(tW, 1), 8.2, true); pen.r(cx[5] - 4, y, lbs(tW), 8.2, true); pen.r(cx[6] - 4, y, us(tV, 1), 8.2, true); pen.r(R - 4, y, us(round(tV * 35.3147, 0), 0), 8.2, true);
  y += 14;
  pen.hl(X, R, y, 0.8);
  const kx = [X, X + 110, X + 210, X + 270, X + 350, X + 440, X + 530];
  ['CONTAINER', 'SEAL', 'TYPE', 'PKGS', 'KGS', 'LBS', 'CBM'].forEach((h, i) => pen.t(kx[i] + 3, y + 10, h, 6.6, true));
  y += 22;
  C.forEach((c) => { [c.n, c.s, c.t, `${c.p} CTNS`, us(c.w, 1), lbs(c.w), us(c.v, 1)].forEach((v, i) => pen.t(kx[i] + 3, y, v, 8.2)); y += 11; });
  small(pen, X, 540, 460, 'This Sea Waybill is subject to the terms, conditions and exceptions of Matson\'s Bill of Lading and Tariff, including the limitation of liability of USD 500 per package under COGSA, all of which are incorporated herein. No original is issued; the goods will be delivered to the consignee named above or its authorised agent on proof of identity.', 6.4, 7.6);
  pen.t(560, 548, 'MATSON NAVIGATION COMPANY, INC., AS CARRIER', 7.2, true);
  pen.hl(560, R, 576, 0.4); pen.t(560, 586, 'By its agent, Ningbo', 6.8);
  stamp(pen, 700, 520, ['MATSON NINGBO', 'DOCUMENTATION'], -6, 7.5, 0.45);
  pen.t(X, 596, 'SCAC MATS   SWB-LS 03/2024', 6.4); pen.r(R, 596, 'Page 1 of 1', 6.4);
  return {
    id: 's8-matson-swb', type: 'sea_waybill',
    notes: 'Matson-style sea waybill Ningbo-Long Beach with truck to Reno on landscape Letter: parties stacked in a left column with grey small-caps captions, a 2-column grid of 14 references right (waybill and booking, vessel and voyage split, routing with UN/LOCODEs in brackets, freight terms, long US dates), goods table without rules between columns showing KGS and LBS, CBM and CU. FT. (LBS/CFT decoys), container list with ISO type codes 45G1 / 22G1, no originals.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'SWB', isNegotiable: false, bookingReference: bk,
      shipper, consignee, notifyParties: [notify], carrier: { name: 'MATSON NAVIGATION COMPANY, INC.', scac: 'MATS' },
      vessel: { name: 'MANULANI', imoNumber: null }, voyageNumber: '318E',
      placeOfReceipt: place('NINGBO', null, 'CN'), portOfLoading: place('NINGBO', 'CNNGB', 'CN'), portOfDischarge: place('LONG BEACH', 'USLGB', 'US'), placeOfDelivery: place('RENO', null, 'US'),
      shippedOnBoardDate: '2026-11-09', issueDate: '2026-11-10', placeOfIssue: 'NINGBO', freightPaymentTerms: 'COLLECT',
      containers: C.map((c) => ({ containerNumber: c.n, sealNumbers: [c.s], sizeType: c.t, packages: { count: c.p, type: 'CTNS' }, grossWeight: kg(c.w), volume: m3(c.v) })),
      goods: G.map((g) => ({ description: g.d, hsCode: g.hs, marksAndNumbers: g.mk.replace(/\n/g, ' / '), packages: { count: g.p, type: 'CTNS' }, grossWeight: kg(g.w), volume: m3(g.v) })),
      totalPackages: tP, totalGrossWeight: kg(tW), totalVolume: m3(tV),
    },
  };
}
