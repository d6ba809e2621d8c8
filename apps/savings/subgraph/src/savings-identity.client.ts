import { Inject, Injectable } from '@nestjs/common';
import { IdentityInternalClient, type ClientMessageChannel, type PayoutBankAccount } from '@imali/shared/identity-contract';
import { SAVINGS_CONFIG, type SavingsConfig } from './savings.config';

/** Identity's internal API as the savings subgraph uses it (savings never holds contact details or account numbers). */
@Injectable()
export class SavingsIdentityClient {
  readonly identity: IdentityInternalClient;

  constructor(@Inject(SAVINGS_CONFIG) config: SavingsConfig) {
    this.identity = new IdentityInternalClient({ baseUrl: config.IDENTITY_INTERNAL_URL, secret: config.INTERNAL_AUTH_SECRET });
  }

  /** The client's own bank account with its number in clear (for a payout), or null (unknown or another client's). */
  payoutBankAccount(clientId: string, bankAccountId: string): Promise<PayoutBankAccount | null> {
    return this.identity.payoutBankAccount(clientId, bankAccountId);
  }

  async ownsBankAccount(clientId: string, bankAccountId: string): Promise<boolean> {
    return (await this.identity.ownsBankAccount(clientId, bankAccountId)).owned;
  }

  /** The client's birth date (YYYY-MM-DD; a Funeral goal's target date), or null when identity holds none. */
  clientBirthDate(clientId: string): Promise<string | null> {
    return this.identity.clientBirthDate(clientId);
  }

  /** The same key sends once. */
  sendClientMessage(message: { clientId: string; key: string; channel: ClientMessageChannel; subject?: string | null; body: string }): Promise<boolean> {
    return this.identity.sendClientMessage(message);
  }
}
