import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import type { Rule } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const hRule = (x0: number, x1: number, y: number): Rule => ({ kind: 'h', bbox: [x0, y - 0.15, x1, y + 0.15] });

/** A forwarder's house air waybill: party blocks under underlined captions, a full-width rule over the blocks. */
const lines = [
  line('SHIPPER', 36, 104, 6.4, true), line('CONSIGNEE', 312, 104, 6.4, true),
  line('ACME TOOLING PVT LTD', 36, 114.5, 7), line('NORTHSIDE MOTORS INC', 312, 114.5, 7),
  line('Plot 12, Industrial Area, Pune 411018, India', 36, 123.5, 7), line('88 Lake Street, Dayton, OH 45402, USA', 312, 123.5, 7),
];
const rules = [hRule(36, 576, 100), hRule(36, 36 + 7 * 4, 111.5), hRule(312, 312 + 9 * 4, 111.5)];

describe('underlined caption', () => {
  it('reads the party block under a caption whose underline runs between them', () => {
    const d = extractLogistics('air_waybill', buildContext([page(lines, rules)], 'en')).data as Record<string, any>;
    expect(d.shipper).toMatchObject({ name: 'ACME TOOLING PVT LTD' });
    expect(d.shipper.address).toContain('Pune');
    expect(d.consignee).toMatchObject({ name: 'NORTHSIDE MOTORS INC' });
  });

  it('still stops a value at a box border that runs wider than the text over it', () => {
    const boxed = [...lines.slice(0, 2), line('NOTIFY', 36, 136, 6.4, true), line('SAME AS CONSIGNEE', 36, 145, 7)];
    const d = extractLogistics('air_waybill', buildContext([page(boxed, [hRule(30, 300, 111.5)])], 'en')).data as Record<string, any>;
    expect(d.shipper).toBeNull();
  });
});
