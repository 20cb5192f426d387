/** Certificate of origin (non-preferential, EUR.1, Form A). */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { countryFromName, isCountryCode } from '../parse/index.ts';
import { createReader, type Reader } from './reader.ts';
import { readTables } from './table.ts';
import { goodsFromRows, parsePackages, setParty } from './common.ts';
import { withDefaults } from './defaults.ts';
import type { LogisticsLabelKey } from './labels.ts';

const DEFAULTS = {
  certificateNumber: null, certificateType: null, issueDate: null, issuingAuthority: null, exporter: null, producer: null,
  consignee: null, countryOfOrigin: null, countryOfDestination: null,
  transport: { mode: null, vessel: null, portOfLoading: null, portOfDischarge: null }, goods: [],
};

/** Country as ISO alpha-2 from "Germany (DE)", "DE" or a country name. */
export function readCountry(r: Reader, key: LogisticsLabelKey, path: string): void {
  const t = r.text(key);
  if (!t) return;
  const code = /\(([A-Z]{2})\)/.exec(t.value)?.[1] ?? (/^[A-Z]{2}$/.test(t.value.trim()) ? t.value.trim() : null) ?? countryFromName(t.value);
  if (code && isCountryCode(code)) r.set(path, { value: code, ev: t.ev });
}

export function extractCertificateOfOrigin(ctx: ExtractContext): PartialExtraction {
  const r = createReader(ctx);
  r.set('certificateNumber', r.text('certificateNumber'));
  const type = r.text('certificateType');
  if (type) r.set('certificateType', type);
  else if (r.segs.flat().some((s) => /EUR\.?\s?1/.test(s.text))) r.set('certificateType', { value: 'EUR.1', ev: r.evidence(r.segs.flat().slice(0, 1), 0.6) });
  r.set('issueDate', r.date('issueDate'));
  r.set('issuingAuthority', r.text('issuingAuthority'));
  setParty(r, 'exporter', r.party('exporter') ?? r.party('shipper'));
  setParty(r, 'consignee', r.party('consignee'));
  readCountry(r, 'countryOfOrigin', 'countryOfOrigin');
  readCountry(r, 'countryOfDestination', 'countryOfDestination');
  r.set('transport.vessel', r.text('vessel'));
  r.set('transport.portOfLoading', r.place('portOfLoading', 'sea'));
  r.set('transport.portOfDischarge', r.place('portOfDischarge', 'sea'));
  if (r.find('vessel') || r.find('portOfLoading')) r.set('transport.mode', { value: 'SEA', ev: r.derivedEvidence() });
  const inv = r.text('invoiceNumber');
  const invNo = inv ? inv.value.split(/\s*\/\s*/)[0] : null;
  const invDate = inv ? r.parseDate(inv.value.split('/').slice(1).join('/').trim()) : null;
  goodsFromRows(r, readTables(ctx.pages), 'goods', (row, i) => {
    if (row.item) r.set(`goods[${i}].itemNumber`, { value: Number(row.item.text) || i + 1, ev: r.evidence([row.item.seg]) });
    if (row.quantity) { const q = parsePackages(row.quantity.text); if (q) r.set(`goods[${i}].quantity`, { value: q.count, ev: r.evidence([row.quantity.seg]) }); }
    if (inv && invNo) r.set(`goods[${i}].invoiceNumber`, { value: invNo, ev: inv.ev });
    if (inv && invDate) r.set(`goods[${i}].invoiceDate`, { value: invDate, ev: inv.ev });
  });
  return withDefaults(DEFAULTS, r.result());
}
