/** Set 4, certificates of origin: USMCA certification of origin (data elements 1-9, Letter), ASEAN ATIGA Form D from Vietnam (boxes 1-13). */
import { Pen4, party, place, kg, us, wrap, small, stamp, type Doc } from './lib4.ts';

/** 8. USMCA / T-MEC / CUSMA certification of origin on the optional-template layout: label column on the left, sub-rows per party, goods grid, blanket period. */
export function usmcaCertification(): Doc {
  const pen = new Pen4('Times', 'Letter');
  const X = 36, R = 576, LW = 120;
  const exporter = party('GREAT LAKES AXLE COMPONENTS, INC.', ['2750 Industrial Row Drive', 'Troy, MI 48084', 'United States'], { taxId: '38-3312547', phone: '(248) 362-4410', email: 'compliance@glaxle.com' });
  const producer = party('SAGINAW PRECISION FORGE LLC', ['1400 N. Outer Drive', 'Saginaw, MI 48601', 'United States'], { phone: '(989) 752-3180', email: 'sales@saginawforge.com' });
  const importer = party('ENSAMBLADORA AUTOMOTRIZ DEL BAJIO, S.A. DE C.V.', ['Carretera Silao-Leon Km 3.8, Parque Industrial Puerto Interior', 'Silao, Guanajuato 36275', 'Mexico'], { taxId: 'EAB0807151K2', phone: '+52 472 722 9100', email: 'comercioexterior@eabajio.com.mx' });
  const goods: Array<[string, string, string]> = [
    ['Rear axle shaft, forged and induction-hardened steel, P/N GLA-44871', '8708.50', 'B'],
    ['Wheel hub assembly with integrated bearing, P/N GLA-30215', '8708.99', 'B'],
    ['Steering knuckle, forged steel, machined, P/N SPF-1120', '8708.94', 'C'],
    ['Differential carrier housing, ductile cast iron, P/N GLA-52240', '8708.50', 'B'],
    ['Hex flange bolts M14 x 1.5, property class 10.9, zinc-flake coated', '7318.15', 'C'],
  ];
  pen.c(306, 42, 'USMCA / T-MEC / CUSMA CERTIFICATION OF ORIGIN', 14, true);
  pen.c(306, 55, 'Minimum data elements pursuant to Article 5.2 and Annex 5-A of the Agreement (19 CFR 182.12)', 8);
  pen.r(R, 70, 'Certification No.:  GLA-USMCA-2026-014', 9, true);
  let y = 78;
  const row = (label: string[], h: number, draw: (x: number, y: number) => void) => {
    pen.box(X, y, LW, h, 0.6); pen.box(X + LW, y, R - X - LW, h, 0.6);
    pen.ml(X + 4, y + 11, label, 8, 10, true);
    draw(X + LW + 6, y);
    y += h;
  };
  row(['1. CERTIFIER TYPE', '(INDICATE "X")'], 26, (x, yy) => {
    const ck = (cx: number, l: string, on: boolean) => { pen.box(cx, yy + 8, 9, 9, 0.6); if (on) pen.t(cx + 1.6, yy + 15.5, 'X', 8, true); pen.t(cx + 14, yy + 16, l, 9); };
    ck(x, 'IMPORTER', false); ck(x + 120, 'EXPORTER', true); ck(x + 240, 'PRODUCER', false);
  });
  const sub = (rows: Array<[string, string]>) => (x: number, yy: number) => {
    rows.forEach(([k, v], i) => { pen.t(x, yy + 12 + i * 13, k, 7.5, true); pen.t(x + 78, yy + 12 + i * 13, v, 9); if (i) pen.hl(X + LW, R, yy + 3 + i * 13, 0.25); });
  };
  row(['2. CERTIFIER'], 70, sub([['NAME', 'Daniel R. Whitfield, Trade Compliance Manager'], ['COMPANY', exporter.name], ['ADDRESS', '2750 Industrial Row Drive, Troy, MI 48084, United States'], ['TELEPHONE', '(248) 362-4410'], ['EMAIL', 'compliance@glaxle.com']]));
  row(['3. EXPORTER', '(if different from', 'certifier: name,', 'address, phone,', 'email)'], 70, sub([['NAME', exporter.name], ['ADDRESS', '2750 Industrial Row Drive, Troy, MI 48084, United States'], ['TELEPHONE', '(248) 362-4410'], ['EMAIL', 'compliance@glaxle.com'], ['TAX ID (EIN)', '38-3312547']]));
  row(['4. PRODUCER'], 57, sub([['NAME', producer.name], ['ADDRESS', '1400 N. Outer Drive, Saginaw, MI 48601, United States'], ['TELEPHONE', '(989) 752-3180'], ['EMAIL', 'sales@saginawforge.com']]));
  row(['5. IMPORTER'], 83, sub([['NAME', importer.name], ['ADDRESS', 'Carretera Silao-Leon Km 3.8, Parque Industrial Puerto Interior,'], ['', 'Silao, Guanajuato 36275, Mexico'], ['TELEPHONE', '+52 472 722 9100'], ['EMAIL', 'comercioexterior@eabajio.com.mx'], ['RFC', 'EAB0807151K2']]));
  y += 8;
  const gx = [X, X + 28, X + 318, X + 388, X + 458, R];
  const gh = [['ITEM'], ['6. DESCRIPTION OF GOOD(S)'], ['7. HTS', '(6 DIGITS)'], ['8. ORIGIN', 'CRITERION'], ['COUNTRY OF', 'ORIGIN']];
  pen.fill(X, y, R - X, 24, 0.88); pen.box(X, y, R - X, 24, 0.6);
  gh.forEach((h, i) => pen.ml(gx[i] + 4, y + 10, h, 7.5, 9, true));
  y += 24;
  const top = y;
  goods.forEach(([d, hts, oc], i) => {
    const ls = wrap(pen, d, 280, 9);
    pen.t(gx[0] + 8, y + 12, String(i + 1), 9); pen.ml(gx[1] + 4, y + 12, ls, 9, 11); pen.t(gx[2] + 8, y + 12, hts, 9); pen.t(gx[3] + 24, y + 12, oc, 9); pen.t(gx[4] + 10, y + 12, 'UNITED STATES', 9);
    y += ls.length * 11 + 8; pen.hl(X, R, y, 0.3);
  });
  pen.box(X, top, R - X, y - top, 0.6); gx.slice(1, -1).forEach((gxx) => pen.vl(gxx, top - 24, y, 0.4));
  row(['9. BLANKET PERIOD'], 26, (x, yy) => { pen.t(x, yy + 16, 'FROM:  01/01/2026', 9.5); pen.t(x + 160, yy + 16, 'TO:  12/31/2026', 9.5); pen.t(x + 300, yy + 16, '(MM/DD/YYYY)', 7); });
  y += 10;
  y = small(pen, X, y, R - X, 'I certify that the goods described in this document qualify as originating and the information contained in this document is true and accurate. I assume responsibility for proving such representations and agree to maintain and present upon request or to make available during a verification visit, documentation necessary to support this certification. I agree to inform, in writing, all persons to whom the certification was given of any changes that could affect the accuracy or validity of this certification.', 8.5, 10.5);
  y = small(pen, X, y + 4, R - X, 'This certification consists of 1 page(s), including all attachments.', 8.5, 10.5) + 6;
  const sg: Array<[string, string]> = [['AUTHORIZED SIGNATURE', ''], ['COMPANY', exporter.name], ['NAME', 'Daniel R. Whitfield'], ['TITLE', 'Trade Compliance Manager'], ['DATE (MM/DD/YYYY)', '03/16/2026'], ['TELEPHONE / EMAIL', '(248) 362-4410 / compliance@glaxle.com']];
  sg.forEach(([k, v]) => { pen.box(X, y, 150, 18, 0.5); pen.box(X + 150, y, R - X - 150, 18, 0.5); pen.t(X + 4, y + 12, k, 7.5, true); pen.t(X + 156, y + 12.5, v, 9.5); y += 18; });
  pen.q.textEx(X + 170, y - 97, 'D. R. Whitfield', 14, { gray: 0.3, deg: 4 });
  pen.gray(X, 770, 'Form GLA-TC-07 rev. 3 (internal template based on the CBP optional USMCA certification template). Not an official government form.', 6.5, 0.45);
  return {
    id: 's4-usmca-coo', type: 'certificate_of_origin',
    notes: 'USMCA / T-MEC / CUSMA certification of origin on Letter in Times: two-column template with the numbered data elements on the left (1 certifier type with X boxes, 2 certifier, 3 exporter, 4 producer, 5 importer), NAME/ADDRESS/TELEPHONE/EMAIL sub-rows per party, goods grid with 6-digit HTS printed with a dot, origin criteria B/C and a country column spelled out, blanket period in MM/DD/YYYY, certification text, signature block with the date 03/16/2026, no issuing authority (self-certified), importer in Mexico with RFC.',
    pdf: pen.finish(),
    truth: {
      certificateNumber: 'GLA-USMCA-2026-014', certificateType: 'USMCA', issueDate: '2026-03-16', issuingAuthority: null,
      exporter, producer, consignee: importer, countryOfOrigin: 'US',
      goods: goods.map(([d, hts, oc], i) => ({ itemNumber: i + 1, description: d, hsCode: hts.replace('.', ''), originCriterion: oc })),
    },
  };
}

/** 9. ASEAN ATIGA Form D from Vietnam to the Philippines: boxes 1-13, Courier, reference no. "VN-PH 26/02/01846", WO and CTH criteria, box 13 tick boxes. */
export function aseanFormD(): Doc {
  const pen = new Pen4('Courier', 'A4');
  const X = 30, M = 300, R = 565;
  const exporter = party('VINH PHAT COFFEE JOINT STOCK COMPANY', ['LOT B2-4, TAN THANH INDUSTRIAL ZONE', 'BUON MA THUOT CITY, DAK LAK PROVINCE', 'VIETNAM'], { taxId: '6000471893' });
  const consignee = party('MINDANAO BEAN TRADING CORPORATION', ['UNIT 1204, TOWER 2, ROCKWELL BUSINESS CENTER, ORTIGAS AVE.', 'PASIG CITY, METRO MANILA 1604', 'PHILIPPINES'], { taxId: '009-412-775-000' });
  const goods = [
    { pk: '800 (EIGHT HUNDRED) JUTE BAGS', d: 'VIETNAM ROBUSTA GREEN COFFEE BEANS, GRADE 1, SCREEN 18, WET POLISHED', hs: '0901.11', oc: 'WO', n: 800, gw: 48160, marks: ['VPC', 'MANILA', 'NO. 1-800'] },
    { pk: '600 (SIX HUNDRED) CARTONS', d: 'ROASTED COFFEE BEANS, MEDIUM ROAST (6 X 1 KG BAGS PER CARTON)', hs: '0901.21', oc: 'WO', n: 600, gw: 4020, marks: ['VPC', 'MANILA', 'NO. 801-1400'] },
    { pk: '250 (TWO HUNDRED FIFTY) CARTONS', d: 'INSTANT COFFEE MIX 3IN1 (24 BOXES X 18 STICKS PER CARTON)', hs: '2101.12', oc: 'CTH', n: 250, gw: 2875, marks: ['VPC', 'MANILA', 'NO. 1401-1650'] },
  ];
  const F = (x: number, y: number, w: number, h: number, l: string | string[], v: string[], s = 7.5) => {
    pen.box(x, y, w, h, 0.6); const ls = Array.isArray(l) ? l : [l]; pen.ml(x + 3, y + 7, ls, 5.8, 6.6); pen.ml(x + 6, y + 9 + ls.length * 6.6 + s, v, s, s + 2);
  };
  pen.box(X, 28, R - X, 758, 1);
  F(X, 28, M - X, 84, "1. Goods consigned from (Exporter's business name, address, country)", [exporter.name, 'LOT B2-4, TAN THANH INDUSTRIAL ZONE', 'BUON MA THUOT CITY, DAK LAK PROVINCE', 'VIETNAM', 'TAX CODE: 6000471893'], 7);
  pen.box(M, 28, R - M, 150, 0.6);
  pen.t(M + 8, 44, 'Reference No.', 7); pen.t(M + 80, 44, 'VN-PH 26/02/01846', 10, true);
  pen.c((M + R) / 2, 70, 'ATIGA CERTIFICATE OF ORIGIN', 10, true);
  pen.c((M + R) / 2, 81, '(Combined Declaration and Certificate)', 7);
  pen.c((M + R) / 2, 100, 'FORM D', 14, true);
  pen.c((M + R) / 2, 122, 'Issued in  VIETNAM', 9); pen.c((M + R) / 2 + 20, 131, '(Country)', 6);
  pen.c((M + R) / 2, 160, 'See Overleaf Notes', 6.5);
  F(X, 112, M - X, 84, "2. Goods consigned to (Consignee's name, address, country)", [consignee.name, 'UNIT 1204, TOWER 2, ROCKWELL BUSINESS CENTER,', 'ORTIGAS AVE., PASIG CITY, METRO MANILA 1604', 'PHILIPPINES', 'TIN: 009-412-775-000'], 7);
  F(X, 196, M - X, 84, '3. Means of transport and route (as far as known)', ['Departure date: 20/03/2026', "Vessel's name/Aircraft etc.:", '  WAN HAI 305 V.S142', 'FROM: CAT LAI PORT, HO CHI MINH CITY, VIETNAM', 'Port of Discharge: MANILA, PHILIPPINES'], 7);
  pen.box(M, 178, R - M, 102, 0.6);
  pen.t(M + 3, 185, '4. For Official Use', 5.8);
  const tick = (x: number, y: number, l: string) => { pen.box(x, y - 7, 7, 7, 0.5); pen.t(x + 11, y, l, 6); };
  tick(M + 10, 200, 'Preferential Treatment Given Under ATIGA'); tick(M + 10, 214, 'Preferential Treatment Not Given (Please state reason/s)');
  pen.hl(M + 20, R - 20, 250, 0.3); pen.c((M + R) / 2, 262, 'Signature of Authorised Signatory of the Importing Country', 5.8);
  // goods grid
  const cx = [X, X + 36, X + 122, X + 338, X + 396, X + 462, R];
  const heads = [['5. Item', 'number'], ['6. Marks and', 'numbers on', 'packages'], ['7. Number and type of packages,', 'description of goods (including', 'quantity where appropriate and HS', 'number of the importing country)'], ['8. Origin', 'criterion', '(see Overleaf', 'Notes)'], ['9. Gross', 'weight or', 'other quantity', 'and value (FOB)', 'only when RVC', 'criterion is', 'applied'], ['10. Number', 'and date of', 'invoices']];
  const gy = 280;
  pen.box(X, gy, R - X, 56, 0.6);
  heads.forEach((h, i) => pen.ml(cx[i] + 3, gy + 7, h, 5.6, 6.8));
  const body = gy + 56, bottom = 560;
  pen.box(X, body, R - X, bottom - body, 0.6);
  cx.slice(1, -1).forEach((x) => pen.vl(x, gy, bottom, 0.5));
  let y = body + 14;
  goods.forEach((g, i) => {
    pen.t(cx[0] + 12, y, String(i + 1), 7.5);
    pen.ml(cx[1] + 4, y, g.marks, 7, 9);
    const ls = [g.pk, ...wrap(pen, g.d, 206, 7), `HS CODE: ${g.hs}`];
    pen.ml(cx[2] + 4, y, ls, 7, 9);
    pen.c((cx[3] + cx[4]) / 2, y, `"${g.oc}"`, 7.5);
    pen.r(cx[5] - 4, y, `${us(g.gw, 0)} KGS`, 7); pen.r(cx[5] - 4, y + 9, 'G.W.', 6.5);
    if (i === 0) pen.ml(cx[5] + 3, y, ['VPC-EXP-2603-014', 'DATED', '14/03/2026'], 6.5, 8.5);
    y += Math.max(ls.length, 3) * 9 + 12;
  });
  pen.c((cx[2] + cx[3]) / 2, y + 4, 'TOTAL: 1,650 PACKAGES (55,055 KGS G.W.)', 7, true);
  pen.c((cx[2] + cx[3]) / 2, y + 16, '*********************************', 7);
  pen.c((cx[2] + cx[3]) / 2, y + 26, 'L/C NO.: 0621ILC260118 DATED 02/02/2026', 6.5);
  F(X, bottom, M - X, 160, '11. Declaration by the exporter', []);
  small(pen, X + 6, bottom + 16, M - X - 12, 'The undersigned hereby declares that the above details and statement are correct; that all the goods were produced in', 6.5, 8);
  pen.c((X + M) / 2, bottom + 42, 'VIETNAM', 8.5, true); pen.c((X + M) / 2, bottom + 50, '(Country)', 5.8);
  small(pen, X + 6, bottom + 60, M - X - 12, 'and that they comply with the origin requirements specified for these goods in the ATIGA for the goods exported to', 6.5, 8);
  pen.c((X + M) / 2, bottom + 86, 'PHILIPPINES', 8.5, true); pen.c((X + M) / 2, bottom + 94, '(Importing Country)', 5.8);
  pen.c((X + M) / 2, bottom + 124, 'BUON MA THUOT, 17/03/2026', 7.5);
  pen.hl(X + 10, M - 10, bottom + 130, 0.3); pen.c((X + M) / 2, bottom + 140, 'Place and date, signature of authorised signatory', 5.8);
  F(M, bottom, R - M, 160, '12. Certification', []);
  small(pen, M + 6, bottom + 16, R - M - 12, 'It is hereby certified, on the basis of control carried out, that the declaration by the exporter is correct.', 6.5, 8);
  pen.c((M + R) / 2, bottom + 52, 'MINISTRY OF INDUSTRY AND TRADE', 7.5, true);
  pen.c((M + R) / 2, bottom + 62, 'Regional Import-Export Management Office', 6.5); pen.c((M + R) / 2, bottom + 70, 'in Ho Chi Minh City', 6.5);
  stamp(pen, (M + R) / 2 + 60, bottom + 98, ['MOIT - HCMC', 'CERTIFIED'], -10, 6.5, 0.5);
  pen.c((M + R) / 2, bottom + 124, 'HO CHI MINH CITY, 18/03/2026', 7.5);
  pen.hl(M + 10, R - 10, bottom + 130, 0.3); pen.c((M + R) / 2, bottom + 140, 'Place and date, signature and stamp of certifying authority', 5.8);
  pen.box(X, bottom + 160, R - X, 66, 0.6);
  pen.t(X + 3, bottom + 168, '13.', 6);
  const t13 = ['Third Country Invoicing', 'Exhibition', 'Back-to-Back CO', 'Issued Retroactively', 'De Minimis', 'Accumulation', 'Partial Cumulation'];
  t13.forEach((l, i) => tick(X + 14 + (i % 4) * 130, bottom + 184 + Math.floor(i / 4) * 16, l));
  pen.c(297, bottom + 220, 'ORIGINAL (Duplicate and Triplicate retained by the exporter and issuing authority)', 6);
  return {
    id: 's4-vn-formd', type: 'certificate_of_origin',
    notes: 'ASEAN ATIGA Form D from Vietnam in Courier: numbered boxes 1-13 with the official long captions, reference no. "VN-PH 26/02/01846" top right, "Issued in VIETNAM (Country)", transport box as labelled lines (departure date, vessel, port of discharge), goods grid whose columns carry 4-7-line headers, package count + description + HS on separate lines per item, marks per item on three lines, quoted criteria "WO"/"CTH", gross weight with G.W. underneath, invoice no. and date only in the first row, exporter declaration and certification with importing/producing countries as centred words, certifying ministry with sub-office, box 13 tick boxes, rotated stamp.',
    pdf: pen.finish(),
    truth: {
      certificateNumber: 'VN-PH 26/02/01846', certificateType: 'Form D', issueDate: '2026-03-18', issuingAuthority: 'MINISTRY OF INDUSTRY AND TRADE',
      exporter, producer: null, consignee, countryOfOrigin: 'VN', countryOfDestination: 'PH',
      transport: { mode: 'SEA', vessel: 'WAN HAI 305', portOfLoading: place('CAT LAI', null, 'VN'), portOfDischarge: place('MANILA', null, 'PH') },
      goods: goods.map((g, i) => ({ itemNumber: i + 1, description: g.d, hsCode: g.hs.replace('.', ''), quantity: g.n, grossWeight: kg(g.gw), marks: g.marks.join(' '),
        originCriterion: g.oc, invoiceNumber: 'VPC-EXP-2603-014', invoiceDate: '2026-03-14' })),
    },
  };
}
