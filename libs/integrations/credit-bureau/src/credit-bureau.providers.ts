import { Logger, type Provider } from '@nestjs/common';
import { nodeEnvOf } from '@imali/integrations/core';
import { CreditBureauProvider } from './credit-bureau-provider';
import { loadCreditBureauConfig, type CreditBureauConfig } from './credit-bureau.config';
import { SandboxCreditBureauProvider } from './sandbox-credit-bureau-provider';

export const CREDIT_BUREAU_CONFIG = Symbol('CREDIT_BUREAU_CONFIG');

/** The implementation the configuration names. */
export function createCreditBureauProvider(config: CreditBureauConfig): CreditBureauProvider {
  switch (config.CREDIT_BUREAU_PROVIDER) {
    case 'sandbox':
      return new SandboxCreditBureauProvider({
        latencyMs: config.CREDIT_BUREAU_SANDBOX_LATENCY_MS,
        failure: config.CREDIT_BUREAU_SANDBOX_FAILURE,
        slowMs: config.CREDIT_BUREAU_SANDBOX_SLOW_MS,
      });
  }
}

/** Nest providers: CREDIT_BUREAU_CONFIG and CreditBureauProvider. */
export function creditBureauProviders(): Provider[] {
  return [
    { provide: CREDIT_BUREAU_CONFIG, useFactory: () => loadCreditBureauConfig() },
    {
      provide: CreditBureauProvider,
      inject: [CREDIT_BUREAU_CONFIG],
      useFactory: (config: CreditBureauConfig) => {
        // Allowed (demo deployments), but never silently: these records are made up.
        if (config.CREDIT_BUREAU_PROVIDER === 'sandbox' && nodeEnvOf(process.env) === 'production') new Logger('CreditBureau').warn('CREDIT_BUREAU_PROVIDER is sandbox in production: credit records and identity questions are made up, no bureau is asked');
        return createCreditBureauProvider(config);
      },
    },
  ];
}
