import { runCollectionByHand } from '@imali/shared/nest';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { definition } from './subgraph.definition';
import { LedgerService } from './ledger/ledger.service';
import { SavingsCollectionJob } from './collection/savings-collection.job';
import { COLLECTION_LOCK_KEY } from './collection/savings-jobs.scheduler';

/**
 * By hand (development): `npm run savings:collect -- [--date YYYY-MM-DD] [--wait SECONDS]` runs the
 * collection for a date (SAST today by default) as the schedule does, under the same advisory
 * lock; identity must be running (npm start). Prints the counts as one JSON line.
 */
void runCollectionByHand({
  failure: '[savings-subgraph] collection failed',
  definition,
  lockKey: COLLECTION_LOCK_KEY,
  job: (orm, { secret, env }) => new SavingsCollectionJob(orm, new IdentityInternalClient({ baseUrl: env['IDENTITY_INTERNAL_URL'] ?? 'http://127.0.0.1:4101', secret, timeoutMs: 30_000 }), new LedgerService()),
});
