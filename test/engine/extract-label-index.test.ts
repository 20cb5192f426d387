import { describe, expect, it } from 'vitest';
import type { LayoutLine } from '../../engine/extract/context.ts';
import { buildContext } from '../../engine/extract/build-context.ts';
import { foldWithMap, LabelIndex } from '../../engine/extract/label-index.ts';
import type { Line, PageContent, Word } from '../../engine/types.ts';

function line(text: string, index: number): LayoutLine {
  return { text, bbox: [0, index * 12, 100, index * 12 + 10], words: [], page: 1, index, block: 0, confidence: 1, source: 'text' };
}

/**
 * The label a line starts with and where its value starts, read the plain way: the whole line folded, every
 * label tried longest first.
 */
function reference(text: string, labels: readonly string[]): { label: string; rest: number } | null {
  const { folded, map } = foldWithMap(text);
  const lead = /^[\s*•·\-–>]*/.exec(folded)![0].length;
  for (const label of [...new Set(labels)].sort((a, b) => b.length - a.length)) {
    if (!folded.startsWith(label, lead)) continue;
    const end = lead + label.length;
    const next = folded[end];
    if (next !== undefined && /[\p{L}\d]/u.test(next) && /[\p{L}\d]$/u.test(label)) continue;
    const at = end >= map.length ? text.length : map[end];
    return { label, rest: at + /^[\s:#.\-–=]*(?:(?:n°|nº|no\b\.?|nr\b\.?|number\b|num\b\.?|#)[\s:#.]*)?/i.exec(text.slice(at))![0].length };
  }
  return null;
}

const TEXTS = [
  'Invoice No: 123',
  'Invoice  No: 123',
  'Invoice\tNo: 9',
  'Invoice No',
  'Invoice2024',
  'Invoice-Nr. 5',
  'Invoice Noé',
  'Invoice: 7',
  'Date€ 12',
  'Date\u00a0: 1.1.2024',
  'Bill to   Acme',
  'Bill  to Acme',
  'Bill to\tAcme',
  'Billing address',
  'TO: Acme',
  'Total 12',
  '  * Invoice date 01.02.2024',
  '\u00a0Invoice\u00a0No 77',
  '• Émetteur : Société X',
  'émetteur',
  'ÉMETTEUR SA',
  '\tDate:\t2024-01-02',
  '– Straße 5',
  'Strasse 5',
  '請求書番号 42',
  '請求 書',
  '# 17',
  '#',
  'I',
  '',
  '  ',
  'Date',
  'Dates of travel',
  'Da',
  'd',
  'Ｄate',
  'ß',
  '𝐈nvoice No 5',
];

describe('label index', () => {
  const lines = TEXTS.map((t, i) => line(t, i * 3));
  const lists: Array<readonly string[]> = [
    ['invoice no', 'invoice', 'invoice date', 'date', 'emetteur', 'strasse', 'ss', '請求書番号', '請求', 'bill to', 'billing address', 'to'],
    ['#', 'i', 'd', 'da', 'date'],
    ['s', 'strasse 5'],
  ];

  it('finds on every line the label a whole-line fold finds, whatever its first chars are', () => {
    for (const labels of lists) {
      const index = new LabelIndex(lines);
      const found = new Map(index.hits(labels).map((h) => [h.line.index, { label: h.label, rest: h.rest }]));
      for (const l of lines) expect([l.text, found.get(l.index) ?? null]).toEqual([l.text, reference(l.text, labels)]);
      for (const l of lines) expect([l.text, index.labelAt(labels, l.index)]).toEqual([l.text, reference(l.text, labels)?.label ?? null]);
    }
  });

  it('finds the labels of a list first asked after the lines were read, on the same index', () => {
    const index = new LabelIndex(lines);
    index.hits(lists[0]);
    // Labels no search has asked for before: the index reads its lines again for them.
    const fresh = ['dates of travel', 'invoice-nr', 'straße', '', 'bill'];
    const found = new Map(index.hits(fresh).map((h) => [h.line.index, { label: h.label, rest: h.rest }]));
    for (const l of lines) expect([l.text, found.get(l.index) ?? null]).toEqual([l.text, reference(l.text, fresh.filter((x) => x !== ''))]);
    expect(index.hits(lists[0]).length).toBeGreaterThan(0);
  });

  it('orders hits longest label first, then by line, and answers lines it does not hold with null', () => {
    const index = new LabelIndex(lines);
    const hits = index.hits(lists[0]);
    for (let k = 1; k < hits.length; k++) {
      const [a, b] = [hits[k - 1], hits[k]];
      expect(a.label.length > b.label.length || (a.label.length === b.label.length && a.line.index < b.line.index)).toBe(true);
    }
    expect(index.labelAt(lists[0], 1)).toBeNull();
    expect(index.labelAt(lists[0], 1000)).toBeNull();
  });
});

/** A printed line of words from x, 5 points per character. */
function printed(text: string, x: number, y: number): Line {
  const words: Word[] = [];
  let cx = x;
  for (const t of text.split(' ')) {
    words.push({ text: t, bbox: [cx, y, cx + t.length * 5, y + 9], confidence: 1, source: 'text', fontSize: 9, bold: false });
    cx += t.length * 5 + 5;
  }
  return { text, bbox: [x, y, cx - 5, y + 9], words };
}

describe('context value search', () => {
  const page: PageContent = {
    pageNumber: 1, width: 595, height: 842, textSource: 'text', rules: [], confidence: 1,
    lines: [printed('Date: 01.02.2024', 40, 100), printed('Date: soon', 40, 140), printed('Date: 03.04.2024', 40, 180)],
  };

  it('findFirst answers as the first value of findAll that the caller takes, and reads no value after it', () => {
    const ctx = buildContext([page], 'en', true);
    const all = ctx.findAll(['date']);
    const asked: string[] = [];
    const dated = ctx.findFirst(['date'], (f) => {
      asked.push(f.text);
      return f.text.endsWith('2024') ? f.text : null;
    });
    expect(dated).toBe(all.find((f) => f.text.endsWith('2024'))!.text);
    expect(asked).toEqual([all[0].text]);
    expect(ctx.findFirst(['date'], () => null)).toBeNull();
    expect(ctx.findValue(['date'])).toEqual(all[0]);
  });
});
