import { goalNameAt, goalProgressSeries } from './goal-progress-chart';

// The chart's lines draw for any number of goals: a line needs two points, so each goal is a level
// across its own slot, inside the x range, named by its slot.
describe('goalProgressSeries', () => {
  it.each([1, 2, 5])('with %p goal(s) each line has two points a goal, at its saved amount and target, spanning its slot inside the range', (count) => {
    const buckets = Array.from({ length: count }, (_, i) => ({ amount: 100 * (i + 1), targetAmount: 1000 * (i + 1) }));
    const { series, xRange } = goalProgressSeries(buckets);
    const [saved, target] = series;
    expect(saved!.label).toBe('Saved');
    expect(target!.label).toBe('Target');
    for (const line of series) {
      expect(line.points).toHaveLength(2 * count);
      for (const point of line.points) {
        expect(point.x).toBeGreaterThanOrEqual(xRange.min);
        expect(point.x).toBeLessThanOrEqual(xRange.max);
      }
    }
    buckets.forEach((bucket, i) => {
      const [left, right] = [saved!.points[2 * i]!, saved!.points[2 * i + 1]!];
      expect(right.x).toBeGreaterThan(left.x);
      expect([left.y, right.y]).toEqual([bucket.amount, bucket.amount]);
      expect([target!.points[2 * i]!.y, target!.points[2 * i + 1]!.y]).toEqual([bucket.targetAmount, bucket.targetAmount]);
      const names = buckets.map((_, n) => `Goal ${n}`);
      expect([goalNameAt(names, i), goalNameAt(names, left.x), goalNameAt(names, right.x)]).toEqual([`Goal ${i}`, `Goal ${i}`, `Goal ${i}`]);
    });
    // The x points ascend (chart.js reads them as given).
    const xs = saved!.points.map((p) => p.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
  });

  it('labels each goal at its own slot, and nothing between two goals', () => {
    const buckets = Array.from({ length: 4 }, () => ({ amount: 0, targetAmount: 1000 }));
    const { xTicks, xRange } = goalProgressSeries(buckets);
    expect(xTicks).toEqual([0, 1, 2, 3]);
    for (const x of xTicks) expect(x).toBeGreaterThan(xRange.min);
  });

  it('names no goal at the axis ends (a tick there would repeat or shift a name)', () => {
    const { xRange } = goalProgressSeries([{ amount: 0, targetAmount: 30_000 }]);
    expect(goalNameAt(['Car'], xRange.min)).toBe('');
    expect(goalNameAt(['Car'], xRange.max)).toBe('');
    expect(goalNameAt(['Car'], 0)).toBe('Car');
  });
});
