/**
 * Which Latin-script language a scan sent without one is in. PP-OCR reads such a page as English, and its
 * dictionary lacks most accents (languages.ts): a French, German, Polish or Vietnamese page keeps its words'
 * letters but loses the rest (bench/ocr-languages.ts: 23–75 % of words exact against 97–100 % read in the
 * language). Two steps, the first free on every page, the second only where the first points away from English:
 *
 * 1. Function words. The page's words are looked up, accents folded away on both sides as PP-OCR drops most of
 *    them, in each language's stopword list (the `stopword` package: Snowball- and NLTK-derived lists); a word
 *    counts 1/n where n lists have it, and only words of two letters or more count (the lists' single letters
 *    matched receipts' stray x, s and g). A language is a candidate when it scores at least `MIN_SCORE` and
 *    `LEAD` times English and every language PP-OCR reads itself (Malay fills Malaysian receipts with its own
 *    function words). Label-heavy pages hold few: the bench's 24-line Czech, Hungarian and Turkish pages score
 *    2.3–3, and Slovenian's long list ties or beats Czech and Hungarian, hence several candidates. On the
 *    transcripts of the 53 SROIE receipts and the English invoice2data and tabula PDFs no language passed both
 *    bars; the German, French and Dutch corpus invoices scored 11–58 against English's 0–2.7 (a Dutch one, all
 *    labels, tied English).
 * 2. tesseract decides. The page's weakest lines are read in English and in the candidates near the leader's
 *    score; the one that reads them with most confidence wins if it beats English by `MARGIN`. On the bench pages
 *    each page's own language read its sample best, by 0.018 (French) to 0.23 (Czech) over English, and Czech
 *    0.956 against Slovenian's 0.785; of the SROIE receipts as PP-OCR read them one was checked (Romanian, 0.095
 *    below English).
 */
import { ces, dan, deu, est, eng, fin, fra, hrv, hun, ind, ita, lav, lit, msa, nld, nob, pol, por, ron, slk, slv, spa, swa, swe, tgl, tur, vie } from 'stopword';

import type { RBox } from './geometry.ts';
import type { GrayImage } from './image.ts';
import { ppocrCovers } from './languages.ts';
import { readSample, weakestLines } from './sample.ts';
import type { TesseractPool } from './tesseract.ts';

/** Least weighted count of function words for a language to be a candidate. */
const MIN_SCORE = 2;
/** How many times English's (and Malay's, Indonesian's, ...) score a candidate needs. */
const LEAD = 2;
/** Candidates whose sample is read (the leaders by score). */
const MAX_CANDIDATES = 3;
/**
 * Share of the leader's score a further candidate needs: each costs a sample read and, the first time, a tesseract
 * worker for its language. On the bench pages the runner-up that was the page's own language (Czech, Hungarian,
 * behind Slovenian) had 0.8–1.0 of the leader's score; languages merely sharing words had under 0.5 (French's
 * German 0.34, Vietnamese's Italian 0.46, Swedish's German 0.37).
 */
const NEAR = 0.5;
/** How much more confident (mean over the sample's characters) than English the chosen language must read. */
const MARGIN = 0.01;

/** Stopword lists by ISO 639-1 code: the Latin-script languages we have tesseract data for, and PP-OCR's own. */
const LISTS: Record<string, readonly string[]> = {
  en: eng, fr: fra, de: deu, es: spa, it: ita, pt: por, nl: nld, pl: pol, cs: ces, sk: slk, hu: hun, ro: ron, hr: hrv,
  sl: slv, et: est, lv: lav, lt: lit, sv: swe, da: dan, no: nob, fi: fin, tr: tur, vi: vie, ms: msa, id: ind, sw: swa,
  tl: tgl,
};

/** Lower case without accents, and the Latin letters that are not a base letter plus a mark spelt as their base. */
export function foldWord(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łđıøßæœ]/g, (c) => FOLDS[c]);
}
const FOLDS: Record<string, string> = { ł: 'l', đ: 'd', ı: 'i', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe' };

function words(text: string): string[] {
  return foldWord(text).split(/[^\p{L}]+/u).filter((w) => w.length >= 2);
}

let index: { lists: Map<string, Set<string>>; weight: Map<string, number> } | null = null;

/** Each language's folded list, and each word's weight: 1 / the number of lists that have it. */
function stopwordIndex(): NonNullable<typeof index> {
  if (index) return index;
  const lists = new Map<string, Set<string>>();
  const count = new Map<string, number>();
  for (const [lang, list] of Object.entries(LISTS)) {
    const set = new Set(list.flatMap(words));
    lists.set(lang, set);
    for (const w of set) count.set(w, (count.get(w) ?? 0) + 1);
  }
  index = { lists, weight: new Map([...count].map(([w, n]) => [w, 1 / n])) };
  return index;
}

/** Each language's weighted count of function words in `text`. */
export function functionWordScores(text: string): Record<string, number> {
  const { lists, weight } = stopwordIndex();
  const scores: Record<string, number> = {};
  const found = words(text);
  for (const [lang, set] of lists) {
    let s = 0;
    for (const w of found) if (set.has(w)) s += weight.get(w)!;
    scores[lang] = s;
  }
  return scores;
}

/**
 * The languages other than English whose function words lead in `text`, best first: at most `MAX_CANDIDATES`,
 * each with `NEAR` of the leader's score or more; empty when English, or a language PP-OCR reads itself, stands.
 */
export function latinCandidates(text: string): string[] {
  const scores = functionWordScores(text);
  const own = Math.max(...Object.entries(scores).filter(([l]) => ppocrCovers(l)).map(([, s]) => s));
  const leading = Object.entries(scores)
    .filter(([l, s]) => !ppocrCovers(l) && s >= MIN_SCORE && s >= LEAD * own)
    .sort((a, b) => b[1] - a[1]);
  return leading
    .filter(([, s]) => s >= NEAR * leading[0][1])
    .slice(0, MAX_CANDIDATES)
    .map(([l]) => l);
}

export interface LatinCall {
  /** The candidates function words named (whose sample was read). */
  candidates: string[];
  /** The language the page is in, null when English stands. */
  language: string | null;
}

/**
 * The Latin-script language of an upright page PP-OCR read as `text`, or null. `scores` are PP-OCR's per box (0
 * where it read nothing); the weakest boxes shaped like lines are the sample. `seen` is the language an earlier
 * page of the same document was found in: when the function words name it too, it is the page's without a sample
 * (which costs about a second a page, Czech and Hungarian more).
 */
export async function detectLatinLanguage(
  tess: TesseractPool,
  img: GrayImage,
  boxes: readonly RBox[],
  flips: readonly boolean[],
  scores: readonly number[],
  text: string,
  seen?: string,
): Promise<LatinCall> {
  const candidates = latinCandidates(text).filter((c) => tess.hasLang(c));
  if (seen && candidates.includes(seen)) return { candidates, language: seen };
  const sample = candidates.length ? weakestLines(boxes, flips, scores) : null;
  if (!sample) return { candidates: [], language: null };
  const english = await readSample(tess, img, sample, 'en');
  let best = english;
  for (const c of candidates) {
    const r = await readSample(tess, img, sample, c);
    if (r.confidence > best.confidence) best = r;
  }
  return { candidates, language: best !== english && best.confidence >= english.confidence + MARGIN ? best.language : null };
}
