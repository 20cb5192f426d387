/** Set 6, customs: Indian shipping bill (ICEGATE-style print, Courier, parts I-III over 2 pages). */
import { Pen4, party, kg, us, indian, round, sum, table, small, wrap, type Doc } from '../set5/lib5.ts';

/** 8. Indian shipping bill for export, ICEGATE-style: numbered fields "1.PORT CODE", dates 06-MAR-26, FOB in INR per item, EUR invoice, drawback columns as decoys. */
export function inShippingBill(): Doc {
  const pen = new Pen4('Courier', 'A4');
  const X = 28, R = 567;
  const exporter = party('TRIMURTI FORGINGS PRIVATE LIMITED', ['Gat No. 418, Chakan Industrial Area Phase II', 'Khed, Pune, Maharashtra 410501'], { taxId: '27AABCT4418K1Z6' });
  const consignee = party('RHEINFLANSCH HANDELS GMBH', ['Hafenstrasse 41', '47119 Duisburg, Germany'], {});
  const cha = party('SAHYADRI CUSTOMS BROKERS PVT LTD', ['Plot 22, Sector 11, CBD Belapur, Navi Mumbai 400614'], {});
  const fx = 91.35;
  const it = [
    { d: 'FORGED STEEL WELD NECK FLANGES ASTM A105 2" 150#', hs: '73079190', q: 2400, u: 'NOS', r: 4.85 },
    { d: 'FORGED STEEL WELD NECK FLANGES ASTM A105 4" 300#', hs: '73079190', q: 1600, u: 'NOS', r: 12.6 },
    { d: 'FORGED STEEL SLIP-ON FLANGES ASTM A105 6" 150#', hs: '73079190', q: 900, u: 'NOS', r: 16.2 },
    { d: 'FORGED BLIND FLANGES ASTM A105 8" 150#', hs: '73079190', q: 420, u: 'NOS', r: 31.75 },
    { d: 'STAINLESS STEEL WELD NECK FLANGES F316L 3" 150#', hs: '73072100', q: 800, u: 'NOS', r: 22.4 },
    { d: 'STAINLESS STEEL SLIP-ON FLANGES F304L 4" 150#', hs: '73072100', q: 650, u: 'NOS', r: 24.9 },
    { d: 'FORGED STEEL SOCKET WELD FITTINGS (ELBOWS 90 DEG) 1"', hs: '73079990', q: 5000, u: 'NOS', r: 1.38 },
    { d: 'OPEN DIE FORGED RINGS, ALLOY STEEL 42CRMO4', hs: '73269099', q: 3850, u: 'KGS', r: 2.95 },
  ].map((x, i) => { const v = round(x.q * x.r); return { ...x, n: i + 1, v, fob: round(v * fx) }; });
  const inv = sum(it.map((x) => x.v)), fob = sum(it.map((x) => x.fob));
  const H = (title: string, y: number) => { pen.fill(X, y, R - X, 11, 0.85); pen.t(X + 3, y + 8.5, title, 7.5, true); return y + 15; };
  const F = (x: number, y: number, label: string, v: string, w = 0) => { pen.t(x, y, label, 6.4); pen.t(x + (w || pen.w(label + ' ', 6.4)), y, v, 7.6, true); };
  pen.c(297, 30, 'INDIAN CUSTOMS EDI SYSTEM', 10, true);
  pen.c(297, 42, 'SHIPPING BILL FOR EXPORT OF DUTY FREE GOODS / DRAWBACK (ICEGATE PRINT)', 7.5);
  pen.r(R, 30, 'Page 1 of 2', 6.5);
  let y = 52;
  pen.box(X, y, R - X, 36, 0.6);
  F(X + 4, y + 11, '1.PORT CODE', 'INNSA1'); F(X + 140, y + 11, '2.SB NO', '4418273'); F(X + 290, y + 11, '3.SB DATE', '06-MAR-26'); F(X + 420, y + 11, '4.STATUS', 'LEO');
  F(X + 4, y + 26, '5.CUSTOMS STATION', 'JAWAHARLAL NEHRU CUSTOM HOUSE, NHAVA SHEVA'); F(X + 380, y + 26, '6.LEO DATE', '07-MAR-26');
  y += 42;
  y = H('PART - I  -  SHIPPING BILL SUMMARY', y);
  pen.t(X, y + 2, '7.EXPORTER\'S NAME & ADDRESS', 6.4); pen.t(300, y + 2, '8.CONSIGNEE NAME & ADDRESS', 6.4);
  pen.ml(X, y + 12, [exporter.name, 'Gat No. 418, Chakan Industrial Area Phase II', 'Khed, Pune, Maharashtra 410501', 'IEC/Br: 0509018823/0', 'GSTIN/TYPE: 27AABCT4418K1Z6/GSTN'], 7.4, 9);
  pen.ml(300, y + 12, [consignee.name, 'Hafenstrasse 41', '47119 Duisburg, Germany'], 7.4, 9);
  y += 60;
  pen.t(X, y, '9.CB NAME / CODE', 6.4); pen.ml(X, y + 10, [cha.name + ' / 11/1874', 'Plot 22, Sector 11, CBD Belapur, Navi Mumbai 400614'], 7.4, 9);
  y += 34;
  const g: Array<[string, string]> = [['10.MODE', 'SEA'], ['11.PORT OF LOADING', 'INNSA1'], ['12.COUNTRY OF FINAL DEST', 'GERMANY'], ['13.PORT OF FINAL DEST', 'DEHAM'],
    ['14.STATE OF ORIGIN', 'MAHARASHTRA'], ['15.NO. OF PKTS', '46'], ['16.GROSS WT (KGS)', '38,912.500'], ['17.NET WT (KGS)', '37,405.000'],
    ['18.NO. OF CONTAINERS', '2'], ['19.LOOSE PKTS', '0'], ['20.RBI WAIVER NO', 'NIL'], ['21.AD CODE', '0510042']];
  pen.box(X, y - 2, R - X, 60, 0.5);
  g.forEach(([l, v], i) => { const cx = X + 4 + (i % 4) * 135, cy = y + 8 + Math.floor(i / 4) * 18; pen.t(cx, cy, l, 6); pen.t(cx, cy + 8.5, v, 7.6, true); });
  y += 64;
  pen.t(X, y + 4, '22.CONTAINER DETAILS: MSKU7741086 (40GP) SEAL 4418821  /  MRKU2054917 (40GP) SEAL 4418822', 7);
  y += 12;
  y = H('PART - II  -  INVOICE DETAILS', y);
  const iv: Array<[string, string]> = [['1.INVOICE NO', 'TFPL/EXP/25-26/0917'], ['2.INV DATE', '04-MAR-26'], ['3.INV AMT', us(inv)], ['4.CURRENCY', 'EUR'],
    ['5.NATURE OF CONTRACT', 'FOB'], ['6.EXCHANGE RATE', `1 EUR = ${fx} INR`], ['7.FOB VALUE (FC)', us(inv)], ['8.FOB VALUE (INR)', indian(fob)],
    ['9.FREIGHT', '0.00'], ['10.INSURANCE', '0.00'], ['11.BUYER\'S ORDER NO', 'RF-4500-2217'], ['12.PAYMENT TERMS', 'DA 60 DAYS']];
  iv.forEach(([l, v], i) => { const cx = X + 4 + (i % 4) * 135, cy = y + 4 + Math.floor(i / 4) * 18; pen.t(cx, cy, l, 6); pen.t(cx, cy + 8.5, v, 7.6, true); });
  y += 58;
  y = H('PART - III  -  ITEM DETAILS', y);
  y = table(pen, X, y, [
    { title: ['INV', 'SN'], w: 22, align: 'c' }, { title: ['ITEM', 'SN'], w: 22, align: 'c' }, { title: ['RITC / HS CD'], w: 52 }, { title: ['DESCRIPTION'], w: 170 },
    { title: ['QUANTITY'], w: 50, align: 'r' }, { title: ['UQC'], w: 26, align: 'c' }, { title: ['RATE', '(EUR)'], w: 38, align: 'r' }, { title: ['VALUE (FC)'], w: 58, align: 'r' },
    { title: ['FOB (INR)'], w: 62, align: 'r' }, { title: ['DBK', 'SNO'], w: 39 },
  ], it.map((x) => [['1'], [String(x.n)], [x.hs], wrap(pen, x.d, 164, 6.6), [us(x.q, 3)], [x.u], [us(x.r, 2)], [us(x.v)], [indian(x.fob)], [x.hs.slice(0, 4) + '99B']]), { size: 6.6, headSize: 5.8, vlines: false });
  pen.t(X + 120, y + 10, 'TOTAL', 7, true); pen.r(X + 438 - 3, y + 10, us(inv), 7, true); pen.r(X + 500 - 3, y + 10, indian(fob), 7, true);
  pen.page();
  pen.c(297, 30, 'INDIAN CUSTOMS EDI SYSTEM', 10, true); pen.r(R, 30, 'Page 2 of 2', 6.5);
  pen.t(X, 46, 'SB NO 4418273  DT 06-MAR-26  PORT INNSA1', 7.5, true);
  y = H('PART - IV  -  DRAWBACK & ROSCTL DETAILS', 56);
  y = table(pen, X, y, [{ title: ['ITEM SN'], w: 50, align: 'c' }, { title: ['DBK SNO'], w: 80 }, { title: ['RATE %'], w: 60, align: 'r' }, { title: ['DBK AMT (INR)'], w: 100, align: 'r' }, { title: ['RODTEP AMT (INR)'], w: 100, align: 'r' }],
    it.map((x) => [[String(x.n)], [x.hs.slice(0, 4) + '99B'], ['1.50'], [indian(round(x.fob * 0.015))], [indian(round(x.fob * 0.009))]]), { size: 6.6, headSize: 5.8 });
  y += 10;
  y = H('PART - V  -  DECLARATION', y);
  small(pen, X, y + 4, R - X, 'We declare that the particulars given herein above are true and correct. We declare that we intend to claim rewards under the Remission of Duties and Taxes on Exported Products (RoDTEP) scheme. We undertake to abide by the provisions of the Foreign Exchange Management Act, 1999, as amended from time to time, including realisation or repatriation of foreign exchange to or from India. The goods are of Indian origin.', 6.4, 8);
  pen.t(X, y + 56, 'COUNTRY OF ORIGIN: INDIA', 7.6, true);
  pen.t(X, y + 80, 'SIGNATURE OF EXPORTER / CUSTOMS BROKER', 6.4); pen.t(330, y + 80, 'LET EXPORT ORDER: 07-MAR-26  APPRAISER (EXPORT SHED)', 6.4);
  pen.t(X, y + 92, 'For SAHYADRI CUSTOMS BROKERS PVT LTD (G-Card 11/1874/AK)', 7.2, true);
  return {
    id: 's6-in-shipping-bill', type: 'customs_declaration',
    notes: 'Indian ICEGATE-style shipping bill for export in Courier over 2 pages: numbered field captions ("2.SB NO", "3.SB DATE") with values beside or below, dates "06-MAR-26" (SB date vs LEO date 07-MAR-26 vs invoice 04-MAR-26), port code INNSA1 as the customs office, GSTIN as exporter tax id next to IEC, customs broker as declarant with CB code, summary fields in a 4-column grid (gross weight "38,912.500"), EUR invoice with FOB in INR in Indian lakh grouping per item (= customsValue), items with RITC codes and descriptions wrapped over two lines, drawback/RoDTEP amounts on page 2 as decoys (not duties).',
    pdf: pen.finish(),
    truth: {
      declarationNumber: '4418273', declarationType: 'EXPORT', date: '2026-03-06', customsOffice: 'INNSA1',
      declarant: { name: cha.name, address: cha.address, taxId: null, email: null, phone: null }, exporter, importer: consignee,
      countryOfExport: 'IN', countryOfOrigin: 'IN', countryOfDestination: 'DE', incoterms: 'FOB', currency: 'EUR', exchangeRate: fx, totalInvoiceAmount: inv,
      transportMode: 'SEA', transportDocumentReference: null,
      items: it.map((x) => ({ itemNumber: x.n, description: x.d, hsCode: x.hs, quantity: x.q, unit: x.u, customsValue: x.fob })),
      totalGrossWeight: kg(38912.5), totalPackages: 46,
    },
  };
}
