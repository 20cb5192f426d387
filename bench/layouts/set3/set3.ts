/**
 * Layout probe set 3: 12 born-digital trade/logistics documents from issuers, countries and conventions unlike sets 1-2.
 * Held out: generated for one final measurement. See README.md for the list.
 */
import type { Doc } from './lib3.ts';
import { maerskSwb, chineseHbl, brazilOrdemEntrega, caribManifest } from './ocean.ts';
import { lufthansaAwb, dutchPaklijst, italianFattura, spanishFlete, indianGstInvoice } from './trade.ts';
import { usCommercialInvoice, turkishCoo, polishPackingList } from './trade2.ts';

export type { Doc };
export const SET3: Array<() => Doc> = [
  maerskSwb, chineseHbl, lufthansaAwb, dutchPaklijst, italianFattura, spanishFlete,
  indianGstInvoice, usCommercialInvoice, turkishCoo, brazilOrdemEntrega, polishPackingList, caribManifest,
];
