import { Inject, Injectable } from '@nestjs/common';
import { IdentityInternalClient, type BankAccountFields, type GuestClient } from '@imali/shared/identity-contract';
import { FUNERAL_CONFIG, type FuneralConfig } from '../funeral.config';

const PURCHASE_UNAVAILABLE = 'We could not finish your purchase right now. Please try again in a few minutes.';
const PAYMENT_CHANGE_UNAVAILABLE = 'We could not change your payment details right now. Please try again in a few minutes.';

/**
 * Funeral's calls to identity's internal API: the shared typed client (signed, validated with
 * identity's own contract), with identity's field errors reported under the sale's field names.
 */
@Injectable()
export class IdentityClient {
  private readonly identity: IdentityInternalClient;

  constructor(@Inject(FUNERAL_CONFIG) config: FuneralConfig) {
    this.identity = new IdentityInternalClient({ baseUrl: config.IDENTITY_INTERNAL_URL, secret: config.INTERNAL_AUTH_SECRET });
  }

  /** A new guest record for a visitor's sale (never an existing client), idempotent on `key`. */
  ensureClient(client: GuestClient, key: string): Promise<{ clientId: string; created: boolean }> {
    return this.identity.ensureClient(client, key, { fieldPrefix: 'members.0', unavailableMessage: PURCHASE_UNAVAILABLE });
  }

  ensureBankAccount(clientId: string, account: BankAccountFields): Promise<{ id: string; bankName: string; branchCode: string }> {
    return this.identity.ensureBankAccount(clientId, account, { fieldPrefix: 'bankAccount', unavailableMessage: PURCHASE_UNAVAILABLE });
  }

  /** Whether the bank account is one of the client's own records (theirs or a third party's they added). */
  ownsBankAccount(clientId: string, bankAccountId: string): Promise<{ owned: boolean; ownAccount?: boolean }> {
    return this.identity.ownsBankAccount(clientId, bankAccountId, { fieldPrefix: 'paymentBankAccountId', unavailableMessage: PAYMENT_CHANGE_UNAVAILABLE });
  }
}
