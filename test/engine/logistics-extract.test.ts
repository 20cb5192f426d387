import { describe, expect, it } from 'vitest';
import { generateDocument } from '../fixtures/logistics/document.ts';
import { scoreHeader } from '../fixtures/logistics/score.ts';
import { isValidContainerNumber } from '../fixtures/logistics/check-digits.ts';
import { extractPdfPages } from '../../engine/pdf/text.ts';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics, LOGISTICS_EXTRACTOR_TYPES } from '../../engine/extract/logistics/index.ts';
import type { LogisticsType } from '../fixtures/logistics/truth.ts';

// DEV split only (seeds 0-99); the TEST split is kept for bench/accuracy-synthetic.ts.
const extract = (type: LogisticsType, seed: number) => {
  const d = generateDocument(type, seed);
  return { d, res: extractLogistics(type, buildContext(extractPdfPages(d.pdf), 'en')) };
};

describe('logistics extractors on DEV documents', () => {
  it('reads a sea waybill fully: parties, vessel, ports, containers, goods and totals', () => {
    const { d, res } = extract('sea_waybill', 0);
    const t = d.truth as Record<string, any>;
    const x = res.data as Record<string, any>;
    expect(x.transportDocumentNumber).toBe(t.transportDocumentNumber);
    expect(x.transportDocumentType).toBe('SWB');
    expect(x.shipper.name).toBe(t.shipper.name);
    expect(x.consignee.address).toBe(t.consignee.address);
    expect(x.vessel).toEqual(t.vessel);
    expect(x.portOfLoading.unLocode).toBe(t.portOfLoading.unLocode);
    expect(x.containers.map((c: any) => c.containerNumber)).toEqual(t.containers.map((c: any) => c.containerNumber));
    expect(x.containers.map((c: any) => c.sealNumbers)).toEqual(t.containers.map((c: any) => c.sealNumbers));
    expect(x.goods.length).toBe(t.goods.length);
    expect(x.goods.map((g: any) => g.hsCode)).toEqual(t.goods.map((g: any) => g.hsCode));
    expect(x.totalGrossWeight).toEqual(t.totalGrossWeight);
    expect(res.fields['vessel.imoNumber']).toMatchObject({ page: 1, source: 'text' });
    expect(res.fields['vessel.imoNumber'].bbox).not.toBeNull();
  });

  for (const type of LOGISTICS_EXTRACTOR_TYPES) {
    it(`extracts ${type} header fields with F1 >= 0.9 over 8 DEV documents`, () => {
      let tp = 0, fp = 0, fn = 0;
      for (let seed = 10; seed < 18; seed++) {
        const { d, res } = extract(type, seed);
        const s = scoreHeader(type as Exclude<LogisticsType, 'freight_invoice'>, d.truth, res.data);
        tp += s.tp; fp += s.fp; fn += s.fn;
        for (const path of Object.keys(res.fields)) {
          expect(res.fields[path].confidence).toBeGreaterThan(0);
          expect(res.fields[path].confidence).toBeLessThanOrEqual(1);
        }
      }
      const p = tp / (tp + fp), r = tp / (tp + fn);
      expect((2 * p * r) / (p + r)).toBeGreaterThanOrEqual(0.9);
    });
  }

  it('long goods tables are read across all pages', () => {
    for (let seed = 0; seed < 40; seed++) {
      const d = generateDocument('packing_list', seed);
      if (d.pages < 2) continue;
      const { res } = extract('packing_list', seed);
      expect((res.data.packages as unknown[]).length).toBe((d.truth.packages as unknown[]).length);
      return;
    }
    throw new Error('no multi-page packing list in DEV seeds 0-39');
  });

  it('never reports a container number whose check digit fails, and says so in validation', () => {
    const d = generateDocument('delivery_order', 3);
    const pages = extractPdfPages(d.pdf);
    const good = (d.truth.containers as Array<{ containerNumber: string }>)[0].containerNumber;
    const bad = good.slice(0, 10) + String((Number(good[10]) + 1) % 10);
    for (const p of pages) for (const l of p.lines) for (const w of l.words) if (w.text === good) { w.text = bad; l.text = l.text.replace(good, bad); }
    const res = extractLogistics('delivery_order', buildContext(pages, 'en'));
    const reported = (res.data.containers as Array<{ containerNumber: string }>).map((c) => c.containerNumber);
    expect(reported).not.toContain(bad);
    expect(reported.every(isValidContainerNumber)).toBe(true);
    expect(res.validation.some((v) => v.check === 'iso6346' && !v.ok && v.message?.includes(bad))).toBe(true);
  });

  it('reports an AWB number only when its mod-7 check digit holds', () => {
    const { d, res } = extract('air_waybill', 1);
    expect(res.data.airWaybillNumber).toBe(d.truth.airWaybillNumber);
    expect(res.validation.find((v) => v.check === 'awb-mod7')?.ok).toBe(true);
  });
});
