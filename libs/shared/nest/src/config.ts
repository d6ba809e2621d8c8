import { z } from 'zod';

/** Raised when the environment is incomplete or wrong; the message names every variable. */
export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** 0 lets the OS choose (tests); a service is always given its port. */
export const portSchema = z.coerce.number().int().min(0).max(65535);

/** Variables every Node service shares. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  HOST: z.string().min(1).default('127.0.0.1'),
  INTERNAL_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters'),
});

export const subgraphConfigSchema = baseConfigSchema.extend({
  PORT: portSchema,
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;
export type SubgraphConfig = z.infer<typeof subgraphConfigSchema>;

/**
 * Parses `env` with `schema`; on failure throws a ConfigError naming each variable
 * (never its value: values may be secrets).
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const missing = issue.code === 'invalid_type' && env[name] === undefined;
    return missing ? `${name} is required but not set` : `${name}: ${issue.message}`;
  });
  throw new ConfigError(problems);
}

/** The shell of `npm start`: the origin of links in messages to clients in development and tests. */
export const DEVELOPMENT_WEB_ORIGIN = 'http://localhost:4200';

/** WEB_ORIGIN, the public web origin of links in messages to clients (an SMS to sign a debit order). */
export const webOriginSchema = z.string().url().max(200).optional();

/**
 * A service that sends links refuses to start in production without its WEB_ORIGIN: a client must
 * never get a link to a developer's machine. For the schema's superRefine.
 */
export function requireWebOriginInProduction(config: { NODE_ENV?: string; WEB_ORIGIN?: string }, context: z.RefinementCtx): void {
  if (config.NODE_ENV === 'production' && !config.WEB_ORIGIN) {
    context.addIssue({ code: z.ZodIssueCode.custom, path: ['WEB_ORIGIN'], message: 'must be set to the public web origin in production' });
  }
}

/** WEB_ORIGIN as the service uses it: the configured one, else the development shell. */
export const webOriginOrDevelopment = <T extends { WEB_ORIGIN?: string }>(config: T): T & { WEB_ORIGIN: string } => ({ ...config, WEB_ORIGIN: config.WEB_ORIGIN ?? DEVELOPMENT_WEB_ORIGIN });
