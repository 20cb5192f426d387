/**
 * Column wordings of customs declarations' item tables, one of labels.ts's TABLE_COLUMN_WORDS (kept apart for the
 * dictionary's size).
 */
import type { ColumnKind } from './labels.ts';

// South Asian customs prints' item columns: the tariff code as "RITC" (Indian Trade Classification) or "HS CD", the
// unit as "UQC" (unit quantity code), the item's serial number "ITEM SN", and its FOB value, an export's customs value.
// Indonesian prints, over or beside their English: "Pos tarif" (tariff heading), "Asal" (origin), "Jumlah/Satuan"
// (quantity and its unit, one cell), "BM" (bea masuk, the import duty) and its rate "BM %", and the item's CIF value.
// Norwegian (and Danish) prints: "Varenr." (the tariff number), "Opr." (opprinnelse, origin), "Mengde" (quantity),
// "Tollverdi" (customs value), "Toll %" and "Toll" (the duty's rate and amount), "Prosedyre" (the procedure code).
export const CUSTOMS_COLUMN_WORDS: Partial<Record<ColumnKind, readonly string[]>> = {
  hsCode: ['ritc', 'ritc hs cd', 'ritc hs code', 'hs cd', 'itc hs', 'itc hs code', 'pos tarif', 'pos tarif hs', 'varenr', 'varenummer', 'tolltariffnr', 'tarifnr'],
  unit: ['uqc', 'satuan'],
  item: ['item sn', 'item sno', 'item s no'],
  customsValue: ['fob', 'fob value', 'assessable value', 'cif', 'cif value', 'nilai cif', 'tollverdi', 'toldvaerdi'],
  quantity: ['jumlah satuan', 'mengde', 'antall', 'maengde'],
  dutyRate: ['bm pct', 'bea masuk pct', 'duty pct', 'tarif bm', 'toll pct', 'tollsats', 'told pct', 'toldsats'],
  dutyAmount: ['bm', 'bea masuk', 'toll', 'told'],
  // Only the local wordings: an English "Origin" heads other columns too (an origin criterion's, over two lines).
  originCountry: ['asal', 'negara asal', 'opr', 'opprinnelse', 'opprinnelsesland', 'oprindelse', 'oprindelsesland'],
  procedureCode: ['prosedyre', 'procedure', 'procedure code', 'cpc', 'verfahren', 'procedura', 'procedimiento'],
};
