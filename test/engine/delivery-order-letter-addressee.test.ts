import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/**
 * A release note written as a German business letter: the agent's letterhead (its name without legal form), the
 * haulier's address block beside the dateline with a department line, a container table captioned in German over
 * English with a free-time column, and the agent's full name, register and VAT id in the footer.
 */
const lines = [
  line('WESERKAI REEDEREIAGENTUR', 50, 30, 20, true),
  line('Am Speicher 4, 28195 Bremen - Tel. +49 421 555 0100 - release@weserkai.example', 50, 56, 7),
  line('KRAMER TRANSPORTE GMBH', 50, 94, 9, true), line('Bremen, den 4. März 2027', 400, 94, 9),
  line('Abt. Disposition', 50, 106, 9),
  line('Hafenrandstraße 12', 50, 118, 9),
  line('28217 Bremen', 50, 130, 9),
  line('FREISTELLUNG', 50, 165, 16, true),
  line('Freistellungs-Nr.:', 50, 190, 8), line('WK-27-00318', 150, 190, 9),
  line('Nr.', 50, 300, 7), line('Container-Nr.', 75, 300, 7), line('Typ', 170, 300, 7), line('Plombe', 215, 300, 7), line('Kolli', 290, 300, 7),
  line('Bruttogewicht kg', 360, 300, 7), line('Freie Lagerzeit bis', 450, 300, 7),
  line('Seal', 215, 309, 7), line('Packages', 290, 309, 7), line('Gross weight', 360, 309, 7), line('Free time until', 450, 309, 7),
  line('1', 50, 324, 8), line('MSKU1234565', 75, 324, 8), line('45G1', 170, 324, 8), line('WK770011', 215, 324, 8), line('820 KRT', 290, 324, 8),
  line('12.400,0', 360, 324, 8), line('11.03.2027', 450, 324, 8),
  line('2', 50, 339, 8), line('TCLU7654320', 75, 339, 8), line('22G1', 170, 339, 8), line('WK770012', 215, 339, 8), line('410 KRT', 290, 339, 8),
  line('9.150,5', 360, 339, 8), line('11.03.2027', 450, 339, 8),
  line('Mit freundlichen Grüßen', 50, 640, 9),
  line('WESERKAI REEDEREIAGENTUR GMBH - Import', 50, 670, 9),
  line('Weserkai Reedereiagentur GmbH - Sitz Bremen - Amtsgericht Bremen HRB 12345 - USt-IdNr. DE136695976', 50, 790, 6),
];

describe('a release note written as a letter', () => {
  const d = extractLogisticsPage('delivery_order', lines);

  it('releases to the addressee block beside the dateline, its department line left out', () => {
    expect(d.releaseTo).toMatchObject({ name: 'KRAMER TRANSPORTE GMBH', address: 'Hafenrandstraße 12, 28217 Bremen' });
  });

  it('reads the issuer from the letterhead above the addressee, with the legal form and VAT id its footer prints', () => {
    expect(d.issuedBy).toMatchObject({
      name: 'WESERKAI REEDEREIAGENTUR GMBH', address: 'Am Speicher 4, 28195 Bremen', taxId: 'DE136695976',
      email: 'release@weserkai.example', phone: '+49 421 555 0100',
    });
  });

  it('reads a container table captioned "Nr." with a free-time column, German captions over English ones', () => {
    expect(d.containers).toEqual([
      { containerNumber: 'MSKU1234565', sizeType: '45G1', sealNumbers: ['WK770011'] },
      { containerNumber: 'TCLU7654320', sizeType: '22G1', sealNumbers: ['WK770012'] },
    ]);
  });
});

describe('a release letter whose dateline is level with the last line of the address', () => {
  const letter = [
    line('LAGUNA PORT SERVICES', 50, 30, 20, true),
    line('Muelle Sur 7, 11201 Algeciras - Tel. +34 956 555 010', 50, 56, 7),
    line('TRANSPORTES OLIVARES S.L.', 50, 94, 9, true),
    line('Calle del Ferrocarril 19', 50, 106, 9),
    line('41011 Sevilla', 50, 118, 9), line('Algeciras, 9 de marzo de 2027', 400, 118, 9),
    line('ORDEN DE ENTREGA', 50, 165, 16, true),
    line('Orden N.º:', 50, 190, 8), line('LPS-27-0442', 150, 190, 9),
  ];

  it('releases to the whole address block over the dateline row', () => {
    const d = extractLogisticsPage('delivery_order', letter);
    expect(d.releaseTo).toMatchObject({ name: 'TRANSPORTES OLIVARES S.L.', address: 'Calle del Ferrocarril 19, 41011 Sevilla' });
  });

  it('releases to the address block ending a line above the dateline', () => {
    const lower = letter.map((l) => (l.text.startsWith('Algeciras,') ? line(l.text, 400, 134, 9) : l));
    expect(extractLogisticsPage('delivery_order', lower).releaseTo).toMatchObject({ name: 'TRANSPORTES OLIVARES S.L.' });
  });
});
