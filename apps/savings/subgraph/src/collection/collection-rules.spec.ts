import { mandateMaximumCents } from './mandate-maximum';
import { collectionFailureReason, collectionFailureText, COLLECTION_FAILURE_REASONS } from './collection-failures';

describe('savings debit order maximum', () => {
  it.each([
    [0, 100_000],
    [2_500, 100_000],
    [50_000, 100_000],
    [50_001, 110_000],
    [75_000, 150_000],
    [1_234_567, 2_470_000],
    [5_000_000, 10_000_000],
    [9_000_000, 10_000_000],
    [Number.NaN, 100_000],
    [-5, 100_000],
  ])('monthly %d cents → maximum %d cents', (monthly, maximum) => {
    expect(mandateMaximumCents(monthly)).toBe(maximum);
  });
});

describe('failed collection reasons', () => {
  it('says why in plain words, with a default for anything unknown', () => {
    expect(collectionFailureReason('INSUFFICIENT_FUNDS')).toBe(COLLECTION_FAILURE_REASONS['INSUFFICIENT_FUNDS']);
    expect(collectionFailureReason('SOMETHING_NEW')).toBe('The collection could not be made.');
    expect(collectionFailureReason(null)).toBe('The collection could not be made.');
  });

  it('shows a stored code in plain words, and keeps plain words stored before codes were', () => {
    expect(collectionFailureText('MANDATE_NOT_ACTIVE')).toBe(COLLECTION_FAILURE_REASONS['MANDATE_NOT_ACTIVE']);
    expect(collectionFailureText(COLLECTION_FAILURE_REASONS['NOT_FOUND'])).toBe(COLLECTION_FAILURE_REASONS['NOT_FOUND']);
    expect(collectionFailureText('REFUSED')).toBe('The collection could not be made.');
    expect(collectionFailureText(null)).toBe('The collection could not be made.');
  });
});
