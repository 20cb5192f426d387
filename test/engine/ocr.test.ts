import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { invoicePdf, renderGray, scannedInvoice, wordRecall, type TestPage } from '../../bench/lib/ocr-page.ts';
import { detectText } from '../../engine/ocr/detect.ts';
import { createOcr, type Ocr, type OcrImage, type OcrPageResult } from '../../engine/ocr/index.ts';
import { DEFAULT_MANIFEST, loadManifest, sessionFactory, verifiedPath } from '../../models/load.ts';

const wordsOf = (r: OcrPageResult) => r.lines.flatMap((l) => l.words.map((w) => w.text));

let ocr: Ocr;
let page: TestPage;

beforeAll(async () => {
  ocr = await createOcr({ onnxThreads: 1, device: 'cpu' });
  page = await scannedInvoice(300);
});
afterAll(async () => {
  await ocr?.close();
});

function input(data: Uint8Array, width: number, height: number): OcrImage {
  return { data, width, height, channels: 1, dpi: 300 };
}

describe('PP-OCR page recognition', () => {
  it('reads a degraded 300-dpi invoice scan with high word recall and bounded confidences', async () => {
    const res = await ocr.recognize(input(page.gray, page.width, page.height), { language: 'en' });
    expect(res.rotation).toBe(0);
    expect(wordRecall(page.words, wordsOf(res))).toBeGreaterThanOrEqual(0.9);
    for (const line of res.lines) {
      for (const w of line.words) {
        expect(w.source).toBe('ocr');
        expect(w.confidence).toBeGreaterThanOrEqual(0);
        expect(w.confidence).toBeLessThanOrEqual(1);
        // Word boxes lie inside their line's box and the page.
        expect(w.bbox[0]).toBeGreaterThanOrEqual(line.bbox[0] - 1);
        expect(w.bbox[2]).toBeLessThanOrEqual(line.bbox[2] + 1);
        expect(w.bbox[3]).toBeLessThanOrEqual(page.height);
      }
    }
    expect(res.confidence).toBeGreaterThan(0.8);
    // The total line is where the page says it is (y ≈ 712 pt → ≈ 2967 px, within the 0.7° skew).
    const total = res.lines.find((l) => l.text.startsWith('Total EUR'));
    expect(total).toBeDefined();
    expect(Math.abs((total!.bbox[1] + total!.bbox[3]) / 2 - (712 - 4) * (300 / 72))).toBeLessThan(60);
  }, 60_000);

  it('detects pages turned by 90, 180 and 270 degrees and returns upright coordinates', async () => {
    // The top third of the page keeps this test short.
    const h = Math.round(page.height / 3);
    const top = await sharp(page.gray, { raw: { width: page.width, height: page.height, channels: 1 } })
      .extract({ left: 0, top: 0, width: page.width, height: h })
      .toColourspace('b-w')
      .raw()
      .toBuffer();
    const upright = await ocr.recognize(input(top, page.width, h), { language: 'en' });
    const truth = wordsOf(upright);
    expect(truth.length).toBeGreaterThan(40);
    for (const turn of [90, 180, 270] as const) {
      const { data, info } = await sharp(top, { raw: { width: page.width, height: h, channels: 1 } })
        .rotate(turn)
        .toColourspace('b-w')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const res = await ocr.recognize(input(data, info.width, info.height), { language: 'en' });
      expect(res.rotation, `page turned ${turn}°`).toBe((360 - turn) % 360);
      // Not 1: detection boxes differ slightly between orientations; an uncorrected page scores near 0.
      expect(wordRecall(truth, wordsOf(res))).toBeGreaterThanOrEqual(0.8);
      const maxX = Math.max(...res.lines.map((l) => l.bbox[2]));
      expect(maxX).toBeLessThanOrEqual(page.width + 1);
    }
  }, 90_000);

  it('detects a page again at the ideal text height when its dpi metadata understates the resolution', async () => {
    const m = await loadManifest();
    const t = m.thresholds.det;
    const det = await (await sessionFactory({ onnxThreads: 1, device: 'cpu' }))(await verifiedPath(m, t.model ?? 'det'));
    try {
      // The top half of the 300-dpi scan labelled 72 dpi, as many JPEG writers label everything: the first pass
      // (as large as the pixel cap allows) sees its text far taller than the band the detector reads best, so the
      // boxes kept come from a second pass.
      const rows = 1600;
      const img = { data: page.gray.subarray(0, page.width * rows), width: page.width, height: rows, dpi: 72 };
      const labelled = await detectText(det, img, t);
      const truthful = await detectText(det, { ...img, dpi: 300 }, t);
      expect(labelled.passes).toBe(2);
      const hs = labelled.boxes.map((b) => Math.min(b.w, b.h)).sort((a, b) => a - b);
      const textHeight = (hs[hs.length >> 1] * labelled.scale) / 1.6;
      expect(textHeight).toBeGreaterThanOrEqual(t.minTextHeight);
      expect(textHeight).toBeLessThanOrEqual(t.maxTextHeight);
      expect(Math.abs(labelled.boxes.length - truthful.boxes.length)).toBeLessThanOrEqual(0.05 * truthful.boxes.length);
    } finally {
      await det.release();
    }
  }, 60_000);
});

describe('language routing', () => {
  /** A heading and three 12-pt lines drawn at 200 dpi (the top third of a page), read in `language`. */
  function readLines(title: string, lines: string[], language: string): Promise<OcrPageResult> {
    const runs = [{ x: 60, y: 80, size: 16, text: title, bold: true }, ...lines.map((text, i) => ({ x: 60, y: 120 + 25 * i, size: 12, text }))];
    const img = renderGray(invoicePdf(runs), 200);
    const h = Math.round(img.height / 3);
    return ocr.recognize({ data: img.data.subarray(0, img.width * h), width: img.width, height: h, channels: 1, dpi: 200 }, { language });
  }

  it('sends a language the PP-OCR dictionary cannot spell to tesseract and returns its text', async () => {
    const res = await readLines('FACTURE', ['Numéro de facture : 2024-118', 'Total à payer : 1 250,00 EUR', 'Reçu de la société Dupont Frères'], 'fr');
    const words = wordsOf(res);
    expect(words).toContain('FACTURE');
    expect(words).toContain('Dupont');
    expect(wordRecall(['Total', 'payer', '2024-118', 'EUR', 'société'], words)).toBeGreaterThanOrEqual(0.6);
    // Letters only the French traineddata has: eng would read ç and è as something else.
    expect(wordRecall(['Reçu', 'société', 'Frères', 'Numéro'], words)).toBeGreaterThanOrEqual(0.75);
    for (const l of res.lines) for (const w of l.words) expect(w.confidence).toBeGreaterThanOrEqual(0), expect(w.confidence).toBeLessThanOrEqual(1);
  }, 60_000);

  it('reads German with the German traineddata, keeping ß and umlauts', async () => {
    const res = await readLines('RECHNUNG', ['Lieferung an: Hafenstraße 12, Köln', 'Gebühr für Verpackung: 45,00 EUR', 'Größe der Sendung: drei Paletten'], 'de');
    expect(wordRecall(['RECHNUNG', 'Hafenstraße', 'Köln', 'Gebühr', 'für', 'Größe', 'Sendung:', 'Paletten'], wordsOf(res))).toBeGreaterThanOrEqual(0.75);
  }, 60_000);

  it('reads Spanish with the Spanish traineddata, keeping ñ and accents', async () => {
    const res = await readLines('FACTURA', ['Número de factura: 2024-118, España', 'Dirección: calle Peñalver 7, Coruña', 'Descripción del envío: tres cajas'], 'es');
    expect(wordRecall(['FACTURA', 'Número', 'España', 'Dirección:', 'Peñalver', 'Coruña', 'Descripción', 'envío:'], wordsOf(res))).toBeGreaterThanOrEqual(0.75);
  }, 60_000);
});

describe('model pinning', () => {
  it('pins the tesseract traineddata of 32 languages: English, those of Europe, Turkish, Vietnamese, Japanese, Korean, Arabic, Thai, Hebrew, Hindi', () => {
    const m = JSON.parse(readFileSync(DEFAULT_MANIFEST, 'utf8'));
    const langs = ['eng', 'fra', 'deu', 'spa', 'ita', 'por', 'nld', 'pol', 'ces', 'slk', 'hun', 'ron', 'hrv', 'slv', 'est', 'lav', 'lit',
      'swe', 'dan', 'nor', 'fin', 'tur', 'vie', 'ell', 'bul', 'ukr', 'jpn', 'kor', 'ara', 'tha', 'heb', 'hin'];
    expect(Object.keys(m.files).filter((k) => k.startsWith('tess'))).toHaveLength(langs.length);
    for (const lang of langs) {
      const key = `tess${lang[0].toUpperCase()}${lang.slice(1)}`;
      expect(m.files[key].package).toBe(`@tesseract.js-data/${lang}`);
      expect(m.files[key].path).toBe(`4.0.0_best_int/${lang}.traineddata.gz`);
      expect(m.files[key].sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    // modelVersion names them, so a result says which data read it.
    expect(m.version).toContain(`tess-best_int-${langs.join(',')}@1.0.0`);
  });

  it("pins tesseract's orientation-and-script data (legacy engine) for scans sent without a language", () => {
    const m = JSON.parse(readFileSync(DEFAULT_MANIFEST, 'utf8'));
    expect(m.files.osd).toMatchObject({ package: '@tesseract.js-data/osd', path: '4.0.0/osd.traineddata.gz' });
    expect(m.files.osd.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(m.version).toContain('+osd@1.0.0');
  });

  const dir = mkdtempSync(join(tmpdir(), 'ocr-manifest-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The shipped manifest with its local (non-package) files made absolute, so a copy elsewhere still finds them. */
  function manifestCopy() {
    const m = JSON.parse(readFileSync(DEFAULT_MANIFEST, 'utf8'));
    for (const f of Object.values(m.files) as Array<{ package?: string; path: string }>) {
      if (!f.package) f.path = join(dirname(DEFAULT_MANIFEST), f.path);
    }
    return m;
  }

  it('refuses to start when a model file does not match its pinned sha256, naming file and both hashes', async () => {
    const manifest = manifestCopy();
    const expected = 'f'.repeat(64);
    // Read the detector from its npm package (not the fused copy next to the manifest) to pin a package file.
    delete manifest.thresholds.det.model;
    manifest.files.det.sha256 = expected;
    const path = join(dir, 'manifest.json');
    writeFileSync(path, JSON.stringify(manifest));
    const err = await createOcr({ onnxThreads: 1, device: 'cpu', manifestPath: path }).then(
      () => null,
      (e: Error) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect(err!.message).toContain('ch_PP-OCRv4_det_infer.onnx');
    expect(err!.message).toContain(expected);
    expect(err!.message).toContain('30a86f5731181461d08021402766601e4302a9b9b9666be8aff402696339cdff');
  });

  it('refuses to start when a local model file was swapped', async () => {
    const manifest = manifestCopy();
    // A local entry (no package) resolves next to the manifest: point it at a file that is not the model.
    copyFileSync(DEFAULT_MANIFEST, join(dir, 'fake.onnx'));
    manifest.files.cls = { path: 'fake.onnx', sha256: manifest.files.cls.sha256 };
    const path = join(dir, 'manifest2.json');
    writeFileSync(path, JSON.stringify(manifest));
    await expect(createOcr({ onnxThreads: 1, device: 'cpu', manifestPath: path })).rejects.toThrow(/fake\.onnx has sha256 [0-9a-f]{64}, but the manifest pins 4918/);
  });

  it("refuses a language whose traineddata does not match its pin when it is first read, and reads the others", async () => {
    const manifest = manifestCopy();
    manifest.files.tessPol.sha256 = 'f'.repeat(64);
    const path = join(dir, 'manifest3.json');
    writeFileSync(path, JSON.stringify(manifest));
    const swapped = await createOcr({ onnxThreads: 1, device: 'cpu', manifestPath: path });
    try {
      const img = renderGray(invoicePdf([{ x: 60, y: 80, size: 16, text: 'FAKTURA', bold: true }]), 200);
      const h = Math.round(img.height / 5);
      const page = { data: img.data.subarray(0, img.width * h), width: img.width, height: h, dpi: 200, channels: 1 as const };
      await expect(swapped.recognize(page, { language: 'pl' })).rejects.toThrow(/pol\.traineddata\.gz has sha256 [0-9a-f]{64}, but the manifest pins f{64}/);
      // Asked again, it still refuses: the unchecked data is never read.
      await expect(swapped.recognize(page, { language: 'pl' })).rejects.toThrow(/pol\.traineddata\.gz/);
      const cz = await swapped.recognize(page, { language: 'cs' });
      expect(cz.lines.flatMap((l) => l.words.map((w) => w.text))).toContain('FAKTURA');
    } finally {
      await swapped.close();
    }
  }, 60_000);
});


describe('graph-simplified models (models/fuse-ppocr.py)', () => {
  it("ships a recogniser whose per-timestep CTC outputs are its softmax's argmax, maximum and space class", async () => {
    const m = await loadManifest();
    const create = await sessionFactory({ onnxThreads: 1, device: 'cpu' });
    const rec = await create(await verifiedPath(m, m.thresholds.rec.model ?? 'rec'));
    try {
      expect(rec.outputNames).toEqual(expect.arrayContaining(['ctc_best', 'ctc_best_prob', 'ctc_space_prob']));
      // Two crops of the page's top-left corner: whatever they read, the outputs must agree.
      const { Tensor } = await import('onnxruntime-node');
      const W = 160, per = 3 * 48 * W;
      const x = new Float32Array(2 * per);
      for (let k = 0; k < 2; k++) {
        for (let r = 0; r < 48; r++) {
          for (let c = 0; c < W; c++) {
            const v = page.gray[(300 + k * 40 + r) * page.width + 150 + c] / 127.5 - 1;
            for (let ch = 0; ch < 3; ch++) x[k * per + ch * 48 * W + r * W + c] = v;
          }
        }
      }
      const o = await rec.run({ [rec.inputNames[0]]: new Tensor('float32', x, [2, 3, 48, W]) });
      const probs = o[rec.outputNames[0]];
      const [n, T, C] = probs.dims as number[];
      const p = probs.data as Float32Array;
      const best = o.ctc_best.data as Int32Array, bestP = o.ctc_best_prob.data as Float32Array, space = o.ctc_space_prob.data as Float32Array;
      expect(o.ctc_best.dims).toEqual([n, T]);
      for (let i = 0; i < n * T; i++) {
        const row = p.subarray(i * C, (i + 1) * C);
        let arg = 0;
        for (let c = 1; c < C; c++) if (row[c] > row[arg]) arg = c;
        expect(best[i]).toBe(arg);
        expect(bestP[i]).toBe(row[arg]);
        expect(space[i]).toBe(row[C - 1]);
      }
    } finally {
      await rec.release();
    }
  }, 60_000);

  it('finds the same text boxes with the fused detector as with the package detector it was built from', async () => {
    const m = await loadManifest();
    expect(m.thresholds.det.model).toBeDefined();
    const create = await sessionFactory({ onnxThreads: 1, device: 'cpu' });
    const [orig, fused] = await Promise.all([create(await verifiedPath(m, 'det')), create(await verifiedPath(m, m.thresholds.det.model!))]);
    try {
      const img = { data: page.gray, width: page.width, height: page.height, dpi: page.dpi };
      const a = (await detectText(orig, img, m.thresholds.det)).boxes;
      const b = (await detectText(fused, img, m.thresholds.det)).boxes;
      expect(b.length).toBe(a.length);
      expect(a.length).toBeGreaterThan(100);
      const key = (r: { cx: number; cy: number }) => r.cy * 1e4 + r.cx;
      const sa = a.slice().sort((x, y) => key(x) - key(y)), sb = b.slice().sort((x, y) => key(x) - key(y));
      sa.forEach((r, i) => {
        expect(Math.abs(r.cx - sb[i].cx)).toBeLessThan(0.5);
        expect(Math.abs(r.cy - sb[i].cy)).toBeLessThan(0.5);
        expect(Math.abs(r.w - sb[i].w)).toBeLessThan(0.5);
        expect(Math.abs(r.h - sb[i].h)).toBeLessThan(0.5);
      });
    } finally {
      await Promise.all([orig.release(), fused.release()]);
    }
  }, 60_000);
});
