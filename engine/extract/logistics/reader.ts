/**
 * Typed readers over located label values: each returns the parsed value with its evidence, or null. Failed
 * checks (check digits, HS chapters) lower confidence and are recorded; they never turn into confident values.
 */
import type { ExtractContext, PartialExtraction, ValidationEntry } from '../context.ts';
import type { FieldEvidence } from '../../types.ts';
import {
  findContainerNumbers, inferDecimalMark, parseAirWaybill, parseAmount, parseDate, parseHsCode, parseImoNumber,
  parseParty, parseWeight, type DecimalMark, type Party, type Place, type Quantity,
} from '../parse/index.ts';
import { countryFromName, isCountryCode } from '../parse/countries.ts';
import { subdivisionCountry } from '../parse/subdivisions.ts';
import type { LogisticsLabelKey } from './labels.ts';
import { segmentPages, type Segment } from './segments.ts';
import { locate, locateAll, unionBox, type ValueLines } from './locate.ts';
import { parseVolumeLoose, placeFrom } from './parse-extra.ts';
import { correctedAirWaybill, correctedContainerNumbers } from './ocr-codes.ts';

export interface Read<T> { value: T; ev: FieldEvidence }

export interface Reader {
  segs: Segment[][];
  decimal: DecimalMark | null;
  find(key: LogisticsLabelKey): ValueLines | null;
  /** The value text; wrapped continuation lines are joined unless `allLines` is false. */
  text(key: LogisticsLabelKey, allLines?: boolean): Read<string> | null;
  /** A reference number: one token-like value with at least one digit (a neighbouring caption is none). */
  id(key: LogisticsLabelKey): Read<string> | null;
  party(key: LogisticsLabelKey): Read<Party> | null;
  /** The party a located value names (what `party` reads once it has found its caption). */
  partyFrom(v: ValueLines): Read<Party> | null;
  date(key: LogisticsLabelKey): Read<string> | null;
  place(key: LogisticsLabelKey, kind: 'sea' | 'air'): Read<Place> | null;
  weight(key: LogisticsLabelKey): Read<Quantity> | null;
  volume(key: LogisticsLabelKey): Read<Quantity> | null;
  number(key: LogisticsLabelKey): Read<number> | null;
  evidence(lines: Segment[], factor?: number): FieldEvidence;
  /** Evidence for a value inferred from the document as a whole. */
  derivedEvidence(): FieldEvidence;
  parseDate(text: string): string | null;
  /** Records a value and its evidence under `path` (dotted/indexed, as in extractionDetails.fields). */
  set(path: string, read: Read<unknown> | null): void;
  check(field: string, check: string, ok: boolean, message?: string): void;
  /** Container numbers printed anywhere in `lines`; invalid ones are reported, not returned. */
  /** Container numbers in `lines`; their checks are recorded as `path[from]`, `path[from + 1]`, … */
  containers(lines: Segment[], path: string, from?: number): Array<Read<string>>;
  awb(key: LogisticsLabelKey, path: string): Read<string> | null;
  imo(key: LogisticsLabelKey, path: string): Read<string> | null;
  hs(text: string, path: string): string | null;
  result(): PartialExtraction;
}

/** Creates the reader for one document. */
export function createReader(ctx: ExtractContext): Reader {
  const segs = segmentPages(ctx.pages);
  const decimal = inferDecimalMark(segs.flat().map((s) => s.text));
  const data: Record<string, unknown> = {};
  const fields: Record<string, FieldEvidence> = {};
  const validation: ValidationEntry[] = [];
  const evidence = (lines: Segment[], factor = 1): FieldEvidence => ({
    page: lines[0].page, bbox: unionBox(lines),
    confidence: Math.round((lines.reduce((a, l) => a + l.confidence, 0) / lines.length) * factor * 1000) / 1000,
    source: lines[0].source,
  });
  const partyFrom = (v: ValueLines): Read<Party> | null => {
    const p = parseParty(joinWrappedName(v.lines.map((l) => l.text)));
    return p.name ? { value: p, ev: evidence(v.lines) } : null;
  };
  const first = <T>(key: LogisticsLabelKey, parse: (text: string) => T | null, multi = false): Read<T> | null => {
    for (const located of locateAll(segs, key)) {
      const v = captionTailRead(segs, located);
      const lines = multi ? v.lines : v.lines.slice(0, 1);
      if (!lines.length) continue;
      const value = parse(lines.map((l) => l.text).join(' '));
      if (value !== null) return { value, ev: evidence(lines, v.position === 'below' ? 0.95 : v.position === 'above' ? 0.9 : 1) };
    }
    return null;
  };
  // Dotted numeric dates are day-first wherever they are printed (DIN 5008 and its neighbours); the
  // document-wide order only decides slashed ones.
  // "MAR.08,2026": a month abbreviated with a dot run into its day and year is read as "MAR 08, 2026".
  const dateIso = (raw: string): string | null => {
    const t = raw.replace(/\b(\p{L}{3,9})\.(\d{1,2}),\s*(\d{4})\b/u, '$1 $2, $3');
    return parseDate(t, /^\s*\d{1,2}\.\d{1,2}\.\d{2,4}\b/.test(t) ? 'DMY' : ctx.dateOrder)?.iso ?? null;
  };
  const num = (text: string): number | null => parseAmount(text.replace(/[A-Za-z%]+\.?$/g, '').trim(), decimal ? { decimal } : {});
  const check = (field: string, name: string, ok: boolean, message?: string): void => {
    validation.push(message ? { field, check: name, ok, message } : { field, check: name, ok });
  };
  return {
    segs, decimal, evidence, check,
    derivedEvidence: () => ({ page: 1, bbox: null, confidence: 0.8, source: 'derived' }),
    parseDate: dateIso,
    find: (key) => locate(segs, key),
    text: (key, allLines = true) => first(key, (t) => t.trim() || null, allLines),
    id: (key) => first(key, (t) => (/\d/.test(t) && t.trim().length <= 40 ? t.trim() : null)),
    party: (key) => {
      const v = locate(segs, key);
      return v ? partyFrom(v) : null;
    },
    partyFrom,
    date: (key) => first(key, dateIso),
    place: (key, kind) => first(key, (t) => placeWithCountryCode(t, placeFrom(t, kind)), true),
    weight: (key) => first(key, (t) => parseWeight(t)),
    // Read with the document's decimal mark, as `number` reads amounts.
    volume: (key) => first(key, (t) => parseVolumeLoose(t, decimal)),
    number: (key) => first(key, num),
    set: (path, read) => {
      if (!read) return;
      setPath(data, path, read.value);
      fields[path] = read.ev;
    },
    containers: (lines, path, from = 0) => {
      const out: Array<Read<string>> = [];
      for (const l of lines) {
        for (const m of findContainerNumbers(l.text)) {
          const ok = m.value.valid;
          check(`${path}[${from + out.length}]`, 'iso6346', ok, ok ? undefined : `check digit of ${m.value.value} fails`);
          if (ok) out.push({ value: m.value.value, ev: evidence([l]) });
        }
        for (const c of correctedContainerNumbers(l.text)) {
          if (out.some((o) => o.value === c)) continue;
          check(`${path}[${from + out.length}]`, 'iso6346', true, `${c} read after correcting OCR confusions`);
          out.push({ value: c, ev: evidence([l], 0.85) });
        }
      }
      return out;
    },
    awb: (key, path) => {
      for (const v of locateAll(segs, key)) {
        const text = v.lines[0].text.replace(/^[A-Z]{2,3}\s+/, '');
        const p = parseAirWaybill(text);
        const fixed = p?.valid ? null : correctedAirWaybill(text);
        if (fixed) {
          check(path, 'awb-mod7', true, `${fixed} read after correcting OCR confusions`);
          return { value: fixed, ev: evidence([v.lines[0]], 0.85) };
        }
        if (!p) continue;
        check(path, 'awb-mod7', p.valid, p.valid ? undefined : `check digit of ${p.value} fails`);
        if (p.valid) return { value: p.value, ev: evidence([v.lines[0]]) };
      }
      return null;
    },
    imo: (key, path) => {
      for (const v of locateAll(segs, key)) {
        const p = parseImoNumber(v.lines[0].text);
        if (!p) continue;
        check(path, 'imo', p.valid, p.valid ? undefined : `check digit of ${p.value} fails`);
        return { value: p.value, ev: evidence([v.lines[0]], p.valid ? 1 : 0.3) };
      }
      return null;
    },
    hs: (text, path) => {
      const hs = parseHsCode(text);
      check(path, 'hs-chapter', hs !== null, hs ? undefined : `"${text}" is not an HS code of chapter 01-97`);
      return hs;
    },
    result: () => ({ data, fields, validation }),
  };
}

/** The rest of a caption read as its value: "Place of Issue | of B/L", "Date of Issue | of B/L". */
const CAPTION_TAIL = /^(?:of|for)\s+(?:the\s+)?(?:b\/?l|bills?\s+of\s+lading|(?:sea\s+)?waybill|(?:transport\s+)?document)\.?\s*:?$/i;

/**
 * A caption whose last words were read as its own value on its line ("Place of Issue of B/L"): the value is the
 * line under the whole caption (overlapping it across, within two and a half line heights), read as 'below'.
 */
function captionTailRead(segs: Segment[][], v: ValueLines): ValueLines {
  if (v.position !== 'inline' || !CAPTION_TAIL.test(v.lines.map((l) => l.text).join(' ').trim())) return v;
  const s = v.label;
  const h = s.bbox[3] - s.bbox[1];
  const below = (segs[s.page - 1] ?? [])
    .filter((o) => o !== s && o.bbox[1] >= s.bbox[3] - h * 0.3 && o.bbox[1] - s.bbox[3] < h * 2.5 && o.bbox[0] < s.bbox[2] && o.bbox[2] > s.bbox[0] && o.text.trim())
    .sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0])[0];
  return below ? { label: s, lines: [below], position: 'below' } : { ...v, lines: [] };
}

/** The nearest segment right of `s` on its line (overlapping it by over half its height), less than `maxGap` from it. */
export function segmentRightOf(page: Segment[], s: Segment, maxGap: number): Segment | undefined {
  const h = s.bbox[3] - s.bbox[1];
  return page
    .filter((o) => o.bbox[0] > s.bbox[2] && o.bbox[0] - s.bbox[2] < maxGap && Math.min(o.bbox[3], s.bbox[3]) - Math.max(o.bbox[1], s.bbox[1]) > h * 0.5)
    .sort((a, b) => a.bbox[0] - b.bbox[0])[0];
}

/** "HAMBURG EXPRESS / 2611E": a vessel name and a voyage number printed in one box ("Vessel / Voy."). */
const SLASHED_VOYAGE = /^(.*?\p{L}.*?)\s*\/\s*(?:voy(?:age)?\.?\s*(?:no\.?\s*)?)?([A-Z0-9]*\d[A-Z0-9-]*)$/iu;
/** "KOTA NALURI V.042E": a voyage appended after "V." (or "VOY."). */
const DOTTED_VOYAGE = /^(.*?\S)\s+V(?:OY(?:AGE)?)?\.\s*((?=[A-Z0-9]*\d)[A-Z0-9-]{2,12})$/i;
/** "WAN HAI 301  V.N118", "MSC ANNA VOY. 612S", "… VOY NO. 12": a voyage appended, its dot and "No." optional. */
const VOYAGE_TAIL = /\s+(?:voy(?:age)?|v)\.?\s*(?:no\.?\s*)?([A-Z]{0,2}\.?\s*\d[A-Z0-9-]*)$/i;
/** "SM TIANJIN 2611S", "ORIENT BAY 12 N207": a voyage run on after the name without a "V.", its digits and the bound (either side). */
const BOUND_VOYAGE = /^(.*\p{L}.*?)\s+(\d{2,4}[NSEW]|[NSEW]\d{2,4})$/u;

/**
 * A vessel's name and a voyage number printed in one value, apart: after a slash (`slash`: "NAME / 087E"), or
 * appended to the name after "V." or "VOY." (`dot`: "KOTA NALURI V.042E"; `loose`: the dot and a "No." optional,
 * a name left empty is the whole text), or run on as digits and a bound alone (`bound`: "SM TIANJIN 2611S"). No
 * voyage where the text prints none in that form.
 */
export function splitVoyage(text: string, form: 'slash' | 'dot' | 'loose' | 'bound'): { vessel: string; voyage: string | null } {
  const t = text.trim();
  const m = (form === 'slash' ? SLASHED_VOYAGE : form === 'dot' ? DOTTED_VOYAGE : form === 'bound' ? BOUND_VOYAGE : VOYAGE_TAIL).exec(t);
  if (!m || (form === 'slash' && m[2].length > 10)) return { vessel: t, voyage: null };
  return form === 'loose' ? { vessel: t.slice(0, m.index).trim() || t, voyage: m[1] } : { vessel: m[1].trim(), voyage: m[2] };
}

/**
 * The vessel name and voyage number, printed apart or as one "NAME / VOYAGE" value under a vessel label; with
 * `appended`, a voyage appended to the name in that form (splitVoyage) is split off too.
 */
export function vesselAndVoyage(r: Reader, appended?: 'dot' | 'loose'): { vessel: Read<string> | null; voyage: Read<string> | null } {
  let vessel = r.text('vessel');
  let voyage = r.text('voyage');
  if (!vessel) return { vessel, voyage };
  const split = splitVoyage(vessel.value, 'slash');
  if (split.voyage) {
    // A voyage label read the vessel's own combined box ("Ocean Vessel / Voy. No."): the split wins.
    if (!voyage || voyage.value === vessel.value) voyage = { value: split.voyage, ev: vessel.ev };
    vessel = { value: split.vessel, ev: vessel.ev };
  }
  const tail = appended ? splitVoyage(vessel.value, appended) : null;
  if (tail?.voyage) {
    voyage ??= { value: tail.voyage, ev: vessel.ev };
    vessel = { value: tail.vessel, ev: vessel.ev };
  }
  return { vessel, voyage: voyage && ocrVoyageZero(voyage) };
}

/**
 * A voyage number OCR read with a letter O for its leading zero ("O37E" for "037E"): the recogniser tells the two
 * apart by width alone, and zero-padded voyage serials ("0528S") do not start with the letter. Only where a figure
 * follows the O directly: a letter after it is as likely a letter-led voyage ("OB204N", "ON715W"), printed so.
 * Read by OCR only; a text layer's characters are the printed ones.
 */
function ocrVoyageZero(v: Read<string>): Read<string> {
  return v.ev.source === 'ocr' && /^O\d[A-Z0-9]*$/.test(v.value) ? { ...v, value: `0${v.value.slice(1)}` } : v;
}

/**
 * A place printed "CITY, CC" ("CAI MEP, VN", "HINNERUP, DK", "BIRMINGHAM, UK"): its two-letter code names the
 * country, whatever a look-up of the name found (a code of another country is dropped); a name no look-up knows is
 * still a place.
 */
export function placeWithCountryCode(text: string, found: Place | null): Place | null {
  // A note in parentheses may follow ("TORONTO, ON (RAIL)").
  const m = /^\s*(\p{L}[\p{L} .'-]{1,40}?)\s*,\s*([A-Z]{2})\s*(?:\([^()]*\)\s*)?$/u.exec(text);
  // The country table reads "UK" (as addresses print the United Kingdom) as GB; "CHICAGO, IL" names a state.
  const cc = m ? subdivisionCountry(m[1], m[2]) ?? countryFromName(m[2]) : null;
  if (!m || !cc || !isCountryCode(cc)) return found;
  if (!found) return { name: m[1].trim(), unLocode: null, iataCode: null, country: cc };
  const unLocode = found.unLocode && found.unLocode.startsWith(cc) ? found.unLocode : null;
  return { ...found, name: found.name ?? m[1].trim(), unLocode, country: cc };
}

const LEGAL_FORM = /(?:^|\s)(?:ltd|limited|llc|inc|corp|co|company|gmbh|ag|kg|s\.?a|s\.?a\.?s|sarl|s\.?l|s\.?r\.?l|s\.?p\.?a|b\.?v|n\.?v|plc|pte|pvt|lda|ltda|k\.?k|fze|oy|ab|a\/s|spa|bhd)\.?,?(?=\s|$)/i;

/**
 * A company name wrapped over two lines ("MSC Mediterranean Shipping" / "Company S.A.") is joined back: the
 * second line carries no digit and names a legal form, or the first line ends in a joiner (",", "&").
 */
export function joinWrappedName(lines: string[]): string[] {
  if (lines.length < 2) return lines;
  const [a, b] = [lines[0].trim(), lines[1].trim()];
  const joins = !/\d|@/.test(b) && b.length <= 40 && (LEGAL_FORM.test(b) || /[,&]$/.test(a));
  return joins ? [`${a} ${b}`, ...lines.slice(2)] : lines;
}

/** Writes `value` at a path like `vessel.name` or `goods[2].hsCode`, creating objects and arrays on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  let cur: Record<string, unknown> | unknown[] = target;
  for (let i = 0; i < parts.length - 1; i++) {
    const k = parts[i];
    const nextIsIndex = /^\d+$/.test(parts[i + 1]);
    const c = cur as Record<string, unknown>;
    if (c[k] === undefined || c[k] === null) c[k] = nextIsIndex ? [] : {};
    cur = c[k] as Record<string, unknown>;
  }
  (cur as Record<string, unknown>)[parts[parts.length - 1]] = value;
}
