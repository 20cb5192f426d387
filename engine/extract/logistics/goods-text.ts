/**
 * One goods item a B/L describes in text under its "Description of Goods" caption, with its marks under "Marks &
 * Numbers" beside it, where no goods table or block gave one: the equipment clause first ("6 X 20' CONTAINERS STC
 * 5,720 BAGS (25 KG NET EACH)", the packages it is said to contain), the description, then its figures each after
 * its caption ("HS CODE: 390210", "NET WEIGHT: 143,000.000 KGS   GROSS WEIGHT: 145,552.000 KGS", "TOTAL
 * MEASUREMENT: 170.40 M3"); remarks after those (an ECTN number, "SHIPPED ON BOARD …") are no part of it.
 */
import { parseWeight, type Quantity } from '../parse/index.ts';
import { packagesInText } from './common.ts';
import { HS_IN_LINE, NET_IN_LINE } from './goods-blocks.ts';
import { lineUnder } from './locate.ts';
import { parseVolumeLoose } from './parse-extra.ts';
import type { Reader } from './reader.ts';
import { sameLine, type Segment } from './segments.ts';

const DESCRIPTION_CAPTION = /^(?:(?:no\.?|number)\s+(?:and|&)\s+kind\s+of\s+packages[;,]?\s*)?description\s+of\s+(?:the\s+)?goods|^goods\s+description$/i;
const MARKS_CAPTION = /^(?:shipping\s+)?marks(?:\s*(?:&|and)\s*(?:nos?\.?|numbers))?$/i;
/** The equipment a description starts with, and what it is said to contain. */
const EQUIPMENT_CLAUSE = /^\d+\s*x\s*(?:20|40|45)\b|\bcontainers?\b.*\b(?:s\.?\s?t\.?\s?c\.?|said\s+to\s+contain)\b|\bshipper'?s?\s+load\b/i;
const GROSS_IN_LINE = /\b(?:gross\s*(?:weight|wt\.?|mass)|g\.\s?w\.?)\s*[:.]?\s*(\d[\d.,]*\s*(?:kgs?|kgm|lbs?|mt)\b)/i;
const VOLUME_IN_LINE = /\b(?:(?:total\s+)?(?:measurement|volume)|meas\.?)\s*[:.]?\s*(\d[\d.,]*\s*(?:cbm|m3|m³|mtq|cft)(?![a-z]))/i;


/** The lines printed down from a caption at its left edge, each right under the one before. */
function column(page: Segment[], caption: Segment): Segment[] {
  const out: Segment[] = [];
  let last = caption;
  for (let next = lineUnder(page, caption, last); next && out.length < 30; next = lineUnder(page, caption, last)) {
    out.push(next);
    last = next;
  }
  return out;
}

/** Sets `goods[0]` from the description text, where no goods were read; false when there is none to read. */
export function goodsFromDescriptionText(r: Reader): boolean {
  const data = r.result().data as { goods?: unknown[] };
  if (data.goods?.length) return false;
  for (const page of r.segs) {
    const caption = page.find((s) => DESCRIPTION_CAPTION.test(s.text.trim()));
    if (!caption) continue;
    const lines = column(page, caption);
    let packages: { count: number; type: string } | null = null;
    let hsCode: string | null = null;
    let grossWeight: Quantity | null = null;
    let netWeight: Quantity | null = null;
    let volume: Quantity | null = null;
    const description: Segment[] = [];
    let figures = false;
    for (const l of lines) {
      const t = l.text.trim();
      if (!description.length && !figures && EQUIPMENT_CLAUSE.test(t)) {
        const found = packagesInText(t);
        packages ??= found && { count: found.count, type: found.type };
        continue;
      }
      const hs = HS_IN_LINE.exec(t);
      const net = NET_IN_LINE.exec(t);
      const gross = GROSS_IN_LINE.exec(t);
      const vol = VOLUME_IN_LINE.exec(t);
      if (hs || net || gross || vol) {
        figures = true;
        if (hs) hsCode ??= hs[1].replace(/\./g, '');
        if (net) netWeight ??= parseWeight(net[1]);
        if (gross) grossWeight ??= parseWeight(gross[1]);
        if (vol) volume ??= parseVolumeLoose(vol[1], r.decimal);
        continue;
      }
      if (!figures) description.push(l);
    }
    if (!description.length || !(packages || grossWeight || hsCode)) continue;
    const marksCaption = page.find((s) => MARKS_CAPTION.test(s.text.trim()) && sameLine(s, caption) && s.bbox[2] < caption.bbox[0]);
    const lastY = lines[lines.length - 1].bbox[3];
    const marks = marksCaption ? column(page, marksCaption).filter((m) => m.bbox[1] < lastY && m.bbox[2] < caption.bbox[0]) : [];
    const ev = r.evidence(lines);
    const text = description.map((l) => l.text.trim()).join(' ');
    r.set('goods[0]', { value: { description: text, hsCode: null, marksAndNumbers: null, packages, grossWeight, netWeight, volume }, ev });
    r.set('goods[0].description', { value: text, ev: r.evidence(description) });
    if (marks.length) r.set('goods[0].marksAndNumbers', { value: marks.map((m) => m.text.trim()).join(' '), ev: r.evidence(marks) });
    if (hsCode) r.set('goods[0].hsCode', { value: r.hs(hsCode, 'goods[0].hsCode'), ev });
    for (const [k, v] of Object.entries({ packages, grossWeight, netWeight, volume })) if (v) r.set(`goods[0].${k}`, { value: v, ev });
    return true;
  }
  return false;
}
