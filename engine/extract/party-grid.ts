/**
 * A party printed as rows of a colon grid: its caption's row names it ("Señor(es) : ANDES IMPORT LTD."), and
 * the rows under it, captioned as address, town or tax id ("Direccion : …", "Ciudad / Pais : …", "ID Receptor : …"),
 * go on with it until a row captions something else.
 */
import type { ExtractContext, Found, LayoutLine } from './context.ts';
import type { FoundParty } from './invoice-parties.ts';
import { LABELS } from './parse/labels.ts';
import { findEmails, findPhones } from './parse/parties.ts';
import { findTaxIds } from './parse/taxid.ts';
import { ADDRESS_LABELS, ADDRESS_PARTS } from './party-section.ts';
import { columnFrom, LED_BY_COLON } from './party-lines.ts';

const ADDRESS_ROWS: readonly string[] = [...ADDRESS_LABELS, ...ADDRESS_PARTS];
const middle = (l: LayoutLine): number => (l.bbox[1] + l.bbox[3]) / 2;
const unColon = (t: string): string => t.trim().replace(/^:\s*/, '').trim();
/** A tax id printed as its caption's value, any country's format: letters and figures, one token. */
const ID_VALUE = /^[A-Z0-9][A-Z0-9./-]{4,}$/i;

/**
 * The party of the grid row captioned at `caption`, whose value `f` sits right of it; `values` is the value column
 * under `f` (colon-led lines). Null when no row under the caption goes on with the party.
 */
export function gridParty(ctx: ExtractContext, caption: LayoutLine, f: Found, values: readonly LayoutLine[]): FoundParty | null {
  const captions = columnFrom(ctx, caption, values.length + 1).slice(1);
  const h = caption.bbox[3] - caption.bbox[1];
  const address: string[] = [];
  let taxId: string | null = null;
  const used = [caption.index, f.line];
  for (const row of captions) {
    const value = values.find((v) => Math.abs(middle(v) - middle(row)) < h / 2 && LED_BY_COLON.test(v.text));
    if (!value) break;
    const text = unColon(value.text);
    if (ctx.labelAt(ADDRESS_ROWS, row.index) !== null && !taxId) address.push(text);
    else if (ctx.labelAt(LABELS.taxId, row.index) !== null) {
      const id = findTaxIds(text)[0]?.value ?? (ID_VALUE.test(text) ? text : null);
      if (!id) break;
      taxId = id;
    } else break;
    used.push(row.index, value.index);
  }
  if (!address.length) return null;
  const name = unColon(f.text);
  const contact = address.join('\n');
  return {
    party: { name, address: address.join(', '), taxId, email: findEmails(contact)[0]?.value ?? null, phone: findPhones(contact)[0]?.value ?? null },
    lines: used,
    found: f,
    factor: 0.9,
  };
}
