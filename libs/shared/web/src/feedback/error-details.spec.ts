import { CombinedGraphQLErrors } from '@apollo/client';
import { FORM_ERROR } from 'final-form';
import { errorCode, errorExtensions, submissionErrors } from './error-details';
import { NETWORK_ERROR_MESSAGE } from './errors';
import { newIdempotencyKey } from '../data/idempotency-key';

const graphQLError = (errors: object[]) => new CombinedGraphQLErrors({ data: null, errors: errors as never });

describe('errorCode and errorExtensions', () => {
  it('read the first coded GraphQL error', () => {
    const error = graphQLError([
      { message: 'Oops, incorrect OTP', extensions: { code: 'OTP_INCORRECT', detail: 'You have 2 attempts left.', attemptsLeft: 2 } },
    ]);
    expect(errorCode(error)).toBe('OTP_INCORRECT');
    expect(errorExtensions(error)).toMatchObject({ detail: 'You have 2 attempts left.', attemptsLeft: 2 });
  });

  it('are empty for transport failures and errors without extensions', () => {
    expect(errorCode(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorExtensions(new Error('x'))).toEqual({});
    expect(errorCode(graphQLError([{ message: 'no code' }]))).toBeUndefined();
  });
});

describe('submissionErrors', () => {
  const badInput = graphQLError([
    {
      message: 'Some fields are not valid',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          { field: 'cellNumbers', message: 'Invalid cellphone number' },
          { field: 'idNumber', message: 'Your ID number cannot be changed once it is set' },
        ],
      },
    },
  ]);

  it("places field messages beside the form's fields (renamed), the rest in the form error", () => {
    expect(submissionErrors(badInput, { fields: ['cellNumber', 'email'], rename: { cellNumbers: 'cellNumber' } })).toEqual({
      cellNumber: 'Invalid cellphone number',
      [FORM_ERROR]: 'Your ID number cannot be changed once it is set',
    });
  });

  it("uses the server's message as the form error when every field message has a place", () => {
    expect(submissionErrors(badInput)).toEqual({
      cellNumbers: 'Invalid cellphone number',
      idNumber: 'Your ID number cannot be changed once it is set',
      [FORM_ERROR]: 'Some fields are not valid',
    });
  });

  it('does not repeat a single field message as the form error', () => {
    const taken = graphQLError([
      {
        message: 'An account with this email address already exists',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'email', message: 'An account with this email address already exists' }] },
      },
    ]);
    expect(submissionErrors(taken, { fields: ['email'] })).toEqual({ email: 'An account with this email address already exists' });
  });

  it('uses the fallback for transport failures', () => {
    expect(submissionErrors(new TypeError('Failed to fetch'))).toEqual({ [FORM_ERROR]: NETWORK_ERROR_MESSAGE });
    expect(submissionErrors(new TypeError('Failed to fetch'), { fallback: 'Try later' })).toEqual({ [FORM_ERROR]: 'Try later' });
  });
});

describe('newIdempotencyKey', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('makes a fresh v4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('builds one from random bytes where randomUUID is missing (plain http)', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID');
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(UUID_V4);
    } finally {
      if (original) Object.defineProperty(globalThis.crypto, 'randomUUID', original);
      else delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
