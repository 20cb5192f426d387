/**
 * Parties printed as form sections: a header ("Verkäufer", "DESTINATÁRIO / REMETENTE") over captioned
 * name, address and id cells or rows.
 */
import type { ExtractContext, FindOptions, LayoutLine } from './context.ts';
import type { FoundParty } from './invoice-parties.ts';
import { LABELS } from './parse/labels.ts';
import { findEmails, findPhones } from './parse/parties.ts';
import { findTaxIds, type TaxId } from './parse/taxid.ts';
import { fold } from './parse/text.ts';
import { allBold, columnFrom, lineAt, printedLeftOf } from './party-lines.ts';

export const NAME_LABELS = ['name', 'company', 'company name', 'firma', 'firmenname', 'nom', 'raison sociale', 'nombre', 'razon social', 'naam', 'bedrijfsnaam', 'nome', 'ragione sociale', 'denominacao'];
export const ADDRESS_LABELS = ['address', 'anschrift', 'adresse', 'direccion', 'domicilio', 'domicilio fiscal', 'adres', 'indirizzo', 'endereco', 'street'];
/** Cells that go on with an address printed as a grid of captions (district, postcode, town, state). */
export const ADDRESS_PARTS = ['bairro', 'bairro / distrito', 'district', 'cep', 'postcode', 'postal code', 'zip', 'zip code', 'city', 'town', 'municipio', 'uf', 'state', 'plz', 'ort', 'plz / ort', 'code postal', 'ville', 'codigo postal', 'ciudad', 'localidad', 'provincia', 'cap', 'citta'];
const PHONE_CAPTIONS = [...LABELS.phone, 'fone', 'fone / fax', 'telefone / fax', 'tel / fax'];
/** Every caption of a section's cells: none of them is another cell's value. */
const CAPTIONS = [...NAME_LABELS, ...ADDRESS_LABELS, ...ADDRESS_PARTS, ...PHONE_CAPTIONS, ...LABELS.taxId, ...LABELS.invoiceDate, ...LABELS.email];
const CAPTION_START = new RegExp(`^(?:${[...new Set(CAPTIONS)].sort((a, b) => b.length - a.length).map((c) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(?![\\p{L}\\d])`, 'u');

/** A cell's value: not the caption's second name ("/ RAZÃO SOCIAL") nor the caption of the cell beside or under it. */
const CELL_VALUES: FindOptions = { accept: (v) => {
  const t = v.trim();
  return t.length > 0 && !t.startsWith('/') && !CAPTION_START.test(fold(t));
} };
/** A line led by its own caption ("RFC: …", "Uso CFDI: …"): another row of the form, not a value's continuation. */
const CAPTION_LED = /^\s*\p{L}[\p{L}\d .\/-]{0,30}:\s/u;
const PHONE_VALUES: FindOptions = { accept: (v) => /^\+?\(?\d[\d ()./-]{6,}\d$/.test(v.trim()) };

/**
 * A party printed as a form section: a header ("Verkäufer") over label/value rows ("Name: …",
 * "Anschrift: …"). The section ends at the next header aligned with this one.
 */
export function sectionParty(ctx: ExtractContext, header: LayoutLine): FoundParty | null {
  const h = header.bbox[3] - header.bbox[1];
  const below = ctx.pageLines(header.page).filter((l) => l.bbox[1] > header.bbox[3] - 1 && l.bbox[1] < header.bbox[3] + h * 16);
  // Most headers head no form: without a name label below, the section is not worth marking out.
  if (!below.some((l) => ctx.labelAt(NAME_LABELS, l.index) !== null)) return null;
  below.sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]);
  const section: LayoutLine[] = [];
  const boldHeader = allBold(header);
  for (const l of below) {
    const isHeader = Math.abs(l.bbox[0] - header.bbox[0]) < 4 && allBold(l) && boldHeader && !/:\s*$/.test(l.text);
    if (isHeader) break;
    section.push(l);
  }
  const inSection = new Set(section.map((l) => l.index));
  const where = { pages: [header.page], lines: inSection, ...CELL_VALUES };
  const labelled = ctx.findAll(NAME_LABELS, where)[0];
  if (!labelled) return null;
  const name = { ...labelled, text: wrappedValue(section, lineAt(ctx, labelled), labelled.text) };
  const addr = ctx.findAll(ADDRESS_LABELS, where)[0];
  const addrLines: string[] = [];
  if (addr) {
    const first = lineAt(ctx, addr);
    addrLines.push(addr.text);
    // Continuation lines of the value column, in its type, while nothing is printed to their left (another label's row).
    for (const l of columnFrom(ctx, first).slice(1)) {
      if (printedLeftOf(section, l, h / 2) || !inSection.has(l.index) || !sameSize(l, first) || CAPTION_LED.test(l.text)) break;
      addrLines.push(l.text);
    }
    // An address printed as captioned cells ("ENDEREÇO | BAIRRO | CEP", "MUNICÍPIO | UF"): the cells in reading order.
    // Read inline or under the caption only: right of it sits the next cell's caption.
    const parts = ctx.findAll(ADDRESS_PARTS, { ...where, positions: ['inline', 'below'] }).filter((p) => p.line !== addr.line);
    const top = (p: (typeof parts)[number]) => ctx.layout.lines[p.line].bbox;
    parts.sort((a, b) => (Math.abs(top(a)[1] - top(b)[1]) < h / 2 ? top(a)[0] - top(b)[0] : top(a)[1] - top(b)[1]));
    for (const part of parts) if (!addrLines.includes(part.text)) addrLines.push(part.text);
  }
  let tax: Pick<TaxId, 'value'> | undefined = foreignTaxId(section);
  if (!tax) for (const l of section) if ((tax = findTaxIds(l.text)[0])) break;
  const contact = section.map((l) => l.text).join('\n');
  return {
    party: {
      name: name.text,
      address: addrLines.length ? addrLines.join(', ') : null,
      taxId: tax?.value ?? null,
      email: findEmails(contact)[0]?.value ?? null,
      phone: findPhones(contact)[0]?.value ?? ctx.findAll(PHONE_CAPTIONS, { pages: [header.page], lines: inSection, ...PHONE_VALUES })[0]?.text ?? null,
    },
    lines: section.map((l) => l.index),
    found: name,
    factor: 0.95,
  };
}

/** A foreign party's tax id under the CFDI caption "Num. Reg. Id. Trib." (NumRegIdTrib): any format, its country's. */
const FOREIGN_TAX_ID = /\b(?:num\.?\s*reg\.?\s*id\.?\s*trib\.?|numregidtrib)\s*[:#]?\s*([A-Z0-9][A-Z0-9\-./]{3,}[A-Z0-9])/i;

function foreignTaxId(section: readonly LayoutLine[]): Pick<TaxId, 'value'> | undefined {
  for (const l of section) {
    const m = FOREIGN_TAX_ID.exec(l.text);
    if (m) return { value: m[1] };
  }
  return undefined;
}

/**
 * A value printed over several lines of its column ("MVM Musterhafter" / "Versicherungsverein …"), the
 * label's row in the middle: the lines right above and below in the same column, in the same type, on rows
 * that carry no label of their own.
 */
function wrappedValue(section: LayoutLine[], value: LayoutLine, text: string): string {
  const h = value.bbox[3] - value.bbox[1];
  const bold = allBold(value);
  const sameColumn = (l: LayoutLine) => l !== value && Math.abs(l.bbox[0] - value.bbox[0]) < 4 && allBold(l) === bold && sameSize(l, value) && !printedLeftOf(section, l, h / 2) && !CAPTION_LED.test(l.text);
  const parts = [text];
  let top = value;
  for (let k = 0; k < 2; k++) {
    const above = section.find((l) => l.bbox[3] <= top.bbox[1] + 1 && top.bbox[1] - l.bbox[3] < h * 0.5 && sameColumn(l));
    if (!above) break;
    parts.unshift(above.text.trim());
    top = above;
  }
  let bottom = value;
  for (let k = 0; k < 2; k++) {
    const under = section.find((l) => l.bbox[1] >= bottom.bbox[3] - 1 && l.bbox[1] - bottom.bbox[3] < h * 0.5 && sameColumn(l));
    if (!under) break;
    parts.push(under.text.trim());
    bottom = under;
  }
  return parts.join('\n');
}


/** Two lines in one type size (a cell's caption prints smaller than its value). */
function sameSize(a: LayoutLine, b: LayoutLine): boolean {
  const sa = a.words[0]?.fontSize;
  const sb = b.words[0]?.fontSize;
  return sa === undefined || sb === undefined || Math.abs(sa - sb) <= 0.5;
}
