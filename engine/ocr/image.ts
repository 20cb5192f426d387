/**
 * Page-image helpers for OCR: grey conversion and whole-page rotation go through sharp; the only per-pixel
 * JavaScript is sampling text crops straight into normalised model tensors.
 */
import sharp from 'sharp';

import type { RBox } from './geometry.ts';

/** An 8-bit single-channel page image. */
export interface GrayImage {
  data: Uint8Array;
  width: number;
  height: number;
  dpi: number;
}

/** Converts a 1- or 3-channel raw image to grey (sharp's libvips does the per-pixel work). */
export async function toGray(img: { data: Uint8Array; width: number; height: number; channels: 1 | 3; dpi: number }): Promise<GrayImage> {
  if (img.data.length !== img.width * img.height * img.channels) {
    throw new Error(`image buffer holds ${img.data.length} bytes, expected ${img.width}×${img.height}×${img.channels}`);
  }
  if (img.channels === 1) return { data: img.data, width: img.width, height: img.height, dpi: img.dpi };
  const data = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .greyscale()
    .raw()
    .toBuffer();
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: img.width, height: img.height, dpi: img.dpi };
}

/** Rotates a grey image clockwise by a multiple of 90°. */
export async function rotateGray(img: GrayImage, deg: 0 | 90 | 180 | 270): Promise<GrayImage> {
  if (deg === 0) return img;
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .rotate(deg)
    .toColourspace('b-w') // sharp turns 1-channel raw input into sRGB unless told otherwise
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, dpi: img.dpi };
}

/** Width a crop gets at a given height, keeping the box's aspect ratio. */
export function cropWidth(b: RBox, height: number, maxWidth: number): number {
  return Math.max(8, Math.min(maxWidth, Math.round((height * b.w) / Math.max(1, b.h))));
}

/**
 * Samples a rotated box into `out` (one channel plane of width `stride`, the crop occupying columns [0, cw))
 * as (grey/255 − 0.5) / 0.5, replicated into three planes. Bilinear sampling along the box axes does the
 * crop, rotation and resize in one pass, which costs less than a sharp round trip per text line; when the
 * crop shrinks the text by more than 2× it averages a 2×2 grid of taps to avoid aliasing thin strokes.
 * `flip` reads the box upside down (angle classifier said 180°).
 */
export function sampleCrop(
  img: GrayImage,
  b: RBox,
  out: Float32Array,
  offset: number,
  stride: number,
  height: number,
  cw: number,
  flip: boolean,
): void {
  const { data, width: W, height: H } = img;
  const plane = stride * height;
  const vx = -b.uy, vy = b.ux;
  const sx = b.w / cw, sy = b.h / height;
  const taps = sx > 2 || sy > 2 ? 2 : 1;
  // Origin = top-left corner of the box in reading direction (bottom-right when flipped).
  const dir = flip ? -1 : 1;
  const ox = b.cx - dir * ((b.w / 2) * b.ux + (b.h / 2) * vx);
  const oy = b.cy - dir * ((b.w / 2) * b.uy + (b.h / 2) * vy);
  const ax = dir * b.ux * sx, ay = dir * b.uy * sx; // step per crop column
  const bx = dir * vx * sy, by = dir * vy * sy; // step per crop row
  const inv = 1 / (taps * taps * 127.5);
  for (let r = 0; r < height; r++) {
    const rowOff = offset + r * stride;
    for (let c = 0; c < cw; c++) {
      let acc = 0;
      for (let ty = 0; ty < taps; ty++) {
        const fr = r + (ty + 0.5) / taps;
        for (let tx = 0; tx < taps; tx++) {
          const fc = c + (tx + 0.5) / taps;
          let x = ox + fc * ax + fr * bx - 0.5;
          let y = oy + fc * ay + fr * by - 0.5;
          if (x < 0) x = 0; else if (x > W - 1) x = W - 1;
          if (y < 0) y = 0; else if (y > H - 1) y = H - 1;
          const x0 = x | 0, y0 = y | 0;
          const x1 = x0 + 1 < W ? x0 + 1 : x0, y1 = y0 + 1 < H ? y0 + 1 : y0;
          const fx = x - x0, fy = y - y0;
          const i0 = y0 * W, i1 = y1 * W;
          const top = data[i0 + x0] + (data[i0 + x1] - data[i0 + x0]) * fx;
          const bot = data[i1 + x0] + (data[i1 + x1] - data[i1 + x0]) * fx;
          acc += top + (bot - top) * fy;
        }
      }
      const v = acc * inv - 1;
      out[rowOff + c] = v;
      out[rowOff + plane + c] = v;
      out[rowOff + 2 * plane + c] = v;
    }
  }
}
