import sharp, { type Metadata, type Sharp } from 'sharp';
import type { EngineErrorData, FileKind } from '../types.ts';

export interface ImageProbe {
  pages: number;
  width: number;
  height: number;
  /** Pixels per inch from the file's metadata, when it has a credible one. */
  density: number | null;
}

export type ProbeOutcome = { ok: true; probe: ImageProbe } | { ok: false; error: EngineErrorData };

/** Below this a stated density is a placeholder (72/96 are screen defaults), not a scan resolution. */
const MIN_SCAN_DPI = 100;

/**
 * Read an image's header only (no pixel decode) and enforce the pixel and page caps there, so that
 * a 20000×20000 PNG or a 10,000-page TIFF is refused before any memory is spent on it.
 */
export async function probeImage(bytes: Uint8Array, limits: { maxPixels: number; maxPages: number }): Promise<ProbeOutcome> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (err) {
    return { ok: false, error: { code: 'CORRUPT_FILE', message: `image header unreadable: ${(err as Error).message}`, stage: 'load' } };
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  const pages = meta.pages ?? 1;
  if (width <= 0 || height <= 0) {
    return { ok: false, error: { code: 'CORRUPT_FILE', message: 'image has no dimensions', stage: 'load' } };
  }
  if (width * height > limits.maxPixels) {
    return {
      ok: false,
      error: { code: 'IMAGE_TOO_LARGE', message: `image is ${width}×${height} pixels, more than ${limits.maxPixels}`, stage: 'load' },
    };
  }
  if (pages > limits.maxPages) {
    return { ok: false, error: { code: 'TOO_MANY_PAGES', message: `image has ${pages} pages, more than ${limits.maxPages}`, stage: 'load' } };
  }
  const density = meta.density !== undefined && meta.density >= MIN_SCAN_DPI ? meta.density : null;
  return { ok: true, probe: { pages, width, height, density } };
}

/** Pages of a multi-page format, selected by index; single-page formats ignore it. */
function pageInput(bytes: Uint8Array, kind: FileKind, pageIndex: number, maxPixels: number): Sharp {
  const multi = kind === 'tiff' || kind === 'webp';
  return sharp(bytes, { limitInputPixels: maxPixels, ...(multi ? { page: pageIndex } : {}) });
}

/**
 * Decode one page to 8-bit greyscale, upright per its EXIF orientation. The pixel cap is enforced
 * again by libvips itself (a later TIFF page may be larger than the first).
 */
export async function decodeGrayPage(
  bytes: Uint8Array,
  kind: FileKind,
  pageIndex: number,
  maxPixels: number,
): Promise<{ data: Uint8Array; width: number; height: number }> {
  const { data, info } = await pageInput(bytes, kind, pageIndex, maxPixels)
    .rotate()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected 1 channel after greyscale, got ${info.channels}`);
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

/** One page as PNG, upright, in colour, for page images. */
export async function encodePagePng(bytes: Uint8Array, kind: FileKind, pageIndex: number, maxPixels: number): Promise<Uint8Array> {
  const buf = await pageInput(bytes, kind, pageIndex, maxPixels).rotate().png({ compressionLevel: 6 }).toBuffer();
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

/** Raw greyscale or RGB pixels to PNG (for rendered PDF pages: far faster than MuPDF's own encoder). */
export async function rawToPng(data: Uint8Array, width: number, height: number, channels: 1 | 3): Promise<Uint8Array> {
  const buf = await sharp(data, { raw: { width, height, channels } }).png({ compressionLevel: 6 }).toBuffer();
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}
