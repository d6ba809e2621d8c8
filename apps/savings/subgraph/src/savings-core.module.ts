import { Global, Module } from '@nestjs/common';
import { PAYMENTS_CONFIG, PaymentsProvider, paymentsProviders } from '@imali/integrations/payments';
import { SAVINGS_CONFIG, loadSavingsConfig } from './savings.config';
import { SavingsIdentityClient } from './savings-identity.client';
import { LedgerService } from './ledger/ledger.service';
import { WithdrawalService } from './withdrawal/withdrawal.service';
import { SavingsDebitOrderHook } from './savings/debit-order-hook';
import { FailedCollectionsSource } from './savings/failed-collections';
import { CollectionDebitOrderHook } from './collection/collection-debit-order.hook';
import { CollectionFailedCollections } from './collection/collection-failed-collections';

/**
 * What every savings concept shares (collections and EFT matching included): settings,
 * identity's internal API, the payments provider (payouts, incoming EFTs), the ledger and withdrawals.
 */
@Global()
@Module({
  providers: [
    { provide: SAVINGS_CONFIG, useFactory: () => loadSavingsConfig() },
    SavingsIdentityClient,
    ...paymentsProviders(),
    LedgerService,
    // Client withdrawals and the December Fund payout (a job of CollectionModule) share one withdrawal path.
    WithdrawalService,
    // Collections (H3, src/collection): the bank change flow's debit order and the failed collections shown.
    { provide: SavingsDebitOrderHook, useClass: CollectionDebitOrderHook },
    { provide: FailedCollectionsSource, useClass: CollectionFailedCollections },
  ],
  exports: [SAVINGS_CONFIG, SavingsIdentityClient, PAYMENTS_CONFIG, PaymentsProvider, LedgerService, WithdrawalService, SavingsDebitOrderHook, FailedCollectionsSource],
})
export class SavingsCoreModule {}
