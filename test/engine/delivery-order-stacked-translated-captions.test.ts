import { describe, expect, it } from 'vitest';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import { buildContext } from '../../engine/extract/build-context.ts';
import type { Line, Rule } from '../../engine/types.ts';
import { cell, line, page, row } from './support/page.ts';

/** A caption in the local language in bold, its translations under it in smaller type, the value right of the first. */
const cap = (x: number, y: number, local: string, translated: string, value: string[]): Line[] => [
  line(local, x, y, 7.2, true), line(translated, x, y + 9, 5.8), ...value.map((v, k) => line(v, x + 130, y + 1 + k * 11, 8.8)),
];

const order = (lines: Line[], rules: Rule[] = []) => extractLogistics('delivery_order', buildContext([page(lines, rules)], 'en')).data as Record<string, any>;

describe('delivery order: captions stacked over their translations', () => {
  const lines = (): Line[] => [
    line('HAVENAGENTUUR DELTA', 40, 30, 18), line('Kaaiweg 12, 9000 Gent, Belgie', 40, 52, 7),
    line('Ondernemingsnr. / BTW BE 0123.456.749 · RPR Gent', 40, 61, 7),
    line('VRIJGAVEBON', 40, 92, 16), line('Nr. / N° / No.', 380, 96, 6.6), line('VGB-GNT-26-0071', 380, 106, 11),
    ...cap(40, 140, 'Vrij te geven aan', 'A délivrer à / Release to', ['TRANSPORT DE SMET NV', 'Dokstraat 4', '9042 Gent, Belgie']),
    ...cap(40, 190, 'Cognossement', 'Connaissement / B/L No.', ['ABCD260771045']),
    ...cap(40, 212, 'Losplaats', 'Port de déchargement / Discharge', ['GENT (BEGNE)']),
    ...cap(40, 234, 'Leveren aan', 'Livrer à / Deliver to', ['KOELHUIS MEETJESLAND BV', 'Industriepark 3, 9900 Eeklo, Belgie', 'Levering na afspraak, 06:00-14:00']),
    ...row(300, [['Container', 40], ['Type', 120], ['Seal No.', 170], ['Packages', 300], ['Gross kg', 360]]),
    ...row(315, [['MSKU1234565', 40], ['45R1', 120], ['SL 100201 + DG 778802', 170], ['960', 300], ['21.300,0', 360]]),
    cell('TOTAL', 40, 330),
  ];
  // A rule across the page under the letterhead, over the title.
  const rules: Rule[] = [{ kind: 'h', bbox: [40, 80, 560, 81] }];

  it('reads the values right of the local captions under the fields their translations name', () => {
    const d = order(lines(), rules);
    expect(d.releaseTo).toMatchObject({ name: 'TRANSPORT DE SMET NV', address: 'Dokstraat 4, 9042 Gent, Belgie' });
    expect(d.billOfLadingNumber).toBe('ABCD260771045');
    expect(d.portOfDischarge).toMatchObject({ name: 'GENT', unLocode: 'BEGNE' });
  });

  it('reads a "Deliver to" block apart from the release caption as the delivery place, up to its country', () => {
    expect(order(lines(), rules).deliveryLocation).toBe('KOELHUIS MEETJESLAND BV, Industriepark 3, 9900 Eeklo, Belgie');
  });

  it('reads the number under a multilingual "No." caption, seals a plus apart, and ends the letterhead at its rule', () => {
    const d = order(lines(), rules);
    expect(d.deliveryOrderNumber).toBe('VGB-GNT-26-0071');
    expect(d.containers?.[0]).toMatchObject({ containerNumber: 'MSKU1234565', sealNumbers: ['SL 100201', 'DG 778802'] });
    expect(d.issuedBy?.name).toBe('HAVENAGENTUUR DELTA');
    expect(d.issuedBy?.address).toBe('Kaaiweg 12, 9000 Gent, Belgie');
  });
});
