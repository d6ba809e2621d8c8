import { ConfigError, loadConfig, subgraphConfigSchema } from './config';

const valid = { PORT: '4102', DATABASE_URL: 'postgres://u:p@localhost:5432/imali', INTERNAL_AUTH_SECRET: 'x'.repeat(32) };

describe('loadConfig', () => {
  it('parses and applies defaults', () => {
    expect(loadConfig(subgraphConfigSchema, valid)).toMatchObject({ PORT: 4102, NODE_ENV: 'development', LOG_LEVEL: 'info', HOST: '127.0.0.1', DB_POOL_MAX: 10 });
  });

  it.each([
    [{ ...valid, DATABASE_URL: undefined }, 'DATABASE_URL is required but not set'],
    [{ ...valid, PORT: undefined }, 'PORT is required but not set'],
    [{ ...valid, INTERNAL_AUTH_SECRET: 'short' }, 'INTERNAL_AUTH_SECRET: must be at least 32 characters'],
    [{ ...valid, DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres:// connection URL'],
    [{ ...valid, PORT: '99999' }, 'PORT:'],
  ])('names the variable that is wrong (%#)', (env, message) => {
    expect(() => loadConfig(subgraphConfigSchema, env)).toThrow(ConfigError);
    expect(() => loadConfig(subgraphConfigSchema, env)).toThrow(message);
  });

  it('never echoes a secret value', () => {
    try {
      loadConfig(subgraphConfigSchema, { ...valid, INTERNAL_AUTH_SECRET: 'hunter2' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
    }
  });
});
