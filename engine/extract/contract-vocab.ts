/**
 * Contract wording in English, German, French, Spanish, Dutch, Italian and Portuguese: field labels (folded,
 * as `parse/labels.ts`), party roles, and the phrases running text uses for parties, dates, value, law and
 * payment. Patterns run over folded text (lower case, no accents, single spaces).
 */

export const CONTRACT_LABELS = {
  contractNumber: [
    'contract number', 'contract no', 'contract #', 'contract id', 'contract ref', 'contract reference', 'agreement number',
    'agreement no', 'agreement #', 'agreement id', 'vertragsnummer', 'vertrags-nr', 'vertrag nr', 'numero de contrat',
    'n° de contrat', 'contrat n°', 'numero de contrato', 'n° de contrato', 'contrato n°', 'contrato no', 'contractnummer',
    'contract nr', 'numero contratto', 'numero del contratto', 'contratto n', 'n. contratto', 'numero do contrato',
  ],
  effectiveDate: [
    'effective date', 'commencement date', 'start date', 'date of commencement', 'contract start', 'effective from',
    'vertragsbeginn', 'beginn', 'gultig ab', 'inkrafttreten', 'date d\'effet', 'date de prise d\'effet', 'date de debut',
    'fecha de inicio', 'fecha de entrada en vigor', 'fecha efectiva', 'ingangsdatum', 'begindatum', 'data di decorrenza',
    'data di inizio', 'data de inicio', 'data de entrada em vigor',
  ],
  expirationDate: [
    'expiration date', 'expiry date', 'end date', 'termination date', 'contract end', 'valid until', 'vertragsende',
    'enddatum', 'gultig bis', 'laufzeit bis', 'date d\'expiration', 'date de fin', 'date d\'echeance', 'fecha de vencimiento',
    'fecha de terminacion', 'fecha de finalizacion', 'einddatum', 'vervaldatum', 'data di scadenza', 'data di fine',
    'data de termino', 'data de vencimento',
  ],
  totalValue: [
    'total contract value', 'contract value', 'total value', 'contract price', 'total price', 'contract amount',
    'total amount', 'total fee', 'fees', 'consideration', 'vertragswert', 'gesamtwert', 'gesamtpreis', 'vergutung',
    'valeur du contrat', 'valeur totale', 'prix total', 'montant total', 'valor del contrato', 'valor total',
    'precio total', 'importe total', 'contractwaarde', 'totale waarde', 'totaalbedrag', 'valore del contratto',
    'valore totale', 'importo totale', 'corrispettivo', 'valor do contrato', 'preco total',
  ],
  governingLaw: [
    'governing law', 'applicable law', 'law and jurisdiction', 'anwendbares recht', 'geltendes recht', 'droit applicable',
    'loi applicable', 'ley aplicable', 'legislacion aplicable', 'toepasselijk recht', 'legge applicabile',
    'diritto applicabile', 'lei aplicavel', 'direito aplicavel',
  ],
  paymentTerms: [
    'payment terms', 'terms of payment', 'payment conditions', 'zahlungsbedingungen', 'zahlungsbedingung',
    'conditions de paiement', 'modalites de paiement', 'condiciones de pago', 'forma de pago', 'betalingsvoorwaarden',
    'betalingstermijn', 'condizioni di pagamento', 'termini di pagamento', 'condicoes de pagamento',
  ],
} as const;

/** Party roles a labelled block may start with ("Supplier:", "Der Auftraggeber:"). */
export const ROLE_LABELS: readonly string[] = [
  'party a', 'party b', 'first party', 'second party', 'supplier', 'customer', 'client', 'buyer', 'seller', 'vendor',
  'purchaser', 'contractor', 'subcontractor', 'service provider', 'provider', 'consultant', 'licensor', 'licensee',
  'lessor', 'lessee', 'landlord', 'tenant', 'employer', 'employee', 'carrier', 'shipper', 'agent', 'principal',
  'distributor', 'manufacturer', 'company', 'partner',
  'auftraggeber', 'auftragnehmer', 'verkaufer', 'kaufer', 'lieferant', 'kunde', 'vermieter', 'mieter', 'arbeitgeber',
  'arbeitnehmer', 'dienstleister', 'lizenzgeber', 'lizenznehmer', 'der auftraggeber', 'der auftragnehmer',
  'le vendeur', 'l\'acheteur', 'le prestataire', 'le client', 'le fournisseur', 'le bailleur', 'le locataire',
  'vendeur', 'acheteur', 'prestataire', 'fournisseur', 'bailleur', 'locataire',
  'el vendedor', 'el comprador', 'el proveedor', 'el cliente', 'el arrendador', 'el arrendatario', 'vendedor', 'comprador',
  'proveedor', 'arrendador', 'arrendatario',
  'verkoper', 'koper', 'opdrachtgever', 'opdrachtnemer', 'leverancier', 'klant', 'verhuurder', 'huurder',
  'venditore', 'acquirente', 'fornitore', 'committente', 'locatore', 'conduttore',
  'contratante', 'contratada', 'locador', 'locatario',
];

/** Words that introduce the first party in running text ("made between", "zwischen"). */
export const BETWEEN = /(?:^|[\s:(])(?:by and between|between|among|by and among|zwischen|entre|tussen|tra|fra)\s*:?\s+/g;

/** A defined role in parentheses (`d`: the role's indices are read): (the "Supplier"), (hereinafter referred to as "Buyer"), (im Folgenden „Kunde"). */
export const ROLE_DEFINITION = new RegExp(
  String.raw`\(\s*(?:hereinafter|hereafter|henceforth|in the following|im folgenden|nachfolgend|ci-apres|ci apres|en adelante|en lo sucesivo|hierna|hierna te noemen|di seguito|in seguito|doravante|adiante)?\s*,?\s*` +
    String.raw`(?:(?:referred to as|called|named|genannt|denomme|denommee|designe|designee|denominad[oa]|denominat[oa]|te noemen|designad[oa])\s*)?:?\s*` +
    String.raw`(?:the|le|la|l'|el|der|die|das|de|het|il|lo|o|a)?\s*["'“”„«‘’]\s*([\p{L}][\p{L} .'-]{1,38}?)\s*["'“”»‘’]\s*(?:genannt|te noemen|chiamat[oa]|denominad[oa])?\s*\)`,
  'gud',
);

/** Phrases after a party's name that start its address. */
export const ADDRESS_INTRO = /(?:having its (?:registered )?(?:office|seat|principal place of business) (?:at|in)|with (?:its )?(?:registered )?(?:office|address|seat|principal place of business) (?:at|in)|whose (?:registered )?office is (?:at|in)|located at|residing at|domiciled at|of address|mit sitz in|mit sitz|wohnhaft in|ayant son siege(?: social)? (?:a|au)|domicilie a|dont le siege(?: social)? est (?:a|au)|con domicilio (?:social )?en|domiciliad[oa] en|con sede (?:legale )?(?:in|a)|gevestigd (?:te|aan)|met zetel te|com sede (?:em|na|no))\s*/;

/** Cues before an effective date in running text; the first date within a short reach counts. */
export const EFFECTIVE_CUES = /(?<![a-z])(?:effective (?:as of|from|on)?|shall (?:come into force|commence|take effect|begin)|commenc\w* on|entered into (?:on|as of)?|made (?:on|as of)|dated|start(?:s|ing)? on|in kraft (?:ab|am|mit)|tritt am|beginnt am|wirksam ab|gultig ab|prend effet (?:le|a compter du)|entre en vigueur le|a compter du|entra en vigor el|a partir del?|con efecto desde|treedt in werking op|ingaande|met ingang van|decorre dal|entra in vigore il|con decorrenza dal|entra em vigor em|a partir de)/g;

/** Cues before an expiration date. */
export const EXPIRY_CUES = /(?<![a-z])(?:expir\w* on|terminat\w* on|shall (?:expire|terminate|end) on|ends? on|until|through|to and including|endet am|lauft bis|bis zum|befristet bis|expire le|prend fin le|jusqu'au|vence el|finaliza el|hasta el|eindigt op|tot en met|loopt tot|scade il|termina il|fino al|expira em|termina em|ate)\s*/g;

/** Cues before a contract's total value. */
export const VALUE_CUES = /(?<![a-z])(?:total (?:contract )?(?:value|price|amount|fee|consideration)|contract (?:value|price|sum|amount)|aggregate (?:amount|fee)|gesamtwert|gesamtpreis|vertragswert|gesamtvergutung|valeur totale|prix total|montant total|valor total|precio total|importe total|totale waarde|totaalbedrag|contractwaarde|valore totale|importo totale|corrispettivo totale|preco total)/g;

/** Governing-law sentences; group 1 is the law or jurisdiction as printed (`d`: its indices are read). */
export const LAW_PATTERNS: readonly RegExp[] = [
  /governed by,? (?:and (?:construed|interpreted) (?:in accordance with|under),? )?(?:the )?laws? of ((?:the )?[\p{L} ,.'-]{3,60}?)(?=[.;(]|,? (?:without|excluding|except|and (?:the )?(?:parties|each)|with(?:out)? regard|as applied)|$)/du,
  /(?:the )?laws? of ((?:the )?[\p{L} .'-]{3,50}?) (?:shall|will) govern/du,
  /(?:unterliegt|unterliegen|gilt|gelten) (?:ausschlie\w+ )?(?:dem |das )?(\p{L}+ recht|recht der [\p{L} ]{3,40}?)(?=[.;,(]|$| unter)/du,
  /es gilt (?:ausschlie\w+ )?(?:das )?(\p{L}+ recht)/du,
  /(?:regi|soumis|gouverne)e?s? (?:par|au|a la) (?:le |la |les )?((?:droit|loi|lois) [\p{L} ]{3,40}?)(?=[.;,(]|$)/du,
  /(?:se regira|regido|regida|sometido|sometida) (?:por|a) (?:las |la |el )?((?:leyes|ley|legislacion|derecho) [\p{L} ]{3,40}?)(?=[.;,(]|$)/du,
  /(?:beheerst door|onderworpen aan) (?:het )?([\p{L} ]{3,30}? recht)/du,
  /(?:regolat[oa]|disciplinat[oa]|soggett[oa]) (?:dalla|alla|dal|al) ((?:legge|legislazione|diritto) [\p{L} ]{3,40}?)(?=[.;,(]|$)/du,
  /(?:regid[oa]|regulad[oa]|submetid[oa]) (?:pelas?|pelos?|as|a) ((?:leis?|legislacao|direito) [\p{L} ]{3,40}?)(?=[.;,(]|$)/du,
];

/** Payment terms in running text: "payable within 30 days of receipt of invoice", "net 30". */
export const PAYMENT_PATTERNS: readonly RegExp[] = [
  /(?:payable|paid|due|zahlbar|fallig|payables?|pagadero|pagaderos|betaalbaar|pagabile|pagavel)\s+(?:within|in|net|innerhalb von|innerhalb|binnen|sous|dans un delai de|dans les|dentro de|en un plazo de|entro|no prazo de|em)\s+\d{1,3}\s*(?:days|calendar days|business days|tagen|tage|jours|dias|dagen|giorni)[^.;\n]{0,60}/,
  /\bnet\s+\d{1,3}(?:\s+days)?\b/,
];

/** Words a title of a contract carries (any language); the title is the largest such line at the top. */
export const CONTRACT_WORDS = /\b(?:agreement|contract|vertrag|\w+vertrag|contrat|contrato|overeenkomst|contract|contratto|accordo|acuerdo|convenio|convention)\b/;
