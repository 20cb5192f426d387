/** Set 8, invoices: Vietnamese VAT e-invoice (bilingual, VND dot-thousands, MST), Swedish "Faktura" in SEK with a discount column. */
import { Pen4, party, eu, sp, round, sum, table, wrap, small, stamp, qr, iban, d8, type Doc } from './lib8.ts';

/** 1. Vietnamese "Hoa don gia tri gia tang" e-invoice (ASCII-folded Vietnamese as a Latin-1 font prints it): Vietnamese (English) captions, serial + number, MST tax codes. */
export function vnVatInvoice(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 36, R = 559;
  const vendor = party('CONG TY TNHH DIEN TU SONG HAN', ['Lo C3, Khu cong nghiep Hoa Khanh, Phuong Hoa Khanh Bac', 'Quan Lien Chieu, Thanh pho Da Nang, Viet Nam'], { taxId: '0401882741', phone: '0236 3731 884', email: 'ketoan@songhan-elec.vn' });
  const customer = party('CONG TY CO PHAN THIET BI DIEN MIEN DONG', ['So 27 Duong so 9, Khu cong nghiep Song Than 1', 'Thanh pho Di An, Tinh Binh Duong, Viet Nam'], { taxId: '3700418275' });
  const L: Array<[string, string, number, number]> = [
    ['Bo nguon xung 24V 10A (Switching power supply 24V 10A) SH-PS2410', 'Cai', 120, 465000],
    ['Bo dieu khien nhiet do so (Digital temperature controller) SH-TC48', 'Cai', 80, 1180000],
    ['Cam bien tiem can M18 (Inductive proximity sensor M18) SH-PX18', 'Cai', 400, 238500],
    ['Relay trung gian 24VDC kem de (Relay 24VDC with socket) SH-RL24', 'Bo', 600, 86000],
    ['Day cap tin hieu chong nhieu 4x0.5mm2 (Shielded signal cable)', 'Met', 1500, 18400],
    ['Tu dien dieu khien lap rap san (Assembled control cabinet) SH-CB800', 'Bo', 6, 24750000],
    ['Cong tac hanh trinh (Limit switch) SH-LS10', 'Cai', 250, 132000],
    ['Den bao LED 22mm 24V (LED pilot lamp 22mm) SH-PL22', 'Cai', 500, 27500],
    ['Bien tan 3 pha 7.5kW (3-phase inverter 7.5kW) SH-VF75', 'Cai', 10, 9860000],
    ['Phi van chuyen va lap dat (Transport and installation fee)', 'Lan', 1, 4500000],
  ];
  const lines = L.map(([dd, u, q, p], i) => ({ n: i + 1, d: dd, u, q, p, t: round(q * p, 0) }));
  const net = sum(lines.map((l) => l.t), 0), vat = round(net * 0.1, 0), total = net + vat;
  const acct = '0041000882741';
  pen.t(X, 40, 'SONG HAN ELECTRONICS', 15, true); pen.t(X, 52, 'Thiet bi dien - Tu dong hoa / Electrical & automation equipment', 7.5);
  qr(pen, R - 62, 26, 62, 'VN-EINV-1C26TSH-00004418');
  pen.c(297, 84, 'HOA DON GIA TRI GIA TANG', 16, true);
  pen.c(297, 98, '(VAT INVOICE)', 10, true);
  pen.c(297, 110, '(Hoa don dien tu / E-invoice)', 8.5);
  pen.c(297, 124, `${d8.vn('2026-11-18')}  (Date: 18/11/2026)`, 9);
  pen.t(400, 142, 'Ky hieu (Serial): 1C26TSH', 9); pen.t(400, 154, 'So (No.): ', 9); pen.t(400 + pen.w('So (No.): ', 9), 154, '00004418', 11, true);
  pen.t(X, 142, 'Ma cua co quan thue (Tax authority code):', 7.5); pen.t(X, 152, '00A7F2C4418E94B1C88D0126E5F3AB7702', 7.5);
  pen.hl(X, R, 162, 0.8);
  const kv = (y: number, l: string, v: string, b = false) => { pen.t(X, y, l, 8.5); pen.t(X + 158, y, v, 9, b); };
  let y = 176;
  kv(y, 'Don vi ban hang (Seller):', vendor.name, true);
  kv(y + 12, 'Ma so thue (Tax code):', vendor.taxId!, true);
  kv(y + 24, 'Dia chi (Address):', 'Lo C3, Khu cong nghiep Hoa Khanh, Phuong Hoa Khanh Bac');
  pen.t(X + 158, y + 36, 'Quan Lien Chieu, Thanh pho Da Nang, Viet Nam', 9);
  kv(y + 48, 'Dien thoai (Tel):', `${vendor.phone}        Email: ${vendor.email}`);
  kv(y + 60, 'So tai khoan (Account No.):', `${acct} tai Ngan hang TMCP Ngoai thuong Viet Nam - CN Da Nang (SWIFT: BFTVVNVX)`);
  y += 72; pen.hl(X, R, y, 0.4); y += 14;
  kv(y, 'Ho ten nguoi mua (Buyer):', 'Nguyen Thi Thu Ha');
  kv(y + 12, 'Ten don vi (Company):', customer.name, true);
  kv(y + 24, 'Ma so thue (Tax code):', customer.taxId!, true);
  kv(y + 36, 'Dia chi (Address):', 'So 27 Duong so 9, Khu cong nghiep Song Than 1');
  pen.t(X + 158, y + 48, 'Thanh pho Di An, Tinh Binh Duong, Viet Nam', 9);
  kv(y + 60, 'Hinh thuc thanh toan (Payment):', 'TM/CK (Chuyen khoan 30 ngay / Bank transfer 30 days)');
  kv(y + 72, 'Han thanh toan (Due date):', '18/12/2026');
  kv(y + 84, 'Don vi tien te (Currency):', 'VND');
  kv(y + 96, 'So don dat hang (PO No.):', 'PO-MD-2611-0274');
  y += 106;
  y = table(pen, X, y, [
    { title: ['STT', '(No.)'], w: 28, align: 'c' }, { title: ['Ten hang hoa, dich vu', '(Description)'], w: 212 }, { title: ['DVT', '(Unit)'], w: 36, align: 'c' },
    { title: ['So luong', '(Quantity)'], w: 52, align: 'r' }, { title: ['Don gia', '(Unit price)'], w: 80, align: 'r' }, { title: ['Thanh tien', '(Amount)'], w: R - X - 408, align: 'r' },
  ], [[['1'], ['2'], ['3'], ['4'], ['5'], ['6 = 4 x 5']], ...lines.map((l) => [[String(l.n)], wrap(pen, l.d, 206, 8.2), [l.u], [eu(l.q, 0)], [eu(l.p, 0)], [eu(l.t, 0)]])], { size: 8.2, headSize: 7, shade: false });
  const T: Array<[string, string, boolean?]> = [
    ['Cong tien hang (Total amount before VAT):', eu(net, 0)], ['Thue suat GTGT (VAT rate):', '10%'], ['Tien thue GTGT (VAT amount):', eu(vat, 0)], ['Tong cong tien thanh toan (Total payment):', eu(total, 0), true],
  ];
  T.forEach(([l, v, b], i) => { pen.t(X + 150, y + 14 + i * 13, l, 8.8, !!b); pen.r(R - 3, y + 14 + i * 13, v, 9.2, !!b); });
  pen.hl(X, R, y + 62, 0.4);
  y += 76;
  small(pen, X, y, R - X, 'So tien viet bang chu (In words): Sau tram tam muoi lam trieu, bon tram sau muoi lam nghin dong chan.', 8.5, 10);
  y += 30;
  pen.c(150, y, 'NGUOI MUA HANG (BUYER)', 8.5, true); pen.c(150, y + 10, '(Ky, ghi ro ho ten / Sign, full name)', 7);
  pen.c(445, y, 'NGUOI BAN HANG (SELLER)', 8.5, true); pen.c(445, y + 10, '(Ky, dong dau, ghi ro ho ten)', 7);
  pen.box(360, y + 18, 170, 44, 0.8);
  pen.ml(366, y + 30, ['Signature Valid', 'Ky boi: CONG TY TNHH DIEN TU SONG HAN', 'Ky ngay: 18/11/2026'], 7.4, 10);
  stamp(pen, 270, y + 44, ['SONG HAN ELECTRONICS', 'DA NANG'], 8, 7.5, 0.5);
  small(pen, X, 800, R - X, 'Tra cuu hoa don tai (Look up at): https://einvoice.songhan-elec.vn  -  Ma tra cuu (Lookup code): SH4418N26. Hoa don duoc khoi tao tu may tinh tien / phan mem hoa don dien tu theo Nghi dinh 123/2020/ND-CP.', 6.6, 8);
  pen.r(R, 826, 'Trang 1/1', 7);
  return {
    id: 's8-vn-vat-invoice', type: 'invoice',
    notes: 'Vietnamese VAT e-invoice (Hoa don GTGT, ASCII-folded) on A4 Times: Vietnamese captions with English in brackets, serial and number "So (No.)" beside a long tax-authority code, date as "Ngay 18 thang 11 nam 2026", label-colon-value party blocks with MST tax codes, column-number row under the header, VND with dot thousands and no decimals, VAT 10 %.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: '00004418', invoiceDate: '2026-11-18', dueDate: '2026-12-18', currency: 'VND', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: lines.map((l) => ({ description: l.d, quantity: l.q, unitPrice: l.p, total: l.t })),
      subtotal: net, taxRate: 10, taxAmount: vat, totalAmount: total, purchaseOrderNumber: 'PO-MD-2611-0274',
      bankDetails: { iban: null, bic: 'BFTVVNVX', accountNumber: acct },
    },
  };
}

/** 2. Swedish "Faktura" in SEK: two-column letterhead, ISO dates, org.nr / momsreg.nr, bankgiro + IBAN, discount column, moms 25 %. */
export function seFaktura(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 42, R = 553, M = 318;
  const vendor = party('Norrlands Hydraulik AB', ['Sågverksgatan 14', '903 27 Umeå', 'Sverige'], { taxId: 'SE556741882701', phone: '+46 90 14 41 80', email: 'faktura@norrlandshydraulik.se' });
  const customer = party('Bergslagens Skogsmaskiner AB', ['Box 418', 'Industrigatan 7', '711 30 Lindesberg', 'Sverige'], { taxId: 'SE556902441801' });
  const ib = iban('SE', '50000000054418270113');
  const L: Array<[string, string, number, string, number, number]> = [
    ['HC-2540', 'Hydraulcylinder dubbelverkande 63/36 x 400', 12, 'st', 4860, 10],
    ['HC-2560', 'Hydraulcylinder dubbelverkande 80/45 x 600', 8, 'st', 6720, 10],
    ['PV-1180', 'Kolvpump variabel 45 cm3, lastkännande', 4, 'st', 18450, 12],
    ['VB-0630', 'Ventilblock 6-sektion, proportionell styrning', 3, 'st', 27900, 5],
    ['SL-1212', 'Hydraulslang 1/2" 2SN, pressad, 1,2 m', 60, 'st', 248, 0],
    ['SL-1920', 'Hydraulslang 3/4" 4SH, pressad, 2,0 m', 40, 'st', 412, 0],
    ['KP-0418', 'Snabbkoppling ISO-A 1/2", par', 50, 'par', 336, 15],
    ['FL-1000', 'Returfilter 10 µm med indikator', 20, 'st', 1185, 8],
    ['SE-0001', 'Montage och provtryckning på plats, timmar', 14, 'tim', 895, 0],
  ];
  const lines = L.map(([art, dd, q, u, p, r]) => ({ art, d: dd, q, u, p, r, t: round(q * p * (1 - r / 100)) }));
  const net = sum(lines.map((l) => l.t)), moms = round(net * 0.25), total = round(net + moms);
  pen.t(X, 46, 'NORRLANDS', 18, true); pen.t(X, 64, 'HYDRAULIK', 18);
  pen.ml(X + 150, 38, ['Norrlands Hydraulik AB', 'Sågverksgatan 14', '903 27 Umeå', 'Sverige'], 7.6, 9.2);
  pen.ml(X + 260, 38, ['Telefon +46 90 14 41 80', 'faktura@norrlandshydraulik.se', 'www.norrlandshydraulik.se', 'Org.nr 556741-8827'], 7.6, 9.2);
  pen.r(R, 46, 'FAKTURA', 20, true);
  pen.hl(X, R, 80, 1.2);
  let y = 98;
  const kv: Array<[string, string]> = [
    ['Fakturanummer', '2026-10871'], ['Fakturadatum', '2026-11-20'], ['Förfallodatum', '2026-12-20'], ['Kundnummer', '10418'],
    ['Er referens', 'Anders Lindqvist'], ['Vår referens', 'Maria Sjöberg'], ['Ordernummer', 'BSM-4500-7718'], ['Betalningsvillkor', '30 dagar netto'],
    ['Leveransvillkor', 'FCA Umeå (Incoterms 2020)'], ['Dröjsmålsränta', '8 %'],
  ];
  kv.forEach(([l, v], i) => { pen.t(X, y + i * 12, l, 7.6); pen.t(X + 95, y + i * 12, v, 8.2, i === 0); });
  pen.t(M, y - 2, 'Fakturaadress', 6.8, true);
  pen.ml(M, y + 12, [customer.name, 'Box 418', 'Industrigatan 7', '711 30 Lindesberg', 'Sverige'], 9.6, 12);
  pen.t(M, y + 80, `Momsreg.nr: ${customer.taxId}`, 7.8);
  pen.t(X, y + 132, 'Leveransadress', 6.8, true);
  pen.ml(X, y + 143, ['Bergslagens Skogsmaskiner AB', 'Verkstad 2, Lokgatan 3', '711 34 Lindesberg'], 8.2, 10);
  y += 180;
  y = table(pen, X, y, [
    { title: ['Art.nr'], w: 52 }, { title: ['Benämning'], w: 186 }, { title: ['Antal'], w: 36, align: 'r' }, { title: ['Enh'], w: 26, align: 'c' },
    { title: ['À-pris'], w: 60, align: 'r' }, { title: ['Rabatt %'], w: 46, align: 'r' }, { title: ['Belopp SEK'], w: R - X - 406, align: 'r' },
  ], lines.map((l) => [[l.art], [l.d], [sp(l.q, 0)], [l.u], [sp(l.p)], [l.r ? sp(l.r, 0) : ''], [sp(l.t)]]), { size: 8, headSize: 7, shade: false, vlines: false });
  y += 14;
  const tot: Array<[string, string]> = [['Summa exkl. moms', sp(net)], ['Moms 25 %', sp(moms)], ['Öresavrundning', sp(0)]];
  tot.forEach(([l, v], i) => { pen.t(M + 20, y + i * 13, l, 8.4); pen.r(R - 3, y + i * 13, v, 8.6); });
  pen.fill(M + 14, y + 32, R - M - 14, 16, 0.88);
  pen.t(M + 20, y + 43, 'Att betala SEK', 10, true); pen.r(R - 3, y + 43, sp(total), 10.5, true);
  pen.ml(X, y, ['Momsspecifikation', `Moms 25 %   underlag ${sp(net)}   moms ${sp(moms)}`], 7.6, 10);
  y += 70;
  pen.hl(X, R, 760, 0.6);
  const foot: Array<[string, string[]]> = [
    ['Adress', ['Norrlands Hydraulik AB', 'Sågverksgatan 14', '903 27 Umeå']], ['Kontakt', ['+46 90 14 41 80', 'faktura@norrlandshydraulik.se']],
    ['Bankgiro / Bank', ['Bankgiro 5418-2271', `IBAN ${ib.spaced}`, 'BIC ESSESESS']], ['Org.nr / Moms', ['556741-8827', 'Momsreg.nr SE556741882701', 'Godkänd för F-skatt']],
  ];
  foot.forEach(([c, ls], i) => { const fx = X + i * 128; pen.t(fx, 772, c, 6.6, true); pen.ml(fx, 782, ls, 6.8, 8.4); });
  small(pen, X, y, R - X, 'Vid betalning ange fakturanummer 2026-10871 som referens. Äganderätten till levererade varor övergår till köparen först när full betalning erlagts. Vid försenad betalning debiteras dröjsmålsränta enligt ovan samt påminnelseavgift 60 kr.', 7.2, 9);
  pen.r(R, 818, 'Sida 1 (1)', 7);
  return {
    id: 's8-se-faktura', type: 'invoice',
    notes: 'Swedish "Faktura" in SEK on A4 Helvetica: logo words + two small address/contact columns as letterhead, label/value list left (ISO dates, customer no., references, order no.) and invoice address right, line table with a discount % column (blank where none), space thousands and decimal comma, moms 25 %, öre rounding line, bankgiro + IBAN + BIC and org.nr in a four-column footer.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: '2026-10871', invoiceDate: '2026-11-20', dueDate: '2026-12-20', currency: 'SEK', vendor, customer: { name: customer.name, address: customer.address, taxId: customer.taxId },
      lineItems: lines.map((l) => ({ description: l.d, quantity: l.q, unitPrice: l.p, total: l.t })),
      subtotal: net, taxRate: 25, taxAmount: moms, totalAmount: total, paymentTerms: '30 dagar netto',
      shipTo: { name: 'Bergslagens Skogsmaskiner AB', address: 'Verkstad 2, Lokgatan 3, 711 34 Lindesberg' },
      purchaseOrderNumber: 'BSM-4500-7718', incoterms: { rule: 'FCA', place: 'Umeå' },
      bankDetails: { iban: ib.compact, bic: 'ESSESESS', accountNumber: null },
    },
  };
}
