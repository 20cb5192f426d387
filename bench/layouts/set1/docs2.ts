/** Probe documents, part 2: packing list, customs, certificate of origin, delivery order, invoices. */
import { above, box, footers, kv, newDoc, table, type Col } from './draw.ts';
import type { ProbeDoc } from './docs1.ts';

const en = (x: number, d = 2): string => x.toFixed(d).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const eu = (x: number, d = 2): string => x.toFixed(d).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** PL1: packing list with letterhead shipper, stacked parties + right-hand reference block, 40 item rows over 2 pages. */
export function pl1(): ProbeDoc {
  const p = newDoc();
  const X = 40;
  p.text(X, 48, 'NINGBO BRIGHTWAY TEXTILES CO., LTD.', 14, true);
  p.text(X, 60, 'No. 1999 Zhongshan West Road, Haishu District, Ningbo 315010, China  Tel +86 574 8765 4321', 7);
  p.text(250, 88, 'PACKING LIST', 15, true);
  let yl = 110;
  yl = above(p, X, yl, 'SHIPPER / EXPORTER', ['NINGBO BRIGHTWAY TEXTILES CO., LTD.', 'No. 1999 Zhongshan West Road', 'Ningbo 315010, China']);
  yl = above(p, X, yl, 'CONSIGNEE', ['NORTHERN APPAREL LTD.', 'Unit 4, Orwell Logistics Park', 'Ipswich IP3 9SJ, United Kingdom']);
  yl = above(p, X, yl, 'BUYER (IF OTHER THAN CONSIGNEE)', ['HIGHSTREET FASHION GROUP PLC', '1 Regent Street, London W1B 5AH, UK']);
  let yr = 110;
  const RX = 320;
  yr = kv(p, RX, yr, 'P/L No.:', ['BW-PL-26031'], 100);
  yr = kv(p, RX, yr, 'Date:', ['12-Mar-2026'], 100);
  yr = kv(p, RX, yr, 'Invoice Ref.:', ['BW-CI-26031'], 100);
  yr = kv(p, RX, yr, 'Customer PO:', ['4500123987'], 100);
  yr = kv(p, RX, yr, 'Port of Loading:', ['NINGBO, CHINA'], 100);
  yr = kv(p, RX, yr, 'Port of Discharge:', ['FELIXSTOWE, UK'], 100);
  yr = kv(p, RX, yr, 'Vessel/Voyage:', ['MSC GULSUN / FE611W'], 100);
  yr = kv(p, RX, yr, 'Container/Seal:', ['TCLU5566107 / ML-CN4471120'], 100);
  const styles: Array<[string, string, number]> = [
    ['LADIES KNITTED PULLOVER, 100% COTTON', 'BW-2231', 12], ['MENS CREW NECK T-SHIRT', 'BW-1180', 24],
    ['CHILDRENS HOODED SWEATSHIRT WITH FRONT POCKET AND PRINTED LOGO', 'BW-3307', 10], ['LADIES CARDIGAN', 'BW-2240', 12],
  ];
  const rows: string[][][] = [];
  const items: unknown[] = [];
  let nw = 0; let gw = 0; let cbm = 0; let qty = 0;
  for (let i = 0; i < 40; i++) {
    const [d, sku, per] = styles[i % styles.length];
    const n = 10;
    const q = n * per;
    const inw = Math.round((78 + (i % 7) * 1.5) * 10) / 10;
    const igw = Math.round((inw + 8.4) * 10) / 10;
    const wrapped = d.length > 38 ? [d.slice(0, d.lastIndexOf(' ', 38)), d.slice(d.lastIndexOf(' ', 38) + 1)] : [d];
    rows.push([[`${i * 10 + 1}-${i * 10 + 10}`], [sku], wrapped, [String(q)], ['PCS'], [en(inw, 1)], [en(igw, 1)], ['60x40x40']]);
    items.push({ description: d, sku, quantity: q, unit: 'PCS', netWeight: { value: inw, unit: 'kg' }, grossWeight: { value: igw, unit: 'kg' } });
    nw += inw; gw += igw; cbm += 0.096 * n; qty += q;
  }
  const cols: Col[] = [
    { label: ['Carton No.'], w: 50 }, { label: ['SKU'], w: 45 }, { label: ['Description'], w: 160 }, { label: ['Qty'], w: 35, align: 'r' },
    { label: ['Unit'], w: 30 }, { label: ['N.W. (kg)'], w: 55, align: 'r' }, { label: ['G.W. (kg)'], w: 55, align: 'r' }, { label: ['Dimensions (cm)'], w: 85 },
  ];
  const r = table(p, X, Math.max(yl, yr) + 6, cols, rows, { ruled: true, headerFill: 0.88 });
  let y = r.y + 6;
  p.text(X, y, `TOTAL: 400 CARTONS   ${qty} PCS`, 9, true);
  y += 16;
  y = kv(p, X, y, 'Total Net Weight:', [`${en(nw)} KGS`], 120);
  y = kv(p, X, y, 'Total Gross Weight:', [`${en(gw)} KGS`], 120);
  kv(p, X, y, 'Total Volume:', [`${en(cbm, 3)} CBM`], 120);
  footers(p, p.pages(), (i, n) => `Page ${i}/${n}`);
  return {
    id: 'PL1', type: 'packing_list', note: 'letterhead, stacked parties + right ref block, "Invoice Ref."/"Customer PO", 40 item rows over 2 pages with wrapped descriptions, totals line "TOTAL: 400 CARTONS"',
    pdf: p.finish(),
    truth: {
      packingListNumber: 'BW-PL-26031', date: '2026-03-12', invoiceNumber: 'BW-CI-26031', orderNumber: '4500123987',
      shipper: { name: 'NINGBO BRIGHTWAY TEXTILES CO., LTD.' }, consignee: { name: 'NORTHERN APPAREL LTD.' }, buyer: { name: 'HIGHSTREET FASHION GROUP PLC' },
      portOfLoading: { unLocode: 'CNNGB' }, portOfDischarge: { unLocode: 'GBFXT' }, vessel: 'MSC GULSUN',
      containers: [{ containerNumber: 'TCLU5566107', sealNumbers: ['ML-CN4471120'] }],
      items, 'items.length': 40,
      totalPackages: 400, totalNetWeight: { value: Math.round(nw * 100) / 100, unit: 'kg' }, totalGrossWeight: { value: Math.round(gw * 100) / 100, unit: 'kg' }, totalVolume: { value: Math.round(cbm * 1000) / 1000, unit: 'm3' },
    },
  };
}

/** CD1: EU Single Administrative Document look: numbered boxes, item block in boxes, space-grouped numbers. */
export function cd1(): ProbeDoc {
  const p = newDoc();
  const X = 30; const W = 535; const H = W / 2;
  p.text(X, 26, 'EUROPEAN COMMUNITY - SINGLE ADMINISTRATIVE DOCUMENT', 9, true);
  box(p, X, 32, H, 60, '2 Consignor/Exporter  No.', ['SHANGHAI BRIGHT LIGHTING CO., LTD.', 'Room 1201, 500 Pudong Avenue', 'Shanghai 200120, China']);
  box(p, X + H, 32, H / 3, 30, '1 DECLARATION', ['IM  A']);
  box(p, X + H + H / 3, 32, 2 * H / 3, 30, 'MRN', ['26DE4A7712300458R6']);
  box(p, X + H, 62, H, 30, 'A OFFICE OF DESTINATION', ['DE004852 HAMBURG WALTERSHOF']);
  box(p, X, 92, H, 60, '8 Consignee  No. DE123456789012345', ['LICHTHAUS HANDELS GMBH', 'Am Sandtorkai 30', '20457 Hamburg, Germany']);
  box(p, X + H, 92, H / 2, 30, '5 Items', ['2']);
  box(p, X + H + H / 2, 92, H / 2, 30, '6 Total packages', ['210']);
  box(p, X + H, 122, H, 30, '7 Reference number', ['LH-IMP-26-0312']);
  box(p, X, 152, H, 60, '14 Declarant/Representative  No.', ['ELBE ZOLLAGENTUR GMBH', 'Koreastrasse 7', '20457 Hamburg, Germany']);
  box(p, X + H, 152, H / 2, 30, '15 Country of dispatch/export', ['CHINA']);
  box(p, X + H + H / 2, 152, H / 2, 30, '15a C.disp./exp. Code', ['CN']);
  box(p, X + H, 182, H / 2, 30, '16 Country of origin', ['CHINA']);
  box(p, X + H + H / 2, 182, H / 2, 30, '17 Country of destination', ['GERMANY']);
  box(p, X, 212, H, 30, '21 Identity and nationality of active means of transport crossing the border', ['COSCO HARMONY / HK']);
  box(p, X + H, 212, H / 2, 30, '20 Delivery terms', ['CIF HAMBURG']);
  box(p, X + H + H / 2, 212, H / 2, 30, '22 Currency & total amount invoiced', ['USD 48 750,00']);
  box(p, X, 242, H / 2, 30, '25 Mode of transport at the border', ['1']);
  box(p, X + H / 2, 242, H / 2, 30, '29 Office of entry', ['DE004852']);
  box(p, X + H, 242, H / 2, 30, '23 Exchange rate', ['0,9215']);
  box(p, X + H + H / 2, 242, H / 2, 30, '54 Place and date', ['Hamburg, 12.03.2026']);
  box(p, X, 272, W, 30, '40 Summary declaration/Previous document', ['N705 OSLUSHA7781203']);
  const item = (y: number, n: number, desc: string[], hs: string, gross: string, net: string, stat: string, base: string, duty: string): void => {
    box(p, X, y, H + 40, 70, '31 Packages and description of goods  Marks and numbers - Container No(s) - Number and kind', desc);
    box(p, X + H + 40, y, 50, 24, '32 Item No.', [String(n)]);
    box(p, X + H + 90, y, H - 90, 24, '33 Commodity code', [hs]);
    box(p, X + H + 40, y + 24, 70, 23, '34 Ctry origin code', ['CN']);
    box(p, X + H + 110, y + 24, 80, 23, '35 Gross mass (kg)', [gross]);
    box(p, X + H + 190, y + 24, H - 190, 23, '37 PROCEDURE', ['40 00']);
    box(p, X + H + 40, y + 47, 90, 23, '38 Net mass (kg)', [net]);
    box(p, X + H + 130, y + 47, H - 130, 23, '46 Statistical value', [stat]);
    box(p, X, y + 70, W, 36, '47 Calculation of taxes   Type  Tax base  Rate  Amount', [`A00   ${base}   2,0 %   ${duty}`, `B00   ${base}   19 %`]);
  };
  item(306, 1, ['LUMEN/RTM - OOLU9988774', '120 CT CARTONS', 'LED LAMPS (LIGHT-EMITTING DIODE', 'LAMPS), FOR GENERAL LIGHTING'], '8539 52 00 00', '2 480,000', '2 210,000', '26 300,00', '26 300,00', '526,00');
  item(416, 2, ['LUMEN/RTM - OOLU9988774', '90 CT CARTONS', 'LED LUMINAIRES, CEILING-MOUNTED'], '9405 11 00 90', '1 920,500', '1 705,000', '18 622,81', '18 622,81', '1 489,82');
  box(p, X, 530, H, 30, 'Total duties (A00)', ['2 015,82 EUR']);
  box(p, X + H, 530, H, 30, 'Total gross mass (kg)', ['4 400,500']);
  return {
    id: 'CD1', type: 'customs_declaration', note: 'SAD with numbered box captions ("2 Consignor/Exporter No.", "33 Commodity code"), item data in boxes not a table, space thousands + decimal comma',
    pdf: p.finish(),
    truth: {
      declarationNumber: '26DE4A7712300458R6', declarationType: 'IMPORT', date: '2026-03-12', customsOffice: 'DE004852',
      declarant: { name: 'ELBE ZOLLAGENTUR GMBH' }, exporter: { name: 'SHANGHAI BRIGHT LIGHTING CO., LTD.' }, importer: { name: 'LICHTHAUS HANDELS GMBH' },
      countryOfExport: 'CN', countryOfOrigin: 'CN', countryOfDestination: 'DE', incoterms: 'CIF', currency: 'USD', exchangeRate: 0.9215,
      totalInvoiceAmount: 48750, transportMode: '1', transportDocumentReference: 'OSLUSHA7781203',
      items: [
        { itemNumber: 1, hsCode: '85395200', countryOfOrigin: 'CN', grossWeight: { value: 2480, unit: 'kg' }, netWeight: { value: 2210, unit: 'kg' }, customsValue: 26300, procedureCode: '4000', dutyRate: 2, dutyAmount: 526 },
        { itemNumber: 2, hsCode: '94051100', countryOfOrigin: 'CN', grossWeight: { value: 1920.5, unit: 'kg' }, netWeight: { value: 1705, unit: 'kg' }, customsValue: 18622.81, procedureCode: '4000', dutyRate: 8, dutyAmount: 1489.82 },
      ],
      'items.length': 2,
      totalDuties: 2015.82, totalGrossWeight: { value: 4400.5, unit: 'kg' }, totalPackages: 210,
    },
  };
}

/** CD2: US CBP 7501-style entry summary: numbered captions label-left, MM/DD/YYYY, HTSUS line table. */
export function cd2(): ProbeDoc {
  const p = newDoc('Courier');
  const X = 36;
  p.text(X, 44, 'DEPARTMENT OF HOMELAND SECURITY - U.S. Customs and Border Protection', 8, true);
  p.text(X, 62, 'ENTRY SUMMARY', 14, true);
  let y = 84;
  const t = 170;
  y = kv(p, X, y, '1. Filer Code/Entry No.', ['ABC-1234567-8'], t, { size: 8 });
  y = kv(p, X, y, '2. Entry Type', ['01 ABI/A'], t, { size: 8 });
  y = kv(p, X, y, '3. Summary Date', ['03/12/2026'], t, { size: 8 });
  y = kv(p, X, y, '7. Entry Date', ['03/14/2026'], t, { size: 8 });
  y = kv(p, X, y, '6. Port Code', ['2704 LOS ANGELES, CA'], t, { size: 8 });
  y = kv(p, X, y, '8. Importing Carrier', ['PACIFIC MERIDIAN'], t, { size: 8 });
  y = kv(p, X, y, '9. Mode of Transport', ['11 (VESSEL, CONTAINERIZED)'], t, { size: 8 });
  y = kv(p, X, y, '10. Country of Origin', ['SG'], t, { size: 8 });
  y = kv(p, X, y, '12. B/L or AWB No.', ['PMCLSIN0412876'], t, { size: 8 });
  y = kv(p, X, y, '14. Exporting Country', ['SG'], t, { size: 8 });
  y = kv(p, X, y, '25. Ultimate Consignee Name and Address', ['WESTCOAST GROCERY DISTRIBUTORS INC.', '1200 E Olympic Blvd', 'Los Angeles, CA 90021'], t, { size: 8 });
  y = kv(p, X, y + 4, '26. Importer of Record Name and Address', ['WESTCOAST GROCERY DISTRIBUTORS INC.', '1200 E Olympic Blvd', 'Los Angeles, CA 90021'], t, { size: 8 });
  const cols: Col[] = [
    { label: ['27.', 'Line No.'], w: 40 }, { label: ['28. Description of', 'Merchandise'], w: 170 }, { label: ['29. A. HTSUS No.'], w: 95 },
    { label: ['33. A. Entered', 'Value'], w: 85, align: 'r' }, { label: ['34. A. HTSUS', 'Rate'], w: 55, align: 'r' }, { label: ['Duty'], w: 80, align: 'r' },
  ];
  const r = table(p, X, y + 8, cols, [
    [['001'], ['FROZEN DUMPLINGS'], ['1902.20.0010'], ['48,210'], ['6.4%'], ['3,085.44']],
    [['002'], ['FROZEN STEAMED BUNS'], ['1905.90.1090'], ['12,940'], ['4.5%'], ['582.30']],
  ], { size: 8, ruled: false });
  let yt = r.y + 10;
  yt = kv(p, X, yt, '37. Duty', ['3,667.74'], t, { size: 8 });
  yt = kv(p, X, yt, '39. Other', ['240.36'], t, { size: 8 });
  kv(p, X, yt, '40. Total', ['3,908.10'], t, { size: 8 });
  return {
    id: 'CD2', type: 'customs_declaration', note: 'US CBP 7501 style, numbered captions label-left, Courier, MM/DD/YYYY (one unambiguous), HTSUS table',
    pdf: p.finish(),
    truth: {
      declarationNumber: 'ABC-1234567-8', declarationType: 'IMPORT', date: '2026-03-12',
      importer: { name: 'WESTCOAST GROCERY DISTRIBUTORS INC.' }, countryOfExport: 'SG', countryOfOrigin: 'SG', countryOfDestination: 'US',
      transportMode: '11', transportDocumentReference: 'PMCLSIN0412876',
      items: [
        { itemNumber: 1, description: 'FROZEN DUMPLINGS', hsCode: '1902200010', customsValue: 48210, dutyRate: 6.4, dutyAmount: 3085.44 },
        { itemNumber: 2, description: 'FROZEN STEAMED BUNS', hsCode: '1905901090', customsValue: 12940, dutyRate: 4.5, dutyAmount: 582.3 },
      ],
      'items.length': 2, totalDuties: 3667.74,
    },
  };
}

/** COO1: CCPIT-style certificate of origin, numbered boxes, goods in one big box with sub-columns. */
export function coo1(): ProbeDoc {
  const p = newDoc();
  const X = 30; const W = 535; const H = W / 2;
  box(p, X, 30, H, 62, '1. Exporter', ['NINGBO BRIGHTWAY TEXTILES CO., LTD.', 'No. 1999 Zhongshan West Road, Haishu District', 'Ningbo 315010, China']);
  p.text(X + H + 10, 46, 'Certificate No.  C263301A0012/00045', 8, true);
  p.text(X + H + 10, 70, 'CERTIFICATE OF ORIGIN', 13, true);
  p.text(X + H + 10, 84, "OF THE PEOPLE'S REPUBLIC OF CHINA", 9, true);
  box(p, X, 92, H, 62, '2. Consignee', ['NORTHERN APPAREL LTD.', 'Unit 4, Orwell Logistics Park', 'Ipswich IP3 9SJ, United Kingdom']);
  box(p, X, 154, H, 50, '3. Means of transport and route', ['FROM NINGBO, CHINA TO FELIXSTOWE, UK', 'BY SEA, VESSEL MSC GULSUN V.FE611W']);
  box(p, X + H, 92, H, 62, '5. For certifying authority use only', ['']);
  box(p, X, 204, H, 26, '4. Country / region of destination', ['UNITED KINGDOM']);
  box(p, X + H, 154, H, 76, '', ['']);
  const cols: Col[] = [
    { label: ['6. Marks and', 'numbers'], w: 70 }, { label: ['7. Number and kind of packages;', 'description of goods'], w: 220 },
    { label: ['8. H.S. Code'], w: 65 }, { label: ['9. Quantity'], w: 70, align: 'r' }, { label: ['10. Number and', 'date of invoices'], w: 110 },
  ];
  const r = table(p, X, 236, cols, [
    [['N/M'], ['FOUR HUNDRED (400) CARTONS OF', "LADIES' KNITTED PULLOVERS"], ['6110.20'], ['4,800 PCS'], ['BW-CI-26031', 'MAR. 10, 2026']],
    [['N/M'], ["MEN'S COTTON T-SHIRTS"], ['6109.10'], ['2,400 PCS'], ['BW-CI-26031', 'MAR. 10, 2026']],
  ], { ruled: true });
  box(p, X, r.y + 4, H, 70, '11. Declaration by the exporter', ['The undersigned hereby declares that the above details', 'are correct and that all the goods were produced in China.', 'NINGBO, CHINA  10/03/2026']);
  box(p, X + H, r.y + 4, H, 70, '12. Certification', ['It is hereby certified that the declaration by the', 'exporter is correct.', 'CHINA COUNCIL FOR THE PROMOTION OF INTERNATIONAL TRADE', 'NINGBO, CHINA  12/03/2026']);
  return {
    id: 'COO1', type: 'certificate_of_origin', note: 'CCPIT numbered boxes ("1. Exporter", "8. H.S. Code"), certificate no. inline, dd/mm/yyyy, issuer inside certification text, goods described in 2 lines',
    pdf: p.finish(),
    truth: {
      certificateNumber: 'C263301A0012/00045', certificateType: 'non-preferential', issueDate: '2026-03-12',
      issuingAuthority: 'CHINA COUNCIL FOR THE PROMOTION OF INTERNATIONAL TRADE',
      exporter: { name: 'NINGBO BRIGHTWAY TEXTILES CO., LTD.' }, consignee: { name: 'NORTHERN APPAREL LTD.' },
      countryOfOrigin: 'CN', countryOfDestination: 'GB',
      transport: { mode: 'SEA', vessel: 'MSC GULSUN', portOfLoading: { name: 'NINGBO' }, portOfDischarge: { name: 'FELIXSTOWE' } },
      goods: [
        { itemNumber: 1, description: "FOUR HUNDRED (400) CARTONS OF LADIES' KNITTED PULLOVERS", hsCode: '611020', quantity: 4800, marks: 'N/M', invoiceNumber: 'BW-CI-26031', invoiceDate: '2026-03-10' },
        { itemNumber: 2, description: "MEN'S COTTON T-SHIRTS", hsCode: '610910', quantity: 2400, marks: 'N/M', invoiceNumber: 'BW-CI-26031', invoiceDate: '2026-03-10' },
      ],
      'goods.length': 2,
    },
  };
}

/** DO1: agent's delivery order as a letter: "Please deliver to M/s ...", "Ex Vessel", "Arrived on", "Free time expires on". */
export function do1(): ProbeDoc {
  const p = newDoc();
  const X = 45;
  p.text(X, 50, 'GULF STAR SHIPPING AGENCY LLC', 14, true);
  p.text(X, 62, 'Office 804, JAFZA View 18, Jebel Ali Free Zone, Dubai, U.A.E.  Tel +971 4 881 2200', 7);
  p.text(230, 92, 'DELIVERY ORDER', 15, true);
  let y = 118;
  kv(p, 360, y, 'D.O. No.:', ['GSA/DO/26/00871'], 60);
  kv(p, 360, y + 14, 'Date:', ['12.03.2026'], 60);
  y = kv(p, X, y, 'To:', ['The Terminal Manager', 'DP World - Jebel Ali Terminal 3'], 30);
  y += 10;
  p.text(X, y, 'Please deliver to M/s. AL FUTTAIM TRADING LLC, P.O. Box 1234, Dubai, U.A.E.', 9);
  p.text(X, y + 13, 'or their order, the undermentioned cargo against payment of all charges due:', 9);
  y += 36;
  const t = 130;
  y = kv(p, X, y, 'Ex Vessel', ['MAERSK ESSEN'], t);
  y = kv(p, X, y, 'Voy.', ['611W'], t);
  y = kv(p, X, y, 'B/L No.', ['MAEU263512890'], t);
  y = kv(p, X, y, 'Port of Discharge', ['Jebel Ali, UAE (AEJEA)'], t);
  y = kv(p, X, y, 'Arrived on', ['10 March 2026'], t);
  y = kv(p, X, y, 'Free time expires on', ['17 March 2026'], t);
  y = kv(p, X, y, 'Collect from', ['Jebel Ali Terminal 3'], t);
  const cols: Col[] = [
    { label: 'Container No.', w: 110 }, { label: 'Size/Type', w: 70 }, { label: 'Seal No.', w: 90 }, { label: 'Packages', w: 90, align: 'r' }, { label: 'Gross Weight', w: 100, align: 'r' },
  ];
  const r = table(p, X, y + 10, cols, [
    [['MAEU7712344'], ["40' HC"], ['ML8812004'], ['560 CTNS'], ['11,240.00 KGS']],
    [['HLXU3012882'], ["40' HC"], ['ML8812005'], ['560 CTNS'], ['11,240.00 KGS']],
  ], { ruled: true });
  p.text(X, r.y + 10, 'Total: 2 x 40\' HC  /  1,120 CTNS  /  22,480.00 KGS', 9, true);
  p.text(X, r.y + 60, 'For GULF STAR SHIPPING AGENCY LLC, as agents for the carrier', 8);
  return {
    id: 'DO1', type: 'delivery_order', note: 'letter style, release-to inside a sentence ("Please deliver to M/s. ..."), "Ex Vessel", "Voy.", "Arrived on", "Free time expires on", "D.O. No.", "40\' HC"',
    pdf: p.finish(),
    truth: {
      deliveryOrderNumber: 'GSA/DO/26/00871', issueDate: '2026-03-12', issuedBy: { name: 'GULF STAR SHIPPING AGENCY LLC' }, releaseTo: { name: 'AL FUTTAIM TRADING LLC' },
      billOfLadingNumber: 'MAEU263512890', vessel: 'MAERSK ESSEN', voyageNumber: '611W', portOfDischarge: { unLocode: 'AEJEA' },
      arrivalDate: '2026-03-10', lastFreeDay: '2026-03-17', pickupLocation: 'Jebel Ali Terminal 3',
      containers: [
        { containerNumber: 'MAEU7712344', sealNumbers: ['ML8812004'] },
        { containerNumber: 'HLXU3012882', sealNumbers: ['ML8812005'] },
      ],
      totalPackages: 1120, totalGrossWeight: { value: 22480, unit: 'kg' },
    },
  };
}

/** CI1: commercial invoice, grid header, Incoterms with place, HS codes per line, continental EUR amounts. */
export function ci1(): ProbeDoc {
  const p = newDoc();
  const X = 30; const W = 535; const H = W / 2;
  p.text(X, 44, 'COMMERCIAL INVOICE', 16, true);
  box(p, X, 56, H, 62, 'Seller', ['FRATELLI ROSSI MACCHINE S.R.L.', 'Via dell\'Industria 45', '25030 Brescia (BS), Italy', 'VAT IT01234567890']);
  box(p, X + H, 56, H / 2, 31, 'Invoice No.', ['FR-2026-0318']);
  box(p, X + H + H / 2, 56, H / 2, 31, 'Invoice Date', ['12.03.2026']);
  box(p, X + H, 87, H / 2, 31, "Buyer's Order No.", ['PO-77120']);
  box(p, X + H + H / 2, 87, H / 2, 31, 'Country of Origin', ['ITALY']);
  box(p, X, 118, H, 62, 'Sold To', ['ATLAS PACKAGING SOLUTIONS LTD', '14 Industrial Estate Road', 'Leeds LS10 1RJ, United Kingdom', 'VAT GB123456789']);
  box(p, X + H, 118, H, 62, 'Ship To', ['ATLAS PACKAGING - WAREHOUSE 2', 'Stourton Link, Leeds LS10 1RT, UK']);
  box(p, X, 180, H, 30, 'Terms of Delivery', ['FCA Brescia (Incoterms 2020)']);
  box(p, X + H, 180, H, 30, 'Terms of Payment', ['30 days net from invoice date']);
  const cols: Col[] = [
    { label: 'Item', w: 30 }, { label: 'Description of Goods', w: 200 }, { label: 'HS Code', w: 65 },
    { label: 'Qty', w: 40, align: 'r' }, { label: 'Unit Price EUR', w: 90, align: 'r' }, { label: 'Amount EUR', w: 110, align: 'r' },
  ];
  const lines: Array<[string, string, number, number]> = [
    ['Thermoforming machine TF-800', '84774000', 1, 36500], ['Forming tool set 4-cavity', '84807100', 2, 4875.5], ['Spare parts kit', '84779080', 1, 2499],
  ];
  const rows = lines.map(([d, hs, q, u], i) => [[String(i + 1)], [d], [hs], [String(q)], [eu(u)], [eu(q * u)]]);
  const r = table(p, X, 216, cols, rows, { ruled: true });
  const sub = lines.reduce((a, [, , q, u]) => a + q * u, 0);
  let y = r.y + 8;
  y = kv(p, X + 300, y, 'Subtotal', [`EUR ${eu(sub)}`], 120);
  y = kv(p, X + 300, y, 'Packing & Freight', ['EUR 0,00'], 120);
  y = kv(p, X + 300, y, 'VAT 0% (export)', ['EUR 0,00'], 120);
  kv(p, X + 300, y + 2, 'TOTAL INVOICE VALUE', [`EUR ${eu(sub)}`], 120);
  p.text(X, y + 40, 'Bank: Banca Esempio S.p.A.  IBAN IT60 X054 2811 1010 0000 0123 456  BIC BEXAITMMXXX', 7.5);
  return {
    id: 'CI1', type: 'invoice', note: 'commercial invoice, boxed header, "Sold To"/"Ship To", Incoterms FCA with place, HS codes per line, 48.750,00 style',
    pdf: p.finish(),
    truth: {
      invoiceNumber: 'FR-2026-0318', invoiceDate: '2026-03-12', currency: 'EUR', vendor: { name: 'FRATELLI ROSSI MACCHINE S.R.L.', taxId: 'IT01234567890' },
      customer: { name: 'ATLAS PACKAGING SOLUTIONS LTD', taxId: 'GB123456789' },
      lineItems: lines.map(([d, hs, q, u]) => ({ description: d, quantity: q, unitPrice: u, total: q * u, hsCode: hs })),
      'lineItems.length': 3, subtotal: sub, totalAmount: sub, purchaseOrderNumber: 'PO-77120',
      incoterms: { rule: 'FCA', place: 'Brescia' }, shipTo: { name: 'ATLAS PACKAGING - WAREHOUSE 2' }, countryOfOrigin: 'IT',
      paymentTerms: '30 days net from invoice date', bankDetails: { iban: 'IT60X0542811101000000123456', bic: 'BEXAITMMXXX' },
    },
  };
}

/** FI1: forwarder "TAX INVOICE" for freight: MBL/HBL, container list, POL/POD abbreviations, charges table. */
export function fi1(): ProbeDoc {
  const p = newDoc();
  const X = 40;
  p.text(X, 48, 'TRANSOCEAN FREIGHT SERVICES PTE LTD', 13, true);
  p.text(X, 60, '10 Anson Road #22-02, Singapore 079903  GST Reg. No. 201912345K', 7);
  p.text(400, 48, 'TAX INVOICE', 14, true);
  let yl = 86;
  yl = above(p, X, yl, 'BILL TO', ['WESTCOAST GROCERY DISTRIBUTORS INC.', '1200 E Olympic Blvd', 'Los Angeles, CA 90021, USA']);
  let yr = 86;
  const RX = 330;
  yr = kv(p, RX, yr, 'Invoice No.', ['TFS-INV-2603-0457'], 90);
  yr = kv(p, RX, yr, 'Invoice Date', ['12 Mar 2026'], 90);
  yr = kv(p, RX, yr, 'Due Date', ['April 11, 2026'], 90);
  yr = kv(p, RX, yr, 'MBL No.', ['PMCLSIN0412876'], 90);
  yr = kv(p, RX, yr, 'HBL No.', ['TFS26SIN00912'], 90);
  yr = kv(p, RX, yr, 'Container No(s).', ['MAEU7712344'], 90);
  yr = kv(p, RX, yr, 'POL', ['SINGAPORE (SGSIN)'], 90);
  yr = kv(p, RX, yr, 'POD', ['LOS ANGELES (USLAX)'], 90);
  yr = kv(p, RX, yr, 'Currency', ['USD'], 90);
  const cols: Col[] = [
    { label: 'Charge', w: 45 }, { label: 'Description', w: 170 }, { label: 'Basis', w: 55 }, { label: 'Qty', w: 35, align: 'r' },
    { label: 'Rate', w: 80, align: 'r' }, { label: 'Amount (USD)', w: 130, align: 'r' },
  ];
  const ch: Array<[string, string, string, number, number]> = [
    ['OFT', 'Ocean Freight', "40'RF", 1, 4250], ['BAF', 'Bunker Adjustment Factor', "40'RF", 1, 865.5], ['THC', 'Terminal Handling Charge (Origin)', "40'RF", 1, 310],
    ['RFS', 'Reefer Surcharge', "40'RF", 1, 1200], ['DOC', 'Documentation Fee', 'B/L', 1, 65],
  ];
  const r = table(p, X, Math.max(yl, yr) + 10, cols, ch.map(([c, d, b, q, rt]) => [[c], [d], [b], [String(q)], [en(rt)], [en(q * rt)]]), { ruled: false });
  const sub = ch.reduce((a, c) => a + c[3] * c[4], 0);
  let y = r.y + 8;
  y = kv(p, 330, y, 'Sub Total', [en(sub)], 100);
  y = kv(p, 330, y, 'GST 0%', ['0.00'], 100);
  kv(p, 330, y, 'TOTAL DUE (USD)', [en(sub)], 100);
  p.text(X, y + 40, 'Payment Terms: 30 days. Please quote invoice number on remittance.', 8);
  return {
    id: 'FI1', type: 'freight_invoice', note: 'forwarder "TAX INVOICE", MBL/HBL, "Container No(s).", POL/POD abbreviations, charges table, "12 Mar 2026"/"April 11, 2026"',
    pdf: p.finish(),
    truth: {
      invoiceNumber: 'TFS-INV-2603-0457', invoiceDate: '2026-03-12', dueDate: '2026-04-11', currency: 'USD',
      vendor: { name: 'TRANSOCEAN FREIGHT SERVICES PTE LTD' }, customer: { name: 'WESTCOAST GROCERY DISTRIBUTORS INC.' },
      shipmentReferences: { billOfLadingNumber: 'PMCLSIN0412876', containerNumbers: ['MAEU7712344'] },
      origin: { unLocode: 'SGSIN' }, destination: { unLocode: 'USLAX' },
      charges: ch.map(([c, d, b, q, rt]) => ({ code: c, description: d, quantity: q, rate: rt, amount: q * rt })),
      'charges.length': 5, subtotal: sub, taxAmount: 0, totalAmount: sub,
    },
  };
}

export const PART2 = [pl1, cd1, cd2, coo1, do1, ci1, fi1];
