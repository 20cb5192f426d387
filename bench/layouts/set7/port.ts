/** Set 7, port: Port Klang delivery order (landscape A4, Malay/English), LATAM Cargo flight manifest Bogota -> Miami (Courier, 2 pages). */
import { Pen4, cont, awb, party, place, kg, us, sum, table, wrap, small, stamp, barcode, rng, pageNumbers, d5, type Doc } from './lib7.ts';

/** 10. Westports delivery order from a Yang Ming agent: bilingual Malay/English captions, left reference column, container table with haulier and gate-pass decoys. */
export function portKlangDo(): Doc {
  const pen = new Pen4('Helvetica', 'A4L');
  const X = 30, R = 812;
  const issuedBy = party('SELAT MELAKA SHIPPING AGENCIES SDN BHD', ['Level 8, Menara Klang, Jalan Tengku Kelana', '41000 Klang, Selangor, Malaysia'], { taxId: 'W10-1808-32004418', phone: '+60 3 3371 4418', email: 'do.pkg@selatmelaka.com.my' });
  const releaseTo = party('KLANG VALLEY FREIGHT (M) SDN BHD', ['Lot 5, Jalan Kem, Pelabuhan Klang', '42000 Port Klang, Selangor'], { phone: '+60 3 3168 2290' });
  const r = rng(20260319);
  const C = Array.from({ length: 10 }, (_, i) => {
    const big = i % 3 !== 2;
    return { n: cont(['YMLU', 'YMMU', 'TEMU', 'BEAU'][i % 4], String(418200 + i * 1373 + r.int(0, 90)).padStart(6, '0')), t: big ? '45G1' : '22G1', a: big ? '40HC' : '20GP', s: `YMAL${String(884100 + i * 7)}`, gp: `GP26-${String(r.int(10000, 99999))}`, h: r.pick(['SHIN TRANSPORT', 'KONSORTIUM PKG', 'TIONG NAM LOG.']) };
  });
  const tP = 1864, tW = 148212.6;
  pen.t(X, 38, 'SELAT MELAKA SHIPPING AGENCIES SDN BHD', 14, true); pen.t(X + 330, 38, '(198701004418)', 8);
  pen.t(X, 50, 'As Agents for YANG MING MARINE TRANSPORT CORP.  -  Level 8, Menara Klang, Jalan Tengku Kelana, 41000 Klang, Selangor, Malaysia', 7);
  pen.t(X, 60, 'Tel +60 3 3371 4418  -  do.pkg@selatmelaka.com.my  -  SST Reg. No. W10-1808-32004418', 7);
  pen.r(R, 34, 'PERINTAH PENGHANTARAN', 15, true); pen.r(R, 50, 'DELIVERY ORDER', 12, true);
  barcode(pen, R - 180, 56, 180, 14, '2603190441');
  pen.hl(X, R, 76, 1.2);
  const L = 250;
  const kv: Array<[string, string, boolean?]> = [
    ['No. D/O', 'SMS/PKG/DO/2603/0441', true], ['Tarikh / Date', d5.dashMON('2026-03-19')], ['No. B/L', 'YMLUI226418827', true], ['Kapal / Vessel', 'YM WELLHEAD'], ['Pelayaran / Voyage', '082W'],
    ['Pelabuhan Muat / POL', 'KAOHSIUNG (TWKHH)'], ['Pelabuhan Punggah / POD', 'PORT KLANG (MYPKG)'], ['Tarikh Tiba / Arrival', d5.dashMON('2026-03-17')], ['No. Manifest / Rotation', 'PKG-26-1187-W'],
    ['No. K1 (Kastam)', 'B13-2603-0441827'], ['Jumlah Bungkusan / Pkgs', `${us(tP, 0)} PKGS`], ['Berat Kasar / Gross Wt', `${us(tW, 1)} KGS`],
    ['Storan Percuma Hingga / Free Storage Until', d5.dashMON('2026-03-22')], ['Tahanan Percuma / Detention Free Until', d5.dashMON('2026-03-31')], ['Sah Hingga / D.O. Valid Until', d5.dashMON('2026-03-26')],
  ];
  let y = 92;
  kv.forEach(([l, v, b], i) => { pen.t(X, y + i * 17.5, l, 6.4); pen.t(X + 4, y + i * 17.5 + 9.5, v, 8.2, !!b); pen.hl(X, X + L - 10, y + i * 17.5 + 13, 0.2); });
  const bx = X + L;
  pen.box(bx, 84, 260, 76, 0.6); pen.fill(bx, 84, 260, 12, 0.85); pen.t(bx + 4, 93, 'SERAHKAN KEPADA / RELEASE TO', 7, true);
  pen.ml(bx + 6, 108, [releaseTo.name, 'Lot 5, Jalan Kem, Pelabuhan Klang', '42000 Port Klang, Selangor', 'Tel +60 3 3168 2290'], 8.2, 10.5);
  pen.box(bx + 270, 84, R - bx - 270, 76, 0.6); pen.fill(bx + 270, 84, R - bx - 270, 12, 0.85); pen.t(bx + 274, 93, 'PENERIMA / CONSIGNEE (AS PER B/L)', 7, true);
  pen.ml(bx + 276, 108, ['SUNRISE ELECTRICAL APPLIANCES SDN BHD', 'No. 22, Jalan Perusahaan 3, Kawasan Perindustrian', 'Bukit Raja, 41050 Klang, Selangor'], 8, 10.5);
  pen.box(bx, 168, R - bx, 40, 0.6);
  pen.t(bx + 4, 180, 'AMBIL DARI / PICK UP AT:', 7, true); pen.t(bx + 130, 180, 'WESTPORTS MALAYSIA, CONTAINER TERMINAL 8', 8.2);
  pen.t(bx + 4, 196, 'HANTAR KE / DELIVER TO:', 7, true); pen.t(bx + 130, 196, 'Lot 9, Jalan Sungai Puloh, Taman Perindustrian Ringan, 42100 Klang', 8.2);
  y = table(pen, bx, 216, [
    { title: ['Bil.'], w: 24, align: 'c' }, { title: ['No. Kontena', 'Container No.'], w: 82 }, { title: ['Saiz/Jenis', 'Size/Type'], w: 48, align: 'c' }, { title: ['No. Meterai', 'Seal No.'], w: 72 },
    { title: ['Haulier'], w: 100 }, { title: ['No. Pas Pintu', 'Gate Pass'], w: 78 }, { title: ['Status'], w: R - bx - 404, align: 'c' },
  ], C.map((c, i) => [[String(i + 1)], [c.n], [c.a], [c.s], [c.h], [c.gp], ['FCL']]), { size: 7.8, headSize: 6.4, shade: true, vlines: false });
  pen.t(bx + 4, y + 12, `JUMLAH / TOTAL: ${C.filter((c) => c.t === '45G1').length} X 40HC + ${C.filter((c) => c.t === '22G1').length} X 20GP`, 7.8, true);
  y += 22;
  pen.t(bx, y + 6, 'Perihal barangan / Description: ELECTRIC FANS, RICE COOKERS AND SPARE PARTS - SAID TO CONTAIN', 7.4);
  small(pen, X, 380, L - 20, 'Perintah Penghantaran ini dikeluarkan tertakluk kepada terma dan syarat Bil Muatan pembawa. This Delivery Order is issued subject to the terms and conditions of the carrier\'s Bill of Lading. Storage charges after the free period are payable to Westports Malaysia Sdn Bhd. Container detention is charged at MYR 120.00 (20\') and MYR 240.00 (40\') per day after the free period. Empty containers to be returned to YML depot, Pulau Indah.', 6.3, 7.6);
  pen.t(bx, 470, 'Untuk dan bagi pihak / For and on behalf of', 7.4); pen.t(bx, 480, 'SELAT MELAKA SHIPPING AGENCIES SDN BHD', 8, true);
  pen.hl(bx, bx + 180, 520, 0.4); pen.t(bx, 530, 'Tandatangan diberi kuasa / Authorised signature', 6.8);
  stamp(pen, R - 120, 500, ['SELAT MELAKA SHIPPING', 'D/O RELEASED', 'PORT KLANG'], 8, 8, 0.4);
  pen.t(X, 575, 'Salinan asal - Terminal / Original - Terminal copy', 6.5); pen.r(R, 575, 'SMS/IMP/DO-F2  Page 1 of 1', 6.5);
  return {
    id: 's7-pkg-do', type: 'delivery_order',
    notes: 'Port Klang (Westports) delivery order from a Yang Ming agent on landscape A4: Malay/English caption pairs ("No. D/O", "Tarikh / Date", "Storan Percuma Hingga / Free Storage Until") stacked as caption-over-value rows in a narrow left column, dates dd-MON-yyyy, release-to and the B/L consignee in two boxes side by side (consignee is not the release party), pick-up/deliver-to lines with Malay prefixes, container table without vertical rules with haulier and gate-pass numbers as decoys, 40HC/20GP aliases, K1 customs number, manifest rotation and SST number as decoys, detention free date and D.O. validity beside the storage free date (= last free day).',
    pdf: pen.finish(),
    truth: {
      deliveryOrderNumber: 'SMS/PKG/DO/2603/0441', issueDate: '2026-03-19', issuedBy, releaseTo,
      billOfLadingNumber: 'YMLUI226418827', vessel: 'YM WELLHEAD', voyageNumber: '082W',
      portOfDischarge: place('PORT KLANG', 'MYPKG', 'MY'), arrivalDate: '2026-03-17',
      containers: C.map((c) => ({ containerNumber: c.n, sizeType: c.t, sealNumbers: [c.s] })),
      totalPackages: tP, totalGrossWeight: kg(tW), lastFreeDay: '2026-03-22',
      pickupLocation: 'WESTPORTS MALAYSIA, CONTAINER TERMINAL 8', deliveryLocation: 'Lot 9, Jalan Sungai Puloh, Taman Perindustrian Ringan, 42100 Klang',
    },
  };
}

/** 11. LATAM Cargo flight manifest Bogota -> Miami: Courier, Spanish/English header, 22 AWBs (flowers) over 2 pages without vertical rules, page and flight totals. */
export function latamManifest(): Doc {
  const pen = new Pen4('Courier', 'A4');
  const X = 24, R = 571;
  const r = rng(20260318);
  const farms = ['FLORES LA SABANA S.A.S.', 'CULTIVOS EL ROSAL LTDA', 'FLORES DE FUNZA S.A.', 'BLOOMS OF TOCANCIPA S.A.S.', 'AGRICOLA GUACARI S.A.', 'FLORES MADRID CUND. S.A.S.', 'CLAVELES DE CHIA LTDA', 'HORTENSIAS DE RIONEGRO S.A.S.'];
  const importers = ['MIAMI FLORAL DISTRIBUTORS LLC', 'SUNSHINE BOUQUET COMPANY', 'DORAL FRESH FLOWERS INC', 'ATLANTIC STEMS IMPORT CORP', 'GREEN VALLEY FLORAL USA'];
  const goods = ['FRESH CUT ROSES', 'FRESH CUT CARNATIONS', 'FRESH CUT ALSTROEMERIA', 'FRESH CUT HYDRANGEAS', 'MIXED FRESH CUT FLOWERS', 'FRESH CUT CHRYSANTHEMUMS'];
  const E = Array.from({ length: 16 }, (_, i) => {
    const f = i % farms.length, pcs = r.int(18, 160);
    return { awb: awb(['729', '729', '145', '045'][i % 4], String(4180000 + i * 3719 + r.int(0, 500))), sh: farms[f], cn: importers[(i * 3) % importers.length], pcs, d: f === 6 ? goods[1] : f === 7 ? goods[3] : goods[(i + f) % goods.length], w: Math.round(pcs * (14 + r.next() * 9) * 10) / 10, dst: i % 5 === 4 ? 'MIA/ORD' : 'MIA' };
  });
  const head = () => {
    pen.t(X, 30, 'LATAM CARGO COLOMBIA S.A.', 12, true); pen.r(R, 30, 'MANIFIESTO DE CARGA / CARGO MANIFEST', 10, true);
    pen.t(X, 40, 'Aeropuerto Internacional El Dorado, Terminal de Carga 1, Bogota D.C.  NIT 900.418.227-1', 6.4);
    pen.box(X, 46, R - X, 46, 0.6);
    const c: Array<[string, string]> = [['OPERADOR / OPERATOR', 'LATAM CARGO COLOMBIA (L7)'], ['MATRICULA / REG.', 'N774LA'], ['VUELO / FLIGHT', 'L71805'], ['FECHA / DATE', '18MAR2026'],
      ['ORIGEN / POINT OF LOADING', 'BOGOTA (BOG)'], ['DESTINO / POINT OF UNLOADING', 'MIAMI (MIA)'], ['MANIFIESTO NO. / MANIFEST NO.', 'L7-BOG-MIA-0318-1805'], ['AERONAVE / A/C TYPE', 'B767-316F']];
    c.forEach(([l, v], i) => { const cx = X + 4 + (i % 4) * 137, cy = 55 + Math.floor(i / 4) * 20; pen.t(cx, cy, l, 5.4); pen.t(cx, cy + 9, v, 7.6, true); });
  };
  const cols = [
    { title: ['GUIA AEREA', 'AWB NO.'], w: 78 }, { title: ['DEST'], w: 40 }, { title: ['PZS', 'PCS'], w: 30, align: 'r' as const }, { title: ['PESO KG', 'GROSS WT'], w: 60, align: 'r' as const },
    { title: ['NATURALEZA DE LA CARGA', 'NATURE OF GOODS'], w: 106 }, { title: ['EMBARCADOR / SHIPPER'], w: 116 }, { title: ['CONSIGNATARIO / CONSIGNEE'], w: R - X - 430 },
  ];
  const chunks = [E.slice(0, 9), E.slice(9)];
  chunks.forEach((ch, pi) => {
    if (pi) pen.page();
    head();
    let y = table(pen, X, 98, cols, ch.map((e) => [[e.awb], [e.dst], [String(e.pcs)], [us(e.w, 1)], wrap(pen, e.d, 100, 6.8), wrap(pen, e.sh, 112, 6.8), wrap(pen, e.cn, R - X - 434, 6.8)]), { size: 6.8, headSize: 5.8, vlines: false, shade: true });
    const pp = ch.reduce((a, e) => a + e.pcs, 0), pw = sum(ch.map((e) => e.w), 1);
    pen.t(X + 4, y + 11, `SUBTOTAL PAG. (${ch.length} GUIAS)`, 6.8, true); pen.r(X + 148 - 3, y + 11, String(pp), 6.8, true); pen.r(X + 208 - 3, y + 11, us(pw, 1), 6.8, true);
    y += 20;
    if (pi === 1) {
      const tp = E.reduce((a, e) => a + e.pcs, 0), tw = sum(E.map((e) => e.w), 1);
      pen.hl(X, R, y, 0.8);
      pen.t(X + 4, y + 13, `TOTAL VUELO / FLIGHT TOTAL: ${E.length} GUIAS  ${tp} PZS  ${us(tw, 1)} KG`, 8, true);
      pen.t(X + 4, y + 26, 'ULD: PMC 31844L7, PMC 31902L7, PMC 32017L7, PAG 11482L7, PMC 30811L7, PMC 31166L7 (+8)', 6.8);
      small(pen, X, y + 40, R - X, 'SHC: PEF (flores frescas / fresh flowers), COL (carga refrigerada 2-4 C). Carga inspeccionada por Policia Antinarcoticos Aeropuerto El Dorado, acta PONAL-BOG-2603-1805. Pesos segun guias aereas. Declaracion del comandante o agente autorizado:', 6, 7.2);
      pen.t(X, y + 80, 'PREPARADO POR / PREPARED BY: BOG LOAD CONTROL - J. CASTANEDA', 6.8);
      stamp(pen, R - 100, y + 110, ['LATAM CARGO', 'BOG - DESPACHADO'], 9, 7.5, 0.45);
    } else pen.c(297, 800, '*** CONTINUA / CONTINUED ***', 7);
  });
  pageNumbers(pen, R, 820, 'PAG. {i} DE {n}', 6.5);
  return {
    id: 's7-latam-manifest', type: 'shipping_manifest',
    notes: 'LATAM Cargo Colombia freighter flight manifest Bogota-Miami on A4, Courier: Spanish/English caption pairs in a 4x2 header grid repeated on both pages (operator, registration N774LA, flight "L71805", date "18MAR2026", points of loading/unloading with IATA codes, manifest no., aircraft type), 16 AWB lines (prefixes 729/145/045) split 9/7 in a shaded-header table without vertical rules, columns AWB / destination (some "MIA/ORD") / pieces / weight / nature / shipper / consignee with names wrapped, page subtotal rows and a flight total, ULD list, PONAL inspection act as decoy.',
    pdf: pen.finish(),
    truth: {
      manifestNumber: 'L7-BOG-MIA-0318-1805', transportMode: 'AIR', vessel: null, voyageNumber: null, flightNumber: 'L71805',
      portOfLoading: place('BOGOTA', null, 'CO', 'BOG'), portOfDischarge: place('MIAMI', null, 'US', 'MIA'), date: '2026-03-18',
      entries: E.map((e) => ({ billOfLadingNumber: null, airWaybillNumber: e.awb, shipper: party(e.sh, []), consignee: party(e.cn, []), packages: { count: e.pcs, type: null }, description: e.d, grossWeight: kg(e.w) })),
    },
  };
}
