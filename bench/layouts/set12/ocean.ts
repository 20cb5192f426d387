/** Set 12, ocean: Ignazio Messina-style negotiable B/L Genova -> Dar es Salaam for tractors on flat racks with the particulars on a rider page (Italian / English, A4 Times, two pages), Arkas-style sea waybill Izmir -> Constanta for dried fruit (label-left ruled rows, VGM decoys, decimal comma). */
import { Pen4, cont, imo, party, place, kg, m3, eu, sum, wrap, small, stamp, barcode, d, d12, itVat, trVkn, roCui, type Doc } from './lib12.ts';

/** 3. Messina-style B/L: A4 Times, boxes with Italian captions and English after a slash, consignee to order of a Tanzanian bank, page 1 says "AS PER ATTACHED RIDER" with totals only, page 2 rider lists goods (marks, HS, net / gross kg, m3) and containers (flat racks without seals), weights with point thousands and three decimals, shipped on board dated apart from the issue date written as an Italian long date. */
export function messinaBl(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 30, R = 565, M = 300;
  const no = 'GOA26DAR0441827', bk = 'GOA0441827', vsl = 'JOLLY QUARZO', voy = '26014S', im = imo('940418');
  const piva = `IT${itVat('0144182735')}`;
  const shipper = party('AGRIMECCANICA PADANA S.P.A.', ['Via dell\'Industria 18', '42015 Correggio (RE), Italia'], { taxId: piva, phone: '+39 0522 644182' });
  const consignee = { name: 'TO THE ORDER OF CRDB BANK PLC', address: 'Azikiwe Street, Dar es Salaam, Tanzania' };
  const notify = party('KILIMO BORA MACHINERY LTD', ['Plot 44, Nyerere Road', 'Dar es Salaam, Tanzania'], { taxId: '104-418-270', phone: '+255 22 286 4418' });
  const G = [
    { mk: 'KBM / DSM\nTRACTOR NO. 1-6\nMADE IN ITALY', p: 6, t: 'UNITS', de: 'AGRICULTURAL TRACTORS 4WD, 110 HP, MODEL AP-110, NEW, UNPACKED ON FLAT RACKS', hs: '870194', gw: 29100, nw: 28800, v: 195.408 },
    { mk: 'KBM / DSM\nBALER NO. 1-4', p: 4, t: 'UNITS', de: 'ROUND BALERS, MODEL RB-150, NEW, UNPACKED', hs: '843340', gw: 10720, nw: 10560, v: 56.304 },
    { mk: 'KBM / DSM\nC/NO. 1-62', p: 62, t: 'CRATES', de: 'SPARE PARTS FOR AGRICULTURAL MACHINERY (FILTERS, BELTS, BEARINGS, PTO SHAFTS)', hs: '843390', gw: 9418.5, nw: 8602.4, v: 58.42 },
  ];
  const K = [
    { n: cont('LMCU', '441820'), s: [] as string[], t: '42P3', a: "40' FR", p: 3, g: 0, w: 14550, v: 97.704 },
    { n: cont('LMCU', '441836'), s: [] as string[], t: '42P3', a: "40' FR", p: 3, g: 0, w: 14550, v: 97.704 },
    { n: cont('LMCU', '441841'), s: [] as string[], t: '42P3', a: "40' FR", p: 4, g: 1, w: 10720, v: 56.304 },
    { n: cont('TRIU', '860453'), s: ['IM 0441827', 'DOG 7704418'], t: '45G1', a: "40' HC", p: 62, g: 2, w: 9418.5, v: 58.42 },
  ];
  const tP = sum(G.map((g) => g.p), 0), tW = sum(G.map((g) => g.gw), 3), tV = sum(G.map((g) => g.v), 3);
  const B = (x: number, y: number, w: number, h: number, it: string, en: string, v: string[], s = 8.6, b = false) => {
    pen.box(x, y, w, h, 0.6); pen.t(x + 3, y + 8, it, 6.6, true); pen.t(x + 5 + pen.w(it, 6.6, true), y + 8, `/ ${en}`, 6.2);
    pen.ml(x + 6, y + 19, v, s, s + 1.8, b);
  };
  B(X, 30, M - X, 70, 'Caricatore', 'Shipper', [shipper.name, 'Via dell\'Industria 18', '42015 Correggio (RE), Italia', `P. IVA ${piva}   Tel. ${shipper.phone}`], 8.4);
  pen.t(M + 10, 48, 'IGNAZIO MESSINA & C.', 15, true); pen.t(M + 10, 58, 'S.p.A.  ·  Via G. D\'Annunzio 91, 16121 Genova  ·  SCAC LMCU', 7);
  pen.t(M + 10, 80, 'POLIZZA DI CARICO', 13, true); pen.t(M + 10, 92, 'BILL OF LADING - ORIGINAL', 9, true);
  B(X, 100, M - X, 62, 'Destinatario', 'Consignee', ['TO THE ORDER OF', 'CRDB BANK PLC', 'Azikiwe Street, Dar es Salaam, Tanzania'], 8.6);
  B(M, 100, (R - M) / 2, 30, 'Polizza N.', 'B/L No.', [no], 9, true); B(M + (R - M) / 2, 100, (R - M) / 2, 30, 'Prenotazione', 'Booking', [bk], 9);
  B(M, 130, R - M, 32, 'Riferimenti esportatore', 'Export refs', ['Fattura 2026/EX/0418 - MRN 26IT2210E0441827K3'], 7.6);
  B(X, 162, M - X, 62, 'Notificare a', 'Notify party', [notify.name, 'Plot 44, Nyerere Road', 'Dar es Salaam, Tanzania', `TIN ${notify.taxId}   Tel. ${notify.phone}`], 8.2);
  B(M, 162, R - M, 62, 'Spedizioniere', 'Forwarding agent', ['LIGURIA FORWARDING S.R.L.', 'Ponte Etiopia, 16126 Genova', 'Rif. LF-GOA-26-7741'], 8);
  const w2 = (M - X) / 2, w3 = (R - M) / 2;
  B(X, 224, w2, 30, 'Luogo di ricevimento', 'Receipt', ['CORREGGIO (RE)'], 8.4); B(X + w2, 224, w2, 30, 'Porto d\'imbarco', 'Port of loading', ['GENOVA (ITGOA)'], 8.4);
  B(M, 224, w3, 30, 'Nave / Viaggio', 'Vessel / Voy.', [`${vsl} / ${voy}`], 8.6, true); B(M + w3, 224, w3, 30, 'IMO / Bandiera', 'IMO / Flag', [`${im} / ITALIA`], 8.4);
  B(X, 254, w2, 30, 'Porto di sbarco', 'Port of discharge', ['DAR ES SALAAM (TZDAR)'], 8.4); B(X + w2, 254, w2, 30, 'Luogo di consegna', 'Place of delivery', ['DAR ES SALAAM CY'], 8.4);
  B(M, 254, R - M, 30, 'Destinazione finale (solo per informazione)', 'Final destination', ['ARUSHA, TANZANIA (BY MERCHANT)'], 8.2);
  let y = 290;
  pen.c((X + R) / 2, y + 8, 'DATI FORNITI DAL CARICATORE - PARTICULARS FURNISHED BY THE SHIPPER', 7.6, true);
  y += 14;
  pen.box(X, y, R - X, 210, 0.6);
  const cx = [X, X + 110, X + 180, X + 390, X + 470, R];
  [['Marche e numeri', 'Marks and nos.'], ['Colli', 'Packages'], ['Descrizione della merce', 'Description of goods'], ['Peso lordo kg', 'Gross weight'], ['Volume m3', 'Measurement']].forEach(([a, b], i) => { pen.t(cx[i] + 3, y + 9, a, 6.8, true); pen.t(cx[i] + 3, y + 17, b, 6.4); });
  pen.hl(X, R, y + 21, 0.4); cx.slice(1, -1).forEach((x) => pen.vl(x, y, y + 210, 0.3));
  y += 36;
  pen.ml(cx[0] + 4, y, ['KBM / DSM', 'AS PER RIDER'], 8.4, 10.4);
  pen.ml(cx[1] + 4, y, [`${tP} PKGS`, '(10 UNITS +', '62 CRATES)'], 8.4, 10.4);
  pen.ml(cx[2] + 4, y, ['4 CONTAINERS (3 X 40\' FR + 1 X 40\' HC)', 'SAID TO CONTAIN:', 'AGRICULTURAL MACHINERY AND SPARE PARTS', '', '*** AS PER ATTACHED RIDER / VEDI ALLEGATO ***', '', 'OUT OF GAUGE CARGO ON FLAT RACKS:', 'OVERWIDTH 20 CM EACH SIDE', 'STOWED UNDER DECK', '', 'FREIGHT PREPAID', `SHIPPED ON BOARD ${d.dmyDot('2026-12-03')}`, `GENOVA - ${vsl}`], 8.4, 10.6);
  pen.r(cx[4] - 4, y, eu(tW, 3), 8.4, true); pen.r(R - 4, y, eu(tV, 3), 8.4, true);
  y = 520;
  pen.t(X + 3, y, 'Numero totale dei contenitori o colli (in lettere) / Total number of containers or packages (in words):', 7, true);
  pen.t(X + 3, y + 12, 'FOUR (4) CONTAINERS ONLY - SEVENTY-TWO (72) PACKAGES', 8.6, true);
  y += 20;
  const w4 = (R - X) / 4;
  B(X, y, w4, 30, 'Nolo', 'Freight', ['PREPAGATO / PREPAID'], 8.2, true); B(X + w4, y, w4, 30, 'Pagabile a', 'Payable at', ['GENOVA'], 8.4);
  B(X + 2 * w4, y, w4, 30, 'N. originali', 'No. of originals', ['TRE / THREE (3)'], 8.4, true); B(X + 3 * w4, y, w4, 30, 'Data imbarco', 'On board date', [d.dmyDot('2026-12-03')], 8.4);
  y += 30;
  B(X, y, 2 * w4, 34, 'Luogo e data di emissione', 'Place and date of issue', [`GENOVA, ${d12.it('2026-12-04')}`], 9);
  pen.box(X + 2 * w4, y, 2 * w4, 34, 0.6); pen.t(X + 2 * w4 + 4, y + 9, 'Per il Vettore / For the Carrier', 6.6, true); pen.t(X + 2 * w4 + 6, y + 26, 'IGNAZIO MESSINA & C. S.p.A. - AS CARRIER', 8.4, true);
  y += 42;
  small(pen, X, y, R - X, 'RICEVUTO dal vettore in apparente buon ordine e condizione, salvo quanto diversamente indicato, il numero di contenitori o colli sopra indicati per il trasporto dal porto d\'imbarco al porto di sbarco. RECEIVED by the Carrier in apparent good order and condition unless otherwise stated, the total number of containers or packages for carriage subject to all the terms and conditions on the reverse hereof (Messina B/L 2019). One original Bill of Lading duly endorsed must be surrendered in exchange for the goods or a delivery order. In witness whereof the number of original Bills of Lading stated above have been signed, one of which being accomplished the others to stand void.', 6.2, 7.6);
  stamp(pen, R - 90, 720, ['IGNAZIO MESSINA & C.', 'GENOVA - ORIGINALE'], 10, 7.6, 0.4);
  barcode(pen, X, 790, 170, 14, '2601404418270');
  pen.r(R, 810, 'Pagina 1 di 2 - segue allegato / rider follows', 7.4);
  pen.page();
  pen.t(X, 44, 'IGNAZIO MESSINA & C. S.p.A.', 12, true); pen.r(R, 44, 'ALLEGATO / RIDER', 12, true);
  pen.t(X, 58, `Polizza N. / B/L No. ${no}   ·   ${vsl} / ${voy}   ·   GENOVA - DAR ES SALAAM`, 8.4);
  pen.hl(X, R, 64, 0.8);
  y = 84;
  pen.t(X, y, 'A. MERCE / GOODS', 9, true);
  y += 8;
  const gx = [X, X + 100, X + 150, X + 325, X + 372, X + 434, X + 496, R];
  pen.fill(X, y, R - X, 14, 0.88);
  ['Marche / Marks', 'Colli', 'Descrizione / Description', 'HS', 'Netto kg', 'Lordo kg', 'm3'].forEach((h, i) => (i >= 4 ? pen.r(gx[i + 1] - 3, y + 10, h, 7, true) : pen.t(gx[i] + 3, y + 10, h, 7, true)));
  y += 26;
  G.forEach((g) => {
    pen.ml(gx[0] + 3, y, g.mk.split('\n'), 7.6, 9.4);
    pen.t(gx[1] + 3, y, `${g.p} ${g.t}`, 7.6);
    const e = pen.ml(gx[2] + 3, y, wrap(pen, g.de, 178, 7.8), 7.8, 9.4);
    pen.t(gx[3] + 3, y, g.hs, 7.8); pen.r(gx[5] - 3, y, eu(g.nw, 3), 7.8); pen.r(gx[6] - 3, y, eu(g.gw, 3), 7.8); pen.r(R - 3, y, eu(g.v, 3), 7.8);
    y = Math.max(e, y + 28) + 8; pen.hl(X, R, y - 10, 0.25);
  });
  pen.t(gx[1] + 3, y, `${tP} PKGS`, 8, true); pen.t(gx[2] + 3, y, 'TOTALE / TOTAL', 8, true);
  pen.r(gx[5] - 3, y, eu(sum(G.map((g) => g.nw), 3), 3), 8, true); pen.r(gx[6] - 3, y, eu(tW, 3), 8, true); pen.r(R - 3, y, eu(tV, 3), 8, true);
  y += 34;
  pen.t(X, y, 'B. CONTENITORI / CONTAINERS', 9, true);
  y += 8;
  const kx = [X, X + 100, X + 230, X + 300, X + 380, X + 460, R];
  pen.fill(X, y, R - X, 14, 0.88);
  ['Contenitore / Container', 'Sigilli / Seals', 'Tipo / Type', 'Colli / Pkgs', 'Lordo kg', 'm3'].forEach((h, i) => (i >= 4 ? pen.r(kx[i + 1] - 3, y + 10, h, 7, true) : pen.t(kx[i] + 3, y + 10, h, 7, true)));
  y += 26;
  K.forEach((k) => {
    pen.t(kx[0] + 3, y, k.n, 8.2, true); pen.t(kx[1] + 3, y, k.s.length ? k.s.join(' / ') : 'N/A (FLAT RACK)', 7.8); pen.t(kx[2] + 3, y, `${k.a} ${k.t}`, 7.8);
    pen.t(kx[3] + 3, y, `${k.p} ${G[k.g].t}`, 7.8); pen.r(kx[5] - 3, y, eu(k.w, 3), 7.8); pen.r(R - 3, y, eu(k.v, 3), 7.8);
    if (k.t === '42P3') pen.gray(kx[1] + 3, y + 9, 'OOG: L 1220 x W 284 x H 295 cm', 6.4, 0.4);
    y += 22;
  });
  pen.hl(X, R, y - 10, 0.5);
  pen.t(kx[0] + 3, y, 'TOTALE / TOTAL: 4 CONTAINERS', 8, true); pen.t(kx[3] + 3, y, `${tP} PKGS`, 8, true); pen.r(kx[5] - 3, y, eu(tW, 3), 8, true); pen.r(R - 3, y, eu(tV, 3), 8, true);
  y += 30;
  small(pen, X, y, R - X, 'Il presente allegato forma parte integrante della polizza di carico sopra indicata. This rider forms an integral part of the above Bill of Lading. Tractors and balers shipped unpacked and lashed on flat racks under deck; carrier not responsible for rust, scratches or pilferage of loose accessories. Tare weights not included.', 7, 8.8);
  pen.r(R, 810, 'Pagina 2 di 2 / Page 2 of 2', 7.4);
  return {
    id: 's12-messina-bl', type: 'bill_of_lading',
    notes: 'Ignazio Messina-style original negotiable B/L ("Polizza di carico / Bill of lading") Genova-Dar es Salaam on A4 Times over two pages: boxes with bold Italian captions and English after a slash, shipper with a partita IVA (Luhn check), consignee "TO THE ORDER OF" CRDB Bank on three lines, Tanzanian notify with a TIN, forwarder and export refs (invoice, MRN) as decoys, vessel / voyage in one box and IMO / flag in the next, UN/LOCODEs in brackets, a final-destination box, page 1 particulars only "AS PER ATTACHED RIDER" with total packages / weight / m3 and an on-board line, freight prepaid payable at Genova, THREE originals, on-board date 03.12.2026 vs. issue "GENOVA, 4 dicembre 2026", page 2 rider with a goods table (marks over several lines, HS, net and gross kg with point thousands and three decimals) and a container table (three flat racks 42P3 without seals "N/A", one 40\' HC with carrier and customs seals, OOG dimensions in grey), totals.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'BOL', isNegotiable: true, bookingReference: bk,
      shipper, consignee, notifyParties: [notify], carrier: { name: 'IGNAZIO MESSINA & C. S.p.A.', scac: 'LMCU' },
      vessel: { name: vsl, imoNumber: im }, voyageNumber: voy,
      placeOfReceipt: place('CORREGGIO', null, 'IT'), portOfLoading: place('GENOVA', 'ITGOA', 'IT'), portOfDischarge: place('DAR ES SALAAM', 'TZDAR', 'TZ'), placeOfDelivery: place('DAR ES SALAAM', null, 'TZ'),
      shippedOnBoardDate: '2026-12-03', issueDate: '2026-12-04', placeOfIssue: 'GENOVA', numberOfOriginals: 3, freightPaymentTerms: 'PREPAID',
      containers: K.map((k) => ({ containerNumber: k.n, sealNumbers: k.s, sizeType: k.t, packages: { count: k.p, type: G[k.g].t }, grossWeight: kg(k.w), volume: m3(k.v) })),
      goods: G.map((g) => ({ description: g.de, hsCode: g.hs, marksAndNumbers: g.mk.replace(/\n/g, ' / '), packages: { count: g.p, type: g.t }, grossWeight: kg(g.gw), netWeight: kg(g.nw), volume: m3(g.v) })),
      totalPackages: tP, totalGrossWeight: kg(tW), totalVolume: m3(tV),
    },
  };
}

/** 4. Arkas-style SWB: A4 Helvetica, header as ruled label-left rows (shaded caption column), Turkish VKN and Romanian CUI, two seals per container (line + customs), gross kg beside a VGM column (decoy), decimal comma with point thousands, freight collect, no originals. */
export function arkasSwb(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 34, R = 561, CW = 118;
  const no = 'ARKIZMCND2644182', bk = 'IZM2644182', vsl = 'MARIA A', voy = '2649N', im = imo('948820');
  const vkn = trVkn('441827016'), cui = `RO${roCui('4418270')}`;
  const shipper = party('EGE KURU MEYVE IHRACAT A.S.', ['Ataturk Organize Sanayi Bolgesi, 10003 Sokak No: 7', '35620 Cigli / Izmir, Turkiye'], { taxId: vkn, phone: '+90 232 328 4418' });
  const consignee = party('SC DOBROGEA FRUCT SRL', ['Str. Ion Roata nr. 12', '900178 Constanta, Romania'], { taxId: cui, email: 'import@dobrogeafruct.ro' });
  const notify = party('AGENTIA VAMALA PORT CONSTANTA SRL', ['Incinta Port, Poarta 1', '900900 Constanta, Romania'], { phone: '+40 241 604 418', email: 'vamal@avpc.ro' });
  const G = [
    { de: 'DRIED APRICOTS, NATURAL, SULPHURED, SIZE NO. 4', hs: '081310', mk: 'DF / CONSTANTA / APR-4 / 1-1600', p: 1600, t: 'CARTONS', gw: 21120, nw: 20000, v: 28.6 },
    { de: 'DRIED FIGS, NATURAL, PROTOBAG, SIZE 100-120 PCS/KG', hs: '080420', mk: 'DF / CONSTANTA / FIG / 1-1440', p: 1440, t: 'CARTONS', gw: 15264, nw: 14400, v: 27.9 },
    { de: 'HAZELNUT KERNELS, NATURAL, 11-13 MM, CROP 2026, VACUUM PACKED', hs: '080222', mk: 'DF / CONSTANTA / HZL 11-13 / 1-880', p: 880, t: 'CARTONS', gw: 22440, nw: 22000, v: 58.4 },
  ];
  const K = [
    { n: cont('ARKU', '244182'), s: ['ARK4418201', 'TR 0441827'], t: '22G1', a: "20'DC", tare: 2230 },
    { n: cont('ARKU', '244199'), s: ['ARK4418202', 'TR 0441828'], t: '22G1', a: "20'DC", tare: 2210 },
    { n: cont('ARKU', '561207'), s: ['ARK4418203', 'TR 0441829'], t: '45G1', a: "40'HC", tare: 3880 },
  ];
  const tP = sum(G.map((g) => g.p), 0), tW = sum(G.map((g) => g.gw), 2), tV = sum(G.map((g) => g.v), 2);
  pen.fill(X, 28, 150, 40, 0.15);
  pen.q.textEx(X + 12, 55, 'ARKAS', 22, { bold: true, gray: 1 });
  pen.ml(X + 162, 40, ['ARKAS CONTAINER TRANSPORT S.A.', 'Alsancak Mah. 1476 Sokak No: 2, 35220 Konak / Izmir, Turkiye', 'www.arkasline.com.tr  ·  SCAC ARKU'], 7.4, 9.4);
  pen.r(R, 44, 'SEA WAYBILL', 15, true); pen.r(R, 56, 'NON NEGOTIABLE - NO ORIGINALS ISSUED', 7, true);
  let y = 76;
  const row = (cap: string, v: string[], h = 14, s = 8.2, b = false) => {
    pen.fill(X, y, CW, h, 0.9); pen.box(X, y, R - X, h, 0.4); pen.vl(X + CW, y, y + h, 0.4);
    pen.t(X + 4, y + 10, cap, 6.8, true); pen.ml(X + CW + 6, y + 10, v, s, s + 2, b);
    y += h;
  };
  const row2 = (c1: string, v1: string, c2: string, v2: string, b1 = false, b2 = false) => {
    const H = (R - X) / 2;
    pen.fill(X, y, CW, 14, 0.9); pen.fill(X + H, y, CW - 20, 14, 0.9); pen.box(X, y, R - X, 14, 0.4); pen.vl(X + CW, y, y + 14, 0.4); pen.vl(X + H, y, y + 14, 0.4); pen.vl(X + H + CW - 20, y, y + 14, 0.4);
    pen.t(X + 4, y + 10, c1, 6.8, true); pen.t(X + CW + 6, y + 10, v1, 8.2, b1); pen.t(X + H + 4, y + 10, c2, 6.8, true); pen.t(X + H + CW - 14, y + 10, v2, 8.2, b2);
    y += 14;
  };
  row2('Waybill No.', no, 'Booking No.', bk, true, false);
  row('Shipper', [shipper.name, 'Ataturk Organize Sanayi Bolgesi, 10003 Sokak No: 7, 35620 Cigli / Izmir, Turkiye', `Vergi No (VKN): ${vkn}  ·  Tel ${shipper.phone}`], 36);
  row('Consignee', [consignee.name, 'Str. Ion Roata nr. 12, 900178 Constanta, Romania', `CUI ${cui}  ·  ${consignee.email}`], 36);
  row('Notify Party', [notify.name, 'Incinta Port, Poarta 1, 900900 Constanta, Romania', `Tel ${notify.phone}  ·  ${notify.email}`], 36);
  row('Export Reference', ['GCB 26350100EX00441827 (Izmir Gumruk)  ·  Invoice EKM-2026-1187  ·  Shipper ref. EKM/RO/118'], 14, 7.6);
  row2('Place of Receipt', 'IZMIR CY', 'Port of Loading', 'IZMIR - ALSANCAK (TRIZM)');
  row2('Port of Discharge', 'CONSTANTA (ROCND)', 'Place of Delivery', 'CONSTANTA CY');
  row2('Vessel / Voyage', `${vsl} / ${voy}`, 'IMO No.', im, true);
  row2('Shipped on Board', d.dmyDot('2026-12-05'), 'Freight Terms', 'FREIGHT COLLECT', false, true);
  row2('Place / Date of Issue', `IZMIR, ${d.dmyDot('2026-12-05')}`, 'Originals', '0 (ZERO) - SEA WAYBILL');
  row2('Freight Payable at', 'CONSTANTA', 'Service', 'BLACK SEA EXPRESS (BSX)');
  y += 10;
  pen.t(X, y, 'PARTICULARS DECLARED BY SHIPPER, WEIGHT, MEASURE, QUANTITY, CONTENTS AND VALUE UNKNOWN TO CARRIER', 7, true);
  y += 6;
  const cx = [X, X + 150, X + 214, X + 410, X + 470, R];
  pen.hl(X, R, y, 0.8);
  ['Marks & Numbers', 'Packages', 'Description of Goods / HS Code', 'Gross (kg)', 'Volume (m3)'].forEach((h, i) => (i >= 3 ? pen.r(cx[i + 1] - 3, y + 10, h, 7, true) : pen.t(cx[i] + 3, y + 10, h, 7, true)));
  pen.hl(X, R, y + 14, 0.5);
  y += 26;
  G.forEach((g) => {
    const mk = wrap(pen, g.mk, 142, 7.4);
    pen.ml(cx[0] + 3, y, mk, 7.4, 9); pen.ml(cx[1] + 3, y, [eu(g.p, 0), g.t], 7.8, 9.4);
    const e = pen.ml(cx[2] + 3, y, [...wrap(pen, g.de, 190, 7.8), `HS ${g.hs}   NET ${eu(g.nw)} KG`], 7.8, 9.4);
    pen.r(cx[4] - 3, y, eu(g.gw), 7.8); pen.r(R - 3, y, eu(g.v), 7.8);
    y = Math.max(e, y + 20) + 6;
  });
  pen.hl(X, R, y - 6, 0.4);
  pen.t(cx[0] + 3, y + 4, 'TOTAL: THREE (3) CONTAINERS', 8, true); pen.t(cx[1] + 3, y + 4, `${eu(tP, 0)} CARTONS`, 8, true); pen.r(cx[4] - 3, y + 4, eu(tW), 8, true); pen.r(R - 3, y + 4, eu(tV), 8, true);
  y += 22;
  const kx = [X, X + 90, X + 200, X + 262, X + 330, X + 400, X + 470, R];
  pen.fill(X, y, R - X, 14, 0.9); pen.box(X, y, R - X, 14, 0.4);
  ['Container No.', 'Seal No. (Line / Customs)', 'Type', 'Packages', 'Cargo kg', 'Tare kg', 'VGM kg'].forEach((h, i) => (i >= 3 ? pen.r(kx[i + 1] - 3, y + 10, h, 6.8, true) : pen.t(kx[i] + 3, y + 10, h, 6.8, true)));
  y += 26;
  K.forEach((k, i) => {
    const g = G[i];
    pen.t(kx[0] + 3, y, k.n, 8, true); pen.t(kx[1] + 3, y, k.s.join(' / '), 7.6); pen.t(kx[2] + 3, y, `${k.a} ${k.t}`, 7.6);
    pen.r(kx[4] - 3, y, `${eu(g.p, 0)} CTNS`, 7.6); pen.r(kx[5] - 3, y, eu(g.gw), 7.6); pen.r(kx[6] - 3, y, eu(k.tare), 7.6); pen.r(R - 3, y, eu(g.gw + k.tare), 7.6);
    y += 13;
  });
  y += 8;
  pen.t(X, y, 'Temperature: ambient, ventilated. Fumigated 01.12.2026 (certificate FUM-IZM-44182). Phytosanitary certificate TR/2026/0441827 attached.', 7.2);
  y += 20;
  small(pen, X, y, R - X - 180, 'This Sea Waybill is not a document of title. Delivery will be made to the Consignee named herein or its authorised agent upon proof of identity and payment of collect freight, without surrender of this document. The carriage is subject to the Arkas Line Bill of Lading terms and the CMI Uniform Rules for Sea Waybills, which are incorporated herein.', 6.4, 7.9);
  pen.t(R - 170, y + 6, 'ARKAS CONTAINER TRANSPORT S.A.', 7.6, true); pen.t(R - 170, y + 16, 'as Carrier - Izmir Branch', 7.2); pen.hl(R - 170, R, y + 42, 0.4); pen.t(R - 170, y + 50, 'Authorised signature', 6.4);
  stamp(pen, R - 90, y + 88, ['ARKAS IZMIR', 'DOCUMENTATION'], -8, 7.6, 0.45);
  barcode(pen, X, 800, 180, 14, '26490441827');
  pen.r(R, 812, `Printed ${d12.ymdDot('2026-12-05')} 16:42  ·  Page 1/1`, 6.8);
  return {
    id: 's12-arkas-swb', type: 'sea_waybill',
    notes: 'Arkas-style sea waybill Izmir-Constanta for dried fruit and hazelnuts on A4 Helvetica: inverse logo block, header as full-width ruled label-left rows with a shaded caption column (single rows for parties, paired rows for waybill / booking, places, vessel / IMO, on-board date and freight terms, issue place and date, originals "0 (ZERO)"), shipper with a Turkish VKN (check digit), Romanian consignee with a CUI (check digit), notify customs agent, export reference line with a GCB declaration number and invoice as decoys, ports with UN/LOCODEs, dates dd.mm.yyyy, goods with marks on one line, net kg inside the description, decimal comma with point thousands, container table with line and customs seals, cargo kg, tare and a VGM column (gross + tare, decoy), fumigation / phyto references, freight collect payable at Constanta.',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: no, transportDocumentType: 'SWB', isNegotiable: false, bookingReference: bk,
      shipper, consignee, notifyParties: [notify], carrier: { name: 'ARKAS CONTAINER TRANSPORT S.A.', scac: 'ARKU' },
      vessel: { name: vsl, imoNumber: im }, voyageNumber: voy,
      placeOfReceipt: place('IZMIR', null, 'TR'), portOfLoading: place('IZMIR - ALSANCAK', 'TRIZM', 'TR'), portOfDischarge: place('CONSTANTA', 'ROCND', 'RO'), placeOfDelivery: place('CONSTANTA', null, 'RO'),
      shippedOnBoardDate: '2026-12-05', issueDate: '2026-12-05', placeOfIssue: 'IZMIR', numberOfOriginals: 0, freightPaymentTerms: 'COLLECT',
      containers: K.map((k, i) => ({ containerNumber: k.n, sealNumbers: k.s, sizeType: k.t, packages: { count: G[i].p, type: 'CTNS' }, grossWeight: kg(G[i].gw), volume: null })),
      goods: G.map((g) => ({ description: g.de, hsCode: g.hs, marksAndNumbers: g.mk, packages: { count: g.p, type: g.t }, grossWeight: kg(g.gw), netWeight: kg(g.nw), volume: m3(g.v) })),
      totalPackages: tP, totalGrossWeight: kg(tW), totalVolume: m3(tV),
    },
  };
}
