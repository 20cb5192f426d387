/** Set 11, invoices: Tyrolean ski maker's German / English "Handelsrechnung" to Japan (EUR, DAP, 0 % export VAT), Western Australian mining-parts supplier's GST tax invoice (AUD, per-line discounts, 30 days EOM). */
import { Pen4, party, eu, us, round, sum, wrap, small, stamp, iban, d, d5, atu, abn, jpCorp, type Doc } from './lib11.ts';

/** 1. Austrian commercial invoice Kufstein -> Tokyo: A4 Times, two-language captions to the left of values, ATU UID and FN decoy, Japanese corporate number, table with article no. / HS / pairs, packing charge added, 0 % VAT line, dd.mm.yyyy dates, AT IBAN. */
export function atSkiInvoice(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 42, R = 553;
  const no = 'RE-2026-04418';
  const uid = atu('6441827');
  const vendor = party('ALPENFIRN SPORTGERÄTE GMBH', ['Salurner Straße 27', '6330 Kufstein, Österreich'], { taxId: uid, phone: '+43 5372 64418-0', email: 'export@alpenfirn.at' });
  const jp = jpCorp('010401441827');
  const customer = party('HOKUSETSU SPORTS TRADING CO., LTD.', ['3-14-8 Kanda-Ogawamachi, Chiyoda-ku', 'Tokyo 101-0052, Japan'], { taxId: jp });
  const L: Array<[string, string, string, number, number]> = [
    ['AF-RC88-165', 'Race carver ski RC 88, 165 cm, with rail', '95061100', 60, 318.5],
    ['AF-RC88-172', 'Race carver ski RC 88, 172 cm, with rail', '95061100', 80, 318.5],
    ['AF-FR104-178', 'Freeride ski FR 104, 178 cm, flat', '95061100', 40, 356.0],
    ['AF-FR104-186', 'Freeride ski FR 104, 186 cm, flat', '95061100', 30, 356.0],
    ['AF-TR82-160', 'Touring ski TR 82 light, 160 cm', '95061100', 24, 389.9],
    ['AF-BD-Z12', 'Ski binding Z12 GW, brake 90 mm', '95061200', 140, 142.75],
    ['AF-BD-TOUR', 'Touring pin binding TR, brake 85 mm', '95061200', 24, 261.4],
    ['AF-SK-SKIN', 'Climbing skins mohair mix, cut to size', '95061900', 24, 96.2],
    ['AF-PL-ALU', 'Ski poles aluminium 7075, 115-130 cm', '95061900', 120, 24.8],
    ['AF-BT-130', 'Ski boot Piste 130, mondo 25.5-29.5', '64021210', 50, 228.0],
    ['AF-HM-MIPS', 'Ski helmet with MIPS, sizes S-L', '65061010', 60, 74.6],
    ['AF-GG-CYL', 'Ski goggles, cylindrical lens, cat. 2', '90049010', 100, 31.45],
  ];
  const lines = L.map(([sku, de, hs, q, p]) => ({ sku, de, hs, q, p, t: round(q * p) }));
  const sub = sum(lines.map((l) => l.t)), pack = 480, total = round(sub + pack);
  const ib = iban('AT', '3600000644182705');
  pen.t(X, 50, 'ALPENFIRN', 24, true); pen.t(X + pen.w('ALPENFIRN ', 24, true), 50, 'Sportgeräte', 16);
  pen.t(X, 64, 'Skimanufaktur seit 1958  ·  Salurner Straße 27, 6330 Kufstein, Österreich  ·  Tirol', 8);
  pen.t(X, 75, `Tel. ${vendor.phone}  ·  ${vendor.email}  ·  www.alpenfirn.at`, 8);
  pen.hl(X, R, 82, 0.8);
  pen.t(X, 98, 'Empfänger / Bill to', 7, true);
  pen.ml(X, 111, [customer.name, '3-14-8 Kanda-Ogawamachi, Chiyoda-ku', 'Tokyo 101-0052, Japan', `Corporate No. ${jp}`], 9.4, 11.6);
  pen.t(312, 98, 'Lieferanschrift / Deliver to', 7, true);
  pen.ml(312, 111, ['HOKUSETSU SPORTS - NARITA DC', '1-7 Kogane, Shibayama-machi', 'Sanbu-gun, Chiba 289-1608, Japan'], 9.4, 11.6);
  pen.t(X, 180, 'HANDELSRECHNUNG', 18, true); pen.t(X + pen.w('HANDELSRECHNUNG ', 18, true), 180, '/ COMMERCIAL INVOICE', 12);
  let y = 198;
  const kv: Array<[string, string, string, boolean]> = [
    ['Rechnungsnummer', 'Invoice no.', no, true], ['Rechnungsdatum', 'Invoice date', d.dmyDot('2026-12-03'), false],
    ['Kundennummer', 'Customer no.', 'K-30418', false], ['Ihre Bestellung', 'Your order', 'HST-PO-2611-072', false],
    ['Auftragsbestätigung', 'Order confirmation', 'AB-26-1187 vom 14.10.2026', false], ['Lieferschein', 'Delivery note', 'LS-2026-07731', false],
    ['Lieferbedingung', 'Delivery terms', 'DAP Narita DC, Chiba', false], ['Versand', 'Shipment', 'Sea freight via Hamburg, 2 x 40\' HC', false],
  ];
  const lw = (k: number) => Math.max(...kv.filter((_, i) => i % 2 === k).map(([de, en]) => pen.w(de, 7.4, true) + 2 + pen.w(`/ ${en}`, 6.6))) + 6;
  const tabs = [lw(0), lw(1)];
  kv.forEach(([de, en, v, b], i) => {
    const x = i % 2 === 0 ? X : 300, yy = y + Math.floor(i / 2) * 13;
    pen.t(x, yy, de, 7.4, true); pen.gray(x + pen.w(de, 7.4, true) + 2, yy, `/ ${en}`, 6.6, 0.45);
    pen.t(x + tabs[i % 2], yy, v, i === 6 || i === 7 ? 7.6 : 8.6, b);
  });
  y += 60;
  const cx = [X, X + 22, X + 92, X + 280, X + 332, X + 372, X + 432, R];
  pen.hl(X, R, y, 1); pen.hl(X, R, y + 22, 0.6);
  [['Pos.', ''], ['Artikel-Nr.', 'Article no.'], ['Bezeichnung', 'Description'], ['Zolltarif', 'HS code'], ['Menge', 'Qty (pairs/pcs)'], ['Einzelpreis', 'Unit price EUR'], ['Gesamt EUR', 'Amount EUR']].forEach(([a, b], i) => {
    const right = i >= 4;
    if (right) { pen.r(cx[i + 1] - 3, y + 9, a, 7.2, true); pen.q.textEx(cx[i + 1] - 3 - pen.w(b, 6, false), y + 18, b, 6, { gray: 0.45 }); }
    else { pen.t(cx[i] + 2, y + 9, a, 7.2, true); pen.gray(cx[i] + 2, y + 18, b, 6); }
  });
  y += 33;
  lines.forEach((l, i) => {
    pen.t(cx[0] + 4, y, String((i + 1) * 10), 8.4); pen.t(cx[1] + 2, y, l.sku, 8); pen.t(cx[2] + 2, y, l.de, 8.4);
    pen.t(cx[3] + 2, y, l.hs, 8.4); pen.r(cx[5] - 3, y, String(l.q), 8.4); pen.r(cx[6] - 3, y, eu(l.p), 8.4); pen.r(R - 3, y, eu(l.t), 8.4);
    y += 14;
  });
  pen.hl(X, R, y - 8, 0.6);
  const T: Array<[string, string, boolean]> = [['Warenwert / Goods value', eu(sub), false], ['Verpackung (Exportkisten) / Packing', eu(pack), false], ['USt. 0 % / VAT 0 %', eu(0), false], ['Rechnungsbetrag / Invoice total EUR', eu(total), true]];
  T.forEach(([l, v, b], i) => { pen.r(470, y + 6 + i * 14, l, 8.6, b); pen.r(R - 3, y + 6 + i * 14, v, b ? 10 : 9, b); });
  pen.hl(330, R, y + 52, 0.5); pen.hl(330, R, y + 54, 0.5);
  y += 72;
  y = small(pen, X, y, R - X, 'Lieferung DAP gemäß Incoterms® 2020. Steuerfreie Ausfuhrlieferung gemäß § 7 UStG 1994 / VAT-exempt export delivery. Ursprungsland der Waren / Country of origin of the goods: Österreich / Austria (EU). Der Ausführer der Waren, auf die sich dieses Handelspapier bezieht, erklärt, dass diese Waren, soweit nicht anders angegeben, präferenzbegünstigte Ursprungswaren der EU sind (REX AT REX 644182 7031).', 7.6, 9.6);
  y += 8;
  pen.t(X, y, 'Packstücke / Packages:', 7.8, true); pen.t(X + 96, y, '38 Exportkisten, Netto 5.826,4 kg, Brutto 7.118,0 kg, 61,4 m³', 8.4);
  y += 14;
  pen.t(X, y, 'Zahlungsbedingung / Terms:', 7.8, true); pen.t(X + 112, y, '30 Tage netto / 30 days net', 8.4);
  pen.t(312, y, 'Fällig am / Due date:', 7.8, true); pen.t(400, y, d.dmyDot('2027-01-02'), 8.4, true);
  y += 22;
  pen.box(X, y, R - X, 46, 0.5);
  pen.t(X + 6, y + 12, 'Bankverbindung / Bank details', 7.6, true);
  pen.t(X + 6, y + 25, 'Raiffeisen-Landesbank Tirol AG, Innsbruck', 8.4);
  pen.t(X + 6, y + 37, `IBAN ${ib.spaced}     BIC RZTIAT22`, 8.6, true);
  pen.t(X + 330, y + 25, 'Verwendungszweck / Reference:', 7.2); pen.t(X + 330, y + 37, no, 8.6);
  y += 64;
  pen.t(X, y, 'Alpenfirn Sportgeräte GmbH', 9, true); pen.t(X, y + 30, 'i.A. Mag. Katharina Egger, Exportabteilung', 8);
  stamp(pen, R - 110, y + 14, ['ALPENFIRN SPORTGERÄTE', 'KUFSTEIN - TIROL'], 6, 7.2, 0.45);
  pen.hl(X, R, 790, 0.4);
  small(pen, X, 798, R - X, `Alpenfirn Sportgeräte GmbH · Sitz Kufstein · Firmenbuch FN 244182 k, Landesgericht Innsbruck · UID ${uid} · EORI ATEOS1000044182 · Geschäftsführer DI Florian Hechenberger`, 6.6, 8);
  return {
    id: 's11-at-ski-invoice', type: 'invoice',
    notes: 'Tyrolean ski maker\'s "Handelsrechnung / Commercial invoice" to Japan on A4 Times: bold German captions with grey English glosses beside the values in a two-column header (invoice no., date dd.mm.yyyy, customer no., order, order confirmation with its own date, delivery note, DAP Narita DC, shipment), bill-to with a 13-digit Japanese corporate number vs. deliver-to, table with position numbers 10/20/…, article numbers, HS, quantities and decimal-comma prices, no vertical rules, packing crates charged below the goods value, "USt. 0 %" line, REX statement and origin sentence, packages / weights / m³ decoys, due date apart from the terms, Raiffeisen IBAN and BIC, UID / FN / EORI in the footer.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: no, invoiceDate: '2026-12-03', dueDate: '2027-01-02', currency: 'EUR', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: lines.map((l) => ({ description: l.de, quantity: l.q, unitPrice: l.p, total: l.t, hsCode: l.hs })),
      subtotal: sub, taxRate: 0, taxAmount: 0, totalAmount: total, paymentTerms: '30 Tage netto / 30 days net', notes: null,
      purchaseOrderNumber: 'HST-PO-2611-072', incoterms: { rule: 'DAP', place: 'Narita DC, Chiba' }, countryOfOrigin: 'AT',
      shipTo: { name: 'HOKUSETSU SPORTS - NARITA DC', address: '1-7 Kogane, Shibayama-machi, Sanbu-gun, Chiba 289-1608, Japan' },
      bankDetails: { iban: ib.compact, bic: 'RZTIAT22', accountNumber: null },
    },
  };
}

/** 2. Western Australian GST tax invoice: A4 Helvetica, "TAX INVOICE" with ABN (mod 89), caption-in-box header grid, per-line discount %, GST code column, freight line, subtotal ex GST / GST / total inc GST, 30 days EOM, BSB and account. */
export function auGstInvoice(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 32, R = 563;
  const no = 'INV-0074418';
  const vAbn = abn('441827163'), cAbn = abn('730418825');
  const vendor = party('PILBARA HYDRAULICS & WEAR PARTS PTY LTD', ['14 Pilbara Street', 'Welshpool WA 6106'], { taxId: vAbn, phone: '(08) 9258 4418', email: 'accounts@pilbarahydraulics.com.au' });
  const customer = party('GOLDFIELDS EARTHMOVING CONTRACTORS PTY LTD', ['PO Box 1184', 'Kalgoorlie WA 6433'], { taxId: cAbn });
  const L: Array<[string, string, number, string, number, number]> = [
    ['PH-HOSE-R13-16', 'Hydraulic hose R13 1" (per metre)', 48.5, 'M', 86.4, 10],
    ['PH-FIT-16JIC', 'Crimp fitting 1" JIC female swivel', 24, 'EA', 38.9, 10],
    ['PH-FIT-16FL', 'Crimp fitting 1" code 62 flange', 24, 'EA', 52.15, 10],
    ['PH-CYL-SEAL-K', 'Boom cylinder seal kit, CAT 390F', 4, 'KIT', 1284.0, 5],
    ['PH-GET-TIP-J550', 'Bucket tooth tip J550 heavy penetration', 60, 'EA', 142.6, 0],
    ['PH-GET-ADP-J550', 'Weld-on adapter J550', 12, 'EA', 468.0, 0],
    ['PH-GET-PIN-550', 'Pin and retainer set J550', 60, 'SET', 18.75, 0],
    ['PH-WEAR-PLT-20', 'Wear plate 400 BHN 20 mm, 1200 x 2400', 6, 'EA', 1935.0, 7.5],
    ['PH-FLT-HYD-1R', 'Hydraulic return filter element 1R-0774', 36, 'EA', 96.3, 0],
    ['PH-OIL-HYD-68', 'Hydraulic oil ISO 68, 205 L drum', 8, 'DRM', 1148.0, 0],
    ['PH-PUMP-RB-A10', 'Rebuilt pump exchange, Rexroth A10VO140', 1, 'EA', 9870.0, 0],
    ['PH-CORE-CHG', 'Core charge (refundable on return of core)', 1, 'EA', 1650.0, 0],
    ['PH-GRS-EP2-18', 'Lithium EP2 grease cartridge 450 g (box of 20)', 6, 'BOX', 118.4, 0],
    ['PH-HOSE-GUARD', 'Spiral hose guard 32 mm, black (per metre)', 30, 'M', 7.9, 10],
    ['FRT-TOLL-KGI', 'Freight - Toll IPEC Welshpool to Kalgoorlie', 1, 'EA', 612.0, 0],
  ];
  const lines = L.map(([sku, de, q, u, p, disc]) => ({ sku, de, q, u, p, disc, t: round(q * p * (1 - disc / 100)) }));
  const sub = sum(lines.map((l) => l.t)), gst = round(sub * 0.1), total = round(sub + gst);
  pen.fill(X, 30, 150, 48, 0.12);
  pen.q.textEx(X + 10, 52, 'PILBARA', 17, { bold: true, gray: 1 }); pen.q.textEx(X + 10, 68, 'HYDRAULICS & WEAR PARTS', 8.4, { bold: true, gray: 1 });
  pen.ml(X + 160, 42, ['Pilbara Hydraulics & Wear Parts Pty Ltd', '14 Pilbara Street, Welshpool WA 6106', `Ph ${vendor.phone}   ${vendor.email}`, `ABN ${vAbn}`], 8, 10);
  pen.r(R, 50, 'TAX INVOICE', 20, true);
  pen.r(R, 66, 'Original', 8);
  let y = 92;
  const bx = (x: number, w: number, cap: string, v: string, b = false) => { pen.box(x, y, w, 28, 0.5); pen.t(x + 3, y + 8, cap, 6.2); pen.t(x + 5, y + 21, v, 9, b); };
  bx(X, 100, 'Invoice Number', no, true); bx(X + 100, 90, 'Invoice Date', d.dmySlash('2026-12-07')); bx(X + 190, 90, 'Customer Order No', 'GEC-PO-18827'); bx(X + 280, 80, 'Account No', 'GOLDEC01');
  bx(X + 360, 90, 'Job / Site Ref', 'JOB 26-441'); bx(X + 450, R - X - 450, 'Con Note', 'TIP 0441827703');
  y += 38;
  const blk = (x: number, cap: string, ls: string[]) => { pen.t(x, y, cap, 7.4, true); pen.hl(x, x + 255, y + 3, 0.8); pen.ml(x, y + 16, ls, 8.8, 11); };
  blk(X, 'INVOICE TO', [customer.name, 'PO Box 1184', 'Kalgoorlie WA 6433', `ABN ${cAbn}`]);
  blk(308, 'DELIVER TO', ['GOLDFIELDS EARTHMOVING - MT CHARLOTTE WORKSHOP', 'Lot 22 Goldfields Highway', 'Kalgoorlie WA 6430', 'Attn: Workshop Supervisor']);
  y += 66;
  const cx = [X, X + 88, X + 280, X + 320, X + 348, X + 408, X + 436, X + 462, R];
  pen.fill(X, y, R - X, 16, 0.85);
  ['Item Code', 'Description', 'Qty', 'UOM', 'Unit Price', 'Disc%', 'Tax', 'Amount ex GST'].forEach((h, i) => (i === 2 || i === 4 || i === 5 || i === 7 ? pen.r(cx[i + 1] - 3, y + 11, h, 7, true) : pen.t(cx[i] + 3, y + 11, h, 7, true)));
  y += 28;
  lines.forEach((l, i) => {
    if (i % 2 === 1) pen.fill(X, y - 9, R - X, 13, 0.95);
    pen.t(cx[0] + 3, y, l.sku, 7.2); pen.t(cx[1] + 3, y, l.de, 7.6); pen.r(cx[3] - 3, y, l.q % 1 ? us(l.q, 1) : String(l.q), 7.8); pen.t(cx[3] + 3, y, l.u, 7.4);
    pen.r(cx[5] - 3, y, us(l.p), 7.8); pen.r(cx[6] - 3, y, l.disc ? us(l.disc, 1) : '', 7.8); pen.t(cx[6] + 3, y, 'GST', 7.2); pen.r(R - 3, y, us(l.t), 7.8);
    y += 13;
  });
  pen.hl(X, R, y - 6, 0.8);
  y += 8;
  const T: Array<[string, string, boolean]> = [['Subtotal (ex GST)', us(sub), false], ['GST 10%', us(gst), false], ['TOTAL (inc GST) AUD', `$${us(total)}`, true], ['Less: Paid', '0.00', false], ['BALANCE DUE', `$${us(total)}`, true]];
  T.forEach(([l, v, b], i) => { pen.r(468, y + i * 14, l, 8.6, b); pen.r(R - 3, y + i * 14, v, b ? 10 : 9, b); });
  pen.box(X, y - 10, 250, 62, 0.5);
  pen.t(X + 5, y, 'PAYMENT TERMS: 30 days EOM', 8, true);
  pen.ml(X + 5, y + 13, [`Due Date: ${d.dmySlash('2027-01-31')}`, 'Core charge credited on receipt of a rebuildable core.', 'Goods remain our property until paid in full (PPSA).'], 7.6, 10.5);
  y += 76;
  pen.box(X, y, R - X, 60, 0.5);
  pen.t(X + 5, y + 11, 'HOW TO PAY', 7.8, true);
  pen.ml(X + 5, y + 24, ['EFT: Commonwealth Bank of Australia   BSB 066-140   Account No 1044 1827', 'Account name: Pilbara Hydraulics & Wear Parts Pty Ltd   SWIFT CTBAAU2S (overseas payments)', `Please quote ${no} as your payment reference and email remittance to ${vendor.email}`], 7.8, 10.5);
  y += 72;
  small(pen, X, y, R - X, 'A late payment fee of 1.5% per month may apply to overdue accounts. Returns accepted within 14 days with prior authorisation (RA number); a 15% restocking fee applies. Hoses are made to order and cannot be returned. All prices in Australian dollars.', 6.8, 8.4);
  pen.c((X + R) / 2, 812, 'Thank you for your business  -  www.pilbarahydraulics.com.au  -  Page 1 of 1', 7);
  return {
    id: 's11-au-gst-invoice', type: 'invoice',
    notes: 'Western Australian mining-parts supplier\'s "TAX INVOICE" on A4 Helvetica: inverse logo block, ABN with a valid mod-89 check for both parties, caption-in-box header strip (invoice number, dd/mm/yyyy date, customer order no., account, job / site and a consignment-note number as decoys), Invoice To (a PO Box) vs. Deliver To, zebra table with item code, quantities in metres with one decimal, UOM, unit price, a Disc% column (amount = qty x price less discount), a "GST" tax-code column, freight and a refundable core charge as ordinary lines, subtotal ex GST, GST 10 %, total inc GST with a $ sign and balance due, "30 days EOM" with the due date in the terms box, BSB / account / SWIFT, late-fee and restocking percentages as decoys.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: no, invoiceDate: '2026-12-07', dueDate: '2027-01-31', currency: 'AUD', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: lines.map((l) => ({ description: l.de, quantity: l.q, unitPrice: l.p, total: l.t, hsCode: null })),
      subtotal: sub, taxRate: 10, taxAmount: gst, totalAmount: total, paymentTerms: '30 days EOM', notes: null,
      purchaseOrderNumber: 'GEC-PO-18827',
      shipTo: { name: 'GOLDFIELDS EARTHMOVING - MT CHARLOTTE WORKSHOP', address: 'Lot 22 Goldfields Highway, Kalgoorlie WA 6430' },
      bankDetails: { iban: null, bic: 'CTBAAU2S', accountNumber: '1044 1827' },
    },
  };
}
