import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

/**
 * The shared corpus: `../shared/corpus` beside the checkout (where CI puts it), or SHARED_DIR/corpus.
 * Tests and benchmarks resolve it from here so that no absolute path of one machine leaks into them.
 */
export const CORPUS_DIR = resolve(
  process.env.SHARED_DIR ?? resolve(fileURLToPath(new URL('../../', import.meta.url)), '../shared'),
  'corpus',
);
