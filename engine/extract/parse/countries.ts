/** ISO 3166-1 alpha-2 codes, and the country names documents print (several languages), for place parsing. */
import { fold, matchesOf } from './text.ts';

export const ISO_3166 = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
    'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
    'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
    'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
    'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
    'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
    'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE ' +
    'YT ZA ZM ZW'
  ).split(' '),
);

/** True for an ISO 3166-1 alpha-2 code. */
export function isCountryCode(code: string): boolean {
  return ISO_3166.has(code.toUpperCase());
}

/** Folded country names (English and the local/European forms) → alpha-2. */
const NAMES: Record<string, string> = {
  germany: 'DE', deutschland: 'DE', allemagne: 'DE', alemania: 'DE', duitsland: 'DE', germania: 'DE', alemanha: 'DE',
  france: 'FR', frankreich: 'FR', francia: 'FR', frankrijk: 'FR', franca: 'FR',
  netherlands: 'NL', 'the netherlands': 'NL', nederland: 'NL', niederlande: 'NL', 'pays-bas': 'NL', holland: 'NL',
  belgium: 'BE', belgique: 'BE', belgie: 'BE', belgien: 'BE', 'united kingdom': 'GB', uk: 'GB', 'great britain': 'GB',
  england: 'GB', ireland: 'IE', spain: 'ES', espana: 'ES', spanien: 'ES', espagne: 'ES', italy: 'IT', italia: 'IT',
  italien: 'IT', italie: 'IT', portugal: 'PT', austria: 'AT', osterreich: 'AT', oesterreich: 'AT', switzerland: 'CH',
  schweiz: 'CH', suisse: 'CH', svizzera: 'CH', luxembourg: 'LU', luxemburg: 'LU', denmark: 'DK', danmark: 'DK',
  sweden: 'SE', sverige: 'SE', norway: 'NO', norge: 'NO', finland: 'FI', suomi: 'FI', poland: 'PL', polska: 'PL',
  'czech republic': 'CZ', czechia: 'CZ', 'ceska republika': 'CZ', cesko: 'CZ', 'slovenska republika': 'SK', slovensko: 'SK', hungary: 'HU', romania: 'RO', bulgaria: 'BG', greece: 'GR', croatia: 'HR',
  slovenia: 'SI', slovakia: 'SK', estonia: 'EE', latvia: 'LV', lithuania: 'LT', malta: 'MT', cyprus: 'CY',
  turkey: 'TR', turkiye: 'TR', russia: 'RU', ukraine: 'UA', 'united states': 'US', 'united states of america': 'US',
  usa: 'US', 'u.s.a.': 'US', canada: 'CA', mexico: 'MX', brazil: 'BR', brasil: 'BR', argentina: 'AR', chile: 'CL',
  colombia: 'CO', peru: 'PE', china: 'CN', "people's republic of china": 'CN', prc: 'CN', 'hong kong': 'HK',
  taiwan: 'TW', japan: 'JP', 'south korea': 'KR', korea: 'KR', 'republic of korea': 'KR', india: 'IN',
  pakistan: 'PK', bangladesh: 'BD', 'sri lanka': 'LK', vietnam: 'VN', 'viet nam': 'VN', thailand: 'TH',
  malaysia: 'MY', singapore: 'SG', indonesia: 'ID', philippines: 'PH', australia: 'AU', 'new zealand': 'NZ',
  'united arab emirates': 'AE', uae: 'AE', 'saudi arabia': 'SA', qatar: 'QA', israel: 'IL', egypt: 'EG',
  morocco: 'MA', 'south africa': 'ZA', nigeria: 'NG', kenya: 'KE',
  // The Western Balkans, in English and their own languages (Latin script).
  serbia: 'RS', srbija: 'RS', 'republic of serbia': 'RS', montenegro: 'ME', 'crna gora': 'ME', 'bosnia and herzegovina': 'BA',
  'north macedonia': 'MK', albania: 'AL', shqiperia: 'AL',
};

/**
 * A state's formal name before its short one ("Arab Republic of Egypt", "Kingdom of Spain", "Federal Republic of
 * Germany"). Not a "Democratic People's Republic", nor "Republic of China": another state than the short name's.
 */
const FORMAL_NAME = /^(?:the\s+)?(?:(?:arab|federal|islamic|socialist|united|hashemite|people'?s|plurinational|bolivarian|oriental)\s+)*(?:republic|kingdom|state|sultanate|emirate|principality|grand duchy|commonwealth|federation)\s+of\s+(?:the\s+)?(.+)$/;
/** Formal names that name the state by an adjective, without "of" ("Hellenic Republic", "Italian Republic"). */
const ADJECTIVE_REPUBLICS: Record<string, string> = {
  'hellenic republic': 'GR', 'italian republic': 'IT', 'french republic': 'FR', 'portuguese republic': 'PT', 'argentine republic': 'AR',
};

/** Alpha-2 code for a printed country name (or a code), or null. */
export function countryFromName(text: string): string | null {
  const f = fold(text).replace(/[.,;]+$/, '');
  if (NAMES[f]) return NAMES[f];
  const adjectival = ADJECTIVE_REPUBLICS[f.replace(/^the\s+/, '')];
  if (adjectival) return adjectival;
  const formal = FORMAL_NAME.exec(f);
  if (formal && !/democratic/.test(f) && !(formal[1] === 'china' && !/people/.test(f)) && NAMES[formal[1]]) return NAMES[formal[1]];
  // A name abbreviated letter by letter ("U.A.E.", "U.S.A."): its letters without the dots.
  if (/^(?:[a-z]\.){2,}[a-z]$/.test(f)) {
    const letters = NAMES[f.replace(/\./g, '')];
    if (letters) return letters;
  }
  if (/^[A-Z]{2}$/.test(text.trim()) && isCountryCode(text.trim())) return text.trim();
  return null;
}

/** Every name of 4+ letters in one alternation, longest first, compiled once. */
const NAME_RE = new RegExp(
  `(?:^|[^a-z])(${Object.keys(NAMES)
    .filter((n) => n.length >= 4)
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?=$|[^a-z])`,
  'g',
);

/**
 * The longest letter run of every name NAME_RE looks for ("netherlands" of "the netherlands"). A match shows
 * all runs of its name whole (bounded by non-letters), so a text that shows none of these runs names no
 * country: most lines skip the big alternation, and need no folding to be read.
 */
const NAME_RUNS = [...new Set(Object.keys(NAMES).filter((n) => n.length >= 4).map((n) => {
  const runs = n.match(/[a-z]+/g)!; // every name is spelled in letters
  return runs.reduce((a, b) => (b.length > a.length ? b : a));
}))].join('|');

/** A name's run as a whole word of a folded text (lower case; other characters are no letters). */
const FOLDED_RUN = new RegExp(`(?<![a-z])(?:${NAME_RUNS})(?![a-z])`);

/**
 * In a printed line: a name's run, in any case, set off by ASCII characters other than letters (or the line's
 * ends), or else the first non-ASCII character. Folding keeps such a run and what sets it off (it lower-cases
 * ASCII and only changes other characters), so the first shows the folded line a run; the second means the
 * line must be folded to be read.
 */
const PRINTED_RUN_OR_OTHER = new RegExp(`(?<![a-z\\x80-\\uffff])(?:${NAME_RUNS})(?![a-z\\x80-\\uffff])|[^\\x00-\\x7f]`, 'i');

/** Whether folding `line` makes a text that shows a name's run: a plain ASCII line is read as it is printed. */
function showsNameRun(line: string): boolean {
  const m = PRINTED_RUN_OR_OTHER.exec(line);
  if (!m) return false;
  return m[0].charCodeAt(0) < 0x80 || FOLDED_RUN.test(fold(line));
}

/** The country named at the end of an address line ("… 1234 AB Amsterdam, Netherlands"), or null. */
export function countryInText(text: string): string | null {
  const f = fold(text);
  return FOLDED_RUN.test(f) ? lastNamed(f) : null;
}

/** Lines one name may span when lines are joined by spaces: one per word ("united / states / of / america"). */
const NAME_LINES = Math.max(...Object.keys(NAMES).map((n) => n.split(' ').length));

/**
 * `countryInText` over lines joined by spaces. A name shows its longest run whole, on one line: only lines
 * that show such a run, and the lines around them a name of several words can reach into, are folded and
 * searched (folding every header line cost more than the search). Those lines keep their order and are joined
 * as in the whole text; where lines are left out between them, a line break joins instead, which no name
 * holds and which sets a name off as a space does: the names found, and the order of their first mentions,
 * are those of the whole text.
 */
export function countryInLines(lines: readonly string[]): string | null {
  let searched: string | null = null;
  // Lines before `end` are in `searched` already, or left out.
  let end = 0;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (!showsNameRun(l)) continue;
    const from = Math.max(end, i - NAME_LINES + 1);
    const joint = from > end ? '\n' : ' ';
    end = Math.min(lines.length, i + NAME_LINES);
    for (let k = from; k < end; k++) {
      const f = fold(lines[k]);
      searched = searched === null ? f : searched + (k === from ? joint : ' ') + f;
    }
  }
  return searched === null ? null : lastNamed(searched);
}

/** The country whose name's first mention in folded `f` comes last (addresses end with their country), or null. */
function lastNamed(f: string): string | null {
  const first = new Map<string, number>();
  for (const m of matchesOf(NAME_RE, f)) if (!first.has(m[1])) first.set(m[1], m.index);
  let best: string | null = null;
  let bestAt = -1;
  for (const [name, at] of first) {
    if (at > bestAt) {
      best = name;
      bestAt = at;
    }
  }
  return best === null ? null : NAMES[best];
}
