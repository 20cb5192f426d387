/**
 * Layout probe set 9: born-digital trade/logistics documents from issuers, countries and conventions unlike sets 1-8.
 * Written without reading or running the extraction engine; held out for one measurement. Drawing helpers: set 9's lib9.ts (on top of set 8's).
 */
import type { Doc } from './lib9.ts';
import { plFaktura, ptFatura } from './invoices.ts';
import { grimaldiRoroBl, samskipSwb } from './ocean.ts';
import { nzEawb, lkHawb } from './air.ts';
import { pkSaltPl, idPib } from './trade.ts';
import { rsEur1 } from './origin.ts';
import { leHavreBad, huConsolManifest } from './port.ts';
import { jpFreightInv } from './freight.ts';

export type { Doc };
export const SET9: Array<() => Doc> = [
  plFaktura, ptFatura, grimaldiRoroBl, samskipSwb, nzEawb, lkHawb, pkSaltPl, idPib, rsEur1, leHavreBad, jpFreightInv, huConsolManifest,
];
