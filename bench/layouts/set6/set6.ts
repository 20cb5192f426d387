/**
 * Layout probe set 6: born-digital trade/logistics documents from issuers, countries and conventions unlike sets 1-5.
 * Written without reading or running the extraction engine; held out for one measurement. Drawing helpers: set 5's lib5.ts (on top of sets 2-4).
 */
import type { Doc } from '../set5/lib5.ts';
import { hmmBl, pilSwb } from './ocean.ts';
import { etMawb } from './air.ts';
import { mxCfdi, noSeafoodInvoice } from './invoices.ts';
import { keFreightInvoice } from './freight.ts';
import { fiMachineryPl } from './packing.ts';
import { inShippingBill } from './customs.ts';
import { rcepKcciCoo } from './origin.ts';
import { jebelAliDo, lclManifest } from './port.ts';
import { chEdecExport } from './customs2.ts';

export type { Doc };
export const SET6: Array<() => Doc> = [
  hmmBl, pilSwb, etMawb, mxCfdi, noSeafoodInvoice, keFreightInvoice, fiMachineryPl, inShippingBill, chEdecExport, rcepKcciCoo, jebelAliDo, lclManifest,
];
