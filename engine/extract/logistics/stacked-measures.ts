/**
 * Figures stacked in one weight or volume column of a goods row: a measurement printed over the gross weight under a
 * caption that names both ("MEASUREMENT (M3)" over "GROSS WEIGHT (KGS)"), or one figure restated in a second unit
 * under it ("19,790.4 KGS" over "43,630 LBS", "136.6 CBM" over "4,824 CFT"). Each such printed line belongs to the
 * row above it, not a row of its own.
 */
import type { Word } from '../../types.ts';
import type { ColumnKind } from './labels.ts';

type Measure = 'weight' | 'volume';

const WEIGHT_FIGURE = /^\d[\d.,\s]*\s*(kgs?|kgm|kilos?|lbs?|mt)\.?$/i;
const VOLUME_FIGURE = /^\d[\d.,\s]*\s*(m3|m³|cbm|cft|cuft|ft3|ft³)\.?$/i;
const MEASURE_OF: Partial<Record<ColumnKind, Measure>> = { grossWeight: 'weight', netWeight: 'weight', volume: 'volume' };

/** Each printed unit's one name, so that "KGS" under "KGM" is the same unit and no restatement. */
const UNIT_NAME: Record<string, string> = { kg: 'kg', kgs: 'kg', kgm: 'kg', kilo: 'kg', kilos: 'kg', lb: 'lb', lbs: 'lb', mt: 't', m3: 'm3', 'm³': 'm3', cbm: 'm3', cft: 'ft3', cuft: 'ft3', ft3: 'ft3', 'ft³': 'ft3' };

/** The measure and unit a cell's text prints when it is one figure with its unit ("202.500 M3"), else null. */
function figureIn(t: string): { measure: Measure; unit: string } | null {
  const w = WEIGHT_FIGURE.exec(t.trim());
  if (w) return { measure: 'weight', unit: UNIT_NAME[w[1].toLowerCase()] };
  const v = VOLUME_FIGURE.exec(t.trim());
  return v ? { measure: 'volume', unit: UNIT_NAME[v[1].toLowerCase()] } : null;
}
const figure = (ws: Word[]) => figureIn(ws.map((w) => w.text).join(' '));

/**
 * A figure under a weight column that prints a volume (or under a volume column a weight) is that other measure's,
 * where the line has no such cell of its own: "202.500 M3" under "MEASUREMENT (M3) / GROSS WEIGHT (KGS)", read as a
 * gross weight column, is the row's volume. Returns the columns whose cell moved.
 */
export function moveOtherMeasure(cells: Map<ColumnKind, Word[]>): Set<ColumnKind> {
  const moved = new Set<ColumnKind>();
  for (const [k, ws] of [...cells]) {
    const own = MEASURE_OF[k];
    const got = own ? figure(ws) : null;
    if (!own || !got || got.measure === own) continue;
    const to: ColumnKind = got.measure === 'volume' ? 'volume' : 'grossWeight';
    if (cells.has(to)) continue;
    cells.delete(k);
    cells.set(to, ws);
    moved.add(k);
  }
  return moved;
}

/**
 * Whether a line's cell in column `k` goes on with the row above it: the column's first figure went to another
 * measure (`moved`) and this one is the column's own measure, not yet read for the row; or the row has the column's
 * figure already and this one restates it in another unit of the same measure ("43,630 LBS" under "19,790.4 KGS"),
 * to be dropped (`restated`), or to stand for it where it is metric and the first was not (`metric`).
 */
export function stackedFigure(k: ColumnKind, ws: Word[], had: string | undefined, moved: ReadonlySet<ColumnKind>): 'fills' | 'restated' | 'metric' | null {
  const own = MEASURE_OF[k];
  const got = own ? figure(ws) : null;
  if (!own || !got || got.measure !== own) return null;
  if (had === undefined) return moved.has(k) ? 'fills' : null;
  const before = figureIn(had);
  if (!before || before.measure !== own || before.unit === got.unit) return null;
  // Pounds over kilos ("120,143 LBS" over "54,496.0 KGS"), cubic feet over cubic metres: the metric figure is the
  // one reported (`metric`), as where it is printed first.
  return METRIC.has(got.unit) && !METRIC.has(before.unit) ? 'metric' : 'restated';
}
const METRIC = new Set(['kg', 't', 'm3']);
