import { CELL_NUMBERS_MAX_COUNT, NUL_CHARACTER_MESSAGE, validateNoNulCharacter, EMAIL_MAX_LENGTH, FREE_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, atMostCharactersMessage, atMostEntriesMessage, maxItems, maxLength } from './max-length';

describe('maxLength', () => {
  it.each([
    ['a name at the limit', NAME_MAX_LENGTH, 'a'.repeat(NAME_MAX_LENGTH), undefined],
    ['a name one over', NAME_MAX_LENGTH, 'a'.repeat(NAME_MAX_LENGTH + 1), atMostCharactersMessage(NAME_MAX_LENGTH)],
    ['a 100,000-character name', NAME_MAX_LENGTH, 'a'.repeat(100_000), 'At most 100 characters'],
    ['an e-mail address one over', EMAIL_MAX_LENGTH, 'a'.repeat(EMAIL_MAX_LENGTH + 1), 'At most 254 characters'],
    ['free text at the limit', FREE_TEXT_MAX_LENGTH, 'a'.repeat(2000), undefined],
    ['an empty value', NAME_MAX_LENGTH, '', undefined],
    ['no value', NAME_MAX_LENGTH, undefined, undefined],
    ['a number', 3, 12345, undefined],
    ['emoji count as UTF-16 units, as inputs count them', 3, '😀😀', atMostCharactersMessage(3)],
  ])('%s', (_case, max, value, expected) => {
    expect(maxLength(max)(value)).toBe(expected);
  });
});

describe('maxItems', () => {
  it.each([
    ['a list at the limit', Array(CELL_NUMBERS_MAX_COUNT).fill('0821234567'), undefined],
    ['a list one over', Array(CELL_NUMBERS_MAX_COUNT + 1).fill('0821234567'), atMostEntriesMessage(CELL_NUMBERS_MAX_COUNT)],
    ['no list', undefined, undefined],
  ])('%s', (_case, value, expected) => {
    expect(maxItems(CELL_NUMBERS_MAX_COUNT)(value)).toBe(expected);
  });
});

describe('validateNoNulCharacter', () => {
  it.each([
    ['plain text', 'Thandi', undefined],
    ['RTL, emoji and combining marks', 'مرحبا 😀 e\u0301', undefined],
    ['a NUL character', 'Tha\u0000ndi', NUL_CHARACTER_MESSAGE],
    ['no value', undefined, undefined],
  ])('%s', (_case, value, expected) => {
    expect(validateNoNulCharacter(value)).toBe(expected);
  });
});
