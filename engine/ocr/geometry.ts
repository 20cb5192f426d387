/**
 * Rotated-rectangle geometry for text boxes: convex hull, minimum-area rectangle (rotating calipers) and the
 * transforms that move boxes between page orientations.
 */

export type Point = [number, number];

/**
 * A text box as a rotated rectangle. `u` is the unit vector along the reading direction, `v` the unit vector
 * 90° clockwise from it (pointing "down" the text); `w`/`h` are the extents along `u`/`v`; `cx`/`cy` the centre.
 */
export interface RBox {
  cx: number;
  cy: number;
  w: number;
  h: number;
  ux: number;
  uy: number;
  score: number;
}

/** Andrew's monotone chain. Input need not be sorted; returns hull counter-clockwise in image coordinates. */
export function convexHull(points: Point[]): Point[] {
  const pts = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}

/**
 * Minimum-area enclosing rectangle of a convex hull (one hull edge is always flush with the optimum).
 * The returned box's `u` axis is the rectangle side closest to horizontal, so text reads along it on an upright page.
 */
export function minAreaRect(hull: Point[]): RBox {
  let best = { area: Infinity, ux: 1, uy: 0, minU: 0, maxU: 0, minV: 0, maxV: 0 };
  const n = hull.length;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = hull[i];
    const [x1, y1] = hull[(i + 1) % n];
    const len = Math.hypot(x1 - x0, y1 - y0);
    if (len === 0) continue;
    const ux = (x1 - x0) / len;
    const uy = (y1 - y0) / len;
    let minU = Infinity, maxU = -Infinity, minV = Infinity, maxV = -Infinity;
    for (const [x, y] of hull) {
      const pu = x * ux + y * uy;
      const pv = -x * uy + y * ux;
      if (pu < minU) minU = pu;
      if (pu > maxU) maxU = pu;
      if (pv < minV) minV = pv;
      if (pv > maxV) maxV = pv;
    }
    const area = (maxU - minU) * (maxV - minV);
    if (area < best.area) best = { area, ux, uy, minU, maxU, minV, maxV };
  }
  if (!Number.isFinite(best.area)) {
    const [x, y] = hull[0] ?? [0, 0];
    return { cx: x, cy: y, w: 0, h: 0, ux: 1, uy: 0, score: 0 };
  }
  const cu = (best.minU + best.maxU) / 2;
  const cv = (best.minV + best.maxV) / 2;
  const box: RBox = {
    cx: cu * best.ux - cv * best.uy,
    cy: cu * best.uy + cv * best.ux,
    w: best.maxU - best.minU,
    h: best.maxV - best.minV,
    ux: best.ux,
    uy: best.uy,
    score: 0,
  };
  return horizontalise(box);
}

/** Re-expresses a box so that its `u` axis is the side closest to pointing right (angle in (-45°, 45°]). */
export function horizontalise(b: RBox): RBox {
  let { ux, uy, w, h } = b;
  // Rotate the frame by 90° steps until u points mostly right.
  for (let k = 0; k < 4 && !(ux > 0 && Math.abs(uy) <= ux); k++) {
    [ux, uy] = [uy, -ux];
    [w, h] = [h, w];
  }
  return { ...b, ux, uy, w, h };
}

/** The four corners (top-left, top-right, bottom-right, bottom-left in reading order). */
export function corners(b: RBox): [Point, Point, Point, Point] {
  const vx = -b.uy, vy = b.ux;
  const hw = b.w / 2, hh = b.h / 2;
  const p = (su: number, sv: number): Point => [b.cx + su * hw * b.ux + sv * hh * vx, b.cy + su * hw * b.uy + sv * hh * vy];
  return [p(-1, -1), p(1, -1), p(1, 1), p(-1, 1)];
}

/** Axis-aligned bounds [x0, y0, x1, y1] of a box, clipped to the image. */
export function aabb(b: RBox, width: number, height: number): [number, number, number, number] {
  const cs = corners(b);
  const xs = cs.map((c) => c[0]);
  const ys = cs.map((c) => c[1]);
  return [
    Math.max(0, Math.min(...xs)),
    Math.max(0, Math.min(...ys)),
    Math.min(width, Math.max(...xs)),
    Math.min(height, Math.max(...ys)),
  ];
}

/**
 * Maps a box on an image of size (width, height) to the same box after that image is rotated clockwise by
 * `deg`. The box keeps its reading direction relative to the content, so a box read upright on the rotated
 * image has `u` pointing right.
 */
export function rotateBox(b: RBox, deg: 0 | 90 | 180 | 270, width: number, height: number): RBox {
  switch (deg) {
    case 0:
      return b;
    case 90:
      return { ...b, cx: height - b.cy, cy: b.cx, ux: -b.uy, uy: b.ux };
    case 180:
      return { ...b, cx: width - b.cx, cy: height - b.cy, ux: -b.ux, uy: -b.uy };
    case 270:
      return { ...b, cx: b.cy, cy: width - b.cx, ux: b.uy, uy: -b.ux };
  }
}
