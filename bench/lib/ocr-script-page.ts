/**
 * Test pages in scripts a PDF content stream cannot draw without shaping or a CJK font: Japanese, Korean, Chinese,
 * Arabic, Thai, Hebrew and Hindi lines drawn with @napi-rs/canvas (which shapes Arabic and Devanagari and lays
 * Arabic and Hebrew right to left) in Debian's fonts (bench/lib/ocr-page.ts FONT_FILES), then degraded like the
 * benchmark scan.
 */
import { existsSync } from 'node:fs';

import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

import { degrade, fontFile, FONT_FILES, rng } from './ocr-page.ts';

// The Arabic invoice number has no hyphen: @napi-rs/canvas lays "2024-118" out in a right-to-left line as
// "118-2024", so the page would not show the text its truth says.
const SCRIPT_LINES = {
  ja: ['請求書番号 2024-118', '発行日: 2024年3月14日', '荷送人: 東京海運株式会社', '荷受人: 大阪食品卸売センター', '積込港: 横浜港',
    '品名: 木製パレット (熱処理済み)', '総重量 1,250.00 kg', '燃料サーチャージ', '通関手数料', 'お支払い合計金額', '原産地証明書',
    '湿気による損傷は対象外です'],
  ko: ['송장 번호 2024-118', '발행일: 2024년 3월 14일', '송하인: 부산해운 주식회사', '수하인: 서울식품 도매센터', '선적항: 인천항',
    '품명: 목재 팔레트 (열처리)', '총중량 1,250.00 kg', '유류할증료', '통관 수수료', '총 결제 금액', '원산지 증명서',
    '습기로 인한 손상은 제외됩니다'],
  zh: ['发票号码 2024-118', '开票日期: 2024年3月14日', '发货人: 上海远洋运输有限公司', '收货人: 广州食品批发中心', '装货港: 宁波港',
    '品名: 木制托盘 (已热处理)', '毛重 1,250.00 kg', '燃油附加费', '报关费', '应付总金额', '原产地证明书', '受潮造成的损坏不在此列'],
  ar: ['فاتورة رقم 2024118', 'تاريخ الإصدار: 14/03/2024', 'الشاحن: شركة الخليج للنقل البحري، دبي', 'المرسل إليه: مؤسسة الأغذية، الرياض',
    'ميناء الشحن: جبل علي', 'صندوق خشبي معالج حرارياً', 'الوزن الإجمالي 1250.00 كغ', 'رسوم الوقود الإضافية', 'رسوم التخليص الجمركي',
    'المبلغ الإجمالي المستحق', 'شهادة المنشأ', 'الأضرار الناتجة عن الرطوبة مستثناة'],
  th: ['ใบแจ้งหนี้เลขที่ 2024-118', 'วันที่ออก: 14 มีนาคม 2567', 'ผู้ส่งสินค้า: บริษัท สยามขนส่ง จำกัด', 'ผู้รับสินค้า: ศูนย์ค้าส่งอาหาร เชียงใหม่',
    'ท่าเรือต้นทาง: แหลมฉบัง', 'ลังไม้ ผ่านการอบความร้อน', 'น้ำหนักรวม 1,250.00 กิโลกรัม', 'ค่าธรรมเนียมน้ำมันเชื้อเพลิง', 'ค่าพิธีการศุลกากร',
    'ยอดรวมที่ต้องชำระ', 'หนังสือรับรองถิ่นกำเนิดสินค้า', 'ไม่รวมความเสียหายจากความชื้น'],
  he: ['חשבונית מס 2024118', 'תאריך הנפקה: 14/03/2024', 'שולח: חברת הספנות הישראלית, חיפה', 'נמען: מרכז המזון הסיטונאי, תל אביב',
    'נמל טעינה: אשדוד', 'ארגז עץ, עבר טיפול בחום', 'משקל ברוטו 1250.00 קילוגרם', 'היטל דלק', 'עמלת שחרור ממכס', 'סכום כולל לתשלום',
    'תעודת מקור', 'נזקי רטיבות אינם כלולים'],
  hi: ['चालान संख्या 2024-118', 'जारी करने की तिथि: 14/03/2024', 'प्रेषक: मुंबई शिपिंग कंपनी लिमिटेड', 'प्रेषिती: दिल्ली खाद्य थोक केंद्र',
    'लदान बंदरगाह: न्हावा शेवा', 'लकड़ी का बक्सा, ताप उपचारित', 'कुल वजन 1,250.00 किलोग्राम', 'ईंधन अधिभार', 'सीमा शुल्क निकासी शुल्क',
    'कुल देय राशि', 'उत्पत्ति प्रमाण पत्र', 'नमी से होने वाली क्षति शामिल नहीं है'],
};

/** The font each script's page is drawn in, and whether its lines run right to left. */
const SCRIPT_FONTS: Record<keyof typeof SCRIPT_LINES, { font: keyof typeof FONT_FILES; rtl?: boolean }> = {
  ja: { font: 'wqy' },
  ko: { font: 'wqy' },
  zh: { font: 'wqy' },
  ar: { font: 'dejaVu', rtl: true },
  th: { font: 'garuda' },
  he: { font: 'dejaVu', rtl: true },
  hi: { font: 'lohit' },
};

export type ScriptLanguage = keyof typeof SCRIPT_LINES;
export const SCRIPT_LANGUAGES = Object.keys(SCRIPT_LINES) as ScriptLanguage[];

/** Whether the fonts the pages are drawn with are installed. */
export function scriptFontsInstalled(): boolean {
  return Object.values(FONT_FILES).every((f) => existsSync(f.path));
}

function registerFont(which: keyof typeof FONT_FILES): string {
  const family = `ocr-page-${which}`;
  if (!GlobalFonts.has(family)) GlobalFonts.registerFromPath(fontFile(which), family);
  return family;
}

/**
 * A US-Letter page of `lines` lines in `lang` (8–12 pt, each with an amount; Arabic set right to left from the
 * right margin) at `dpi`, degraded like the benchmark scan; `truth` holds each line's text, top to bottom.
 */
export async function scriptPage(lang: ScriptLanguage, dpi: number, lines = 40): Promise<{ img: { data: Uint8Array; width: number; height: number }; truth: string[] }> {
  const family = registerFont(SCRIPT_FONTS[lang].font);
  const k = dpi / 72;
  const width = Math.round(612 * k), height = Math.round(792 * k);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000000';
  const rtl = SCRIPT_FONTS[lang].rtl === true;
  ctx.direction = rtl ? 'rtl' : 'ltr';
  ctx.textAlign = rtl ? 'right' : 'left';
  const texts = SCRIPT_LINES[lang];
  const r = rng(3);
  const truth: string[] = [];
  let y = 50;
  for (let i = 0; i < lines && y < 760; i++) {
    const size = [8, 9, 10, 12][Math.floor(r() * 4)];
    const indent = Math.floor(r() * 60);
    const text = `${texts[Math.floor(r() * texts.length)]} ${(r() * 1000).toFixed(2)}`;
    ctx.font = `${size * k}px ${family}`;
    ctx.fillText(text, (rtl ? 572 - indent : 40 + indent) * k, y * k);
    truth.push(text);
    y += size + 6;
  }
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i++) gray[i] = rgba[4 * i];
  return { img: await degrade({ data: gray, width, height }), truth };
}
