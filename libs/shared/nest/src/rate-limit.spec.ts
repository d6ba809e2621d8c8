import { secondsUntilWindowEnds } from './rate-limit';

describe('secondsUntilWindowEnds', () => {
  const start = Date.UTC(2026, 10, 28, 10, 0, 0);

  it('is the whole seconds left in the window', () => {
    expect(secondsUntilWindowEnds(start, 30_000, start)).toBe(30);
    expect(secondsUntilWindowEnds(start, 30_000, start + 1)).toBe(30);
    expect(secondsUntilWindowEnds(start, 30_000, start + 29_001)).toBe(1);
    expect(secondsUntilWindowEnds(start, 3600_000, start + 600_000)).toBe(3000);
  });

  it('never more than the window: a request that read the clock before another started the window', () => {
    expect(secondsUntilWindowEnds(start + 5, 30_000, start)).toBe(30);
    expect(secondsUntilWindowEnds(start + 1500, 30_000, start)).toBe(30);
  });

  it('at least 1, also at or past the end', () => {
    expect(secondsUntilWindowEnds(start, 30_000, start + 30_000)).toBe(1);
    expect(secondsUntilWindowEnds(start, 30_000, start + 90_000)).toBe(1);
  });
});
