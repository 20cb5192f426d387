/**
 * Numbered forms of national customs (Canada's B3 coding form, a US entry summary): the item lines in a table whose
 * column captions carry their box numbers ("17 Line", "22 Tariff code", "29 Customs duties") over the captions'
 * translation, the totals in numbered boxes under it ("32 Customs duties", "35 GST"), the declarant named in the
 * declaration box, and the importer's number printed in a box of its own.
 */
import { normLabel } from './label-lookup.ts';
import { vOverlap, type Segment } from './segments.ts';
import type { Reader } from './reader.ts';
import { parseAmount, parseHsCode, countryFromName, isCountryCode, isCurrencyCode } from '../parse/index.ts';
import { captionedMass } from './customs-captioned.ts';

type ItemField = 'itemNumber' | 'description' | 'hsCode' | 'countryOfOrigin' | 'quantity' | 'unit' | 'grossWeight' | 'netWeight' | 'customsValue' | 'dutyRate' | 'dutyAmount';

/** What a column caption (all its printed lines, box number off) names; the first match wins. */
const COLUMNS: Array<[ItemField, RegExp]> = [
  ['itemNumber', /^(?:line|item)(?: no| number)?\b/],
  ['description', /^description\b/],
  ['countryOfOrigin', /^country of origin\b|^country\b.*\borigin\b/],
  ['hsCode', /^(?:tariff code|tariff no|tariff number|classification no|hts(?:us)? no|commodity code)\b/],
  ['quantity', /^(?:net )?quantity\b/],
  ['unit', /^(?:uom|unit of measure|unit)\b/],
  ['grossWeight', /^gross (?:weight|wt|mass)\b/],
  ['netWeight', /^net (?:weight|wt|mass)\b/],
  // The translation alone names the column where a scan lost the numbered line over it ("Valeur en douane").
  ['customsValue', /^(?:value for duty|customs value|entered value|valeur en douane)\b/],
  // A caption of a rate alone ("Rate", "12. B. Tariff rate") is the duty's; a rate of something else ("Rate of
  // exchange") is not.
  ['dutyRate', /^(?:rate of duty|(?:duty|tariff|hts(?:us)?) rate|rate(?! of\b| exch))\b/],
  ['dutyAmount', /^(?:customs duties|duty amount|duties|duty)\b/],
];

/** A caption led by its box number: "17 Line", "28 Value for duty", "27. Line No.". */
const NUMBERED = /^(\d{1,2})\.?\s+(\p{L}.*)$/u;
/** A box number printed alone over its caption's lines ("27." over "Line" over "No."). */
const BARE = /^(\d{1,2})\.$/;
/** A sub-box letter before a folded caption ("A. Gross mass", "B. Supplementary units"): the caption is what follows. */
const SUB_BOX = /^[a-d] (?=[a-z]{2})/;
const FREE = /^free$/i;
/** Totals boxes by their folded caption: the duties ("40. Duty" in a column of totals), the import taxes. */
const TOTAL_DUTIES = /^(?:customs duties|total duties|duties|duty)$/;
const TOTAL_TAXES = /^(?:gst|hst|gst hst|import vat|vat|tax)$/;
const CURRENCY_IN_BRACKETS = /\(([A-Z]{3})\)/;
/** A count with its unit code ("640 NO", "2,400 PRS", "1 200 KGS"). */
const COUNT_UNIT = /^([\d][\d.,' ]*)\s+(\p{L}[\p{L}.]{0,7})$/u;
/** Text with a word in it (a description, a name), not only figures and marks. */
const WORDED = /\p{L}{2}/u;
/** A line number as the line column prints it ("1", "003"). */
const LINE_NO = /^\d{1,3}$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;

const boxNo = (s: Segment): number | null => Number((NUMBERED.exec(s.text) ?? BARE.exec(s.text.trim()))?.[1] ?? NaN) || null;
const cx = (s: Segment): number => (s.bbox[0] + s.bbox[2]) / 2;
const sameLine = (a: Segment, b: Segment): boolean => vOverlap(a, b) > (a.bbox[3] - a.bbox[1]) * 0.5;
// Read with the document's decimal mark where it shows one ("25.374,12" on a decimal-comma form).
const amount = (r: Reader, t: string): number | null => (/^[\d.,]+%?$/.test(t.trim()) ? parseAmount(t.trim().replace(/%$/, ''), r.decimal ? { decimal: r.decimal } : {}) : null);

/**
 * A column: the field its caption names, and the fields of captions stacked under it in the same column (a
 * description box over the tariff number's box, "12. A. Tariff No." under "11. Description of goods").
 */
interface Col { field: ItemField | null; stacked: ItemField[]; x0: number; x1: number; head: Segment; caption: string }

/**
 * The column captions of a numbered table on a page: five or more numbered captions side by side, their box
 * numbers rising left to right; each column's caption goes on in the lines under it (the translation).
 */
function numberedHeader(page: Segment[]): NumberedHeader | null {
  // Items and totals both ask for a page's header: it is found once per page.
  let header = HEADERS.get(page);
  if (header === undefined) HEADERS.set(page, header = findNumberedHeader(page));
  return header;
}
type NumberedHeader = { cols: Col[]; bottom: number };
const HEADERS = new WeakMap<Segment[], NumberedHeader | null>();

const fieldOfCaption = (text: string): ItemField | null => {
  const t = normLabel(text).replace(SUB_BOX, '');
  return COLUMNS.find(([, re]) => re.test(t))?.[0] ?? null;
};

function findNumberedHeader(page: Segment[]): NumberedHeader | null {
  for (const s of page) {
    if (boxNo(s) === null) continue;
    const row = page.filter((o) => sameLine(s, o) && boxNo(o) !== null).sort((a, b) => a.bbox[0] - b.bbox[0]);
    if (row.length < 5 || row[0] !== s || row.filter((o) => NUMBERED.test(o.text)).length < 4) continue;
    const nums = row.map((o) => boxNo(o)!);
    if (nums.some((n, i) => i > 0 && n <= nums[i - 1])) continue;
    const h = s.bbox[3] - s.bbox[1];
    let bottom = Math.max(...row.map((o) => o.bbox[3]));
    const under: Segment[] = [];
    // Captions are set in one size, but OCR measures each line's height a point or so apart from its neighbours'
    // (a box number alone lower than a caption's words, the line under them higher): a caption line is no larger
    // than the row's largest.
    const size = Math.max(...row.map((o) => o.size));
    // The caption lines under the numbered line: text without figures, close under it; a caption numbered
    // between its neighbours' numbers is a box stacked in that column.
    for (const o of page) {
      if (o.bbox[1] < s.bbox[3] - 1 || o.bbox[1] > bottom + h * 0.6 || row.includes(o)) continue;
      if ((/\d/.test(o.text) && !stackedIn(row, o)) || o.size > size + 0.5) continue;
      under.push(o);
      bottom = Math.max(bottom, o.bbox[3]);
    }
    const overlaps = (u: Segment, head: Segment): boolean => Math.min(u.bbox[2], head.bbox[2]) - Math.max(u.bbox[0], head.bbox[0]) > 0;
    const cols: Col[] = row.map((head) => {
      const lines = [head, ...under.filter((u) => overlaps(u, head))];
      const own = lines.slice(1).filter((l) => !stackedIn(row, l));
      const caption = `${NUMBERED.exec(head.text)?.[2] ?? ''} ${own.map((l) => l.text).join(' ')}`.trim();
      const stacked = lines.slice(1).filter((l) => stackedIn(row, l)).flatMap((l) => fieldOfCaption(NUMBERED.exec(l.text)![2]) ?? []);
      return { field: fieldOfCaption(caption), stacked, x0: Math.min(...lines.map((l) => l.bbox[0])), x1: Math.max(...lines.map((l) => l.bbox[2])), head, caption };
    });
    cols.push(...unnumberedColumns(row, under, cols));
    cols.sort((a, b) => a.x0 - b.x0);
    if (cols.filter((c) => c.field).length < 4 || !cols.some((c) => c.field === 'itemNumber') || !cols.some((c) => c.field === 'description')) continue;
    return { cols, bottom };
  }
  return null;
}

/**
 * Columns whose numbered caption line is missing (OCR lost "28 Value for duty" in a shaded header and kept only
 * "Valeur en douane" under it): caption lines under the head row that lie under no head, grouped where they overlap.
 * Kept only where the caption names a field no other column does: an unnamed column would take values its
 * neighbours own.
 */
function unnumberedColumns(row: Segment[], under: Segment[], cols: Col[]): Col[] {
  const overlaps = (a: Segment, x0: number, x1: number): boolean => Math.min(a.bbox[2], x1) - Math.max(a.bbox[0], x0) > 0;
  const loose = under.filter((u) => !stackedIn(row, u) && !row.some((h) => overlaps(u, h.bbox[0], h.bbox[2])));
  const groups: Segment[][] = [];
  for (const u of [...loose].sort((a, b) => a.bbox[1] - b.bbox[1])) {
    const g = groups.find((x) => x.some((o) => overlaps(u, o.bbox[0], o.bbox[2])));
    if (g) g.push(u); else groups.push([u]);
  }
  const out: Col[] = [];
  for (const g of groups) {
    const caption = g.map((l) => l.text).join(' ');
    const field = fieldOfCaption(caption);
    if (!field || [...cols, ...out].some((c) => c.field === field)) continue;
    out.push({ field, stacked: [], x0: Math.min(...g.map((l) => l.bbox[0])), x1: Math.max(...g.map((l) => l.bbox[2])), head: g[0], caption });
  }
  return out;
}

/** A numbered caption under the head row whose box number falls between those of the heads beside it. */
function stackedIn(row: Segment[], o: Segment): boolean {
  const n = NUMBERED.test(o.text) ? boxNo(o) : null;
  if (n === null) return false;
  const at = row.findIndex((h, i) => h.bbox[0] <= o.bbox[0] + 2 && (row[i + 1]?.bbox[0] ?? Infinity) > o.bbox[0] + 2);
  return at >= 0 && n > boxNo(row[at])! && n < (row[at + 1] ? boxNo(row[at + 1])! : 100);
}

/** The column a value sits in: between the midpoints to its neighbours' captions. */
function columnOf(cols: Col[], s: Segment): Col | null {
  const x = cx(s);
  for (let i = 0; i < cols.length; i++) {
    const left = i === 0 ? -Infinity : (cols[i - 1].x1 + cols[i].x0) / 2;
    const right = i === cols.length - 1 ? Infinity : (cols[i].x1 + cols[i + 1].x0) / 2;
    if (x >= left && x < right) return cols[i];
  }
  return null;
}

/**
 * A line across the table's columns (a note under the last line, the heading of the box under the table): it
 * crosses the caption start of a column other than its own.
 */
function crossesColumns(cols: Col[], s: Segment): boolean {
  const own = columnOf(cols, s);
  return cols.some((c) => c !== own && c !== cols[0] && s.bbox[0] < c.x0 - 2 && s.bbox[2] > c.x0 + 2);
}

/**
 * A numbered caption under the table (the totals boxes) ends it; a count with its unit code in a column of figures
 * ("85 CTNS" under a gross weight, the manifest quantity's sub-box) reads like one but is a value.
 */
function captionUnder(cols: Col[], s: Segment): boolean {
  if (!NUMBERED.test(s.text)) return false;
  const field = columnOf(cols, s)?.field;
  return !(COUNT_UNIT.test(s.text.trim()) && field && field !== 'itemNumber' && field !== 'description');
}

/** The field a cell of a column holds: a tariff number in a column with the tariff box stacked in it, else the column's. */
function fieldOfCell(col: Col, s: Segment): ItemField | null {
  if (col.stacked.includes('hsCode') && parseHsCode(s.text)) return 'hsCode';
  return col.field;
}

/** An item of a numbered table: its cells by field, and the columns of its table. */
export interface NumberedItem { cells: Cells; cols: Col[] }

/**
 * The items of a numbered table: a row starts where a number is printed under the line column; the lines under
 * it, up to the next number, are the same item's (a wrapped description; a form that prints the tariff number,
 * the quantity and the figures on the line under the description; sub-box values under the figures). Read, not
 * set: the declaration keeps them unless its tables read by rows fill more fields (`setNumberedItems` sets them).
 */
export function numberedTableItems(r: Reader): NumberedItem[] {
  const items: NumberedItem[] = [];
  for (const page of r.segs) {
    const header = numberedHeader(page);
    if (!header) continue;
    const { cols } = header;
    const below = page.filter((s) => s.bbox[1] > header.bottom - 1);
    const lines: Segment[][] = [];
    for (const s of below) {
      const l = lines.find((x) => sameLine(x[0], s));
      if (l) l.push(s); else lines.push([s]);
    }
    let current: Cells | null = null;
    let last = header.bottom;
    const flush = (): void => {
      if (current) items.push({ cells: current, cols });
      current = null;
    };
    for (const line of lines) {
      const top = Math.min(...line.map((s) => s.bbox[1]));
      const h = line[0].bbox[3] - line[0].bbox[1];
      if (top - last > h * 2.5 || line.some((s) => captionUnder(cols, s) || crossesColumns(cols, s))) break;
      const cells: Cells = new Map();
      for (const s of line) {
        const c = columnOf(cols, s);
        const f = c ? fieldOfCell(c, s) : null;
        if (f) cells.set(f, [...(cells.get(f) ?? []), s]);
      }
      const item = cells.get('itemNumber');
      if (item && LINE_NO.test(item[0].text.trim())) {
        flush();
        current = cells;
      } else if (current && cells.size && !cells.has('itemNumber')) {
        for (const [f, segs] of cells) current.set(f, [...(current.get(f) ?? []), ...segs]);
      } else break;
      last = Math.max(...line.map((s) => s.bbox[3]));
    }
    flush();
  }
  return items;
}

/** Sets the items of a numbered table, and the currency its value columns name; returns how many there are. */
export function setNumberedItems(r: Reader, items: NumberedItem[]): number {
  items.forEach((it, i) => setItem(r, `items[${i}]`, it.cells, it.cols));
  for (const cols of new Set(items.map((it) => it.cols))) currencyOfColumns(r, cols);
  return items.length;
}

/** The currency a value column's caption names ("Entered Value (USD)"), where the declaration names none. */
function currencyOfColumns(r: Reader, cols: Col[]): void {
  if (r.result().data.currency != null) return;
  for (const c of cols) {
    const code = c.field === 'customsValue' || c.field === 'dutyAmount' ? CURRENCY_IN_BRACKETS.exec(c.caption)?.[1] : undefined;
    if (code && isCurrencyCode(code)) { r.set('currency', { value: code, ev: r.evidence([c.head]) }); return; }
  }
}

type Cells = Map<ItemField, Segment[]>;

function setItem(r: Reader, base: string, cells: Cells, cols: Col[]): void {
  const hs = cells.get('hsCode');
  const hsUnder = hs && cols.some((c) => c.stacked.includes('hsCode')) ? hs[0].bbox[1] : Infinity;
  // A unit column's code comes after the one printed beside the quantity.
  for (const [field, all] of [...cells].sort(([a], [b]) => Number(a === 'unit') - Number(b === 'unit'))) {
    // A description printed over the tariff number in its column ends there (a case number may follow it).
    const segs = field === 'description' ? all.filter((s) => s.bbox[1] < hsUnder) : all;
    const caption = cols.find((c) => c.field === field)?.caption ?? '';
    if (field === 'description' || field === 'itemNumber') setItemField(r, base, field, segs, caption);
    // Figures and codes: the first cell that reads as one (sub-box values print under them).
    else for (const s of segs) if (setItemField(r, base, field, [s], caption)) break;
  }
}

/** Sets one field of an item from its cells; false where they do not read as that field. */
function setItemField(r: Reader, base: string, field: ItemField, segs: Segment[], caption: string): boolean {
  const text = segs.map((s) => s.text.trim()).join(' ');
  const ev = r.evidence(segs);
  const set = (f: string, value: unknown): true => { r.set(`${base}.${f}`, { value, ev }); return true; };
  if (field === 'description') return WORDED.test(text) && set(field, text);
  if (field === 'unit') return set(field, text);
  if (field === 'itemNumber') return set('itemNumber', Number(text));
  if (field === 'hsCode') { const hs = r.hs(text, `${base}.hsCode`); return !!hs && set('hsCode', hs); }
  if (field === 'countryOfOrigin') {
    const code = COUNTRY_CODE.test(text) ? text : countryFromName(text);
    return !!code && isCountryCode(code) && set('countryOfOrigin', code);
  }
  if (field === 'grossWeight' || field === 'netWeight') { const m = captionedMass(r, text, caption); return !!m && set(field, m); }
  // A rate of duty printed as a word: goods entered free of duty.
  if (field === 'dutyRate' && FREE.test(text)) return set(field, 0);
  // A quantity in the tariff's unit, the unit's code after it ("640 NO", "2,400 PRS").
  const counted = field === 'quantity' ? COUNT_UNIT.exec(text) : null;
  const q = counted ? amount(r, counted[1]) : null;
  if (counted && q !== null) { set('unit', counted[2]); return set(field, q); }
  const v = amount(r, text);
  return v !== null && set(field, v);
}

/**
 * The totals boxes of a numbered form ("32 Customs duties", "35 GST"): each box's figure printed under its
 * caption, short of the next box. Duties and the import tax (GST, HST, VAT) where not read already.
 */
export function totalsFromNumberedBoxes(r: Reader): void {
  const data = r.result().data;
  for (const page of r.segs) {
    // The item table's column captions ("29 Customs duties") head its lines, not totals.
    const heads = new Set(numberedHeader(page)?.cols.map((c) => c.head) ?? []);
    for (const s of page) {
      const m = NUMBERED.exec(s.text);
      if (!m || heads.has(s)) continue;
      const cap = normLabel(m[2]);
      const key = TOTAL_DUTIES.test(cap) ? 'totalDuties' : TOTAL_TAXES.test(cap) ? 'totalTaxes' : null;
      if (!key || data[key] != null) continue;
      const next = page.filter((o) => o !== s && sameLine(s, o) && o.bbox[0] > s.bbox[2]).sort((a, b) => a.bbox[0] - b.bbox[0])[0];
      const right = next ? next.bbox[0] - 2 : s.bbox[2] + 80;
      const h = s.bbox[3] - s.bbox[1];
      // The figure beside the caption on its line (a column of totals, captions left, figures right), else under it.
      const fig = next && amount(r, next.text) !== null ? next
        : page.find((o) => o.bbox[1] > s.bbox[3] && o.bbox[1] < s.bbox[3] + h * 6 && cx(o) >= s.bbox[0] - 2 && cx(o) < right && amount(r, o.text) !== null);
      const v = fig ? amount(r, fig.text) : null;
      if (fig && v !== null) r.set(key, { value: v, ev: r.evidence([fig]) });
    }
  }
}

/**
 * The declarant named in a declaration box: "Name / Nom: PACIFIC GATEWAY CUSTOMS BROKERS INC. (RNS 8432) - 1090 West
 * Pender Street, …": the name (an account number in brackets left off) and, after a spaced dash, the address.
 */
export function declarantFromDeclarationBox(r: Reader): void {
  if (r.result().data.declarant) return;
  for (const page of r.segs) {
    const box = page.find((s) => /^\d{0,2}\.?\s*declaration\b/i.test(s.text.trim()) && s.text.length < 40);
    if (!box) continue;
    const h = box.bbox[3] - box.bbox[1];
    const line = page.find((s) => s.bbox[1] > box.bbox[1] && s.bbox[1] < box.bbox[3] + h * 10 && /^Name(?:\s*\/\s*Nom)?\s*:/i.test(s.text.trim()));
    if (!line) continue;
    const value = line.text.replace(/^Name(?:\s*\/\s*Nom)?\s*:\s*/i, '');
    const [who, ...rest] = value.split(/\s+[-–]\s+/);
    const name = who.replace(/\s*\([^)]*\)\s*$/, '').trim();
    if (!WORDED.test(name)) continue;
    r.set('declarant', { value: { name, address: rest.join(' - ').trim() || null, taxId: null }, ev: r.evidence([line]) });
    return;
  }
}

/** The id printed under a box's caption (its box number and translation off) that `caption` matches. */
function idUnder(r: Reader, caption: RegExp): { id: string; seg: Segment } | null {
  for (const page of r.segs) {
    for (const s of page) {
      const cap = normLabel(s.text.replace(/^\d{1,2}\.?\s+/, '').split(/\s+\/\s+/)[0]);
      if (!caption.test(cap)) continue;
      const h = s.bbox[3] - s.bbox[1];
      const v = page.find((o) => o.bbox[1] > s.bbox[1] + 1 && o.bbox[1] < s.bbox[3] + h * 2 && Math.abs(o.bbox[0] - s.bbox[0]) < h * 2);
      const id = v?.text.trim() ?? '';
      if (v && /^(?=.*\d)[A-Z0-9-]{4,20}$/.test(id)) return { id, seg: v };
    }
  }
  return null;
}

/**
 * Boxes of a numbered form that name their number plainly ("3 Transaction No. / No de transaction", "5 Office No. /
 * Bureau", "2 Importer No."): the declaration's number, the customs office and the importer's tax id, where not
 * read already. Read here, not as shared captions: "Transaction No." and "Office No." mean other things elsewhere.
 */
export function numberedBoxIds(r: Reader): void {
  const data = r.result().data;
  for (const [key, caption] of [['declarationNumber', /^transaction (?:no|number)$/], ['customsOffice', /^(?:customs )?office (?:no|number)$/]] as const) {
    if (data[key] != null) continue;
    const v = idUnder(r, caption);
    if (v) r.set(key, { value: v.id, ev: r.evidence([v.seg]) });
  }
  const importer = data.importer as { taxId?: string | null } | undefined;
  if (!importer || importer.taxId) return;
  const v = idUnder(r, /^importer (?:no|number)$/);
  if (v && v.id.length >= 6) r.set('importer.taxId', { value: v.id, ev: r.evidence([v.seg]) });
}
