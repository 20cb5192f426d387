/** Customs declaration (WCO data model): import, export or transit. */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { countryFromName, isCountryCode, isCurrencyCode, parseHsCode, parseDate, parseIncoterm, type Quantity } from '../parse/index.ts';
import { createReader, type Read, type Reader } from './reader.ts';
import { readTables, type TableRow } from './table.ts';
import { goodsFromRows, parsePackages, readCount, setParty } from './common.ts';
import { toNumber } from './parse-extra.ts';
import { withDefaults } from './defaults.ts';
import { transportModeOf } from './customs-mode.ts';
import { isPedimento, readPedimento } from './customs-pedimento.ts';
import { declarantFromDeclarationBox, numberedBoxIds, numberedTableItems, setNumberedItems, totalsFromNumberedBoxes } from './customs-numbered.ts';
import { vOverlap, type Segment } from './segments.ts';
import { captionKeysOf } from './captions.ts';
import { lineUnder, unionBox, type ValueLines } from './locate.ts';
import { amountIn, partyOf, valuesOf } from './customs-boxes.ts';
import { captionedMass } from './customs-captioned.ts';
import { officeCode, readKeyedDeclaration } from './customs-keyed.ts';
import { readBoxCaptions } from './customs-box-captions.ts';
import { readItemList } from './customs-item-list.ts';
import { BOX31_TAGGED, PACKAGES_LINE } from './customs-box-lines.ts';
import { readItemBlocks } from './customs-item-blocks.ts';
import { readSharedDocumentBox } from './customs-shared-box.ts';
import { previousDocument, readDocumentsBox } from './customs-documents.ts';
import { authorityOf, declarationTypeOf } from './customs-heading.ts';
import { rateOfEquation, readGridCaptions } from './customs-grid.ts';
import type { LogisticsLabelKey } from './labels.ts';
import { ungroupColumns } from './table-digit-groups.ts';
import { codedPackagesCount, countryLineOf, dateAfterCaption, dateBesideValue, grossMassBox } from './customs-box-values.ts';
import { codeBoxCountry, officeUnderNumber } from './customs-code-box.ts';

/** Item columns of figures that may group thousands unlike the document's amounts (table-digit-groups.ts). */
const FIGURE_COLUMNS = ['quantity', 'netWeight', 'grossWeight', 'packages'] as const;

/** Text with a word in it, not only figures and marks. */
const WORDED = /\p{L}{2}/u;

const DEFAULTS = {
  declarationNumber: null, declarationType: null, date: null, customsOffice: null, declarant: null, exporter: null,
  importer: null, countryOfExport: null, countryOfOrigin: null, countryOfDestination: null, incoterms: null, currency: null,
  exchangeRate: null, totalInvoiceAmount: null, transportMode: null, transportDocumentReference: null, items: [],
  totalDuties: null, totalTaxes: null, totalGrossWeight: null, totalPackages: null,
};

export function extractCustomsDeclaration(ctx: ExtractContext): PartialExtraction {
  const r = createReader(ctx);
  r.set('declarationNumber', numberWithoutDate(r.id('declarationNumber')));
  const all = r.segs.flat();
  const top = all.filter((s) => s.page === 1).slice(0, 12);
  const type = declarationTypeOf(top);
  r.set('declarationType', { value: type, ev: r.derivedEvidence() });
  const heading = top.slice(0, 6).map((s) => s.text).join(' ');
  const authority = authorityOf(heading);
  // A US entry summary prints MM/DD/YYYY whatever else the page shows.
  const dateOf = (t: string): string | null => (authority?.dates ? parseDate(t, authority.dates)?.iso ?? null : r.parseDate(t));
  r.set('date', firstRead(r, 'date', (v) => dateOf(v.lines[0].text)) ?? dateBesideValue(r, 'declarationNumber', dateOf) ?? dateAfterCaption(r, dateOf));
  r.set('customsOffice', officeCode(textOf(r, 'customsOffice')) ?? officeUnderNumber(r));
  setParty(r, 'declarant', partyOf(r, ['declarant']));
  setParty(r, 'exporter', partyOf(r, ['exporter', 'shipper']));
  // The consignee (SAD box 8: "Consignee", "Empfänger") is the importer, on an export declaration too.
  setParty(r, 'importer', partyOf(r, ['importer', 'consignee']));
  for (const key of ['countryOfExport', 'countryOfOrigin', 'countryOfDestination'] as const) r.set(key, firstRead(r, key, (v) => countryIn(lineText(v))) ?? codeBoxCountry(r, key));
  // Else the country the exporter's box names (an import's goods are exported from there).
  if (!r.result().data.countryOfExport) r.set('countryOfExport', countryLineOf(r, 'exporter', countryIn));
  const data = r.result().data;
  if (!data.countryOfDestination && type === 'IMPORT' && authority) r.set('countryOfDestination', { value: authority.country, ev: r.derivedEvidence() });
  if (!data.countryOfExport && type === 'EXPORT' && authority) r.set('countryOfExport', { value: authority.country, ev: r.derivedEvidence() });
  const inc = textOf(r, 'incoterms');
  const rule = inc ? parseIncoterm(inc.value) : null;
  if (inc && rule) {
    r.set('incoterms', { value: rule.rule, ev: rule.valid ? inc.ev : { ...inc.ev, confidence: inc.ev.confidence * 0.5 } });
    r.check('incoterms', 'incoterms-2020', rule.valid, rule.valid ? undefined : `${rule.rule} is not an Incoterms 2020 rule`);
  }
  // "USD", or the code before (or after) the amount in a combined box ("22 Currency & total amount invoiced").
  r.set('currency', firstRead(r, 'currency', (v) => currencyIn(v.lines[0].text)));
  const fx = textOf(r, 'exchangeRate', false);
  if (fx) { const v = rateOfEquation(fx.value) ?? toNumber(fx.value); if (v !== null) r.set('exchangeRate', { value: v, ev: fx.ev }); }
  r.set('totalInvoiceAmount', firstRead(r, 'invoiceAmount', (v) => moneyIn(r, v.lines[0].text)));
  const mode = textOf(r, 'transportMode');
  if (mode) r.set('transportMode', { value: transportModeOf(mode.value, authority?.country ?? null, authority?.modeCodes), ev: mode.ev });
  // A previous-document box prints the document's type code first (N705 a bill of lading, N740 an air waybill).
  const doc = textOf(r, 'transportDocument', false);
  if (doc) r.set('transportDocumentReference', { value: previousDocument(doc.value), ev: doc.ev });
  // A line table under numbered box captions is read by its boxes, an item over several printed lines. The tables
  // are read by their rows too, and that reading is kept where it fills more fields (the items listed on an attached
  // sheet under plain captions, the numbered box holding one summary line); not where it has more rows only, since
  // it makes a row of each wrapped line of an item the boxes read as one. Even, the boxes' reading is kept.
  const numbered = numberedTableItems(r);
  // An item names its goods or their tariff code: a line with neither (a header's second line, "SN  (EUR)") is none.
  const rows = ungroupColumns(readTables(ctx.pages).filter((row) => (row.description ? WORDED.test(row.description.text) : !!row.hsCode)), FIGURE_COLUMNS);
  const byBoxes = numbered.length > 0 && numbered.reduce((a, it) => a + it.cells.size, 0) >= cellsFilled(rows.filter((row) => row.description));
  const n = byBoxes ? setNumberedItems(r, numbered) : goodsFromRows(r, rows, 'items', (row, i) => {
    const num = (k: 'customsValue' | 'dutyRate' | 'dutyAmount'): void => {
      const c = row[k];
      const v = c ? toNumber(c.text) : null;
      if (c && v !== null) r.set(`items[${i}].${k}`, { value: v, ev: r.evidence([c.seg]) });
    };
    num('customsValue'); num('dutyRate'); num('dutyAmount');
    // "4000": the requested and the previous procedure, four digits together (or with a national code after them).
    const proc = row.procedureCode?.text.replace(/\s/g, '');
    if (row.procedureCode && proc && /^\d{4}(?:\d{3})?$/.test(proc)) r.set(`items[${i}].procedureCode`, { value: proc, ev: r.evidence([row.procedureCode.seg]) });
    // The quantity and its unit code ("UQC": NOS, KGS) as the item line prints them.
    // A quantity column may print the unit beside the count ("Quantity / unit": "1.200 PCE") where no unit column is.
    const counted = row.quantity && !row.unit ? SUPPLEMENTARY.exec(row.quantity.text.trim()) : null;
    const qty = row.quantity ? amountIn(r, counted ? counted[1] : row.quantity.text) : null;
    if (row.quantity && qty !== null) r.set(`items[${i}].quantity`, { value: qty, ev: r.evidence([row.quantity.seg]) });
    const unit = row.unit?.text.trim() ?? counted?.[2];
    const unitCell = row.unit ?? row.quantity;
    if (unitCell && unit && /^\p{L}[\p{L}.]{0,7}$/u.test(unit)) r.set(`items[${i}].unit`, { value: unit, ev: r.evidence([unitCell.seg]) });
    const origin = row.originCountry ? countryIn(row.originCountry.text.trim()) : null;
    if (row.originCountry && origin) r.set(`items[${i}].countryOfOrigin`, { value: origin, ev: r.evidence([row.originCountry.seg]) });
    // A bare "Rate" column of percentages on a declaration is the duty rate.
    const rate = row.dutyRate ? null : row.rate;
    const pct = rate && /^\d{1,3}(?:[.,]\d+)?\s*%$/.test(rate.text.trim()) ? toNumber(rate.text) : null;
    if (rate && pct !== null) r.set(`items[${i}].dutyRate`, { value: pct, ev: r.evidence([rate.seg]) });
    if (row.item) r.set(`items[${i}].itemNumber`, { value: Number(row.item.text) || i + 1, ev: r.evidence([row.item.seg]) });
  });
  if (n === 0) itemsFromBoxes(r);
  const tot = textOf(r, 'totalDuties');
  const totV = tot ? moneyIn(r, tot.value) : null;
  if (tot && totV !== null) r.set('totalDuties', { value: totV, ev: tot.ev });
  else totalsFromNumberedBoxes(r);
  if (r.result().data.totalDuties == null) {
    // Unlabelled: the items' duties add up to it when every item shows one.
    const items = (r.result().data.items ?? []) as Array<{ dutyAmount?: number }>;
    if (items.length && items.every((it) => typeof it.dutyAmount === 'number')) {
      const sum = Math.round(items.reduce((a, it) => a + (it.dutyAmount as number), 0) * 100) / 100;
      r.set('totalDuties', { value: sum, ev: r.derivedEvidence() });
    }
  }
  r.set('totalTaxes', firstRead(r, 'totalTaxes', (v) => moneyIn(r, lineText(v))));
  declarantFromDeclarationBox(r);
  numberedBoxIds(r);
  r.set('totalGrossWeight', firstRead(r, 'totalGrossWeight', (v) => weightIn(r, v)) ?? grossMassBox(r));
  r.set('totalPackages', readCount(r, 'totalPackages') ?? codedPackagesCount(r) ?? firstRead(r, 'totalPackages', (v) => (/^\d{1,6}$/.test(lineText(v)) ? Number(lineText(v)) : null)));
  if (isPedimento(r)) readPedimento(r);
  readKeyedDeclaration(r);
  readBoxCaptions(r);
  readItemList(r);
  readItemBlocks(r);
  readGridCaptions(r);
  readSharedDocumentBox(r);
  readDocumentsBox(r);
  // One country of origin for every item is the declaration's.
  const items = (r.result().data.items ?? []) as Array<{ countryOfOrigin?: string }>;
  const origins = new Set(items.map((it) => it.countryOfOrigin));
  if (!r.result().data.countryOfOrigin && items.length && origins.size === 1 && items[0].countryOfOrigin) {
    r.set('countryOfOrigin', { value: items[0].countryOfOrigin, ev: r.result().fields['items[0].countryOfOrigin'] ?? r.derivedEvidence() });
  }
  // The other way: where no item line prints a country of origin, the declaration's is every item's (a US entry
  // summary's box 10 covers all its lines; forms print "MULTI" or leave it out, read as no country, when the items'
  // origins differ). Derived, not read off the item's line.
  const origin = r.result().data.countryOfOrigin;
  if (typeof origin === 'string' && items.length && items.every((it) => !it.countryOfOrigin)) {
    items.forEach((_, i) => r.set(`items[${i}].countryOfOrigin`, { value: origin, ev: r.derivedEvidence() }));
  }
  return withDefaults(DEFAULTS, r.result());
}

/** "C-123456 of 02/01/2026", "12345 dated 2026-01-02", "4711 vom 02.01.2026": the number, without its date. */
function numberWithoutDate(read: Read<string> | null): Read<string> | null {
  const m = read ? /^(\S*\d\S*)\s+(?:of|dated|date|du|vom|del|de|dd)\.?\s+\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/i.exec(read.value) : null;
  return read && m ? { ...read, value: m[1] } : read;
}

/** The first located value of `key` that `parse` reads, with its evidence. */
function firstRead<T>(r: Reader, key: LogisticsLabelKey, parse: (v: ValueLines) => T | null): Read<T> | null {
  for (const v of valuesOf(r, key)) {
    const value = parse(v);
    if (value !== null) return { value, ev: r.evidence(v.lines.slice(0, 1), v.position === 'below' ? 0.95 : 1) };
  }
  return null;
}

/** The first value text of `key` (wrapped lines joined unless `allLines` is false). */
function textOf(r: Reader, key: LogisticsLabelKey, allLines = true): Read<string> | null {
  for (const v of valuesOf(r, key)) {
    const lines = allLines ? v.lines : v.lines.slice(0, 1);
    const text = lines.map((l) => l.text).join(' ').trim();
    if (text) return { value: text, ev: r.evidence(lines, v.position === 'below' ? 0.95 : 1) };
  }
  return null;
}

const lineText = (v: ValueLines): string => v.lines[0].text.trim();

/** How many cells the rows of a table fill. */
const cellsFilled = (rows: TableRow[]): number => rows.reduce((a, row) => a + Object.values(row).filter(Boolean).length, 0);

/** Country as ISO alpha-2 from "Germany (DE)", "DE", "JP  Japan" or "JP - JAPAN" (the code, then its name) or a country name. */
function countryIn(text: string): string | null {
  const coded = /^([A-Z]{2})\s+(?:[-–]\s+)?(\p{L}.*)$/u.exec(text);
  const code = /\(([A-Z]{2})\)/.exec(text)?.[1] ?? (/^[A-Z]{2}$/.test(text) ? text : null)
    ?? (coded && countryFromName(coded[2]) === coded[1] ? coded[1] : null) ?? countryFromName(text);
  return code && isCountryCode(code) ? code : null;
}

function currencyIn(text: string): string | null {
  const t = text.trim();
  const code = /^([A-Z]{3})\b/.exec(t)?.[1] ?? /\b([A-Z]{3})$/.exec(t)?.[1] ?? null;
  return code && isCurrencyCode(code) && (code === t || /\d/.test(t)) ? code : null;
}

/** An amount with or without its currency code ("USD 48 750,00", "2 015,82 EUR"), read with the document's decimal mark. */
const moneyIn = (r: Reader, text: string): number | null => amountIn(r, text.replace(/^\s*[A-Z]{3}\s+/, '').replace(/\s+[A-Z]{3}\s*$/, ''));

/** A mass with its unit, or a bare figure under a caption that names the unit ("Gross mass (kg)": kilograms). */
function weightIn(r: Reader, v: ValueLines): Quantity | null {
  return captionedMass(r, v.lines[0].text, v.label.text, { amount: (t) => moneyIn(r, t) });
}

/** The lines printed under a caption, starting at its left edge, up to the next caption or a wider gap. */
function linesUnder(page: Segment[], label: Segment): Segment[] {
  const out: Segment[] = [];
  let last = label;
  for (;;) {
    const next = lineUnder(page, label, last);
    if (!next || captionKeysOf(next.text)) break;
    out.push(next);
    last = next;
  }
  return out;
}

interface Box { label: Segment; read: ValueLines[] }

/** A supplementary-units value: the count, then the unit's code ("1,200 PCE", "24 000 NAR", "15.5 L"). */
const SUPPLEMENTARY = /^([\d][\d.,' ]*)\s*(\p{L}[\p{L}.]{0,7})?$/u;


/** Each printed caption of `key` with its value candidates, in page order. */
function boxesOf(r: Reader, key: LogisticsLabelKey): Box[] {
  const out: Box[] = [];
  for (const v of valuesOf(r, key)) {
    const b = out.find((x) => x.label === v.label);
    if (b) b.read.push(v);
    else out.push({ label: v.label, read: [v] });
  }
  return out;
}

/**
 * Items printed as sets of boxes, one set per item (the EU Single Administrative Document: "32 Item No.",
 * "33 Commodity code", "35 Gross mass (kg)", ...): each item starts at its item-number box, and every other
 * item box belongs to the item whose number box is the last one at or above it.
 */
function itemsFromBoxes(r: Reader): void {
  const order = (s: Segment): number => s.page * 1e5 + s.bbox[1];
  const numbered = boxesOf(r, 'itemNumber').filter((b) => b.read.some((v) => /^\d{1,3}$/.test(v.lines[0].text.trim())));
  // An item number box leads its item's goods box or commodity code: one with neither before the next (a form
  // captioning its count of items "Items" as its items' number box) is no item.
  const goods = [...boxesOf(r, 'commodityCode'), ...boxesOf(r, 'goodsDescription')].map((b) => order(b.label));
  const anchors = numbered.filter((a, i) => {
    const next = numbered[i + 1] ? order(numbered[i + 1].label) : Infinity;
    return goods.some((g) => g >= order(a.label) - 2 && g < next - 2);
  });
  if (!anchors.length) return;
  const itemOf = (s: Segment): number => {
    let at = -1;
    anchors.forEach((a, i) => { if (order(a.label) <= order(s) + 2) at = i; });
    return at;
  };
  const each = <T>(key: LogisticsLabelKey, parse: (v: ValueLines, i: number) => T | null, field: string): void => {
    const done = new Set<number>();
    for (const box of boxesOf(r, key)) {
      const i = itemOf(box.label);
      if (i < 0 || done.has(i)) continue;
      for (const v of box.read) {
        const value = parse(v, i);
        if (value === null) continue;
        r.set(`items[${i}].${field}`, { value, ev: r.evidence(v.lines.slice(0, 1), v.position === 'below' ? 0.95 : 1) });
        done.add(i);
        break;
      }
    }
  };
  anchors.forEach((a, i) => {
    const v = a.read.find((x) => /^\d{1,3}$/.test(x.lines[0].text.trim()))!;
    r.set(`items[${i}].itemNumber`, { value: Number(v.lines[0].text.trim()), ev: r.evidence(v.lines.slice(0, 1)) });
  });
  each('commodityCode', (v, i) => {
    const t = v.lines[0].text.trim();
    // A Combined Nomenclature code (8 digits) followed by its TARIC subdivision ("8539 52 00 00"): the CN code.
    const taric = /^(\d{4})\s(\d{2})\s(\d{2})\s\d{2}$/.exec(t);
    return parseHsCode(t) ? r.hs(taric ? `${taric[1]}${taric[2]}${taric[3]}` : t, `items[${i}].hsCode`) : null;
  }, 'hsCode');
  const country = (v: ValueLines): string | null => {
    const t = v.lines[0].text.trim();
    const code = /^[A-Z]{2}$/.test(t) && isCountryCode(t) ? t : countryFromName(t);
    return code && isCountryCode(code) ? code : null;
  };
  each('itemOriginCountry', country, 'countryOfOrigin');
  // "34a Ursprungsland": the country of origin box of an item.
  each('countryOfOrigin', country, 'countryOfOrigin');
  // Box 31 (packages and description): a packages line ("206 CARTONS", "6 Paletten, Zeichen GLDS 1-6") gives the
  // quantity and its unit; the other lines are the description.
  const described = new Set<number>();
  for (const box of boxesOf(r, 'goodsDescription')) {
    const i = itemOf(box.label);
    const v = box.read[0];
    if (i < 0 || described.has(i) || !v) continue;
    const pk = v.lines.filter((l) => PACKAGES_LINE.test(l.text.trim()));
    const desc = v.lines.filter((l) => !pk.includes(l) && !BOX31_TAGGED.test(l.text.trim()));
    if (desc.length) r.set(`items[${i}].description`, { value: desc.map((l) => l.text.trim()).join(' '), ev: r.evidence(desc) });
    const q = pk.length ? parsePackages(pk[0].text.split(',')[0]) : null;
    if (q) {
      r.set(`items[${i}].quantity`, { value: q.count, ev: r.evidence([pk[0]]) });
      if (q.type) r.set(`items[${i}].unit`, { value: q.type, ev: r.evidence([pk[0]]) });
    }
    described.add(i);
  }
  // Box 41 counts the goods in the tariff's unit, which is the item's quantity rather than box 31's packages.
  for (const box of boxesOf(r, 'supplementaryUnits')) {
    const i = itemOf(box.label);
    const v = box.read[0];
    const m = v ? SUPPLEMENTARY.exec(v.lines[0].text.trim()) : null;
    const q = m ? amountIn(r, m[1]) : null;
    if (i < 0 || !m || q === null) continue;
    r.set(`items[${i}].quantity`, { value: q, ev: r.evidence(v.lines.slice(0, 1)) });
    if (m[2]) r.set(`items[${i}].unit`, { value: m[2], ev: r.evidence(v.lines.slice(0, 1)) });
  }
  each('grossMass', (v) => weightIn(r, v), 'grossWeight');
  each('netMass', (v) => weightIn(r, v), 'netWeight');
  // The item's price (box 42) is its value where no statistical value (box 46) is printed.
  each('itemPrice', (v) => moneyIn(r, v.lines[0].text), 'customsValue');
  each('statisticalValue', (v) => moneyIn(r, v.lines[0].text), 'customsValue');
  // "40 00": the requested and the previous procedure, four digits together.
  each('procedureCode', (v) => (/^\d{2}\s?\d{2}(?:\s?\d{3})?$/.test(v.lines[0].text.trim()) ? v.lines[0].text.replace(/\s/g, '') : null), 'procedureCode');
  // The tax lines of box 47 ("A00  26 300,00  2,0 %  526,00") under its caption: the customs duty line (tax type A).
  const taxed = new Set<number>();
  for (const box of boxesOf(r, 'taxCalculation')) {
    const i = itemOf(box.label);
    if (i < 0 || taxed.has(i)) continue;
    const page = r.segs[box.label.page - 1] ?? [];
    const lines = taxLines(page, [...box.read.flatMap((v) => v.lines), ...linesUnder(page, box.label)]);
    const d = dutyLineIn(r, lines);
    if (!d) continue;
    r.set(`items[${i}].dutyRate`, { value: d.rate, ev: r.evidence([d.line]) });
    if (d.amount !== null) r.set(`items[${i}].dutyAmount`, { value: d.amount, ev: r.evidence([d.line]) });
    taxed.add(i);
  }
}

/**
 * A customs duty line of box 47: its tax type code first, the EU's A00 (customs duties) or the ASYCUDA-style codes
 * national SADs print for the import duty (CUD, CD, DTY, ID), then the base, the rate and the amount.
 */
const DUTY_LINE = /^(?:A\d{2}|CUD|CD|DTY|DUT|ID)\s+(.+?)\s+(\d{1,3}(?:[.,]\d+)?)\s*%\s*(.*?)(?=\s+(?:B\d{2}|VAT)\b|$)/;

/**
 * Each tax line whole: a monospaced print spaces its columns apart so widely that the type code, base, rate and
 * amount come as segments of their own, beside the line read under the caption.
 */
function taxLines(page: Segment[], lines: Segment[]): Segment[] {
  if (!lines.length) return lines;
  const top = Math.min(...lines.map((l) => l.bbox[1])) - 1;
  const bottom = Math.max(...lines.map((l) => l.bbox[3])) + 1;
  const band = page.filter((s) => s.bbox[1] >= top && s.bbox[3] <= bottom);
  return lines.map((l) => {
    const h = l.bbox[3] - l.bbox[1];
    const row = band.filter((s) => s === l || (s.bbox[0] >= l.bbox[2] && vOverlap(s, l) > h * 0.5)).sort((a, b) => a.bbox[0] - b.bbox[0]);
    return row.length > 1 ? { ...l, text: row.map((s) => s.text).join('  '), bbox: unionBox(row) } : l;
  });
}

/** The customs duty line of a tax calculation box: "A00 <base> <rate> % <amount>" (tax type A: customs duties). */
function dutyLineIn(r: Reader, lines: Segment[]): { rate: number; amount: number | null; line: Segment } | null {
  for (const line of lines) {
    // Columns may be printed with rules between them: "A00 | 38,742.17 | 2.20% | 852.33".
    const m = DUTY_LINE.exec(line.text.replace(/\s*\|\s*/g, ' ').trim());
    if (!m) continue;
    const rate = Number(m[2].replace(',', '.'));
    // A method-of-payment code may follow the amount ("168,226.56  1"): the amount is the first figure.
    const amount = m[3].trim() ? moneyIn(r, m[3].trim().split(/\s{2,}|\s+(?=\d{1,2}$)/)[0]) : null;
    return { rate, amount, line };
  }
  return null;
}
