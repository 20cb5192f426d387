/**
 * A house air waybill's issuing agent box that prints the agent's IATA code on a line of its own under the name,
 * the city after it ("ACME FORWARDING PVT LTD" / "IATA 14-12345/0001   CHENNAI") or over it.
 */
import type { Segment } from './segments.ts';
import { nameThenCity } from './air-boxes.ts';

/** "IATA 14-12345/0001 CHENNAI", "IATA CODE: 2347811": the code, and the city where it follows on the line. */
const IATA_LINE = /^IATA(?:\s+CODE)?\s*[:#.]?\s*(\d[\d\s/-]{4,}\d)(?:\s+(\p{L}[\p{L} .'-]{1,30}))?$/iu;

export interface AgentLines { name: string; iataCode: string; city: string | null; segs: Segment[] }

/**
 * The name (the lines over the IATA line), the IATA code and the city of an agent box read as `lines`; the city
 * may stand apart on the code's row (`page` segments). Null where no line is an IATA line.
 */
export function agentWithIataLine(page: Segment[], lines: Segment[]): AgentLines | null {
  const k = lines.findIndex((l) => IATA_LINE.test(l.text.trim()));
  if (k < 1) return null;
  const at = lines[k];
  const m = IATA_LINE.exec(at.text.trim())!;
  const code = /\d\s*\/\s*\d/.test(m[1]) ? m[1].replace(/\s+/g, ' ').trim() : m[1].replace(/\D/g, '');
  let city = m[2]?.trim() ?? null;
  const segs = lines.slice(0, k + 1);
  if (!city) {
    const h = at.bbox[3] - at.bbox[1];
    const beside = page
      .filter((s) => s !== at && s.bbox[0] > at.bbox[2] && s.bbox[0] - at.bbox[2] < h * 12 && Math.abs(s.bbox[1] - at.bbox[1]) < h * 0.4)
      .sort((a, b) => a.bbox[0] - b.bbox[0])[0];
    if (beside && /^\p{L}[\p{L} .'-]{1,30}$/u.test(beside.text.trim())) {
      city = beside.text.trim();
      segs.push(beside);
    }
  }
  // The city on a line of its own between the name and the code ("ACME FORWARDING PVT LTD" / "CHENNAI" / "IATA …").
  const named = city ? null : nameThenCity(lines.slice(0, k));
  if (named) return { name: named.name, iataCode: code, city: named.city, segs };
  return { name: lines.slice(0, k).map((l) => l.text.trim()).join(' '), iataCode: code, city, segs };
}
