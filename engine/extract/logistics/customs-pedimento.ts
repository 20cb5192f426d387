/**
 * A Mexican pedimento printed in the format of Anexo 22 (SAT): a grid of cells, each a small caption over its
 * value ("TIPO CAMBIO:" over "17.28450"), parties in captioned sections ("DATOS DEL IMPORTADOR/EXPORTADOR", "DATOS
 * DEL PROVEEDOR O COMPRADOR"), the customs broker's block, the settlement table (CUADRO DE LIQUIDACION: DTA, IGI,
 * IVA) and the items (partidas) as a run of small tables per item. Reads what the shared captions do not.
 */
import { parseAmount, parseDate } from '../parse/index.ts';
import { parsePackages } from './common.ts';
import { countryFromAlpha3 } from './customs-country.ts';
import { MODE_CODES } from './customs-mode.ts';
import type { Reader } from './reader.ts';
import { normLabel } from './label-lookup.ts';
import type { Segment } from './segments.ts';

const hOverlap = (a: Segment, b: Segment): number => Math.min(a.bbox[2], b.bbox[2]) - Math.max(a.bbox[0], b.bbox[0]);
const caption = (s: Segment): string => normLabel(s.text);

/** Whether the document is a pedimento: its title, or the caption of its number. */
export function isPedimento(r: Reader): boolean {
  return (r.segs[0] ?? []).slice(0, 12).some((s) => /^pedimento$|^num pedimento$|^anexo 22\b/.test(caption(s)));
}

/** The value printed under a cell's caption: the segment on the next line down that overlaps it most. */
function valueUnder(page: Segment[], cap: Segment): Segment | null {
  const h = cap.bbox[3] - cap.bbox[1];
  const below = page.filter((s) => s !== cap && s.bbox[1] >= cap.bbox[3] - h * 0.5 && s.bbox[1] < cap.bbox[3] + h * 1.5);
  let best: Segment | null = null;
  let most = 0;
  for (const s of below) {
    const o = hOverlap(s, cap);
    if (o > most) { most = o; best = s; }
  }
  return best;
}

/** The first caption of a page (after `from`) whose folded text matches, and the value under it. */
function cell(page: Segment[], re: RegExp, from = -Infinity): { cap: Segment; value: Segment } | null {
  const split = page.some((s) => re.test(caption(s))) ? undefined : splitCaption(page, re);
  for (const cap of split ? [split] : page) {
    if (cap.bbox[1] < from || !re.test(caption(cap))) continue;
    const value = valueUnder(page, cap);
    if (value && !/:$/.test(value.text.trim())) return { cap, value };
  }
  return null;
}

/** The text after an inline caption in one segment ("RFC: RASJ7105128K3"), or null. */
function inline(page: Segment[], re: RegExp, from: number, to: number): { text: string; seg: Segment } | null {
  for (const s of page) {
    if (s.bbox[1] < from || s.bbox[1] > to) continue;
    const m = re.exec(s.text);
    if (m && m[1].trim()) return { text: m[1].trim(), seg: s };
  }
  return null;
}

/** The OCR segment right after `s` on its line, its box abutting or overlapping `s`'s (a space and a letter apart at most). */
function abutting(page: Segment[], s: Segment): Segment | undefined {
  const h = s.bbox[3] - s.bbox[1];
  return page.find((o) => o !== s && o.source === 'ocr' && Math.abs(o.bbox[1] - s.bbox[1]) < h * 0.5 && o.bbox[0] > s.bbox[0] && Math.abs(o.bbox[0] - s.bbox[2]) < h * 1.5);
}

/**
 * A caption or heading OCR boxed in two pieces side by side ("DATOS DEL" | "IMPORTADOR/EXPORTADOR", "MARCAS, N" |
 * "NUMEROS Y TOTAL DE BULTOS:"), read as one segment over both boxes when the pieces read together match. Where the
 * boxes overlap, the seam's letter may be read twice, once in each piece: read so too without the first's last letter.
 */
function splitCaption(page: Segment[], re: RegExp): Segment | undefined {
  for (const s of page) {
    const next = s.source === 'ocr' ? abutting(page, s) : undefined;
    if (!next) continue;
    const seam = next.bbox[0] < s.bbox[2] && /\s\p{L}$/u.test(s.text) && next.text.startsWith(s.text.slice(-1));
    const text = [`${s.text} ${next.text}`, ...(seam ? [`${s.text.slice(0, -1)}${next.text}`] : [])].find((t) => re.test(normLabel(t)));
    if (text) return { ...s, text, bbox: [s.bbox[0], Math.min(s.bbox[1], next.bbox[1]), next.bbox[2], Math.max(s.bbox[3], next.bbox[3])] };
  }
  return undefined;
}

/** A party section of the first page: its tax id, name and address cells under the section's heading. */
interface SectionParty { name: string; address: string | null; taxId: string | null; segs: Segment[] }

function section(page: Segment[], heading: RegExp, taxId: RegExp): SectionParty | null {
  const head = page.find((s) => heading.test(caption(s))) ?? splitCaption(page, heading);
  if (!head) return null;
  const next = page.find((s) => s.bbox[1] > head.bbox[3] && /^datos del\b|^cuadro de liquidacion$/.test(caption(s)));
  const until = next ? next.bbox[1] : Infinity;
  const within = page.filter((s) => s.bbox[1] >= head.bbox[1] && s.bbox[1] < until);
  const name = cell(within, /^nombre denominacion o razon social$/);
  if (!name) return null;
  const address = cell(within, /^domicilio$/);
  const id = cell(within, taxId);
  const idText = id?.value.text.trim() ?? '';
  return {
    name: name.value.text.trim(), address: address?.value.text.trim() ?? null,
    taxId: /^[A-Z0-9&Ñ]{9,18}$/.test(idText) ? idText : null,
    segs: [name.value, ...(address ? [address.value] : [])],
  };
}

const amount = (t: string): number | null => (/^[\d.,]+$/.test(t.trim()) ? parseAmount(t.trim(), { decimal: '.' }) : null);

/** The amount of a settlement line ("IGI  0  88,813"): the figure under the table's IMPORTE caption. */
function settled(page: Segment[], concept: RegExp): { value: number; seg: Segment } | null {
  const head = page.find((s) => caption(s) === 'concepto');
  if (!head) return null;
  const col = page.find((s) => caption(s) === 'importe' && Math.abs(s.bbox[1] - head.bbox[1]) < 3 && s.bbox[0] > head.bbox[2]);
  if (!col) return null;
  for (const s of page) {
    if (s.bbox[1] <= head.bbox[1] || !concept.test(s.text.trim()) || Math.abs(s.bbox[0] - head.bbox[0]) > 4) continue;
    const line = page.filter((o) => Math.abs(o.bbox[1] - s.bbox[1]) < 2 && o.bbox[0] > s.bbox[2] && o.bbox[0] < col.bbox[2] + 4);
    const fig = line.sort((a, b) => Math.abs(a.bbox[2] - col.bbox[2]) - Math.abs(b.bbox[2] - col.bbox[2]))[0];
    const value = fig ? amount(fig.text) : null;
    if (fig && value !== null) return { value, seg: fig };
  }
  return null;
}

/**
 * Reads a pedimento's fields into the reader; the shared captions have read the rest (number, office, exchange
 * rate, incoterm, invoice currency and value, the transport document).
 */
export function readPedimento(r: Reader): void {
  const first = r.segs[0] ?? [];
  // T. OPER: IMP, EXP or TRA (transit).
  const oper = cell(first, /^t oper$/);
  const op = oper?.value.text.trim().toUpperCase();
  if (oper && (op === 'IMP' || op === 'EXP' || op === 'TRA')) r.set('declarationType', { value: { IMP: 'IMPORT', EXP: 'EXPORT', TRA: 'TRANSIT' }[op], ev: r.evidence([oper.value]) });
  const exporting = op === 'EXP';
  // The pedimento's date is its payment's (PAGO): the day the declaration takes effect, not the goods' entry.
  const pago = cell(first, /^pago$/);
  const date = pago ? parseDate(pago.value.text.trim(), 'DMY')?.iso : null;
  if (pago && date) r.set('date', { value: date, ev: r.evidence([pago.value]) });
  // "MEDIOS DE TRANSPORTE: ENTRADA/SALIDA: ARRIBO: SALIDA:": the means the goods cross the border by.
  const entry = cell(first, /^entrada salida$/);
  const mode = entry && /^\d{1,2}$/.test(entry.value.text.trim()) ? MODE_CODES.MX[String(Number(entry.value.text.trim()))] : undefined;
  if (entry && mode) r.set('transportMode', { value: mode, ev: r.evidence([entry.value]) });
  const peso = cell(first, /^peso bruto$/);
  const kg = peso ? amount(peso.value.text) : null;
  if (peso && kg !== null) r.set('totalGrossWeight', { value: { value: kg, unit: 'kg' }, ev: r.evidence([peso.value]) });
  // "S/M   24 TARIMAS": the marks, then the count and kind of the packages.
  const bultos = cell(first, /^marcas numeros y total de bultos$/);
  const pk = bultos ? /(\d[\d,]*\s+\p{L}+)\s*$/u.exec(bultos.value.text) : null;
  const count = pk ? parsePackages(pk[1])?.count : null;
  if (bultos && count) r.set('totalPackages', { value: count, ev: r.evidence([bultos.value]) });
  // The importer's (or exporter's) own section and its trading partner's: who is which follows the operation.
  const own = section(first, /^datos del importador exportador$/, /^rfc$/);
  const partner = section(first, /^datos del proveedor o comprador$/, /^id fiscal$/);
  const party = (key: 'importer' | 'exporter', p: SectionParty | null): void => {
    if (p) r.set(key, { value: { name: p.name, address: p.address, taxId: p.taxId }, ev: r.evidence(p.segs) });
  };
  party(exporting ? 'exporter' : 'importer', own);
  party(exporting ? 'importer' : 'exporter', partner);
  // The customs broker's block: "NOMBRE O RAZ. SOC: …" and "RFC: …" inline, under its heading. Every page prints
  // it: the RFC is read off a later page's where the first page's is unread (a scan's "REC:" for "RFC:").
  const blocks = r.segs.map((page) => ({ page, agent: page.find((s) => /^agente aduanal\b/.test(caption(s))) }));
  const agent = blocks[0]?.agent;
  if (agent) {
    const name = inline(first, /^NOMBRE O RAZ(?:ON)?\.?\s*SOC(?:IAL)?\.?\s*:\s*(.+)$/i, agent.bbox[1], agent.bbox[1] + 40);
    const rfcOf = (b: { page: Segment[]; agent?: Segment }) => (b.agent ? inline(b.page, /^RFC:\s*([A-Z0-9&Ñ]{12,13})\b/, b.agent.bbox[1], b.agent.bbox[1] + 40) : null);
    const rfc = blocks.map(rfcOf).find((x) => x !== null) ?? null;
    if (name) r.set('declarant', { value: { name: name.text, address: null, taxId: rfc?.text ?? null }, ev: r.evidence([name.seg]) });
  }
  pedimentoSerial(r);
  // CUADRO DE LIQUIDACION: IGI (the general import tax) is the duty, IVA the tax.
  const igi = settled(first, /^IGI(?:\/IGE)?$/);
  if (igi) r.set('totalDuties', { value: igi.value, ev: r.evidence([igi.seg]) });
  const iva = settled(first, /^IVA$/);
  if (iva) r.set('totalTaxes', { value: iva.value, ev: r.evidence([iva.seg]) });
  readPartidas(r, exporting);
}

/**
 * The pedimento's number ("25 17 2809 5004321": year, customs office, broker's patent, serial) with its serial, which
 * OCR may box apart from the rest of the number: the seven figures printed right after it on its line.
 */
function pedimentoSerial(r: Reader): void {
  const num = r.result().data.declarationNumber;
  if (typeof num !== 'string' || !/^\d{2}\s\d{2}\s\d{4}$/.test(num.trim())) return;
  for (const page of r.segs) {
    const head = page.find((s) => s.source === 'ocr' && s.text.trim() === num.trim());
    const serial = head ? abutting(page, head) : undefined;
    if (head && serial && /^\d{7}$/.test(serial.text.trim())) {
      r.set('declarationNumber', { value: `${num.trim()} ${serial.text.trim()}`, ev: r.evidence([head, serial]) });
      return;
    }
  }
}

/** How many of a line's captions read as words (of three letters or more): a garbled one ("r", "». ve") does not. */
const worded = (heads: Segment[]): number => heads.filter((h) => /^[a-z]{3}/.test(caption(h))).length;

/** "IGI" as OCR may read it in the items' tax lines: its I as a 1 or an l, its G as a 6 ("161"). */
const OCR_IGI = /^[I1l][G6][I1l]$/;

/**
 * The partidas: each item's table starts at a "SEC" caption (SEC, FRACCION, SUBD./NICO, ..., CANTIDAD UMC, ...,
 * P. V/C, P. O/D) with its values on the line under it, then its description, its value cells (VAL ADU) and its
 * tax lines (CON. TASA ... IMPORTE: IGI, IVA) before the next item's "SEC".
 */
function readPartidas(r: Reader, exporting: boolean): void {
  const starts = r.segs.flatMap((page) => page.filter((s) => caption(s) === 'sec'));
  const origins = new Set<string>();
  const sellers = new Set<string>();
  // The captions every item's table prints, as far as read: an item whose caption a scan garbled ("r" for
  // "FRACCIÓN") reads that column where the others print it (the items share the form's columns).
  let known: Segment[] = [];
  starts.forEach((sec, i) => {
    const page = r.segs[sec.page - 1];
    const next = starts[i + 1];
    const end = next && next.page === sec.page ? next.bbox[1] : Infinity;
    // OCR boxes the captions of one line a point or two above or below each other: the block starts at the
    // highest of them, not at SEC's.
    const block = page.filter((s) => s.bbox[1] >= sec.bbox[1] - 2 && s.bbox[1] < end);
    const heads = block.filter((s) => Math.abs(s.bbox[1] - sec.bbox[1]) < 2).sort((a, b) => a.bbox[0] - b.bbox[0]);
    const values = block.filter((s) => s.bbox[1] > sec.bbox[3] + 2 && !/:$/.test(s.text));
    // The values' line is the first with a figure: a caption's second line ("NICO", "UMC" under "SUBD./",
    // "CANTIDAD") that OCR boxed a little lower than SEC's is none.
    const figured = values.filter((o) => /\d/.test(o.text));
    const valueTop = Math.min(...(figured.length ? figured : values).map((o) => o.bbox[1]));
    // OCR boxes a line's values up to a few points apart in height (half a line at most).
    const top = values.find((o) => o.bbox[1] === valueTop);
    const valueLine = values.filter((s) => Math.abs(s.bbox[1] - valueTop) < Math.max(2, top && top.source === 'ocr' ? (top.bbox[3] - top.bbox[1]) / 2 : 0));
    // Each value sits in the column of the caption at or left of it (captions start their columns).
    const at = (re: RegExp, nth = 0): Segment | null => {
      const own = heads.filter((h) => re.test(caption(h)));
      const row = own.length ? heads : known;
      const h = (own.length ? own : known.filter((k) => re.test(caption(k))))[nth];
      if (!h) return null;
      const x1 = row[row.indexOf(h) + 1]?.bbox[0] ?? Infinity;
      return valueLine.find((s) => (s.bbox[0] + s.bbox[2]) / 2 >= h.bbox[0] - 3 && (s.bbox[0] + s.bbox[2]) / 2 < x1 - 3) ?? null;
    };
    if (worded(heads) > worded(known)) known = heads;
    const base = `items[${i}]`;
    const sq = at(/^sec$/);
    if (sq && /^\d{1,4}$/.test(sq.text.trim())) r.set(`${base}.itemNumber`, { value: Number(sq.text.trim()), ev: r.evidence([sq]) });
    const fr = at(/^fraccion$/);
    const hs = fr ? r.hs(fr.text.trim(), `${base}.hsCode`) : null;
    if (fr && hs) r.set(`${base}.hsCode`, { value: hs, ev: r.evidence([fr]) });
    const qty = at(/^cantidad$/);
    const q = qty ? amount(qty.text) : null;
    if (qty && q !== null) r.set(`${base}.quantity`, { value: q, ev: r.evidence([qty]) });
    // P. O/D: the country of origin (of destination on an export); P. V/C: the seller's (the buyer's).
    // "P. 0/D": OCR reads the caption's O as a zero.
    const od = at(/^p [o0] d$/);
    const origin = od ? countryFromAlpha3(od.text.trim()) : null;
    if (od && origin && !exporting) { r.set(`${base}.countryOfOrigin`, { value: origin, ev: r.evidence([od]) }); origins.add(origin); }
    const vc = at(/^p v c$/);
    const seller = vc ? countryFromAlpha3(vc.text.trim()) : null;
    if (seller) sellers.add(seller);
    const desc = block.find((s) => /^descripcion\b/.test(caption(s)));
    if (desc) {
      const lines: Segment[] = [];
      for (const s of block) {
        if (s.bbox[1] <= desc.bbox[1] + 1 || (lines.length && s.bbox[1] - lines[lines.length - 1].bbox[3] > 4)) continue;
        if (s.size < desc.size + 0.5 || /:$/.test(s.text) || (lines.length === 0 && s.bbox[1] - desc.bbox[3] > 6)) break;
        lines.push(s);
      }
      if (lines.length) r.set(`${base}.description`, { value: lines.map((l) => l.text.trim()).join(' '), ev: r.evidence(lines) });
    }
    const va = block.find((s) => /^val adu\b/.test(caption(s)));
    const vaV = va ? valueUnder(page, va) : null;
    const vaN = vaV ? amount(vaV.text) : null;
    if (vaV && vaN !== null) r.set(`${base}.customsValue`, { value: vaN, ev: r.evidence([vaV]) });
    // The IGI line of the item's taxes: rate (TASA) and amount (IMPORTE).
    const con = block.find((s) => caption(s) === 'con');
    const igi = block.find((s) => (/^IGI(?:\/IGE)?$/.test(s.text.trim()) || (s.source === 'ocr' && OCR_IGI.test(s.text.trim()))) && con && s.bbox[1] > con.bbox[1]);
    if (con && igi) {
      const row = block.filter((s) => Math.abs(s.bbox[1] - igi.bbox[1]) < 2 && s !== igi).sort((a, b) => a.bbox[0] - b.bbox[0]);
      const capAt = (name: string): Segment | null => block.find((s) => caption(s) === name && Math.abs(s.bbox[1] - con.bbox[1]) < 2) ?? null;
      const under = (c: Segment | null): Segment | null => (c ? row.find((s) => hOverlap(s, c) > 0) ?? null : null);
      const rate = under(capAt('tasa'));
      const imp = under(capAt('importe'));
      const rv = rate ? amount(rate.text) : null;
      const iv = imp ? amount(imp.text) : null;
      if (rate && rv !== null) r.set(`${base}.dutyRate`, { value: rv, ev: r.evidence([rate]) });
      if (imp && iv !== null) r.set(`${base}.dutyAmount`, { value: iv, ev: r.evidence([imp]) });
    }
  });
  const data = r.result().data;
  if (!data.countryOfOrigin && origins.size === 1) r.set('countryOfOrigin', { value: [...origins][0], ev: r.derivedEvidence() });
  // On an import the seller's country (P. V/C) is the country the goods are exported from.
  if (!exporting && !data.countryOfExport && sellers.size === 1) r.set('countryOfExport', { value: [...sellers][0], ev: r.derivedEvidence() });
}
