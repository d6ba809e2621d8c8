import type { LoggerService } from '@nestjs/common';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Keys whose values are personal information or secrets: never written to a log. */
const SENSITIVE_KEY = /(password|secret|token|cookie|authorization|idnumber|id_number|passport|cell|phone|email|account(no|number)|firstnames|surname|name$|address|income|taxnumber|otp|code$|selfie|photo)/i;
/** Value shapes that look like PII even under an innocent key (SA ID numbers, phone numbers, e-mail). */
const SENSITIVE_VALUE = [/\b\d{13}\b/g, /\b0[6-8]\d{8}\b/g, /[\w.+-]+@[\w-]+\.[\w.-]+/g];

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[depth]';
  if (typeof value === 'string') return SENSITIVE_VALUE.reduce((s, re) => s.replace(re, '[redacted]'), value);
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value instanceof Error) return { name: value.name, message: redact(value.message), stack: value.stack ? redact(value.stack) : undefined };
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
