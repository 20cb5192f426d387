/**
 * A party read at its label ("Bill to", "Sold by"): the value inline, right of the label or under it, and the
 * lines under that value, or the rows of a label/value list, a colon grid or a form section it heads.
 */
import type { ExtractContext, Found, LayoutLine } from './context.ts';
import type { FoundParty } from './invoice-parties.ts';
import { parseParty } from './parse/parties.ts';
import { fold } from './parse/text.ts';
import { looksLikeCaption } from './logistics/captions.ts';
import { colonValueRight, columnFrom, INLINE_CONTACT, LED_BY_COLON, lineAt, SECOND_NAME } from './party-lines.ts';
import { sectionParty } from './party-section.ts';
import { captionedRowsParty, gridParty, oneLineParty, oneLineRowValue, rowValue } from './party-grid.ts';
import { LEGAL_FORM, onlyLegalForm, wrapsBeforeLegalForm } from './legal-form.ts';

/** A remark in brackets ("(Customer copy)"): no party's name or address line. */
const IN_BRACKETS = /^\(.*\)$/;
/** A value that ends in a colon: a caption heading a section, not a value. */
const ENDS_COLON = /:\s*$/;
/** A contact person's caption before the name it heads ("Attn:", "z. Hd."). */
const ATTN_CAPTION = /^(?:attn|z\.?\s?hd\.?|t\.a\.v\.?|a l'attention de)[:.]?\s*/i;
/** Punctuation after a party's name. */
const TRAILING_PUNCTUATION = /[\s,;:]+$/;

/** A document title ("INVOICE", "Tax invoice", "Copy"): no party's name. */
export const TITLE = /^(?:tax\s+)?(?:invoice|rechnung|facture|factura|factuur|fattura|fatura|receipt|quittung|credit note|gutschrift|avoir|kopie|copy|original|bill|statement)\b/i;

/** The lines of a block up to the first after its head that one of `stopLabels` starts (the next box's caption). */
function stopAtLabel(ctx: ExtractContext, lines: LayoutLine[], stopLabels: readonly string[]): LayoutLine[] {
  const out: LayoutLine[] = [];
  for (const [i, l] of lines.entries()) {
    if (i > 0 && ctx.labelAt(stopLabels, l.index) !== null) break;
    out.push(l);
  }
  return out;
}

/** A contact person's line in a recipient block ("Attn. Purchasing", "z. Hd. Frau Meier"): no part of the address. */
export const ATTN_LINE = /^(?:attn|attention|z\.?\s?hd|t\.a\.v|a l'attention de)\b/i;
/** A department the block is addressed to ("Buchhaltung / Accounts payable", "Purchasing Dept."): no part of the address. */
export const DEPARTMENT_LINE = /^(?:(?:kreditoren)?buchhaltung|accounts?\s+payable|accounting(?:\s+dep(?:t|artment))?|finance\s+dep(?:t|artment)|purchasing(?:\s+dep(?:t|artment))?|einkauf(?:sabteilung)?|procurement|comptabilit[eé](?:\s+fournisseurs)?|service\s+comptabilit[eé]|contabilidad|boekhouding|crediteurenadministratie)\.?(?:\s*\/\s*[\p{L} .]+)?$/iu;

/** Two letters in a row. (Regexes with Unicode classes are module constants: some builds make them anew per use.) */
const WORD = /\p{L}{2,}/u;

/** A value that can name a party: words, not a document title, a remark in parentheses or another field's caption ("Our ref."). */
function partyValue(v: string): boolean {
  const t = v.trim();
  // "/ Al-Amil" after "Bill To": the caption's second language, not a value.
  return WORD.test(t) && !TITLE.test(t) && t.length > 1 && !IN_BRACKETS.test(t) && !t.startsWith('/') && !looksLikeCaption(t);
}

/**
 * A party label followed on its line by an identifier's word only ("Customer no.", "Client ID", "Kunden-Nr."), or
 * by the word of the party's order ("Customer order", "Buyer's order no."): the caption of that identifier or order
 * reference, not of the party.
 */
export const ID_CAPTION_REST = /^[\s.:/-]*(?:(?:'s\s+)?order(?:\s+(?:no|nr|number|ref|#))?|no|nr|number|num|id|ref|reference|code|account|acct|#)\b[\s.:#]*$/i;

export const PARTY_VALUES = { accept: partyValue, preferBelow: true };
/** The longest party label ("from", "to") that, as a caption's second name, captions a place of the route. */
const SHORT_SECOND_NAME = 4;
/** The end of a caption's first name, before its second ("Nach / "). */
const BEFORE_SECOND_NAME = /\S\s*\/\s*$/;

/**
 * Whether the short party label at `at` of the folded caption `folded` is its second name ("Nach / To"), which
 * captions a place of the route; a bullet before it ("• To:", "- From") leaves it the party's caption.
 */
export function routeSecondName(folded: string, at: number, label: string): boolean {
  return at > 0 && label.length <= SHORT_SECOND_NAME && BEFORE_SECOND_NAME.test(folded.slice(0, at));
}

/** A place ending in its UN/LOCODE or airport code in parentheses ("GENOA (ITGOA)", "OSAKA, JAPAN (KIX)"). */
const CODED_PLACE = /^\p{L}[\p{L} ,.'-]*\((?:[A-Z]{2}[A-Z2-9]{3}|[A-Z]{3})\)\s*$/u;

/** A party read at a label (value inline, right or below, and the lines under that value). */
export function labelledParty(ctx: ExtractContext, labels: readonly string[], stopLabels: readonly string[]): FoundParty | null {
  return ctx.findFirst(labels, (f) => partyAt(ctx, rowValue(ctx, f, partyValue) ?? oneLineRowValue(ctx, f) ?? f, stopLabels), PARTY_VALUES);
}

/** The party read at a label's value `f`, or null when the value names none. */
export function partyAt(ctx: ExtractContext, f: Found, stopLabels: readonly string[]): FoundParty | null {
  // A header alone on its line ("Käufer/Leistungsempfänger") may head a form section of "Name:" rows.
  const labelLine = ctx.layout.lines[f.line];
  const labelText = labelLine.text.trim();
  // The label may be a caption's second name ("Kunden-Nr. / Customer no."): its rest is read where it ends.
  const folded = fold(labelText);
  const at = folded.indexOf(f.label);
  if (at >= 0 && ID_CAPTION_REST.test(labelText.slice(at + f.label.length))) return null;
  // "Von / From", "Nach / To": a short second name after a first one no party label knows captions a
  // place of the route; the party vocabulary knows the parties' captions in the first language.
  if (routeSecondName(folded, at, f.label)) return null;
  // "From  ANTWERP, BELGIUM (BEANR)": a short route caption over a place with its location code is a leg of the route.
  if (f.label.length <= SHORT_SECOND_NAME && CODED_PLACE.test(f.text)) return null;
  // "Vendor:" over "VAT no.:", "Address:", each with its value far right on its row: a label/value list.
  const listed = captionedRowsParty(ctx, labelLine, f, lineAt(ctx, f));
  if (listed) return listed;
  // "DESTINATÁRIO / REMETENTE": a header with its alternative or second-language name is a header alone.
  if (labelText.length <= f.label.length + 2 || SECOND_NAME.test(labelText.slice(f.label.length))) {
    const s = sectionParty(ctx, labelLine);
    if (s) return s;
  }
  if (ENDS_COLON.test(f.text)) return sectionParty(ctx, labelLine);
  const valueLine = lineAt(ctx, f);
  // "From   : KOBE, JAPAN" over "Via   : ROTTERDAM": rows of a colon grid, whose values sit right of their
  // captions; the line under such a caption is the next row's caption, not a party's name.
  if (valueLine.index !== labelLine.index && valueLine.bbox[1] >= labelLine.bbox[3] - 1 && (colonValueRight(ctx, labelLine) || colonValueRight(ctx, valueLine))) return null;
  const col = stopAtLabel(ctx, columnFrom(ctx, valueLine), stopLabels);
  // ": KOBE, JAPAN" over ": ROTTERDAM": the values of a colon grid, one field a row, not a party's block.
  // Unless the rows under the party's caption go on with its address and tax id.
  if (col.length > 1 && LED_BY_COLON.test(f.text) && LED_BY_COLON.test(col[1].text)) return gridParty(ctx, labelLine, f, columnFrom(ctx, valueLine));
  // A contact person under the block ("ATTN: MS. WANG LI") is no part of its address; one heading it names it.
  const texts = col
    .map((l, i) => (i === 0 ? f.text : l.text))
    .filter((t, i) => !IN_BRACKETS.test(t.trim()) && !(i > 0 && (ATTN_LINE.test(t.trim()) || DEPARTMENT_LINE.test(t.trim()))))
    .map((t) => t.replace(ATTN_CAPTION, '').replace(INLINE_CONTACT, ''));
  // "Yang Ming Marine Transport" / "Corp.": the name wrapped before its legal form.
  if (texts.length > 1 && !LEGAL_FORM.test(texts[0]) && (onlyLegalForm(texts[1]) || wrapsBeforeLegalForm(texts[0].trim(), texts[1].trim()))) texts.splice(0, 2, `${texts[0].trim()} ${texts[1].trim()}`);
  // "ACME Depot 2, 9 Mill Road, 12-345 Town" alone: the name and its address on one line.
  const oneLine = texts.length === 1 ? oneLineParty(texts[0]) : null;
  const party = parseParty(oneLine ?? texts);
  if (party.name) party.name = party.name.replace(TRAILING_PUNCTUATION, '');
  if (!party.name || party.name.length < 2) return null;
  return { party, lines: col.map((l) => l.index), found: f, factor: f.label.length <= 3 ? 0.85 : 0.95 };
}
