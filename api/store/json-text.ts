/**
 * JSON text written to a jsonb column as it is (a `$n::text::jsonb` parameter): the engine's workers stringify a
 * result's bulky parts, and the main thread neither parses them nor stringifies them again to store them.
 */
import type { JsonText } from '../../engine/types.ts';

export type { JsonText };

/** `fields` as a JSON object, with each of `parts` (already JSON text) added as a further member. Keys must not repeat. */
export function jsonObjectText<T>(fields: Record<string, unknown>, parts: Record<string, string>): JsonText<T> {
  let out = JSON.stringify(fields).slice(0, -1);
  for (const [key, text] of Object.entries(parts)) out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${text}`;
  return `${out}}`;
}
