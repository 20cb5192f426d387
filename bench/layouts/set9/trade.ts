/** Set 9, trade: Pakistani Himalayan-salt packing list (pallet rows, landscape Letter), Indonesian PIB import declaration (BC 2.0, Indonesian/English). */
import { Pen4, cont, party, place, kg, m3, us, eu, round, sum, table, wrap, small, stamp, barcode, d, d9, nb, type Doc } from './lib9.ts';

/** 7. Karachi salt-products packing list to Hamburg on landscape Letter: header as two label-colon columns, pallet-range table without vertical rules, per-pallet dimensions, totals row, NTN/STRN decoys. */
export function pkSaltPl(): Doc {
  const pen = new Pen4('Helvetica', 'LetterL');
  const X = 30, R = 762;
  const shipper = party('INDUS ROCK SALT INDUSTRIES (PVT.) LTD.', ['Plot F-118, S.I.T.E. Phase II', 'Karachi 75730, Pakistan'], { taxId: '4418270-6', phone: '+92 21 3258 4418', email: 'exports@indusrocksalt.pk' });
  const consignee = party('ALPENSALZ NATURWAREN GMBH', ['Grossmoorbogen 21', '21079 Hamburg, Germany'], { taxId: 'DE294418270' });
  const c1 = cont('MSKU', '418827'), c2 = cont('TCLU', '557310');
  const P: Array<[string, string, number, number, number, number, number]> = [
    ['HIMALAYAN PINK SALT LAMPS, NATURAL SHAPE 2-3 KG, WITH WOODEN BASE', '680299', 8, 118.5, 131.0, 120, 80],
    ['HIMALAYAN PINK SALT LAMPS, NATURAL SHAPE 5-7 KG, WITH WOODEN BASE', '680299', 6, 134.0, 147.5, 120, 80],
    ['HIMALAYAN SALT COOKING BLOCKS 20X20X5 CM', '680299', 4, 212.0, 226.0, 120, 80],
    ['EDIBLE PINK SALT, FINE, 1 KG POUCHES IN CARTONS', '250100', 10, 920.0, 951.0, 120, 100],
    ['EDIBLE PINK SALT, COARSE, 25 KG PP BAGS', '250100', 12, 1000.0, 1012.0, 120, 100],
    ['BATH SALT, PINK, 500 G JARS IN CARTONS', '250100', 5, 610.0, 672.5, 120, 80],
  ];
  let from = 1;
  const rows = P.map(([de, hs, n, nw1, gw1, L, W]) => {
    const H = 110, r = { marks: `PLT ${String(from).padStart(2, '0')}-${String(from + n - 1).padStart(2, '0')}`, de, hs, n, nw: round(n * nw1, 1), gw: round(n * gw1, 1), L, W, H, v: round((n * L * W * H) / 1e6, 3) };
    from += n; return r;
  });
  const tN = sum(rows.map((r) => r.n), 0), tNW = sum(rows.map((r) => r.nw), 1), tGW = sum(rows.map((r) => r.gw), 1), tV = sum(rows.map((r) => r.v), 3);
  pen.t(X, 40, 'INDUS ROCK SALT', 20, true); pen.t(X + pen.w('INDUS ROCK SALT ', 20, true), 40, 'INDUSTRIES (PVT.) LTD.', 12);
  pen.t(X, 54, `Plot F-118, S.I.T.E. Phase II, Karachi 75730, Pakistan   Tel ${shipper.phone}   ${shipper.email}`, 7.4);
  pen.t(X, 64, `NTN ${shipper.taxId}   STRN 3277876144182   TDAP REG. 0441/2019`, 7.4);
  pen.r(R, 40, 'PACKING LIST', 18, true); pen.r(R, 54, 'PALLET-WISE / WEIGHT AND MEASUREMENT', 7.4);
  pen.hl(X, R, 72, 1.4);
  const kv = (x: number, y: number, l: string, v: string, tab = 110, b = false) => { pen.t(x, y, l, 7.6); pen.t(x + tab - 8, y, ':', 7.6); pen.t(x + tab, y, v, 8.2, b); };
  let y = 88;
  kv(X, y, 'PACKING LIST NO.', 'IRS/PL/26/0418', 110, true); kv(X, y + 12, 'DATED', d.dMonY('2026-11-17')); kv(X, y + 24, 'COMMERCIAL INV. NO.', 'IRS/EXP/26/0418');
  kv(X, y + 36, 'BUYER\'S P.O.', 'ASN-PO-7781'); kv(X, y + 48, 'FORM E / EFS NO.', 'KAPE-EX-2026-441827'); kv(X, y + 60, 'PAYMENT', 'CAD AT SIGHT - HBL KARACHI');
  kv(X + 250, y, 'VESSEL / VOY', 'MAERSK KOWLOON 447W', 110); kv(X + 250, y + 12, 'PORT OF LOADING', 'KARACHI (PKKHI)', 110); kv(X + 250, y + 24, 'PORT OF DISCHARGE', 'HAMBURG (DEHAM)', 110);
  kv(X + 250, y + 36, 'CONTAINER 1 / SEAL', `${c1} / ML-PK0441827`, 110); kv(X + 250, y + 48, 'CONTAINER 2 / SEAL', `${c2} / ML-PK0441828`, 110); kv(X + 250, y + 60, 'B/L NO.', 'MAEU 261844182', 110);
  pen.t(X + 520, y, 'CONSIGNEE', 7.6, true); pen.ml(X + 520, y + 11, [consignee.name, 'Grossmoorbogen 21', '21079 Hamburg, Germany', `USt-IdNr. ${consignee.taxId}`], 8, 10);
  pen.t(X + 520, y + 56, 'NOTIFY: SAME AS CONSIGNEE', 7.6, true);
  y += 78;
  const cx = [X, X + 70, X + 330, X + 380, X + 420, X + 480, X + 540, X + 600, X + 660, R];
  pen.hl(X, R, y, 1);
  [['PALLET NOS.'], ['DESCRIPTION OF GOODS'], ['HS CODE'], ['PLTS'], ['NET WT', 'KGS'], ['GROSS WT', 'KGS'], ['PALLET SIZE', 'L x W x H CM'], ['CBM']].forEach((h, i) => {
    if (i < 3) pen.ml(cx[i] + 3, y + 10, h, 6.8, 8, true); else if (i === 6) pen.ml(cx[6] + 6, y + 10, h, 6.8, 8, true); else pen.ml(cx[i < 6 ? i + 1 : 9] - 4 - pen.w(h[0], 6.8, true), y + 10, h, 6.8, 8, true);
  });
  y += 22; pen.hl(X, R, y, 0.5); y += 12;
  rows.forEach((r) => {
    pen.t(X + 3, y, r.marks, 8.2); const e = pen.ml(cx[1] + 3, y, wrap(pen, r.de, 250, 8.2), 8.2, 10); pen.t(cx[2] + 3, y, r.hs, 8.2);
    pen.r(cx[4] - 4, y, String(r.n), 8.2); pen.r(cx[5] - 4, y, us(r.nw, 1), 8.2); pen.r(cx[6] - 4, y, us(r.gw, 1), 8.2); pen.t(cx[6] + 6, y, `${r.L} x ${r.W} x ${r.H}`, 8.2); pen.r(R - 4, y, r.v.toFixed(3), 8.2);
    y = Math.max(e, y + 10) + 7;
  });
  pen.hl(X, R, y - 4, 0.8);
  pen.t(cx[1] + 3, y + 8, 'TOTAL', 8.6, true); pen.r(cx[4] - 4, y + 8, String(tN), 8.6, true); pen.r(cx[5] - 4, y + 8, us(tNW, 1), 8.6, true); pen.r(cx[6] - 4, y + 8, us(tGW, 1), 8.6, true); pen.r(R - 4, y + 8, tV.toFixed(3), 8.6, true);
  pen.hl(X, R, y + 13, 0.8);
  y += 32;
  pen.ml(X, y, [`TOTAL: ${tN} (FORTY FIVE) WOODEN PALLETS, FUMIGATED ISPM-15`, `NET WEIGHT: ${us(tNW, 1)} KGS   GROSS WEIGHT: ${us(tGW, 1)} KGS   MEASUREMENT: ${tV.toFixed(3)} CBM`], 8.4, 11, true);
  pen.box(X + 470, y - 10, 262, 66, 0.6); pen.t(X + 476, y, 'SHIPPING MARKS', 7.4, true);
  pen.ml(X + 480, y + 12, ['ALPENSALZ HAMBURG', 'PO ASN-PO-7781', 'PALLET NO. 01-45', 'PRODUCT OF PAKISTAN'], 7.6, 9.6);
  small(pen, X, y + 34, 420, 'We certify that the goods are of Pakistani origin, packed on heat-treated pallets and stretch-wrapped. Salt lamps packed individually in corrugated boxes with bubble wrap. Weights are as per weighbridge slip KPT/WB/26/118872.', 6.6, 8);
  stamp(pen, R - 110, 540, ['INDUS ROCK SALT IND.', 'EXPORT DEPARTMENT'], 6, 7.5, 0.45);
  pen.t(R - 190, 580, 'FOR INDUS ROCK SALT INDUSTRIES (PVT.) LTD.', 7, true);
  return {
    id: 's9-pk-salt-pl', type: 'packing_list',
    notes: 'Karachi Himalayan-salt packing list to Hamburg on landscape Letter Helvetica: header as two label-colon columns (P/L no., date "17-Nov-2026", invoice, PO, EFS number, vessel/voyage, ports with UN/LOCODEs, two container/seal lines, B/L no.) and a consignee block right, pallet-range rows "PLT 01-08" without vertical rules, HS codes, net/gross kg, per-pallet size "120 x 80 x 110", CBM, totals row and totals repeated in words, shipping marks box, NTN/STRN/TDAP registration and weighbridge slip decoys.',
    pdf: pen.finish(),
    truth: {
      packingListNumber: 'IRS/PL/26/0418', date: '2026-11-17', invoiceNumber: 'IRS/EXP/26/0418', orderNumber: 'ASN-PO-7781',
      shipper, consignee: { name: consignee.name, address: consignee.address, taxId: consignee.taxId }, buyer: null,
      portOfLoading: place('KARACHI', 'PKKHI', 'PK'), portOfDischarge: place('HAMBURG', 'DEHAM', 'DE'), vessel: 'MAERSK KOWLOON',
      containers: [{ containerNumber: c1, sealNumbers: ['ML-PK0441827'] }, { containerNumber: c2, sealNumbers: ['ML-PK0441828'] }],
      packages: rows.map((r) => ({ marks: r.marks, type: 'PALLETS', count: r.n, description: r.de, hsCode: r.hs, netWeight: kg(r.nw), grossWeight: kg(r.gw), dimensions: { length: r.L, width: r.W, height: r.H, unit: 'cm' }, volume: m3(r.v) })),
      items: [], totalPackages: tN, totalNetWeight: kg(tNW), totalGrossWeight: kg(tGW), totalVolume: m3(tV),
    },
  };
}

/** 8. Indonesian PIB (BC 2.0) import declaration at Tanjung Priok: Courier, numbered boxes with "Indonesian / English" captions, nomor pengajuan vs. nomor pendaftaran, NDPBM rate, BM / PPN / PPh per item and totals. */
export function idPib(): Doc {
  const pen = new Pen4('Courier', 'A4');
  const X = 24, R = 571, M = 298;
  const importer = party('PT SARANA MESIN NUSANTARA', ['Jl. Raya Cakung Cilincing Km. 3 No. 18', 'Jakarta Utara 14130, Indonesia'], { taxId: '01.441.827.0-041.000' });
  const declarant = party('PT PRIOK KARGO MANDIRI (PPJK)', ['Jl. Enggano No. 41, Tanjung Priok', 'Jakarta Utara 14310, Indonesia'], { taxId: '02.118.827.4-042.000' });
  const exporter = party('TAICHUNG PRECISION MACHINERY CO., LTD.', ['No. 27, Jingke Rd., Nantun Dist.', 'Taichung 408, Taiwan']);
  const fx = 15872;
  const I: Array<[string, string, number, string, number, number, number, number]> = [
    ['CNC VERTICAL MACHINING CENTER, MODEL TPM-VMC850, NEW', '84571010', 2, 'UNIT', 9200, 9850, 118400, 0],
    ['CNC LATHE, HORIZONTAL, MODEL TPM-L420, NEW', '84581100', 1, 'UNIT', 4100, 4420, 64250, 0],
    ['TOOL HOLDERS BT40, STEEL', '84661090', 120, 'PCE', 186, 212, 8640, 5],
    ['CUTTING TOOL INSERTS, CARBIDE', '82090000', 2400, 'PCE', 24, 31, 5280, 5],
  ];
  const items = I.map(([de, hs, q, u, nw, gw, v, r], i) => { const cif = v; const idr = round(cif * fx, 0); const bm = round(idr * r / 100, 0); return { n: i + 1, de, hs, q, u, nw, gw, v: cif, idr, r, bm, ppn: round((idr + bm) * 0.11, 0), pph: round((idr + bm) * 0.025, 0) }; });
  const tCif = sum(items.map((i) => i.v)), tBM = sum(items.map((i) => i.bm), 0), tPPN = sum(items.map((i) => i.ppn), 0), tPPH = sum(items.map((i) => i.pph), 0), tGW = sum(items.map((i) => i.gw), 0);
  const idn = (v: number) => eu(v, 0);
  pen.t(X, 30, 'KEMENTERIAN KEUANGAN REPUBLIK INDONESIA - DIREKTORAT JENDERAL BEA DAN CUKAI', 7.6, true);
  pen.c(297, 48, 'PEMBERITAHUAN IMPOR BARANG (PIB)', 12, true); pen.c(297, 60, 'IMPORT GOODS DECLARATION - BC 2.0', 8.4);
  pen.r(R, 30, 'Halaman / Page 1 dari / of 1', 7);
  let y = 68;
  nb(pen, X, y, M - X, 24, '1.', 'Kantor Pabean / Customs office', ['040300  KPU BEA DAN CUKAI TIPE A TANJUNG PRIOK'], 7.6);
  nb(pen, M, y, (R - M) / 2, 24, '2.', 'Nomor Pengajuan / Submission no.', ['040300-000418-20261123-004418'], 6.6);
  nb(pen, M + (R - M) / 2, y, (R - M) / 2, 24, '3.', 'Jenis PIB / Type', ['1 - BIASA (IMPOR UNTUK DIPAKAI)'], 6.6);
  y += 24;
  nb(pen, X, y, M - X, 24, '4.', 'Nomor & Tgl Pendaftaran / Registration no. & date', ['441827   ' + d.dmySlash('2026-11-24')], 8.4, 5.8, true);
  nb(pen, M, y, R - M, 24, '5.', 'Cara Pembayaran / Payment', ['1 - BIASA / TUNAI    Jalur / Channel: HIJAU (GREEN)'], 7.4);
  y += 24;
  nb(pen, X, y, M - X, 58, '6.', 'Pemasok / Exporter (name, address, country)', [exporter.name, 'No. 27, Jingke Rd., Nantun Dist.', 'Taichung 408, Taiwan', 'Negara / Country: TW - TAIWAN'], 7.4);
  nb(pen, M, y, R - M, 58, '7.', 'Importir / Importer (NPWP, name, address)', [`NPWP ${importer.taxId}`, importer.name, 'Jl. Raya Cakung Cilincing Km. 3 No. 18', 'Jakarta Utara 14130, Indonesia', 'API-U 0441827'], 7.2);
  y += 58;
  nb(pen, X, y, M - X, 48, '8.', 'PPJK / Customs broker (NPWP, name, address)', [`NPWP ${declarant.taxId}`, declarant.name, 'Jl. Enggano No. 41, Tanjung Priok', 'Jakarta Utara 14310, Indonesia'], 7.2);
  const w3 = (R - M) / 2;
  nb(pen, M, y, w3, 24, '9.', 'Cara Pengangkutan / Mode', ['1 - LAUT (SEA)'], 7.6); nb(pen, M + w3, y, w3, 24, '10.', 'Sarana / Vessel - Voy', ['WAN HAI 301 V.S118'], 7.2);
  nb(pen, M, y + 24, w3, 24, '11.', 'Pelabuhan Muat / Loading', ['TWTXG - TAICHUNG'], 7.2); nb(pen, M + w3, y + 24, w3, 24, '12.', 'Pelabuhan Bongkar / Discharge', ['IDTPP - TANJUNG PRIOK'], 7.2);
  y += 48;
  nb(pen, X, y, M - X, 24, '13.', 'Dokumen / B/L no. & date', [`WHLC 118E027441  ${d.dmySlash('2026-11-16')}`], 7.6);
  nb(pen, M, y, w3, 24, '14.', 'Invoice no. & date', [`TPM-26-1187 ${d.dmySlash('2026-11-10')}`], 6.8); nb(pen, M + w3, y, w3, 24, '15.', 'BC 1.1 / Manifest', ['004418 POS 0027'], 7.2);
  y += 24;
  const w4 = (R - X) / 4;
  nb(pen, X, y, w4, 24, '16.', 'Valuta / Currency', ['USD'], 8); nb(pen, X + w4, y, w4, 24, '17.', 'NDPBM / Exchange rate', [eu(fx, 2)], 8);
  nb(pen, X + 2 * w4, y, w4, 24, '18.', 'Incoterms / Harga', ['CIF'], 8); nb(pen, X + 3 * w4, y, w4, 24, '19.', 'Nilai CIF / CIF value', [`USD ${us(tCif)}`], 8, 5.8, true);
  y += 24;
  nb(pen, X, y, w4, 24, '20.', 'Bruto / Gross kg', [eu(tGW, 2)], 8); nb(pen, X + w4, y, w4, 24, '21.', 'Netto / Net kg', [eu(sum(items.map((i) => i.nw), 0), 2)], 8);
  nb(pen, X + 2 * w4, y, w4, 24, '22.', 'Kemasan / Packages', ['7 PK (PACKAGES)'], 8); nb(pen, X + 3 * w4, y, w4, 24, '23.', 'Peti kemas / Containers', ['2 X 40\' + 1 X 20\''], 8);
  y += 30;
  y = table(pen, X, y, [
    { title: ['No', '(24)'], w: 24, align: 'c' }, { title: ['Uraian barang / Description', '(25)'], w: 156 }, { title: ['Pos tarif/HS', '(26)'], w: 62 }, { title: ['Asal', 'Origin'], w: 30, align: 'c' },
    { title: ['Jumlah/Satuan', 'Qty / unit'], w: 58, align: 'r' }, { title: ['Netto kg', '(27)'], w: 44, align: 'r' }, { title: ['CIF USD', '(28)'], w: 58, align: 'r' },
    { title: ['BM %', 'Duty'], w: 28, align: 'r' }, { title: ['BM (Rp)', 'Duty IDR'], w: R - X - 460, align: 'r' },
  ], items.map((i) => [[String(i.n)], wrap(pen, i.de, 150, 7), [i.hs], ['TW'], [`${eu(i.q, 0)} ${i.u}`], [eu(i.nw, 0)], [us(i.v)], [String(i.r)], [idn(i.bm)]]), { size: 7, headSize: 6, shade: true });
  y += 8;
  pen.t(X, y + 8, 'DATA PUNGUTAN / DUTIES AND TAXES (Rp)', 8, true);
  const tx: Array<[string, string, number]> = [['29. Bea Masuk (BM) / Import duty', '', tBM], ['30. PPN 11% / VAT', '', tPPN], ['31. PPh Pasal 22 2,5% / Income tax art. 22', '', tPPH], ['32. PPnBM / Luxury tax', '', 0], ['33. PDRI (PPN + PPh) / Import taxes', '', tPPN + tPPH], ['34. TOTAL BM + PDRI', '', tBM + tPPN + tPPH]];
  tx.forEach(([l, , v], i) => { pen.t(X + 10, y + 22 + i * 11, l, 7.6, i === 5); pen.r(X + 360, y + 22 + i * 11, idn(v), 8, i === 5); });
  pen.ml(X + 380, y + 22, ['Nilai pabean / Customs value:', `Rp ${idn(sum(items.map((i) => i.idr), 0))}`, 'NTPN: 0A44 1827 9B11 8827', 'Kode billing: 820261124441827'], 7, 9.5);
  y += 96;
  pen.hl(X, R, y, 0.6);
  small(pen, X, y + 8, 300, 'Dengan ini saya menyatakan bertanggung jawab atas kebenaran hal-hal yang diberitahukan dalam dokumen ini. I hereby declare that the particulars given in this declaration are true and correct.', 6.6, 8);
  pen.t(M + 10, y + 12, `Jakarta, ${d9.id('2026-11-23')}`, 8); pen.t(M + 10, y + 24, 'Importir / PPJK', 7.4); pen.t(M + 10, y + 60, 'BUDI HARTONO (PPJK)', 8, true);
  stamp(pen, M + 170, y + 40, ['PT PRIOK KARGO MANDIRI', 'PPJK'], 6, 7, 0.45);
  barcode(pen, X, 800, 220, 14, '0403004418272026');
  return {
    id: 's9-id-pib', type: 'customs_declaration',
    notes: 'Indonesian PIB (BC 2.0) import declaration at Tanjung Priok on A4 Courier: numbered boxes with "Indonesian / English" captions, the 26-character nomor pengajuan (submission number) beside the registration number + date (the declaration number, dd/mm/yyyy), customs office code with name, NPWP tax ids (importer and PPJK broker), API-U decoy, mode "1 - LAUT (SEA)", B/L and invoice numbers with their own dates, NDPBM exchange rate 15.872,00 in Indonesian format, CIF USD, 4-item ruled table (HS 8-digit, origin, qty/unit, net kg, CIF, BM % and BM in Rupiah), duties block BM / PPN 11 % / PPh 22 with a PDRI subtotal and a grand total, NTPN and billing code decoys, signing date as an Indonesian long date.',
    pdf: pen.finish(),
    truth: {
      declarationNumber: '441827', declarationType: 'IMPORT', date: '2026-11-24', customsOffice: '040300',
      declarant, exporter: { name: exporter.name, address: exporter.address }, importer: { name: importer.name, address: importer.address, taxId: importer.taxId },
      countryOfExport: 'TW', countryOfOrigin: null, countryOfDestination: null, incoterms: 'CIF', currency: 'USD', exchangeRate: fx, totalInvoiceAmount: tCif,
      transportMode: 'SEA', transportDocumentReference: 'WHLC 118E027441',
      items: items.map((i) => ({ itemNumber: i.n, description: i.de, hsCode: i.hs, countryOfOrigin: 'TW', quantity: i.q, unit: i.u, netWeight: kg(i.nw), customsValue: i.v, dutyRate: i.r, dutyAmount: i.bm })),
      totalDuties: tBM, totalTaxes: round(tPPN + tPPH, 0), totalGrossWeight: kg(tGW), totalPackages: 7,
    },
  };
}
