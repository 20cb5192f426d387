/** Pieces shared by several logistics extractors: goods rows, container lines, package counts, parties (their tax ids: party-tax-id.ts). */
import type { Party, Quantity } from '../parse/index.ts';
import { parseAmount, parseWeight } from '../parse/index.ts';
import { packageType } from '../parse/quantities.ts';
import type { Read, Reader } from './reader.ts';
import type { TableCellRead, TableRow, TotalsRead } from './table.ts';
import { parseVolumeLoose, toNumber } from './parse-extra.ts';
import type { LogisticsLabelKey } from './labels.ts';

/** "148 CRATES" / "1.459" → count and (upper-case) package type. */
export function parsePackages(text: string): { count: number; type: string | null } | null {
  const m = /^\s*([\d.,\s]*\d)\s*([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ ./-]*)?\s*$/.exec(text);
  if (!m) return null;
  const count = toNumber(m[1].replace(/[.,\s](?=\d{3}\b)/g, ''));
  if (count === null || !Number.isInteger(count)) return null;
  return { count, type: m[2] ? m[2].trim().toUpperCase() : null };
}

export function partyOrNull(read: Read<Party> | null): Party | null {
  return read ? read.value : null;
}

/** Sets a party read into the data with evidence for its name too. */
export function setParty(r: Reader, path: string, read: Read<Party> | null): void {
  if (!read) return;
  r.set(path, read);
  r.set(`${path}.name`, { value: read.value.name, ev: read.ev });
}

/** Goods lines from the table rows: description, HS code, packages, weights, volume; rows without one are skipped. */
export function goodsFromRows(r: Reader, rows: TableRow[], path: string, extra?: (row: TableRow, i: number) => void, marksKey = 'marksAndNumbers'): number {
  let i = 0;
  for (const row of rows) {
    if (!row.description) continue;
    const base = `${path}[${i}]`;
    r.set(`${base}.description`, { value: row.description.text, ev: r.evidence([row.description.seg]) });
    if (row.marks) r.set(`${base}.${marksKey}`, { value: row.marks.text.trim(), ev: r.evidence([row.marks.seg]) });
    if (row.hsCode) {
      const hs = r.hs(row.hsCode.text.trim(), `${base}.hsCode`);
      r.set(`${base}.hsCode`, { value: hs, ev: r.evidence([row.hsCode.seg], hs ? 1 : 0.3) });
    }
    if (row.packages) {
      const p = cellPackages(row.packages);
      if (p) r.set(`${base}.packages`, { value: p, ev: r.evidence([row.packages.seg]) });
    }
    const w = (k: 'grossWeight' | 'netWeight'): void => {
      const c = row[k];
      const q = c ? cellWeight(r, c) : null;
      if (c && q) r.set(`${base}.${k}`, { value: q, ev: r.evidence([c.seg]) });
    };
    w('grossWeight');
    w('netWeight');
    if (row.volume) {
      const q = cellVolume(r, row.volume);
      if (q) r.set(`${base}.volume`, { value: q, ev: r.evidence([row.volume.seg]) });
    }
    extra?.(row, i);
    i++;
  }
  return i;
}

const BARE_NUMBER = /^\d[\d.,'\s\u00a0]*$/;

/**
 * A weight cell: printed with its unit ("780.50 KGS"), else a bare number ("14,250.000") under a header that
 * prints the unit ("Gross Weight (kg)"), read with the document's decimal mark.
 */
export function cellWeight(r: Reader, c: TableCellRead): Quantity | null {
  const q = parseWeight(c.text);
  if (q || !c.unit || !BARE_NUMBER.test(c.text.trim())) return q;
  const unit = parseWeight(`1 ${c.unit}`)?.unit;
  const value = parseAmount(c.text.trim(), r.decimal ? { decimal: r.decimal } : {});
  return unit && value !== null ? { value, unit } : null;
}

/** A volume cell: printed with its unit, else a bare number under a header that prints it ("Measurement (CBM)"). */
export function cellVolume(r: Reader, c: TableCellRead): Quantity | null {
  const q = parseVolumeLoose(c.text);
  if (q || !c.unit || !BARE_NUMBER.test(c.text.trim())) return q;
  return parseVolumeLoose(`${c.text.trim()} ${c.unit}`, r.decimal);
}

/** Sums quantities with one unit (for a derived total when none is printed). */
export function sumQuantities(qs: Array<Quantity | null | undefined>): Quantity | null {
  const list = qs.filter((q): q is Quantity => !!q);
  if (list.length === 0 || list.some((q) => q.unit !== list[0].unit)) return null;
  return { value: Math.round(list.reduce((a, q) => a + q.value, 0) * 1000) / 1000, unit: list[0].unit };
}

/** Size/type code (ISO 6346 part 2, e.g. 22G1, 45R1) printed on a container line. */
export function sizeTypeIn(text: string): string | null {
  return /\b(\d{2}[A-Z][0-9A-Z])\b/.exec(text.toUpperCase())?.[1] ?? null;
}

const SEAL_TOKEN = /^(?:[A-Z]{1,4}-)?[A-Z]{0,4}\d{5,12}$/;

/** Seal numbers: tokens after a seal label, else alphanumeric tokens that are not the container or size type. */
export function sealsIn(text: string, container: string): string[] {
  // A seal may print its issuer's prefix before a hyphen ("ML-VN4417826", Maersk's form).
  const after = /(?:seal|siegel|plombe|scell|precinto|zegel|sigillo|selo)[^A-Z0-9]*(?:n[o.º°]*\.?\s*)?((?:[A-Z]{1,4}-)?[A-Z]{0,4}\d{5,12})/i.exec(text);
  if (after) return [after[1]];
  const tokens = text.toUpperCase().split(/[\s/,;]+/).filter((t) => SEAL_TOKEN.test(t) && !container.startsWith(t) && t !== container);
  return tokens.slice(0, 1);
}

/** Integer from a labelled value ("1,138", "1.459 CARTONS", and counts written out: "3/3", "THREE (3)"). */
export function readCount(r: Reader, key: LogisticsLabelKey): Read<number> | null {
  const t = r.text(key);
  if (!t) return null;
  const value = parsePackages(t.value)?.count ?? parseWrittenCount(t.value);
  return value !== null ? { value, ev: t.ev } : null;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * A small count as B/Ls print the number of originals: "3/3" (the set's size after the slash), "THREE (3)",
 * "3 (THREE)", "Three". A figure and a word that disagree are no count.
 */
export function parseWrittenCount(text: string): number | null {
  const t = text.trim().toLowerCase();
  const set = /^\d{1,2}\s*\/\s*(\d{1,2})$/.exec(t);
  if (set) return Number(set[1]);
  const m = /^([a-z]+|\d{1,2})(?:\s*\(\s*([a-z]+|\d{1,2})\s*\))?$/.exec(t);
  if (!m) return null;
  const a = figureOrWord(m[1]);
  const b = m[2] === undefined ? a : figureOrWord(m[2]);
  return a !== null && a === b ? a : null;
}

function figureOrWord(x: string): number | null {
  if (/^\d/.test(x)) return Number(x);
  const i = NUMBER_WORDS.indexOf(x);
  return i >= 0 ? i : null;
}

/** Text without a trailing "(SCAC XXXX)" and the SCAC itself. */
export function splitScac(text: string): { name: string; scac: string | null } {
  const m = /\(?\s*SCAC[:\s]*([A-Z]{4})\s*\)?/.exec(text);
  return { name: text.replace(m?.[0] ?? '', '').trim(), scac: m?.[1] ?? null };
}

export interface Dimensions { length: number; width: number; height: number; unit: string }

/**
 * "120 x 80 x 100 cm", "120x80x100", "48 × 40 × 36 in" → length, width, height and unit: the printed one, else
 * `unit` (the column header's, "Abmessungen (mm)"), else cm. Lengths in mm or m come in cm, as the shape asks.
 */
export function parseDimensions(text: string, unit?: string): Dimensions | null {
  const m = /(\d+(?:[.,]\d+)?)\s*[x×*]\s*(\d+(?:[.,]\d+)?)\s*[x×*]\s*(\d+(?:[.,]\d+)?)\s*(cm|mm|m|in|inch(?:es)?|")?(?![A-Za-z])/i.exec(text);
  if (!m) return null;
  const u0 = (m[4] ?? unit ?? 'cm').toLowerCase();
  const u = u0.startsWith('in') || u0 === '"' ? 'in' : u0;
  const f = u === 'mm' ? 0.1 : u === 'm' ? 100 : 1;
  const v = (x: string): number => Math.round(Number(x.replace(',', '.')) * f * 1000) / 1000;
  return { length: v(m[1]), width: v(m[2]), height: v(m[3]), unit: f === 1 ? u : 'cm' };
}

/**
 * A packages cell: "148 CRATES"; a bare count under a caption that names the kind ("CTNS" → CARTONS); a kind alone
 * ("Kiste", one package to a row).
 */
export function cellPackages(c: TableCellRead): { count: number; type: string | null } | null {
  // A breakdown in brackets after the count ("30 PKGS (5 UNITS + 25 CASES)") restates it: the count before it.
  const bracket = c.text.indexOf(' (');
  const p = parsePackages(c.text) ?? (bracket > 0 ? parsePackages(c.text.slice(0, bracket)) : null);
  if (p && !p.type && c.unit) return { count: p.count, type: pluralType(c.unit) };
  if (p) return p;
  const word = c.text.trim();
  return /^[A-Za-zÀ-ÿ]+\.?$/.test(word) && packageType(word) && !PIECE_TYPES.has(packageType(word)!) ? { count: 1, type: word } : null;
}

const PIECE_TYPES = new Set(['piece', 'unit']);

function pluralType(unit: string): string | null {
  const t = packageType(unit);
  return t ? (t === 'box' ? 'BOXES' : `${t.toUpperCase()}S`) : unit.toUpperCase();
}

/** Package types a count of packages is never given in: pieces and units (contents), containers (equipment). */
const NOT_PACKAGES = new Set([...PIECE_TYPES, 'container']);

/**
 * The first count of packages printed in a text: a figure followed by a kind of package ("2,420 CTNS", "FORTY-TWO
 * (42) PACKAGES ONLY"), never one of pieces or of containers ("TWO (2) CONTAINERS ONLY - 2400 CARTONS" → 2400).
 */
export function packagesInText(text: string): { count: number; type: string; at: number } | null {
  for (const m of text.matchAll(/(?<![\d.,])(\d{1,3}(?:[,.\s]\d{3})*|\d+)\)?\s*([A-Za-zÀ-ÿ]+)\.?/g)) {
    const type = packageType(m[2]);
    if (!type || NOT_PACKAGES.has(type)) continue;
    const count = parsePackages(m[1])?.count;
    if (count !== undefined) return { count, type: m[2].toUpperCase(), at: m.index };
  }
  return null;
}

/**
 * The package count a totals line under a table gives ("TOTAL  86 …" under a "CTNS" column, "TOTAL 2,420 CTNS
 * 18,400 PCS", "Summe: 4 Packstücke"): a count of packages, never of pieces.
 */
export function totalsPackages(totals: TotalsRead[]): { count: number; seg: TotalsRead['seg'] } | null {
  for (const t of totals) {
    const cell = t.row.packages ? cellPackages(t.row.packages) : null;
    // A figure with a unit of weight or volume ("22,480.00 KGS") fell under the packages column: no count.
    const measure = !!cell?.type && !!(parseWeight(`1 ${cell.type}`) ?? parseVolumeLoose(`1 ${cell.type}`));
    if (cell && !measure && !(cell.type && PIECE_TYPES.has(packageType(cell.type) ?? ''))) return { count: cell.count, seg: t.row.packages!.seg };
    const found = packagesInText(t.text);
    if (found) return { count: found.count, seg: t.seg };
  }
  return null;
}

/**
 * A labelled package count: a plain count ("1,138", "1.459 CARTONS"), else the count of packages a sentence gives
 * ("FORTY-TWO (42) PACKAGES ONLY", "TWO (2) CONTAINERS ONLY - 2400 CARTONS"); a count of pieces is none.
 */
export function readPackageCount(r: Reader, key: LogisticsLabelKey): Read<number> | null {
  const plain = readCount(r, key);
  if (plain) return plain;
  const t = r.text(key);
  const found = t ? packagesInText(t.value) : null;
  return t && found ? { value: found.count, ev: t.ev } : null;
}

const TOTAL_WORD = String.raw`(?:grand\s+|sub-?)?(?:totals?|gesamt|summe|totaal|totale|totaux|totales|totais)`;
// "TOTAL", or the word in two languages a slash apart ("TOTALE / TOTAL").
const TOTAL_CELL = new RegExp(String.raw`^(?:${TOTAL_WORD}\s*\/\s*)?${TOTAL_WORD}\s*:?$`, 'i');

/**
 * Rows of a goods table that are its totals line: a cell that reads only "TOTAL" ("2,420 CTNS | TOTAL | 19,227.150
 * KGS", the word printed under the description rather than first on the line). They are moved to `totals` (as
 * readTables reports a totals line) and the goods rows returned without them.
 */
export function splitTotalsRows(rows: TableRow[], totals: TotalsRead[]): TableRow[] {
  const kept: TableRow[] = [];
  for (const row of rows) {
    const cells = Object.values(row).filter((c): c is TableCellRead => !!c);
    if (cells.some((c) => TOTAL_CELL.test(c.text.trim())) && !row.container && !row.marks?.text.match(/[A-Z]{4}\s?\d{7}/)) {
      const sorted = [...cells].sort((a, b) => a.seg.bbox[0] - b.seg.bbox[0]);
      const row2: TableRow = { ...row };
      totals.push({ text: sorted.map((c) => c.text.trim()).join(' '), seg: sorted[0].seg, row: row2 });
    } else kept.push(row);
  }
  return kept;
}

/**
 * The totals a table's totals line gives (for a document that labels none): the package count, and the gross
 * weight and volume under their columns, else printed with their unit anywhere on the line ("Total: 2 x 40' HC /
 * 1,120 CTNS / 22,480.00 KGS").
 */
export function totalsQuantities(r: Reader, totals: TotalsRead[]): { packages: Read<number> | null; grossWeight: Read<Quantity> | null; volume: Read<Quantity> | null } {
  const p = totalsPackages(totals);
  let grossWeight: Read<Quantity> | null = null;
  let volume: Read<Quantity> | null = null;
  for (const t of totals) {
    const w = t.row.grossWeight ? cellWeight(r, t.row.grossWeight) : null;
    const v = t.row.volume ? cellVolume(r, t.row.volume) : null;
    if (!grossWeight && w) grossWeight = { value: w, ev: r.evidence([t.row.grossWeight!.seg], 0.9) };
    if (!volume && v) volume = { value: v, ev: r.evidence([t.row.volume!.seg], 0.9) };
    // Only a figure printed with its unit when the line's cells fall outside their columns.
    const net = /\bnet\b|\bn\.\s?w\b|\bnetto\b/i.test(t.text);
    const wt: Quantity | null = grossWeight || net ? null : parseWeight(t.text);
    if (wt) grossWeight = { value: wt, ev: r.evidence([t.seg], 0.8) };
    const vt: Quantity | null = volume ? null : parseVolumeLoose(t.text, r.decimal);
    if (vt) volume = { value: vt, ev: r.evidence([t.seg], 0.8) };
  }
  return { packages: p ? { value: p.count, ev: r.evidence([p.seg], 0.9) } : null, grossWeight, volume };
}

/**
 * What one container holds when a line prints it after the container's number ("ZIMU3012848: 1200 CTNS 14,880.000
 * KGS 68.400 CBM"): the package count and type, gross weight and volume, each with its unit. Null when the text
 * gives none of them.
 */
export function containerContents(text: string, decimal: Reader['decimal']): { packages: { count: number; type: string } | null; grossWeight: Quantity | null; volume: Quantity | null } | null {
  const t = text.replace(/^[\s:=,;-]+/, '');
  const packages = packagesInText(t);
  // The figures start right after the number: a container's cell goes on with its seal and size, not contents.
  if (!/^\d/.test(t)) return null;
  const pk = packages && packages.at === 0 ? { count: packages.count, type: packages.type } : null;
  const grossWeight = parseWeight(t);
  const volume = parseVolumeLoose(t, decimal);
  return pk || grossWeight || volume ? { packages: pk, grossWeight, volume } : null;
}

/** Whether a count read from a label is of pieces ("TOTAL PIECES: 2,016 PCS"), not packages. */
export function piecesCount(text: string): boolean {
  const type = parsePackages(text)?.type;
  return !!type && PIECE_TYPES.has(packageType(type.split(' ')[0]) ?? '');
}
