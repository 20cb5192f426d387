/** Set 11, origin: Malaysian MITI-issued ASEAN-Korea FTA certificate of origin Form AK for rubber gloves and latex goods Port Klang -> Busan (origin criteria per item, FOB values, invoice per item, box 13 ticks). */
import { Pen4, party, place, kg, us, wrap, small, stamp, barcode, d, d5, krBrn, type Doc } from './lib11.ts';

/** 9. Form AK: A4 Times, the 13-box layout with "Reference No." and "FORM AK" at top right, box 3 transport with departure date, items with origin criterion "WO" / "CTH" / "RVC 40%" and "gross weight or other quantity and value (FOB)", exporter's declaration and MITI certification with separate dates. */
export function myFormAk(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 32, R = 563, M = 300;
  const no = 'KL2026-AK-0441827';
  const exporter = party('SELANGOR LATEX PRODUCTS SDN. BHD.', ['Lot 5, Jalan Perigi Nanas 6/1, Pulau Indah Industrial Park', '42920 Port Klang, Selangor, Malaysia'], { taxId: '199801044182 (441827-K)' });
  const brn = krBrn('214864418');
  const consignee = party('HANSUNG MEDICAL SUPPLY CO., LTD.', ['17, Jungang-daero 180beon-gil, Dong-gu', 'Busan 48821, Republic of Korea'], { taxId: brn });
  const G = [
    { mk: 'HMS / BUSAN\nC/NO. 1-1200', pk: '1,200 (ONE THOUSAND TWO HUNDRED) CARTONS', de: 'NITRILE EXAMINATION GLOVES, POWDER FREE, NON-STERILE, BLUE', hs: '4015.19', oc: 'RVC 40%', q: 12000, u: 'BOXES', gw: 7440.0, fob: 38400.0, inv: 'SLP/EXP/26/1184', dt: '2026-11-30' },
    { mk: 'HMS / BUSAN\nC/NO. 1201-1700', pk: '500 (FIVE HUNDRED) CARTONS', de: 'NATURAL RUBBER LATEX SURGICAL GLOVES, STERILE, POWDERED', hs: '4015.11', oc: 'WO', q: 25000, u: 'PAIRS', gw: 3150.0, fob: 21250.0, inv: 'SLP/EXP/26/1184', dt: '2026-11-30' },
    { mk: 'HMS / BUSAN\nC/NO. 1701-1900', pk: '200 (TWO HUNDRED) CARTONS', de: 'LATEX EXAMINATION GLOVES, LIGHTLY POWDERED', hs: '4015.19', oc: 'WO', q: 2000, u: 'BOXES', gw: 1420.0, fob: 6800.0, inv: 'SLP/EXP/26/1184', dt: '2026-11-30' },
    { mk: 'HMS / BUSAN\nC/NO. 1901-1960', pk: '60 (SIXTY) CARTONS', de: 'LATEX FOLEY CATHETERS, 2-WAY, SILICONE COATED', hs: '9018.39', oc: 'CTH', q: 6000, u: 'PCS', gw: 486.5, fob: 9300.0, inv: 'SLP/EXP/26/1185', dt: '2026-12-01' },
    { mk: 'HMS / BUSAN\nC/NO. 1961-2010', pk: '50 (FIFTY) CARTONS', de: 'RUBBER FINGER COTS, NATURAL LATEX, ROLLED', hs: '4015.19', oc: 'WO', q: 500, u: 'BAGS', gw: 312.0, fob: 2750.0, inv: 'SLP/EXP/26/1185', dt: '2026-12-01' },
    { mk: 'HMS / BUSAN\nC/NO. 2011-2040', pk: '30 (THIRTY) CARTONS', de: 'LATEX DENTAL DAMS, 6" X 6", MEDIUM', hs: '4014.90', oc: 'CTH', q: 900, u: 'BOXES', gw: 198.0, fob: 3150.0, inv: 'SLP/EXP/26/1185', dt: '2026-12-01' },
  ];
  const B = (x: number, y: number, w: number, h: number, num: string, cap: string, v: string[], s = 8.6, b = false) => { pen.box(x, y, w, h, 0.6); pen.t(x + 3, y + 9, `${num}. ${cap}`, 7); pen.ml(x + 8, y + 21, v, s, s + 2, b); };
  B(X, 32, M - X, 74, '1', "Goods consigned from (Exporter's business name, address, country)", [exporter.name, 'Lot 5, Jalan Perigi Nanas 6/1, Pulau Indah Industrial Park', '42920 Port Klang, Selangor, Malaysia', `Co. Reg. No. ${exporter.taxId}`], 7.8);
  pen.box(M, 32, R - M, 148, 0.6);
  pen.t(M + 8, 46, 'Reference No.', 8); pen.t(M + 70, 46, no, 11, true);
  pen.c((M + R) / 2, 72, 'KOREA-ASEAN FREE TRADE AREA', 9.6, true);
  pen.c((M + R) / 2, 84, 'PREFERENTIAL TARIFF', 9.6, true);
  pen.c((M + R) / 2, 96, 'CERTIFICATE OF ORIGIN', 11, true);
  pen.c((M + R) / 2, 108, '(Combined Declaration and Certificate)', 8);
  pen.c((M + R) / 2, 128, 'FORM AK', 16, true);
  pen.c((M + R) / 2, 144, 'Issued in  MALAYSIA', 9);
  pen.c((M + R) / 2, 156, '(Country)', 7);
  pen.c((M + R) / 2, 172, 'See Notes Overleaf', 7);
  B(X, 106, M - X, 74, '2', "Goods consigned to (Consignee's name, address, country)", [consignee.name, '17, Jungang-daero 180beon-gil, Dong-gu', 'Busan 48821, Republic of Korea', `Business Reg. No. ${brn}`], 7.8);
  B(X, 180, M - X, 78, '3', 'Means of transport and route (as far as known)', [`Departure date: ${d.dmySlash('2026-12-06')}`, 'Vessel\'s name/Aircraft etc.: HMM PROMISE V.0047N', 'Port of loading: PORT KLANG (WESTPORTS), MALAYSIA', 'Port of discharge: BUSAN NEW PORT, KOREA'], 7.8);
  pen.box(M, 180, R - M, 78, 0.6); pen.t(M + 3, 189, '4. For Official Use', 7);
  pen.t(M + 14, 204, '[  ] Preferential Treatment Given', 7.6); pen.t(M + 14, 216, '[  ] Preferential Treatment Not Given (Please state reason/s)', 7.6);
  pen.t(M + 14, 244, '.......................................................................', 7.6); pen.t(M + 40, 254, 'Signature of Authorised Signatory of the Importing Country', 6.2);
  let y = 258;
  const cx = [X, X + 34, X + 108, X + 300, X + 352, X + 438, R];
  const hh = 36;
  pen.box(X, y, R - X, hh, 0.6);
  const hd = [['5. Item', 'number'], ['6. Marks and', 'numbers on', 'packages'], ['7. Number and type of packages,', 'description of goods (including quantity', 'where appropriate and HS number of', 'the importing country)'], ['8. Origin', 'criterion (see', 'Notes overleaf)'], ['9. Gross weight', 'or other quantity,', 'and value (FOB)'], ['10. Number and date', 'of invoices']];
  hd.forEach((h, i) => pen.ml(cx[i] + 3, y + 8, h, 6.4, 7.2));
  y += hh;
  const body = 300;
  pen.box(X, y, R - X, body, 0.6); cx.slice(1, -1).forEach((x) => pen.vl(x, y - hh, y + body, 0.4));
  let gy = y + 14;
  G.forEach((g, i) => {
    pen.t(X + 12, gy, String(i + 1), 8.6);
    pen.ml(cx[1] + 3, gy, g.mk.split('\n'), 7, 8.6);
    pen.ml(cx[2] + 3, gy, [...wrap(pen, `${g.pk} OF`, 184, 7), ...wrap(pen, g.de, 184, 7), `HS CODE: ${g.hs}`], 7, 8.6);
    pen.t(cx[3] + 6, gy, `"${g.oc}"`, 8.4);
    pen.ml(cx[4] + 3, gy, [`${us(g.q, 0)} ${g.u}`, `G.W. ${us(g.gw, 1)} KGS`, `FOB USD ${us(g.fob)}`], 7, 8.6);
    pen.ml(cx[5] + 3, gy, [g.inv, d5.dMONYYYY(g.dt)], 7.2, 8.6);
    gy += 45;
  });
  pen.t(cx[2] + 3, gy, 'TOTAL: 2,040 (TWO THOUSAND AND FORTY) CARTONS', 7, true);
  pen.t(cx[2] + 3, gy + 10, 'TOTAL FOB USD 81,650.00   *** NOTHING FOLLOWS ***', 7);
  y += body;
  const bh = 130;
  pen.box(X, y, M - X, bh, 0.6); pen.box(M, y, R - M, bh, 0.6);
  pen.t(X + 3, y + 9, '11. Declaration by the exporter', 7);
  small(pen, X + 8, y + 22, M - X - 16, 'The undersigned hereby declares that the above details and statements are correct; that all the goods were produced in', 7, 8.6);
  pen.c((X + M) / 2, y + 52, 'MALAYSIA', 9, true); pen.c((X + M) / 2, y + 60, '(Country)', 6.4);
  small(pen, X + 8, y + 70, M - X - 16, 'and that they comply with the origin requirements specified for these goods in the Rules of Origin for the ASEAN-Korea FTA for the goods exported to', 7, 8.6);
  pen.c((X + M) / 2, y + 98, 'REPUBLIC OF KOREA', 9, true); pen.c((X + M) / 2, y + 106, '(Importing Country)', 6.4);
  pen.t(X + 8, y + 122, `PORT KLANG, ${d.dmySlash('2026-12-03')}   ..........  (Place and date, signature)`, 7);
  pen.t(M + 3, y + 9, '12. Certification', 7);
  small(pen, M + 8, y + 22, R - M - 16, 'It is hereby certified, on the basis of control carried out, that the declaration by the exporter is correct.', 7, 8.6);
  pen.t(M + 8, y + 60, 'MINISTRY OF INVESTMENT, TRADE AND INDUSTRY', 7.8, true);
  pen.t(M + 8, y + 71, 'MALAYSIA (MITI) - KUALA LUMPUR', 7.8, true);
  pen.t(M + 8, y + 88, `Date: ${d.dmySlash('2026-12-04')}`, 8.4);
  pen.t(M + 8, y + 122, '..........  (Place and date, signature and stamp of certifying authority)', 6.4);
  stamp(pen, M + 190, y + 92, ['MITI MALAYSIA', 'TRADE SERVICES'], -8, 7.2, 0.4);
  y += bh;
  pen.box(X, y, R - X, 46, 0.6);
  pen.t(X + 3, y + 9, '13.', 7);
  const tick = ['[  ] Third Country Invoicing', '[  ] Exhibition', '[  ] Back-to-Back CO', '[  ] Issued Retroactively', '[  ] De Minimis', '[X] Accumulation'];
  tick.forEach((t, i) => pen.t(X + 20 + (i % 3) * 170, y + 22 + Math.floor(i / 3) * 14, t, 7.6));
  barcode(pen, X, 812, 180, 12, '2026441827');
  pen.r(R, 820, 'ePCO ref. EPCO-26-12-0441827  ·  ORIGINAL', 7);
  return {
    id: 's11-my-form-ak', type: 'certificate_of_origin',
    notes: 'Malaysian ASEAN-Korea FTA certificate of origin Form AK (MITI, combined declaration and certificate) Port Klang-Busan on A4 Times: the official 13-box layout with "Reference No." and the title block top right, exporter with a Malaysian company registration number, Korean consignee with a business registration number (valid check digit), box 3 with departure date dd/mm/yyyy, vessel / voyage and ports as labelled lines, box 4 official-use ticks, six items with carton ranges over two lines, package counts spelled out, HS codes "4015.19", origin criteria "RVC 40%" / "WO" / "CTH" in quotes, box 9 quantity + gross weight + FOB value per item, box 10 invoice number and "30 NOV 2026" date per item (two invoices), TOTAL cartons and FOB, exporter\'s declaration dated a day before the MITI certification date, box 13 tick boxes, ePCO reference decoy.',
    pdf: pen.finish(),
    truth: {
      certificateNumber: no, certificateType: 'Form AK', issueDate: '2026-12-04', issuingAuthority: 'MINISTRY OF INVESTMENT, TRADE AND INDUSTRY',
      exporter, producer: null, consignee,
      countryOfOrigin: 'MY', countryOfDestination: 'KR',
      transport: { mode: 'SEA', vessel: 'HMM PROMISE', portOfLoading: place('PORT KLANG', null, 'MY'), portOfDischarge: place('BUSAN', null, 'KR') },
      goods: G.map((g, i) => ({ itemNumber: i + 1, description: g.de, hsCode: g.hs.replace('.', ''), quantity: g.q, grossWeight: kg(g.gw), marks: g.mk.replace('\n', ' '), originCriterion: g.oc, invoiceNumber: g.inv, invoiceDate: g.dt })),
    },
  };
}
