/** Set 9, port: Le Havre "Bon à délivrer" from a liner agent (French/English, letter style), Budapest forwarder's air consolidation manifest over two pages (Hungarian/English). */
import { Pen4, cont, awb, party, place, kg, us, sp, sum, round, small, stamp, barcode, d, d9, type Doc } from './lib9.ts';

/** 10. Le Havre "Bon à délivrer / Delivery order" from an Arkas Line agent to a freight forwarder: letter layout, French captions with English in italics-like grey, container table, franchise (free time) dates, terminal and CMR-haulier decoys. */
export function leHavreBad(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 48, R = 547;
  const issuedBy = party('AGENCE MARITIME DE L\'ESTUAIRE', ['Quai de Southampton, Bâtiment B', '76600 Le Havre, France'], { phone: '+33 2 35 41 18 27', email: 'import@ame-lehavre.fr', taxId: 'FR 27 441827118' });
  const releaseTo = party('TRANSIT NORMANDIE SEINE SARL', ['12 rue Jules Siegfried', '76600 Le Havre, France'], { taxId: 'FR 64 518827441' });
  const K = [
    { n: cont('ARKU', '441827'), t: '45G1', a: "40' HC", s: 'ARK0441827', p: 1180, w: 21450.0 },
    { n: cont('ARKU', '552930'), t: '45G1', a: "40' HC", s: 'ARK0441828', p: 1180, w: 21390.0 },
    { n: cont('TGHU', '617724'), t: '22G1', a: "20' DV", s: 'ARK0441829', p: 640, w: 17820.5 },
    { n: cont('ARKU', '208843'), t: '22G1', a: "20' DV", s: 'ARK0441830', p: 640, w: 17795.0 },
    { n: cont('CAIU', '770418'), t: '45G1', a: "40' HC", s: 'ARK0441831', p: 1180, w: 21512.5 },
    { n: cont('ARKU', '319562'), t: '22G1', a: "20' DV", s: 'ARK0441832', p: 640, w: 17760.0 },
  ];
  const tP = sum(K.map((k) => k.p), 0), tW = sum(K.map((k) => k.w), 1);
  pen.t(X, 50, 'AGENCE MARITIME DE L\'ESTUAIRE', 16, true); pen.t(X, 62, 'Agent général au Havre de ARKAS LINE  -  General agent in Le Havre for ARKAS LINE', 8);
  pen.t(X, 72, `Quai de Southampton, Bâtiment B, 76600 Le Havre  -  Tél. ${issuedBy.phone}  -  ${issuedBy.email}`, 7.6);
  pen.t(X, 81, `SAS au capital de 150 000 EUR  -  RCS Le Havre 441 827 118  -  TVA ${issuedBy.taxId}`, 7.6);
  pen.hl(X, R, 88, 0.8);
  pen.t(340, 110, `Le Havre, le ${d9.fr('2026-11-26')}`, 10);
  pen.ml(340, 130, ['À l\'attention de / To:', releaseTo.name, '12 rue Jules Siegfried', '76600 Le Havre', `TVA ${releaseTo.taxId}`], 9.6, 12);
  pen.t(X, 206, 'BON À DÉLIVRER  /  DELIVERY ORDER', 15, true);
  pen.t(X, 222, 'N°', 10); pen.t(X + 18, 222, 'BAD-LEH-26-11-0441', 12, true);
  const kv = (y: number, l: string, v: string, b = false) => { pen.t(X, y, l, 9); pen.t(X + 190, y, ':', 9); pen.t(X + 200, y, v, 10, b); };
  let y = 248;
  kv(y, 'Connaissement / Bill of lading', 'ARKIZM26L0441827', true);
  kv(y + 15, 'Navire / Vessel', 'ELIF A'); kv(y + 30, 'Voyage', '2646W');
  kv(y + 45, 'Port de chargement / Loading', 'IZMIR (ALIAGA), TURQUIE');
  kv(y + 60, 'Port de déchargement / Discharge', 'LE HAVRE (FRLEH)');
  kv(y + 75, 'Date d\'arrivée / Arrival', d.dmySlash('2026-11-24'));
  kv(y + 90, 'Terminal de retrait / Pick-up at', 'TERMINAL DE FRANCE (TDF), QUAI DE L\'EUROPE');
  kv(y + 105, 'Livraison / Delivery to', 'ENTREPÔT SOTRANOR, ZI DE ROUEN-GRAND QUEVILLY');
  kv(y + 120, 'Manifeste / Manifest', 'DELTA G 2026 ATX 441827 - ARTICLE 0027');
  y += 146;
  small(pen, X, y, R - X, 'Messieurs, nous vous prions de bien vouloir délivrer à la société ci-dessus, ou à son transporteur mandaté, les conteneurs suivants, le fret et les frais locaux ayant été réglés et le connaissement original restitué (3/3) :', 9, 11.5);
  y += 34;
  const cx = [X, X + 110, X + 180, X + 270, X + 360, X + 420];
  pen.hl(X, R, y, 0.8);
  ['Conteneur', 'Type', 'Plomb / Seal', 'Colis', 'Poids brut kg'].forEach((h, i) => (i >= 3 ? pen.r(cx[i + 1] - 6, y + 11, h, 8.4, true) : pen.t(cx[i] + 3, y + 11, h, 8.4, true)));
  pen.t(cx[5] + 3, y + 11, 'Franchise jusqu\'au', 8.4, true);
  pen.hl(X, R, y + 15, 0.4); y += 28;
  K.forEach((k) => { pen.t(X + 3, y, k.n, 9.4); pen.t(cx[1] + 3, y, k.a, 9.4); pen.t(cx[2] + 3, y, k.s, 9.4); pen.r(cx[4] - 6, y, `${k.p} CT`, 9.4); pen.r(cx[5] - 6, y, sp(k.w, 1), 9.4); pen.t(cx[5] + 3, y, d.dmySlash('2026-12-01'), 9.4); y += 13; });
  pen.hl(cx[3], cx[5], y - 6, 0.4);
  pen.t(X + 3, y + 6, `TOTAL ${K.length} CONTENEURS`, 9, true); pen.r(cx[4] - 6, y + 6, `${tP} CT`, 9, true); pen.r(cx[5] - 6, y + 6, sp(tW, 1), 9, true);
  y += 26;
  pen.t(X, y, `Marchandise / Goods: CARREAUX DE CÉRAMIQUE ÉMAILLÉS (HS 690721) - ${sp(tP, 0)} CARTONS`, 9);
  pen.t(X, y + 14, `Dernier jour de franchise / Last free day: ${d.dmySlash('2026-12-01')}`, 10, true);
  pen.t(X, y + 28, 'Au-delà : surestaries EUR 75,00/jour (20\') et EUR 120,00/jour (40\') ; retour vide au dépôt CMA TERMINALS LH4.', 8.6);
  pen.t(X, y + 42, 'Transporteur routier / Haulier: TRANSPORTS LECUYER (immat. AB-441-CD)  -  PIN TDF: 8827-4418', 8.6);
  y += 66;
  small(pen, X, y, R - X, 'Le présent bon est valable sous réserve de la mainlevée douanière (DAU IM4 en cours) et du paiement des frais de magasinage du terminal. Toute livraison est effectuée aux risques du réceptionnaire. Validité : jusqu\'au dernier jour de franchise.', 8, 10);
  pen.t(340, y + 52, 'Pour l\'agent / For the agent', 9); pen.t(340, y + 90, 'Service Import  -  C. Lefebvre', 9, true);
  stamp(pen, 250, y + 74, ['AGENCE MARITIME DE L\'ESTUAIRE', 'LE HAVRE - IMPORT'], 8, 7.5, 0.45);
  barcode(pen, X, 790, 180, 14, '2611044182700');
  pen.r(R, 800, 'Page 1/1', 7.4);
  return {
    id: 's9-fr-bon-a-delivrer', type: 'delivery_order',
    notes: 'Le Havre "Bon à délivrer / Delivery order" from a liner agent for Arkas Line on A4 Times, letter style: agent letterhead with RCS/TVA decoys, date "Le Havre, le 26 novembre 2026", "À l\'attention de" addressee block (release-to), number beside "N°", label : value reference lines in French/English (B/L, vessel, voyage, ports, arrival dd/mm/yyyy, terminal pick-up, delivery warehouse, customs manifest article decoy), container table with aliases "40\' HC" / "20\' DV", seals, cartons "CT", space-thousand weights with decimal comma, free-until column and a last free day line, demurrage rates, haulier plate and terminal PIN decoys.',
    pdf: pen.finish(),
    truth: {
      deliveryOrderNumber: 'BAD-LEH-26-11-0441', issueDate: '2026-11-26', issuedBy, releaseTo: { name: releaseTo.name, address: releaseTo.address, taxId: releaseTo.taxId },
      billOfLadingNumber: 'ARKIZM26L0441827', vessel: 'ELIF A', voyageNumber: '2646W',
      portOfDischarge: place('LE HAVRE', 'FRLEH', 'FR'), arrivalDate: '2026-11-24',
      containers: K.map((k) => ({ containerNumber: k.n, sizeType: k.t, sealNumbers: [k.s] })),
      totalPackages: tP, totalGrossWeight: kg(tW), lastFreeDay: '2026-12-01',
      pickupLocation: 'TERMINAL DE FRANCE (TDF), QUAI DE L\'EUROPE', deliveryLocation: 'ENTREPÔT SOTRANOR, ZI DE ROUEN-GRAND QUEVILLY',
    },
  };
}

/** 12. Budapest forwarder's air consolidation (house) manifest under one MAWB, Budapest -> Shanghai, 2 pages, Courier: Hungarian/English captions, HAWB rows without rules, page subtotals carried and brought forward. */
export function huConsolManifest(): Doc {
  const pen = new Pen4('Courier', 'A4L');
  const X = 30, R = 812;
  const mawb = awb('999', '4418272');
  const E: Array<[string, string, number, string, string, number]> = [
    ['MEDIPHARMA KFT., DEBRECEN', 'SHANGHAI HEALTHLINE CO., LTD.', 12, 'CTN', 'PHARMACEUTICAL PREPARATIONS, +2/+8 C', 186.4],
    ['TUNGSRAM OPERATIONS KFT.', 'NINGBO LIGHTEC TRADING CO.', 8, 'CTN', 'LED LIGHTING MODULES', 142.0],
    ['ZWACK UNICUM NYRT.', 'CHINA FINE SPIRITS IMPORT LTD.', 24, 'CTN', 'HERBAL LIQUEUR, 0.7 L BOTTLES', 412.8],
    ['HEREND PORCELAIN MANUFACTORY LTD.', 'ORIENT LUXURY HOME CO., LTD.', 6, 'CRT', 'HAND-PAINTED PORCELAIN TABLEWARE', 231.5],
    ['GRAPHISOFT SE', 'SHANGHAI ARCHITECH SOFTWARE LTD.', 1, 'PKG', 'PRINTED MANUALS AND USB MEDIA', 8.2],
    ['PICK SZEGED ZRT.', 'SHANGHAI EUROPEAN DELI CO.', 18, 'CTN', 'CURED SALAMI, VACUUM PACKED', 264.0],
    ['RICHTER GEDEON NYRT.', 'SINOPHARM SHANGHAI LOGISTICS', 20, 'CTN', 'PHARMACEUTICAL SAMPLES, NON-DG', 96.7],
    ['BOSCH ELEKTRONIKAI KFT., HATVAN', 'BOSCH AUTOMOTIVE PRODUCTS (SUZHOU)', 14, 'CTN', 'ELECTRONIC CONTROL UNITS', 318.6],
    ['ZSOLNAY MANUFAKTURA ZRT., PECS', 'ORIENT LUXURY HOME CO., LTD.', 4, 'CRT', 'EOSIN GLAZED CERAMIC VASES', 122.4],
    ['TOKAJ KERESKEDOHAZ ZRT.', 'CHINA FINE SPIRITS IMPORT LTD.', 30, 'CTN', 'TOKAJI ASZU WINE, 0.5 L BOTTLES', 540.0],
    ['SAMSONITE HUNGARIA KFT., SZEKSZARD', 'SAMSONITE (CHINA) CO., LTD.', 9, 'CTN', 'SUITCASE COMPONENTS, POLYCARBONATE', 167.3],
    ['NI HUNGARY KFT., DEBRECEN', 'NATIONAL INSTRUMENTS CHINA', 5, 'CTN', 'DATA ACQUISITION MODULES', 74.9],
    ['EGIS GYOGYSZERGYAR ZRT.', 'SHANGHAI HEALTHLINE CO., LTD.', 16, 'CTN', 'TABLETS IN BLISTERS, +15/+25 C', 203.1],
    ['HELL ENERGY MAGYARORSZAG KFT.', 'SHANGHAI EUROPEAN DELI CO.', 2, 'PLT', 'ENERGY DRINK SAMPLES, CANS', 611.0],
  ];
  const rows = E.map(([sh, cn, p, t, de, w], i) => ({ h: `BUDSHA-${String(26441 + i * 7).padStart(6, '0')}`, sh, cn, p, t, de, w }));
  const cx = [X, X + 20, X + 100, X + 265, X + 490, X + 555, X + 570];
  const head = (pg: number) => {
    pen.t(X, 36, 'DANUBE AIRFREIGHT LOGISTICS KFT.', 13, true); pen.t(X, 47, 'BUD Airport Cargo City, Building 3, 1185 Budapest, Hungary  -  adószám / tax no. 24418270-2-43', 7);
    pen.r(R, 34, 'GYUJTO MANIFESZT / CONSOLIDATION MANIFEST', 11, true); pen.r(R, 46, `Oldal / Page ${pg} / 2`, 7.6);
    pen.hl(X, R, 54, 1);
    const h: Array<[string, string]> = [['Manifest szám / No.', 'DAL-BUD-M-26-0418'], ['MAWB', mawb], ['Járat / Flight', 'CA8362'], ['Dátum / Date', d9.hu('2026-11-27')], ['Indulás / From', 'BUDAPEST (BUD)'], ['Cél / To', 'SHANGHAI PUDONG (PVG)']];
    h.forEach(([l, v], i) => { const x = X + i * 132; pen.t(x, 66, l, 6.6); pen.t(x, 78, v, 8.6, i < 2); });
    pen.hl(X, R, 86, 0.6);
    pen.t(cx[0], 98, '#', 6.8, true); pen.t(cx[1], 98, 'HAWB', 6.8, true); pen.t(cx[2], 98, 'FELADÓ / SHIPPER', 6.8, true); pen.t(cx[3], 98, 'CÍMZETT / CONSIGNEE', 6.8, true);
    pen.r(cx[4], 98, 'DB / PCS', 6.8, true); pen.r(cx[5], 98, 'SÚLY KG', 6.8, true); pen.t(cx[6], 98, 'ÁRU / DESCRIPTION', 6.8, true);
    pen.hl(X, R, 102, 0.6);
    return 116;
  };
  const line = (y: number, r: typeof rows[number], i: number) => {
    pen.t(cx[0], y, String(i + 1), 7.4); pen.t(cx[1], y, r.h, 7.4); pen.t(cx[2], y, r.sh, 7); pen.t(cx[3], y, r.cn, 7);
    pen.r(cx[4], y, `${r.p} ${r.t}`, 7.4); pen.r(cx[5], y, us(r.w, 1), 7.4); pen.t(cx[6], y, r.de, 7);
    pen.gray(cx[2], y + 9, 'HUNGARY', 6.4, 0.45); pen.gray(cx[3], y + 9, 'CHINA', 6.4, 0.45); pen.gray(cx[1], y + 18, `ORG BUD  DST PVG  SPX  VOL ${(r.w / 167).toFixed(2)} M3`, 6, 0.45); pen.gray(cx[6], y + 9, `HS ${['3004', '9405', '2208', '6911', '4901', '1601', '3004', '8537', '6913', '2204', '4202', '8471', '3004', '2202'][i]}`, 6, 0.45);
  };
  let y = head(1);
  const p1 = rows.slice(0, 12), p2 = rows.slice(12);
  p1.forEach((r, i) => { line(y, r, i); y += 34; });
  const c1p = sum(p1.map((r) => r.p), 0), c1w = sum(p1.map((r) => r.w), 1);
  pen.hl(X, R, y - 8, 0.6);
  pen.t(cx[2], y + 4, 'ÁTVITEL / CARRIED FORWARD', 8, true); pen.r(cx[4], y + 4, String(c1p), 8, true); pen.r(cx[5], y + 4, us(c1w, 1), 8, true);
  pen.t(X, 580, 'Continued on page 2  -  folytatás a 2. oldalon', 7); pen.r(R, 580, 'DAL-FRM-07', 7);
  pen.page();
  y = head(2);
  pen.t(cx[2], y, 'ÁTHOZAT / BROUGHT FORWARD', 8, true); pen.r(cx[4], y, String(c1p), 8, true); pen.r(cx[5], y, us(c1w, 1), 8, true);
  y += 20;
  p2.forEach((r, i) => { line(y, r, i + 12); y += 34; });
  const tp = sum(rows.map((r) => r.p), 0), tw = sum(rows.map((r) => r.w), 1);
  pen.hl(X, R, y - 8, 1);
  pen.t(cx[2], y + 4, `ÖSSZESEN / TOTAL: ${rows.length} HAWB`, 8.4, true); pen.r(cx[4], y + 4, String(tp), 8.4, true); pen.r(cx[5], y + 4, us(tw, 1), 8.4, true);
  y += 24;
  pen.t(X, y, `MAWB ${mawb}: ${tp} PCS / ${us(tw, 1)} KG GROSS, CHARGEABLE ${us(round(tw * 1.12, 0), 0)} KG (VOLUME)  -  ULD PMC 44182 CA, AKE 27441 CA`, 8);
  small(pen, X, y + 14, 500, 'Issued by the consolidator for the carrier and for customs at destination. Shipper and consignee names as per house air waybills; full addresses on the individual HAWBs. Dangerous goods: none. Security status SPX, screened by RA 00441-01 (BUD).', 7, 8.4);
  pen.t(600, y + 20, 'Kiállította / Prepared by: K. Szabó', 7.6);
  stamp(pen, 700, y + 52, ['DANUBE AIRFREIGHT', 'BUD CARGO CITY'], 6, 7.5, 0.45);
  return {
    id: 's9-hu-consol-manifest', type: 'shipping_manifest',
    notes: 'Budapest forwarder\'s air consolidation (house) manifest under one MAWB, Budapest-Shanghai Pudong, on landscape A4 Courier over two pages: Hungarian/English captions with accents, header repeated on each page (manifest no., MAWB, flight, Hungarian date "2026. november 27.", airports with IATA codes), 14 HAWB rows without ruling (sequence, HAWB no., shipper and consignee names only, pieces with CTN/CRT/PKG/PLT, kg, goods), "ÁTVITEL / CARRIED FORWARD" and "ÁTHOZAT / BROUGHT FORWARD" subtotals, grand total, MAWB summary line with a chargeable weight and ULD decoys, tax number in the letterhead.',
    pdf: pen.finish(),
    truth: {
      manifestNumber: 'DAL-BUD-M-26-0418', transportMode: 'AIR', vessel: null, voyageNumber: null, flightNumber: 'CA8362',
      portOfLoading: place('BUDAPEST', null, 'HU', 'BUD'), portOfDischarge: place('SHANGHAI', null, 'CN', 'PVG'), date: '2026-11-27',
      entries: rows.map((r) => ({ billOfLadingNumber: null, airWaybillNumber: r.h, shipper: { name: r.sh }, consignee: { name: r.cn }, packages: { count: r.p, type: r.t }, description: r.de, grossWeight: kg(r.w), containerNumbers: [] })),
    },
  };
}
