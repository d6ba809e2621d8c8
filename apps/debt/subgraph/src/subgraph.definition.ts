import { randomBytes } from 'node:crypto';
import { IdempotencyKeyEntity, RateLimitCounterEntity, type SubgraphDefinition } from '@imali/shared/nest';
import { DebtSubgraphModule } from './debt.module';
import { CreditRecordEntity } from './credit-record/credit-record.entity';
import { CreditChallengeEntity } from './credit-record/credit-challenge.entity';
import { FinancialSummaryEntity } from './financial-summary/financial-summary.entity';
import { migrations } from './migrations';
import { DebtClient } from './debt.models';

export const definition: SubgraphDefinition = {
  name: 'debt',
  schema: 'debt',
  // IdempotencyKeyEntity: the subgraph's idempotency_key table (for withIdempotency);
  // RateLimitCounterEntity: the 3 challenge attempts per ID number per day (own client / everyone else) and per address.
  entities: [CreditRecordEntity, CreditChallengeEntity, FinancialSummaryEntity, RateLimitCounterEntity, IdempotencyKeyEntity],
  migrations,
  imports: [DebtSubgraphModule],
  // Debt declares its own Client key type (debt.models.ts DebtClient): it carries identity's income
  // fields as @external for debtBreakdown's @requires, so the shared key-only stub is left out.
  ownsClient: true,
  orphanedTypes: [DebtClient],
  schemaPrintEnv: () => ({ PII_ENCRYPTION_KEY: randomBytes(32).toString('base64') }),
};
