import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createOrmConfig } from '@imali/shared/nest';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { definition } from './subgraph.definition';
import { loadFuneralConfig } from './funeral.config';
import { copyMandatesToIdentity } from './funeral-policy/copy-mandates-to-identity';

/**
 * `node dist/apps/funeral/subgraph/copy-mandates.js` with DATABASE_URL and the subgraph's settings
 * (INTERNAL_AUTH_SECRET, IDENTITY_INTERNAL_URL): copies funeral's own mandates to identity once
 * (docs/decisions/funeral-mandates-in-identity.md). Safe to run again.
 */
async function main() {
  const url = process.env['DATABASE_URL'];
  if (!url) throw new Error('DATABASE_URL is required');
  const config = loadFuneralConfig();
  const orm = await MikroORM.init(createOrmConfig({ schema: definition.schema, entities: definition.entities, migrations: definition.migrations, clientUrl: url, poolMax: 2 }));
  try {
    const identity = new IdentityInternalClient({ baseUrl: config.IDENTITY_INTERNAL_URL, secret: config.INTERNAL_AUTH_SECRET });
    const report = await copyMandatesToIdentity(orm.em.fork() as EntityManager, identity);
    process.stdout.write(`${JSON.stringify({ service: 'funeral-subgraph', msg: 'mandates copied to identity', ...report })}\n`);
  } finally {
    await orm.close(true);
  }
}

main().catch((error: Error) => {
  process.stderr.write(`[funeral-subgraph] copying mandates failed: ${error.message}\n`);
  process.exit(1);
});
