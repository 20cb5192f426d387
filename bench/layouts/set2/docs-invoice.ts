/** Invoices: forwarder freight invoice (charge codes, USD->EUR rate), German Handelsrechnung, French facture commerciale. */
import { Pen, cont, party, place, type Doc } from './lib.ts';

export function freightInvoice(): Doc {
  const P = new Pen('Helvetica');
  const L = 40, R = 555;
  const cs = [cont('HLXU', '871123'), cont('HLBU', '204468')];
  P.t(L, 46, 'Nordhafen Spedition GmbH & Co. KG', 13, true);
  P.ml(L, 58, ['Überseetor 20  ·  28217 Bremen  ·  Germany', 'Tel. +49 421 38 77 0  ·  accounts@nordhafen-spedition.de  ·  USt-IdNr. DE114829771'], 7, 9);
  P.ml(L, 100, ['Alpenblick Sanitär AG', 'Industriering 5', '6300 Zug', 'Switzerland', 'VAT CHE-112.449.871 MWST'], 9, 11);
  P.t(330, 96, 'INVOICE', 16, true);
  const kv = (y: number, k: string, v: string) => { P.t(330, y, k, 8); P.r(R, y, v, 8.5, true); };
  kv(112, 'Invoice no.', 'NHS-2603-04471'); kv(124, 'Invoice date', '12.03.2026'); kv(136, 'Due date', '11.04.2026'); kv(148, 'Customer no.', '100482'); kv(160, 'Our ref.', 'SEA-EXP-26-1187');
  let y = 184;
  P.fill(L, y, R - L, 52, 0.93);
  const sk = (x: number, yy: number, k: string, v: string) => { P.t(x, yy, k, 7); P.t(x + 70, yy, v, 8); };
  sk(L + 6, y + 12, 'B/L', 'HLCUBRE260312544'); sk(L + 260, y + 12, 'Booking', '27451183');
  sk(L + 6, y + 24, 'Containers', `${cs[0]}, ${cs[1]} (2 x 40' HC)`);
  sk(L + 6, y + 36, 'Routing', 'WILHELMSHAVEN (DEWVN) - VERACRUZ (MXVER)'); sk(L + 260, y + 36, 'Vessel/Voy.', 'SEASPAN AMAZON / 612W');
  sk(L + 6, y + 48, 'Ex. rate', 'USD 1 = EUR 0.9204 (ECB 11.03.2026)');
  y += 66;
  const cx = [L, L + 40, L + 210, L + 290, L + 320, L + 385, L + 415, R];
  ['Code', 'Description', 'Basis', 'Qty', 'Rate', 'Cur.', 'Amount', ''].forEach((h, i) => (i >= 3 && i !== 5 ? P.r(cx[i + 1] - 4, y, h, 7.5, true) : P.t(cx[i] + 2, y, h, 7.5, true)));
  P.r(R, y, 'EUR', 7.5, true);
  P.hl(L, R, y + 4, 0.8);
  y += 16;
  const charges = [
    { code: 'OFR', description: 'Ocean freight', basis: 'per container', quantity: 2, rate: 2150, amount: 4300, currency: 'USD', eur: 3957.72 },
    { code: 'BAF', description: 'Bunker adjustment factor', basis: 'per container', quantity: 2, rate: 415, amount: 830, currency: 'USD', eur: 763.93 },
    { code: 'THD', description: 'Terminal handling, origin', basis: 'per container', quantity: 2, rate: 285, amount: 570, currency: 'EUR', eur: 570 },
    { code: 'ISP', description: 'ISPS surcharge', basis: 'per container', quantity: 2, rate: 18, amount: 36, currency: 'EUR', eur: 36 },
    { code: 'EXP', description: 'Export customs clearance (ATLAS)', basis: 'per declaration', quantity: 1, rate: 65, amount: 65, currency: 'EUR', eur: 65 },
    { code: 'DOC', description: 'B/L documentation fee', basis: 'per B/L', quantity: 1, rate: 55, amount: 55, currency: 'EUR', eur: 55 },
  ];
  const f = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  for (const c of charges) {
    P.t(cx[0] + 2, y, c.code, 8.5); P.t(cx[1] + 2, y, c.description, 8.5); P.t(cx[2] + 2, y, c.basis, 8);
    P.r(cx[4] - 4, y, String(c.quantity), 8.5); P.r(cx[5] - 4, y, f(c.rate), 8.5); P.t(cx[5] + 2, y, c.currency, 8.5); P.r(cx[7] - 60, y, f(c.amount), 8.5); P.r(R, y, f(c.eur), 8.5);
    y += 14;
  }
  P.hl(L + 300, R, y - 4, 0.6);
  const sub = 5447.65;
  const tot: Array<[string, string]> = [['Net amount EUR', f(sub)], ['VAT 0 % (§ 4 Nr. 3a UStG)', '0.00'], ['Total EUR', f(sub)]];
  tot.forEach(([k, v], i) => { P.t(L + 300, y + 8 + i * 13, k, 8.5, i === 2); P.r(R, y + 8 + i * 13, v, 8.5, i === 2); });
  y += 60;
  P.ml(L, y, ['Payment terms: 30 days net, without deduction.', 'Bank: Sparkasse Bremen  ·  IBAN DE44 2905 0101 0001 2345 67  ·  BIC SBREDE22XXX', 'All business is transacted under the ADSp 2017 (Allgemeine Deutsche Spediteurbedingungen).'], 7.5, 10);
  const truth = {
    invoiceNumber: 'NHS-2603-04471', invoiceDate: '2026-03-12', dueDate: '2026-04-11', currency: 'EUR',
    vendor: party('Nordhafen Spedition GmbH & Co. KG', ['Überseetor 20, 28217 Bremen, Germany'], { taxId: 'DE114829771', email: 'accounts@nordhafen-spedition.de', phone: '+49 421 38 77 0' }),
    customer: { name: 'Alpenblick Sanitär AG', address: 'Industriering 5, 6300 Zug, Switzerland', taxId: 'CHE-112.449.871 MWST' },
    subtotal: sub, taxRate: 0, taxAmount: 0, totalAmount: sub, paymentTerms: '30 days net, without deduction.',
    shipmentReferences: { billOfLadingNumber: 'HLCUBRE260312544', airWaybillNumber: null, bookingNumber: '27451183', containerNumbers: cs },
    origin: place('WILHELMSHAVEN', 'DEWVN', 'DE'), destination: place('VERACRUZ', 'MXVER', 'MX'),
    charges: charges.map(({ eur: _e, ...c }) => c),
    bankDetails: { iban: 'DE44290501010001234567', bic: 'SBREDE22XXX', accountNumber: null },
  };
  return { id: '12-freight-invoice-fwd', type: 'freight_invoice', pdf: P.finish(), truth, notes: 'forwarder invoice, mixed USD/EUR charge lines with EUR column and exchange rate, charge codes, dd.mm.yyyy, VAT 0%' };
}

export function handelsrechnung(): Doc {
  const P = new Pen('Helvetica');
  const L = 50, R = 545;
  P.t(L, 50, 'SCHWARZWALD UHRENMANUFAKTUR GMBH', 12, true);
  P.t(L, 62, 'Hauptstraße 112 · 78098 Triberg im Schwarzwald · Deutschland', 7.5);
  P.t(L, 96, 'Schwarzwald Uhrenmanufaktur GmbH · Hauptstraße 112 · 78098 Triberg', 6);
  P.hl(L, L + 240, 98, 0.3);
  P.ml(L, 112, ['Timeless Gifts Inc.', 'Attn. Purchasing', '845 Broadway, Suite 12', 'New York, NY 10003', 'USA'], 9.5, 12);
  P.t(330, 110, 'HANDELSRECHNUNG', 14, true);
  P.t(330, 122, 'Commercial Invoice', 8);
  const kv = (y: number, k: string, v: string) => { P.t(330, y, k, 8); P.t(440, y, v, 8.5); };
  kv(140, 'Rechnungsnummer', '2026-10347'); kv(152, 'Rechnungsdatum', '12.03.2026'); kv(164, 'Kundennummer', '40077'); kv(176, 'Ihre Bestellung', 'TG-PO-88412 vom 02.02.2026');
  kv(188, 'Lieferbedingung', 'FCA Frankfurt am Main (Incoterms® 2020)');
  let y = 220;
  P.t(L, y, 'Wir berechnen Ihnen folgende Lieferung:', 9);
  y += 16;
  const cx = [L, L + 28, L + 220, L + 290, L + 340, L + 415, R];
  P.fill(L, y - 10, R - L, 14, 0.85);
  ['Pos.', 'Bezeichnung', 'Zolltarifnr.', 'Menge', 'Einzelpreis €', 'Gesamt €'].forEach((h, i) => (i >= 3 ? P.r(cx[i + 1] - 4, y, h, 8, true) : P.t(cx[i] + 2, y, h, 8, true)));
  y += 16;
  const rows = [
    ['1', 'Kuckucksuhr "Jägerhaus", 1-Tage-Werk', '91052100', '40 Stk.', '189,00', '7.560,00'],
    ['2', 'Kuckucksuhr "Schwarzwaldhaus", 8-Tage-Werk', '91052100', '24 Stk.', '349,50', '8.388,00'],
    ['3', 'Wanduhr Eiche, Quarzwerk', '91052900', '60 Stk.', '64,90', '3.894,00'],
    ['4', 'Ersatzpendel und Gewichte (Set)', '91149000', '100 Set', '12,75', '1.275,00'],
  ];
  for (const r of rows) {
    P.t(cx[0] + 2, y, r[0], 8.5); P.t(cx[1] + 2, y, r[1], 8.5); P.t(cx[2] + 2, y, r[2], 8.5);
    P.r(cx[4] - 4, y, r[3], 8.5); P.r(cx[5] - 4, y, r[4], 8.5); P.r(cx[6] - 4, y, r[5], 8.5);
    P.hl(L, R, y + 5, 0.2);
    y += 16;
  }
  const tl = (k: string, v: string, bold = false) => { P.t(340, y, k, 8.5, bold); P.r(R - 4, y, v, 8.5, bold); y += 13; };
  y += 4;
  tl('Warenwert netto', '21.117,00'); tl('Verpackung und Fracht bis FCA', '280,00'); tl('Zwischensumme', '21.397,00'); tl('USt. 0 %', '0,00'); tl('Rechnungsbetrag EUR', '21.397,00', true);
  y += 8;
  P.ml(L, y, ['In Worten: einundzwanzigtausenddreihundertsiebenundneunzig Euro', '', 'Steuerfreie Ausfuhrlieferung gemäß § 4 Nr. 1a i.V.m. § 6 UStG.', 'Ursprungsland der Waren: Deutschland (EU)', 'Packstücke: 6 Kartons auf 1 Palette, brutto 298,4 kg, netto 251,0 kg', 'Zahlungsbedingungen: 50 % Vorauskasse, Rest 30 Tage nach Rechnungsdatum netto', '', 'Der Exporteur der Waren, auf die sich dieses Handelspapier bezieht, erklärt, dass diese Waren, soweit nicht anders angegeben,', 'präferenzbegünstigte Ursprungswaren der EU sind. Triberg, 12.03.2026'], 8, 11);
  P.hl(L, R, 780, 0.4);
  P.ml(L, 790, ['Geschäftsführer: Anna Kienzle · Amtsgericht Freiburg HRB 712845 · USt-IdNr. DE297733104 · EORI DE2977331040000', 'Volksbank Schwarzwald-Baar-Hegau · IBAN DE12 6649 0000 0047 1122 00 · BIC GENODE61VS1 · Tel. +49 7722 96610 · info@schwarzwald-uhren.de'], 6.5, 8);
  const truth = {
    invoiceNumber: '2026-10347', invoiceDate: '2026-03-12', dueDate: null, currency: 'EUR',
    vendor: party('SCHWARZWALD UHRENMANUFAKTUR GMBH', ['Hauptstraße 112, 78098 Triberg im Schwarzwald, Deutschland'], { taxId: 'DE297733104', email: 'info@schwarzwald-uhren.de', phone: '+49 7722 96610' }),
    customer: { name: 'Timeless Gifts Inc.', address: '845 Broadway, Suite 12, New York, NY 10003, USA', taxId: null },
    lineItems: [
      { description: 'Kuckucksuhr "Jägerhaus", 1-Tage-Werk', quantity: 40, unitPrice: 189, total: 7560, hsCode: '91052100' },
      { description: 'Kuckucksuhr "Schwarzwaldhaus", 8-Tage-Werk', quantity: 24, unitPrice: 349.5, total: 8388, hsCode: '91052100' },
      { description: 'Wanduhr Eiche, Quarzwerk', quantity: 60, unitPrice: 64.9, total: 3894, hsCode: '91052900' },
      { description: 'Ersatzpendel und Gewichte (Set)', quantity: 100, unitPrice: 12.75, total: 1275, hsCode: '91149000' },
    ],
    subtotal: 21397, taxRate: 0, taxAmount: 0, totalAmount: 21397, paymentTerms: '50 % Vorauskasse, Rest 30 Tage nach Rechnungsdatum netto',
    purchaseOrderNumber: 'TG-PO-88412', incoterms: { rule: 'FCA', place: 'Frankfurt am Main' }, countryOfOrigin: 'DE',
    bankDetails: { iban: 'DE12664900000047112200', bic: 'GENODE61VS1', accountNumber: null },
  };
  return { id: '13-invoice-de', type: 'invoice', pdf: P.finish(), truth, notes: 'German commercial invoice, window-envelope address with sender line, Zolltarifnr. column, Incoterms® 2020, total in words, VAT id in footer' };
}

export function factureCommerciale(): Doc {
  const P = new Pen('Times');
  const L = 45, R = 550;
  P.t(L, 50, 'Parfums de Grasse Distribution SAS', 13, true);
  P.ml(L, 62, ['14 avenue Sainte-Lorraine, 06130 Grasse, France', 'SIRET 812 447 903 00021 - N° TVA FR 61 812447903 - EORI FR81244790300021', 'Tél. +33 4 93 40 12 77 - export@pdg-distribution.fr'], 7.5, 9.5);
  P.c(297, 110, 'FACTURE COMMERCIALE', 15, true);
  P.box(L, 124, 240, 72);
  P.t(L + 4, 134, 'Adressée à :', 7.5, true);
  P.ml(L + 4, 146, ['SOCIÉTÉ MAROCAINE DE COSMÉTIQUES SARL', '27, boulevard Zerktouni', '20250 Casablanca', 'Maroc  -  ICE 001528447000092'], 8.5, 11);
  const kv = (y: number, k: string, v: string) => { P.t(310, y, k, 8.5); P.t(410, y, v, 8.5, true); };
  kv(134, 'Facture n° :', 'FC-26-00219'); kv(147, 'Date :', '12/03/2026'); kv(160, 'Échéance :', '11/05/2026'); kv(173, 'Votre commande :', 'SMC/CMD/2026/041'); kv(186, 'Incoterm :', 'CIF Casablanca');
  let y = 216;
  const cx = [L, L + 55, L + 240, L + 300, L + 350, L + 425, R];
  P.box(L, y - 11, R - L, 15);
  ['Réf.', 'Désignation', 'Code SH', 'Qté', 'P.U. (EUR)', 'Montant (EUR)'].forEach((h, i) => P.t(cx[i] + 3, y, h, 8.5, true));
  y += 16;
  const rows = [
    ['EDP-100', 'Eau de parfum 100 ml "Mimosa"', '3303.00', '600', '18,40', '11 040,00'],
    ['EDT-050', 'Eau de toilette 50 ml "Néroli"', '3303.00', '900', '9,85', '8 865,00'],
    ['SAV-200', 'Savon parfumé 200 g', '3401.11', '1 200', '2,15', '2 580,00'],
    ['CRM-075', 'Crème pour les mains 75 ml', '3304.99', '480', '4,70', '2 256,00'],
  ];
  for (const r of rows) {
    P.t(cx[0] + 3, y, r[0], 8.5); P.t(cx[1] + 3, y, r[1], 8.5); P.t(cx[2] + 3, y, r[2], 8.5);
    P.r(cx[4] - 6, y, r[3], 8.5); P.r(cx[5] - 6, y, r[4], 8.5); P.r(cx[6] - 6, y, r[5], 8.5);
    y += 14;
  }
  P.box(L, 205, R - L, y - 205);
  y += 8;
  const tl = (k: string, v: string, b = false) => { P.t(350, y, k, 9, b); P.r(R - 6, y, v, 9, b); y += 13; };
  tl('Total marchandises', '24 741,00'); tl('Fret maritime et assurance', '1 120,00'); tl('Total HT', '25 861,00'); tl('TVA', '0,00'); tl('Net à payer (EUR)', '25 861,00 €', true);
  y += 10;
  P.ml(L, y, ['Arrêtée la présente facture à la somme de : vingt-cinq mille huit cent soixante et un euros.', 'Exonération de TVA - article 262 ter I du CGI (exportation hors UE).', 'Origine des marchandises : France (UE).  Poids brut : 2 146,0 kg  -  Poids net : 1 830,5 kg  -  42 colis.', 'Transport : maritime, Marseille - Casablanca, navire MARINA / voyage 0912S.', 'Conditions de paiement : crédit documentaire irrévocable à 60 jours date de connaissement.', 'Banque : CIC Lyonnaise de Banque - IBAN FR76 1009 6180 4400 0312 4450 185 - BIC CMCIFRPP'], 8.5, 12);
  const truth = {
    invoiceNumber: 'FC-26-00219', invoiceDate: '2026-03-12', dueDate: '2026-05-11', currency: 'EUR',
    vendor: party('Parfums de Grasse Distribution SAS', ['14 avenue Sainte-Lorraine, 06130 Grasse, France'], { taxId: 'FR61812447903', email: 'export@pdg-distribution.fr', phone: '+33 4 93 40 12 77' }),
    customer: { name: 'SOCIÉTÉ MAROCAINE DE COSMÉTIQUES SARL', address: '27, boulevard Zerktouni, 20250 Casablanca, Maroc', taxId: '001528447000092' },
    lineItems: [
      { description: 'Eau de parfum 100 ml "Mimosa"', quantity: 600, unitPrice: 18.4, total: 11040, hsCode: '330300' },
      { description: 'Eau de toilette 50 ml "Néroli"', quantity: 900, unitPrice: 9.85, total: 8865, hsCode: '330300' },
      { description: 'Savon parfumé 200 g', quantity: 1200, unitPrice: 2.15, total: 2580, hsCode: '340111' },
      { description: 'Crème pour les mains 75 ml', quantity: 480, unitPrice: 4.7, total: 2256, hsCode: '330499' },
    ],
    subtotal: 25861, taxRate: 0, taxAmount: 0, totalAmount: 25861, paymentTerms: 'crédit documentaire irrévocable à 60 jours date de connaissement.',
    purchaseOrderNumber: 'SMC/CMD/2026/041', incoterms: { rule: 'CIF', place: 'Casablanca' }, countryOfOrigin: 'FR',
    bankDetails: { iban: 'FR7610096180440003124450185', bic: 'CMCIFRPP', accountNumber: null },
  };
  return { id: '14-invoice-fr', type: 'invoice', pdf: P.finish(), truth, notes: 'French facture commerciale, boxed "Adressée à", code SH with dot, space thousands + decimal comma, total in words, payment terms in footer prose' };
}
