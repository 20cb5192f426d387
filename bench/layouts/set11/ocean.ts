/** Set 11, ocean: KMTC-style negotiable B/L Ulsan -> Haiphong "to the order of" a Vietnamese bank (A4 Times, numbered boxes), Crowley-style sea waybill Port Everglades -> Puerto Cortés with reefers, pounds and kilos (Letter Helvetica, grey caption bars). */
import { Pen4, cont, imo, party, place, kg, m3, us, sum, round, wrap, small, stamp, barcode, barBox, d5, krBrn, d11, type Doc } from './lib11.ts';

/** 3. KMTC-style B/L: A4 Times, numbered caption boxes (1-22), consignee to order of a bank, two notify parties, containers and goods in one particulars grid, freight collect, "SHIPPED ON BOARD" clause dated apart from the issue date. */
export function kmtcBl(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 28, R = 567, M = 300;
  const no = 'KMTCUSN2618827', bk = 'USN2618827', vsl = 'SKY HOPE', voy = '2611S', im = imo('930418');
  const brn = krBrn('610814418');
  const shipper = party('HANBIT PETROCHEMICAL CO., LTD.', ['88, Yeocheon-ro 217beon-gil, Nam-gu', 'Ulsan 44782, Korea'], { taxId: brn, phone: '+82 52 278 4418' });
  const consignee = party('TO THE ORDER OF JOINT STOCK COMMERCIAL BANK FOR FOREIGN TRADE OF VIETNAM (VIETCOMBANK), HAI PHONG BRANCH', ['11 Hoang Dieu Street, Hong Bang District', 'Hai Phong, Vietnam']);
  const n1 = party('DONG A PLASTIC PACKAGING JSC', ['Lot C4, Nomura Industrial Zone, An Duong District', 'Hai Phong, Vietnam'], { taxId: '0201441827', phone: '+84 225 374 4182' });
  const n2 = party('VINAFREIGHT HAI PHONG CUSTOMS SERVICES CO., LTD', ['208 Van Cao Street, Ngo Quyen District', 'Hai Phong, Vietnam'], { email: 'cus@vnfhp.com.vn' });
  const G = [
    { de: 'POLYPROPYLENE HOMOPOLYMER (PP) RESIN, GRADE H5300, IN 25 KG BAGS', hs: '390210', mk: 'DAPP / HAIPHONG\nH5300 LOT 26-1104\nMADE IN KOREA', p: 64, t: 'PALLETS', w: 70848.0, nw: 70400.0, v: 107.2 },
    { de: 'LINEAR LOW DENSITY POLYETHYLENE (LLDPE) RESIN, GRADE L2119, IN 25 KG BAGS', hs: '390140', mk: 'DAPP / HAIPHONG\nL2119 LOT 26-1122\nMADE IN KOREA', p: 32, t: 'PALLETS', w: 35424.0, nw: 35200.0, v: 53.6 },
  ];
  const K = [
    { n: cont('KMTU', '944182'), s: 'KMTC418801', t: '42G1', a: "40'DV", p: 16, w: 17712.0, v: 26.8, g: 0 },
    { n: cont('KMTU', '944201'), s: 'KMTC418802', t: '42G1', a: "40'DV", p: 16, w: 17712.0, v: 26.8, g: 0 },
    { n: cont('TEMU', '617704'), s: 'KMTC418803', t: '42G1', a: "40'DV", p: 16, w: 17712.0, v: 26.8, g: 0 },
    { n: cont('KMTU', '944236'), s: 'KMTC418804', t: '42G1', a: "40'DV", p: 16, w: 17712.0, v: 26.8, g: 0 },
    { n: cont('BEAU', '203388'), s: 'KMTC418805', t: '42G1', a: "40'DV", p: 16, w: 17712.0, v: 26.8, g: 1 },
    { n: cont('KMTU', '944259'), s: 'KMTC418806', t: '42G1', a: "40'DV", p: 16, w: 17712.0, v: 26.8, g: 1 },
  ];
  const tP = sum(G.map((g) => g.p), 0), tW = sum(G.map((g) => g.w), 1), tV = sum(G.map((g) => g.v), 1);
  const B = (x: number, y: number, w: number, h: number, num: string, cap: string, v: string[], s = 8.6, b = false) => { pen.box(x, y, w, h, 0.6); pen.t(x + 3, y + 8, `(${num}) ${cap}`, 6.6); pen.ml(x + 6, y + 19, v, s, s + 1.6, b); };
  B(X, 30, M - X, 64, '1', 'Shipper / Exporter', [shipper.name, '88, Yeocheon-ro 217beon-gil, Nam-gu', 'Ulsan 44782, Korea', `Biz. Reg. No. ${brn}  Tel ${shipper.phone}`], 8.2);
  pen.t(M + 8, 46, 'KMTC', 24, true); pen.t(M + 100, 40, 'KOREA MARINE TRANSPORT CO., LTD.', 9, true); pen.t(M + 100, 51, 'KMTC Building, 70 Chungjeong-ro, Seoul, Korea', 7);
  pen.t(M + 10, 72, 'BILL OF LADING', 15, true); pen.t(M + 150, 72, '(ORIGINAL)', 10, true);
  B(M, 78, (R - M) / 2, 30, '5', 'Document No. (B/L No.)', [no], 9.4, true); B(M + (R - M) / 2, 78, (R - M) / 2, 30, '6', 'Booking No.', [bk], 9.2);
  B(X, 94, M - X, 74, '2', 'Consignee (if "To Order" so indicate)', ['TO THE ORDER OF', 'JOINT STOCK COMMERCIAL BANK FOR FOREIGN TRADE OF', 'VIETNAM (VIETCOMBANK), HAI PHONG BRANCH', '11 Hoang Dieu Street, Hong Bang District', 'Hai Phong, Vietnam'], 7.8);
  B(M, 108, R - M, 30, '7', 'Export References', ['S/C NO. HB-VN-2611-04  /  L/C NO. 0201LCS260441827'], 7.6);
  B(M, 138, R - M, 30, '8', 'Forwarding Agent - References', ['HANBIT LOGISTICS SERVICES  REF. HLS-26-8827'], 7.6);
  B(X, 168, M - X, 64, '3', 'Notify Party (No claim shall attach for failure to notify)', [n1.name, 'Lot C4, Nomura Industrial Zone, An Duong District', 'Hai Phong, Vietnam', `Tax code ${n1.taxId}  Tel ${n1.phone}`], 7.8);
  B(M, 168, R - M, 64, '9', 'Also Notify Party - Routing & Instructions', [n2.name, '208 Van Cao Street, Ngo Quyen District', 'Hai Phong, Vietnam', `Email ${n2.email}`], 7.6);
  const w4 = (M - X) / 2, w5 = (R - M) / 2;
  B(X, 232, w4, 30, '4', 'Pre-carriage by', [''], 8.6); B(X + w4, 232, w4, 30, '10', 'Place of Receipt', ['ULSAN CY, KOREA'], 8.6);
  B(M, 232, w5, 30, '11', 'Ocean Vessel / Voy. No.', [`${vsl} / ${voy}`], 8.8, true); B(M + w5, 232, w5, 30, '12', 'Flag / IMO No.', [`KOREA / IMO ${im}`], 8.6);
  B(X, 262, w4, 30, '13', 'Port of Loading', ['ULSAN, KOREA (KRUSN)'], 8.6); B(X + w4, 262, w4, 30, '14', 'Port of Discharge', ['HAIPHONG, VIETNAM (VNHPH)'], 8.4);
  B(M, 262, w5, 30, '15', 'Place of Delivery', ['HAIPHONG CY, VIETNAM'], 8.6); B(M + w5, 262, w5, 30, '16', 'Final Destination (for merchant ref.)', ['AN DUONG, HAI PHONG'], 8.4);
  let y = 296;
  pen.c((X + R) / 2, y + 8, 'PARTICULARS FURNISHED BY SHIPPER - CARRIER NOT RESPONSIBLE', 7, true);
  y += 12;
  const cx = [X, X + 118, X + 190, X + 410, X + 480, R];
  pen.box(X, y, R - X, 16, 0.6);
  ['(17) Container No. / Seal No.', '(18) No. of Pkgs', '(19) Kind of Packages; Description of Goods', '(20) Gross Weight', '(21) Measurement'].forEach((h, i) => pen.t(cx[i] + 3, y + 11, h, 6.4, true));
  y += 16;
  pen.box(X, y, R - X, 262, 0.6); cx.slice(1, -1).forEach((x) => pen.vl(x, y - 16, y + 262, 0.4));
  y += 12;
  pen.t(cx[2] + 3, y, "6 X 40'DV CONTAINERS  S.T.C.", 8.4, true); pen.t(cx[2] + 3, y + 11, "SHIPPER'S LOAD, COUNT, WEIGHT AND SEAL", 7.6);
  y += 26;
  G.forEach((g) => {
    pen.ml(cx[0] + 3, y, g.mk.split('\n'), 7.4, 9);
    pen.t(cx[1] + 3, y, `${g.p} ${g.t}`, 8.2);
    const ls = wrap(pen, g.de, 210, 8.2);
    const e = pen.ml(cx[2] + 3, y, [...ls, `HS CODE: ${g.hs}`, `NET WEIGHT: ${us(g.nw, 3)} KGS`], 8.2, 10);
    pen.r(cx[4] - 4, y, `${us(g.w, 3)} KGS`, 8.2); pen.r(R - 4, y, `${us(g.v, 3)} CBM`, 8.2);
    y = e + 8;
  });
  y += 2;
  K.forEach((k) => {
    pen.t(cx[0] + 3, y, `${k.n} / ${k.s}`, 7.4);
    pen.t(cx[1] + 3, y, `${k.p} PLTS`, 7.4);
    pen.t(cx[2] + 3, y, `${k.a} (${k.t})   ${us(k.w, 3)} KGS   ${us(k.v, 3)} CBM`, 7.4);
    y += 10;
  });
  y += 8;
  pen.ml(cx[2] + 3, y, ['FREIGHT COLLECT', 'FOB ULSAN, INCOTERMS 2020', 'L/C NO. 0201LCS260441827 DATED 28 OCT 2026', 'TOTAL NET WEIGHT 105,600.000 KGS'], 7.8, 10);
  y = 584;
  pen.t(X + 3, y + 10, '(22) TOTAL NUMBER OF CONTAINERS OR PACKAGES (IN WORDS):', 7.2, true);
  pen.t(X + 250, y + 10, 'SAY: SIX (6) CONTAINERS ONLY / NINETY-SIX (96) PALLETS', 8.4, true);
  pen.t(cx[1] + 3, y + 24, `TOTAL: ${tP} PALLETS`, 8.4, true); pen.r(cx[4] - 4, y + 24, `${us(tW, 3)} KGS`, 8.4, true); pen.r(R - 4, y + 24, `${us(tV, 3)} CBM`, 8.4, true);
  y += 30; pen.hl(X, R, y, 0.8);
  const fx = [X, X + 160, X + 250, X + 320, X + 390, X + 470, R];
  ['Freight & Charges', 'Revenue Tons', 'Rate', 'Per', 'Prepaid', 'Collect'].forEach((h, i) => pen.t(fx[i] + 3, y + 9, h, 6.8, true));
  pen.ml(X + 3, y + 21, ['OCEAN FREIGHT', 'LOW SULPHUR SURCHARGE'], 7.8, 10);
  pen.ml(fx[5] + 3, y + 21, ['AS ARRANGED', 'AS ARRANGED'], 7.8, 10);
  y += 40; pen.hl(X, R, y, 0.8);
  B(X, y, 140, 30, '23', 'Freight Payable at', ['HAIPHONG'], 8.6); B(X + 140, y, 130, 30, '24', 'No. of Original B/L', ['THREE (3)'], 8.6, true);
  B(X + 270, y, R - X - 270, 30, '25', 'Place and Date of Issue', [`ULSAN, KOREA    ${d5.dMONYYYY('2026-12-05')}`], 8.6);
  y += 30;
  pen.box(X, y, 240, 70, 0.6);
  pen.t(X + 4, y + 11, 'SHIPPED ON BOARD', 8.4, true);
  pen.ml(X + 4, y + 24, [`DATE: ${d5.dMONYYYY('2026-12-04')}`, `VESSEL: ${vsl}  VOY. ${voy}`, 'PORT: ULSAN, KOREA', 'KOREA MARINE TRANSPORT CO., LTD.'], 8, 10.5);
  small(pen, X + 248, y + 9, R - X - 252, 'RECEIVED in apparent good order and condition except as otherwise noted the total number of containers or other packages or units enumerated above for transportation from the place of receipt to the place of delivery subject to the terms hereof. One of the original Bills of Lading must be surrendered duly endorsed in exchange for the Goods or delivery order. In witness whereof the undersigned has signed the number of Bills of Lading stated above, all of this tenor and date, one of which being accomplished the others to stand void.', 5.8, 7);
  pen.t(X + 248, y + 64, 'KOREA MARINE TRANSPORT CO., LTD. AS CARRIER   By: ULSAN BRANCH', 7.2, true);
  stamp(pen, X + 150, y + 98, ['KMTC ULSAN', 'AS CARRIER'], 8, 7.4, 0.45);
  barcode(pen, X, 808, 170, 14, '2618827');
  pen.r(R, 818, `SCAC KMTC  ·  KMTC B/L Form 2024-1  ·  Printed ${d11.dMONyy('2026-12-05')}`, 6.8);
  return {
    id: 's11-kmtc-bl', type: 'bill_of_lading',
    notes: 'KMTC-style original negotiable B/L Ulsan-Haiphong on A4 Times with bracketed numbered captions (1)-(25): shipper with a Korean business registration number (valid check digit), consignee "TO THE ORDER OF" Vietcombank Hai Phong branch over three lines, a notify party with a Vietnamese tax code and a second "also notify" customs broker, S/C and L/C export references, forwarder reference decoy, vessel / voyage in one box and flag / IMO in the next, ports with UN/LOCODEs in brackets, goods first (marks over three lines, net weight inside the description, weights with three decimals) and the six containers below as "number / seal" lines with "40\'DV (42G1)", total in words, freight collect "AS ARRANGED", shipped-on-board block dated 04 DEC 2026 vs. issue 05 DEC 2026 and a printed-on date in the footer.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'BOL', isNegotiable: true, bookingReference: bk,
      shipper, consignee: { name: consignee.name, address: consignee.address }, notifyParties: [n1, { name: n2.name, address: n2.address, email: n2.email }],
      carrier: { name: 'KOREA MARINE TRANSPORT CO., LTD.', scac: 'KMTC' }, vessel: { name: vsl, imoNumber: im }, voyageNumber: voy,
      placeOfReceipt: place('ULSAN', null, 'KR'), portOfLoading: place('ULSAN', 'KRUSN', 'KR'), portOfDischarge: place('HAIPHONG', 'VNHPH', 'VN'), placeOfDelivery: place('HAIPHONG', null, 'VN'),
      shippedOnBoardDate: '2026-12-04', issueDate: '2026-12-05', placeOfIssue: 'ULSAN, KOREA', numberOfOriginals: 3, freightPaymentTerms: 'COLLECT',
      containers: K.map((k) => ({ containerNumber: k.n, sealNumbers: [k.s], sizeType: k.t, packages: { count: k.p, type: 'PLTS' }, grossWeight: kg(k.w), volume: m3(k.v) })),
      goods: G.map((g) => ({ description: g.de, hsCode: g.hs, marksAndNumbers: g.mk.replace(/\n/g, ' / '), packages: { count: g.p, type: g.t }, grossWeight: kg(g.w), netWeight: kg(g.nw), volume: m3(g.v) })),
      totalPackages: tP, totalGrossWeight: kg(tW), totalVolume: m3(tV),
    },
  };
}

/** 4. Crowley-style sea waybill: Letter Helvetica, grey caption bars above values, two reefers and one dry container, weights printed in LBS first and KGS second, temperature settings, no originals, freight prepaid with a third-party payer decoy. */
export function crowleySwb(): Doc {
  const pen = new Pen4('Helvetica', 'Letter');
  const X = 30, R = 582, M = 306;
  const no = 'CMCU PEF 2612 4418', bk = 'PEF4418270';
  const shipper = party('SUNCOAST PROTEIN EXPORTS LLC', ['2100 SW 2nd Street, Suite 300', 'Fort Lauderdale, FL 33312, USA'], { taxId: '59-4418270', phone: '+1 954 555 0182' });
  const consignee = party('DISTRIBUIDORA ALIMENTICIA DEL VALLE DE SULA S. DE R.L.', ['Barrio Río de Piedras, 21 Avenida, 8 Calle S.O.', 'San Pedro Sula, Cortés, Honduras'], { taxId: 'RTN 05019014418270', phone: '+504 2556 4418' });
  const notify = party('AGENCIA ADUANERA CARIBE HONDURAS S.A.', ['Edificio Portuario, Barrio El Centro', 'Puerto Cortés, Honduras'], { phone: '+504 2665 0441', email: 'tramites@aacaribe.hn' });
  const LB = 2.20462;
  const K = [
    { n: cont('CMCU', '544182'), s: ['CR0441827', 'USDA 118204'], t: '45R1', a: "40' HC REEFER", p: 2080, kgs: 27248.0, v: 61.2, g: 0, temp: '-18 C / 0 F' },
    { n: cont('CMCU', '544205'), s: ['CR0441828', 'USDA 118205'], t: '45R1', a: "40' HC REEFER", p: 2080, kgs: 27248.0, v: 61.2, g: 0, temp: '-18 C / 0 F' },
    { n: cont('SEGU', '720331'), s: ['CR0441829'], t: '22G1', a: "20' DRY", p: 1380, kgs: 18492.0, v: 28.4, g: 1, temp: '' },
  ];
  const G = [
    { de: 'FROZEN CHICKEN LEG QUARTERS, BULK PACKED, 40 LB CARTONS', hs: '020714', mk: 'DAVSUL\nSAN PEDRO SULA\nEST. P-4418', p: 4160, t: 'CARTONS', kgs: 54496.0, nkg: 52600.0, v: 122.4 },
    { de: 'CANNED SWEET CORN, WHOLE KERNEL, 24 X 15.25 OZ PER CASE', hs: '200580', mk: 'DAVSUL\nSPS-CORN', p: 1380, t: 'CASES', kgs: 18492.0, nkg: 16560.0, v: 28.4 },
  ];
  const tP = sum(G.map((g) => g.p), 0), tW = sum(G.map((g) => g.kgs), 1), tV = sum(G.map((g) => g.v), 1);
  const lb = (k: number) => us(round(k * LB, 0), 0);
  pen.t(X, 44, 'CROWLEY', 22, true); pen.t(X, 56, 'Crowley Caribbean Services, LLC  ·  9487 Regency Square Blvd., Jacksonville, FL 32225', 7.2);
  pen.r(R, 38, 'SEA WAYBILL', 16, true); pen.r(R, 52, 'NON-NEGOTIABLE  ·  NOT A DOCUMENT OF TITLE', 7.6, true);
  let y = 66;
  barBox(pen, X, y, M - X - 4, 62, 'SHIPPER / EXPORTER (EIN)', [shipper.name, '2100 SW 2nd Street, Suite 300', 'Fort Lauderdale, FL 33312, USA', `EIN ${shipper.taxId}  ${shipper.phone}`], 8);
  barBox(pen, M, y, (R - M) / 2, 30, 'SEA WAYBILL NUMBER', [no], 9.4, 6.2);
  barBox(pen, M + (R - M) / 2, y, (R - M) / 2, 30, 'BOOKING NUMBER', [bk], 9, 6.2);
  barBox(pen, M, y + 32, R - M, 30, 'EXPORT REFERENCES / AES ITN', ['SO 26-1207-88   ITN X20261204441827'], 8);
  y += 66;
  barBox(pen, X, y, M - X - 4, 62, 'CONSIGNEE', [consignee.name, 'Barrio Río de Piedras, 21 Avenida, 8 Calle S.O.', 'San Pedro Sula, Cortés, Honduras', `${consignee.taxId}  Tel ${consignee.phone}`], 7.6);
  barBox(pen, M, y, R - M, 62, 'FORWARDING AGENT / FMC NO.', ['SOUTH FLORIDA CARGO CONSOLIDATORS INC.', 'FMC OTI 024418NF', 'Doral, FL'], 8);
  y += 66;
  barBox(pen, X, y, M - X - 4, 62, 'NOTIFY PARTY', [notify.name, 'Edificio Portuario, Barrio El Centro', 'Puerto Cortés, Honduras', `Tel ${notify.phone}  ${notify.email}`], 7.8);
  barBox(pen, M, y, R - M, 62, 'FOR RELEASE OF CARGO APPLY TO', ['CROWLEY HONDURAS, S.A. DE C.V.', 'Terminal de Contenedores, Puerto Cortés', 'Tel +504 2665 4418'], 8);
  y += 66;
  const w4 = (R - X) / 4;
  barBox(pen, X, y, w4 - 2, 30, 'PLACE OF RECEIPT', ['MIAMI, FL (DOOR)'], 8.4); barBox(pen, X + w4, y, w4 - 2, 30, 'PORT OF LOADING', ['PORT EVERGLADES, FL'], 8.4);
  barBox(pen, X + 2 * w4, y, w4 - 2, 30, 'PORT OF DISCHARGE', ['PUERTO CORTES, HONDURAS'], 8.2); barBox(pen, X + 3 * w4, y, w4, 30, 'PLACE OF DELIVERY', ['SAN PEDRO SULA (DOOR)'], 8.2);
  y += 34;
  barBox(pen, X, y, w4 - 2, 30, 'VESSEL', ['CROWLEY ALTAIR'], 8.4, 6.2); barBox(pen, X + w4, y, w4 - 2, 30, 'VOYAGE', ['ATR2649S'], 8.4);
  barBox(pen, X + 2 * w4, y, w4 - 2, 30, 'LOADED ON BOARD', [d11.mdy('2026-12-05')], 8.4); barBox(pen, X + 3 * w4, y, w4, 30, 'MOVE TYPE', ['DOOR / DOOR'], 8.4);
  y += 36;
  const cx = [X, X + 110, X + 170, X + 390, X + 470, R];
  pen.fill(X, y, R - X, 14, 0.82); pen.box(X, y, R - X, 14, 0.5);
  ['MARKS & NUMBERS', 'PIECES', 'DESCRIPTION OF PACKAGES AND GOODS', 'GROSS WEIGHT', 'MEASUREMENT'].forEach((h, i) => (i >= 3 ? pen.r(cx[i + 1] - 4, y + 10, h, 6.4, true) : pen.t(cx[i] + 3, y + 10, h, 6.4, true)));
  y += 26;
  G.forEach((g) => {
    pen.ml(X + 3, y, g.mk.split('\n'), 7.4, 9);
    pen.ml(cx[1] + 3, y, [us(g.p, 0), g.t], 7.6, 9.6);
    const e = pen.ml(cx[2] + 3, y, [...wrap(pen, g.de, 212, 7.8), `HTS ${g.hs}`, `NET ${lb(g.nkg)} LBS / ${us(g.nkg, 1)} KGS`], 7.8, 9.6);
    pen.r(cx[4] - 4, y, `${lb(g.kgs)} LBS`, 7.8); pen.r(cx[4] - 4, y + 9.6, `${us(g.kgs, 1)} KGS`, 7.8);
    pen.r(R - 4, y, `${us(round(g.v * 35.3147, 0), 0)} CFT`, 7.8); pen.r(R - 4, y + 9.6, `${us(g.v, 1)} CBM`, 7.8);
    y = Math.max(e, y + 28) + 6;
  });
  pen.hl(X, R, y - 4, 0.3);
  y += 6;
  pen.t(X + 3, y, 'CONTAINER', 6.6, true); pen.t(X + 90, y, 'SEAL(S)', 6.6, true); pen.t(X + 210, y, 'TYPE', 6.6, true); pen.t(X + 300, y, 'PIECES', 6.6, true); pen.t(X + 350, y, 'TEMP SET', 6.6, true); pen.r(cx[4] - 4, y, 'GROSS KGS', 6.6, true); pen.r(R - 4, y, 'CBM', 6.6, true);
  y += 11;
  K.forEach((k) => {
    pen.t(X + 3, y, k.n, 7.8); pen.t(X + 90, y, k.s.join(' / '), 7.4); pen.t(X + 210, y, `${k.a} ${k.t}`, 7.4); pen.t(X + 300, y, us(k.p, 0), 7.8); pen.t(X + 350, y, k.temp || '-', 7.4);
    pen.r(cx[4] - 4, y, us(k.kgs, 1), 7.8); pen.r(R - 4, y, us(k.v, 1), 7.8);
    y += 11;
  });
  y += 4; pen.hl(X, R, y - 6, 0.3);
  pen.t(X + 3, y + 4, `TOTAL: 3 CONTAINERS   ${us(tP, 0)} PACKAGES   ${lb(tW)} LBS / ${us(tW, 1)} KGS   ${us(tV, 1)} CBM`, 8.2, true);
  pen.t(X + 3, y + 16, 'REEFERS: CONTINUOUS POWER REQUIRED - VENTS CLOSED - GENSET FOR INLAND MOVE. SHIPPER\'S LOAD, STOW, WEIGHT AND COUNT.', 7.2);
  y += 28;
  barBox(pen, X, y, 180, 32, 'FREIGHT TERMS', ['PREPAID'], 9, 6.2, 0.82);
  barBox(pen, X + 182, y, 190, 32, 'FREIGHT PAYABLE BY', ['THIRD PARTY: SFCC INC., DORAL FL'], 7.6);
  barBox(pen, X + 374, y, R - X - 374, 32, 'NUMBER OF ORIGINALS', ['NONE (WAYBILL)'], 8.6);
  y += 36;
  barBox(pen, X, y, 180, 32, 'PLACE OF ISSUE', ['JACKSONVILLE, FL'], 8.6); barBox(pen, X + 182, y, 190, 32, 'DATE OF ISSUE', [d11.mdy('2026-12-06')], 8.6);
  barBox(pen, X + 374, y, R - X - 374, 32, 'SCAC', ['CAMN'], 8.6);
  y += 40;
  small(pen, X, y, R - X - 170, 'Received by the Carrier from the Shipper the goods specified above in apparent good order and condition unless otherwise stated, to be transported to the place of delivery and delivered to the Consignee named herein without surrender of this waybill, subject to the terms and conditions of the Carrier\'s Bill of Lading and applicable tariff, which are incorporated herein. U.S. COGSA applies.', 6.2, 7.6);
  pen.t(R - 160, y + 6, 'CROWLEY CARIBBEAN SERVICES, LLC', 7.2, true); pen.t(R - 160, y + 16, 'AS CARRIER', 7.2); pen.hl(R - 160, R, y + 38, 0.4); pen.t(R - 160, y + 46, 'Authorized signature', 6.4);
  pen.t(X, 770, 'These commodities, technology or software were exported from the United States in accordance with the Export Administration Regulations. Diversion contrary to U.S. law is prohibited.', 6);
  pen.r(R, 780, 'Page 1 of 1', 6.8);
  return {
    id: 's11-crowley-swb', type: 'sea_waybill',
    notes: 'Crowley-style sea waybill Port Everglades-Puerto Cortés on Letter Helvetica: grey caption bars above every value (no numbered boxes), waybill number with spaces ("CMCU PEF 2612 4418"), shipper EIN, Honduran consignee with an RTN, forwarder with an FMC OTI number and a release agent as decoys, AES ITN export reference, door/door receipt and delivery, on-board and issue dates mm/dd/yyyy, goods with marks over three lines, HTS codes, weights printed in LBS first and KGS second (net inside the description), CFT before CBM, a container table with two seals per reefer (carrier + USDA), ISO type after the alias, temperature set points, totals line, freight prepaid but payable by a third party, "NONE (WAYBILL)" originals and the SCAC in its own box.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'SWB', isNegotiable: false, bookingReference: bk,
      shipper, consignee, notifyParties: [notify], carrier: { name: 'CROWLEY CARIBBEAN SERVICES, LLC', scac: 'CAMN' },
      vessel: { name: 'CROWLEY ALTAIR', imoNumber: null }, voyageNumber: 'ATR2649S',
      placeOfReceipt: place('MIAMI', null, 'US'), portOfLoading: place('PORT EVERGLADES', null, 'US'), portOfDischarge: place('PUERTO CORTES', null, 'HN'), placeOfDelivery: place('SAN PEDRO SULA', null, 'HN'),
      shippedOnBoardDate: '2026-12-05', issueDate: '2026-12-06', placeOfIssue: 'JACKSONVILLE, FL', numberOfOriginals: 0, freightPaymentTerms: 'PREPAID',
      containers: K.map((k) => ({ containerNumber: k.n, sealNumbers: k.s, sizeType: k.t, packages: { count: k.p, type: G[k.g].t }, grossWeight: kg(k.kgs), volume: m3(k.v) })),
      goods: G.map((g) => ({ description: g.de, hsCode: g.hs, marksAndNumbers: g.mk.replace(/\n/g, ' / '), packages: { count: g.p, type: g.t }, grossWeight: kg(g.kgs), netWeight: kg(g.nkg), volume: m3(g.v) })),
      totalPackages: tP, totalGrossWeight: kg(tW), totalVolume: m3(tV),
    },
  };
}
