import { Logger, type Provider } from '@nestjs/common';
import { nodeEnvOf } from '@imali/integrations/core';
import { PaymentsProvider } from './payments-provider';
import { loadPaymentsConfig, type PaymentsConfig } from './payments.config';
import { SandboxPaymentsProvider } from './sandbox-payments-provider';

export const PAYMENTS_CONFIG = Symbol('PAYMENTS_CONFIG');

/** The implementation the configuration names. */
export function createPaymentsProvider(config: PaymentsConfig): PaymentsProvider {
  switch (config.PAYMENTS_PROVIDER) {
    case 'sandbox':
      return new SandboxPaymentsProvider({
        latencyMs: config.PAYMENTS_SANDBOX_LATENCY_MS,
        answerAfterMs: config.PAYMENTS_SANDBOX_ANSWER_MS,
        failure: config.PAYMENTS_SANDBOX_FAILURE,
        slowMs: config.PAYMENTS_SANDBOX_SLOW_MS,
      });
  }
}

/** Nest providers: PAYMENTS_CONFIG and PaymentsProvider. The app registers its payout result handler on start. */
export function paymentsProviders(): Provider[] {
  return [
    { provide: PAYMENTS_CONFIG, useFactory: () => loadPaymentsConfig() },
    {
      provide: PaymentsProvider,
      inject: [PAYMENTS_CONFIG],
      useFactory: (config: PaymentsConfig) => {
        // Allowed (demo deployments), but never silently: no money moves.
        if (config.PAYMENTS_PROVIDER === 'sandbox' && nodeEnvOf(process.env) === 'production') new Logger('Payments').warn('PAYMENTS_PROVIDER is sandbox in production: payouts are settled by the sandbox bank, not a real one');
        return createPaymentsProvider(config);
      },
    },
  ];
}
