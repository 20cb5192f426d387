/** Set 10, ocean: Yang Ming-style negotiable B/L Taichung / Kaohsiung -> Felixstowe with the containers on an attached rider page, X-Press Feeders-style sea waybill Singapore -> Yangon printed as a Courier "caption: value" listing on Letter. */
import { Pen4, cont, imo, party, place, kg, m3, us, sum, wrap, small, stamp, barcode, d, d5, ubn, type Doc } from './lib10.ts';

/** 3. Yang Ming-style B/L: A4 Helvetica ruled boxes on page 1 with "SEE ATTACHED RIDER", totals on page 1, container list and goods detail on page 2 (rider), laden-on-board notation separate from the issue date. */
export function yangMingBl(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 30, R = 565, M = 300;
  const no = 'YMLUI246044182', bk = 'I246044182', vsl = 'YM WELLSPRING', voy = '047W', im = imo('941827');
  const tw = ubn('2844182');
  const shipper = party('FENG YUAN PRECISION MACHINERY CO., LTD.', ['No. 18, Gongye 27th Rd., Xitun Dist.', 'Taichung City 407, Taiwan'], { taxId: tw, phone: '+886 4 2359 4418' });
  const consignee = party('TO ORDER OF HSBC UK BANK PLC', ['1 Centenary Square, Birmingham B1 1HQ, United Kingdom']);
  const notify = party('MIDLANDS CNC SOLUTIONS LTD', ['Unit 12, Tyseley Industrial Estate', 'Birmingham B11 2AA, United Kingdom'], { phone: '+44 121 706 4418', email: 'imports@midlandscnc.co.uk' });
  const G = [
    { de: 'CNC VERTICAL MACHINING CENTRES, MODEL FV-1166, WITH STANDARD ACCESSORIES', hs: '845710', mk: 'MCS / BHX\nFV-1166\nC/NO. 1-6\nMADE IN TAIWAN', p: 6, t: 'CRATES', w: 38400, nw: 36000, v: 96.6 },
    { de: 'CNC TURNING CENTRES, MODEL FL-250MY', hs: '845811', mk: 'MCS / BHX\nFL-250MY\nC/NO. 7-10\nMADE IN TAIWAN', p: 4, t: 'CRATES', w: 19850, nw: 18400, v: 48.2 },
    { de: 'SPARE PARTS, TOOL HOLDERS AND CHIP CONVEYORS', hs: '846693', mk: 'MCS / BHX\nSP-01/28\nMADE IN TAIWAN', p: 28, t: 'PALLETS', w: 7840.5, nw: 6920, v: 31.4 },
  ];
  const K = [
    { n: cont('YMLU', '441827'), s: 'YMAR441827', t: '45G1', a: "40' HC", p: 2, g: 0, w: 12950, v: 32.4 },
    { n: cont('YMMU', '552038'), s: 'YMAR441828', t: '45G1', a: "40' HC", p: 2, g: 0, w: 12820, v: 32.1 },
    { n: cont('TGHU', '661249'), s: 'YMAR441829', t: '45G1', a: "40' HC", p: 2, g: 0, w: 12630, v: 32.1 },
    { n: cont('YMLU', '770350'), s: 'YMAR441830', t: '42G1', a: "40' GP", p: 4, g: 1, w: 19850, v: 48.2 },
    { n: cont('BEAU', '180461'), s: 'YMAR441831', t: '22G1', a: "20' GP", p: 14, g: 2, w: 3910.5, v: 15.7 },
    { n: cont('YMLU', '290572'), s: 'YMAR441832', t: '22G1', a: "20' GP", p: 14, g: 2, w: 3930, v: 15.7 },
  ];
  const tP = sum(G.map((g) => g.p), 0), tW = sum(G.map((g) => g.w), 1), tV = sum(G.map((g) => g.v), 1);
  const B = (x: number, y: number, w: number, h: number, cap: string, v: string[], s = 8, b = false) => { pen.box(x, y, w, h, 0.5); pen.t(x + 3, y + 7.5, cap, 5.8); pen.ml(x + 6, y + 18, v, s, s + 2, b); };
  // page 1
  B(X, 30, M - X, 62, 'Shipper / Exporter', [shipper.name, 'No. 18, Gongye 27th Rd., Xitun Dist.', 'Taichung City 407, Taiwan', `UBN ${tw}  TEL ${shipper.phone}`], 7.8);
  pen.t(M + 10, 46, 'YANG MING', 22, true); pen.t(M + 10, 58, 'YANG MING MARINE TRANSPORT CORPORATION', 7.6, true);
  pen.t(M + 10, 68, 'SCAC: YMLU', 7);
  pen.t(M + 10, 84, 'BILL OF LADING', 13, true); pen.r(R - 4, 84, 'ORIGINAL', 11, true);
  B(X, 92, M - X, 54, 'Consignee (if "To Order" so indicate)', ['TO ORDER OF HSBC UK BANK PLC', '1 Centenary Square, Birmingham B1 1HQ, United Kingdom'], 7.8, true);
  B(M, 92, (R - M) / 2, 27, 'B/L No.', [no], 9, true); B(M + (R - M) / 2, 92, (R - M) / 2, 27, 'Booking No.', [bk], 9);
  B(M, 119, (R - M) / 2, 27, 'Export References', ['INV FY-E-26-0418'], 8); B(M + (R - M) / 2, 119, (R - M) / 2, 27, 'Forwarding Agent', ['TAIWAN EXPRESS LOGISTICS'], 7.2);
  B(X, 146, M - X, 58, 'Notify Party (carrier not responsible for failure to notify)', [notify.name, 'Unit 12, Tyseley Industrial Estate', 'Birmingham B11 2AA, United Kingdom', `${notify.phone}  ${notify.email}`], 7.8);
  B(M, 146, R - M, 58, 'For delivery of goods please apply to', ['YANG MING (UK) LTD.', 'Hamilton House, 4 Mabledon Place, London WC1H 9BB', 'Tel +44 20 7388 4418'], 7.6);
  const w2 = (M - X) / 2, w3 = (R - M) / 2;
  B(X, 204, w2, 27, 'Pre-carriage by', ['TRUCK'], 8); B(X + w2, 204, w2, 27, 'Place of Receipt', ['TAICHUNG CY, TAIWAN'], 8);
  B(M, 204, w3, 27, 'Ocean Vessel / Voy. No.', [`${vsl} ${voy}`], 8, true); B(M + w3, 204, w3, 27, 'IMO No. / Flag', [`${im} / LIBERIA`], 8);
  B(X, 231, w2, 27, 'Port of Loading', ['KAOHSIUNG, TAIWAN'], 8); B(X + w2, 231, w2, 27, 'Port of Discharge', ['FELIXSTOWE, UK'], 8);
  B(M, 231, w3, 27, 'Place of Delivery', ['BIRMINGHAM (HAMS HALL RAIL)'], 7.4); B(M + w3, 231, w3, 27, 'Final Destination (merchant\'s ref.)', ['BIRMINGHAM'], 8);
  let y = 262;
  const cx = [X, X + 120, X + 200, X + 400, X + 480, R];
  pen.fill(X, y, R - X, 13, 0.88); pen.box(X, y, R - X, 13, 0.5);
  ['Container No. / Seal No. / Marks & Nos.', 'No. of Pkgs', 'Description of Goods', 'Gross Wt (KGS)', 'Meas. (CBM)'].forEach((h, i) => (i >= 3 ? pen.r(cx[i + 1] - 6, y + 9.5, h, 6.2, true) : pen.t(cx[i] + 3, y + 9.5, h, i === 0 ? 5.4 : 6.2, true)));
  y += 28;
  pen.t(X + 3, y, 'AS PER ATTACHED RIDER', 8, true); pen.t(cx[1] + 3, y, `${tP} PKGS`, 8.4, true);
  pen.ml(cx[2] + 3, y, ["SHIPPER'S LOAD, COUNT & SEAL", "6 CONTAINERS (3 X 40'HC, 1 X 40'GP, 2 X 20'GP)", 'SAID TO CONTAIN:', 'CNC MACHINE TOOLS AND SPARE PARTS', '(10 CRATES AND 28 PALLETS)', 'HS CODES 845710 / 845811 / 846693', '', '*** SEE ATTACHED RIDER PAGE 2 ***', '', 'FREIGHT PREPAID', 'L/C NO. HSBCGB-DC-4418270', 'DATED 15 OCT 2026'], 8, 10.5);
  pen.r(cx[4] - 6, y, us(tW, 1), 8.4, true); pen.r(R - 6, y, us(tV, 1), 8.4, true);
  y += 140;
  pen.t(X + 3, y, 'Total number of containers or packages (in words):', 7.4, true); pen.t(X + 200, y, 'THIRTY-EIGHT (38) PACKAGES ONLY', 8.4, true);
  y += 8; pen.hl(X, R, y, 0.8);
  const fx = [X, X + 150, X + 230, X + 300, X + 370, X + 450, R];
  ['Freight & Charges', 'Revenue Tons', 'Rate', 'Per', 'Prepaid', 'Collect'].forEach((h, i) => pen.t(fx[i] + 3, y + 9, h, 6.4, true));
  pen.ml(X + 3, y + 22, ['OCEAN FREIGHT', 'BUNKER SURCHARGE (BAF)', 'ORIGIN THC'], 7.6, 10);
  pen.ml(fx[4] + 3, y + 22, ['AS ARRANGED', 'AS ARRANGED', 'AS ARRANGED'], 7.6, 10);
  y += 56; pen.hl(X, R, y, 0.8);
  B(X, y, 130, 30, 'Freight Payable at', ['KAOHSIUNG'], 8); B(X + 130, y, 135, 30, 'Number of Original B(s)/L', ['THREE (3)'], 8, true);
  B(X + 265, y, 150, 30, 'Place and Date of Issue', [`TAICHUNG  ${d5.dMONYYYY('2026-11-22')}`], 8); B(X + 415, y, R - X - 415, 30, 'Service Type', ['CY / CY'], 8);
  y += 30;
  pen.box(X, y, 265, 74, 0.5);
  pen.t(X + 4, y + 10, 'LADEN ON BOARD THE VESSEL', 7.4, true);
  pen.ml(X + 4, y + 22, [`DATE: ${d.dmySlash('2026-11-21')}`, `VESSEL: ${vsl}  VOY. ${voy}`, 'PORT OF LOADING: KAOHSIUNG', 'BY: YANG MING MARINE TRANSPORT CORP.'], 7.8, 10.5);
  small(pen, X + 270, y + 8, R - X - 275, 'RECEIVED by the Carrier from the Shipper in apparent good order and condition unless otherwise indicated herein, the Goods, or the container(s) or package(s) said to contain the Goods herein mentioned, to be carried subject to all the terms and conditions provided for on the face and back of this Bill of Lading. IN WITNESS whereof the number of original Bills of Lading stated above have been signed, one of which being accomplished, the other(s) to be void.', 5.6, 6.8);
  pen.t(X + 270, y + 66, 'YANG MING MARINE TRANSPORT CORP. as Carrier', 7, true);
  stamp(pen, X + 400, y + 120, ['SHIPPED ON BOARD', 'YANG MING'], -8, 7, 0.5);
  barcode(pen, X, 800, 180, 14, '246044182');
  pen.r(R, 812, 'Page 1 of 2  (rider attached)', 7);
  // page 2: rider
  pen.page();
  pen.t(X, 44, 'YANG MING MARINE TRANSPORT CORPORATION', 10, true); pen.r(R, 44, `RIDER TO B/L No. ${no}`, 10, true);
  pen.t(X, 56, `Vessel ${vsl} / ${voy}   Kaohsiung - Felixstowe   This rider forms part of the Bill of Lading.`, 7.6);
  pen.hl(X, R, 62, 1);
  y = 80; pen.t(X, y, 'A. CONTAINER PARTICULARS', 9, true); y += 8;
  const kx = [X, X + 24, X + 120, X + 210, X + 290, X + 380, X + 470, R];
  pen.fill(X, y, R - X, 13, 0.88);
  ['#', 'Container No.', 'Seal No.', 'Size / Type', 'Packages', 'Gross Wt (KGS)', 'Meas. (CBM)'].forEach((h, i) => (i >= 5 ? pen.r(kx[i + 1] - 4, y + 9.5, h, 6.6, true) : pen.t(kx[i] + 3, y + 9.5, h, 6.6, true)));
  y += 24;
  K.forEach((k, i) => {
    [String(i + 1), k.n, k.s, `${k.a} (${k.t})`, `${k.p} ${G[k.g].t}`].forEach((v, j) => pen.t(kx[j] + 3, y, v, 8));
    pen.r(kx[6] - 4, y, us(k.w, 1), 8); pen.r(R - 4, y, us(k.v, 1), 8);
    pen.hl(X, R, y + 4, 0.2); y += 14;
  });
  pen.t(kx[1] + 3, y + 2, 'TOTAL 6 CONTAINERS', 8, true); pen.t(kx[4] + 3, y + 2, `${tP} PKGS`, 8, true); pen.r(kx[6] - 4, y + 2, us(tW, 1), 8, true); pen.r(R - 4, y + 2, us(tV, 1), 8, true);
  y += 30; pen.t(X, y, 'B. DESCRIPTION OF GOODS', 9, true); y += 8;
  const gx = [X, X + 100, X + 160, X + 370, X + 430, X + 490, R];
  pen.fill(X, y, R - X, 13, 0.88);
  ['Marks & Nos.', 'Pkgs', 'Description / HS Code', 'Net KGS', 'Gross KGS', 'CBM'].forEach((h, i) => (i >= 3 ? pen.r(gx[i + 1] - 4, y + 9.5, h, 6.6, true) : pen.t(gx[i] + 3, y + 9.5, h, 6.6, true)));
  y += 24;
  G.forEach((g) => {
    const e1 = pen.ml(X + 3, y, g.mk.split('\n'), 7.4, 9);
    pen.t(gx[1] + 3, y, `${g.p} ${g.t}`, 8);
    const e2 = pen.ml(gx[2] + 3, y, [...wrap(pen, g.de, 200, 8), `HS CODE: ${g.hs}`], 8, 10);
    pen.r(gx[4] - 4, y, us(g.nw, 1), 8); pen.r(gx[5] - 4, y, us(g.w, 1), 8); pen.r(R - 4, y, us(g.v, 1), 8);
    y = Math.max(e1, e2) + 8; pen.hl(X, R, y - 6, 0.2);
  });
  y += 10;
  small(pen, X, y, R - X, 'Tare weights (kg): 40\'HC 3,900 each; 40\'GP 3,750; 20\'GP 2,220 each - not included above. VGM declared by the shipper per SOLAS VI/2 (method 2). Machines bolted and lashed on crates; no dangerous goods. Thirty-eight packages in total as per page 1.', 7, 9);
  pen.r(R, 812, 'Page 2 of 2', 7);
  return {
    id: 's10-yangming-bl', type: 'bill_of_lading',
    notes: 'Yang Ming-style original negotiable B/L Taichung CY / Kaohsiung-Felixstowe-Birmingham rail on A4 Helvetica over two pages: page 1 in small-caption ruled boxes (shipper with a Taiwanese UBN, "TO ORDER OF" a bank with its address, notify, delivery agent, vessel and voyage in one box, IMO / flag in another) with the particulars reduced to "AS PER ATTACHED RIDER", 38 packages and totals, total in words, freight "AS ARRANGED", L/C reference; shipped-on-board date only in a "LADEN ON BOARD" block (dd/mm/yyyy) vs. issue date "22 NOV 2026" with the place; page 2 rider with six containers (size alias plus ISO code), three goods with marks, net and gross kg, tare weights as decoys.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'BOL', isNegotiable: true, bookingReference: bk,
      shipper, consignee, notifyParties: [notify], carrier: { name: 'YANG MING MARINE TRANSPORT CORPORATION', scac: 'YMLU' },
      vessel: { name: vsl, imoNumber: im }, voyageNumber: voy,
      placeOfReceipt: place('TAICHUNG', null, 'TW'), portOfLoading: place('KAOHSIUNG', null, 'TW'), portOfDischarge: place('FELIXSTOWE', null, 'GB'), placeOfDelivery: place('BIRMINGHAM', null, 'GB'),
      shippedOnBoardDate: '2026-11-21', issueDate: '2026-11-22', placeOfIssue: 'TAICHUNG', numberOfOriginals: 3, freightPaymentTerms: 'PREPAID',
      containers: K.map((k) => ({ containerNumber: k.n, sealNumbers: [k.s], sizeType: k.t, packages: { count: k.p, type: G[k.g].t }, grossWeight: kg(k.w), volume: m3(k.v) })),
      goods: G.map((g) => ({ description: g.de, hsCode: g.hs, marksAndNumbers: g.mk.replace(/\n/g, ' / '), packages: { count: g.p, type: g.t }, grossWeight: kg(g.w), netWeight: kg(g.nw), volume: m3(g.v) })),
      totalPackages: tP, totalGrossWeight: kg(tW), totalVolume: m3(tV),
    },
  };
}

/** 4. X-Press Feeders-style sea waybill Singapore -> Yangon: Letter, Courier, no boxes, "CAPTION....: value" lines as a system printout, containers then goods as fixed-width text, weights in MT and KGS (KGS is the truth). */
export function xpressSwb(): Doc {
  const pen = new Pen4('Courier', 'Letter');
  const X = 40, R = 572;
  const no = 'XPSSINRGN2611418', bk = 'SIN2611418';
  const shipper = party('STRAITS AGRI-COMMODITIES PTE. LTD.', ['10 Anson Road, #27-18 International Plaza', 'Singapore 079903'], { taxId: '201441827K', email: 'docs@straitsagri.com.sg' });
  const consignee = party('GOLDEN DELTA TRADING CO., LTD.', ['No. 418, Strand Road, Ahlone Township', 'Yangon, Myanmar'], { phone: '+95 1 224 418' });
  const notify = party('AYEYARWADY CUSTOMS & FORWARDING SERVICES', ['Room 7, Bo Aung Kyaw Street, Botahtaung Tsp.', 'Yangon, Myanmar'], { phone: '+95 9 7441 8270' });
  const K = [
    { n: cont('XPSU', '418271'), s: ['XPS0441827'], t: '22G1', a: '20DV', p: 800, w: 20320, v: 28.5, g: 0 },
    { n: cont('XPSU', '418302'), s: ['XPS0441828'], t: '22G1', a: '20DV', p: 800, w: 20310, v: 28.5, g: 0 },
    { n: cont('TCLU', '552184'), s: ['XPS0441829'], t: '22G1', a: '20DV', p: 800, w: 20335, v: 28.5, g: 0 },
    { n: cont('XPSU', '603395'), s: ['XPS0441830', 'SG-CUS 88127'], t: '22G1', a: '20DV', p: 1080, w: 19820.4, v: 26.9, g: 1 },
  ];
  const G = [
    { de: 'MALAYSIAN REFINED BLEACHED DEODORISED PALM OLEIN IN 25 KG BAGS-IN-BOX', hs: '151190', mk: 'GOLDEN DELTA/YGN/PO-25', p: 2400, t: 'CARTONS', w: 60965, nw: 60000, v: 85.5 },
    { de: 'WHEAT FLOUR, ALL PURPOSE, 18.3 KG PP BAGS', hs: '110100', mk: 'GOLDEN DELTA/YGN/WF-18', p: 1080, t: 'BAGS', w: 19820.4, nw: 19764, v: 26.9 },
  ];
  const tP = sum(G.map((g) => g.p), 0), tW = sum(G.map((g) => g.w), 1), tV = sum(G.map((g) => g.v), 1);
  let y = 40;
  const L = (s: string, size = 8, b = false) => { pen.t(X, y, s, size, b); y += size + 2.6; };
  const F = (cap: string, v: string[], b = false) => { pen.t(X, y, `${cap.padEnd(22, '.')}:`, 7.6); v.forEach((l, i) => pen.t(X + 150, y + i * 10.4, l, 8, b && i === 0)); y += Math.max(1, v.length) * 10.4 + 3; };
  pen.t(X, y, 'X-PRESS FEEDERS', 18, true); pen.r(R, y - 4, 'SEA WAYBILL', 14, true); y += 12;
  pen.t(X, y, 'SEA CONSORTIUM PTE. LTD. (OPERATING AS X-PRESS FEEDERS)', 7.2); pen.r(R, y, 'NON-NEGOTIABLE', 8, true); y += 9;
  pen.t(X, y, '200 Cantonment Road, #13-01 Southpoint, Singapore 089763', 7.2); y += 10;
  pen.t(X, y, '='.repeat(76), 8); y += 14;
  F('SEA WAYBILL NO', [no], true); F('BOOKING NO', [bk]); F('SHIPPER', [shipper.name, '10 Anson Road, #27-18 International Plaza', 'Singapore 079903', `UEN ${shipper.taxId}  ${shipper.email}`]);
  F('CONSIGNEE', [consignee.name, 'No. 418, Strand Road, Ahlone Township', 'Yangon, Myanmar', `TEL ${consignee.phone}`]);
  F('NOTIFY PARTY', [notify.name, 'Room 7, Bo Aung Kyaw Street, Botahtaung Tsp.', 'Yangon, Myanmar', `TEL ${notify.phone}`]);
  F('VESSEL / VOYAGE', ['XPRESS IRRAWADDY / 26047N']);
  F('PLACE OF RECEIPT', ['SINGAPORE CY (PASIR PANJANG)']); F('PORT OF LOADING', ['SINGAPORE (SGSIN)']); F('PORT OF DISCHARGE', ['YANGON (MMRGN) - MITT']); F('PLACE OF DELIVERY', ['YANGON CY']);
  F('FREIGHT', ['COLLECT - PAYABLE AT YANGON']); F('SHIPPED ON BOARD', [d5.dashMON('2026-11-24')]); F('PLACE / DATE OF ISSUE', [`SINGAPORE / ${d5.dashMON('2026-11-25')}`]);
  F('NO. OF ORIGINALS', ['ZERO (0) - SEA WAYBILL']);
  pen.t(X, y, '-'.repeat(76), 8); y += 12;
  L('CNTR NO.     SEAL NO(S)              TYPE  PKGS           KGS     CBM', 7.6, true);
  K.forEach((k) => { L(`${k.n}  ${k.s.join(',').padEnd(23)} ${k.a}  ${String(k.p).padStart(5)} ${us(k.w, 1).padStart(13)} ${us(k.v, 1).padStart(7)}`, 7.6); });
  pen.t(X, y, '-'.repeat(76), 8); y += 12;
  L('MARKS                    DESCRIPTION OF PACKAGES AND GOODS', 7.6, true);
  G.forEach((g) => {
    const ls = wrap(pen, g.de, 330, 7.6);
    pen.t(X, y, g.mk, 6.8);
    [`${g.p} ${g.t}`, ...ls, `HS ${g.hs}`, `NET ${us(g.nw, 1)} KGS   GROSS ${us(g.w, 1)} KGS (${us(g.w / 1000, 3)} MT)   ${us(g.v, 1)} CBM`].forEach((l, i) => pen.t(X + 130, y + i * 10, l, 7.6));
    y += (ls.length + 3) * 10 + 6;
  });
  pen.t(X, y, '-'.repeat(76), 8); y += 12;
  L(`TOTAL: 4 X 20DV   ${us(tP, 0)} PACKAGES   ${us(tW, 1)} KGS   ${us(tV, 1)} CBM`, 8, true);
  L('SAY: THREE THOUSAND FOUR HUNDRED AND EIGHTY (3480) PACKAGES ONLY', 7.6);
  y += 6;
  y = small(pen, X, y, R - X, 'This Sea Waybill is not a document of title. Delivery will be made to the Consignee or its authorised agent upon proof of identity. Carriage subject to the X-Press Feeders standard Bill of Lading terms (incorporated herein) and the CMI Uniform Rules for Sea Waybills. Shipper\'s load, stow, count and seal.', 6.4, 8);
  y += 10;
  pen.t(X, y, 'FOR AND ON BEHALF OF THE CARRIER: SEA CONSORTIUM PTE. LTD. - AS AGENT', 7.4, true);
  pen.r(R, 760, `PRINTED ${d5.dashMON('2026-11-25')} 14:22 SGT   USER: DOCSIN07   PAGE 1/1`, 6.8);
  return {
    id: 's10-xpress-swb', type: 'sea_waybill',
    notes: 'X-Press Feeders-style sea waybill Singapore-Yangon on Letter Courier printed like a system listing: no boxes, "CAPTION......: value" lines (shipper with a Singapore UEN, consignee and notify in Myanmar), ports with UN/LOCODEs in brackets, freight collect, on-board and issue dates "24-NOV-2026", "ZERO (0)" originals, fixed-width container lines (one with a second customs seal), goods with marks left and packages / description / HS / net / gross / MT / CBM lines, total and packages in words, printed-on timestamp decoy.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'SWB', isNegotiable: false, bookingReference: bk,
      shipper, consignee, notifyParties: [notify], carrier: { name: 'X-PRESS FEEDERS', scac: null },
      vessel: { name: 'XPRESS IRRAWADDY', imoNumber: null }, voyageNumber: '26047N',
      placeOfReceipt: place('SINGAPORE', null, 'SG'), portOfLoading: place('SINGAPORE', 'SGSIN', 'SG'), portOfDischarge: place('YANGON', 'MMRGN', 'MM'), placeOfDelivery: place('YANGON', null, 'MM'),
      shippedOnBoardDate: '2026-11-24', issueDate: '2026-11-25', placeOfIssue: 'SINGAPORE', numberOfOriginals: 0, freightPaymentTerms: 'COLLECT',
      containers: K.map((k) => ({ containerNumber: k.n, sealNumbers: k.s, sizeType: k.t, packages: { count: k.p, type: G[k.g].t }, grossWeight: kg(k.w), volume: m3(k.v) })),
      goods: G.map((g) => ({ description: g.de, hsCode: g.hs, marksAndNumbers: g.mk, packages: { count: g.p, type: g.t }, grossWeight: kg(g.w), netWeight: kg(g.nw), volume: m3(g.v) })),
      totalPackages: tP, totalGrossWeight: kg(tW), totalVolume: m3(tV),
    },
  };
}
