import { makeRoom } from './bounded-map';

describe('makeRoom', () => {
  const filled = (n: number) => new Map(Array.from({ length: n }, (_, i) => [`k${i}`, i]));

  it('leaves a map below its bound alone', () => {
    const map = filled(9);
    makeRoom(map, 10);
    expect(map.size).toBe(9);
  });

  it('drops the oldest entry of a small full map, as before', () => {
    const map = filled(2);
    makeRoom(map, 2);
    expect([...map.keys()]).toEqual(['k1']);
  });

  it('drops the oldest sixteenth of a large full map at once, oldest first', () => {
    const map = filled(20_000);
    makeRoom(map, 20_000);
    expect(map.size).toBe(20_000 - 1250);
    expect(map.has('k1249')).toBe(false);
    expect(map.has('k1250')).toBe(true);
    expect(map.has('k19999')).toBe(true);
  });

  it('keeps a map at its bound however it is used (each insert after makeRoom)', () => {
    const map = new Map<string, number>();
    for (let i = 0; i < 100_000; i++) {
      makeRoom(map, 1000);
      map.set(`k${i}`, i);
      expect(map.size).toBeLessThanOrEqual(1000);
    }
    expect(map.has('k99999')).toBe(true);
  });
});
