/**
 * Layout probe set 5: 14 born-digital trade/logistics documents from issuers, countries and conventions unlike sets 1-4.
 * Held out: generated for one measurement. Drawing helpers: lib5.ts (on top of sets 2-4).
 */
import type { Doc } from './lib5.ts';
import { mscBl, oneBl } from './ocean.ts';
import { cathayHawb } from './air.ts';
import { australianN10, euT1Tad } from './customs.ts';
import { ccpitCoo } from './origin.ts';
import { thaiTaxInvoice, saudiVatInvoice } from './invoices.ts';
import { germanFreightInvoice } from './freight.ts';
import { turkishTextilePl, indonesianFurniturePl } from './packing.ts';
import { coscoSwb, rotterdamRelease, vesselManifest } from './ocean2.ts';

export type { Doc };
export const SET5: Array<() => Doc> = [
  mscBl, oneBl, coscoSwb, rotterdamRelease, vesselManifest, cathayHawb, australianN10, euT1Tad,
  ccpitCoo, thaiTaxInvoice, saudiVatInvoice, germanFreightInvoice, turkishTextilePl, indonesianFurniturePl,
];
