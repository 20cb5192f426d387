/**
 * States of the United States and provinces/territories of Canada by their postal codes: printed after a city
 * ("CHICAGO, IL", "TORONTO, ON") they name the country (US, CA), not the ISO country that shares the code.
 */
import { isCountryCode } from './countries.ts';
import { knownPlaceCountry } from './places.ts';

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' '),
);
const CA_PROVINCES = new Set('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '));

/**
 * The country (US or CA) whose state or province `code` names after `city`, or null. A code that is also an ISO
 * country ("IL", "PA", "NL") counts only after a city the built-in place lists put in that country.
 */
export function subdivisionCountry(city: string, code: string): string | null {
  const cc = code.trim().toUpperCase();
  const country = US_STATES.has(cc) ? 'US' : CA_PROVINCES.has(cc) ? 'CA' : null;
  if (!country) return null;
  return !isCountryCode(cc) || knownPlaceCountry(city) === country ? country : null;
}
