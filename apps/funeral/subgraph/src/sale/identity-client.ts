import { Inject, Injectable } from '@nestjs/common';
import { IdentityInternalClient, type BankAccountFields, type ClientMessage, type DebitOrderChange, type GuestClient, type InternalDebitOrder, type NewDebitOrderFields } from '@imali/shared/identity-contract';
import { FUNERAL_CONFIG, type FuneralConfig } from '../funeral.config';

const PURCHASE_UNAVAILABLE = 'We could not finish your purchase right now. Please try again in a few minutes.';
const PAYMENT_CHANGE_UNAVAILABLE = 'We could not change your payment details right now. Please try again in a few minutes.';
const POLICY_CHANGE_UNAVAILABLE = 'We could not finish this change right now. Please try again in a few minutes.';

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

  /** The ID type and number on a signed-in client's record (both null when none is set). */
  clientIdRecord(clientId: string): Promise<{ idType: string | null; idNumber: string | null }> {
    return this.identity.clientIdRecord(clientId, { unavailableMessage: PURCHASE_UNAVAILABLE });
  }

  ensureBankAccount(clientId: string, account: BankAccountFields): Promise<{ id: string; bankName: string; branchCode: string }> {
    return this.identity.ensureBankAccount(clientId, account, { fieldPrefix: 'bankAccount', unavailableMessage: PURCHASE_UNAVAILABLE });
  }

  /** Whether the bank account is one of the client's own records (theirs or a third party's they added). */
  ownsBankAccount(clientId: string, bankAccountId: string): Promise<{ owned: boolean; ownAccount?: boolean }> {
    return this.identity.ownsBankAccount(clientId, bankAccountId, { fieldPrefix: 'paymentBankAccountId', unavailableMessage: PAYMENT_CHANGE_UNAVAILABLE });
  }

  /** The sale's debit order (amounts in cents), once per key: a retried sale makes one. */
  createDebitOrder(clientId: string, debitOrder: NewDebitOrderFields, key: string, unavailableMessage = PURCHASE_UNAVAILABLE): Promise<InternalDebitOrder> {
    return this.identity.createDebitOrder(clientId, debitOrder, key, { fieldPrefix: 'funeral', unavailableMessage });
  }

  /** A new debit order in place of the policy's current one (which becomes REPLACED), once per key. */
  replaceDebitOrder(clientId: string, debitOrderId: string, change: DebitOrderChange, key: string): Promise<InternalDebitOrder> {
    return this.identity.replaceDebitOrder(clientId, debitOrderId, change, key, { unavailableMessage: POLICY_CHANGE_UNAVAILABLE });
  }

  cancelDebitOrder(clientId: string, debitOrderId: string): Promise<InternalDebitOrder> {
    return this.identity.cancelDebitOrder(clientId, debitOrderId, { unavailableMessage: POLICY_CHANGE_UNAVAILABLE });
  }

  /** One message to the client through identity (a key sends once); callers use tellClient, which never throws. */
  sendClientMessage(message: ClientMessage): Promise<boolean> {
    return this.identity.sendClientMessage(message);
  }

  findDebitOrder(clientId: string, debitOrderId: string): Promise<InternalDebitOrder | null> {
    return this.identity.findDebitOrder(clientId, debitOrderId, { unavailableMessage: POLICY_CHANGE_UNAVAILABLE });
  }

  /** Identity sends a third party's account holder the link to sign the debit order (once per debit order). */
  sendDebitOrderSignRequest(clientId: string, debitOrderId: string, product: string): ReturnType<IdentityInternalClient['sendDebitOrderSignRequest']> {
    return this.identity.sendDebitOrderSignRequest(clientId, debitOrderId, product);
  }
}
