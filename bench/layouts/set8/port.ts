/** Set 8, port: Mombasa delivery order (Times, unruled label columns, ordinal dates), feeder vessel cargo manifest Colombo -> Chattogram over two pages (Courier, carried subtotal). */
import { Pen4, cont, party, place, kg, us, sum, table, wrap, small, stamp, d, d5, type Doc } from './lib8.ts';

const ord = (iso: string): string => { const n = Number(iso.slice(8)); const s = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'; return d5.dLong(iso).replace(/^\d+/, `${n}${s}`); };

/** 10. Mombasa (Kilindini) DO from a shipping agent to a clearing agent/haulier: letter style, "To:" block, reference lines with colons, container table, storage and detention dates. */
export function mombasaDo(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 48, R = 547;
  const issuedBy = party('COASTAL LINE AGENCIES (K) LIMITED', ['Moi Avenue, Cannon Towers 2, 6th Floor', 'P.O. Box 84418-80100, Mombasa, Kenya'], { taxId: 'P051441827K', phone: '+254 41 222 4418', email: 'imports.mba@coastalline.co.ke' });
  const releaseTo = party('TSAVO HAULIERS & CLEARING LIMITED', ['Shimanzi Road, Plot 2174/VI/MN', 'P.O. Box 90418-80100, Mombasa'], { phone: '+254 722 441 827' });
  const C = [
    { n: cont('SFRU', '418270'), a: "20' DV", t: '22G1', s: 'CLA6604418' },
    { n: cont('SFRU', '418311'), a: "20' DV", t: '22G1', s: 'CLA6604419' },
    { n: cont('TCLU', '902274'), a: "40' DV", t: '42G1', s: 'CLA6604420' },
    { n: cont('TGHU', '557106'), a: "40' DV", t: '42G1', s: 'CLA6604421' },
    { n: cont('SFRU', '770093'), a: "40' HC", t: '45G1', s: 'CLA6604422' },
    { n: cont('SFRU', '770161'), a: "40' HC", t: '45G1', s: 'CLA6604423' },
    { n: cont('CAIU', '841207'), a: "40' HC", t: '45G1', s: 'CLA6604424' },
    { n: cont('SFRU', '418406'), a: "20' DV", t: '22G1', s: 'CLA6604425' },
  ];
  const tP = 2460, tW = 96812.5;
  pen.t(X, 46, 'COASTAL LINE AGENCIES (K) LIMITED', 15, true);
  pen.t(X, 58, 'Shipping Agents  -  Moi Avenue, Cannon Towers 2, 6th Floor, P.O. Box 84418-80100, Mombasa, Kenya', 7.8);
  pen.t(X, 68, `Tel ${issuedBy.phone}   Email ${issuedBy.email}   KRA PIN ${issuedBy.taxId}`, 7.8);
  pen.hl(X, R, 76, 1.4); pen.hl(X, R, 79, 0.4);
  pen.c(297, 100, 'DELIVERY ORDER', 16, true);
  pen.t(X, 124, 'D.O. No.:', 9); pen.t(X + 50, 124, 'CLA/MBA/DO/26/11871', 10, true);
  pen.r(R, 124, `Date: ${ord('2026-11-27')}`, 9.6);
  pen.t(X, 148, 'To:', 9.6, true);
  pen.ml(X + 30, 148, [releaseTo.name, 'Shimanzi Road, Plot 2174/VI/MN', 'P.O. Box 90418-80100, Mombasa', `Tel ${releaseTo.phone}`], 9.6, 12);
  pen.t(X + 30, 204, 'The Terminal Manager, Kenya Ports Authority, Kilindini', 9.6);
  pen.t(X, 228, 'Dear Sirs,', 9.6);
  small(pen, X, 244, R - X, 'Please deliver to the above-named clearing agent, or order, the under-mentioned cargo ex the vessel stated below, against payment of all port charges and on production of the customs release order. This delivery order is not valid for the release of cargo unless endorsed by the Kenya Ports Authority.', 9.4, 12);
  const rows: Array<[string, string]> = [
    ['Vessel / Voyage', 'SAFEEN PRIME  /  2647S'], ['Bill of Lading No.', 'ESLMBA2611044182'], ['Port of Loading', 'JEBEL ALI, U.A.E.'], ['Port of Discharge', 'MOMBASA, KENYA (KEMBA)'],
    ['Date of Arrival', d.dmySlash('2026-11-23')], ['Manifest / Rotation No.', '26MBA1187 / ROT 4418'], ['Consignee (as per B/L)', 'NAKURU AGRI-INPUTS LIMITED, P.O. Box 418-20100, Nakuru'],
    ['Description', 'NPK FERTILIZER 17-17-17 AND IRRIGATION FITTINGS'], ['Packages', `${us(tP, 0)} BAGS AND CASES`], ['Gross Weight', `${us(tW, 1)} KGS`],
    ['Collect from', 'KPA CONTAINER TERMINAL 2, KILINDINI'], ['Deliver to', 'ICD EMBAKASI, NAIROBI (VIA SGR)'],
  ];
  let y = 300;
  rows.forEach(([l, v], i) => { pen.t(X, y + i * 13.5, l, 9.2); pen.t(X + 140, y + i * 13.5, ':', 9.2); pen.t(X + 152, y + i * 13.5, v, 9.4, i < 2); });
  y += rows.length * 13.5 + 8;
  y = table(pen, X, y, [
    { title: ['No.'], w: 30, align: 'c' }, { title: ['Container Number'], w: 110 }, { title: ['Size / Type'], w: 70, align: 'c' }, { title: ['Seal Number'], w: 90 }, { title: ['Status'], w: 60, align: 'c' }, { title: ['Empty Return Depot'], w: R - X - 360 },
  ], C.map((c, i) => [[String(i + 1)], [c.n], [c.a], [c.s], ['FCL'], [i < 2 ? 'CLA DEPOT, CHANGAMWE' : 'INTERPEL ICD, MOMBASA']]), { size: 9, headSize: 8, shade: false, vlines: false });
  y += 14;
  pen.t(X, y, `Free storage at KPA expires on ${ord('2026-11-30')}; storage charges thereafter for consignee's account.`, 9.2, true);
  pen.t(X, y + 13, `Container detention free until ${ord('2026-12-07')} (14 days from discharge); thereafter USD 35 per TEU per day.`, 9.2);
  pen.t(X, y + 26, `This D.O. is valid until ${ord('2026-12-04')}.`, 9.2);
  y += 52;
  pen.t(X, y, 'Yours faithfully,', 9.4);
  pen.t(X, y + 12, 'for COASTAL LINE AGENCIES (K) LIMITED', 9.4, true);
  pen.hl(X, X + 180, y + 48, 0.4); pen.t(X, y + 58, 'Import Documentation Supervisor', 8.6);
  stamp(pen, 420, y + 30, ['COASTAL LINE AGENCIES', 'MOMBASA', 'DELIVERY ORDER RELEASED'], 6, 8, 0.45);
  small(pen, X, 792, R - X, 'All business is transacted subject to the Standard Trading Conditions of Coastal Line Agencies (K) Ltd. Cargo not removed within the free period is liable to transfer to a Container Freight Station at the consignee\'s risk and expense.', 7, 8.4);
  pen.r(R, 818, 'Page 1 of 1', 7.4);
  return {
    id: 's8-mombasa-do', type: 'delivery_order',
    notes: 'Mombasa (Kilindini) delivery order from a shipping agent on A4 Times, letter-style: D.O. no. and ordinal date "27th November 2026" on one line, "To:" block addressed to a clearing agent/haulier plus the KPA terminal manager line, request paragraph, 12 "label : value" rows (vessel/voyage together, B/L, dd/mm/yyyy arrival, consignee per B/L as a decoy party, collect from / deliver to), container table without vertical rules with 20\' DV / 40\' DV / 40\' HC, storage free expiry (last free day) vs detention and D.O. validity dates as decoys, in sentences.',
    pdf: pen.finish(),
    truth: {
      deliveryOrderNumber: 'CLA/MBA/DO/26/11871', issueDate: '2026-11-27', issuedBy, releaseTo,
      billOfLadingNumber: 'ESLMBA2611044182', vessel: 'SAFEEN PRIME', voyageNumber: '2647S',
      portOfDischarge: place('MOMBASA', 'KEMBA', 'KE'), arrivalDate: '2026-11-23',
      containers: C.map((c) => ({ containerNumber: c.n, sizeType: c.t, sealNumbers: [c.s] })),
      totalPackages: tP, totalGrossWeight: kg(tW), lastFreeDay: '2026-11-30',
      pickupLocation: 'KPA CONTAINER TERMINAL 2, KILINDINI', deliveryLocation: 'ICD EMBAKASI, NAIROBI (VIA SGR)',
    },
  };
}

/** 12. Feeder vessel cargo manifest Colombo -> Chattogram, landscape A4 Courier, 13 B/Ls over two pages, page 1 "CARRIED FORWARD" totals and page 2 "BROUGHT FORWARD". */
export function feederManifest(): Doc {
  const pen = new Pen4('Courier', 'A4L');
  const X = 24, R = 818;
  const E0: Array<[string, string, string, number, string, string, number, string[]]> = [
    ['SBF26CMB0411', 'LANKA APPAREL EXPORTS (PVT) LTD', 'ANANTA GARMENTS LTD', 412, 'CTNS', 'WOVEN FABRIC REMNANTS AND TRIMS', 6180.0, [cont('SBFU', '201184')]],
    ['SBF26CMB0412', 'CEYLON TYRE MANUFACTURERS PLC', 'KARNAPHULI AUTO PARTS', 860, 'PCS', 'PNEUMATIC TYRES FOR BUSES AND LORRIES', 21500.0, [cont('SBFU', '201277'), cont('TGHU', '730041')]],
    ['SBF26CMB0413', 'KELANI TEA TRADERS LTD', 'BENGAL TEA HOUSE LTD', 640, 'PKGS', 'BLACK TEA IN PAPER SACKS', 14080.0, [cont('SBFU', '201392')]],
    ['SBF26CMB0414', 'DSL CHEMICALS (PVT) LTD', 'MEGHNA DYEING INDUSTRIES', 80, 'DRUMS', 'TEXTILE AUXILIARY CHEMICALS, NON-DG', 17600.0, [cont('CAIU', '418265')]],
    ['SBF26CMB0415', 'SRI LANKA COIR MILLS LTD', 'SHAPLA HORTICULTURE LTD', 1100, 'BALES', 'COCO PEAT GROW BAGS', 24750.0, [cont('SBFU', '201450'), cont('SBFU', '201566')]],
    ['SBF26CMB0416', 'HAYLEYS FIBRE PLC', 'DHAKA BRUSH MANUFACTURING', 300, 'BALES', 'COCONUT FIBRE (COIR) BRISTLE', 9900.0, [cont('TCNU', '552019')]],
    ['SBF26CMB0417', 'COLOMBO DRY ZONE SPICES', 'CHATTOGRAM SPICE MART', 950, 'BAGS', 'CINNAMON QUILLS AND BLACK PEPPER', 19000.0, [cont('SBFU', '201603')]],
    ['SBF26CMB0418', 'LANKA GRAPHITE CO. (PVT) LTD', 'BANGLA STEEL RE-ROLLING MILLS', 40, 'JUMBO BAGS', 'NATURAL GRAPHITE FLAKES', 40400.0, [cont('SBFU', '201719'), cont('TGHU', '730155')]],
    ['SBF26CMB0419', 'RUBBER PRODUCTS CEYLON LTD', 'RAHIM SURGICALS LTD', 1280, 'CTNS', 'LATEX EXAMINATION GLOVES', 12160.0, [cont('SBFU', '201824')]],
    ['SBF26CMB0420', 'SAMSON COMPOUNDS LTD', 'PADMA FOOTWEAR INDUSTRIES', 560, 'BAGS', 'RUBBER COMPOUND FOR SHOE SOLES', 14000.0, [cont('CAIU', '418302')]],
    ['SBF26CMB0421', 'EASTERN MARINE FOODS (PVT) LTD', 'COX\'S BAZAR SEAFOOD TRADERS', 1850, 'CTNS', 'FROZEN YELLOWFIN TUNA LOINS, -18 C', 18500.0, [cont('SBFU', '390212')]],
    ['SBF26CMB0422', 'LANKA CEMENT PLC', 'SYLHET BUILDERS SUPPLY', 22, 'PALLETS', 'CEMENT ADDITIVES IN BAGS ON PALLETS', 26840.0, [cont('SBFU', '201937')]],
    ['SBF26CMB0423', 'CEYLON COCONUT OIL MILLS', 'ANWAR FOOD PRODUCTS LTD', 18, 'FLEXITANKS', 'CRUDE COCONUT OIL IN FLEXITANK', 21900.0, [cont('SBFU', '202041')]],
  ];
  const E = E0.map(([bl, sh, cn, p, t, desc, w, cs]) => ({ bl, sh, cn, p, t, desc, w, cs }));
  const pages = [E.slice(0, 8), E.slice(8)];
  const head = (pg: number) => {
    pen.t(X, 30, 'SINAR BAHARI FEEDER LINES PTE. LTD.', 12, true); pen.r(R, 30, 'CARGO MANIFEST (INWARD)', 12, true);
    pen.t(X, 41, 'Feeder service Colombo - Chattogram (CCX)   ManifestRef: SBF/CMB-CGP/118N', 7.4);
    const kv: Array<[string, string]> = [['VESSEL', 'SINAR BATAM'], ['VOYAGE', '118N'], ['FLAG', 'SINGAPORE'], ['PORT OF LOADING', 'COLOMBO (LKCMB)'], ['PORT OF DISCHARGE', 'CHATTOGRAM (BDCGP)'], ['SAILED', d.dmySlash('2026-11-26')]];
    kv.forEach(([l, v], i) => { const x = X + (i % 3) * 260, y = 56 + Math.floor(i / 3) * 11; pen.t(x, y, `${l}:`, 7.4); pen.t(x + 110, y, v, 7.8, true); });
    pen.r(R, 78, `SHEET ${pg} OF 2`, 7.4, true);
  };
  const cols = [
    { title: ['B/L NO.'], w: 96 }, { title: ['SHIPPER'], w: 150 }, { title: ['CONSIGNEE'], w: 150 }, { title: ['PKGS'], w: 40, align: 'r' as const }, { title: ['KIND'], w: 62 },
    { title: ['DESCRIPTION OF GOODS'], w: 142 }, { title: ['GROSS KGS'], w: 62, align: 'r' as const }, { title: ['CONTAINER NO(S).'], w: R - X - 702 },
  ];
  let carP = 0, carW = 0;
  pages.forEach((rows, pi) => {
    if (pi) pen.page();
    head(pi + 1);
    let y = 86;
    if (pi) { pen.t(X + 4, y + 8, 'BROUGHT FORWARD FROM SHEET 1', 7.4, true); pen.r(X + 436 - 3, y + 8, String(carP), 7.4, true); pen.r(X + 702 - 3, y + 8, us(carW, 1), 7.4, true); y += 14; }
    y = table(pen, X, y, cols, rows.map((e) => [[e.bl], wrap(pen, e.sh, 146, 7.6), wrap(pen, e.cn, 146, 7.6), [String(e.p)], [e.t], wrap(pen, e.desc, 138, 7.6), [us(e.w, 1)], e.cs]), { size: 7.6, headSize: 6.6, shade: true });
    carP += sum(rows.map((e) => e.p), 0); carW = sum([carW, ...rows.map((e) => e.w)], 1);
    const lbl = pi ? `TOTAL MANIFEST: ${E.length} B/L` : 'CARRIED FORWARD TO SHEET 2';
    pen.fill(X, y, R - X, 13, 0.9); pen.t(X + 4, y + 9, lbl, 7.4, true); pen.r(X + 436 - 3, y + 9, String(carP), 7.4, true); pen.r(X + 702 - 3, y + 9, us(carW, 1), 7.4, true);
    if (pi) {
      small(pen, X, y + 30, 500, 'Particulars as declared by shippers per the ocean carriers\' bills of lading; weights and contents unknown to the feeder operator. Reefer unit under B/L SBF26CMB0421 set at -18 C. Flexitank cargo under B/L SBF26CMB0423 non-hazardous.', 6.8, 8.2);
      pen.t(560, y + 34, 'MASTER / AGENT: SINAR BAHARI SHIPPING (BD) LTD.', 7.4, true);
      stamp(pen, 700, y + 80, ['SINAR BAHARI', 'CHATTOGRAM'], 8, 7.5, 0.45);
    } else pen.c(421, 560, '*** CONTINUED ON SHEET 2 ***', 7.4, true);
    pen.t(X, 580, 'SBF-MAN-02  Generated by SBF Line System 26.4', 6.4);
  });
  return {
    id: 's8-feeder-manifest', type: 'shipping_manifest',
    notes: 'Feeder vessel inward cargo manifest Colombo-Chattogram on landscape A4 Courier, 2 sheets: header grid repeated per sheet (vessel, voyage, flag, POL/POD with UN/LOCODEs, sailed dd/mm/yyyy; manifest ref. in a sub-title line), ruled 8-column table of 13 B/Ls split 8/5, names wrapped, one or two container numbers stacked per B/L, kinds of package as printed (CTNS, PCS, DRUMS, BALES, JUMBO BAGS, FLEXITANKS), "CARRIED FORWARD TO SHEET 2" totals bar on sheet 1 and "BROUGHT FORWARD" on sheet 2, manifest total.',
    pdf: pen.finish(),
    truth: {
      manifestNumber: 'SBF/CMB-CGP/118N', transportMode: 'SEA', vessel: 'SINAR BATAM', voyageNumber: '118N', flightNumber: null,
      portOfLoading: place('COLOMBO', 'LKCMB', 'LK'), portOfDischarge: place('CHATTOGRAM', 'BDCGP', 'BD'), date: '2026-11-26',
      entries: E.map((e) => ({ billOfLadingNumber: e.bl, airWaybillNumber: null, shipper: { name: e.sh }, consignee: { name: e.cn }, packages: { count: e.p, type: e.t }, description: e.desc, grossWeight: kg(e.w), containerNumbers: e.cs })),
    },
  };
}
