import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GraphQLError } from 'graphql';
import { createOrmConfig } from './orm';
import { JsonLogger } from './logger';
import { formatGraphQLError } from './errors';

// Real PostgreSQL errors carry the caller's values (in the message, as knex writes the query
// with its parameters, and in `detail`): none of that may reach a log line or an answer.
const SECRET = 'Thandeka-Secret-Value';

describe('database errors never echo input', () => {
  let orm: MikroORM;
  let em: EntityManager;
  beforeAll(async () => {
    orm = await MikroORM.init(createOrmConfig({ schema: 'database_error_test', entities: [], migrations: [], clientUrl: process.env['IMALI_TEST_DATABASE_URL'] ?? '', poolMax: 2 }));
    em = orm.em.fork() as EntityManager;
    const connection = em.getConnection();
    await connection.execute('create schema if not exists database_error_test');
    await connection.execute('create table if not exists database_error_test.person (id uuid primary key, name varchar(10) not null, email text unique)');
    await connection.execute(`insert into database_error_test.person values ('00000000-0000-4000-8000-000000000001', 'a', ?) on conflict do nothing`, [`${SECRET}@x.co`]);
  }, 60_000);
  afterAll(async () => {
    await em?.getConnection().execute('drop schema if exists database_error_test cascade');
    await orm?.close(true);
  });

  // Each provokes a real error: through the driver (MikroORM's DriverException) and through a raw query (pg's DatabaseError).
  const cases: [string, () => Promise<unknown>, string][] = [
    ['value too long', () => em.getDriver().execute('insert into database_error_test.person (id, name) values (gen_random_uuid(), ?)', [SECRET]), '22001'],
    ['invalid uuid', () => em.getDriver().execute('select * from database_error_test.person where id = ?', [SECRET]), '22P02'],
    ['NUL byte', () => em.getConnection().execute('select ?::text', [`a\u0000${SECRET}`]), '08P01'],
    ['unique violation (detail names the value)', () => em.getDriver().execute('insert into database_error_test.person (id, name, email) values (gen_random_uuid(), ?, ?)', ['b', `${SECRET}@x.co`]), '23505'],
    ['not-null violation (detail holds the row)', () => em.getConnection().execute('insert into database_error_test.person (id, email) values (gen_random_uuid(), ?)', [`other-${SECRET}`]), '23502'],
  ];

  it.each(cases)('%s: logged with its code and table, without the values', async (_case, run, code) => {
    const error = await run().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).toContain('Thandeka');

    const lines: string[] = [];
    const logger = new JsonLogger('test', 'debug', (line) => lines.push(line));
    logger.error(error, undefined, 'ExceptionsHandler');
    logger.error(new GraphQLError((error as Error).message, { originalError: error as Error }));
    logger.warn({ msg: 'failed', err: error });
    const answer = formatGraphQLError({ message: (error as Error).message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, false, (e) => logger.error(e), error);

    const written = lines.join('\n');
    expect(written).not.toMatch(/Thandeka/i);
    expect(written).toContain(code);
    if (code.startsWith('23')) expect(written).toContain('person');
    expect(JSON.stringify(answer)).not.toMatch(/Thandeka/i);
    expect(answer).toMatchObject({ message: 'Something went wrong on our side. Please try again.', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('keeps a database error generic even when something gave it a public code', async () => {
    const error = await em.getDriver().execute('select * from database_error_test.person where id = ?', [SECRET]).catch((e: unknown) => e);
    const answer = formatGraphQLError({ message: (error as Error).message, extensions: { code: 'BAD_USER_INPUT' } }, false, () => undefined, error);
    expect(JSON.stringify(answer)).not.toMatch(/Thandeka/i);
  });
});
