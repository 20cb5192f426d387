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

/** Thai's sara am as one character: tesseract's Thai data writes it as nikhahit and sara aa (ํา for ำ). */
function thaiSaraAm(word: string): string {
  return word.replace(/\u0e4d\u0e32/g, '\u0e33');
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
 * - Thai: sara am (ำ), which the Thai data spells as two characters.
 */
export function respelling(language: string): ((word: string) => string) | null {
  const lang = primaryLanguage(language);
  return RESPELLINGS[lang] ?? null;
}

const RESPELLINGS: Record<string, (word: string) => string> = { el: monotonicGreek, ru: russianFromBulgarian, th: thaiSaraAm };

/** Characters of scripts written without spaces between words: Chinese characters, kana, CJK punctuation. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff01-\uff60]/u;
/** Thai, written without spaces between words but with them between phrases and names. */
const THAI = /\p{Script=Thai}/u;
/**
 * The widest gap, as a share of the lower word's height (for line reads, the line's), at which Thai words are one:
 * tesseract's Thai data returns each syllable as a word ("ใบ แจ ้ ง ห น ี ้"), and a space between phrases is a
 * wider gap. On the Thai page of bench/ocr-languages.ts, exact word recall was 46.4 % unjoined, and 54.3, 58.0,
 * 67.4, 65.2, 62.3, 60.9 % joining up to gaps of 0.2, 0.3, 0.4, 0.5, 0.6 and 1.0 heights.
 */
const THAI_JOIN_GAP = 0.4;

interface ReadWord {
  text: string;
  confidence: number;
  bbox: [number, number, number, number];
}

/**
 * Neighbouring words that meet between two characters of a script written without spaces are one word: tesseract's
 * Japanese data splits a line into its dictionary's words ("荷 送 人 : 東京 海運 株 式 会 社"), and a line's text
 * joins words with spaces. The joined word spans both boxes and keeps the lower confidence. Thai words are joined
 * where they nearly touch ({@link THAI_JOIN_GAP}). Korean, written with spaces between words, is left as read.
 */
export function joinUnspaced<W extends ReadWord>(words: W[]): W[] {
  const out: W[] = [];
  for (const w of words) {
    const prev = out[out.length - 1];
    const last = Array.from(prev?.text ?? '').at(-1) ?? '', first = String.fromCodePoint(w.text.codePointAt(0) ?? 32);
    const thai = prev && THAI.test(last) && THAI.test(first)
      && w.bbox[0] - prev.bbox[2] <= THAI_JOIN_GAP * Math.min(prev.bbox[3] - prev.bbox[1], w.bbox[3] - w.bbox[1]);
    if (prev && ((UNSPACED.test(last) && UNSPACED.test(first)) || thai)) {
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
