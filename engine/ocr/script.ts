/**
 * The language of a scan sent without one. Such a page is read as English, by PP-OCR; a page PP-OCR reads poorly
 * may be in another script: tesseract's orientation-and-script detection names the script, the script names the
 * candidate languages with data here, and a sample of the page's weakest lines, read by tesseract in English and
 * in each candidate, decides. The sample is the arbiter because the detector's calls are weak: on bench pages it
 * named Greek at 2.6 and Cyrillic at 6.7–28, but Cyrillic and Arabic on English till receipts too (at up to 2.1),
 * and 'Common' on Japanese and Korean pages. A page in the candidate's language reads with far more confidence in
 * it than in English (on those pages, by 0.34–0.52 over the sampled lines); an English one does not (Japanese
 * data, which knows Latin letters, came within 0.14 on a receipt).
 */
import type { RBox } from './geometry.ts';
import type { GrayImage } from './image.ts';
import { readSample, weakestLines } from './sample.ts';
import type { TesseractPool } from './tesseract.ts';

/** A line PP-OCR scores below this is weak. */
const WEAK_LINE = 0.9;
/**
 * Share of weak (or unread) lines from which a page sent without a language is checked for another script. On the
 * bench pages at 300 dpi: Latin-script pages (English, French, German, Polish, Vietnamese) and Chinese none;
 * Japanese 0.33, Korean 0.49, Bulgarian, Ukrainian and Russian 0.67–0.73, Arabic 0.78, Greek 1.0; the 53 SROIE
 * till receipts (English) up to 0.47, five of them from 0.25 (a check that finds Latin costs about 0.25 s).
 */
const CHECK_FROM = 0.25;
/** How much more confident (mean over the sample's characters) a candidate must read than English. */
const MARGIN = 0.25;
/**
 * A candidate this much more confident than English is the language without trying the rest (the bench pages'
 * own languages led English by 0.34–0.52 on their samples; no other candidate came within 0.15 of English).
 */
const CLEAR = 0.35;
/** Share of Cyrillic letters that are Ukrainian's own (і ї є ґ) from which a Cyrillic page is Ukrainian. */
const UKRAINIAN_LETTERS = 0.02;

/**
 * Candidate languages by the script tesseract names. Cyrillic: Ukrainian, or else Russian, read with the
 * Bulgarian data (tesseract.ts STAND_INS) and respelt (writing.ts), which leaves Bulgarian text as it is. Japanese,
 * Korean, Hebrew and Hindi pages were named 'Common' (Thai ones Thai); Chinese is PP-OCR's own and does not read
 * poorly.
 */
const CANDIDATES: Record<string, string[]> = {
  Greek: ['el'],
  Cyrillic: ['uk', 'ru'],
  Arabic: ['ar'],
  Han: ['ja', 'ko'],
  HanS: ['ja', 'ko'],
  HanT: ['ja', 'ko'],
  Japanese: ['ja'],
  Katakana: ['ja'],
  Hiragana: ['ja'],
  Hangul: ['ko'],
  Korean: ['ko'],
  Common: ['ja', 'ko', 'he', 'hi'],
  Thai: ['th'],
  Hebrew: ['he'],
  Devanagari: ['hi'],
};

/** Whether a page PP-OCR read with these line scores (0 for a line it read nothing in) may be in another script. */
export function readsPoorly(lineScores: readonly number[]): boolean {
  if (!lineScores.length) return false;
  return lineScores.filter((s) => s < WEAK_LINE).length / lineScores.length >= CHECK_FROM;
}

export interface ScriptCall {
  /** The script tesseract named; null without osd data, when it named none, or when the page has no line to sample. */
  script: string | null;
  /** The language the page is in, null when English stands. */
  language: string | null;
}

/**
 * The language of an upright page in a script other than Latin, or null. `scores` are PP-OCR's per box (0 where
 * it read nothing); the weakest boxes shaped like lines are the sample. `seen`, the language an earlier page of
 * the same document was found in, is tried first among the script's candidates (a clear lead then spares the
 * others: Hindi is otherwise tried after Japanese, Korean and Hebrew).
 */
export async function detectLanguage(
  tess: TesseractPool,
  img: GrayImage,
  boxes: readonly RBox[],
  flips: readonly boolean[],
  scores: readonly number[],
  seen?: string,
): Promise<ScriptCall> {
  const sample = weakestLines(boxes, flips, scores);
  // Without a line to read, no candidate could show itself: the detector is not worth its time.
  if (!sample) return { script: null, language: null };
  const osd = await tess.detectScript(img);
  const script = osd?.script ?? null;
  const own = (script ? CANDIDATES[script] ?? [] : []).filter((c) => tess.hasLang(c));
  if (!own.length) return { script, language: null };
  const candidates = seen && own.includes(seen) ? [seen, ...own.filter((c) => c !== seen)] : own;

  const readIn = (language: string) => readSample(tess, img, sample, language);
  const english = await readIn('en');
  const reads = [];
  for (const c of candidates) {
    reads.push(await readIn(c));
    // A clear winner spares reading the sample in the other candidates (and starting their workers).
    if (reads[reads.length - 1].confidence >= english.confidence + CLEAR) break;
  }
  const best = reads.reduce((a, b) => (b.confidence > a.confidence ? b : a));
  if (best.confidence < english.confidence + MARGIN) return { script, language: null };
  const ukrainian = reads.find((r) => r.language === 'uk');
  if (ukrainian) return { script, language: ukrainianShare(ukrainian.text) >= UKRAINIAN_LETTERS ? 'uk' : 'ru' };
  return { script, language: best.language };
}

/** Share of the Cyrillic letters in `text` that only Ukrainian has. */
function ukrainianShare(text: string): number {
  const cyrillic = text.match(/[\u0400-\u04ff]/g)?.length ?? 0;
  const own = text.match(/[іїєґІЇЄҐ]/g)?.length ?? 0;
  return cyrillic ? own / cyrillic : 0;
}
