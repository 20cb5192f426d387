/** Set 7, packing: Moroccan garments packing list (French/English, landscape A4, Times, size-ratio matrix per carton range). */
import { Pen4, cont, party, place, kg, m3, fmt, round, sum, table, small, stamp, d, type Doc } from './lib7.ts';

const fr = (v: number, dec = 2) => fmt(v, dec, ' ', ',');

/** 7. "Liste de colisage / Packing list" from a Tanger free-zone garment maker to Spain: carton ranges with S/M/L/XL ratio, per-carton dims, totals row, French number format. */
export function maGarmentsPl(): Doc {
  const pen = new Pen4('Times', 'A4L');
  const X = 28, R = 814;
  const shipper = party('CONFECTIONS DU DETROIT SARL AU', ['Zone Franche d\'Exportation de Tanger, Ilot 47, Lot 12', '90100 Tanger, Maroc'], { taxId: '001528744000063', phone: '+212 539 39 44 18' });
  const consignee = party('MODAS ATLANTICO S.L.', ['Poligono Industrial de Sabon, Parcela 52', '15142 Arteixo (A Coruna), Espana'], { taxId: 'B15844721' });
  const buyer = party('ATLANTICO RETAIL GROUP S.A.', ['Calle de Serrano 88, 4a planta', '28006 Madrid, Espana'], { taxId: 'A28447106' });
  const S: Array<[string, string, string, string, [number, number, number, number], number, number, number, [number, number, number]]> = [
    ['CD-2611-NV', 'Chemise homme manches longues, 100 % coton / Men\'s shirt long sleeve', 'MARINE', '620520', [4, 8, 8, 4], 36, 9.4, 10.6, [60, 40, 35]],
    ['CD-2611-BL', 'Chemise homme manches longues, 100 % coton / Men\'s shirt long sleeve', 'BLANC', '620520', [4, 8, 8, 4], 30, 9.4, 10.6, [60, 40, 35]],
    ['CD-2634-KH', 'Pantalon chino homme, coton/elasthanne / Men\'s chino trousers', 'KAKI', '620342', [3, 6, 6, 3], 42, 11.2, 12.4, [60, 40, 40]],
    ['CD-2634-GR', 'Pantalon chino homme, coton/elasthanne / Men\'s chino trousers', 'GRIS', '620342', [3, 6, 6, 3], 28, 11.2, 12.4, [60, 40, 40]],
    ['CD-2702-EC', 'Veste legere femme, polyester recycle / Women\'s light jacket', 'ECRU', '620293', [2, 4, 4, 2], 24, 7.8, 9.1, [58, 38, 45]],
    ['CD-2715-NR', 'Robe femme en viscose imprimee / Women\'s printed viscose dress', 'NOIR', '620444', [5, 10, 10, 5], 20, 8.6, 9.5, [58, 38, 32]],
  ];
  let from = 1;
  const rows = S.map(([sku, desc, col, hs, ratio, ctns, nwc, gwc, [L, W, H]]) => {
    const ppc = ratio.reduce((a, b) => a + b, 0);
    const r = { sku, desc, col, hs, ratio, ctns, ppc, pcs: ppc * ctns, nw: round(ctns * nwc, 1), gw: round(ctns * gwc, 1), L, W, H, vol: round((ctns * L * W * H) / 1e6, 3), marks: `MA/ARX ${from}-${from + ctns - 1}` };
    from += ctns; return r;
  });
  const tC = sum(rows.map((r) => r.ctns), 0), tPcs = sum(rows.map((r) => r.pcs), 0), tN = sum(rows.map((r) => r.nw), 1), tG = sum(rows.map((r) => r.gw), 1), tV = sum(rows.map((r) => r.vol), 3);
  const c1 = cont('MRKU', '418830');
  pen.t(X, 38, 'CONFECTIONS DU DETROIT', 18, true);
  pen.t(X, 50, 'SARL AU au capital de 2 000 000 MAD  -  Zone Franche d\'Exportation de Tanger, Ilot 47, Lot 12, 90100 Tanger, Maroc  -  Tel. +212 539 39 44 18', 7.4);
  pen.t(X, 60, 'ICE 001528744000063  -  RC Tanger 88417  -  IF 40418827  -  CNSS 7741882', 7.4);
  pen.r(R, 36, 'LISTE DE COLISAGE', 15, true); pen.r(R, 50, 'PACKING LIST', 11);
  pen.hl(X, R, 68, 1.2);
  const blk = (x: number, y: number, c: string, v: string[], w: number) => { pen.fill(x, y, w, 11, 0.86); pen.t(x + 3, y + 8, c, 7, true); return pen.ml(x + 3, y + 22, v, 8.4, 10.2); };
  let y = 76;
  blk(X, y, 'Expediteur / Shipper', [shipper.name, 'Zone Franche d\'Exportation de Tanger, Ilot 47, Lot 12', '90100 Tanger, Maroc', 'ICE 001528744000063'], 230);
  blk(X + 240, y, 'Destinataire / Consignee', [consignee.name, 'Poligono Industrial de Sabon, Parcela 52', '15142 Arteixo (A Coruna), Espana', 'CIF B15844721'], 220);
  blk(X + 470, y, 'Acheteur / Buyer', [buyer.name, 'Calle de Serrano 88, 4a planta', '28006 Madrid, Espana', 'CIF A28447106'], 150);
  const kv: Array<[string, string]> = [['Liste N° / PL No.', 'CDD-PL-26-0318'], ['Date', d.dmySlash('2026-03-16')], ['Facture N° / Invoice', 'CDD-FA-26-0412'], ['Commande / PO', 'MA-PO-77821'], ['Saison / Season', 'PE / SS 2026']];
  pen.box(X + 630, y, R - X - 630, 62, 0.5);
  kv.forEach(([l, v], i) => { pen.t(X + 634, y + 10 + i * 11.5, l, 6.8); pen.r(R - 4, y + 10 + i * 11.5, v, 8, i === 0); });
  y += 70;
  pen.hl(X, R, y, 0.4);
  const tr: Array<[string, string]> = [['Port de chargement / Port of loading', 'TANGER MED (MAPTM)'], ['Port de dechargement / Port of discharge', 'ALGECIRAS (ESALG)'], ['Navire / Vessel', 'MARIA KATHARINA S  V. 611N'],
    ['Conteneur / Container', `${c1}  40' HC`], ['Plomb / Seal', 'ML-MA4418827'], ['Destination finale', 'ARTEIXO, ESPANA (par camion)']];
  tr.forEach(([l, v], i) => { const cx = X + (i % 3) * 262, cy = y + 10 + Math.floor(i / 3) * 20; pen.t(cx, cy, l, 6.6); pen.t(cx, cy + 9.5, v, 8.6, true); });
  y += 48;
  const cols = [
    { title: ['Marques / Marks', 'Cartons N°'], w: 80 }, { title: ['Ref. modele', 'Style'], w: 62 }, { title: ['Designation / Description'], w: 182 }, { title: ['Coloris', 'Colour'], w: 44 },
    { title: ['SH / HS'], w: 40, align: 'c' as const }, { title: ['S'], w: 18, align: 'c' as const }, { title: ['M'], w: 18, align: 'c' as const }, { title: ['L'], w: 18, align: 'c' as const }, { title: ['XL'], w: 18, align: 'c' as const },
    { title: ['Pcs/', 'ctn'], w: 26, align: 'r' as const }, { title: ['Nbre', 'ctns'], w: 30, align: 'r' as const }, { title: ['Total', 'pieces'], w: 44, align: 'r' as const },
    { title: ['Poids net', 'kg'], w: 46, align: 'r' as const }, { title: ['Poids brut', 'kg'], w: 48, align: 'r' as const }, { title: ['Dim. carton', 'L x l x h cm'], w: 58, align: 'c' as const }, { title: ['Volume', 'm3'], w: R - X - 732, align: 'r' as const },
  ];
  y = table(pen, X, y, cols, rows.map((r) => [[r.marks], [r.sku], [...pen_wrap(pen, r.desc)], [r.col], [r.hs], ...r.ratio.map((q) => [String(q)]), [String(r.ppc)], [String(r.ctns)], [`${fr(r.pcs, 0)} pcs`], [fr(r.nw, 1)], [fr(r.gw, 1)], [`${r.L} x ${r.W} x ${r.H}`], [fr(r.vol, 3)]]),
    { size: 7.6, headSize: 6.4, shade: true });
  pen.fill(X, y, R - X, 15, 0.9); pen.box(X, y, R - X, 15, 0.6);
  pen.t(X + 4, y + 10.5, 'TOTAL GENERAL / GRAND TOTAL', 8, true);
  const xr = (k: number) => X + cols.slice(0, k + 1).reduce((a, c) => a + c.w, 0) - 3;
  pen.r(xr(10), y + 10.5, String(tC), 8, true); pen.r(xr(11), y + 10.5, fr(tPcs, 0), 8, true); pen.r(xr(12), y + 10.5, fr(tN, 1), 8, true); pen.r(xr(13), y + 10.5, fr(tG, 1), 8, true); pen.r(xr(15), y + 10.5, fr(tV, 3), 8, true);
  y += 28;
  pen.ml(X, y, [`Total colis / Total packages: ${tC} cartons (${tPcs} pieces)`, `Poids net total / Total net weight: ${fr(tN, 1)} kg    Poids brut total / Total gross weight: ${fr(tG, 1)} kg`, `Volume total / Total volume: ${fr(tV, 3)} m3`, 'Origine des marchandises / Origin: MAROC - Certificat EUR.1 N° A 0441827 joint'], 8.4, 11);
  small(pen, X + 430, y, 240, 'Colisage en cartons double cannelure, 4 tailles assorties par carton (assortiment S/M/L/XL indique par carton). Cintres et housses inclus. Etiquetage client ARX conforme au cahier des charges fournisseur.', 6.8, 8.2);
  stamp(pen, R - 70, y + 40, ['CONFECTIONS DU', 'DETROIT - TANGER'], 8, 7.5, 0.45);
  pen.t(X, y + 60, 'Fait a Tanger, le 16/03/2026  -  Service Export (K. El Amrani)', 8);
  pen.t(X, 575, 'Document etabli sous regime de Zone Franche d\'Exportation - Bureau douanier Tanger Med 309', 6.5); pen.r(R, 575, 'Page 1/1', 7);
  return {
    id: 's7-ma-garments-pl', type: 'packing_list',
    notes: 'Moroccan free-zone garment packing list (Liste de colisage / Packing list) on landscape A4 in Times: French/English captions on grey bars over three party blocks (ICE and Spanish CIF as tax ids, RC/IF/CNSS numbers in the letterhead as decoys), reference box right with right-aligned values, dd/mm/yyyy, transport block 3x2 captions over values (vessel with voyage, container with size, seal), 16-column table: carton-range marks "MA/ARX 1-36", style code, description (French / English), colour, HS, S/M/L/XL assortment quantities and pcs/carton (decoys), cartons, total pieces, net/gross kg, per-carton dims "60 x 40 x 35" and volume, French number format (1 234,5 with decimal comma), grand total row, EUR.1 number as decoy.',
    pdf: pen.finish(),
    truth: {
      packingListNumber: 'CDD-PL-26-0318', date: '2026-03-16', invoiceNumber: 'CDD-FA-26-0412', orderNumber: 'MA-PO-77821',
      shipper, consignee, buyer,
      portOfLoading: place('TANGER MED', 'MAPTM', 'MA'), portOfDischarge: place('ALGECIRAS', 'ESALG', 'ES'), vessel: 'MARIA KATHARINA S',
      containers: [{ containerNumber: c1, sealNumbers: ['ML-MA4418827'] }],
      packages: rows.map((r) => ({ marks: r.marks, type: 'CTNS', count: r.ctns, description: r.desc, hsCode: r.hs, netWeight: kg(r.nw), grossWeight: kg(r.gw), dimensions: { length: r.L, width: r.W, height: r.H, unit: 'cm' }, volume: m3(r.vol) })),
      items: rows.map((r) => ({ description: r.desc, sku: r.sku, quantity: r.pcs, unit: 'pcs' })),
      totalPackages: tC, totalNetWeight: kg(tN), totalGrossWeight: kg(tG), totalVolume: m3(tV),
    },
  };
}

function pen_wrap(pen: Pen4, s: string): string[] {
  const [a, b] = s.split(' / ');
  return [b ? `${a} /` : a, ...(b ? [b] : [])].flatMap((part) => { const out: string[] = []; let cur = ''; for (const w of part.split(' ')) { const nx = cur ? `${cur} ${w}` : w; if (pen.w(nx, 7.6) > 172 && cur) { out.push(cur); cur = w; } else cur = nx; } if (cur) out.push(cur); return out; });
}
