/** @jest-environment jsdom */
import { FEATURE_FLAGS, flagStorageKey, isFlagOn } from './feature-flags';

describe('savings feature flags', () => {
  afterEach(() => localStorage.clear());

  it('the tax-number tip is off by default', () => {
    expect(FEATURE_FLAGS.savingsTaxNumber).toBe(false);
    expect(isFlagOn('savingsTaxNumber')).toBe(false);
  });

  it('a developer can turn it on in this browser', () => {
    localStorage.setItem(flagStorageKey('savingsTaxNumber'), '1');
    expect(isFlagOn('savingsTaxNumber')).toBe(true);
  });
});
