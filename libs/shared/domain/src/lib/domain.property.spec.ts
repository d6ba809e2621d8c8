import fc from 'fast-check';
import * as domain from '../index';

// The helpers take whatever a GraphQL response or a URL holds without throwing.
type AnyFunction = (...args: unknown[]) => unknown;

const anyInput = fc.oneof(
  fc.anything({ withBoxedValues: true, withMap: true, withSet: true, withNullPrototype: true, withBigInt: true, withDate: true }),
  fc.string({ maxLength: 500 }),
  fc.double(),
  fc.date(),
);

describe.each(
  Object.entries({
    formatRand: domain.formatRand,
    formatMonthYear: domain.formatMonthYear,
    formatDate: domain.formatDate,
    formatLongDate: domain.formatLongDate,
    formatYear: domain.formatYear,
    creditRiskBand: domain.creditRiskBand,
    bankByBranchCode: domain.bankByBranchCode,
    bankByName: domain.bankByName,
    buildQueryString: domain.buildQueryString,
  } as Record<string, AnyFunction>),
)('%s never throws', (_name, helper) => {
  it('for any input', () => {
    fc.assert(fc.property(anyInput, anyInput, (a, b) => void helper(a, b)), { numRuns: 300 });
  });
});

describe('formatRand, property-based', () => {
  it('reads back the amount rounded to cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = domain.formatRand(cents / 100);
        const parsed = Number(text.replace('R ', '').replaceAll(' ', ''));
        expect(parsed).toBe(cents / 100);
        expect(text).toMatch(/^-?R \d{1,3}( \d{3})*\.\d{2}$/);
      }),
    );
  });
});
