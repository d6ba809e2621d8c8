/** @jest-environment jsdom */
import { chooseQuoteVariant, parseQuoteVariant, QUOTE_VARIANT_STORAGE_KEY, type VariantStorage } from './quote-variant';

function memoryStorage(initial: Record<string, string> = {}): VariantStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => (key in data ? data[key] : null),
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const refusing: VariantStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('parseQuoteVariant', () => {
  it.each([
    ['1', '1'],
    ['2', '2'],
    ['default', 'default'],
    [' DEFAULT ', 'default'],
    ['3', undefined],
    ['', undefined],
    [null, undefined],
  ])('%p reads as %p', (value, expected) => expect(parseQuoteVariant(value)).toBe(expected));
});

describe('chooseQuoteVariant', () => {
  it.each([
    [0, '1'],
    [0.34, '2'],
    [0.99, 'default'],
  ] as const)('assigns by the draw (%p gives %p) and stores it under imali.funeralQuoteVariant', (draw, variant) => {
    const storage = memoryStorage();
    expect(chooseQuoteVariant({ storage, random: () => draw, memory: {} })).toBe(variant);
    expect(storage.data[QUOTE_VARIANT_STORAGE_KEY]).toBe(variant);
  });

  it('keeps the first assignment: later visits do not draw again', () => {
    const storage = memoryStorage();
    const random = jest.fn(() => 0.5);
    expect(chooseQuoteVariant({ storage, random, memory: {} })).toBe('2');
    random.mockReturnValue(0.9);
    expect(chooseQuoteVariant({ storage, random, memory: {} })).toBe('2');
    expect(chooseQuoteVariant({ storage, random, memory: {} })).toBe('2');
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('uses a stored assignment from an earlier visit', () => {
    const storage = memoryStorage({ [QUOTE_VARIANT_STORAGE_KEY]: 'default' });
    expect(chooseQuoteVariant({ storage, random: () => 0, memory: {} })).toBe('default');
  });

  it('draws again when the stored value is not a variant', () => {
    const storage = memoryStorage({ [QUOTE_VARIANT_STORAGE_KEY]: 'banana' });
    expect(chooseQuoteVariant({ storage, random: () => 0, memory: {} })).toBe('1');
    expect(storage.data[QUOTE_VARIANT_STORAGE_KEY]).toBe('1');
  });

  it.each(['1', '2', 'default'] as const)('?quoteVariant=%s forces that variant without changing the assignment', (forced) => {
    const storage = memoryStorage({ [QUOTE_VARIANT_STORAGE_KEY]: forced === '1' ? '2' : '1' });
    const before = { ...storage.data };
    expect(chooseQuoteVariant({ search: `?quote=1&quoteVariant=${forced}`, storage, random: () => 0.5, memory: {} })).toBe(forced);
    expect(storage.data).toEqual(before);
  });

  it('ignores a forced value that is not a variant', () => {
    const storage = memoryStorage({ [QUOTE_VARIANT_STORAGE_KEY]: '2' });
    expect(chooseQuoteVariant({ search: '?quoteVariant=9', storage, memory: {} })).toBe('2');
  });

  it('still assigns, and keeps the assignment for the page, when storage is refused', () => {
    const memory = {};
    const random = jest.fn(() => 0.9);
    expect(chooseQuoteVariant({ storage: refusing, random, memory })).toBe('default');
    random.mockReturnValue(0);
    expect(chooseQuoteVariant({ storage: refusing, random, memory })).toBe('default');
    expect(chooseQuoteVariant({ storage: null, random, memory })).toBe('default');
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('uses the browser localStorage by default', () => {
    window?.localStorage?.removeItem?.(QUOTE_VARIANT_STORAGE_KEY);
    const first = chooseQuoteVariant({ random: () => 0.5, memory: {} });
    expect(first).toBe('2');
    expect(globalThis.localStorage.getItem(QUOTE_VARIANT_STORAGE_KEY)).toBe('2');
    expect(chooseQuoteVariant({ random: () => 0, memory: {} })).toBe('2');
  });
});
