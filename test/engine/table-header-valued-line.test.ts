import { describe, expect, it } from 'vitest';
import { headerAt } from '../../engine/extract/logistics/table-header.ts';
import type { Word } from '../../engine/types.ts';

/** Words of one printed line from "text@x0-x1" specs, `h` points high at y. */
const words = (y: number, h: number, specs: string): Word[] => specs.split(' ').map((s) => {
  const [text, span] = s.split('@');
  const [x0, x1] = span.split('-').map(Number);
  return { text, bbox: [x0, y, x1, y + h], confidence: 1, source: 'text' };
});

describe('a captioned value line right over a bilingual table header', () => {
  it('is no translation of the captions under it: the header starts on the caption lines', () => {
    const merged = [
      words(303, 12, 'Containers@40-84 (ophalen@87-122 bij@125-134 /@137-139 pick@142-159 up@161-171 at):@174-187 ECT@189-206 DELTA@209-237 TERMINAL,@239-286 MAASVLAKTE@288-347'),
      words(321, 9, 'Containernummer@43-99 Type@142-158 Zegel@171-188 PIN-code@245-273 Colli@353-367 Bruto@416-434 kg@435-443 Status@459-479 Temp.@514-533'),
      words(329, 9, 'Container@43-73 no.@75-85 ISO@144-156 Seal@171-184 (niet@245-259 doorgeven)@261-296 Packages@337-367 Gross@415-434 kg@435-443'),
    ];
    const runs = merged.map((m) => [m]);
    expect(headerAt(merged, 0, runs)).toBeNull();
    const h = headerAt(merged, 1, runs);
    expect(h?.lines).toBe(2);
    expect(h?.cols.map((c) => c.kind)).toContain('seal');
  });
});
