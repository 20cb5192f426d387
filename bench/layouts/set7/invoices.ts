/** Set 7, invoices: Czech intra-EU tax invoice (bilingual CZ/EN, space-thousands), Chilean electronic export invoice (Letter, SII box). */
import { Pen4, party, sp, eu, round, sum, table, wrap, small, stamp, qr, barcode, iban, d, d7, type Doc } from './lib7.ts';

/** 1. Czech "Faktura - danovy doklad" to a German buyer: caption pairs Czech / English, VAT 0 % (intra-EU supply), DUZP and variable symbol as decoys. */
export function czInvoice(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 36, R = 559, M = 300;
  const vendor = party('VALASSKE STROJIRNY a.s.', ['Zasovska 1480', '757 01 Valasske Mezirici', 'Ceska republika'], { taxId: 'CZ25841017', phone: '+420 571 611 480', email: 'fakturace@vstroj.cz' });
  const customer = party('HOFMANN ANTRIEBSTECHNIK GMBH', ['Industriestrasse 44', '94469 Deggendorf', 'Deutschland'], { taxId: 'DE813447201' });
  const ib = iban('CZ', '01000000192784000277');
  const acct = '19-2784000277/0100';
  const L: Array<[string, string, string, string, number, string, number]> = [
    ['VS-4410', 'Hridel vystupni, ocel 42CrMo4, o 60 x 412 mm / Output shaft', '84834021', '8483.40.21', 120, 'ks', 86.4],
    ['VS-4412', 'Pastorek z=17, m=4, kaleny / Pinion, hardened', '84834021', '8483.40.21', 240, 'ks', 41.75],
    ['VS-5120', 'Skrin prevodovky, litina EN-GJL-250 / Gearbox housing', '84849000', '8484.90.00', 60, 'ks', 312.0],
    ['VS-5121', 'Veko skrine, obrobene / Housing cover, machined', '84839089', '8483.90.89', 60, 'ks', 74.9],
    ['VS-6001', 'Ozubene kolo z=63, m=4 / Spur gear', '84834029', '8483.40.29', 120, 'ks', 128.6],
    ['VS-6002', 'Ozubene kolo z=41, m=3 / Spur gear', '84834029', '8483.40.29', 180, 'ks', 66.15],
    ['VS-7300', 'Prirubova spojka FK-90 / Flange coupling', '84836080', '8483.60.80', 90, 'ks', 54.3],
    ['VS-7310', 'Pouzdro lozisek, bronz / Bearing bush, bronze', '84833080', '8483.30.80', 400, 'ks', 9.85],
    ['VS-8800', 'Tesneni hridele 60x80x8 / Shaft seal', '84842000', '8484.20.00', 600, 'ks', 3.42],
    ['VS-9900', 'Balne, palety EUR vratne / Packing, returnable pallets', '', '', 14, 'ks', 18.0],
  ];
  const lines = L.map(([code, desc, hs, hsP, q, u, p], i) => ({ n: i + 1, code, desc, hs, hsP, q, u, p, t: round(q * p) }));
  const net = sum(lines.map((l) => l.t));
  pen.t(X, 44, 'VALASSKE STROJIRNY', 17, true); pen.t(X, 56, 'akciova spolecnost', 8);
  pen.r(R, 40, 'FAKTURA - DANOVY DOKLAD', 13, true); pen.r(R, 52, 'INVOICE - TAX DOCUMENT', 9);
  pen.r(R, 66, 'c. / No. 2026100418', 11, true);
  pen.hl(X, R, 74, 1);
  let y = 86;
  pen.t(X, y, 'Dodavatel / Supplier', 6.8, true); pen.t(M, y, 'Odberatel / Customer', 6.8, true);
  pen.ml(X, y + 12, [vendor.name, 'Zasovska 1480', '757 01 Valasske Mezirici', 'Ceska republika'], 8.6, 10.5, false);
  pen.ml(X, y + 58, ['ICO: 25841017      DIC: CZ25841017', 'Tel.: +420 571 611 480', 'E-mail: fakturace@vstroj.cz', 'Zapsana v OR u KS v Ostrave, oddil B, vlozka 1447'], 7.2, 9);
  pen.box(M - 6, y - 8, R - M + 6, 100, 0.8);
  pen.ml(M, y + 12, [customer.name, 'Industriestrasse 44', '94469 Deggendorf', 'Deutschland'], 9.5, 11.5, true);
  pen.t(M, y + 66, 'DIC / USt-IdNr.: DE813447201', 8);
  pen.t(M, y + 78, 'Zakaznicke c. / Customer no.: 30418', 7.2);
  y += 110;
  pen.hl(X, R, y, 0.4);
  const kv: Array<[string, string]> = [
    ['Datum vystaveni / Date of issue', d.dmyDot('2026-03-13')], ['Datum uskutecneni zdanitelneho plneni (DUZP)', d.dmyDot('2026-03-12')], ['Datum splatnosti / Due date', d.dmyDot('2026-04-12')],
    ['Forma uhrady / Payment', 'prevodem / bank transfer'], ['Variabilni symbol', '2026100418'], ['Konstantni symbol', '0308'],
    ['Objednavka c. / Your order', '4500228174'], ['Dodaci list / Delivery note', 'DL-26-0871'], ['Dodaci podminky / Incoterms 2020', 'FCA Valasske Mezirici'],
  ];
  kv.forEach(([l, v], i) => { const cx = X + (i % 3) * 176, cy = y + 12 + Math.floor(i / 3) * 22; pen.t(cx, cy, l, 6.2); pen.t(cx, cy + 9, v, 8.4, i === 0 || i === 2); });
  y += 78;
  pen.t(X, y, 'Fakturujeme Vam za dodane zbozi / We invoice you for the goods supplied:', 7.6);
  y += 6;
  y = table(pen, X, y, [
    { title: ['Pol.'], w: 22, align: 'c' }, { title: ['Kod', 'Code'], w: 40 }, { title: ['Nazev polozky / Description'], w: 190 }, { title: ['Celni sazebnik', 'CN code'], w: 50, align: 'c' },
    { title: ['Mnozstvi', 'Qty'], w: 38, align: 'r' }, { title: ['MJ'], w: 18, align: 'c' }, { title: ['Cena/MJ EUR', 'Unit price'], w: 54, align: 'r' },
    { title: ['DPH', 'VAT'], w: 26, align: 'c' }, { title: ['Celkem bez DPH', 'Net amount EUR'], w: 85, align: 'r' },
  ], lines.map((l) => [[String(l.n)], [l.code], wrap(pen, l.desc, 185, 7.2), [l.hsP], [sp(l.q, 0)], [l.u], [sp(l.p)], ['0 %'], [sp(l.t)]]), { size: 7.2, headSize: 6, shade: true, vlines: false });
  y += 8;
  const tot: Array<[string, string]> = [['Zaklad dane / Tax base 0 %', sp(net)], ['DPH / VAT 0 %', sp(0)], ['Zaokrouhleni / Rounding', sp(0)]];
  tot.forEach(([l, v], i) => { pen.t(M + 20, y + 10 + i * 12, l, 7.8); pen.r(R - 3, y + 10 + i * 12, v, 8.4); });
  pen.fill(M + 16, y + 40, R - M - 16, 13, 0.9);
  pen.t(M + 20, y + 49, 'Celkem k uhrade / Total due EUR', 7.8, true); pen.r(R - 3, y + 49, sp(net), 9, true);
  pen.ml(X, y + 10, ['Dodani zbozi do jineho clenskeho statu je osvobozeno od dane', 'dle § 64 zakona c. 235/2004 Sb. / Intra-Community supply,', 'exempt under Art. 138 Directive 2006/112/EC. Reverse charge.', 'Zeme puvodu / Country of origin: Ceska republika (CZ)'], 7, 8.8);
  y += 70;
  pen.box(X, y, R - X, 50, 0.5);
  pen.ml(X + 6, y + 11, ['Bankovni spojeni / Bank: Komercni banka, a.s., Na Prikope 33, Praha 1', `Cislo uctu / Account no.: ${acct}`, `IBAN: ${ib.spaced}     BIC/SWIFT: KOMBCZPP`, 'Splatnost 30 dni / Payment 30 days net. Pri platbe uvadejte variabilni symbol.'], 7.6, 9.6);
  qr(pen, R - 50, y + 3, 44, 'SPD*1.0*ACC:' + ib.compact);
  y += 62;
  pen.t(X, y, 'Celkova hmotnost / Total weight: netto 3 812,0 kg, brutto 4 190,5 kg; 14 palet / pallets', 7.4);
  pen.t(X, y + 12, 'Vystavil / Issued by: Ing. Pavla Hruba, tel. +420 571 611 482', 7.4);
  stamp(pen, R - 110, y + 40, ['VALASSKE STROJIRNY a.s.', 'Valasske Mezirici', 'ICO 25841017'], 7, 7.5, 0.45);
  small(pen, X, 790, R - X - 80, 'Spolecnost je zapsana v obchodnim rejstriku vedenem Krajskym soudem v Ostrave, oddil B, vlozka 1447. Faktura je zaroven danovym dokladem ve smyslu zakona c. 235/2004 Sb., o dani z pridane hodnoty.', 5.8, 7);
  pen.r(R, 812, 'Strana 1 / 1', 6.5);
  return {
    id: 's7-cz-invoice', type: 'invoice',
    notes: 'Czech "Faktura - danovy doklad" (ASCII-folded Czech, as printed by an ERP with a Latin-1 font) to a German buyer, A4 Helvetica: Czech/English caption pairs, supplier block left with ICO (decoy) and DIC (the VAT id), customer in a framed box, 9 header fields in a 3-column grid with values under captions (issue date vs DUZP taxable-supply date vs due date, variable symbol = invoice digits, constant symbol 0308 and delivery-note number as decoys), line table without vertical rules with item codes, CN codes printed with dots, space-thousands + decimal comma, VAT 0 % reverse charge, total printed twice, Czech account number with bank code plus IBAN/BIC, QR payment code.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: '2026100418', invoiceDate: '2026-03-13', dueDate: '2026-04-12', currency: 'EUR', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: lines.map((l) => ({ description: l.desc, quantity: l.q, unitPrice: l.p, total: l.t, hsCode: l.hsP || null })),
      subtotal: net, taxRate: 0, taxAmount: 0, totalAmount: net, paymentTerms: 'Splatnost 30 dni / Payment 30 days net',
      purchaseOrderNumber: '4500228174', incoterms: { rule: 'FCA', place: 'Valasske Mezirici' }, countryOfOrigin: 'CZ',
      bankDetails: { iban: ib.compact, bic: 'KOMBCZPP', accountNumber: acct },
    },
  };
}

/** 2. Chilean "Factura de Exportacion Electronica" (SII), Letter: RUT/folio box top right, dot-thousands, Spanish long dates, DUS and timbre as decoys. */
export function clExportInvoice(): Doc {
  const pen = new Pen4('Helvetica', 'Letter');
  const X = 34, R = 578;
  const vendor = party('VIÑA LOS CANELOS SpA', ['Fundo El Huique s/n, Palmilla', 'Region del Libertador B. O\'Higgins, Chile'], { taxId: '76.418.227-3', phone: '+56 72 291 4410', email: 'export@loscanelos.cl' });
  const customer = party('LAURENTIAN WINE AGENCY INC.', ['1450 Rue Peel, Bureau 800', 'Montreal QC H3A 1S8, Canada'], { taxId: '814472290RT0001' });
  const wines: Array<[string, string, number, number]> = [
    ['CABERNET SAUVIGNON RESERVA 2023, 12 X 750 ML', '22042168', 560, 38.4], ['CARMENERE GRAN RESERVA 2022, 12 X 750 ML', '22042199', 420, 52.8],
    ['SAUVIGNON BLANC RESERVA 2025, 12 X 750 ML', '22042161', 350, 34.2], ['CHARDONNAY RESERVA 2024, 12 X 750 ML', '22042163', 280, 35.6],
    ['SYRAH SINGLE VINEYARD 2021, 6 X 750 ML', '22042199', 120, 71.5], ['ENSAMBLAJE ICONO "EL HUIQUE" 2020, 6 X 750 ML', '22042199', 60, 148.0],
    ['ROSE DE PINOT NOIR 2025, 12 X 750 ML', '22042199', 140, 33.9], ['CABERNET SAUVIGNON BAG-IN-BOX 3 L, 4 X 3 L', '22042210', 200, 27.75],
  ];
  const it = wines.map(([dd, hs, q, p], i) => ({ n: i + 1, d: dd, hs, q, p, t: round(q * p) }));
  const fob = sum(it.map((x) => x.t));
  const flete = 3280, seguro = 118.4;
  pen.t(X, 46, 'VIÑA LOS CANELOS', 18, true);
  pen.ml(X, 60, ['VIÑA LOS CANELOS SpA', 'Giro: Elaboracion y exportacion de vinos', 'Fundo El Huique s/n, Palmilla', 'Region del Libertador B. O\'Higgins, Chile', 'Tel. +56 72 291 4410  -  export@loscanelos.cl'], 7.4, 9);
  const bx = 380, bw = R - bx;
  pen.box(bx, 30, bw, 78, 2); pen.box(bx + 3, 33, bw - 6, 72, 0.5);
  pen.c(bx + bw / 2, 50, 'R.U.T.: 76.418.227-3', 11, true);
  pen.c(bx + bw / 2, 66, 'FACTURA DE EXPORTACION', 10, true); pen.c(bx + bw / 2, 78, 'ELECTRONICA', 10, true);
  pen.c(bx + bw / 2, 95, 'Nº 4418', 12, true);
  pen.c(bx + bw / 2, 120, 'S.I.I. - RANCAGUA', 8, true);
  let y = 138;
  pen.hl(X, R, y - 8, 0.5);
  const kv = (x: number, yy: number, l: string, v: string, tab = 92) => { pen.t(x, yy, l, 7.4, true); pen.t(x + tab - 6, yy, ':', 7.4); pen.t(x + tab, yy, v, 7.8); };
  kv(X, y, 'Señor(es)', customer.name); kv(X, y + 11, 'Direccion', '1450 Rue Peel, Bureau 800'); kv(X, y + 22, 'Ciudad / Pais', 'Montreal QC H3A 1S8, Canada');
  kv(X, y + 33, 'ID Receptor Extr.', '814472290RT0001'); kv(X, y + 44, 'Su Orden de Compra', 'LWA-PO-2026-118');
  kv(340, y, 'Fecha Emision', d7.es('2026-03-12'), 82); kv(340, y + 11, 'Fecha Vencimiento', d.dmyDash('2026-05-11'), 82);
  kv(340, y + 22, 'Forma de Pago', 'COBRANZA 60 DIAS', 82); kv(340, y + 33, 'Modalidad Venta', 'A FIRME', 82); kv(340, y + 44, 'Moneda', 'USD - DOLAR EE.UU.', 82);
  y += 62;
  pen.fill(X, y, R - X, 12, 0.85); pen.t(X + 4, y + 9, 'DATOS DE EXPORTACION (ADUANA)', 7.4, true); y += 14;
  const ex: Array<[string, string]> = [['Clausula de Venta', 'FOB San Antonio'], ['Via de Transporte', 'MARITIMA, FLUVIAL Y LACUSTRE'], ['Puerto Embarque', 'SAN ANTONIO'], ['Puerto Desembarque', 'MONTREAL'],
    ['Pais Destino', 'CANADA'], ['Pais de Origen', 'CHILE'], ['Nave', 'MSC AURORA V. QW612N'], ['Tipo de Bulto', 'CAJAS (1.930)'], ['Total Bultos', '1.930'], ['Contenedores', 'MSDU 731884-0 / TCKU 602115-8']];
  ex.forEach(([l, v], i) => { const cx = X + (i % 2) * 272, cy = y + 8 + Math.floor(i / 2) * 10.5; pen.t(cx, cy, l, 7); pen.t(cx + 90, cy, v, 7.6); });
  y += 64;
  y = table(pen, X, y, [
    { title: ['Item'], w: 26, align: 'c' }, { title: ['Codigo SA'], w: 54, align: 'c' }, { title: ['Descripcion'], w: 250 }, { title: ['Cantidad'], w: 50, align: 'r' }, { title: ['Unidad'], w: 40, align: 'c' },
    { title: ['Precio Unit. USD'], w: 62, align: 'r' }, { title: ['Total USD'], w: 62, align: 'r' },
  ], it.map((x) => [[String(x.n)], [x.hs], wrap(pen, x.d, 244, 7.4), [eu(x.q, 0)], ['CAJ'], [eu(x.p)], [eu(x.t)]]), { size: 7.4, headSize: 6.6, shade: true, hlines: false });
  y += 10;
  pen.ml(X, y + 6, ['Valores informativos (no forman parte del total):', `Flete: USD ${eu(flete)}      Seguro: USD ${eu(seguro)}`, `Valor CIF referencial: USD ${eu(round(fob + flete + seguro))}`], 7, 9);
  const tl: Array<[string, string]> = [['Monto Exento', eu(fob)], ['I.V.A. (exento Art. 12 D.L. 825)', eu(0)], ['Total Clausula de Venta FOB', eu(fob)], ['TOTAL USD', eu(fob)]];
  tl.forEach(([l, v], i) => { pen.t(360, y + 8 + i * 12, l, 7.6, i === 3); pen.r(R - 3, y + 8 + i * 12, v, 8.2, i === 3); });
  y += 58;
  pen.t(X, y, 'SON: NOVENTA Y TRES MIL TRESCIENTOS SETENTA Y CUATRO DOLARES CON 00/100', 7, true);
  y += 14;
  pen.ml(X, y, ['Referencias: DUS Nº 2611-0441827 de 10-03-2026  -  Booking MSC 177ZCL4418830  -  Mandato Agente de Aduana Nº 118', 'Datos bancarios: Banco de Chile, Cta. Cte. USD 00-418-22710-09, SWIFT BCHICLRM'], 7, 9);
  y += 24;
  barcode(pen, X, y, 200, 40, '7641822734418202603120108278');
  pen.ml(X, y + 50, ['Timbre Electronico SII', 'Res. 80 de 2014 - Verifique documento: www.sii.cl'], 6.5, 8);
  pen.box(350, y, R - 350, 72, 0.5);
  pen.ml(356, y + 12, ['ACUSE DE RECIBO', 'Nombre: ______________________', 'R.U.T.: _______________  Fecha: ________', 'Recinto: ______________  Firma: ________'], 7, 14);
  stamp(pen, 250, y + 110, ['VIÑA LOS CANELOS', 'DEPTO. EXPORTACIONES'], -6, 7.5, 0.45);
  pen.t(X, 760, 'CEDIBLE CON SU FACTURA', 7, true); pen.r(R, 760, 'Pagina 1 de 1', 6.5);
  return {
    id: 's7-cl-export-invoice', type: 'invoice',
    notes: 'Chilean electronic export invoice (Factura de Exportacion Electronica, SII) on Letter: double-ruled RUT / document type / folio "Nº 4418" box top right with the SII office under it, label : value blocks in two columns (buyer with foreign tax id, "Fecha Emision: 12 de marzo de 2026" Spanish long date, due date 11-05-2026), customs block (clausula FOB San Antonio, ports, vessel, container numbers with spaces) as a 2-column grid, line table without row rules, dot-thousands and decimal comma (38,40 / 21.504,00), informative freight/insurance/CIF values under the table as decoys, VAT exempt line, total in Spanish words, DUS/booking/bank references and a timbre barcode as decoys.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: '4418', invoiceDate: '2026-03-12', dueDate: '2026-05-11', currency: 'USD', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: it.map((x) => ({ description: x.d, quantity: x.q, unitPrice: x.p, total: x.t, hsCode: x.hs })),
      subtotal: fob, taxRate: null, taxAmount: 0, totalAmount: fob, paymentTerms: 'COBRANZA 60 DIAS',
      purchaseOrderNumber: 'LWA-PO-2026-118', incoterms: { rule: 'FOB', place: 'San Antonio' }, countryOfOrigin: 'CL',
    },
  };
}
