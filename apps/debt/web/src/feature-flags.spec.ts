/** @jest-environment jsdom */
import { developmentSwitchesAllowed, flagStorageKey, isFlagOn, setDevelopmentFlag } from './feature-flags';

const env = process.env;
afterEach(() => {
  process.env = env;
  localStorage.clear();
});

describe('feature flags', () => {
  it('snowballActive is off by default', () => {
    expect(isFlagOn('snowballActive')).toBe(false);
  });

  it('a development switch turns it on in this browser and off again', () => {
    setDevelopmentFlag('snowballActive', true);
    expect(localStorage.getItem(flagStorageKey('snowballActive'))).toBe('1');
    expect(isFlagOn('snowballActive')).toBe(true);
    setDevelopmentFlag('snowballActive', false);
    expect(isFlagOn('snowballActive')).toBe(false);
  });

  it('a production build allows the switch only on the developer’s machine', () => {
    process.env = { ...env, NODE_ENV: 'production' };
    // jsdom's page is http://localhost/.
    expect(location.hostname).toBe('localhost');
    expect(developmentSwitchesAllowed()).toBe(true);
  });
});
