import sharp from 'sharp';
import type { FileKind } from '../types.ts';

/**
 * Page `pageIndex` (0-based) of an image as PNG, at the image's own size, upright per its EXIF orientation.
 * Multi-page formats (TIFF, animated WEBP) select the page; libvips enforces `maxPixels` on that page itself.
 */
export async function renderImagePagePng(
  bytes: Uint8Array,
  kind: FileKind,
  pageIndex: number,
  maxPixels: number,
): Promise<{ png: Uint8Array; width: number; height: number }> {
  const multi = kind === 'tiff' || kind === 'webp';
  const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, ...(multi ? { page: pageIndex } : {}) })
    .rotate()
    .png({ compressionLevel: 6 })
    .toBuffer({ resolveWithObject: true });
  return { png: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}
