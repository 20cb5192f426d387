/**
 * Synthetic scanned invoice page for OCR tests and benchmarks (PERFORMANCE.md §0 "scan300.png"): a US-Letter
 * invoice with header, 38-row table and 7-pt footer, built with mupdf.js, rendered at 300 dpi grey, then
 * rotated 0.7°, blurred (σ 0.7), contrast-reduced and noised with sharp. The ground truth is the text we drew.
 */
import { existsSync, readFileSync } from 'node:fs';

import * as mupdf from 'mupdf';
import sharp from 'sharp';

export interface TestPage {
  gray: Uint8Array;
  width: number;
  height: number;
  dpi: number;
  /** Every word drawn on the page, in drawing order. */
  words: string[];
}

/** Deterministic PRNG (mulberry32) so every run sees the same page. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Run { x: number; y: number; size: number; bold?: boolean; text: string }

const ITEMS = ['Pallet wrap film', 'Steel strapping coil', 'Corrugated box 40x30', 'Forklift hire (day)', 'Customs clearance fee',
  'Container seal', 'Freight LCL Rotterdam', 'Insurance premium', 'Handling charge', 'Cold storage (week)', 'Label printer ribbon',
  'Dunnage bag', 'Port security fee', 'Documentation fee', 'Fuel surcharge', 'Demurrage', 'Wooden crate', 'Shrink hood'];

/** The invoice's text runs in PDF points (top-left origin). */
export function invoiceRuns(seed = 7): Run[] {
  const r = rng(seed);
  const runs: Run[] = [];
  const add = (x: number, y: number, size: number, text: string, bold = false) => runs.push({ x, y, size, text, bold });
  add(40, 50, 18, 'NORTHWIND LOGISTICS GMBH', true);
  add(40, 68, 9, 'Harbour Road 12, 20457 Hamburg, Germany');
  add(40, 80, 9, 'VAT ID DE812345678 | info@northwind.example | +49 40 5550 1234');
  add(420, 50, 16, 'INVOICE', true);
  add(420, 70, 9, `Invoice No: INV-${2024000 + Math.floor(r() * 9999)}`);
  add(420, 82, 9, 'Invoice Date: 14/03/2024');
  add(420, 94, 9, 'Due Date: 13/04/2024');
  add(40, 112, 10, 'Bill To:', true);
  add(40, 125, 9, 'Contoso Trading Ltd');
  add(40, 137, 9, '221 Market Street, Manchester M1 1AE');
  add(300, 112, 10, 'Ship To:', true);
  add(300, 125, 9, 'Contoso Warehouse 4, Trafford Park');
  add(300, 137, 9, 'PO Number: PO-88231  Incoterms: DAP');
  const cols = [40, 80, 300, 360, 440, 520];
  const header = ['Item', 'Description', 'Qty', 'Unit Price', 'Amount'];
  header.forEach((h, i) => add(cols[i] + (i >= 2 ? 4 : 0), 165, 9, h, true));
  let y = 180;
  let total = 0;
  for (let i = 0; i < 38; i++) {
    const qty = 1 + Math.floor(r() * 40);
    const price = Math.round((2 + r() * 480) * 100) / 100;
    const amount = Math.round(qty * price * 100) / 100;
    total += amount;
    add(cols[0], y, 8.5, `A${String(1000 + Math.floor(r() * 9000))}`);
    add(cols[1], y, 8.5, ITEMS[Math.floor(r() * ITEMS.length)]);
    add(cols[2] + 4, y, 8.5, String(qty));
    add(cols[3] + 4, y, 8.5, price.toFixed(2));
    add(cols[4] + 4, y, 8.5, amount.toFixed(2));
    y += 13;
  }
  const vat = Math.round(total * 0.19 * 100) / 100;
  add(360, y + 10, 9.5, `Subtotal EUR ${total.toFixed(2)}`);
  add(360, y + 24, 9.5, `VAT 19% EUR ${vat.toFixed(2)}`);
  add(360, y + 38, 11, `Total EUR ${(total + vat).toFixed(2)}`, true);
  add(40, y + 58, 9, 'Payment terms: 30 days net. Bank: Hanseatic Bank, IBAN DE44 5001 0517 5407 3249 31, BIC HABADEHHXXX');
  add(40, 758, 7, 'Northwind Logistics GmbH, registered at Amtsgericht Hamburg HRB 123456. Managing director: J. Smith.');
  add(40, 768, 7, 'All services are provided under the general terms of the German freight forwarders (ADSp 2017).');
  return runs;
}

function pdfString(s: string): string {
  const escaped = s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  // The content stream must be bytes in the fonts' Latin (WinAnsi) encoding, which matches Latin-1 for
  // accented letters; a raw JS string would reach mupdf as UTF-8 and draw "Ã©" for "é".
  return `(${escaped.replace(/[\u0080-\u00ff]/g, (c) => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`)})`;
}

/** The run's text as glyph ids of `font`, for a Type0 (Identity-H) font: letters WinAnsi lacks (ł, ő, ж, λ). */
function glyphString(font: mupdf.Font, s: string): string {
  return `<${[...s].map((c) => font.encodeCharacter(c.codePointAt(0)!).toString(16).padStart(4, '0')).join('')}>`;
}

/** Debian fonts the test pages draw what MuPDF's Helvetica cannot (.ci/run installs them). */
export const FONT_FILES = {
  dejaVu: { path: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', pkg: 'fonts-dejavu-core' },
  wqy: { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', pkg: 'fonts-wqy-microhei' },
  garuda: { path: '/usr/share/fonts/truetype/tlwg/Garuda.ttf', pkg: 'fonts-tlwg-garuda-ttf' },
  lohit: { path: '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf', pkg: 'fonts-lohit-deva' },
};

/** The path of a font of {@link FONT_FILES}; throws, naming its Debian package, when it is not installed. */
export function fontFile(which: keyof typeof FONT_FILES): string {
  const { path, pkg } = FONT_FILES[which];
  if (!existsSync(path)) throw new Error(`${path} is missing: apt-get install ${pkg}`);
  return path;
}

/** Builds the one-page PDF. */
export function invoicePdf(runs: Run[]): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const fonts = [new mupdf.Font('Helvetica'), new mupdf.Font('Helvetica-Bold')];
  const resources: Record<string, mupdf.PDFObject> = { F1: doc.addSimpleFont(fonts[0], 'Latin'), F2: doc.addSimpleFont(fonts[1], 'Latin') };
  // Text beyond Latin-1 goes through the same fonts as Type0: MuPDF's Helvetica has Latin Extended, Greek and
  // Cyrillic glyphs, but a simple font reaches only 256 of them. Letters it has none for (Vietnamese) come from
  // DejaVu.
  const wide = /[^\u0000-\u00ff]/;
  let fallback: mupdf.Font | null = null;
  const H = 792;
  let content = '0.6 w 40 172 m 572 172 l S\n';
  for (const run of runs) {
    let font = run.bold ? 'F2' : 'F1';
    let text = pdfString(run.text);
    if (wide.test(run.text)) {
      const own = fonts[run.bold ? 1 : 0];
      const f = [...run.text].every((c) => own.encodeCharacter(c.codePointAt(0)!) > 0) ? own : (fallback ??= new mupdf.Font('DejaVuSans', readFileSync(fontFile('dejaVu'))));
      font = f === own ? (run.bold ? 'F4' : 'F3') : 'F5';
      resources[font] ??= doc.addFont(f);
      text = glyphString(f, run.text);
    }
    content += `BT /${font} ${run.size} Tf ${run.x} ${H - run.y} Td ${text} Tj ET\n`;
  }
  const page = doc.addPage([0, 0, 612, H], 0, doc.addObject({ Font: resources }), content);
  doc.insertPage(-1, page);
  const buf = doc.saveToBuffer('compress');
  return buf.asUint8Array().slice();
}

/** Renders page 1 of a PDF at `dpi` to raw grey pixels. */
export function renderGray(pdf: Uint8Array, dpi: number): { data: Uint8Array; width: number; height: number } {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  const page = doc.loadPage(0);
  const pix = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false, true);
  const width = pix.getWidth(), height = pix.getHeight(), stride = pix.getStride();
  const px = pix.getPixels();
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) data.set(px.subarray(y * stride, y * stride + width), y * width);
  pix.destroy();
  page.destroy();
  doc.destroy();
  return { data, width, height };
}

/** Degrades a clean scan: small skew, blur, lower contrast, noise and speckles. */
export async function degrade(img: { data: Uint8Array; width: number; height: number }, seed = 11): Promise<{ data: Uint8Array; width: number; height: number }> {
  // Two sharp calls: a background colour makes rotate() emit three channels, and sharp orders the
  // operations of one pipeline itself.
  const rotated = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .rotate(0.7, { background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(rotated.data, {
    raw: { width: rotated.info.width, height: rotated.info.height, channels: rotated.info.channels },
  })
    .extractChannel(0)
    .blur(0.7)
    .linear(0.8, 30)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const r = rng(seed);
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) {
    // Sum of uniforms ≈ Gaussian noise (σ ≈ 9 grey levels); rare dark speckles.
    let v = data[i] + (r() + r() + r() - 1.5) * 18;
    if (r() < 0.0005) v = 60;
    out[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  return { data: out, width: info.width, height: info.height };
}

/** The benchmark page: invoice, 300 dpi grey, degraded like a scan. */
export async function scannedInvoice(dpi = 300): Promise<TestPage> {
  const runs = invoiceRuns();
  const clean = renderGray(invoicePdf(runs), dpi);
  const img = await degrade(clean);
  return { gray: img.data, width: img.width, height: img.height, dpi, words: runs.flatMap((r) => r.text.split(/\s+/).filter(Boolean)) };
}

const LANGUAGE_LINES = {
  fr: ['Numéro de facture', "Date d'échéance", 'Désignation des marchandises', 'Quantité livrée', 'Prix unitaire hors taxes',
    'Montant total à payer', 'Conditions générales de vente', 'Expéditeur: Société Générale de Transport', 'Réf. client: Dupont Frères',
    'Entrepôt frigorifique (semaine)', 'Frais de dédouanement', 'Caisse en bois traité', 'Surcharge carburant été', 'Pénalités de retard',
    'Reçu pour la société', 'Coût du fret maritime', 'Emballage réutilisable', 'Lieu de livraison: Le Havre, quai Süd'],
  de: ['Rechnungsnummer und Fälligkeitsdatum', 'Straße der Einheit 12, Köln', 'Gebühren für Zollabfertigung', 'Größe der Sendung',
    'Lagerung gekühlt (Woche)', 'Holzkiste, wärmebehandelt', 'Kraftstoffzuschlag für Lkw', 'Übergabe an den Empfänger', 'Mängelrüge binnen 14 Tagen',
    'Gewicht brutto/netto', 'Verzögerung bei der Abfertigung', 'Schäden durch Nässe ausgeschlossen', 'Zahlung bis zum Fälligkeitstag',
    'Bürgschaft über fünf Jahre', 'Lademeter für Sattelzüge', 'Grenzübertritt Österreich', 'Frachtführer gemäß CMR', 'Spediteur-Übernahmebescheinigung'],
  pl: ['Numer faktury i termin płatności', 'Nadawca: Przedsiębiorstwo Spedycyjne Łódź', 'Odbiorca: Hurtownia Żywności Gdańsk',
    'Miejsce załadunku: Poznań, ul. Główna 5', 'Opłata za odprawę celną', 'Skrzynia drewniana, poddana obróbce', 'Waga brutto i netto (kg)',
    'Dopłata paliwowa za przewóz', 'Przewoźnik zgodnie z konwencją CMR', 'Uwagi: towar łatwo tłukący się', 'Należność do zapłaty przelewem',
    'Świadectwo pochodzenia towaru'],
  cs: ['Číslo faktury a datum splatnosti', 'Odesílatel: Dopravní společnost Plzeň', 'Příjemce: Velkoobchod potravin Ostrava',
    'Místo nakládky: Brno, Hlavní třída 12', 'Poplatek za celní odbavení', 'Dřevěná bedna, tepelně ošetřená', 'Hmotnost brutto a netto (kg)',
    'Palivový příplatek za přepravu', 'Dopravce podle úmluvy CMR', 'Částka k úhradě převodem', 'Osvědčení o původu zboží',
    'Škody způsobené vlhkostí vyloučeny'],
  tr: ['Fatura numarası ve vade tarihi', 'Gönderici: Deniz Taşımacılık A.Ş. İzmir', 'Alıcı: Gıda Toptancısı Ltd. Şti.',
    'Yükleme yeri: İstanbul, Ambarlı Limanı', 'Gümrük işlemleri ücreti', 'Ahşap sandık, ısıl işlem görmüş', 'Brüt ve net ağırlık (kg)',
    'Yakıt ek ücreti', 'Taşıyıcı: CMR sözleşmesine göre', 'Ödenecek toplam tutar', 'Menşe şahadetnamesi', 'Nem kaynaklı hasarlar hariçtir'],
  hu: ['Számla sorszáma és fizetési határidő', 'Feladó: Szállítmányozási Kft. Győr', 'Címzett: Élelmiszer-nagykereskedés Pécs',
    'Rakodás helye: Budapest, Fő utca 12', 'Vámkezelési díj', 'Faláda, hőkezelt', 'Bruttó és nettó tömeg (kg)', 'Üzemanyag-pótdíj',
    'Fuvarozó a CMR egyezmény szerint', 'Fizetendő végösszeg', 'Származási bizonyítvány', 'Nedvesség okozta kár kizárva'],
  ro: ['Numărul facturii și data scadenței', 'Expeditor: Societatea de Transport Brașov', 'Destinatar: Depozitul Alimentar Constanța',
    'Locul încărcării: Timișoara, strada Mare 5', 'Taxă de vămuire', 'Ladă din lemn, tratată termic', 'Greutate brută și netă (kg)',
    'Suprataxă pentru combustibil', 'Transportator conform convenției CMR', 'Suma totală de plată', 'Certificat de origine a mărfii',
    'Daunele cauzate de umezeală sunt excluse'],
  sv: ['Fakturanummer och förfallodag', 'Avsändare: Göteborgs Åkeri AB', 'Mottagare: Livsmedelsgrossist i Malmö',
    'Lastningsplats: Västerås, Storgatan 5', 'Avgift för tullklarering', 'Trälåda, värmebehandlad', 'Bruttovikt och nettovikt (kg)',
    'Bränsletillägg för lastbil', 'Fraktförare enligt CMR-konventionen', 'Att betala totalt', 'Ursprungsintyg för varorna',
    'Skador orsakade av fukt är undantagna'],
  el: ['Αριθμός τιμολογίου και ημερομηνία λήξης', 'Αποστολέας: Ναυτιλιακή Εταιρεία Πειραιώς', 'Παραλήπτης: Χονδρέμπορος Τροφίμων Θεσσαλονίκη',
    'Τόπος φόρτωσης: Πάτρα, οδός Κορίνθου 12', 'ΤΙΜΟΛΟΓΙΟ ΠΩΛΗΣΗΣ', 'Ξύλινο κιβώτιο, θερμικά επεξεργασμένο', 'Μικτό και καθαρό βάρος (kg)',
    'Επιβάρυνση καυσίμου', 'Μεταφορέας σύμφωνα με τη σύμβαση CMR', 'Συνολικό ποσό πληρωμής', 'Πιστοποιητικό καταγωγής εμπορευμάτων',
    'Εξαιρούνται ζημιές από υγρασία'],
  bg: ['Номер на фактура и срок за плащане', 'Изпращач: Транспортна компания Варна', 'Получател: Хранителна търговия София',
    'Място на товарене: Пловдив, ул. Главна 12', 'Такса за митническо оформяне', 'Дървен сандък, термично обработен', 'Бруто и нето тегло (кг)',
    'Добавка за гориво', 'Превозвач съгласно конвенцията CMR', 'Обща сума за плащане', 'Сертификат за произход на стоките',
    'Щети от влага са изключени'],
  uk: ['Номер рахунку-фактури і термін оплати', 'Відправник: ТОВ «Чорноморська логістика», Одеса', 'Одержувач: Торговий дім «Київ»',
    'Місце завантаження: Львів, вул. Шевченка 12', 'Збір за митне оформлення', 'Дерев’яний ящик, термічно оброблений', 'Вага брутто і нетто (кг)',
    'Паливна надбавка', 'Перевізник згідно з конвенцією CMR', 'Усього до сплати', 'Сертифікат походження товару',
    'Пошкодження від вологи виключені'],
  vi: ['Số hóa đơn và ngày đến hạn', 'Người gửi: Công ty Vận tải Hải Phòng', 'Người nhận: Nhà bán buôn Thực phẩm Đà Nẵng',
    'Nơi xếp hàng: Thành phố Hồ Chí Minh', 'Phí thông quan hải quan', 'Thùng gỗ đã xử lý nhiệt', 'Trọng lượng tổng và tịnh (kg)',
    'Phụ phí nhiên liệu', 'Người vận chuyển theo công ước CMR', 'Tổng số tiền phải thanh toán', 'Giấy chứng nhận xuất xứ hàng hóa',
    'Không bao gồm hư hỏng do ẩm ướt'],
  ru: ['Номер счёта-фактуры и срок оплаты', 'Грузоотправитель: ООО «Северный Путь», Москва', 'Грузополучатель: Торговый дом «Восток»',
    'Место погрузки: Санкт-Петербург, ул. Морская 12', 'Сбор за таможенное оформление', 'Ящик деревянный, термически обработанный',
    'Вес брутто и нетто (кг)', 'Топливная надбавка', 'Перевозчик согласно конвенции CMR', 'Итого к оплате', 'Сертификат происхождения товара',
    'Повреждения от влаги исключены'],
};

/** Languages {@link languagePage} has lines for. */
export type PageLanguage = keyof typeof LANGUAGE_LINES;
export const PAGE_LANGUAGES = Object.keys(LANGUAGE_LINES) as PageLanguage[];

/**
 * A page of `lines` lines in `lang` (8–12 pt, with the language's accented letters, ß, Greek or Cyrillic, each
 * line with an amount) rendered at `dpi` and degraded like the benchmark scan; `truth` is every word drawn.
 */
export async function languagePage(lang: PageLanguage, dpi: number, lines = 52): Promise<{ img: { data: Uint8Array; width: number; height: number }; truth: string[] }> {
  const texts = LANGUAGE_LINES[lang];
  const r = rng(3);
  const runs: Run[] = [];
  let y = 50;
  for (let i = 0; i < lines; i++) {
    const size = [8, 9, 10, 12][Math.floor(r() * 4)];
    runs.push({ x: 40 + Math.floor(r() * 60), y, size, text: `${texts[Math.floor(r() * texts.length)]} ${(r() * 1000).toFixed(2)}` });
    y += size + 4;
  }
  return { img: await degrade(renderGray(invoicePdf(runs), dpi)), truth: runs.flatMap((x) => x.text.split(/\s+/).filter(Boolean)) };
}

/** Multiset word recall: the share of ground-truth words found among the OCR words. */
export function wordRecall(truth: string[], found: string[]): number {
  return truth.length ? wordHits(truth, found) / truth.length : 1;
}

/** How many ground-truth words are among the found ones, each found word used once. */
export function wordHits(truth: string[], found: string[]): number {
  const bag = new Map<string, number>();
  for (const w of found) bag.set(w, (bag.get(w) ?? 0) + 1);
  let hit = 0;
  for (const w of truth) {
    const n = bag.get(w) ?? 0;
    if (n > 0) { hit++; bag.set(w, n - 1); }
  }
  return hit;
}
