import { COVER_AMOUNT_MESSAGE, COVER_AMOUNTS, DEFAULT_COVER_AMOUNT, validateCoverAmount } from './cover-amounts';

describe('validateCoverAmount', () => {
  it.each([
    [9999, COVER_AMOUNT_MESSAGE],
    [10000, undefined],
    [15000, COVER_AMOUNT_MESSAGE],
    [20000, undefined],
    [30000, undefined],
    [40000, undefined],
    [50000, undefined],
    [60000, undefined],
    [60001, COVER_AMOUNT_MESSAGE],
    [70000, COVER_AMOUNT_MESSAGE],
    [0, COVER_AMOUNT_MESSAGE],
    [-10000, COVER_AMOUNT_MESSAGE],
    ['30000', undefined],
    ['30000.00', undefined],
    ['30 000', COVER_AMOUNT_MESSAGE],
    ['R30000', COVER_AMOUNT_MESSAGE],
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    [{}, COVER_AMOUNT_MESSAGE],
  ])('validateCoverAmount(%p) -> %p', (value, expected) => {
    expect(validateCoverAmount(value)).toBe(expected);
  });

  it('offers the default among the choices', () => {
    expect(COVER_AMOUNTS).toContain(DEFAULT_COVER_AMOUNT);
  });
});

describe('COVER_AMOUNT_MESSAGE', () => {
  it('is the spec text', () => {
    expect(COVER_AMOUNT_MESSAGE).toBe('Cover Amount must be 10000, 20000, 30000, 40000, 50000 or 60000');
  });
});
