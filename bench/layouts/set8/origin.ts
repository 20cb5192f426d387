/** Set 8, origin: ASEAN-China (ACFTA) Form E issued in Thailand, numbered boxes 1-13, per-item origin criteria and invoice reference. */
import { Pen4, party, place, kg, us, wrap, small, stamp, d, d5, type Doc } from './lib8.ts';

/** 9. Form E Bangkok -> Shanghai: reference no. top right, box 3 transport details as text lines, goods in boxes 5-10 with item number, marks, description incl. packages and HS, criterion, G.W. + FOB, invoice no. and date. */
export function formE(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 30, R = 565, M = 300;
  const no = 'E2611TH0441827';
  const exporter = party('CHAO PHRAYA AGRO PRODUCTS CO., LTD.', ['99/4 Moo 7, Bang Na-Trat Road Km. 23', 'Bang Sao Thong, Samut Prakan 10570, Thailand'], { taxId: '0105549044182' });
  const consignee = party('SHANGHAI HUAXIN FOOD TRADING CO., LTD.', ['Room 1208, No. 388 Zhangyang Road, Pudong New Area', 'Shanghai 200122, China'], {});
  const G = [
    { d: 'DRIED LONGAN FLESH, GRADE AA', p: '1,200 CARTONS', hs: '081340', c: 'WO', gw: 12600, fob: 58800 },
    { d: 'FROZEN DURIAN PULP (MONTHONG), 1 KG PACKS', p: '900 CARTONS', hs: '081190', c: 'WO', gw: 10350, fob: 45900 },
    { d: 'TAPIOCA STARCH, NATIVE, FOOD GRADE', p: '800 BAGS', hs: '110814', c: 'WO', gw: 20160, fob: 11440 },
    { d: 'CANNED PINEAPPLE SLICES IN LIGHT SYRUP', p: '1,500 CARTONS', hs: '200820', c: '40%', gw: 19800, fob: 24750 },
    { d: 'COCONUT MILK, UHT, 1 LITRE', p: '1,100 CARTONS', hs: '210690', c: '40%', gw: 13420, fob: 17490 },
  ];
  const inv = 'CPA-EX-26-1129', invDate = '2026-11-21';
  const F = (x: number, y: number, w: number, h: number, n: string, cap: string, v: string[], s = 8.4) => { pen.box(x, y, w, h, 0.6); pen.t(x + 3, y + 8, `${n}. ${cap}`, 6.4); pen.ml(x + 8, y + 12 + s, v, s, s + 2); };
  let y = 30;
  F(X, y, M - X, 64, '1', 'Goods consigned from (Exporter\'s business name, address, country)', [exporter.name, '99/4 Moo 7, Bang Na-Trat Road Km. 23', 'Bang Sao Thong, Samut Prakan 10570, Thailand', 'TAX ID 0105549044182'], 7.8);
  pen.box(M, y, R - M, 130, 0.6);
  pen.t(M + 8, y + 12, `Reference No.   ${no}`, 9, true);
  pen.c((M + R) / 2, y + 36, 'ASEAN-CHINA FREE TRADE AREA', 9.4, true);
  pen.c((M + R) / 2, y + 48, 'PREFERENTIAL TARIFF', 9.4, true);
  pen.c((M + R) / 2, y + 60, 'CERTIFICATE OF ORIGIN', 9.4, true);
  pen.c((M + R) / 2, y + 72, '(Combined Declaration and Certificate)', 7.4);
  pen.c((M + R) / 2, y + 88, 'FORM E', 14, true);
  pen.c((M + R) / 2, y + 104, 'Issued in   THAILAND', 8.4, true);
  pen.c((M + R) / 2, y + 116, '(Country)', 6.4); pen.c((M + R) / 2, y + 126, 'See Overleaf Notes', 6.4);
  y += 64;
  F(X, y, M - X, 66, '2', 'Goods consigned to (Consignee\'s name, address, country)', [consignee.name, 'Room 1208, No. 388 Zhangyang Road, Pudong New Area', 'Shanghai 200122, China'], 7.8);
  y += 66;
  F(X, y, M - X, 70, '3', 'Means of transport and route (as far as known)', [`Departure date: ${d5.dMONYYYY('2026-11-24')}`, 'Vessel\'s name / Aircraft etc.: SITC BANGKOK V.2647N', 'Port of loading: LAEM CHABANG, THAILAND', 'Port of discharge: SHANGHAI, CHINA'], 7.8);
  pen.box(M, y - 0, R - M, 70, 0.6); pen.t(M + 3, y + 8, '4. For Official Use', 6.4);
  pen.t(M + 10, y + 22, '[ ] Preferential Treatment Given Under ACFTA', 6.8); pen.t(M + 10, y + 34, '[ ] Preferential Treatment Not Given (Please state reason/s)', 6.8);
  pen.hl(M + 10, R - 10, y + 56, 0.3); pen.t(M + 10, y + 65, 'Signature of Authorised Signatory of the Importing Party', 5.8);
  y += 70;
  const cx = [X, X + 34, X + 116, X + 330, X + 380, X + 460, R];
  const heads = [['5. Item', 'number'], ['6. Marks and', 'numbers on', 'packages'], ['7. Number and type of packages,', 'description of goods (including quantity', 'where appropriate and HS number', 'of the importing Party)'], ['8. Origin', 'criterion', '(see Overleaf', 'Notes)'], ['9. Gross weight', 'or other', 'quantity, and', 'value (FOB)'], ['10. Number and', 'date of invoices']];
  pen.box(X, y, R - X, 40, 0.6); heads.forEach((h, i) => pen.ml(cx[i] + 3, y + 8, h, 5.8, 7.2));
  const top = y; y += 52;
  pen.ml(cx[1] + 3, y, ['HUAXIN', 'SHANGHAI', 'CPA-1129', 'NO. 1-5500'], 7.4, 9);
  G.forEach((g, i) => {
    pen.t(X + 12, y, String(i + 1), 8);
    const dl = [...wrap(pen, `${g.p} OF ${g.d}`, 206, 7.6), `HS CODE: ${g.hs}`];
    pen.ml(cx[2] + 3, y, dl, 7.6, 9);
    pen.c((cx[3] + cx[4]) / 2, y, `"${g.c}"`, 8);
    pen.ml(cx[4] + 3, y, [`${us(g.gw, 2)} KGS`, 'G.W.', `FOB USD ${us(g.fob, 2)}`], 7.2, 8.6);
    pen.ml(cx[5] + 3, y, [inv, d.dMonY(invDate).toUpperCase()], 7.2, 8.6);
    y += Math.max(dl.length * 9, 26) + 8;
  });
  pen.t(cx[2] + 3, y + 2, 'TOTAL: 5,500 PACKAGES ONLY', 7.4, true);
  pen.t(cx[2] + 3, y + 12, '*************************************', 7.4);
  const bottom = 590;
  pen.box(X, top, R - X, bottom - top, 0.6); cx.slice(1, -1).forEach((x) => pen.vl(x, top, bottom, 0.3));
  y = bottom;
  pen.box(X, y, M - X, 160, 0.6); pen.t(X + 3, y + 8, '11. Declaration by the exporter', 6.4, true);
  small(pen, X + 8, y + 20, M - X - 16, 'The undersigned hereby declares that the above details and statements are correct; that all the goods were produced in', 7, 8.4);
  pen.c((X + M) / 2, y + 52, 'THAILAND', 9, true); pen.c((X + M) / 2, y + 60, '(Country)', 6.2);
  small(pen, X + 8, y + 72, M - X - 16, 'and that they comply with the origin requirements specified for these goods in the ASEAN-China Free Trade Area Preferential Tariff for the goods exported to', 7, 8.4);
  pen.c((X + M) / 2, y + 112, 'CHINA', 9, true); pen.c((X + M) / 2, y + 120, '(Importing Country)', 6.2);
  pen.t(X + 8, y + 146, `BANGKOK, ${d.dmySlash('2026-11-22')}   (SUPAPORN K.)`, 7.6); pen.hl(X + 8, M - 8, y + 150, 0.3); pen.t(X + 8, y + 157, 'Place and date, signature of authorised signatory', 5.8);
  pen.box(M, y, R - M, 160, 0.6); pen.t(M + 3, y + 8, '12. Certification', 6.4, true);
  small(pen, M + 8, y + 20, R - M - 16, 'It is hereby certified, on the basis of control carried out, that the declaration by the exporter is correct.', 7, 8.4);
  pen.t(M + 8, y + 56, 'DEPARTMENT OF FOREIGN TRADE', 8.4, true); pen.t(M + 8, y + 67, 'MINISTRY OF COMMERCE, THAILAND', 8.4, true);
  stamp(pen, M + 190, y + 92, ['DFT BANGKOK', 'CERTIFIED'], 10, 8, 0.45);
  pen.t(M + 8, y + 146, `BANGKOK, ${d.dmySlash('2026-11-24')}`, 7.6); pen.hl(M + 8, R - 8, y + 150, 0.3); pen.t(M + 8, y + 157, 'Place and date, signature and stamp of certifying authority', 5.8);
  y += 160;
  pen.box(X, y, R - X, 40, 0.6); pen.t(X + 3, y + 8, '13.', 6.4, true);
  ['Issued Retroactively', 'Exhibition', 'Movement Certificate', 'Third Party Invoicing'].forEach((s, i) => pen.t(X + 30 + (i % 2) * 250, y + 20 + Math.floor(i / 2) * 12, `[ ] ${s}`, 7.2));
  return {
    id: 's8-th-form-e', type: 'certificate_of_origin',
    notes: 'ASEAN-China Form E issued by the Thai Department of Foreign Trade on A4 Helvetica: numbered boxes 1-13 with long captions, reference no. "E2611TH0441827" in the title box, box 3 as labelled text lines (departure date, vessel with voyage, ports), one marks block for all items, packages + description + "HS CODE" per item in box 7, criteria "WO" and "40%" in quotes, G.W. with FOB value in box 9, invoice no. and date repeated per item, exporter declaration date 22/11/2026 vs certification date 24/11/2026 (issue date).',
    pdf: pen.finish(),
    truth: {
      certificateNumber: no, certificateType: 'Form E', issueDate: '2026-11-24', issuingAuthority: 'DEPARTMENT OF FOREIGN TRADE',
      exporter, consignee: { name: consignee.name, address: consignee.address }, countryOfOrigin: 'TH', countryOfDestination: 'CN',
      transport: { vessel: 'SITC BANGKOK', portOfLoading: place('LAEM CHABANG', null, 'TH'), portOfDischarge: place('SHANGHAI', null, 'CN') },
      goods: G.map((g, i) => ({ itemNumber: i + 1, description: g.d, hsCode: g.hs, grossWeight: kg(g.gw), marks: i === 0 ? 'HUAXIN / SHANGHAI / CPA-1129 / NO. 1-5500' : null, originCriterion: g.c, invoiceNumber: inv, invoiceDate: invDate })),
    },
  };
}
