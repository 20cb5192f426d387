/** Set 6, packing: Finnish paper-machine parts packing list (crates with dimensions, 2 pages, Finnish/English captions, 1 234,5 numbers). */
import { Pen4, cont, party, place, kg, sp, round, sum, table, wrap, small, pageNumbers, type Doc } from '../set5/lib5.ts';

/** 7. Finnish machinery packing list: captions "Lähettäjä / Shipper" above values, crate table over 2 pages with header repeated, dims "L x W x H cm". */
export function fiMachineryPl(): Doc {
  const pen = new Pen4('Helvetica', 'A4L');
  const X = 28, R = 814;
  const shipper = party('KOSKI PAPERIKONEET OY', ['Vaajakoskentie 112', '40800 Jyväskylä', 'Finland'], { taxId: 'FI29144476', phone: '+358 20 744 1800' });
  const consignee = party('CELULOSE VALE DO ARAGUAIA S.A.', ['Rodovia BR-158, Km 283, Zona Rural', '79640-000 Três Lagoas - MS', 'Brasil'], { taxId: '12.418.773/0001-05' });
  const buyer = party('ARAGUAIA PAPÉIS E PARTICIPAÇÕES LTDA', ['Av. Brigadeiro Faria Lima, 3477, 14º andar', '04538-133 São Paulo - SP', 'Brasil'], {});
  const P: Array<[string, string, string, number, number, number, number, number]> = [
    ['CRATE', 'Headbox slice lip assembly, stainless', '843991', 1840, 2215, 620, 145, 118],
    ['CRATE', 'Headbox turbulence generator tubes (set of 3)', '843991', 2260, 2690, 480, 160, 140],
    ['SKID', 'Suction roll shell, drilled, with end caps', '843991', 6480, 7110, 745, 165, 160],
    ['CRATE', 'Press felt guide rolls (4 pcs)', '843991', 3150, 3620, 690, 120, 110],
    ['CRATE', 'Doctor blade holders and blades, carbon fibre', '843999', 420, 560, 610, 80, 60],
    ['CRATE', 'Reel spool coupling and primary arm parts', '843991', 2890, 3340, 410, 210, 175],
    ['CASE', 'Automation cabinets (DCS I/O), 2 units', '853710', 640, 790, 210, 90, 220],
    ['CASE', 'Spare parts kit, small items (see item list)', '843999', 415, 520, 150, 100, 95],
  ];
  const pk = P.map(([type, desc, hs, nw, gw, L, W, H], i) => ({ marks: `KPK-VDA ${i + 1}/8`, type, desc, hs, nw, gw, L, W, H, vol: round((L * W * H) / 1e6, 3) }));
  const tN = sum(pk.map((p) => p.nw), 1), tG = sum(pk.map((p) => p.gw), 1), tV = sum(pk.map((p) => p.vol), 3);
  const c1 = cont('TRIU', '544108'), c2 = cont('CAIU', '931275'), c3 = cont('MSMU', '712460');
  const head = () => {
    pen.t(X, 36, 'KOSKI', 18, true); pen.t(X + pen.w('KOSKI ', 18, true), 36, 'PAPERIKONEET OY', 18);
    pen.t(X, 48, 'Vaajakoskentie 112, 40800 Jyväskylä, Finland  -  Y-tunnus 2914447-6  -  ALV/VAT FI29144476  -  +358 20 744 1800', 7);
    pen.r(R, 32, 'PAKKAUSLUETTELO', 13, true); pen.r(R, 46, 'PACKING LIST', 11);
    pen.hl(X, R, 56, 0.8);
  };
  head();
  const cap = (x: number, y: number, c: string, v: string[], s = 8.2) => { pen.t(x, y, c, 6, true); return pen.ml(x, y + 10, v, s, s + 2.2); };
  let y = 70;
  cap(X, y, 'Lähettäjä / Shipper', [shipper.name, 'Vaajakoskentie 112', '40800 Jyväskylä', 'Finland']);
  cap(X + 200, y, 'Vastaanottaja / Consignee', [consignee.name, 'Rodovia BR-158, Km 283, Zona Rural', '79640-000 Três Lagoas - MS', 'Brasil', 'CNPJ 12.418.773/0001-05']);
  cap(X + 420, y, 'Ostaja / Buyer', [buyer.name, 'Av. Brigadeiro Faria Lima, 3477, 14º andar', '04538-133 São Paulo - SP', 'Brasil']);
  const kv: Array<[string, string]> = [['Pakkausluettelo nro / PL no.', 'PL-26-0331'], ['Päivämäärä / Date', '11.3.2026'], ['Lasku / Invoice', 'KPK-26-1187'], ['Tilaus / Order', 'PO 4500817734'], ['Projekti / Project', 'VDA PM1 rebuild']];
  kv.forEach(([l, v], i) => { pen.t(X + 640, y + i * 11, l, 6.5); pen.t(X + 640, y + i * 11 + 0, '', 6.5); pen.r(R, y + i * 11, v, 8, i === 0); });
  y += 70;
  pen.hl(X, R, y - 6, 0.3);
  cap(X, y, 'Lastaussatama / Port of loading', ['KOTKA, FINLAND (FIKTK)']);
  cap(X + 200, y, 'Purkusatama / Port of discharge', ['SANTOS, BRAZIL (BRSSZ)']);
  cap(X + 420, y, 'Alus / Vessel', ['MSC ADELAIDE  V. FE612W']);
  cap(X + 600, y, 'Kontit / Containers (sinetti / seal)', [`${c1} (FR 40) / FI0418821`, `${c2} (FR 40) / FI0418822`, `${c3} (40HC) / FI0418823`], 7.4);
  y += 48;
  const cols = [
    { title: ['Merkit', 'Marks'], w: 72 }, { title: ['Kolli', 'Type'], w: 44 }, { title: ['Sisältö', 'Contents'], w: 230 }, { title: ['Tullinimike', 'HS code'], w: 56, align: 'c' as const },
    { title: ['Netto kg', 'Net kg'], w: 62, align: 'r' as const }, { title: ['Brutto kg', 'Gross kg'], w: 62, align: 'r' as const }, { title: ['Mitat P x L x K (cm)', 'Dims L x W x H (cm)'], w: 110, align: 'c' as const },
    { title: ['Tilavuus m3', 'Volume m3'], w: 60, align: 'r' as const }, { title: ['Kontti', 'Container'], w: 90 },
  ];
  const where = (i: number) => (i < 3 ? c1 : i < 5 ? c2 : c3);
  const rows = (from: number, to: number) => pk.slice(from, to).map((p, k) => [[p.marks], [p.type], wrap(pen, p.desc, 224, 7.4), [p.hs], [sp(p.nw, 1)], [sp(p.gw, 1)], [`${p.L} x ${p.W} x ${p.H}`], [sp(p.vol, 3)], [where(from + k)]]);
  y = table(pen, X, y, cols, rows(0, 5), { size: 7.4, headSize: 6.2, shade: true });
  pen.c((X + R) / 2, 570, 'jatkuu / continued ...', 7.5);
  pen.page(); head();
  pen.t(X, 72, 'PL-26-0331 / 11.3.2026 (jatkoa / continuation)', 8, true);
  y = table(pen, X, 80, cols, rows(5, 8), { size: 7.4, headSize: 6.2, shade: true });
  pen.fill(X, y, R - X, 16, 0.9); pen.box(X, y, R - X, 16, 0.6);
  pen.t(X + 4, y + 11, 'YHTEENSÄ / TOTAL  8 kolli / packages', 7.8, true);
  pen.r(X + 464 - 3, y + 11, sp(tN, 1), 7.8, true); pen.r(X + 526 - 3, y + 11, sp(tG, 1), 7.8, true); pen.r(X + 696 - 3, y + 11, sp(tV, 3), 7.8, true);
  y += 32;
  pen.t(X, y, 'Varaosapakkauksen sisältö / Item list of case KPK-VDA 8/8', 8, true);
  const items: Array<[string, string, number, string, number, number]> = [
    ['Doctor blade, carbon fibre 7,9 m', 'KP-DB-7900', 24, 'pcs', 118.0, 0], ['O-ring kit, Viton, headbox', 'KP-OR-1142', 6, 'set', 9.6, 0],
    ['Felt guide roll bearing 23144 CC/W33', 'SKF-23144', 4, 'pcs', 198.4, 0], ['Siphon shoe, carbon, DN50', 'KP-SS-0050', 16, 'pcs', 22.4, 0],
  ];
  y = table(pen, X, y + 6, [{ title: ['Nimike / Description'], w: 250 }, { title: ['Tuotenro / Part no.'], w: 100 }, { title: ['Määrä / Qty'], w: 60, align: 'r' }, { title: ['Yks. / Unit'], w: 50, align: 'c' }, { title: ['Netto kg / Net kg'], w: 80, align: 'r' }],
    items.map(([dd, sku, q, u, nw]) => [[dd], [sku], [String(q)], [u], [sp(nw, 1)]]), { size: 7.4, headSize: 6.2, hlines: false });
  y += 16;
  small(pen, X, y, 500, 'Merkintä: kaikki puupakkaukset ISPM 15 -käsiteltyjä (HT, FI-0418). Nosto- ja painopistemerkinnät pakkauksissa. All wooden packing ISPM 15 treated; lifting points and centre of gravity marked on each crate. Case KPK-VDA 3/8 overwidth on flat rack.', 6.8, 8.2);
  pen.t(X + 560, y + 4, 'Jyväskylä 11.3.2026', 8); pen.t(X + 560, y + 30, 'KOSKI PAPERIKONEET OY / Logistiikka', 8, true);
  pageNumbers(pen, R, 582, 'Sivu {i} / {n}', 7);
  return {
    id: 's6-fi-machinery-pl', type: 'packing_list',
    notes: 'Finnish paper-machine parts packing list on landscape A4, 2 pages: Finnish/English caption pairs above values (Lähettäjä / Shipper, Vastaanottaja / Consignee, Ostaja / Buyer) in three columns, reference block label-left with right-aligned values, date "11.3.2026" without leading zero, 8 crates/cases/skid split 5/3 with the header repeated, "1 234,5" weights and "37,944" volumes, dims "620 x 145 x 118" in one cell, a container column, totals row on page 2, then a separate item list for the spare-parts case.',
    pdf: pen.finish(),
    truth: {
      packingListNumber: 'PL-26-0331', date: '2026-03-11', invoiceNumber: 'KPK-26-1187', orderNumber: 'PO 4500817734',
      shipper, consignee, buyer: { name: buyer.name, address: buyer.address, taxId: null, email: null, phone: null },
      portOfLoading: place('KOTKA', 'FIKTK', 'FI'), portOfDischarge: place('SANTOS', 'BRSSZ', 'BR'), vessel: 'MSC ADELAIDE',
      containers: [{ containerNumber: c1, sealNumbers: ['FI0418821'] }, { containerNumber: c2, sealNumbers: ['FI0418822'] }, { containerNumber: c3, sealNumbers: ['FI0418823'] }],
      packages: pk.map((p) => ({ marks: p.marks, type: p.type, count: 1, description: p.desc, hsCode: p.hs, netWeight: kg(p.nw), grossWeight: kg(p.gw), dimensions: { length: p.L, width: p.W, height: p.H, unit: 'cm' }, volume: { value: p.vol, unit: 'm3' } })),
      items: items.map(([dd, sku, q, u, nw]) => ({ description: dd, sku, quantity: q, unit: u, netWeight: kg(nw), grossWeight: null })),
      totalPackages: 8, totalNetWeight: kg(tN), totalGrossWeight: kg(tG), totalVolume: { value: tV, unit: 'm3' },
    },
  };
}
