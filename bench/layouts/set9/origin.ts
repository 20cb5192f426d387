/** Set 9, origin: Serbian EUR.1 movement certificate to Germany in the official 12-box layout. */
import { Pen4, party, kg, eu, sum, wrap, small, stamp, d, type Doc } from './lib9.ts';

/** 9. EUR.1 movement certificate Serbia -> Germany, A4 Times: the official 12-box layout, no HS codes, goods in box 8 as item lines with marks and packages, gross mass box 9, invoices box 10, customs endorsement box 11. */
export function rsEur1(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 40, R = 555, M = 300;
  const no = 'A 0441827';
  const exporter = party('FRIKOM VOCE D.O.O. ARILJE', ['Svetolika Lazarevica 27', '31230 Arilje, Republic of Serbia'], { taxId: 'PIB 104418270' });
  const consignee = party('NORDFRUCHT TIEFKÜHL GMBH', ['Am Fruchthof 9', '28197 Bremen, Germany']);
  const G: Array<[string, string, number, string, number]> = [
    ['Frozen raspberries "Willamette", class Extra, 10 kg cartons', 'NFT-1', 22, 'PALLETS', 14960],
    ['Frozen raspberries "Polka", crumble, 12,5 kg cartons', 'NFT-2', 8, 'PALLETS', 5520],
    ['Frozen blackberries "Thornfree", class I, 10 kg cartons', 'NFT-3', 6, 'PALLETS', 4080],
    ['Frozen sour cherries "Oblacinska", pitted, 10 kg cartons', 'NFT-4', 4, 'PALLETS', 2760],
    ['Frozen mixed berries (raspberry, blackberry, blueberry), 2,5 kg bags', 'NFT-5', 2, 'PALLETS', 1320],
  ];
  const goods = G.map(([de, mk, q, t, gw], i) => ({ n: i + 1, de, mk, q, t, gw }));
  const B = (x: number, y: number, w: number, h: number, num: string, cap: string, v: string[], s = 9, b = false) => { pen.box(x, y, w, h, 0.6); pen.t(x + 3, y + 9, `${num}. ${cap}`, 6.8); pen.ml(x + 8, y + 21, v, s, s + 2.2, b); };
  pen.t(X, 26, 'REPUBLIKA SRBIJA - UPRAVA CARINA / CUSTOMS ADMINISTRATION OF THE REPUBLIC OF SERBIA', 7.2);
  let y = 32;
  B(X, y, M - X, 78, '1', 'Exporter (Name, full address, country)', [exporter.name, 'Svetolika Lazarevica 27', '31230 Arilje, Republic of Serbia', exporter.taxId!], 8.8);
  pen.box(M, y, R - M, 78, 0.6);
  pen.c((M + R) / 2, y + 20, 'EUR.1', 20, true); pen.t(M + 160, y + 20, 'No', 9); pen.t(M + 176, y + 20, no, 12, true);
  pen.t(M + 6, y + 38, 'See notes overleaf before completing this form.', 6.8);
  pen.t(M + 3, y + 50, '2. Certificate used in preferential trade between', 6.8);
  pen.c((M + R) / 2, y + 62, 'SERBIA', 9, true); pen.t(M + 6, y + 70, 'and', 6.8); pen.c((M + R) / 2, y + 76, 'THE EUROPEAN UNION', 8.4, true);
  y += 78;
  B(X, y, M - X, 70, '3', 'Consignee (Name, full address, country) (Optional)', [consignee.name, 'Am Fruchthof 9', '28197 Bremen, Germany'], 8.8);
  pen.box(M, y, R - M, 70, 0.6); pen.t(M + 6, y + 12, '(Insert appropriate countries, groups of countries or territories)', 6.2);
  const wh = (R - M) / 2;
  pen.box(M, y + 22, wh, 48, 0.6); small(pen, M + 3, y + 29, wh - 6, '4. Country, group of countries or territory in which the products are considered as originating', 5.6, 6.4); pen.t(M + 8, y + 58, 'SERBIA', 9, true);
  pen.box(M + wh, y + 22, wh, 48, 0.6); small(pen, M + wh + 3, y + 29, wh - 6, '5. Country, group of countries or territory of destination', 5.6, 6.4); pen.ml(M + wh + 8, y + 50, ['EUROPEAN UNION', '(GERMANY)'], 8.6, 10, true);
  y += 70;
  B(X, y, M - X, 52, '6', 'Transport details (Optional)', ['BY ROAD - REEFER TRUCK', 'REG. NO. CA 441-KT / TRAILER CA 827-XY', 'VIA HORGOS - ROSZKE'], 8.2);
  B(M, y, R - M, 52, '7', 'Remarks', ['CMR 0441827 OF 19.11.2026', 'TEMPERATURE -18 C'], 8.2);
  y += 52;
  const top = y;
  pen.box(X, y, R - X, 250, 0.6); pen.vl(R - 130, y, y + 250, 0.6); pen.vl(R - 60, y, y + 250, 0.6);
  small(pen, X + 3, y + 9, R - X - 140, '8. Item number; Marks and numbers; Number and kind of packages (1); Description of goods', 6.8, 8);
  pen.ml(R - 127, y + 9, ['9. Gross mass (kg)', 'or other', 'measure'], 6.4, 7.4); pen.ml(R - 57, y + 9, ['10. Invoices', '(Optional)'], 6.4, 7.4);
  y += 36;
  goods.forEach((g) => {
    pen.t(X + 6, y, `${g.n}.`, 9); pen.t(X + 24, y, g.mk, 9); pen.t(X + 70, y, `${g.q} ${g.t}`, 9);
    const e = pen.ml(X + 140, y, wrap(pen, g.de, R - X - 276, 9), 9, 11);
    pen.r(R - 64, y, `${eu(g.gw, 2)}`, 9);
    y = Math.max(e, y + 11) + 12;
  });
  pen.t(X + 140, y, 'X X X X X X X X X X X X X X X X X X X X X X X', 8);
  pen.ml(R - 56, top + 44, ['FVA-441/26', '18.11.2026'], 8, 10);
  pen.t(X + 140, y + 16, `TOTAL 42 PALLETS    ${eu(sum(goods.map((g) => g.gw), 0), 2)} KG`, 8.6, true);
  y = top + 250;
  pen.box(X, y, M - X, 170, 0.6); pen.t(X + 3, y + 10, '11. CUSTOMS ENDORSEMENT', 7, true);
  pen.ml(X + 6, y + 22, ['Declaration certified', 'Export document (2):  Form EX1  No. 26RS0441827E001', 'Customs office: CARINARNICA UZICE', 'Issuing country or territory: REPUBLIC OF SERBIA', `Date: ${d.dmyDot('2026-11-20')}`, '', '(Signature)           Stamp'], 7.6, 11);
  stamp(pen, X + 190, y + 132, ['CARINARNICA UZICE', '30 - RS'], 10, 8, 0.45);
  pen.box(M, y, R - M, 170, 0.6); pen.t(M + 3, y + 10, '12. DECLARATION BY THE EXPORTER', 7, true);
  small(pen, M + 6, y + 22, R - M - 12, 'I, the undersigned, declare that the goods described above meet the conditions required for the issue of this certificate.', 7.4, 9.2);
  pen.ml(M + 6, y + 70, [`Place and date: ARILJE, ${d.dmyDot('2026-11-19')}`, '', '(Signature) Dragana Milosavljevic'], 8, 11);
  y += 176;
  small(pen, X, y, R - X, '(1) If goods are not packed, indicate number of articles or state "in bulk" as appropriate.  (2) Complete only where the regulations of the exporting country or territory require.', 6.2, 7.4);
  return {
    id: 's9-rs-eur1', type: 'certificate_of_origin',
    notes: 'Serbian EUR.1 movement certificate to Germany on A4 Times in the official 12-box layout: number "A 0441827" beside the EUR.1 title, box 2 "SERBIA and THE EUROPEAN UNION", box 5 "EUROPEAN UNION (GERMANY)", transport by reefer truck with plates and a border crossing, CMR reference and date in remarks as decoys, box 8 as item lines (item no., marks NFT-1…, packages, description) without HS codes, gross mass per item with decimal comma, one invoice with its date in box 10 for all items, customs endorsement by the Uzice customs office dated 20.11.2026 with an export document number decoy, exporter declaration dated a day earlier.',
    pdf: pen.finish(),
    truth: {
      certificateNumber: no, certificateType: 'EUR.1', issueDate: '2026-11-20', issuingAuthority: 'CARINARNICA UZICE',
      exporter: { name: exporter.name, address: exporter.address, taxId: '104418270' }, producer: null, consignee: { name: consignee.name, address: consignee.address },
      countryOfOrigin: 'RS', countryOfDestination: 'DE', transport: { mode: 'ROAD', vessel: null, portOfLoading: null, portOfDischarge: null },
      goods: goods.map((g) => ({ itemNumber: g.n, description: g.de, hsCode: null, quantity: g.q, grossWeight: kg(g.gw), marks: g.mk, originCriterion: null, invoiceNumber: 'FVA-441/26', invoiceDate: '2026-11-18' })),
    },
  };
}
