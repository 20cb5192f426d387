/**
 * A consignee box that opens with "TO THE ORDER OF" alone on its line, the party the goods are to the order of (a
 * bank, named over one or more lines) and its address under it: a negotiable B/L consigned to that party's order.
 */
import { parseParty, type Party } from '../parse/index.ts';
import { looksLikeAddress } from '../parse/parties.ts';

const ORDER_OF = /^to\s+(?:the\s+)?order\s+of$/i;
const WRAPS = /(?:\b(?:of|and|for|the|de|del|du|des)|[,&])$/i;
const addressLine = (t: string): boolean => /\d/.test(t) || looksLikeAddress(t);

/**
 * The party named "TO THE ORDER OF <name>" with its address, or null: without an address under the name the box
 * names the order only ("TO ORDER OF" over a bank's name), which reads as "TO ORDER".
 */
export function orderOfNamedParty(lines: readonly string[]): Party | null {
  const printed = lines.map((l) => l.trim()).filter(Boolean);
  if (printed.length < 3 || !ORDER_OF.test(printed[0])) return null;
  // A name wrapped after a joining word ("FIRST BANK OF COMMERCE AND" / "INDUSTRY, HARBOUR BRANCH") goes on.
  const at = printed.findIndex((l, i) => i > 1 && addressLine(l) && !WRAPS.test(printed[i - 1]));
  if (at < 0 || at > 4) return null;
  return parseParty([`${printed[0]} ${printed.slice(1, at).join(' ')}`, ...printed.slice(at)]);
}
