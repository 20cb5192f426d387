/** Fills the DOCUMENT-TYPES shape: every listed field is present, null (or []) when the document does not show it. */
import type { PartialExtraction } from '../context.ts';

export function withDefaults(defaults: Record<string, unknown>, res: PartialExtraction): PartialExtraction {
  return { ...res, data: merge(defaults, res.data) };
}

function merge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = base[k];
    out[k] = b && typeof b === 'object' && !Array.isArray(b) && v && typeof v === 'object' && !Array.isArray(v)
      ? merge(b as Record<string, unknown>, v as Record<string, unknown>)
      : v;
  }
  return out;
}

/** Gives every row of the array at `key` all of `fields`, null where the row did not show one. */
export function fillRows(data: Record<string, unknown>, key: string, fields: string[]): void {
  const rows = data[key];
  if (!Array.isArray(rows)) return;
  data[key] = rows.map((row: Record<string, unknown> | null) => {
    const out: Record<string, unknown> = {};
    for (const f of fields) out[f] = row?.[f] ?? null;
    return { ...out, ...row };
  });
}
