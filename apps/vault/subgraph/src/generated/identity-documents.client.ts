import { Inject, Injectable } from '@nestjs/common';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import type { DebitOrderMandateData } from '@imali/vault/pdf';
import { VAULT_CONFIG, type VaultConfig } from '../vault.config';

/** The vault's reads from identity for generated PDFs: a client's debit order (the mandate). */
@Injectable()
export class IdentityDocumentsClient {
  private readonly identity: IdentityInternalClient;

  constructor(@Inject(VAULT_CONFIG) config: VaultConfig) {
    this.identity = new IdentityInternalClient({ baseUrl: config.IDENTITY_INTERNAL_URL, secret: config.INTERNAL_AUTH_SECRET });
  }

  /** The client's debit order, or null (another client's, or none). */
  debitOrder(clientId: string, debitOrderId: string): Promise<DebitOrderMandateData | null> {
    return this.identity.findDebitOrder(clientId, debitOrderId, { unavailableMessage: 'Your mandate cannot be made right now. Please try again shortly.' });
  }
}
