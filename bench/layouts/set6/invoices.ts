/** Set 6, invoices: Mexican CFDI 4.0 export invoice (Spanish, HS codes in the foreign-trade complement), Norwegian seafood export invoice (2 pages). */
import { Pen4, party, us, sp, round, sum, table, wrap, small, qr, iban, type Doc } from '../set5/lib5.ts';

/** 4. Mexican CFDI 4.0 printed representation of an export invoice: Spanish captions, SAT keys, HS codes only in the Comercio Exterior table. */
export function mxCfdi(): Doc {
  const pen = new Pen4('Helvetica', 'Letter');
  const X = 30, R = 582;
  const vendor = party('CONSERVAS Y ENCURTIDOS DEL BAJIO SA DE CV', ['Blvd. Adolfo Lopez Mateos 2150, Col. Jardines del Moral', 'Leon, Guanajuato, C.P. 37160, Mexico'], { taxId: 'CEB0912153K7', phone: '+52 477 718 2290', email: 'facturacion@cebajio.com.mx' });
  const customer = party('PACIFIC FRESH DISTRIBUTORS INC', ['2440 E 26th Street', 'Vernon, CA 90058, USA'], { taxId: '95-4418273' });
  const items = [
    { id: 'JAL-E-2800', k: '50121500', q: 1200, u: 'XBX', un: 'Caja', d: 'Chile jalapeno entero en escabeche, lata 2.8 kg (6 latas por caja)', p: 21.4, hs: '2001909900' },
    { id: 'JAL-R-2800', k: '50121500', q: 900, u: 'XBX', un: 'Caja', d: 'Chile jalapeno en rajas en escabeche, lata 2.8 kg (6 latas por caja)', p: 22.15, hs: '2001909900' },
    { id: 'CHI-A-0210', k: '50121500', q: 1500, u: 'XBX', un: 'Caja', d: 'Chile chipotle adobado, lata 210 g (24 latas por caja)', p: 18.6, hs: '2005999900' },
    { id: 'NOP-T-0950', k: '50121500', q: 640, u: 'XBX', un: 'Caja', d: 'Nopalitos tiernos en salmuera, frasco 950 g (12 frascos)', p: 16.8, hs: '2005999900' },
    { id: 'SAL-V-0450', k: '50192100', q: 1100, u: 'XBX', un: 'Caja', d: 'Salsa verde mexicana, frasco 450 g (12 frascos por caja)', p: 14.25, hs: '2103909900' },
    { id: 'SAL-R-0450', k: '50192100', q: 1100, u: 'XBX', un: 'Caja', d: 'Salsa roja taquera, frasco 450 g (12 frascos por caja)', p: 14.25, hs: '2103909900' },
    { id: 'ZAN-C-0400', k: '50121500', q: 480, u: 'XBX', un: 'Caja', d: 'Zanahoria en escabeche con chile, lata 400 g (24 latas)', p: 12.9, hs: '2001909900' },
    { id: 'FRI-B-0560', k: '50191500', q: 700, u: 'XBX', un: 'Caja', d: 'Frijoles bayos refritos, lata 560 g (12 latas por caja)', p: 13.45, hs: '2005510100' },
  ].map((it) => ({ ...it, t: round(it.q * it.p) }));
  const sub = sum(items.map((i) => i.t));
  pen.t(X, 40, 'CONSERVAS Y ENCURTIDOS DEL BAJIO', 14, true);
  pen.ml(X, 52, ['CONSERVAS Y ENCURTIDOS DEL BAJIO SA DE CV   RFC: CEB0912153K7', 'Regimen Fiscal: 601 - General de Ley Personas Morales', 'Blvd. Adolfo Lopez Mateos 2150, Col. Jardines del Moral', 'Leon, Guanajuato, C.P. 37160, Mexico   Tel. +52 477 718 2290   facturacion@cebajio.com.mx'], 7, 8.6);
  pen.box(400, 28, R - 400, 74, 0.8); pen.fill(400, 28, R - 400, 14, 0.2);
  pen.q.textEx(406, 38, 'FACTURA  -  CFDI 4.0  (EXPORTACION)', 7.5, { bold: true, gray: 1 });
  pen.ml(406, 54, ['Serie y Folio:', 'Fecha de emision:', 'Lugar de expedicion:', 'Tipo de comprobante:', 'Exportacion:'], 7, 9.5);
  pen.ml(494, 54, ['A-18842', '09/03/2026', 'C.P. 37160', 'I - Ingreso', '02 - Definitiva'], 7, 9.5);
  pen.t(406, 54 + 5 * 9.5 - 0.5, '', 7);
  let y = 114;
  pen.fill(X, y, R - X, 12, 0.85); pen.t(X + 4, y + 9, 'RECEPTOR', 7.5, true); y += 12;
  pen.box(X, y, R - X, 52, 0.5);
  pen.ml(X + 6, y + 12, ['Nombre: PACIFIC FRESH DISTRIBUTORS INC', 'RFC: XEXX010101000      Residencia fiscal: USA      Num. Reg. Id. Trib.: 95-4418273', 'Domicilio: 2440 E 26th Street, Vernon, CA 90058, USA', 'Uso CFDI: S01 - Sin efectos fiscales      Regimen fiscal receptor: 616'], 7.5, 10);
  y += 60;
  pen.ml(X, y + 8, ['Moneda: USD - Dolar americano', 'Tipo de cambio: 17.0425'], 7.5, 10);
  pen.ml(220, y + 8, ['Forma de pago: 99 - Por definir', 'Metodo de pago: PPD - Pago en parcialidades o diferido'], 7.5, 10);
  pen.ml(440, y + 8, ['Condiciones de pago:', 'Credito 30 dias'], 7.5, 10);
  y += 30;
  y = table(pen, X, y, [
    { title: ['Clave', 'ProdServ'], w: 46 }, { title: ['No. Ident.'], w: 56 }, { title: ['Cantidad'], w: 44, align: 'r' }, { title: ['Clave', 'Unidad'], w: 34, align: 'c' },
    { title: ['Unidad'], w: 34 }, { title: ['Descripcion'], w: 196 }, { title: ['Valor', 'unitario'], w: 50, align: 'r' }, { title: ['Importe'], w: 58, align: 'r' }, { title: ['Obj.', 'Imp.'], w: 34, align: 'c' },
  ], items.map((it) => [[it.k], [it.id], [us(it.q, 2)], [it.u], [it.un], wrap(pen, it.d, 190, 7), [us(it.p, 2)], [us(it.t, 2)], ['02']]), { size: 7, headSize: 6, shade: true, vlines: false });
  y += 8;
  pen.t(X, y + 8, 'Impuestos trasladados por concepto: IVA 002 Tasa 0.000000 (exportacion definitiva)', 6.5);
  const ty = y;
  pen.ml(420, ty + 8, ['Subtotal:', 'IVA trasladado (0%):', 'Total:'], 8, 12, true);
  pen.r(R, ty + 8, `$ ${us(sub)}`, 8); pen.r(R, ty + 20, '$ 0.00', 8); pen.r(R, ty + 32, `$ ${us(sub)} USD`, 8.5, true);
  y += 18;
  pen.t(X, y + 8, `Importe con letra: (${'CIENTO TREINTA Y UN MIL DOSCIENTOS VEINTICUATRO DOLARES 00/100 USD'})`, 6.5);
  y += 34;
  pen.fill(X, y, R - X, 12, 0.85); pen.t(X + 4, y + 9, 'COMPLEMENTO COMERCIO EXTERIOR 2.0', 7.5, true); y += 16;
  pen.ml(X + 4, y + 6, ['Clave de pedimento: A1', 'Certificado origen: 1', 'Incoterm: FCA'], 7, 9.5);
  pen.ml(200, y + 6, ['No. certificado origen: MX-USMCA-26-4471', 'Total USD: ' + us(sub), 'Orden de compra: PFD-PO-77120'], 7, 9.5);
  pen.ml(400, y + 6, ['Destinatario: PACIFIC FRESH DISTRIBUTORS INC', 'Vernon, CA 90058, USA', 'Pais de origen de las mercancias: MEX'], 7, 9.5);
  y += 36;
  y = table(pen, X, y, [
    { title: ['No. Identificacion'], w: 90 }, { title: ['Fraccion arancelaria'], w: 90 }, { title: ['Cantidad aduana'], w: 80, align: 'r' }, { title: ['Unidad aduana'], w: 70, align: 'c' },
    { title: ['Valor unitario aduana'], w: 100, align: 'r' }, { title: ['Valor dolares'], w: 90, align: 'r' },
  ], items.map((it) => [[it.id], [it.hs], [us(it.q, 2)], ['01'], [us(it.p, 2)], [us(it.t, 2)]]), { size: 6.8, headSize: 6, vlines: false });
  y += 10;
  qr(pen, X, y, 72, 'A-18842');
  pen.ml(X + 82, y + 8, ['Folio fiscal (UUID): 6F3A1C02-9B7E-4D15-A8C4-2E90B7D511F3', 'No. de serie del CSD del emisor: 00001000000712345678', 'No. de serie del certificado SAT: 00001000000509846663', 'Fecha y hora de certificacion: 2026-03-09T10:15:07', 'RFC del proveedor de certificacion: SAT970701NN3'], 6.5, 8.5);
  y += 80;
  { const seal = 'Yk7bQ0wZl2mH4V1c9rJ3tX0dP8sW6eN5aU2yF4hK7gL1oB3iM9qT6vR0nC8xE5zA2jD4fG7uI1pS3kH6wY9mQ0lV2bN5cX8tR1eU4oZ7aW3sJ6dF9gK2hL5yP8iM1qT4vB7nC0xE3zA6jD9fG2uI5pS8kH1wY4mQ7lV0bN3cX6tR9eU2oZ5aW8sJ1dF4gK7hL0yP3iM6qT9vB2nC5xE8==';
    pen.t(X, y, 'Sello digital del CFDI:', 5.5, true);
    for (let i = 0; i * 150 < seal.length; i++) pen.t(X, y + 7 + i * 6.5, seal.slice(i * 150, (i + 1) * 150), 5); }
  small(pen, X, y + 24, R - X, 'Este documento es una representacion impresa de un CFDI. La mercancia viaja por cuenta y riesgo del comprador a partir de su entrega al transportista en Leon, Gto. (FCA).', 6, 7.5);
  pen.t(X, 770, 'Pagina 1 de 1', 6.5); pen.r(R, 770, 'CFDI 4.0 - Serie A Folio 18842', 6.5);
  return {
    id: 's6-mx-cfdi', type: 'invoice',
    notes: 'Mexican CFDI 4.0 printed export invoice on Letter, Spanish captions without accents: "Serie y Folio" box top right, RFC for the seller and the generic XEXX010101000 for the foreign buyer whose tax id is the "Num. Reg. Id. Trib." (the truth), SAT keys per line (Clave ProdServ / Clave Unidad XBX / Obj. Imp. 02) as decoy codes, quantities with decimals (1,200.00), HS codes (fraccion arancelaria, 10 digits) only in the separate Comercio Exterior table keyed by No. Identificacion, IVA 0%, exchange rate 17.0425 and UUID/certification timestamp as decoys, total in words.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: 'A-18842', invoiceDate: '2026-03-09', dueDate: null, currency: 'USD', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: items.map((it) => ({ description: it.d, quantity: it.q, unitPrice: it.p, total: it.t, hsCode: it.hs })),
      subtotal: sub, taxRate: 0, taxAmount: 0, totalAmount: sub, paymentTerms: 'Credito 30 dias',
      purchaseOrderNumber: 'PFD-PO-77120', incoterms: { rule: 'FCA', place: null }, countryOfOrigin: 'MX',
    },
  };
}

/** Norwegian bank account check digit (mod 11, weights 5,4,3,2,7,6,5,4,3,2). */
function noAccount(ten: string): string {
  const w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const r = ten.split('').reduce((a, c, i) => a + Number(c) * w[i], 0) % 11;
  const k = r === 0 ? 0 : 11 - r;
  return k === 10 ? noAccount(String(Number(ten) + 1).padStart(10, '0')) : ten + k;
}

/** 5. Norwegian frozen-seafood export invoice: Norwegian/English captions, space thousands + decimal comma, 20 lines over 2 pages with carried-forward subtotal. */
export function noSeafoodInvoice(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 40, R = 555;
  const acct = noAccount('1503224415');
  const ib = iban('NO', acct);
  const vendor = party('NORDKYST SJØMAT AS', ['Skansekaia 14', '6002 Ålesund', 'Norge'], { taxId: 'NO 918 442 067 MVA', phone: '+47 70 11 42 80', email: 'export@nordkyst-sjomat.no' });
  const customer = party('HANBADA SEAFOOD CO., LTD.', ['38, Gamcheonhang-ro, Saha-gu', 'Busan 49419', 'Republic of Korea'], { taxId: '602-86-11437' });
  const grades: Array<[string, string, number, number]> = [
    ['Fryst laks HOG / Frozen Atlantic salmon HOG 1-2 kg', '03031300', 2150, 71.4], ['Fryst laks HOG / Frozen Atlantic salmon HOG 2-3 kg', '03031300', 3420, 76.9],
    ['Fryst laks HOG / Frozen Atlantic salmon HOG 3-4 kg', '03031300', 4180, 79.25], ['Fryst laks HOG / Frozen Atlantic salmon HOG 4-5 kg', '03031300', 3960, 82.1],
    ['Fryst laks HOG / Frozen Atlantic salmon HOG 5-6 kg', '03031300', 2240, 84.6], ['Fryst laks HOG / Frozen Atlantic salmon HOG 6+ kg', '03031300', 980, 86.35],
    ['Fryst makrell / Frozen mackerel WR 300-500 g', '03035410', 8200, 19.8], ['Fryst makrell / Frozen mackerel WR 400-600 g', '03035410', 9600, 21.45],
    ['Fryst makrell / Frozen mackerel WR 500 g+', '03035410', 5400, 23.1], ['Fryst sild / Frozen herring WR 250-350 g', '03035100', 6000, 11.6],
    ['Fryst sild / Frozen herring WR 300-400 g', '03035100', 6200, 12.35], ['Sildefilet / Frozen herring fillets, skin-on', '03048600', 3100, 24.9],
    ['Fryst torsk HG / Frozen cod headed & gutted 1-2.5 kg', '03036300', 1850, 58.75], ['Fryst torsk HG / Frozen cod headed & gutted 2.5-4 kg', '03036300', 2240, 62.4],
    ['Fryst sei / Frozen saithe HG 1-2 kg', '03036500', 2600, 27.15], ['Fryst sei / Frozen saithe HG 2-3 kg', '03036500', 2400, 29.3],
    ['Torskefilet / Frozen cod fillets IQF 200-400 g', '03047100', 1500, 118.6], ['Laksefilet / Frozen salmon fillets trim D 1.2-1.6 kg', '03048100', 1650, 142.75],
    ['Fryst blåkveite / Frozen Greenland halibut HG 1-2 kg', '03033110', 1280, 96.8], ['Fryst lodde / Frozen capelin WR 45-50 pcs/kg', '03038990', 4000, 14.2],
  ];
  const lines = grades.map(([d, hs, q, p], i) => ({ n: i + 1, d, hs, q, p, t: round(q * p) }));
  const total = sum(lines.map((l) => l.t));
  const cols = [{ title: ['Pos.'], w: 28, align: 'c' as const }, { title: ['Varebeskrivelse / Description'], w: 214 }, { title: ['Tolltariff', 'HS'], w: 58, align: 'c' as const },
    { title: ['Mengde kg', 'Quantity kg'], w: 68, align: 'r' as const }, { title: ['Pris NOK/kg', 'Unit price'], w: 62, align: 'r' as const }, { title: ['Beløp NOK', 'Amount'], w: 85, align: 'r' as const }];
  const head = (first: boolean) => {
    pen.t(X, 46, 'NORDKYST', 20, true); pen.t(X + pen.w('NORDKYST ', 20, true), 46, 'SJØMAT AS', 20);
    pen.t(X, 58, 'Skansekaia 14, 6002 Ålesund, Norge  -  Tlf. +47 70 11 42 80  -  export@nordkyst-sjomat.no  -  Org.nr./VAT NO 918 442 067 MVA', 7);
    pen.r(R, 40, 'FAKTURA / INVOICE', 13, true); pen.r(R, 52, first ? 'Original' : 'Side 2 / Page 2', 7.5);
    pen.hl(X, R, 66, 0.8);
  };
  head(true);
  let y = 82;
  pen.t(X, y, 'Kjøper / Buyer', 6.5); pen.ml(X, y + 11, [customer.name, '38, Gamcheonhang-ro, Saha-gu', 'Busan 49419', 'Republic of Korea', 'Business Reg. No. 602-86-11437'], 8.5, 10.5);
  const kv: Array<[string, string]> = [['Fakturanr. / Invoice no.', '2026-00417'], ['Fakturadato / Invoice date', '10.03.2026'], ['Forfallsdato / Due date', '09.04.2026'],
    ['Deres ordre / Your order', 'HB-PO-26-0218'], ['Leveringsbetingelse / Terms', 'CFR Busan (Incoterms 2020)'], ['Betaling / Payment', '30 dager netto / 30 days net'], ['Valuta / Currency', 'NOK']];
  kv.forEach(([l, v], i) => { pen.t(300, y + i * 11.5, l, 7); pen.t(412, y + i * 11.5, v, 8, i < 2); });
  y += 88;
  pen.ml(X, y, ['Forsendelse / Shipment: 2 x 40\' reefer (-25 C) via Bremerhaven, B/L MEDUAL118842, containers MSDU9201147 / CXRU1528830', 'Opprinnelse / Origin: Norge / Norway   -   Fangst/produsert i Norge'], 7, 9);
  y += 22;
  const p1 = lines.slice(0, 16), p2 = lines.slice(16);
  const rows = (ls: typeof lines) => ls.map((l) => [[String(l.n)], [l.d], [l.hs], [sp(l.q, 0)], [sp(l.p, 2)], [sp(l.t, 2)]]);
  y = table(pen, X, y, cols, rows(p1), { size: 7.4, headSize: 6.2, shade: true, hlines: false });
  const cf = sum(p1.map((l) => l.t));
  pen.t(X + 32, y + 12, 'Transport til neste side / Carried forward', 7.5, true); pen.r(R - 3, y + 12, sp(cf, 2), 8, true);
  small(pen, X, 790, R - X, 'Nordkyst Sjømat AS - Org.nr. 918 442 067 MVA - Foretaksregisteret. Bank: DNB Bank ASA, SWIFT/BIC DNBANOKKXXX, IBAN ' + ib.spaced + '. Eksport: fritatt for merverdiavgift, jf. mval. 6-21.', 6.2, 7.5);
  pen.page();
  head(false);
  y = 82;
  pen.t(X, y, 'Faktura 2026-00417 av 10.03.2026 (forts. / continued)', 8, true);
  pen.t(X + 32, y + 16, 'Overført fra side 1 / Brought forward', 7.5, true); pen.r(R - 3, y + 16, sp(cf, 2), 8, true);
  y = table(pen, X, y + 24, cols, rows(p2), { size: 7.4, headSize: 6.2, shade: true, hlines: false });
  y += 10;
  const tot: Array<[string, string]> = [['Sum varer / Net amount', sp(total, 2)], ['MVA / VAT 0 %', sp(0, 2)], ['Å betale / Total NOK', sp(total, 2)]];
  tot.forEach(([l, v], i) => { pen.t(330, y + 12 + i * 13, l, 8, i === 2); pen.r(R - 3, y + 12 + i * 13, v, 8.5, i === 2); });
  pen.hl(330, R, y + 30, 0.6);
  y += 58;
  pen.ml(X, y, ['Totalt / Total: 72 950 kg netto / net - 76 020 kg brutto / gross - 2 918 kartonger / cartons', 'Betales til / Pay to: DNB Bank ASA, Kontonr. ' + acct.replace(/^(\d{4})(\d{2})(\d{5})$/, '$1.$2.$3'), 'IBAN: ' + ib.spaced + '   SWIFT/BIC: DNBANOKKXXX', 'Vennligst oppgi fakturanummer ved betaling / Please quote the invoice number with your payment.'], 8, 11);
  y += 54;
  pen.t(X, y, 'Ålesund, 10.03.2026', 8); pen.t(X, y + 30, 'Nordkyst Sjømat AS  -  Eksportavdelingen', 8, true);
  small(pen, X, 790, R - X, 'Nordkyst Sjømat AS - Org.nr. 918 442 067 MVA - Foretaksregisteret. Bank: DNB Bank ASA, SWIFT/BIC DNBANOKKXXX, IBAN ' + ib.spaced + '. Eksport: fritatt for merverdiavgift, jf. mval. 6-21.', 6.2, 7.5);
  return {
    id: 's6-no-seafood-inv', type: 'invoice',
    notes: 'Norwegian frozen-seafood export invoice, A4, 2 pages: Norwegian/English caption pairs (Fakturanr. / Invoice no., Forfallsdato / Due date), letters Ø/Å in names, space thousands + decimal comma (1 234 567,50), 20 lines split 16/4 without row rules, "Transport til neste side / Carried forward" and "Overført fra side 1" subtotals as decoys, 8-digit Norwegian tariff numbers, dd.mm.yyyy, MVA 0 % (export), IBAN only in the footer/pay-to block, CFR Busan.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: '2026-00417', invoiceDate: '2026-03-10', dueDate: '2026-04-09', currency: 'NOK', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: lines.map((l) => ({ description: l.d, quantity: l.q, unitPrice: l.p, total: l.t, hsCode: l.hs })),
      subtotal: total, taxRate: 0, taxAmount: 0, totalAmount: total, paymentTerms: '30 dager netto / 30 days net',
      purchaseOrderNumber: 'HB-PO-26-0218', incoterms: { rule: 'CFR', place: 'Busan' }, countryOfOrigin: 'NO',
      bankDetails: { iban: ib.compact, bic: 'DNBANOKKXXX', accountNumber: acct.replace(/^(\d{4})(\d{2})(\d{5})$/, '$1.$2.$3') },
    },
  };
}
