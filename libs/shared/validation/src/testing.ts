// Test-only: the property test every rule library runs over its validators (never imported by app code).
import fc from 'fast-check';

type AnyFunction = (...args: unknown[]) => unknown;

/** What forms and GraphQL inputs may hand a rule: anything, long strings, digits, numbers, dates. */
export const anyInput = fc.oneof(
  fc.anything({
    withBoxedValues: true,
    withMap: true,
    withSet: true,
    withObjectString: true,
    withNullPrototype: true,
    withBigInt: true,
    withDate: true,
    withTypedArray: true,
    withSparseArray: true,
  }),
  fc.string({ maxLength: 2000 }),
  fc.stringMatching(/^\d{0,20}$/),
  fc.double(),
  fc.date(),
);

/**
 * Validators return a message or undefined for any input, quickly even for 1 MB strings;
 * derivations never throw.
 */
export function describeNeverThrows(checks: Record<string, AnyFunction>, derivations: Record<string, AnyFunction> = {}): void {
  describe.each(Object.entries(checks))('%s never throws', (_name, check) => {
    it('and returns a message or undefined for any input', () => {
      fc.assert(
        fc.property(anyInput, anyInput, anyInput, (a, b, c) => {
          const result = check(a, b, c);
          expect(result === undefined || typeof result === 'string').toBe(true);
        }),
        { numRuns: 300 },
      );
    });

    it('and handles a very long string quickly', () => {
      const started = Date.now();
      for (const long of ['9'.repeat(1_000_000), `${'a'.repeat(1_000_000)}@`, `${'a.'.repeat(500_000)}@x`, ' '.repeat(1_000_000)]) {
        const result = check(long, long, long);
        expect(result === undefined || typeof result === 'string').toBe(true);
      }
      expect(Date.now() - started).toBeLessThan(1000);
    });
  });

  if (Object.keys(derivations).length === 0) return;
  describe.each(Object.entries(derivations))('%s never throws', (_name, derive) => {
    it('for any input', () => {
      fc.assert(
        fc.property(anyInput, anyInput, (a, b) => {
          derive(a, b);
        }),
        { numRuns: 300 },
      );
    });
  });
}
