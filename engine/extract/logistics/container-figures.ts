/**
 * A container's own figures printed in the goods column of its line, beside its number and seal ("KMTU1234565 /
 * SEAL123 | 16 PLTS | 40'DV (42G1)  17,712.000 KGS  26.800 CBM"): a B/L that lists the goods first and then one
 * line per container prints the container's size/type, weight and measurement where the goods' words go.
 */
import { sizeTypeOf } from './container-codes.ts';

const WEIGHT = /\d[\d,.]*\s*(?:KGS?|KGM|KILOS?|LBS?)\b\.?/i;
const VOLUME = /\d[\d,.]*\s*(?:CBM|M3|CFT)\b\.?/i;

export interface ContainerFigures { sizeType: string | null; weight: string | null; volume: string | null }

/**
 * The figures a goods cell holds when it holds a container's figures only: a size/type and a weight or measurement,
 * and no more than the size's few words besides. Null for goods words ("40 DRUMS OF RESIN 17,712 KGS").
 */
export function containerFigures(text: string): ContainerFigures | null {
  const weight = WEIGHT.exec(text)?.[0] ?? null;
  const volume = VOLUME.exec(text)?.[0] ?? null;
  if (!weight && !volume) return null;
  const rest = [weight, volume].reduce<string>((t, f) => (f ? t.replace(f, ' ') : t), text).trim();
  const sizeType = sizeTypeOf(rest, true);
  if (!sizeType || rest.split(/\s+/).length > 3) return null;
  return { sizeType, weight, volume };
}
