/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://imali.co.za/debt"}
 */
import { developmentSwitchesAllowed, flagStorageKey, isFlagOn, setDevelopmentFlag } from './feature-flags';

const env = process.env;
beforeEach(() => {
  process.env = { ...env, NODE_ENV: 'production' };
});
afterEach(() => {
  process.env = env;
  localStorage.clear();
});

describe('feature flags on the production site', () => {
  it('offer no development switch and ignore a stored value', () => {
    expect(developmentSwitchesAllowed()).toBe(false);
    localStorage.setItem(flagStorageKey('snowballActive'), '1');
    expect(isFlagOn('snowballActive')).toBe(false);
    localStorage.clear();
    setDevelopmentFlag('snowballActive', true);
    expect(localStorage.getItem(flagStorageKey('snowballActive'))).toBeNull();
  });
});
