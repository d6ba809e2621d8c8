import { validateCellphone } from './cellphone';
import { CELLPHONE_MESSAGE } from './messages';

describe('validateCellphone', () => {
  it.each([
    ['0612345678', undefined],
    ['0721234567', undefined],
    ['0821234567', undefined],
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['0521234567', CELLPHONE_MESSAGE],
    ['0921234567', CELLPHONE_MESSAGE],
    ['0112345678', CELLPHONE_MESSAGE],
    ['082123456', CELLPHONE_MESSAGE],
    ['08212345678', CELLPHONE_MESSAGE],
    ['082 123 4567', CELLPHONE_MESSAGE],
    ['+27821234567', CELLPHONE_MESSAGE],
    ['27821234567', CELLPHONE_MESSAGE],
    ['082123456a', CELLPHONE_MESSAGE],
    [821234567, CELLPHONE_MESSAGE],
    [['0821234567'], CELLPHONE_MESSAGE],
  ])('validateCellphone(%p) -> %p', (value, expected) => {
    expect(validateCellphone(value)).toBe(expected);
  });
});
