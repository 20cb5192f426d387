/**
 * A manifest column that holds two parties under one caption ("Shipper / Consignee"), each printed over several
 * lines (name, then the town it is in): where the first party's lines end and the second's begin.
 */
import { looksLikeAddress } from '../parse/parties.ts';

const placeLine = (t: string): boolean => /[\d,]/.test(t) || looksLikeAddress(t);

/**
 * The index of the second party's first line among a cell's printed lines: after the first place line that a
 * name follows ("NORDVIK FISK AS" / "Tromso, Norway" / "HUMBER SEAFOODS LTD" / "Hull, UK"). Without such a turn each
 * party is one line, or the first party its first line and the rest the second's (the layout read before).
 */
export function partyCut(lines: readonly string[]): number {
  for (let i = 1; i < lines.length - 1; i++) if (placeLine(lines[i]) && !placeLine(lines[i + 1])) return i + 1;
  return 1;
}
