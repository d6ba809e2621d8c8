import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { SavingsEntity } from './savings.entity';

/** The client's one savings record, made on first use (client_id is unique). */
@Injectable()
export class SavingsStore {
  /** The client's savings, created when there is none, locked (FOR UPDATE) in the caller's transaction. */
  async ensureLocked(em: EntityManager, clientId: string): Promise<SavingsEntity> {
    await em.execute(
      `insert into "savings"."savings" ("id", "client_id", "created_at", "updated_at", "version") values (?, ?, current_timestamp, current_timestamp, 1) on conflict ("client_id") do nothing`,
      [randomUUID(), clientId],
      'run',
    );
    return em.findOneOrFail(SavingsEntity, { clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** Locks the savings row (serialises what must not race within one client's savings). */
  async lock(em: EntityManager, savingsId: string): Promise<SavingsEntity> {
    return em.findOneOrFail(SavingsEntity, { id: savingsId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }
}
