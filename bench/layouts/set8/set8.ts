/**
 * Layout probe set 8: born-digital trade/logistics documents from issuers, countries and conventions unlike sets 1-7.
 * Written without reading or running the extraction engine; held out for one measurement. Drawing helpers: set 8's lib8.ts (on top of set 7's).
 */
import type { Doc } from './lib8.ts';
import { vnVatInvoice, seFaktura } from './invoices.ts';
import { wanHaiBl, matsonSwb } from './ocean.ts';
import { tkMawb, dgfHawb } from './air.ts';
import { bdKnitPl } from './packing.ts';
import { us7501 } from './customs.ts';
import { formE } from './origin.ts';
import { mombasaDo, feederManifest } from './port.ts';
import { ltlFreightBill } from './freight.ts';

export type { Doc };
export const SET8: Array<() => Doc> = [
  vnVatInvoice, seFaktura, wanHaiBl, matsonSwb, tkMawb, dgfHawb, bdKnitPl, us7501, formE, mombasaDo, ltlFreightBill, feederManifest,
];
