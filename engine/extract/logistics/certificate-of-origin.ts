/** Certificate of origin (non-preferential, EUR.1, Form A). */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { countryFromName, isCountryCode } from '../parse/index.ts';
import { createReader, segmentRightOf, type Reader } from './reader.ts';
import { readTables, type TableCellRead, type TableRow } from './table.ts';
import { goodsBoxPages, originColumnCountry } from './certificate-goods-box.ts';
import { goodsText } from './certificate-goods-text.ts';
import { measuredQuantity, withInvoiceDates, withOfBlocks, withQuantityBox } from './certificate-goods-rows.ts';
import { subRowParty } from './certificate-parties.ts';
import { goodsGridRows } from './certificate-grid.ts';
import { readRoute, vesselRead } from './certificate-transport.ts';
import { capitalCode, criteriaByItem } from './certificate-criteria.ts';
import { certificateTypeIn, producedInCountry } from './certificate-wording.ts';
import { ruledBoxLines } from './certificate-box.ts';
import { joinWrappedCaptions } from './certificate-captions.ts';
import { goodsFromRows, parsePackages, setParty } from './common.ts';
import { taxIdPart, withPartyTaxId } from './party-tax-id.ts';
import { fillRows, withDefaults } from './defaults.ts';
import type { LogisticsLabelKey } from './labels.ts';
import { labelKeysOf } from './label-lookup.ts';
import { pageOf, type Segment } from './segments.ts';
import { captionKeysOf } from './captions.ts';
import { lineUnder, type ValueLines } from './locate.ts';
import type { Rule } from '../../types.ts';

const DEFAULTS = {
  certificateNumber: null, certificateType: null, issueDate: null, issuingAuthority: null, exporter: null, producer: null,
  consignee: null, countryOfOrigin: null, countryOfDestination: null,
  transport: { mode: null, vessel: null, portOfLoading: null, portOfDischarge: null }, goods: [],
};

/**
 * A caption printed in two languages, sides apart by a spaced slash ("1. İhracatçı / Consignor (Exporter)",
 * "Liberar para / Release to:", "Invoice No. / Fatura No.: EGH-0271"): the side that is a known caption, as the
 * caption to read (its box number kept, a value after the colon too), with its label keys; null when the whole
 * is a caption already or no side is one.
 */
export function bilingualCaption(text: string): { text: string; keys: ReadonlySet<LogisticsLabelKey> } | null {
  if (!text.includes(' / ')) return null;
  const box = /^\s*\d{1,2}[A-Za-z]?[.)]?\s+/.exec(text)?.[0] ?? '';
  const colon = text.indexOf(':', box.length);
  const head = text.slice(box.length, colon >= 0 ? colon : text.length);
  // A caption the dictionary holds with its slash ("Carrier / Agent") means what it says whole.
  if (labelKeysOf(head.trim()) || labelKeysOf(text.trim())) return null;
  const tail = colon >= 0 ? text.slice(colon + 1).trim() : '';
  if (head.length > 90) return null;
  const sides = head.split(/\s+\/\s+/).map((x) => x.trim()).filter(Boolean);
  if (sides.length < 2) return null;
  for (const side of sides) {
    const keys = /\d/.test(side) ? null : captionKeysOf(side);
    if (keys) return { text: `${box}${side}${colon >= 0 ? `:${tail ? ` ${tail}` : ''}` : ''}`, keys };
  }
  return null;
}

/** Reads every bilingual caption of the reader's pages as its known side (bilingualCaption), in place. */
export function readBilingualCaptions(r: Reader): void {
  for (const page of r.segs) {
    page.forEach((s, i) => {
      const b = bilingualCaption(s.text);
      if (b) page[i] = { ...s, text: b.text };
    });
  }
}

/**
 * The document's number printed beside a bare "No." near the top of the first page, in the title's box ("No.   A
 * 7712094", "No. OE-2026/00418"): a code with a digit, in one segment with "No." or the next one to its right, or
 * in larger type under it.
 */
export function numberBesideNo(r: Reader): { value: string; ev: ReturnType<Reader['evidence']> } | null {
  const page = r.segs[0] ?? [];
  // Letter groups may lead the number, a hyphen or a slash apart ("DO-HAM-26-0117", "KRC/CO/26/0117").
  const ID = /^((?:[A-Z]{1,4}[-/]){0,3}[A-Z]{0,4}[\s-]?\d[A-Z0-9/.-]*(?:\s\d[\d/-]*)?)$/;
  for (const s of page) {
    // The top of the page: a letter's heading (letterhead, dateline, addressee) may push the title to a quarter down.
    if (s.bbox[1] > 240) break;
    // The caption may print the word in several languages a slash apart ("Nr. / N° / No.").
    const m = /^N(?:o|r|°|º)\.?(?:\s*\/\s*N(?:o|r|°|º)\.?)*\s*:?(?:\s+(.+))?$/i.exec(s.text.trim());
    if (!m) continue;
    if (m[1]) {
      const v = m[1].trim();
      if (ID.test(v) && /\d/.test(v)) return { value: v, ev: r.evidence([s], 0.85) };
      continue;
    }
    // Beside it, else under it in the title's box (a small caption over a larger number).
    const right = segmentRightOf(page, s, 60);
    const under = right ? null : lineUnder(page, s, s);
    const found = right ?? (under && under.size > s.size ? under : null);
    const v = found?.text.trim() ?? '';
    if (found && ID.test(v) && /\d/.test(v)) return { value: v, ev: r.evidence([found], 0.85) };
  }
  return null;
}

/** Country as ISO alpha-2 from "Germany (DE)", "DE" or a country name. */
function readCountry(r: Reader, key: LogisticsLabelKey, path: string): void {
  const t = r.text(key) ?? longCaptionValue(r, key);
  if (!t) return;
  // A group of countries with the country in brackets ("EUROPEAN UNION (PORTUGAL)"): that country.
  const code = /\(([A-Z]{2})\)/.exec(t.value)?.[1] ?? (/^[A-Z]{2}$/.test(t.value.trim()) ? t.value.trim() : null) ?? countryFromName(t.value)
    ?? countryFromName(/\(([^()]+)\)\s*$/.exec(t.value)?.[1] ?? '');
  if (code && isCountryCode(code)) r.set(path, { value: code, ev: t.ev });
}

/**
 * The certificate's number printed after the form's name, not under a caption: "EUR.1  No. A 0457129" (in one
 * segment or two).
 */
function numberAfterFormName(r: Reader): { value: string; ev: ReturnType<Reader['evidence']> } | null {
  for (const page of r.segs) {
    for (const s of page) {
      if (!certificateTypeIn(s.text)) continue;
      const same = /\bN(?:o|r|°)\.?\s+([A-Z]{0,3}\s?\d[\d\s/-]{3,20}\d)\s*$/.exec(s.text);
      if (same) return { value: same[1].trim(), ev: r.evidence([s], 0.9) };
      const h = s.bbox[3] - s.bbox[1];
      const right = page
        .filter((o) => o.bbox[0] > s.bbox[2] && o.bbox[0] - s.bbox[2] < 120 && Math.min(o.bbox[3], s.bbox[3]) - Math.max(o.bbox[1], s.bbox[1]) > Math.min(h, o.bbox[3] - o.bbox[1]) * 0.5)
        .sort((a, b) => a.bbox[0] - b.bbox[0])[0];
      const m = right ? /^N(?:o|r|°)\.?\s+([A-Z]{0,3}\s?\d[\d\s/-]{3,20}\d)$/.exec(right.text.trim()) : null;
      if (right && m) return { value: m[1].trim(), ev: r.evidence([right], 0.9) };
    }
  }
  return null;
}

/**
 * The country named alone on the line after a segment ending in `lead` ("... goods were produced in" / "BANGLADESH"),
 * under the sentence's paragraph, maybe centred in it a line apart ("These goods are exported to:" / "AUSTRALIA").
 */
function countryOnNextLine(all: Segment[], i: number, lead: RegExp): { value: string; ev: ReturnType<Reader['evidence']> } | null {
  const s = all[i];
  if (!lead.test(s.text.trim())) return null;
  const h = s.bbox[3] - s.bbox[1];
  // The paragraph's lines above, at its left edge: the sentence's width.
  const right = Math.max(s.bbox[2], ...all.filter((o) => o.page === s.page && Math.abs(o.bbox[0] - s.bbox[0]) < 3 && o.bbox[3] <= s.bbox[1] + h * 0.3 && s.bbox[1] - o.bbox[3] < h * 5).map((o) => o.bbox[2]));
  // Up to two blank lines between; an OCR line's box is its type's (a text layer's adds the leading), so three of its heights.
  const next = all.find((o) => o.page === s.page && o.bbox[1] >= s.bbox[3] - h * 0.3 && o.bbox[1] - s.bbox[3] < h * 3 && o.bbox[2] > s.bbox[0] && o.bbox[0] < right);
  const code = next ? countryFromName(next.text.trim()) ?? (/^[A-Z]{2}$/.test(next.text.trim()) ? next.text.trim() : null) : null;
  return next && code && isCountryCode(code) ? { value: code, ev: { page: next.page, bbox: next.bbox, confidence: Math.round(0.85 * next.confidence * 1000) / 1000, source: next.source } } : null;
}

/**
 * A numbered caption longer than the captions locate reads ("4. Country, group of countries or territory in which
 * the products are considered as originating"): its box number left off, the dictionary's wording, with the
 * value under it.
 */
function longCaptionValue(r: Reader, key: LogisticsLabelKey): { value: string; ev: ReturnType<Reader['evidence']> } | null {
  for (const page of r.segs) {
    for (const s of page) {
      const text = s.text.replace(/^\s*\d{1,2}[a-z]?[.)]?\s+/, '');
      if (text === s.text || !labelKeysOf(text)?.has(key)) continue;
      const h = s.bbox[3] - s.bbox[1];
      const under = page
        .filter((o) => o.bbox[1] >= s.bbox[3] - h * 0.3 && o.bbox[1] - s.bbox[3] < h * 1.5 && o.bbox[0] > s.bbox[0] - 6 && o.bbox[0] < s.bbox[0] + 14)
        .sort((a, b) => a.bbox[1] - b.bbox[1])[0];
      if (under) return { value: under.text.trim(), ev: r.evidence([under], 0.95) };
    }
  }
  return null;
}

/** A line set at an angle, as a stamp is: its box much taller than its type. */
const askew = (l: Segment): boolean => l.bbox[3] - l.bbox[1] > l.size * 2.2;

/** Names of issuing bodies: chambers of commerce, trade councils, customs and other authorities. */
const AUTHORITY = /\b(chamber|council|commerce|authority|ministry|customs|federation|bureau|administration|department|inspection|quarantine|kammer|chambre|camara|kamer|camera|ccpit)\b/i;

/** A line that starts a body's name of its own: the parent body of the one named above it. */
const NEW_BODY = /^(?:the\s+)?(?:ministry|department|chamber|council|bureau|authority|federation|administration)\b/i;

/** The page's largest text near the top (the form's title), with the line under it when as large. */
function titleOf(r: Reader): string {
  const top = r.segs[0]?.filter((s) => s.bbox[1] < 400) ?? [];
  if (!top.length) return '';
  const max = Math.max(...top.map((s) => s.size));
  return top.filter((s) => s.size >= max * 0.7).map((s) => s.text).join(' ');
}

/**
 * A goods line wrapped onto the next printed line, with a second line in another column too (an invoice's date
 * under its number), reads as a row of its own: one with neither an item number, marks, an HS code nor a
 * quantity continues the row above.
 */
function withContinuations(rows: TableRow[]): TableRow[] {
  const out: TableRow[] = [];
  for (const row of rows) {
    const prev = out[out.length - 1];
    const own = row.item || row.marks || row.hsCode || row.quantity || row.packages || row.grossWeight;
    if (!prev || own || !prev.description) { out.push({ ...row }); continue; }
    for (const [k, cell] of Object.entries(row) as Array<[keyof TableRow, TableCellRead]>) {
      const p = prev[k];
      prev[k] = p ? { ...p, text: `${p.text} ${cell.text}` } : cell;
    }
  }
  return out;
}

/**
 * The value lines of a box read under its caption, continued past one blank line while still inside the ruled box
 * (a certification's wording, a blank line, then the issuing body and date): a line aligned with the value, at
 * most one blank line under it, no rule between, with the box's bottom rule under it.
 */
function withinBox(r: Reader, rules: Rule[], v: ValueLines): Segment[] {
  const lines = [...v.lines];
  if (v.position !== 'below' || !lines.length) return lines;
  const page = r.segs.find((p) => p.includes(v.label)) ?? [];
  const x0 = lines[0].bbox[0];
  // Horizontal rules: lines, and the top and bottom edges of rectangles.
  const hs = rules.flatMap((ru) => (ru.kind === 'h' ? [{ x0: ru.bbox[0], x1: ru.bbox[2], y: (ru.bbox[1] + ru.bbox[3]) / 2 }]
    : ru.kind === 'rect' ? [{ x0: ru.bbox[0], x1: ru.bbox[2], y: ru.bbox[1] }, { x0: ru.bbox[0], x1: ru.bbox[2], y: ru.bbox[3] }] : []));
  for (;;) {
    const last = lines[lines.length - 1];
    const lh = last.bbox[3] - last.bbox[1];
    const gap = (s: Segment): number => s.bbox[1] - last.bbox[3];
    const next = page
      .filter((s) => !lines.includes(s) && s !== v.label && s.bbox[1] > last.bbox[1] && gap(s) >= -lh * 0.3 && Math.abs(s.bbox[0] - x0) < 6)
      .sort((a, b) => a.bbox[1] - b.bbox[1])[0];
    if (!next || gap(next) > lh * 2.6 || labelKeysOf(next.text)) break;
    const x = next.bbox[0] + 4;
    const under = hs.filter((h) => h.x0 <= x && h.x1 >= x);
    const between = under.some((h) => h.y > last.bbox[3] - 1 && h.y < next.bbox[1] + 1);
    const closed = under.some((h) => h.y >= next.bbox[3] - 1);
    if (between || !closed) break;
    lines.push(next);
  }
  return lines;
}

/** "Inv. 2026-00418 10.03.2026", "DKC/EXP/0318 DT.08/03/2026": an invoice's number, then its date. */
function invoiceCell(r: Reader, text: string): { no: string | null; date: string | null } {
  const t = text.replace(/^\s*inv(?:oice)?\.?(?:\s*(?:no|nr|number)\.?)?\s*[:#]?\s+/i, '');
  const no = /^\s*(\S*\d\S*)/.exec(t)?.[1]?.replace(/[,;]$/, '') ?? null;
  const rest = t.slice(no ? t.indexOf(no) + no.length : 0).replace(/^[\s,;]*(?:d(?:a)?te?d?|dt|dd)\.?\s*[:]?\s*/i, '');
  return { no: no && !r.parseDate(no) ? no : null, date: r.parseDate(rest.trim()) };
}

/**
 * A row whose description holds more than the description (a free-text box, a "Number and kind of packages;
 * description of goods" column): packages, marks and HS code read out of it into cells of their own where the row
 * has none.
 */
function withGoodsText(row: TableRow): TableRow {
  const d = row.description;
  if (!d) return row;
  const g = goodsText(d.text, d.parts, !!row.quantity);
  if (g.packages === null && g.marks === null && g.hs === null) return row;
  const out: TableRow = { ...row, description: { ...d, text: g.description } };
  if (g.hs && !row.hsCode) out.hsCode = { text: g.hs, seg: d.seg };
  if (g.packages !== null && !row.quantity) out.quantity = { text: String(g.packages), seg: d.seg };
  if (g.marks && !row.marks) out.marks = { text: g.marks, seg: d.seg };
  return out;
}

export function extractCertificateOfOrigin(ctx: ExtractContext): PartialExtraction {
  const r = createReader(ctx);
  readBilingualCaptions(r);
  joinWrappedCaptions(r);
  r.set('certificateNumber', r.id('certificateNumber') ?? numberAfterFormName(r) ?? numberBesideNo(r));
  const type = r.text('certificateType');
  if (type) r.set('certificateType', { value: certificateTypeIn(type.value) ?? type.value, ev: type.ev });
  else {
    // Unlabelled (or under a bare "Type"): the certificate kinds are few and spelled alike everywhere.
    const seg = r.segs.flat().find((s) => certificateTypeIn(s.text));
    if (seg) r.set('certificateType', { value: certificateTypeIn(seg.text), ev: r.evidence([seg], 0.9) });
  }
  // The certification box holds the issuing body and the place and date it certified on.
  const cert = r.find('certification');
  const certRules = cert ? ctx.pages.find((p) => p.pageNumber === cert.label.page)?.rules ?? [] : [];
  // A box ruled with separate lines holds its lines whatever their indent (a ministry's name centred in it).
  const certLines = cert ? ruledBoxLines(pageOf(r.segs, cert.label) ?? [], certRules, cert.label) ?? withinBox(r, certRules, cert) : [];
  const certDate = [...certLines].reverse().map((l) => ({ l, d: r.parseDate(l.text) })).find((x) => x.d);
  // A self-certification (USMCA) has no authority's box: the date its certifier signed on is its date.
  r.set('issueDate', r.date('issueDate') ?? (certDate ? { value: certDate.d!, ev: r.evidence([certDate.l], 0.9) } : null) ?? r.date('date'));
  const bodies = certLines.filter((l) => AUTHORITY.test(l.text) && !/\b(hereby|certif\w*|declar\w*)\b/i.test(l.text) && l.text.length <= 90);
  // A stamp's impression is set askew (its line's box much taller than its type): the body's name printed level wins.
  const body = bodies.find((l) => !askew(l)) ?? bodies[0];
  // "Customs office: BASEL / WEIL AM RHEIN AUTOBAHN" (EUR.1 box 11): the office after its caption.
  const bodyText = body ? (/^[^:]{3,40}:\s*(\S.*)$/.exec(body.text.trim())?.[1] ?? body.text.trim()) : null;
  // The body's name goes on in the lines right under it, in its case, up to the date ("EXPORT PROMOTION BUREAU" /
  // "CHATTOGRAM" / "12/03/2026").
  const bodyLines = body ? [body] : [];
  for (let k = body ? certLines.indexOf(body) + 1 : certLines.length; k < certLines.length; k++) {
    const l = certLines[k];
    const above = bodyLines[bodyLines.length - 1];
    const t = l.text.trim();
    if (bodyText !== body?.text.trim() || l.bbox[1] - above.bbox[3] > (above.bbox[3] - above.bbox[1]) * 0.8) break;
    // A branch of the body ("XIAMEN SUB-COUNCIL") is where it certified, not part of its name.
    if (/\b(?:sub-?council|sub-?branch|branch)\b/i.test(t)) break;
    // A line that opens another body's name ("MINISTRY OF COMMERCE, …" under a department) names the body above
    // it, and a stamp's impression (set askew) is no line of the printed name.
    if (NEW_BODY.test(t) || askew(l)) break;
    if (/[\d:]/.test(t) || t.length > 40 || t !== t.toUpperCase() || body!.text !== body!.text.toUpperCase() || r.parseDate(t) || labelKeysOf(t)) break;
    bodyLines.push(l);
  }
  const bodyName = bodyText ? [bodyText, ...bodyLines.slice(1).map((l) => l.text.trim())].join(' ') : null;
  r.set('issuingAuthority', r.text('issuingAuthority') ?? (body && bodyName ? { value: bodyName, ev: r.evidence(bodyLines, 0.9) } : null));
  // Parties as sub-rows beside their caption (NAME / ADDRESS / TELEPHONE / EMAIL) first: read as a box, the
  // sub-captions would be the values. The importer is who the goods are consigned to where no consignee is named.
  const printed = (key: LogisticsLabelKey): string[] => r.find(key)?.lines.map((l) => l.text) ?? [];
  setParty(r, 'exporter', subRowParty(r, 'exporter') ?? withPartyTaxId(r.party('exporter'), taxIdPart, printed('exporter')) ?? withPartyTaxId(r.party('shipper'), taxIdPart));
  setParty(r, 'producer', subRowParty(r, 'producer') ?? withPartyTaxId(r.party('producer'), taxIdPart));
  setParty(r, 'consignee', subRowParty(r, 'consignee') ?? withPartyTaxId(r.party('consignee'), taxIdPart) ?? subRowParty(r, 'importer'));
  readCountry(r, 'countryOfOrigin', 'countryOfOrigin');
  if (!r.result().data.countryOfOrigin) r.set('countryOfOrigin', originColumnCountry(r));
  if (!r.result().data.countryOfOrigin) {
    // Unlabelled: the exporter's declaration names it ("... all the goods were produced in China").
    const all = r.segs.flat();
    for (let i = 0; i < all.length; i++) {
      const text = all[i].text;
      // "... produced in China and that they comply with ...": the country, not the clause after it.
      const code = producedInCountry(text);
      if (code && isCountryCode(code)) { r.set('countryOfOrigin', { value: code, ev: r.evidence([all[i]], 0.85) }); break; }
      // Form A box 12: "... goods were produced in" with the country on the line under it.
      const next = countryOnNextLine(all, i, /\b(?:produced|originat(?:e|ed|ing)|manufactured)\s+in$/i);
      if (next) { r.set('countryOfOrigin', next); break; }
    }
  }
  readCountry(r, 'countryOfDestination', 'countryOfDestination');
  if (!r.result().data.countryOfDestination) {
    // Form A box 12: "... for goods exported to" with the importing country on the line under it.
    const all = r.segs.flat();
    for (let i = 0; i < all.length; i++) {
      const next = countryOnNextLine(all, i, /\bexported\s+to:?$/i);
      if (next) { r.set('countryOfDestination', next); break; }
    }
  }
  r.set('transport.vessel', vesselRead(r, ctx.pages));
  r.set('transport.portOfLoading', r.place('portOfLoading', 'sea'));
  r.set('transport.portOfDischarge', r.place('portOfDischarge', 'sea'));
  if (r.find('vessel') || r.find('portOfLoading')) r.set('transport.mode', { value: 'SEA', ev: r.derivedEvidence() });
  readRoute(r);
  const inv = r.text('invoiceNumber');
  // An invoice's number has a digit: words under an "Invoice" caption are the rest of a column's caption.
  let invNo = inv ? inv.value.split(/\s*\/\s*/)[0] : null;
  if (invNo && !/\d/.test(invNo)) invNo = null;
  let invDate = inv ? r.parseDate(inv.value.split('/').slice(1).join('/').trim()) : null;
  // "EGH-EXP-2026-0271 dated 09.03.2026": the number, then its date after a word for "dated".
  const cell = inv && !invDate ? invoiceCell(r, inv.value) : null;
  if (cell?.no && cell.date) { invNo = cell.no; invDate = cell.date; }
  // Numbered boxes carry the item number in no column of their own: items are counted.
  const boxPages = goodsBoxPages(ctx.pages);
  const read = readTables(boxPages, undefined, { anchorItems: true });
  // Column captions stacked over more lines than a table header is read over: the numbered grid's own reading.
  const rows = withContinuations(goodsGridRows(read, boxPages));
  const goodsRows = withInvoiceDates(withOfBlocks(rows), (t) => r.parseDate(t) !== null).map(withGoodsText).map(withQuantityBox);
  goodsFromRows(r, goodsRows, 'goods', (row, i) => {
    r.set(`goods[${i}].itemNumber`, row.item
      ? { value: Number(row.item.text) || i + 1, ev: r.evidence([row.item.seg]) }
      : { value: i + 1, ev: r.derivedEvidence() });
    if (row.quantity) {
      const q = parsePackages(row.quantity.text)?.count ?? measuredQuantity(row.quantity.text);
      if (q !== null) r.set(`goods[${i}].quantity`, { value: q, ev: r.evidence([row.quantity.seg]) });
    }
    if (row.originCriterion) {
      // '"P"', "WO", "PE": the criterion without the quotes it is often printed in.
      const c = capitalCode(row.originCriterion.text.replace(/["'“”‘’]/g, '').trim());
      if (c) r.set(`goods[${i}].originCriterion`, { value: c, ev: r.evidence([row.originCriterion.seg]) });
    }
    if (row.invoice) {
      const c = invoiceCell(r, row.invoice.text);
      if (c.no) r.set(`goods[${i}].invoiceNumber`, { value: c.no, ev: r.evidence([row.invoice.seg]) });
      if (c.date) r.set(`goods[${i}].invoiceDate`, { value: c.date, ev: r.evidence([row.invoice.seg]) });
    } else {
      if (inv && invNo) r.set(`goods[${i}].invoiceNumber`, { value: invNo, ev: inv.ev });
      if (inv && invDate) r.set(`goods[${i}].invoiceDate`, { value: invDate, ev: inv.ev });
    }
  }, 'marks');
  const goods = (r.result().data.goods ?? []) as Array<{ itemNumber?: number; invoiceNumber?: string; invoiceDate?: string; marks?: string; originCriterion?: string }>;
  // Criteria printed in a table of their own, by item number: each item's, where its row has none.
  if (goods.length && goods.some((g) => !g.originCriterion)) {
    const criteria = criteriaByItem(r, ctx.pages);
    goods.forEach((g, i) => {
      const c = g.originCriterion || g.itemNumber === undefined ? undefined : criteria.get(g.itemNumber);
      if (c) r.set(`goods[${i}].originCriterion`, c);
    });
  }
  const fields = r.result().fields;
  // Box 10 prints an invoice once for the items under it: an item without one is on the invoice above.
  goods.forEach((g, i) => {
    const above = goods[i - 1];
    if (i === 0 || g.invoiceNumber || g.invoiceDate || !above?.invoiceNumber) return;
    r.set(`goods[${i}].invoiceNumber`, { value: above.invoiceNumber, ev: fields[`goods[${i - 1}].invoiceNumber`] ?? r.derivedEvidence() });
    if (above.invoiceDate) r.set(`goods[${i}].invoiceDate`, { value: above.invoiceDate, ev: fields[`goods[${i - 1}].invoiceDate`] ?? r.derivedEvidence() });
  });
  // One invoice has one date: a row that shows the number only takes the date another row prints with it.
  goods.forEach((g, i) => {
    if (!g.invoiceNumber || g.invoiceDate) return;
    const j = goods.findIndex((o) => o.invoiceNumber === g.invoiceNumber && o.invoiceDate);
    if (j >= 0) r.set(`goods[${i}].invoiceDate`, { value: goods[j].invoiceDate, ev: fields[`goods[${j}].invoiceDate`] ?? r.derivedEvidence() });
  });
  // Marks printed once, on the first item only, mark the whole consignment ("C/NO.1-320"): every item's.
  if (goods.length > 1 && goods[0].marks && goods.slice(1).every((g) => !g.marks)) {
    goods.forEach((_, i) => { if (i > 0) r.set(`goods[${i}].marks`, { value: goods[0].marks, ev: fields['goods[0].marks'] ?? r.derivedEvidence() }); });
  }
  const title = r.result().data.certificateType ? '' : titleOf(r);
  if (/\bcertificate\s+of\s+origin\b/i.test(title)) {
    // A certificate of origin naming no preferential kind (EUR.1, Form A, a trade agreement) is the ordinary one.
    if (!/\b(form\s+[a-z]{1,2}|preferential|agreement|eur|gsp|fta|rcep)\b/i.test(title)) r.set('certificateType', { value: 'non-preferential', ev: { ...r.derivedEvidence(), confidence: 0.7 } });
  }
  fillRows(r.result().data, 'goods', ['itemNumber', 'description', 'hsCode', 'quantity', 'grossWeight', 'marks', 'originCriterion', 'invoiceNumber', 'invoiceDate']);
  return withDefaults(DEFAULTS, r.result());
}
