/**
 * Numbered forms of national customs (Canada's B3 coding form, a US entry summary): the item lines in a table whose
 * column captions carry their box numbers ("17 Line", "22 Tariff code", "29 Customs duties") over the captions'
 * translation, the totals in numbered boxes under it ("32 Customs duties", "35 GST"), the declarant named in the
 * declaration box, and the importer's number printed in a box of its own.
 */
import { normLabel } from './label-lookup.ts';
import { vOverlap, type Segment } from './segments.ts';
import type { Reader } from './reader.ts';
import { parseAmount, countryFromName, isCountryCode } from '../parse/index.ts';

type ItemField = 'itemNumber' | 'description' | 'hsCode' | 'countryOfOrigin' | 'quantity' | 'unit' | 'customsValue' | 'dutyRate' | 'dutyAmount';

/** What a column caption (all its printed lines, box number off) names; the first match wins. */
const COLUMNS: Array<[ItemField, RegExp]> = [
  ['itemNumber', /^(?:line|item)(?: no| number)?\b/],
  ['description', /^description\b/],
  ['countryOfOrigin', /^country of origin\b|^country\b.*\borigin\b/],
  ['hsCode', /^(?:tariff code|tariff no|tariff number|classification no|hts(?:us)? no|commodity code)\b/],
  ['quantity', /^quantity\b/],
  ['unit', /^(?:uom|unit of measure|unit)\b/],
  ['customsValue', /^(?:value for duty|customs value|entered value)\b/],
  ['dutyRate', /^(?:rate of duty|duty rate)\b/],
  ['dutyAmount', /^(?:customs duties|duty amount|duties|duty)\b/],
];

/** A caption led by its box number: "17 Line", "28 Value for duty", "27. Line No.". */
const NUMBERED = /^(\d{1,2})\.?\s+(\p{L}.*)$/u;

const cx = (s: Segment): number => (s.bbox[0] + s.bbox[2]) / 2;
const sameLine = (a: Segment, b: Segment): boolean => vOverlap(a, b) > (a.bbox[3] - a.bbox[1]) * 0.5;
// Read with the document's decimal mark where it shows one ("25.374,12" on a decimal-comma form).
const amount = (r: Reader, t: string): number | null => (/^[\d.,]+%?$/.test(t.trim()) ? parseAmount(t.trim().replace(/%$/, ''), r.decimal ? { decimal: r.decimal } : {}) : null);

interface Col { field: ItemField | null; x0: number; x1: number; head: Segment }

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

function findNumberedHeader(page: Segment[]): NumberedHeader | null {
  for (const s of page) {
    if (!NUMBERED.test(s.text)) continue;
    const row = page.filter((o) => sameLine(s, o) && NUMBERED.test(o.text)).sort((a, b) => a.bbox[0] - b.bbox[0]);
    if (row.length < 5 || row[0] !== s) continue;
    const nums = row.map((o) => Number(NUMBERED.exec(o.text)![1]));
    if (nums.some((n, i) => i > 0 && n <= nums[i - 1])) continue;
    const h = s.bbox[3] - s.bbox[1];
    let bottom = Math.max(...row.map((o) => o.bbox[3]));
    const under: Segment[] = [];
    // The caption lines under the numbered line: text without figures, close under it.
    for (const o of page) {
      if (o.bbox[1] < s.bbox[3] - 1 || o.bbox[1] > bottom + h * 0.6 || row.includes(o)) continue;
      if (/\d/.test(o.text) || o.size > s.size + 0.5) continue;
      under.push(o);
      bottom = Math.max(bottom, o.bbox[3]);
    }
    const cols: Col[] = row.map((head) => {
      const lines = [head, ...under.filter((u) => Math.min(u.bbox[2], head.bbox[2]) - Math.max(u.bbox[0], head.bbox[0]) > 0)];
      const text = normLabel(`${NUMBERED.exec(head.text)![2]} ${lines.slice(1).map((l) => l.text).join(' ')}`);
      const field = COLUMNS.find(([, re]) => re.test(text))?.[0] ?? null;
      return { field, x0: Math.min(...lines.map((l) => l.bbox[0])), x1: Math.max(...lines.map((l) => l.bbox[2])), head };
    });
    if (cols.filter((c) => c.field).length < 4 || !cols.some((c) => c.field === 'itemNumber') || !cols.some((c) => c.field === 'description')) continue;
    return { cols, bottom };
  }
  return null;
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
 * The items of a numbered table: a row starts where a number is printed under the line column; the lines under
 * it that hold only description text wrap its description. Returns how many items were read.
 */
export function itemsFromNumberedTable(r: Reader): number {
  let n = 0;
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
    let current: Map<ItemField, Segment[]> | null = null;
    let last = header.bottom;
    const flush = (): void => {
      if (!current) return;
      const base = `items[${n}]`;
      for (const [field, segs] of current) setItemField(r, base, field, segs);
      n++;
      current = null;
    };
    for (const line of lines) {
      const top = Math.min(...line.map((s) => s.bbox[1]));
      const h = line[0].bbox[3] - line[0].bbox[1];
      if (top - last > h * 2.5 || line.some((s) => NUMBERED.test(s.text))) break;
      const cells = new Map<ItemField, Segment[]>();
      for (const s of line) {
        const c = columnOf(cols, s);
        if (c?.field) cells.set(c.field, [...(cells.get(c.field) ?? []), s]);
      }
      const item = cells.get('itemNumber');
      if (item && /^\d{1,3}$/.test(item[0].text.trim())) {
        flush();
        current = cells;
      } else if (current && [...cells.keys()].every((k) => k === 'description') && cells.size) {
        current.set('description', [...(current.get('description') ?? []), ...cells.get('description')!]);
      } else break;
      last = Math.max(...line.map((s) => s.bbox[3]));
    }
    flush();
  }
  return n;
}

function setItemField(r: Reader, base: string, field: ItemField, segs: Segment[]): void {
  const text = segs.map((s) => s.text.trim()).join(' ');
  const ev = r.evidence(segs);
  if (field === 'description' || field === 'unit') { r.set(`${base}.${field}`, { value: text, ev }); return; }
  if (field === 'itemNumber') { r.set(`${base}.itemNumber`, { value: Number(text), ev }); return; }
  if (field === 'hsCode') { const hs = r.hs(text, `${base}.hsCode`); if (hs) r.set(`${base}.hsCode`, { value: hs, ev }); return; }
  if (field === 'countryOfOrigin') {
    const code = /^[A-Z]{2}$/.test(text) ? text : countryFromName(text);
    if (code && isCountryCode(code)) r.set(`${base}.countryOfOrigin`, { value: code, ev });
    return;
  }
  const v = amount(r, text);
  if (v !== null) r.set(`${base}.${field}`, { value: v, ev });
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
      const key = /^(?:customs duties|total duties|duties)$/.test(cap) ? 'totalDuties' : /^(?:gst|hst|gst hst|import vat|vat)$/.test(cap) ? 'totalTaxes' : null;
      if (!key || data[key] != null) continue;
      const next = page.filter((o) => o !== s && sameLine(s, o) && o.bbox[0] > s.bbox[2]).sort((a, b) => a.bbox[0] - b.bbox[0])[0];
      const right = next ? next.bbox[0] - 2 : s.bbox[2] + 80;
      const h = s.bbox[3] - s.bbox[1];
      const fig = page.find((o) => o.bbox[1] > s.bbox[3] && o.bbox[1] < s.bbox[3] + h * 6 && cx(o) >= s.bbox[0] - 2 && cx(o) < right && amount(r, o.text) !== null);
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
    if (!/\p{L}{2}/u.test(name)) continue;
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
