import { createEngine } from '../../../engine/index.ts';
import type { EngineConfig, ProcessOptions } from '../../../engine/types.ts';

/** Small limits so that caps and budgets are reached quickly in tests. */
export const TEST_CONFIG: EngineConfig = {
  workers: 1,
  onnxThreads: 1,
  device: 'cpu',
  documentTimeoutMs: 15_000,
  maxPages: 100,
  maxPixels: 50_000_000,
  pageImageDpi: 72,
  workerMaxOldGenerationMb: 512,
};

export const OPTIONS: ProcessOptions = {
  documentType: 'invoice',
  language: 'en',
  extractTables: true,
  ocrFallback: true,
  includeRawText: true,
};

export function startEngine(overrides: Partial<EngineConfig> = {}): ReturnType<typeof createEngine> {
  return createEngine({ ...TEST_CONFIG, ...overrides });
}
