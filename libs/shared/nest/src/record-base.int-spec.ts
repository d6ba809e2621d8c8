import { Entity, ManyToOne, MikroORM, OptimisticLockError, Property, ref, type Ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { createOrmConfig } from './orm';
import { ClientOwnedEntity, NOT_DELETED, RecordEntity, softDelete } from './record.entity';
import { IdempotencyKeyEntity, idempotentResult, withIdempotency } from './idempotency';
import { ClientScope } from './client-scope';
import { NotFoundError, UnauthenticatedError } from './errors';
import { ChangedMeanwhileError, refuseStaleWrite } from './stale-write';
import type { CallerIdentity } from './internal-auth';

// The base for client-owned records, the idempotency helper and the client scope, on real PostgreSQL.
const SCHEMA = 'record_base_test';

@Entity({ tableName: 'note' })
class NoteEntity extends ClientOwnedEntity {
  @Property({ type: 'text' })
  text!: string;
}

@Entity({ tableName: 'note_line' })
class NoteLineEntity extends RecordEntity {
  @ManyToOne(() => NoteEntity, { ref: true })
  note!: Ref<NoteEntity>;

  @Property({ type: 'text' })
  text!: string;
}

const verified = (clientId: string): CallerIdentity => ({
  userId: randomUUID(),
  clientId,
  sessionId: randomUUID(),
  verification: { registered: true, acceptedTerms: true, otpVerified: true },
});

describe('records, idempotency and client scope on PostgreSQL', () => {
  let orm: MikroORM;
  const em = () => orm.em.fork() as EntityManager;

  beforeAll(async () => {
    orm = await MikroORM.init(
      createOrmConfig({ schema: SCHEMA, entities: [NoteEntity, NoteLineEntity, IdempotencyKeyEntity], migrations: [], clientUrl: process.env['IMALI_TEST_DATABASE_URL'] ?? '', poolMax: 12 }),
    );
    await orm.em.getConnection().execute(`drop schema if exists ${SCHEMA} cascade`);
    await orm.em.getConnection().execute(`create schema ${SCHEMA}`);
    await orm.schema.createSchema({ schema: SCHEMA });
  }, 60_000);
  afterAll(async () => {
    await orm?.em.getConnection().execute(`drop schema if exists ${SCHEMA} cascade`);
    await orm?.close(true);
  });

  describe('RecordEntity and ClientOwnedEntity', () => {
    it('gives every record an id, timestamps and version 1, and bumps version and updatedAt on change', async () => {
      const first = em();
      const note = first.create(NoteEntity, { clientId: randomUUID(), text: 'a' });
      await first.flush();
      expect(note.version).toBe(1);
      const created = note.updatedAt;
      note.text = 'b';
      await new Promise((resolve) => setTimeout(resolve, 5));
      await first.flush();
      const again = await em().findOneOrFail(NoteEntity, { id: note.id });
      expect(again.version).toBe(2);
      expect(again.updatedAt.getTime()).toBeGreaterThan(created.getTime());
      expect(again.createdAt.getTime()).toBe(note.createdAt.getTime());
    });

    it('refuses to overwrite a change made since the record was read (optimistic locking)', async () => {
      const seed = em();
      const note = seed.create(NoteEntity, { clientId: randomUUID(), text: 'a' });
      await seed.flush();
      const alice = em();
      const bob = em();
      const hers = await alice.findOneOrFail(NoteEntity, { id: note.id });
      const his = await bob.findOneOrFail(NoteEntity, { id: note.id });
      hers.text = 'alice';
      await alice.flush();
      his.text = 'bob';
      await expect(bob.flush()).rejects.toBeInstanceOf(OptimisticLockError);
      expect((await em().findOneOrFail(NoteEntity, { id: note.id })).text).toBe('alice');
      // As an answer: a refusal telling the caller to reload, not a fault.
      his.text = 'bob again';
      const refusal = await refuseStaleWrite(() => bob.flush()).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(ChangedMeanwhileError);
      expect(refusal).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', reason: 'CHANGED_MEANWHILE' } });
    });

    it('does not find soft-deleted records by default, through a relation either, but keeps the row', async () => {
      const seed = em();
      const note = seed.create(NoteEntity, { clientId: randomUUID(), text: 'gone' });
      const line = seed.create(NoteLineEntity, { note: ref(note), text: 'line' });
      await seed.flush();
      softDelete(line);
      softDelete(note);
      await seed.flush();
      expect(await em().findOne(NoteEntity, { id: note.id })).toBeNull();
      expect(await em().find(NoteLineEntity, { note: note.id })).toEqual([]);
      expect(await em().findOne(NoteEntity, { id: note.id }, { filters: { [NOT_DELETED]: false } })).toMatchObject({ text: 'gone' });
      const [{ count }] = await em().getConnection().execute<{ count: string }[]>(`select count(*) from ${SCHEMA}.note where id = ?`, [note.id]);
      expect(Number(count)).toBe(1);
    });
  });

  describe('withIdempotency', () => {
    it('runs the work once and answers a retry with the first result', async () => {
      const key = randomUUID();
      let runs = 0;
      const make = (tx: EntityManager) => {
        runs++;
        return Promise.resolve(tx.create(NoteEntity, { clientId: randomUUID(), text: key }));
      };
      const first = await withIdempotency(em(), key, 'note', make);
      const retry = await withIdempotency(em(), key, 'note', make);
      expect(first.replayed).toBe(false);
      expect(retry).toEqual({ resultId: first.resultId, replayed: true });
      expect(runs).toBe(1);
      expect(await em().count(NoteEntity, { text: key })).toBe(1);
      expect(await idempotentResult(em(), key, 'note')).toBe(first.resultId);
      expect(await idempotentResult(em(), randomUUID(), 'note')).toBeNull();
    });

    it('keeps keys of different scopes apart', async () => {
      const key = randomUUID();
      const a = await withIdempotency(em(), key, 'note', (tx) => Promise.resolve(tx.create(NoteEntity, { clientId: randomUUID(), text: key })));
      const b = await withIdempotency(em(), key, 'other', (tx) => Promise.resolve(tx.create(NoteEntity, { clientId: randomUUID(), text: key })));
      expect(b.replayed).toBe(false);
      expect(b.resultId).not.toBe(a.resultId);
    });

    it('makes one record for ten parallel calls with the same key, and every call gets it', async () => {
      const key = randomUUID();
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () =>
          withIdempotency(em(), key, 'note', async (tx) => {
            const note = tx.create(NoteEntity, { clientId: randomUUID(), text: key });
            // Hold the transaction open so the others arrive while it runs.
            await tx.flush();
            await new Promise((resolve) => setTimeout(resolve, 50));
            return note;
          }),
        ),
      );
      expect(new Set(outcomes.map((o) => o.resultId)).size).toBe(1);
      expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
      expect(await em().count(NoteEntity, { text: key })).toBe(1);
    });

    it('records nothing when the work fails, so a retry runs it again', async () => {
      const key = randomUUID();
      await expect(
        withIdempotency(em(), key, 'note', async (tx) => {
          tx.create(NoteEntity, { clientId: randomUUID(), text: key });
          await tx.flush();
          throw new Error('bank said no');
        }),
      ).rejects.toThrow('bank said no');
      expect(await em().count(NoteEntity, { text: key })).toBe(0);
      const retry = await withIdempotency(em(), key, 'note', (tx) => Promise.resolve(tx.create(NoteEntity, { clientId: randomUUID(), text: key })));
      expect(retry.replayed).toBe(false);
      expect(await em().count(NoteEntity, { text: key })).toBe(1);
    });

    it('refuses an empty or over-long key', async () => {
      const work = () => Promise.resolve('x');
      await expect(withIdempotency(em(), '', 'note', work)).rejects.toThrow();
      await expect(withIdempotency(em(), 'k'.repeat(101), 'note', work)).rejects.toThrow();
    });
  });

  describe('ClientScope', () => {
    const mine = randomUUID();
    const theirs = randomUUID();
    let myNote: NoteEntity;
    let theirNote: NoteEntity;
    let theirLine: NoteLineEntity;

    beforeAll(async () => {
      const seed = em();
      myNote = seed.create(NoteEntity, { clientId: mine, text: 'mine' });
      theirNote = seed.create(NoteEntity, { clientId: theirs, text: 'theirs' });
      seed.create(NoteLineEntity, { note: ref(myNote), text: 'my line' });
      theirLine = seed.create(NoteLineEntity, { note: ref(theirNote), text: 'their line' });
      await seed.flush();
    });

    it('finds only the caller client’s records, whatever the where says', async () => {
      const scope = ClientScope.of(em(), verified(mine));
      expect((await scope.find(NoteEntity)).map((n) => n.text)).toEqual(['mine']);
      expect(await scope.find(NoteEntity, { clientId: theirs })).toEqual([]);
      expect(await scope.find(NoteEntity, { $or: [{ text: 'theirs' }, { text: 'mine' }] })).toHaveLength(1);
      expect((await scope.find(NoteLineEntity, {}, { via: 'note' })).map((l) => l.text)).toEqual(['my line']);
    });

    it("answers another client's record exactly as a missing or malformed one: NOT_FOUND", async () => {
      const scope = ClientScope.of(em(), verified(mine));
      expect(await scope.findOne(NoteEntity, myNote.id)).toMatchObject({ text: 'mine' });
      const refusals = await Promise.all(
        [theirNote.id, randomUUID(), 'not-a-uuid'].map((id) => scope.findOne(NoteEntity, id, { notFound: 'Note not found' }).catch((e: unknown) => e)),
      );
      for (const refusal of refusals) {
        expect(refusal).toBeInstanceOf(NotFoundError);
        expect(refusal).toMatchObject({ message: 'Note not found', extensions: { code: 'NOT_FOUND' } });
      }
      await expect(scope.findOne(NoteLineEntity, theirLine.id, { via: 'note' })).rejects.toBeInstanceOf(NotFoundError);
    });

    it('needs a signed-in, verified caller', () => {
      expect(() => ClientScope.of(em(), { userId: null, clientId: null, sessionId: null })).toThrow(UnauthenticatedError);
    });
  });
});
