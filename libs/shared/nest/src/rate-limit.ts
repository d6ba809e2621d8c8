import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GraphQLError } from 'graphql';

/**
 * One counter per key (a limit's name plus a hashed subject: never raw PII). A subgraph that
 * rate-limits lists this entity in its `entities`, so its migration creates the table in the
 * subgraph's own schema.
 */
@Entity({ tableName: 'rate_limit_counter' })
export class RateLimitCounterEntity {
  @PrimaryKey({ type: 'string', length: 200 })
  key!: string;

  /** The window runs from the first hit for `windowMs`; a hit after that starts a new one. */
  @Property({ type: 'datetime' })
  windowStartedAt!: Date;

  @Property({ type: 'integer' })
  count!: number;
}

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Whether this hit is within the limit. */
  allowed: boolean;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/** Counters idle this long are deleted by an occasional hit: longer than any window in use. */
export const PRUNE_AFTER_MS = 7 * 24 * 3600_000;
const PRUNE_PROBABILITY = 0.01;

const table = (em: EntityManager) => {
  const meta = em.getMetadata().get(RateLimitCounterEntity.name);
  const schema = meta.schema && meta.schema !== '*' ? meta.schema : em.config.get('schema');
  return `"${schema}"."${meta.tableName}"`;
};

/**
 * Counts a hit and answers in one statement (an upsert row lock), so parallel requests can never
 * all read "under the limit" before any of them counts: reserve first, then do the work.
 */
export async function hitRateLimit(em: EntityManager, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitHit> {
  const at = new Date(now);
  const expired = new Date(now - windowMs);
  const [row] = await em.getConnection().execute<{ count: number; window_started_at: Date }[]>(
    `insert into ${table(em)} as c (key, window_started_at, count) values (?, ?, 1)
     on conflict (key) do update set
       count = case when c.window_started_at <= ? then 1 else c.count + 1 end,
       window_started_at = case when c.window_started_at <= ? then excluded.window_started_at else c.window_started_at end
     returning count, window_started_at`,
    [key, at, expired, expired],
  );
  // Now and then, drop counters whose window ended long ago (no limit here spans more than a day).
  if (Math.random() < PRUNE_PROBABILITY) await em.getConnection().execute(`delete from ${table(em)} where window_started_at < ?`, [new Date(now - PRUNE_AFTER_MS)]);
  const count = Number(row!.count);
  return { count, allowed: count <= limit, retryAfterSeconds: secondsUntilWindowEnds(new Date(row!.window_started_at).getTime(), windowMs, now) };
}

/**
 * Whole seconds until a window that started at `startedAt` ends: at least 1, and never more than
 * the window itself. Requests sent together each read the clock before their upsert, so the one
 * that read it first can meet a window another started a few milliseconds later; without the cap
 * it said "wait 31 seconds" for a 30-second lock.
 */
export function secondsUntilWindowEnds(startedAt: number, windowMs: number, now: number): number {
  return Math.min(Math.ceil(windowMs / 1000), Math.max(1, Math.ceil((startedAt + windowMs - now) / 1000)));
}

/** Hits counted in the key's current window (0 when none or the window has passed); counts nothing. */
export async function peekRateLimit(em: EntityManager, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const rows = await em
    .getConnection()
    .execute<{ count: number }[]>(`select count from ${table(em)} where key = ? and window_started_at > ?`, [key, new Date(now - windowMs)]);
  return Number(rows[0]?.count ?? 0);
}

/** Gives one hit back (e.g. a successful sign-in should not use up the address's allowance). */
export async function refundRateLimit(em: EntityManager, key: string): Promise<void> {
  await em.getConnection().execute(`update ${table(em)} set count = greatest(count - 1, 0) where key = ?`, [key]);
}

/** Forgets the key (e.g. the right password or code ends the run of failures). */
export async function resetRateLimit(em: EntityManager, key: string): Promise<void> {
  await em.getConnection().execute(`delete from ${table(em)} where key = ?`, [key]);
}

/** The one shape of a throttled answer: code TOO_MANY_REQUESTS with retryAfterSeconds. */
export function tooManyRequests(message: string, retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds } });
}
