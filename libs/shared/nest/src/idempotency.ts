import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * One row per request key that did something: the key's scope (which operation), the key, and
 * the record the first call made. Each subgraph's migration creates `idempotency_key` in its own
 * schema (list this entity in the subgraph's entities).
 */
@Entity({ tableName: 'idempotency_key' })
export class IdempotencyKeyEntity {
  @PrimaryKey({ type: 'string', length: 60 })
  scope!: string;

  @PrimaryKey({ type: 'string', length: 100 })
  key!: string;

  /** The first call's result (the id of the record it made). */
  @Property({ type: 'string', length: 100 })
  resultId!: string;

  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}

export interface IdempotentOutcome {
  /** The record the key's first call made. */
  resultId: string;
  /** True when an earlier (or concurrent) call with the same key did the work. */
  replayed: boolean;
}

export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/**
 * Runs `work` once per (scope, key): the first call records the key and runs the work in one
 * transaction, storing the id of what it made; a retried or concurrent call with the same key
 * waits for the first to commit and answers with that id without running the work. When the
 * first call fails, nothing is recorded and a retry runs the work again.
 */
export async function withIdempotency(
  em: EntityManager,
  key: string,
  scope: string,
  work: (tx: EntityManager) => Promise<string | { id: string }>,
): Promise<IdempotentOutcome> {
  if (!key || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) throw new Error(`An idempotency key is 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`);
  return em.transactional(async (tx) => {
    // A concurrent insert of the same key blocks here until the other transaction ends; it then
    // conflicts (the other committed) or goes ahead (the other rolled back).
    const claimed = await tx
      .createQueryBuilder(IdempotencyKeyEntity)
      .insert({ scope, key, resultId: '', createdAt: new Date() })
      .onConflict(['scope', 'key'])
      .ignore()
      .execute('run');
    if (!claimed.affectedRows) {
      const first = await tx.findOneOrFail(IdempotencyKeyEntity, { scope, key }, { refresh: true });
      return { resultId: first.resultId, replayed: true };
    }
    const result = await work(tx);
    const resultId = typeof result === 'string' ? result : result.id;
    await tx.flush();
    await tx.createQueryBuilder(IdempotencyKeyEntity).update({ resultId }).where({ scope, key }).execute('run');
    return { resultId, replayed: false };
  });
}

/**
 * The result an earlier call with this key recorded, or null: lets a retry skip work done before
 * the transaction (checks, calls to other services). withIdempotency still decides a race.
 */
export async function idempotentResult(em: EntityManager, key: string, scope: string): Promise<string | null> {
  const first = await em.fork().findOne(IdempotencyKeyEntity, { scope, key });
  return first?.resultId ?? null;
}
