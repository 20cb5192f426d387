/** What a certificate of origin's own wording says: the kind of certificate it is, and where its exporter declares the goods were made. */
import { countryFromName } from '../parse/index.ts';

/** The certificate kind named in a text: non-preferential, EUR.1, EUR-MED, Form A, A.TR. */
export function certificateTypeIn(text: string): string | null {
  if (/\bnon[- ]?preferential\b/i.test(text)) return 'non-preferential';
  if (/\bEUR[.\s]?1\b/i.test(text)) return 'EUR.1';
  if (/\bEUR[.-]?MED\b/i.test(text)) return 'EUR-MED';
  if (/\b(GSP\s+)?Form\s+A\b/i.test(text)) return 'Form A';
  // The free-trade agreements' forms: ASEAN Form D, ACFTA Form E, AIFTA Form AI, AKFTA Form AK, …
  const form = /\b[Ff][Oo][Rr][Mm]\s+(A[IJKN]|[DEFJKPS])\b/.exec(text);
  if (form) return `Form ${form[1]}`;
  if (/\b(?:USMCA|CUSMA|T-MEC)\b/.test(text)) return 'USMCA';
  // The Regional Comprehensive Economic Partnership's "Form RCEP", named by the agreement's acronym.
  if (/\bRCEP\b/.test(text)) return 'RCEP';
  // The Southern Common Market's certificate (ACE 18 and its sister agreements), named by the bloc.
  if (/\b(?:MERCOSUR|MERCOSUL)\b/.test(text)) return 'MERCOSUR';
  if (/\bA\.?TR\b/.test(text)) return 'A.TR';
  return null;
}

/**
 * An exporter's declaration naming where the goods were made, in English or Spanish ("... produced in China.",
 * "... fueron producidas en URUGUAY y estan de acuerdo ..."): the words after "in" / "en".
 */
const PRODUCED_IN = /\b(?:produced|originat(?:e|ed|ing)|manufactured|grown|obtained|producid[oa]s?|fabricad[oa]s?|elaborad[oa]s?)\s+(?:in|en)\s+([A-Za-z][A-Za-z .'-]{2,40}?)\s*(?:[.,;]|$)/i;
/** The same, the sentence going on after the country past the line's end ("producidas en URUGUAY y estan de acuerdo con las"). */
const PRODUCED_IN_CLAUSE = /\b(?:produced|originat(?:e|ed|ing)|manufactured|grown|obtained|producid[oa]s?|fabricad[oa]s?|elaborad[oa]s?)\s+(?:in|en)\s+([A-Za-z][A-Za-z .'-]{2,40}?)\s+(?:and|that|which|under|y|que|bajo)\b/i;
/** The clause that goes on after the country's name ("... China and that they comply", "URUGUAY y estan ..."). */
const CLAUSE_AFTER = /\s+(?:and|that|which|under|y|que|bajo)\b/i;
/** The country in the words a declaration names it by, the clause after them left off. */
const declaredCountry = (words: string | undefined): string | null =>
  words ? countryFromName(words.trim()) ?? countryFromName(words.split(CLAUSE_AFTER)[0].trim()) : null;

/** The country an exporter's declaration in `text` names as where the goods were made (ISO alpha-2), if any. */
export function producedInCountry(text: string): string | null {
  return declaredCountry(PRODUCED_IN.exec(text)?.[1]) ?? declaredCountry(PRODUCED_IN_CLAUSE.exec(text)?.[1]);
}
