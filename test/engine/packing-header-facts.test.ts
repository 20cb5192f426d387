import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('packing list header facts', () => {
  const lines = [
    line('PT JATI CRAFT INDONESIA', 36, 25, 14, true),
    line('Jl. Raya Km. 7 Jepara - Tel +62 291 555 0101 - export@jaticraft.co.id', 36, 45, 7),
    line('PACKING LIST', 200, 70, 13, true),
    line('Shipper', 36, 95, 7, true),
    line('PT JATI CRAFT INDONESIA', 36, 105, 8.5),
    line('Jl. Raya Km. 7', 36, 116, 8.5),
    line('Jepara 59462, Indonesia', 36, 127, 8.5),
    line('Container', 400, 95, 7), line('SEGU7188305', 470, 95, 8),
    line('Segel / Seal', 400, 107, 7), line('ID-JTC-330918', 470, 107, 8),
  ];
  const data = extractLogisticsPage('packing_list', lines);

  it('gives the one container the seal captioned apart among the facts', () => {
    expect(data.containers?.[0]?.sealNumbers).toEqual(['ID-JTC-330918']);
  });

  it('gives none of several containers the one seal captioned apart: it does not say whose it is', () => {
    const two = extractLogisticsPage('packing_list', [
      ...lines.slice(0, -4),
      line('Containers', 400, 95, 7), line('SEGU7188305', 470, 95, 8), line('TGHU4128738', 470, 104, 8),
      line('Segel / Seal', 400, 125, 7), line('ID-JTC-330918', 470, 125, 8),
    ]);
    expect(two.containers?.map((c: { containerNumber: string }) => c.containerNumber)).toEqual(['SEGU7188305', 'TGHU4128738']);
    expect(two.containers?.map((c: { sealNumbers: string[] }) => c.sealNumbers)).toEqual([[], []]);
  });

  it('fills a captioned shipper\'s missing contacts from the letterhead of the same company', () => {
    expect(data.shipper?.name).toBe('PT JATI CRAFT INDONESIA');
    expect(data.shipper?.email).toBe('export@jaticraft.co.id');
  });
});
