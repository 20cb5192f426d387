/** Set 11, trade: Chinese (Tianjin) bicycle exporter's packing list to Koper on landscape A4 with carton-number ranges and per-carton / total columns, Norwegian import declaration (Tolldeklarasjon) by road from Lithuania with NOK values, space thousands and decimal commas. */
import { Pen4, cont, party, place, kg, m3, us, round, sum, wrap, small, stamp, barcode, d5, siVat, orgnr, nok, d11, type Doc } from './lib11.ts';

/** 7. Chinese packing list: landscape A4 Helvetica, ruled table with C/No. ranges, qty per carton and total, N.W./G.W. per carton and total, carton size and CBM, "SAY TOTAL" in words, shipping marks block, model list as a second table. */
export function cnBikePl(): Doc {
  const pen = new Pen4('Helvetica', 'A4L');
  const X = 28, R = 814;
  const c1 = cont('TGHU', '441827'), c2 = cont('FCIU', '803356');
  const shipper = party('TIANJIN GOLDEN WHEEL BICYCLE CO., LTD.', ['No. 18 Xinghua 7th Road, Xiqing Economic Development Area', 'Tianjin 300385, China'], { phone: '+86 22 2397 4418', email: 'export@gwbike.cn' });
  const consignee = party('KOLESARSKI CENTER ADRIA D.O.O.', ['Ankaranska cesta 7', '6000 Koper, Slovenia'], { taxId: siVat('4418270'), phone: '+386 5 663 4418' });
  const buyer = party('VELO CENTRAL EUROPE GMBH', ['Mariahilfer Straße 101', '1060 Wien, Austria']);
  const A = [
    { r: [1, 120], sku: 'GW-CT700-48', de: 'CITY BICYCLE 28", ALU FRAME 48 CM, 7-SPEED HUB', hs: '8712.00', pc: 1, nw: 16.2, gw: 19.8, L: 142, W: 22, H: 76 },
    { r: [121, 240], sku: 'GW-CT700-53', de: 'CITY BICYCLE 28", ALU FRAME 53 CM, 7-SPEED HUB', hs: '8712.00', pc: 1, nw: 16.6, gw: 20.3, L: 145, W: 22, H: 78 },
    { r: [241, 300], sku: 'GW-EB500-M', de: 'ELECTRIC CITY BICYCLE 250W, 36V 13AH BATTERY (UN3171)', hs: '8711.60', pc: 1, nw: 24.5, gw: 29.0, L: 150, W: 24, H: 82 },
    { r: [301, 390], sku: 'GW-KD16', de: 'CHILDREN BICYCLE 16" WITH TRAINING WHEELS', hs: '8712.00', pc: 2, nw: 17.4, gw: 20.6, L: 100, W: 30, H: 58 },
    { r: [391, 430], sku: 'GW-ACC-BSK', de: 'FRONT BASKETS, STEEL WIRE, BLACK', hs: '8714.99', pc: 50, nw: 21.0, gw: 23.5, L: 60, W: 40, H: 45 },
  ].map((a) => {
    const n = a.r[1] - a.r[0] + 1;
    const cbmCtn = round((a.L * a.W * a.H) / 1e6, 4);
    return { ...a, n, q: n * a.pc, tnw: round(n * a.nw, 1), tgw: round(n * a.gw, 1), cbm: round(n * cbmCtn, 3), cbmCtn };
  });
  const tN = sum(A.map((a) => a.n), 0), tNW = sum(A.map((a) => a.tnw), 1), tGW = sum(A.map((a) => a.tgw), 1), tV = sum(A.map((a) => a.cbm), 3), tQ = sum(A.map((a) => a.q), 0);
  pen.c((X + R) / 2, 38, 'TIANJIN GOLDEN WHEEL BICYCLE CO., LTD.', 15, true);
  pen.c((X + R) / 2, 50, 'No. 18 Xinghua 7th Road, Xiqing Economic Development Area, Tianjin 300385, China   Tel: +86 22 2397 4418   E-mail: export@gwbike.cn', 7.4);
  pen.c((X + R) / 2, 72, 'PACKING LIST', 17, true);
  pen.hl((X + R) / 2 - 70, (X + R) / 2 + 70, 75, 0.8);
  let y = 92;
  const lv = (x: number, yy: number, l: string, v: string, b = false) => { pen.t(x, yy, l, 7.6, true); pen.t(x + 78, yy, v, 8.2, b); };
  pen.t(X, y, 'TO (CONSIGNEE):', 7.6, true);
  pen.ml(X, y + 11, [consignee.name, 'Ankaranska cesta 7, 6000 Koper, Slovenia', `VAT: ${consignee.taxId}   Tel: ${consignee.phone}`], 8.2, 10);
  pen.t(X + 270, y, 'FOR ACCOUNT OF (BUYER):', 7.6, true);
  pen.ml(X + 270, y + 11, [buyer.name, 'Mariahilfer Straße 101, 1060 Wien, Austria'], 8.2, 10);
  lv(560, y, 'P/L NO.:', 'GW26-PL-0418', true); lv(560, y + 11, 'DATE:', d5.dashMON('2026-12-02')); lv(560, y + 22, 'INVOICE NO.:', 'GW26-CI-0418');
  lv(560, y + 33, 'S/C NO.:', 'VCE-2026-0917'); lv(560, y + 44, 'L/C NO.:', 'NIL (T/T 30/70)');
  y += 56;
  pen.t(X, y, 'FROM:', 7.6, true); pen.t(X + 34, y, 'XINGANG, TIANJIN, CHINA', 8.2); pen.t(X + 180, y, 'TO:', 7.6, true); pen.t(X + 200, y, 'KOPER, SLOVENIA', 8.2);
  pen.t(X + 320, y, 'BY:', 7.6, true); pen.t(X + 340, y, 'COSCO SHIPPING SAGITTARIUS V.041W', 8.2);
  pen.t(X + 560, y, 'CONTAINERS:', 7.6, true); pen.t(X + 620, y, `${c1} / SEAL TJ441827`, 7.8); pen.t(X + 620, y + 10, `${c2} / SEAL TJ441828`, 7.8);
  y += 20;
  const cols: Array<[string[], number, 'l' | 'r']> = [[['C/NO.'], 56, 'l'], [['DESCRIPTION OF GOODS'], 244, 'l'], [['HS CODE'], 46, 'l'], [['CTNS'], 34, 'r'], [['QTY/', 'CTN'], 30, 'r'], [['TOTAL', 'QTY (PCS)'], 46, 'r'], [['N.W./CTN', '(KGS)'], 46, 'r'], [['G.W./CTN', '(KGS)'], 46, 'r'], [['TOTAL N.W.', '(KGS)'], 54, 'r'], [['TOTAL G.W.', '(KGS)'], 54, 'r'], [['CARTON SIZE', '(CM)'], 70, 'l'], [['MEAS.', '(CBM)'], R - X - 726, 'r']];
  const cx: number[] = [X]; cols.forEach(([, w]) => cx.push(cx[cx.length - 1] + w));
  pen.box(X, y, R - X, 24, 0.6);
  cols.forEach(([h, , al], i) => h.forEach((t, k) => (al === 'r' ? pen.r(cx[i + 1] - 3, y + 10 + k * 9, t, 6.8, true) : pen.t(cx[i] + 3, y + 10 + k * 9, t, 6.8, true))));
  const top = y; y += 24;
  A.forEach((a) => {
    const v = [`${a.r[0]}-${a.r[1]}`, a.de, a.hs, String(a.n), String(a.pc), us(a.q, 0), us(a.nw, 1), us(a.gw, 1), us(a.tnw, 1), us(a.tgw, 1), `${a.L}x${a.W}x${a.H}`, us(a.cbm, 3)];
    v.forEach((t, i) => (cols[i][2] === 'r' ? pen.r(cx[i + 1] - 3, y + 11, t, 7.6) : pen.t(cx[i] + 3, y + 11, t, i === 1 ? 7.2 : 7.6)));
    pen.t(cx[1] + 3, y + 20, `MODEL: ${a.sku}`, 6.6);
    y += 26; pen.hl(X, R, y, 0.3);
  });
  const tot = ['TOTAL:', '', '', String(tN), '', us(tQ, 0), '', '', us(tNW, 1), us(tGW, 1), '', us(tV, 3)];
  tot.forEach((t, i) => (cols[i][2] === 'r' ? pen.r(cx[i + 1] - 3, y + 12, t, 8, true) : pen.t(cx[i] + 3, y + 12, t, 8, true)));
  y += 18;
  pen.box(X, top, R - X, y - top, 0.6); cx.slice(1, -1).forEach((x) => pen.vl(x, top, y, 0.3));
  y += 14;
  pen.t(X, y, 'SAY TOTAL: FOUR HUNDRED AND THIRTY (430) CARTONS ONLY.', 8.6, true);
  y += 16;
  pen.t(X, y, 'SHIPPING MARKS:', 7.6, true);
  pen.ml(X, y + 11, ['VCE / KOPER', 'ORDER VCE-2026-0917', 'C/NO. 1-430', 'MADE IN CHINA'], 8, 10);
  pen.t(X + 200, y, 'REMARKS:', 7.6, true);
  small(pen, X + 200, y + 11, 330, 'Bicycles 85% assembled, packed in 5-ply export cartons with foam protection. E-bike batteries installed in the frame, UN3171 battery-powered vehicle, packed per IMDG special provision 388. Container 1: C/NO. 1-240; container 2: C/NO. 241-430.', 7, 8.8);
  y += 56;
  pen.t(X, y, 'MODEL LIST', 7.8, true);
  y += 4;
  const mx = [X, X + 90, X + 400, X + 450, X + 500, X + 570];
  pen.hl(X, mx[5], y, 0.5);
  ['MODEL NO.', 'DESCRIPTION', 'QTY', 'UNIT', 'CTNS'].forEach((h, i) => pen.t(mx[i] + 3, y + 9, h, 6.8, true));
  pen.hl(X, mx[5], y + 12, 0.5);
  y += 22;
  A.forEach((a) => { [a.sku, a.de, us(a.q, 0), 'PCS', String(a.n)].forEach((t, i) => pen.t(mx[i] + 3, y, t, 7.4)); y += 10; });
  stamp(pen, 700, 520, ['TIANJIN GOLDEN WHEEL BICYCLE CO., LTD.', 'EXPORT DEPT.'], 4, 7.6, 0.4);
  pen.t(620, 560, 'Authorized signature: ______________________', 7.6);
  barcode(pen, X, 572, 150, 10, '2026441827');
  return {
    id: 's11-cn-bike-pl', type: 'packing_list',
    notes: 'Tianjin bicycle exporter\'s packing list to Koper on landscape A4 Helvetica, centred letterhead: consignee with a Slovenian VAT number, a separate "for account of" buyer in Vienna, right-hand reference block (P/L no., date "02-DEC-2026", invoice, S/C, L/C NIL), from / to / by line with vessel and voyage run together, two containers with seals, fully ruled table with carton-number ranges (1-120 …), HS "8712.00", cartons, qty per carton and total, N.W. / G.W. per carton (decoys) and totals, carton size and CBM, model numbers under the descriptions, totals row, "SAY TOTAL" in words, shipping marks, remarks with the carton split per container and a UN number, a model list as a second table.',
    pdf: pen.finish(),
    truth: {
      packingListNumber: 'GW26-PL-0418', date: '2026-12-02', invoiceNumber: 'GW26-CI-0418', orderNumber: 'VCE-2026-0917',
      shipper, consignee, buyer: { name: buyer.name, address: buyer.address },
      portOfLoading: place('XINGANG, TIANJIN', null, 'CN'), portOfDischarge: place('KOPER', null, 'SI'), vessel: 'COSCO SHIPPING SAGITTARIUS',
      containers: [{ containerNumber: c1, sealNumbers: ['TJ441827'] }, { containerNumber: c2, sealNumbers: ['TJ441828'] }],
      packages: A.map((a) => ({ marks: `${a.r[0]}-${a.r[1]}`, type: 'CTNS', count: a.n, description: a.de, hsCode: a.hs.replace('.', ''), netWeight: kg(a.tnw), grossWeight: kg(a.tgw), dimensions: { length: a.L, width: a.W, height: a.H, unit: 'cm' }, volume: m3(a.cbm) })),
      items: A.map((a) => ({ description: a.de, sku: a.sku, quantity: a.q, unit: 'PCS' })),
      totalPackages: tN, totalNetWeight: kg(tNW), totalGrossWeight: kg(tGW), totalVolume: m3(tV),
    },
  };
}

/** 8. Norwegian import declaration: A4 Helvetica, numbered boxes with Norwegian captions and grey English, org.nr (mod 11), EUR invoice at a NOK rate with four decimals, NOK values with space thousands and decimal commas, per-item customs value, toll and MVA, road transport with a CMR number. */
export function noTolldekl(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 26, R = 569, M = 298;
  const no = '26NO03441827I00118';
  const rate = 11.7425, inv = 41862.4;
  const imp = orgnr('91441827');
  const importer = party('FJORDHEIM INTERIØR AS', ['Tollbugata 17', '3044 Drammen, Norge'], { taxId: `${imp} MVA` });
  const declarant = party('NORDISK TOLLSERVICE AS', ['Alnabruveien 44', '0668 Oslo, Norge'], { taxId: orgnr('98704418'), phone: '+47 22 07 44 18' });
  const exporter = party('UAB BALTIC OAK FURNITURE', ['Pramones pr. 16', 'LT-51327 Kaunas, Lithuania'], { taxId: 'LT100044182715' });
  const I = [
    { de: 'Spisebord av eik, massivt / solid oak dining tables', hs: '94036010', co: 'LT', q: 24, u: 'STK', nw: 1512, gw: 1780, eur: 14880, r: 0, pk: 24 },
    { de: 'Stoler av tre, polstret / upholstered wooden chairs', hs: '94016100', co: 'LT', q: 144, u: 'STK', nw: 1008, gw: 1296, eur: 12528, r: 0, pk: 72 },
    { de: 'Skjenker av eik / oak sideboards', hs: '94036090', co: 'LT', q: 18, u: 'STK', nw: 1134, gw: 1350, eur: 9342, r: 0, pk: 18 },
    { de: 'Puter, fylt med polyester / cushions, polyester filled', hs: '94049000', co: 'CN', q: 400, u: 'STK', nw: 240, gw: 296, eur: 2112.4, r: 10.7, pk: 20 },
    { de: 'Lamper av glass / glass table lamps', hs: '94052040', co: 'PL', q: 60, u: 'STK', nw: 204, gw: 270, eur: 3000, r: 0, pk: 10 },
  ].map((i, n) => {
    const cv = round(i.eur * rate, 0);
    const duty = round((cv * i.r) / 100, 0);
    const mva = round((cv + duty) * 0.25, 0);
    return { ...i, n: n + 1, cv, duty, mva };
  });
  const tCv = sum(I.map((i) => i.cv), 0), tDuty = sum(I.map((i) => i.duty), 0), tMva = sum(I.map((i) => i.mva), 0), tGW = sum(I.map((i) => i.gw), 0), tPk = sum(I.map((i) => i.pk), 0);
  const B = (x: number, y: number, w: number, h: number, num: string, no2: string, en: string, v: string[], s = 7.8, b = false) => {
    pen.box(x, y, w, h, 0.5);
    const cap = num ? `${num} ${no2}` : no2;
    pen.t(x + 2, y + 6.5, cap, 5.6, true); pen.gray(x + 4 + pen.w(cap, 5.6, true), y + 6.5, en, 5.2, 0.45);
    pen.ml(x + 4, y + 16, v, s, s + 1.8, b);
  };
  pen.t(X, 30, 'TOLLETATEN', 11, true); pen.gray(X + 80, 30, 'Norwegian Customs', 8);
  pen.t(X, 44, 'TOLLDEKLARASJON - INNFØRSEL', 13, true); pen.gray(X + 222, 44, 'Customs declaration - import', 8.6);
  pen.r(R, 30, 'Ekspedisjonsoversikt / Clearance summary', 6.8); pen.r(R, 44, `Dekl.nr. ${no}`, 9.6, true);
  let y = 52;
  B(X, y, M - X, 56, '2', 'Avsender/eksportør', 'Consignor/exporter', [exporter.name, 'Pramones pr. 16', 'LT-51327 Kaunas, Lithuania', `VAT ${exporter.taxId}`], 7.6);
  B(M, y, 90, 28, '1', 'Deklarasjon', 'Type', ['IM 4'], 9, true); B(M + 90, y, R - M - 90, 28, 'A', 'Tollsted', 'Customs office', ['SVINESUND (NO0101)'], 8.2);
  B(M, y + 28, 90, 28, '3', 'Skjema', 'Forms', ['1/1'], 8); B(M + 90, y + 28, 80, 28, '5', 'Varelinjer', 'Items', [String(I.length)], 8); B(M + 170, y + 28, R - M - 170, 28, '6', 'Kolli totalt', 'Total packages', [String(tPk)], 8.4, true);
  y += 56;
  B(X, y, M - X, 56, '8', 'Mottaker/importør', 'Consignee/importer', [importer.name, 'Tollbugata 17', '3044 Drammen, Norge', `Org.nr. ${importer.taxId}`], 7.6);
  B(M, y, R - M, 56, '14', 'Deklarant/representant', 'Declarant', [declarant.name, 'Alnabruveien 44, 0668 Oslo, Norge', `Org.nr. ${declarant.taxId}  Tlf. ${declarant.phone}`], 7.6);
  y += 56;
  const w5 = (R - X) / 5;
  B(X, y, w5, 28, '15a', 'Avsenderland', 'Ctry of dispatch', ['LT'], 8.4); B(X + w5, y, w5, 28, '16', 'Opprinnelsesland', 'Origin', ['SE VARELINJER'], 7.4);
  B(X + 2 * w5, y, w5, 28, '17a', 'Bestemmelsesland', 'Destination', ['NO'], 8.4); B(X + 3 * w5, y, w5, 28, '20', 'Leveringsvilkår', 'Delivery terms', ['DAP DRAMMEN'], 8.2);
  B(X + 4 * w5, y, w5, 28, '25', 'Transportmåte', 'Mode', ['3 - VEI / ROAD'], 8.2);
  y += 28;
  B(X, y, 2 * w5, 28, '18', 'Transportmiddel / transportdokument', 'Means / document', ['LKW LTU 441 / CMR 0441827'], 7.8);
  B(X + 2 * w5, y, w5, 28, '22', 'Valuta og fakturabeløp', 'Currency', [`EUR ${nok(inv)}`], 7.8, true);
  B(X + 3 * w5, y, w5, 28, '23', 'Valutakurs', 'Exchange rate', [nok(rate, 4)], 8.4); B(X + 4 * w5, y, w5, 28, '', 'Ankomstdato', 'Arrival', [d11.no('2026-12-09')], 7.6);
  y += 32;
  const cw = [18, 150, 48, 22, 44, 36, 36, 28, 50, 28, 38];
  const cx: number[] = [X]; cw.forEach((w) => cx.push(cx[cx.length - 1] + w));
  const tTop = y;
  pen.fill(X, y, R - X, 22, 0.88); pen.box(X, y, R - X, 22, 0.5);
  const hd: Array<[string, string]> = [['32', 'Nr.'], ['31', 'Varebeskrivelse / description'], ['33', 'Varenr.'], ['34', 'Opr.'], ['41', 'Mengde'], ['35', 'Brutto kg'], ['38', 'Netto kg'], ['37', 'Prosedyre'], ['46', 'Tollverdi NOK'], ['', 'Toll %'], ['', 'Toll NOK'], ['', 'MVA NOK']];
  hd.forEach(([n, h], i) => { pen.t(cx[i] + 2, y + 8, n, 5.4, true); pen.t(cx[i] + 2, y + 17, h, 5.4, true); });
  y += 22;
  const proc = '4000';
  I.forEach((i) => {
    pen.t(cx[0] + 4, y + 10, String(i.n), 7.6);
    const ls = pen.ml(cx[1] + 2, y + 10, [...wrap(pen, i.de, 144, 6.8), `${i.pk} kolli`], 6.8, 8.6);
    pen.t(cx[2] + 2, y + 10, i.hs, 7.4); pen.t(cx[3] + 2, y + 10, i.co, 7.4); pen.t(cx[4] + 2, y + 10, `${i.q} ${i.u}`, 7.2);
    pen.r(cx[6] - 3, y + 10, nok(i.gw, 0), 7.4); pen.r(cx[7] - 3, y + 10, nok(i.nw, 0), 7.4); pen.t(cx[7] + 2, y + 10, proc, 6.8);
    pen.r(cx[9] - 3, y + 10, nok(i.cv, 0), 7.4); pen.r(cx[10] - 3, y + 10, nok(i.r, 1), 7.4); pen.r(cx[11] - 3, y + 10, nok(i.duty, 0), 7.4); pen.r(R - 3, y + 10, nok(i.mva, 0), 7.4);
    y = Math.max(ls, y + 22) + 2; pen.hl(X, R, y, 0.3);
  });
  cx.slice(1).forEach((x) => pen.vl(x, tTop, y, 0.3));
  pen.vl(X, tTop, y, 0.5); pen.vl(R, tTop, y, 0.5);
  y += 8;
  B(X, y, M - X, 84, '47', 'Beregning av avgifter', 'Calculation of duties and taxes (NOK)', [], 7.6);
  ([['Tollverdi / customs value', tCv], ['Toll (A00) / customs duty', tDuty], ['Merverdiavgift 25 % (MVA)', tMva], ['Sum avgifter / total payable', tDuty + tMva]] as Array<[string, number]>).forEach(([l, v], k) => {
    pen.t(X + 6, y + 22 + k * 13, l, 7.8, k === 3); pen.r(M - 10, y + 22 + k * 13, nok(v, 0), 8, k === 3);
  });
  B(M, y, R - M, 28, '35', 'Bruttovekt totalt', 'Total gross mass (kg)', [nok(tGW, 0)], 8.6, true);
  B(M, y + 28, R - M, 28, 'B', 'Betaling', 'Payment', ['Tollkreditt 44182 - forfall 18.01.2027'], 7.6);
  B(M, y + 56, R - M, 28, '44', 'Dokumenter', 'Documents', ['N380 Faktura BOF-26-1129 av 01.12.2026; N730 CMR'], 7);
  y += 92;
  pen.t(X, y, 'Status:', 7.6, true); pen.t(X + 36, y, `Frigitt / Released  ${d11.no('2026-12-09')} kl. 14:22   Ekspedisjonsdato / date of clearance: ${d5.dmyDash('2026-12-09').replace(/-/g, '.')}`, 7.6);
  y += 14;
  small(pen, X, y, R - X - 150, 'Deklaranten bekrefter at opplysningene er riktige og fullstendige. Varene er fortollet for fri omsetning (prosedyre 4000). Avgiftene belastes importørens tollkreditt. / The declarant confirms that the particulars are correct and complete.', 6.4, 8);
  stamp(pen, R - 70, y + 24, ['TOLLETATEN', 'SVINESUND - FRIGITT'], 6, 7.4, 0.4);
  barcode(pen, X, 806, 200, 14, '26034418270118');
  return {
    id: 's11-no-tolldekl', type: 'customs_declaration',
    notes: 'Norwegian import declaration ("Tolldeklarasjon - innførsel") cleared at Svinesund on A4 Helvetica: SAD-style numbered boxes with bold Norwegian captions and grey English, declaration no. top right, exporter with a Lithuanian VAT number, importer and declarant with org.nr (mod 11) and "MVA", origin "SE VARELINJER" at header level (per item LT / CN / PL), DAP Drammen, road mode "3 - VEI / ROAD" with truck plate and CMR number, EUR invoice amount and a four-decimal NOK rate with decimal commas, arrival date as a Norwegian long date, item table with narrow ruled columns (tariff no., origin, quantity STK, gross / net kg, procedure 4000, customs value, duty %, duty and MVA per item), totals box (customs value, duty, 25 % MVA, total), release timestamp, credit-account due date and document codes as decoys.',
    pdf: pen.finish(),
    truth: {
      declarationNumber: no, declarationType: 'IMPORT', date: '2026-12-09', customsOffice: 'SVINESUND (NO0101)',
      declarant, exporter, importer: { name: importer.name, address: importer.address, taxId: importer.taxId },
      countryOfExport: 'LT', countryOfOrigin: null, countryOfDestination: 'NO', incoterms: 'DAP', currency: 'EUR', exchangeRate: rate, totalInvoiceAmount: inv,
      transportMode: 'ROAD', transportDocumentReference: 'CMR 0441827',
      items: I.map((i) => ({ itemNumber: i.n, description: i.de, hsCode: i.hs, countryOfOrigin: i.co, quantity: i.q, unit: i.u, netWeight: kg(i.nw), grossWeight: kg(i.gw), customsValue: i.cv, procedureCode: proc, dutyRate: i.r, dutyAmount: i.duty })),
      totalDuties: tDuty, totalTaxes: tMva, totalGrossWeight: kg(tGW), totalPackages: tPk,
    },
  };
}
