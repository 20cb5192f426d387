/** Set 6, customs 2: Swiss e-dec export list (Ausfuhrliste / Liste d'exportation), German/French captions, items as blocks, 1'234.50 numbers. */
import { Pen4, awb, party, kg, round, sum, small, barcode, fmt, type Doc } from '../set5/lib5.ts';

const ch = (v: number, dec = 2) => fmt(v, dec, '\'', '.');

/** 12. Swiss export list from e-dec: MRN with barcode, bilingual captions, each position as a block of label/value cells, apostrophe thousands. */
export function chEdecExport(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 34, R = 561;
  const mrn = '26CH004418720031E7';
  const exporter = party('HORLOGERIE DU JURA SA', ['Rue du Progrès 118', '2300 La Chaux-de-Fonds', 'Schweiz / Suisse'], { taxId: 'CHE-114.882.391' });
  const importer = party('TOKYO TIMEPIECE TRADING K.K.', ['3-14-2 Ginza, Chuo-ku', 'Tokyo 104-0061', 'Japan'], {});
  const declarant = party('ALPENFRACHT SPEDITION AG', ['Frachtstrasse 12', '8058 Zürich-Flughafen'], { taxId: 'CHE-101.447.208' });
  const awbNo = awb('724', '1883042');
  const pos = [
    { d: 'Armbanduhren, mechanisch, Automatik, Gehäuse aus Gold 18 Kt.', hs: '9101.2100', k: '000', q: 40, nw: 4.2, gw: 6.8, v: 186400 },
    { d: 'Armbanduhren, mechanisch, Automatik, Gehäuse aus Edelstahl', hs: '9102.2100', k: '000', q: 260, nw: 24.7, gw: 38.5, v: 312000 },
    { d: 'Armbanduhren, quarz, mit Zeigeranzeige, Edelstahl', hs: '9102.1100', k: '000', q: 520, nw: 41.6, gw: 66.2, v: 145600 },
    { d: 'Uhrarmbänder aus Edelstahl, lose', hs: '9113.2000', k: '000', q: 300, nw: 27.0, gw: 34.4, v: 28500 },
    { d: 'Uhrarmbänder aus Leder (Alligator), lose', hs: '9113.9000', k: '000', q: 450, nw: 9.9, gw: 16.3, v: 40500 },
    { d: 'Uhrenbestandteile: Kronen, Zeiger, Schliessen (Ersatzteile)', hs: '9114.9000', k: '000', q: 1, nw: 3.1, gw: 5.0, v: 6850 },
  ];
  const tv = sum(pos.map((p) => p.v)), tgw = round(sum(pos.map((p) => p.gw), 1) + 18.3, 1);
  pen.t(X, 38, 'Schweizerische Eidgenossenschaft  /  Confédération suisse', 7.5);
  pen.t(X, 48, 'Bundesamt für Zoll und Grenzsicherheit BAZG  /  Office fédéral de la douane et de la sécurité des frontières OFDF', 6.5);
  pen.t(X, 70, 'AUSFUHRLISTE  /  LISTE D\'EXPORTATION', 14, true);
  pen.t(X, 82, 'e-dec Export  -  Veranlagungsverfügung / Décision de taxation', 8);
  barcode(pen, R - 170, 56, 170, 18, '2600441872003107');
  pen.r(R, 84, mrn, 9, true);
  let y = 96;
  const cell = (x: number, yy: number, w: number, h: number, cap: string, v: string[], s = 8) => { pen.box(x, yy, w, h, 0.4); pen.t(x + 3, yy + 7, cap, 5.6); pen.ml(x + 5, yy + 9 + s, v, s, s + 2); };
  const third = (R - X) / 3;
  cell(X, y, third, 22, 'Ausfuhrnummer / No d\'exportation (MRN)', [mrn], 8.2);
  cell(X + third, y, third, 22, 'Annahmedatum / Date d\'acceptation', ['17.03.2026'], 8.2);
  cell(X + 2 * third, y, third, 22, 'Zollstelle / Bureau de douane', ['1203  Zürich-Flughafen Fracht'], 8.2);
  y += 22;
  cell(X, y, third, 62, 'Versender / Expéditeur', [exporter.name, 'Rue du Progrès 118', '2300 La Chaux-de-Fonds', 'Schweiz / Suisse', 'UID CHE-114.882.391'], 7.4);
  cell(X + third, y, third, 62, 'Empfänger / Destinataire', [importer.name, '3-14-2 Ginza, Chuo-ku', 'Tokyo 104-0061', 'Japan'], 7.4);
  cell(X + 2 * third, y, third, 62, 'Anmelder / Déclarant', [declarant.name, 'Frachtstrasse 12', '8058 Zürich-Flughafen', 'UID CHE-101.447.208', 'Spediteur-Nr. 40418'], 7.4);
  y += 62;
  const q = (R - X) / 4;
  const g: Array<[string, string]> = [['Bestimmungsland / Pays de destination', 'JP  Japan'], ['Verkehrszweig Grenze / Mode de transport', '4  Luftverkehr'], ['Beförderungsmittel / Moyen de transport', 'LX 160'], ['Transportdokument / Doc. de transport', `AWB ${awbNo}`],
    ['Lieferbedingung / Condition de livraison', 'FCA Zürich'], ['Währung / Monnaie', 'CHF'], ['Rechnungsbetrag / Montant facture', ch(tv)], ['Rechnung Nr. / Facture no', 'HDJ-EX-26-0311'],
    ['Anzahl Packstücke / Nombre de colis', '9'], ['Rohmasse total / Masse brute totale kg', ch(tgw, 1)], ['Sendungsnummer / No d\'envoi', 'AF-ZRH-2603-1187'], ['Veranlagungstyp / Type de taxation', '1  Definitiv']];
  g.forEach(([c, v], i) => cell(X + (i % 4) * q, y + Math.floor(i / 4) * 24, q, 24, c, [v], 7.8));
  y += 80;
  pen.t(X, y, 'Warenpositionen / Positions de marchandises', 9, true); y += 6;
  pos.forEach((p, i) => {
    pen.fill(X, y, R - X, 12, 0.88); pen.box(X, y, R - X, 12, 0.4);
    pen.t(X + 4, y + 9, `Position ${i + 1}`, 7.5, true); pen.t(X + 80, y + 9, p.d, 7.5);
    y += 12;
    const w = (R - X) / 7;
    const cells: Array<[string, string]> = [['Tarifnummer / No tarif', p.hs], ['Stat. Schlüssel / Clé', p.k], ['Eigenmasse / Masse nette kg', ch(p.nw, 1)], ['Rohmasse / Masse brute kg', ch(p.gw, 1)],
      ['Zus. Menge / Quantité suppl.', `${ch(p.q, 0)} Stk`], ['Ursprungsland / Pays d\'origine', 'CH'], ['Statist. Wert / Valeur stat. CHF', ch(p.v)]];
    cells.forEach(([c, v], k) => { pen.box(X + k * w, y, w, 22, 0.3); pen.t(X + k * w + 2, y + 6.5, c, 4.6); pen.r(X + (k + 1) * w - 4, y + 18, v, 7.8); });
    y += 26;
  });
  pen.t(X, y + 8, 'Verpackung (Kisten, Polster) nicht in den Positionen enthalten: 18.3 kg', 6.8);
  pen.t(X, y + 20, `Total statistischer Wert / Valeur statistique totale: CHF ${ch(tv)}`, 8, true);
  y += 36;
  small(pen, X, y, R - X, 'Diese Veranlagungsverfügung wurde elektronisch erstellt und ist ohne Unterschrift gültig. Sie gilt als Nachweis der Ausfuhr für die Mehrwertsteuer (Art. 23 MWSTG), sofern die Ausfuhr von der Zollstelle bestätigt wurde. Cette décision de taxation a été établie électroniquement et est valable sans signature. Rechtsmittelbelehrung: Gegen diese Verfügung kann innert 60 Tagen beim BAZG Beschwerde erhoben werden.', 6.2, 7.6);
  pen.t(X, 812, 'e-dec Export 5.4  -  Druck 17.03.2026 14:08', 6.5); pen.r(R, 812, 'Seite 1 / 1', 6.5);
  return {
    id: 's6-ch-edec-export', type: 'customs_declaration',
    notes: 'Swiss e-dec export list (Ausfuhrliste / Liste d\'exportation) on A4: German/French caption pairs in 5.6 pt above values in a cell grid, 18-char MRN beside a barcode and in a cell, acceptance date 17.03.2026, customs office as "1203  Zürich-Flughafen Fracht", UID numbers as tax ids, mode "4  Luftverkehr" with the AWB as transport document, numbers with apostrophe thousands (186\'400.00), items as blocks ("Position 1" bar + 7 small caption cells with right-aligned values) rather than a table, tariff numbers with a dot (9101.2100, as printed), quantities as "520 Stk", packaging weight outside the positions so the gross total is not the sum.',
    pdf: pen.finish(),
    truth: {
      declarationNumber: mrn, declarationType: 'EXPORT', date: '2026-03-17', customsOffice: '1203',
      declarant, exporter, importer, countryOfExport: 'CH', countryOfOrigin: 'CH', countryOfDestination: 'JP', incoterms: 'FCA', currency: 'CHF', exchangeRate: null,
      totalInvoiceAmount: tv, transportMode: 'AIR', transportDocumentReference: awbNo,
      items: pos.map((p, i) => ({ itemNumber: i + 1, description: p.d, hsCode: p.hs, countryOfOrigin: 'CH', quantity: p.q, unit: 'Stk', netWeight: kg(p.nw), grossWeight: kg(p.gw), customsValue: p.v })),
      totalGrossWeight: kg(tgw), totalPackages: 9,
    },
  };
}
