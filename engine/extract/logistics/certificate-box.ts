/**
 * The lines of a box of a form ruled with separate lines (no rectangles): between the vertical rules left and right
 * of its caption, down to the first horizontal rule under it that runs the box's whole width. A signature line
 * inside the box (narrower) does not close it; text centred in the box counts as much as text at its left edge, and
 * a line that starts in the box is in it, however far it runs out.
 */
import type { Rule } from '../../types.ts';
import type { Segment } from './segments.ts';

export function ruledBoxLines(page: Segment[], rules: Rule[], label: Segment): Segment[] | null {
  const [lx0, ly0, lx1, ly1] = label.bbox;
  const mid = (ly0 + ly1) / 2;
  const vs = rules.filter((r) => r.kind === 'v' && r.bbox[1] <= mid && r.bbox[3] >= mid);
  const left = vs.filter((r) => r.bbox[2] <= lx0 + 1).sort((a, b) => b.bbox[0] - a.bbox[0])[0];
  const right = vs.filter((r) => r.bbox[0] >= lx1 - 1).sort((a, b) => a.bbox[0] - b.bbox[0])[0];
  if (!left || !right) return null;
  const x0 = (left.bbox[0] + left.bbox[2]) / 2;
  const x1 = (right.bbox[0] + right.bbox[2]) / 2;
  const full = rules
    .filter((r) => r.kind === 'h' && r.bbox[1] > ly1 && r.bbox[0] <= x0 + 2 && r.bbox[2] >= x1 - 2)
    .sort((a, b) => a.bbox[1] - b.bbox[1])[0];
  // The box's sides run down to its bottom rule.
  let bottom = full && left.bbox[3] >= full.bbox[1] - 2 && right.bbox[3] >= full.bbox[1] - 2 ? full.bbox[1] : null;
  if (bottom === null) bottom = sideEnd(rules, left, right, ly1);
  if (bottom === null) return null;
  const end = bottom;
  const lines = page.filter((s) => s !== label && s.bbox[1] >= ly1 - 1 && s.bbox[3] <= end + 1 && s.bbox[0] >= x0 - 1 && s.bbox[0] < x1 - 2);
  // The page comes sorted top to bottom, left to right (segmentPages), and so do its lines.
  return lines.length ? lines : null;
}

/**
 * Where a box ends without a whole bottom rule: where its shorter side stops, at the height of a horizontal rule (the
 * bottom of the row it closes). A scan's rule finder loses the stretch of a rule that type is printed close to (a
 * signature's caption over the box's bottom), so the rule under the box comes out cut short or not at all; the side
 * that stops there still marks the bottom. Null when that side runs on past every rule, or stops above the caption.
 */
function sideEnd(rules: Rule[], left: Rule, right: Rule, captionBottom: number): number | null {
  const y = Math.min(left.bbox[3], right.bbox[3]);
  if (y <= captionBottom) return null;
  return rules.some((r) => r.kind === 'h' && Math.abs(r.bbox[1] - y) < 3) ? y : null;
}
