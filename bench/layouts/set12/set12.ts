/**
 * Layout probe set 12: born-digital trade/logistics documents from issuers, countries and conventions unlike sets 1-11.
 * Written without reading or running the extraction engine; held out for one measurement. Drawing helpers: set 12's lib12.ts (on top of set 11's).
 */
import type { Doc } from './lib12.ts';
import { arFacturaE, eeArve } from './invoices.ts';
import { messinaBl, arkasSwb } from './ocean.ts';
import { acMawb, fiHawb } from './air.ts';
import { peAvocadoPl } from './trade.ts';
import { trExportDecl } from './customs.ts';
import { geCoo } from './origin.ts';
import { antwerpDo, santosManifest } from './port.ts';
import { ghFreightInv } from './freight.ts';

export type { Doc };
export const SET12: Array<() => Doc> = [
  arFacturaE, eeArve, messinaBl, arkasSwb, acMawb, fiHawb, peAvocadoPl, trExportDecl, geCoo, antwerpDo, ghFreightInv, santosManifest,
];
