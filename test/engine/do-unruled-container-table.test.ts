import { describe, expect, it } from 'vitest';
import { headerAt } from '../../engine/extract/logistics/table-header.ts';
import type { Word } from '../../engine/types.ts';
import { extractLogisticsPage, line } from './support/page.ts';

/** Words of one printed line from "text@x0-x1" specs, 8 points high at y. */
const words = (y: number, specs: string): Word[] => specs.split(' ').map((s) => {
  const [text, span] = s.split('@');
  const [x0, x1] = span.split('-').map(Number);
  return { text, bbox: [x0, y, x1, y + 8], confidence: 1, source: 'text' };
});
const header = (specs: string): ReturnType<typeof headerAt> => { const l = [words(100, specs)]; return headerAt(l, 0, l.map((m) => [m])); };

// An order's container list printed without vertical rules: its captions include columns that name no field of a
// container row ("Status", "Empty Return Depot") and a two-word seal caption ("Seal Number"); sizes by length and group.
const d = extractLogisticsPage('delivery_order', [
  line('HARBOURVIEW MARITIME SERVICES LTD', 40, 30, 14, true),
  line('DELIVERY ORDER', 230, 70, 16, true),
  line('D.O. No.: HMS/DO/4471', 40, 100),
  line('No.', 45, 200, 8, true), line('Container Number', 70, 200, 8, true), line('Size / Type', 190, 200, 8, true),
  line('Seal Number', 260, 200, 8, true), line('Status', 350, 200, 8, true), line('Empty Return Depot', 400, 200, 8, true),
  line('1', 48, 214), line('MRKU1234563', 70, 214), line("20' GP", 195, 214), line('HV100201', 260, 214), line('FCL', 352, 214), line('NORTH DEPOT', 400, 214),
  line('2', 48, 228), line('TRLU5550100', 70, 228), line("40' HC", 195, 228), line('HV100202', 260, 228), line('FCL', 352, 228), line('NORTH DEPOT', 400, 228),
]);

describe('a delivery order\'s container table without vertical rules', () => {
  it('reads each container with its ISO size/type and seal, past captions of no field', () => {
    expect(d.containers).toEqual([
      { containerNumber: 'MRKU1234563', sizeType: '22G1', sealNumbers: ['HV100201'] },
      { containerNumber: 'TRLU5550100', sizeType: '45G1', sealNumbers: ['HV100202'] },
    ]);
  });
});

describe('captions of no field of a container list', () => {
  it('count as captions only as whole captions: "Empty Return Depot" does, the words "RETURN EMPTY TO DEPOT" of a note do not', () => {
    expect(header('Container@40-80 No.@83-95 Seal@160-180 No.@183-195 Type@240-260 Empty@300-325 Return@328-355 Depot@358-380')?.cols.map((c) => c.kind))
      .toEqual(['container', 'seal', 'sizeType', null]);
    expect(header('Container@40-80 No.@83-95 Seal@160-180 No.@183-195 Type@240-260 RETURN@300-330 EMPTY@333-360 TO@363-370 DEPOT@373-400')).toBeNull();
  });
});
