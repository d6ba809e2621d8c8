import type { LoggerService } from '@nestjs/common';
import { describeDatabaseError, findDatabaseError } from './database-error';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Keys whose values are personal information or secrets: never written to a log. */
const SENSITIVE_KEY = /(password|secret|token|cookie|authorization|idnumber|id_number|passport|cell|phone|email|account(no|number)|firstnames|surname|name$|address|income|taxnumber|otp|code$|selfie|photo)/i;
/**
 * Value shapes that look like PII even under an innocent key: SA ID numbers, cell numbers (0821234567,
 * 082 123 4567, +27821234567). Every quantifier is bounded, so each pattern runs in linear time.
 */
const SENSITIVE_DIGITS = [/\b\d{13}\b/g, /(?:\b0|\+27)[6-8]\d[ -]?\d{3}[ -]?\d{4}\b/g];
/**
 * E-mail addresses, found in two linear passes instead of one backtracking pattern (which took
 * seconds on 20,000 characters): runs of the characters an address is made of (one class, so no
 * overlap), and within a run holding `@`, a local character, `@`, a label and a dot. Each `[\w-]+`
 * scan starts after an `@` and stops at the next `@`, so the scans never overlap. The whole run is
 * redacted.
 */
const ADDRESS_RUN = /[\w.+@-]+/g;
const ADDRESS_SHAPE = /[\w.+-]@[\w-]+\./;
/** What of one string is logged at most: a log line needs the start of a value, not 1 MB of it. */
export const MAX_LOGGED_STRING = 4096;

function redactText(value: string): string {
  let text = value;
  let cut = '';
  if (text.length > MAX_LOGGED_STRING) {
    let end = MAX_LOGGED_STRING;
    // Never end on part of a token: a cut ID number or address would no longer look like one.
    while (end > 0 && /[\w.+@-]/.test(text[end] ?? '') && /[\w.+@-]/.test(text[end - 1] ?? '')) end -= 1;
    cut = ` …[+${text.length - end} characters]`;
    text = text.slice(0, end);
  }
  text = text.replace(ADDRESS_RUN, (run) => (run.includes('@') && ADDRESS_SHAPE.test(run) ? '[redacted]' : run));
  for (const pattern of SENSITIVE_DIGITS) text = text.replace(pattern, '[redacted]');
  return text + cut;
}

/** Lists longer than this are logged by their first entries and a count. */
const MAX_LOGGED_ITEMS = 50;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[depth]';
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_LOGGED_ITEMS).map((v) => redact(v, depth + 1));
    return value.length > MAX_LOGGED_ITEMS ? [...items, `[+${value.length - MAX_LOGGED_ITEMS} items]`] : items;
  }
  if (value instanceof Error) {
    // A database error's message and detail hold the values sent: only its code and place are logged.
    const database = findDatabaseError(value);
    if (database) return value === database ? describeDatabaseError(database) : { name: value.name, database: describeDatabaseError(database) };
    return { name: value.name, message: redact(value.message), stack: value.stack ? redact(value.stack) : undefined };
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[key] = SENSITIVE_KEY.test(key) ? '[redacted]' : redact(v, depth + 1);
    return out;
  }
  return value;
}

/** One JSON line per event on stdout, PII removed. Used as the Nest logger of every service. */
export class JsonLogger implements LoggerService {
  constructor(
    private readonly service: string,
    private readonly level: Level = 'info',
    private readonly write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  ) {}

  private emit(level: Level, message: unknown, rest: unknown[]) {
    if (order[level] < order[this.level]) return;
    const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level, service: this.service };
    if (context) entry['context'] = context;
    if (message instanceof Error) entry['err'] = redact(message);
    else if (message && typeof message === 'object') Object.assign(entry, redact(message));
    else entry['msg'] = redact(String(message));
    const extra = rest.filter((r) => r !== undefined);
    if (extra.length) entry['detail'] = redact(extra.length === 1 ? extra[0] : extra);
    this.write(JSON.stringify(entry));
  }

  log(message: unknown, ...rest: unknown[]) { this.emit('info', message, rest); }
  error(message: unknown, ...rest: unknown[]) {
    // Nest logs every error a resolver throws; GraphQL errors are answers to the caller (bad input,
    // not signed in), not faults. Unexpected errors are logged where they are masked.
    const expected = (message as Error | null)?.name === 'GraphQLError' && rest[rest.length - 1] === 'ExceptionsHandler';
    this.emit(expected ? 'debug' : 'error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) { this.emit('warn', message, rest); }
  debug(message: unknown, ...rest: unknown[]) { this.emit('debug', message, rest); }
  verbose(message: unknown, ...rest: unknown[]) { this.emit('debug', message, rest); }
}
