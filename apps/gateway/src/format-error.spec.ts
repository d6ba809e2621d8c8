import { formatGatewayError, UNAVAILABLE_MESSAGE } from './format-error';

describe('formatGatewayError', () => {
  it('passes input errors with their field messages', () => {
    const error = { message: 'Invalid ID number', extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'idNumber', message: 'Invalid ID number' }], stacktrace: ['x'] } };
    expect(formatGatewayError(error, true)).toEqual({ message: 'Invalid ID number', extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'idNumber', message: 'Invalid ID number' }] } });
  });

  it('turns an unreachable subgraph into SUBGRAPH_UNAVAILABLE without its address', () => {
    const error = { message: 'request to http://10.0.0.7:4104/graphql failed, reason: connect ECONNREFUSED', path: ['myClient', 'savings'], extensions: { code: 'INTERNAL_SERVER_ERROR', serviceName: 'savings' } };
    const formatted = formatGatewayError(error, true);
    expect(formatted.message).toBe(UNAVAILABLE_MESSAGE);
    expect(formatted.extensions).toEqual({ code: 'SUBGRAPH_UNAVAILABLE', serviceName: 'savings' });
    expect(JSON.stringify(formatted)).not.toContain('10.0.0.7');
  });

  it('does not blame availability for a fault inside a subgraph that answered', () => {
    const formatted = formatGatewayError({ message: 'Something went wrong on our side. Please try again.', extensions: { code: 'INTERNAL_SERVER_ERROR', serviceName: 'identity' } }, true);
    expect(formatted.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it('hides unexpected errors', () => {
    expect(formatGatewayError({ message: 'relation "x" does not exist' }, false).message).toBe('Something went wrong on our side. Please try again.');
  });
});
