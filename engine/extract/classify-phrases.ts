/**
 * Phrase search for the classifier: where the title words, cues and charge words of classify-vocab.ts occur in
 * a normalised text (a title line, or the head of the document's body). One search finds every word a phrase
 * needs, with its positions; each phrase is then checked at those positions only, instead of being searched
 * for through the whole text.
 */
import { sortNumbers } from '../layout/stable-sort.ts';
import { CUES, FREIGHT_CHARGES, SUFFIX_TITLES, TITLES } from './classify-vocab.ts';
import { fold, unaccent } from './parse/text.ts';

/**
 * Folded text with hyphens as spaces and punctuation other than `. / '` dropped, so phrases match loosely.
 * Every run of other characters (spaces among them) becomes one space: fold leaves no line breaks.
 */
export function norm(s: string): string {
  return ASCII.test(s) ? fold(s).replace(DROPPED, ' ') : normAccented(s);
}

const ASCII = /^[\x00-\x7f]*$/;

/** Per non-ASCII character (no surrogate), what unaccent makes of it alone; made on first sight, kept. */
const unaccentedChars = new Map<number, string>();

/**
 * `norm` of a text with a non-ASCII character, each such character unaccented on its own
 * instead of the text through a Unicode decomposition and fold's steps. Equal: unaccent works character by
 * character but for the order of combining marks, which are dropped characters like whatever else is no
 * letter or digit; lower case only differs by context for the final sigma, dropped too; and fold's white space
 * steps change nothing a dropped run does not. A surrogate pair sends the text through fold.
 */
function normAccented(s: string): string {
  let out = '';
  let plain = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    if (c >= 0xd800 && c <= 0xdfff) return fold(s).replace(DROPPED, ' ');
    let u = unaccentedChars.get(c);
    if (u === undefined) unaccentedChars.set(c, (u = unaccent(String.fromCharCode(c))));
    out += s.slice(plain, i) + u;
    plain = i + 1;
  }
  return (out + s.slice(plain)).toLowerCase().trim().replace(DROPPED, ' ');
}
/**
 * The runs of dropped characters that turning every run into one space changes: runs of two or more, and
 * lone ones other than a space. Lone spaces, most runs, are left unmatched rather than replaced by themselves.
 */
export const DROPPED = /[^a-z0-9.'/]{2,}|[^a-z0-9.'/ ]/g;

interface Phrase {
  type: string;
  text: string;
  /** A suffix phrase may end a longer word ("Handelsrechnung"): no word boundary before it. */
  suffix: boolean;
  /** A run of letters/digits every match shows as a whole word (null when the phrase has none)... */
  token: string | null;
  /** ...and where it starts in the phrase (0 without one). */
  tokenAt: number;
}

/**
 * The word of the phrase that any match must show whole: one bounded by spaces or punctuation inside the
 * phrase, or by the phrase's own boundary checks (the first longest such). A suffix phrase's first word may be
 * the tail of a longer one.
 */
function requiredToken(text: string, suffix: boolean): { token: string | null; tokenAt: number } {
  let best: RegExpExecArray | null = null;
  for (const m of text.matchAll(/[a-z0-9]+/g)) {
    if (!(suffix && m.index === 0) && (best === null || m[0].length > best[0].length)) best = m;
  }
  return best ? { token: best[0], tokenAt: best.index } : { token: null, tokenAt: 0 };
}

/** Phrases in list order, and their positions by required token (each has one or none). */
export interface PhraseList {
  phrases: Phrase[];
  byToken: Map<string, number[]>;
  untokened: number[];
}

function compile(lists: Record<string, string[]>, suffixes: ReadonlySet<string> = new Set()): PhraseList {
  const phrases: Phrase[] = Object.entries(lists).flatMap(([type, list]) => list.map((p) => {
    const text = norm(p);
    const suffix = suffixes.has(text);
    return { type, text, suffix, ...requiredToken(text, suffix) };
  }));
  const out: PhraseList = { phrases, byToken: new Map(), untokened: [] };
  phrases.forEach((p, i) => {
    if (p.token === null) out.untokened.push(i);
    else out.byToken.set(p.token, [...(out.byToken.get(p.token) ?? []), i]);
  });
  return out;
}
export const TITLE_PHRASES = compile(TITLES, SUFFIX_TITLES);
export const CUE_PHRASES = compile(CUES);
export const CHARGE_PHRASES = compile({ freight: FREIGHT_CHARGES });

/** Words that show a document prices what it lists (a packing list does not). */
export const PRICE_WORDS = ['price', 'amount', 'preis', 'prix', 'precio', 'prijs', 'prezzo', 'preco', 'betrag', 'montant', 'importe', 'bedrag', 'importo', 'valor'];

/**
 * Every phrase's required token, and every price word, as a whole letter/digit run: one search of a text for
 * the three lists. An alternation of words is a trie the regex engine walks in native code: faster than walking
 * a CharTrie character by character in script, most of all over a long body. In norm's form (lower-case
 * letters, digits, `. ' /` and spaces) a word boundary is where a letter/digit run starts or ends, and `\b`
 * is searched faster than the look-around that says so for any text.
 */
const TOKENS = new RegExp(`\\b(?:${[...new Set([TITLE_PHRASES, CUE_PHRASES, CHARGE_PHRASES]
  .flatMap((list) => list.phrases.flatMap((p) => (p.token === null ? [] : [p.token]))).concat(PRICE_WORDS))].join('|')})\\b`, 'g');

/** Per token a text shows as a whole letter/digit run, where those runs start (ascending). */
export type TokenPositions = ReadonlyMap<string, readonly number[]>;

let lastText: string | null = null;
let lastTokens: Map<string, number[]> = new Map();

/**
 * The tokens `text` (in norm's form) shows, with their positions (the last text's answer is kept: the body is
 * searched thrice).
 */
export function tokensOf(text: string): TokenPositions {
  if (text === lastText) return lastTokens;
  const found = new Map<string, number[]>();
  TOKENS.lastIndex = 0;
  for (let m = TOKENS.exec(text); m; m = TOKENS.exec(text)) {
    const at = found.get(m[0]);
    if (at) at.push(m.index);
    else found.set(m[0], [m.index]);
  }
  lastText = text;
  lastTokens = found;
  return found;
}

/**
 * The phrases worth testing on a text with phrase `tokens`, in list order: those whose token it has and those
 * with none (a title line has a few words, the lists hundreds of phrases); null when the text has more tokens.
 * Read only: a text with none of the list's tokens (most title lines) gets the list's own untokened phrases.
 */
function phraseCandidates(list: PhraseList, tokens: TokenPositions): readonly number[] | null {
  if (tokens.size >= list.phrases.length) return null;
  let out: number[] | null = null;
  for (const t of tokens.keys()) {
    const withToken = list.byToken.get(t);
    if (withToken) for (const i of withToken) (out ??= [...list.untokened]).push(i);
  }
  return out ? sortNumbers(out) : list.untokened;
}

export interface Hit { type: string; text: string; start: number; end: number }

const isTokenChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/** Whether `p` is at `start` of `text` as a whole phrase: no letter or digit glued to it (but before a suffix). */
function phraseAt(text: string, p: Phrase, start: number): boolean {
  const end = start + p.text.length;
  return (p.suffix || start === 0 || !isTokenChar(text.charCodeAt(start - 1))) && text.startsWith(p.text, start)
    && (end === text.length || !isTokenChar(text.charCodeAt(end)));
}

/** Most occurrences of one phrase that count. */
const MAX_OCCURRENCES = 20;

/** Where `s` is in `text`, every place (overlapping ones too), or undefined when nowhere. */
function placesOf(text: string, s: string): number[] | undefined {
  let out: number[] | undefined;
  for (let at = text.indexOf(s); at >= 0; at = text.indexOf(s, at + 1)) (out ??= []).push(at);
  return out;
}

/**
 * Adds the first occurrences of `p` in `text`, none overlapping the one before: what searching from the start
 * for the phrase between word boundaries finds. A phrase with a token can only start where its token's run
 * does, less the token's place in it; one without (a suffix word) is looked for wherever its text is.
 */
function addOccurrences(all: Hit[], text: string, p: Phrase, tokens: TokenPositions): void {
  const starts = p.token !== null ? tokens.get(p.token) : placesOf(text, p.text);
  if (!starts) return;
  let free = 0;
  let n = 0;
  for (const at of starts) {
    const start = at - p.tokenAt;
    if (start < free || !phraseAt(text, p, start)) continue;
    all.push({ type: p.type, text: p.text, start, end: start + p.text.length });
    free = start + p.text.length;
    if (++n === MAX_OCCURRENCES) return;
  }
}

/**
 * Phrase occurrences in `text` (in norm's form), a longer phrase hiding the shorter ones inside it ("air waybill"
 * ⊃ "waybill").
 */
export function hits(text: string, list: PhraseList): Hit[] {
  const { phrases } = list;
  const all: Hit[] = [];
  const tokens = tokensOf(text);
  const candidates = phraseCandidates(list, tokens);
  const count = candidates ? candidates.length : phrases.length;
  for (let k = 0; k < count; k++) addOccurrences(all, text, phrases[candidates ? candidates[k] : k], tokens);
  all.sort((a, b) => (b.end - b.start) - (a.end - a.start) || a.start - b.start);
  const kept: Hit[] = [];
  for (const h of all) if (!kept.some((k) => h.start < k.end && k.start < h.end)) kept.push(h);
  return kept;
}
