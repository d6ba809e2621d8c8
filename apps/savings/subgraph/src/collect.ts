import { MikroORM } from '@mikro-orm/core';
import { createOrmConfig } from '@imali/shared/nest';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { definition } from './subgraph.definition';
import { LedgerService } from './ledger/ledger.service';
import { SavingsCollectionJob } from './collection/savings-collection.job';
import { withAdvisoryLock } from '@imali/shared/nest';
import { COLLECTION_LOCK_KEY } from './collection/savings-jobs.scheduler';
import { isCalendarDate, sastDate } from '@imali/shared/domain';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * By hand (development): `npm run savings:collect -- [--date YYYY-MM-DD] [--wait SECONDS]` runs the
 * collection for a date (SAST today by default) as the schedule does, under the same advisory
 * lock; identity must be running (npm start). Prints the counts as one JSON line.
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
  const { DATABASE_URL: url, INTERNAL_AUTH_SECRET: secret, IDENTITY_INTERNAL_URL: identityUrl = 'http://127.0.0.1:4101' } = process.env;
  if (!url || !secret) throw new Error('DATABASE_URL and INTERNAL_AUTH_SECRET are required');
  const orm = await MikroORM.init(createOrmConfig({ schema: definition.schema, entities: definition.entities, migrations: definition.migrations, clientUrl: url, poolMax: 4 }));
  try {
    const identity = new IdentityInternalClient({ baseUrl: identityUrl, secret, timeoutMs: 30_000 });
    const job = new SavingsCollectionJob(orm, identity, new LedgerService());
    const outcome = await withAdvisoryLock(orm.em.fork() as EntityManager, COLLECTION_LOCK_KEY, () => job.run(date, { waitMs }));
    process.stdout.write(`${JSON.stringify(outcome ?? { date, skipped: 'another run holds the lock' })}\n`);
  } finally {
    await orm.close(true);
  }
}

main().catch((error: Error) => {
  process.stderr.write(`[savings-subgraph] collection failed: ${error.message}\n`);
  process.exit(1);
});
