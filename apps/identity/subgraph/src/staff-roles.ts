import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { STAFF_ROLES, createOrmConfig } from '@imali/shared/nest';
import { definition } from './subgraph.definition';
import { StaffAdminError, grantStaffRoles, listStaff, revokeStaffRoles } from './staff/staff-admin';

const USAGE = `node dist/apps/identity/subgraph/staff-roles.js <command>, with DATABASE_URL set (the identity image's own settings):
  grant <e-mail> <ROLE> [ROLE...]   give roles to the account that signs in with <e-mail>
  revoke <e-mail> [ROLE...]         take those roles (every role when none is named)
  list                              every employee and their roles
Roles: ${STAFF_ROLES.join(', ')}. The employee signs up as a client first (e-mail, password, OTP).`;

/** The identity image's one-off command for staff roles (docs/decisions/staff-roles-command.md). */
async function main(): Promise<number> {
  const [command, email, ...roles] = process.argv.slice(2);
  if (!command || !['grant', 'revoke', 'list'].includes(command) || (command !== 'list' && !email)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const url = process.env['DATABASE_URL'];
  if (!url) throw new StaffAdminError('DATABASE_URL is required');
  const orm = await MikroORM.init(createOrmConfig({ schema: definition.schema, entities: definition.entities, migrations: definition.migrations, clientUrl: url, poolMax: 1 }));
  try {
    const em = orm.em.fork() as EntityManager;
    if (command === 'list') {
      const staff = await listStaff(em);
      for (const record of staff) process.stdout.write(`${record.email}\t${record.roles.join(', ')}\n`);
      if (staff.length === 0) process.stdout.write('No staff yet\n');
      return 0;
    }
    const record = command === 'grant' ? await grantStaffRoles(em, email!, roles) : await revokeStaffRoles(em, email!, roles);
    process.stdout.write(record.roles.length > 0 ? `${record.email} now has ${record.roles.join(', ')}\n` : `${record.email} is no longer staff\n`);
    return 0;
  } finally {
    await orm.close(true);
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    // The operator's own input is the only thing these messages carry; nothing else is printed.
    process.stderr.write(`[identity-subgraph] staff-roles: ${error instanceof StaffAdminError ? error.message : `failed: ${error.message}`}\n`);
    process.exit(1);
  },
);
