import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('goods table: figures stacked in one weight or volume column belong to the row above', () => {
  it('reads a measurement printed over the gross weight under one caption as the row\'s volume and weight', () => {
    const d = extractLogisticsPage('bill_of_lading', [
      line('MARKS & NOS.', 30, 280, 6), line('PACKAGES', 140, 280, 6), line('DESCRIPTION OF GOODS', 210, 280, 6), line('GROSS WEIGHT (KGS)', 450, 280, 6),
      line('ACME / LYON', 30, 300), line('288 CTNS', 150, 300), line('STEEL GARDEN CHAIRS', 210, 300), line('202.500 M3', 490, 300),
      line('C/NO. 1-288', 30, 309), line('HS CODE: 940171', 210, 309), line('35,538.000 KGS', 475, 309),
      line('ACME / LYON', 30, 330), line('12 PLTS', 150, 330), line('STEEL TABLES', 210, 330), line('31.900 M3', 495, 330),
      line('PLT 1-12', 30, 339), line('2,423.600 KGS', 480, 339),
    ]);
    expect(d.goods).toHaveLength(2);
    expect(d.goods?.[0]).toMatchObject({ marksAndNumbers: 'ACME / LYON C/NO. 1-288', hsCode: '940171', volume: { value: 202.5, unit: 'm3' }, grossWeight: { value: 35538, unit: 'kg' } });
    expect(d.goods?.[1]).toMatchObject({ volume: { value: 31.9, unit: 'm3' }, grossWeight: { value: 2423.6, unit: 'kg' } });
  });

  it('leaves out a weight restated in pounds and a volume in cubic feet under the metric figures', () => {
    const d = extractLogisticsPage('sea_waybill', [
      line('MARKS & NOS.', 30, 280, 6), line('NO. OF PKGS', 120, 280, 6), line('DESCRIPTION OF GOODS', 190, 280, 6),
      line('GROSS WEIGHT', 420, 280, 6), line('MEASUREMENT', 500, 280, 6),
      line('ACME', 30, 300), line('2,356 CTNS', 120, 300), line('LED PANEL LIGHTS', 190, 300), line('19,790.4 KGS', 430, 300), line('136.6 CBM', 510, 300),
      line('TORONTO', 30, 310), line('HS CODE 940542', 190, 310), line('43,630 LBS', 440, 310), line('4,824 CFT', 515, 310),
      line('ACME', 30, 340), line('2,030 CTNS', 120, 340), line('LED TUBE LAMPS', 190, 340), line('11,774.0 KGS', 430, 340), line('97.2 CBM', 515, 340),
      line('TORONTO', 30, 350), line('HS CODE 853952', 190, 350), line('25,957 LBS', 440, 350), line('3,433 CFT', 515, 350),
    ]);
    expect(d.goods).toHaveLength(2);
    expect(d.goods?.[0]).toMatchObject({ marksAndNumbers: 'ACME TORONTO', hsCode: '940542', grossWeight: { value: 19790.4, unit: 'kg' }, volume: { value: 136.6, unit: 'm3' } });
    expect(d.goods?.[1]).toMatchObject({ description: 'LED TUBE LAMPS', hsCode: '853952', grossWeight: { value: 11774, unit: 'kg' }, volume: { value: 97.2, unit: 'm3' } });
  });
});
