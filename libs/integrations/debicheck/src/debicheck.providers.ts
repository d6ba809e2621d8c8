import { Logger, type Provider, type Type } from '@nestjs/common';
import { nodeEnvOf } from '@imali/integrations/core';
import { DebiCheckProvider } from './debicheck-provider';
import { loadDebiCheckConfig, type DebiCheckConfig } from './debicheck.config';
import { SandboxDebiCheckProvider } from './sandbox-debicheck-provider';
import { SandboxMandateMemory } from './sandbox-mandate-memory';

export const DEBICHECK_CONFIG = Symbol('DEBICHECK_CONFIG');

/** The implementation the configuration names. */
export function createDebiCheckProvider(config: DebiCheckConfig, sandboxMemory?: SandboxMandateMemory): DebiCheckProvider {
  switch (config.DEBICHECK_PROVIDER) {
    case 'sandbox':
      return new SandboxDebiCheckProvider({ latencyMs: config.DEBICHECK_SANDBOX_LATENCY_MS, answerAfterMs: config.DEBICHECK_SANDBOX_ANSWER_MS, ...(sandboxMemory ? { memory: sandboxMemory } : {}) });
  }
}

/**
 * Nest providers: DEBICHECK_CONFIG and DebiCheckProvider. The app registers its result handlers on
 * start, and may give the sandbox a memory of its own (a table) so mandates outlive a restart.
 */
export function debiCheckProviders(options: { sandboxMandateMemory?: Type<SandboxMandateMemory> } = {}): Provider[] {
  const memory = options.sandboxMandateMemory;
  return [
    { provide: DEBICHECK_CONFIG, useFactory: () => loadDebiCheckConfig() },
    ...(memory ? [{ provide: SandboxMandateMemory, useClass: memory }] : []),
    {
      provide: DebiCheckProvider,
      inject: memory ? [DEBICHECK_CONFIG, SandboxMandateMemory] : [DEBICHECK_CONFIG],
      useFactory: (config: DebiCheckConfig, sandboxMemory?: SandboxMandateMemory) => {
        // Allowed (demo deployments), but never silently: no bank sees these mandates.
        if (config.DEBICHECK_PROVIDER === 'sandbox' && nodeEnvOf(process.env) === 'production') new Logger('DebiCheck').warn('DEBICHECK_PROVIDER is sandbox in production: mandates are approved by the sandbox bank, not a real one');
        return createDebiCheckProvider(config, sandboxMemory);
      },
    },
  ];
}
