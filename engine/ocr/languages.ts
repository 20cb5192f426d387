/**
 * Which languages PP-OCR can read. The `ch_` PP-OCRv4 dictionary (ppocr_keys_v1.txt) holds Chinese, ASCII and
 * only a handful of accented Latin letters (é è à ü ä ó á í ú É), but no ç ö ß ñ ê â ô î û ë ï €: French,
 * German, Spanish, Portuguese, Italian, Dutch, Nordic and Eastern European text would lose letters, so those
 * languages go to tesseract; where tesseract is unsure of a line in a Latin-script language, PP-OCR reads its
 * letters and tesseract gives the accents (merge.ts). English, Chinese and the Latin-script languages written
 * without diacritics stay on PP-OCR, and so do Latin-script languages tesseract has no data of its own for
 * (index.ts autoReader).
 */
const PPOCR_LANGS = new Set(['en', 'zh', 'ms', 'id', 'sw', 'tl']);

/** The ISO 639-1 code of a language tag, lower-cased and without its region: 'pt_BR' → 'pt'. */
export function primaryLanguage(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0];
}

/** True when PP-OCR's dictionary covers the ISO 639-1 language. */
export function ppocrCovers(language: string): boolean {
  return PPOCR_LANGS.has(primaryLanguage(language));
}

/**
 * Languages written in Latin script among those tesseract reads for us (tesseract.ts ISO_TO_TESS): PP-OCR can
 * read their letters, if not all their accents.
 */
const LATIN_LANGS = new Set([
  'en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'pl', 'cs', 'sk', 'hu', 'ro', 'hr', 'sl', 'et', 'lv', 'lt', 'sv', 'da', 'no', 'nb', 'fi',
  'tr', 'vi', 'ms', 'id', 'sw', 'tl',
]);

/** True when the ISO 639-1 language is written in Latin script. */
export function latinScript(language: string): boolean {
  return LATIN_LANGS.has(primaryLanguage(language));
}
