/**
 * Trade and transport codes with their check rules: HS codes, ISO 6346 container numbers, IATA air waybill
 * numbers (mod 7), IMO ship numbers, Incoterms 2020.
 */
import { matchesOf, type TextMatch } from './text.ts';

/** HS / tariff code: 6–10 digits, or 12 grouped (dots and spaces allowed as printed), chapter 01–97 (77 is reserved). */
export function parseHsCode(printed: string): string | null {
  const s = printed.trim();
  // Turkey's 12-digit tariff position (GTİP) is read only grouped as printed ("8708.30.91.00.19"): twelve digits
  // run together are as likely some other number.
  if (!/^\d{4}[.\s]?\d{2}(?:[.\s]?\d{2}){0,2}$|^\d{4}[.\s]?\d{2}[.\s]?\d{3,4}$|^\d{6,10}$|^\d{4}([.\s])\d{2}(?:\1\d{2}){3}$/.test(s)) return null;
  const d = s.replace(/\D/g, '');
  if (d.length < 6 || d.length > 12) return null;
  const chapter = Number(d.slice(0, 2));
  if (chapter < 1 || chapter > 97 || chapter === 77) return null;
  return d;
}

/** ISO 6346 letter values: A=10 … skipping multiples of 11. */
function letterValue(ch: string): number {
  let v = 10;
  for (let c = 65; c < ch.charCodeAt(0); c++) {
    v++;
    if (v % 11 === 0) v++;
  }
  return v;
}

/** The ISO 6346 check digit of the first 10 characters (owner code, category, serial). */
export function containerCheckDigit(first10: string): number {
  const s = first10.toUpperCase();
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = s[i];
    const v = /\d/.test(ch) ? Number(ch) : letterValue(ch);
    sum += v * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** ISO 6346 container number (e.g. `MSCU 123456-5`), normalised to 11 characters, with its check outcome. */
export function parseContainerNumber(printed: string): { value: string; valid: boolean } | null {
  const s = printed.toUpperCase().replace(/[\s\-/.]/g, '');
  if (!/^[A-Z]{3}[UJZ]\d{7}$/.test(s)) return null;
  return { value: s, valid: containerCheckDigit(s) === Number(s[10]) };
}

const CONTAINER_RE = /(?<![A-Z0-9])([A-Z]{3}[UJZ][\s-]?\d{6}[\s-]?\d)(?![A-Z0-9])/g;

/** Container numbers printed in `text` (valid or not; callers decide what a failed check means). */
export function findContainerNumbers(text: string): Array<TextMatch<{ value: string; valid: boolean }>> {
  const out: Array<TextMatch<{ value: string; valid: boolean }>> = [];
  // A container number holds six digits in a row: lines without them (most) skip the upper-casing and regex.
  if (!/\d{6}/.test(text)) return out;
  for (const m of matchesOf(CONTAINER_RE, text.toUpperCase())) {
    const parsed = parseContainerNumber(m[1]);
    if (parsed) out.push({ value: parsed, index: m.index, raw: m[1] });
  }
  return out;
}

/** IATA air waybill number: 3-digit airline prefix + 7-digit serial + check digit (serial mod 7). */
export function parseAirWaybill(printed: string): { value: string; valid: boolean } | null {
  const s = printed.replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(s)) return null;
  const serial = Number(s.slice(3, 10));
  return { value: `${s.slice(0, 3)}-${s.slice(3)}`, valid: serial % 7 === Number(s[10]) };
}

const AWB_RE = /(?<![\d-])(\d{3}[\s-]?\d{4}[\s]?\d{4})(?![\d])/g;

/** Air waybill numbers in `text` that pass the mod-7 check (a failing 11-digit number is usually not one). */
export function findAirWaybills(text: string): Array<TextMatch<string>> {
  const out: Array<TextMatch<string>> = [];
  for (const m of matchesOf(AWB_RE, text)) {
    const p = parseAirWaybill(m[1]);
    if (p?.valid) out.push({ value: p.value, index: m.index, raw: m[1] });
  }
  return out;
}

/** IMO ship number: 7 digits, last = Σ digit×(7..2) mod 10. Accepts an `IMO` prefix. */
export function parseImoNumber(printed: string): { value: string; valid: boolean } | null {
  const s = printed.toUpperCase().replace(/^IMO\s*(?:NO\.?|NUMBER)?\s*:?\s*/, '').replace(/\s/g, '');
  if (!/^\d{7}$/.test(s)) return null;
  const d = s.split('').map(Number);
  const sum = d.slice(0, 6).reduce((acc, v, i) => acc + v * (7 - i), 0);
  return { value: s, valid: sum % 10 === d[6] };
}

export const INCOTERMS_2020 = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const;
/** Rules of earlier editions, recognised so they can be reported as not Incoterms 2020. */
const OLDER_RULES = ['DAT', 'DDU', 'DAF', 'DES', 'DEQ', 'CNF', 'C&F'];

const INCOTERM_RE = new RegExp(`(?<![A-Za-z])(${[...INCOTERMS_2020, ...OLDER_RULES].join('|')})(?![A-Za-z])[\\s,:-]*([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ .'-]{1,40}(?:,\\s*[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ .'-]{1,30})?)?`);

export interface Incoterm {
  rule: string;
  place: string | null;
  /** False for a rule of an older edition (DAT, DDU, …). */
  valid: boolean;
}

/** An Incoterms rule with its named place ("FOB Shanghai", "CIF Rotterdam Incoterms 2020"), or null. */
export function parseIncoterm(text: string): Incoterm | null {
  const m = INCOTERM_RE.exec(text);
  if (!m) return null;
  const rule = m[1] === 'CNF' || m[1] === 'C&F' ? 'CFR' : m[1];
  // A place named with its region after a comma ("Kansai DC, Osaka") is one place; "Incoterms" after it is none.
  let place = m[2]?.replace(/\b(?:Incoterms?|INCOTERMS?)\b.*$/, '').replace(/[\s,]+$/, '').trim() || null;
  if (place && place.length < 2) place = null;
  return { rule, place, valid: (INCOTERMS_2020 as readonly string[]).includes(m[1]) };
}
