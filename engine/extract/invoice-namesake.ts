/**
 * A party printed twice under different captions: the buyer's block ("RECEPTOR", "Bill to") and the same name
 * again in a shipping or customs block that shortens the address ("Destinatario: …" over "Vernon, CA 90058, USA").
 */
import type { ExtractContext, Found } from './context.ts';
import type { FoundParty } from './invoice-parties.ts';
import { fold } from './parse/text.ts';

const addressLength = (p: FoundParty) => p.party.address?.length ?? 0;

/**
 * Of the parties read at `labels` (by `read`) that bear `p`'s name, the one with the fullest address: the first
 * label found may head the shortened repeat.
 */
export function fullestNamesake(ctx: ExtractContext, p: FoundParty | null, labels: readonly string[], read: (f: Found) => FoundParty | null, options: { accept: (v: string) => boolean }): FoundParty | null {
  if (!p?.party.name) return p;
  const name = fold(p.party.name);
  let best = p;
  for (const f of ctx.findAll(labels, options)) {
    if (f.line === p.found.line) continue;
    const q = read(f);
    if (q?.party.name && fold(q.party.name) === name && addressLength(q) > addressLength(best)) best = q;
  }
  return best;
}
