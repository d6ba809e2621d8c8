import { X_LABEL_ROOM_PX, xTickLimit } from './line-chart-types';

describe('xTickLimit: month labels that fit side by side', () => {
  it.each([
    [250, 3], // a 360 px phone's plot
    [400, 5],
    [1000, 6], // never more than 6
    [100, 2], // never fewer than 2 (the start and one more)
    [0, 2],
    [Number.NaN, 2],
  ])('a %d px plot holds %d labels', (width, labels) => {
    expect(xTickLimit(width)).toBe(labels);
  });

  it('gives every label its room', () => {
    for (let width = 2 * X_LABEL_ROOM_PX; width <= 6 * X_LABEL_ROOM_PX; width += 7) expect(xTickLimit(width) * X_LABEL_ROOM_PX).toBeLessThanOrEqual(width);
  });
});
