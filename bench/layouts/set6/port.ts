/** Set 6, port: Jebel Ali delivery order (4-column caption/value grid), Singapore-Chattogram LCL consolidation manifest (2 pages, no ruling). */
import { Pen4, cont, party, place, kg, us, sum, table, wrap, small, stamp, barcode, rng, pageNumbers, d5, type Doc } from '../set5/lib5.ts';

/** 10. Jebel Ali delivery order from a Dubai liner agent: caption/value pairs in a 4-column ruled grid, dd/mm/yyyy, several decoy dates. */
export function jebelAliDo(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 36, R = 559;
  const issuedBy = party('GULF STAR SHIPPING AGENCIES LLC', ['Office 1204, Al Moosa Tower 2, Sheikh Zayed Road', 'P.O. Box 61417, Dubai, U.A.E.'], { taxId: '100318844700003', phone: '+971 4 331 8870', email: 'import.do@gulfstarshipping.ae' });
  const releaseTo = party('AL SAQR CARGO CLEARING LLC', ['Warehouse 7, Al Qusais Industrial Area 4', 'Dubai, U.A.E.'], { phone: '+971 4 267 1402' });
  const cs = [
    { n: cont('WHLU', '577104'), t: '45G1', a: '40HC', s: 'WHL2603811', p: 412, w: 8640.5 },
    { n: cont('WHSU', '611823'), t: '45G1', a: '40HC', s: 'WHL2603812', p: 398, w: 8412.0 },
    { n: cont('WHLU', '580267'), t: '45G1', a: '40HC', s: 'WHL2603813', p: 405, w: 8577.8 },
    { n: cont('TGBU', '442910'), t: '22G1', a: '20GP', s: 'WHL2603814', p: 188, w: 6230.0 },
    { n: cont('WHSU', '234657'), t: '22G1', a: '20GP', s: 'WHL2603815', p: 176, w: 5988.4 },
  ];
  const tP = sum(cs.map((c) => c.p), 0), tW = sum(cs.map((c) => c.w), 1);
  pen.t(X, 44, 'GULF STAR SHIPPING AGENCIES LLC', 15, true);
  pen.t(X, 56, 'As agents for WAN HAI LINES LTD.  -  Office 1204, Al Moosa Tower 2, Sheikh Zayed Road, P.O. Box 61417, Dubai, U.A.E.', 6.8);
  pen.t(X, 65, 'Tel +971 4 331 8870  -  import.do@gulfstarshipping.ae  -  TRN 100318844700003', 6.8);
  pen.hl(X, R, 72, 1.5);
  pen.c((X + R) / 2, 96, 'DELIVERY ORDER', 18, true);
  barcode(pen, R - 140, 80, 140, 16, '26118427');
  pen.r(R, 106, 'DO/JEA/26/118427', 8);
  pen.t(X, 118, 'To: The Terminal Manager, DP World - Jebel Ali Terminal 2', 8.5, true);
  pen.t(X, 130, 'Please deliver to the party named below the undermentioned containers / goods against payment of your charges.', 8);
  const kv: Array<[string, string, string, string]> = [
    ['D.O. No.', 'DO/JEA/26/118427', 'D.O. Date', '22/03/2026'],
    ['B/L No.', 'WHLC041E518822', 'Manifest / Rotation No.', '2026-04418'],
    ['Vessel', 'WAN HAI 627', 'Voyage', 'E118'],
    ['Port of Loading', 'NINGBO, CHINA (CNNGB)', 'Port of Discharge', 'JEBEL ALI (AEJEA)'],
    ['Arrival Date (ETA)', '21/03/2026', 'Discharge completed', '22/03/2026'],
    ['Consignee', 'EMIRATES HOME FURNISHING TRADING LLC', 'Customs Declaration', '101-44182733-26'],
    ['No. of Packages', `${tP} CARTONS`, 'Gross Weight', `${us(tW, 1)} KGS`],
    ['Port Storage Free Till', '25/03/2026', 'D.O. Valid Till', '28/03/2026'],
    ['Container Detention Free Till', '31/03/2026', 'Empty Return Depot', 'JAFZA DEPOT 3, GATE 9'],
  ];
  const gw = [X, X + 118, X + 298, X + 390, R];
  let y = 140;
  kv.forEach((row) => {
    row.forEach((v, i) => { if (i % 2 === 0) pen.fill(gw[i], y, gw[i + 1] - gw[i], 15, 0.93); pen.t(gw[i] + 4, y + 10.5, v, 7.8, i % 2 === 1); });
    pen.box(X, y, R - X, 15, 0.5); gw.slice(1, -1).forEach((x) => pen.vl(x, y, y + 15, 0.4));
    y += 15;
  });
  y += 14;
  pen.box(X, y, 250, 64, 0.6); pen.fill(X, y, 250, 12, 0.88); pen.t(X + 4, y + 9, 'RELEASE TO (CLEARING AGENT)', 6.8, true);
  pen.ml(X + 6, y + 24, [releaseTo.name, 'Warehouse 7, Al Qusais Industrial Area 4', 'Dubai, U.A.E.', 'Tel +971 4 267 1402'], 8, 10);
  pen.box(X + 270, y, R - X - 270, 64, 0.6); pen.fill(X + 270, y, R - X - 270, 12, 0.88); pen.t(X + 274, y + 9, 'COLLECT FROM / DELIVER TO', 6.8, true);
  pen.ml(X + 276, y + 24, ['Collect from: DP World - Jebel Ali Terminal 2', 'Deliver to: Dubai Investments Park 2,', 'Warehouse 14, Dubai', 'Transporter: AL SAQR FLEET (TR-0418)'], 7.8, 10);
  y += 78;
  y = table(pen, X, y, [
    { title: ['S.No'], w: 30, align: 'c' }, { title: ['Container No.'], w: 92 }, { title: ['Size/Type'], w: 52, align: 'c' }, { title: ['Seal No.'], w: 80 },
    { title: ['Pkgs'], w: 50, align: 'r' }, { title: ['Gross Wt (KGS)'], w: 74, align: 'r' }, { title: ['FCL/LCL'], w: 50, align: 'c' }, { title: ['Remarks'], w: R - X - 428 },
  ], cs.map((c, i) => [[String(i + 1)], [c.n], [c.a], [c.s], [String(c.p)], [us(c.w, 1)], ['FCL'], [i === 3 ? 'Heavy - check VGM' : '']]), { size: 8, headSize: 6.8, shade: true });
  pen.t(X + 124, y + 12, `TOTAL ${cs.length} CONTAINERS`, 8, true); pen.r(X + 304 - 3, y + 12, String(tP), 8, true); pen.r(X + 378 - 3, y + 12, us(tW, 1), 8, true);
  y += 30;
  pen.t(X, y, 'Description: HOME FURNITURE (SOFAS, DINING SETS, BEDROOM SETS) IN CARTONS - HS 940360 / 940161', 8);
  y += 18;
  small(pen, X, y, R - X, 'This Delivery Order is issued subject to the terms and conditions of the carrier\'s Bill of Lading and is valid only until the date shown above; extension must be obtained from our office. Port storage after the free period will be charged by DP World as per the prevailing tariff. Container detention is charged at AED 150.00 per 20\' and AED 300.00 per 40\' per day after the free period. Containers must be returned empty, clean and undamaged to the depot nominated above. Delivery will be made only after customs clearance and against presentation of the original of this D.O.', 6.5, 8);
  y += 52;
  pen.t(X, y, 'For GULF STAR SHIPPING AGENCIES LLC', 8, true); pen.t(X, y + 40, 'Authorised Signatory', 7.5); pen.hl(X, X + 160, y + 32, 0.4);
  stamp(pen, R - 110, y + 24, ['GULF STAR SHIPPING', 'D.O. ISSUED', 'JEBEL ALI'], 10, 8, 0.4);
  pen.t(X, 812, 'Original - Terminal copy', 6.5); pen.r(R, 812, 'GSSA/IMP/DO Form 3', 6.5);
  return {
    id: 's6-jea-do', type: 'delivery_order',
    notes: 'Jebel Ali delivery order from a Dubai liner agent (as agents for Wan Hai): caption/value/caption/value rows in one ruled 4-column grid with no header, D.O. number both under the barcode and in the grid, dd/mm/yyyy, decoy dates (discharge completed, D.O. valid till, container detention free till) beside the port-storage free day (= last free day), consignee only in the grid while release-to is the clearing agent in a box, collect-from / deliver-to in one box with "Collect from:" and "Deliver to:" prefixes, sizes as 40HC/20GP, customs declaration and rotation numbers as decoys.',
    pdf: pen.finish(),
    truth: {
      deliveryOrderNumber: 'DO/JEA/26/118427', issueDate: '2026-03-22', issuedBy, releaseTo,
      billOfLadingNumber: 'WHLC041E518822', vessel: 'WAN HAI 627', voyageNumber: 'E118',
      portOfDischarge: place('JEBEL ALI', 'AEJEA', 'AE'), arrivalDate: '2026-03-21',
      containers: cs.map((c) => ({ containerNumber: c.n, sizeType: c.t, sealNumbers: [c.s] })),
      totalPackages: tP, totalGrossWeight: kg(tW), lastFreeDay: '2026-03-25',
      pickupLocation: 'DP World - Jebel Ali Terminal 2', deliveryLocation: 'Dubai Investments Park 2, Warehouse 14, Dubai',
    },
  };
}

/** 11. LCL consolidation (co-loader) manifest Singapore -> Chattogram: 2 pages, no table ruling, header block repeated, page totals. */
export function lclManifest(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 26, R = 569;
  const r = rng(20260320);
  const c1 = cont('ONEU', '118642'), c2 = cont('TCLU', '904417');
  const shippers: Array<[string, string]> = [['MERLION ELECTRICALS PTE LTD', 'SINGAPORE 629589'], ['JOHOR PACKAGING SDN BHD', 'PASIR GUDANG, MALAYSIA'], ['SENOKO CHEMICALS PTE LTD', 'SINGAPORE 758047'],
    ['PENANG PRECISION TOOLS SDN BHD', 'BAYAN LEPAS, MALAYSIA'], ['TUAS TEXTILE MACHINERY PTE LTD', 'SINGAPORE 638398'], ['KLANG VALLEY FOODS SDN BHD', 'SHAH ALAM, MALAYSIA']];
  const consignees: Array<[string, string]> = [['BENGAL POWER SOLUTIONS LTD', 'TEJGAON, DHAKA'], ['PADMA FLEXIBLE PACKAGING LTD', 'GAZIPUR, BANGLADESH'], ['KARNAPHULI DYEING & CHEMICALS', 'CHATTOGRAM EPZ'],
    ['MEGHNA ENGINEERING WORKS LTD', 'NARAYANGANJ, BANGLADESH'], ['SHITALAKSHYA SPINNING MILLS LTD', 'NARSINGDI, BANGLADESH'], ['SUNDARBAN FOOD IMPORTS', 'AGRABAD, CHATTOGRAM']];
  const goods: Array<[string, string]> = [['LOW VOLTAGE SWITCHGEAR PARTS', 'CTNS'], ['PRINTED LAMINATED FILM ROLLS', 'PLTS'], ['TEXTILE AUXILIARY CHEMICALS (NON-DG)', 'DRUMS'],
    ['CUTTING TOOLS AND TOOL HOLDERS', 'CASES'], ['SPINNING MACHINE SPARE PARTS', 'CASES'], ['INSTANT NOODLES AND SAUCES', 'CTNS']];
  const entries = Array.from({ length: 12 }, (_, i) => {
    const k = i % 6, pk = r.int(4, 120), wt = Math.round((300 + r.next() * 4200) * 10) / 10;
    return { hbl: `MCLSINCGP26${String(3104 + i * 3 + r.int(0, 2)).padStart(5, '0')}`, sh: shippers[k], cn: consignees[(k + (i >= 6 ? 1 : 0)) % 6], pk, kind: goods[k][1], desc: goods[k][0], wt, c: i < 7 ? c1 : c2 };
  });
  const head = (pi: number) => {
    pen.t(X, 38, 'MERLION CONSOL LINES PTE LTD', 13, true);
    pen.t(X, 49, 'NVOCC  -  21 Pandan Loop, #04-11, Singapore 128233  -  FMC/NVOCC 028844', 6.8);
    pen.r(R, 38, 'CARGO MANIFEST (LCL CONSOLIDATION)', 11, true);
    pen.r(R, 49, `Page ${pi + 1}`, 7);
    pen.hl(X, R, 56, 0.8);
    const h: Array<[string, string]> = [['Manifest No.', 'MCL/SIN/CGP/2611'], ['Feeder Vessel / Voy.', 'XIN CHANG SHU / 112W'], ['Port of Loading', 'SINGAPORE'], ['Port of Discharge', 'CHATTOGRAM'],
      ['Sailing Date', d5.dMONYYYY('2026-03-20')], ['Master B/L', 'ONEYSINF04418200'], ['Containers', `${c1} (40HC) / ${c2} (20GP)`], ['CFS', 'KEPPEL DISTRIPARK CFS 3']];
    h.forEach(([l, v], i) => { const cx = X + (i % 2) * 272, cy = 68 + Math.floor(i / 2) * 11; pen.t(cx, cy, l, 7); pen.t(cx + 84, cy, v, 7.6, true); });
    pen.hl(X, R, 112, 0.4);
  };
  const cols = [
    { title: ['House B/L'], w: 96 }, { title: ['Shipper'], w: 112 }, { title: ['Consignee'], w: 112 }, { title: ['Pkgs'], w: 40, align: 'r' as const },
    { title: ['Description'], w: 94 }, { title: ['G.W. (KG)'], w: 50, align: 'r' as const }, { title: ['Cntr'], w: 39 },
  ];
  const chunks = [entries.slice(0, 7), entries.slice(7)];
  chunks.forEach((ch, pi) => {
    if (pi) pen.page();
    head(pi);
    const y = table(pen, X, 118, cols, ch.map((e) => [[e.hbl], [...wrap(pen, e.sh[0], 106, 6.8), e.sh[1]], [...wrap(pen, e.cn[0], 106, 6.8), e.cn[1]], [`${e.pk} ${e.kind}`], wrap(pen, e.desc, 88, 6.8), [us(e.wt, 1)], [e.c.slice(0, 4), e.c.slice(4)]]),
      { size: 6.8, headSize: 6.2, vlines: false, hlines: false, shade: true });
    const pp = ch.reduce((a, e) => a + e.pk, 0), pw = sum(ch.map((e) => e.wt), 1);
    pen.hl(X, R, y + 4, 0.5);
    pen.t(X + 4, y + 15, `Page total: ${ch.length} HBL`, 7, true); pen.r(X + 360 - 3, y + 15, String(pp), 7, true); pen.r(X + 504 - 3, y + 15, us(pw, 1), 7, true);
    if (pi === 0) pen.c(297, 800, '- continued -', 7);
    else {
      const tp = entries.reduce((a, e) => a + e.pk, 0), tw = sum(entries.map((e) => e.wt), 1);
      pen.t(X + 4, y + 30, `Grand total: 12 HBL / 2 containers`, 7.5, true); pen.r(X + 360 - 3, y + 30, String(tp), 7.5, true); pen.r(X + 504 - 3, y + 30, us(tw, 1), 7.5, true);
      small(pen, X, y + 50, R - X, 'We hereby certify that this manifest is a true and complete list of all cargo consolidated in the above containers. Particulars as declared by the shippers; weight, measure, contents and value unknown. Merlion Consol Lines Pte Ltd acts as carrier under its house bills of lading only.', 6.5, 8);
      pen.t(X, y + 90, 'Singapore, 20 MAR 2026', 7.5); pen.t(X, y + 102, 'for MERLION CONSOL LINES PTE LTD - Documentation', 7.5, true);
    }
  });
  pageNumbers(pen, R, 815, 'Page {i} of {n}', 6.5);
  return {
    id: 's6-lcl-manifest', type: 'shipping_manifest',
    notes: 'NVOCC LCL consolidation (co-load) cargo manifest Singapore-Chattogram, A4, 2 pages: header block of label/value pairs in two columns repeated on each page (manifest no., feeder vessel and voyage in one value "XIN CHANG SHU / 112W", sailing date 20 MAR 2026, master B/L, two containers), 12 house B/L rows split 7/5 in a table without any ruling, shipper/consignee names wrapped with a city line under them, packages as "37 CTNS" in one cell, container number broken over two lines (prefix / digits), page totals plus grand total as decoys.',
    pdf: pen.finish(),
    truth: {
      manifestNumber: 'MCL/SIN/CGP/2611', transportMode: 'SEA', vessel: 'XIN CHANG SHU', voyageNumber: '112W', flightNumber: null,
      portOfLoading: place('SINGAPORE', null, 'SG'), portOfDischarge: place('CHATTOGRAM', null, 'BD'), date: '2026-03-20',
      entries: entries.map((e) => ({ billOfLadingNumber: e.hbl, airWaybillNumber: null, shipper: party(e.sh[0], [e.sh[1]]), consignee: party(e.cn[0], [e.cn[1]]), packages: { count: e.pk, type: e.kind }, description: e.desc, grossWeight: kg(e.wt), containerNumbers: [e.c] })),
    },
  };
}
