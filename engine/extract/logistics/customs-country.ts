/**
 * ISO 3166-1 alpha-3 country codes, which national declarations print (a Mexican pedimento's "CHN", "USA"): their
 * alpha-2 equivalents, for the trading countries most declarations name.
 */
import { isCountryCode } from '../parse/index.ts';

const PAIRS = 'ARE AE ARG AR AUS AU AUT AT BEL BE BGD BD BGR BG BRA BR CAN CA CHE CH CHL CL CHN CN COL CO CRI CR CZE CZ '
  + 'DEU DE DNK DK DOM DO ECU EC EGY EG ESP ES EST EE FIN FI FRA FR GBR GB GRC GR GTM GT HKG HK HND HN HRV HR HUN HU '
  + 'IDN ID IND IN IRL IE ISR IL ITA IT JPN JP KHM KH KOR KR LKA LK LTU LT LUX LU LVA LV MAR MA MEX MX MYS MY NGA NG '
  + 'NIC NI NLD NL NOR NO NZL NZ PAK PK PAN PA PER PE PHL PH POL PL PRT PT ROU RO RUS RU SAU SA SGP SG SLV SV SVK SK '
  + 'SVN SI SWE SE THA TH TUN TN TUR TR TWN TW UKR UA URY UY USA US VEN VE VNM VN ZAF ZA';

const ALPHA3 = new Map<string, string>();
const words = PAIRS.split(' ');
for (let i = 0; i + 1 < words.length; i += 2) ALPHA3.set(words[i], words[i + 1]);

/** The alpha-2 code of an alpha-3 one ("CHN" → "CN"), or of an alpha-2 code as printed; null for others. */
export function countryFromAlpha3(code: string): string | null {
  const t = code.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(t)) return isCountryCode(t) ? t : null;
  return ALPHA3.get(t) ?? null;
}
