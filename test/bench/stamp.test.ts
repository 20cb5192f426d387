import { describe, expect, it } from 'vitest';
import { writtenBy } from '../../bench/lib/stamp.ts';

const SUITES = ['accuracy', 'accuracy-synthetic', 'engine-scaling', 'ocr-device', 'ocr-sroie'];

describe('bench stamps go only to the running suite’s own results files', () => {
  it('claims the suite’s file and its named variants', () => {
    expect(writtenBy('ocr-sroie', 'ocr-sroie.md', SUITES)).toBe(true);
    expect(writtenBy('engine-scaling', 'engine-scaling-cores.md', SUITES)).toBe(true);
    expect(writtenBy('ocr-device', 'ocr-device-gpu-machine-cpu.md', SUITES)).toBe(true);
  });

  it('leaves other suites’ files alone, even ones its name prefixes', () => {
    expect(writtenBy('ocr-sroie', 'accuracy.md', SUITES)).toBe(false);
    expect(writtenBy('ocr-sroie', 'accuracy-synthetic.md', SUITES)).toBe(false);
    expect(writtenBy('accuracy', 'accuracy-synthetic.md', SUITES)).toBe(false);
    expect(writtenBy('ocr-device', 'ocr-sroie.md', SUITES)).toBe(false);
  });

  it('ignores anything that is not a markdown results file', () => {
    expect(writtenBy('ocr-sroie', 'ocr-sroie.json', SUITES)).toBe(false);
    expect(writtenBy('ocr-sroie', 'ocr-sroie', SUITES)).toBe(false);
  });
});
