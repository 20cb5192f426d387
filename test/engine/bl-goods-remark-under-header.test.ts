import { describe, expect, it } from 'vitest';
import { readTables } from '../../engine/extract/logistics/table.ts';
import { cellTexts, line, ocrLine, page } from './support/page.ts';

/**
 * A line alone in the description column right under a goods table's header, over its first row: the carrier's
 * clause ("SHIPPER'S LOAD, STOW, COUNT AND SEAL"), which a scan garbles past recognition ("SHIPPER'S O D, TOW, CUNT
 * AND SA"). It ended the table, and every goods and container row under it went unread.
 */
const table = (clause: string) => [
  line('Container No.', 28, 322, 6), line('Number & kind of packages', 167, 322, 6), line('Description of Goods', 247, 322, 6),
  line('Gross Weight (kg)', 437, 322, 6), line('Measurement (cbm)', 507, 322, 6),
  line(clause, 250, 334, 5.5),
  line('3 CONTAINERS SAID TO CONTAIN:', 260, 344, 7.5),
  line('DERMACLAIR / TIANJIN', 29, 376, 7.5), line('1240 CARTONS', 184, 376, 7.5), line('SKIN CARE CREAMS', 248, 376, 7.5),
  line('14 880,000', 464, 376, 7.5), line('66,450', 549, 376, 7.5),
  line('CMAU7183422 / 40HC', 29, 400, 7.5), line('780 CARTONS', 191, 400, 7.5), line('9 350,000', 468, 400, 7.5), line('42,100', 550, 400, 7.5),
].map(ocrLine);

describe('a remark in the description column over the first row of a goods table', () => {
  it('is passed over, the rows under it read', () => {
    const rows = cellTexts(readTables([page(table("SHIPPER'S O D, TOW, CUNT AND SA"))]) as never);
    expect(rows.map((r) => [r.container, r.packages, r.grossWeight])).toEqual([
      ['DERMACLAIR / TIANJIN', '1240 CARTONS', '14 880,000'], ['CMAU7183422 / 40HC', '780 CARTONS', '9 350,000'],
    ]);
  });

  it('reads the same rows under a clause read as printed', () => {
    expect(readTables([page(table("SHIPPER'S LOAD, STOW, COUNT AND SEAL"))])).toHaveLength(2);
  });
});
