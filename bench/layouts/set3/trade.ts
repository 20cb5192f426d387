/** Set 3: air waybill, packing lists, invoices, freight invoice, certificate of origin. */
import { Pen, cont, awb, party, place, kg, m3, us, eu, sp, indian, d, wrap, table, words, wordsIndian, round, sum, type Doc } from './lib3.ts';

/** 5. Lufthansa Cargo-style master AWB, Vienna via Frankfurt to Bogota, volumetric chargeable weight. */
export function lufthansaAwb(): Doc {
  const pen = new Pen('Helvetica');
  const no = awb('020', '5518304');
  const shipper = party('Alpenglas Kristall GmbH', ['Industriestraße 12', '6130 Schwaz', 'Austria'], { phone: '+43 5242 61 880' });
  const consignee = party('Distribuidora Andina de Cristaleria S.A.S.', ['Calle 26 # 92-32, Bodega 7', 'Bogotá D.C.', 'Colombia'], { taxId: '900.412.377-5' });
  const [pfx, rest] = no.split('-');
  pen.t(30, 34, `${pfx}  VIE  ${rest}`, 12, true);
  pen.r(565, 34, no, 12, true);
  const F = (x: number, y: number, w: number, h: number, l: string, v: string[], s = 8) => pen.field(x, y, w, h, l, v, s, 5.5);
  F(30, 42, 270, 64, "Shipper's Name and Address", [shipper.name, 'Industriestraße 12', '6130 Schwaz', 'Austria', 'Tel. +43 5242 61 880']);
  pen.box(300, 42, 265, 64, 0.5);
  pen.t(306, 56, 'Not Negotiable', 7); pen.t(306, 70, 'Air Waybill', 11, true); pen.t(306, 80, 'issued by', 6.5);
  pen.t(380, 70, 'Lufthansa Cargo AG', 11, true); pen.t(380, 80, 'Frankfurt am Main, Germany', 7);
  F(30, 106, 270, 64, "Consignee's Name and Address", [consignee.name, 'Calle 26 # 92-32, Bodega 7', 'Bogotá D.C.', 'Colombia', 'NIT 900.412.377-5']);
  F(300, 106, 265, 64, 'Accounting Information', ['FREIGHT PREPAID', 'NOTIFY: SAME AS CONSIGNEE']);
  F(30, 170, 270, 40, "Issuing Carrier's Agent Name and City", ['Tiroler Luftfracht Spedition GmbH', 'Vienna']);
  F(30, 210, 135, 24, "Agent's IATA Code", ['14-4 7712']);
  F(165, 210, 135, 24, 'Account No.', ['0011']);
  F(300, 170, 265, 64, 'Reference Number / Optional Shipping Information', ['TLS-VIE-26-03381']);
  F(30, 234, 270, 24, 'Airport of Departure (Addr. of First Carrier) and Requested Routing', ['VIENNA (VIE)']);
  F(30, 258, 40, 24, 'to', ['FRA']); F(70, 258, 60, 24, 'By First Carrier', ['LH']);
  F(130, 258, 40, 24, 'to', ['BOG']); F(170, 258, 30, 24, 'by', ['LH']);
  F(200, 258, 30, 24, 'to', []); F(230, 258, 30, 24, 'by', []); F(260, 258, 40, 24, 'Currency', ['EUR']);
  F(300, 234, 40, 48, 'CHGS Code', ['PP']);
  F(340, 234, 50, 48, 'WT/VAL PPD', ['X']); F(390, 234, 35, 48, 'Other PPD', ['X']);
  F(425, 234, 70, 48, 'Declared Value for Carriage', ['NVD']); F(495, 234, 70, 48, 'Declared Value for Customs', ['NCV']);
  F(30, 282, 135, 24, 'Airport of Destination', ['BOGOTA (BOG)']);
  pen.field(165, 282, 135, 24, 'Requested Flight/Date', ['LH1237/12MAR26   LH542/12MAR26'], 7, 5.5);
  F(300, 282, 90, 24, 'Amount of Insurance', ['XXX']);
  F(390, 282, 175, 24, 'INSURANCE', ['If carrier offers insurance ...'], 6);
  F(30, 306, 535, 30, 'Handling Information', ['FRAGILE - DO NOT STACK', 'SCI: X'], 8);
  // rate description
  const cols = [
    { title: ['No. of', 'Pieces', 'RCP'], w: 40, align: 'r' as const }, { title: ['Gross', 'Weight'], w: 55, align: 'r' as const }, { title: ['kg', 'lb'], w: 18, align: 'c' as const },
    { title: ['Rate Class'], w: 34, align: 'c' as const }, { title: ['Commodity', 'Item No.'], w: 45 }, { title: ['Chargeable', 'Weight'], w: 58, align: 'r' as const },
    { title: ['Rate', '/ Charge'], w: 45, align: 'r' as const }, { title: ['Total'], w: 70, align: 'r' as const }, { title: ['Nature and Quantity of Goods', '(incl. Dimensions or Volume)'], w: 170 },
  ];
  const y0 = table(pen, 30, 340, cols, [
    [['14'], ['1286.5'], ['K'], ['Q'], [''], ['1904.0'], ['3.85'], ['7,330.40'], ['CRYSTAL GLASSWARE', 'DIMS: 14 PCS 120X80X85 CM', 'VOL: 11.424 M3', '', '']],
    [['14'], ['1286.5'], [''], [''], [''], [''], [''], ['7,330.40'], ['']],
  ], { size: 8, headSize: 6 });
  let y = y0 + 6;
  const L = (x: number, label: string, v: string) => { pen.field(x, y, 130, 24, label, [v], 8, 5.5); };
  L(30, 'Prepaid   Weight Charge', '7,330.40'); L(160, 'Collect', ''); pen.field(290, y, 275, 48, 'Other Charges', ['AWC 25.00', 'MYC 1,142.40   SCC 285.60'], 8, 5.5); y += 24;
  L(30, 'Valuation Charge', ''); L(160, '', ''); y += 24;
  L(30, 'Tax', ''); L(160, '', ''); pen.field(290, y, 275, 48, '', ['Shipper certifies that the particulars on the face hereof are correct', '', 'Alpenglas Kristall GmbH'], 7, 5.5); y += 24;
  L(30, 'Total Other Charges Due Agent', '25.00'); L(160, '', ''); y += 24;
  L(30, 'Total Other Charges Due Carrier', '1,428.00'); L(160, '', ''); y += 24;
  L(30, 'Total Prepaid', '8,783.40'); L(160, 'Total Collect', '');
  pen.field(290, y, 275, 48, 'Executed on (date)          at (place)          Signature of Issuing Carrier or its Agent', ['12MAR2026        VIENNA', 'Tiroler Luftfracht Spedition GmbH as agent for Lufthansa Cargo AG'], 7.5, 5.5); y += 24;
  L(30, 'Currency Conversion Rates', ''); L(160, 'CC Charges in Dest. Currency', '');
  pen.t(30, y + 40, 'ORIGINAL 3 (FOR SHIPPER)', 8, true); pen.r(565, y + 40, no, 12, true);
  return {
    id: 's3-lh-awb', type: 'air_waybill',
    notes: 'Lufthansa Cargo-style IATA master AWB: two-leg routing in to/by boxes, flight/date as LH1237/12MAR26, execution 12MAR2026, chargeable (volumetric) weight above gross, dimension lines under the goods nature, other charges as AWC/MYC/SCC code-amount pairs, agent IATA code with a separate account no., addresses with ß and á.',
    pdf: pen.finish(),
    truth: {
      airWaybillNumber: no, isHouse: false, masterAirWaybillNumber: null, shipper, consignee,
      issuingCarrierAgent: { name: 'Tiroler Luftfracht Spedition GmbH', iataCode: '1447712', city: 'Vienna' },
      airportOfDeparture: place('VIENNA', null, null, 'VIE'), airportOfDestination: place('BOGOTA', null, null, 'BOG'),
      routing: [{ to: 'FRA', carrier: 'LH' }, { to: 'BOG', carrier: 'LH' }],
      flights: [{ flightNumber: 'LH1237', date: '2026-03-12' }, { flightNumber: 'LH542', date: '2026-03-12' }],
      pieces: 14, grossWeight: kg(1286.5), chargeableWeight: kg(1904), rateClass: 'Q', rate: 3.85, totalCharge: 7330.4, currency: 'EUR', chargesCode: 'PP',
      declaredValueForCarriage: 'NVD', declaredValueForCustoms: 'NCV',
      otherCharges: [{ code: 'AWC', amount: 25 }, { code: 'MYC', amount: 1142.4 }, { code: 'SCC', amount: 285.6 }],
      totalPrepaid: 8783.4, natureAndQuantityOfGoods: 'CRYSTAL GLASSWARE', handlingInformation: 'FRAGILE - DO NOT STACK',
      executionDate: '2026-03-12', placeOfExecution: 'VIENNA',
    },
  };
}

/** 6. Dutch packing list (Paklijst): Colli, Omschrijving, Bruto gewicht; decimal comma; dd-mm-yyyy; captions left with colons. */
export function dutchPaklijst(): Doc {
  const pen = new Pen('Helvetica');
  const shipper = party('Van der Meulen Kaasexport B.V.', ['Industrieweg 44', '2651 BC Berkel en Rodenrijs', 'Nederland'], { taxId: 'NL815342907B01', phone: '+31 10 511 4020' });
  const consignee = party('Fromagerie Saint-Laurent Inc.', ['1450 rue Notre-Dame Ouest', 'Montréal QC H3C 1K8', 'Canada'], { email: 'achats@fromagerie-stlaurent.ca' });
  const c = cont('MSDU', '730418');
  const pk = [
    { marks: 'FSL 1-12', type: 'PALLETS', count: 12, desc: 'Goudse kaas 48+, hele kazen, ca. 12 kg', hs: '040690', net: 5760, gross: 6312.0, dim: [120, 100, 160], vol: 23.04 },
    { marks: 'FSL 13-18', type: 'PALLETS', count: 6, desc: 'Edammer kaas 40+, bollen 1,7 kg, in rode was', hs: '040690', net: 2856.6, gross: 3142.2, dim: [120, 80, 150], vol: 8.64 },
    { marks: 'FSL 19-20', type: 'PALLETS', count: 2, desc: 'Oude Leidse komijnekaas, gerijpt', hs: '040690', net: 744.5, gross: 835.8, dim: [120, 80, 120], vol: 2.3 },
  ];
  pen.t(40, 50, 'VAN DER MEULEN', 16, true); pen.t(40, 62, 'Kaasexport B.V.', 10);
  pen.ml(40, 76, ['Industrieweg 44', '2651 BC Berkel en Rodenrijs', 'Nederland', 'BTW-nr: NL815342907B01   Tel: +31 10 511 4020'], 8, 10);
  pen.r(555, 52, 'PAKLIJST', 20, true);
  const kv = (x: number, y: number, k: string, v: string) => { pen.t(x, y, k, 8.5); pen.t(x + 92, y, `: ${v}`, 8.5); };
  kv(340, 80, 'Paklijstnummer', 'PL-26-0392'); kv(340, 92, 'Datum', '11-03-2026'); kv(340, 104, 'Factuurnummer', 'VF2026-0417'); kv(340, 116, 'Uw ordernummer', 'FSL-PO-88123');
  pen.box(40, 130, 250, 72); pen.t(44, 140, 'Geadresseerde:', 7, true);
  pen.ml(44, 152, [consignee.name, '1450 rue Notre-Dame Ouest', 'Montréal QC H3C 1K8', 'Canada', 'achats@fromagerie-stlaurent.ca'], 8.5, 10);
  let y = 142;
  for (const [k, v] of [['Schip', 'NORTHERN JUVENILE'], ['Laadhaven', 'Rotterdam (NLRTM)'], ['Loshaven', 'Montréal (CAMTR)'], ['Container', `${c}  (40' reefer, +4 °C)`], ['Zegel', 'NL3318204']]) { kv(310, y, k, v); y += 12; }
  const rows = pk.map((p, i) => [[String(i + 1)], [p.marks], [String(p.count), 'pallets'], wrap(pen, p.desc, 130, 8), [p.hs], [eu(p.net, 1)], [eu(p.gross, 1)], [`${p.dim.join(' x ')}`], [eu(p.vol, 2)]]);
  y = table(pen, 40, 214, [
    { title: ['Pos.'], w: 24 }, { title: ['Merken'], w: 52 }, { title: ['Colli'], w: 40, align: 'r' }, { title: ['Omschrijving'], w: 136 }, { title: ['GN-code'], w: 46 },
    { title: ['Netto', 'gewicht kg'], w: 54, align: 'r' }, { title: ['Bruto', 'gewicht kg'], w: 54, align: 'r' }, { title: ['Afmetingen', 'per colli (cm)'], w: 61 }, { title: ['Volume', 'm³'], w: 48, align: 'r' },
  ], rows, { size: 8, headSize: 7, shade: true });
  const tN = sum(pk.map((p) => p.net), 1), tG = sum(pk.map((p) => p.gross), 1), tV = sum(pk.map((p) => p.vol), 2);
  y += 14;
  pen.t(44, y, 'Totaal', 8.5, true); pen.r(156, y, '20', 8.5, true); pen.r(354, y, eu(tN, 1), 8.5, true); pen.r(408, y, eu(tG, 1), 8.5, true); pen.r(551, y, eu(tV, 2), 8.5, true);
  y += 28;
  pen.ml(40, y, ['Totaal aantal colli: 20 (twintig) pallets', `Totaal netto gewicht: ${eu(tN, 1)} kg`, `Totaal bruto gewicht: ${eu(tG, 1)} kg`, 'Gekoeld vervoer, temperatuur +4 °C. Niet stapelen.'], 8.5, 12);
  pen.t(40, 790, 'Berkel en Rodenrijs, 11-03-2026', 8);
  return {
    id: 's3-nl-paklijst', type: 'packing_list',
    notes: 'Dutch Paklijst: Colli / Omschrijving / Netto- en Bruto gewicht columns with two-line headers, GN-code column, decimal comma (6.312,0), dimensions "120 x 100 x 160" per colli, "Datum : 11-03-2026" with spaced colons, container line carrying a reefer note, consignee boxed with a caption above.',
    pdf: pen.finish(),
    truth: {
      packingListNumber: 'PL-26-0392', date: '2026-03-11', invoiceNumber: 'VF2026-0417', orderNumber: 'FSL-PO-88123',
      shipper, consignee, portOfLoading: place('Rotterdam', 'NLRTM', 'NL'), portOfDischarge: place('Montréal', 'CAMTR', 'CA'), vessel: 'NORTHERN JUVENILE',
      containers: [{ containerNumber: c, sealNumbers: ['NL3318204'] }],
      packages: pk.map((p) => ({ marks: p.marks, type: 'PALLETS', count: p.count, description: p.desc, hsCode: p.hs, netWeight: kg(p.net), grossWeight: kg(p.gross),
        dimensions: { length: p.dim[0], width: p.dim[1], height: p.dim[2], unit: 'cm' }, volume: m3(p.vol) })),
      totalPackages: 20, totalNetWeight: kg(tN), totalGrossWeight: kg(tG), totalVolume: m3(tV),
    },
  };
}

/** Italian words for an integer (for "Diconsi euro ..."). */
function italianWords(n: number): string {
  const U = ['', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici', 'tredici', 'quattordici', 'quindici', 'sedici', 'diciassette', 'diciotto', 'diciannove'];
  const T = ['', '', 'venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'];
  const b100 = (x: number) => { if (x < 20) return U[x]; const t = T[Math.floor(x / 10)], u = x % 10; return (u === 1 || u === 8 ? t.slice(0, -1) : t) + U[u]; };
  const b1000 = (x: number) => { const h = Math.floor(x / 100), r = x % 100; return (h ? (h === 1 ? 'cento' : U[h] + 'cento') : '') + b100(r); };
  const th = Math.floor(n / 1000), r = n % 1000;
  return (th ? (th === 1 ? 'mille' : b1000(th) + 'mila') : '') + b1000(r);
}

/** 7. Italian commercial invoice over two pages: decimal comma, Codice doganale, totals and words on page 2. */
export function italianFattura(): Doc {
  const pen = new Pen('Helvetica');
  const vendor = party('Lanificio Val Bisenzio S.r.l.', ['Via Bologna, 212', '59100 Prato (PO)', 'Italia'], { taxId: 'IT02418760975', phone: '+39 0574 612330', email: 'amministrazione@lanificiovb.it' });
  const customer = party('Tuchhandel Aare AG', ['Bahnhofstrasse 41', '5000 Aarau', 'Svizzera'], { taxId: 'CHE-112.345.678 MWST' });
  const base = [
    ['Flanella pettinata 100% lana merino, grigio melange, alt. 150 cm', '51121100', 'm', 412.5, 18.9],
    ['Tessuto loden cardato 100% lana, verde bosco, alt. 150 cm', '51111100', 'm', 236.0, 16.4],
    ['Gabardine lana vergine e cashmere 95/5, blu navy', '51121900', 'm', 185.75, 31.2],
    ['Tweed cardato spigato, marrone/beige, alt. 155 cm', '51111900', 'm', 320.0, 14.75],
    ['Jersey di lana merino, nero, alt. 170 cm', '60063200', 'kg', 96.4, 42.0],
    ['Cappotto panno double-face, cammello', '51112000', 'm', 150.0, 27.8],
    ['Fresco lana super 110s, antracite', '51121100', 'm', 508.25, 17.35],
    ['Flanella cardata, grigio scuro', '51111100', 'm', 274.0, 13.9],
    ['Tessuto principe di Galles lana/seta 90/10, grigio/azzurro, alt. 150 cm, finissaggio antipiega', '51121900', 'm', 142.5, 35.6],
    ['Velluto di lana, bordeaux', '51113000', 'm', 88.0, 22.45],
  ] as const;
  const extra = [['Cheviot cardato, blu', '51111100', 'm', 210.0, 15.1], ['Pied-de-poule lana merino, bianco/nero', '51121100', 'm', 198.5, 19.8],
    ['Mohair e lana 30/70, grigio perla', '51131000', 'm', 64.0, 48.5], ['Flanella stretch lana/elastan 97/3, blu', '51123000', 'm', 231.0, 21.25],
    ['Tessuto spinato (herringbone), antracite', '51111900', 'm', 176.0, 16.95], ['Campionario tessuti (cartelle colori)', '48209000', 'pz', 25, 4.5]] as const;
  const lines = [...base, ...extra].map(([desc, hs, um, q, p], i) => ({ code: `LVB-${String(2101 + i * 3)}`, desc, hs, um, q, p, tot: round(q * p, 2) }));
  const subtotal = sum(lines.map((l) => l.tot));
  const cols = [
    { title: 'Cod. art.', w: 52 }, { title: 'Descrizione', w: 178 }, { title: ['Codice', 'doganale'], w: 52 }, { title: 'U.M.', w: 28, align: 'c' as const },
    { title: 'Quantità', w: 55, align: 'r' as const }, { title: ['Prezzo', 'unitario'], w: 55, align: 'r' as const }, { title: 'Importo', w: 95, align: 'r' as const },
  ];
  const rowOf = (l: (typeof lines)[number]) => [[l.code], wrap(pen, l.desc, 172, 8), [l.hs], [l.um], [eu(l.q, l.um === 'pz' ? 0 : 2)], [eu(l.p, 2)], [eu(l.tot, 2)]];
  const head = (page: number) => {
    pen.t(40, 48, 'LANIFICIO VAL BISENZIO', 15, true); pen.t(40, 60, 'S.r.l. - dal 1952', 8);
    pen.ml(40, 74, ['Via Bologna, 212 - 59100 Prato (PO) - Italia', 'P.IVA / VAT: IT02418760975', 'Tel. +39 0574 612330 - amministrazione@lanificiovb.it'], 7.5, 9);
    pen.r(555, 48, 'FATTURA COMMERCIALE', 13, true); pen.r(555, 60, 'Commercial invoice', 8); pen.r(555, 74, `Pagina ${page} di 2`, 7.5);
  };
  head(1);
  pen.field(320, 90, 235, 70, 'Spett.le / Destinatario', [customer.name, 'Bahnhofstrasse 41', '5000 Aarau', 'Svizzera', 'UID: CHE-112.345.678 MWST'], 8.5, 6);
  let y = 112;
  for (const [k, v] of [['Fattura n.', '0318/2026'], ['Data', '16/03/2026'], ['Vs. ordine', 'AA-5521 del 02/02/2026'], ['Resa', 'FCA Prato (Incoterms 2020)'], ['Pagamento', 'Bonifico bancario 60 gg d.f.'], ['Scadenza', '15/05/2026'], ['Valuta', 'EUR']]) {
    pen.t(40, y, k, 8, true); pen.t(110, y, v, 8); y += 11;
  }
  table(pen, 40, 196, cols, lines.slice(0, 11).map(rowOf), { size: 8, headSize: 7, shade: true, hlines: false });
  pen.r(555, 800, 'segue a pagina 2 ...', 7.5);
  pen.page(); head(2);
  pen.t(40, 104, 'Fattura n. 0318/2026 del 16/03/2026 - segue', 8.5, true);
  y = table(pen, 40, 112, cols, lines.slice(11).map(rowOf), { size: 8, headSize: 7, shade: true, hlines: false });
  y += 16;
  const tot = (k: string, v: string, b = false) => { pen.t(360, y, k, 8.5, b); pen.r(555, y, v, 8.5, b); y += 13; };
  tot('Imponibile', eu(subtotal)); tot('IVA 0% (non imponibile art. 8 c.1 lett. a DPR 633/72)', '0,00'); tot('TOTALE FATTURA EUR', eu(subtotal), true);
  const cents = Math.round((subtotal % 1) * 100);
  y += 6;
  pen.t(40, y, `Diconsi euro ${italianWords(Math.floor(subtotal))}/${String(cents).padStart(2, '0')}`, 8.5, true); y += 20;
  pen.ml(40, y, ['Origine della merce: ITALIA', 'Coordinate bancarie: Banca Toscana Credito - IBAN IT60 X054 2811 1010 0000 0123 456 - BIC BTCRIT3P',
    'Peso netto kg 2.418,6 - Peso lordo kg 2.602,0 - Colli 38 rotoli', '', "Il sottoscritto esportatore dichiara che le merci di cui alla presente fattura sono di origine preferenziale UE."], 8, 11);
  return {
    id: 's3-it-fattura', type: 'invoice',
    notes: 'Italian Fattura commerciale on 2 pages: 16 lines split 11/5 with the header repeated and "segue", Codice doganale column, Quantità with decimal comma (1.234,56), some descriptions wrap, no row rules, VAT 0% with legal note, total in Italian words ("Diconsi euro ..."), IBAN with spaces, key/value captions left without colons.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: '0318/2026', invoiceDate: '2026-03-16', dueDate: '2026-05-15', currency: 'EUR', vendor, customer,
      lineItems: lines.map((l) => ({ description: l.desc, quantity: l.q, unitPrice: l.p, total: l.tot, hsCode: l.hs })),
      subtotal, taxRate: 0, taxAmount: 0, totalAmount: subtotal, paymentTerms: 'Bonifico bancario 60 gg d.f.',
      purchaseOrderNumber: 'AA-5521', incoterms: { rule: 'FCA', place: 'Prato' }, countryOfOrigin: 'IT',
      bankDetails: { iban: 'IT60X0542811101000000123456', bic: 'BTCRIT3P', accountNumber: null },
    },
  };
}

/** 8. Spanish freight invoice (Factura de flete): long Spanish date, 1.234,56, IVA 21%. */
export function spanishFlete(): Doc {
  const pen = new Pen('Times');
  const vendor = party('Transitarios Levante Cargo S.L.', ['Avda. del Puerto, 332', '46024 Valencia', 'España'], { taxId: 'B97345612', email: 'facturacion@levantecargo.es' });
  const customer = party('Cerámicas del Turia S.A.', ['Polígono Industrial Sector 13, parcela 8', '12200 Onda (Castellón)', 'España'], { taxId: 'A12045678' });
  const c1 = cont('MEDU', '418702'), c2 = cont('MSMU', '229315');
  const ch = [
    ['OFR', 'Flete marítimo Valencia - Veracruz', 'POR CONTENEDOR', 2, 1640],
    ['BAF', 'Recargo por combustible (BAF)', 'POR CONTENEDOR', 2, 385],
    ['THC', 'Manipulación en terminal origen (THC)', 'POR CONTENEDOR', 2, 212.5],
    ['ISPS', 'Tasa de seguridad ISPS', 'POR CONTENEDOR', 2, 14],
    ['DOC', 'Emisión conocimiento de embarque', 'POR B/L', 1, 65],
  ] as const;
  const charges = ch.map(([code, description, basis, quantity, rate]) => ({ code, description, basis, quantity, rate, amount: round(quantity * rate), currency: 'EUR' }));
  const subtotal = sum(charges.map((c) => c.amount)), tax = round(subtotal * 0.21), total = round(subtotal + tax);
  pen.t(40, 50, 'LEVANTE CARGO', 18, true); pen.t(40, 62, 'Transitarios Levante Cargo S.L.', 9);
  pen.ml(40, 74, ['Avda. del Puerto, 332 - 46024 Valencia (España)', 'CIF: B97345612 - facturacion@levantecargo.es'], 8, 10);
  pen.box(330, 40, 225, 58); pen.c(442, 56, 'FACTURA DE FLETE', 13, true);
  pen.t(338, 72, 'Nº factura:', 9); pen.t(410, 72, 'FL-2026-001187', 9, true);
  pen.t(338, 86, 'Valencia, 16 de marzo de 2026', 9);
  pen.t(40, 112, 'CLIENTE', 8, true); pen.hl(40, 280, 115);
  pen.ml(40, 126, [customer.name, 'Polígono Industrial Sector 13, parcela 8', '12200 Onda (Castellón)', 'España', 'NIF: A12045678'], 9, 11);
  pen.t(320, 112, 'DATOS DEL EMBARQUE', 8, true); pen.hl(320, 555, 115);
  let y = 126;
  for (const [k, v] of [['B/L nº', 'MEDUV4417706'], ['Reserva (booking)', 'EBKG0941177'], ['Buque / viaje', 'MSC ILONA / FV611W'], ['Origen', 'Valencia (ESVLC)'], ['Destino', 'Veracruz, México (MXVER)'], ['Contenedores', `${c1}, ${c2}`], ['Mercancía', 'Baldosas cerámicas - 2 x 20\' DV']]) {
    pen.t(320, y, k, 8.5); pen.t(405, y, v, 8.5); y += 11;
  }
  y = table(pen, 40, 212, [
    { title: 'Código', w: 40 }, { title: 'Concepto', w: 175 }, { title: 'Base', w: 85 }, { title: 'Cantidad', w: 50, align: 'r' }, { title: 'Tarifa', w: 55, align: 'r' },
    { title: 'Divisa', w: 35, align: 'c' }, { title: 'Importe', w: 75, align: 'r' },
  ], charges.map((c) => [[c.code], [c.description], [c.basis], [String(c.quantity)], [eu(c.rate)], ['EUR'], [eu(c.amount)]]), { size: 9, headSize: 8, shade: true });
  y += 16;
  const t = (k: string, v: string, b = false) => { pen.t(350, y, k, 9, b); pen.r(551, y, v, 9, b); y += 13; };
  t('Base imponible', eu(subtotal)); t('IVA 21%', eu(tax)); t('TOTAL FACTURA (EUR)', eu(total), true);
  y += 14;
  pen.ml(40, y, ['Forma de pago: Transferencia bancaria a 30 días fecha factura', 'Vencimiento: 15.04.2026',
    'IBAN: ES91 2100 0418 4502 0005 1332 - BIC: CAIXESBBXXX', 'Inscrita en el Registro Mercantil de Valencia, Tomo 8123, Folio 44, Hoja V-102334'], 8.5, 12);
  return {
    id: 's3-es-flete', type: 'freight_invoice',
    notes: 'Spanish Factura de flete in Times: invoice number and a long date ("Valencia, 16 de marzo de 2026") in a box, shipment data block with "B/L nº", "Reserva (booking)", "Buque / viaje" combined, charge table with Código/Base/Divisa, decimal comma, IVA 21%, due date dd.mm.yyyy in the footer.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: 'FL-2026-001187', invoiceDate: '2026-03-16', dueDate: '2026-04-15', currency: 'EUR', vendor, customer,
      lineItems: charges.map((c) => ({ description: c.description, quantity: c.quantity, unitPrice: c.rate, total: c.amount, hsCode: null })),
      subtotal, taxRate: 21, taxAmount: tax, totalAmount: total, paymentTerms: 'Transferencia bancaria a 30 días fecha factura',
      bankDetails: { iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX', accountNumber: null },
      shipmentReferences: { billOfLadingNumber: 'MEDUV4417706', airWaybillNumber: null, bookingNumber: 'EBKG0941177', containerNumbers: [c1, c2] },
      origin: place('Valencia', 'ESVLC', 'ES'), destination: place('Veracruz', 'MXVER', 'MX'), charges,
    },
  };
}

/** 9. Indian GST tax invoice: GSTIN, HSN column, CGST/SGST, lakh grouping, round-off, amount in words. */
export function indianGstInvoice(): Doc {
  const pen = new Pen('Helvetica');
  const vendor = party('Shree Ganesh Brass Industries Pvt. Ltd.', ['Plot No. 41, GIDC Phase II, Dared', 'Jamnagar, Gujarat - 361004', 'India'], { taxId: '24AAKCS4821M1ZQ', phone: '+91 288 273 0411' });
  const customer = party('Kutch Marine Hardware Traders', ['Shop 12, Sector 8, Near Kandla Port Road', 'Gandhidham, Gujarat - 370201', 'India'], { taxId: '24ABXPM7733K1Z5' });
  const items = [
    ['Brass Ball Valve 1" Full Bore, PN25', '84818030', 240, 'NOS', 385.0],
    ['Brass Gate Valve 2" Screwed End', '84818030', 60, 'NOS', 1120.0],
    ['Brass Pipe Fittings - Elbow 3/4" (Assorted)', '74122019', 1500, 'PCS', 46.5],
    ['Brass Hex Nipple 1/2" BSP', '74122019', 2000, 'PCS', 18.75],
    ['Brass Marine Deck Fill Fitting with Cap, 38 mm', '74199930', 120, 'NOS', 512.0],
    ['Brass Sea Cock 1-1/4"', '84818090', 36, 'NOS', 1890.35],
    ['Brass Hose Connector 3/8" x 1/2"', '74122019', 800, 'PCS', 32.4],
  ] as const;
  const lines = items.map(([desc, hsn, q, u, r]) => ({ desc, hsn, q, u, r, amt: round(q * r) }));
  const taxable = sum(lines.map((l) => l.amt));
  const cgst = round(taxable * 0.09), sgst = round(taxable * 0.09);
  const gross = round(taxable + cgst + sgst), total = Math.round(gross), ro = round(total - gross);
  pen.c(297, 36, 'TAX INVOICE', 13, true); pen.r(565, 36, 'ORIGINAL FOR RECIPIENT', 7, true);
  pen.box(30, 42, 535, 762);
  pen.t(36, 58, vendor.name, 12, true);
  pen.ml(36, 70, ['Plot No. 41, GIDC Phase II, Dared', 'Jamnagar, Gujarat - 361004', 'India', 'GSTIN/UIN: 24AAKCS4821M1ZQ    State Name: Gujarat, Code: 24', 'Ph: +91 288 273 0411'], 8, 10);
  pen.vl(330, 42, 200); pen.hl(30, 565, 122);
  const kv = (x: number, y: number, k: string, v: string) => { pen.t(x, y, k, 6.5); pen.t(x, y + 10, v, 8.5, true); };
  kv(336, 54, 'Invoice No.', 'SGBI/2025-26/1843'); kv(450, 54, 'Dated', '12-Mar-2026');
  kv(336, 78, 'Delivery Note', 'DN-1843'); kv(450, 78, 'Mode/Terms of Payment', '45 Days Credit');
  kv(336, 102, "Buyer's Order No.", 'KMHT/PO/7741'); kv(450, 102, 'Dated', '03-Mar-2026');
  pen.t(36, 134, 'Buyer (Bill to)', 7);
  pen.ml(36, 146, [customer.name, 'Shop 12, Sector 8, Near Kandla Port Road', 'Gandhidham, Gujarat - 370201', 'India', 'GSTIN/UIN      : 24ABXPM7733K1Z5', 'State Name      : Gujarat, Code : 24'], 8, 10);
  kv(336, 134, 'Dispatched through', 'Road - GJ10 TX 4471'); kv(450, 134, 'Destination', 'Gandhidham');
  kv(336, 158, 'e-Way Bill No.', '2412 0971 5538'); kv(450, 158, 'Place of Supply', 'Gujarat (24)');
  const y0 = 208;
  let y = table(pen, 30, y0, [
    { title: ['Sl', 'No.'], w: 24, align: 'c' }, { title: 'Description of Goods', w: 205 }, { title: 'HSN/SAC', w: 60 }, { title: 'Quantity', w: 70, align: 'r' },
    { title: 'Rate', w: 55, align: 'r' }, { title: 'per', w: 30, align: 'c' }, { title: 'Amount', w: 91, align: 'r' },
  ], [
    ...lines.map((l, i) => [[String(i + 1)], [l.desc], [l.hsn], [`${indian(l.q, 0)} ${l.u}`], [indian(l.r)], [l.u], [indian(l.amt)]]),
    [[''], ['CGST @ 9%', 'SGST @ 9%', 'Round Off'], [''], [''], [''], [''], [indian(cgst), indian(sgst), (ro < 0 ? '(-)' : '') + Math.abs(ro).toFixed(2)]],
    [[''], ['Total'], [''], [''], [''], [''], [`Rs. ${indian(total)}`]],
  ], { size: 8, headSize: 7, hlines: false });
  y += 12;
  pen.t(36, y, 'Amount Chargeable (in words)', 7); pen.r(560, y, 'E. & O.E', 7); y += 11;
  pen.t(36, y, `INR ${wordsIndian(total)} Only`, 9, true); y += 16;
  y = table(pen, 30, y, [{ title: 'HSN/SAC', w: 95 }, { title: ['Taxable', 'Value'], w: 90, align: 'r' }, { title: ['Central Tax', 'Rate'], w: 50, align: 'r' }, { title: ['Central Tax', 'Amount'], w: 80, align: 'r' },
    { title: ['State Tax', 'Rate'], w: 50, align: 'r' }, { title: ['State Tax', 'Amount'], w: 80, align: 'r' }, { title: ['Total', 'Tax Amount'], w: 90, align: 'r' }],
    [...['84818030', '74122019', '74199930', '84818090'].map((h) => { const tv = sum(lines.filter((l) => l.hsn === h).map((l) => l.amt)); const t9 = round(tv * 0.09); return [[h], [indian(tv)], ['9%'], [indian(t9)], ['9%'], [indian(t9)], [indian(round(2 * t9))]]; }),
      [['Total'], [indian(taxable)], [''], [indian(cgst)], [''], [indian(sgst)], [indian(round(cgst + sgst))]]], { size: 7.5, headSize: 6.5 });
  y += 14;
  { const tt = round(cgst + sgst), pa = Math.round((tt - Math.floor(tt)) * 100); pen.t(36, y, `Tax Amount (in words): INR ${wordsIndian(Math.floor(tt))}${pa ? ` and ${words(pa)} paise` : ''} Only`, 8); } y += 20;
  pen.ml(36, y, ["Company's Bank Details", 'Bank Name: State Bank of India, Jamnagar Main Branch', 'A/c No.: 38214450917', 'IFSC: SBIN0000432'], 8, 10);
  pen.r(560, y + 30, 'for Shree Ganesh Brass Industries Pvt. Ltd.', 8, true); pen.r(560, y + 60, 'Authorised Signatory', 7.5);
  pen.c(297, 820, 'SUBJECT TO JAMNAGAR JURISDICTION  -  This is a Computer Generated Invoice', 7);
  return {
    id: 's3-in-gst', type: 'invoice',
    notes: 'Indian GST tax invoice (Tally-like): GSTIN for both parties, HSN/SAC column, quantity with unit in one cell, CGST 9% + SGST 9% + Round Off as rows inside the item table, Indian lakh grouping (2,84,046.00), amount in words with Lakh, an HSN-wise tax summary table as a decoy second table, dates 12-Mar-2026, bank account with IFSC.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: 'SGBI/2025-26/1843', invoiceDate: '2026-03-12', currency: 'INR', vendor, customer,
      lineItems: lines.map((l) => ({ description: l.desc, quantity: l.q, unitPrice: l.r, total: l.amt, hsCode: l.hsn })),
      subtotal: taxable, taxRate: 18, taxAmount: round(cgst + sgst), totalAmount: total, paymentTerms: '45 Days Credit',
      purchaseOrderNumber: 'KMHT/PO/7741', bankDetails: { iban: null, bic: null, accountNumber: '38214450917' },
    },
  };
}
