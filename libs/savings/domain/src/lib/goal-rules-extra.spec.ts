import { atMostCharactersMessage, atMostEntriesMessage, REQUIRED_MESSAGE } from '@imali/shared/validation';
import { metaDataErrors, validateIdempotencyKey } from './goal-rules-extra';

describe('metaDataErrors', () => {
  it.each([
    [undefined, []],
    [null, []],
    [[], []],
    [[{ key: 'destination', value: 'Durban' }], []],
    [[{ key: 'destination', value: '' }], []],
    ['text', [{ field: 'metaData', message: 'Enter the details as a list' }]],
    [Array.from({ length: 21 }, () => ({ key: 'k', value: 'v' })), [{ field: 'metaData', message: atMostEntriesMessage(20) }]],
    [[{ key: '', value: 'v' }], [{ field: 'metaData.0.key', message: REQUIRED_MESSAGE }]],
    [[{ key: 'k'.repeat(51), value: 'v' }], [{ field: 'metaData.0.key', message: atMostCharactersMessage(50) }]],
    [[{ key: 'k', value: 'v'.repeat(201) }], [{ field: 'metaData.0.value', message: atMostCharactersMessage(200) }]],
    [[{ key: 'k', value: 'v' }, { key: 'a\u0000', value: 3 }], [{ field: 'metaData.1.key', message: expect.any(String) }, { field: 'metaData.1.value', message: REQUIRED_MESSAGE }]],
    [[null], [{ field: 'metaData.0.key', message: REQUIRED_MESSAGE }, { field: 'metaData.0.value', message: REQUIRED_MESSAGE }]],
  ])('%p gives %p', (metaData, expected) => expect(metaDataErrors(metaData)).toEqual(expected));
});

describe('validateIdempotencyKey', () => {
  it.each([
    ['a', undefined],
    ['k'.repeat(100), undefined],
    ['', REQUIRED_MESSAGE],
    ['k'.repeat(101), atMostCharactersMessage(100)],
  ])('%p gives %p', (key, expected) => expect(validateIdempotencyKey(key)).toBe(expected));
});
