import {
  debtGraphData,
  graphSource,
  incomeReferencePoints,
  initialWindow,
  monthLabel,
  panWindow,
  paymentPoints,
  visibleMonths,
  zoomWindow,
  type DebtPayment,
} from './debt-graph-model';

const months = (count: number, first = 6000): DebtPayment[] =>
  Array.from({ length: count }, (_, index) => {
    const total = 2027 * 12 + index;
    return { date: `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01`, payment: first - index * 10 };
  });

describe('graphSource (spec section 4)', () => {
  it.each([
    [false, false, false, 'normal'],
    [true, false, false, 'debtCounselling'],
    [true, true, false, 'debtCounselling'],
    [false, true, false, 'normal'],
    [false, true, true, 'snowball'],
    [true, true, true, 'snowball'],
  ])('dc %p, snowball %p, result %p -> %p', (debtCounselling, snowball, hasSnowballResult, source) => {
    expect(graphSource({ debtCounselling, snowball, hasSnowballResult })).toBe(source);
  });
});

describe('paymentPoints', () => {
  it('counts months from the origin', () => {
    expect(paymentPoints(months(3), '2027-01-01')).toEqual([
      { x: 0, y: 6000 },
      { x: 1, y: 5990 },
      { x: 2, y: 5980 },
    ]);
  });
  it('downsamples to 150 points, keeping the first and last', () => {
    const points = paymentPoints(months(360), '2027-01-01');
    expect(points).toHaveLength(150);
    expect(points[0]).toEqual({ x: 0, y: 6000 });
    expect(points[149]).toEqual({ x: 359, y: 6000 - 3590 });
  });
});

describe('monthLabel ("MMM YYYY")', () => {
  it.each([
    [0, 'Nov 2026'],
    [2, 'Jan 2027'],
    [13.6, 'Jan 2028'],
  ])('%p months after Nov 2026 -> %p', (x, label) => {
    expect(monthLabel('2026-11-01', x)).toBe(label);
  });
});

describe('incomeReferencePoints', () => {
  it('is the income, flat over 60 months', () => {
    expect(incomeReferencePoints(25000)).toEqual([
      { x: 0, y: 25000 },
      { x: 60, y: 25000 },
    ]);
  });
  it('without a client income, the demonstration steps, one a year', () => {
    expect(incomeReferencePoints(null).map((point) => [point.x, point.y])).toEqual([
      [0, 32000],
      [12, 35000],
      [24, 38000],
      [36, 42000],
      [48, 50000],
      [60, 50000],
    ]);
  });
});

describe('debtGraphData', () => {
  it('draws the projection and the income, y maximum 1.2 x the largest value', () => {
    const data = debtGraphData({ payments: months(120), source: 'normal', income: 7000, incomeEstimated: true });
    expect(data?.series.map((line) => line.label)).toEqual(['My monthly debt', 'My income*']);
    expect(data?.yMax).toBe(8400);
    expect(data?.bounds).toEqual({ min: 0, max: 119 });
  });
  it('names the debt-counselling line and leaves out an unknown income', () => {
    const data = debtGraphData({ payments: months(12), source: 'debtCounselling', income: null });
    expect(data?.series.map((line) => line.label)).toEqual(['With debt counselling']);
    expect(data?.yMax).toBe(7200);
  });
  it('has nothing to draw without payments', () => {
    expect(debtGraphData({ payments: [], source: 'normal', income: 100 })).toBeNull();
  });
});

describe('window, pan and zoom', () => {
  it.each([
    [400, 24],
    [800, 48],
    [320, 19],
    [100, 6],
    [0, 24],
  ])('%p px shows %p months', (width, visible) => {
    expect(visibleMonths(width)).toBe(visible);
  });
  it('starts at month 0, never wider than the data', () => {
    expect(initialWindow({ min: 0, max: 119 }, 400)).toEqual({ min: 0, max: 24 });
    expect(initialWindow({ min: 0, max: 10 }, 400)).toEqual({ min: 0, max: 10 });
  });
  it('pans inside the data', () => {
    const bounds = { min: 0, max: 119 };
    expect(panWindow({ min: 0, max: 24 }, 10, bounds)).toEqual({ min: 10, max: 34 });
    expect(panWindow({ min: 0, max: 24 }, -5, bounds)).toEqual({ min: 0, max: 24 });
    expect(panWindow({ min: 90, max: 114 }, 50, bounds)).toEqual({ min: 95, max: 119 });
  });
  it('zooms around the anchor, between 6 months and all the data', () => {
    const bounds = { min: 0, max: 119 };
    expect(zoomWindow({ min: 0, max: 24 }, 0.5, 12, bounds)).toEqual({ min: 6, max: 18 });
    expect(zoomWindow({ min: 10, max: 16 }, 0.5, 13, bounds)).toEqual({ min: 10, max: 16 });
    expect(zoomWindow({ min: 0, max: 24 }, 100, 12, bounds)).toEqual({ min: 0, max: 119 });
  });
});
