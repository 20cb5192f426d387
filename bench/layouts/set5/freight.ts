/** Set 5, freight invoice: German forwarder's sea-import invoice (Rechnung / Invoice), USD charges converted to EUR, mixed 0 % / 19 % VAT. */
import { Pen4, cont, party, place, eu, round, sum, table, small, iban, kvl, type Doc } from './lib5.ts';

/** 12. Forwarder freight invoice: German/English labels, dd.mm.yyyy, German number format, per-line VAT code, USD lines with EUR conversion. */
export function germanFreightInvoice(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 50, R = 555, fx = 1.0842;
  const acct = iban('DE', '20050550123456789012');
  const vendor = party('NORDELBE SPEDITION GMBH & CO. KG', ['Am Sandtorkai 44', '20457 Hamburg'], { taxId: 'DE298765431', phone: '+49 40 3197 6620', email: 'rechnung@nordelbe-spedition.de' });
  const customer = party('BERGISCHE WERKZEUGFABRIK GMBH', ['Schlagbaumer Strasse 118', '42653 Solingen', 'Deutschland'], { taxId: 'DE123987456' });
  const c1 = cont('OOLU', '841736'), c2 = cont('CSLU', '208854');
  const ch: Array<[string, string, string, number, number, string, number]> = [
    ['OFR', 'Seefracht Shanghai - Hamburg / Ocean freight', "je 40'HC", 2, 1950, 'USD', 0],
    ['BAF', 'Bunkerzuschlag / Bunker adjustment factor', "je 40'HC", 2, 210, 'USD', 0],
    ['THC', 'Terminal Handling Hamburg (CTA)', "je 40'HC", 2, 285, 'EUR', 0],
    ['ISPS', 'ISPS-Zuschlag / ISPS surcharge', 'je Container', 2, 16.5, 'EUR', 0],
    ['DOC', 'Dokumentengebuehr / Documentation fee', 'je B/L', 1, 45, 'EUR', 0],
    ['CUS', 'Zollabfertigung Import / Customs clearance', 'je Anmeldung', 1, 85, 'EUR', 19],
    ['TRK', 'Lkw-Zustellung Hamburg - Solingen / Trucking', 'je Container', 2, 890, 'EUR', 19],
  ];
  const charges = ch.map(([code, description, basis, quantity, rate, currency]) => ({ code, description, basis, quantity, rate, amount: round(quantity * rate), currency }));
  const eur = (i: number) => (charges[i].currency === 'EUR' ? charges[i].amount : round(charges[i].amount / fx));
  const net = sum(charges.map((_, i) => eur(i)));
  const base19 = sum(charges.map((_, i) => (ch[i][6] === 19 ? eur(i) : 0))), base0 = round(net - base19);
  const vat = round(base19 * 0.19), total = round(net + vat);
  pen.t(X, 50, 'NORDELBE', 20, true); pen.t(X + pen.w('NORDELBE', 20, true) + 6, 50, 'SPEDITION', 20);
  pen.t(X, 62, 'Internationale Spedition - Seefracht - Luftfracht - Zoll', 7.5);
  pen.t(X, 104, 'NORDELBE SPEDITION GMBH & CO. KG - Am Sandtorkai 44 - 20457 Hamburg', 6);
  pen.hl(X, X + 250, 106, 0.3);
  pen.ml(X, 120, [customer.name, 'Buchhaltung / Accounts payable', 'Schlagbaumer Strasse 118', '42653 Solingen', 'Deutschland'], 9, 11.5);
  let ry = 96;
  const rk = (k: string, v: string) => { kvl(pen, 345, ry, k, v, 105, 8, { labelSize: 7 }); ry += 11.5; };
  rk('Rechnungsnr. / Invoice no.', 'HH-26-0031187'); rk('Datum / Date', '16.03.2026'); rk('Kunden-Nr. / Customer no.', '40718');
  rk('Ihre USt-IdNr. / Your VAT ID', 'DE123987456'); rk('Auftrag / Our ref.', 'NDE-SI-260211'); rk('Faellig am / Due date', '15.04.2026');
  pen.t(X, 200, 'RECHNUNG / INVOICE', 15, true);
  let y = 214;
  pen.box(X, y, R - X, 58, 0.5);
  const sk = (x: number, yy: number, k: string, v: string) => { pen.t(x, yy, k, 6.2); pen.t(x, yy + 10, v, 8, true); };
  sk(X + 6, y + 10, 'Sendung / Shipment', 'Seefracht Import FCL'); sk(X + 130, y + 10, 'B/L-Nr. / Bill of lading', 'OOLU2741839650'); sk(X + 260, y + 10, 'Schiff / Vessel', 'OOCL SPAIN 071W'); sk(X + 380, y + 10, 'Ankunft / Arrival', '09.03.2026');
  sk(X + 6, y + 34, 'Von / From', 'SHANGHAI (CNSHA)'); sk(X + 130, y + 34, 'Nach / To', 'HAMBURG (DEHAM)'); sk(X + 260, y + 34, 'Container', `${c1}, ${c2}`); sk(X + 430, y + 34, 'Gewicht / Weight', '38.420 kg');
  y += 70;
  y = table(pen, X, y, [
    { title: 'Code', w: 34 }, { title: 'Leistung / Description', w: 166 }, { title: 'Basis', w: 62 }, { title: 'Menge', w: 32, align: 'r' }, { title: 'Satz / Rate', w: 50, align: 'r' },
    { title: 'Whg.', w: 28, align: 'c' }, { title: 'Betrag', w: 56, align: 'r' }, { title: 'EUR', w: 52, align: 'r' }, { title: 'USt', w: 25, align: 'c' },
  ], charges.map((c, i) => [[c.code], [c.description], [c.basis], [String(c.quantity)], [eu(c.rate)], [c.currency], [eu(c.amount)], [eu(eur(i))], [ch[i][6] ? 'A' : 'B']]), { size: 7.3, headSize: 6.5, shade: true, vlines: false });
  pen.t(X, y + 11, `Umrechnungskurs / Exchange rate: 1 EUR = ${eu(fx, 4)} USD (EZB-Referenzkurs 09.03.2026)`, 7);
  y += 24;
  const tx = 330;
  const tr = (k: string, v: string, b = false) => { pen.t(tx, y, k, 8, b); pen.r(R, y, v, 8.5, b); y += 13; };
  tr('Nettobetrag / Net amount', `EUR ${eu(net)}`);
  tr('A = USt. 19 % auf / VAT 19 % on ' + eu(base19), `EUR ${eu(vat)}`);
  tr('B = steuerfrei / VAT exempt ' + eu(base0), 'EUR 0,00');
  pen.hl(tx, R, y - 8, 0.8);
  tr('Rechnungsbetrag / Invoice total', `EUR ${eu(total)}`, true);
  pen.t(X, y - 30, 'B: steuerfrei gem. Par. 4 Nr. 3a UStG', 6.5); pen.t(X, y - 21, '(grenzueberschreitende Befoerderung)', 6.5);
  y += 12;
  pen.t(X, y, 'Zahlungsbedingungen / Payment terms: 30 Tage netto / 30 days net', 8, true);
  y += 22;
  small(pen, X, y, R - X, 'Wir arbeiten ausschliesslich auf Grundlage der Allgemeinen Deutschen Spediteurbedingungen 2017 (ADSp 2017). Hinweis: Die ADSp 2017 weichen in Ziffer 23 hinsichtlich des Haftungshoechstbetrages fuer Gueterschaeden (Par. 431 HGB) vom Gesetz ab, indem sie die Haftung bei multimodalen Transporten unter Einschluss einer Seebefoerderung und bei unbekanntem Schadenort auf 2 SZR/kg und im Uebrigen die Regelhaftung von 8,33 SZR/kg zusaetzlich auf 1,25 Millionen Euro je Schadenfall sowie 2,5 Millionen Euro je Schadenereignis, mindestens aber 2 SZR/kg, beschraenken.', 6, 7.4);
  pen.hl(X, R, 770, 0.4);
  const foot = [['Nordelbe Spedition GmbH & Co. KG', 'Am Sandtorkai 44, 20457 Hamburg', 'Tel. +49 40 3197 6620', 'rechnung@nordelbe-spedition.de'], ['Sitz Hamburg, AG Hamburg HRA 118842', 'Pers. haft. Ges.: Nordelbe Verwaltungs GmbH', 'Geschaeftsfuehrer: H. Jessen, M. Okafor', 'USt-IdNr. DE298765431'], ['Hamburger Sparkasse', `IBAN ${acct.spaced}`, 'BIC HASPDEHHXXX', '']];
  foot.forEach((col, i) => pen.ml(X + i * 172, 780, col, 6.3, 7.8));
  return {
    id: 's5-de-freight-inv', type: 'freight_invoice',
    notes: 'German forwarder sea-import invoice on DIN-style A4: window address block with return-address line, right-hand reference block label/value with German/English labels (Rechnungsnr. / Invoice no., Faellig am / Due date), shipment box with B/L, vessel, arrival, from/to with LOCODEs, two containers in one value, charge table in German number format with original currency + EUR column and VAT code letters A/B, exchange rate line (1 EUR = 1,0842 USD), totals with split VAT bases, IBAN/BIC only in the three-column footer, ADSp small print.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: 'HH-26-0031187', invoiceDate: '2026-03-16', dueDate: '2026-04-15', currency: 'EUR', vendor, customer,
      lineItems: charges.map((c) => ({ description: c.description, quantity: c.quantity, unitPrice: c.rate, total: c.amount })),
      subtotal: net, taxRate: 19, taxAmount: vat, totalAmount: total, paymentTerms: '30 Tage netto / 30 days net',
      bankDetails: { iban: acct.compact, bic: 'HASPDEHHXXX', accountNumber: null },
      shipmentReferences: { billOfLadingNumber: 'OOLU2741839650', airWaybillNumber: null, bookingNumber: null, containerNumbers: [c1, c2] },
      origin: place('SHANGHAI', 'CNSHA', null), destination: place('HAMBURG', 'DEHAM', null), charges,
    },
  };
}
