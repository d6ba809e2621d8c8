import { loadFuneralConfig } from './funeral.config';

const base = { INTERNAL_AUTH_SECRET: 'x'.repeat(32), PII_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') };

describe('funeral config: WEB_ORIGIN (links in SMS to clients)', () => {
  it('defaults to the development origin outside production', () => {
    expect(loadFuneralConfig({ ...base }).WEB_ORIGIN).toBe('http://localhost:4200');
  });

  it('refuses to start in production unless the web origin is named', () => {
    expect(() => loadFuneralConfig({ ...base, NODE_ENV: 'production' })).toThrow(/WEB_ORIGIN/);
    expect(() => loadFuneralConfig({ ...base, NODE_ENV: 'production', WEB_ORIGIN: 'not a url' })).toThrow(/WEB_ORIGIN/);
    expect(loadFuneralConfig({ ...base, NODE_ENV: 'production', WEB_ORIGIN: 'https://imali.example.com' }).WEB_ORIGIN).toBe('https://imali.example.com');
  });
});
