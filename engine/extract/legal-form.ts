/**
 * Company legal forms (GmbH, B.V., Co., Ltd., LTDA, Baltic OÜ and UAB, L.L.C., Mexican S.A. de C.V. and S. de R.L. de C.V., …) and the ways names carry them: cut after the
 * form, a name wrapped before it, a line of forms alone.
 */
import type { LayoutLine } from './context.ts';
import { looksLikeAddress } from './parse/parties.ts';

export const LEGAL_FORM =
  /\b(?:S\.?\s?A\.?(?:\s?(?:P\.?\s?I\.?|B\.?))?\s+(?:de|DE)\s+C\.?\s?V\.?|S\.?\s?(?:de|DE)\s+R\.?\s?L\.?(?:\s+(?:de|DE)\s+C\.?\s?V\.?)?|GmbH|AG|KG|OHG|UG|e\.K\.|B\.V\.?|BV|N\.V\.?|NV|Ltd\.?|Limited|LLC|L\.L\.C\.|Inc\.?|Corp\.?|Corporation|Co\.|S\.A\.?|SA|SAS|SARL|Sarl|S\.L\.?|S\.p\.A\.?|SpA|S\.r\.l\.?|Srl|Lda|Ltda|LTDA|Oy|OÜ|UAB|AB|A\/S|ApS|Pvt\.?|Pte\.?|Sdn\.? Bhd\.?|SDN\.? BHD\.?|BHD|PLC|plc|LLP|GbR|SE|LTD\.?|LIMITED|INC\.?|CORP\.?|CORPORATION|GMBH|CO\.(?=,? ?(?:LTD|KG\b))|Dh\.M\.M\.?|W\.L\.L\.?|FZE|FZCO|FZ-LLC)(?![\p{L}])/u;

/** Separators between chained legal forms ("GmbH & Co. KG", "Co., Ltd.", "Pvt. Ltd."). */
const FORM_GAP = /^[\s,&]*/;

/** The legal-form words at the start of `text` ("Ltd. Bangalore" → "Ltd."), chained forms included; null when none. */
export function leadingLegalForm(text: string): string | null {
  let end = 0;
  for (;;) {
    const gap = end === 0 ? 0 : FORM_GAP.exec(text.slice(end))![0].length;
    const m = LEGAL_FORM.exec(text.slice(end + gap));
    if (!m || m.index !== 0) break;
    end += gap + m[0].length;
  }
  return end ? text.slice(0, end) : null;
}

/** A name cut after its legal form, the forms chained to it included ("COSCO Shipping Lines Co., Ltd."). */
export function nameToLegalForm(text: string, legal: RegExpExecArray): string {
  let end = legal.index + legal[0].length;
  const gap = FORM_GAP.exec(text.slice(end))![0].length;
  const more = gap ? leadingLegalForm(text.slice(end + gap)) : null;
  if (more) end += gap + more.length;
  return text.slice(0, end);
}

/** True when a line holds nothing but legal-form words (a name wrapped before "Corp."). */
export function onlyLegalForm(text: string): boolean {
  const t = text.trim();
  const form = leadingLegalForm(t);
  return form !== null && /^[\s,.]*$/.test(t.slice(form.length));
}

/**
 * A name wrapped onto the next line before its legal form ("METALÚRGICA SERRA AZUL INDÚSTRIA E" over
 * "COMÉRCIO LTDA"): the second line carries the form, no digits and no address words, the first none of them. A
 * lone short word or one ending in a colon over the name is its caption ("DE:", Italian "DA"), not its start.
 */
export function wrapsBeforeLegalForm(first: string, second: string): boolean {
  if (LEGAL_FORM.test(first) || /\d/.test(first) || looksLikeAddress(first)) return false;
  if (/:$/.test(first) || (!/\s/.test(first) && first.length <= 3)) return false;
  return LEGAL_FORM.test(second) && !/\d/.test(second) && !looksLikeAddress(second);
}

/**
 * The line right above a letterhead line that holds the start of its name: same column, type size and weight,
 * no gap, and the two read as one name wrapped before its legal form.
 */
export function nameLineAbove(lines: readonly LayoutLine[], l: LayoutLine): LayoutLine | null {
  const h = l.bbox[3] - l.bbox[1];
  const size = l.words[0]?.fontSize ?? h;
  const bold = l.words.every((w) => w.bold);
  for (const o of lines) {
    if (o === l || Math.abs(o.bbox[0] - l.bbox[0]) > 3 || o.bbox[3] > l.bbox[1] + h * 0.5 || l.bbox[1] - o.bbox[3] > h * 0.5) continue;
    if (Math.abs((o.words[0]?.fontSize ?? h) - size) > 0.5 || o.words.every((w) => w.bold) !== bold) continue;
    if (wrapsBeforeLegalForm(o.text.trim(), l.text.trim())) return o;
  }
  return null;
}
