/**
 * Makes room in an insertion-ordered Map used as a bounded cache: once it holds `max` entries,
 * the oldest sixteenth goes, in one pass. Deleting one entry at a time from the front made V8 step
 * over every earlier deleted slot each time it looked for the first key: 8 µs per new entry in a
 * full 20,000-entry map instead of 0.2 µs (the visitor quote cache, full after 20,000 questions).
 */
export function makeRoom<K, V>(map: Map<K, V>, max: number): void {
  if (map.size < max) return;
  let remove = Math.max(1, Math.ceil(max / 16), map.size - max + 1);
  for (const key of map.keys()) {
    map.delete(key);
    if (--remove === 0) break;
  }
}
