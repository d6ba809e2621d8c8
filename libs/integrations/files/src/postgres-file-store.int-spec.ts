import { MikroORM } from '@mikro-orm/postgresql';
import { testDatabaseUrl } from '@imali/shared/testing';
import { describeFileStoreContract } from './file-store.contract';
import { PostgresFileStore } from './postgres-file-store';

// The PostgreSQL store against the real server, in a schema of its own, through MikroORM's
// connection as the vault uses it.
let orm: MikroORM;
beforeAll(async () => {
  orm = await MikroORM.init({ clientUrl: testDatabaseUrl(), entities: [], discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 2 } });
  const connection = orm.em.getConnection();
  await connection.execute('create schema if not exists integrations_files_test');
  await connection.execute(
    'create table if not exists integrations_files_test.file_object (key varchar(255) primary key, content_type varchar(100) not null, size int not null, content bytea not null, created_at timestamptz not null default now())',
  );
});
afterAll(() => orm?.close());

describeFileStoreContract('PostgreSQL bytea', () => new PostgresFileStore({ execute: (sql, params) => orm.em.getConnection().execute(sql, params) }, 'integrations_files_test.file_object'));
