/**
 * Layout probe set 7: born-digital trade/logistics documents from issuers, countries and conventions unlike sets 1-6.
 * Written without reading or running the extraction engine; held out for one measurement. Drawing helpers: set 7's lib7.ts (on top of sets 2-5).
 */
import type { Doc } from './lib7.ts';
import { czInvoice, clExportInvoice } from './invoices.ts';
import { evergreenBl, ooclSwb } from './ocean.ts';
import { qrMawb, knHawb } from './air.ts';
import { maGarmentsPl } from './packing.ts';
import { phSad } from './customs.ts';
import { mercosurCoo } from './origin.ts';
import { portKlangDo, latamManifest } from './port.ts';
import { dkFreightInvoice } from './freight.ts';

export type { Doc };
export const SET7: Array<() => Doc> = [
  czInvoice, clExportInvoice, evergreenBl, ooclSwb, qrMawb, knHawb, maGarmentsPl, phSad, mercosurCoo, portKlangDo, dkFreightInvoice, latamManifest,
];
