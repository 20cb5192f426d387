/** Header captions that print only a unit: a container list's "KGS" column beside "PKGS" and "CBM". */
import type { HeaderColumn } from './table-header.ts';

const KILOS = /^(?:kgs?|kgm|kilos?)\.?$/i;
const POUNDS = /^(?:lbs?|pounds?)\.?$/i;

/**
 * A column captioned with a weight unit alone, in a header that names other fields but no weight, is the gross
 * weight: a list's one weight per row. Where the weight is printed in two units ("KGS  LBS"), the column in kilograms
 * is, the other one stays a column of no field.
 */
export function unitCaptions(cols: HeaderColumn[]): HeaderColumn[] {
  if (cols.some((c) => c.kind === 'grossWeight' || c.kind === 'netWeight') || cols.filter((c) => c.kind).length < 2) return cols;
  const bare = (re: RegExp) => cols.find((c) => !c.kind && c.words.length === 1 && re.test(c.words[0].text));
  const unit = bare(KILOS) ?? bare(POUNDS);
  return unit ? cols.map((c) => (c === unit ? { ...c, kind: 'grossWeight' } : c)) : cols;
}
