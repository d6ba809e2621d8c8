import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { errorMessage, fieldErrors, NETWORK_ERROR_MESSAGE } from './errors';

const graphQLError = (errors: object[]) => new CombinedGraphQLErrors({ data: null, errors: errors as never });

describe('errorMessage', () => {
  it("uses the server's own words for GraphQL errors", () => {
    expect(errorMessage(graphQLError([{ message: 'Incorrect ID number, email or password' }]))).toBe(
      'Incorrect ID number, email or password',
    );
  });

  it('uses a friendly text for transport failures', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_MESSAGE);
    const serverError = new ServerError('Response not successful', { response: new Response('', { status: 502 }), bodyText: '' });
    expect(errorMessage(serverError, 'Try later')).toBe('Try later');
  });
});

describe('fieldErrors', () => {
  it('collects extensions.fieldErrors by field, first message wins', () => {
    const error = graphQLError([
      {
        message: 'Some fields are not valid',
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: [
            { field: 'username', message: 'This field is required' },
            { field: 'password', message: 'This field is required' },
            { field: 'username', message: 'second' },
          ],
        },
      },
    ]);
    expect(fieldErrors(error)).toEqual({ username: 'This field is required', password: 'This field is required' });
  });

  it('is empty for other errors', () => {
    expect(fieldErrors(graphQLError([{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }]))).toEqual({});
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});
