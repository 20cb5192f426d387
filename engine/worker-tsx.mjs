// Worker bootstrap used only when the engine runs from .ts sources (tsx, vitest). tsx's `--import tsx`
// registers its loader on the main thread only, so a worker thread must register it itself before
// importing any .ts module. Compiled builds load worker.js directly and never use this file.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./worker.ts');

export const processDocument = worker.processDocument;
export const countPages = worker.countPages;
export const renderPageImage = worker.renderPageImage;
export const probeDevice = worker.probeDevice;
