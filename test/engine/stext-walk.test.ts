// First, as in the worker: the direct walk reads the module object this creates before mupdf loads.
import '../../engine/wasm-memory.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { directWalkAvailable, walkGlyphs, walkGlyphsWithMupdf, type GlyphSink } from '../../engine/pdf/stext-walk.ts';
import { buildInvoicePdf } from '../fixtures/pdf.ts';
import { CORPUS_DIR } from '../helpers/corpus.ts';

/** Every call a walk makes, in order, as one flat list. */
type Call = ['glyph', string, number, number, number, number, number, boolean] | ['space'] | ['endLine'];

function recorder(): GlyphSink & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    glyph: (c, x0, y0, x1, y1, size, bold) => void calls.push(['glyph', c, x0, y0, x1, y1, size, bold]),
    space: () => void calls.push(['space']),
    endLine: () => void calls.push(['endLine']),
  };
}

/** The structured text of each page of `bytes`, handed to `each`, then released. */
function eachPage(bytes: Uint8Array, each: (stext: mupdf.StructuredText) => void): void {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.loadPage(i);
      const stext = page.toStructuredText('preserve-whitespace');
      try {
        each(stext);
      } finally {
        stext.destroy();
        page.destroy();
      }
    }
  } finally {
    doc.destroy();
  }
}

const pdfsIn = (dir: string): Uint8Array[] =>
  readdirSync(dir)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .sort()
    .map((f) => new Uint8Array(readFileSync(join(dir, f))));

describe('direct glyph walk', () => {
  it('is available when the module object exists before mupdf loads', () => {
    expect(directWalkAvailable()).toBe(true);
  });

  it("hands the sink exactly what mupdf.js's walk() does: glyphs, boxes, sizes, bold, spaces and line ends", () => {
    const docs = [buildInvoicePdf({ pages: 3 }).bytes, ...pdfsIn(join(CORPUS_DIR, 'invoice2data-compare')).slice(0, 4), ...pdfsIn(join(CORPUS_DIR, 'zugferd-xml-rechnung', 'pdf')).slice(0, 3)];
    let glyphs = 0;
    const boldSeen = new Set<unknown>();
    for (const bytes of docs) {
      eachPage(bytes, (stext) => {
        const direct = recorder();
        const reference = recorder();
        expect(walkGlyphs(stext, direct)).toBe(true);
        walkGlyphsWithMupdf(stext, reference);
        expect(direct.calls).toEqual(reference.calls);
        for (const c of direct.calls) {
          if (c[0] !== 'glyph') continue;
          glyphs++;
          boldSeen.add(c[7]);
        }
      });
    }
    // The comparison saw real text, bold and plain.
    expect(glyphs).toBeGreaterThan(5000);
    expect([...boldSeen].sort()).toEqual([false, true]);
  });
});
