/** Set 12, customs: Turkish export declaration ("Gümrük beyannamesi - ihracat") for automotive parts Bursa -> Ingolstadt by road, SAD boxes in Turkish with ASCII-folded letters, item 1 on the main form and items 2-5 on a continuation sheet (A4 Courier, two pages). */
import { Pen4, party, kg, eu, round, sum, wrap, small, stamp, barcode, d, trVkn, deVat, type Doc } from './lib12.ts';

/** 8. Turkish export SAD: A4 Courier, numbered boxes with Turkish captions (English in grey on a few), registration number and date in box A, VKN for exporter and declarant (check digit), German USt-IdNr for the consignee, EUR invoice total with a four-decimal TRY rate, 12-digit GTIP codes with dots, item 1 on page 1 and four items on a "Devam formu" page, point thousands and decimal comma, no duties on export, exit office (Kapikule) as a decoy beside the office of declaration. */
export function trExportDecl(): Doc {
  const pen = new Pen4('Courier', 'A4');
  const X = 24, R = 571, M = 300;
  const no = '26160100EX00441827', rate = 38.4126;
  const exporter = party('OSMANGAZI OTOMOTIV YAN SANAYI A.S.', ['Nilüfer OSB, Ihsaniye Mah. 3. Cad. No: 14', '16140 Nilüfer / Bursa, Türkiye'], { taxId: trVkn('644182707'), phone: '+90 224 411 4418' });
  const importer = party('BAYERISCHE FAHRZEUGTEILE HANDELS GMBH', ['Industriestraße 22', '85055 Ingolstadt, Deutschland'], { taxId: deVat('14418270') });
  const declarant = party('ULUDAG GÜMRÜK MÜSAVIRLIGI LTD. STI.', ['Odunluk Mah. Akademi Cad. No: 9/4', '16110 Nilüfer / Bursa'], { taxId: trVkn('912004418'), phone: '+90 224 452 0418' });
  const I = [
    { de: 'FREN DISKI, HAVALANDIRMALI, 320 MM', hs: '8708.30.91.00.19', q: 1200, u: 'ADET', nw: 10080, gw: 10488, pk: 24, p: 18.4 },
    { de: 'DEBRIYAJ SETI (BASKI, DISK, RULMAN)', hs: '8708.93.90.00.00', q: 600, u: 'TAKIM', nw: 3660, gw: 3912, pk: 12, p: 62.75 },
    { de: 'SÜSPANSIYON SALINCAK KOLU, ÇELIK', hs: '8708.80.99.00.19', q: 1800, u: 'ADET', nw: 2610, gw: 2826, pk: 8, p: 24.9 },
    { de: 'MOTOR SOGUTMA RADYATÖRÜ, ALÜMINYUM', hs: '8708.91.99.00.11', q: 420, u: 'ADET', nw: 1764, gw: 2094, pk: 14, p: 119.3 },
    { de: 'EGZOZ SUSTURUCUSU, PASLANMAZ ÇELIK', hs: '8708.92.99.00.19', q: 380, u: 'ADET', nw: 1482, gw: 1680, pk: 10, p: 41.2 },
  ].map((i, n) => ({ ...i, n: n + 1, v: round(i.q * i.p) }));
  const inv = sum(I.map((i) => i.v)), tGW = sum(I.map((i) => i.gw), 1), tPk = sum(I.map((i) => i.pk), 0);
  const B = (x: number, y: number, w: number, h: number, num: string, cap: string, v: string[], s = 7.4, b = false, en = '') => {
    pen.box(x, y, w, h, 0.5); pen.t(x + 2, y + 7, num ? `${num} ${cap}` : cap, 5.6, true);
    if (en) pen.gray(x + 4 + pen.w(num ? `${num} ${cap}` : cap, 5.6, true), y + 7, en, 5.2, 0.45);
    pen.ml(x + 4, y + 16, v, s, s + 1.8, b);
  };
  const item = (it: typeof I[number], y: number) => {
    const h = 98;
    pen.box(X, y, R - X, h, 0.6);
    B(X, y, 250, h, '31', 'Kaplar ve esyanin tanimi', [`MARKA: OSM / INGOLSTADT ${it.n}`, `KAP: ${it.pk} PALET (PX)`, ...wrap(pen, it.de, 238, 7.2)], 7.2, false, 'Packages and description');
    B(X + 250, y, 50, 30, '32', 'Kalem', [String(it.n)], 8.6, true);
    B(X + 300, y, R - X - 300, 30, '33', 'Esya kodu (GTIP)', [it.hs], 8.6, true, 'Commodity code');
    B(X + 250, y + 30, 50, 34, '34a', 'Mense', ['TR'], 8.4);
    B(X + 300, y + 30, 120, 34, '35', 'Brüt agirlik (kg)', [eu(it.gw, 2)], 8.2, false);
    B(X + 420, y + 30, R - X - 420, 34, '36', 'Tercih', ['100'], 8);
    B(X + 250, y + 64, 70, 34, '37', 'Rejim', ['1000'], 8.4);
    B(X + 320, y + 64, 100, 34, '38', 'Net agirlik (kg)', [eu(it.nw, 2)], 8.2);
    B(X + 420, y + 64, R - X - 420, 34, '41', 'Ilave ölçü birimi', [`${eu(it.q, 0)} ${it.u}`], 8.2);
    return y + h;
  };
  const valRow = (it: typeof I[number], y: number) => {
    B(X, y, 250, 30, '44', 'Ek bilgi / belgeler', ['0380 FATURA OSM-2026-4418', 'N730 CMR 0441827'], 6.6);
    B(X + 250, y, 150, 30, '42', 'Kalem fiyati', [`EUR ${eu(it.v)}`], 8.2, true, 'Item price');
    B(X + 400, y, R - X - 400, 30, '46', 'Istatistiki kiymet', [''], 8);
    return y + 30;
  };
  pen.t(X, 34, 'T.C. TICARET BAKANLIGI', 9, true); pen.t(X, 46, 'GÜMRÜK BEYANNAMESI - IHRACAT', 12, true); pen.gray(X, 56, 'Customs declaration - export (SAD)', 7.4);
  pen.box(M + 40, 24, R - M - 40, 40, 0.8);
  pen.t(M + 44, 33, 'A  Tescil No / Tarih - Registration no. / date', 5.6, true);
  pen.t(M + 48, 46, no, 10.4, true); pen.t(M + 48, 58, `${d.dmyDot('2026-12-03')}  BURSA GÜMRÜK MÜDÜRLÜGÜ (160100)`, 6.8);
  let y = 66;
  B(X, y, M - X, 62, '2', 'Gönderici / Ihracatçi', [exporter.name, 'Nilüfer OSB, Ihsaniye Mah. 3. Cad. No: 14', '16140 Nilüfer / Bursa, Türkiye', `VKN ${exporter.taxId}  Tel ${exporter.phone}`], 6.8, false, 'Exporter');
  B(M, y, 80, 31, '1', 'Beyan', ['EX  1'], 9, true); B(M + 80, y, 60, 31, '3', 'Formlar', ['1 / 2'], 8.4); B(M + 140, y, 60, 31, '5', 'Kalem', [String(I.length)], 8.4); B(M + 200, y, R - M - 200, 31, '6', 'Kap adedi', [String(tPk)], 8.6, true);
  B(M, y + 31, 140, 31, '7', 'Referans no', ['OSM-EXP-26-0418'], 7.6); B(M + 140, y + 31, R - M - 140, 31, '', 'Toplam brüt kg / Total gross', [eu(tGW, 2)], 8.6, true);
  y += 62;
  B(X, y, M - X, 62, '8', 'Alici', [importer.name, 'Industriestraße 22', '85055 Ingolstadt, Deutschland', `USt-IdNr. ${importer.taxId}`], 6.8, false, 'Consignee');
  B(M, y, R - M, 62, '14', 'Beyan sahibi / Temsilci', [declarant.name, 'Odunluk Mah. Akademi Cad. No: 9/4', '16110 Nilüfer / Bursa', `VKN ${declarant.taxId}  Tel ${declarant.phone}`], 6.8, false, 'Declarant');
  y += 62;
  const w6 = (R - X) / 6;
  B(X, y, w6, 30, '15', 'Sevk/ihracat ülkesi', ['TÜRKIYE'], 7.6); B(X + w6, y, w6 * 0.5, 30, '15a', 'Kod', ['TR'], 8.4, true);
  B(X + 1.5 * w6, y, w6, 30, '16', 'Mense ülkesi', ['TÜRKIYE'], 7.6); B(X + 2.5 * w6, y, w6, 30, '17', 'Gidecegi ülke', ['ALMANYA'], 7.6); B(X + 3.5 * w6, y, w6 * 0.5, 30, '17a', 'Kod', ['DE'], 8.4, true);
  B(X + 4 * w6, y, w6, 30, '11', 'Ticaret ülkesi', ['DE'], 8.4); B(X + 5 * w6, y, w6, 30, '10', 'Ilk varis', ['BG'], 8.4);
  y += 30;
  B(X, y, 2 * w6, 30, '18', 'Çikistaki tasitin kimligi', ['16 ABC 418 / 16 AR 4182 - TR'], 7.4); B(X + 2 * w6, y, w6 * 0.6, 30, '19', 'Kont.', ['0'], 8.4);
  B(X + 2.6 * w6, y, 1.4 * w6, 30, '20', 'Teslim sekli', ['FCA BURSA'], 8.2, true); B(X + 4 * w6, y, 2 * w6, 30, '22', 'Döviz ve fatura tutari', [`EUR ${eu(inv)}`], 8.4, true);
  y += 30;
  B(X, y, 2 * w6, 30, '21', 'Sinirdaki aktif tasit', ['16 ABC 418 - TR'], 7.4); B(X + 2 * w6, y, w6, 30, '23', 'Döviz kuru', [eu(rate, 4)], 8.2);
  B(X + 3 * w6, y, w6, 30, '24', 'Islem nit.', ['11'], 8.2); B(X + 4 * w6, y, w6, 30, '25', 'Sinirdaki tasima', ['3 (KARAYOLU)'], 7); B(X + 5 * w6, y, w6, 30, '26', 'Dahili tasima', ['3'], 8.2);
  y += 30;
  B(X, y, 2 * w6, 30, '28', 'Finansal ve banka bilgileri', ['MAL MUKABILI - ZIRAAT BANKASI BURSA'], 6.4); B(X + 2 * w6, y, 2 * w6, 30, '29', 'Çikis gümrügü', ['KAPIKULE GÜMRÜK MÜD. (220100)'], 6.8);
  B(X + 4 * w6, y, 2 * w6, 30, '30', 'Esyanin bulundugu yer', ['OSMANGAZI OSB YETKILI ANTREPO'], 6.6);
  y += 30;
  B(X, y, R - X, 22, '12', 'Kiymete iliskin bilgiler', [`FATURA BEDELI EUR ${eu(inv)}  ·  NAVLUN VE SIGORTA HARIÇ  ·  IST. KIYMET TOPLAMI USD ${eu(round(inv * 1.0842))}`], 6.6);
  y += 26;
  y = item(I[0], y); y = valRow(I[0], y);
  B(X, y, R - X, 56, '47', 'Vergilerin hesaplanmasi', ['Türü      Matrah          Oran      Tutar', '--- IHRACAT: GÜMRÜK VERGISI VE KDV UYGULANMAZ / NO DUTIES OR VAT ON EXPORT ---'], 7, false, 'Calculation of taxes');
  y += 56;
  B(X, y, M - X, 54, '50', 'Asil sorumlu', ['ANADOLU TIR TASIMACILIK A.S.', 'VKN 0704418279  -  TIR KARNESI XH 44182703'], 6.8, false, 'Principal');
  B(M, y, R - M, 54, 'C', 'Çikis gümrük idaresi', ['KAPIKULE GÜMRÜK MÜDÜRLÜGÜ', 'Beklenen çikis / expected exit:', d.dmyDot('2026-12-05')], 6.8);
  y += 54;
  B(X, y, R - X, 58, '54', 'Yer ve tarih / Beyan sahibinin imzasi', [`BURSA, ${d.dmyDot('2026-12-03')}`, 'ULUDAG GÜMRÜK MÜSAVIRLIGI - Gümrük müsaviri Ahmet Yilmaz (Yetki No. 4418)'], 7.4);
  stamp(pen, R - 90, y + 30, ['BURSA GÜMRÜK MÜD.', 'MUAYENE - ONAY'], 8, 6.8, 0.4);
  barcode(pen, X, 800, 210, 16, '261601000441827');
  pen.r(R, 812, 'Sayfa 1 / 2', 7);
  pen.page();
  pen.t(X, 34, 'GÜMRÜK BEYANNAMESI - DEVAM FORMU (BD)', 11, true); pen.gray(X, 44, 'Continuation sheet', 7.4);
  pen.r(R, 34, `Tescil No: ${no}`, 8.4, true); pen.r(R, 44, `Tarih: ${d.dmyDot('2026-12-03')}   Form 2 / 2`, 7.4);
  pen.hl(X, R, 50, 1);
  y = 60;
  I.slice(1).forEach((it) => { y = item(it, y); y = valRow(it, y) + 10; });
  pen.t(X, y + 6, `TOPLAM / TOTAL: ${I.length} KALEM  ·  ${tPk} KAP  ·  BRÜT ${eu(tGW, 2)} KG  ·  EUR ${eu(inv)}`, 7.6, true);
  small(pen, X, y + 20, R - X, 'Bu beyannamedeki bilgilerin dogru oldugunu beyan ederiz. A.TR dolasim belgesi A 3441827 ekte sunulmustur. Esya yetkili antrepoda muayene edilmis ve mühürlenmistir (mühür no. TR 16 0441827).', 6.6, 8.2);
  pen.r(R, 812, 'Sayfa 2 / 2', 7);
  return {
    id: 's12-tr-export-decl', type: 'customs_declaration',
    notes: 'Turkish export declaration ("Gümrük beyannamesi - ihracat", EX 1) Bursa-Ingolstadt by truck on A4 Courier over two pages: SAD box grid with Turkish captions (ASCII-folded ı / ş / ğ, ü / ö / ç kept) and a few grey English glosses, box A registration number and date with the office of declaration, exporter and declarant with VKN (check digit), German consignee with USt-IdNr (check digit), countries as names with codes in 15a / 17a, origin TÜRKIYE, FCA Bursa, EUR invoice total with point thousands and a four-decimal TRY rate, road mode 3, truck plates, exit office Kapikule and its expected exit date as decoys, statistical value in USD as a decoy, item 1 on the main form and items 2-5 on a "Devam formu" with boxes 31-46 (marks, pallets, Turkish description, 12-digit GTIP with dots, origin, gross / net kg, procedure 1000, quantity ADET / TAKIM, item price EUR), no duties on export (box 47), TIR carnet and A.TR numbers as decoys.',
    pdf: pen.finish(),
    truth: {
      declarationNumber: no, declarationType: 'EXPORT', date: '2026-12-03', customsOffice: 'BURSA GÜMRÜK MÜDÜRLÜGÜ (160100)',
      declarant, exporter, importer: { name: importer.name, address: importer.address, taxId: importer.taxId },
      countryOfExport: 'TR', countryOfOrigin: 'TR', countryOfDestination: 'DE', incoterms: 'FCA', currency: 'EUR', exchangeRate: rate, totalInvoiceAmount: inv,
      transportMode: 'ROAD', transportDocumentReference: 'CMR 0441827',
      items: I.map((i) => ({ itemNumber: i.n, description: i.de, hsCode: i.hs.replace(/\./g, ''), countryOfOrigin: 'TR', quantity: i.q, unit: i.u, netWeight: kg(i.nw), grossWeight: kg(i.gw), customsValue: i.v, procedureCode: '1000', dutyRate: null, dutyAmount: null })),
      totalDuties: null, totalTaxes: null, totalGrossWeight: kg(tGW), totalPackages: tPk,
    },
  };
}
