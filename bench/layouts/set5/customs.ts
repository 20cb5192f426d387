/** Set 5, customs: Australian full import declaration (N10) as an ICS print in Courier over two pages, EU T1 transit accompanying document. */
import { Pen4, party, kg, us, round, sum, wrap, small, barcode, fmt, type Doc } from './lib5.ts';

/** 7. Australian import declaration (N10): key: value print, sections with dashed rules, lines as blocks continuing on page 2, dd/mm/yyyy. */
export function australianN10(): Doc {
  const pen = new Pen4('Courier', 'A4');
  const X = 36, R = 559, id = 'AEJK7W8R3', fx = 0.5987;
  const owner = party('BRUNSWICK ESPRESSO SUPPLIES PTY LTD', ['14 TINNING STREET', 'BRUNSWICK VIC 3056'], { taxId: '53612447980' });
  const broker = party('SOUTHBANK CUSTOMS & FREIGHT PTY LTD', ['LEVEL 2, 600 LORIMER STREET', 'PORT MELBOURNE VIC 3207'], { taxId: '71098765432' });
  const supplier = party('MACCHINE CAFFE VENETE S.P.A.', ['VIA DELLA FORNACE 12', '31050 PONZANO VENETO (TV)', 'ITALY'], { taxId: 'IT03981240268' });
  const raw: Array<[string, string, string, number, string, number, number]> = [
    ['ESPRESSO COFFEE MACHINES, COMMERCIAL, 2 GROUP, 10 L BOILER', '84198100', '31', 24, 'NO', 98400, 5],
    ['COFFEE GRINDERS, ELECTRIC, FLAT BURR 64 MM', '85094000', '24', 60, 'NO', 37800, 5],
    ['SPARE PARTS FOR ESPRESSO MACHINES: GROUP HEADS, GASKETS, SHOWER SCREENS', '84199000', '09', 380, 'KG', 21460, 5],
    ['STAINLESS STEEL MILK JUGS AND TAMPERS', '73239300', '01', 1500, 'NO', 8760, 0],
  ];
  const ti = 4312.45; // transport and insurance (AUD), apportioned to line 1 for GST only
  const items = raw.map(([desc, hs, stat, q, unit, eur, rate], i) => {
    const cv = round(eur / fx), duty = round((cv * rate) / 100), gst = round((cv + duty + (i === 0 ? ti : 0)) * 0.1);
    return { no: i + 1, desc, hs, stat, q, unit, eur, rate, cv, duty, gst };
  });
  const inv = sum(items.map((i) => i.eur)), tDuty = sum(items.map((i) => i.duty)), tGst = sum(items.map((i) => i.gst));
  const L = 9.6, K = 190;
  let y = 0;
  const kv = (k: string, v: string, x = X, tab = K) => { pen.t(x, y, k, 7.6); pen.t(x + tab, y, v, 7.6, true); };
  const line = (k: string, v: string) => { kv(k, v); y += L; };
  const sect = (t: string) => { y += 4; pen.t(X, y, '-'.repeat(91), 7.6); y += L; pen.t(X, y, t, 8, true); y += L + 2; };
  const head = (pg: number) => {
    pen.t(X, 34, 'AUSTRALIAN BORDER FORCE          INTEGRATED CARGO SYSTEM', 8, true);
    pen.t(X, 44, 'IMPORT DECLARATION (N10) - FULL PRINT', 10, true);
    pen.r(R, 34, `PAGE ${pg} OF 2`, 7.6); pen.r(R, 44, 'PRINTED 17/03/2026 14:06', 7.6);
    pen.t(X, 58, `DECLARATION ID: ${id}   VERSION: 2   STATUS: CLEARED`, 8.5, true);
    pen.hl(X, R, 64, 1);
    y = 78;
  };
  head(1);
  barcode(pen, R - 150, 70, 150, 14, '4211027310');
  y = 96;
  line('OWNER NAME', owner.name); line('OWNER ID (ABN)', '53612447980'); line('OWNER ADDRESS', '14 TINNING STREET, BRUNSWICK VIC 3056');
  line('OWNER REFERENCE', 'BES-PO-26-044');
  sect('BROKER / DECLARANT');
  line('BROKER NAME', broker.name); line('BROKER ABN', '71098765432'); line('BROKER ADDRESS', 'LEVEL 2, 600 LORIMER STREET, PORT MELBOURNE VIC 3207');
  line('LICENCE NO.', 'C10482   NOMINATED: K. PAPADOPOULOS');
  sect('SUPPLIER');
  line('SUPPLIER NAME', supplier.name); line('SUPPLIER ID', 'IT03981240268'); line('SUPPLIER ADDRESS', 'VIA DELLA FORNACE 12, 31050 PONZANO VENETO (TV), ITALY');
  sect('HEADER');
  line('DECLARATION DATE', '17/03/2026'); line('DISCHARGE PORT / CUSTOMS OFFICE', 'AUMEL - MELBOURNE'); line('MODE OF TRANSPORT', 'SEA');
  line('VESSEL / VOYAGE', 'MSC ANTONELLA / HA611R'); line('OCEAN BILL OF LADING', 'HLCUGOA260218441'); line('ARRIVAL DATE', '15/03/2026');
  line('COUNTRY OF EXPORT', 'IT'); line('GROSS WEIGHT (KG)', us(11284.6, 1)); line('NUMBER OF PACKAGES', '38 PK');
  sect('VALUATION');
  line('INVOICE TERM TYPE', 'FOB'); line('INVOICE CURRENCY', 'EUR'); line('INVOICE TOTAL', us(inv)); line('EXCHANGE RATE', fx.toFixed(4));
  line('T & I (AUD)', us(ti)); line('VALUATION BASIS', 'TRANSACTION VALUE (S.161)');
  sect('DUTY AND TAX SUMMARY (AUD)');
  line('CUSTOMS DUTY', us(tDuty)); line('GST', us(tGst)); line('WET / LCT', '0.00'); line('TOTAL AMOUNT PAYABLE', us(round(tDuty + tGst)));
  line('PAYMENT', 'DEFERRED GST SCHEME - DEF-GST-88214');
  sect('LINES');
  const block = (it: (typeof items)[number]) => {
    pen.t(X, y, `LINE ${it.no}`, 8, true); y += L;
    const dl = wrap(pen, it.desc, R - X - K, 7.6, true);
    kv('GOODS DESCRIPTION', dl[0]); y += L; dl.slice(1).forEach((l) => { pen.t(X + K, y, l, 7.6, true); y += L; });
    kv('TARIFF CLASSIFICATION', it.hs); kv('STAT', it.stat, X + 300, 60); y += L;
    kv('ORIGIN COUNTRY', 'IT'); kv('TREATMENT', 'GENERAL', X + 300, 60); y += L;
    kv('QUANTITY', `${fmt(it.q, 0, '', '.')} ${it.unit}`); y += L;
    kv('PRICE (EUR)', us(it.eur)); y += L;
    kv('CUSTOMS VALUE (AUD)', us(it.cv)); y += L;
    kv('DUTY RATE', it.rate ? `${it.rate}%` : 'FREE'); kv('DUTY', us(it.duty), X + 300, 60); y += L;
    kv('GST', us(it.gst)); y += L + 6;
  };
  block(items[0]);
  pen.t(X, 812, `${id}  -  continued on page 2`, 7); pen.r(R, 812, 'ICS-N10 FULL', 7);
  pen.page(); head(2);
  pen.t(X, y, 'LINES (CONTINUED)', 8, true); y += L + 2;
  items.slice(1).forEach(block);
  y += 6; pen.t(X, y, '='.repeat(91), 7.6); y += L + 2;
  small(pen, X, y, R - X, 'DECLARATION: I declare that the information in this import declaration is true and correct. Communicated electronically by the licensed customs broker named above under section 71K of the Customs Act 1901. Duty and GST computed by ICS; WET and LCT not applicable. Authority to deal received.', 7, 9);
  pen.t(X, 812, `${id}  -  end of declaration`, 7); pen.r(R, 812, 'ICS-N10 FULL', 7);
  return {
    id: 's5-au-n10', type: 'customs_declaration',
    notes: 'Australian full import declaration (N10) as a Courier ICS print on two pages: label/value pairs in two columns of fixed text, sections separated by dashed rules (owner with ABN, broker, supplier, header, valuation, duty/tax summary), EUR FOB invoice converted at 0.5987 (AUD per foreign unit inverted), T&I amount, lines as key/value blocks (tariff 8 digits + STAT code, treatment, quantity with NO/KG units, customs value AUD, duty rate 5%/FREE, GST) with line 1 on page 1 and lines 2-4 on page 2, dates dd/mm/yyyy.',
    pdf: pen.finish(),
    truth: {
      declarationNumber: id, declarationType: 'IMPORT', date: '2026-03-17', customsOffice: 'AUMEL',
      declarant: broker, exporter: supplier, importer: owner,
      countryOfExport: 'IT', incoterms: 'FOB', currency: 'EUR', exchangeRate: fx, totalInvoiceAmount: inv,
      transportMode: 'SEA', transportDocumentReference: 'HLCUGOA260218441',
      items: items.map((it) => ({ itemNumber: it.no, description: it.desc, hsCode: it.hs, countryOfOrigin: 'IT', quantity: it.q, unit: it.unit, customsValue: it.cv, dutyRate: it.rate, dutyAmount: it.duty })),
      totalDuties: tDuty, totalTaxes: tGst, totalGrossWeight: kg(11284.6), totalPackages: 38,
    },
  };
}

/** 8. EU T1 transit accompanying document (TAD): SAD-style numbered boxes, MRN with barcode, masses with decimal comma, items on a continuation list. */
export function euT1Tad(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 26, R = 569, mrn = '26NL4TQ8A2W17RX9J3';
  const consignor = party('MAASVLAKTE BONDED LOGISTICS B.V.', ['Europaweg 910', '3199 LC Maasvlakte Rotterdam', 'NL'], { taxId: 'NL823456781' });
  const consignee = party('RHEINHAFEN HANDELS AG', ['Hafenstrasse 44', '4057 Basel', 'CH'], { taxId: 'CHE-114.578.220' });
  const principal = party('DUTCH TRANSIT SERVICES B.V.', ['Albert Plesmanweg 160', '3088 GD Rotterdam', 'NL'], { taxId: 'NL812345670' });
  const items = [
    { d: 'LITHIUM-ION ACCUMULATORS FOR E-BIKES, 36V 14AH', hs: '850760', o: 'CN', pk: 120, k: 'CT', gw: 2460.5, nw: 2184 },
    { d: 'ELECTRIC BICYCLE FRAMES OF ALUMINIUM, UNPAINTED', hs: '871491', o: 'CN', pk: 96, k: 'CT', gw: 3312, nw: 2880 },
    { d: 'BICYCLE WHEELS WITH HUB MOTOR 250W', hs: '850131', o: 'VN', pk: 210, k: 'CT', gw: 4305.25, nw: 3969 },
    { d: 'BICYCLE BRAKE LEVERS AND DISC BRAKE SETS', hs: '871494', o: 'TW', pk: 44, k: 'CT', gw: 836, nw: 748.6 },
    { d: 'LED BICYCLE LIGHTING SETS', hs: '851210', o: 'CN', pk: 30, k: 'CT', gw: 402.75, nw: 351 },
  ];
  const tPk = items.reduce((a, i) => a + i.pk, 0), tGw = sum(items.map((i) => i.gw), 3);
  const ec = (v: number) => fmt(v, 3, ' ', ',');
  const B = (x: number, y: number, w: number, h: number, label: string, v: string[], s = 8) => pen.field(x, y, w, h, label, v, s, 5.5);
  pen.t(X, 30, 'EUROPEAN COMMUNITY', 8, true);
  pen.c(297, 30, 'TRANSIT ACCOMPANYING DOCUMENT', 12, true);
  pen.c(297, 40, 'Document d\'accompagnement transit / Versandbegleitdokument', 6.5);
  let y = 48;
  B(X, y, 270, 64, '2 Consignor/Exporter   No. NL823456781', [consignor.name, 'Europaweg 910', '3199 LC Maasvlakte Rotterdam', 'NL']);
  B(296, y, 90, 32, '1 DECLARATION', ['T1'], 12);
  B(386, y, 183, 32, '3 Forms        4 Loading lists', ['1 / 1              1']);
  B(296, y + 32, 273, 32, 'MRN', [mrn], 11);
  y += 64;
  barcode(pen, 300, y + 4, 265, 26, '26041782179');
  B(X, y, 270, 64, '8 Consignee   No. CHE-114.578.220', [consignee.name, 'Hafenstrasse 44', '4057 Basel', 'CH']);
  y += 64;
  pen.box(296, y - 30, 273, 30, 0.5);
  B(X, y, 90, 28, '5 Items', ['5']); B(X + 90, y, 90, 28, '6 Total packages', [String(tPk)]); B(X + 180, y, 90, 28, '15 Country of dispatch', ['NL']);
  B(296, y, 130, 28, '17 Country of destination', ['CH']); B(426, y, 143, 28, '35 Gross mass (kg)', [ec(tGw)]);
  y += 28;
  B(X, y, 270, 28, '18 Identity and nationality of means of transport at departure', ['97-BVH-3 / OR-44-KL   NL']);
  B(296, y, 130, 28, '19 Ctr.', ['0']); B(426, y, 143, 28, '25 / 26 Mode of transport', ['3 - ROAD']);
  y += 28;
  B(X, y, 270, 28, '21 Identity and nationality of active means of transport crossing the border', ['97-BVH-3   NL']);
  B(296, y, 273, 28, '40 Summary declaration / Previous document', ['N705 - MAEU260118774']);
  y += 28;
  B(X, y, 270, 28, 'C Office of departure', ['NL000854 - ROTTERDAM MAASVLAKTE']);
  B(296, y, 273, 28, '53 Office of destination (and country)', ['CH003011 - BASEL WEIL AM RHEIN AUTOBAHN, CH']);
  y += 28;
  B(X, y, 270, 44, '50 Principal (holder of the transit procedure)   No. NL812345670', [principal.name, 'Albert Plesmanweg 160, 3088 GD Rotterdam, NL'], 7.5);
  B(296, y, 273, 44, '52 Guarantee', ['GRN 26NL0000001A4K7  -  ACCESS CODE ****', 'NOT VALID FOR: --'], 7.5);
  y += 44;
  B(X, y, 270, 28, 'D Control by office of departure', ['RESULT: A1  SEALS AFFIXED: 2  NL-C 7731482, 7731483'], 7);
  B(296, y, 273, 28, 'Time limit / Date of acceptance', ['19.03.2026   /   12.03.2026'], 8.5);
  y += 36;
  pen.t(X, y, 'LIST OF ITEMS', 9, true); pen.r(R, y, 'MRN ' + mrn, 7.5);
  y += 6;
  const cx = [X, X + 40, X + 250, X + 310, X + 350, X + 400, X + 470, R];
  const hd = [['32 Item', 'No.'], ['31 Packages and description of goods', 'Marks and numbers - Container No(s) - Number and kind'], ['33 Commodity', 'code'], ['34a Ctry', 'origin'], ['Pkgs'], ['35 Gross', 'mass (kg)'], ['38 Net', 'mass (kg)']];
  pen.fill(X, y, R - X, 20, 0.88); pen.box(X, y, R - X, 20, 0.6);
  hd.forEach((h, i) => pen.ml(cx[i] + 3, y + 8, h, 5.8, 7, true));
  const top = y; y += 20;
  items.forEach((it, i) => {
    const ls = [...wrap(pen, it.d, 200, 7.5), `MARKS: RHH-BSL-${i + 1}   ${it.pk} ${it.k} (CARTONS)`];
    pen.c(cx[0] + 20, y + 11, String(i + 1), 8); pen.ml(cx[1] + 3, y + 11, ls, 7.5, 9.2);
    pen.t(cx[2] + 3, y + 11, it.hs, 8); pen.c((cx[3] + cx[4]) / 2, y + 11, it.o, 8); pen.r(cx[5] - 3, y + 11, String(it.pk), 8);
    pen.r(cx[6] - 3, y + 11, ec(it.gw), 8); pen.r(R - 3, y + 11, ec(it.nw), 8);
    y += ls.length * 9.2 + 8; pen.hl(X, R, y, 0.3);
  });
  pen.box(X, top, R - X, y - top, 0.6); cx.slice(1, -1).forEach((x) => pen.vl(x, top, y, 0.4));
  pen.t(cx[1] + 3, y + 11, 'TOTAL', 8, true); pen.r(cx[5] - 3, y + 11, String(tPk), 8, true); pen.r(cx[6] - 3, y + 11, ec(tGw), 8, true);
  y += 26;
  small(pen, X, y, R - X, 'This document is to be presented at the office of transit and office of destination together with the goods. Goods under a transit procedure shall be presented intact at the office of destination within the prescribed time limit, with the identification measures taken by the office of departure intact. Document printed by NCTS Phase 5 (NL) - Regulation (EU) 2015/2447, Annex B-02.', 6.5, 8);
  pen.t(X, 812, 'TAD  -  MRN ' + mrn, 6.5); pen.r(R, 812, 'Page 1 of 1', 6.5);
  return {
    id: 's5-eu-t1-tad', type: 'customs_declaration',
    notes: 'EU NCTS transit accompanying document (T1) from Rotterdam to Basel: SAD-style boxes with their numbers ("2 Consignor/Exporter No. ...", "8 Consignee", "15 Country of dispatch", "17 Country of destination", "25/26 Mode of transport 3 - ROAD"), MRN in a box and again above the item list, tax ids printed inside the box captions, principal (box 50) as declarant, previous document N705 with the ocean B/L, office of departure as customs office code, time limit vs date of acceptance in one box ("19.03.2026 / 12.03.2026"), item list with commodity codes, origin per item, gross and net masses with decimal comma and space grouping (2 460,500).',
    pdf: pen.finish(),
    truth: {
      declarationNumber: mrn, declarationType: 'TRANSIT', date: '2026-03-12', customsOffice: 'NL000854',
      declarant: principal, exporter: consignor, importer: consignee,
      countryOfExport: 'NL', countryOfDestination: 'CH', transportMode: 'ROAD', transportDocumentReference: 'MAEU260118774',
      items: items.map((it, i) => ({ itemNumber: i + 1, description: it.d, hsCode: it.hs, countryOfOrigin: it.o, quantity: it.pk, grossWeight: kg(it.gw), netWeight: kg(it.nw) })),
      totalGrossWeight: kg(tGw), totalPackages: tPk,
    },
  };
}
