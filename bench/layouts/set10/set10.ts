/**
 * Layout probe set 10: born-digital trade/logistics documents from issuers, countries and conventions unlike sets 1-9.
 * Written without reading or running the extraction engine; held out for one measurement. Drawing helpers: set 10's lib10.ts (on top of set 9's).
 */
import type { Doc } from './lib10.ts';
import { grOliveInvoice, caHstInvoice } from './invoices.ts';
import { yangMingBl, xpressSwb } from './ocean.ts';
import { cargoluxMawb, coFlowerHawb } from './air.ts';
import { itTilePl, zaSad500 } from './trade.ts';
import { egCoo } from './origin.ts';
import { hamFreistellung, ctgManifest } from './port.ts';
import { zaFreightInv } from './freight.ts';

export type { Doc };
export const SET10: Array<() => Doc> = [
  grOliveInvoice, caHstInvoice, yangMingBl, xpressSwb, cargoluxMawb, coFlowerHawb, itTilePl, zaSad500, egCoo, hamFreistellung, zaFreightInv, ctgManifest,
];
