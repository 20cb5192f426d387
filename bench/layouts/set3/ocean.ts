/** Set 3, ocean documents: Maersk-style sea waybill, Chinese forwarder house B/L, Brazilian ordem de entrega, multi-page manifest. */
import { Pen, cont, imo, party, place, kg, lb, m3, us, eu, d, wrap, leader, table, words, type Doc } from './lib3.ts';

const nameOnly = (name: string) => ({ name, address: null, taxId: null, email: null, phone: null });

/** 1. Maersk-style sea waybill, one combined particulars column. */
export function maerskSwb(): Doc {
  const pen = new Pen('Helvetica');
  const c1 = cont('MRKU', '482163'), c2 = cont('MSKU', '907215');
  const shipper = party('HOANG PHAT WOODCRAFT JOINT STOCK COMPANY', ['LOT C5-2, TAN UYEN INDUSTRIAL PARK', 'TAN UYEN CITY, BINH DUONG PROVINCE', 'VIETNAM'], { taxId: '3702561894' });
  const consignee = party('NORDHAVN INTERIOR ApS', ['Skovvejen 14', '8382 Hinnerup', 'Denmark'], { taxId: 'DK31245870', email: 'import@nordhavn-interior.dk' });
  const notify = party('KATTEGAT CUSTOMS BROKERS A/S', ['Havnegade 6', '8000 Aarhus C', 'Denmark'], { phone: '+45 86 12 44 90' });
  const onBoard = '2026-03-12', issue = '2026-03-13';
  const fmtD = (iso: string) => { const s = d.dMonY(iso).split('-'); return `${s[0]} ${s[1]} ${s[2]}`; };

  pen.t(30, 44, 'MAERSK', 22, true);
  pen.t(30, 56, 'SCAC MAEU', 7);
  pen.t(330, 40, 'SEA WAYBILL', 15, true);
  pen.t(330, 52, 'NON-NEGOTIABLE  -  Page 1 of 1', 7);
  pen.field(30, 66, 280, 80, 'Shipper', [shipper.name, 'LOT C5-2, TAN UYEN INDUSTRIAL PARK', 'TAN UYEN CITY, BINH DUONG PROVINCE', 'VIETNAM', 'TAX CODE: 3702561894']);
  pen.field(310, 66, 127, 27, 'Booking No.', ['262145873']);
  pen.field(437, 66, 128, 27, 'B/L No.', ['262145873']);
  pen.field(310, 93, 255, 27, 'Export references', ['PO NH-2026-0117 / INV HP260311']);
  pen.field(310, 120, 255, 26, 'Svc Contract', ['2600VN0441']);
  pen.field(30, 146, 280, 78, 'Consignee (negotiable only if consigned "to order", "to order of" a named Person or "to order of bearer")',
    [consignee.name, 'Skovvejen 14', '8382 Hinnerup', 'Denmark', 'CVR/VAT: DK31245870   E-mail: import@nordhavn-interior.dk'], 8, 5);
  pen.field(310, 146, 255, 78, 'Onward inland routing (Not part of Carriage as defined in clause 1. For account and risk of Merchant)', ['CARRIER HAULAGE AARHUS - HINNERUP'], 8, 5);
  pen.field(30, 224, 280, 70, 'Notify Party (see clause 22)', [notify.name, 'Havnegade 6', '8000 Aarhus C', 'Denmark', 'Tel. +45 86 12 44 90']);
  pen.field(310, 224, 255, 35, 'Place of Receipt. Applicable only when document used as Multimodal Transport B/L. (see clause 1)', ['BINH DUONG, VN'], 8, 5);
  pen.field(310, 259, 255, 35, 'Place of Delivery. Applicable only when document used as Multimodal Transport B/L. (see clause 1)', ['HINNERUP, DK'], 8, 5);
  pen.field(30, 294, 180, 27, 'Vessel (see clause 1 + 19)', ['MAERSK HALDEN']);
  pen.field(210, 294, 100, 27, 'Voyage No.', ['611W']);
  pen.field(310, 294, 127, 27, 'Port of Loading', ['CAI MEP, VN']);
  pen.field(437, 294, 128, 27, 'Port of Discharge', ['AARHUS, DK']);

  pen.c(297, 332, 'PARTICULARS FURNISHED BY SHIPPER', 7, true);
  pen.fill(30, 336, 535, 14);
  pen.box(30, 336, 535, 14);
  pen.t(33, 345.5, 'Kind of Packages; Description of goods; Marks and Numbers; Container No./Seal No.', 7, true);
  pen.r(470, 345.5, 'Weight', 7, true);
  pen.r(560, 345.5, 'Measurement', 7, true);
  const desc = 'WOODEN DINING FURNITURE: ACACIA WOOD DINING TABLES, DINING CHAIRS AND BENCHES, KNOCKED DOWN, PACKED IN EXPORT CARTONS';
  let y = 362;
  pen.t(34, y, '2 Containers Said to Contain 1860 CARTONS', 8, true); y += 12;
  const lines = wrap(pen, desc, 330, 8);
  pen.r(470, y, '21250.000 KGS', 8); pen.r(560, y, '135.600 CBM', 8);
  y = pen.ml(34, y, lines, 8, 10);
  y = pen.ml(34, y, ['HS CODE: 940360', "SHIPPER'S LOAD, STOW, WEIGHT AND COUNT", '', 'MARKS AND NUMBERS:', 'NORDHAVN / AARHUS / PO NH-2026-0117 / C/NO. 1-1860', ''], 8, 10);
  for (const [c, s, n, w, v] of [[c1, 'ML-VN4417826', '940', '10812.500', '68.200'], [c2, 'ML-VN4417851', '920', '10437.500', '67.400']]) {
    pen.t(34, y, `${c}   ${s}   40 DRY 9'6   ${n} CARTONS`, 8);
    pen.r(470, y, `${w} KGS`, 8); pen.r(560, y, `${v} CBM`, 8); y += 10;
  }
  pen.box(30, 350, 535, 250);
  pen.vl(400, 336, 600); pen.vl(480, 336, 600);
  pen.t(34, 612, 'Above particulars as declared by Shipper, but without responsibility of or representation by Carrier (see clause 14)', 6.5);
  pen.field(30, 620, 260, 40, 'Freight & Charges', ['FREIGHT PREPAID AS ARRANGED']);
  pen.field(290, 620, 275, 40, 'Shipped on Board Date (Local Time)', [fmtD(onBoard)]);
  pen.field(30, 660, 260, 40, 'Place of Issue of B/L', ['HO CHI MINH CITY']);
  pen.field(290, 660, 275, 40, 'Date of Issue of B/L', [fmtD(issue)]);
  pen.field(30, 700, 535, 60, 'Signed for the Carrier A.P. Moller - Maersk A/S', ['As agent for the Carrier: Maersk Vietnam Ltd.', '', 'This Sea Waybill is not a document of title. Delivery will be made to the Consignee named above.'], 7.5);

  const place3 = (name: string, cc: string) => place(name, null, cc);
  return {
    id: 's3-maersk-swb', type: 'sea_waybill',
    notes: 'Maersk-style SWB: one combined "Kind of Packages; Description of goods; Marks and Numbers; Container No./Seal No." column, container lines inside the goods text, booking no. = B/L no., long boxed captions, places as "CITY, CC", dates "12 Mar 2026".',
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: '262145873', transportDocumentType: 'SWB', isNegotiable: false, bookingReference: '262145873',
      shipper: { ...shipper, address: 'LOT C5-2, TAN UYEN INDUSTRIAL PARK, TAN UYEN CITY, BINH DUONG PROVINCE, VIETNAM' },
      consignee, notifyParties: [notify],
      carrier: { name: 'A.P. Moller - Maersk A/S', scac: 'MAEU' },
      vessel: { name: 'MAERSK HALDEN', imoNumber: null }, voyageNumber: '611W',
      placeOfReceipt: place3('BINH DUONG', 'VN'), portOfLoading: place3('CAI MEP', 'VN'), portOfDischarge: place3('AARHUS', 'DK'), placeOfDelivery: place3('HINNERUP', 'DK'),
      shippedOnBoardDate: onBoard, issueDate: issue, placeOfIssue: 'HO CHI MINH CITY', freightPaymentTerms: 'PREPAID',
      containers: [
        { containerNumber: c1, sealNumbers: ['ML-VN4417826'], sizeType: null, packages: { count: 940, type: 'CARTONS' }, grossWeight: kg(10812.5), volume: m3(68.2) },
        { containerNumber: c2, sealNumbers: ['ML-VN4417851'], sizeType: null, packages: { count: 920, type: 'CARTONS' }, grossWeight: kg(10437.5), volume: m3(67.4) },
      ],
      goods: [{ description: desc, hsCode: '940360', marksAndNumbers: 'NORDHAVN / AARHUS / PO NH-2026-0117 / C/NO. 1-1860', packages: { count: 1860, type: 'CARTONS' }, grossWeight: kg(21250), netWeight: null, volume: m3(135.6) }],
      totalPackages: 1860, totalGrossWeight: kg(21250), totalVolume: m3(135.6),
    },
  };
}

/** 2. Chinese forwarder's house B/L (English), Times, "Shipper's Reference", vessel/voyage in one box, consignee TO ORDER. */
export function chineseHbl(): Doc {
  const pen = new Pen('Times');
  const c1 = cont('TGHU', '881234'), c2 = cont('TCNU', '560917');
  const shipper = party('DONGGUAN LIANSHENG ELECTRIC APPLIANCE CO., LTD.', ["NO. 18 XINGYE ROAD, CHANG'AN TOWN", 'DONGGUAN, GUANGDONG 523850, CHINA'], { taxId: '91441900MA4W2K3L7X', phone: '+86 769 8531 2270' });
  const notify = party('ELECTROHOGAR DEL PACIFICO S.A.C.', ['AV. ARGENTINA 3127, CALLAO 07001', 'PERU'], { taxId: '20512345678', phone: '+51 1 451 2290' });
  const X = 28, W = 539;
  pen.t(X, 36, 'SHENZHEN HAIXING INTERNATIONAL LOGISTICS CO., LTD.', 13, true);
  pen.t(X, 48, 'ROOM 1507, TOWER B, FUTIAN FREE TRADE ZONE, SHENZHEN, CHINA   NVOCC MOC-NV03518', 7.5);
  pen.r(567, 36, 'BILL OF LADING', 14, true);
  pen.r(567, 48, 'ORIGINAL', 9, true);
  const F = (x: number, y: number, w: number, h: number, label: string, lines: string[], size = 8.5) => pen.field(x, y, w, h, label, lines, size, 6);
  F(X, 58, 290, 72, 'SHIPPER', [shipper.name, "NO. 18 XINGYE ROAD, CHANG'AN TOWN", 'DONGGUAN, GUANGDONG 523850, CHINA', 'USCC: 91441900MA4W2K3L7X  TEL: +86 769 8531 2270']);
  F(318, 58, 124, 24, 'B/L NO.', ['HXSZ26030418']);
  F(442, 58, 125, 24, "SHIPPER'S REFERENCE", ['SR-GD-77120']);
  F(318, 82, 249, 24, 'BOOKING NO.', ['YTN2603118']);
  F(318, 106, 249, 24, 'EXPORT REFERENCES', ['CONTRACT LS-EHP-2026-009']);
  F(X, 130, 290, 52, 'CONSIGNEE', ['TO ORDER']);
  F(318, 130, 249, 52, 'FOR DELIVERY OF GOODS PLEASE APPLY TO', ['ANDES CARGO AGENCIA DE ADUANAS S.A.', 'CALLE LAS BEGONIAS 441, SAN ISIDRO, LIMA, PERU', 'TEL: +51 1 612 0040']);
  F(X, 182, 290, 58, 'NOTIFY PARTY', [notify.name, 'AV. ARGENTINA 3127, CALLAO 07001', 'PERU   RUC: 20512345678', 'TEL: +51 1 451 2290']);
  F(318, 182, 124, 29, 'PRE-CARRIAGE BY', ['TRUCK']);
  F(442, 182, 125, 29, 'PLACE OF RECEIPT', ['DONGGUAN, CHINA']);
  F(318, 211, 249, 29, 'OCEAN VESSEL / VOY. NO.', ['CAPE ORIENT / 2611E']);
  F(X, 240, 145, 29, 'PORT OF LOADING', ['YANTIAN, CHINA']);
  F(173, 240, 145, 29, 'PORT OF DISCHARGE', ['CALLAO, PERU']);
  F(318, 240, 124, 29, 'PLACE OF DELIVERY', ['LIMA, PERU']);
  F(442, 240, 125, 29, 'FINAL DESTINATION (MERCHANT REF.)', ['LIMA']);
  // Particulars
  const cols = [
    { title: ['MARKS & NOS.', 'CONTAINER / SEAL NO.'], w: 130 },
    { title: ['NO. OF', 'PKGS'], w: 55, align: 'r' as const },
    { title: ['DESCRIPTION OF GOODS'], w: 210 },
    { title: ['GROSS WEIGHT', '(KGS)'], w: 72, align: 'r' as const },
    { title: ['MEASUREMENT', '(CBM)'], w: 72, align: 'r' as const },
  ];
  pen.c(297, 279, 'PARTICULARS FURNISHED BY SHIPPER', 7, true);
  const marks = 'E.P. / CALLAO / C/NO.1-1980 / MADE IN CHINA';
  const g1 = 'ELECTRIC RICE COOKERS, 1.8L, 220V/60HZ, WITH NON-STICK INNER POT';
  const g2 = 'STAINLESS STEEL ELECTRIC KETTLES 1.7L';
  let y = table(pen, X, 283, cols, [
    [['E.P.', 'CALLAO', 'C/NO.1-1980', 'MADE IN CHINA'], ['1,120 CTNS'], [...wrap(pen, g1, 200, 8), 'HS CODE: 851660'], ['9,184.00'], ['61.60']],
    [[''], ['860 CTNS'], [g2, 'HS CODE: 851679'], ['5,504.00'], ['38.70']],
    [[`${c1}/HX2603881`, `${c2}/HX2603894`], [''], ['2X40HQ CY/CY', 'SHIPPER LOAD COUNT AND SEAL', 'SAID TO CONTAIN'], [''], ['']],
  ], { size: 8, headSize: 7 });
  y = table(pen, X, y + 8, [
    { title: 'CONTAINER NO.', w: 110 }, { title: 'SEAL NO.', w: 90 }, { title: 'TYPE', w: 60 }, { title: 'PACKAGES', w: 93, align: 'r' },
    { title: 'G.W. (KGS)', w: 93, align: 'r' }, { title: 'CBM', w: 93, align: 'r' },
  ], [[[c1], ['HX2603881'], ["40'HQ"], ['1,120 CTNS'], ['9,184.00'], ['61.60']], [[c2], ['HX2603894'], ["40'HQ"], ['860 CTNS'], ['5,504.00'], ['38.70']]], { size: 8, headSize: 6.5 });
  y += 14;
  pen.t(X, y, 'TOTAL: 1,980 CARTONS    14,688.00 KGS    100.30 CBM', 9, true); y += 12;
  pen.t(X, y, 'TOTAL NUMBER OF CONTAINERS OR PACKAGES (IN WORDS): SAY ONE THOUSAND NINE HUNDRED AND EIGHTY CARTONS ONLY', 8); y += 14;
  F(X, y, 180, 28, 'FREIGHT & CHARGES', ['FREIGHT COLLECT']);
  F(208, y, 180, 28, 'FREIGHT PAYABLE AT', ['DESTINATION']);
  F(388, y, 179, 28, 'NUMBER OF ORIGINAL B(S)/L', ['THREE (3)']);
  y += 28;
  F(X, y, 180, 28, 'LADEN ON BOARD THE VESSEL  DATE', ['MAR.08,2026']);
  F(208, y, 180, 28, 'PLACE AND DATE OF ISSUE', ['SHENZHEN   MAR.09,2026']);
  F(388, y, 179, 56, 'SIGNED FOR THE CARRIER', ['SHENZHEN HAIXING INTERNATIONAL', 'LOGISTICS CO., LTD.  AS CARRIER']);
  pen.t(X, y + 40, 'RECEIVED in apparent good order and condition except as otherwise noted ... One of the original Bills of Lading must be', 6);
  pen.t(X, y + 47, 'surrendered duly endorsed in exchange for the goods or delivery order.', 6);
  const p = (name: string, code: string | null, cc: string) => place(name, code, cc);
  return {
    id: 's3-cn-hbl', type: 'bill_of_lading',
    notes: "Chinese forwarder house B/L in Times: SHIPPER'S REFERENCE and EXPORT REFERENCES next to B/L NO. and BOOKING NO., consignee TO ORDER, a delivery agent party beside it, vessel and voyage in one 'OCEAN VESSEL / VOY. NO.' box, dates MAR.08,2026, totals in words, container/seal joined by '/'.",
    pdf: pen.finish(),
    truth: {
      transportDocumentNumber: 'HXSZ26030418', transportDocumentType: 'BOL', isNegotiable: true, bookingReference: 'YTN2603118',
      shipper: { ...shipper, address: "NO. 18 XINGYE ROAD, CHANG'AN TOWN, DONGGUAN, GUANGDONG 523850, CHINA" },
      consignee: 'TO ORDER', notifyParties: [{ ...notify, address: 'AV. ARGENTINA 3127, CALLAO 07001, PERU' }],
      carrier: { name: 'SHENZHEN HAIXING INTERNATIONAL LOGISTICS CO., LTD.', scac: null },
      vessel: { name: 'CAPE ORIENT', imoNumber: null }, voyageNumber: '2611E',
      placeOfReceipt: p('DONGGUAN', null, 'CN'), portOfLoading: p('YANTIAN', null, 'CN'), portOfDischarge: p('CALLAO', null, 'PE'), placeOfDelivery: p('LIMA', null, 'PE'),
      shippedOnBoardDate: '2026-03-08', issueDate: '2026-03-09', placeOfIssue: 'SHENZHEN', numberOfOriginals: 3, freightPaymentTerms: 'COLLECT',
      containers: [
        { containerNumber: c1, sealNumbers: ['HX2603881'], sizeType: null, packages: { count: 1120, type: 'CTNS' }, grossWeight: kg(9184), volume: m3(61.6) },
        { containerNumber: c2, sealNumbers: ['HX2603894'], sizeType: null, packages: { count: 860, type: 'CTNS' }, grossWeight: kg(5504), volume: m3(38.7) },
      ],
      goods: [
        { description: g1, hsCode: '851660', marksAndNumbers: marks, packages: { count: 1120, type: 'CTNS' }, grossWeight: kg(9184), netWeight: null, volume: m3(61.6) },
        { description: g2, hsCode: '851679', marksAndNumbers: null, packages: { count: 860, type: 'CTNS' }, grossWeight: kg(5504), netWeight: null, volume: m3(38.7) },
      ],
      totalPackages: 1980, totalGrossWeight: kg(14688), totalVolume: m3(100.3),
    },
  };
}

/** 3. Brazilian "Ordem de Entrega" (delivery order), Portuguese captions on the left, dd/mm/yyyy, 1.234,567 kg. */
export function brazilOrdemEntrega(): Doc {
  const pen = new Pen('Helvetica');
  const issuedBy = party('NAVEMAR AGENCIAMENTO MARITIMO LTDA.', ['Rua Augusto Severo, 7 - 5o andar', 'Valongo, Santos - SP, 11010-050', 'Brasil'], { taxId: '12.345.678/0001-90', email: 'import.santos@navemar.com.br' });
  const releaseTo = party('COMISSARIA DESPACHOS ALFA LTDA.', ['Av. Conselheiro Nebias, 1022 - sala 81', 'Boqueirao, Santos - SP, 11045-002', 'Brasil'], { taxId: '07.654.321/0001-44' });
  const cs = [
    { n: cont('HLXU', '671204'), t: '45G1', s: 'HLB4471203', v: 880, w: 12480.5 },
    { n: cont('HLBU', '903377'), t: '45G1', s: 'HLB4471288', v: 880, w: 12502.25 },
    { n: cont('UACU', '514862'), t: '22G1', s: 'HLB4471305', v: 880, w: 13429.75 },
  ];
  pen.t(40, 50, 'NAVEMAR', 18, true);
  pen.t(40, 62, 'Agenciamento Maritimo Ltda.  -  Agentes de Hapag-Lloyd AG no Brasil', 7.5);
  pen.ml(40, 74, ['Rua Augusto Severo, 7 - 5o andar', 'Valongo, Santos - SP, 11010-050', 'Brasil', 'CNPJ: 12.345.678/0001-90  -  import.santos@navemar.com.br'], 7.5, 9);
  pen.r(555, 50, 'ORDEM DE ENTREGA', 15, true);
  pen.r(555, 64, '(Delivery Order)', 8);
  pen.box(395, 72, 160, 40);
  pen.t(400, 84, 'No. OE-2026/00418', 10, true);
  pen.t(400, 98, 'Emissao: 05/03/2026', 8.5);
  pen.hl(40, 555, 120, 1);
  let y = 138;
  const row = (label: string, value: string | string[]) => {
    pen.t(40, y, label, 8.5, true);
    const vs = Array.isArray(value) ? value : [value];
    y = pen.ml(180, y, vs, 8.5, 11) + 3;
  };
  row('Liberar para / Release to:', [releaseTo.name, 'Av. Conselheiro Nebias, 1022 - sala 81', 'Boqueirao, Santos - SP, 11045-002', 'Brasil', 'CNPJ: 07.654.321/0001-44']);
  row('Conhecimento (B/L) No.:', 'HLCUNGB260211873');
  row('Navio:', 'RIO BRAVO EXPRESS');
  row('Viagem:', '611S');
  row('Porto de descarga:', 'SANTOS (BRSSZ)');
  row('Data de atracacao (ATA):', '04/03/2026');
  row('Mercadoria:', 'PECAS E ACESSORIOS PARA VEICULOS AUTOMOTORES');
  y += 6;
  pen.t(40, y, 'Conteineres', 10, true); y += 6;
  y = table(pen, 40, y, [
    { title: 'Conteiner', w: 120 }, { title: 'Tipo (ISO)', w: 70, align: 'c' }, { title: 'Lacre', w: 100 },
    { title: 'Volumes', w: 90, align: 'r' }, { title: 'Peso bruto (kg)', w: 135, align: 'r' },
  ], cs.map((c) => [[c.n], [c.t], [c.s], [`${eu(c.v, 0)} CX`], [eu(c.w, 3)]]), { size: 8.5, headSize: 7.5, shade: true });
  pen.t(44, y + 12, 'TOTAL', 8.5, true);
  pen.r(451, y + 12, `${eu(2640, 0)} CX`, 8.5, true);
  pen.r(551, y + 12, eu(38412.5, 3), 8.5, true);
  y += 34;
  row('Free time ate:', '18/03/2026 (armazenagem e demurrage a partir de 19/03/2026)');
  row('Local de retirada:', ['BTP - Brasil Terminal Portuario', 'Av. Eng. Augusto Barata, s/n - Alemoa, Santos - SP']);
  row('Local de entrega:', ['CLIA Campinas - Recinto Alfandegado', 'Rod. Santos Dumont km 66, Campinas - SP']);
  y += 8;
  pen.ml(40, y, ['A presente Ordem de Entrega somente sera valida mediante apresentacao do Conhecimento original endossado ou', 'liberacao eletronica, comprovante de pagamento do frete e taxas locais, e Declaracao de Importacao desembaracada.'], 7.5, 10);
  pen.hl(360, 555, 760); pen.c(457, 772, 'NAVEMAR Agenciamento Maritimo Ltda.', 7.5); pen.c(457, 782, 'p.p. Departamento de Importacao', 7);
  return {
    id: 's3-br-ordem-entrega', type: 'delivery_order',
    notes: 'Brazilian Ordem de Entrega: Portuguese captions left of values without accents, number in a box beside "Emissao", ISO size types in their own column, dd/mm/yyyy, Brazilian numbers (2.640 packages, 38.412,500 kg), free-time date followed by explanatory text.',
    pdf: pen.finish(),
    truth: {
      deliveryOrderNumber: 'OE-2026/00418', issueDate: '2026-03-05', issuedBy, releaseTo,
      billOfLadingNumber: 'HLCUNGB260211873', vessel: 'RIO BRAVO EXPRESS', voyageNumber: '611S',
      portOfDischarge: place('SANTOS', 'BRSSZ', 'BR'), arrivalDate: '2026-03-04',
      containers: cs.map((c) => ({ containerNumber: c.n, sizeType: c.t, sealNumbers: [c.s] })),
      totalPackages: 2640, totalGrossWeight: kg(38412.5), lastFreeDay: '2026-03-18',
      pickupLocation: 'BTP - Brasil Terminal Portuario, Av. Eng. Augusto Barata, s/n - Alemoa, Santos - SP',
      deliveryLocation: 'CLIA Campinas - Recinto Alfandegado, Rod. Santos Dumont km 66, Campinas - SP',
    },
  };
}

/** 4. Three-page Caribbean feeder cargo manifest, dotted leaders, LBS and CFT, header repeated per page. */
export function caribManifest(): Doc {
  const pen = new Pen('Courier');
  let seed = 20260310;
  const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  const pick = <T,>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  const shippers = ['JAMAICA BAUXITE EXPORTS LTD', 'BLUE MOUNTAIN COFFEE TRADERS', 'KINGSTON RUM DISTILLERS LIMITED', 'ST. ELIZABETH AGRO PRODUCE CO-OP', 'SPANISH TOWN GARMENT WORKS', 'PORTMORE PACKAGING LIMITED', 'MONTEGO BAY CRAFT EXPORTERS', 'CARIBBEAN SPICE & SAUCE CO. LTD'];
  const consignees = ['SUNSHINE STATE IMPORTS INC', 'BISCAYNE BEVERAGE DISTRIBUTORS LLC', 'DORAL FOOD SERVICE CORP', 'HIALEAH TEXTILE WHOLESALE INC', 'PORT EVERGLADES TRADING CO', 'LITTLE HAVANA GROCERS LLC', 'CORAL GABLES HOME GOODS INC'];
  const goods: Array<[string, string]> = [['ROASTED COFFEE BEANS IN JUTE BAGS', 'BAGS'], ['JAMAICAN RUM IN GLASS BOTTLES', 'CASES'], ['HOT PEPPER SAUCE', 'CARTONS'], ['ALUMINA SAMPLES', 'DRUMS'],
    ['COTTON WORK SHIRTS', 'CARTONS'], ['CORRUGATED BOXES, FLAT PACKED', 'PALLETS'], ['WOODEN HANDICRAFTS', 'CRATES'], ['ALLSPICE (PIMENTO), DRIED', 'BAGS'], ['COCONUT WATER IN CANS', 'PALLETS'], ['YAM AND DASHEEN, FRESH', 'CARTONS']];
  const entries = Array.from({ length: 26 }, (_, i) => {
    const [desc, type] = pick(goods);
    const count = 10 + Math.floor(rnd() * 890);
    const nc = rnd() < 0.2 ? 2 : 1;
    const containers = Array.from({ length: nc }, () => cont(pick(['SEGU', 'CMAU', 'TCLU', 'ZCSU', 'CRXU']), String(100000 + Math.floor(rnd() * 899999))));
    return {
      bl: `KFS26${String(1101 + i * 7)}`, shipper: pick(shippers), consignee: pick(consignees), count, type, desc,
      lbs: Math.round(count * (20 + rnd() * 60)), cft: Math.round(count * (1 + rnd() * 3)), containers,
    };
  });
  const header = (page: number, pages: number) => {
    pen.c(297, 40, 'CARIBBEAN FEEDER SERVICES LTD.', 12, true);
    pen.c(297, 52, '2 PORT ROYAL STREET, KINGSTON, JAMAICA', 7.5);
    pen.c(297, 70, 'CARGO MANIFEST', 13, true);
    pen.r(565, 40, `PAGE ${page} OF ${pages}`, 7.5);
  };
  const cols = [
    { title: ['B/L NO.'], w: 62 }, { title: ['SHIPPER'], w: 92 }, { title: ['CONSIGNEE'], w: 92 }, { title: ['CONTAINER NO.'], w: 76 },
    { title: ['NO. &', 'KIND PKGS'], w: 62 }, { title: ['DESCRIPTION'], w: 85 }, { title: ['GROSS WT', '(LBS)'], w: 52, align: 'r' as const }, { title: ['MEAS.', '(CFT)'], w: 42, align: 'r' as const },
  ];
  const rowOf = (e: (typeof entries)[number]) => [[e.bl], wrap(pen, e.shipper, 86, 7), wrap(pen, e.consignee, 86, 7), e.containers, [String(e.count), e.type], wrap(pen, e.desc, 80, 7), [us(e.lbs, 0)], [us(e.cft, 0)]];
  const chunks = [entries.slice(0, 8), entries.slice(8, 18), entries.slice(18)];
  chunks.forEach((chunk, pi) => {
    if (pi > 0) pen.page();
    header(pi + 1, 3);
    let y: number;
    if (pi === 0) {
      const rows: Array<[string, string]> = [['Manifest No.', 'KFS-MIA-2611'], ['Vessel', 'CARIB VOYAGER'], ['Voyage No.', '2611N'], ['Flag', 'ANTIGUA & BARBUDA'],
        ['Mode of Transport', 'SEA'], ['Port of Loading', 'KINGSTON, JAMAICA (JMKIN)'], ['Port of Discharge', 'MIAMI, FL, U.S.A. (USMIA)'], ['Date of Departure', '10/03/2026'], ['Manifest Date', '10/03/2026']];
      y = 92;
      for (const [k, v] of rows) { leader(pen, 30, y, k, 170, v, 8.5); y += 12; }
      y += 6;
    } else {
      pen.t(30, 90, 'VESSEL: CARIB VOYAGER   VOY: 2611N   (CONTINUED)', 8);
      y = 98;
    }
    y = table(pen, 16, y, cols, chunk.map(rowOf), { size: 7, headSize: 6.5, vlines: true });
    if (pi === 2) {
      const tl = entries.reduce((a, e) => a + e.lbs, 0), tc = entries.reduce((a, e) => a + e.cft, 0), tp = entries.reduce((a, e) => a + e.count, 0);
      y += 16;
      leader(pen, 30, y, 'Total Bills of Lading', 200, String(entries.length)); y += 12;
      leader(pen, 30, y, 'Total Packages', 200, us(tp, 0)); y += 12;
      leader(pen, 30, y, 'Total Gross Weight', 200, `${us(tl, 0)} LBS`); y += 12;
      leader(pen, 30, y, 'Total Measurement', 200, `${us(tc, 0)} CFT`); y += 30;
      pen.t(30, y, 'Master: Capt. R. D. Ellington', 8); pen.t(330, y, 'Agent: Caribbean Feeder Services Ltd.', 8);
    }
  });
  return {
    id: 's3-carib-manifest', type: 'shipping_manifest',
    notes: 'Three-page Courier cargo manifest: header fields as dotted leaders ("Vessel ........ : "), decoy "Date of Departure" next to "Manifest Date", 26 entries split over pages with the column header repeated, names wrapped over two lines, some entries with two containers, weights in LBS and volumes in CFT, totals in dotted leaders on page 3.',
    pdf: pen.finish(),
    truth: {
      manifestNumber: 'KFS-MIA-2611', transportMode: 'SEA', vessel: 'CARIB VOYAGER', voyageNumber: '2611N', flightNumber: null,
      portOfLoading: place('KINGSTON', 'JMKIN', 'JM'), portOfDischarge: place('MIAMI', 'USMIA', 'US'), date: '2026-03-10',
      entries: entries.map((e) => ({
        billOfLadingNumber: e.bl, airWaybillNumber: null, shipper: nameOnly(e.shipper), consignee: nameOnly(e.consignee),
        packages: { count: e.count, type: e.type }, description: e.desc, grossWeight: lb(e.lbs), containerNumbers: e.containers,
      })),
    },
  };
}
void imo; void words; void m3;
