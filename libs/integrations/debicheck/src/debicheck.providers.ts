import { Logger, type Provider } from '@nestjs/common';
import { nodeEnvOf } from '@imali/integrations/core';
import { DebiCheckProvider } from './debicheck-provider';
import { loadDebiCheckConfig, type DebiCheckConfig } from './debicheck.config';
import { SandboxDebiCheckProvider } from './sandbox-debicheck-provider';

export const DEBICHECK_CONFIG = Symbol('DEBICHECK_CONFIG');

/** The implementation the configuration names. */
export function createDebiCheckProvider(config: DebiCheckConfig): DebiCheckProvider {
  switch (config.DEBICHECK_PROVIDER) {
    case 'sandbox':
      return new SandboxDebiCheckProvider({ latencyMs: config.DEBICHECK_SANDBOX_LATENCY_MS, answerAfterMs: config.DEBICHECK_SANDBOX_ANSWER_MS });
  }
}

/** Nest providers: DEBICHECK_CONFIG and DebiCheckProvider. The app registers its result handlers on start. */
export function debiCheckProviders(): Provider[] {
  return [
    { provide: DEBICHECK_CONFIG, useFactory: () => loadDebiCheckConfig() },
    {
      provide: DebiCheckProvider,
      inject: [DEBICHECK_CONFIG],
      useFactory: (config: DebiCheckConfig) => {
        // Allowed (demo deployments), but never silently: no bank sees these mandates.
        if (config.DEBICHECK_PROVIDER === 'sandbox' && nodeEnvOf(process.env) === 'production') new Logger('DebiCheck').warn('DEBICHECK_PROVIDER is sandbox in production: mandates are approved by the sandbox bank, not a real one');
        return createDebiCheckProvider(config);
      },
    },
  ];
}
