/** Set 4, ocean documents: CMA CGM-style bilingual B/L, Hapag-Lloyd-style 2-page sea waybill, Singapore delivery order. */
import { Pen4, cont, imo, party, place, kg, m3, us, sp, wrap, table, small, smallCols, stamp, kvl, type Doc } from './lib4.ts';

const BL_CLAUSES = [
  'RECEIVED by the Carrier from the Shipper in apparent good order and condition (unless otherwise noted herein) the total number or quantity of Containers or other packages or units indicated in the box opposite entitled "Total No. of Containers/Packages received by the Carrier" for Carriage subject to all the terms and conditions hereof (INCLUDING THE TERMS AND CONDITIONS ON THE REVERSE HEREOF AND THE TERMS AND CONDITIONS OF THE CARRIER\'S APPLICABLE TARIFF) from the Place of Receipt or the Port of Loading, whichever is applicable, to the Port of Discharge or the Place of Delivery, whichever is applicable.',
  'RECU par le Transporteur du Chargeur en bon etat et conditionnement apparents (sauf mention contraire) le nombre total de conteneurs ou autres colis indique dans la case "Nombre total de conteneurs/colis recus par le Transporteur", pour etre transporte aux conditions du present connaissement (Y COMPRIS CELLES FIGURANT AU VERSO).',
  'In accepting this Bill of Lading the Merchant expressly accepts and agrees to all its terms, conditions and exceptions whether printed, stamped or written, or otherwise incorporated, notwithstanding the non-signing of this Bill of Lading by the Merchant. One original Bill of Lading, duly endorsed, must be surrendered in exchange for the Goods or delivery order.',
  'Le Chargeur garantit l\'exactitude des marques, nombre, quantite, poids et contenu declares. Le Transporteur ne repond pas des pertes ou dommages resultant d\'une declaration inexacte. La responsabilite du Transporteur est limitee conformement a la clause 6 et, le cas echeant, aux Regles de La Haye-Visby. Tout litige sera soumis au Tribunal de Commerce de Marseille.',
  'Demurrage and detention: Merchant is liable for demurrage, detention and storage charges in accordance with the Carrier\'s tariff applicable at the port of discharge (see www.cma-cgm.com/ebusiness/tariffs). Surrender of one original duly endorsed Bill of Lading is required before release of the Goods unless an electronic release has been agreed.',
  'IN WITNESS WHEREOF the number of original Bills of Lading stated below have been signed, one of which being accomplished, the other(s) to be void. Weight, measure, marks, numbers, quality, contents and value as declared by the Shipper, unknown to the Carrier. The Carrier\'s liability is limited as provided in Clause 6 (Hague-Visby Rules) unless the nature and value of the Goods have been declared by the Shipper before shipment.',
];

/** 1. CMA CGM-style bill of lading: boxed grid, French/English captions, 3 containers, French number format, clauses small print. */
export function cmaCgmBl(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 22, R = 573;
  const ves = imo('941732');
  const shipper = party('LABORATOIRES DERMACLAIR SAS', ['145 AVENUE JEAN JAURES', '69007 LYON', 'FRANCE'], { taxId: 'FR42512345678' });
  const consignee = party('TIANJIN HAOYUE COSMETICS TRADING CO., LTD.', ['ROOM 1802, BINHAI FINANCE TOWER, NO. 66 XINHUA ROAD', 'TIANJIN FREE TRADE ZONE 300457', 'CHINA'], { taxId: '91120116MA05T7QX3L', phone: '+86 22 6570 3318' });
  const notify1 = party('TIANJIN BINHAI JINGWEI CUSTOMS BROKERAGE CO., LTD.', ['NO. 8 YUEJIN ROAD, TANGGU DISTRICT', 'TIANJIN 300450', 'CHINA'], { phone: '+86 22 2532 7701', email: 'docs@jwbroker.cn' });
  const notify2 = party('BEIJING YUEMEI RETAIL MANAGEMENT CO., LTD.', ['3/F, NO. 21 JIANGUO ROAD, CHAOYANG DISTRICT', 'BEIJING 100022', 'CHINA'], {});
  const cs = [
    { n: cont('CMAU', '718342'), t: '40HC', iso: '45G1', s: 'F4729183', p: 780, w: 9350, v: 42.1 },
    { n: cont('TGHU', '502917'), t: '40HC', iso: '45G1', s: 'F4729184', p: 760, w: 8910, v: 41.3 },
    { n: cont('CMAU', '226051'), t: '20ST', iso: '22G1', s: 'F4729185', p: 560, w: 6080, v: 21.17 },
  ];
  const g1 = 'COSMETIC PRODUCTS: SKIN CARE CREAMS AND LOTIONS IN GLASS JARS AND TUBES', g2 = 'HAIR CARE PRODUCTS: SHAMPOOS AND CONDITIONERS IN PLASTIC BOTTLES';
  const marks = 'DERMACLAIR / TIANJIN / C/N 1-2100';

  pen.t(X, 40, 'CMA CGM', 22, true);
  pen.t(X, 54, 'CMA CGM S.A. - 4, quai d\'Arenc - 13235 Marseille cedex 02 - France - SCAC: CMDU', 6);
  pen.r(R, 34, 'BILL OF LADING / CONNAISSEMENT', 13, true);
  pen.r(R, 45, 'for Port-to-Port or Combined Transport / pour transport de port a port ou transport combine', 6);
  pen.r(R, 56, 'ORIGINAL', 10, true);
  const F = (x: number, y: number, w: number, h: number, l: string, v: string[], s = 7.8) => pen.field(x, y, w, h, l, v, s, 5.3);
  F(X, 62, 290, 78, 'Shipper / Chargeur', [shipper.name, '145 AVENUE JEAN JAURES', '69007 LYON', 'FRANCE', 'VAT: FR42512345678']);
  F(312, 62, 130, 26, 'B/L No. / N\u00b0 de connaissement', ['FOS0318462'], 9);
  F(442, 62, 131, 26, 'Booking Ref. / Ref. reservation', ['FOS1184257']);
  F(312, 88, 261, 26, 'Export References / References export', ['CDE DCL-CN-2026-044  /  FACT. 26-00871']);
  F(312, 114, 261, 26, 'Forwarding Agent / Transitaire', ['RHONE ALPES TRANSIT SARL - LYON (FMC n/a)']);
  F(X, 140, 290, 74, 'Consignee / Destinataire', [consignee.name, 'ROOM 1802, BINHAI FINANCE TOWER, NO. 66 XINHUA ROAD', 'TIANJIN FREE TRADE ZONE 300457', 'CHINA', 'USCC: 91120116MA05T7QX3L   TEL: +86 22 6570 3318'], 7.3);
  F(312, 140, 261, 74, 'Notify Party / Partie a notifier (Carrier not responsible for failure to notify)', [notify1.name, 'NO. 8 YUEJIN ROAD, TANGGU DISTRICT', 'TIANJIN 300450', 'CHINA', 'TEL: +86 22 2532 7701   docs@jwbroker.cn'], 7.3);
  F(312, 214, 261, 60, 'Second Notify Party / Deuxieme partie a notifier', [notify2.name, '3/F, NO. 21 JIANGUO ROAD, CHAOYANG DISTRICT', 'BEIJING 100022', 'CHINA'], 7.3);
  F(X, 214, 145, 30, 'Pre-carriage by / Pre-acheminement par', ['RAIL']);
  F(167, 214, 145, 30, 'Place of Receipt / Lieu de prise en charge', ['LYON, FRANCE']);
  F(X, 244, 145, 30, 'Vessel / Navire', ['CMA CGM RIGOLETTO', `IMO ${ves}`], 7.8);
  F(167, 244, 145, 30, 'Voyage No. / N\u00b0 de voyage', ['0FL3KE1']);
  F(X, 274, 145, 30, 'Port of Loading / Port de chargement', ['FOS SUR MER (FRFOS)']);
  F(167, 274, 145, 30, 'Port of Discharge / Port de dechargement', ['XINGANG (CNTXG)']);
  F(312, 274, 130, 30, 'Place of Delivery / Lieu de livraison', ['BEIJING, CHINA']);
  F(442, 274, 131, 30, 'Final Destination (for Merchant\'s ref. only)', ['BEIJING']);

  pen.c(297, 312, 'PARTICULARS FURNISHED BY THE SHIPPER - CARRIER NOT RESPONSIBLE / RENSEIGNEMENTS FOURNIS PAR LE CHARGEUR', 6, true);
  const cx = [X, 162, 242, 432, 502, R];
  const heads = [['Container No. / Seal No.', 'Marks & Nos.', 'N\u00b0 conteneur / scelle / marques'], ['Number & kind of', 'packages', 'Nombre et nature des colis'], ['Description of Goods', 'Designation des marchandises'], ['Gross Weight (kg)', 'Poids brut'], ['Measurement (m\u00b3)', 'Cubage']];
  pen.fill(X, 316, R - X, 26, 0.9);
  heads.forEach((h, i) => pen.ml(cx[i] + 3, 323, h, 5.5, 6.5, i === 0 || i === 2));
  const top = 316, bottom = 568;
  pen.box(X, top, R - X, bottom - top, 0.7); pen.hl(X, R, 342, 0.5);
  cx.slice(1, -1).forEach((x) => pen.vl(x, top, bottom, 0.4));
  let y = 354;
  pen.t(cx[2] + 3, y, 'SHIPPER\'S LOAD, STOW, COUNT AND SEAL', 7.5, true); y += 10;
  pen.t(cx[2] + 3, y, '3 CONTAINERS SAID TO CONTAIN:', 7.5, true); y += 14;
  pen.t(cx[0] + 3, y, marks, 6.8);
  for (const [cnt, desc, hs, w, v] of [[1240, g1, '3304.99', 14880, 66.45], [860, g2, '3305.10', 9460, 38.12]] as const) {
    pen.r(cx[2] - 4, y, `${sp(cnt, 0)} CARTONS`, 7.5);
    const ls = wrap(pen, desc, 182, 7.5);
    pen.r(cx[4] - 4, y, sp(w, 3), 7.5); pen.r(cx[5] - 4, y, sp(v, 3), 7.5);
    y = pen.ml(cx[2] + 3, y, [...ls, `HS CODE: ${hs}`], 7.5, 9.5) + 6;
  }
  y += 4;
  pen.t(cx[2] + 3, y, 'NON-HAZARDOUS  /  TEMPERATURE: AMBIENT', 7); y += 16;
  for (const c of cs) {
    pen.t(cx[0] + 3, y, `${c.n} / ${c.t}`, 7.5); pen.t(cx[0] + 3, y + 9, `SEAL ${c.s}`, 7);
    pen.r(cx[2] - 4, y, `${c.p} CARTONS`, 7.5);
    pen.t(cx[2] + 3, y, 'SAID TO CONTAIN', 7);
    pen.r(cx[4] - 4, y, sp(c.w, 3), 7.5); pen.r(cx[5] - 4, y, sp(c.v, 3), 7.5);
    y += 22;
  }
  pen.hl(X, R, y - 6, 0.3);
  pen.t(cx[0] + 3, y + 4, 'TOTAL / TOTAL', 7.5, true); pen.r(cx[2] - 4, y + 4, '2 100 CARTONS', 7.5, true);
  pen.r(cx[4] - 4, y + 4, sp(24340, 3), 7.5, true); pen.r(cx[5] - 4, y + 4, sp(104.57, 3), 7.5, true);
  pen.t(cx[2] + 3, bottom - 6, 'FREIGHT PREPAID  -  CY/CY  -  SHIPPED ON BOARD', 7, true);

  F(X, 568, R - X, 18, 'Total No. of Containers/Packages received by the Carrier / Nombre total de conteneurs/colis recus par le Transporteur:', [], 7);
  pen.t(400, 580, '3 (THREE) CONTAINERS', 8, true);
  pen.box(X, 586, 320, 76, 0.5);
  pen.t(X + 2, 592, 'Freight & Charges / Fret et frais', 5.3);
  table(pen, X + 4, 596, [{ title: 'Charge', w: 120 }, { title: 'Basis', w: 60 }, { title: 'Prepaid / Paye', w: 66, align: 'r' }, { title: 'Collect / Du', w: 66, align: 'r' }],
    [[['OCEAN FREIGHT'], ['PER CTR'], ['AS ARRANGED'], ['']], [['THC ORIGIN (FOS)'], ['PER CTR'], ['AS ARRANGED'], ['']], [['DOCUMENTATION FEE'], ['PER B/L'], ['AS ARRANGED'], ['']]], { size: 6.5, headSize: 5.5 });
  F(342, 586, 231, 24, 'Freight payable at / Fret payable a', ['MARSEILLE']);
  F(342, 610, 110, 26, 'Number of original B(s)/L', ['THREE (3)']);
  F(452, 610, 121, 26, 'Place and date of issue', ['MARSEILLE  14-MAR-2026']);
  F(342, 636, 231, 26, 'Shipped on Board Date / Date de mise a bord', ['13-MAR-2026  FOS SUR MER']);
  F(X, 662, 320, 40, 'Declared value (ad valorem) / Valeur declaree - only if declared, see clause 7.3', ['']);
  F(342, 662, 231, 40, 'Signed for the Carrier CMA CGM S.A. / Signe pour le Transporteur', ['CMA CGM AGENCES FRANCE', 'AS AGENTS ONLY']);
  smallCols(pen, X, 712, 268, 15, 2, 808, BL_CLAUSES, 4.6, 5.6);
  pen.t(X, 822, 'Please note: CMA CGM S.A. - Societe Anonyme au capital de 234 988 330 euros - RCS Marseille 562 024 422', 5.5);
  pen.r(R, 822, 'Page 1 / 1', 6);
  const p = (name: string, code: string | null, cc: string) => place(name, code, cc);
  return {
    id: 's4-cma-bl', type: 'bill_of_lading',
    notes: 'CMA CGM-style B/L: boxed grid with English/French captions ("Shipper / Chargeur"), two notify parties (second in its own box), IMO under the vessel name, LOCODEs in brackets, 20ST/40HC types beside the container number with the seal on the line below, French numbers (24 340,000 / 104,570), dates 13-MAR-2026, freight & charges sub-table "AS ARRANGED", two-column clause small print in French and English at the foot.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: 'FOS0318462', transportDocumentType: 'BOL', bookingReference: 'FOS1184257',
      shipper, consignee, notifyParties: [notify1, notify2],
      carrier: { name: 'CMA CGM S.A.', scac: 'CMDU' }, vessel: { name: 'CMA CGM RIGOLETTO', imoNumber: ves }, voyageNumber: '0FL3KE1',
      placeOfReceipt: p('LYON', null, 'FR'), portOfLoading: p('FOS SUR MER', 'FRFOS', 'FR'), portOfDischarge: p('XINGANG', 'CNTXG', 'CN'), placeOfDelivery: p('BEIJING', null, 'CN'),
      shippedOnBoardDate: '2026-03-13', issueDate: '2026-03-14', placeOfIssue: 'MARSEILLE', numberOfOriginals: 3, freightPaymentTerms: 'PREPAID',
      containers: cs.map((c) => ({ containerNumber: c.n, sealNumbers: [c.s], sizeType: c.iso, packages: { count: c.p, type: 'CARTONS' }, grossWeight: kg(c.w), volume: m3(c.v) })),
      goods: [
        { description: g1, hsCode: '330499', marksAndNumbers: marks, packages: { count: 1240, type: 'CARTONS' }, grossWeight: kg(14880), netWeight: null, volume: m3(66.45) },
        { description: g2, hsCode: '330510', marksAndNumbers: null, packages: { count: 860, type: 'CARTONS' }, grossWeight: kg(9460), netWeight: null, volume: m3(38.12) },
      ],
      totalPackages: 2100, totalGrossWeight: kg(24340), totalVolume: m3(104.57),
    },
  };
}

/** 2. Hapag-Lloyd-style sea waybill over two pages: open layout with horizontal rules only, KGM/MTQ, container list on page 2. */
export function hapagSwb(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 34, R = 561, no = 'HLCUHAM260394721';
  const shipper = party('SVM Schwaben Verpackungsmaschinen GmbH', ['Max-Eyth-Strasse 31', '70736 Fellbach', 'Germany'], { taxId: 'DE5512377400000' });
  const consignee = party('Murray Basin Agrifoods Pty Ltd', ['120 Greens Road', 'Dandenong South VIC 3175', 'Australia'], { taxId: '51824753556' });
  const notify = party('Pacific Customs Brokers Pty Ltd', ['Level 3, 401 Docklands Drive', 'Docklands VIC 3008', 'Australia'], { phone: '+61 3 9602 1180', email: 'customs@pacificcb.com.au' });
  const cs = [
    { n: cont('HLXU', '874412'), t: "45G1 (40' HC)", iso: '45G1', s: ['HLD2281734'], p: 19, k: 'CASES', w: 20930, tare: 3900, v: 105.2 },
    { n: cont('HLBU', '219086'), t: "45G1 (40' HC)", iso: '45G1', s: ['HLD2281735'], p: 19, k: 'CASES', w: 20930, tare: 3880, v: 105.2 },
    { n: cont('UACU', '860341'), t: "42G1 (40' DV)", iso: '42G1', s: ['HLD2281736', 'DE-ZOLL 0417788'], p: 32, k: 'PALLETS', w: 9120.25, tare: 3750, v: 36.48 },
    { n: cont('HLXU', '310775'), t: "22G1 (20' DV)", iso: '22G1', s: ['HLD2281737'], p: 32, k: 'PALLETS', w: 9120.25, tare: 2200, v: 36.48 },
    { n: cont('FANU', '174520'), t: "45G1 (40' HC)", iso: '45G1', s: ['HLD2281738'], p: 22, k: 'CRATES', w: 6930, tare: 3910, v: 36.3 },
  ];
  const goods = [
    { p: 38, k: 'CASES', d: 'PACKAGING MACHINERY, VERTICAL FORM-FILL-SEAL UNITS, DISMANTLED FOR TRANSPORT', hs: '842240', w: 41860, v: 210.4 },
    { p: 64, k: 'PALLETS', d: 'SPARE PARTS AND FORMAT SETS FOR PACKAGING MACHINES', hs: '842290', w: 18240.5, v: 72.96 },
    { p: 22, k: 'CRATES', d: 'ELECTRICAL CONTROL CABINETS WITH PLC, 400 V', hs: '853710', w: 6930, v: 36.3 },
  ];
  const marks = 'MBA / MELBOURNE / ORDER 4500912277 / NO. 1-124';
  const head = (page: number) => {
    pen.t(X, 44, 'Hapag-Lloyd', 20, true);
    pen.t(X, 55, 'Hapag-Lloyd AG, Ballindamm 25, 20095 Hamburg  -  SCAC: HLCU', 6.5);
    pen.r(R, 36, 'SEA WAYBILL', 14, true);
    pen.r(R, 46, 'Non-Negotiable', 7.5);
    pen.r(R, 58, `SWB-No. ${no}`, 9, true);
    pen.r(R, 68, `Page ${page} of 2`, 7);
    pen.hl(X, R, 74, 1.2);
  };
  const L = (x: number, y: number, label: string, v: string[], size = 8.5) => { pen.t(x, y, label, 6, true); pen.ml(x, y + 11, v, size, size + 2); };
  head(1);
  L(X, 86, 'Shipper', [shipper.name, 'Max-Eyth-Strasse 31', '70736 Fellbach', 'Germany', 'EORI DE5512377400000']);
  L(310, 86, "Carrier's Reference", ['34517782']);
  L(440, 86, 'SWB-No.', [no]);
  L(310, 114, 'Export References', ['Order 4500912277 / Invoice 90-22841']);
  pen.hl(X, R, 150, 0.4);
  L(X, 160, 'Consignee', [consignee.name, '120 Greens Road', 'Dandenong South VIC 3175', 'Australia', 'ABN 51824753556']);
  L(310, 160, 'Notify Address', [notify.name, 'Level 3, 401 Docklands Drive', 'Docklands VIC 3008', 'Australia', 'Tel +61 3 9602 1180  customs@pacificcb.com.au'], 8);
  pen.hl(X, R, 226, 0.4);
  const rowY = 236;
  L(X, rowY, 'Pre-Carriage by', ['TRUCK']); L(150, rowY, 'Place of Receipt', ['STUTTGART']); L(310, rowY, 'Ocean Vessel', ['BERLIN EXPRESS']); L(440, rowY, 'Voy. No.', ['611E']);
  L(X, rowY + 30, 'Port of Loading', ['HAMBURG (DEHAM)']); L(150, rowY + 30, 'Port of Discharge', ['MELBOURNE (AUMEL)']); L(310, rowY + 30, 'Place of Delivery', ['DANDENONG, VIC']); L(440, rowY + 30, 'Freight payable at', ['DESTINATION']);
  pen.hl(X, R, 294, 0.4);
  pen.t(X, 304, 'Container Nos., Seal Nos.; Marks and Nos.', 6, true); pen.t(190, 304, 'Number and Kind of Packages; Description of Goods', 6, true);
  pen.r(480, 304, 'Gross Weight', 6, true); pen.r(R, 304, 'Measurement', 6, true);
  pen.hl(X, R, 308, 0.4);
  let y = 322;
  pen.ml(X, y, ['SEE ATTACHED CONTAINER', 'LIST (PAGE 2)', '', 'MARKS:', 'MBA / MELBOURNE', 'ORDER 4500912277', 'NO. 1-124'], 7.5, 10);
  pen.t(190, y, '5 CONTAINERS SAID TO CONTAIN 124 PACKAGES', 8, true); y += 16;
  for (const g of goods) {
    pen.t(190, y, `${g.p} ${g.k}`, 8);
    pen.r(480, y, `${us(g.w, 3)} KGM`, 8); pen.r(R, y, `${us(g.v, 3)} MTQ`, 8);
    y = pen.ml(250, y, [...wrap(pen, g.d, 150, 8), `HS ${g.hs}`], 8, 10) + 6;
  }
  y += 4;
  pen.hl(400, R, y - 8, 0.3);
  pen.t(190, y, 'TOTAL 124 PACKAGES', 8, true); pen.r(480, y, `${us(67030.5, 3)} KGM`, 8, true); pen.r(R, y, `${us(319.66, 3)} MTQ`, 8, true); y += 16;
  pen.ml(190, y, ["SHIPPER'S LOAD, STOW AND COUNT", 'FREIGHT COLLECT', 'SHIPPED ON BOARD 18.03.2026, HAMBURG'], 8, 10);
  pen.hl(X, R, 560, 0.4);
  pen.t(X, 572, 'Total No. of Containers received by the Carrier', 6, true); pen.t(X, 583, '5 (FIVE)', 8.5);
  pen.t(200, 572, 'Shipped on board date', 6, true); pen.t(200, 583, '18.03.2026', 8.5);
  pen.t(310, 572, 'Place and date of issue', 6, true); pen.t(310, 583, 'HAMBURG   19.03.2026', 8.5);
  pen.t(440, 572, 'Freight terms', 6, true); pen.t(440, 583, 'COLLECT', 8.5);
  pen.hl(X, R, 592, 0.4);
  let sy = small(pen, X, 602, 300, 'This Sea Waybill is not a document of title to the goods. Delivery will be made to the Consignee named herein or its authorised agent on production of proof of identity, without surrender of this document. The contract evidenced by this Sea Waybill is subject to the CMI Uniform Rules for Sea Waybills and to the Carrier\'s Bill of Lading terms and conditions (available at www.hapag-lloyd.com), which are incorporated herein.', 5.3);
  sy = small(pen, X, sy + 3, 300, 'The Shipper, on entering into this contract, does so on his own behalf and as agent for and on behalf of the Consignee, and warrants that he has authority to do so. The Shipper may change the name of the Consignee at any time up to the Consignee claiming delivery of the Goods, provided notice in writing is given to the Carrier.', 5.3);
  small(pen, X, sy + 3, 300, 'Declared VGM per container as per SOLAS VI/2 transmitted electronically by the Shipper; the Carrier accepts no responsibility for the accuracy of declared weights.', 5.3);
  pen.t(360, 612, 'Signed for the Carrier Hapag-Lloyd AG', 7, true);
  pen.t(360, 650, 'by Hapag-Lloyd AG, Hamburg, as Carrier', 7);
  pen.hl(360, R, 640, 0.4);
  pen.gray(X, 812, 'Hapag-Lloyd Aktiengesellschaft - Sitz der Gesellschaft: Hamburg - Registergericht: Amtsgericht Hamburg HRB 97937 - USt-IdNr. DE 811231474', 5.5, 0.4);
  pen.page(); head(2);
  pen.t(X, 92, `ATTACHMENT TO SEA WAYBILL ${no}  -  CONTAINER LIST / ANLAGE CONTAINERLISTE`, 9.5, true);
  pen.t(X, 106, 'Vessel: BERLIN EXPRESS   Voy. 611E   Port of Loading: HAMBURG (DEHAM)   Port of Discharge: MELBOURNE (AUMEL)', 7.5);
  y = table(pen, X, 116, [
    { title: ['Container No.'], w: 82 }, { title: ['Size/Type (ISO)'], w: 72 }, { title: ['Seal No(s).'], w: 86 }, { title: ['Packages'], w: 66, align: 'r' },
    { title: ['Gross Weight', 'KGM'], w: 60, align: 'r' }, { title: ['Tare', 'KGM'], w: 44, align: 'r' }, { title: ['VGM', 'KGM'], w: 62, align: 'r' }, { title: ['Volume', 'MTQ'], w: 55, align: 'r' },
  ], cs.map((c) => [[c.n], [c.t], c.s, [`${c.p} ${c.k}`], [us(c.w, 3)], [us(c.tare, 0)], [us(c.w + c.tare, 3)], [us(c.v, 3)]]), { size: 7.8, headSize: 6.5, shade: true, vlines: false });
  pen.t(X + 3, y + 12, 'TOTAL 5 CONTAINERS', 8, true); pen.r(X + 306 - 3, y + 12, '124 PKGS', 8, true); pen.r(X + 366 - 3, y + 12, us(67030.5, 3), 8, true);
  pen.r(X + 527 - 3, y + 12, us(319.66, 3), 8, true);
  small(pen, X, y + 34, R - X, 'Seal DE-ZOLL 0417788 affixed by German customs (export control). Reefer settings: not applicable. All containers shipper-owned seals verified at gate-in Container Terminal Burchardkai (CTB) 16.03.2026.', 6.5);
  pen.gray(X, 812, 'Hapag-Lloyd Aktiengesellschaft - Sitz der Gesellschaft: Hamburg - Registergericht: Amtsgericht Hamburg HRB 97937 - USt-IdNr. DE 811231474', 5.5, 0.4);
  return {
    id: 's4-hl-swb', type: 'sea_waybill',
    notes: 'Hapag-Lloyd-style 2-page sea waybill: open layout with horizontal rules only and bold 6 pt captions above values, "Carrier\'s Reference" as booking, "Notify Address", KGM/MTQ units with English numbers, goods summary on page 1 with marks in the left column, container list on page 2 (ISO type with alias in brackets, one container with two seals, tare and VGM decoy columns), German legal footer.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'SWB', isNegotiable: false, bookingReference: '34517782',
      shipper, consignee, notifyParties: [notify], carrier: { name: 'Hapag-Lloyd AG', scac: 'HLCU' },
      vessel: { name: 'BERLIN EXPRESS', imoNumber: null }, voyageNumber: '611E',
      placeOfReceipt: place('STUTTGART', null, null), portOfLoading: place('HAMBURG', 'DEHAM', 'DE'), portOfDischarge: place('MELBOURNE', 'AUMEL', 'AU'), placeOfDelivery: place('DANDENONG', null, null),
      shippedOnBoardDate: '2026-03-18', issueDate: '2026-03-19', placeOfIssue: 'HAMBURG', freightPaymentTerms: 'COLLECT',
      containers: cs.map((c) => ({ containerNumber: c.n, sealNumbers: c.s, sizeType: c.iso, packages: { count: c.p, type: c.k }, grossWeight: kg(c.w), volume: m3(c.v) })),
      goods: goods.map((g, i) => ({ description: g.d, hsCode: g.hs, marksAndNumbers: i === 0 ? marks : null, packages: { count: g.p, type: g.k }, grossWeight: kg(g.w), netWeight: null, volume: m3(g.v) })),
      totalPackages: 124, totalGrossWeight: kg(67030.5), totalVolume: m3(319.66),
    },
  };
}

/** 10. Singapore delivery order: shipping agent releases containers to a haulier; free time, detention and depots in a boxed block. */
export function singaporeDo(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 40, R = 555;
  const issuedBy = party('ORIENT STRAITS SHIPPING AGENCIES PTE LTD', ['1 Harbourfront Avenue, #12-03 Keppel Bay Tower', 'Singapore 098632'], { taxId: '199804512K', phone: '+65 6278 4410', email: 'import@orientstraits.com.sg' });
  const releaseTo = party('KIM SENG HAULAGE PTE LTD', ['9 Tuas Bay Close', 'Singapore 636850'], { phone: '+65 6861 2047' });
  const cs = [
    { n: cont('EGHU', '930417'), t: '40HC', iso: '45G1', s: 'EMCQH7741', p: 620, w: 18420.5 },
    { n: cont('EISU', '182265'), t: '40HC', iso: '45G1', s: 'EMCQH7742', p: 610, w: 18105 },
    { n: cont('EITU', '044918'), t: '20GP', iso: '22G1', s: 'EMCQH7743', p: 280, w: 12884.25 },
  ];
  pen.t(X, 48, 'ORIENT STRAITS SHIPPING AGENCIES PTE LTD', 14, true);
  pen.t(X, 60, '1 Harbourfront Avenue, #12-03 Keppel Bay Tower, Singapore 098632', 8);
  pen.t(X, 70, 'Tel: +65 6278 4410   Email: import@orientstraits.com.sg   UEN / GST Reg. No.: 199804512K', 8);
  pen.t(X, 82, 'AS AGENTS ONLY FOR EVERGREEN MARINE CORP. (TAIWAN) LTD. - THE CARRIER', 7.5, true);
  pen.hl(X, R, 90, 1.5); pen.hl(X, R, 93, 0.4);
  pen.c(297, 116, 'DELIVERY ORDER', 18, true);
  pen.r(R, 132, 'D/O No.:  OSA/DO/26/03/1187', 10, true);
  pen.r(R, 145, 'Date:  15 Mar 2026', 9);
  pen.t(X, 134, 'To:  The Terminal Manager, PSA Corporation Limited', 9);
  pen.t(X, 146, '       Pasir Panjang Terminal, Singapore', 9);
  pen.t(X, 166, 'Please deliver the undermentioned containers to the haulier named below, for account of the Consignee:', 9);
  pen.box(X, 174, 250, 62, 0.6);
  pen.t(X + 4, 184, 'HAULIER / RELEASE TO', 7, true);
  pen.ml(X + 8, 196, [releaseTo.name, '9 Tuas Bay Close', 'Singapore 636850', 'Tel: +65 6861 2047   Haulier Code: KSH-0114'], 9, 10.5);
  pen.box(305, 174, 250, 62, 0.6);
  pen.t(309, 184, 'CONSIGNEE', 7, true);
  pen.ml(313, 196, ['SENG HUAT HARDWARE TRADING PTE LTD', '22 Sungei Kadut Street 2', 'Singapore 729236'], 9, 10.5);
  let y = 256;
  const k = (x: number, label: string, v: string) => kvl(pen, x, y, label, `:  ${v}`, 92, 9);
  k(X, 'B/L No.', 'EGLV142600381774'); k(305, 'Ocean Vessel', 'EVER LIBRA'); y += 13;
  k(X, 'Port of Loading', 'KAOHSIUNG, TAIWAN'); k(305, 'Voyage', '0341-012S'); y += 13;
  k(X, 'Port of Discharge', 'SINGAPORE (SGSIN)'); k(305, 'Arrived (ATA)', '14 Mar 2026'); y += 13;
  k(X, 'Description', 'HARDWARE: DOOR HINGES, LOCKS'); k(305, 'Marks', 'SHH / SINGAPORE / 1-1510'); y += 16;
  y = table(pen, X, y, [
    { title: 'Container No.', w: 100 }, { title: 'Size/Type', w: 55, align: 'c' }, { title: 'Seal No.', w: 85 }, { title: 'Packages', w: 80, align: 'r' },
    { title: 'Gross Wt (KGS)', w: 85, align: 'r' }, { title: 'Status', w: 40, align: 'c' }, { title: 'Pick-up at', w: 70 },
  ], cs.map((c) => [[c.n], [c.t], [c.s], [`${c.p} CTNS`], [us(c.w)], ['FCL'], ['PPT3']]), { size: 8.5, headSize: 7.5, shade: true });
  pen.t(X + 4, y + 12, 'TOTAL: 3 CONTAINERS', 8.5, true); pen.r(X + 320 - 3, y + 12, '1,510 CTNS', 8.5, true); pen.r(X + 405 - 3, y + 12, us(49409.75), 8.5, true);
  y += 30;
  pen.box(X, y, R - X, 112, 1);
  pen.fill(X, y, R - X, 14, 0.85); pen.t(X + 4, y + 10, 'FREE TIME, DETENTION AND DEPOTS', 8.5, true);
  let fy = y + 28;
  const f = (label: string, v: string) => { kvl(pen, X + 6, fy, label, `:  ${v}`, 150, 8.5); fy += 12.5; };
  f('Last Free Day (Port Storage)', '18 Mar 2026');
  f('Detention Free Time', '7 calendar days from discharge, expires 21 Mar 2026');
  f('Detention thereafter', "SGD 35.00 per 20' / SGD 70.00 per 40' per day or part thereof");
  f('Laden pick-up at', 'PASIR PANJANG TERMINAL BUILDING 3 (PPT3)');
  f('Delivery to', "Consignee's warehouse, 22 Sungei Kadut Street 2, Singapore 729236");
  f('Empty return depot', 'EVERGREEN DEPOT, 35 PENJURU LANE, SINGAPORE 609206');
  f('This D/O valid until', '25 Mar 2026');
  y += 124;
  pen.t(X, y, 'Charges collected (Receipt OR-26-04471):', 8, true);
  table(pen, X, y + 4, [{ title: 'Charge', w: 160 }, { title: 'Amount (SGD)', w: 70, align: 'r' }, { title: 'GST 9%', w: 60, align: 'r' }, { title: 'Total (SGD)', w: 70, align: 'r' }],
    [[['Delivery order fee'], ['75.00'], ['6.75'], ['81.75']], [['Terminal handling (THC) 1x20 / 2x40'], ['745.00'], ['67.05'], ['812.05']]], { size: 8, headSize: 7 });
  stamp(pen, 480, y + 30, ['RELEASED', '15 MAR 2026', 'ORIENT STRAITS'], 14, 9, 0.4);
  y += 72;
  small(pen, X, y, R - X, 'CONDITIONS: 1. This Delivery Order is issued subject to the terms and conditions of the Carrier\'s Bill of Lading and is not transferable. 2. Containers must be collected and returned within the free time stated; detention and storage charges accrue thereafter and are payable by the Consignee before release of subsequent cargo. 3. Empty containers must be returned clean and undamaged to the depot named above; repair and cleaning costs will be charged. 4. The Carrier and its agents are not responsible for any loss or damage arising after the containers leave the terminal. 5. Haulier must present this D/O together with the PSA e-release (Portnet) and valid identity of the prime mover driver.', 6.5, 8);
  pen.t(X, 790, 'This is a computer generated document. No signature is required.', 7);
  pen.r(R, 790, 'for ORIENT STRAITS SHIPPING AGENCIES PTE LTD', 7.5, true);
  return {
    id: 's4-sg-do', type: 'delivery_order',
    notes: 'Singapore agent delivery order in Times: letterhead with UEN/GST no. and "as agents for" the carrier, "To: The Terminal Manager" line, haulier and consignee in two side-by-side boxes, key/value pairs with colons in two columns, container table with Pick-up column, boxed free-time block with Last Free Day vs detention expiry vs D/O validity (three dates), decoy charges table with GST, rotated grey "RELEASED" stamp, dates "15 Mar 2026".',
    pdf: pen.finish(),
    truth: {
      deliveryOrderNumber: 'OSA/DO/26/03/1187', issueDate: '2026-03-15', issuedBy, releaseTo,
      billOfLadingNumber: 'EGLV142600381774', vessel: 'EVER LIBRA', voyageNumber: '0341-012S',
      portOfDischarge: place('SINGAPORE', 'SGSIN', 'SG'), arrivalDate: '2026-03-14',
      containers: cs.map((c) => ({ containerNumber: c.n, sizeType: c.iso, sealNumbers: [c.s] })),
      totalPackages: 1510, totalGrossWeight: kg(49409.75), lastFreeDay: '2026-03-18',
      pickupLocation: 'PASIR PANJANG TERMINAL BUILDING 3 (PPT3)', deliveryLocation: "Consignee's warehouse, 22 Sungei Kadut Street 2, Singapore 729236",
    },
  };
}
