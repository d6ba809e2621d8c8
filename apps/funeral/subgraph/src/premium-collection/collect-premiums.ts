import { runCollectionByHand } from '@imali/shared/nest';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { SavingsInternalClient } from '@imali/shared/internal-contracts';
import { definition } from '../subgraph.definition';
import { PremiumCollectionJob } from './premium-collection.job';
import { PREMIUM_COLLECTION_LOCK_KEY } from './premium-collection.scheduler';

/**
 * By hand (development): `npm run funeral:collect -- [--date YYYY-MM-DD] [--wait SECONDS]` runs the
 * premium collection for a date (SAST today by default) as the schedule does, under the same
 * advisory lock; identity and savings must be running (npm start). Prints the counts as one JSON line.
 */
void runCollectionByHand({
  failure: '[funeral-subgraph] premium collection failed',
  definition,
  lockKey: PREMIUM_COLLECTION_LOCK_KEY,
  job: (orm, { secret, env }) =>
    new PremiumCollectionJob(
      orm,
      new IdentityInternalClient({ baseUrl: env['IDENTITY_INTERNAL_URL'] ?? 'http://127.0.0.1:4101', secret, timeoutMs: 30_000 }),
      new SavingsInternalClient({ baseUrl: env['SAVINGS_INTERNAL_URL'] ?? 'http://127.0.0.1:4104', secret }),
      {},
      // The signing SMS a sale could not send goes with the run too (its link's origin).
      env['WEB_ORIGIN'] ?? 'http://localhost:4200',
    ),
});
