/** Set 8, packing: Bangladeshi knitwear packing list (landscape A4, Courier), carton ranges, per-carton and per-line weights, CBM. */
import { Pen4, cont, party, place, kg, m3, us, round, sum, table, small, stamp, d, type Doc } from './lib8.ts';

/** 7. Gazipur knit composite to a Polish retailer via Chattogram: header as label-colon blocks, 15-column unruled-row table with carton ranges, totals row, shipping marks panel. */
export function bdKnitPl(): Doc {
  const pen = new Pen4('Courier', 'A4L');
  const X = 26, R = 816;
  const shipper = party('RUPSHA KNIT COMPOSITE LTD.', ['Plot 41-44, Konabari BSCIC Industrial Area', 'Kashimpur Road, Gazipur 1751, Bangladesh'], { taxId: '004418270-0403', phone: '+880 2 9297 4418', email: 'shipping@rupshaknit.com.bd' });
  const consignee = party('ZIELONA MODA SP. Z O.O.', ['ul. Magazynowa 12', '05-870 Blonie, Poland'], { taxId: 'PL5272844182' });
  const buyer = party('ZIELONA MODA SP. Z O.O.', ['ul. Prosta 68', '00-838 Warszawa, Poland'], {});
  const c1 = cont('MSKU', '774182'), c2 = cont('SEGU', '418275');
  const R0: Array<[string, string, string, string, string, number, number, number, number, [number, number, number]]> = [
    ['ZM-4410', "MEN'S COTTON JERSEY T-SHIRT, CREW NECK", 'NAVY', '61091000', 'S-XXL', 120, 48, 9.6, 10.4, [58, 38, 32]],
    ['ZM-4410', "MEN'S COTTON JERSEY T-SHIRT, CREW NECK", 'WHITE', '61091000', 'S-XXL', 120, 48, 9.6, 10.4, [58, 38, 32]],
    ['ZM-4425', "MEN'S PIQUE POLO SHIRT, 100% COTTON", 'BOTTLE GREEN', '61051000', 'M-XXL', 95, 36, 10.8, 11.7, [60, 40, 34]],
    ['ZW-5102', "WOMEN'S VISCOSE ELASTANE TANK TOP", 'BLACK', '61149090', 'XS-XL', 80, 60, 7.2, 8.0, [56, 36, 30]],
    ['ZK-3307', "KIDS' FLEECE HOODED SWEATSHIRT", 'GREY MELANGE', '61102090', '104-140', 110, 30, 11.4, 12.3, [62, 42, 36]],
    ['ZK-3308', "KIDS' FLEECE JOGGER PANTS", 'GREY MELANGE', '61046200', '104-140', 90, 40, 10.2, 11.0, [60, 40, 32]],
    ['ZM-4490', "MEN'S THERMAL WAFFLE LONG SLEEVE TOP", 'CHARCOAL', '61091000', 'M-XXL', 64, 40, 9.2, 10.0, [58, 38, 34]],
  ];
  let start = 1;
  const rows = R0.map(([sku, desc, col, hs, sz, ctns, ppc, nwc, gwc, [L, W, H]]) => {
    const from = start, to = start + ctns - 1; start = to + 1;
    return { marks: `${String(from).padStart(4, '0')}-${String(to).padStart(4, '0')}`, sku, desc, col, hs, sz, ctns, ppc, pcs: ctns * ppc, nwc, gwc, nw: round(ctns * nwc, 1), gw: round(ctns * gwc, 1), L, W, H, vol: round(ctns * L * W * H / 1e6, 3) };
  });
  const tC = sum(rows.map((r) => r.ctns), 0), tP = sum(rows.map((r) => r.pcs), 0), tN = sum(rows.map((r) => r.nw), 1), tG = sum(rows.map((r) => r.gw), 1), tV = sum(rows.map((r) => r.vol), 3);
  pen.t(X, 34, 'RUPSHA KNIT COMPOSITE LTD.', 14, true);
  pen.t(X, 45, '100% EXPORT ORIENTED KNIT COMPOSITE INDUSTRY  -  BGMEA MEMBERSHIP NO. 4418', 7);
  pen.t(X, 54, 'Plot 41-44, Konabari BSCIC Industrial Area, Kashimpur Road, Gazipur 1751, Bangladesh', 7);
  pen.t(X, 63, `TEL ${shipper.phone}  EMAIL ${shipper.email}  BIN ${shipper.taxId}`, 7);
  pen.r(R, 40, 'PACKING LIST', 18, true); pen.r(R, 54, 'DETAILED CARTON-WISE', 8);
  pen.hl(X, R, 70, 1.2);
  const kv = (x: number, y: number, l: string, v: string, tab = 118) => { pen.t(x, y, l, 7.4); pen.t(x + tab - 10, y, ':', 7.4); pen.t(x + tab, y, v, 7.8, true); };
  let y = 84;
  kv(X, y, 'P/L NO.', 'RKCL/PL/2026/1187'); kv(X, y + 11, 'DATE', d.dMonY('2026-11-16')); kv(X, y + 22, 'INVOICE NO.', 'RKCL/EXP/2026/1187');
  kv(X, y + 33, 'BUYER ORDER NO.', 'ZM-PO-26-0771'); kv(X, y + 44, 'EXP NO.', '0441-027118-2026'); kv(X, y + 55, 'L/C NO.', 'LC 0418-26-PL-003');
  kv(X + 270, y, 'PORT OF LOADING', 'CHATTOGRAM, BANGLADESH', 130); kv(X + 270, y + 11, 'PORT OF DISCHARGE', 'GDANSK, POLAND', 130);
  kv(X + 270, y + 22, 'VESSEL / VOYAGE', 'KOTA NALURI V.118E', 130); kv(X + 270, y + 33, 'TRANSSHIPMENT', 'VIA SINGAPORE', 130);
  kv(X + 270, y + 44, 'CONTAINER / SEAL', `${c1} / ML-BD4418271`, 130); kv(X + 270, y + 55, '', `${c2} / ML-BD4418272`, 130);
  pen.t(X + 600, y, 'CONSIGNEE:', 7.4, true); pen.ml(X + 600, y + 11, [consignee.name, 'ul. Magazynowa 12', '05-870 Blonie, Poland', `VAT ${consignee.taxId}`], 7.4, 9.5);
  y += 70;
  pen.t(X + 600, y - 6, 'BUYER:', 7.4, true); pen.ml(X + 600, y + 5, [buyer.name, 'ul. Prosta 68', '00-838 Warszawa, Poland'], 7.4, 9.5);
  pen.t(X, y, 'SHIPPER: RUPSHA KNIT COMPOSITE LTD., Plot 41-44, Konabari BSCIC Industrial Area, Kashimpur Road, Gazipur 1751, Bangladesh', 7);
  y += 40;
  y = table(pen, X, y, [
    { title: ['CTN NO.'], w: 66 }, { title: ['STYLE'], w: 50 }, { title: ['DESCRIPTION'], w: 160 }, { title: ['COLOUR'], w: 58 }, { title: ['HS CODE'], w: 54 }, { title: ['SIZE', 'RANGE'], w: 44 },
    { title: ['CTNS'], w: 30, align: 'r' }, { title: ['PCS/', 'CTN'], w: 30, align: 'r' }, { title: ['TOTAL', 'PCS'], w: 38, align: 'r' },
    { title: ['N.W./', 'CTN'], w: 32, align: 'r' }, { title: ['G.W./', 'CTN'], w: 32, align: 'r' }, { title: ['TOTAL', 'N.W. KG'], w: 48, align: 'r' }, { title: ['TOTAL', 'G.W. KG'], w: 48, align: 'r' },
    { title: ['CTN MEAS.', 'CM'], w: 56, align: 'c' }, { title: ['CBM'], w: R - X - 746, align: 'r' },
  ], rows.map((r) => [[r.marks], [r.sku], [r.desc.length > 36 ? r.desc.slice(0, r.desc.lastIndexOf(' ', 36)) : r.desc, ...(r.desc.length > 36 ? [r.desc.slice(r.desc.lastIndexOf(' ', 36) + 1)] : [])], [r.col], [r.hs], [r.sz], [String(r.ctns)], [String(r.ppc)], [us(r.pcs, 0)], [r.nwc.toFixed(1)], [r.gwc.toFixed(1)], [us(r.nw, 1)], [us(r.gw, 1)], [`${r.L}x${r.W}x${r.H}`], [r.vol.toFixed(3)]]), { size: 6.8, headSize: 6, shade: true, hlines: false });
  pen.fill(X, y, R - X, 14, 0.9); pen.box(X, y, R - X, 14, 0.6);
  pen.t(X + 4, y + 10, 'GRAND TOTAL', 7, true);
  const at = (cx: number, s: string) => pen.r(X + cx - 3, y + 10, s, 7, true);
  at(462, String(tC)); at(530, us(tP, 0)); at(642, us(tN, 1)); at(690, us(tG, 1)); at(R - X, tV.toFixed(3));
  y += 28;
  pen.box(X, y, 250, 74, 0.6); pen.t(X + 4, y + 10, 'SHIPPING MARKS', 7.4, true);
  pen.ml(X + 8, y + 22, ['ZIELONA MODA', 'PO: ZM-PO-26-0771', 'STYLE / COLOUR / SIZE RANGE', 'CTN NO. 1-679', 'MADE IN BANGLADESH'], 7, 9);
  pen.ml(X + 270, y + 10, [`TOTAL CARTONS   : ${tC} (SIX HUNDRED SEVENTY NINE) CTNS`, `TOTAL PIECES    : ${us(tP, 0)} PCS`, `TOTAL NET WT    : ${us(tN, 1)} KGS`, `TOTAL GROSS WT  : ${us(tG, 1)} KGS`, `TOTAL MEASURE   : ${tV.toFixed(3)} CBM`], 7.6, 10.5, true);
  stamp(pen, R - 90, y + 50, ['RUPSHA KNIT COMPOSITE', 'COMMERCIAL DEPT.'], 7, 7.5, 0.45);
  pen.t(R - 190, y + 96, 'AUTHORISED SIGNATORY', 7.4, true);
  small(pen, X, 575, 520, 'All cartons 5-ply export quality, strapped. Assortment by size ratio as per buyer packing instruction ZM-PI-07. Goods of Bangladesh origin (GSP Form A / REX statement on invoice).', 6.4, 7.6);
  pen.r(R, 580, 'PAGE 1 OF 1', 6.5);
  return {
    id: 's8-bd-knit-pl', type: 'packing_list',
    notes: 'Bangladeshi knit composite packing list on landscape A4 in Courier: label : value header blocks (P/L no. vs invoice no. vs EXP and L/C numbers as decoys, vessel with voyage, transshipment line), consignee and buyer stacked on the right, 15-column table without row rules: zero-padded carton ranges "0001-0120", style, description, colour, HS, size range, cartons, pcs/carton, total pcs, per-carton N.W./G.W. (decoys) and line totals, carton measurement "58x38x32", CBM with 3 decimals, grand-total bar and a totals block, two containers with seals on one label.',
    pdf: pen.finish(),
    truth: {
      packingListNumber: 'RKCL/PL/2026/1187', date: '2026-11-16', invoiceNumber: 'RKCL/EXP/2026/1187', orderNumber: 'ZM-PO-26-0771',
      shipper, consignee, buyer: { name: buyer.name, address: buyer.address },
      portOfLoading: place('CHATTOGRAM', null, 'BD'), portOfDischarge: place('GDANSK', null, 'PL'), vessel: 'KOTA NALURI',
      containers: [{ containerNumber: c1, sealNumbers: ['ML-BD4418271'] }, { containerNumber: c2, sealNumbers: ['ML-BD4418272'] }],
      packages: rows.map((r) => ({ marks: r.marks, type: 'CTNS', count: r.ctns, description: r.desc, hsCode: r.hs, netWeight: kg(r.nw), grossWeight: kg(r.gw), dimensions: { length: r.L, width: r.W, height: r.H, unit: 'cm' }, volume: m3(r.vol) })),
      items: rows.map((r) => ({ description: r.desc, sku: r.sku, quantity: r.pcs })),
      totalPackages: tC, totalNetWeight: kg(tN), totalGrossWeight: kg(tG), totalVolume: m3(tV),
    },
  };
}
