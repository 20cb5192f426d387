/**
 * Codes printed about a container: its seals after a seal caption, and its size/type as an ISO 6346 code, printed
 * as one or by length and group name.
 */
import { sealsIn, sizeTypeIn } from './common.ts';
import { sameLine, type Segment } from './segments.ts';

/**
 * The printed run a table cell's words start (a fixed-width listing runs a second seal into the next column without
 * a gap: "KR7731054,HK-CE 20455 22G1"): the page segment that begins with the cell's text, else the cell.
 */
export function runOn(pages: Segment[][], cell: Segment): Segment {
  const t = cell.text.trim();
  return (pages[cell.page - 1] ?? []).find((s) => Math.abs(s.bbox[0] - cell.bbox[0]) <= 1 && sameLine(s, cell) && s.text.length > t.length && s.text.startsWith(t)) ?? cell;
}

/** Seal numbers printed after a seal caption: "SEAL: ML123456", "SEAL NO. HK7730211", "S/N 884120", "Seals 11223344". */
export function labelledSeals(text: string, container: string): string[] {
  const re = /(?:\bSEALS?|\bS\/N|SIEGEL|PLOMBE|SCELL[EÉ]S?|PRECINTOS?|ZEGELS?|SIGILLI?|SELOS?)\b[^A-Z0-9]*(?:(?:NO|NR|N[º°])\b\.?[^A-Z0-9]*)?([A-Z]{0,4}-?\d{4,12}[A-Z]?)\b/gi;
  const out: string[] = [];
  for (const m of text.matchAll(re)) {
    const v = m[1].toUpperCase();
    if (v !== container && !out.includes(v)) out.push(v);
  }
  return out;
}

/** A seal printed whole on its line of a seal column, its issuer's name spaced from the number ("DE-ZOLL 0583126"). */
const SEAL_LINE = /^[A-Z]{1,8}(?:-[A-Z]{1,8})?\s\d{5,12}$/;

/** A size/type code ending a seal column's line: "20DV", "40HC", "45G1". */
const TYPE_SPILL = /\s+(?:20|22|40|42|45|L5)(?:DV|GP|HC|HQ|RF|RH|OT|FR|TK|[GRUPT]\d)$/;

/**
 * The seals one printed line of a seal column holds: the line whole with its issuer's name ("DE-ZOLL 0583126"),
 * else each code with four digits or more, two side by side when a carrier's and a customs seal share a row
 * ("QP26B30772  CS-40915"), or a slash apart.
 */
export function columnSeals(text: string, container: string): string[] {
  // Two seals a slash apart on one line ("KX5530917 / DE-ZOLL 0583126"): each read as a line of its own. A scan
  // may lose the narrow space on one side of the slash ("KX5530917/ DE-ZOLL 0583126"). Or a comma apart, unspaced
  // in a fixed-width listing ("KR7731054,HK-CE 20455").
  const parts = text.split(/\s+\/\s*|\s*\/\s+|\s*,\s*(?=[A-Z])/);
  if (parts.length > 1) return parts.flatMap((p) => columnSeals(p, container));
  // A fixed-width line runs the seal column into the size/type column beside it ("HK-CE 20455 22G1").
  const whole = SEAL_LINE.exec(text.trim().replace(TYPE_SPILL, ''))?.[0];
  if (whole) return [whole];
  const codes = text.toUpperCase().split(/[\s,;]+/).filter((t) => /^(?:[A-Z]{1,4}-)?[A-Z0-9]{5,14}$/.test(t) && (t.match(/\d/g)?.length ?? 0) >= 4 && t !== container);
  return codes.length ? codes : sealsIn(text.toUpperCase(), container).slice(0, 1);
}

/**
 * ISO 6346 size/type codes for the type groups printed by name: length (20, 40, 45 ft) and group (general
 * purpose, high cube, reefer, open top, flat rack, tank).
 */
const SIZE_ALIASES: Record<string, Record<string, string>> = {
  GP: { '20': '22G1', '40': '42G1', '45': 'L5G1' },
  HC: { '20': '25G1', '40': '45G1', '45': 'L5G1' },
  RF: { '20': '22R1', '40': '42R1', '45': 'L5R1' },
  RH: { '20': '25R1', '40': '45R1', '45': 'L5R1' },
  OT: { '20': '22U1', '40': '42U1', '45': 'L2U1' },
  FR: { '20': '22P1', '40': '42P1', '45': 'L2P1' },
  TK: { '20': '22T1', '40': '42T1', '45': 'L2T1' },
};
const SIZE_GROUP: Array<[RegExp, string]> = [
  [/^(?:HC|HQ|HCDV|HIGH ?CUBE|HI ?CUBE)$/, 'HC'],
  [/^(?:GP|DV|DC|ST|STD|SD|DRY|DRY ?VAN|GENERAL PURPOSE|BOX)$/, 'GP'],
  [/^(?:RH|HR|RQ|HRF|HCRF|RFHC|REEFER HIGH ?CUBE)$/, 'RH'],
  [/^(?:RF|RE|REF|REEFER)$/, 'RF'],
  [/^(?:OT|OPEN ?TOP)$/, 'OT'],
  [/^(?:FR|FLAT ?RACK|FL)$/, 'FR'],
  [/^(?:TK|TN|TANK)$/, 'TK'],
];
/** The lengths, in feet, a size/type is printed by ("40' HC"): the lengths SIZE_ALIASES knows. */
export const SIZE_LENGTH = '20|40|45';
/** An ISO 6346 size/type code: length, height, type group and detail ("45G1", "L5R1"). */
export const ISO_SIZE_CODE = '[1-4LMNP][0-9CDEF][GVBSRHUPTAK][0-9]';
const SIZE_ALIAS_RE = new RegExp(String.raw`(?<![\dA-Z.,])(${SIZE_LENGTH})\s*(?:'|’|′|FT\.?|FEET|FOOT|-FT)?\s*(?:-\s*)?(HIGH ?CUBE|HI ?CUBE|GENERAL PURPOSE|DRY ?VAN|REEFER HIGH ?CUBE|OPEN ?TOP|FLAT ?RACK|REEFER|TANK|DRY|HCDV|HCRF|RFHC|HRF|STD|REF|[A-Z]{2})(?![A-Z])`);
const ISO_SIZE_RE = new RegExp(`(?<![A-Z0-9])(${ISO_SIZE_CODE})(?![A-Z0-9])`);

/**
 * The size/type of a container as its ISO 6346 code: printed as one ("45G1", "22G1") or by its length and group
 * name ("40' HC", "40'HC", "20' DV", "40 HIGH CUBE", "20FT REEFER"). `loose` also takes any code-like token (a
 * size/type column or a container's own cell), as printed.
 */
export function sizeTypeOf(text: string, loose = false): string | null {
  const t = text.toUpperCase();
  // An ISO code printed beside the length and group name is the more exact ("40' REEFER 45R1": high cube).
  const iso = ISO_SIZE_RE.exec(t)?.[1];
  if (iso) return iso;
  const alias = SIZE_ALIAS_RE.exec(t);
  if (alias) {
    const group = SIZE_GROUP.find(([re]) => re.test(alias[2].replace(/\s+/g, ' ')))?.[1];
    const code = group ? SIZE_ALIASES[group][alias[1]] : undefined;
    if (code) return code;
  }
  return loose ? sizeTypeIn(t) : null;
}
