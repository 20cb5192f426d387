/**
 * Norwegian (and Danish) captions of customs declarations, one of labels.ts's dictionaries kept apart for its size;
 * label-lookup.ts indexes them with LOGISTICS_LABELS. Their English translations, which such forms print beside
 * them, are in the shared dictionary already.
 */
import type { LogisticsLabelKey } from './labels.ts';

export const NORDIC_LABELS: Partial<Record<LogisticsLabelKey, readonly string[]>> = {
  declarationNumber: ['Dekl.nr.', 'Dekl. nr.', 'Deklarasjonsnummer', 'Deklarationsnummer', 'Angivelsesnummer'],
  // The day customs cleared the goods ("ekspedert"), the declaration's date.
  date: ['Ekspedisjonsdato', 'Deklarasjonsdato', 'Date of clearance', 'Clearance date', 'Antagelsesdato'],
  customsOffice: ['Tollsted', 'Tollstasjon', 'Toldsted'],
  countryOfExport: ['Avsenderland', 'Eksportland', 'Afsenderland'],
  countryOfOrigin: ['Opprinnelsesland', 'Oprindelsesland'],
  countryOfDestination: ['Bestemmelsesland', 'Destinasjonsland'],
  incoterms: ['Leveringsvilkår', 'Leveringsbetingelser'],
  exchangeRate: ['Valutakurs'],
  invoiceAmount: ['Fakturabeløp', 'Valuta og fakturabeløp', 'Fakturabeløb', 'Valuta og fakturabeløb'],
  transportMode: ['Transportmåte', 'Transportmåde', 'Transportform'],
  transportDocument: ['Transportdokument', 'Tidligere dokument'],
  transportRoute: ['Transportmiddel', 'Transportmiddel ved ankomst'],
  totalPackages: ['Kolli totalt', 'Antall kolli', 'Antal kolli'],
  totalGrossWeight: ['Bruttovekt totalt', 'Total bruttovekt', 'Bruttovægt i alt'],
  arrivalDate: ['Ankomstdato', 'Ankomst'],
};
