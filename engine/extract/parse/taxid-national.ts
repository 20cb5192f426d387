/**
 * National tax ids told by their caption or form: South Africa's VAT number (ten digits from 4, Luhn-checked, read
 * only after a VAT caption: ten bare digits are any number), Canada's business number with its program account
 * ("123456789 RT0001": the RT account collects GST/HST; run together, or spaced after a BN/GST caption; Luhn), and
 * Egypt's tax registration number (nine digits in threes, "Tax Reg. No. 123-456-789", after its caption).
 */
import type { TaxId } from './taxid.ts';
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

/** Adds these ids printed in `text` (`upper` its upper case) to `out`. */
export function nationalTaxIds(text: string, upper: string, out: TaxId[]): void {
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
