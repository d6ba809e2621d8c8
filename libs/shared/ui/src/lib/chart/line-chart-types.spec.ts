import { X_LABEL_ROOM_PX, fitLabel, pickXTicks, xTickLimit } from './line-chart-types';

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

describe('fitLabel: an x-axis label no wider than its room', () => {
  // 10 px a character, as a monospaced font would measure.
  const measure = (text: string) => Array.from(text).length * 10;

  it('keeps a label that fits as it is', () => {
    expect(fitLabel('Apr 2028', 80, measure)).toBe('Apr 2028');
  });

  it('cuts a long one to the longest start that fits with an ellipsis', () => {
    const label = fitLabel('Wedding in Durban next year', 100, measure);
    expect(label).toBe('Wedding i…');
    expect(measure(label)).toBeLessThanOrEqual(100);
  });

  it('never leaves a space before the ellipsis', () => {
    expect(fitLabel('Car deposit', 50, measure)).toBe('Car…');
  });

  it('gives an ellipsis alone, or nothing, when the room is smaller still', () => {
    expect(fitLabel('Emergency Fund', 15, measure)).toBe('…');
    expect(fitLabel('Emergency Fund', 5, measure)).toBe('');
  });

  it('every cut fits, whatever the room', () => {
    const text = 'My December Plan for the whole family';
    for (let room = 0; room <= 400; room += 3) expect(measure(fitLabel(text, room, measure))).toBeLessThanOrEqual(room);
  });
});

describe('pickXTicks: the label positions a page gives, as many as fit', () => {
  const goals = (count: number) => Array.from({ length: count }, (_, index) => index);

  it('keeps them all when they fit: two goals on a phone get both names', () => {
    expect(pickXTicks(goals(2), 250)).toEqual([0, 1]);
    expect(pickXTicks(goals(6), 1000)).toEqual(goals(6));
  });

  it('keeps every k-th from the first when they do not, never more than fit', () => {
    expect(pickXTicks(goals(7), 250)).toEqual([0, 3, 6]);
    expect(pickXTicks(goals(4), 250)).toEqual([0, 2]);
    for (let count = 1; count <= 30; count++) {
      for (const width of [100, 250, 400, 1000]) {
        const picked = pickXTicks(goals(count), width);
        expect(picked[0]).toBe(0);
        expect(picked.length).toBeLessThanOrEqual(Math.max(1, xTickLimit(width)));
      }
    }
  });

  it('gives none for none', () => {
    expect(pickXTicks([], 400)).toEqual([]);
  });
});
