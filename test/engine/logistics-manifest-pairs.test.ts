import { describe, expect, it } from 'vitest';
import { partyCut } from '../../engine/extract/logistics/table-party-pair.ts';
import { containerFigures } from '../../engine/extract/logistics/container-figures.ts';
import { orderOfNamedParty } from '../../engine/extract/logistics/consignee-order.ts';

describe('two parties in one manifest cell', () => {
  it('cuts after the first party\'s town, before the second name', () => {
    expect(partyCut(['NORTHWIND TRADING HF.', 'Keflavik, Iceland', 'BLUE HARBOUR FOODS LTD', 'Dover, UK'])).toBe(2);
  });
  it('keeps one line each when nothing turns', () => {
    expect(partyCut(['ALPHA LTD', 'BETA LTD'])).toBe(1);
  });
});

describe('container figures in the goods column', () => {
  it('reads size/type, weight and measurement', () => {
    expect(containerFigures("20'DV (22G1)   9,120.500 KGS   14.200 CBM")).toEqual({ sizeType: '22G1', weight: '9,120.500 KGS', volume: '14.200 CBM' });
  });
  it('is null for goods words', () => {
    expect(containerFigures('40 DRUMS OF RESIN 9,120 KGS')).toBeNull();
  });
});

describe('consignee to the order of a named party', () => {
  it('joins the order line and the wrapped name, address after', () => {
    const p = orderOfNamedParty(['TO THE ORDER OF', 'FIRST COASTAL BANK OF', 'EXAMPLELAND, PORT BRANCH', '12 Harbour Road', 'Port Town, Exampleland']);
    expect(p?.name).toBe('TO THE ORDER OF FIRST COASTAL BANK OF EXAMPLELAND, PORT BRANCH');
    expect(p?.address).toBe('12 Harbour Road, Port Town, Exampleland');
  });
  it('leaves a box without an address to the plain order', () => {
    expect(orderOfNamedParty(['TO ORDER OF', 'FIRST COASTAL BANK'])).toBeNull();
  });
});
