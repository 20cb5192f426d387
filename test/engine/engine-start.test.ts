/**
 * Engine start-up: model files are checked before the pool takes work, and the OCR device is settled once
 * ('cuda' without a CUDA provider refuses to start; 'auto' falls back to the CPU with one log line).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { createEngine } from '../../engine/index.ts';
import { DEFAULT_MANIFEST } from '../../models/load.ts';
import { buildScannedInvoicePng } from '../fixtures/images.ts';
import { buildInvoicePdf } from '../fixtures/pdf.ts';
import { OPTIONS, TEST_CONFIG } from './support/engine.ts';

/** onnxruntime-node's CUDA provider library, present only where its installer fetched it (Dockerfile.gpu). */
const cudaProviderInstalled = (() => {
  const binding = dirname(createRequire(import.meta.url).resolve('onnxruntime-node'));
  return existsSync(join(binding, '..', 'bin', 'napi-v6', process.platform, process.arch, 'libonnxruntime_providers_cuda.so'));
})();

describe('engine start-up', () => {
  const dir = mkdtempSync(join(tmpdir(), 'engine-start-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A copy of the model manifest in a temporary folder (local model files still found), changed by `edit`. */
  function manifestCopy(name: string, edit: (manifest: { version: string; files: Record<string, { sha256: string }> }) => void): string {
    const manifest = JSON.parse(readFileSync(DEFAULT_MANIFEST, 'utf8'));
    for (const f of Object.values(manifest.files) as Array<{ package?: string; path: string }>) {
      if (!f.package) f.path = join(dirname(DEFAULT_MANIFEST), f.path);
    }
    edit(manifest);
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(manifest));
    return path;
  }

  // 'cpu' checks the files on the main thread; other devices in the probe worker that loads the models.
  it.each(['cpu', 'auto'] as const)('refuses to start on device %s when a model file does not match its pinned sha256, before any document', async (device) => {
    const expected = '0'.repeat(64);
    const path = manifestCopy(`manifest-${device}.json`, (m) => {
      m.files.cls.sha256 = expected;
    });
    const err = await createEngine({ ...TEST_CONFIG, device, modelManifestPath: path }).then(
      async (engine) => {
        await engine.close();
        return null;
      },
      (e: Error) => e,
    );
    expect(err?.message).toContain('ch_ppocr_mobile_v2.0_cls_infer.onnx');
    expect(err?.message).toContain(expected);
    expect(err?.message).toContain('491843a3c65de46295864c6815e41127eaa812c4dac1e19c6850ec49da9d3640');
  });

  it('reports the version of the manifest it was configured with, on the engine and on every result', async () => {
    const path = manifestCopy('manifest-version.json', (m) => {
      m.version = `${m.version}+test-copy`;
    });
    const engine = await createEngine({ ...TEST_CONFIG, modelManifestPath: path });
    try {
      expect(engine.modelVersion).toMatch(/\+test-copy$/);
      const out = await engine.process(buildInvoicePdf({ pages: 1 }).bytes, OPTIONS);
      expect(out.ok && out.value.metadata.modelVersion).toBe(engine.modelVersion);
    } finally {
      await engine.close();
    }
  }, 60_000);

  it.skipIf(cudaProviderInstalled)("refuses device 'cuda' at start when the CUDA execution provider cannot load", async () => {
    await expect(createEngine({ ...TEST_CONFIG, device: 'cuda' })).rejects.toThrow(/engine device 'cuda'.*CUDA execution provider is unavailable/);
  });

  it.skipIf(cudaProviderInstalled)("settles device 'auto' once at start: one log line, then every worker on the CPU", async () => {
    const logs: string[] = [];
    const engine = await createEngine({ ...TEST_CONFIG, device: 'auto', workers: 2 }, { log: (m) => logs.push(m) });
    const ocrOptions = { ...OPTIONS, includeRawText: true };
    try {
      expect(engine.device).toBe('cpu');
      expect(logs.filter((l) => l.includes('CUDA execution provider unavailable'))).toHaveLength(1);
      const png = await buildScannedInvoicePng();
      // Both workers read a scan (two at once): neither tries CUDA again.
      const outcomes = await Promise.all([engine.process(png.slice(), ocrOptions), engine.process(png.slice(), ocrOptions)]);
      for (const o of outcomes) expect(o.ok ? o.value.rawText?.pages[0].text : o.error.message).toMatch(/INVOICE/);
      expect(logs.filter((l) => l.includes('CUDA'))).toHaveLength(1);
    } finally {
      await engine.close();
    }
  }, 60_000);
});
