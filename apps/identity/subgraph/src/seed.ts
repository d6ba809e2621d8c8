import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createOrmConfig, PiiCipher } from '@imali/shared/nest';
import { definition } from './subgraph.definition';
import { loadIdentityConfig } from './identity.config';
import { DEMO_EMAIL, seedDemoClient } from './demo/demo-client';
import { seedDemoStaff } from './demo/demo-staff';
import { seedDemoDebitOrder } from './demo/demo-debit-order';

/** `node dist/apps/identity/subgraph/seed.js` with DATABASE_URL, PII_ENCRYPTION_KEY, DEMO_PASSWORD: development only. */
async function main() {
  const { DATABASE_URL: url, DEMO_PASSWORD: password } = process.env;
  if (!url || !password) throw new Error('DATABASE_URL and DEMO_PASSWORD are required');
  if (process.env['NODE_ENV'] === 'production') throw new Error('The demo client and staff are never seeded in production');
  const cipher = new PiiCipher(loadIdentityConfig().PII_ENCRYPTION_KEY);
  const orm = await MikroORM.init(createOrmConfig({ schema: definition.schema, entities: definition.entities, migrations: definition.migrations, clientUrl: url, poolMax: 2 }));
  try {
    const result = await seedDemoClient(orm.em.fork() as EntityManager, cipher, password);
    process.stdout.write(`${JSON.stringify({ service: 'identity-subgraph', msg: result.created ? 'demo client created' : 'demo client present', email: DEMO_EMAIL, clientId: result.clientId })}\n`);
    // A debit order mandate awaiting the demo client's signature (/debit-order/<id>).
    const mandate = await seedDemoDebitOrder(orm.em.fork() as EntityManager, cipher, result.clientId);
    process.stdout.write(`${JSON.stringify({ service: 'identity-subgraph', msg: mandate.created ? 'demo debit order created' : 'demo debit order present', debitOrderId: mandate.debitOrderId })}\n`);
    // One staff user per role, signing in with the same development password (npm start prints them).
    for (const staff of await seedDemoStaff(orm.em.fork() as EntityManager, cipher, password)) {
      process.stdout.write(`${JSON.stringify({ service: 'identity-subgraph', msg: staff.created ? 'demo staff user created' : 'demo staff user present', email: staff.email, role: staff.role })}\n`);
    }
  } finally {
    await orm.close(true);
  }
}

main().catch((error: Error) => {
  process.stderr.write(`[identity-subgraph] seed failed: ${error.message}\n`);
  process.exit(1);
});
