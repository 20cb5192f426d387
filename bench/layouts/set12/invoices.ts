/** Set 12, invoices: Mendoza winery's AFIP "Factura E" export invoice to Toronto (USD, FOB Buenos Aires, CUIT / CBU, CAE), Tartu log-house maker's Estonian / English "Arve" to Scotland over two pages with carried totals (EUR, 0 % VAT, space thousands). */
import { Pen4, party, eu, nok, round, sum, wrap, small, stamp, barcode, qr, iban, d, words, luhn, cuit, cbu, eeVat, eeRef, gbVat, type Doc } from './lib12.ts';

/** 1. Argentine Factura E: A4 Helvetica, AFIP header box split in two with the letter "E" / "COD. 19" square in the middle, "Punto de Venta / Comp. Nro" next to the full number, customer block with CUIT país and a Canadian BN, NCM codes with dots, cases of six bottles, decimal comma with point thousands, IVA exento, amount in words, CBU and SWIFT, CAE and its expiry as decoys, barcode + QR. */
export function arFacturaE(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 30, R = 565, M = 297.5;
  const pv = '00004', cn = '00001827', no = `${pv}-${cn}`;
  const vC = cuit('3071441827');
  const vendor = party('ALTOS DEL TUPUNGATO S.A.', ['Ruta Provincial 89 km 11', 'M5561 Tupungato, Mendoza, Argentina'], { taxId: vC, phone: '+54 261 441 8270', email: 'exportaciones@altostupungato.com.ar' });
  const bn = `${luhn('81441827')} RT0001`;
  const customer = party('NORTHERN VINE IMPORTS LTD.', ['2275 Lake Shore Blvd W, Suite 610', 'Toronto, ON M8V 3Y3, Canadá'], { taxId: bn });
  const L: Array<[string, string, string, number, number]> = [
    ['ATM-RES-23', 'Malbec Reserva 2023 - caja 6 x 750 ml', '2204.21.00', 420, 46.8],
    ['ATM-GRS-22', 'Malbec Gran Reserva 2022 - caja 6 x 750 ml', '2204.21.00', 180, 88.2],
    ['ATM-CBF-23', 'Cabernet Franc Valle de Uco 2023 - caja 6 x 750 ml', '2204.21.00', 150, 61.5],
    ['ATM-BON-24', 'Bonarda Clásico 2024 - caja 6 x 750 ml', '2204.21.00', 240, 29.4],
    ['ATM-CHD-24', 'Chardonnay Gualtallary 2024 - caja 6 x 750 ml', '2204.21.00', 120, 52.75],
    ['ATM-TOR-25', 'Torrontés Cafayate 2025 - caja 6 x 750 ml', '2204.21.00', 200, 33.6],
    ['ATM-ROS-25', 'Malbec Rosé 2025 - caja 6 x 750 ml', '2204.21.00', 160, 31.2],
    ['ATM-BLD-21', 'Blend de Altura "Cumbre" 2021 - caja 6 x 750 ml', '2204.21.00', 60, 142.0],
    ['ATM-MAG-22', 'Malbec Gran Reserva 2022 magnum - caja 3 x 1500 ml', '2204.21.00', 24, 96.9],
    ['ATM-XBR-NV', 'Espumoso Extra Brut método tradicional - caja 6 x 750 ml', '2204.10.00', 90, 58.4],
    ['ATM-BIB-24', 'Malbec Bag-in-Box 2024 - caja 4 x 3 l', '2204.22.10', 75, 39.8],
    ['ATM-GLS-01', 'Copas de degustación con logo (material promocional)', '7013.28.00', 12, 18.5],
  ];
  const lines = L.map(([sku, de, hs, q, p]) => ({ sku, de, hs, q, p, t: round(q * p) }));
  const total = sum(lines.map((l) => l.t));
  const acct = cbu('011', '0441', '4000044182705');
  pen.box(X, 28, R - X, 104, 0.9); pen.vl(M, 70, 132, 0.6);
  pen.fill(M - 22, 28, 44, 42, 1); pen.box(M - 22, 28, 44, 42, 0.9);
  pen.c(M, 58, 'E', 28, true); pen.c(M, 67, 'COD. 19', 5.6, true);
  pen.t(X + 8, 52, 'ALTOS DEL TUPUNGATO', 16, true); pen.t(X + 8, 63, 'BODEGA Y VIÑEDOS  ·  VALLE DE UCO', 7.4);
  pen.ml(X + 8, 80, [vendor.name, 'Ruta Provincial 89 km 11, M5561 Tupungato, Mendoza, Argentina', `Tel. ${vendor.phone}`, vendor.email!, 'IVA RESPONSABLE INSCRIPTO'], 7.2, 9.6);
  pen.t(M + 30, 50, 'FACTURA', 18, true); pen.t(M + 122, 50, `N° ${no}`, 11, true);
  const rk: Array<[string, string, boolean]> = [['Punto de Venta:', `${pv}     Comp. Nro: ${cn}`, false], ['Fecha de Emisión:', d.dmySlash('2026-12-03'), true], ['CUIT:', vC, true], ['Ingresos Brutos:', '0-441827-09 (Conv. Multilateral)', false], ['Inicio de Actividades:', d.dmySlash('2009-08-01'), false]];
  rk.forEach(([l, v, b], i) => { pen.t(M + 30, 70 + i * 12, l, 7.6, true); pen.t(M + 124, 70 + i * 12, v, 8.2, b); });
  let y = 138;
  pen.box(X, y, R - X, 92, 0.6);
  const cl: Array<[string, string]> = [['Señor(es) / Customer:', customer.name], ['Domicilio / Address:', '2275 Lake Shore Blvd W, Suite 610, Toronto, ON M8V 3Y3, Canadá'], ['ID Impositivo / Tax ID:', bn], ['CUIT País / Country ID:', '55000002206 (Canadá - Persona Jurídica)'], ['Condición IVA:', 'Cliente del Exterior']];
  cl.forEach(([l, v], i) => { pen.t(X + 6, y + 12 + i * 11, l, 7.2, true); pen.t(X + 112, y + 12 + i * 11, v, i === 0 ? 8.6 : 7.2, i === 0); });
  pen.t(X + 6, y + 72, 'Lugar de entrega / Deliver to:', 7.2, true);
  pen.ml(X + 112, y + 72, ['NORTHERN VINE IMPORTS - BONDED WAREHOUSE', '6100 Kestrel Road, Mississauga, ON L5T 1Y8, Canadá'], 7.6, 9);
  const ck: Array<[string, string]> = [['Orden de compra / PO:', 'NVI-PO-26-0388'], ['Incoterms 2020:', 'FOB BUENOS AIRES'], ['Moneda / Currency:', 'USD - Dólar estadounidense'], ['Tipo de cambio BNA:', '1.182,50 ARS (referencial)'], ['Permiso de embarque:', '26001EC01044182R'], ['País de origen / Origin:', 'ARGENTINA'], ['Destino / Destination:', 'CANADÁ (Toronto)']];
  ck.forEach(([l, v], i) => { pen.t(380, y + 12 + i * 11, l, 6.8, true); pen.r(R - 6, y + 12 + i * 11, v, 7.4); });
  y += 100;
  const cx = [X, X + 62, X + 292, X + 348, X + 384, X + 410, X + 468, R];
  pen.fill(X, y, R - X, 20, 0.2);
  [['Código', ''], ['Descripción', 'Description'], ['NCM', 'HS'], ['Cant.', 'Qty'], ['U.M.', 'Unit'], ['P. Unit. USD', 'Unit price'], ['Importe USD', 'Amount']].forEach(([a, b], i) => {
    const right = i === 3 || i >= 5;
    const f = right ? (s: string, yy: number, sz: number, bo: boolean) => pen.q.textEx(cx[i + 1] - 4 - pen.w(s, sz, bo), yy, s, sz, { bold: bo, gray: 1 }) : (s: string, yy: number, sz: number, bo: boolean) => pen.q.textEx(cx[i] + 3, yy, s, sz, { bold: bo, gray: 1 });
    f(a, y + 9, 7, true); if (b) f(b, y + 17, 5.8, false);
  });
  y += 32;
  lines.forEach((l, i) => {
    if (i % 2) pen.fill(X, y - 9, R - X, 13, 0.94);
    pen.t(cx[0] + 3, y, l.sku, 7); pen.t(cx[1] + 3, y, l.de, 7.4); pen.t(cx[2] + 3, y, l.hs, 7.4);
    pen.r(cx[4] - 4, y, String(l.q), 7.8); pen.t(cx[4] + 3, y, i === 11 ? 'UNID' : 'CAJA', 7); pen.r(cx[6] - 4, y, eu(l.p), 7.8); pen.r(R - 4, y, eu(l.t), 7.8);
    y += 13;
  });
  pen.hl(X, R, y - 6, 0.8);
  y += 8;
  const T: Array<[string, string, boolean]> = [['Subtotal', eu(total), false], ['Flete / Seguro', 'no incluidos (FOB)', false], ['IVA 0 % - Exento (art. 8 inc. a) Ley IVA)', eu(0), false], ['Otros tributos', eu(0), false], ['IMPORTE TOTAL USD', eu(total), true]];
  T.forEach(([l, v, b], i) => { pen.r(468, y + i * 13, l, 7.8, b); pen.r(R - 4, y + i * 13, v, b ? 10 : 8.4, b); });
  pen.t(X, y, `Total cajas / cases: ${eu(sum(lines.slice(0, 11).map((l) => l.q), 0), 0)}  ·  Peso bruto aprox. 27.310 kg  ·  1 x 40\' HC + 1 x 20\'`, 7.2);
  small(pen, X, y + 14, 250, `Son / Say: US DOLLARS ${words(Math.floor(total)).toUpperCase()} AND ${String(Math.round((total % 1) * 100)).padStart(2, '0')}/100`, 7.4, 9.2, true);
  y += 76;
  pen.box(X, y, R - X, 50, 0.5);
  pen.t(X + 6, y + 11, 'Forma de pago / Payment terms:', 7.4, true); pen.t(X + 130, y + 11, 'Transferencia bancaria a 60 días fecha de B/L', 8);
  pen.t(X + 6, y + 23, 'Fecha Vto. para el pago:', 7.4, true); pen.t(X + 130, y + 23, d.dmySlash('2027-02-01'), 8, true);
  pen.t(X + 6, y + 35, 'Banco / Bank:', 7.4, true); pen.t(X + 130, y + 35, 'Banco de la Nación Argentina - Sucursal Mendoza   SWIFT NACNARBA', 8);
  pen.t(X + 6, y + 46, 'Cuenta USD - CBU:', 7.4, true); pen.t(X + 130, y + 46, acct, 8.4, true);
  y += 62;
  small(pen, X, y, R - X, 'Exportación de bienes. Los vinos cumplen con la Ley 14.878 y las normas del Instituto Nacional de Vitivinicultura (INV, certificado de análisis para exportación adjunto). Graduación alcohólica 12,5 % - 14,8 % vol. Mercadería a ser embarcada en el puerto de Buenos Aires (Terminal 4) con destino Toronto vía Montreal.', 6.6, 8.2);
  stamp(pen, R - 90, y + 56, ['ALTOS DEL TUPUNGATO S.A.', 'DTO. COMERCIO EXTERIOR'], 8, 6.8, 0.45);
  pen.t(X, y + 40, 'Firma / Signature: ______________________    Lic. Mariana Ocampo - Gerente de Exportación', 7.4);
  pen.hl(X, R, 772, 0.6);
  pen.t(X, 786, 'CAE N°:', 8, true); pen.t(X + 40, 786, '76441827013952', 8.4); pen.t(X + 160, 786, 'Fecha de Vto. de CAE:', 8, true); pen.t(X + 262, 786, d.dmySlash('2026-12-13'), 8.4);
  barcode(pen, X, 794, 260, 18, '30714418279190000476441827013952202612134');
  qr(pen, R - 54, 778, 50, `AFIP-${no}`);
  pen.t(X + 280, 806, 'Comprobante Autorizado - ARCA / AFIP', 7.2, true); pen.t(X + 280, 816, 'Pág. 1/1  ·  ORIGINAL', 6.8);
  return {
    id: 's12-ar-factura-e', type: 'invoice',
    notes: 'Mendoza winery\'s AFIP-style "Factura E" (export) to Toronto on A4 Helvetica: header box split in the middle by the letter "E" / "COD. 19" square, "N° 00004-00001827" beside "Punto de Venta / Comp. Nro" split fields, issue date dd/mm/yyyy, vendor CUIT (mod-11 check), Ingresos Brutos and start-of-activity date as decoys, Spanish / English customer captions with a Canadian BN (Luhn) and the CUIT país 55000002206 decoy, deliver-to bonded warehouse, right-hand block with PO, FOB Buenos Aires, USD, an ARS reference exchange rate and the permiso de embarque, dark table header, NCM codes with dots, cases, decimal comma and point thousands, subtotal / freight not included / IVA exento / total, cases and gross-weight summary, amount in words, payment box with due date, CBU (valid check digits) and SWIFT, CAE number and CAE expiry date, barcode and QR.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: no, invoiceDate: '2026-12-03', dueDate: '2027-02-01', currency: 'USD', vendor, customer: { name: customer.name, address: customer.address, taxId: bn },
      lineItems: lines.map((l) => ({ description: l.de, quantity: l.q, unitPrice: l.p, total: l.t, hsCode: l.hs.replace(/\./g, '') })),
      subtotal: total, taxRate: 0, taxAmount: 0, totalAmount: total, paymentTerms: 'Transferencia bancaria a 60 días fecha de B/L', notes: null,
      purchaseOrderNumber: 'NVI-PO-26-0388', incoterms: { rule: 'FOB', place: 'BUENOS AIRES' }, countryOfOrigin: 'AR',
      shipTo: { name: 'NORTHERN VINE IMPORTS - BONDED WAREHOUSE', address: '6100 Kestrel Road, Mississauga, ON L5T 1Y8, Canadá' },
      bankDetails: { iban: null, bic: 'NACNARBA', accountNumber: acct },
    },
  };
}

/** 2. Estonian log-house invoice: A4 Times over two pages, "ARVE / INVOICE" with Estonian captions and English in grey, KMKR (3-7-1 check) and UK VAT (mod 97), 7-3-1 reference number beside the invoice number, table with units m3 / tk / m2 / kmpl, "Ülekanne / Carried forward" and "Üle toodud / Brought forward", 0 % VAT export, advance deducted, space thousands and decimal comma, EE IBAN. */
export function eeArve(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 44, R = 551;
  const no = '2026-1184', ref = eeRef('20261184');
  const kmkr = eeVat('10244182');
  const vendor = party('TARTU PALKMAJAD OÜ', ['Ringtee 44', '50105 Tartu, Eesti'], { taxId: kmkr, phone: '+372 742 4418', email: 'arved@palkmajad.ee' });
  const gb = gbVat('4418270');
  const customer = party('HIGHLAND TIMBER HOMES LTD', ['Unit 4, Longman Industrial Estate', 'Inverness IV1 1SU, United Kingdom'], { taxId: gb });
  const L: Array<[string, string, number, string, number]> = [
    ['Seinapalk, kuusk, freesitud 200 x 240 mm / wall logs, spruce, milled', '44072199', 38.4, 'm3', 612.0],
    ['Nurgaliited, lõigatud / corner notches, pre-cut', '44187900', 1, 'kmpl', 1840.0],
    ['Vahelae talad, liimpuit 90 x 270 / floor beams, glulam', '44181050', 6.2, 'm3', 845.0],
    ['Katusesarikad 50 x 200 / roof rafters', '44071198', 4.8, 'm3', 398.0],
    ['Katuselaudis 22 x 120 / roof boarding', '44071198', 3.6, 'm3', 365.0],
    ['Põrandalaud, mänd 28 x 145 / floorboards, pine', '44092910', 142, 'm2', 24.6],
    ['Voodrilaud 20 x 120 / interior panelling', '44092910', 268, 'm2', 14.9],
    ['Aknad, kolmekordne klaaspakett / windows, triple glazed', '44181010', 14, 'tk', 486.0],
    ['Katuseaknad / roof windows 78 x 118', '70089090', 3, 'tk', 412.0],
    ['Välisuks, tamm / entrance door, oak', '44182050', 1, 'tk', 1690.0],
    ['Siseuksed komplektis / interior doors with frames', '44182080', 9, 'tk', 228.0],
    ['Trepp, liimpuit / staircase, glulam', '44189900', 1, 'kmpl', 2350.0],
    ['Soojustus, puitkiud 200 mm / wood-fibre insulation', '44111490', 96, 'm2', 31.2],
    ['Tuuletõkkeplaat / wind barrier board', '44111490', 180, 'm2', 8.45],
    ['Kinnitusvahendid ja vedrud / fixings and settling springs', '73181588', 1, 'kmpl', 960.0],
    ['Montaazijoonised ja juhend / assembly drawings and manual', '49059900', 1, 'kmpl', 0.0],
  ];
  const lines = L.map(([de, hs, q, u, p]) => ({ de, hs, q, u, p, t: round(q * p) }));
  const total = sum(lines.map((l) => l.t)), adv = 18000, due = round(total - adv);
  const ib = iban('EE', '1010220044182018');
  const head = (pg: number) => {
    pen.t(X, 54, 'TARTU PALKMAJAD', 20, true); pen.t(X, 66, 'käsitööpalkmajad alates 1994  ·  handcrafted log houses since 1994', 8);
    pen.r(R, 44, pg === 1 ? 'ARVE' : 'ARVE (järg)', 18, true); pen.q.textEx(R - pen.w(pg === 1 ? 'INVOICE' : 'INVOICE (continued)', 9), 56, pg === 1 ? 'INVOICE' : 'INVOICE (continued)', 9, { gray: 0.45 });
    pen.r(R, 68, `Arve nr / Invoice no. ${no}`, 9, true);
    pen.hl(X, R, 76, 0.6);
  };
  const cx = [X, X + 22, X + 262, X + 314, X + 360, X + 390, X + 448, R];
  const colHead = (y: number) => {
    pen.hl(X, R, y, 0.8);
    [['Nr', ''], ['Kauba nimetus', 'Description'], ['Tariifikood', 'HS code'], ['Kogus', 'Qty'], ['Üh.', 'Unit'], ['Hind EUR', 'Unit price'], ['Summa EUR', 'Amount']].forEach(([a, b], i) => {
      const r = i === 3 || i >= 5;
      if (r) { pen.r(cx[i + 1] - 3, y + 10, a, 7.6, true); pen.q.textEx(cx[i + 1] - 3 - pen.w(b, 6.2), y + 18, b, 6.2, { gray: 0.45 }); } else { pen.t(cx[i] + 2, y + 10, a, 7.6, true); if (b) pen.gray(cx[i] + 2, y + 18, b, 6.2); }
    });
    pen.hl(X, R, y + 22, 0.5);
    return y + 34;
  };
  const row = (l: typeof lines[number], i: number, y: number) => {
    const ds = wrap(pen, l.de, 234, 8.4);
    pen.t(cx[0] + 4, y, String(i + 1), 8.4); pen.ml(cx[1] + 2, y, ds, 8.4, 10); pen.t(cx[2] + 2, y, l.hs, 8.4);
    pen.r(cx[4] - 3, y, l.q % 1 ? nok(l.q, 1) : String(l.q), 8.4); pen.t(cx[4] + 3, y, l.u, 8.4); pen.r(cx[6] - 3, y, nok(l.p), 8.4); pen.r(R - 3, y, nok(l.t), 8.4);
    pen.gray(cx[1] + 2, y + ds.length * 10, `pakke / packs: ${Math.max(1, Math.round(l.t / 2600))}  ·  markeering / marks: TPM-HTH ${String(i + 1).padStart(2, '0')}`, 6.4, 0.5);
    return y + ds.length * 10 + 15;
  };
  head(1);
  let y = 96;
  pen.t(X, y, 'Ostja / Buyer', 7.6, true);
  pen.ml(X, y + 13, [customer.name, 'Unit 4, Longman Industrial Estate', 'Inverness IV1 1SU, United Kingdom', `VAT reg. no. ${gb}`], 9.4, 11.4);
  pen.t(X, y + 66, 'Kauba saaja / Deliver to', 7.6, true);
  pen.ml(X, y + 79, ['CROFT OF BALNAIN BUILDING PLOT', 'Balnain, Drumnadrochit IV63 6TJ, United Kingdom'], 9, 11);
  const kv: Array<[string, string, string, boolean]> = [['Arve kuupäev', 'Invoice date', d.dmyDot('2026-12-03'), false], ['Maksetähtaeg', 'Due date', d.dmyDot('2026-12-17'), true], ['Viitenumber', 'Reference no.', ref, false],
    ['Tellimus', 'Customer order', 'HTH-PO-0418', false], ['Leping', 'Contract', 'TPM-2026/17 (20.08.2026)', false], ['Tarnetingimus', 'Incoterms 2020', 'FCA Tartu', false], ['Päritolu', 'Origin', 'Eesti / Estonia (EE)', false], ['Saateleht', 'Delivery note', 'SL-26-0441, 3 x 40\' HC', false]];
  kv.forEach(([a, b, v, bo], i) => { const yy = y + i * 13; pen.t(318, yy, a, 8, true); pen.gray(318 + pen.w(a, 8, true) + 3, yy, `/ ${b}`, 6.6); pen.t(432, yy, v, 8.6, bo); });
  y = colHead(212);
  lines.slice(0, 12).forEach((l, i) => { y = row(l, i, y); });
  const cf = sum(lines.slice(0, 12).map((l) => l.t));
  pen.hl(X, R, y - 4, 0.5);
  pen.t(cx[1] + 2, y + 8, 'Ülekanne järgmisele lehele', 8.6, true); pen.gray(cx[1] + 118, y + 8, '/ Carried forward', 7.4); pen.r(R - 3, y + 8, nok(cf), 9, true);
  pen.hl(X, R, 790, 0.4);
  small(pen, X, 798, R - X, `Tartu Palkmajad OÜ  ·  Ringtee 44, 50105 Tartu, Eesti  ·  registrikood 12441827  ·  KMKR ${kmkr}  ·  tel ${vendor.phone}  ·  ${vendor.email}  ·  AS SEB Pank ${ib.spaced}`, 6.6, 8);
  pen.r(R, 822, 'Lehekülg 1 / 2', 7.4);
  pen.page(); head(2);
  y = colHead(92);
  pen.t(cx[1] + 2, y, 'Üle toodud eelmiselt lehelt', 8.6, true); pen.gray(cx[1] + 122, y, '/ Brought forward', 7.4); pen.r(R - 3, y, nok(cf), 9, true);
  y += 18;
  lines.slice(12).forEach((l, i) => { y = row(l, i + 12, y); });
  pen.hl(X, R, y - 4, 0.8);
  y += 10;
  const T: Array<[string, string, boolean]> = [['Kokku käibemaksuta / Total excl. VAT', nok(total), false], ['Käibemaks 0 % / VAT 0 %', nok(0), false], ['Arve kokku / Invoice total EUR', nok(total), true], ['Ettemaks (arve 2026-1102) / Advance paid', `-${nok(adv)}`, false], ['Tasuda / Balance due EUR', nok(due), true]];
  T.forEach(([l, v, b], i) => { pen.r(456, y + i * 14, l, 8.6, b); pen.r(R - 3, y + i * 14, v, b ? 10 : 9, b); });
  pen.hl(300, R, y + 30, 0.4);
  y += 84;
  y = small(pen, X, y, R - X, 'Käibemaksuga maksustamine 0 %: kauba eksport (KMS § 15 lg 3 p 1). Export of goods outside the EU, VAT 0 %. Kaup jääb müüja omandisse kuni arve täieliku tasumiseni. / Title passes on full payment. Viivis 0,05 % päevas / late interest 0.05 % per day.', 7.6, 9.6);
  y += 10;
  pen.t(X, y, 'Maksetingimus / Payment terms:', 8, true); pen.t(X + 142, y, '14 päeva arve kuupäevast / 14 days from invoice date', 8.6);
  y += 18;
  pen.box(X, y, R - X, 46, 0.5);
  pen.t(X + 6, y + 12, 'Pangarekvisiidid / Bank details', 7.8, true);
  pen.t(X + 6, y + 26, 'AS SEB Pank, Tornimäe 2, 15010 Tallinn', 8.4);
  pen.t(X + 6, y + 39, `IBAN ${ib.spaced}     BIC EEUHEE2X`, 8.8, true);
  pen.t(X + 330, y + 26, 'Makse selgitus / Reference:', 7.4); pen.t(X + 330, y + 39, `viitenumber ${ref}`, 8.6);
  y += 70;
  pen.t(X, y, 'Arve koostas / Issued by: Kadri Tamm, müügijuht', 8.4);
  stamp(pen, R - 100, y + 20, ['TARTU PALKMAJAD OÜ', 'REG. 12441827'], -6, 7.2, 0.45);
  pen.r(R, 822, 'Lehekülg 2 / 2', 7.4);
  return {
    id: 's12-ee-arve', type: 'invoice',
    notes: 'Tartu log-house maker\'s "ARVE / INVOICE" to a Scottish builder on A4 Times over two pages: Estonian captions with grey English glosses, buyer with a UK VAT number (mod-97 check), deliver-to building plot, right-hand block (invoice date and due date dd.mm.yyyy, a 7-3-1 viitenumber next to the invoice number, order, contract with its own date, FCA Tartu, origin, delivery note), sixteen lines with two-language descriptions and a grey packs / marks line under each (twelve on page 1), 8-digit tariff codes, quantities in m3 with a decimal comma, tk / m2 / kmpl units, space thousands, a zero-priced line, "Ülekanne järgmisele lehele / Carried forward" on page 1 and "Üle toodud / Brought forward" on page 2, total excl. VAT, 0 % export VAT, invoice total, an advance deducted to a balance due, SEB IBAN / BIC, KMKR (3-7-1 check) and registry code in the page-1 footer, "Lehekülg 1 / 2".',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: no, invoiceDate: '2026-12-03', dueDate: '2026-12-17', currency: 'EUR', vendor, customer: { name: customer.name, address: customer.address, taxId: gb },
      lineItems: lines.map((l) => ({ description: l.de, quantity: l.q, unitPrice: l.p, total: l.t, hsCode: l.hs })),
      subtotal: total, taxRate: 0, taxAmount: 0, totalAmount: total, paymentTerms: '14 päeva arve kuupäevast / 14 days from invoice date', notes: null,
      purchaseOrderNumber: 'HTH-PO-0418', incoterms: { rule: 'FCA', place: 'Tartu' }, countryOfOrigin: 'EE',
      shipTo: { name: 'CROFT OF BALNAIN BUILDING PLOT', address: 'Balnain, Drumnadrochit IV63 6TJ, United Kingdom' },
      bankDetails: { iban: ib.compact, bic: 'EEUHEE2X', accountNumber: null },
    },
  };
}
