import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

// An agent's delivery order written as a bilingual letter: a tall letterhead (the principal it is agent for, its legal
// notice), a dateline, the addressee under a
// translated "To:" caption, the order's number after "N°" under the title a quarter down the page, and
// "caption : value" rows whose captions print their translation first, the colons in a column of their own.
const rows: Array<[string, string]> = [['Konossement / Bill of lading', 'WSLX26L0441188'], ['Schip / Vessel', 'NORDIC STAR']];
const d = extractLogisticsPage('delivery_order', [
  line('HAVENAGENTUUR DE MAAS B.V.', 48, 33, 16, true),
  line('Algemeen agent van NORDIC LINES - General agent in Rotterdam of NORDIC LINES', 48, 54, 8),
  line('Waalhaven 12, 3089 KH Rotterdam - Tel. +31 10 555 1234', 48, 64, 7.6),
  line('Kapitaal EUR 18.000 - KvK Rotterdam 24123456 - BTW NL001234567B01', 48, 73, 7.6),
  line('Rotterdam, den 14. März 2026', 340, 99, 10),
  line('Ter attentie van / To:', 340, 120, 9.6),
  line('BRABANT TRANSPORT B.V.', 340, 132, 9.6), line('Industrieweg 8', 340, 144, 9.6), line('5051 AB Goirle', 340, 156, 9.6),
  line('VRIJGAVE / DELIVERY ORDER', 48, 190, 15, true),
  line('N° DO-RTM-26-03-0117', 48, 212, 10),
  ...rows.flatMap(([c, v], i) => [line(c, 48, 240 + i * 15, 9), line(`: ${v}`, 238, 240 + i * 15, 10)]),
]);

describe('a bilingual letter-style delivery order', () => {
  it('leaves the agency statement, the legal notice and the dateline out of the issuer\'s address', () => {
    expect(d.issuedBy).toMatchObject({ name: 'HAVENAGENTUUR DE MAAS B.V.', address: 'Waalhaven 12, 3089 KH Rotterdam', phone: '+31 10 555 1234' });
  });

  it('reads its dateline as the issue date', () => {
    expect(d.issueDate).toBe('2026-03-14');
  });

  it('reads the party under a translated "To:" caption on a line of its own as the party released to', () => {
    expect(d.releaseTo).toMatchObject({ name: 'BRABANT TRANSPORT B.V.', address: 'Industrieweg 8, 5051 AB Goirle' });
  });

  it('reads the number after "N°" under the title, letter groups leading it', () => {
    expect(d.deliveryOrderNumber).toBe('DO-RTM-26-03-0117');
  });

  it('reads the B/L number after a translated "Bill of lading" caption, its colon printed with the value', () => {
    expect(d.billOfLadingNumber).toBe('WSLX26L0441188');
  });
});

// A letterhead whose street and town part reads like a dateline ("<place>, <figures> <town>") but holds no date.
const q = extractLogisticsPage('delivery_order', [
  line('AGENCE MARITIME DU LEVANT', 48, 33, 16, true),
  line('Quai des Tanneurs, 13002 Marseille - Tél. +33 4 91 00 12 34', 48, 54, 7.6),
  line('Marseille, le 3 mai 2026', 48, 64, 7.6),
  line('BON A DELIVRER / DELIVERY ORDER', 48, 190, 15, true),
  line('N° BAD-26-0042', 48, 212, 10),
]);

describe('a letterhead part shaped like a dateline', () => {
  it('keeps a street and postcode-town part whose figures are no date, and leaves out the dateline', () => {
    expect(q.issuedBy).toMatchObject({ name: 'AGENCE MARITIME DU LEVANT', address: 'Quai des Tanneurs, 13002 Marseille' });
    expect(q.issueDate).toBe('2026-05-03');
  });
});
