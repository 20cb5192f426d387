/** Set 9, invoices: Polish "Faktura VAT" in PLN (bilingual PL/EN, ASCII-folded Polish), Portuguese cork exporter's "Fatura" in EUR over two pages. */
import { Pen4, party, sp, eu, round, sum, table, wrap, small, stamp, qr, iban, d, d9, type Doc } from './lib9.ts';

/** 1. Polish domestic "Faktura VAT" from a Bydgoszcz PVC-profile maker: PL/EN caption pairs, NIP/REGON/BDO, CN codes per line, 23 % VAT, KSeF number and split-payment notice as decoys. */
export function plFaktura(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 34, R = 561;
  const no = 'FV/2026/11/0418';
  const vendor = party('PROFILEX POMORZE SP. Z O.O.', ['ul. Przemyslowa 27', '85-758 Bydgoszcz, Polska'], { taxId: '5541882710', phone: '+48 52 344 18 27', email: 'faktury@profilex.pl' });
  const customer = party('OKNO-BALT SP. Z O.O. SP. K.', ['ul. Handlowa 4', '81-061 Gdynia, Polska'], { taxId: '5862274411' });
  const L: Array<[string, string, string, number, number]> = [
    ['Profil okienny PVC 70 mm bialy / PVC window profile 70 mm white', '39162000', 'mb', 2400, 18.45],
    ['Profil skrzydla PVC 70 mm okleina zloty dab / PVC sash profile golden oak', '39162000', 'mb', 1800, 24.9],
    ['Slupek ruchomy PVC / PVC mullion profile', '39162000', 'mb', 650, 21.3],
    ['Listwa przyszybowa 24 mm / Glazing bead 24 mm', '39162000', 'mb', 5200, 3.15],
    ['Wzmocnienie stalowe ocynk 1,5 mm / Galvanised steel reinforcement', '73063077', 'mb', 4100, 6.82],
    ['Uszczelka EPDM czarna / EPDM gasket black', '40169300', 'mb', 9600, 0.94],
    ['Okucie obwiedniowe RU kpl. / Tilt-and-turn hardware set', '83024190', 'kpl', 320, 86.5],
    ['Klamka okienna aluminiowa biala / Aluminium window handle white', '83024190', 'szt', 640, 11.2],
    ['Paleta zwrotna EUR / Returnable EUR pallet', '44152020', 'szt', 24, 65],
  ];
  const lines = L.map(([de, hs, u, q, p]) => ({ de, hs, u, q, p, t: round(q * p) }));
  const net = sum(lines.map((l) => l.t)), vat = round(net * 0.23), gross = round(net + vat);
  const ib = iban('PL', '10205000440000418827100001');
  pen.t(X, 44, 'PROFILEX', 22, true); pen.t(X + 118, 44, 'POMORZE', 22);
  pen.t(X, 56, 'Systemy profili okiennych PVC  /  PVC window profile systems', 7.2);
  pen.box(330, 26, R - 330, 58, 0.8);
  pen.t(338, 42, 'FAKTURA VAT / VAT INVOICE', 11, true);
  pen.t(338, 56, 'Nr / No.', 7.4); pen.t(384, 57, no, 11, true);
  pen.t(338, 72, 'ORYGINAL / ORIGINAL', 7.4);
  pen.t(338, 80, 'KSeF: 5541882710-20261120-0A1B2C3D4E5F-7A', 5.8);
  let y = 100;
  const kv = (x: number, yy: number, l: string, v: string, tab = 118, b = false) => { pen.t(x, yy, l, 7); pen.t(x + tab, yy, v, 8.2, b); };
  kv(X, y, 'Miejsce wystawienia / Place:', 'Bydgoszcz'); kv(X, y + 12, 'Data wystawienia / Issue date:', d.dmyDot('2026-11-20'), 118, true);
  kv(X, y + 24, 'Data dostawy / Delivery date:', d.dmyDot('2026-11-18'));
  kv(300, y, 'Zamowienie / Order no.:', 'ZK/4418/2026', 110); kv(300, y + 12, 'WZ / Delivery note:', 'WZ/2026/11/1187', 110); kv(300, y + 24, 'Waluta / Currency:', 'PLN', 110);
  y += 40;
  const blk = (x: number, cap: string, ls: string[]) => { pen.fill(x, y, 255, 12, 0.88); pen.t(x + 4, y + 9, cap, 7.4, true); pen.box(x, y, 255, 74, 0.5); pen.ml(x + 6, y + 24, ls, 8, 10); };
  blk(X, 'SPRZEDAWCA / SELLER', [vendor.name, 'ul. Przemyslowa 27', '85-758 Bydgoszcz, Polska', `NIP: ${vendor.taxId}   REGON: 340441827   BDO: 000118827`, `tel. ${vendor.phone}   ${vendor.email}`]);
  blk(306, 'NABYWCA / BUYER', [customer.name, 'ul. Handlowa 4', '81-061 Gdynia, Polska', `NIP: ${customer.taxId}`]);
  y += 80;
  pen.t(X, y + 8, 'Odbiorca / Delivery address:', 7); pen.t(X + 118, y + 8, 'OKNO-BALT Zaklad nr 2, ul. Kwiatkowskiego 9, 81-577 Gdynia', 8);
  y += 16;
  y = table(pen, X, y, [
    { title: ['Lp.', 'No.'], w: 20, align: 'c' }, { title: ['Nazwa towaru / uslugi', 'Description'], w: 150 }, { title: ['Kod CN', 'CN code'], w: 46 },
    { title: ['J.m.', 'Unit'], w: 26, align: 'c' }, { title: ['Ilosc', 'Qty'], w: 40, align: 'r' }, { title: ['Cena netto', 'Unit price'], w: 46, align: 'r' },
    { title: ['Wartosc netto', 'Net amount'], w: 62, align: 'r' }, { title: ['VAT', '%'], w: 24, align: 'c' }, { title: ['Kwota VAT', 'VAT amount'], w: 54, align: 'r' },
    { title: ['Wartosc brutto', 'Gross amount'], w: R - X - 468, align: 'r' },
  ], lines.map((l, i) => [[String(i + 1)], wrap(pen, l.de, 144, 7.4), [l.hs], [l.u], [sp(l.q, 0)], [sp(l.p)], [sp(l.t)], ['23'], [sp(round(l.t * 0.23))], [sp(round(l.t * 1.23))]]), { size: 7.4, headSize: 6.2, shade: true });
  y += 6;
  const tx = [X + 260, X + 340, X + 420, R - 4];
  ['Stawka / Rate', 'Netto / Net', 'VAT', 'Brutto / Gross'].forEach((h, i) => (i ? pen.r(tx[i] + (i === 3 ? 0 : 30), y + 8, h, 6.8, true) : pen.t(tx[0] - 60, y + 8, h, 6.8, true)));
  pen.hl(tx[0] - 60, R, y + 11, 0.4);
  pen.t(tx[0] - 60, y + 22, '23%', 8); pen.r(tx[1] + 30, y + 22, sp(net), 8); pen.r(tx[2] + 30, y + 22, sp(vat), 8); pen.r(R - 4, y + 22, sp(gross), 8);
  pen.t(tx[0] - 60, y + 34, 'Razem / Total', 8, true); pen.r(tx[1] + 30, y + 34, sp(net), 8, true); pen.r(tx[2] + 30, y + 34, sp(vat), 8, true); pen.r(R - 4, y + 34, sp(gross), 8, true);
  y += 52;
  pen.fill(X, y, R - X, 18, 0.9); pen.t(X + 6, y + 12.5, 'DO ZAPLATY / AMOUNT DUE:', 9, true); pen.r(R - 6, y + 12.5, `${sp(gross)} PLN`, 11, true);
  y += 32;
  kv(X, y, 'Sposob platnosci / Payment method:', 'przelew / bank transfer', 150);
  kv(X, y + 12, 'Warunki platnosci / Payment terms:', '30 dni od daty wystawienia', 150);
  kv(X, y + 24, 'Termin platnosci / Due date:', d.dmyDot('2026-12-20'), 150, true);
  kv(X, y + 36, 'Bank:', 'PKO Bank Polski S.A. O/Bydgoszcz', 150);
  kv(X, y + 48, 'Nr rachunku / IBAN:', ib.spaced, 150, true);
  kv(X, y + 60, 'SWIFT / BIC:', 'BPKOPLPW', 150);
  pen.box(X, y + 72, R - X, 16, 0.8); pen.c((X + R) / 2, y + 83, 'MECHANIZM PODZIELONEJ PLATNOSCI / SPLIT PAYMENT MECHANISM', 8, true);
  qr(pen, R - 66, y - 6, 62, `KSeF-${no}`);
  y += 110;
  pen.hl(X + 10, X + 200, y + 30, 0.4); pen.hl(R - 200, R - 10, y + 30, 0.4);
  pen.c(X + 105, y + 40, 'Wystawil / Issued by: Katarzyna Nowicka', 6.8); pen.c(R - 105, y + 40, 'Odebral / Received by', 6.8);
  stamp(pen, X + 105, y + 14, ['PROFILEX POMORZE SP. Z O.O.', 'NIP 554-188-27-10'], 5, 7, 0.45);
  small(pen, X, 790, R - X, 'Sad Rejonowy w Bydgoszczy, XIII Wydzial Gospodarczy KRS 0000441827. Kapital zakladowy 2 500 000,00 zl. Reklamacje prosimy zglaszac w terminie 7 dni od dostawy. Palety EUR podlegaja zwrotowi w terminie 30 dni.', 6, 7.2);
  pen.r(R, 818, 'Strona 1 z 1', 6.5);
  return {
    id: 's9-pl-faktura', type: 'invoice',
    notes: 'Polish domestic "Faktura VAT" in PLN on A4 Helvetica, ASCII-folded Polish with English caption pairs ("Nabywca / Buyer"): number in a framed box with a KSeF id decoy below, issue date vs. delivery date (dd.mm.yyyy), NIP for both parties plus REGON/BDO decoys, delivery address block (ship-to), ruled 10-column table with CN codes, units mb/kpl/szt, space thousands and decimal comma, net / VAT / gross per line, VAT rate summary, amount due bar, payment terms vs. due date, spaced IBAN, split-payment notice, KRS number and share capital in the footer.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: no, invoiceDate: '2026-11-20', dueDate: '2026-12-20', currency: 'PLN', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: lines.map((l) => ({ description: l.de, quantity: l.q, unitPrice: l.p, total: l.t, hsCode: l.hs })),
      subtotal: net, taxRate: 23, taxAmount: vat, totalAmount: gross, paymentTerms: '30 dni od daty wystawienia', notes: null,
      purchaseOrderNumber: 'ZK/4418/2026', shipTo: { name: 'OKNO-BALT Zaklad nr 2', address: 'ul. Kwiatkowskiego 9, 81-577 Gdynia' },
      bankDetails: { iban: ib.compact, bic: 'BPKOPLPW', accountNumber: null },
    },
  };
}

/** 2. Portuguese cork-stopper exporter's "Fatura / Invoice" to a California winery, 2 pages: Times, PT/EN captions, long Portuguese date, prices per thousand, "A transportar / Transporte" carried totals, VAT exemption article. */
export function ptFatura(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 40, R = 555;
  const no = 'FT 2026/1184';
  const vendor = party('CORTIÇAS VALE DO UIMA, S.A.', ['Rua da Cortiça, 118', '4535-118 Lourosa, Santa Maria da Feira, Portugal'], { taxId: 'PT508441827', phone: '+351 227 441 827', email: 'export@corticasuima.pt' });
  const customer = party('SONOMA RIDGE CELLARS LLC', ['1880 Westside Road', 'Healdsburg, CA 95448, USA'], { taxId: '94-3318827' });
  const P: Array<[string, string, string, number, number]> = [
    ['Rolha natural 45x24 mm Flor / Natural cork 45x24 Flor grade', 'NAT-4524-FL', '45031010', 20, 612],
    ['Rolha natural 45x24 mm Extra / Natural cork 45x24 Extra grade', 'NAT-4524-EX', '45031010', 35, 448.5],
    ['Rolha natural 49x24 mm Superior / Natural cork 49x24 Superior', 'NAT-4924-SU', '45031010', 18, 395],
    ['Rolha natural 44x24 mm 1.º / Natural cork 44x24 1st grade', 'NAT-4424-01', '45031010', 60, 262.4],
    ['Rolha colmatada 44x24 mm / Colmated cork 44x24', 'COL-4424', '45031010', 90, 118.75],
    ['Rolha colmatada 38x24 mm / Colmated cork 38x24', 'COL-3824', '45031010', 45, 104.2],
    ['Rolha técnica 1+1 44x24 / Technical cork 1+1 44x24', 'TEC-11-4424', '45039000', 120, 96.8],
    ['Rolha técnica 2+0 44x24 / Technical cork 2+0 44x24', 'TEC-20-4424', '45039000', 80, 88.6],
    ['Rolha microgranulada 44x24 / Micro-agglomerated cork 44x24', 'MIC-4424', '45039000', 250, 61.35],
    ['Rolha microgranulada 38x23,5 / Micro-agglomerated cork 38x23.5', 'MIC-3823', '45039000', 150, 55.9],
    ['Rolha aglomerada 38x23,5 / Agglomerated cork 38x23.5', 'AGL-3823', '45039000', 200, 32.45],
    ['Rolha capsulada madeira 27x20 / Bar-top cork, wooden head', 'CAP-W2720', '45039000', 40, 214],
    ['Rolha capsulada PVC 22x19 / Bar-top cork, PVC head', 'CAP-P2219', '45039000', 65, 129.5],
    ['Rolha espumante 48x30,5 / Sparkling wine cork 48x30.5', 'ESP-4830', '45039000', 75, 176.25],
    ['Marcação a fogo, 2 faces / Fire branding, 2 faces', 'MARC-FOGO', '45039000', 300, 4.2],
    ['Tratamento superficial silicone-parafina / Surface coating', 'TRAT-SP', '45039000', 300, 2.85],
  ];
  const lines = P.map(([de, sku, hs, q, p]) => ({ de, sku, hs, q, p, t: round(q * p) }));
  const total = sum(lines.map((l) => l.t));
  const ib = iban('PT', '003504180000441827103');
  const head = (pg: number) => {
    pen.t(X, 46, 'CORTIÇAS VALE DO UIMA', 17, true); pen.t(X, 58, 'Rolhas de cortiça desde 1961  -  Cork stoppers since 1961', 8);
    pen.r(R, 40, 'FATURA / INVOICE', 15, true); pen.r(R, 54, `N.º ${no}`, 11, true); pen.r(R, 66, `Página / Page ${pg} de / of 2`, 7.5);
    pen.hl(X, R, 74, 1.2);
  };
  const cx = [X, X + 72, X + 300, X + 350, X + 380, X + 420, X + 470, R];
  const th = (y: number) => {
    pen.hl(X, R, y, 0.8);
    [['Código', 'Code'], ['Descrição', 'Description'], ['Pautal', 'HS code'], ['Un.', 'Unit'], ['Qtd.', 'Qty'], ['Preço / mil', 'Price / 1000'], ['Total EUR', 'Amount EUR']].forEach((h, i) => pen.ml(i >= 4 ? (i === 6 ? R - 4 - pen.w(h[1], 7) : cx[i + 1] - 4 - pen.w(h[1], 7)) : cx[i] + 2, y + 10, h, 7, 8.5));
    pen.hl(X, R, y + 24, 0.5);
    return y + 36;
  };
  const row = (y: number, l: typeof lines[number]) => {
    pen.t(cx[0] + 2, y, l.sku, 8); const e = pen.ml(cx[1] + 2, y, wrap(pen, l.de, 224, 8.6), 8.6, 10); pen.t(cx[2] + 2, y, l.hs, 8.6); pen.t(cx[3] + 4, y, 'MIL', 8.6);
    pen.r(cx[5] - 4, y, eu(l.q, 0), 8.6); pen.r(cx[6] - 4, y, eu(l.p), 8.6); pen.r(R - 4, y, eu(l.t), 8.6);
    return Math.max(e, y + 10) + 5;
  };
  head(1);
  const kv = (x: number, y: number, l: string, v: string[], b = false) => { pen.t(x, y, l, 7.2, true); pen.ml(x, y + 11, v, 9, 10.5, b); };
  kv(X, 92, 'Fornecedor / Supplier', [vendor.name, 'Rua da Cortiça, 118', '4535-118 Lourosa, Santa Maria da Feira, Portugal', `Contribuinte / VAT No.: ${vendor.taxId}`, `Tel. ${vendor.phone}  ·  ${vendor.email}`]);
  kv(310, 92, 'Cliente / Customer', [customer.name, '1880 Westside Road', 'Healdsburg, CA 95448, USA', `EIN ${customer.taxId}   Cliente n.º C-00772`]);
  kv(X, 162, 'Local de descarga / Delivery to', ['SONOMA RIDGE CELLARS - BOTTLING HALL', '2260 Dry Creek Road, Healdsburg, CA 95448, USA']);
  pen.hl(X, R, 192, 0.4);
  const refs: Array<[string, string]> = [['Data / Date', d9.pt('2026-11-20')], ['Vencimento / Due date', d.dmySlash('2027-01-19')], ['Encomenda / Your order', 'SRC-PO-2026-3318'], ['Moeda / Currency', 'EUR'],
    ['Incoterms 2020', 'FOB LEIXÕES'], ['Cond. pagamento / Payment terms', '60 DIAS DATA FATURA'], ['Guia de transporte / Delivery note', 'GT 2026/4417'], ['Origem / Origin', 'PORTUGAL']];
  refs.forEach(([l, v], i) => { const x = X + (i % 4) * 130, y = 204 + Math.floor(i / 4) * 26; pen.t(x, y, l, 6.8); pen.t(x, y + 11, v, 8.8, i === 0); });
  pen.t(X, 264, 'ATCUD: JJ7K4M2P-1184', 7); pen.t(X + 150, 264, 'Processado por programa certificado n.º 0418/AT', 7);
  let y = th(272);
  let carried = 0;
  lines.slice(0, 10).forEach((l) => { y = row(y, l); carried = round(carried + l.t); });
  pen.hl(cx[4], R, y, 0.5); pen.t(cx[2] + 2, y + 12, 'A transportar / Carried forward', 8.6, true); pen.r(R - 4, y + 12, eu(carried), 9, true);
  small(pen, X, 800, R - X, `Cortiças Vale do Uima, S.A.  ·  Capital social 1.250.000 EUR  ·  Matrícula C.R.C. Santa Maria da Feira  ·  IBAN ${ib.spaced} (CGD)  ·  SWIFT CGDIPTPL`, 6.5);
  pen.page(); head(2);
  pen.t(X, 92, `Cliente / Customer: ${customer.name}    Data / Date: ${d.dmySlash('2026-11-20')}`, 8.4);
  y = th(104);
  pen.t(cx[1] + 2, y, 'Transporte / Brought forward', 8.6, true); pen.r(R - 4, y, eu(carried), 9, true); y += 16;
  lines.slice(10).forEach((l) => { y = row(y, l); });
  pen.hl(X, R, y, 0.8); y += 14;
  const T: Array<[string, string, boolean]> = [['Total ilíquido / Net total', eu(total), false], ['Descontos / Discounts', eu(0), false], ['IVA 0% / VAT 0%', eu(0), false], ['TOTAL A PAGAR / TOTAL DUE (EUR)', eu(total), true]];
  T.forEach(([l, v, b], i) => { pen.t(320, y + i * 14, l, 8.6, b); pen.r(R - 4, y + i * 14, v, b ? 10 : 8.8, b); });
  y += 66;
  small(pen, X, y, R - X, 'IVA - Isento nos termos do artigo 14.º, n.º 1, alínea a) do CIVA (exportação de bens). VAT exempt - export of goods. Embalagem: 28 caixas de cartão em 4 paletes, peso bruto 742,0 kg, peso líquido 661,5 kg. Packing: 28 cartons on 4 pallets. Os bens foram colocados à disposição do adquirente na data do documento.', 8, 10);
  y += 44;
  pen.t(X, y, 'Dados bancários / Bank details:', 8, true);
  pen.ml(X, y + 12, ['Caixa Geral de Depósitos, Agência Santa Maria da Feira', `IBAN: ${ib.spaced}`, 'SWIFT/BIC: CGDIPTPL'], 8.4, 10.5);
  stamp(pen, R - 110, y + 24, ['CORTIÇAS VALE DO UIMA, S.A.', 'DEPARTAMENTO COMERCIAL'], 6, 7.5, 0.45);
  pen.t(R - 200, y + 70, 'Assinatura autorizada / Authorised signature', 7.4);
  return {
    id: 's9-pt-fatura', type: 'invoice',
    notes: 'Portuguese cork-stopper exporter\'s "Fatura / Invoice" to a California winery on A4 Times over two pages: PT/EN caption pairs, supplier and customer side by side plus a separate delivery address, 4x2 reference grid with the invoice date as a long Portuguese date ("20 de novembro de 2026") and due date dd/mm/yyyy, FOB LEIXÕES, ATCUD and software-certificate decoys, 16 lines (code, description, pauta code, unit MIL, qty in thousands, price per thousand, EUR with dot thousands and decimal comma), "A transportar" on page 1 and "Transporte" on page 2, VAT 0 % with exemption article, packing summary weights as decoys, IBAN in the footer and in the bank block.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: no, invoiceDate: '2026-11-20', dueDate: '2027-01-19', currency: 'EUR', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: lines.map((l) => ({ description: l.de, quantity: l.q, unitPrice: l.p, total: l.t, hsCode: l.hs })),
      subtotal: total, taxRate: 0, taxAmount: 0, totalAmount: total, paymentTerms: '60 DIAS DATA FATURA', notes: null,
      purchaseOrderNumber: 'SRC-PO-2026-3318', incoterms: { rule: 'FOB', place: 'LEIXÕES' }, countryOfOrigin: 'PT',
      shipTo: { name: 'SONOMA RIDGE CELLARS - BOTTLING HALL', address: '2260 Dry Creek Road, Healdsburg, CA 95448, USA' },
      bankDetails: { iban: ib.compact, bic: 'CGDIPTPL', accountNumber: null },
    },
  };
}
