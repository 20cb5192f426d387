import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { extractLogisticsPage, line, ocrLine } from './support/page.ts';

/**
 * A bilingual caption OCR read without the spaces about its slash ("Shipper/Expéditeur"): on a scanned bill of
 * lading every party box went unread.
 */
const page = (): Line[] => [
  line('Shipper/Expediteur', 40, 100, 7), line('MARLOW CERAMICS LTD', 40, 110), line('12 KILN STREET, STOKE ST4 2QT', 40, 120),
  line('Consignee/Destinataire', 40, 150, 7), line('ATLAS TILE IMPORTS SARL', 40, 160), line('4 RUE DU PORT, 13002 MARSEILLE', 40, 170),
].map(ocrLine);

describe('bilingual captions with an unspaced slash', () => {
  it('reads the parties under them on OCR lines', () => {
    const d = extractLogisticsPage('bill_of_lading', page());
    expect(d.shipper).toMatchObject({ name: 'MARLOW CERAMICS LTD', address: '12 KILN STREET, STOKE ST4 2QT' });
    expect(d.consignee).toMatchObject({ name: 'ATLAS TILE IMPORTS SARL' });
  });

});
