/**
 * A remittance party of an invoice ("Remit to", "Pay to") against the issuer's letterhead: a carrier's or a supplier's
 * lockbox names the issuer, but at the address it is paid at, not its own.
 */
import type { FoundParty } from './invoice-parties.ts';
import { LEGAL_FORM, nameToLegalForm } from './legal-form.ts';
import { fold } from './parse/text.ts';

/** The labels of where payment goes ("Remit to", "Pay to"). */
const PAYEE_LABEL = /^(?:pay to|remit to|payee)$/;
/** Punctuation after a name cut at its legal form. */
const TRAILING_PUNCTUATION = /[\s,;:]+$/;

/** A party captioned as where payment goes ("Remit to", "Pay to"): a lockbox or bank address of the issuer. */
export const remittance = (p: FoundParty): boolean => PAYEE_LABEL.test(p.found.label);

/**
 * The issuer's letterhead `issuer`, where the remittance party names the same company ("REMIT TO: ACME TRUCKING INC.,
 * P.O. BOX …" under an ACME TRUCKING INC. letterhead): the issuer at its own address, the remittance block being only
 * where it is paid; null when the two name different companies. The remittance line spells the name to its legal form
 * whole; a letterhead may set its lead words apart in a logo face ("ACME" over "TRUCKING INC."), so the letterhead's
 * name may be either part of it.
 */
export function letterheadOfPayee(payee: FoundParty, issuer: FoundParty | null): FoundParty | null {
  const own = issuer?.party.name ? fold(issuer.party.name) : '';
  const printed = payee.party.name ?? '';
  const legal = LEGAL_FORM.exec(printed);
  if (!issuer || own.length <= 3 || !legal) return null;
  const name = nameToLegalForm(printed, legal).replace(TRAILING_PUNCTUATION, '');
  const whole = fold(name);
  return whole.startsWith(own) || whole.endsWith(own) ? { ...issuer, party: { ...issuer.party, name } } : null;
}
