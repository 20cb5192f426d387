/** Set 12, trade: Piura avocado exporter's "Lista de empaque / Packing list" Paita -> Rotterdam on landscape Letter (calibres, boxes, two reefers with three seals each, thermograph numbers, Peruvian RUC, Dutch BTW number). */
import { Pen4, cont, party, place, kg, m3, us, round, sum, wrap, small, stamp, barcode, qr, d12, peRuc, nlVat, type Doc } from './lib12.ts';

/** 7. Peruvian packing list: landscape Letter Helvetica, Spanish captions with English in grey, right-hand reference grid, calibre table (boxes, pallets, net / gross per box and total, box size, m3), container table with pallet ranges, three seals (line / SENASA / exporter), set temperature and thermograph decoys, totals and a QR for the phytosanitary certificate. */
export function peAvocadoPl(): Doc {
  const pen = new Pen4('Helvetica', 'LetterL');
  const X = 28, R = 764;
  const ruc = peRuc('2060441827');
  const shipper = party('AGRÍCOLA LOS ALGARROBOS S.A.C.', ['Carretera Panamericana Norte km 1012', 'Sullana, Piura, Perú'], { taxId: ruc, phone: '+51 73 504 418', email: 'exportaciones@losalgarrobos.pe' });
  const btw = nlVat('80441827');
  const consignee = party('FRUTIMPORT HOLLAND B.V.', ['Marconistraat 12', '3029 AK Rotterdam, Nederland'], { taxId: btw });
  const buyer = party('GREENFIELD FRESH GMBH', ['Großmarkt Hamburg, Banksstraße 28', '20097 Hamburg, Deutschland']);
  const c1 = cont('MNBU', '304418'), c2 = cont('MNBU', '318827');
  const S = { c1: ['ML-PE 4418271', 'SENASA 0044182', 'LA 0418'], c2: ['ML-PE 4418272', 'SENASA 0044183', 'LA 0419'] };
  const box = { L: 40, W: 30, H: 10.5 }, bv = round((box.L * box.W * box.H) / 1e6, 4), gpb = 4.6;
  const C = [
    { cal: 12, n: 1584, plt: 6 }, { cal: 14, n: 2640, plt: 10 }, { cal: 16, n: 2904, plt: 11 }, { cal: 18, n: 2112, plt: 8 }, { cal: 20, n: 1320, plt: 5 },
  ].map((c) => ({ ...c, nw: round(c.n * 4, 1), gw: round(c.n * gpb, 1), v: round(c.n * bv, 3), mk: `LA-HASS CAL ${c.cal}`, de: `PALTA HASS FRESCA / FRESH HASS AVOCADOS, CALIBRE ${c.cal}, CAJA 4 KG` }));
  const tN = sum(C.map((c) => c.n), 0), tP = sum(C.map((c) => c.plt), 0), tNW = sum(C.map((c) => c.nw), 1), tGW = sum(C.map((c) => c.gw), 1), tV = sum(C.map((c) => c.v), 3);
  pen.t(X, 40, 'AGRÍCOLA LOS ALGARROBOS S.A.C.', 16, true);
  pen.ml(X, 52, ['Carretera Panamericana Norte km 1012, Sullana, Piura, Perú', `RUC ${ruc}  ·  Tel. ${shipper.phone}  ·  ${shipper.email}`], 7.6, 9.4);
  pen.c(470, 44, 'LISTA DE EMPAQUE', 16, true); pen.q.textEx(470 - pen.w('PACKING LIST', 10) / 2, 57, 'PACKING LIST', 10, { gray: 0.45 });
  qr(pen, R - 46, 24, 46, 'SENASA-FITO-2026-0441827');
  pen.hl(X, R, 76, 1);
  let y = 90;
  const pb = (x: number, cap: string, en: string, ls: string[], w = 220) => { pen.t(x, y, cap, 7.2, true); pen.gray(x + pen.w(cap, 7.2, true) + 3, y, en, 6.4); pen.hl(x, x + w, y + 3, 0.4); pen.ml(x, y + 14, ls, 8, 9.8); };
  pb(X, 'EXPORTADOR', '/ Shipper', [shipper.name, 'Carretera Panamericana Norte km 1012', 'Sullana, Piura, Perú', `RUC ${ruc}`]);
  pb(X + 234, 'CONSIGNATARIO', '/ Consignee', [consignee.name, 'Marconistraat 12', '3029 AK Rotterdam, Nederland', `BTW ${btw}`]);
  pb(X + 468, 'COMPRADOR', '/ Buyer (for account of)', [buyer.name, 'Großmarkt Hamburg, Banksstraße 28', '20097 Hamburg, Deutschland'], 268);
  y += 58;
  const rg: Array<[string, string, string]> = [['N° Lista / P/L No.', 'LE-2026-0418', 'b'], ['Fecha / Date', d12.esShort('2026-12-03'), ''], ['Factura / Invoice', 'F001-00004418', ''], ['Contrato / Order', 'FH-2026-PAL-77', ''],
    ['Nave / Vessel', 'POLAR PERU  V. 649N', 'b'], ['Puerto embarque / POL', 'PAITA (PEPAI)', ''], ['Puerto destino / POD', 'ROTTERDAM (NLRTM)', ''], ['Booking', 'MAEU 264418270', '']];
  rg.forEach(([l, v, b], i) => { const x = X + (i % 4) * 184, yy = y + Math.floor(i / 4) * 24; pen.box(x, yy, 184, 24, 0.4); pen.t(x + 3, yy + 8, l, 6.2); pen.t(x + 6, yy + 19, v, 8.6, b === 'b'); });
  y += 58;
  const cols: Array<[string, string, number, 'l' | 'r']> = [['Marcas', 'Marks', 80, 'l'], ['Descripción', 'Description', 196, 'l'], ['Partida', 'HS code', 66, 'l'], ['Pallets', 'Pallets', 36, 'r'], ['Cajas', 'Boxes', 44, 'r'], ['Neto/caja', 'Net/box kg', 44, 'r'], ['Bruto/caja', 'Gross/box', 50, 'r'], ['Peso neto', 'Net kg', 56, 'r'], ['Peso bruto', 'Gross kg', 58, 'r'], ['Medida caja', 'Box size cm', 62, 'l'], ['Volumen', 'm3', R - X - 692, 'r']];
  const cx: number[] = [X]; cols.forEach(([, , w]) => cx.push(cx[cx.length - 1] + w));
  pen.fill(X, y, R - X, 22, 0.86); pen.box(X, y, R - X, 22, 0.5);
  cols.forEach(([a, b, , al], i) => { if (al === 'r') { pen.r(cx[i + 1] - 3, y + 9, a, 6.8, true); pen.q.textEx(cx[i + 1] - 3 - pen.w(b, 6), y + 18, b, 6, { gray: 0.4 }); } else { pen.t(cx[i] + 3, y + 9, a, 6.8, true); pen.gray(cx[i] + 3, y + 18, b, 6, 0.4); } });
  const top = y; y += 22;
  C.forEach((c) => {
    const v = [c.mk, c.de, '0804.40.00.00', String(c.plt), us(c.n, 0), us(4, 2), us(gpb, 2), us(c.nw, 1), us(c.gw, 1), `${box.L} x ${box.W} x ${us(box.H, 1)}`, us(c.v, 3)];
    v.forEach((t, i) => (i === 1 ? pen.ml(cx[1] + 3, y + 11, wrap(pen, t, 190, 6.8), 6.8, 8.4) : cols[i][3] === 'r' ? pen.r(cx[i + 1] - 3, y + 11, t, 7.6) : pen.t(cx[i] + 3, y + 11, t, 7.4)));
    y += 24; pen.hl(X, R, y, 0.25);
  });
  const tot = ['TOTAL', '', '', String(tP), us(tN, 0), '', '', us(tNW, 1), us(tGW, 1), '', us(tV, 3)];
  tot.forEach((t, i) => (cols[i][3] === 'r' ? pen.r(cx[i + 1] - 3, y + 13, t, 8, true) : pen.t(cx[i] + 3, y + 13, t, 8, true)));
  y += 20;
  pen.box(X, top, R - X, y - top, 0.5); cx.slice(1, -1).forEach((x) => pen.vl(x, top, y, 0.3));
  y += 16;
  pen.t(X, y, 'CONTENEDORES / CONTAINERS', 8, true);
  y += 6;
  const kx = [X, X + 100, X + 330, X + 420, X + 470, X + 530, X + 600, R];
  pen.hl(X, R, y, 0.6);
  ['Contenedor', 'Precintos (naviera / SENASA / exportador)', 'Pallets N°', 'Pallets', 'Cajas', 'Peso neto kg', 'T° / ventilación / termógrafo'].forEach((h, i) => pen.t(kx[i] + 3, y + 10, h, 6.8, true));
  pen.hl(X, R, y + 14, 0.4);
  y += 26;
  const K = [{ n: c1, s: S.c1, r: '001-020' }, { n: c2, s: S.c2, r: '021-040' }];
  const split = [[6, 10, 4], [7, 8, 5]];
  K.forEach((k, i) => {
    const pl = split[i].reduce((a, b) => a + b, 0), bx = pl * 264;
    pen.t(kx[0] + 3, y, k.n, 8.2, true); pen.t(kx[0] + 3, y + 10, "40' RH 45R1", 6.8);
    pen.t(kx[1] + 3, y, k.s.join(' / '), 7.6); pen.t(kx[2] + 3, y, k.r, 7.6); pen.t(kx[3] + 3, y, String(pl), 7.6); pen.t(kx[4] + 3, y, us(bx, 0), 7.6); pen.t(kx[5] + 3, y, us(bx * 4, 1), 7.6);
    pen.t(kx[6] + 3, y, `+5.5°C  ·  15 CBM/H  ·  TG ${i ? 'SN-88204419' : 'SN-88204418'}`, 7.2);
    y += 24;
  });
  pen.hl(X, R, y - 10, 0.4);
  y += 4;
  pen.t(X, y, `TOTAL BULTOS / TOTAL PACKAGES: ${us(tN, 0)} CAJAS EN ${tP} PALLETS  ·  PESO NETO ${us(tNW, 1)} KG  ·  PESO BRUTO ${us(tGW, 1)} KG  ·  ${us(tV, 3)} M3`, 8.4, true);
  y += 16;
  small(pen, X, y, 470, 'Producto de origen peruano, cosecha 2026, campaña de exportación a la Unión Europea. Certificado fitosanitario SENASA N° 2026-0441827 y certificado GLOBALG.A.P. GGN 4063061441827 adjuntos. Tara pallets (40 x 25 kg) no incluida en el peso bruto. Atmósfera controlada: 5 % O2 / 5 % CO2.', 7, 8.8);
  stamp(pen, 640, 530, ['AGRÍCOLA LOS ALGARROBOS', 'DPTO. EXPORTACIONES'], 6, 7.6, 0.45);
  pen.t(560, 570, 'Firma autorizada / Authorized signature: ______________', 7.4);
  barcode(pen, X, 572, 160, 12, '20604418275');
  pen.t(X + 170, 582, `Sullana, ${d12.esShort('2026-12-03')}  ·  Pág. 1/1`, 7);
  return {
    id: 's12-pe-avocado-pl', type: 'packing_list',
    notes: 'Piura avocado exporter\'s "Lista de empaque / Packing list" Paita-Rotterdam on landscape Letter Helvetica: bold Spanish captions with grey English, exporter with a Peruvian RUC (mod-11 check), Dutch consignee with a BTW number (mod-11 check), a separate buyer in Hamburg with ß in the address, reference grid (P/L no., date "03-dic-2026", invoice F001-00004418, contract, vessel + voyage, POL / POD with UN/LOCODEs, booking decoy), ruled calibre table (marks "LA-HASS CAL 12", bilingual description, HS 0804.40.00.00, pallets, boxes, net / gross per box as decoys, net / gross totals, box size 40 x 30 x 10,5 cm, m3), totals row, container table with pallet ranges, three seals per reefer (line / SENASA / exporter), +5.5 °C / ventilation / thermograph numbers, a totals sentence, pallet tare and phyto / GLOBALG.A.P. numbers as decoys, QR code.',
    pdf: pen.finish(),
    truth: {
      packingListNumber: 'LE-2026-0418', date: '2026-12-03', invoiceNumber: 'F001-00004418', orderNumber: 'FH-2026-PAL-77',
      shipper, consignee: { name: consignee.name, address: consignee.address, taxId: btw }, buyer: { name: buyer.name, address: buyer.address },
      portOfLoading: place('PAITA', 'PEPAI', 'PE'), portOfDischarge: place('ROTTERDAM', 'NLRTM', 'NL'), vessel: 'POLAR PERU',
      containers: [{ containerNumber: c1, sealNumbers: S.c1 }, { containerNumber: c2, sealNumbers: S.c2 }],
      packages: C.map((c) => ({ marks: c.mk, type: 'CAJAS', count: c.n, description: c.de, hsCode: '0804400000', netWeight: kg(c.nw), grossWeight: kg(c.gw), dimensions: { length: box.L, width: box.W, height: box.H, unit: 'cm' }, volume: m3(c.v) })),
      items: [],
      totalPackages: tN, totalNetWeight: kg(tNW), totalGrossWeight: kg(tGW), totalVolume: m3(tV),
    },
  };
}
