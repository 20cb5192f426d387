/** Customs declaration (WCO data model): import, export or transit. */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { parseIncoterm } from '../parse/index.ts';
import { createReader } from './reader.ts';
import { readTables } from './table.ts';
import { goodsFromRows, readCount, setParty } from './common.ts';
import { readCountry } from './certificate-of-origin.ts';
import { toNumber } from './parse-extra.ts';
import { withDefaults } from './defaults.ts';

const DEFAULTS = {
  declarationNumber: null, declarationType: null, date: null, customsOffice: null, declarant: null, exporter: null,
  importer: null, countryOfExport: null, countryOfOrigin: null, countryOfDestination: null, incoterms: null, currency: null,
  exchangeRate: null, totalInvoiceAmount: null, transportMode: null, transportDocumentReference: null, items: [],
  totalDuties: null, totalTaxes: null, totalGrossWeight: null, totalPackages: null,
};

export function extractCustomsDeclaration(ctx: ExtractContext): PartialExtraction {
  const r = createReader(ctx);
  r.set('declarationNumber', r.id('declarationNumber'));
  const all = r.segs.flat();
  // The title is the largest text near the top; party labels ("Exporter") must not decide the direction.
  const top = all.filter((s) => s.page === 1).slice(0, 12);
  const maxSize = Math.max(...top.map((s) => s.size));
  const title = top.filter((s) => s.size >= maxSize * 0.9).map((s) => s.text).join(' ');
  const type = /\b(export|ausfuhr\w*|exportaci[oó]n|exporta[cç][aã]o|uitvoer\w*|esportazione)\b/i.test(title) ? 'EXPORT'
    : /\b(transit|versand\w*|tr[aâ]nsito|doorvoer)\b/i.test(title) ? 'TRANSIT' : 'IMPORT';
  r.set('declarationType', { value: type, ev: r.derivedEvidence() });
  r.set('date', r.date('date'));
  r.set('customsOffice', r.text('customsOffice'));
  setParty(r, 'declarant', r.party('declarant'));
  setParty(r, 'exporter', r.party('exporter'));
  setParty(r, 'importer', r.party('importer'));
  readCountry(r, 'countryOfExport', 'countryOfExport');
  readCountry(r, 'countryOfOrigin', 'countryOfOrigin');
  readCountry(r, 'countryOfDestination', 'countryOfDestination');
  const inc = r.text('incoterms');
  const rule = inc ? parseIncoterm(inc.value) : null;
  if (inc && rule) {
    r.set('incoterms', { value: rule.rule, ev: rule.valid ? inc.ev : { ...inc.ev, confidence: inc.ev.confidence * 0.5 } });
    r.check('incoterms', 'incoterms-2020', rule.valid, rule.valid ? undefined : `${rule.rule} is not an Incoterms 2020 rule`);
  }
  const cur = r.text('currency');
  if (cur && /^[A-Z]{3}$/.test(cur.value)) r.set('currency', cur);
  const fx = r.text('exchangeRate');
  if (fx) { const v = toNumber(fx.value); if (v !== null) r.set('exchangeRate', { value: v, ev: fx.ev }); }
  const amt = r.text('invoiceAmount');
  if (amt) { const v = toNumber(amt.value); if (v !== null) r.set('totalInvoiceAmount', { value: v, ev: amt.ev }); }
  r.set('transportMode', r.text('transportMode'));
  r.set('transportDocumentReference', r.text('transportDocument'));
  goodsFromRows(r, readTables(ctx.pages), 'items', (row, i) => {
    const n = (k: 'customsValue' | 'dutyRate' | 'dutyAmount'): void => {
      const c = row[k];
      const v = c ? toNumber(c.text) : null;
      if (c && v !== null) r.set(`items[${i}].${k}`, { value: v, ev: r.evidence([c.seg]) });
    };
    n('customsValue'); n('dutyRate'); n('dutyAmount');
    if (row.item) r.set(`items[${i}].itemNumber`, { value: Number(row.item.text) || i + 1, ev: r.evidence([row.item.seg]) });
  });
  const tot = r.text('totalDuties');
  if (tot) { const v = toNumber(tot.value); if (v !== null) r.set('totalDuties', { value: v, ev: tot.ev }); }
  r.set('totalGrossWeight', r.weight('totalGrossWeight'));
  r.set('totalPackages', readCount(r, 'totalPackages'));
  return withDefaults(DEFAULTS, r.result());
}
