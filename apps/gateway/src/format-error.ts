import type { GraphQLFormattedError } from 'graphql';

const PASS_THROUGH = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'TOO_MANY_REQUESTS',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

export const UNAVAILABLE_MESSAGE = 'This part of Imali is not available right now. Please try again in a few minutes.';

/**
 * What a browser may see: the errors meant for it pass; a subgraph that is down or slow becomes
 * SUBGRAPH_UNAVAILABLE (fields of the others still answer); anything else is a generic message
 * (internal addresses and stack traces never leave the gateway).
 */
export function formatGatewayError(error: GraphQLFormattedError, production: boolean): GraphQLFormattedError {
  const extensions = error.extensions ?? {};
  const code = typeof extensions['code'] === 'string' ? extensions['code'] : undefined;
  const { stacktrace: _stack, ...safeExtensions } = extensions;
  if (code && PASS_THROUGH.has(code)) return production ? { ...error, extensions: safeExtensions } : error;
  const unreachable = /request to .* failed|ECONNREFUSED|ECONNRESET|aborted|timeout|timed out|fetch failed|Couldn't (connect|reach)/i.test(error.message);
  if (unreachable) {
    return {
      message: UNAVAILABLE_MESSAGE,
      path: error.path,
      locations: error.locations,
      extensions: { code: 'SUBGRAPH_UNAVAILABLE', ...(extensions['serviceName'] ? { serviceName: extensions['serviceName'] } : {}) },
    };
  }
  return { message: 'Something went wrong on our side. Please try again.', path: error.path, locations: error.locations, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
