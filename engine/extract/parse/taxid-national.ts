/**
 * National tax ids told by their caption or form: South Africa's VAT number (ten digits from 4, Luhn-checked, read
 * only after a VAT caption: ten bare digits are any number), Canada's business number with its program account
 * ("123456789 RT0001": the RT account collects GST/HST; the two letters tell it wherever it is printed; Luhn), and
 * Egypt's tax registration number (nine digits in threes, "Tax Reg. No. 123-456-789", after its caption).
 */
import type { TaxId } from './taxid.ts';
import { groupStart, matchesOf } from './text.ts';

const ZA_VAT_RE = /\bVAT\b[^\d\n]{0,30}?(?<!\d)(4\d{9})(?!\d)/g;
const EG_TAX_RE = /\bTAX\s*(?:REG(?:ISTRATION)?|CARD)\.?\s*(?:NO\.?|NUMBER|#)?\s*[:.]?\s*(\d{3}-\d{3}-\d{3})(?![\d-])/g;
const CA_BN_RE = /(?<![\d-])(\d{9}|\d{3}[\s-]\d{3}[\s-]\d{3})\s?(R[TCMPRZ])\s?-?(\d{4})(?![\d-])/g;

/** The Luhn check over all digits of `num`, its last the check digit. */
export function luhnValid(num: string): boolean {
  let sum = 0;
  const d = num.replace(/\D/g, '');
  for (let i = 0; i < d.length; i++) {
    let x = Number(d[d.length - 1 - i]);
    if (i % 2) { x *= 2; if (x > 9) x -= 9; }
    sum += x;
  }
  return d.length > 1 && sum % 10 === 0;
}

/** Adds these ids printed in `text` (`upper` its upper case) to `out`. */
export function nationalTaxIds(text: string, upper: string, out: TaxId[]): void {
  if (upper.includes('VAT')) {
    for (const m of matchesOf(ZA_VAT_RE, upper)) {
      // A Saudi number (15 digits) is read elsewhere; ten digits after the caption are South Africa's form.
      const at = groupStart(m);
      out.push({ value: m[1], kind: 'VAT', country: 'ZA', valid: luhnValid(m[1]), index: at, raw: m[1] });
    }
  }
  if (upper.includes('R')) {
    for (const m of matchesOf(CA_BN_RE, upper)) {
      const bn = m[1].replace(/\D/g, '');
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
