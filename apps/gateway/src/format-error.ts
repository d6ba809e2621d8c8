import type { GraphQLFormattedError } from 'graphql';
import { PUBLIC_ERROR_CODES } from '@imali/shared/nest';


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
  if (code && PUBLIC_ERROR_CODES.has(code)) return production ? { ...error, extensions: safeExtensions } : error;
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
