import * as mupdf from 'mupdf';
import type { BBox, Rule } from '../types.ts';
import { withUntrackedWrappers } from './transient.ts';

/** A stroke or fill thinner than this (points) is a ruling line, not a box. */
const THIN = 3;
/** Shorter segments are glyph-like decoration (bullets, ticks), not table rules. */
const MIN_LENGTH = 4;
/** Pages drawn as thousands of tiny paths (maps, charts) add nothing to tables; stop collecting there. */
const MAX_RULES = 5000;
/** Images smaller than this on either side (points) are bullets, icons and rules drawn as bitmaps. */
const MIN_IMAGE_SIDE = 12;
/** Pages tiled with many small images (scanned mosaics) report the first ones only. */
const MAX_IMAGES = 50;
/** Axis-aligned tolerance in points. */
const EPS = 0.5;

type Pt = [number, number];

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function apply(m: mupdf.Matrix, x: number, y: number): Pt {
  return [x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5]];
}

/** Split a path into sub-paths of points; null marks a sub-path with curves (ignored). */
function subpaths(path: mupdf.Path, ctm: mupdf.Matrix): Array<{ pts: Pt[]; closed: boolean } | null> {
  const out: Array<{ pts: Pt[]; closed: boolean } | null> = [];
  let cur: { pts: Pt[]; closed: boolean } | null = null;
  let curved = false;
  const flush = (): void => {
    if (cur && cur.pts.length > 1) out.push(curved ? null : cur);
    cur = null;
    curved = false;
  };
  path.walk({
    moveTo(x, y) {
      flush();
      cur = { pts: [apply(ctm, x, y)], closed: false };
    },
    lineTo(x, y) {
      if (!cur) cur = { pts: [], closed: false };
      cur.pts.push(apply(ctm, x, y));
    },
    curveTo() {
      curved = true;
    },
    closePath() {
      if (cur) cur.closed = true;
    },
  });
  flush();
  return out;
}

function boundsOf(pts: Pt[]): BBox {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of pts) {
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  }
  return [x0, y0, x1, y1];
}

/** Rule for an axis-aligned box: thin boxes are lines, others rectangles; null if too small. */
function classify(b: BBox): Rule | null {
  const w = b[2] - b[0];
  const h = b[3] - b[1];
  if (w < MIN_LENGTH && h < MIN_LENGTH) return null;
  if (h <= THIN && w >= MIN_LENGTH) return { kind: 'h', bbox: b };
  if (w <= THIN && h >= MIN_LENGTH) return { kind: 'v', bbox: b };
  return { kind: 'rect', bbox: b };
}

function isAxisAligned(pts: Pt[]): boolean {
  for (let i = 1; i < pts.length; i++) {
    const dx = Math.abs(pts[i][0] - pts[i - 1][0]);
    const dy = Math.abs(pts[i][1] - pts[i - 1][1]);
    if (dx > EPS && dy > EPS) return false;
  }
  return true;
}

/** Fill colour that disappears on white paper (page backgrounds, cell erasers). */
function isWhite(color: number[]): boolean {
  return color.length > 0 && color.every((c) => c >= 0.99);
}

/**
 * Collect ruling lines and rectangles from a page's vector content (the page itself or its display
 * list, which replays faster), in page coordinates (points, top-left origin, translated by `origin`). Strokes give one rule per straight segment
 * (a grid drawn as one path yields all its lines); fills give one rule per rectangular sub-path.
 * Curves, diagonals and white fills are skipped: tables are drawn with neither. Boxes of the images drawn
 * go into `images` when given (text printed as a picture may need OCR).
 */
export function collectRules(page: mupdf.Page | mupdf.DisplayList, origin: [number, number], images?: BBox[]): Rule[] {
  const rules: Rule[] = [];
  // PDF producers often draw the same border twice (cell by cell); keep one.
  const seen = new Set<string>();
  const push = (b: BBox): void => {
    if (rules.length >= MAX_RULES) return;
    const r = classify([round2(b[0] - origin[0]), round2(b[1] - origin[1]), round2(b[2] - origin[0]), round2(b[3] - origin[1])]);
    if (r === null) return;
    const key = r.bbox.join(',');
    if (seen.has(key)) return;
    seen.add(key);
    rules.push(r);
  };
  const device = new mupdf.Device({
    fillImage(image, ctm) {
      try {
        if (!images || images.length >= MAX_IMAGES) return;
        // The image fills the unit square mapped by the CTM.
        const b = boundsOf([apply(ctm, 0, 0), apply(ctm, 1, 0), apply(ctm, 0, 1), apply(ctm, 1, 1)]);
        if (b[2] - b[0] >= MIN_IMAGE_SIDE && b[3] - b[1] >= MIN_IMAGE_SIDE) images.push([round2(b[0] - origin[0]), round2(b[1] - origin[1]), round2(b[2] - origin[0]), round2(b[3] - origin[1])]);
      } finally {
        image.destroy();
      }
    },
    fillPath(path, _evenOdd, ctm, colorspace, color) {
      try {
        if (isWhite(color) || rules.length >= MAX_RULES) return;
        for (const sp of subpaths(path, ctm)) {
          if (sp && sp.pts.length >= 3 && isAxisAligned(sp.pts)) push(boundsOf(sp.pts));
        }
      } finally {
        path.destroy();
        colorspace.destroy();
      }
    },
    strokePath(path, stroke, ctm, colorspace, color) {
      try {
        if (isWhite(color) || rules.length >= MAX_RULES) return;
        // Half the line width on each side, scaled by the CTM (uniform scale assumed for rules).
        const half = (stroke.getLineWidth() * Math.hypot(ctm[0], ctm[1])) / 2;
        for (const sp of subpaths(path, ctm)) {
          if (!sp) continue;
          const pts = sp.closed ? [...sp.pts, sp.pts[0]] : sp.pts;
          for (let i = 1; i < pts.length; i++) {
            const [ax, ay] = pts[i - 1];
            const [bx, by] = pts[i];
            if (Math.abs(ax - bx) > EPS && Math.abs(ay - by) > EPS) continue;
            push([Math.min(ax, bx) - half, Math.min(ay, by) - half, Math.max(ax, bx) + half, Math.max(ay, by) + half]);
          }
        }
      } finally {
        path.destroy();
        stroke.destroy();
        colorspace.destroy();
      }
    },
  });
  try {
    // Every Path, StrokeState, ColorSpace and Image handed to the callbacks above is destroyed there.
    withUntrackedWrappers([mupdf.Path, mupdf.StrokeState, mupdf.ColorSpace, mupdf.Image], () => page.run(device, mupdf.Matrix.identity));
    device.close();
  } finally {
    device.destroy();
  }
  return rules;
}
