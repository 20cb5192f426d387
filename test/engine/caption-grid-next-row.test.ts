import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('a caption grid without boxes: the next row\'s caption ends the value above it', () => {
  it('reads the place of issue without the unknown caption and value of the row under it', () => {
    const d = extractLogisticsPage('sea_waybill', [
      line('SHIPPED ON BOARD', 36, 600, 6.4), line('PLACE OF ISSUE', 216, 600, 6.4), line('DATE OF ISSUE', 396, 600, 6.4),
      line('09 Mar 2026', 36, 611, 8.8), line('NINGBO', 216, 611, 8.8), line('10 Mar 2026', 396, 611, 8.8),
      line('NO. OF ORIGINAL B/L', 36, 622, 6.4), line('SERVICE / MOVE TYPE', 216, 622, 6.4), line('SCAC', 396, 622, 6.4),
      line('0 (ZERO)', 36, 633, 8.8), line('CY / RAMP', 216, 633, 8.8), line('ABCD', 396, 633, 8.8),
    ]);
    expect(d.placeOfIssue).toBe('NINGBO');
  });
});
