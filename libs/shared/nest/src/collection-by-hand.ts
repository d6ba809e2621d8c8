// The by-hand run of an area's debit order collection job (`npm run savings:collect`,
// `npm run funeral:collect`): the same arguments, start-up and lock in every area; the job is the area's.
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isCalendarDate, sastDate } from '@imali/shared/domain';
import { createOrmConfig } from './orm';
import { withAdvisoryLock } from './advisory-lock';
import type { SubgraphDefinition } from './subgraph';

/** `--date YYYY-MM-DD` (SAST today by default) and `--wait SECONDS` (60 by default); throws on a bad value. */
export function collectionByHandArgs(args: string[], today: string = sastDate()): { date: string; waitMs: number } {
  const option = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const date = option('date') ?? today;
  if (!isCalendarDate(date)) throw new Error('--date must be YYYY-MM-DD');
  const waitMs = Number(option('wait') ?? 60) * 1000;
  if (!Number.isFinite(waitMs) || waitMs < 0) throw new Error('--wait must be a number of seconds');
  return { date, waitMs };
}

export interface CollectionByHand {
  /** Starts the failure line on stderr: `[savings-subgraph] collection failed`. */
  failure: string;
  definition: Pick<SubgraphDefinition, 'schema' | 'entities' | 'migrations'>;
  /** The schedule's advisory lock: a run by hand and a scheduled one never overlap. */
  lockKey: string;
  /** The area's job for this run (its internal clients read their URLs from `env`). */
  job(orm: MikroORM, context: { secret: string; env: NodeJS.ProcessEnv }): { run(date: string, options: { waitMs: number }): Promise<unknown> };
}

/**
 * Runs the job for the arguments' date as the schedule does, under the same advisory lock, and
 * prints its counts as one JSON line (or that another run holds the lock). Needs DATABASE_URL and
 * INTERNAL_AUTH_SECRET; a failure is one line on stderr and exit code 1.
 */
export async function runCollectionByHand(options: CollectionByHand, args: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const { date, waitMs } = collectionByHandArgs(args);
    const { DATABASE_URL: url, INTERNAL_AUTH_SECRET: secret } = env;
    if (!url || !secret) throw new Error('DATABASE_URL and INTERNAL_AUTH_SECRET are required');
    const { schema, entities, migrations } = options.definition;
    const orm = await MikroORM.init(createOrmConfig({ schema, entities, migrations, clientUrl: url, poolMax: 4 }));
    try {
      const job = options.job(orm, { secret, env });
      const outcome = await withAdvisoryLock(orm.em.fork() as EntityManager, options.lockKey, () => job.run(date, { waitMs }));
      process.stdout.write(`${JSON.stringify(outcome ?? { date, skipped: 'another run holds the lock' })}\n`);
    } finally {
      await orm.close(true);
    }
  } catch (error) {
    process.stderr.write(`${options.failure}: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
