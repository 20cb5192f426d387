/**
 * Both declared values of an air waybill printed as one value beside a caption naming them together ("Declared
 * values  NVD / EUR 12,500.00 (CUSTOMS)"): carriage first, then customs, parted by a slash; a part naming its box in
 * parentheses ("(CARRIAGE)", "(CUSTOMS)") goes to that box whatever its place.
 */
import { toNumber } from './parse-extra.ts';

type Declared = string | number;

/** One part: "NVD", "NCV", or an amount maybe after its currency ("USD 48,260.00"); its box when it names one. */
const PART = /^(?:[A-Z]{3}\s*)?(\d[\d.,]*\d|\d|N[A-Z]{2})(?:\s*\((CARRIAGE|CUSTOMS)\))?$/i;

export function declaredValuePair(text: string): { carriage: Declared | null; customs: Declared | null } | null {
  const parts = text.trim().split(/\s+\/\s+/);
  if (parts.length !== 2) return null;
  const read = parts.map((p) => PART.exec(p.trim()));
  if (read.some((m) => !m)) return null;
  const out: { carriage: Declared | null; customs: Declared | null } = { carriage: null, customs: null };
  read.forEach((m, i) => {
    const value = /^\d/.test(m![1]) ? toNumber(m![1]) : m![1].toUpperCase();
    const box = m![2]?.toLowerCase() ?? (i === 0 ? 'carriage' : 'customs');
    out[box as 'carriage' | 'customs'] = value;
  });
  return out;
}
