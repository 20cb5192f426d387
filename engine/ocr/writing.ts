/**
 * How a script is written, for text tesseract reads: the accents a language uses, and where words are separated
 * by spaces and where they are not.
 */
import { primaryLanguage } from './languages.ts';

/** Greek written monotonic: the tonos the only accent, μ a Greek letter. */
function monotonicGreek(word: string): string {
  return word
    .replace(/\u00b5/g, '\u03bc')
    .normalize('NFD')
    .replace(/[\u0300\u0301\u0313\u0314\u0342]+/g, '\u0301')
    .replace(/\u0345/g, '')
    .normalize('NFC');
}

/** Russian's ы where the Bulgarian data read it as ь before й, a pair Russian never writes. */
function russianFromBulgarian(word: string): string {
  return word.replace(/ь(?=й)/g, 'ы').replace(/Ь(?=Й)/g, 'Ы');
}

/**
 * The fix a language's words need after tesseract has read them, applied to each word; null when they need none.
 * - Greek: tesseract's Greek data knows polytonic letters and now and then reads a printed tonos as a breathing or
 *   a grave (ἐκδοσης, ποσὸ for έκδοσης, ποσό), and μ as the micro sign; documents are written in monotonic Greek
 *   since 1982, where the tonos is the only accent.
 * - Russian, read with the Bulgarian data (tesseract.ts STAND_INS), which has no ы and reads the -ый of
 *   adjectives as ьй (on its page of bench/ocr-languages.ts: 83.7 → 88.6 % of words exact).
 */
export function respelling(language: string): ((word: string) => string) | null {
  const lang = primaryLanguage(language);
  return lang === 'el' ? monotonicGreek : lang === 'ru' ? russianFromBulgarian : null;
}

/** Characters of scripts written without spaces between words: Chinese characters, kana, CJK punctuation. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff01-\uff60]/u;

interface ReadWord {
  text: string;
  confidence: number;
  bbox: [number, number, number, number];
}

/**
 * Neighbouring words that meet between two characters of a script written without spaces are one word: tesseract's
 * Japanese data splits a line into its dictionary's words ("荷 送 人 : 東京 海運 株 式 会 社"), and a line's text
 * joins words with spaces. The joined word spans both boxes and keeps the lower confidence. Korean, written with
 * spaces between words, is left as read.
 */
export function joinUnspaced<W extends ReadWord>(words: W[]): W[] {
  const out: W[] = [];
  for (const w of words) {
    const prev = out[out.length - 1];
    if (prev && UNSPACED.test(Array.from(prev.text).at(-1) ?? '') && UNSPACED.test(String.fromCodePoint(w.text.codePointAt(0) ?? 32))) {
      out[out.length - 1] = {
        ...prev,
        text: prev.text + w.text,
        confidence: Math.min(prev.confidence, w.confidence),
        bbox: [Math.min(prev.bbox[0], w.bbox[0]), Math.min(prev.bbox[1], w.bbox[1]), Math.max(prev.bbox[2], w.bbox[2]), Math.max(prev.bbox[3], w.bbox[3])],
      };
    } else out.push(w);
  }
  return out;
}
