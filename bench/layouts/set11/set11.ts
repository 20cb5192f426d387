/**
 * Layout probe set 11: born-digital trade/logistics documents from issuers, countries and conventions unlike sets 1-10.
 * Written without reading or running the extraction engine; held out for one measurement. Drawing helpers: set 11's lib11.ts (on top of set 10's).
 */
import type { Doc } from './lib11.ts';
import { atSkiInvoice, auGstInvoice } from './invoices.ts';
import { kmtcBl, crowleySwb } from './ocean.ts';
import { sqMawb, tnHawb } from './air.ts';
import { cnBikePl, noTolldekl } from './trade.ts';
import { myFormAk } from './origin.ts';
import { savDo, isManifest } from './port.ts';
import { inFreightInv } from './freight.ts';

export type { Doc };
export const SET11: Array<() => Doc> = [
  atSkiInvoice, auGstInvoice, kmtcBl, crowleySwb, sqMawb, tnHawb, cnBikePl, noTolldekl, myFormAk, savDo, inFreightInv, isManifest,
];
