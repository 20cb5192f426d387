/**
 * A certificate's transport box ("3. Means of transport and route"): the ports, the mode and the vessel, read from a
 * route printed as one sentence ("FROM NINGBO, CHINA TO FELIXSTOWE, UK" / "BY SEA, VESSEL MSC GULSUN V.FE611W") or
 * as labelled lines (ASEAN Form D box 3: "Departure date: 20/03/2026", "Vessel's name/Aircraft etc.:" over "WAN HAI
 * 305 V.S142", "FROM: CAT LAI PORT, HO CHI MINH CITY, VIETNAM", "Port of Discharge: MANILA, PHILIPPINES"), each
 * from its own line.
 */
import type { Place } from '../parse/index.ts';
import type { PageContent, Rule } from '../../types.ts';
import type { Segment } from './segments.ts';
import { placeFrom } from './parse-extra.ts';
import { splitVoyage, type Read, type Reader } from './reader.ts';
import { locateAll } from './locate.ts';
import { captionOf } from './captions.ts';

/** Whether a vertical rule (a line, or a box's side) stands between a caption and a value printed to its right. */
function ruledApart(rules: Rule[] | undefined, label: Segment, value: Segment): boolean {
  const y = (label.bbox[1] + label.bbox[3]) / 2;
  const xs = (rules ?? []).flatMap((r) => (r.kind === 'v' ? [[(r.bbox[0] + r.bbox[2]) / 2, r.bbox[1], r.bbox[3]]]
    : r.kind === 'rect' ? [[r.bbox[0], r.bbox[1], r.bbox[3]], [r.bbox[2], r.bbox[1], r.bbox[3]]] : []));
  return xs.some(([x, y0, y1]) => x > label.bbox[2] && x < value.bbox[0] && y >= y0 && y <= y1);
}

/**
 * The vessel under or beside its caption, read in the caption's box: a value beside it past a vertical rule is
 * another box's ("Vessel's name / Aircraft flight number:" beside box 14's "[ ] Back-to-Back …"), and a line under it
 * that prints its own caption ("Port of loading: BUSAN") ends it. The voyage run on after the name is none of it.
 */
export function vesselRead(r: Reader, pages: PageContent[]): Read<string> | null {
  for (const v of locateAll(r.segs, 'vessel')) {
    const rules = pages.find((p) => p.pageNumber === v.label.page)?.rules;
    if (v.position === 'right' && ruledApart(rules, v.label, v.lines[0])) continue;
    const end = v.lines.findIndex((l, i) => i > 0 && captionOf(l).inline);
    const lines = end > 0 ? v.lines.slice(0, end) : v.lines;
    const text = lines.map((l) => l.text).join(' ').trim();
    if (!text) continue;
    return { value: splitVoyage(splitVoyage(text, 'dot').vessel, 'bound').vessel, ev: r.evidence(lines) };
  }
  return null;
}

/**
 * A ship's name in quotes after the word for a ship, in English, Spanish or Portuguese ('BUQUE "RIO PARANA"'),
 * maybe with the port it sails to after a slash: the name, and the port.
 */
const QUOTED_VESSEL = /\b(?:VESSEL|VSL|M\/?V|SHIP|BUQUE|NAVIO|NAVE)\b[.:]?\s+["“]([^"”]{2,40})["”](?:\s*\/\s*([A-Z][A-Za-z .'-]{1,40}?))?\s*(?:[,;]|$)/i;
/** The mode named by its adjective, as Spanish and Portuguese forms print it ("MARITIMO - BUQUE ...", "Aéreo"). */
const MODE_WORD = /^\s*(MAR[IÍ]TIM[OA]|A[EÉ]RE[OA]|TERRESTRE|CARRETERO|RODOVI[AÁ]RIO|FERROVI[AÁ]RIO)\b/i;

/** A vessel's caption line ("Vessel's name/Aircraft etc.:", "Vessel name:"), its value after the colon if any. */
const VESSEL_CAPTION = /^vessel(?:'s|s)?(?:\s+name)?(?:\s*\/\s*[\w\s.]+?)?\s*:\s*(.*)$/i;
/** "FROM: CAT LAI PORT, …" on a line of its own, with no "TO" after it. */
const FROM_LINE = /^from\s*:\s*(.+)$/i;

function routeLines(lines: Segment[]): { vessel: string | null; portOfLoading: Place | null } {
  let vessel: string | null = null;
  let portOfLoading: Place | null = null;
  lines.forEach((l, i) => {
    const t = l.text.trim();
    const v = VESSEL_CAPTION.exec(t);
    if (v && !vessel) {
      const value = v[1].trim() || lines[i + 1]?.text.trim() || '';
      if (value && !/:/.test(value)) vessel = splitVoyage(value, 'dot').vessel;
    }
    const from = FROM_LINE.exec(t);
    if (from && !portOfLoading && !/\bTO\b:?/i.test(from[1])) {
      // The word "PORT" beside a port's name is no part of it ("CAT LAI PORT").
      portOfLoading = placeFrom(from[1].replace(/\s+PORT\b(?=\s*(?:,|$))/i, '').trim(), 'sea');
    }
  });
  return { vessel, portOfLoading };
}

/**
 * "3. Means of transport and route": "FROM NINGBO, CHINA TO FELIXSTOWE, UK" / "BY SEA, VESSEL MSC GULSUN V.FE611W":
 * the ports, the mode and the vessel, where no box of their own gave them.
 */
export function readRoute(r: Reader): void {
  const v = r.find('transportRoute');
  if (!v) return;
  const text = v.lines.map((l) => l.text).join(' ');
  const ev = r.evidence(v.lines, 0.9);
  const data = r.result().data as { transport?: Record<string, unknown> };
  const has = (k: string): boolean => data.transport?.[k] !== undefined && data.transport?.[k] !== null;
  // "FROM NINGBO TO FELIXSTOWE", or on lines of their own: "From: ALIAGA / IZMIR PORT (TRALI)" / "To: MOMBASA (KEMBA)".
  const route = /\bFROM:?\s+(.+?)\s+TO:?\s+(.+?)(?=\s+(?:BY|VIA)\b|[;.]?\s*$)/i.exec(text);
  if (route) {
    const from = placeFrom(route[1].trim(), 'sea');
    const to = placeFrom(route[2].trim(), 'sea');
    if (from && !has('portOfLoading')) r.set('transport.portOfLoading', { value: from, ev });
    if (to && !has('portOfDischarge')) r.set('transport.portOfDischarge', { value: to, ev });
  }
  // The vessel ends its line where the route goes on on lines of its own ("BY SEA - M/V MSC CAPELLA VI").
  const VESSEL = /\b(?:VESSEL|VSL|M\/?V|SHIP)\b[.:]?\s+([A-Z0-9][A-Z0-9 .'-]*?)(?:\s+(?:V(?:OY(?:AGE)?)?\.?\s*(?:NO\.?\s*)?[A-Z0-9]*\d[A-Z0-9]*))?\s*(?:[,;]|$)/i;
  // A ship's name in quotes after its word, the port it sails to after a slash ('MARITIMO - BUQUE "RIO PARANA" / RIO GRANDE').
  const quoted = QUOTED_VESSEL.exec(text);
  const vessel = quoted ?? VESSEL.exec(text) ?? v.lines.map((l) => VESSEL.exec(l.text.trim())).find((m) => m) ?? null;
  if (vessel && !has('vessel')) r.set('transport.vessel', { value: vessel[1].trim(), ev });
  const bound = quoted?.[2] ? placeFrom(quoted[2].trim(), 'sea') : null;
  if (bound && !has('portOfDischarge')) r.set('transport.portOfDischarge', { value: bound, ev });
  // Labelled lines of their own: "Vessel's name/Aircraft etc.:" over the name, "FROM: CAT LAI PORT, …".
  const lined = routeLines(v.lines);
  if (lined.vessel && !vessel && !has('vessel')) r.set('transport.vessel', { value: lined.vessel, ev });
  if (lined.portOfLoading && !has('portOfLoading')) r.set('transport.portOfLoading', { value: lined.portOfLoading, ev });
  const mode = /\bBY\s+(SEA|OCEAN|VESSEL|AIR|AIRFREIGHT|ROAD|TRUCK|LORRY|RAIL|TRAIN)\b/i.exec(text)?.[1].toUpperCase()
    ?? MODE_WORD.exec(text)?.[1].normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/A$/, 'O') ?? (vessel || lined.vessel ? 'VESSEL' : null);
  const modes: Record<string, string> = { SEA: 'SEA', OCEAN: 'SEA', VESSEL: 'SEA', AIR: 'AIR', AIRFREIGHT: 'AIR', ROAD: 'ROAD', TRUCK: 'ROAD', LORRY: 'ROAD', RAIL: 'RAIL', TRAIN: 'RAIL',
    MARITIMO: 'SEA', AEREO: 'AIR', TERRESTRE: 'ROAD', CARRETERO: 'ROAD', RODOVIARIO: 'ROAD', FERROVIARIO: 'RAIL' };
  if (mode && !has('mode')) r.set('transport.mode', { value: modes[mode], ev });
}
