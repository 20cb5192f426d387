/** Set 3: US commercial invoice, Turkish certificate of origin, Polish packing list (road / CMR). */
import { Pen, cont, party, place, kg, m3, us, sp, d, wrap, table, words, round, sum, type Doc } from './lib3.ts';

/** 10. US-Customs-style commercial invoice from Japan: Country of Manufacture column, HTSUS with dots, LBS, Mar 12, 2026, 2 pages. */
export function usCommercialInvoice(): Doc {
  const pen = new Pen('Helvetica');
  const vendor = party('Kiso Precision Tools Co., Ltd.', ['2-14-7 Minami-Kamata, Ota-ku', 'Tokyo 144-0035', 'Japan'], { phone: '+81 3 5714 2290', email: 'export@kiso-pt.co.jp' });
  const customer = party('Ridgeline Machine Supply LLC', ['4410 Industrial Pkwy', 'Dayton, OH 45414', 'USA'], { taxId: '31-1874562' });
  const shipTo = party('Ridgeline Machine Supply LLC - Warehouse 3', ['880 Commerce Dr', 'Vandalia, OH 45377', 'USA'], {});
  const raw: Array<[string, string, string, number, string, number]> = [
    ['Carbide end mills, 4-flute, 6 mm to 20 mm, TiAlN coated', '8207.70.3000', 'JP', 1200, 'PCS', 18.4],
    ['Solid carbide drills, through-coolant, 8xD, assorted diameters', '8207.50.2080', 'JP', 800, 'PCS', 26.75],
    ['Indexable milling inserts APMT 1135, grade KP35 (box of 10)', '8209.00.0060', 'JP', 450, 'BOX', 41.2],
    ['Collet chucks BT40-ER32, balanced G2.5 @ 25,000 rpm', '8466.10.0175', 'TW', 60, 'PCS', 138.0],
    ['Thread taps M3-M16 spiral flute, HSS-E-PM', '8207.40.3000', 'JP', 1500, 'PCS', 7.9],
    ['Precision vise 150 mm, hardened jaws', '8466.20.8090', 'TW', 24, 'PCS', 412.5],
    ['Digital micrometers 0-25 mm, IP65', '9031.80.8085', 'JP', 100, 'PCS', 96.0],
    ['Tool presetter calibration master, cylindrical', '9017.30.8000', 'JP', 4, 'PCS', 655.0],
  ];
  const lines = raw.map(([desc, hts, com, q, u, p]) => ({ desc, hts, com, q, u, p, amt: round(q * p) }));
  const subtotal = sum(lines.map((l) => l.amt));
  const freight = 2450, insurance = 185.6;
  pen.c(297, 40, 'COMMERCIAL INVOICE', 15, true);
  pen.c(297, 52, '(For U.S. Customs and Border Protection entry purposes)', 7.5);
  const F = (x: number, y: number, w: number, h: number, l: string, v: string[]) => pen.field(x, y, w, h, l, v, 8, 6);
  F(30, 60, 268, 64, 'SELLER / EXPORTER', [vendor.name, '2-14-7 Minami-Kamata, Ota-ku', 'Tokyo 144-0035', 'Japan', 'Tel +81 3 5714 2290  export@kiso-pt.co.jp']);
  F(298, 60, 134, 24, 'INVOICE NO.', ['KPT-26-0412']);
  F(432, 60, 133, 24, 'INVOICE DATE', ['Mar 12, 2026']);
  F(298, 84, 134, 20, 'CUSTOMER P.O. NO.', ['RMS-44718']);
  F(432, 84, 133, 20, 'CURRENCY', ['USD']);
  F(298, 104, 267, 20, 'TERMS OF SALE (INCOTERMS 2020)', ['FOB Yokohama']);
  F(30, 124, 268, 62, 'SOLD TO / IMPORTER OF RECORD', [customer.name, '4410 Industrial Pkwy', 'Dayton, OH 45414', 'USA', 'IRS/EIN No. 31-1874562']);
  F(298, 124, 267, 62, 'SHIP TO / ULTIMATE CONSIGNEE', [shipTo.name, '880 Commerce Dr', 'Vandalia, OH 45377', 'USA']);
  F(30, 186, 134, 22, 'TERMS OF PAYMENT', ['Net 60 days']);
  F(164, 186, 134, 22, 'DUE DATE', ['May 11, 2026']);
  F(298, 186, 134, 22, 'PORT OF EXPORT', ['Yokohama, JP']);
  F(432, 186, 133, 22, 'PORT OF ENTRY', ['Long Beach, CA']);
  F(30, 208, 268, 22, 'EXPORTING CARRIER / B/L NO.', ['ONE APUS 061E / ONEYTYOF21778800']);
  F(298, 208, 267, 22, 'MARKS', ['RMS / DAYTON / 1-38']);
  const cols = [
    { title: ['LINE'], w: 24, align: 'c' as const }, { title: ['DESCRIPTION OF MERCHANDISE'], w: 170 }, { title: ['HTSUS NO.'], w: 66 },
    { title: ['COUNTRY OF', 'MANUFACTURE'], w: 54, align: 'c' as const }, { title: ['QTY'], w: 42, align: 'r' as const }, { title: ['UNIT'], w: 30, align: 'c' as const },
    { title: ['UNIT PRICE', '(USD)'], w: 60, align: 'r' as const }, { title: ['AMOUNT', '(USD)'], w: 89, align: 'r' as const },
  ];
  const rowOf = (l: (typeof lines)[number], i: number) => [[String(i + 1)], wrap(pen, l.desc, 164, 8), [l.hts], [l.com], [us(l.q, 0)], [l.u], [us(l.p)], [us(l.amt)]];
  table(pen, 30, 240, cols, lines.slice(0, 6).map((l, i) => rowOf(l, i)), { size: 8, headSize: 6.5, shade: true });
  pen.r(565, 810, 'Continued on page 2', 7.5); pen.t(30, 810, 'Page 1 of 2', 7.5);
  pen.page();
  pen.t(30, 40, 'COMMERCIAL INVOICE KPT-26-0412 (continued)', 10, true); pen.r(565, 40, 'Page 2 of 2', 7.5);
  let y = table(pen, 30, 52, cols, lines.slice(6).map((l, i) => rowOf(l, i + 6)), { size: 8, headSize: 6.5, shade: true });
  y += 16;
  const t = (k: string, v: string, b = false) => { pen.t(360, y, k, 8.5, b); pen.r(561, y, v, 8.5, b); y += 13; };
  t('Subtotal FOB Yokohama', us(subtotal)); t('Ocean freight (for information only)', us(freight)); t('Insurance (for information only)', us(insurance));
  t('TOTAL INVOICE VALUE (FOB)', `USD ${us(subtotal)}`, true);
  y += 6;
  const dollars = Math.floor(subtotal), cents = Math.round((subtotal - dollars) * 100);
  pen.t(30, y, `SAY: U.S. DOLLARS ${words(dollars).toUpperCase()} AND ${String(cents).padStart(2, '0')}/100 ONLY`, 8, true); y += 22;
  pen.ml(30, y, ['Total packages: 38 cartons on 4 pallets      Net weight: 2,184.6 LBS      Gross weight: 2,530.0 LBS      Measurement: 142 CFT',
    'Country of origin of all goods as shown per line. Related party transaction: NO.  Assists: NONE.',
    'I declare that all the information contained in this invoice is true and correct.', '', 'Hiroshi Tanabe, Export Manager'], 8, 12);
  return {
    id: 's3-us-ci', type: 'invoice',
    notes: 'US-CBP-style commercial invoice from a Japanese seller: per-line "Country of Manufacture" (JP/TW mixed, so no single countryOfOrigin), HTSUS numbers printed with dots (truth in digits), Importer of Record with IRS/EIN and a separate Ship To, "Mar 12, 2026" dates, freight and insurance listed "for information only" below the FOB total, total in words, LBS/CFT in the footer, 8 lines over 2 pages.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: 'KPT-26-0412', invoiceDate: '2026-03-12', dueDate: '2026-05-11', currency: 'USD', vendor, customer, shipTo,
      lineItems: lines.map((l) => ({ description: l.desc, quantity: l.q, unitPrice: l.p, total: l.amt, hsCode: l.hts.replace(/\./g, '') })),
      subtotal, totalAmount: subtotal, paymentTerms: 'Net 60 days', purchaseOrderNumber: 'RMS-44718', incoterms: { rule: 'FOB', place: 'Yokohama' },
    },
  };
}

/** 11. Turkish certificate of origin, bilingual Turkish/English numbered boxes, dd.mm.yyyy. */
export function turkishCoo(): Doc {
  const pen = new Pen('Times');
  const exporter = party('EGE HAVLU TEKSTIL SANAYI VE TICARET A.S.', ['Atatürk Organize Sanayi Bölgesi 10007 Sok. No: 14', 'Cigli / Izmir', 'Türkiye'], { taxId: '3250471186' });
  const consignee = party('MOMBASA HOME TEXTILES LIMITED', ['Moi Avenue, Biashara Plaza 3rd Floor', 'P.O. Box 88120-80100, Mombasa', 'Kenya'], { phone: '+254 41 222 4810' });
  const goods = [
    { desc: '100% cotton terry towels, dyed, 50x90 cm', hs: '630260', qty: 420, gw: 5292.0 },
    { desc: '100% cotton bath sheets, jacquard, 90x150 cm', hs: '630260', qty: 310, gw: 4712.4 },
    { desc: 'Cotton/polyester bathrobes, shawl collar', hs: '620291', qty: 180, gw: 1998.0 },
  ];
  pen.box(30, 30, 535, 780, 1);
  const F = (x: number, y: number, w: number, h: number, l: string, v: string[], s = 9) => pen.field(x, y, w, h, l, v, s, 6.5);
  F(30, 30, 280, 92, '1. Ihracatçi / Consignor (Exporter)', [exporter.name, 'Atatürk Organize Sanayi Bölgesi 10007 Sok. No: 14', 'Cigli / Izmir', 'Türkiye', 'Vergi No / Tax No: 3250471186']);
  pen.box(310, 30, 255, 150);
  pen.t(318, 46, 'No.', 9); pen.t(345, 46, 'A 7712094', 12, true);
  pen.c(437, 80, 'MENSE SAHADETNAMESI', 13, true);
  pen.c(437, 96, 'CERTIFICATE OF ORIGIN', 13, true);
  pen.c(437, 120, 'TÜRKIYE CUMHURIYETI / REPUBLIC OF TÜRKIYE', 8);
  pen.c(437, 138, 'Izmir Ticaret Odasi / Izmir Chamber of Commerce', 8.5, true);
  F(30, 122, 280, 78, '2. Alici / Consignee', [consignee.name, 'Moi Avenue, Biashara Plaza 3rd Floor', 'P.O. Box 88120-80100, Mombasa', 'Kenya', 'Tel: +254 41 222 4810']);
  F(310, 180, 255, 40, '3. Mense Ülkesi / Country of Origin', ['TÜRKIYE']);
  F(30, 200, 280, 60, '4. Tasima ile ilgili bilgiler (Istege bagli) / Transport details (Optional)', ['BY SEA - M/V MSC CAPELLA VI', 'From: ALIAGA / IZMIR PORT (TRALI)', 'To: MOMBASA (KEMBA)']);
  F(310, 220, 255, 40, '5. Notlar / Remarks', ['Country of destination / Varis ülkesi: KENYA']);
  pen.box(30, 260, 535, 330);
  const cx = [30, 70, 170, 400, 470, 565];
  const heads = [['6. Kalem No.', 'Item No.'], ['7. Marka ve Numaralar', 'Marks and numbers'], ['Kaplarin sayi ve cinsi; esyanin tanimi', 'Number and kind of packages; description of goods', '(GTIP / HS Code)'], ['8. Miktar', 'Quantity (pcs)'], ['Brüt Agirlik', 'Gross weight']];
  heads.forEach((h, i) => pen.ml(cx[i] + 3, 270, h, 6.5, 8));
  pen.hl(30, 565, 298);
  cx.slice(1, -1).forEach((x) => pen.vl(x, 260, 590));
  let y = 312;
  goods.forEach((g, i) => {
    pen.t(cx[0] + 14, y, String(i + 1), 9);
    if (i === 0) pen.ml(cx[1] + 3, y, ['MHT', 'MOMBASA', '1-910'], 8.5, 10);
    const lines = [`${g.qty} CARTONS - ${g.desc}`, `HS CODE: ${g.hs}`];
    const ls = lines.flatMap((l) => wrap(pen, l, 222, 9));
    pen.ml(cx[2] + 3, y, ls, 9, 11);
    pen.r(cx[4] - 4, y, `${g.qty} CTNS`, 9);
    pen.r(cx[5] - 4, y, `${sp(g.gw, 1)} KG`, 9);
    y += ls.length * 11 + 14;
  });
  pen.t(cx[2] + 3, y, 'TOTAL: 910 (NINE HUNDRED TEN) CARTONS', 9, true);
  pen.t(cx[2] + 3, y + 12, 'Invoice No. / Fatura No.: EGH-EXP-2026-0271 dated 09.03.2026', 8.5);
  pen.r(cx[5] - 4, y, `${sp(sum(goods.map((g) => g.gw), 1), 1)} KG`, 9, true);
  F(30, 590, 267, 150, '9. ONAY / CERTIFICATION', ['The undersigned authority certifies that the goods', 'described above originate in the country shown in box 3.', '', 'Izmir Ticaret Odasi', 'Izmir Chamber of Commerce', '', 'Izmir, 11.03.2026'], 8.5);
  F(297, 590, 268, 150, '10. BEYAN / DECLARATION BY THE EXPORTER', ['We hereby declare that the goods described above', 'were produced in Türkiye.', '', 'EGE HAVLU TEKSTIL SAN. VE TIC. A.S.', 'Izmir, 10.03.2026'], 8.5);
  return {
    id: 's3-tr-coo', type: 'certificate_of_origin',
    notes: 'Turkish chamber certificate of origin in Times: numbered bilingual boxes ("1. Ihracatçi / Consignor (Exporter)", "3. Mense Ülkesi / Country of Origin"), Turkish captions first, form letter+number "A 7712094", goods grid with marks only on the first item, weights with space thousands (5 292,0 KG), destination only in the remarks box, two dates in dd.mm.yyyy (certification 11.03 vs exporter declaration 10.03 vs invoice 09.03).',
    pdf: pen.finish(),
    truth: {
      certificateNumber: 'A 7712094', issueDate: '2026-03-11', issuingAuthority: 'Izmir Chamber of Commerce', exporter, consignee,
      countryOfOrigin: 'TR', countryOfDestination: 'KE',
      transport: { mode: 'SEA', vessel: 'MSC CAPELLA VI', portOfLoading: place('ALIAGA / IZMIR PORT', 'TRALI', 'TR'), portOfDischarge: place('MOMBASA', 'KEMBA', 'KE') },
      goods: goods.map((g, i) => ({ itemNumber: i + 1, description: g.desc, hsCode: g.hs, quantity: g.qty, grossWeight: kg(g.gw), marks: i === 0 ? 'MHT MOMBASA 1-910' : null,
        invoiceNumber: 'EGH-EXP-2026-0271', invoiceDate: '2026-03-09' })),
    },
  };
}

/** 12. Polish road-freight packing list (Specyfikacja wysylkowa) referencing a CMR, ISO dates, 1 234,5 numbers, item list. */
export function polishPackingList(): Doc {
  const pen = new Pen('Helvetica');
  const shipper = party('MEBLOSTOL SP. Z O.O.', ['ul. Fabryczna 18', '64-100 Leszno', 'Polska'], { taxId: 'PL6972318845', phone: '+48 65 529 14 00' });
  const consignee = party('Möbelhaus Brenner GmbH & Co. KG', ['Gewerbering 7', '94469 Deggendorf', 'Deutschland'], { taxId: 'DE284517730' });
  const buyer = party('Brenner Einkaufsverbund eG', ['Lindenstraße 2', '93047 Regensburg', 'Deutschland'], {});
  const items = [
    { sku: 'MS-ST-1480-DB', desc: 'Stol debowy rozkladany 140/180 x 90 cm / Oak extending table', qty: 36, unit: 'SZT', net: 1368.0, gross: 1512.0 },
    { sku: 'MS-KR-0420-SZ', desc: 'Krzeslo tapicerowane, szare / Upholstered chair, grey', qty: 144, unit: 'SZT', net: 1036.8, gross: 1224.0 },
    { sku: 'MS-KO-2000-DB', desc: 'Komoda 4-szufladowa, dab naturalny / 4-drawer chest, natural oak', qty: 24, unit: 'SZT', net: 1104.0, gross: 1236.5 },
    { sku: 'MS-LA-1200-BI', desc: 'Lawka do przedpokoju, biala / Hallway bench, white', qty: 40, unit: 'SZT', net: 620.0, gross: 702.0 },
  ];
  const tN = sum(items.map((i) => i.net), 1), tG = sum(items.map((i) => i.gross), 1);
  pen.t(40, 48, 'MEBLOSTOL', 16, true); pen.t(40, 60, 'Fabryka Mebli Sp. z o.o.', 8.5);
  pen.ml(40, 74, ['ul. Fabryczna 18, 64-100 Leszno, Polska', 'NIP/VAT-UE: PL6972318845   tel. +48 65 529 14 00'], 7.5, 9);
  pen.r(555, 48, 'SPECYFIKACJA WYSYLKOWA', 13, true); pen.r(555, 61, 'PACKING LIST', 10, true);
  const k = (x: number, y: number, a: string, v: string) => { pen.t(x, y, a.toUpperCase(), 6.5); pen.t(x, y + 11, v, 9, true); };
  k(330, 80, 'Nr specyfikacji / Packing list no.', 'SW/2026/03/057'); k(470, 80, 'Data / Date', '2026-03-11');
  k(330, 104, 'Faktura / Invoice', 'FV/EXP/2026/0212'); k(470, 104, 'Zamowienie / Order', 'BR-4471-26');
  k(330, 128, 'List przewozowy CMR nr', 'CMR 0098812'); k(470, 128, 'Pojazd / Truck', 'PL LL 47K2 / LL 1902P');
  pen.field(40, 150, 250, 64, 'NADAWCA / SHIPPER', [shipper.name, 'ul. Fabryczna 18', '64-100 Leszno', 'Polska'], 8.5, 6);
  pen.field(40, 214, 250, 64, 'ODBIORCA / CONSIGNEE', [consignee.name, 'Gewerbering 7', '94469 Deggendorf', 'Deutschland', 'USt-IdNr. DE284517730'], 8.5, 6);
  pen.field(300, 150, 255, 64, 'NABYWCA / BUYER', [buyer.name, 'Lindenstraße 2', '93047 Regensburg', 'Deutschland'], 8.5, 6);
  pen.field(300, 214, 255, 64, 'TRANSPORT', ['Drogowy / Road - CMR', 'Miejsce zaladunku / Loading: Leszno (PL)', 'Miejsce rozladunku / Unloading: Deggendorf (DE)'], 8.5, 6);
  let y = table(pen, 40, 292, [
    { title: ['Lp.'], w: 22, align: 'c' }, { title: ['Indeks', 'SKU'], w: 80 }, { title: ['Nazwa towaru', 'Description'], w: 190 }, { title: ['Ilosc', 'Qty'], w: 40, align: 'r' },
    { title: ['J.m.', 'Unit'], w: 30, align: 'c' }, { title: ['Netto kg', 'Net kg'], w: 60, align: 'r' }, { title: ['Brutto kg', 'Gross kg'], w: 63, align: 'r' },
  ], items.map((it, i) => [[String(i + 1)], [it.sku], wrap(pen, it.desc, 184, 8), [String(it.qty)], [it.unit], [sp(it.net, 1)], [sp(it.gross, 1)]]), { size: 8, headSize: 7, shade: true });
  y += 14;
  pen.t(44, y, 'RAZEM / TOTAL', 8.5, true); pen.r(431, y, sp(tN, 1), 8.5, true); pen.r(494, y, sp(tG, 1), 8.5, true);
  y += 24;
  pen.ml(40, y, ['Ilosc opakowan / Number of packages: 22 palety EUR (EUR pallets) 120 x 80 cm', `Waga netto / Net weight: ${sp(tN, 1)} kg`, `Waga brutto / Gross weight: ${sp(tG, 1)} kg`, 'Objetosc / Volume: 61,6 m3'], 9, 13);
  pen.t(40, 780, 'Leszno, 2026-03-11', 8); pen.r(555, 780, 'Wystawil / Issued by: A. Nowicka', 8);
  return {
    id: 's3-pl-specyfikacja', type: 'packing_list',
    notes: 'Polish road-freight Specyfikacja wysylkowa / Packing list (no document type fits a CMR, so the packing list that travels with it): bilingual captions in small caps above bold values, ISO dates, CMR and truck plates as decoy references, separate Buyer box, item list (SKU, qty, unit SZT) instead of packages, space thousands with decimal comma (1 368,0), totals as text lines, no ports.',
    pdf: pen.finish(),
    truth: {
      packingListNumber: 'SW/2026/03/057', date: '2026-03-11', invoiceNumber: 'FV/EXP/2026/0212', orderNumber: 'BR-4471-26',
      shipper, consignee, buyer,
      items: items.map((it) => ({ description: it.desc, sku: it.sku, quantity: it.qty, unit: it.unit, netWeight: kg(it.net), grossWeight: kg(it.gross) })),
      totalPackages: 22, totalNetWeight: kg(tN), totalGrossWeight: kg(tG), totalVolume: m3(61.6),
    },
  };
}
void cont; void d; void us;
