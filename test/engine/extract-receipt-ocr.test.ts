import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import { findDates } from '../../engine/extract/parse/dates.ts';
import { fixLegalForms } from '../../engine/extract/receipt-merchant.ts';
import { fixOcrDigits } from '../../engine/extract/receipt-total.ts';
import type { Line, PageContent, Word } from '../../engine/types.ts';

/** An OCR line box of words from x, 5 points per character, `h` points high. */
function line(text: string, x: number, y: number, confidence = 0.9, h = 8): Line {
  const words: Word[] = [];
  let cx = x;
  for (const t of text.split(' ')) {
    words.push({ text: t, bbox: [cx, y, cx + t.length * 5, y + h], confidence, source: 'ocr' });
    cx += t.length * 5 + 5;
  }
  return { text, bbox: [x, y, cx - 5, y + h], words };
}

const receipt = (lines: Line[]) => {
  const page: PageContent = { pageNumber: 1, width: 600, height: 842, textSource: 'ocr', lines, rules: [], confidence: 0.9 };
  return extractDocument({ pages: [page], documentType: 'receipt', language: 'en', extractTables: false, attachments: [] }).extractedData as Record<string, any>;
};

describe('receipts read through OCR noise', () => {
  it('takes the rounded total over an excluding-tax total, with the label split or misread', () => {
    const d = receipt([
      line('HOME MASTER HARDWARE SDN BHD', 100, 20),
      line('Total ExCl. Of GST', 40, 300), line('15.00', 400, 300),
      line('lotal Af ter Rounding', 40, 320), line('15.9O', 400, 320),
      line('CASH', 40, 340), line('50.00', 400, 340),
    ]);
    expect(d.totalAmount).toBe(15.9);
  });

  it('reads an amount glued to its label and an amount due when no total is labelled', () => {
    expect(receipt([line('KEDAI MAJU ENTERPRISE', 100, 20), line('TOTAL:12.50', 40, 300)]).totalAmount).toBe(12.5);
    const d = receipt([line('KEDAI MAJU ENTERPRISE', 100, 20), line('Rounding Adj - O.00', 40, 300), line('Due', 40, 320), line('2S.15', 400, 320), line('Change', 40, 340), line('0.00', 400, 340)]);
    expect(d.totalAmount).toBe(25.15);
  });

  it('joins a company name that OCR cut into word boxes on the same rows', () => {
    const d = receipt([
      line('POPULAR', 100, 20), line('BOOK', 160, 20),
      line('CO.', 90, 32), line('(M)', 120, 32), line('SDN', 145, 32), line('BHD', 170, 32),
      line('(Co. No.113825-W)', 100, 44),
      line('TOTAL', 40, 300), line('9.00', 400, 300),
    ]);
    expect(d.vendor.name.replace(/\s+/g, ' ')).toBe('POPULAR BOOK CO. (M) SDN BHD');
  });

  it('puts back letters read for digits only inside amounts', () => {
    expect(fixOcrDigits('Rounding Adj - O.00')).toBe('Rounding Adj - 0.00');
    expect(fixOcrDigits('SALES 2S.l5 SST')).toBe('SALES 25.15 SST');
    expect(fixOcrDigits('SO.OO')).toBe('SO.OO');
  });

  it('finds a date after a stray dash and a date glued to its time', () => {
    expect(findDates('Date 8 -17/1/2018 12: 12:21').map((d) => d.value.iso)).toEqual(['2018-01-17']);
    expect(findDates('17/01/201842153').map((d) => d.value.iso)).toEqual(['2018-01-17']);
    expect(findDates('12-17/1/2018')).toEqual([]);
  });

  it('puts back legal forms misread by OCR and leaves look-alike words alone', () => {
    expect(fixLegalForms('BOOK TA K (TAMAN DAYA) 5DN BND')).toBe('BOOK TA K (TAMAN DAYA) SDN BHD');
    expect(fixLegalForms('Gerbang Alaf Restaurants Son Bhd')).toBe('Gerbang Alaf Restaurants Sdn Bhd');
    expect(fixLegalForms('BENS GROCER SON. BMD')).toBe('BENS GROCER SDN. BHD');
    expect(fixLegalForms('MR. D.I.Y. （H) SDN EHD')).toBe('MR. D.I.Y. (M) SDN BHD');
    expect(fixLegalForms('99 SPEED MART 5/8')).toBe('99 SPEED MART S/B');
    expect(fixLegalForms('AEON CO. (M) 8HD')).toBe('AEON CO. (M) BHD');
    expect(fixLegalForms('YONG TAT HARDWARE TRAOING')).toBe('YONG TAT HARDWARE TRADING');
    expect(fixLegalForms('Kedai Maju Enterprlse')).toBe('Kedai Maju Enterprise');
    expect(fixLegalForms("KING'S CONFECTI0NERY S/B")).toBe("KING'S CONFECTIONERY S/B");
    expect(fixLegalForms('BOOK TA .K (TAMAN DAYA) SDN SHD')).toBe('BOOK TA .K (TAMAN DAYA) SDN BHD');
    expect(fixLegalForms('8OOK CENTRE 5DN BHD')).toBe('BOOK CENTRE SDN BHD');
    // One word of the pair printed exactly pins the other, one letter off, where the pair closes the name.
    expect(fixLegalForms('Guar dian Health And Beauty Sdn Hhd')).toBe('Guar dian Health And Beauty Sdn Bhd');
    expect(fixLegalForms('SUBANG HEALTHCARE SIN BHD (1118258-K)')).toBe('SUBANG HEALTHCARE SDN BHD (1118258-K)');
    expect(fixLegalForms('SUN BED')).toBe('SUN BED');
    expect(fixLegalForms('KEDAI SIN HHD')).toBe('KEDAI SIN HHD');
    expect(fixLegalForms('SDN HHD CAFE')).toBe('SDN HHD CAFE');
    expect(fixLegalForms('Kedai Buku Ma1ju')).toBe('Kedai Buku Malju');
    for (const same of ['JOHNSON & SON', 'THE END', 'LEGEND BMO', 'SONS SDN BHD', 'TRADINGS', 'S/BOX', '7-ELEVEN', 'K2 MART', 'LOT 1A', '1ST FLOOR', '88 MART']) expect(fixLegalForms(same)).toBe(same);
  });

  it('prefers a labelled total over a zero the invoice reading took from "Total Saving 0.00"', () => {
    // SROIE dev receipt 060 read by our OCR at half size (test/fixtures/sroie-dev-060-half.json): the invoice
    // reading takes the 0.00 printed after "Total Saving"; the receipt's "Total 77.20" is the amount to pay.
    const page = JSON.parse(readFileSync(new URL('../fixtures/sroie-dev-060-half.json', import.meta.url), 'utf8')) as PageContent;
    const d = extractDocument({ pages: [page], documentType: 'receipt', language: 'en', extractTables: false, attachments: [] }).extractedData as Record<string, any>;
    expect(d.totalAmount).toBe(77.2);
  });

  it('takes the company line with a misread legal form over a name printed above it', () => {
    const d = receipt([line('tan woon yann', 70, 20), line('BOOK TA K (TAMAN DAYA) SON BHO', 60, 32), line('789417-W', 100, 44), line('TOTAL', 40, 300), line('9.00', 400, 300)]);
    expect(d.vendor.name).toBe('BOOK TA K (TAMAN DAYA) SDN BHD');
  });

  it('drops a letter read twice where two boxes overlap, and a smudge inside a row', () => {
    const popular = line('POPULAR', 100, 20, 0.9, 10);
    const rBook: Line = {
      text: 'R BOOK',
      bbox: [128, 20, 160, 30],
      words: [{ text: 'R', bbox: [128, 20, 133, 30], confidence: 0.8, source: 'ocr' }, { text: 'BOOK', bbox: [140, 20, 160, 30], confidence: 0.95, source: 'ocr' }],
    };
    const smudge: Line = { text: '[<4', bbox: [155, 35, 160, 38], words: [{ text: '[<4', bbox: [155, 35, 160, 38], confidence: 0.5, source: 'ocr' }] };
    const d = receipt([popular, rBook, line('CO. (M) SDN', 100, 32, 0.9, 10), smudge, line('BHD', 162, 32, 0.9, 10), line('(Co. No.113825-W)', 100, 46), line('TOTAL', 40, 300), line('9.00', 400, 300)]);
    expect(d.vendor.name).toBe('POPULAR BOOK CO. (M) SDN BHD');
  });

  it('skips a garbled logo line and a misread title above the name, and stops at a split address word', () => {
    const d = receipt([
      line('Biri Tndun h t Gra', 80, 10, 0.45),
      line('AX IMMOICE', 100, 22),
      line('BHPetrol Subang Airport', 90, 34),
      line('Ja lan Lapangan Terbang Subang', 70, 44),
      line('TOTAL', 40, 300), line('9.00', 400, 300),
    ]);
    expect(d.vendor.name).toBe('BHPetrol Subang Airport');
  });

  it('reads a total whose currency is followed by a stray mark, under a misread inclusive label', () => {
    const d = receipt([
      line('KEDAI MAJU ENTERPRISE', 100, 20),
      line('Total', 40, 280), line('6.60', 400, 280),
      line('Total lnclusive GST:', 40, 300), line('RM-38.80', 400, 300),
      line('Total', 40, 340), line('6.60', 300, 340), line('7.00', 400, 340),
    ]);
    expect(d.totalAmount).toBe(38.8);
    // SROIE 444 through our OCR: the total's box read "<RM.34.80", the tendered cash's box half a row lower.
    const dot = receipt([
      line('MR. D.I.Y. (M) SDN BHD', 100, 20),
      line('<RM.34.80', 400, 297), line('Total Incl. GST@6%', 40, 300), line('RM 100.00', 400, 304), line('CASH', 40, 306),
    ]);
    expect(dot.totalAmount).toBe(34.8);
  });
});

describe("a receipt's merchant address", () => {
  const total = [line('TOTAL', 40, 300), line('9.00', 400, 300)];

  it('takes the lines under the name past registration and GST numbers, with the state, and stops at the phone', () => {
    const d = receipt([
      line('DE LUXE CIRCLE FRESH MART SDN BHD', 60, 20),
      line('(MUTIARA RINI 16)', 100, 30),
      line('GST NO:001507647488', 100, 40),
      line('CO REG NO:797887-W', 100, 50),
      line('NO.89&91, JALAN UTAMA,', 80, 60),
      line('TAMAN MUTIA RINI, 81300 SKUDAI,', 70, 70),
      line('JOHOR.', 110, 80),
      line('TEL:016-7780546', 100, 90),
      ...total,
    ]);
    expect(d.vendor.address).toBe('NO.89&91, JALAN UTAMA, TAMAN MUTIA RINI, 81300 SKUDAI, JOHOR.');
  });

  it('ends at a till field that has an address shape, at a bare phone number, and after a country', () => {
    const till = receipt([
      line('FAMILYMART SDN BHD', 60, 20),
      line('LOT PTD 198718 TMN SIERRA P', 60, 30),
      line('81750 MASAI JOHOR', 60, 40),
      line('SITE: 2591', 60, 50),
      ...total,
    ]);
    expect(till.vendor.address).toBe('LOT PTD 198718 TMN SIERRA P, 81750 MASAI JOHOR');
    const phone = receipt([line('KEDAI MAJU ENTERPRISE', 60, 20), line('NO 1&3, JALAN WANGSA DELIMA 12,', 60, 30), line('53300 KUALA LUMPUR', 60, 40), line('03-41318972', 60, 50), ...total]);
    expect(phone.vendor.address).toBe('NO 1&3, JALAN WANGSA DELIMA 12, 53300 KUALA LUMPUR');
    const country = receipt([line('MYDIN MART SDN BHD', 60, 20), line('NO 8, JALAN 7/118B, DESA TUN RAZAK', 60, 30), line('56000 KUALA LUMPUR, MALAYSIA', 60, 40), line('SUNWAY VELOCITY', 60, 50), ...total]);
    expect(country.vendor.address).toBe('NO 8, JALAN 7/118B, DESA TUN RAZAK, 56000 KUALA LUMPUR, MALAYSIA');
  });

  it('tells a postcode on the first line from a five-digit lot number', () => {
    const first = receipt([line('KEDAI MAJU ENTERPRISE', 60, 20), line('12 MAIN ROAD, 81300 SKUDAI', 60, 30), line('JOHOR', 60, 40), line('SUNWAY VELOCITY', 60, 50), ...total]);
    expect(first.vendor.address).toBe('12 MAIN ROAD, 81300 SKUDAI, JOHOR');
    const lot = receipt([
      line('PROSPER NIAGA', 60, 20), line('COMPANY NO : SA0099552-P', 60, 30), line('LOT PT 1138 ,PT 33122,', 60, 40),
      line('BANDAR MAHKOTA CHERAS', 60, 50), line('43200 CHERAS, SELANGOR', 60, 60), line('SITE : 2365', 60, 70), ...total,
    ]);
    expect(lot.vendor.address).toBe('LOT PT 1138 ,PT 33122, BANDAR MAHKOTA CHERAS, 43200 CHERAS, SELANGOR');
  });

  it('reads through digits OCR put for letters, and stops at a title glued into one word', () => {
    const d = receipt([
      line('Gerbang Alaf Restaurants Sdn Bhd', 60, 20), line('(65351-M)', 60, 30), line('Leve1 6, Bangunan TH, Damansara Uptown3', 60, 40),
      line('No.3, Ja1an SS21/39,47400 Peta1ing Jaya', 60, 50), line('Selangor', 60, 60), ...total,
    ]);
    expect(d.vendor.address).toBe('Leve1 6, Bangunan TH, Damansara Uptown3, No.3, Ja1an SS21/39,47400 Peta1ing Jaya, Selangor');
    const glued = receipt([line('UNIHAKKA INTERNATIONAL SDN BHD', 60, 20), line('12, Jalan Tampoi 7/4', 60, 30), line('TAXINVOICE', 60, 40), ...total]);
    expect(glued.vendor.address).toBe('12, Jalan Tampoi 7/4');
  });

  it('finds none when the receipt begins right under the name', () => {
    const d = receipt([line('KEDAI MAJU ENTERPRISE', 60, 20), line('TAX INVOICE', 60, 30), line('CASHIER: 12 FIONA', 60, 40), line('NO 8 JALAN AMAN', 60, 50), ...total]);
    expect(d.vendor.address).toBeNull();
  });
});

describe("a receipt's currency", () => {
  const read = (lines: Line[]) => {
    const page: PageContent = { pageNumber: 1, width: 600, height: 842, textSource: 'ocr', lines, rules: [], confidence: 0.9 };
    return extractDocument({ pages: [page], documentType: 'receipt', language: 'en', extractTables: false, attachments: [] });
  };
  const head = [line('UNIHAKKA INTERNATIONAL SDN BHD', 60, 20), line('12, JALAN TAMPOI 7/4', 60, 30)];

  it('is the ringgit named in a bracket, not the BHD of the company name', () => {
    const out = read([...head, line('TAX (RM)', 40, 280), line('TOTAL', 40, 300), line('9.00', 400, 300)]);
    expect(out.extractedData).toMatchObject({ currency: 'MYR' });
    expect(out.fields.currency?.source).toBe('ocr');
  });

  it('is derived from a Malaysian GST number when no amount names its money, and gives "$" to the ringgit', () => {
    const bare = read([...head, line('GST ID : 000306020352', 60, 40), line('TOTAL', 40, 300), line('9.00', 400, 300)]);
    expect(bare.extractedData).toMatchObject({ currency: 'MYR', vendor: { taxId: '000306020352' } });
    expect(bare.fields.currency?.source).toBe('derived');
    const dollar = read([...head, line('GST ID : 000306020352', 60, 40), line('TOTAL', 40, 300), line('$9.00', 400, 300)]);
    expect(dollar.extractedData).toMatchObject({ currency: 'MYR' });
    expect(read([...head, line('TOTAL', 40, 300), line('9.00', 400, 300)]).extractedData).toMatchObject({ currency: null });
  });
});
