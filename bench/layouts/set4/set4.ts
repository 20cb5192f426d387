/**
 * Layout probe set 4: 14 born-digital trade/logistics documents from issuers, countries and conventions unlike sets 1-3
 * (carrier, airline, customs and origin forms; A4 and Letter, portrait and landscape). Held out: generated for one
 * measurement. Drawing helpers: lib4.ts (on top of sets 2 and 3).
 */
import type { Doc } from './lib4.ts';
import { cmaCgmBl, hapagSwb, singaporeDo } from './ocean.ts';
import { emiratesAwb, airCargoManifest } from './air.ts';
import { japaneseInvoice, koreanPackingList, uaeVatInvoice } from './trade.ts';
import { mexicanPedimento, canadianB3 } from './customs.ts';
import { usmcaCertification, aseanFormD } from './origin.ts';
import { chineseFreightInvoice, brazilDanfe } from './invoices.ts';

export type { Doc };
export const SET4: Array<() => Doc> = [
  cmaCgmBl, hapagSwb, emiratesAwb, japaneseInvoice, koreanPackingList, mexicanPedimento, canadianB3,
  usmcaCertification, aseanFormD, singaporeDo, chineseFreightInvoice, brazilDanfe, airCargoManifest, uaeVatInvoice,
];
