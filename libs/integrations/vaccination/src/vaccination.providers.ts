import { Logger, type Provider } from '@nestjs/common';
import { nodeEnvOf } from '@imali/integrations/core';
import { VaccinationCertificateProvider, type SandboxSmsSink } from './vaccination-provider';
import { loadVaccinationConfig, type VaccinationConfig } from './vaccination.config';
import { SandboxVaccinationProvider } from './sandbox-vaccination-provider';

export const VACCINATION_CONFIG = Symbol('VACCINATION_CONFIG');
/** The app provides this (optional): where the sandbox's OTP SMS goes, e.g. its development outbox. */
export const VACCINATION_SANDBOX_SMS = Symbol('VACCINATION_SANDBOX_SMS');

/** The implementation the configuration names. */
export function createVaccinationProvider(config: VaccinationConfig, sms?: SandboxSmsSink): VaccinationCertificateProvider {
  switch (config.VACCINATION_PROVIDER) {
    case 'sandbox':
      return new SandboxVaccinationProvider({ latencyMs: config.VACCINATION_SANDBOX_LATENCY_MS, failure: config.VACCINATION_SANDBOX_FAILURE, slowMs: config.VACCINATION_SANDBOX_SLOW_MS, sms });
  }
}

/** Nest providers: VACCINATION_CONFIG and VaccinationCertificateProvider (the app provides VACCINATION_SANDBOX_SMS). */
export function vaccinationProviders(): Provider[] {
  return [
    { provide: VACCINATION_CONFIG, useFactory: () => loadVaccinationConfig() },
    {
      provide: VaccinationCertificateProvider,
      inject: [VACCINATION_CONFIG, { token: VACCINATION_SANDBOX_SMS, optional: true }],
      useFactory: (config: VaccinationConfig, sms?: SandboxSmsSink) => {
        // Allowed (demo deployments), but never silently: these certificates are not real.
        if (config.VACCINATION_PROVIDER === 'sandbox' && nodeEnvOf(process.env) === 'production') new Logger('Vaccination').warn('VACCINATION_PROVIDER is sandbox in production: certificates come from the sandbox, not the national system');
        return createVaccinationProvider(config, sms);
      },
    },
  ];
}
