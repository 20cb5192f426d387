/**
 * Contracts (DOCUMENT-TYPES.md): number, title, parties with their roles and addresses, effective and
 * expiration dates, total value and currency, governing law, payment terms. Contracts state most of this in
 * running text rather than in labelled boxes, so every field is looked for both ways: a label ("Governing
 * law:") first, then the phrases contracts are written in ("… (the "Supplier") …", "governed by the laws
 * of …"), matched on folded text and reported as printed, with the lines they span as evidence.
 */
import type { BBox } from '../types.ts';
import type { Block, ExtractContext, LayoutLine, PartialExtraction } from './context.ts';
import {
  ADDRESS_INTRO,
  BETWEEN,
  CONTRACT_LABELS,
  CONTRACT_WORDS,
  EFFECTIVE_CUES,
  EXPIRY_CUES,
  LAW_PATTERNS,
  PAYMENT_PATTERNS,
  ROLE_DEFINITION,
  ROLE_LABELS,
  VALUE_CUES,
} from './contract-vocab.ts';
import { FieldRecorder } from './invoice.ts';
import { findCurrency, findLabelledDate, idToken, type Valued } from './invoice-fields.ts';
import { foldWithMap } from './label-index.ts';
import { findAmounts } from './parse/amounts.ts';
import { findCurrencies, isCurrencyCode } from './parse/currency.ts';
import { findDates } from './parse/dates.ts';
import { looksLikeAddress } from './parse/parties.ts';
import { fold } from './parse/text.ts';

/** Running text is searched on the first pages for parties, on all pages (up to this many characters) otherwise. */
const PARTY_PAGES = 2;
const TEXT_BUDGET = 200_000;

interface ContractParty {
  name: string;
  role: string | null;
  address: string | null;
}

/** A block's text folded for matching, with the way back to the printed text and its lines. */
class BlockText {
  readonly printed: string;
  readonly folded: string;
  private readonly map: number[];
  private readonly starts: number[] = [];

  constructor(
    readonly block: Block,
    private readonly lines: LayoutLine[],
  ) {
    let at = 0;
    for (const l of lines) {
      this.starts.push(at);
      at += l.text.length + 1;
    }
    this.printed = lines.map((l) => l.text).join('\n');
    const f = foldWithMap(this.printed);
    this.folded = f.folded;
    this.map = f.map;
  }

  /** Printed offset of folded offset `i` (the end of the text for `i` past the end). */
  at(i: number): number {
    return i >= this.map.length ? this.printed.length : this.map[i];
  }

  /** The printed text of folded range [from, to), its whitespace collapsed. */
  text(from: number, to: number): string {
    return this.printed.slice(this.at(from), to >= this.map.length ? this.printed.length : this.map[to - 1] + 1).replace(/\s+/g, ' ').trim();
  }

  /** Evidence of printed range [from, to): the lines it touches. */
  found(from: number, to: number, text: string, factor: number): Valued<string> {
    const touched = this.lines.filter((_, k) => this.starts[k] < to && this.starts[k] + this.lines[k].text.length + 1 > from);
    const ls = touched.length ? touched : this.lines.slice(0, 1);
    const bbox: BBox = [Math.min(...ls.map((l) => l.bbox[0])), Math.min(...ls.map((l) => l.bbox[1])), Math.max(...ls.map((l) => l.bbox[2])), Math.max(...ls.map((l) => l.bbox[3]))];
    const first = ls[0];
    return {
      value: text,
      found: { text, page: first.page, bbox, confidence: Math.min(...ls.map((l) => l.confidence)), source: first.source, label: '', line: first.index },
      factor,
    };
  }
}

function blockTexts(ctx: ExtractContext, maxPage = Infinity): BlockText[] {
  const out: BlockText[] = [];
  let budget = TEXT_BUDGET;
  for (const b of ctx.layout.blocks) {
    if (b.page > maxPage || budget <= 0) continue;
    const lines = b.lines.map((i) => ctx.layout.lines[i]);
    const t = new BlockText(b, lines);
    budget -= t.printed.length;
    out.push(t);
  }
  return out;
}

const capitalised = (s: string): string => (s ? s[0].toUpperCase() + s.slice(1) : s);
const LEADING_CONNECTOR = /^[\s,;:]*(?:and|und|et|y|e|en|as well as|sowie|ainsi que)\s*:?\s+/i;
/** Words before a party's name: "the undersigned:", "la société", "die Firma". */
const PARTY_INTRO = /^(?:(?:les soussign[ée]s|the undersigned|die unterzeichnenden|los abajo firmantes|ondergetekenden|i sottoscritti|os abaixo assinados)\s*:?\s*)?(?:(?:la|le|the|die|der|de|het|il|a|o|el)\s+)?(?:soci[ée]t[ée]|company|firma|gesellschaft|empresa|sociedad|vennootschap|societ[àa]|sociedade|compagnie|entreprise)\s+/i;
const ARTICLE = /^(?:the|le|la|l'|el|der|die|das|de|het|il|lo|o|a)\s*/i;
// A comma ends the name unless a legal form follows it ("ACME Holdings, Inc.").
const NAME_END = /,(?!\s*(?:inc|ltd|llc|l\.l\.c|co|corp|s\.a|b\.v|n\.v|gmbh|ag|plc|s\.r\.l|s\.p\.a|lda|sarl|sas|kg)\b)|\n|\s(?:a|an|eine?|une?|una?|een) (?:company|corporation|limited|gmbh|société|societe|sociedad|vennootschap|società|societa|sociedade)\b/i;

/** Parties defined in running text: "between ACME Ltd, having its office at …, (the "Supplier") and …". */
function definedParties(texts: BlockText[]): Array<{ party: ContractParty; at: Valued<string> }> {
  const out: Array<{ party: ContractParty; at: Valued<string> }> = [];
  for (const t of texts) {
    const betweens = [...t.folded.matchAll(BETWEEN)].map((m) => m.index + m[0].length);
    let prevEnd = 0;
    for (const m of t.folded.matchAll(ROLE_DEFINITION)) {
      const p = m.index;
      const end = prevEnd;
      prevEnd = p + m[0].length;
      // Defined terms name parties when the role is one ("the Supplier"), or inside the clause that lists
      // them ("between …"); the contract itself, its services or dates are defined the same way.
      const role = m[1].trim();
      const known = ROLE_WORDS.has(role.replace(/^(?:the|le|la|l'|el|der|die|de|il|o|a) /, ''));
      const opened = betweens.filter((b) => b <= p);
      if (CONTRACT_WORDS.test(role) || NOT_PARTIES.test(role) || (!known && !opened.length)) continue;
      const start = Math.max(end, ...opened);
      const from = t.at(start);
      const to = t.at(p);
      let segment = t.printed.slice(from, to).replace(LEADING_CONNECTOR, '').replace(PARTY_INTRO, '');
      const skipped = t.printed.slice(from, to).length - segment.length;
      // A party set out on lines of its own ends its name at the line's end; in a paragraph a line break
      // is only where the sentence wrapped.
      if (!/(?:^|\n)[\s:]*$/.test(t.printed.slice(0, from + skipped))) segment = segment.replace(/\n/g, ' ');
      const cut = NAME_END.exec(segment);
      const name = (cut ? segment.slice(0, cut.index) : segment).replace(/\s+/g, ' ').replace(/^[\s,;:]+|[\s,;:]+$/g, '');
      if (!name || name.length > 100 || !/\p{L}{2}/u.test(name) || name.split(' ').length > 12) continue;
      segment = cut ? segment.slice(cut.index) : '';
      const intro = ADDRESS_INTRO.exec(fold(segment));
      let address: string | null = null;
      if (intro) {
        // The folded segment has the same words: find where the intro ends in the printed one by word count.
        const words = fold(segment).slice(0, intro.index + intro[0].length).split(' ').filter(Boolean).length;
        address = segment.split(/\s+/).filter(Boolean).slice(words).join(' ');
      } else {
        const rest = segment.split('\n').map((x) => x.replace(/^[\s,;]+|[\s,;]+$/g, '')).filter(Boolean);
        const addr = rest.filter((x) => looksLikeAddress(x));
        if (addr.length) address = addr.join(', ');
      }
      address = address?.replace(/[\s,;]+$/, '').replace(/,?\s+(?:and|und|et|y|en|e)$/i, '').trim() || null;
      const indices = (m as RegExpMatchArray & { indices?: Array<[number, number]> }).indices;
      const printedRole = indices?.[1] ? t.text(indices[1][0], indices[1][1]) : role;
      const at = t.found(from + skipped, t.at(p + m[0].length), name, known ? 0.9 : 0.8);
      out.push({ party: { name, role: capitalised(printedRole.replace(ARTICLE, '')), address: address && address.length <= 200 ? address : null }, at });
    }
  }
  return out;
}

const ROLE_WORDS = new Set(ROLE_LABELS.map((r) => r.replace(/^(?:the|le|la|l'|el|der|die|de|il|o|a) /, '')));
/** Defined terms that are never parties. */
const NOT_PARTIES = /^(?:the )?(?:effective date|term|services?|products?|goods|territory|confidential information|work|deliverables|fees?|price|premises|property|schedule|annex|parties|party|software|equipment|vertragsgegenstand|leistungen|ware|prestations|servicios|diensten|servizi|servicos)$/;

/** A line that is only a role label ("Supplier:", "2. The Buyer"), maybe followed by the name after a colon. */
function roleLabelOf(line: LayoutLine, label: string): string | null {
  const f = fold(line.text).replace(/^[\s*•\d.)(-]+/, '');
  if (!f.startsWith(label) && !f.startsWith(`the ${label}`)) return null;
  const after = f.slice(f.indexOf(label) + label.length).trim();
  if (after !== '' && !after.startsWith(':') && !/^\(.*\)\s*:?$/.test(after)) return null;
  const printed = line.text.replace(/^[\s*•\d.)(-]+/, '');
  const colon = printed.indexOf(':');
  return (colon >= 0 ? printed.slice(0, colon) : printed).trim();
}

/** Parties in labelled blocks: "Supplier:" with the name beside or under it and the address below. */
function labelledParties(ctx: ExtractContext): Array<{ party: ContractParty; at: Valued<string> }> {
  const out: Array<{ party: ContractParty; at: Valued<string> }> = [];
  const nameLike = (v: string) => /\p{L}{2}/u.test(v) && v.length <= 100 && !v.trim().endsWith(':');
  const pages = ctx.pages.slice(0, PARTY_PAGES).map((p) => p.pageNumber);
  for (const f of ctx.findAll(ROLE_LABELS, { preferBelow: true, accept: nameLike, pages })) {
    const labelLine = ctx.layout.lines[f.line];
    const role = roleLabelOf(labelLine, f.label);
    if (!role) continue;
    const valueLine = ctx.layout.lines.find((l) => l.page === f.page && l.bbox[1] === f.bbox[1] && l.bbox[0] <= f.bbox[0] + 1 && l.bbox[2] >= f.bbox[2] - 1) ?? labelLine;
    const lines = ctx.pageLines(f.page);
    const k = lines.indexOf(valueLine);
    const address: string[] = [];
    for (let j = k + 1; j < lines.length && address.length < 3; j++) {
      const l = lines[j];
      if (l.block !== valueLine.block || Math.abs(l.bbox[0] - valueLine.bbox[0]) > 20 || ROLE_LABELS.some((r) => roleLabelOf(l, r))) break;
      if (!looksLikeAddress(l.text) && !/\d/.test(l.text)) break;
      address.push(l.text.trim());
    }
    out.push({ party: { name: f.text.replace(/[\s,;]+$/, ''), role, address: address.length ? address.join(', ') : null }, at: { value: f.text, found: f, factor: 1 } });
  }
  return out;
}

function findParties(ctx: ExtractContext, texts: BlockText[]): Array<{ party: ContractParty; at: Valued<string> }> {
  const seen = new Set<string>();
  const out: Array<{ party: ContractParty; at: Valued<string> }> = [];
  for (const p of [...labelledParties(ctx), ...definedParties(texts)]) {
    const key = fold(p.party.name);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}

/** The first date within `reach` characters after any cue of `cues`, in reading order. */
function cuedDate(ctx: ExtractContext, texts: BlockText[], cues: RegExp, reach: number): Valued<string> | null {
  for (const t of texts) {
    for (const m of t.folded.matchAll(cues)) {
      const from = t.at(m.index + m[0].length);
      const window = t.printed.slice(from, from + reach + 30);
      const d = findDates(window, ctx.dateOrder).find((x) => x.index <= reach);
      if (d) return { ...t.found(from + d.index, from + d.index + d.raw.length, d.raw, d.value.ambiguous ? 0.8 : 0.9), value: d.value.iso };
    }
  }
  return null;
}

const PERIOD_START = /(?:from|vom|du|del|van|dal|desde|de|between|zwischen|entre|tussen|tra)\s*$/i;
const PERIOD_JOIN = /^\s*(?:to|until|till|through|and|-|–|bis(?: zum)?|und|au|et|al|hasta(?: el)?|y|tot(?: en met)?|en|a|ate|e)\s*$/i;

/** "from 1 March 2025 to 28 February 2027": the term's first and last day. */
function period(ctx: ExtractContext, texts: BlockText[]): { start: Valued<string>; end: Valued<string> } | null {
  for (const t of texts) {
    const dates = findDates(t.printed, ctx.dateOrder);
    for (let i = 0; i + 1 < dates.length; i++) {
      const a = dates[i];
      const b = dates[i + 1];
      if (!PERIOD_START.test(t.printed.slice(Math.max(0, a.index - 12), a.index))) continue;
      if (!PERIOD_JOIN.test(t.printed.slice(a.index + a.raw.length, b.index))) continue;
      const f = (d: typeof a) => ({ ...t.found(d.index, d.index + d.raw.length, d.raw, 0.9), value: d.value.iso });
      return { start: f(a), end: f(b) };
    }
  }
  return null;
}

/** The contract's total value: labelled, else the first amount after a value phrase. */
function totalValue(ctx: ExtractContext, texts: BlockText[]): { amount: Valued<number>; currency: string | null } | null {
  const decimal = ctx.decimal ?? undefined;
  // "36 000,00 EUR": thousands grouped by plain spaces, which item figures never are in running text.
  const money = (s: string) => findAmounts(s.replace(/(?<=\d) (?=\d{3}(?!\d))/g, '\u00a0'), { decimal }).find((a) => a.value >= 1 && /\d{2}/.test(a.raw));
  const labelled = ctx.findValue(CONTRACT_LABELS.totalValue, { accept: (v) => money(v) !== undefined });
  if (labelled) {
    const a = money(labelled.text)!;
    return { amount: { value: a.value, found: labelled, factor: 1 }, currency: findCurrencies(labelled.text, ctx.countryHint)[0]?.value ?? null };
  }
  for (const t of texts) {
    for (const m of t.folded.matchAll(VALUE_CUES)) {
      const from = t.at(m.index + m[0].length);
      const window = t.printed.slice(from, from + 80);
      const a = money(window);
      if (!a) continue;
      const near = window.slice(Math.max(0, a.index - 6), a.index + a.raw.length + 6);
      const v = t.found(from + a.index, from + a.index + a.raw.length, a.raw, 0.9);
      return { amount: { ...v, value: a.value }, currency: findCurrencies(near, ctx.countryHint)[0]?.value ?? null };
    }
  }
  return null;
}

function lawIn(folded: string): { from: number; to: number } | null {
  for (const re of LAW_PATTERNS) {
    const m = re.exec(folded) as (RegExpExecArray & { indices?: Array<[number, number]> }) | null;
    if (m?.indices?.[1]) {
      const [from, to] = m.indices[1];
      const lead = /^(?:the )/.exec(folded.slice(from, to));
      return { from: from + (lead ? lead[0].length : 0), to };
    }
  }
  return null;
}

function governingLaw(ctx: ExtractContext, texts: BlockText[]): Valued<string> | null {
  const labelled = ctx.findValue(CONTRACT_LABELS.governingLaw, { accept: (v) => /\p{L}{3}/u.test(v) && v.length <= 300 });
  if (labelled) {
    const { folded, map } = foldWithMap(labelled.text);
    const span = lawIn(folded);
    if (span) return { value: labelled.text.slice(map[span.from], map[span.to - 1] + 1).trim(), found: labelled, factor: 1 };
    if (labelled.text.length <= 60 && !/\.\s*\S/.test(labelled.text)) return { value: labelled.text.trim(), found: labelled, factor: 0.95 };
  }
  for (const t of texts) {
    const span = lawIn(t.folded);
    if (!span) continue;
    const text = t.text(span.from, span.to);
    return t.found(t.at(span.from), t.at(span.to), text, 0.9);
  }
  return null;
}

function paymentTerms(ctx: ExtractContext, texts: BlockText[]): Valued<string> | null {
  const labelled = ctx.findValue(CONTRACT_LABELS.paymentTerms, { accept: (v) => v.trim().length >= 2 && v.length <= 200 });
  if (labelled) return { value: labelled.text.trim(), found: labelled, factor: 0.95 };
  for (const re of PAYMENT_PATTERNS) {
    for (const t of texts) {
      const m = re.exec(t.folded);
      if (!m) continue;
      const text = t.text(m.index, m.index + m[0].length).replace(/[\s,;]+$/, '');
      return t.found(t.at(m.index), t.at(m.index + m[0].length), text, 0.85);
    }
  }
  return null;
}

/** The title: the largest line near the top of the first page that names a contract. */
function title(ctx: ExtractContext): Valued<string> | null {
  const page = ctx.pages[0];
  if (!page) return null;
  const top = ctx.pageLines(page.pageNumber).filter((l) => l.bbox[1] < page.height * 0.45 && l.text.length <= 120 && CONTRACT_WORDS.test(fold(l.text)));
  const h = (l: LayoutLine) => l.bbox[3] - l.bbox[1];
  const best = top.sort((a, b) => h(b) - h(a) || a.bbox[1] - b.bbox[1])[0];
  if (!best) return null;
  return { value: best.text.trim(), found: { text: best.text, page: best.page, bbox: best.bbox, confidence: best.confidence, source: best.source, label: '', line: best.index }, factor: 0.9 };
}

const NUMBER_IN_TEXT = /(?:contract|agreement|vertrag|contrat|contrato|contratto|overeenkomst)\s*(?:no\.?|nr\.?|n°|nº|#|number|nummer|numero)\s*:?\s*/;

function contractNumber(ctx: ExtractContext): Valued<string> | null {
  const accept = (v: string) => idToken(v) !== null;
  const f = ctx.findValue(CONTRACT_LABELS.contractNumber, { accept });
  if (f) return { value: idToken(f.text)!, found: f, factor: 1 };
  // "SERVICE AGREEMENT No. SA-2025-014" in a heading or the first lines.
  for (const line of ctx.pageLines(ctx.pages[0]?.pageNumber ?? 1).slice(0, 40)) {
    const m = NUMBER_IN_TEXT.exec(fold(line.text));
    if (!m) continue;
    const { folded, map } = foldWithMap(line.text);
    const at = folded.indexOf(m[0]);
    const id = at >= 0 ? idToken(line.text.slice(map[at + m[0].length - 1] + 1)) : null;
    if (id) return { value: id, found: { text: id, page: line.page, bbox: line.bbox, confidence: line.confidence, source: line.source, label: '', line: line.index }, factor: 0.9 };
  }
  return null;
}

/** Extract a contract. */
export function extractContract(ctx: ExtractContext): PartialExtraction {
  const rec = new FieldRecorder(ctx);
  const all = blockTexts(ctx);
  const head = all.filter((t) => t.block.page <= (ctx.pages[PARTY_PAGES - 1]?.pageNumber ?? Infinity));
  const parties = findParties(ctx, head);
  const term = period(ctx, all);
  const effective = findLabelledDate(ctx, CONTRACT_LABELS.effectiveDate) ?? cuedDate(ctx, all, EFFECTIVE_CUES, 40) ?? term?.start ?? null;
  const expiry = findLabelledDate(ctx, CONTRACT_LABELS.expirationDate) ?? term?.end ?? cuedDate(ctx, all, EXPIRY_CUES, 12);
  const value = totalValue(ctx, all);
  const currency = value?.currency && isCurrencyCode(value.currency) ? { value: value.currency, found: value.amount.found, factor: 0.95 } : value ? findCurrency(ctx) : null;

  const data: Record<string, unknown> = {
    contractNumber: rec.put('contractNumber', contractNumber(ctx)),
    title: rec.put('title', title(ctx)),
    parties: parties.map((p, i) => {
      rec.put(`parties[${i}].name`, p.at);
      if (p.party.role) rec.put(`parties[${i}].role`, { ...p.at, factor: p.at.factor * 0.95 });
      if (p.party.address) rec.put(`parties[${i}].address`, { ...p.at, factor: p.at.factor * 0.9 });
      return p.party;
    }),
    effectiveDate: rec.put('effectiveDate', effective),
    expirationDate: rec.put('expirationDate', expiry && expiry.value !== effective?.value ? expiry : null),
    totalValue: rec.put('totalValue', value?.amount ?? null),
    currency: rec.put('currency', currency),
    governingLaw: rec.put('governingLaw', governingLaw(ctx, all)),
    paymentTerms: rec.put('paymentTerms', paymentTerms(ctx, all)),
  };
  if (typeof data.effectiveDate === 'string' && typeof data.expirationDate === 'string') {
    const ok = data.expirationDate >= data.effectiveDate;
    rec.check('expirationDate', 'after_effective_date', ok, ok ? undefined : `expiration ${data.expirationDate} precedes effective date ${data.effectiveDate}`, ['effectiveDate', 'expirationDate']);
  }
  if (parties.length < 2) rec.validation.push({ field: 'parties', check: 'two_parties', ok: false, message: `${parties.length} part${parties.length === 1 ? 'y' : 'ies'} found; a contract names at least two` });
  else rec.validation.push({ field: 'parties', check: 'two_parties', ok: true });
  return { data, fields: rec.fields, validation: rec.validation };
}
