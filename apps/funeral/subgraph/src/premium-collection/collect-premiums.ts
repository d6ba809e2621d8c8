import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createOrmConfig } from '@imali/shared/nest';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { definition } from '../subgraph.definition';
import { PremiumCollectionJob } from './premium-collection.job';
import { SavingsInternalClient } from '@imali/shared/internal-contracts';
import { withAdvisoryLock } from '@imali/shared/nest';
import { PREMIUM_COLLECTION_LOCK_KEY } from './premium-collection.scheduler';
import { isCalendarDate, sastDate } from '@imali/shared/domain';

/**
 * By hand (development): `npm run funeral:collect -- [--date YYYY-MM-DD] [--wait SECONDS]` runs the
 * premium collection for a date (SAST today by default) as the schedule does, under the same
 * advisory lock; identity and savings must be running (npm start). Prints the counts as one JSON line.
 */
async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const date = option('date') ?? sastDate();
  if (!isCalendarDate(date)) throw new Error('--date must be YYYY-MM-DD');
  const waitMs = Number(option('wait') ?? 60) * 1000;
  if (!Number.isFinite(waitMs) || waitMs < 0) throw new Error('--wait must be a number of seconds');
  const {
    DATABASE_URL: url,
    INTERNAL_AUTH_SECRET: secret,
    IDENTITY_INTERNAL_URL: identityUrl = 'http://127.0.0.1:4101',
    SAVINGS_INTERNAL_URL: savingsUrl = 'http://127.0.0.1:4104',
  } = process.env;
  if (!url || !secret) throw new Error('DATABASE_URL and INTERNAL_AUTH_SECRET are required');
  const orm = await MikroORM.init(createOrmConfig({ schema: definition.schema, entities: definition.entities, migrations: definition.migrations, clientUrl: url, poolMax: 4 }));
  try {
    const job = new PremiumCollectionJob(orm, new IdentityInternalClient({ baseUrl: identityUrl, secret, timeoutMs: 30_000 }), new SavingsInternalClient({ baseUrl: savingsUrl, secret }));
    const outcome = await withAdvisoryLock(orm.em.fork() as EntityManager, PREMIUM_COLLECTION_LOCK_KEY, () => job.run(date, { waitMs }));
    process.stdout.write(`${JSON.stringify(outcome ?? { date, skipped: 'another run holds the lock' })}\n`);
  } finally {
    await orm.close(true);
  }
}

main().catch((error: Error) => {
  process.stderr.write(`[funeral-subgraph] premium collection failed: ${error.message}\n`);
  process.exit(1);
});
