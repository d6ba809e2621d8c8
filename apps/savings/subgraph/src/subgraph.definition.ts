import { IdempotencyKeyEntity, type SubgraphDefinition } from '@imali/shared/nest';
import { SavingsModule } from './savings.module';
import { SavingsEntity } from './savings/savings.entity';
import { BucketEntity } from './bucket/bucket.entity';
import { LedgerEntryEntity } from './ledger/ledger-entry.entity';
import { WithdrawalEntity } from './withdrawal/withdrawal.entity';
import { SavingsCollectionEntity, SavingsCollectionItemEntity } from './collection/savings-collection.entity';
import { EftCursorEntity, IncomingEftEntity } from './eft/incoming-eft.entity';
import { DecemberPayoutEntity } from './december-payout/december-payout.entity';
import { migrations } from './migrations';
import { configureFuneralPremiumRoutes } from './funeral-premium/funeral-premium.http';
import { SAVINGS_INPUT_FIELD_RULES } from './savings.inputs';

export const definition: SubgraphDefinition = {
  name: 'savings',
  schema: 'savings',
  entities: [SavingsEntity, BucketEntity, LedgerEntryEntity, WithdrawalEntity, IdempotencyKeyEntity, SavingsCollectionEntity, SavingsCollectionItemEntity, IncomingEftEntity, EftCursorEntity, DecemberPayoutEntity],
  migrations,
  imports: [SavingsModule],
  answersMyClient: true,
  inputFieldRules: SAVINGS_INPUT_FIELD_RULES,
  configureHttp(fastify, app) {
    // Funeral pays a failed premium from the Funeral goal that keeps the policy.
    configureFuneralPremiumRoutes(fastify, app);
  },
};
