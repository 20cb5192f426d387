/** Set 8, customs: US CBP Form 7501 Entry Summary over two pages (numbered boxes, HTSUS lines with rates, MPF/HMF fees, continuation sheet). */
import { Pen4, party, kg, us, round, sum, wrap, small, nb, d8, type Doc } from './lib8.ts';

/** 8. CBP 7501 for Vietnamese furniture / footwear / bags into Los Angeles: boxes 1-41, line area 27-34 continued on page 2, totals 35-40 on page 2. */
export function us7501(): Doc {
  const pen = new Pen4('Helvetica', 'Letter');
  const X = 30, R = 582;
  const entry = 'B7Q-4418270-6', bl = 'YMJAI226441827';
  const importer = party('SOUTHWEST LIVING IMPORTS LLC', ['1820 E. Francis Street', 'Ontario, CA 91761'], { taxId: '95-4418270-00' });
  const ultimate = party('SOUTHWEST LIVING DISTRIBUTION CENTER', ['14500 Slover Avenue', 'Fontana, CA 92337'], {});
  const declarant = party('PACIFIC RIM CUSTOMS BROKERS INC.', ['19401 S. Main Street, Suite 204', 'Rancho Dominguez, CA 90220'], { phone: '(310) 555-0142' });
  const L = [
    { d: 'WOODEN DINING CHAIRS, RUBBERWOOD, UPHOLSTERED SEAT', hs: '9401.61.4011', q: 640, u: 'NO', gw: 5120, v: 38400, r: 0 },
    { d: 'WOODEN DINING TABLES, ACACIA, 180 CM', hs: '9403.60.8081', q: 160, u: 'NO', gw: 7040, v: 33600, r: 0 },
    { d: 'WOODEN BEDROOM NIGHTSTANDS', hs: '9403.50.9045', q: 320, u: 'NO', gw: 4480, v: 19840, r: 0 },
    { d: 'MENS ATHLETIC FOOTWEAR, TEXTILE UPPERS, RUBBER SOLES', hs: '6404.11.9020', q: 2400, u: 'PRS', gw: 2160, v: 26400, r: 20 },
    { d: 'WOMENS SANDALS, RUBBER/PLASTIC UPPERS', hs: '6402.99.3165', q: 3600, u: 'PRS', gw: 1620, v: 14760, r: 6 },
    { d: 'BACKPACKS, OUTER SURFACE OF POLYESTER TEXTILE', hs: '4202.92.3120', q: 1800, u: 'NO', gw: 1350, v: 17820, r: 17.6 },
    { d: 'COTTON KNIT MENS T-SHIRTS', hs: '6109.10.0012', q: 480, u: 'DOZ', gw: 1152, v: 21120, r: 16.5 },
    { d: 'CERAMIC TABLEWARE SETS, STONEWARE', hs: '6912.00.4810', q: 900, u: 'NO', gw: 3240, v: 11700, r: 3.5 },
  ].map((x, i) => ({ ...x, n: String(i + 1).padStart(3, '0'), duty: round(x.v * x.r / 100) }));
  const tV = sum(L.map((x) => x.v), 0), tD = sum(L.map((x) => x.duty));
  const mpf = Math.min(round(tV * 0.003464), 651.5), hmf = round(tV * 0.00125), fees = round(mpf + hmf), total = round(tD + fees);
  const header = (pg: number) => {
    pen.t(X, 26, 'DEPARTMENT OF HOMELAND SECURITY', 7.4, true); pen.t(X, 35, 'U.S. Customs and Border Protection', 7.4);
    pen.c(306, 30, 'ENTRY SUMMARY', 13, true);
    pen.r(R, 26, 'OMB APPROVAL NO. 1651-0022', 6.4); pen.r(R, 35, pg === 1 ? 'EXPIRATION DATE 12/31/2027' : 'CONTINUATION SHEET', 6.4, pg !== 1);
  };
  header(1);
  let y = 42;
  const w6 = (R - X) / 6;
  nb(pen, X, y, w6 * 2, 26, '1.', 'Filer Code/Entry No.', [entry], 9.4, 5.8, true);
  nb(pen, X + w6 * 2, y, w6, 26, '2.', 'Entry Type', ['01 ABI/A'], 8.6); nb(pen, X + w6 * 3, y, w6, 26, '3.', 'Summary Date', [d8.mdy('2026-11-24')], 8.6);
  nb(pen, X + w6 * 4, y, w6, 26, '4.', 'Surety No.', ['457'], 8.6); nb(pen, X + w6 * 5, y, w6 / 2, 26, '5.', 'Bond', ['8'], 8.6); nb(pen, X + w6 * 5.5, y, w6 / 2, 26, '6.', 'Port', ['2704'], 8.6);
  y += 26;
  nb(pen, X, y, w6, 26, '7.', 'Entry Date', [d8.mdy('2026-11-19')], 8.6); nb(pen, X + w6, y, w6 * 2, 26, '8.', 'Importing Carrier', ['YM WELLSPRING'], 8.6);
  nb(pen, X + w6 * 3, y, w6, 26, '9.', 'Mode of Transport', ['11'], 8.6); nb(pen, X + w6 * 4, y, w6, 26, '10.', 'Country of Origin', ['VN'], 8.6); nb(pen, X + w6 * 5, y, w6, 26, '11.', 'Import Date', [d8.mdy('2026-11-18')], 8.6);
  y += 26;
  nb(pen, X, y, w6 * 3, 26, '12.', 'B/L or AWB No.', [bl], 8.6); nb(pen, X + w6 * 3, y, w6 * 3, 26, '13.', 'Manufacturer ID', ['VNBINDUOFUR17BIN'], 8.6);
  y += 26;
  nb(pen, X, y, w6, 26, '14.', 'Exporting Country', ['VN'], 8.6); nb(pen, X + w6, y, w6, 26, '15.', 'Export Date', [d8.mdy('2026-10-29')], 8.6); nb(pen, X + w6 * 2, y, w6, 26, '16.', 'I.T. No.', [''], 8.6);
  nb(pen, X + w6 * 3, y, w6, 26, '17.', 'I.T. Date', [''], 8.6); nb(pen, X + w6 * 4, y, w6, 26, '18.', 'Missing Docs', [''], 8.6); nb(pen, X + w6 * 5, y, w6, 26, '19.', 'Foreign Port of Lading', ['55206'], 8.6);
  y += 26;
  nb(pen, X, y, w6 * 2, 26, '20.', 'U.S. Port of Unlading', ['2704'], 8.6); nb(pen, X + w6 * 2, y, w6 * 2, 26, '21.', 'Location of Goods/G.O. No.', ['Y258 - PACIFIC CFS'], 8.6);
  nb(pen, X + w6 * 4, y, w6, 26, '22.', 'Consignee No.', ['95-4418270-01'], 7.6); nb(pen, X + w6 * 5, y, w6, 26, '23.', 'Importer No.', [importer.taxId!], 7.6);
  y += 26;
  nb(pen, X, y, w6 * 3, 50, '25.', 'Ultimate Consignee Name and Address', [ultimate.name, '14500 Slover Avenue', 'Fontana, CA 92337'], 8.2);
  nb(pen, X + w6 * 3, y, w6 * 3, 50, '26.', 'Importer of Record Name and Address', [importer.name, '1820 E. Francis Street', 'Ontario, CA 91761'], 8.2);
  pen.r(R - 4, y + 8, '24. Reference No.  SWL-26-11-0441', 6.2);
  y += 54;
  // line area header
  const cx = [X, X + 34, X + 250, X + 318, X + 380, X + 454, X + 500, R];
  const lineHead = (yy: number) => {
    pen.box(X, yy, R - X, 30, 0.6); pen.fill(X, yy, R - X, 30, 0.92); pen.box(X, yy, R - X, 30, 0.6);
    const H: string[][] = [['27.', 'Line', 'No.'], ['28. Description of Merchandise', '29. A. HTSUS No.', '     B. ADA/CVD No.'], ['30. A. Gross', 'Weight (kg)', 'B. Manifest Qty.'], ['31. Net Quantity', 'in HTSUS Units'], ['32. A. Entered', 'Value (USD)', 'B. CHGS  C. Rel.'], ['33. A. HTSUS', 'Rate'], ['34. Duty and', 'I.R. Tax', 'Dollars   Cents']];
    H.forEach((h, i) => pen.ml(cx[i] + 2, yy + 8, h, 5.8, 7.2));
    cx.slice(1, -1).forEach((x) => pen.vl(x, yy, yy + 30, 0.3));
    return yy + 30;
  };
  const lineRows = (rows: typeof L, yy: number) => {
    const top = yy;
    rows.forEach((x) => {
      yy += 11;
      pen.t(X + 4, yy, x.n, 8);
      const dl = wrap(pen, x.d, 210, 7.8);
      pen.ml(cx[1] + 3, yy, dl, 7.8, 9.4);
      pen.t(cx[1] + 3, yy + dl.length * 9.4, x.hs, 8.2, true);
      pen.r(cx[3] - 4, yy, String(x.gw), 8); pen.r(cx[3] - 4, yy + 10, x.n === '001' ? '412 CTNS' : '', 7.4);
      pen.r(cx[4] - 4, yy + dl.length * 9.4, `${us(x.q, 0)} ${x.u}`, 8);
      pen.r(cx[5] - 4, yy + dl.length * 9.4, us(x.v, 0), 8); pen.r(cx[5] - 4, yy + dl.length * 9.4 + 10, 'C  N', 7);
      pen.r(cx[6] - 4, yy + dl.length * 9.4, x.r ? `${x.r}%` : 'FREE', 8);
      pen.r(R - 4, yy + dl.length * 9.4, us(x.duty), 8);
      yy += dl.length * 9.4 + 16;
      pen.hl(X, R, yy, 0.25);
    });
    pen.box(X, top, R - X, yy - top, 0.6); cx.slice(1, -1).forEach((x) => pen.vl(x, top, yy, 0.3));
    return yy;
  };
  y = lineHead(y);
  y = lineRows(L.slice(0, 5), y);
  pen.t(X + 4, y + 12, 'CONTINUED ON CONTINUATION SHEET (PAGE 2) - LINES 006 THROUGH 008', 7.4, true);
  pen.t(X + 4, y + 24, 'MANIFEST QUANTITY (ALL LINES): 412 CTNS / 96 PKGS ON 6 X 40HC CONTAINERS', 7);
  small(pen, X, 722, R - X, 'Paperwork Reduction Act Notice: This information is needed to ensure that importers/exporters are complying with U.S. customs laws, to allow us to compute and collect the right amount of money, to enforce other agency requirements, and to collect accurate statistical information on imports.', 5.8, 7);
  pen.t(X, 770, 'CBP Form 7501 (6/24)', 6.6); pen.r(R, 770, 'Page 1 of 2', 6.6);
  pen.page();
  header(2);
  y = 42;
  nb(pen, X, y, w6 * 2, 26, '1.', 'Filer Code/Entry No.', [entry], 9.4, 5.8, true); nb(pen, X + w6 * 2, y, w6 * 2, 26, '', 'Importer of Record', [importer.name], 7.6); nb(pen, X + w6 * 4, y, w6 * 2, 26, '', 'Summary Date', [d8.mdy('2026-11-24')], 8.6);
  y += 32;
  y = lineHead(y);
  y = lineRows(L.slice(5), y);
  y += 10;
  const bw = (R - X) / 2;
  pen.box(X, y, bw, 96, 0.6); pen.t(X + 3, y + 8, 'Other Fee Summary (for Block 39)', 6.2, true);
  pen.ml(X + 8, y + 22, ['499  MERCHANDISE PROCESSING FEE', `       0.3464% OF ${us(tV)}`, '501  HARBOR MAINTENANCE FEE', `       0.125% OF ${us(tV)}`], 7.6, 10);
  pen.r(X + bw - 6, y + 22, us(mpf), 8); pen.r(X + bw - 6, y + 42, us(hmf), 8);
  pen.t(X + 8, y + 72, '35. Total Entered Value', 6.6); pen.r(X + bw - 6, y + 72, `$ ${us(tV)}`, 8.6, true);
  pen.t(X + 8, y + 86, 'Total Other Fees', 6.6); pen.r(X + bw - 6, y + 86, `$ ${us(fees)}`, 8.6);
  const T: Array<[string, string]> = [['37. Duty', us(tD)], ['38. Tax', us(0)], ['39. Other', us(fees)], ['40. Total', us(total)]];
  pen.box(X + bw, y, bw, 96, 0.6); pen.t(X + bw + 3, y + 8, 'CBP USE ONLY / TOTALS', 6.2, true);
  T.forEach(([l, v], i) => { pen.t(X + bw + 10, y + 24 + i * 18, l, 8, i === 3); pen.r(R - 6, y + 24 + i * 18, v, 9, i === 3); pen.hl(X + bw, R, y + 30 + i * 18, 0.2); });
  y += 100;
  pen.box(X, y, R - X, 92, 0.6);
  pen.t(X + 3, y + 8, '36. DECLARATION OF IMPORTER OF RECORD (OWNER OR PURCHASER) OR AUTHORIZED AGENT', 6.2, true);
  small(pen, X + 6, y + 18, R - X - 12, 'I declare that I am the importer of record and that the actual owner, purchaser, or consignee for CBP purposes is as shown above, OR owner or purchaser or agent thereof. I further declare that the merchandise was obtained pursuant to a purchase or agreement to purchase and that the prices set forth in the invoices are true. I also declare that the statements in the documents herein filed fully disclose to the best of my knowledge and belief the true prices, values, quantities, rebates, drawbacks, fees, commissions, and royalties and are true and correct.', 6, 7.2);
  pen.t(X + 6, y + 72, 'SIGNATURE OF DECLARANT, TITLE, AND DATE:   M. ALVAREZ, LICENSED CUSTOMS BROKER  11/24/2026', 7.4);
  y += 92;
  nb(pen, X, y, R - X, 46, '41.', 'Broker/Filer Information (Name, address, phone number)', [declarant.name, '19401 S. Main Street, Suite 204, Rancho Dominguez, CA 90220', `Phone ${declarant.phone}`], 8.2);
  y += 46;
  nb(pen, X, y, (R - X) / 2, 26, '42.', 'Broker/Importer File No.', ['PRC-LAX-26-18827'], 8.4);
  pen.t(X, 770, 'CBP Form 7501 (6/24)', 6.6); pen.r(R, 770, 'Page 2 of 2', 6.6);
  return {
    id: 's8-us-7501', type: 'customs_declaration',
    notes: 'US CBP Form 7501 Entry Summary on Letter, 2 pages: numbered boxes 1-42 (filer code/entry no., entry type "01 ABI/A", summary vs entry vs import vs export dates in mm/dd/yyyy, port codes 2704 and Schedule K 55206, mode of transport code 11, MID, consignee/importer numbers), line area 27-34 with description over the HTSUS number with dots, gross kg and manifest qty in one column, net quantity in HTSUS units, entered value, rate (FREE / %), duty; lines 1-5 on page 1, 6-8 on the continuation sheet with the MPF/HMF fee summary and totals 35-40.',
    pdf: pen.finish(),
    truth: {
      declarationNumber: entry, declarationType: 'IMPORT', date: '2026-11-24', customsOffice: '2704',
      declarant: { name: declarant.name, address: declarant.address, phone: declarant.phone }, exporter: null, importer: { name: importer.name, address: importer.address, taxId: importer.taxId },
      countryOfExport: 'VN', countryOfOrigin: 'VN', currency: 'USD', transportMode: '11', transportDocumentReference: bl,
      items: L.map((x, i) => ({ itemNumber: i + 1, description: x.d, hsCode: x.hs.replace(/\./g, ''), countryOfOrigin: 'VN', quantity: x.q, unit: x.u, grossWeight: kg(x.gw), customsValue: x.v, dutyRate: x.r, dutyAmount: x.duty })),
      totalDuties: tD,
    },
  };
}
