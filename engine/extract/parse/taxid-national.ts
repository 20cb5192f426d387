/**
 * National tax ids told by their caption or form: South Africa's VAT number (ten digits from 4, Luhn-checked, read
 * only after a VAT caption: ten bare digits are any number), Canada's business number with its program account
 * ("123456789 RT0001": the RT account collects GST/HST; run together, or spaced after a BN/GST caption; Luhn),
 * Egypt's tax registration number (nine digits in threes, "Tax Reg. No. 123-456-789", after its caption), and
 * Norway's organisation number, Finland's business id (Y-tunnus), Ghana's TIN, Argentina's CUIT, Malaysia's company
 * registration number and Japan's corporate number after their captions.
 */
import { isValidJapaneseCorporateNumber, type TaxId } from './taxid.ts';
import { luhnValid } from './luhn.ts';
import { groupStart, matchesOf } from './text.ts';

// Only punctuation and spaces between the caption's last word and the number, and no letter right before it:
// an EU VAT number's country prefix ("VAT: PL41…") is not South Africa's form.
const ZA_VAT_RE = /\bVAT\b(?:[\s.:#/-]*\b(?:NO|NUMBER|REG(?:ISTRATION)?|REGISTERED|NR|ID)\b){0,3}[\s.:#/-]{0,6}(?<![A-Z\d])(4\d{9})(?!\d)/g;
const EG_TAX_RE = /\bTAX\s*(?:REG(?:ISTRATION)?|CARD)\.?\s*(?:NO\.?|NUMBER|#)?\s*[:.]?\s*(\d{3}-\d{3}-\d{3})(?![\d-])/g;
// Nine digits and the program account: two letters and four digits ("RT0001"). Spaces may part them, but then a
// BN caption must come before; run together the account's number starts with 0 as issued ("RT0001", "RM0002").
const CA_BN_RE = /(?<![\d-])(\d{9}|\d{3}[\s-]\d{3}[\s-]\d{3})\s?(R[TCMPRZ])(\s?-?)(\d{4})(?![\d-])/g;
const CA_BN_CAPTION = /\b(?:BN|B\.N\.|BUSINESS\s+(?:NO|NUMBER|#)|GST|HST|QST|TPS|TVH|IMPORTER|IMPORTATEUR|REGISTRATION|REG\.?)\b[^\n]{0,30}$/;

// Norway's organisation number after its caption ("Org.nr. 923 609 016", "Org. nr: 923609016 MVA", "Organisasjonsnummer"):
// nine digits, mod 11; "MVA" after it says the company is VAT-registered, the number then being its VAT number.
const NO_ORGNR_RE = /\bORG(?:ANISASJONS)?\.?\s*(?:NR|NUMMER|NO)\.?\s*[:.]?\s*(?:NO\s?)?(\d{3}\s?\d{3}\s?\d{3})(\s*MVA)?(?![\d])/g;

/** Whether nine digits pass the Norwegian organisation number's mod-11 check (weights 3,2,7,6,5,4,3,2). */
function orgnrValid(d: string): boolean {
  const W = [3, 2, 7, 6, 5, 4, 3, 2];
  const s = W.reduce((a, w, i) => a + w * Number(d[i]), 0);
  const c = (11 - (s % 11)) % 11;
  return c !== 10 && c === Number(d[8]);
}

// Finland's business id after its caption ("Y-tunnus 1234567-8", "Y-TUNNUS: …"): seven digits, a dash and a mod-11
// check digit, kept as printed.
const FI_YTUNNUS_RE = /\bY-TUNNUS\b\s*[:.]?\s*(\d{7}-\d)(?![\d-])/g;

/** Whether a Y-tunnus passes its check: weights 7,9,10,5,8,4,2; remainder 0 gives 0, 1 is never issued, else 11 less it. */
function yTunnusValid(id: string): boolean {
  const W = [7, 9, 10, 5, 8, 4, 2];
  const r = W.reduce((a, w, i) => a + w * Number(id[i]), 0) % 11;
  return r !== 1 && (r === 0 ? 0 : 11 - r) === Number(id[8]);
}

// Ghana's taxpayer identification number after its caption ("TIN C0001234567", "TIN: P0012345678"): a letter for
// the taxpayer's kind and ten digits.
const GH_TIN_RE = /\bTIN\b\s*(?:NO\.?|NUMBER|#)?\s*[:.]?\s*([CPGQV]\d{10})(?![\dA-Z])/g;

// Argentina's CUIT after its caption ("CUIT: 30-12345678-1", "C.U.I.T. N° 20123456786"): eleven digits, the last a
// mod-11 check digit, kept as printed with its dashes.
const AR_CUIT_RE = /\bC\.?U\.?I\.?T\.?\s*(?:N[°º]|NO\.?|NRO\.?)?\s*[:.]?\s*(\d{2}-\d{8}-\d|\d{11})(?![\d-])/g;

/** Whether eleven digits pass the CUIT's check (weights 5,4,3,2,7,6,5,4,3,2; 11 less the remainder, 11 giving 0). */
function cuitValid(d: string): boolean {
  const W = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const c = 11 - (W.reduce((a, w, i) => a + w * Number(d[i]), 0) % 11);
  return (c === 11 ? 0 : c) === Number(d[10]);
}

// Malaysia's company registration number after its caption ("Co. Reg. No. 201901012345 (1234567-A)"): the twelve-digit
// form (year, entity type 01-06, serial), maybe with the older number in parentheses after it, kept as printed.
const MY_SSM_RE = /\b(?:CO(?:MPANY)?\.?\s*(?:REG(?:ISTRATION)?\.?\s*)?NO|REG(?:ISTRATION)?\.?\s*NO|SSM(?:\s*NO)?)\.?\s*[:.]?\s*((?:19|20)\d{2}0[1-6]\d{6}(?:\s*\(\d{4,7}-[A-Z]\))?)(?![\d(])/g;

// Japan's corporate number after its caption ("Corporate No. 1234567890123", "法人番号"), without the T of a
// qualified-invoice number: thirteen digits, the first a check digit.
const JP_CORPORATE_RE = /(?:\bCORPORATE\s+(?:NO\.?|NUMBER|#)|法人番号)\s*[:.]?\s*(\d{13})(?!\d)/g;

/** Adds these ids printed in `text` (`upper` its upper case) to `out`. */
export function nationalTaxIds(text: string, upper: string, out: TaxId[]): void {
  if (upper.includes('NO')) {
    for (const m of matchesOf(MY_SSM_RE, upper)) {
      const at = m.index + m[0].indexOf(m[1]);
      out.push({ value: text.slice(at, at + m[1].length).replace(/\s+/g, ' '), kind: 'TIN', country: 'MY', valid: null, index: m.index, raw: text.slice(m.index, at + m[1].length) });
    }
  }
  if (upper.includes('CORPORATE') || text.includes('法人番号')) {
    for (const m of matchesOf(JP_CORPORATE_RE, upper)) {
      if (isValidJapaneseCorporateNumber(m[1])) out.push({ value: m[1], kind: 'TIN', country: 'JP', valid: true, index: m.index, raw: m[0] });
    }
  }
  if (upper.includes('ORG')) {
    for (const m of matchesOf(NO_ORGNR_RE, upper)) {
      const digits = m[1].replace(/\s/g, '');
      // Checked and pushed only when valid: nine digits after "Org" may be another register's number.
      if (!orgnrValid(digits)) continue;
      const value = m[2] ? `${digits} MVA` : digits;
      // Indexed at its caption, which names the register (no address word before the number).
      out.push({ value, kind: m[2] ? 'VAT' : 'TIN', country: 'NO', valid: true, index: m.index, raw: text.slice(m.index, m.index + m[0].length) });
    }
  }
  if (upper.includes('TIN')) {
    for (const m of matchesOf(GH_TIN_RE, upper)) out.push({ value: m[1], kind: 'TIN', country: 'GH', valid: null, index: groupStart(m), raw: m[1] });
  }
  if (upper.includes('C.U.I.T') || upper.includes('CUIT')) {
    for (const m of matchesOf(AR_CUIT_RE, upper)) {
      out.push({ value: m[1], kind: 'TIN', country: 'AR', valid: cuitValid(m[1].replace(/-/g, '')), index: groupStart(m), raw: m[1] });
    }
  }
  if (upper.includes('Y-TUNNUS')) {
    for (const m of matchesOf(FI_YTUNNUS_RE, upper)) {
      // The VAT number is FI and the same digits: where the text prints it too, that is the id read.
      if (upper.includes(`FI${m[1].replace('-', '')}`)) continue;
      const at = groupStart(m);
      out.push({ value: m[1], kind: 'TIN', country: 'FI', valid: yTunnusValid(m[1]), index: at, raw: m[1] });
    }
  }
  if (upper.includes('VAT')) {
    for (const m of matchesOf(ZA_VAT_RE, upper)) {
      // A Saudi number (15 digits) is read elsewhere; ten digits after the caption are South Africa's form.
      const at = groupStart(m);
      // Pushed only when its check passes: ten digits after a caption may be another number.
      if (luhnValid(m[1])) out.push({ value: m[1], kind: 'VAT', country: 'ZA', valid: true, index: at, raw: m[1] });
    }
  }
  if (upper.includes('R')) {
    for (const m of matchesOf(CA_BN_RE, upper)) {
      const bn = m[1].replace(/\D/g, '');
      const runTogether = m[3] === '' && m[4].startsWith('0');
      if (!runTogether && !CA_BN_CAPTION.test(upper.slice(Math.max(0, m.index - 40), m.index))) continue;
      // Kept as printed ("123456789RT0001", "123456789 RT0001"): both forms are in use.
      const raw = text.slice(m.index, m.index + m[0].length);
      out.push({ value: raw.replace(/\s+/g, ' '), kind: 'TIN', country: 'CA', valid: luhnValid(bn), index: m.index, raw });
    }
  }
  if (upper.includes('TAX')) {
    for (const m of matchesOf(EG_TAX_RE, upper)) {
      const at = groupStart(m);
      out.push({ value: m[1], kind: 'TIN', country: 'EG', valid: null, index: at, raw: m[1] });
    }
  }
}
