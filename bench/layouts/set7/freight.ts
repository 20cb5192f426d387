/** Set 7, freight: Danish forwarder invoice (Faktura), DKK with USD freight lines converted, moms 25 % only on domestic lines, FI-kort payment line. */
import { Pen4, cont, party, place, eu, round, sum, table, small, iban, d, type Doc } from './lib7.ts';

/** 12. Aarhus forwarder sea-import invoice: Danish captions, dd-mm-yyyy, 1.234,56, per-line currency + DKK column, moms code per line, +71< FI payment line as decoy. */
export function dkFreightInvoice(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 40, R = 555;
  const vendor = party('NORDHAVN SPEDITION A/S', ['Hveensvej 11', '8000 Aarhus C', 'Danmark'], { taxId: 'DK31441827', phone: '+45 86 12 44 18', email: 'faktura@nordhavn-spedition.dk' });
  const customer = party('SKOVBO MØBLER A/S', ['Industrivej Syd 42', '7400 Herning', 'Danmark'], { taxId: 'DK27418802' });
  const ib = iban('DK', '34094418270113');
  const fx = 6.842;
  const cs = [cont('CSNU', '741822'), cont('OOLU', '118406')];
  const ch = [
    { code: 'OFR', description: 'Søfragt / Ocean freight Shanghai - Aarhus', basis: 'pr. 40\'HC', quantity: 2, rate: 1850, currency: 'USD', moms: false },
    { code: 'BAF', description: 'Bunkertillæg / Bunker adjustment factor', basis: 'pr. 40\'HC', quantity: 2, rate: 412, currency: 'USD', moms: false },
    { code: 'ETS', description: 'EU ETS tillæg / EU emissions surcharge', basis: 'pr. 40\'HC', quantity: 2, rate: 68, currency: 'USD', moms: false },
    { code: 'THD', description: 'Terminalhåndtering Aarhus / Destination THC', basis: 'pr. container', quantity: 2, rate: 1675, currency: 'DKK', moms: false },
    { code: 'DOF', description: 'Udleveringsgebyr / Delivery order fee', basis: 'pr. B/L', quantity: 1, rate: 595, currency: 'DKK', moms: true },
    { code: 'TOL', description: 'Toldbehandling, importangivelse / Customs entry', basis: 'pr. angivelse', quantity: 1, rate: 875, currency: 'DKK', moms: true },
    { code: 'TLP', description: 'Told-varenumre ud over 3 / Extra tariff lines', basis: 'pr. linje', quantity: 6, rate: 85, currency: 'DKK', moms: true },
    { code: 'KRT', description: 'Kørsel Aarhus Havn - Herning / Haulage', basis: 'pr. container', quantity: 2, rate: 3250, currency: 'DKK', moms: true },
    { code: 'MIL', description: 'Miljø- og vejafgift / Environmental & road toll', basis: 'pr. container', quantity: 2, rate: 145, currency: 'DKK', moms: true },
  ].map((c) => { const amount = round(c.quantity * c.rate); return { ...c, amount, dkk: round(c.currency === 'USD' ? amount * fx : amount) }; });
  const net = sum(ch.map((c) => c.dkk)), base = sum(ch.filter((c) => c.moms).map((c) => c.dkk)), moms = round(base * 0.25), total = round(net + moms);
  pen.t(X, 46, 'NORDHAVN', 20, true); pen.t(X + pen.w('NORDHAVN ', 20, true), 46, 'SPEDITION', 20);
  pen.t(X, 58, 'Sø- og luftfragt  -  Told  -  Lager  -  Distribution', 7.5);
  pen.ml(R - 150, 34, ['Nordhavn Spedition A/S', 'Hveensvej 11', '8000 Aarhus C, Danmark', 'Tlf. +45 86 12 44 18', 'faktura@nordhavn-spedition.dk', 'CVR-nr. 31 44 18 27', 'Moms-nr. DK31441827'], 7, 8.6);
  let y = 104;
  pen.t(X, y - 6, 'Nordhavn Spedition A/S, Hveensvej 11, 8000 Aarhus C', 5.8);
  pen.hl(X, X + 220, y - 3, 0.3);
  pen.ml(X, y + 10, [customer.name, 'Att.: Indkøb / Logistik', 'Industrivej Syd 42', '7400 Herning', 'Danmark'], 9.5, 12);
  pen.t(X, y + 76, 'Deres moms-nr.: DK27418802', 7.6);
  pen.t(300, y + 6, 'FAKTURA', 18, true);
  const kv: Array<[string, string]> = [['Fakturanr.', '7004418'], ['Fakturadato', d.dmyDash('2026-03-17')], ['Forfaldsdato', d.dmyDash('2026-04-16')], ['Kundenr.', '10-2274'], ['Vores ref.', 'AAR-SI-26-0418'], ['Deres ref.', 'PO SKM-2603-12'], ['Valuta', 'DKK']];
  kv.forEach(([l, v], i) => { pen.t(300, y + 24 + i * 11, l, 7.6); pen.t(390, y + 24 + i * 11, v, 8.2, i === 0); });
  y += 112;
  pen.fill(X, y, R - X, 58, 0.93);
  pen.t(X + 4, y + 10, 'Forsendelse / Shipment: SØ-IMPORT FCL  2 x 40\'HC', 7.8, true);
  const sd: Array<[string, string, string, string]> = [
    ['Afskibningshavn / POL', 'SHANGHAI, CN (CNSHA)', 'Losningshavn / POD', 'AARHUS, DK (DKAAR)'],
    ['B/L nr.', 'CSLSHA26A044182', 'Booking nr.', 'SHA2603118472'],
    ['Skib / Vessel', 'CSCL STAR V. 041W', 'Containere', cs.join(', ')],
  ];
  sd.forEach(([a, b, c, e], i) => { pen.t(X + 4, y + 24 + i * 11, a, 7); pen.t(X + 100, y + 24 + i * 11, b, 7.8); pen.t(300, y + 24 + i * 11, c, 7); pen.t(380, y + 24 + i * 11, e, 7.8); });
  y += 66;
  y = table(pen, X, y, [
    { title: ['Kode'], w: 30 }, { title: ['Tekst / Description'], w: 180 }, { title: ['Enhed / Basis'], w: 60 }, { title: ['Antal'], w: 28, align: 'r' }, { title: ['Sats'], w: 46, align: 'r' },
    { title: ['Val.'], w: 26, align: 'c' }, { title: ['Beløb'], w: 52, align: 'r' }, { title: ['Moms'], w: 28, align: 'c' }, { title: ['Beløb DKK'], w: 65, align: 'r' },
  ], ch.map((c) => [[c.code], [c.description], [c.basis], [String(c.quantity)], [eu(c.rate)], [c.currency], [eu(c.amount)], [c.moms ? '25%' : '0'], [eu(c.dkk)]]), { size: 7.2, headSize: 6.4, hlines: false, vlines: false, shade: true });
  pen.hl(X, R, y + 2, 0.6);
  pen.t(X, y + 14, `Omregningskurs / Exchange rate: USD 1,00 = DKK ${eu(fx, 4)} (Nationalbanken 16-03-2026)`, 7);
  const tl: Array<[string, string]> = [['Momsfrit beløb', eu(round(net - base))], ['Momspligtigt beløb', eu(base)], ['I alt ekskl. moms', eu(net)], ['Moms 25%', eu(moms)], ['I alt DKK', eu(total)]];
  tl.forEach(([l, v], i) => { pen.t(360, y + 16 + i * 13, l, 8, i === 4); pen.r(R - 3, y + 16 + i * 13, v, 8.6, i === 4); });
  pen.hl(360, R, y + 61, 0.6); pen.hl(360, R, y + 75, 1.2);
  y += 92;
  pen.box(X, y, R - X, 54, 0.5);
  pen.ml(X + 6, y + 12, ['Betalingsbetingelser: Netto 30 dage', `Bank: Danske Bank, Reg.nr. 3409  Kontonr. 4418270113`, `IBAN: ${ib.spaced}   BIC/SWIFT: DABADKKK`, 'Ved betaling efter forfald beregnes renter på 1,5 % pr. påbegyndt måned.'], 7.8, 10);
  y += 64;
  pen.t(X, y, 'Indbetalingskort / FI-kort:', 7.4, true);
  pen.t(X, y + 14, '+71< 000070044182712 +85124411<', 11, false);
  y += 30;
  small(pen, X, y, R - X, 'Alle opgaver udføres i henhold til NSAB 2015 (Nordisk Speditørforbunds Almindelige Bestemmelser). Udlæg (told, afgifter, terminalomkostninger) viderefaktureres uden moms, hvor de er momsfritaget. Reklamationer skal ske skriftligt senest 8 dage efter fakturadato.', 6.4, 7.8);
  pen.t(X, 812, 'Nordhavn Spedition A/S  -  CVR 31441827  -  www.nordhavn-spedition.dk', 6.5); pen.r(R, 812, 'Side 1 af 1', 6.5);
  return {
    id: 's7-dk-freight-inv', type: 'freight_invoice',
    notes: 'Danish forwarder sea-import invoice (FAKTURA) from Aarhus, A4 Helvetica: window-envelope address block with the sender line above it, sender details right-aligned block at the top (CVR-nr. spaced, Moms-nr. = VAT id), header fields label-left (Fakturanr., Fakturadato/Forfaldsdato dd-mm-yyyy, customer no. and refs as decoys), shaded shipment box with POL/POD codes, B/L and booking, charge table without any rules: code, Danish/English text, basis "pr. 40\'HC", quantity, rate, line currency (USD freight/BAF/ETS, DKK local), amount and a DKK column, moms 25 % only on domestic lines, exchange rate 6,8420 under the table, totals momsfrit/momspligtigt/I alt ekskl. moms/moms/I alt, Danish 1.234,56, bank Reg.nr. + Kontonr. and IBAN/BIC, FI-kort payment line as decoy.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: '7004418', invoiceDate: '2026-03-17', dueDate: '2026-04-16', currency: 'DKK', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: ch.map((c) => ({ description: c.description, quantity: c.quantity, total: c.dkk })),
      subtotal: net, taxRate: 25, taxAmount: moms, totalAmount: total, paymentTerms: 'Netto 30 dage',
      bankDetails: { iban: ib.compact, bic: 'DABADKKK', accountNumber: '4418270113' },
      shipmentReferences: { billOfLadingNumber: 'CSLSHA26A044182', airWaybillNumber: null, bookingNumber: 'SHA2603118472', containerNumbers: cs },
      origin: place('SHANGHAI', 'CNSHA', 'CN'), destination: place('AARHUS', 'DKAAR', 'DK'),
      charges: ch.map((c) => ({ code: c.code, description: c.description, basis: c.basis, quantity: c.quantity, rate: c.rate, amount: c.amount, currency: c.currency })),
    },
  };
}
