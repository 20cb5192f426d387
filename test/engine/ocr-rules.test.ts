import { describe, expect, it } from 'vitest';
import sharp from 'sharp';

import { findRules, splitAtRules } from '../../engine/ocr/rules.ts';
import type { GrayImage } from '../../engine/ocr/image.ts';
import type { BBox, Line, Rule, Word } from '../../engine/types.ts';

const W = 600, H = 400;

function page(paint: (set: (x: number, y: number, v: number) => void) => void): GrayImage {
  const data = new Uint8Array(W * H).fill(250);
  paint((x, y, v) => { if (x >= 0 && x < W && y >= 0 && y < H) data[y * W + x] = v; });
  return { data, width: W, height: H, dpi: 200 };
}

/** A ruled table: rows at 100, 150, 200 and columns at 50, 300, 550, two pixels thick; a run-together bold word in a cell. */
function table(grey: number): GrayImage {
  return page((set) => {
    for (const y of [100, 150, 200]) for (let x = 50; x <= 551; x++) { set(x, y, grey); set(x, y + 1, grey); }
    for (const x of [50, 300, 550]) for (let y = 100; y <= 201; y++) { set(x, y, grey); set(x + 1, y, grey); }
    // Letters blurred into one another: a dark block 14 px tall and 160 px long, as a bold word at low resolution.
    for (let y = 118; y < 132; y++) for (let x = 70; x < 230; x++) set(x, y, 40);
  });
}

const near = (rules: Rule[], kind: 'h' | 'v', at: number): Rule | undefined =>
  rules.find((r) => r.kind === kind && Math.abs((kind === 'h' ? r.bbox[1] + r.bbox[3] : r.bbox[0] + r.bbox[2]) / 2 - at) <= 2);

describe('ruling lines read from a scan', () => {
  it('finds a table\'s rules, and takes no run of letters for one', () => {
    const rules = findRules(table(60), 0, 24, [[68, 118, 232, 132]]);
    for (const y of [101, 151, 201]) expect(near(rules, 'h', y)?.bbox[2]).toBeGreaterThan(540);
    for (const x of [51, 301, 551]) expect(near(rules, 'v', x)?.bbox[3]).toBeGreaterThan(195);
    expect(rules.filter((r) => r.kind === 'h')).toHaveLength(3);
    expect(rules.filter((r) => r.kind === 'v')).toHaveLength(3);
  });

  it('finds them the same on a page of twice the resolution, looked at in half of it', async () => {
    const src = table(60);
    const big = await sharp(src.data, { raw: { width: W, height: H, channels: 1 } }).resize(2 * W, 2 * H, { kernel: 'nearest' })
      .greyscale().raw().toBuffer();
    const rules = findRules({ data: new Uint8Array(big), width: 2 * W, height: 2 * H, dpi: 400 }, 0, 48, [[136, 236, 464, 264]]);
    for (const y of [202, 302, 402]) expect(near(rules, 'h', y)?.bbox[2], `row at ${y}`).toBeGreaterThan(1080);
    for (const x of [102, 602, 1102]) expect(near(rules, 'v', x), `column at ${x}`).toBeDefined();
    expect(rules).toHaveLength(6);
  });

  it('takes no vertical rule that meets no horizontal one: letters stacked on lines set close together', () => {
    const img = page((set) => {
      // A column of 'l's on five touching lines of a receipt: one long dark run 8 px from the next letters.
      for (let y = 100; y < 220; y++) { set(300, y, 40); set(301, y, 40); }
      for (let y = 100; y < 220; y += 24) for (let x = 285; x < 296; x++) set(x, y + 10, 40);
    });
    expect(findRules(img, 0, 24, []).filter((r) => r.kind === 'v')).toEqual([]);
  });

  it('finds hairlines that a scan leaves light grey', () => {
    const rules = findRules(table(215), 0, 24, []);
    expect(rules.filter((r) => r.kind === 'h')).toHaveLength(3);
    expect(rules.filter((r) => r.kind === 'v')).toHaveLength(3);
  });

  it('takes no rule from a grey-filled band or from noise', () => {
    let seed = 7;
    const rnd = (): number => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
    const img = page((set) => {
      for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) set(x, y, 240 + Math.floor(rnd() * 15));
      for (let y = 60; y < 100; y++) for (let x = 50; x < 550; x++) set(x, y, 215 + Math.floor(rnd() * 10));
    });
    expect(findRules(img, 0, 24, [])).toEqual([]);
  });

  it('gives a skewed scan\'s rules where they lie on the page turned straight', async () => {
    const deg = 1.2;
    const src = table(60);
    const turned = await sharp(src.data, { raw: { width: W, height: H, channels: 1 } })
      .rotate(deg, { background: { r: 250, g: 250, b: 250 } }).greyscale().raw().toBuffer({ resolveWithObject: true });
    const img: GrayImage = { data: new Uint8Array(turned.data), width: turned.info.width, height: turned.info.height, dpi: 200 };
    // The page sits in the middle of the grown canvas.
    const dx = (img.width - W) / 2, dy = (img.height - H) / 2;
    const rules = findRules(img, deg, 24, []);
    for (const y of [101, 151, 201]) expect(near(rules, 'h', y + dy), `row at ${y}`).toBeDefined();
    for (const x of [51, 301, 551]) expect(near(rules, 'v', x + dx), `column at ${x}`).toBeDefined();
  });
});

const word = (text: string, x0: number, x1: number): Word => ({ text, bbox: [x0, 100, x1, 110], confidence: 0.9, source: 'ocr' });
const line = (words: Word[]): Line => ({ text: words.map((w) => w.text).join(' '), bbox: [words[0].bbox[0], 100, words[words.length - 1].bbox[2], 110], words });
const vRule = (x: number, y0 = 50, y1 = 300): Rule => ({ kind: 'v', bbox: [x, y0, x + 2, y1] as BBox });

describe('OCR lines cut at column rules', () => {
  it('cuts a line the detector ran across three cells, and drops the bar read on a rule', () => {
    const l = line([word('COTTON', 200, 296), word('120', 300, 330), word('|', 331, 337), word('PCS', 338, 370)]);
    const out = splitAtRules([l], [vRule(297), vRule(333)]);
    expect(out.map((x) => x.text)).toEqual(['COTTON', '120', 'PCS']);
    expect(out[1].bbox).toEqual([300, 100, 330, 110]);
  });

  it('leaves a line alone where no rule crosses it at its height', () => {
    const l = line([word('COTTON', 200, 296), word('120', 300, 330)]);
    expect(splitAtRules([l], [vRule(297, 150, 300)])).toEqual([l]);
    expect(splitAtRules([l], [{ kind: 'h', bbox: [0, 111, 600, 112] }])).toEqual([l]);
  });
});
