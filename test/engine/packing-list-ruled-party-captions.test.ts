import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import type { Line, Rule } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

/**
 * A packing list whose party captions are ruled off from the parties under them, each rule starting at its caption
 * and running across the party's column (wider than the caption), and whose reference grid captions the ports in
 * Spanish without the "de" ("Puerto embarque", "Puerto destino").
 */
const lines: Line[] = [
  line('CONSERVAS DEL CANTABRICO S.L.', 30, 20, 14, true), line('PACKING LIST', 420, 20, 14, true),
  line('EXPORTADOR / Shipper', 30, 60, 7), line('CONSIGNATARIO / Consignee', 240, 60, 7),
  line('CONSERVAS DEL CANTABRICO S.L.', 30, 73, 8), line('Calle del Puerto 9', 30, 83, 8), line('39740 Santoña, España', 30, 93, 8),
  line('NORDIC SEAFOOD TRADING AB', 240, 73, 8), line('Hamngatan 14', 240, 83, 8), line('41117 Göteborg, Sverige', 240, 93, 8),
  line('Puerto embarque / POL', 30, 120, 6), line('BILBAO (ESBIO)', 30, 129, 8),
  line('Puerto destino / POD', 200, 120, 6), line('GOTHENBURG (SEGOT)', 200, 129, 8),
];
const rules: Rule[] = [{ kind: 'h', bbox: [30, 69, 230, 69.4] }, { kind: 'h', bbox: [240, 69, 440, 69.4] }];

describe('a packing list with ruled party captions and short Spanish port captions', () => {
  const d = extractLogistics('packing_list', buildContext([page(lines, rules)], 'en')).data as Record<string, any>;

  it('reads the party under a caption ruled off from it', () => {
    expect(d.consignee).toMatchObject({ name: 'NORDIC SEAFOOD TRADING AB', address: 'Hamngatan 14, 41117 Göteborg, Sverige' });
  });

  it('reads the ports under "Puerto embarque" and "Puerto destino"', () => {
    expect(d.portOfLoading).toMatchObject({ name: 'BILBAO', unLocode: 'ESBIO' });
    expect(d.portOfDischarge).toMatchObject({ name: 'GOTHENBURG', unLocode: 'SEGOT' });
  });
});
