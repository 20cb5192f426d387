/** Set 10, trade: Italian porcelain-tile packing list Sassuolo / La Spezia -> Houston on landscape A4 (shade and caliber codes as decoys), South African SAD 500 import declaration at Durban (ZAR, duties and VAT on the added-tax value). */
import { Pen4, cont, party, place, kg, m3, us, eu, sp, round, sum, small, stamp, barcode, d, luhn, deVat, type Doc } from './lib10.ts';

/** 7. Italian tile maker's "Packing List / Distinta di imballo": landscape A4, Helvetica, IT/EN captions, per-article pallet rows with shade/caliber/pallet ranges, m2 per article in a second table, three heavy 20' boxes. */
export function itTilePl(): Doc {
  const pen = new Pen4('Helvetica', 'A4L');
  const X = 28, R = 814;
  const shipper = party('CERAMICHE PIANE DEL SECCHIA S.P.A.', ['Via Radici in Piano 418', '41049 Sassuolo (MO), Italia'], { taxId: 'IT02441827036', phone: '+39 0536 804418', email: 'export@cerpiane.it' });
  const consignee = party('LONE STAR SURFACES DISTRIBUTION INC.', ['7800 Harwin Drive, Building C', 'Houston, TX 77036, USA'], { phone: '+1 713 555 0182' });
  const buyer = party('GULF COAST TILE & STONE LLC', ['2250 Post Oak Blvd, Suite 1400', 'Houston, TX 77056, USA']);
  const c1 = cont('MSCU', '418270'), c2 = cont('MEDU', '529381'), c3 = cont('TGHU', '630492');
  const A = [
    { sku: 'PDS-CAL-6060-NAT', de: 'Porcelain stoneware tiles "Calacatta Nova" 60x60 cm matt', sh: 'T12 / C8', pr: '1-7', n: 7, m2: 1411.2, box: 1008, nw: 6958.0, gw: 7168.0, L: 120, W: 80, H: 88, v: 5.914 },
    { sku: 'PDS-CAL-60120-LUX', de: 'Porcelain stoneware tiles "Calacatta Nova" 60x120 cm polished', sh: 'T07 / C10', pr: '8-13', n: 6, m2: 950.4, box: 660, nw: 5227.2, gw: 5413.2, L: 130, W: 70, H: 90, v: 4.914 },
    { sku: 'PDS-CEM-3060-GRY', de: 'Porcelain tiles "Cementine Urbano" 30x60 cm grey R10', sh: 'T21 / C4', pr: '14-18', n: 5, m2: 864.0, box: 600, nw: 4233.6, gw: 4393.6, L: 120, W: 80, H: 86, v: 4.128 },
    { sku: 'PDS-WOOD-20120-OAK', de: 'Wood-effect porcelain planks "Rovere Sabbia" 20x120 cm', sh: 'T03 / C2', pr: '19-24', n: 6, m2: 1036.8, box: 720, nw: 5080.3, gw: 5278.3, L: 125, W: 80, H: 85, v: 5.1 },
    { sku: 'PDS-OUT-6060-20', de: 'Outdoor porcelain pavers 60x60 cm thickness 20 mm R11', sh: 'T15 / C6', pr: '25-30', n: 6, m2: 518.4, box: 720, nw: 11301.1, gw: 11505.1, L: 120, W: 80, H: 78, v: 4.493 },
    { sku: 'PDS-MOS-3030-MIX', de: 'Glazed mosaic on mesh 30x30 cm mixed colours', sh: 'T09 / -', pr: '31-32', n: 2, m2: 172.8, box: 192, nw: 1382.4, gw: 1452.4, L: 120, W: 80, H: 70, v: 1.344 },
  ];
  const tN = sum(A.map((a) => a.n), 0), tNW = sum(A.map((a) => a.nw), 1), tGW = sum(A.map((a) => a.gw), 1), tV = sum(A.map((a) => a.v), 3);
  pen.t(X, 40, 'CERAMICHE PIANE DEL SECCHIA', 17, true); pen.t(X, 52, 'S.p.A. - Via Radici in Piano 418, 41049 Sassuolo (MO), Italia - P.IVA IT02441827036 - export@cerpiane.it', 7.4);
  pen.r(R, 36, 'DISTINTA DI IMBALLO', 14, true); pen.r(R, 50, 'PACKING LIST', 12);
  pen.hl(X, R, 58, 1);
  const kv = (x: number, y: number, it: string, en: string, v: string, b = false) => { pen.t(x, y, it, 6.8, true); pen.gray(x + pen.w(it, 6.8, true) + 3, y, `/ ${en}`, 6.4, 0.45); pen.t(x, y + 10, v, 8.4, b); };
  let y = 72;
  kv(X, y, 'Numero', 'No.', 'PL 2026/1418', true); kv(X + 110, y, 'Data', 'Date', d.dmySlash('2026-11-18')); kv(X + 200, y, 'Fattura', 'Invoice', 'FE 2026/1418');
  kv(X + 300, y, 'Vs. ordine', 'Your order', 'LSS-PO-60418'); kv(X + 420, y, 'Conferma', 'Order confirmation', 'OC 26/0871');
  kv(X + 560, y, 'Nave', 'Vessel', 'MSC ARIANE / NA647W'); kv(X + 690, y, 'Resa', 'Terms', 'FOB LA SPEZIA');
  y += 26;
  kv(X, y, 'Porto di imbarco', 'Port of loading', 'LA SPEZIA (ITSPE)'); kv(X + 200, y, 'Porto di sbarco', 'Port of discharge', 'HOUSTON, TX (USHOU)');
  kv(X + 420, y, 'Contenitori / sigilli', 'Containers / seals', `${c1} / IT 0441827   ${c2} / IT 0441828   ${c3} / IT 0441829`);
  y += 26; pen.hl(X, R, y, 0.4);
  const bl = (x: number, it: string, en: string, ls: string[]) => { pen.t(x, y + 12, it, 6.8, true); pen.gray(x + pen.w(it, 6.8, true) + 3, y + 12, `/ ${en}`, 6.4, 0.45); pen.ml(x, y + 24, ls, 8.2, 10); };
  bl(X, 'Mittente', 'Shipper', [shipper.name, 'Via Radici in Piano 418', '41049 Sassuolo (MO), Italia', `Tel ${shipper.phone}`]);
  bl(X + 265, 'Destinatario', 'Consignee', [consignee.name, '7800 Harwin Drive, Building C', 'Houston, TX 77036, USA', `Tel ${consignee.phone}`]);
  bl(X + 530, 'Acquirente', 'Buyer (sold to)', [buyer.name, '2250 Post Oak Blvd, Suite 1400', 'Houston, TX 77056, USA']);
  y += 70;
  const cx = [X, X + 110, X + 160, X + 200, X + 420, X + 470, X + 530, X + 600, X + 670, X + 720, R];
  const head = [['Marche / Marks', 'Bancali n.'], ['Bancali', 'Pallets'], ['Scatole', 'Boxes'], ['Descrizione / Description', 'Tono / Calibro - Shade / Caliber'], ['HS'], ['m2'], ['Peso netto kg', 'Net weight'], ['Peso lordo kg', 'Gross weight'], ['Misure cm', 'Dimensions'], ['m3']];
  pen.fill(X, y, R - X, 22, 0.88);
  head.forEach((h, i) => pen.ml(cx[i] + 3, y + 9, h, 6.4, 8, true));
  y += 34;
  A.forEach((a) => {
    pen.ml(X + 3, y, ['LSS HOUSTON', `PLT ${a.pr}`], 7.6, 9.4);
    pen.t(cx[1] + 3, y, `${a.n} PLT`, 8); pen.t(cx[2] + 3, y, String(a.box), 8);
    pen.ml(cx[3] + 3, y, [a.de, `${a.sh}   art. ${a.sku}`], 7.6, 9.4);
    pen.t(cx[4] + 3, y, '690721', 8); pen.r(cx[6] - 6, y, eu(a.m2, 2), 8);
    pen.r(cx[7] - 6, y, eu(a.nw, 1), 8); pen.r(cx[8] - 6, y, eu(a.gw, 1), 8); pen.t(cx[8] + 3, y, `${a.L}x${a.W}x${a.H}`, 8); pen.r(R - 4, y, eu(a.v, 3), 8);
    y += 24;
  });
  pen.hl(X, R, y - 10, 0.6);
  pen.t(X + 3, y + 2, 'TOTALE / TOTAL', 8.4, true); pen.t(cx[1] + 3, y + 2, `${tN} PLT`, 8.4, true); pen.t(cx[2] + 3, y + 2, String(sum(A.map((a) => a.box), 0)), 8.4, true);
  pen.r(cx[6] - 6, y + 2, eu(sum(A.map((a) => a.m2), 2), 2), 8.4, true); pen.r(cx[7] - 6, y + 2, eu(tNW, 1), 8.4, true); pen.r(cx[8] - 6, y + 2, eu(tGW, 1), 8.4, true); pen.r(R - 4, y + 2, eu(tV, 3), 8.4, true);
  y += 20;
  pen.t(X, y, 'Carico per contenitore / Load per container:', 7.6, true);
  pen.t(X + 190, y, `${c1}: PLT 1-13 (13)    ${c2}: PLT 14-24 (11)    ${c3}: PLT 25-32 (8)    Tara / tare 2.230 kg cad. - VGM a parte`, 7.6);
  y += 18; pen.hl(X, R, y, 0.4);
  pen.t(X, y + 12, 'Articoli / Items', 8, true);
  y += 18;
  const ix = [X, X + 130, X + 420, X + 500, X + 560, R];
  ['Codice / SKU', 'Descrizione / Description', 'Quantità / Qty', 'U.M.', 'Scatole / Boxes'].forEach((h, i) => pen.t(ix[i] + 3, y, h, 6.8, true));
  y += 12;
  A.forEach((a) => { [a.sku, a.de, eu(a.m2, 2), 'M2', `${a.box} BOX`].forEach((v, i) => pen.t(ix[i] + 3, y, v, 7.8)); y += 11; });
  y += 8;
  small(pen, X, y, 470, 'Tono e calibro indicati per ogni bancale: non mescolare lotti diversi nella stessa posa. Merce su bancali in legno trattati ISPM-15 (marchio IT-37 HT). Peso lordo comprensivo di bancale e imballo. / Shade and caliber stated per pallet: do not mix lots. ISPM-15 pallets.', 6.6, 8);
  pen.t(560, y + 6, 'Ceramiche Piane del Secchia S.p.A. - Ufficio Spedizioni', 7.4, true);
  stamp(pen, 690, y + 30, ['CERAMICHE PIANE DEL SECCHIA', 'UFFICIO SPEDIZIONI'], 4, 7, 0.45);
  pen.r(R, 580, 'Pagina 1 di 1', 7);
  return {
    id: 's10-it-tile-pl', type: 'packing_list',
    notes: 'Italian porcelain-tile maker\'s "Distinta di imballo / Packing list" Sassuolo-La Spezia-Houston on landscape A4 Helvetica: Italian bold captions with grey English after a slash, reference strip (number, date dd/mm/yyyy, invoice, order, order confirmation decoy, vessel/voyage, FOB), three containers with seals in one line, shipper / consignee / buyer side by side, per-article pallet rows with "PLT 1-7" ranges, boxes count and m2 as decoy columns next to the pallet count, shade/caliber codes "T12 / C8" and article codes under the description, decimal-comma weights, per-pallet dimensions, m3 with three decimals, load-per-container and tare line, and a second items table (SKU, description, m2).',
    pdf: pen.finish(),
    truth: {
      packingListNumber: 'PL 2026/1418', date: '2026-11-18', invoiceNumber: 'FE 2026/1418', orderNumber: 'LSS-PO-60418',
      shipper, consignee: { name: consignee.name, address: consignee.address, phone: consignee.phone }, buyer: { name: buyer.name, address: buyer.address },
      portOfLoading: place('LA SPEZIA', 'ITSPE', 'IT'), portOfDischarge: place('HOUSTON', 'USHOU', 'US'), vessel: 'MSC ARIANE',
      containers: [{ containerNumber: c1, sealNumbers: ['IT 0441827'] }, { containerNumber: c2, sealNumbers: ['IT 0441828'] }, { containerNumber: c3, sealNumbers: ['IT 0441829'] }],
      packages: A.map((a) => ({ marks: `LSS HOUSTON PLT ${a.pr}`, type: 'PALLETS', count: a.n, description: a.de, hsCode: '690721', netWeight: kg(a.nw), grossWeight: kg(a.gw), dimensions: { length: a.L, width: a.W, height: a.H, unit: 'cm' }, volume: m3(a.v) })),
      items: A.map((a) => ({ description: a.de, sku: a.sku, quantity: a.m2, unit: 'M2' })),
      totalPackages: tN, totalNetWeight: kg(tNW), totalGrossWeight: kg(tGW), totalVolume: m3(tV),
    },
  };
}

/** 8. South African SAD 500 (import, home use) at Durban: A4 Helvetica numbered boxes, ZAR values, EUR invoice at a 4-decimal rate of exchange, per item customs value, duty and VAT on ATV (customs value + 10 % + duty), 8-digit tariff with a separate check digit. */
export function zaSad500(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 24, R = 571, M = 298;
  const roe = 19.4418, fob = 84620.0;
  const vat = luhn('444182701');
  const importer = party('UMGENI PACKAGING SYSTEMS (PTY) LTD', ['18 Jacobs Road, Clairwood', 'Durban 4052, South Africa'], { taxId: vat });
  const declarant = party('BLUFF CLEARING & FORWARDING CC', ['41 Maydon Road, Maydon Wharf', 'Durban 4001, South Africa'], { phone: '+27 31 205 4418' });
  const exporter = party('SCHWARZWALD VERPACKUNGSMASCHINEN GMBH', ['Gewerbestrasse 27', '78112 St. Georgen, Germany'], { taxId: deVat('14418270') });
  const I = [
    { de: 'Automatic case erecting machine, model CE-40', hs: '8422.40.00', cd: '1', co: 'DE', q: 1, u: 'U', nw: 1840, gw: 2260, eur: 38450, r: 0 },
    { de: 'Tape sealing machines, semi-automatic', hs: '8422.40.00', cd: '1', co: 'DE', q: 2, u: 'U', nw: 620, gw: 790, eur: 14860, r: 0 },
    { de: 'Belt conveyor sections with stainless frames', hs: '8428.33.00', cd: '7', co: 'IT', q: 6, u: 'U', nw: 1380, gw: 1640, eur: 18940, r: 0 },
    { de: 'Parts of packing machinery (guides, rollers, sensors)', hs: '8422.90.90', cd: '4', co: 'DE', q: 1, u: 'SET', nw: 410, gw: 512, eur: 7620, r: 5 },
    { de: 'Plastic stretch film on rolls, LLDPE 23 micron', hs: '3920.10.19', cd: '2', co: 'DE', q: 1180, u: 'KG', nw: 1180, gw: 1262, eur: 4750, r: 10 },
  ].map((i, n) => {
    const cv = round(i.eur * roe, 0);
    const duty = round(cv * i.r / 100);
    const atv = round(cv * 1.1 + duty);
    return { ...i, n: n + 1, cv, duty, atv, vat: round(atv * 0.15) };
  });
  const tCv = sum(I.map((i) => i.cv)), tDuty = sum(I.map((i) => i.duty)), tVat = sum(I.map((i) => i.vat)), tGW = sum(I.map((i) => i.gw), 0);
  const mrn = 'DBN20261127C0441827';
  const B = (x: number, y: number, w: number, h: number, num: string, cap: string, v: string[], s = 7.8, b = false) => { pen.box(x, y, w, h, 0.5); pen.t(x + 2, y + 6.5, num ? `${num}  ${cap}` : cap, 5.4, !!num); pen.ml(x + 4, y + 15.5, v, s, s + 1.8, b); };
  pen.t(X, 30, 'SOUTH AFRICAN REVENUE SERVICE - CUSTOMS AND EXCISE', 8, true);
  pen.t(X, 42, 'SAD 500  CUSTOMS DECLARATION', 13, true); pen.r(R, 30, 'Copy 2 - for declarant', 6.8);
  pen.r(R, 42, `MRN ${mrn}`, 9.4, true);
  let y = 50;
  B(X, y, M - X, 54, '2', 'Consignor / Exporter', [exporter.name, 'Gewerbestrasse 27', '78112 St. Georgen, Germany', `VAT ${exporter.taxId}`], 7.4);
  B(M, y, 70, 27, '1', 'Declaration', ['IM  4'], 9, true); B(M + 70, y, 80, 27, '', 'Customs office', ['DBN'], 8.6, true);
  B(M + 150, y, R - M - 150, 27, 'A', 'Office of entry / Date', [`DURBAN  ${d.dmySlash('2026-11-27').replace(/(\d\d)\/(\d\d)\/(\d{4})/, '$3-$2-$1')}`], 8);
  B(M, y + 27, 90, 27, '3', 'Forms', ['1 / 2'], 8); B(M + 90, y + 27, 90, 27, '5', 'Items', [String(I.length)], 8); B(M + 180, y + 27, R - M - 180, 27, '6', 'Total packages', ['11'], 8, true);
  y += 54;
  B(X, y, M - X, 54, '8', 'Importer (customs code 21441827)', [importer.name, '18 Jacobs Road, Clairwood', 'Durban 4052, South Africa', `VAT No. ${vat}`], 7.4);
  B(M, y, R - M, 54, '14', 'Declarant / Representative (agent code 70441827)', [declarant.name, '41 Maydon Road, Maydon Wharf', 'Durban 4001, South Africa', `Tel ${declarant.phone}`], 7.4);
  y += 54;
  const w5 = (R - X) / 5;
  B(X, y, w5, 27, '15a', 'Ctry of export', ['DE'], 8.4); B(X + w5, y, w5, 27, '16', 'Country of origin', ['VARIOUS'], 8.4); B(X + 2 * w5, y, w5, 27, '17a', 'Ctry of destination', ['ZA'], 8.4);
  B(X + 3 * w5, y, w5, 27, '20', 'Delivery terms', ['FOB HAMBURG'], 8.4); B(X + 4 * w5, y, w5, 27, '25', 'Mode of transport', ['1  SEA'], 8.4);
  y += 27;
  B(X, y, 2 * w5, 27, '21', 'Vessel / transport document', ['SAFMARINE NOKWANDA 647S  B/L MAEU261441827'], 7.4);
  B(X + 2 * w5, y, w5, 27, '22', 'Currency / total invoiced', [`EUR ${us(fob)}`], 7.8, true); B(X + 3 * w5, y, w5, 27, '23', 'Rate of exchange', [roe.toFixed(4)], 8.4);
  B(X + 4 * w5, y, w5, 27, '28', 'Financial / bank', ['ABSA 2026-441'], 7.4);
  y += 27;
  B(X, y, R - X, 20, '', 'Valuation: FOB values converted at the rate in box 23; ATV = customs value + 10 % + customs duty (s.1 of the Customs and Excise Act, Schedule 1 Part 1).', [], 6); y += 24;
  I.forEach((i) => {
    const h = 62;
    pen.box(X, y, R - X, h, 0.6);
    pen.t(X + 3, y + 8, `32  Item ${i.n}`, 6, true);
    pen.t(X + 3, y + 18, '31  Packages and description of goods', 5.4);
    pen.ml(X + 6, y + 28, [i.de, i.n === 5 ? '3 PALLETS' : i.n === 1 ? '1 CRATE' : i.n === 2 ? '2 CRATES' : i.n === 3 ? '4 CRATES' : '1 CASE', 'Marks: UPS DURBAN / SVM-26-1183'], 7.6, 9.4);
    const c = (xx: number, yy: number, num: string, cap: string, v: string, b = false) => { pen.t(xx, yy, `${num} ${cap}`, 5.2); pen.t(xx, yy + 9, v, 7.8, b); };
    const bx = X + 250;
    c(bx, y + 8, '33', 'Tariff heading', i.hs, true); c(bx + 70, y + 8, '', 'CD', i.cd); c(bx + 95, y + 8, '34', 'Origin', i.co); c(bx + 135, y + 8, '37', 'CPC', 'IM4 01'); c(bx + 185, y + 8, '41', 'Qty / unit', `${us(i.q, 0)} ${i.u}`);
    c(bx, y + 28, '35', 'Gross mass kg', us(i.gw, 0)); c(bx + 70, y + 28, '38', 'Net mass kg', us(i.nw, 0)); c(bx + 135, y + 28, '42', 'Invoice EUR', us(i.eur)); c(bx + 205, y + 28, '46', 'Customs value ZAR', us(i.cv), true);
    c(bx, y + 48, '47', 'Duty rate', `${i.r}%`); c(bx + 45, y + 48, '', 'Duty ZAR', us(i.duty)); c(bx + 110, y + 48, '', 'ATV ZAR', us(i.atv)); c(bx + 185, y + 48, '', 'VAT 15% ZAR', us(i.vat));
    y += h;
  });
  y += 4;
  B(X, y, M - X, 70, '47', 'Calculation of taxes - totals (ZAR)', [`Customs value        ${us(tCv)}`, `Customs duty         ${us(tDuty)}`, `VAT (15 %)           ${us(tVat)}`, `TOTAL PAYABLE        ${us(round(tDuty + tVat))}`], 7.8);
  B(M, y, R - M, 35, '35', 'Total gross mass (kg)', [us(tGW, 0)], 8.4, true);
  B(M, y + 35, R - M, 35, 'B', 'Accounting details', ['Deferment account 0441827 - payment via EFT'], 7.4);
  y += 74;
  small(pen, X, y, R - X - 150, 'I, the undersigned, declare that the particulars in this declaration are true and complete, and that the goods have not been under-valued. Supporting documents: commercial invoice SVM-RE-26-1183 dated 12.11.2026, packing list, B/L.', 6.2, 7.6);
  pen.t(R - 140, y + 6, 'Declarant: T. NAIDOO', 7.6); pen.t(R - 140, y + 16, `Durban, ${d.dmySlash('2026-11-27')}`, 7.6);
  stamp(pen, R - 70, y + 50, ['SARS CUSTOMS', 'DURBAN - RELEASED'], 8, 7.5, 0.4);
  barcode(pen, X, 806, 200, 14, '20261127044182');
  return {
    id: 's10-za-sad500', type: 'customs_declaration',
    notes: 'South African SAD 500 import (IM 4, home use) at Durban on A4 Helvetica: numbered boxes with tiny captions, MRN top right, office of entry with an ISO date, importer VAT number and customs code in the caption, clearing agent as declarant, country of origin "VARIOUS" at header level, FOB invoice in EUR with a four-decimal rate of exchange, five item blocks each with tariff heading "8422.40.00" and a separate check digit, CPC, quantity/unit, gross and net mass, invoice EUR vs. customs value ZAR, duty rate and amount, ATV and VAT per item as decoys, a totals box (customs value, duty, VAT, total payable), deferment account decoy.',
    pdf: pen.finish(),
    truth: {
      declarationNumber: mrn, declarationType: 'IMPORT', date: '2026-11-27', customsOffice: 'DBN',
      declarant, exporter, importer: { name: importer.name, address: importer.address, taxId: importer.taxId },
      countryOfExport: 'DE', countryOfOrigin: null, countryOfDestination: 'ZA', incoterms: 'FOB', currency: 'EUR', exchangeRate: roe, totalInvoiceAmount: fob,
      transportMode: 'SEA', transportDocumentReference: 'MAEU261441827',
      items: I.map((i) => ({ itemNumber: i.n, description: i.de, hsCode: i.hs.replace(/\./g, ''), countryOfOrigin: i.co, quantity: i.q, unit: i.u, netWeight: kg(i.nw), grossWeight: kg(i.gw), customsValue: i.cv, dutyRate: i.r, dutyAmount: i.duty })),
      totalDuties: tDuty, totalTaxes: tVat, totalGrossWeight: kg(tGW), totalPackages: 11,
    },
  };
}
