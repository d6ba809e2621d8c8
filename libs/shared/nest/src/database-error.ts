import { DriverException } from '@mikro-orm/core';

/**
 * What of a database error may be logged: its SQLSTATE and where it happened. PostgreSQL's
 * message and detail, and knex's message (the query with its parameters written in), carry the
 * caller's values ("Key (email)=(...) already exists", "Failing row contains (...)").
 */
export interface DatabaseErrorDescription {
  name: string;
  code?: string;
  constraint?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  routine?: string;
  /** The stack's frames only: its first line repeats the message. */
  frames?: string;
}

const SAFE_FIELDS = ['constraint', 'schema', 'table', 'column', 'dataType', 'routine'] as const;

/** MikroORM's DriverException, or pg's own DatabaseError (raw queries through the connection). */
export function isDatabaseError(error: unknown): error is Error & Record<string, unknown> {
  if (error instanceof DriverException) return true;
  if (!(error instanceof Error)) return false;
  const fields = error as Error & Record<string, unknown>;
  return typeof fields['severity'] === 'string' && typeof fields['code'] === 'string' && /^[0-9A-Z]{5}$/.test(fields['code']);
}

/** The database error inside `error` (itself, or its `originalError` or `cause`, as GraphQL and others wrap it). */
export function findDatabaseError(error: unknown, depth = 0): (Error & Record<string, unknown>) | undefined {
  if (isDatabaseError(error)) return error;
  if (depth > 4 || !error || typeof error !== 'object') return undefined;
  const { originalError, cause } = error as { originalError?: unknown; cause?: unknown };
  return findDatabaseError(originalError, depth + 1) ?? findDatabaseError(cause, depth + 1);
}

export function describeDatabaseError(error: Error & Record<string, unknown>): DatabaseErrorDescription {
  const out: DatabaseErrorDescription = { name: error.constructor?.name && error.constructor.name !== 'Error' ? error.constructor.name : 'DatabaseError' };
  const code = error['sqlState'] ?? error['code'];
  if (typeof code === 'string') out.code = code;
  for (const field of SAFE_FIELDS) {
    const value = error[field];
    if (typeof value === 'string' && value !== '') out[field] = value;
  }
  const frames = error.stack
    ?.split('\n')
    .filter((line) => line.trim().startsWith('at '))
    .join('\n');
  if (frames) out.frames = frames;
  return out;
}
