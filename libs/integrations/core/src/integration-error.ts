/**
 * A third party failed or refused to answer. `retryable` tells the caller whether trying again
 * later can help (a timeout or an outage) or not (the provider refused the request).
 */
export class IntegrationError extends Error {
  constructor(
    public readonly integration: string,
    message: string,
    public readonly retryable: boolean,
    public readonly code: string = retryable ? 'PROVIDER_UNAVAILABLE' : 'PROVIDER_REFUSED',
  ) {
    super(`${integration}: ${message}`);
    this.name = 'IntegrationError';
  }
}

export const isIntegrationError = (error: unknown): error is IntegrationError => error instanceof IntegrationError;
