/** Set 5, packing lists: Turkish textile packing list with a size-breakdown matrix (landscape), Indonesian furniture packing list over two pages (Letter). */
import { Pen4, cont, party, place, kg, m3, us, eu, round, sum, wrap, table, small, stamp, pageNumbers, d5, type Doc } from './lib5.ts';

/** 13. Turkish textile packing list: Turkish/English labels, carton ranges per style and colour with an XS-XXL size matrix, Turkish number format. */
export function turkishTextilePl(): Doc {
  const pen = new Pen4('Helvetica', 'A4L');
  const X = 24, R = 818;
  const shipper = party('EGE DOKUMA TEKSTIL SAN. VE TIC. A.S.', ['Ataturk Organize Sanayi Bolgesi 10007 Sok. No: 14', '35620 Cigli / Izmir', 'Turkey'], { taxId: '3250418876', phone: '+90 232 376 4410' });
  const consignee = party('MIDLANDS FULFILMENT SERVICES LTD', ['Unit 9, Optimus Point, Glenfield', 'Leicester LE3 8JR', 'United Kingdom'], {});
  const buyer = party('NORTHGATE APPAREL LTD', ['14 Friar Lane', 'Nottingham NG1 6DQ', 'United Kingdom'], { taxId: 'GB284113906' });
  const c = { n: cont('MRKU', '604219'), s: 'TR0661842' };
  const SZ = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
  const rows = [
    { r: '1-40', st: 'EG-4410', d: "MEN'S PIQUE POLO SHIRT", col: 'NAVY', sz: [0, 4, 8, 8, 6, 4], nw: 7.2, gw: 8.1, dim: [60, 40, 30] },
    { r: '41-80', st: 'EG-4410', d: "MEN'S PIQUE POLO SHIRT", col: 'WHITE', sz: [0, 4, 8, 8, 6, 4], nw: 7.2, gw: 8.1, dim: [60, 40, 30] },
    { r: '81-105', st: 'EG-4410', d: "MEN'S PIQUE POLO SHIRT", col: 'BURGUNDY', sz: [0, 4, 8, 8, 6, 4], nw: 7.2, gw: 8.1, dim: [60, 40, 30] },
    { r: '106-150', st: 'EG-5203', d: "WOMEN'S JERSEY T-SHIRT", col: 'BLACK', sz: [6, 10, 10, 8, 6, 0], nw: 6.1, gw: 6.9, dim: [60, 40, 25] },
    { r: '151-195', st: 'EG-5203', d: "WOMEN'S JERSEY T-SHIRT", col: 'ECRU', sz: [6, 10, 10, 8, 6, 0], nw: 6.1, gw: 6.9, dim: [60, 40, 25] },
    { r: '196-225', st: 'EG-6120', d: 'UNISEX FLEECE HOODIE', col: 'GREY MELANGE', sz: [2, 3, 4, 4, 3, 2], nw: 11.4, gw: 12.6, dim: [60, 40, 40] },
    { r: '226-250', st: 'EG-6120', d: 'UNISEX FLEECE HOODIE', col: 'FOREST GREEN', sz: [2, 3, 4, 4, 3, 2], nw: 11.4, gw: 12.6, dim: [60, 40, 40] },
  ].map((p) => {
    const [a, b] = p.r.split('-').map(Number), n = b - a + 1, per = p.sz.reduce((x, y) => x + y, 0);
    return { ...p, n, per, pcs: n * per, tn: round(n * p.nw), tg: round(n * p.gw), cbm: round((n * p.dim[0] * p.dim[1] * p.dim[2]) / 1e6, 3) };
  });
  const tP = sum(rows.map((r) => r.n), 0), tPcs = sum(rows.map((r) => r.pcs), 0), tN = sum(rows.map((r) => r.tn)), tG = sum(rows.map((r) => r.tg)), tV = sum(rows.map((r) => r.cbm), 3);
  const styles = [...new Set(rows.map((r) => `${r.st}|${r.col}`))].map((k) => {
    const [st, col] = k.split('|'); const rs = rows.filter((r) => r.st === st && r.col === col);
    return { st, col, d: `${rs[0].d}, ${col}`, pcs: sum(rs.map((r) => r.pcs), 0), nw: sum(rs.map((r) => r.tn)), gw: sum(rs.map((r) => r.tg)) };
  });
  pen.t(X, 38, shipper.name, 13, true);
  pen.t(X, 50, 'Ataturk Organize Sanayi Bolgesi 10007 Sok. No: 14, 35620 Cigli / Izmir, Turkey  -  Tel +90 232 376 4410  -  Vergi No / Tax No: 3250418876 (Cigli V.D.)', 7);
  pen.r(R, 36, 'CEKI LISTESI', 15, true); pen.r(R, 49, 'PACKING LIST', 10);
  pen.hl(X, R, 56, 1.2);
  const A = (x: number, y: number, l: string, v: string[]) => { pen.t(x, y, l, 6.2, true); pen.ml(x, y + 10, v, 8, 9.6); };
  A(X, 68, 'ALICI / CONSIGNEE', [consignee.name, 'Unit 9, Optimus Point, Glenfield', 'Leicester LE3 8JR', 'United Kingdom']);
  A(X + 200, 68, 'SATIN ALAN / BUYER', [buyer.name, '14 Friar Lane', 'Nottingham NG1 6DQ', 'United Kingdom', 'VAT GB284113906']);
  const kx = X + 420;
  const kv = (i: number, k: string, v: string) => { pen.t(kx + (i % 2) * 190, 70 + Math.floor(i / 2) * 13, k, 6.8); pen.t(kx + (i % 2) * 190 + 78, 70 + Math.floor(i / 2) * 13, v, 8, true); };
  kv(0, 'Liste No / PL No.', 'EGD-PL-2026-0187'); kv(1, 'Tarih / Date', '12.03.2026');
  kv(2, 'Fatura No / Inv. No.', 'EGD-2026-0187'); kv(3, 'Siparis / Order', 'NGA-PO-55120');
  kv(4, 'Yukleme / Loading', 'ALIAGA, IZMIR'); kv(5, 'Varis / Discharge', 'FELIXSTOWE');
  kv(6, 'Gemi / Vessel', 'MAERSK KOTKA'); kv(7, 'Konteyner / Cntr', c.n);
  kv(8, 'Muhur / Seal', c.s); kv(9, 'Teslim / Terms', 'FOB ALIAGA');
  let y = 134;
  const cols = [
    { title: ['Koli No', 'Carton No.'], w: 50 }, { title: ['Model', 'Style'], w: 48 }, { title: ['Tanim', 'Description'], w: 120 }, { title: ['Renk', 'Colour'], w: 72 },
    ...SZ.map((s) => ({ title: ['', s], w: 24, align: 'c' as const })),
    { title: ['Adet/Koli', 'Pcs/Ctn'], w: 40, align: 'r' as const }, { title: ['Koli', 'Ctns'], w: 30, align: 'r' as const }, { title: ['Top. Adet', 'Tot. Pcs'], w: 42, align: 'r' as const },
    { title: ['N.A./Koli', 'NW/Ctn'], w: 40, align: 'r' as const }, { title: ['B.A./Koli', 'GW/Ctn'], w: 40, align: 'r' as const }, { title: ['Top. N.A.', 'Tot. NW kg'], w: 48, align: 'r' as const },
    { title: ['Top. B.A.', 'Tot. GW kg'], w: 48, align: 'r' as const }, { title: ['Olculer cm', 'L x W x H'], w: 58, align: 'c' as const }, { title: ['Hacim', 'm3'], w: 34, align: 'r' as const },
  ];
  pen.c(X + 290 + 72, y - 3, 'BEDEN DAGILIMI / SIZE BREAKDOWN (pcs per carton)', 6, true);
  y = table(pen, X, y, cols, rows.map((r) => [[r.r], [r.st], [r.d], [r.col], ...r.sz.map((v) => [v ? String(v) : '-']), [String(r.per)], [String(r.n)], [eu(r.pcs, 0)],
    [eu(r.nw, 2)], [eu(r.gw, 2)], [eu(r.tn, 2)], [eu(r.tg, 2)], [r.dim.join(' x ')], [eu(r.cbm, 3)]]), { size: 7.4, headSize: 6.2, shade: true });
  const xAt = (i: number) => X + cols.slice(0, i + 1).reduce((a, c2) => a + c2.w, 0) - 3;
  pen.t(X + 3, y + 11, 'TOPLAM / TOTAL', 7.6, true);
  pen.r(xAt(11), y + 11, String(tP), 7.6, true); pen.r(xAt(12), y + 11, eu(tPcs, 0), 7.6, true); pen.r(xAt(15), y + 11, eu(tN), 7.6, true); pen.r(xAt(16), y + 11, eu(tG), 7.6, true); pen.r(xAt(18), y + 11, eu(tV, 3), 7.6, true);
  y += 30;
  pen.t(X, y, 'MODEL / RENK OZETI - SUMMARY BY STYLE AND COLOUR', 8, true);
  table(pen, X, y + 5, [{ title: 'Style', w: 60 }, { title: 'Description', w: 220 }, { title: 'Total Pcs', w: 60, align: 'r' }, { title: 'Unit', w: 34, align: 'c' }, { title: 'Net Wt kg', w: 66, align: 'r' }, { title: 'Gross Wt kg', w: 66, align: 'r' }],
    styles.map((s) => [[s.st], [s.d], [eu(s.pcs, 0)], ['PCS'], [eu(s.nw)], [eu(s.gw)]]), { size: 7.4, headSize: 6.5 });
  small(pen, X + 530, y + 10, 264, 'Koli uzerindeki isaretler / Shipping marks: NORTHGATE / PO NGA-PO-55120 / STYLE / COLOUR / SIZE RATIO / C/NO. x OF 250 / MADE IN TURKEY. Tum kolilerde karton kalinligi 5 kat. All cartons 5-ply, strapped, no pallets.', 7, 9);
  stamp(pen, R - 90, y + 110, ['EGE DOKUMA A.S.', 'IHRACAT / EXPORT'], 8, 8, 0.45);
  pen.t(X, 580, 'Hazirlayan / Prepared by: S. Yildirim', 7); pen.r(R, 580, 'Sayfa 1 / 1', 7);
  return {
    id: 's5-tr-textile-pl', type: 'packing_list',
    notes: 'Turkish apparel packing list on landscape A4: Turkish/English stacked labels (ALICI / CONSIGNEE, SATIN ALAN / BUYER, Liste No / PL No.), header facts as a two-column label/value grid, carton-range rows per style and colour with an XS-XXL size-breakdown matrix (pcs per carton), per-carton and total net/gross weights, dimensions and m3 in Turkish number format (1.234,50), totals row, a second summary table per style/colour (items), shipping marks in small print, stamp.',
    pdf: pen.finish(),
    truth: {
      packingListNumber: 'EGD-PL-2026-0187', date: '2026-03-12', invoiceNumber: 'EGD-2026-0187', orderNumber: 'NGA-PO-55120', shipper, consignee, buyer,
      portOfLoading: place('ALIAGA', null, null), portOfDischarge: place('FELIXSTOWE', null, null), vessel: 'MAERSK KOTKA',
      containers: [{ containerNumber: c.n, sealNumbers: [c.s] }],
      packages: rows.map((r) => ({ type: 'CTNS', count: r.n, description: r.d, netWeight: kg(r.tn), grossWeight: kg(r.tg), dimensions: { length: r.dim[0], width: r.dim[1], height: r.dim[2], unit: 'cm' }, volume: m3(r.cbm) })),
      items: styles.map((s) => ({ description: s.d, sku: s.st, quantity: s.pcs, unit: 'PCS', netWeight: kg(s.nw), grossWeight: kg(s.gw) })),
      totalPackages: tP, totalNetWeight: kg(tN), totalGrossWeight: kg(tG), totalVolume: m3(tV),
    },
  };
}

/** 14. Indonesian furniture packing list (Letter, 2 pages): crate rows with case-number marks continue on page 2 under a repeated header, carried/brought forward subtotals. */
export function indonesianFurniturePl(): Doc {
  const pen = new Pen4('Times', 'Letter');
  const X = 36, R = 576;
  const shipper = party('PT JEPARA TEAK CRAFT INDONESIA', ['Jl. Raya Jepara - Kudus Km. 7, Desa Tahunan', 'Jepara, Jawa Tengah 59462', 'Indonesia'], { taxId: '01.234.567.8-517.000', email: 'export@jeparateakcraft.co.id' });
  const consignee = party('NORDIC LIVING AB', ['Exportgatan 28', '422 46 Hisings Backa, Gothenburg', 'Sweden'], { taxId: 'SE556712345601' });
  const c = { n: cont('SEGU', '718830'), s: 'ID-JTC-330918' };
  const prods: Array<[string, string, number, number, number[], number]> = [
    ['DINING TABLE TEAK 200X100, NATURAL OIL', 'NL-DT200', 38, 44.5, [210, 110, 22], 1],
    ['DINING CHAIR TEAK WITH ROPE SEAT', 'NL-DC01', 14.2, 17.8, [60, 58, 95], 2],
    ['COFFEE TABLE TEAK ROUND 90', 'NL-CT90', 16, 19.5, [96, 96, 20], 1],
    ['SIDEBOARD TEAK 3 DOORS 180', 'NL-SB180', 62, 71, [190, 52, 90], 1],
    ['BENCH TEAK 160, OUTDOOR', 'NL-BN160', 18.5, 22, [168, 45, 50], 1],
    ['LOUNGE CHAIR TEAK WITH CUSHION', 'NL-LC02', 21, 26.4, [85, 80, 80], 1],
    ['TV CONSOLE TEAK RECYCLED 160', 'NL-TV160', 40, 46.2, [170, 48, 60], 1],
    ['BAR STOOL TEAK 75', 'NL-BS75', 7.5, 9.8, [45, 45, 80], 2],
  ];
  let crate = 1;
  const rnd = [6, 10, 4, 3, 5, 6, 3, 6, 2, 4, 3, 5, 4, 2, 3, 4, 2, 3, 2, 4, 3, 2];
  const rows = rnd.map((n, i) => {
    const [d, code, nw, gw, dim, perCrate] = prods[i % prods.length];
    const from = crate; crate += n;
    return { marks: `NL-${String(from).padStart(3, '0')}/${String(crate - 1).padStart(3, '0')}`, d, code, n, pcs: n * perCrate, tn: round(n * nw), tg: round(n * gw), dim, cbm: round((n * dim[0] * dim[1] * dim[2]) / 1e6, 3) };
  });
  const tP = sum(rows.map((r) => r.n), 0), tN = sum(rows.map((r) => r.tn)), tG = sum(rows.map((r) => r.tg)), tV = sum(rows.map((r) => r.cbm), 3);
  const head = () => {
    pen.t(X, 40, shipper.name, 14, true);
    pen.t(X, 52, 'Jl. Raya Jepara - Kudus Km. 7, Desa Tahunan, Jepara, Jawa Tengah 59462, Indonesia  -  NPWP 01.234.567.8-517.000  -  export@jeparateakcraft.co.id', 6.8);
    pen.hl(X, R, 58, 1);
    pen.c(306, 76, 'DAFTAR KEMASAN / PACKING LIST', 13, true);
  };
  const cols = [
    { title: ['No.'], w: 22, align: 'c' as const }, { title: ['Tanda / Marks', '(Case No.)'], w: 72 }, { title: ['Uraian Barang / Description'], w: 150 }, { title: ['Kode / Code'], w: 52 },
    { title: ['Peti', 'Crates'], w: 32, align: 'r' as const }, { title: ['Jumlah', 'Pcs'], w: 32, align: 'r' as const }, { title: ['Berat Bersih', 'N.W. (kg)'], w: 48, align: 'r' as const },
    { title: ['Berat Kotor', 'G.W. (kg)'], w: 48, align: 'r' as const }, { title: ['Ukuran per peti', 'P x L x T (cm)'], w: 50, align: 'c' as const }, { title: ['Volume', '(m3)'], w: 34, align: 'r' as const },
  ];
  const xr = (i: number) => X + cols.slice(0, i + 1).reduce((a, c2) => a + c2.w, 0) - 3;
  const sub = (y: number, label: string, rs: typeof rows) => {
    pen.fill(X, y, R - X, 14, 0.92); pen.t(X + 26, y + 10, label, 7.5, true);
    pen.r(xr(4), y + 10, String(sum(rs.map((r) => r.n), 0)), 7.5, true); pen.r(xr(6), y + 10, us(sum(rs.map((r) => r.tn))), 7.5, true); pen.r(xr(7), y + 10, us(sum(rs.map((r) => r.tg))), 7.5, true); pen.r(xr(9), y + 10, us(sum(rs.map((r) => r.cbm), 3), 3), 7.5, true);
  };
  const body = (rs: typeof rows, start: number, y: number) => table(pen, X, y, cols, rs.map((r, i) => [[String(start + i + 1)], [r.marks], wrap(pen, r.d, 144, 7.6), [r.code], [String(r.n)], [String(r.pcs)], [us(r.tn)], [us(r.tg)], [r.dim.join('x')], [us(r.cbm, 3)]]), { size: 7.6, headSize: 6.5, shade: true });
  head();
  const A = (x: number, y: number, l: string, v: string[]) => { pen.t(x, y, l, 7, true); pen.ml(x, y + 11, v, 8.5, 10.2); };
  A(X, 96, 'Pengirim / Shipper', [shipper.name, 'Jl. Raya Jepara - Kudus Km. 7, Desa Tahunan', 'Jepara, Jawa Tengah 59462', 'Indonesia']);
  A(X + 200, 96, 'Penerima / Consignee', [consignee.name, 'Exportgatan 28', '422 46 Hisings Backa, Gothenburg', 'Sweden', 'VAT SE556712345601']);
  let ky = 96;
  const kv = (k: string, v: string) => { pen.t(X + 390, ky, k, 7); pen.t(X + 470, ky, v, 8, true); ky += 11.5; };
  kv('No. PL', 'JTC/PL/2026/0311'); kv('Tanggal / Date', d5.dLong('2026-03-11')); kv('No. Invoice', 'JTC/INV/2026/0311'); kv('No. PO', 'NL-PO-2026-118');
  kv('Kapal / Vessel', 'WAN HAI 316'); kv('Muat / Loading', 'SEMARANG'); kv('Bongkar / Disch.', 'GOTHENBURG'); kv('Kontainer', c.n); kv('Segel / Seal', c.s);
  const p1 = rows.slice(0, 14), p2 = rows.slice(14);
  let y = body(p1, 0, 206);
  sub(y, 'Dipindahkan / Carried forward (items 1-14)', p1);
  pen.c(306, 748, 'bersambung ke halaman berikut / continued overleaf', 7);
  pen.page(); head();
  pen.t(X, 92, 'No. PL JTC/PL/2026/0311 (lanjutan / continued)', 8, true);
  sub(98, 'Pindahan / Brought forward (items 1-14)', p1);
  y = body(p2, 14, 116);
  sub(y, `JUMLAH / GRAND TOTAL (${rows.length} lines)`, rows);
  y += 30;
  pen.ml(X, y, [`Total: ${tP} wooden crates (fumigated, ISPM-15 marked)`, `Total net weight: ${us(tN)} kg   Total gross weight: ${us(tG)} kg   Total volume: ${us(tV, 3)} m3`], 8.5, 11);
  small(pen, X, y + 30, 330, 'Shipping marks on each crate: NORDIC LIVING / GOTHENBURG / CASE NO. / ITEM CODE / MADE IN INDONESIA. Timber legality: SVLK V-Legal licence 26.04117-00512.ID.SE attached. Crates heat-treated and fumigated (certificate FUM-JPR-2603-221).', 7, 8.8);
  stamp(pen, R - 90, y + 60, ['PT JEPARA TEAK', 'CRAFT INDONESIA'], -6, 8, 0.45);
  pageNumbers(pen, R, 762, 'Halaman {i} dari {n}', 7);
  return {
    id: 's5-id-furniture-pl', type: 'packing_list',
    notes: 'Indonesian teak furniture packing list in Times on Letter over two pages: Indonesian/English labels (Pengirim / Shipper, Tanggal / Date "11 March 2026"), header facts as label/value list, 22 crate-group rows with case-number ranges as marks, crates vs pieces columns, per-crate dimensions, 14 rows on page 1 with a "carried forward" subtotal and the remaining rows on page 2 under a repeated letterhead and table header after a "brought forward" row, grand total row and a sentence of totals, ISPM/SVLK small print, stamp, "Halaman 1 dari 2".',
    pdf: pen.finish(),
    truth: {
      packingListNumber: 'JTC/PL/2026/0311', date: '2026-03-11', invoiceNumber: 'JTC/INV/2026/0311', orderNumber: 'NL-PO-2026-118', shipper, consignee,
      portOfLoading: place('SEMARANG', null, null), portOfDischarge: place('GOTHENBURG', null, null), vessel: 'WAN HAI 316',
      containers: [{ containerNumber: c.n, sealNumbers: [c.s] }],
      packages: rows.map((r) => ({ marks: r.marks, type: 'CRATES', count: r.n, description: r.d, netWeight: kg(r.tn), grossWeight: kg(r.tg), dimensions: { length: r.dim[0], width: r.dim[1], height: r.dim[2], unit: 'cm' }, volume: m3(r.cbm) })),
      totalPackages: tP, totalNetWeight: kg(tN), totalGrossWeight: kg(tG), totalVolume: m3(tV),
    },
  };
}
