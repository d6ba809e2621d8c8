// The debt graph shows at most 150 points ("default downsample 150 points"). Largest-Triangle-
// Three-Buckets (Steinarsson, 2013) keeps the first and last points and, from each bucket
// between, the point that forms the largest triangle with its neighbours, so steps where an
// account is paid off survive while flat runs thin out. x is the point's position in the series.
import { GRAPH_MAX_POINTS } from './debt-constants';

export function downsample<T>(points: readonly T[], value: (point: T) => number, maxPoints: number = GRAPH_MAX_POINTS): T[] {
  if (!Number.isInteger(maxPoints) || maxPoints < 0) throw new RangeError(`maxPoints must be a whole number, got ${maxPoints}`);
  const n = points.length;
  if (n <= maxPoints) return points.slice();
  if (maxPoints === 0) return [];
  if (maxPoints === 1) return [points[0] as T];
  if (maxPoints === 2) return [points[0] as T, points[n - 1] as T];

  const y = points.map(value);
  const kept: T[] = [points[0] as T];
  const bucketSize = (n - 2) / (maxPoints - 2);
  let previous = 0;
  for (let bucket = 0; bucket < maxPoints - 2; bucket++) {
    const start = Math.floor(bucket * bucketSize) + 1;
    const end = Math.floor((bucket + 1) * bucketSize) + 1;
    // The next bucket's average point (the last point for the last bucket).
    const nextStart = end;
    const nextEnd = Math.min(Math.floor((bucket + 2) * bucketSize) + 1, n);
    let avgX = 0;
    let avgY = 0;
    for (let i = nextStart; i < nextEnd; i++) {
      avgX += i;
      avgY += y[i] as number;
    }
    const count = nextEnd - nextStart;
    if (count > 0) {
      avgX /= count;
      avgY /= count;
    } else {
      avgX = n - 1;
      avgY = y[n - 1] as number;
    }
    let best = start;
    let bestArea = -1;
    const prevY = y[previous] as number;
    for (let i = start; i < end; i++) {
      const area = Math.abs((previous - avgX) * ((y[i] as number) - prevY) - (previous - i) * (avgY - prevY));
      if (area > bestArea) {
        bestArea = area;
        best = i;
      }
    }
    kept.push(points[best] as T);
    previous = best;
  }
  kept.push(points[n - 1] as T);
  return kept;
}
