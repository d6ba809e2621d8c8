import { loadIdentityConfig } from './identity.config';

const base = { INTERNAL_AUTH_SECRET: 'x'.repeat(32), PII_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') };

describe('identity config: WEB_ORIGIN (the link in the SMS asking an account holder to sign)', () => {
  it('defaults to the development origin outside production', () => {
    expect(loadIdentityConfig({ ...base }).WEB_ORIGIN).toBe('http://localhost:4200');
  });

  it('refuses to start in production unless the web origin is named', () => {
    expect(() => loadIdentityConfig({ ...base, NODE_ENV: 'production' })).toThrow(/WEB_ORIGIN/);
    expect(() => loadIdentityConfig({ ...base, NODE_ENV: 'production', WEB_ORIGIN: 'not a url' })).toThrow(/WEB_ORIGIN/);
    expect(loadIdentityConfig({ ...base, NODE_ENV: 'production', WEB_ORIGIN: 'https://imali.example.com' }).WEB_ORIGIN).toBe('https://imali.example.com');
  });
});
