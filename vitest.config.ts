import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // 2-core machines: more forks only add contention (PGlite, MuPDF and ONNX are all CPU-bound).
    maxWorkers: 2,
    fileParallelism: true,
  },
});
