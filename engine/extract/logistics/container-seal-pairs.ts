/**
 * Containers listed on one line with each one's seal after a slash ("ABCU1234565 / XY 551234  DEFU7654321 / XY
 * 551235"): the seal of each is what its number's part of the line prints after the slash, up to the next number.
 */

/** A seal as printed after its container: an issuer's letters (maybe a space apart) and four digits at least. */
const PAIRED_SEAL = /^[A-Z]{0,4}[\s-]?[A-Z0-9]*\d{4,}[A-Z0-9-]*$/;

/** Where a container number is printed in a line, spaces or a hyphen allowed between its characters. */
function printedAt(text: string, container: string): { start: number; end: number } | null {
  const m = new RegExp(container.split('').join('[\\s-]?')).exec(text.toUpperCase());
  return m ? { start: m.index, end: m.index + m[0].length } : null;
}

/**
 * The seal slashed after `container` in a line that lists several of `all`; null when the line lists one, or the
 * part after the number is no slashed seal.
 */
export function pairedSeal(text: string, container: string, all: string[]): string | null {
  const at = printedAt(text, container);
  if (!at) return null;
  const others = all.filter((c) => c !== container).map((c) => printedAt(text, c)).filter((p): p is { start: number; end: number } => !!p);
  if (others.length === 0) return null;
  const next = Math.min(...others.filter((p) => p.start >= at.end).map((p) => p.start), text.length);
  const m = /^\s*\/\s*(.+?)\s*$/.exec(text.slice(at.end, next));
  const seal = m?.[1].toUpperCase();
  return seal && PAIRED_SEAL.test(seal) ? seal : null;
}
