import { GRAPH_MAX_POINTS } from './debt-constants';
import { downsample } from './downsample';

const series = (values: readonly number[]) => values.map((payment, i) => ({ month: i + 1, payment }));
const pay = (point: { payment: number }) => point.payment;

describe('downsample (largest triangle three buckets)', () => {
  it('returns short series whole, as a copy', () => {
    const points = series([1, 2, 3]);
    const result = downsample(points, pay, 150);
    expect(result).toEqual(points);
    expect(result).not.toBe(points);
  });

  it.each([
    [0, []],
    [1, [1]],
    [2, [1, 10]],
  ])('keeps %p points as the ends', (maxPoints, months) => {
    expect(downsample(series(Array(10).fill(5)), pay, maxPoints).map((p) => p.month)).toEqual(months);
  });

  it('hand-worked: 6 points into 4 keeps the ends and the corner of each bucket', () => {
    // payments 500, 500, 500, 112, 0, 0. Buckets of (6 - 2) / (4 - 2) = 2: months 2-3 and 4-5.
    // Bucket 1 (next average: months 4-5 at x 3.5, y 56): from (0, 500), month 2 (x 1) spans a
    //   triangle |(0 - 3.5)(500 - 500) - (0 - 1)(56 - 500)| = 444, month 3 (x 2): 888. Keep month 3.
    // Bucket 2 (next: the last point x 5, y 0): from (2, 500), month 4 (x 3, 112): |(2 - 5)(-388) - (-1)(-500)| = 664;
    //   month 5 (x 4, 0): |(-3)(-500) - (-2)(-500)| = 500. Keep month 4: the step survives.
    expect(downsample(series([500, 500, 500, 112, 0, 0]), pay, 4).map((p) => p.month)).toEqual([1, 3, 4, 6]);
  });

  it('120 or 360 months fit the graph and keep the first and last month', () => {
    const long = series(Array.from({ length: 360 }, (_, i) => (i < 300 ? 50_000 - i * 10 : 1_000)));
    const result = downsample(long, pay);
    expect(result).toHaveLength(GRAPH_MAX_POINTS);
    expect(result[0]).toBe(long[0]);
    expect(result[result.length - 1]).toBe(long[359]);
    const months = result.map((p) => p.month);
    expect(months).toEqual([...months].sort((a, b) => a - b));
    expect(new Set(months).size).toBe(months.length);
    expect(downsample(series(Array(120).fill(1)), pay)).toHaveLength(120);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %p points', (maxPoints) => {
    expect(() => downsample(series([1, 2, 3]), pay, maxPoints)).toThrow(RangeError);
  });
});
