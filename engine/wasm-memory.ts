/**
 * MuPDF's WebAssembly heap. It grows with the largest page a worker has handled and never gives memory back,
 * and V8's heap limits (resourceLimits) do not count it: a worker that once met a huge page would hold that
 * memory for life. mupdf.js builds its Emscripten module on a global options object; creating that object
 * before mupdf loads lets us read the live heap (HEAPU8 is swapped for a larger view on every growth).
 *
 * Import this module before anything that imports mupdf (engine/worker.ts imports it first).
 */
interface EmscriptenModule {
  HEAPU8?: Uint8Array;
}

const g = globalThis as { $libmupdf_wasm_Module?: EmscriptenModule };
g.$libmupdf_wasm_Module ??= {};

/** Bytes of MuPDF's WebAssembly memory now (0 when mupdf was loaded before this module). */
export function mupdfHeapBytes(): number {
  return g.$libmupdf_wasm_Module?.HEAPU8?.buffer.byteLength ?? 0;
}
