/**
 * MuPDF's structured text, glyph by glyph, read through the WebAssembly exports that mupdf.js's own
 * `StructuredText.walk()` calls, taking only what the line builder needs: code, font, size and quad.
 * `walk()` makes a point, a quad, a colour and a Font wrapper (kept, then dropped) for every glyph, and
 * calls six more exports per glyph: on text-heavy pages that was most of the text stage's garbage, which
 * the workers' collectors then spent a share of the cores on.
 *
 * The exports live on the Emscripten module object that engine/wasm-memory.ts creates before mupdf loads;
 * when mupdf was loaded first (no such object), `walkGlyphs` answers false and the caller uses `walk()`.
 */
import * as mupdf from 'mupdf';
import { withUntrackedWrappers } from './transient.ts';

/** What the walk hands over per glyph: its text, its box (extremes of its quad) and font facts. */
export interface GlyphSink {
  /** A glyph that is not white space; `bold` is the font's, decided once per font. */
  glyph(c: string, x0: number, y0: number, x1: number, y1: number, size: number, bold: boolean): void;
  /** A white-space glyph (ends the word in progress). */
  space(): void;
  endLine(): void;
}

interface StextExports {
  HEAPF32: Float32Array;
  _wasm_stext_page_get_first_block(page: number): number;
  _wasm_stext_block_get_type(block: number): number;
  _wasm_stext_block_get_next(block: number): number;
  _wasm_stext_block_get_first_line(block: number): number;
  _wasm_stext_line_get_next(line: number): number;
  _wasm_stext_line_get_first_char(line: number): number;
  _wasm_stext_char_get_next(ch: number): number;
  _wasm_stext_char_get_c(ch: number): number;
  _wasm_stext_char_get_font(ch: number): number;
  _wasm_stext_char_get_size(ch: number): number;
  _wasm_stext_char_get_quad(ch: number): number;
}

const NEEDED: ReadonlyArray<keyof StextExports> = [
  'HEAPF32',
  '_wasm_stext_page_get_first_block',
  '_wasm_stext_block_get_type',
  '_wasm_stext_block_get_next',
  '_wasm_stext_block_get_first_line',
  '_wasm_stext_line_get_next',
  '_wasm_stext_line_get_first_char',
  '_wasm_stext_char_get_next',
  '_wasm_stext_char_get_c',
  '_wasm_stext_char_get_font',
  '_wasm_stext_char_get_size',
  '_wasm_stext_char_get_quad',
];

function exportsOf(): StextExports | null {
  const m = (globalThis as { $libmupdf_wasm_Module?: Partial<StextExports> }).$libmupdf_wasm_Module;
  if (!m) return null;
  for (const k of NEEDED) if (!m[k]) return null;
  return m as StextExports;
}

let cached: StextExports | null | undefined;

/** Whether the direct walk is available in this thread (mupdf loaded after engine/wasm-memory.ts). */
export function directWalkAvailable(): boolean {
  if (cached === undefined) cached = exportsOf();
  return cached !== null;
}

/** White space ends a word: space, tab, no-break space, line feed, carriage return. */
function isSpaceUnit(unit: number): boolean {
  return unit === 32 || unit === 9 || unit === 0xa0 || unit === 10 || unit === 13;
}

const BOLD_NAME = /bold|black|heavy|semibold|demi/i;
const TEXT_BLOCK = 0;

/** A font is bold when MuPDF says so or its name does ("Arial-BoldMT"). */
function fontIsBold(font: mupdf.Font): boolean {
  return font.isBold() || BOLD_NAME.test(font.getName());
}

/**
 * Feeds every glyph of `stext` to `sink` in MuPDF's order (blocks, lines, glyphs), as `walk()` would with
 * the same callbacks. False, having read nothing, when the exports are out of reach.
 */
export function walkGlyphs(stext: mupdf.StructuredText, sink: GlyphSink): boolean {
  if (!directWalkAvailable()) return false;
  const m = cached!;
  // One bold test per font: fonts are few, glyphs many. Keyed by the native pointer, as walk()'s Font is.
  const bolds = new Map<number, boolean>();
  const page = (stext as unknown as { pointer: number }).pointer;
  for (let block = m._wasm_stext_page_get_first_block(page); block; block = m._wasm_stext_block_get_next(block)) {
    if (m._wasm_stext_block_get_type(block) !== TEXT_BLOCK) continue;
    for (let line = m._wasm_stext_block_get_first_line(block); line; line = m._wasm_stext_line_get_next(line)) {
      for (let ch = m._wasm_stext_line_get_first_char(line); ch; ch = m._wasm_stext_char_get_next(ch)) {
        // What walk() hands over: one UTF-16 unit of the code (String.fromCharCode keeps the low 16 bits).
        const unit = m._wasm_stext_char_get_c(ch) & 0xffff;
        if (isSpaceUnit(unit)) {
          sink.space();
          continue;
        }
        const fontPtr = m._wasm_stext_char_get_font(ch);
        let bold = bolds.get(fontPtr);
        if (bold === undefined) {
          const font = new (mupdf.Font as unknown as new (pointer: number) => mupdf.Font)(fontPtr);
          try {
            bold = fontIsBold(font);
          } finally {
            font.destroy();
          }
          bolds.set(fontPtr, bold);
        }
        const size = m._wasm_stext_char_get_size(ch);
        // The quad is four corners in MuPDF's scratch memory (ul, ur, ll, lr); read before the next call.
        const q = m._wasm_stext_char_get_quad(ch) >> 2;
        const h = m.HEAPF32;
        sink.glyph(
          String.fromCharCode(unit),
          Math.min(h[q], h[q + 2], h[q + 4], h[q + 6]),
          Math.min(h[q + 1], h[q + 3], h[q + 5], h[q + 7]),
          Math.max(h[q], h[q + 2], h[q + 4], h[q + 6]),
          Math.max(h[q + 1], h[q + 3], h[q + 5], h[q + 7]),
          size,
          bold,
        );
      }
      sink.endLine();
    }
  }
  return true;
}

/** The same feed through mupdf.js's `walk()` (the reference, and the path when the exports are out of reach). */
export function walkGlyphsWithMupdf(stext: mupdf.StructuredText, sink: GlyphSink): void {
  // walk() hands over a new Font wrapper per glyph (a kept reference each): the bold test runs once
  // per font, keyed by the native pointer, and every wrapper is released before the next glyph.
  const bolds = new Map<number, boolean>();
  withUntrackedWrappers([mupdf.Font], () =>
    stext.walk({
      onChar(c, _origin, font, size, quad) {
        try {
          // walk() hands over one UTF-16 unit per glyph.
          if (isSpaceUnit(c.charCodeAt(0))) {
            sink.space();
            return;
          }
          const ptr = (font as unknown as { pointer: number }).pointer;
          let bold = bolds.get(ptr);
          if (bold === undefined) {
            bold = fontIsBold(font);
            bolds.set(ptr, bold);
          }
          // Quad corners: ul, ur, ll, lr. Rotated text has them in any order, so take the extremes.
          sink.glyph(
            c,
            Math.min(quad[0], quad[2], quad[4], quad[6]),
            Math.min(quad[1], quad[3], quad[5], quad[7]),
            Math.max(quad[0], quad[2], quad[4], quad[6]),
            Math.max(quad[1], quad[3], quad[5], quad[7]),
            size,
            bold,
          );
        } finally {
          font.destroy();
        }
      },
      endLine() {
        sink.endLine();
      },
    }),
  );
}
