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
  'czech republic': 'CZ', czechia: 'CZ', hungary: 'HU', romania: 'RO', bulgaria: 'BG', greece: 'GR', croatia: 'HR',
  slovenia: 'SI', slovakia: 'SK', estonia: 'EE', latvia: 'LV', lithuania: 'LT', malta: 'MT', cyprus: 'CY',
  turkey: 'TR', turkiye: 'TR', russia: 'RU', ukraine: 'UA', 'united states': 'US', 'united states of america': 'US',
  usa: 'US', 'u.s.a.': 'US', canada: 'CA', mexico: 'MX', brazil: 'BR', brasil: 'BR', argentina: 'AR', chile: 'CL',
  colombia: 'CO', peru: 'PE', china: 'CN', "people's republic of china": 'CN', prc: 'CN', 'hong kong': 'HK',
  taiwan: 'TW', japan: 'JP', 'south korea': 'KR', korea: 'KR', 'republic of korea': 'KR', india: 'IN',
  pakistan: 'PK', bangladesh: 'BD', 'sri lanka': 'LK', vietnam: 'VN', 'viet nam': 'VN', thailand: 'TH',
  malaysia: 'MY', singapore: 'SG', indonesia: 'ID', philippines: 'PH', australia: 'AU', 'new zealand': 'NZ',
  'united arab emirates': 'AE', uae: 'AE', 'saudi arabia': 'SA', qatar: 'QA', israel: 'IL', egypt: 'EG',
  morocco: 'MA', 'south africa': 'ZA', nigeria: 'NG', kenya: 'KE',
};

/** Alpha-2 code for a printed country name (or a code), or null. */
export function countryFromName(text: string): string | null {
  const f = fold(text).replace(/[.,;]+$/, '');
  if (NAMES[f]) return NAMES[f];
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
 * The first letter run of every name NAME_RE looks for. A match shows that run whole (bounded by non-letters),
 * so a text none of whose letter runs is one of these names nothing: most lines skip the big alternation.
 * Null (no shortcut) if some name did not start with a letter.
 */
const FIRST_RUNS: Set<string> | null = (() => {
  const runs = Object.keys(NAMES).filter((n) => n.length >= 4).map((n) => /^[a-z]+/.exec(n)?.[0] ?? null);
  return runs.every((r) => r !== null) ? new Set(runs as string[]) : null;
})();

const LETTER_RUN = /[a-z]+/g;

/** Whether some letter run of `f` is in `runs` (read run by run, stopping at the first: no list of runs). */
function hasFirstRun(f: string, runs: Set<string>): boolean {
  LETTER_RUN.lastIndex = 0;
  for (let m = LETTER_RUN.exec(f); m; m = LETTER_RUN.exec(f)) {
    if (runs.has(m[0])) {
      LETTER_RUN.lastIndex = 0;
      return true;
    }
  }
  return false;
}

/** The country named at the end of an address line ("… 1234 AB Amsterdam, Netherlands"), or null. */
export function countryInText(text: string): string | null {
  return countryInFolded(fold(text));
}

/**
 * `countryInText` over lines joined: each line folded on its own (the fold memo already holds most of them,
 * and folding one long string costs a Unicode normalisation of all of it).
 */
export function countryInLines(lines: readonly string[]): string | null {
  return countryInFolded(lines.map(fold).join(' '));
}

function countryInFolded(f: string): string | null {
  if (FIRST_RUNS && !hasFirstRun(f, FIRST_RUNS)) return null;
  // The name whose first mention comes last wins (addresses end with their country).
  const first = new Map<string, number>();
  for (const m of matchesOf(NAME_RE, f)) if (!first.has(m[1])) first.set(m[1], m.index);
  let best: { code: string; at: number } | null = null;
  for (const [name, at] of first) if (!best || at > best.at) best = { code: NAMES[name], at };
  return best ? best.code : null;
}
