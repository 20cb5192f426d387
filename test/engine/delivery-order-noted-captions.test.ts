import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import { notedCaption } from '../../engine/extract/logistics/caption-notes.ts';
import { captionKeysOf } from '../../engine/extract/logistics/captions.ts';
import type { Line, PageContent, Word } from '../../engine/types.ts';
import { readTables, type TotalsRead } from '../../engine/extract/logistics/table.ts';

/** A text-layer line of words from x, 5 points per character. */
function line(text: string, x: number, y: number, h = 8, gap = 5): Line {
  const words: Word[] = [];
  let cx = x;
  for (const t of text.split(' ')) {
    words.push({ text: t, bbox: [cx, y, cx + t.length * 5, y + h], confidence: 1, source: 'text' });
    cx += t.length * 5 + gap;
  }
  return { text, bbox: [x, y, cx - gap, y + h], words };
}

const order = (lines: Line[]) => {
  const page: PageContent = { pageNumber: 1, width: 595, height: 842, textSource: 'text', lines, rules: [], confidence: 1 };
  return extractDocument({ pages: [page], documentType: 'delivery_order', language: 'en', extractTables: false, attachments: [] }).extractedData as Record<string, any>;
};

describe('captions with a note in brackets', () => {
  it('reads the caption before a note, and a caption inside the brackets of a generic head', () => {
    // A slashed note is the caption's qualifier, its slash no halves of the caption: the caption reads whole, as
    // one with an unslashed note does, and needs no rewriting.
    expect(notedCaption('VRIJGEGEVEN AAN / RELEASED TO (vervoerder / haulier)')).toBeNull();
    expect(captionKeysOf('VRIJGEGEVEN AAN / RELEASED TO (vervoerder / haulier)')?.has('releaseTo')).toBe(true);
    expect(notedCaption('Containers (ophalen bij / pick up at): ECT DELTA TERMINAL')).toBe('pick up at: ECT DELTA TERMINAL');
    expect(notedCaption('Gross weight (kg): 1200')).toBeNull();
  });

  it('reads the party under a noted release caption and the pick-up place after a bracketed caption', () => {
    const d = order([
      line('CONTAINER RELEASE ORDER', 40, 90),
      line('VRIJGEGEVEN AAN / RELEASED TO (vervoerder / haulier)', 40, 200),
      line('TRANSPORTBEDRIJF NOORD B.V.', 44, 212), line('Havenweg 14', 44, 222), line('5928 LA Venlo, Nederland', 44, 232),
      line('Containers (ophalen bij / pick up at): ECT DELTA TERMINAL, MAASVLAKTE', 40, 280),
    ]);
    expect(d.releaseTo?.name).toBe('TRANSPORTBEDRIJF NOORD B.V.');
    expect(d.pickupLocation).toBe('ECT DELTA TERMINAL, MAASVLAKTE');
  });
});

describe('a container table under a captioned line, with a bilingual totals caption', () => {
  it('keeps a "caption: value" line out of the stacked header and reads "Totaal / Total:" as the totals line', () => {
    const d = order([
      line('CONTAINER RELEASE ORDER', 40, 90),
      line('Containers (ophalen bij / pick up at): ECT DELTA TERMINAL, MAASVLAKTE', 40, 303, 12, 2),
      line('Containernummer', 43, 321), line('Type', 142, 321), line('Zegel', 171, 321), line('Colli', 353, 321), line('Bruto kg', 416, 321),
      line('Container no.', 43, 329), line('ISO', 144, 329), line('Seal', 171, 329), line('Packages', 337, 329), line('Gross kg', 415, 329),
      line('EMCU6140270', 43, 341), line('45G1', 140, 341), line('EMCKP40918', 171, 341), line('1.180', 347, 341), line('14.286,4', 412, 341),
      line('TRHU3318761', 43, 353), line('45R1', 140, 353), line('EMCKP40920', 171, 353), line('960', 347, 353), line('18.744,6', 412, 353),
      line('Totaal / Total: 2 containers', 43, 367, 8, 2), line('2.140', 347, 367), line('33.031,0', 412, 367),
    ]);
    expect(d.containers.map((c: any) => c.sealNumbers)).toEqual([['EMCKP40918'], ['EMCKP40920']]);
    expect(d.totalPackages).toBe(2140);
  });

  it('ends the table at a totals line whose caption is printed in two languages', () => {
    const page: PageContent = { pageNumber: 1, width: 595, height: 842, textSource: 'text', rules: [], confidence: 1, lines: [
      line('Container no.', 43, 329), line('Type', 144, 329), line('Seal', 171, 329), line('Packages', 337, 329), line('Gross kg', 415, 329),
      line('EMCU6140270', 43, 341), line('45G1', 140, 341), line('EMCKP40918', 171, 341), line('1.180', 347, 341), line('14.286,4', 412, 341),
      line('Totaal / Total: 1 container', 43, 355, 8, 2), line('1.180', 347, 355), line('14.286,4', 412, 355),
    ] };
    const totals: TotalsRead[] = [];
    const rows = readTables([page], totals);
    expect(rows.map((r) => r.container?.text)).toEqual(['EMCU6140270']);
    expect(totals).toHaveLength(1);
  });
});

describe('a letterhead with its address block beside the name', () => {
  it('reads the address printed right of the name from its top, without a letter-tagged phone line, and the VAT number', () => {
    const d = order([
      line('MAASVLAKTE AGENTUUR B.V.', 40, 30, 20),
      line('Waalhaven Z.z. 19', 385, 28), line('3089 JH Rotterdam, Nederland', 385, 37), line('T +31 10 294 7700', 385, 46),
      line('import@agentuur.nl', 385, 55), line('BTW/VAT NL858412736B01 KvK 24318826', 385, 64),
      line('CONTAINER RELEASE ORDER', 40, 94, 14),
      line('Release no.: RTM-VR-2603-05512', 40, 138),
    ]);
    expect(d.issuedBy?.address).toBe('Waalhaven Z.z. 19, 3089 JH Rotterdam, Nederland');
    expect(d.issuedBy?.taxId).toBe('NL858412736B01');
  });
});
