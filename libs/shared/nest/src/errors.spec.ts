import { FieldValidationError, formatGraphQLError } from './errors';
import { validateInput } from './validation';

describe('validateInput', () => {
  const rules = { name: [(v: unknown) => (v ? undefined : 'This field is required')], age: [(v: unknown) => (Number(v) >= 18 ? undefined : 'Too young')] };

  it('passes valid input', () => {
    expect(() => validateInput({ name: 'Thandi', age: 30 }, rules)).not.toThrow();
  });

  it('lists every failing field with its message in extensions', () => {
    try {
      validateInput({ name: '', age: 12 }, rules);
      throw new Error('expected a FieldValidationError');
    } catch (error) {
      expect(error).toBeInstanceOf(FieldValidationError);
      expect((error as FieldValidationError).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          { field: 'name', message: 'This field is required' },
          { field: 'age', message: 'Too young' },
        ],
      });
    }
  });
});

describe('formatGraphQLError', () => {
  it('masks unexpected errors and logs them', () => {
    const logged: unknown[] = [];
    const formatted = formatGraphQLError({ message: 'duplicate key value violates unique constraint' }, true, (e) => logged.push(e), 'original');
    expect(formatted).toEqual({ message: 'Something went wrong on our side. Please try again.', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(logged).toEqual(['original']);
  });

  it('keeps answers meant for the caller, without stack traces in production', () => {
    const formatted = formatGraphQLError({ message: 'Invalid ID number', extensions: { code: 'BAD_USER_INPUT', stacktrace: ['at x'] } }, true);
    expect(formatted).toEqual({ message: 'Invalid ID number', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
