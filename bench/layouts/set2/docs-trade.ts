/** Trade documents: packing lists (carton ranges; German pallet list), export declaration (DE ECS), UK C88, EUR.1, Form A. */
import { Pen, cont, party, place, kg, m3, type Doc } from './lib.ts';

export function packingListCartons(): Doc {
  const P = new Pen('Helvetica');
  const L = 36, R = 559;
  const cn = cont('WHSU', '612077');
  P.t(L, 44, 'VIETTEX GARMENT JOINT STOCK COMPANY', 12, true);
  P.ml(L, 56, ['Lot B4, Dinh Vu Industrial Zone, Dong Hai 2 Ward, Hai An District, Hai Phong, Vietnam', 'Tax code 0201127745  |  Tel +84 225 3769 118  |  export@viettex.vn'], 7, 9);
  P.c(297, 92, 'PACKING LIST', 15, true);
  let y = 110;
  P.ml(L, y, ['MESSRS.', 'Pacific Crest Apparel Inc.', '2200 Harbor Bay Parkway', 'Alameda, CA 94502, U.S.A.'], 8.5, 11);
  const kv = (k: string, v: string, yy: number) => { P.t(330, yy, k, 8); P.t(430, yy, v, 8.5, true); };
  kv('P/L Ref.', 'VTX-PL-26-0311', y); kv('Date', '12 Mar 2026', y + 12); kv('Commercial Invoice', 'VTX/INV/26-0311', y + 24); kv('Customer PO', '4500187723', y + 36);
  y += 54;
  kv('Shipped per', 'WAN HAI 301  V.N118', y); kv('From', 'HAIPHONG, VIETNAM', y + 12); kv('To', 'OAKLAND, CA, USA', y + 24); kv('Container / Seal', `${cn} / WH0092271`, y + 36);
  y += 58;
  const cx = [L, L + 62, L + 92, L + 250, L + 300, L + 355, L + 410, L + 470, R];
  const H = [['CTN Nos.'], ['CTNS'], ['DESCRIPTION / STYLE', 'HS CODE'], ['PCS/', 'CTN'], ['N.W.', '(KGS)'], ['G.W.', '(KGS)'], ['MEAS. (CM)', 'L x W x H'], ['CBM']];
  P.hl(L, R, y, 1);
  H.forEach((h, i) => P.ml(cx[i] + 2, y + 10, h, 7, 8, true));
  y += 22; P.hl(L, R, y - 2, 0.5);
  const rows = [
    ['CTN 1-25', '25', "Men's woven shirt, 100% cotton, style 4471", '620520', '24', '187.50', '212.50', '58 x 38 x 32', '1.763'],
    ['CTN 26-60', '35', "Men's woven shirt, 100% cotton, style 4472", '620520', '24', '262.50', '297.50', '58 x 38 x 32', '2.468'],
    ['CTN 61-74', '14', "Women's knitted cardigan, acrylic, style 8810", '611030', '18', '92.40', '106.40', '60 x 40 x 35', '1.176'],
    ['CTN 75-86', '12', 'Kids trousers, denim, style 2205', '620342', '30', '108.00', '120.00', '55 x 40 x 30', '0.792'],
  ];
  for (const r of rows) {
    P.t(cx[0] + 2, y + 8, r[0], 8); P.r(cx[2] - 6, y + 8, r[1], 8); P.t(cx[2] + 2, y + 8, r[2], 7.5); P.t(cx[2] + 2, y + 18, `HS ${r[3]}`, 7);
    P.r(cx[4] - 6, y + 8, r[4], 8); P.r(cx[5] - 6, y + 8, r[5], 8); P.r(cx[6] - 6, y + 8, r[6], 8); P.t(cx[7] + 2, y + 8, r[7], 8); P.r(cx[8] - 2, y + 8, r[8], 8);
    y += 24;
  }
  P.hl(L, R, y, 0.8);
  P.t(cx[0] + 2, y + 11, 'TOTAL', 8.5, true); P.r(cx[2] - 6, y + 11, '86', 8.5, true); P.r(cx[5] - 6, y + 11, '650.40', 8.5, true); P.r(cx[6] - 6, y + 11, '736.40', 8.5, true); P.r(cx[8] - 2, y + 11, '6.199', 8.5, true);
  P.hl(L, R, y + 15, 1);
  y += 34;
  P.ml(L, y, ['TOTAL: EIGHTY SIX (86) CARTONS ONLY', 'TOTAL PIECES: 2,016 PCS', 'SHIPPING MARKS: PACIFIC CREST / PO 4500187723 / OAKLAND / C/NO. 1-86 / MADE IN VIETNAM'], 8, 11);
  P.t(380, y + 60, 'VIETTEX GARMENT JSC', 8.5, true);
  P.t(380, y + 90, 'Authorized signature', 7);
  const pk = (marks: string, count: number, description: string, hsCode: string, nw: number, gw: number, l: number, w: number, h: number, vol: number) =>
    ({ marks, type: 'CARTONS', count, description, hsCode, netWeight: kg(nw), grossWeight: kg(gw), dimensions: { length: l, width: w, height: h, unit: 'cm' }, volume: m3(vol) });
  const truth = {
    packingListNumber: 'VTX-PL-26-0311', date: '2026-03-12', invoiceNumber: 'VTX/INV/26-0311', orderNumber: '4500187723',
    shipper: party('VIETTEX GARMENT JOINT STOCK COMPANY', ['Lot B4, Dinh Vu Industrial Zone, Dong Hai 2 Ward, Hai An District, Hai Phong, Vietnam'], { taxId: '0201127745', phone: '+84 225 3769 118', email: 'export@viettex.vn' }),
    consignee: party('Pacific Crest Apparel Inc.', ['2200 Harbor Bay Parkway', 'Alameda, CA 94502, U.S.A.']), buyer: null,
    portOfLoading: place('HAIPHONG', null, 'VN'), portOfDischarge: place('OAKLAND', null, 'US'), vessel: 'WAN HAI 301',
    containers: [{ containerNumber: cn, sealNumbers: ['WH0092271'] }],
    packages: [
      pk('CTN 1-25', 25, "Men's woven shirt, 100% cotton, style 4471", '620520', 187.5, 212.5, 58, 38, 32, 1.763),
      pk('CTN 26-60', 35, "Men's woven shirt, 100% cotton, style 4472", '620520', 262.5, 297.5, 58, 38, 32, 2.468),
      pk('CTN 61-74', 14, "Women's knitted cardigan, acrylic, style 8810", '611030', 92.4, 106.4, 60, 40, 35, 1.176),
      pk('CTN 75-86', 12, 'Kids trousers, denim, style 2205', '620342', 108, 120, 55, 40, 30, 0.792),
    ],
    items: [], totalPackages: 86, totalNetWeight: kg(650.4), totalGrossWeight: kg(736.4), totalVolume: m3(6.199),
  };
  return { id: '05-pl-cartons', type: 'packing_list', pdf: P.finish(), truth, notes: 'carton ranges CTN 1-25, dims L x W x H cm, "12 Mar 2026", MESSRS. consignee without label, HS on second line' };
}

export function packlisteDe(): Doc {
  const P = new Pen('Helvetica');
  const L = 40, R = 555;
  P.t(L, 46, 'Maschinenbau Hohenlohe GmbH', 13, true);
  P.t(L, 58, 'Am Bahnhof 9  -  74653 Künzelsau  -  Deutschland  -  USt-IdNr. DE812204417', 7.5);
  P.t(L, 96, 'Packliste / Packing List', 14, true);
  const kv = (x: number, y: number, k: string, v: string) => { P.t(x, y, k, 7); P.t(x, y + 10, v, 9); };
  kv(330, 84, 'Packlisten-Nr.', 'PL 26-00871'); kv(450, 84, 'Datum', '12.03.2026');
  kv(330, 108, 'Zu Rechnung', 'RE 26-01140'); kv(450, 108, 'Ihre Bestellung', 'PO-TR-55102');
  P.t(L, 120, 'Empfänger', 7);
  P.ml(L, 131, ['Anadolu Makine Sanayi A.S.', 'Organize Sanayi Bolgesi 3. Cad. No:18', '16140 Nilüfer / Bursa', 'Türkei'], 9, 11);
  kv(L, 186, 'Verladehafen', 'Koper'); kv(170, 186, 'Bestimmungshafen', 'Mersin'); kv(330, 186, 'Verkehrsmittel', 'LKW / See');
  let y = 222;
  const cx = [L, L + 45, L + 95, L + 265, L + 365, L + 420, L + 470, R];
  P.fill(L, y, R - L, 24, 0.88);
  [['Kolli-Nr.'], ['Verpackung'], ['Inhalt', 'Zolltarifnummer'], ['Abmessungen (mm)', 'L x B x H'], ['Netto', 'kg'], ['Brutto', 'kg'], ['Volumen', 'm³']].forEach((h, i) => P.ml(cx[i] + 2, y + 9, h, 7, 9, true));
  y += 24;
  const rows = [
    ['1', 'Kiste', 'Hydraulikpresse HP-250, Grundgestell', '84629190', '2400 x 1600 x 1850', '1.850,0', '2.140,0', '7,104'],
    ['2', 'Kiste', 'Hydraulikaggregat mit Steuerung', '84129080', '1600 x 1200 x 1400', '620,0', '735,0', '2,688'],
    ['3', 'Palette', 'Werkzeugsatz und Ersatzteile', '84669400', '1200 x 800 x 950', '185,5', '212,0', '0,912'],
    ['4', 'Palette', 'Schutzgitter und Zubehör', '73089098', '1200 x 800 x 1100', '240,0', '268,5', '1,056'],
  ];
  for (const r of rows) {
    P.t(cx[0] + 4, y + 10, r[0], 8.5); P.t(cx[1] + 2, y + 10, r[1], 8.5); P.t(cx[2] + 2, y + 10, r[2], 8); P.t(cx[2] + 2, y + 20, r[3], 7.5);
    P.t(cx[3] + 2, y + 10, r[4], 8); P.r(cx[5] - 4, y + 10, r[5], 8.5); P.r(cx[6] - 4, y + 10, r[6], 8.5); P.r(cx[7] - 4, y + 10, r[7], 8.5);
    P.hl(L, R, y + 25, 0.3);
    y += 26;
  }
  P.t(cx[2] + 2, y + 12, 'Summe: 4 Packstücke (2 Kisten, 2 Paletten)', 8.5, true);
  P.r(cx[5] - 4, y + 12, '2.895,5', 8.5, true); P.r(cx[6] - 4, y + 12, '3.355,5', 8.5, true); P.r(cx[7] - 4, y + 12, '11,760', 8.5, true);
  y += 40;
  P.ml(L, y, ['Markierung: AMS / BURSA / 1-4', 'Ursprungsland: Deutschland', 'Die Ware ist seemäßig verpackt (HT-behandeltes Holz gem. ISPM 15).'], 8, 11);
  const pk = (count: number, type: string, description: string, hsCode: string, l: number, w: number, h: number, nw: number, gw: number, vol: number, marks: string) =>
    ({ marks, type, count, description, hsCode, netWeight: kg(nw), grossWeight: kg(gw), dimensions: { length: l, width: w, height: h, unit: 'cm' }, volume: m3(vol) });
  const truth = {
    packingListNumber: 'PL 26-00871', date: '2026-03-12', invoiceNumber: 'RE 26-01140', orderNumber: 'PO-TR-55102',
    shipper: party('Maschinenbau Hohenlohe GmbH', ['Am Bahnhof 9, 74653 Künzelsau, Deutschland'], { taxId: 'DE812204417' }),
    consignee: party('Anadolu Makine Sanayi A.S.', ['Organize Sanayi Bolgesi 3. Cad. No:18', '16140 Nilüfer / Bursa', 'Türkei']), buyer: null,
    portOfLoading: place('Koper', null, 'SI'), portOfDischarge: place('Mersin', null, 'TR'), vessel: null, containers: [],
    packages: [
      pk(1, 'Kiste', 'Hydraulikpresse HP-250, Grundgestell', '84629190', 240, 160, 185, 1850, 2140, 7.104, '1'),
      pk(1, 'Kiste', 'Hydraulikaggregat mit Steuerung', '84129080', 160, 120, 140, 620, 735, 2.688, '2'),
      pk(1, 'Palette', 'Werkzeugsatz und Ersatzteile', '84669400', 120, 80, 95, 185.5, 212, 0.912, '3'),
      pk(1, 'Palette', 'Schutzgitter und Zubehör', '73089098', 120, 80, 110, 240, 268.5, 1.056, '4'),
    ],
    items: [], totalPackages: 4, totalNetWeight: kg(2895.5), totalGrossWeight: kg(3355.5), totalVolume: m3(11.76),
  };
  return { id: '06-pl-german', type: 'packing_list', pdf: P.finish(), truth, notes: 'German, label above value, decimal comma, dims in mm (truth in cm per spec), one package per row (Kolli-Nr.), packages type in German' };
}

export function exportDeclarationDe(): Doc {
  const P = new Pen('Courier');
  const L = 30, R = 565;
  P.t(L, 36, 'AUSFUHRBEGLEITDOKUMENT (ABD) / EXPORT ACCOMPANYING DOCUMENT', 9.5, true);
  P.t(L, 48, 'ATLAS-Ausfuhr  -  Ausfuhranmeldung im Normalverfahren', 7.5);
  P.t(380, 36, 'MRN', 8, true); P.t(410, 36, '26DE650231287415E9', 9, true);
  const B = (x: number, y: number, w: number, h: number, no: string, label: string, lines: string[]) => P.field(x, y, w, h, `${no}  ${label}`, lines, 7.5, 5.5);
  let y = 56;
  B(L, y, 270, 62, '2', 'Versender/Ausführer  Nr. DE4471209 (EORI DE447120900000)', ['Hohenlohe Antriebstechnik GmbH', 'Gewerbestr. 22', '74523 Schwäbisch Hall', 'DE']);
  B(L + 270, y, 90, 31, '1', 'Anmeldung', ['EX  A']);
  B(L + 360, y, 175, 31, 'A', 'Ausfuhrzollstelle', ['DE004851', 'ZA Schwäbisch Hall']);
  B(L + 270, y + 31, 265, 31, '3/5/6', 'Vordrucke / Positionen / Packstücke insg.', ['1 / 2 / 9']);
  y += 62;
  B(L, y, 270, 52, '8', 'Empfänger', ['Great Lakes Drive Systems Ltd.', '1450 Sandhill Drive', 'Ancaster ON L9G 4V5', 'CA']);
  B(L + 270, y, 265, 52, '14', 'Anmelder/Vertreter  (indirekte Vertretung)', ['Kühne Zollagentur Heilbronn GmbH', 'Karlstr. 60, 74072 Heilbronn, DE']);
  y += 52;
  B(L, y, 135, 28, '15a', 'Versendungs-/Ausfuhrland', ['DE']);
  B(L + 135, y, 135, 28, '17a', 'Bestimmungsland', ['CA']);
  B(L + 270, y, 135, 28, '20', 'Lieferbedingung', ['FCA Schwäbisch Hall']);
  B(L + 405, y, 130, 28, '22', 'Währung u. in Rechnung gest. Gesamtbetrag', ['EUR  48.250,00']);
  y += 28;
  B(L, y, 135, 28, '25', 'Verkehrszweig an der Grenze', ['1 (Seeverkehr)']);
  B(L + 135, y, 135, 28, '26', 'Inländischer Verkehrszweig', ['3 (Straße)']);
  B(L + 270, y, 265, 28, '29', 'Ausgangszollstelle', ['DE004402  ZA Hamburg-Waltershof']);
  y += 28;
  B(L, y, 535, 28, '40', 'Summarische Anmeldung / Vorpapier', ['N740  Seefrachtbrief OOLU2716605390']);
  y += 34;
  const item = (no: number, desc: string[], code: string, gross: string, net: string, value: string, pk: string) => {
    B(L, y, 60, 80, '32', 'Pos.', [String(no)]);
    B(L + 60, y, 300, 80, '31', 'Packstücke und Warenbezeichnung', [...desc, pk]);
    B(L + 360, y, 175, 26, '33', 'Warennummer', [code]);
    B(L + 360, y + 26, 85, 27, '34a', 'Ursprungsland', ['DE']);
    B(L + 445, y + 26, 90, 27, '37', 'Verfahren', ['10 00']);
    B(L + 360, y + 53, 85, 27, '35', 'Rohmasse (kg)', [gross]);
    B(L + 445, y + 53, 90, 27, '38', 'Eigenmasse (kg)', [net]);
    y += 80;
    B(L + 60, y, 300, 26, '46', 'Statistischer Wert', [value]);
    B(L + 360, y, 175, 26, '44', 'Bes. Vermerke / Unterlagen', ['N380 RE 26-0412 v. 10.03.2026']);
    y += 32;
  };
  item(1, ['Stirnradgetriebemotoren, Typ SK 92672', 'Leistung 7,5 kW'], '8501 5290 00', '1.402,000', '1.240,500', '31.500,00', '6 Paletten, Zeichen GLDS 1-6');
  item(2, ['Frequenzumrichter für Getriebemotoren'], '8504 4084 00', '516,000', '452,800', '16.750,00', '3 Kartons, Zeichen GLDS 7-9');
  B(L, y, 200, 28, '35', 'Rohmasse gesamt (kg)', ['1.918,000']);
  B(L + 200, y, 335, 28, '54', 'Ort und Datum', ['Heilbronn, 12.03.2026']);
  y += 40;
  P.t(L, y, 'Überlassen zur Ausfuhr am 12.03.2026  -  Zollstelle DE004851', 7.5);
  const truth = {
    declarationNumber: '26DE650231287415E9', declarationType: 'EXPORT', date: '2026-03-12', customsOffice: 'DE004851',
    declarant: party('Kühne Zollagentur Heilbronn GmbH', ['Karlstr. 60, 74072 Heilbronn, DE']),
    exporter: party('Hohenlohe Antriebstechnik GmbH', ['Gewerbestr. 22', '74523 Schwäbisch Hall', 'DE'], { taxId: 'DE447120900000' }),
    importer: party('Great Lakes Drive Systems Ltd.', ['1450 Sandhill Drive', 'Ancaster ON L9G 4V5', 'CA']),
    countryOfExport: 'DE', countryOfOrigin: 'DE', countryOfDestination: 'CA', incoterms: 'FCA', currency: 'EUR', exchangeRate: null, totalInvoiceAmount: 48250,
    transportMode: 'SEA', transportDocumentReference: 'OOLU2716605390',
    items: [
      { itemNumber: 1, description: 'Stirnradgetriebemotoren, Typ SK 92672 Leistung 7,5 kW', hsCode: '8501529000', countryOfOrigin: 'DE', quantity: null, unit: null, netWeight: kg(1240.5), grossWeight: kg(1402), customsValue: 31500, procedureCode: '1000', dutyRate: null, dutyAmount: null },
      { itemNumber: 2, description: 'Frequenzumrichter für Getriebemotoren', hsCode: '8504408400', countryOfOrigin: 'DE', quantity: null, unit: null, netWeight: kg(452.8), grossWeight: kg(516), customsValue: 16750, procedureCode: '1000', dutyRate: null, dutyAmount: null },
    ],
    totalDuties: null, totalTaxes: null, totalGrossWeight: kg(1918), totalPackages: 9,
  };
  return { id: '08-ecs-export-de', type: 'customs_declaration', pdf: P.finish(), truth, notes: 'German ABD (SAD box numbers), Courier, decimal comma, spaced commodity codes "8501 5290 00", EX A, mode as code "1 (Seeverkehr)"' };
}

export function ukC88(): Doc {
  const P = new Pen('Helvetica');
  const L = 28, R = 567;
  P.t(L, 34, 'HM Revenue & Customs', 8, true); P.t(L, 44, 'Single Administrative Document - C88 (CDS print)', 7);
  P.r(R, 34, 'IMPORT', 12, true);
  const B = (x: number, y: number, w: number, h: number, label: string, lines: string[], size = 7.5) => P.field(x, y, w, h, label, lines, size, 5);
  let y = 52;
  B(L, y, 260, 56, '2 Consignor/Exporter', ['SIAM COOLTECH CO., LTD.', '88/9 Moo 4, Bangna-Trad Rd Km 23', 'Bang Sao Thong, Samut Prakan 10570', 'THAILAND']);
  B(L + 260, y, 90, 28, '1 Declaration', ['IM  A']);
  B(L + 350, y, 189, 28, 'MRN', ['26GB5J9K2L8M3N4P01'], 8.5);
  B(L + 260, y + 28, 90, 28, '5 Items', ['2']);
  B(L + 350, y + 28, 90, 28, '6 Total packages', ['412']);
  B(L + 440, y + 28, 99, 28, '7 Reference number', ['BRX/IMP/26/0587']);
  y += 56;
  B(L, y, 260, 52, '8 Consignee  No. GB 123456789000', ['BRIGHTON CLIMATE SUPPLIES LTD', 'UNIT 4 HOLLINGBURY PARK', 'BRIGHTON BN1 8AH', 'UNITED KINGDOM']);
  B(L + 260, y, 279, 52, '14 Declarant/Representative  No. GB 987654321000', ['SOLENT CUSTOMS SERVICES LTD (Direct rep.)', 'OCEAN VILLAGE 2, SOUTHAMPTON SO14 3TJ']);
  y += 52;
  B(L, y, 130, 26, '15a C.disp./exp. Code', ['TH']);
  B(L + 130, y, 130, 26, '17a C.dest. Code', ['GB']);
  B(L + 260, y, 140, 26, '20 Delivery terms', ['CIF  SOUTHAMPTON']);
  B(L + 400, y, 139, 26, '22 Currency & total amount invoiced', ['USD  84,600.00']);
  y += 26;
  B(L, y, 130, 26, '23 Exchange rate', ['0.7912']);
  B(L + 130, y, 130, 26, '25 Mode of transport at border', ['1']);
  B(L + 260, y, 140, 26, '29 Office of entry', ['GBSOU001']);
  B(L + 400, y, 139, 26, '54 Place and date', ['SOUTHAMPTON 12/03/2026']);
  y += 26;
  B(L, y, 539, 24, '40 Declaration/Previous document', ['Y-MCR-ONEYBKKG04452300']);
  y += 30;
  const item = (no: number, desc: string, code: string, pk: string, gross: string, net: string, value: string, rate: string, duty: string, vat: string) => {
    B(L, y, 50, 78, '32 Item No', [String(no)]);
    B(L + 50, y, 250, 78, '31 Packages and description of goods', [pk, desc]);
    B(L + 300, y, 130, 26, '33 Commodity code', [code]);
    B(L + 430, y, 109, 26, '34a C.origin', ['TH']);
    B(L + 300, y + 26, 80, 26, '35 Gross mass (kg)', [gross]);
    B(L + 380, y + 26, 80, 26, '37 Procedure', ['40 00 000']);
    B(L + 460, y + 26, 79, 26, '38 Net mass (kg)', [net]);
    B(L + 300, y + 52, 239, 26, '46 Statistical value (GBP)', [value]);
    y += 78;
    B(L + 50, y, 489, 30, '47 Calculation of taxes  Type | Tax base | Rate | Amount', [`A00 | ${value} | ${rate} | ${duty}     B00 | ${vat}`], 7);
    y += 36;
  };
  item(1, 'SPLIT-TYPE AIR CONDITIONERS, INDOOR UNITS 3.5KW', '8415101000', '206 CARTONS', '4,120.00', '3,708.00', '38,742.17', '2.20%', '852.33', '20% 8,216.18');
  item(2, 'SPLIT-TYPE AIR CONDITIONERS, OUTDOOR UNITS', '8415109000', '206 CARTONS', '7,416.00', '6,901.00', '28,192.99', '2.70%', '761.21', '20% 6,126.13');
  B(L, y, 180, 26, 'B Total duties (A00)', ['GBP 1,613.54'], 8.5);
  B(L + 180, y, 180, 26, 'Total import VAT (B00)', ['GBP 14,342.31'], 8.5);
  B(L + 360, y, 179, 26, 'Total gross mass (kg)', ['11,536.00'], 8.5);
  const truth = {
    declarationNumber: '26GB5J9K2L8M3N4P01', declarationType: 'IMPORT', date: '2026-03-12', customsOffice: 'GBSOU001',
    declarant: party('SOLENT CUSTOMS SERVICES LTD', ['OCEAN VILLAGE 2, SOUTHAMPTON SO14 3TJ'], { taxId: 'GB987654321000' }),
    exporter: party('SIAM COOLTECH CO., LTD.', ['88/9 Moo 4, Bangna-Trad Rd Km 23', 'Bang Sao Thong, Samut Prakan 10570', 'THAILAND']),
    importer: party('BRIGHTON CLIMATE SUPPLIES LTD', ['UNIT 4 HOLLINGBURY PARK', 'BRIGHTON BN1 8AH', 'UNITED KINGDOM'], { taxId: 'GB123456789000' }),
    countryOfExport: 'TH', countryOfOrigin: 'TH', countryOfDestination: 'GB', incoterms: 'CIF', currency: 'USD', exchangeRate: 0.7912, totalInvoiceAmount: 84600,
    transportMode: 'SEA', transportDocumentReference: 'ONEYBKKG04452300',
    items: [
      { itemNumber: 1, description: 'SPLIT-TYPE AIR CONDITIONERS, INDOOR UNITS 3.5KW', hsCode: '8415101000', countryOfOrigin: 'TH', quantity: 206, unit: 'CARTONS', netWeight: kg(3708), grossWeight: kg(4120), customsValue: 38742.17, procedureCode: '4000000', dutyRate: 2.2, dutyAmount: 852.33 },
      { itemNumber: 2, description: 'SPLIT-TYPE AIR CONDITIONERS, OUTDOOR UNITS', hsCode: '8415109000', countryOfOrigin: 'TH', quantity: 206, unit: 'CARTONS', netWeight: kg(6901), grossWeight: kg(7416), customsValue: 28192.99, procedureCode: '4000000', dutyRate: 2.7, dutyAmount: 761.21 },
    ],
    totalDuties: 1613.54, totalTaxes: 14342.31, totalGrossWeight: kg(11536), totalPackages: 412,
  };
  return { id: '09-c88-uk-import', type: 'customs_declaration', pdf: P.finish(), truth, notes: 'UK C88 box-number labels ("8 Consignee", "14 Declarant/Representative"), mode as bare code 1, dd/mm/yyyy in box 54, tax lines in box 47' };
}

export function eur1(): Doc {
  const P = new Pen('Times');
  const L = 36, M = 300, R = 559;
  const B = (x: number, y: number, w: number, h: number, label: string, lines: string[], size = 8.5) => P.field(x, y, w, h, label, lines, size, 6);
  let y = 40;
  B(L, y, M - L, 70, '1. Exporter (Name, full address, country)', ['Basler Feinchemie AG', 'Klybeckstrasse 141', '4057 Basel', 'Switzerland']);
  P.box(M, y, R - M, 70);
  P.t(M + 6, y + 16, 'EUR.1', 16, true); P.t(M + 80, y + 16, 'No.  A 0457129', 12, true);
  P.t(M + 6, y + 30, 'See notes overleaf before completing this form.', 6.5);
  P.t(M + 6, y + 46, '2. Certificate used in preferential trade between', 6.5);
  P.t(M + 20, y + 56, 'SWITZERLAND', 8.5, true); P.t(M + 100, y + 56, 'and', 6.5); P.t(M + 120, y + 56, 'THE EUROPEAN UNION', 8.5, true);
  y += 70;
  B(L, y, M - L, 62, '3. Consignee (Name, full address, country) (Optional)', ['Rheinland Pharma Handels GmbH', 'Hafenstrasse 12', '79576 Weil am Rhein', 'Germany']);
  B(M, y, 130, 62, '4. Country, group of countries or territory in which the products are considered as originating', ['SWITZERLAND'], 8.5);
  B(M + 130, y, R - M - 130, 62, '5. Country, group of countries or territory of destination', ['GERMANY'], 8.5);
  y += 62;
  B(L, y, M - L, 44, '6. Transport details (Optional)', ['BY ROAD, TRUCK BS 418 227', 'BASEL - WEIL AM RHEIN']);
  B(M, y, R - M, 44, '7. Remarks', ['']);
  y += 44;
  P.box(L, y, R - L, 150);
  P.t(L + 2, y + 8, '8. Item number; Marks and numbers; Number and kind of packages (1); Description of goods', 6);
  P.vl(440, y, y + 150); P.vl(500, y, y + 150);
  P.t(442, y + 8, '9. Gross mass (kg)', 5.5); P.t(442, y + 15, 'or other measure', 5.5);
  P.t(502, y + 8, '10. Invoices', 5.5); P.t(502, y + 15, '(Optional)', 5.5);
  P.ml(L + 6, y + 30, ['1. BFC 1-10; TEN (10) DRUMS OF', '   2-ETHYLHEXYL SALICYLATE, HS 291829', '2. BFC 11-14; FOUR (4) PALLETS OF', '   ORGANIC PIGMENTS, HS 320417', '*****************************************************'], 8.5, 12);
  P.t(446, y + 30, '2,180 kg', 8.5); P.t(446, y + 54, '1,020 kg', 8.5);
  P.ml(502, y + 30, ['Inv. 2026-00418', '10.03.2026'], 7.5, 10);
  y += 150;
  P.box(L, y, M - L, 120);
  P.t(L + 2, y + 8, '11. CUSTOMS OR COMPETENT GOVERNMENTAL AUTHORITY ENDORSEMENT', 6, true);
  P.ml(L + 6, y + 24, ['Declaration certified', 'Export document: Form/No. EX 26CH000441872AB3', 'Customs office: BASEL / WEIL AM RHEIN AUTOBAHN', 'Issuing country or territory: SWITZERLAND', 'Place and date: Basel, 12.03.2026'], 8, 12);
  P.box(M, y, R - M, 120);
  P.t(M + 2, y + 8, '12. DECLARATION BY THE EXPORTER', 6, true);
  P.ml(M + 6, y + 24, ['I, the undersigned, declare that the goods described', 'above meet the conditions required for the issue', 'of this certificate.', 'Place and date: Basel, 11.03.2026', '(Signature) Basler Feinchemie AG'], 7.5, 11);
  const truth = {
    certificateNumber: 'A 0457129', certificateType: 'EUR.1', issueDate: '2026-03-12', issuingAuthority: 'BASEL / WEIL AM RHEIN AUTOBAHN',
    exporter: party('Basler Feinchemie AG', ['Klybeckstrasse 141', '4057 Basel', 'Switzerland']), producer: null,
    consignee: party('Rheinland Pharma Handels GmbH', ['Hafenstrasse 12', '79576 Weil am Rhein', 'Germany']),
    countryOfOrigin: 'CH', countryOfDestination: 'DE',
    transport: { mode: 'ROAD', vessel: null, portOfLoading: null, portOfDischarge: null },
    goods: [
      { itemNumber: 1, description: '2-ETHYLHEXYL SALICYLATE', hsCode: '291829', quantity: 10, grossWeight: kg(2180), marks: 'BFC 1-10', originCriterion: null, invoiceNumber: '2026-00418', invoiceDate: '2026-03-10' },
      { itemNumber: 2, description: 'ORGANIC PIGMENTS', hsCode: '320417', quantity: 4, grossWeight: kg(1020), marks: 'BFC 11-14', originCriterion: null, invoiceNumber: '2026-00418', invoiceDate: '2026-03-10' },
    ],
  };
  return { id: '10-eur1-ch', type: 'certificate_of_origin', pdf: P.finish(), truth, notes: 'EUR.1 numbered boxes, countries as names, road transport, box 8 free text with item/marks/packages/description in one cell, invoice in box 10' };
}

export function formA(): Doc {
  const P = new Pen('Courier');
  const L = 36, M = 300, R = 559;
  const B = (x: number, y: number, w: number, h: number, label: string, lines: string[], size = 7.5) => P.field(x, y, w, h, label, lines, size, 5.5);
  let y = 36;
  B(L, y, M - L, 64, "1. Goods consigned from (Exporter's business name, address, country)", ['DHAKA KNIT COMPOSITE LTD.', 'PLOT 22-24, DEPZ EXTENSION', 'SAVAR, DHAKA-1349', 'BANGLADESH']);
  P.box(M, y, R - M, 110);
  P.t(M + 6, y + 12, 'Reference No.  BD/CTG/2026/018842', 8, true);
  P.t(M + 6, y + 30, 'GENERALIZED SYSTEM OF PREFERENCES', 8, true);
  P.t(M + 6, y + 42, 'CERTIFICATE OF ORIGIN', 8, true);
  P.t(M + 6, y + 54, '(Combined declaration and certificate)', 6.5);
  P.t(M + 6, y + 70, 'FORM A', 12, true);
  P.t(M + 6, y + 86, 'Issued in  BANGLADESH', 8);
  P.t(M + 6, y + 98, '(country)              See Notes overleaf', 6);
  y += 64;
  B(L, y, M - L, 64, "2. Goods consigned to (Consignee's name, address, country)", ['KAWAMURA APPAREL CO., LTD.', '3-14-7 MINAMI-HONMACHI, CHUO-KU', 'OSAKA 541-0054', 'JAPAN']);
  y += 64;
  B(L, y, M - L, 50, '3. Means of transport and route (as far as known)', ['BY SEA FROM CHATTOGRAM, BANGLADESH', 'TO YOKOHAMA, JAPAN VIA SINGAPORE', 'VESSEL: KOTA NALURI V.042E', 'ON OR ABOUT 12/03/2026']);
  B(M, y - 18, R - M, 68, '4. For official use', ['']);
  y += 50;
  const cx = [L, L + 30, L + 100, L + 300, L + 370, L + 440, R];
  const H = [['5. Item', 'number'], ['6. Marks and', 'numbers of', 'packages'], ['7. Number and kind of packages;', 'description of goods'], ['8. Origin', 'criterion'], ['9. Gross', 'weight or', 'other qty'], ['10. Number', 'and date of', 'invoices']];
  P.box(L, y, R - L, 30);
  H.forEach((h, i) => P.ml(cx[i] + 2, y + 7, h, 5.5, 7));
  y += 30;
  P.box(L, y, R - L, 150);
  cx.slice(1, 6).forEach((x) => P.vl(x, y - 30, y + 150));
  P.ml(cx[0] + 4, y + 12, ['1', '', '', '2'], 7.5, 10);
  P.ml(cx[1] + 3, y + 12, ['KAWAMURA', 'OSAKA', 'C/NO.1-320'], 7, 10);
  P.ml(cx[2] + 3, y + 12, ['180 CARTONS', "MEN'S KNITTED POLO SHIRTS", '100% COTTON (HS 6105.10)', '140 CARTONS', "WOMEN'S KNITTED T-SHIRTS", '(HS 6109.10)', '', 'TOTAL: 320 (THREE HUNDRED TWENTY)', 'CARTONS ONLY'], 7, 10);
  P.ml(cx[3] + 4, y + 12, ['"P"', '', '', '"P"'], 7.5, 10);
  P.ml(cx[4] + 3, y + 12, ['2,880.00', 'KGS', '', '1,960.00', 'KGS'], 7.5, 10);
  P.ml(cx[5] + 3, y + 12, ['DKC/EXP/0318', 'DT.08/03/2026'], 6.5, 9);
  y += 150;
  B(L, y, M - L, 110, '11. Certification', ['It is hereby certified, on the basis of control', 'carried out, that the declaration by the exporter', 'is correct.', '', 'EXPORT PROMOTION BUREAU', 'CHATTOGRAM', '12/03/2026'], 7);
  B(M, y, R - M, 110, '12. Declaration by the exporter', ['The undersigned hereby declares that the above', 'details and statements are correct; that all the', 'goods were produced in', '        BANGLADESH', 'and that they comply with the origin requirements', 'specified for those goods in the GSP for goods', 'exported to', '        JAPAN', 'DHAKA, 10/03/2026'], 6.5);
  const truth = {
    certificateNumber: 'BD/CTG/2026/018842', certificateType: 'Form A', issueDate: '2026-03-12', issuingAuthority: 'EXPORT PROMOTION BUREAU CHATTOGRAM',
    exporter: party('DHAKA KNIT COMPOSITE LTD.', ['PLOT 22-24, DEPZ EXTENSION', 'SAVAR, DHAKA-1349', 'BANGLADESH']), producer: null,
    consignee: party('KAWAMURA APPAREL CO., LTD.', ['3-14-7 MINAMI-HONMACHI, CHUO-KU', 'OSAKA 541-0054', 'JAPAN']),
    countryOfOrigin: 'BD', countryOfDestination: 'JP',
    transport: { mode: 'SEA', vessel: 'KOTA NALURI', portOfLoading: place('CHATTOGRAM', null, 'BD'), portOfDischarge: place('YOKOHAMA', null, 'JP') },
    goods: [
      { itemNumber: 1, description: "MEN'S KNITTED POLO SHIRTS 100% COTTON", hsCode: '610510', quantity: 180, grossWeight: kg(2880), marks: 'KAWAMURA OSAKA C/NO.1-320', originCriterion: 'P', invoiceNumber: 'DKC/EXP/0318', invoiceDate: '2026-03-08' },
      { itemNumber: 2, description: "WOMEN'S KNITTED T-SHIRTS", hsCode: '610910', quantity: 140, grossWeight: kg(1960), marks: 'KAWAMURA OSAKA C/NO.1-320', originCriterion: 'P', invoiceNumber: 'DKC/EXP/0318', invoiceDate: '2026-03-08' },
    ],
  };
  return { id: '11-forma-bd', type: 'certificate_of_origin', pdf: P.finish(), truth, notes: 'GSP Form A, Courier, issuing authority only inside box 11 text, origin criterion "P", HS with dot, invoice date "DT.08/03/2026"' };
}
