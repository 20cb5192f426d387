/**
 * Tax identifiers: EU VAT numbers (with the check digits of the member states that publish them), Swiss UID,
 * Norwegian MVA, UK VAT, India GSTIN, US EIN, Australian ABN, Malaysian GST numbers, Moroccan ICE, Mexican RFC, UAE TRN,
 * Japanese qualified-invoice numbers, Brazilian CNPJ, Chinese USCC, Kenyan KRA PIN, Colombian NIT, South African VAT,
 * Canadian BN, Egyptian tax registration numbers. `valid` is null when no check exists.
 */

export interface TaxId {
  /** Normalised: no spaces, dots or dashes (except EIN/CHE forms kept readable). */
  value: string;
  kind: 'VAT' | 'GSTIN' | 'EIN' | 'ABN' | 'UID' | 'GST' | 'ICE' | 'RFC' | 'TRN' | 'JCT' | 'CNPJ' | 'USCC' | 'PIN' | 'NIT' | 'RUT' | 'TIN';
  country: string;
  /** Check digit outcome: true/false, or null when the scheme has no check we know. */
  valid: boolean | null;
  index: number;
  raw: string;
}

import { findIbans } from './bank.ts';
import { groupStart, matchesOf } from './text.ts';
import { luhnValid } from './luhn.ts';
import { latamTaxIds } from './taxid-latam.ts';
import { nationalTaxIds } from './taxid-national.ts';

export { isValidNit, isValidRut } from './taxid-latam.ts';

const VAT_PATTERNS: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/, BE: /^BE[01]\d{9}$/, BG: /^BG\d{9,10}$/, CY: /^CY\d{8}[A-Z]$/, CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/, DK: /^DK\d{8}$/, EE: /^EE\d{9}$/, EL: /^EL\d{9}$/, ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/, FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/, HR: /^HR\d{11}$/, HU: /^HU\d{8}$/,
  IE: /^IE(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/, IT: /^IT\d{11}$/, LT: /^LT(?:\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/, LV: /^LV\d{11}$/, MT: /^MT\d{8}$/, NL: /^NL\d{9}B\d{2}$/, PL: /^PL\d{10}$/, PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/, SE: /^SE\d{10}01$/, SI: /^SI\d{8}$/, SK: /^SK\d{10}$/, GB: /^GB(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  XI: /^XI(?:\d{9}|\d{12})$/, NO: /^NO\d{9}(?:MVA)?$/, CH: /^CHE\d{9}(?:MWST|TVA|IVA)?$/,
};

const digits = (s: string) => s.replace(/\D/g, '').split('').map(Number);

function mod11Weights(num: number[], weights: number[]): number {
  return num.reduce((s, v, i) => s + v * weights[i], 0) % 11;
}

/** Check-digit tests for the schemes that have a public one. */
const CHECKS: Record<string, (body: string) => boolean> = {
  DE: (b) => {
    const d = digits(b);
    let p = 10;
    for (let i = 0; i < 8; i++) {
      let s = (d[i] + p) % 10;
      if (s === 0) s = 10;
      p = (2 * s) % 11;
    }
    const check = 11 - p === 10 ? 0 : 11 - p;
    return check === d[8];
  },
  NL: (b) => {
    const nine = b.slice(0, 9);
    const d = digits(nine);
    const s = d.slice(0, 8).reduce((acc, v, i) => acc + v * (9 - i), 0);
    if (s % 11 === d[8]) return true;
    // Since 2020 sole traders get numbers validated by mod 97 over "NL" + number.
    const str = `2321${b.replace('B', '11')}`;
    return BigInt(str) % 97n === 1n;
  },
  FR: (b) => {
    const key = b.slice(0, 2);
    const siren = b.slice(2);
    if (!/^\d{2}$/.test(key)) return true; // alphanumeric keys use another scheme
    return Number(key) === (12 + 3 * (Number(siren) % 97)) % 97;
  },
  IT: (b) => luhnValid(b),
  BE: (b) => 97 - (Number(b.slice(0, 8)) % 97) === Number(b.slice(8)),
  AT: (b) => {
    const d = digits(b);
    let s = 0;
    for (let i = 0; i < 7; i++) {
      let x = i % 2 ? d[i] * 2 : d[i];
      if (x > 9) x = Math.floor(x / 10) + (x % 10);
      s += x;
    }
    return (10 - ((s + 4) % 10)) % 10 === d[7];
  },
  PL: (b) => mod11Weights(digits(b), [6, 5, 7, 2, 3, 4, 5, 6, 7]) === digits(b)[9],
  DK: (b) => digits(b).reduce((s, v, i) => s + v * [2, 7, 6, 5, 4, 3, 2, 1][i], 0) % 11 === 0,
  FI: (b) => {
    const r = mod11Weights(digits(b), [7, 9, 10, 5, 8, 4, 2]);
    const c = r === 0 ? 0 : 11 - r;
    return c === digits(b)[7];
  },
  SE: (b) => luhnValid(b.slice(0, 10)),
  PT: (b) => {
    const r = mod11Weights(digits(b), [9, 8, 7, 6, 5, 4, 3, 2]);
    const c = 11 - r >= 10 ? 0 : 11 - r;
    return c === digits(b)[8];
  },
};

/** A printed VAT number without its separators, upper case. */
const VAT_SEPARATORS = /[\s.\-/]/g;
const vatForm = (printed: string): string => printed.toUpperCase().replace(VAT_SEPARATORS, '');

/** Normalise a printed EU-style VAT number and test its format and check digit. Null when not a VAT id. */
export function parseVatId(printed: string): Omit<TaxId, 'index' | 'raw'> | null {
  const v = vatForm(printed);
  const key = v.slice(0, 2);
  const re = VAT_PATTERNS[key];
  if (!re || !re.test(v)) return null;
  const country = key === 'EL' ? 'GR' : key === 'XI' ? 'GB' : key;
  const body = key === 'AT' ? v.slice(3) : key === 'CH' ? v.slice(3, 12) : v.slice(2);
  const check = CHECKS[key];
  return { value: v, kind: key === 'CH' ? 'UID' : 'VAT', country, valid: check ? check(body) : null };
}

/** Each VAT pattern without its end anchor: it matches a text exactly when some leading part of it is of that form. */
const VAT_HEADS: Record<string, RegExp> = Object.fromEntries(
  Object.entries(VAT_PATTERNS).map(([key, re]) => [key, new RegExp(re.source.replace(/\$$/, ''))]),
);

/**
 * Whether some leading part of `printed` has a VAT id's form (check digits aside). The candidates parseVatId
 * is asked about while a candidate's tail is trimmed are all leading parts of it: when none has the form,
 * the trimming is skipped (most candidates are words such as "DESCRIPTION 2").
 */
function mayLeadWithVatId(printed: string): boolean {
  const v = vatForm(printed);
  return VAT_HEADS[v.slice(0, 2)]?.test(v) ?? false;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** India GSTIN: 15 characters, mod-36 check character. */
export function isValidGstin(gstin: string): boolean {
  const g = gstin.toUpperCase();
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(g)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const v = GSTIN_CHARS.indexOf(g[i]) * (i % 2 ? 2 : 1);
    sum += Math.floor(v / 36) + (v % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] === g[14];
}

/** Australian ABN: 11 digits, weighted mod 89 after subtracting 1 from the first digit. */
export function isValidAbn(abn: string): boolean {
  const d = digits(abn);
  if (d.length !== 11) return false;
  d[0] -= 1;
  const w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  return d.reduce((s, v, i) => s + v * w[i], 0) % 89 === 0;
}

const VAT_CANDIDATE =
  /(?<![A-Z0-9])((?:ATU|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|GB|XI|NO)[\s.-]?[0-9A-Z][0-9A-Z .\-]{6,16}[0-9A-Z]|CHE[\s.-]?\d{3}[.\s]?\d{3}[.\s]?\d{3}(?:\s?(?:MWST|TVA|IVA))?)/g;
const GSTIN_RE = /(?<![A-Z0-9])(\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z])(?![A-Z0-9])/g;
const EIN_RE = /(?<![\d-])(\d{2}-\d{7})(?![\d-])/g;
const ABN_RE = /\bABN:?\s*(\d{2}\s?\d{3}\s?\d{3}\s?\d{3})\b/g;

/**
 * Malaysia's GST registration number (2015–2018): twelve digits, always after its label ("GST ID : 000306020352",
 * "GST REG NO 000243941376", "(GST ID NO: 000504664064)"); twelve bare digits are any number.
 */
const MY_GST_RE = /\bGST\s*(?:REG(?:ISTRATION)?\.?\s*)?(?:ID\s*)?(?:NO\.?\s*)?[:#.]?\s*(\d{12})(?!\d)/g;

/** Korea's business registration number (사업자등록번호): 000-00-00000, only after its label; kept with its dashes. */
const KR_BRN_RE = /\b(?:BUSINESS\s+REG(?:ISTRATION)?\.?\s*(?:NO|NUMBER)\.?|BRN)\s*[:#.]?\s*(\d{3}-\d{2}-\d{5})(?![\d-])/g;
const EIN_LABEL = /\b(?:EIN|TAX ?ID|FEDERAL ID|FEIN|TIN|IRS)\b/i;
/** Morocco's Identifiant Commun de l'Entreprise: 15 digits, only after its label ("ICE 001528447000092", "ICE : …"). */
const ICE_RE = /\bICE\s*(?:N[°O.]?\s*)?[:#.]?\s*(\d{3}\s?\d{3}\s?\d{3}\s?\d{6}|\d{15})(?!\d)/g;
/** The generic RFCs SAT assigns to a foreign buyer (XEXX010101000) and the general public (XAXX010101000): no one's own tax id. */
const GENERIC_RFC = /^X[AE]XX010101000$/;
/**
 * Mexico's Registro Federal de Contribuyentes: 3 (companies) or 4 (persons) letters, the date YYMMDD and a
 * 3-character check ("RFC: ABC010203XY1"), only after its label.
 */
const RFC_RE = /\bR\.?F\.?C\.?\s*[:#.]?\s*([A-ZÑ&]{3,4})[\s-]?(\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01]))[\s-]?([A-Z0-9]{3})(?![A-Z0-9])/g;
/** The UAE's Tax Registration Number: 15 digits starting 100, only after its label ("TRN: 100234567800003", "TRN / al-Raqam al-Daribi: …"). */
const TRN_RE = /\bTRN\b[^\d\n]{0,40}?(100\d{12})(?!\d)/g;
/** Japan's qualified-invoice issuer number: T and the 13-digit corporate number, its first digit a check digit. */
const JCT_RE = /(?<![A-Z0-9])T-?(\d{13})(?![\d])/g;
/** Brazil's CNPJ as printed: 12.345.678/0001-90, two mod-11 check digits. */
const CNPJ_RE = /(?<![\d./-])(\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2})(?![\d./-])/g;
/** Kenya's KRA Personal Identification Number: a letter, 9 digits, a letter, only after its label ("KRA PIN P051234567Q", "PIN No: A012345678Z"). */
const KRA_PIN_RE = /\b(?:KRA\s*)?PIN\b\s*(?:NO\.?|NUMBER)?\s*[:#.]?\s*([AP]\d{9}[A-Z])(?![A-Z0-9])/g;
/** China's Unified Social Credit Code: 18 characters, only after its label ("USCC: 91370200MA3C4R7T2X"). */
const USCC_RE = /\b(?:USCC|UNIFIED SOCIAL CREDIT CODE|SOCIAL CREDIT CODE)\b[\s.:#]*([0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10})(?![A-Z0-9])/g;

/**
 * Thailand's 13-digit tax identification number, only after its label ("TAX ID 0105553004127",
 * "Tax ID No.: 0-1055-53004-12-7"); thirteen bare digits are any number.
 */
const TH_TIN_RE = /\bTAX\s*(?:ID(?:ENTIFICATION)?|REG(?:ISTRATION)?)\.?\s*(?:NO\.?|NUMBER)?\s*[:#.]?\s*(\d(?:[\s-]?\d){12})(?![\d-])/g;
/**
 * Saudi Arabia's VAT registration number: 15 digits that begin and end with 3, only after a VAT label
 * ("VAT No.: 310123456700003", "VAT Registration No. 3101…").
 */
const SA_VAT_RE = /\bVAT\b[^\d\n]{0,30}?(3\d{13}3)(?!\d)/g;

/** Thai TIN check digit: the first 12 digits weighted 13 down to 2, (11 - sum mod 11) mod 10. */
function isValidThaiTin(n: string): boolean {
  const d = digits(n);
  if (d.length !== 13) return false;
  let s = 0;
  for (let i = 0; i < 12; i++) s += d[i] * (13 - i);
  return (11 - (s % 11)) % 10 === d[12];
}

/** The check digit of a Japanese corporate number (the first of 13) against the other 12. */
/**
 * Poland's NIP after its caption, without the "PL" prefix a VAT id carries ("NIP: 123-456-32-18", "NIP 1234563218"):
 * the caption tells it, so the id is read as printed whatever its check digit says.
 */
const NIP_RE = /\bNIP\b\s*(?:NR|NO)?\.?\s*[:#]?\s*(\d{3}[-\s]?\d{3}[-\s]?\d{2}[-\s]?\d{2}|\d{3}[-\s]?\d{2}[-\s]?\d{2}[-\s]?\d{3})(?![\d-])/g;

/** NIP check digit: weights 6 5 7 2 3 4 5 6 7, mod 11. */
function isValidNip(v: string): boolean {
  const d = digits(v);
  return d.length === 10 && mod11Weights(d.slice(0, 9), [6, 5, 7, 2, 3, 4, 5, 6, 7]) === d[9];
}

export function isValidJapaneseCorporateNumber(n: string): boolean {
  const d = digits(n);
  if (d.length !== 13) return false;
  let s = 0;
  for (let k = 1; k <= 12; k++) s += d[13 - k] * (k % 2 ? 1 : 2);
  return 9 - (s % 9) === d[0];
}

/** CNPJ check digits: weights 5..2,9..2 then 6..2,9..2, mod 11. */
function isValidCnpj(printed: string): boolean {
  const d = digits(printed);
  if (d.length !== 14) return false;
  const dv = (n: number): number => {
    let s = 0;
    for (let i = 0; i < n; i++) s += d[i] * ((n - 1 - i) % 8 + 2);
    const r = s % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return dv(12) === d[12] && dv(13) === d[13];
}

/** The end of an IBAN label: a candidate right after one is the account number. */
const AFTER_IBAN = /IBAN\W*$/i;
const byIndex = (a: TaxId, b: TaxId): number => a.index - b.index;

const NO_TAX_IDS: readonly TaxId[] = Object.freeze([]);
const DIGIT = /\d/;
/** A letter, or what upper-casing may make one (ß, ligatures): every form needs letters besides digits. */
const LETTERISH = /[A-Za-z\u0080-\uffff]/;

/**
 * Tax ids printed in `text`. EINs are only reported when `text` names them (EIN / Tax ID / Federal ID),
 * because `12-3456789` is otherwise just a number. The result is shared between calls with the same text:
 * read it, never change it.
 */
export function findTaxIds(text: string): readonly TaxId[] {
  // Every form (VAT patterns, GSTIN, EIN, ABN) holds digits and letters (a prefix, a name): most label and
  // name lines have no digit, most figures no letter. Those are answered without a memo entry, and so are
  // texts too short for the shortest form (10 characters; upper-casing makes a character 3 at most).
  // A CNPJ is the one form of digits only, told by its slash.
  if (text.length < 4 || !DIGIT.test(text) || (!LETTERISH.test(text) && !text.includes('/'))) return NO_TAX_IDS;
  const hit = taxMemo.get(text);
  if (hit) return hit;
  const found = scanTaxIds(text);
  const out = found.length ? found : NO_TAX_IDS;
  if (taxMemo.size >= 10_000) taxMemo.clear();
  taxMemo.set(text, out);
  return out;
}

// Header lines are searched for tax ids by several extractors (country hint, parties, issuer): kept per text.
const taxMemo = new Map<string, readonly TaxId[]>();

/** Forget the kept answers (at the start of each document: the memo serves repeats within one document). */
export function clearTaxIdMemo(): void {
  taxMemo.clear();
}

function scanTaxIds(text: string): TaxId[] {
  const out: TaxId[] = [];
  const upper = text.toUpperCase();
  let ibans: ReturnType<typeof findIbans> | null = null;
  for (const m of matchesOf(VAT_CANDIDATE, upper)) {
    if (!mayLeadWithVatId(m[1])) continue;
    ibans ??= findIbans(text);
    if (ibans.some((i) => m.index < i.index + i.raw.length && m.index + m[1].length > i.index)) continue;
    if (AFTER_IBAN.test(upper.slice(Math.max(0, m.index - 8), m.index))) continue;
    // Trim trailing words glued by the permissive tail, longest valid prefix first.
    let cand = m[1];
    let parsed = parseVatId(cand);
    while (!parsed && cand.length > 8) {
      cand = cand.slice(0, -1).trim();
      parsed = parseVatId(cand);
    }
    // A VAT id's digits are the whole run: "GST REG NO 000243941376" (Malaysian) holds no Norwegian id.
    if (parsed && DIGIT.test(cand.charAt(cand.length - 1)) && DIGIT.test(upper.charAt(m.index + cand.length))) continue;
    if (parsed) out.push({ ...parsed, index: m.index, raw: text.slice(m.index, m.index + cand.length) });
  }
  // GSTINs hold a Z, EINs a dash, ABNs are named: the searches a text cannot answer are skipped.
  if (upper.includes('Z')) {
    for (const m of matchesOf(GSTIN_RE, upper)) {
      out.push({ value: m[1], kind: 'GSTIN', country: 'IN', valid: isValidGstin(m[1]), index: m.index, raw: m[1] });
    }
  }
  if (text.includes('-') && EIN_LABEL.test(text)) {
    for (const m of matchesOf(EIN_RE, text)) out.push({ value: m[1], kind: 'EIN', country: 'US', valid: null, index: m.index, raw: m[1] });
  }
  if (upper.includes('REG') || upper.includes('BRN')) {
    for (const m of matchesOf(KR_BRN_RE, upper)) out.push({ value: m[1], kind: 'TIN', country: 'KR', valid: null, index: m.index + m[0].length - m[1].length, raw: m[1] });
  }
  if (upper.includes('GST')) {
    for (const m of matchesOf(MY_GST_RE, upper)) {
      out.push({ value: m[1], kind: 'GST', country: 'MY', valid: null, index: m.index + m[0].length - 12, raw: m[1] });
    }
  }
  if (upper.includes('ICE')) {
    for (const m of matchesOf(ICE_RE, upper)) {
      const v = m[1].replace(/\s/g, '');
      out.push({ value: v, kind: 'ICE', country: 'MA', valid: null, index: m.index, raw: text.slice(groupStart(m), m.index + m[0].length) });
    }
  }
  if (upper.includes('RFC') || upper.includes('R.F.C')) {
    for (const m of matchesOf(RFC_RE, upper)) {
      // SAT's generic RFCs (XEXX010101000 for foreign parties, XAXX010101000 for the general public) are nobody's id.
      if (GENERIC_RFC.test(m[1] + m[2] + m[3])) continue;
      out.push({ value: m[1] + m[2] + m[3], kind: 'RFC', country: 'MX', valid: null, index: m.index, raw: text.slice(m.index + Math.max(0, m[0].search(/[A-ZÑ&]{3,4}[\s-]?\d{6}/)), m.index + m[0].length) });
    }
  }
  if (text.includes('ABN')) {
    for (const m of matchesOf(ABN_RE, text)) {
      const v = m[1].replace(/\s/g, '');
      out.push({ value: v, kind: 'ABN', country: 'AU', valid: isValidAbn(v), index: m.index, raw: m[1] });
    }
  }
  if (upper.includes('TRN')) {
    for (const m of matchesOf(TRN_RE, upper)) {
      out.push({ value: m[1], kind: 'TRN', country: 'AE', valid: null, index: groupStart(m), raw: m[1] });
    }
  }
  if (upper.includes('T')) {
    for (const m of matchesOf(JCT_RE, upper)) {
      if (!isValidJapaneseCorporateNumber(m[1])) continue;
      out.push({ value: `T${m[1]}`, kind: 'JCT', country: 'JP', valid: true, index: m.index, raw: m[0] });
    }
  }
  if (text.includes('/')) {
    for (const m of matchesOf(CNPJ_RE, text)) out.push({ value: m[1], kind: 'CNPJ', country: 'BR', valid: isValidCnpj(m[1]), index: m.index, raw: m[1] });
  }
  if (upper.includes('PIN')) {
    for (const m of matchesOf(KRA_PIN_RE, upper)) {
      out.push({ value: m[1], kind: 'PIN', country: 'KE', valid: null, index: m.index, raw: text.slice(groupStart(m), m.index + m[0].length) });
    }
  }
  latamTaxIds(text, upper, out);
  nationalTaxIds(text, upper, out);
  if (upper.includes('TAX')) {
    for (const m of matchesOf(TH_TIN_RE, upper)) {
      const at = groupStart(m);
      const v = m[1].replace(/[\s-]/g, '');
      out.push({ value: v, kind: 'TIN', country: 'TH', valid: isValidThaiTin(v), index: at, raw: text.slice(at, at + m[1].length) });
    }
  }
  if (upper.includes('VAT')) {
    for (const m of matchesOf(SA_VAT_RE, upper)) {
      const at = groupStart(m);
      out.push({ value: m[1], kind: 'VAT', country: 'SA', valid: null, index: at, raw: m[1] });
    }
  }
  if (upper.includes('NIP')) {
    for (const m of matchesOf(NIP_RE, upper)) {
      const at = groupStart(m);
      const v = m[1].replace(/[\s-]/g, '');
      out.push({ value: v, kind: 'VAT', country: 'PL', valid: isValidNip(v), index: at, raw: text.slice(at, at + m[1].length) });
    }
  }
  if (upper.includes('CREDIT CODE') || upper.includes('USCC')) {
    for (const m of matchesOf(USCC_RE, upper)) {
      const at = groupStart(m);
      out.push({ value: m[1], kind: 'USCC', country: 'CN', valid: null, index: m.index, raw: text.slice(at, at + m[1].length) });
    }
  }
  return out.length > 1 ? out.sort(byIndex) : out;
}
