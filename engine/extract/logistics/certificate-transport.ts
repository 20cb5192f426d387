/**
 * A certificate's transport box printed as labelled lines (ASEAN Form D box 3: "Departure date: 20/03/2026",
 * "Vessel's name/Aircraft etc.:" over "WAN HAI 305 V.S142", "FROM: CAT LAI PORT, HO CHI MINH CITY, VIETNAM",
 * "Port of Discharge: MANILA, PHILIPPINES"): the vessel and the port of loading, each from its own line.
 */
import type { Place } from '../parse/index.ts';
import type { Segment } from './locate.ts';
import { placeFrom } from './parse-extra.ts';
import { splitVoyage } from './reader.ts';

/** A vessel's caption line ("Vessel's name/Aircraft etc.:", "Vessel name:"), its value after the colon if any. */
const VESSEL_CAPTION = /^vessel(?:'s|s)?(?:\s+name)?(?:\s*\/\s*[\w\s.]+?)?\s*:\s*(.*)$/i;
/** "FROM: CAT LAI PORT, …" on a line of its own, with no "TO" after it. */
const FROM_LINE = /^from\s*:\s*(.+)$/i;

export function routeLines(lines: Segment[]): { vessel: string | null; portOfLoading: Place | null } {
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
