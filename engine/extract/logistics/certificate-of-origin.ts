/** Certificate of origin (non-preferential, EUR.1, Form A). */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { countryFromName, isCountryCode } from '../parse/index.ts';
import { createReader, type Reader } from './reader.ts';
import { readTables } from './table.ts';
import { goodsFromRows, parsePackages, setParty } from './common.ts';
import { fillRows, withDefaults } from './defaults.ts';
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

/** The certificate kind named in a text: non-preferential, EUR.1, EUR-MED, Form A, A.TR. */
export function certificateTypeIn(text: string): string | null {
  if (/\bnon[- ]?preferential\b/i.test(text)) return 'non-preferential';
  if (/\bEUR[.\s]?1\b/i.test(text)) return 'EUR.1';
  if (/\bEUR[.-]?MED\b/i.test(text)) return 'EUR-MED';
  if (/\b(GSP\s+)?Form\s+A\b/i.test(text)) return 'Form A';
  if (/\bA\.?TR\b/.test(text)) return 'A.TR';
  return null;
}

export function extractCertificateOfOrigin(ctx: ExtractContext): PartialExtraction {
  const r = createReader(ctx);
  r.set('certificateNumber', r.id('certificateNumber'));
  const type = r.text('certificateType');
  if (type) r.set('certificateType', { value: certificateTypeIn(type.value) ?? type.value, ev: type.ev });
  else {
    // Unlabelled (or under a bare "Type"): the certificate kinds are few and spelled alike everywhere.
    const seg = r.segs.flat().find((s) => certificateTypeIn(s.text));
    if (seg) r.set('certificateType', { value: certificateTypeIn(seg.text), ev: r.evidence([seg], 0.9) });
  }
  r.set('issueDate', r.date('issueDate'));
  r.set('issuingAuthority', r.text('issuingAuthority'));
  setParty(r, 'exporter', r.party('exporter') ?? r.party('shipper'));
  setParty(r, 'producer', r.party('producer'));
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
  }, 'marks');
  fillRows(r.result().data, 'goods', ['itemNumber', 'description', 'hsCode', 'quantity', 'grossWeight', 'marks', 'originCriterion', 'invoiceNumber', 'invoiceDate']);
  return withDefaults(DEFAULTS, r.result());
}
