import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createOrmConfig } from './orm';
import { withAdvisoryLock } from './advisory-lock';

const KEY = 'imali-shared-advisory-lock-test';

describe('withAdvisoryLock', () => {
  let orm: MikroORM;
  const em = () => orm.em.fork() as EntityManager;
  beforeAll(async () => {
    orm = await MikroORM.init(createOrmConfig({ schema: 'public', entities: [], migrations: [], clientUrl: process.env['IMALI_TEST_DATABASE_URL'] ?? '', poolMax: 3 }));
  }, 60_000);
  afterAll(async () => {
    await orm?.close(true);
  });

  it('lets one holder run while the other skips, then frees the lock', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = withAdvisoryLock(em(), KEY, async () => {
      started();
      await held;
      return 'first';
    });
    await running;
    const second = await withAdvisoryLock(em(), KEY, async () => 'second');
    expect(second).toBeNull();
    release();
    expect(await first).toBe('first');
    expect(await withAdvisoryLock(em(), KEY, async () => 'again')).toBe('again');
  });

  it('frees the lock when the work throws', async () => {
    await expect(withAdvisoryLock(em(), KEY, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await withAdvisoryLock(em(), KEY, async () => 'after')).toBe('after');
  });
});
