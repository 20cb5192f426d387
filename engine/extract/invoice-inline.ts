/**
 * Fields captioned in the middle of a line, where the label index (which reads labels at line starts) cannot
 * see them: "Nº 001 Venc. 13/04/2026 Valor R$ 67.232,34 - Forma de pagamento: boleto bancário 30 dias". Read
 * only when the field's own labels found nothing.
 */
import type { ExtractContext } from './context.ts';
import { asFound, idToken, type Valued } from './invoice-fields.ts';
import { findDates } from './parse/dates.ts';

/** A due-date caption inside a line, after a word or a separator: "Venc. 13/04/2026", "Due: 30 Apr 2026". */
const INLINE_DUE = /(?<=\S\s+)(?:venc(?:imento)?\.?|due(?: date)?|payable by|f[äa]llig(?: am)?|[ée]ch[ée]ance|vencimiento|scadenza)\s*[:.]?\s*(?=\d)/giu;

/** The date after a due-date caption printed mid-line. */
export function inlineDueDate(ctx: ExtractContext): Valued<string> | null {
  for (const line of ctx.headerLines) {
    if (line.text.length < 12) continue;
    INLINE_DUE.lastIndex = 0;
    for (let m = INLINE_DUE.exec(line.text); m; m = INLINE_DUE.exec(line.text)) {
      const rest = line.text.slice(m.index + m[0].length);
      const d = findDates(rest, ctx.dateOrder)[0];
      if (d && d.index === 0) return { value: d.value.iso, found: asFound(line, d.raw), factor: 0.85 };
    }
  }
  return null;
}

/**
 * Payment terms captioned after a separator within a line (" - Forma de pagamento: boleto bancário 30 dias"):
 * the rest of the line after the colon.
 */
const INLINE_TERMS = /(?:^|\s[-–|;]\s|\.\s)(?:payment terms|terms of payment|forma de pagamento|condi[çc][õo]es de pagamento|condiciones de pago|forma de pago|conditions de paiement|zahlungsbedingungen)\s*:\s*(\S.{1,120})$/iu;

export function inlinePaymentTerms(ctx: ExtractContext): Valued<string> | null {
  for (const line of ctx.headerLines) {
    const m = INLINE_TERMS.exec(line.text);
    if (m) return { value: m[1].trim().replace(/[.;]$/, ''), found: asFound(line, m[1]), factor: 0.8 };
  }
  return null;
}

/**
 * A line that is a number sign and an identifier only ("Nº 000.012.345", "No. 4711"): a document's number. The
 * sign may be the bracketed second name of a one-word caption in another language ("Namba (No.): 55120").
 */
const NUMBER_LINE = /^\s*(?:\p{L}{1,8}\s?\(\s*)?(?:n[º°o]\.?|no\.|nr\.|#)\s*\)?\s*[:.]?\s*(\S+)\s*$/iu;

/**
 * The document number printed under a number sign alone, in the upper part of page 1 (a DANFE's "Nº
 * 000.012.345" beside its title): when no label names the number.
 */
export function numberSignLine(ctx: ExtractContext): Valued<string> | null {
  const first = ctx.pages[0];
  if (!first) return null;
  const height = first.height || 842;
  for (const line of ctx.pageLines(first.pageNumber)) {
    const m = line.bbox[1] > height * 0.3 ? null : NUMBER_LINE.exec(line.text);
    if (!m) continue;
    const id = idToken(m[1]);
    if (id && /\d{3}/.test(id)) return { value: id, found: asFound(line, line.text), factor: 0.75 };
  }
  return null;
}
