/** Set 5, ocean: COSCO-style sea waybill (numbered boxes), Rotterdam container release (Dutch/English), Yang Ming-style vessel cargo manifest (landscape, 3 pages). */
import { Pen4, cont, party, place, kg, m3, us, eu, wrap, table, small, stamp, kvl, rng, sum, pageNumbers, iban, type Doc } from './lib5.ts';

/** 3. COSCO-style sea waybill: numbered box captions, Courier values, 40'HC containers, "08 MAR 2026". */
export function coscoSwb(): Doc {
  const pen = new Pen4('Courier', 'A4');
  const X = 28, M = 300, R = 567, no = 'COSU6438127750';
  const shipper = party('ZHEJIANG HUAXIN SOLAR TECHNOLOGY CO., LTD.', ['NO. 1288 BINHAI 4TH ROAD, HANGZHOU BAY NEW ZONE', 'NINGBO, ZHEJIANG 315336', 'CHINA'], { taxId: '91330201MA2KL7X53F' });
  const consignee = party('HELIOS ENERGEIAKI A.E.', ['45 LEOFOROS KIFISIAS', '15123 MAROUSI, ATHENS', 'GREECE'], { taxId: 'EL801234567', email: 'logistics@heliosenergeiaki.gr' });
  const notify = party('PIRAEUS CUSTOMS SERVICES I.K.E.', ['AKTI MIAOULI 81', '18538 PIRAEUS', 'GREECE'], { phone: '+30 210 429 7710' });
  const cs = [
    { n: cont('CSNU', '813552'), s: 'CN7720341', p: 22, w: 17820, v: 68.5 },
    { n: cont('CCLU', '460218'), s: 'CN7720342', p: 22, w: 17820, v: 68.5 },
    { n: cont('OOCU', '729904'), s: 'CN7720343', p: 18, w: 14630.4, v: 56.04 },
  ];
  const goods = [
    { p: 56, d: 'MONOCRYSTALLINE PHOTOVOLTAIC MODULES 550W, 1,736 PCS', hs: '854143', w: 45460, nw: 42880, v: 174.4 },
    { p: 6, d: 'PV MOUNTING RAILS AND CLAMPS, ANODISED ALUMINIUM', hs: '761090', w: 4810.4, nw: 4420, v: 18.64 },
  ];
  const tW = sum(cs.map((c) => c.w), 3), tV = sum(cs.map((c) => c.v), 3);
  pen.t(X, 38, 'COSCO SHIPPING', 18, true);
  pen.t(X, 50, 'COSCO SHIPPING LINES CO., LTD.  378 DONG DA MING ROAD, SHANGHAI 200080  SCAC: COSU', 6.2);
  pen.r(R, 34, 'SEA WAYBILL', 14, true); pen.r(R, 46, 'NON-NEGOTIABLE - NO ORIGINALS ISSUED', 7);
  const B = (x: number, y: number, w: number, h: number, label: string, v: string[], s = 7.6) => pen.field(x, y, w, h, label, v, s, 5.6);
  let y = 58;
  B(X, y, M - X, 70, '1. Shipper (full style and address)', [shipper.name, 'NO. 1288 BINHAI 4TH ROAD, HANGZHOU BAY NEW ZONE', 'NINGBO, ZHEJIANG 315336', 'CHINA', 'USCC 91330201MA2KL7X53F'], 6.8);
  B(M, y, 134, 35, '10. Booking No.', ['6438127750'], 9); B(M + 134, y, R - M - 134, 35, '11. Sea Waybill No.', [no], 9);
  B(M, y + 35, R - M, 35, '12. Export References', ['HX-EU-2603-027  L/C N/A'], 8);
  y += 70;
  B(X, y, M - X, 62, '2. Consignee (full style and address)', [consignee.name, '45 LEOFOROS KIFISIAS', '15123 MAROUSI, ATHENS', 'GREECE', 'VAT EL801234567  logistics@heliosenergeiaki.gr'], 6.8);
  B(M, y, R - M, 62, '13. For delivery of goods please apply to:', ['COSCO SHIPPING LINES (GREECE) S.A.', 'PIRAEUS CONTAINER TERMINAL GATE 3'], 7);
  y += 62;
  B(X, y, M - X, 50, '3. Notify Party (full style and address)', [notify.name, 'AKTI MIAOULI 81', '18538 PIRAEUS, GREECE', 'TEL +30 210 429 7710'], 6.8);
  B(M, y, R - M, 50, '14. Type of Movement', ['FCL/FCL  CY-CY'], 8);
  y += 50;
  const q = (M - X) / 2;
  B(X, y, q, 26, '4. Pre-carriage by', ['']); B(X + q, y, q, 26, '5. Place of Receipt', ['NINGBO']);
  B(M, y, R - M, 26, '15. Ocean Vessel / 16. Voy. No.', ['COSCO SHIPPING ARIES   /   0FA3BW1'], 8);
  y += 26;
  B(X, y, q, 26, '6. Port of Loading', ['NINGBO']); B(X + q, y, q, 26, '7. Port of Discharge', ['PIRAEUS']);
  B(M, y, (R - M) / 2, 26, '8. Place of Delivery', ['PIRAEUS']); B(M + (R - M) / 2, y, (R - M) / 2, 26, '9. Final Destination', ['ATHENS']);
  y += 30;
  const cx = [X, X + 128, X + 186, X + 404, X + 476, R];
  pen.fill(X, y, R - X, 20, 0.88); pen.box(X, y, R - X, 20, 0.6);
  [['17. Marks & Nos.', 'Container / Seal No.'], ['18. No. of', 'Packages'], ['19. Description of Goods'], ['20. Gross', 'Weight'], ['21.', 'Measurement']].forEach((h, i) => pen.ml(cx[i] + 3, y + 8, h, 5.8, 7));
  const top = y; y += 32;
  pen.ml(X + 3, y, ['HELIOS', 'PIRAEUS', 'P/NO. 1-62', 'MADE IN CHINA'], 7, 9);
  let cy = y + 44;
  for (const c of cs) { pen.ml(X + 3, cy, [c.n, `40'HC / ${c.s}`, `${c.p} PLTS/${us(c.w, 3)}KGS`, `${us(c.v, 3)}CBM`], 6.6, 8.2); cy += 38; }
  pen.t(cx[2] + 4, y, 'SHIPPER\'S LOAD, COUNT AND SEAL', 7.2, true);
  pen.t(cx[2] + 4, y + 10, '3X40\'HC CONTAINERS SAID TO CONTAIN:', 7.2, true);
  let gy = y + 26;
  goods.forEach((g) => {
    pen.r(cx[2] - 4, gy, `${g.p}`, 7.6); pen.r(cx[2] - 4, gy + 9, 'PALLETS', 6.6);
    pen.r(cx[4] - 3, gy, `${us(g.w, 3)}KGS`, 7.2); pen.r(R - 3, gy, `${us(g.v, 3)}CBM`, 7.2);
    gy = pen.ml(cx[2] + 4, gy, [...wrap(pen, g.d, 212, 7.2), `HS CODE: ${g.hs}`, `N.W.: ${us(g.nw, 3)}KGS`], 7.2, 9) + 8;
  });
  pen.ml(cx[2] + 4, gy + 4, ['TOTAL: SIXTY-TWO (62) PALLETS ONLY', '', 'FREIGHT PREPAID', 'CLEAN ON BOARD', 'ON BOARD DATE: 08 MAR 2026'], 7.2, 9);
  const bottom = 600;
  pen.box(X, top, R - X, bottom - top, 0.6); cx.slice(1, -1).forEach((x) => pen.vl(x, top, bottom, 0.4));
  pen.hl(X, R, bottom - 14, 0.4); pen.t(cx[1] + 3, bottom - 4, '62', 7.6, true); pen.r(cx[4] - 3, bottom - 4, `${us(tW, 3)}KGS`, 7.2, true); pen.r(R - 3, bottom - 4, `${us(tV, 3)}CBM`, 7.2, true);
  y = bottom;
  B(X, y, R - X, 20, '22. Total Number of Containers and/or Packages (in words)', ['SAY THREE (3) CONTAINERS ONLY'], 7.6);
  y += 20;
  B(X, y, 180, 36, '23. Freight & Charges', ['OCEAN FREIGHT PREPAID', 'AS ARRANGED'], 7);
  B(X + 180, y, 90, 36, '24. Prepaid at', ['NINGBO'], 7.6); B(X + 270, y, 90, 36, '25. Payable at', [''], 7.6);
  B(X + 360, y, R - X - 360, 36, '26. Place and Date of Issue', ['NINGBO  09 MAR 2026'], 7.6);
  y += 36;
  B(X, y, 270, 50, '27. Laden on Board the Vessel', ['COSCO SHIPPING ARIES', 'DATE 08 MAR 2026  BY COSCO SHIPPING LINES'], 7);
  B(X + 270, y, R - X - 270, 50, '28. Signed for the Carrier', ['COSCO SHIPPING LINES CO., LTD.', 'AS CARRIER'], 7.2);
  stamp(pen, R - 60, y + 30, ['COSCO SHIPPING', 'NINGBO BRANCH'], 8, 6.5, 0.45);
  y += 60;
  small(pen, X, y, R - X, 'This Sea Waybill is not a document of title. The Carrier shall deliver the Goods to the Consignee named herein (or its authorised agent) upon production of proper identification, without surrender of this Sea Waybill. The contract of carriage is subject to the CMI Uniform Rules for Sea Waybills and to the terms and conditions of the COSCO SHIPPING Lines Bill of Lading (available on request and at lines.coscoshipping.com), which apply mutatis mutandis. The Shipper warrants that he has authority to act for the Consignee and that the particulars above are correct. Weight, measure, quantity, condition, contents and value unknown to the Carrier.', 5.6, 6.8);
  pen.t(X, 812, 'COSCO SHIPPING SWB (REV. 2023)', 6); pen.r(R, 812, 'PAGE 1 OF 1', 6);
  return {
    id: 's5-cosco-swb', type: 'sea_waybill',
    notes: 'COSCO-style sea waybill in Courier: numbered box captions 1-28 with booking (10) and SWB no. (11) right of the shipper, "13. For delivery of goods please apply to" decoy agent, place of receipt / POL / POD / place of delivery as bare city names, vessel and voyage in one box separated by "/", per-container stacks in the marks column (number, 40\'HC / seal, pallets/KGS, CBM with no space before the unit), package count right-aligned beside the description, net weight as "N.W.", dates "08 MAR 2026" for on board and "09 MAR 2026" issue, stamp over the signature box.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'SWB', isNegotiable: false, bookingReference: '6438127750',
      shipper, consignee, notifyParties: [notify], carrier: { name: 'COSCO SHIPPING LINES CO., LTD.', scac: 'COSU' },
      vessel: { name: 'COSCO SHIPPING ARIES', imoNumber: null }, voyageNumber: '0FA3BW1',
      placeOfReceipt: place('NINGBO', null, null), portOfLoading: place('NINGBO', null, null), portOfDischarge: place('PIRAEUS', null, null), placeOfDelivery: place('PIRAEUS', null, null),
      shippedOnBoardDate: '2026-03-08', issueDate: '2026-03-09', placeOfIssue: 'NINGBO', freightPaymentTerms: 'PREPAID',
      containers: cs.map((c) => ({ containerNumber: c.n, sealNumbers: [c.s], sizeType: '45G1', packages: { count: c.p, type: 'PLTS' }, grossWeight: kg(c.w), volume: m3(c.v) })),
      goods: goods.map((g, i) => ({ description: g.d, hsCode: g.hs, marksAndNumbers: i === 0 ? 'HELIOS PIRAEUS P/NO. 1-62 MADE IN CHINA' : null, packages: { count: g.p, type: 'PALLETS' }, grossWeight: kg(g.w), netWeight: kg(g.nw), volume: m3(g.v) })),
      totalPackages: 62, totalGrossWeight: kg(tW), totalVolume: m3(tV),
    },
  };
}

/** 4. Rotterdam container release note (vrijgave): Dutch/English labels, dd-mm-yyyy, Dutch numbers, PINs as decoys, last free day. */
export function rotterdamRelease(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 40, R = 555;
  const issuedBy = party('MAASVLAKTE LIJNAGENTUUR B.V.', ['Waalhaven Z.z. 19', '3089 JH Rotterdam', 'Nederland'], { taxId: 'NL858412736B01', phone: '+31 10 294 7700', email: 'import.release@maaslijn.nl' });
  const releaseTo = party('TRANSPORTBEDRIJF VAN DER WIEL B.V.', ['Columbusweg 14', '5928 LA Venlo', 'Nederland'], { phone: '+31 77 320 5540' });
  const cs = [
    { n: cont('EMCU', '614027'), t: '45G1', s: 'EMCKP40918', pin: '7741-2209', p: 1180, w: 14286.4 },
    { n: cont('EGSU', '902335'), t: '45G1', s: 'EMCKP40919', pin: '7741-2210', p: 1175, w: 14190 },
    { n: cont('TRHU', '331876'), t: '45R1', s: 'EMCKP40920', pin: '7741-2211', p: 960, w: 18744.6 },
    { n: cont('EITU', '507741'), t: '22G1', s: 'EMCKP40921', pin: '7741-2212', p: 540, w: 9865.25 },
    { n: cont('EMCU', '615390'), t: '45G1', s: 'EMCKP40922', pin: '7741-2213', p: 1160, w: 13972.8 },
    { n: cont('BMOU', '482206'), t: '42G1', s: 'EMCKP40923', pin: '7741-2214', p: 880, w: 11420 },
  ];
  const tP = sum(cs.map((c) => c.p), 0), tW = sum(cs.map((c) => c.w), 3);
  pen.t(X, 46, 'MAASVLAKTE LIJNAGENTUUR B.V.', 15, true);
  pen.t(X, 58, 'Agents voor / agents for EVERGREEN LINE', 8.5);
  pen.ml(R - 170, 36, ['Waalhaven Z.z. 19', '3089 JH Rotterdam, Nederland', 'T +31 10 294 7700', 'import.release@maaslijn.nl', 'BTW/VAT NL858412736B01   KvK 24318826'], 7.5, 9);
  pen.hl(X, R, 84, 2);
  pen.t(X, 110, 'CONTAINERVRIJGAVE / CONTAINER RELEASE ORDER', 15, true);
  pen.t(X, 124, 'Afleverorder - tevens leveringsopdracht aan de terminal / Delivery order to the terminal', 8);
  let y = 146;
  const k = (x: number, label: string, v: string) => kvl(pen, x, y, label, v, 120, 8.5, { boldValue: true, labelSize: 7.5 });
  k(X, 'Vrijgavenummer / Release no.', 'RTM-VR-2603-05512'); k(310, 'Datum / Date', '16-03-2026'); y += 14;
  k(X, 'Cognossement / B/L no.', 'EGLV090600418825'); k(310, 'Referentie klant / Your ref.', 'VDW-88213'); y += 14;
  k(X, 'Zeeschip / Vessel', 'EVER ACME'); k(310, 'Reis / Voyage', '1123-045W'); y += 14;
  k(X, 'Losplaats / Port of discharge', 'ROTTERDAM (NLRTM)'); k(310, 'Aankomst / Arrival', '14-03-2026'); y += 14;
  k(X, 'Laadhaven / Port of loading', 'TAIPEI, TAIWAN'); k(310, 'Douanestatus / Customs', 'T1 - NCTS'); y += 24;
  pen.box(X, y, 250, 70, 0.6); pen.t(X + 5, y + 10, 'VRIJGEGEVEN AAN / RELEASED TO (vervoerder / haulier)', 6.5, true);
  pen.ml(X + 8, y + 24, [releaseTo.name, 'Columbusweg 14', '5928 LA Venlo, Nederland', 'Tel. +31 77 320 5540'], 8.5, 10.5);
  pen.box(X + 265, y, R - X - 265, 70, 0.6); pen.t(X + 270, y + 10, 'GEADRESSEERDE / CONSIGNEE', 6.5, true);
  pen.ml(X + 273, y + 24, ['LIMBURG HOME APPLIANCES B.V.', 'Celsiusweg 40', '5928 PR Venlo'], 8.5, 10.5);
  y += 86;
  pen.t(X, y, 'Containers (ophalen bij / pick up at): ECT DELTA TERMINAL, MAASVLAKTE', 8.5, true); y += 6;
  y = table(pen, X, y, [
    { title: ['Containernummer', 'Container no.'], w: 92 }, { title: ['Type', 'ISO'], w: 36, align: 'c' }, { title: ['Zegel', 'Seal'], w: 74 }, { title: ['PIN-code', '(niet doorgeven)'], w: 70 },
    { title: ['Colli', 'Packages'], w: 58, align: 'r' }, { title: ['Bruto kg', 'Gross kg'], w: 76, align: 'r' }, { title: ['Status'], w: 46, align: 'c' }, { title: ['Temp.'], w: 63, align: 'c' },
  ], cs.map((c) => [[c.n], [c.t], [c.s], [c.pin], [eu(c.p, 0)], [eu(c.w, 1)], ['VOL/FCL'], [c.t === '45R1' ? '+4,0 C' : '-']]), { size: 8, headSize: 6.5, shade: true });
  pen.t(X + 4, y + 12, 'Totaal / Total: 6 containers', 8, true); pen.r(X + 330 - 3, y + 12, eu(tP, 0), 8, true); pen.r(X + 406 - 3, y + 12, eu(tW, 1), 8, true);
  y += 30;
  pen.box(X, y, R - X, 96, 1); pen.fill(X, y, R - X, 14, 0.88); pen.t(X + 5, y + 10, 'VRIJE TIJD EN AFLEVERING / FREE TIME AND DELIVERY', 8, true);
  let fy = y + 28;
  const f = (label: string, v: string) => { kvl(pen, X + 6, fy, label, v, 190, 8.5); fy += 12.5; };
  f('Laatste vrije dag terminal / Last free day', '19-03-2026');
  f('Detentie vrij tot / Detention free until', '23-03-2026 (daarna EUR 85,00 per dag / per day)');
  f('Afleveradres / Delivery address', 'LIMBURG HOME APPLIANCES B.V., Celsiusweg 40, 5928 PR Venlo');
  f('Retour leeg / Empty return', 'MEDREPAIR DEPOT, Eemhavenweg 70, Rotterdam');
  f('Geldig tot / Valid until', '26-03-2026');
  y += 110;
  small(pen, X, y, R - X, 'Deze vrijgave is uitsluitend geldig na betaling van alle verschuldigde vrachten en kosten en na douane-afhandeling. De PIN-codes zijn vertrouwelijk en mogen alleen aan de vervoerder worden doorgegeven. This release is issued subject to the terms and conditions of the carrier\'s bill of lading and the general conditions of the Vereniging van Rotterdamse Cargadoors (VRC). Containers not collected before the last free day are subject to terminal storage; detention is charged after the free period stated above. The carrier and its agents are not liable for any loss or damage after the container has left the terminal.', 6.5, 8);
  stamp(pen, 470, y + 70, ['VRIJGEGEVEN', 'RELEASED 16-03-2026'], 10, 8.5, 0.4);
  pen.t(X, y + 86, 'Met vriendelijke groet / Kind regards,', 8); pen.t(X, y + 100, 'Import Desk - Maasvlakte Lijnagentuur B.V.', 8, true);
  pen.gray(X, 810, `Maasvlakte Lijnagentuur B.V. - IBAN ${iban('NL', 'INGB0007441820').spaced} - Op al onze diensten zijn de Nederlandse Expeditievoorwaarden van toepassing.`, 6, 0.4);
  return {
    id: 's5-rtm-release', type: 'delivery_order',
    notes: 'Rotterdam container release order from a liner agent, Dutch/English paired labels ("Vrijgavenummer / Release no.", "Losplaats / Port of discharge") with values to the right, dates 16-03-2026, Dutch number format in the container table (1.180 / 14.286,4), ISO type codes including a reefer 45R1 and a temperature column, confidential PIN codes as decoys, pick-up terminal stated above the table, free-time box with last free day vs detention-free vs validity dates, delivery address in the box, stamp.',
    pdf: pen.finish(),
    truth: {
      deliveryOrderNumber: 'RTM-VR-2603-05512', issueDate: '2026-03-16', issuedBy, releaseTo,
      billOfLadingNumber: 'EGLV090600418825', vessel: 'EVER ACME', voyageNumber: '1123-045W',
      portOfDischarge: place('ROTTERDAM', 'NLRTM', null), arrivalDate: '2026-03-14',
      containers: cs.map((c) => ({ containerNumber: c.n, sizeType: c.t, sealNumbers: [c.s] })),
      totalPackages: tP, totalGrossWeight: kg(tW), lastFreeDay: '2026-03-19',
      pickupLocation: 'ECT DELTA TERMINAL, MAASVLAKTE', deliveryLocation: 'LIMBURG HOME APPLIANCES B.V., Celsiusweg 40, 5928 PR Venlo',
    },
  };
}

/** 5. Yang Ming-style outward vessel cargo manifest: landscape A4, 3 pages, repeated header, B/L rows with 1-3 containers, page totals. */
export function vesselManifest(): Doc {
  const pen = new Pen4('Helvetica', 'A4L');
  const X = 22, R = 820;
  const r = rng(20260304);
  const shippers = ['FORMOSA BICYCLE PARTS CO., LTD.', 'TAICHUNG MACHINE TOOLS CORP.', 'KAOHSIUNG STEEL WIRE IND. CO.', 'HSINCHU OPTOELECTRONICS INC.', 'TAINAN TEXTILE FIBRE CO., LTD.', 'CHANGHUA FASTENER MFG. CO.', 'TAOYUAN PLASTICS INDUSTRIAL CORP.', 'PINGTUNG AQUA FEED CO., LTD.'];
  const consignees = ['NORDRAD VERTRIEB GMBH', 'WERKZEUGMASCHINEN HANDEL KIEL GMBH', 'STAHLDRAHT IMPORT HAMBURG GMBH', 'OPTRONIK EUROPE GMBH', 'BALTIC FIBRE TRADING SP. Z O.O.', 'SCHRAUBEN UND MEHR GMBH', 'POLYMER DISTRIBUTION BREMEN GMBH', 'AQUA NORD HANDELS GMBH'];
  const goods: Array<[string, string]> = [['BICYCLE PARTS (CRANKSETS, HUBS)', 'CTNS'], ['CNC LATHES AND SPARE PARTS', 'CASES'], ['STEEL WIRE ROPE ON REELS', 'REELS'], ['LED DISPLAY MODULES', 'CTNS'], ['POLYESTER STAPLE FIBRE', 'BALES'], ['STAINLESS STEEL BOLTS AND NUTS', 'PLTS'], ['PP PLASTIC GRANULES', 'BAGS'], ['FISH FEED PELLETS', 'BAGS']];
  const owners = ['YMLU', 'YMMU', 'TEMU', 'BMOU', 'YMLU', 'TGHU'];
  let serial = 311470;
  const entries = Array.from({ length: 34 }, (_, i) => {
    const k = r.int(0, 7), nc = r.pick([1, 1, 1, 2, 2, 3]);
    const containers = Array.from({ length: nc }, () => { serial += r.int(7, 900); return cont(r.pick(owners), String(serial)); });
    const pk = r.int(20, 900) * nc, wt = Math.round(nc * (8000 + r.next() * 16000) * 10) / 10;
    return { bl: `YMLUI${490180 + i * 7 + r.int(0, 6)}`, shipper: shippers[k], consignee: consignees[k], pk, kind: goods[k][1], desc: goods[k][0], wt, containers };
  });
  const head = () => {
    pen.t(X, 32, 'YANG MING MARINE TRANSPORT CORP.', 12, true);
    pen.c(421, 32, 'OUTWARD CARGO MANIFEST', 13, true);
    pen.box(X, 40, R - X, 30, 0.6);
    const hx = [X, X + 150, X + 260, X + 370, X + 480, X + 590, X + 690, R];
    const hl = ['Vessel', 'Voyage', 'Flag / Call sign', 'Port of Loading', 'Port of Discharge', 'Sailing Date', 'Manifest No.'];
    const hv = ['YM WELLNESS', '074W', 'TAIWAN / BLHW7', 'KAOHSIUNG', 'HAMBURG', '04.03.2026', 'YM-KHH-074W-HAM'];
    hl.forEach((l, i) => { if (i) pen.vl(hx[i], 40, 70, 0.4); pen.t(hx[i] + 3, 48, l, 5.8); pen.t(hx[i] + 3, 64, hv[i], 8.5, true); });
  };
  const cols = [
    { title: ['No.'], w: 24, align: 'c' as const }, { title: ['B/L No.'], w: 76 }, { title: ['Shipper'], w: 140 }, { title: ['Consignee'], w: 140 },
    { title: ['Pkgs'], w: 40, align: 'r' as const }, { title: ['Kind'], w: 38 }, { title: ['Description of Goods'], w: 150 }, { title: ['Gross Weight', '(KGS)'], w: 66, align: 'r' as const },
    { title: ['Container No(s).'], w: 124 },
  ];
  const chunks = [entries.slice(0, 13), entries.slice(13, 26), entries.slice(26)];
  let n = 0;
  chunks.forEach((chunk, pi) => {
    if (pi) pen.page();
    head();
    let y = table(pen, X, 78, cols, chunk.map((e) => { n++; return [[String(n)], [e.bl], wrap(pen, e.shipper, 134, 7), wrap(pen, e.consignee, 134, 7), [us(e.pk, 0)], [e.kind], wrap(pen, e.desc, 144, 7), [us(e.wt, 1)], e.containers]; }),
      { size: 7, headSize: 6, shade: true });
    const pp = chunk.reduce((a, e) => a + e.pk, 0), pw = chunk.reduce((a, e) => a + e.wt, 0);
    pen.t(X + 104, y + 11, `Page total (${chunk.length} B/L)`, 7, true); pen.r(X + 420 - 3, y + 11, us(pp, 0), 7, true); pen.r(X + 674 - 3, y + 11, us(pw, 1), 7, true);
    y += 14;
    if (pi < 2) pen.c(421, 560, '--- continued on next page ---', 7.5);
    else {
      const tp = entries.reduce((a, e) => a + e.pk, 0), tw = entries.reduce((a, e) => a + e.wt, 0), tc = entries.reduce((a, e) => a + e.containers.length, 0);
      pen.hl(X, R, y + 4, 0.8);
      pen.t(X + 3, y + 18, `GRAND TOTAL: ${entries.length} B/L   ${tc} CONTAINERS   ${us(tp, 0)} PACKAGES   ${us(tw, 1)} KGS`, 8.5, true);
      small(pen, X, y + 34, 600, 'We hereby certify that the above is a true and complete manifest of all cargo laden on board the above vessel at the port of loading. Master / Agent: YANG MING MARINE TRANSPORT CORP., KAOHSIUNG BRANCH.', 6.5);
      stamp(pen, 700, y + 50, ['YANG MING', 'KAOHSIUNG'], 8, 8, 0.45);
    }
    pen.gray(X, 578, 'YM manifest system MFT-02 - printed 04.03.2026 18:42', 6, 0.45);
  });
  pageNumbers(pen, R, 578, 'Page {i} / {n}', 7);
  return {
    id: 's5-vessel-manifest', type: 'shipping_manifest',
    notes: 'Yang Ming-style outward cargo manifest on landscape A4 over 3 pages: header band (vessel, voyage, flag/call sign, ports, sailing date 04.03.2026, manifest no.) repeated on every page, 34 B/L rows with wrapped shipper/consignee/description cells and 1-3 container numbers stacked in one cell, package kind in its own column, page totals as decoy rows, "continued on next page" lines, grand total with container count on page 3, stamp, page numbers "Page i / n".',
    pdf: pen.finish(),
    truth: {
      manifestNumber: 'YM-KHH-074W-HAM', transportMode: 'SEA', vessel: 'YM WELLNESS', voyageNumber: '074W', flightNumber: null,
      portOfLoading: place('KAOHSIUNG', null, null), portOfDischarge: place('HAMBURG', null, null), date: '2026-03-04',
      entries: entries.map((e) => ({ billOfLadingNumber: e.bl, airWaybillNumber: null, shipper: party(e.shipper, []), consignee: party(e.consignee, []), packages: { count: e.pk, type: e.kind }, description: e.desc, grossWeight: kg(e.wt), containerNumbers: e.containers })),
    },
  };
}
