/** Set 7, customs: Philippine Bureau of Customs SAD import entry (Courier, numbered SAD boxes, main form + SAD-BIS continuation). */
import { Pen4, party, kg, us, round, sum, wrap, small, stamp, barcode, d, type Doc } from './lib7.ts';

/** 8. Philippine SAD (IM4) consumption entry: boxes numbered 1-54, item 1 on the main form and items 2-5 on the continuation sheet, box 47 tax lines per item. */
export function phSad(): Doc {
  const pen = new Pen4('Courier', 'A4');
  const X = 24, R = 571, M = 300;
  const exporter = party('TOKAI PRECISION COMPONENTS CO., LTD.', ['2-14-8 Meieki, Nakamura-ku', 'Nagoya 450-0002, Japan'], {});
  const importer = party('LAGUNA AUTOPARTS MANUFACTURING CORP.', ['Lot 7 Block 3, Laguna Technopark', 'Binan City, Laguna 4024, Philippines'], { taxId: '008-441-827-000' });
  const declarant = party('PRIMUS CUSTOMS BROKERAGE INC.', ['Unit 504, Delgado Bldg., Bonifacio Drive', 'Port Area, Manila 1018'], { taxId: '214-418-220-000' });
  const fx = 58.412;
  const it = [
    { d: 'BRAKE MASTER CYLINDER ASSEMBLIES FOR MOTOR VEHICLES', hs: '87083029', q: 1200, u: 'PCE', nw: 2460.0, gw: 2812.5, usd: 28800.0, rate: 10 },
    { d: 'CONSTANT VELOCITY JOINTS (DRIVE SHAFT PARTS)', hs: '87085029', q: 800, u: 'PCE', nw: 3120.0, gw: 3488.0, usd: 21600.0, rate: 10 },
    { d: 'BALL BEARINGS, DEEP GROOVE, OD 62 MM', hs: '84821000', q: 15000, u: 'PCE', nw: 1650.0, gw: 1842.0, usd: 9750.0, rate: 3 },
    { d: 'GASKETS OF VULCANISED RUBBER FOR ENGINES', hs: '40169390', q: 24000, u: 'PCE', nw: 480.0, gw: 566.0, usd: 4320.0, rate: 7 },
    { d: 'MOULDS FOR RUBBER INJECTION, STEEL', hs: '84807190', q: 4, u: 'SET', nw: 1860.0, gw: 2104.0, usd: 19740.5, rate: 0 },
  ].map((x, i) => { const cv = round(x.usd * fx); const duty = round((cv * x.rate) / 100); const vat = round((cv + duty) * 0.12); return { ...x, n: i + 1, cv, duty, vat }; });
  const inv = sum(it.map((x) => x.usd)), tDuty = sum(it.map((x) => x.duty)), tVat = sum(it.map((x) => x.vat)), tGw = sum(it.map((x) => x.gw), 1);
  const bl = 'ONEYNGOF44182700';
  const B = (x: number, y: number, w: number, h: number, cap: string, v: string[], s = 7.4) => { pen.box(x, y, w, h, 0.45); pen.t(x + 2, y + 6, cap, 5); pen.ml(x + 4, y + 8 + s, v, s, s + 1.6); };
  const head = (title: string) => {
    pen.t(X, 26, 'REPUBLIC OF THE PHILIPPINES - BUREAU OF CUSTOMS', 8, true);
    pen.t(X, 35, title, 7);
    pen.r(R, 26, 'E2M CUSTOMS SYSTEM', 7.5, true);
  };
  head('SINGLE ADMINISTRATIVE DOCUMENT  -  IMPORT ENTRY AND INTERNAL REVENUE DECLARATION');
  let y = 42;
  B(X, y, M - X, 56, '2 Exporter/Consignor', [exporter.name, '2-14-8 Meieki, Nakamura-ku', 'Nagoya 450-0002, Japan'], 6.8);
  B(M, y, 90, 20, '1 DECLARATION', ['IM  4'], 8); B(M + 90, y, R - M - 90, 20, 'A OFFICE OF CLEARANCE', ['P02A  MICP MANILA'], 7.4);
  B(M, y + 20, R - M, 36, 'CUSTOMS REFERENCE / REGISTRATION', [`No. C-118427   Date ${d.dmySlash('2026-03-18')}`, 'Assessment No. A-55102   Serial 2026-0418'], 7);
  y += 56;
  B(X, y, M - X, 56, '8 Importer/Consignee, TIN', [importer.name, 'Lot 7 Block 3, Laguna Technopark', 'Binan City, Laguna 4024, Philippines', 'TIN 008-441-827-000'], 6.8);
  B(M, y, 60, 20, '3 Pages', ['1 / 2'], 7.4); B(M + 60, y, 60, 20, '5 Items', ['5'], 7.4); B(M + 120, y, 80, 20, '6 Total packages', ['42'], 7.4); B(M + 200, y, R - M - 200, 20, '7 Reference No.', ['LAM-IMP-26-077'], 7);
  B(M, y + 20, R - M, 36, '9 Person responsible for financial settlement', ['LAGUNA AUTOPARTS MANUFACTURING CORP.', 'AAB: LANDBANK OF THE PHILIPPINES - BINAN'], 6.6);
  y += 56;
  B(X, y, M - X, 48, '14 Declarant/Representative, TIN', [declarant.name, 'Unit 504, Delgado Bldg., Bonifacio Drive', 'Port Area, Manila 1018', 'TIN 214-418-220-000  PRC LIC. 0004418'], 6.6);
  B(M, y, 110, 24, '15 Country of export', ['JAPAN'], 7.4); B(M + 110, y, 70, 24, '15a C.E. code', ['JP'], 7.4); B(M + 180, y, R - M - 180, 24, '17 Country of destination', ['PHILIPPINES  PH'], 7.4);
  B(M, y + 24, 110, 24, '16 Country of origin', ['JAPAN'], 7.4); B(M + 110, y + 24, R - M - 110, 24, '18 Identity of means of transport at arrival', ['ONE HARMONY V.118S'], 7.2);
  y += 48;
  B(X, y, 70, 22, '19 Ctr.', ['1'], 7.4); B(X + 70, y, M - X - 70, 22, '20 Delivery terms', ['CIF  MANILA'], 7.4);
  B(M, y, 70, 22, '22 Currency', ['USD'], 7.4); B(M + 70, y, 110, 22, '22a Total invoice amount', [us(inv)], 7.4); B(M + 180, y, R - M - 180, 22, '23 Exchange rate', [fx.toFixed(4)], 7.4);
  y += 22;
  B(X, y, 90, 22, '25 Mode of transport', ['1  SEA'], 7.4); B(X + 90, y, 90, 22, '26 Inland mode', ['3  ROAD'], 7.4); B(X + 180, y, M - X - 180, 22, '29 Office of entry', ['P02A'], 7.4);
  B(M, y, R - M, 22, '30 Location of goods / 44 Transport document', [`MICP CY-4   B/L ${bl}`], 7);
  y += 26;
  const item = (yy: number, x: typeof it[number]) => {
    pen.box(X, yy, R - X, 122, 0.6);
    pen.t(X + 2, yy + 7, '31 Packages and description of goods', 5);
    pen.ml(X + 6, yy + 18, ['Marks: LAM / MANILA', `Container: ${x.n < 4 ? 'TCNU7741180' : 'ONEU2058814'}`, ...wrap(pen, x.d, 250, 7), `Kind/No.: PALLETS`], 7, 8.8);
    const cx = M + 20;
    B(cx, yy, 60, 22, '32 Item No.', [String(x.n)], 8); B(cx + 60, yy, R - cx - 60, 22, '33 Commodity (HS) code', [x.hs], 8);
    B(cx, yy + 22, 70, 22, '34 C.O. code', ['JP'], 7.4); B(cx + 70, yy + 22, 90, 22, '35 Gross mass (kg)', [us(x.gw, 1)], 7.4); B(cx + 160, yy + 22, R - cx - 160, 22, '36 Pref.', ['000'], 7.4);
    B(cx, yy + 44, 70, 22, '37 Procedure', ['4000  000'], 7.4); B(cx + 70, yy + 44, 90, 22, '38 Net mass (kg)', [us(x.nw, 1)], 7.4); B(cx + 160, yy + 44, R - cx - 160, 22, '39 Quota', [''], 7.4);
    B(cx, yy + 66, 160, 22, '41 Supplementary units', [`${us(x.q, 0)} ${x.u}`], 7.4); B(cx + 160, yy + 66, R - cx - 160, 22, '42 Item price (USD)', [us(x.usd)], 7.4);
    B(cx, yy + 88, 160, 34, '46 Dutiable value (PHP)', [us(x.cv)], 7.6); B(cx + 160, yy + 88, R - cx - 160, 34, '43 Val. method', ['1'], 7.4);
    pen.box(X, yy + 80, M + 20 - X, 42, 0.45); pen.t(X + 2, yy + 86, '47 Calculation of taxes   Type   Tax base          Rate     Amount   MP', 5);
    pen.t(X + 8, yy + 98, `CUD   ${us(x.cv).padStart(14)}   ${(x.rate + '%').padStart(4)}  ${us(x.duty).padStart(12)}   1`, 6.4);
    pen.t(X + 8, yy + 108, `VAT   ${us(round(x.cv + x.duty)).padStart(14)}   12%   ${us(x.vat).padStart(12)}   1`, 6.4);
    pen.t(X + 8, yy + 118, `Total ${us(round(x.duty + x.vat)).padStart(34)}`, 6.4);
    return yy + 126;
  };
  y = item(y, it[0]);
  B(X, y, M - X, 28, '48 Deferred payment', ['NONE'], 7); B(M, y, R - M, 28, '49 Identification of warehouse', ['N/A  (CONSUMPTION ENTRY)'], 7);
  y += 28;
  pen.box(X, y, R - X, 78, 0.45); pen.t(X + 2, y + 6, '54 Place and date / Signature and name of declarant', 5);
  small(pen, X + 6, y + 16, 330, 'I/We declare under the penalties of falsification that this declaration has been made in good faith, verified by me/us, and to the best of my/our knowledge and belief is true and correct pursuant to the provisions of the Customs Modernization and Tariff Act (CMTA) and the National Internal Revenue Code, as amended.', 5.8, 7);
  pen.t(X + 6, y + 60, `MANILA, ${d.dmySlash('2026-03-18')}   ATTY. R. DELA CRUZ, LICENSED CUSTOMS BROKER`, 6.8, true);
  barcode(pen, R - 150, y + 12, 140, 22, '118427202603180418');
  pen.t(R - 150, y + 44, 'C-118427  /  IPN 2026-MICP-0441827', 6);
  pen.r(R, 820, 'SAD  Page 1 of 2', 6.5);
  pen.page();
  head('SAD-BIS  CONTINUATION SHEET  -  Entry No. C-118427 of 18/03/2026');
  y = 44;
  for (const x of it.slice(1)) y = item(y, x);
  y += 6;
  pen.box(X, y, R - X, 96, 0.6); pen.fill(X, y, R - X, 11, 0.85); pen.t(X + 3, y + 8.5, 'B  ACCOUNTING DETAILS / ASSESSMENT SUMMARY (PHP)', 7, true);
  const S: Array<[string, string]> = [['Total dutiable value', us(sum(it.map((x) => x.cv)))], ['Total customs duties (CUD)', us(tDuty)], ['Total value-added tax (VAT)', us(tVat)], ['Import processing fee (IPF)', us(1000)], ['Customs documentary stamp', us(100)], ['TOTAL AMOUNT PAYABLE', us(round(tDuty + tVat + 1100))]];
  S.forEach(([l, v], i) => { pen.t(X + 8, y + 24 + i * 11, l, 7.4, i === 5); pen.r(X + 330, y + 24 + i * 11, v, 7.6, i === 5); });
  pen.ml(X + 350, y + 24, [`Total gross mass: ${us(tGw, 1)} KG`, 'Total packages: 42 PALLETS', 'Containers: 2 x 40HC', 'Payment: ePayment LBP 26031804418'], 7, 10);
  stamp(pen, R - 90, y + 150, ['BUREAU OF CUSTOMS', 'MICP - ASSESSED', '18 MAR 2026'], 10, 7.5, 0.45);
  pen.r(R, 820, 'SAD-BIS  Page 2 of 2', 6.5);
  return {
    id: 's7-ph-sad', type: 'customs_declaration',
    notes: 'Philippine Bureau of Customs Single Administrative Document (IM 4 consumption entry), A4, Courier, 2 pages: numbered SAD boxes with 5 pt captions ("8 Importer/Consignee, TIN", "22a Total invoice amount", "23 Exchange rate" 58.4120), entry no. "C-118427" in the customs-reference box with assessment/serial/IPN numbers as decoys, office P02A (MICP), item 1 on the main form and items 2-5 on the SAD-BIS continuation sheet, each item a block of boxes 31-47 (HS 8 digits, C.O. JP, gross/net mass, procedure "4000  000", supplementary units "1,200 PCE", item price USD and dutiable value PHP = customs value), box 47 as monospaced tax lines CUD/VAT with rate and amount per item, assessment summary with IPF and stamp fees (so the payable total is not duties + VAT), dd/mm/yyyy.',
    pdf: pen.finish(),
    truth: {
      declarationNumber: 'C-118427', declarationType: 'IMPORT', date: '2026-03-18', customsOffice: 'P02A',
      declarant, exporter, importer, countryOfExport: 'JP', countryOfOrigin: 'JP', countryOfDestination: 'PH', incoterms: 'CIF', currency: 'USD', exchangeRate: fx, totalInvoiceAmount: inv,
      transportMode: 'SEA', transportDocumentReference: bl,
      items: it.map((x) => ({ itemNumber: x.n, description: x.d, hsCode: x.hs, countryOfOrigin: 'JP', quantity: x.q, unit: x.u, netWeight: kg(x.nw), grossWeight: kg(x.gw), customsValue: x.cv, procedureCode: '4000', dutyRate: x.rate, dutyAmount: x.duty })),
      totalDuties: tDuty, totalTaxes: tVat, totalGrossWeight: kg(tGw), totalPackages: 42,
    },
  };
}
