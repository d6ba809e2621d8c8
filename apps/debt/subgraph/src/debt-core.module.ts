import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { PiiCipher } from '@imali/shared/nest';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { CREDIT_BUREAU_CONFIG, CreditBureauProvider, creditBureauProviders } from '@imali/integrations/credit-bureau';
import { DEBT_CONFIG, loadDebtConfig, type DebtConfig } from './debt.config';

/** Identity's internal API as the debt subgraph uses it. */
@Injectable()
export class DebtIdentityClient {
  readonly identity: IdentityInternalClient;

  constructor(@Inject(DEBT_CONFIG) config: DebtConfig) {
    this.identity = new IdentityInternalClient({ baseUrl: config.IDENTITY_INTERNAL_URL, secret: config.INTERNAL_AUTH_SECRET });
  }

  clientIdNumber(clientId: string) {
    return this.identity.clientIdNumber(clientId);
  }

  recordIdNumberVerified(clientId: string, idNumber: string) {
    return this.identity.recordIdNumberVerified(clientId, idNumber);
  }
}

/** What every debt concept shares: settings, the PII cipher, identity's internal API, the credit bureau. */
@Global()
@Module({
  providers: [
    { provide: DEBT_CONFIG, useFactory: () => loadDebtConfig() },
    { provide: PiiCipher, inject: [DEBT_CONFIG], useFactory: (config: DebtConfig) => new PiiCipher(config.PII_ENCRYPTION_KEY) },
    DebtIdentityClient,
    ...creditBureauProviders(),
  ],
  exports: [DEBT_CONFIG, PiiCipher, DebtIdentityClient, CREDIT_BUREAU_CONFIG, CreditBureauProvider],
})
export class DebtCoreModule {}
