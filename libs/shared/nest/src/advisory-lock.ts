import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs `work` only if this process gets the PostgreSQL advisory lock `key` (one replica runs a
 * scheduled job; the others skip); answers null when another holds it. The lock lives on one
 * connection held for the run and is released when `work` ends, even when it throws.
 */
export async function withAdvisoryLock<T>(em: EntityManager, key: string, work: () => Promise<T>): Promise<T | null> {
  const knex = em.getConnection().getKnex();
  const connection = await knex.client.acquireConnection();
  try {
    const { rows } = await connection.query('select pg_try_advisory_lock(hashtext($1)) as locked', [key]);
    if (!rows[0]?.locked) return null;
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}
