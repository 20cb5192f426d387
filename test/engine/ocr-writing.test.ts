import { describe, expect, it } from 'vitest';

import { joinUnspaced, respelling } from '../../engine/ocr/writing.ts';

const w = (text: string, x: number, confidence = 0.9) => ({ text, confidence, bbox: [x, 10, x + 20, 30] as [number, number, number, number] });

describe('how scripts are written', () => {
  it('writes Greek monotonic: a tonos read as a breathing or grave becomes a tonos, the micro sign a mu', () => {
    const el = respelling('el')!;
    expect(el('ἐκδοσης')).toBe('έκδοσης');
    expect(el('ποσὸ')).toBe('ποσό');
    expect(el('τιµολογίου')).toBe('τιμολογίου');
    expect(el('ΐ')).toBe('ΐ');
    expect(el('ᾳ')).toBe('α');
    // Other languages keep what tesseract read.
    expect(respelling('fr')).toBeNull();
  });

  it('joins words that meet between Chinese characters or kana, and keeps the spaces of other scripts', () => {
    const joined = joinUnspaced([w('荷', 0, 0.9), w('送', 20, 0.7), w('人', 40), w(':', 60), w('東京', 80), w('海運', 100), w('2024', 120), w('年', 140)]);
    expect(joined.map((x) => x.text)).toEqual(['荷送人', ':', '東京海運', '2024', '年']);
    // One box over the words it joined, with the lowest of their confidences.
    expect(joined[0].bbox).toEqual([0, 10, 60, 30]);
    expect(joined[0].confidence).toBe(0.7);
    expect(joinUnspaced([w('송', 0), w('하', 20), w('인:', 40)]).map((x) => x.text)).toEqual(['송', '하', '인:']);
    expect(joinUnspaced([w('Total', 0), w('EUR', 20)]).map((x) => x.text)).toEqual(['Total', 'EUR']);
    expect(joinUnspaced([w('パレット', 0), w('（熱処理', 20)]).map((x) => x.text)).toEqual(['パレット（熱処理']);
  });

  it("writes Russian's ы where the Bulgarian data, which lacks it, read the -ый of adjectives as ьй", () => {
    const ru = respelling('ru-RU')!;
    expect(ru('Северньй')).toBe('Северный');
    expect(ru('ТОРГОВЬЙ')).toBe('ТОРГОВЫЙ');
    // ь before anything else is Russian's soft sign.
    expect(ru('Грузоотправитель:')).toBe('Грузоотправитель:');
    expect(ru('статьи')).toBe('статьи');
    expect(respelling('bg')).toBeNull();
  });

  it("joins Thai syllables tesseract returns as words, and keeps the wider spaces between Thai phrases", () => {
    // Boxes 20 px high: syllables 2 px apart, phrases 20 px apart.
    const at = (text: string, x0: number, x1: number) => ({ text, confidence: 0.9, bbox: [x0, 10, x1, 30] as [number, number, number, number] });
    const joined = joinUnspaced([at('บร', 0, 18), at('ิ', 20, 24), at('ษั', 26, 40), at('ท', 42, 50), at('สยาม', 70, 110), at('ขนส่ง', 112, 150), at('2567', 170, 200)]);
    expect(joined.map((x) => x.text)).toEqual(['บริษัท', 'สยามขนส่ง', '2567']);
  });

  it('writes Thai sara am as one character, as Thai documents do', () => {
    const th = respelling('th')!;
    expect(th('จ\u0e4d\u0e32กัด')).toBe('จำกัด');
    expect(th('ชําระ'.normalize('NFC'))).toBe('ชำระ');
    expect(th('ใบแจ้งหนี้')).toBe('ใบแจ้งหนี้');
  });
});
