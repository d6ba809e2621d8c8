import { CombinedGraphQLErrors } from '@apollo/client';
import { cardFailed, monthlyBudget, savingsSummary, type CardField } from './financial-health-state';

const graphQLErrors = (...errors: object[]) => new CombinedGraphQLErrors({ data: null, errors: errors as never });
const client = { id: 'c1', idNumberVerified: true, debtBreakdown: { id: 'd1' }, savings: null, clearanceCertificates: [], groups: null };
const unverified = { ...client, idNumberVerified: false, debtBreakdown: null };

describe('cardFailed', () => {
  it.each<[string, unknown, object | null | undefined, CardField, boolean]>([
    ['no error', undefined, client, 'debtBreakdown', false],
    ['error on the field path', graphQLErrors({ message: 'x', path: ['myClient', 'savings'] }), client, 'savings', true],
    ['error below the field path', graphQLErrors({ message: 'x', path: ['myClient', 'savings', 'bucketInfo', 0, 'amount'] }), client, 'savings', true],
    ['error on another field path', graphQLErrors({ message: 'x', path: ['myClient', 'savings'] }), client, 'debtBreakdown', false],
    ['error on the path, even with a value', graphQLErrors({ message: 'x', path: ['myClient', 'debtBreakdown'] }), client, 'debtBreakdown', true],
    ['no path, names the subgraph', graphQLErrors({ message: 'x', extensions: { serviceName: 'groups' } }), client, 'groups', true],
    ['no path, names another subgraph', graphQLErrors({ message: 'x', extensions: { serviceName: 'groups' } }), client, 'savings', false],
    ['unplaced error, field null', graphQLErrors({ message: 'x' }), client, 'savings', true],
    ['unplaced error, field has a value', graphQLErrors({ message: 'x' }), client, 'clearanceCertificates', false],
    ['unplaced error, a list came back null', graphQLErrors({ message: 'x' }), client, 'groups', true],
    ['unplaced error, no credit record for an unverified client is the answer', graphQLErrors({ message: 'x' }), unverified, 'debtBreakdown', false],
    ['unplaced error, no credit record for a verified client', graphQLErrors({ message: 'x' }), { ...client, debtBreakdown: null }, 'debtBreakdown', true],
    ['error on the path, unverified client', graphQLErrors({ message: 'x', path: ['myClient', 'debtBreakdown'] }), unverified, 'debtBreakdown', true],
    ['error on myClient itself', graphQLErrors({ message: 'x', path: ['myClient'] }), null, 'clearanceCertificates', true],
    ['the request failed as a whole', new Error('offline'), undefined, 'debtBreakdown', true],
  ])('%s', (_case, error, value, field, failed) => {
    expect(cardFailed(error, value, field)).toBe(failed);
  });
});

describe('savingsSummary', () => {
  it.each([
    [null, 0, 0],
    [[], 0, 0],
    [[{ amount: 0.1 }, { amount: 0.2 }], 2, 0.3],
    [[{ amount: 1200.1 }, { amount: 300.2 }, { amount: 0 }], 3, 1500.3],
    [[{ amount: Number.NaN }, { amount: 50 }], 2, 50],
  ])('%p -> %p goals, R %p', (buckets, goals, totalSaved) => {
    expect(savingsSummary(buckets)).toEqual({ goals, totalSaved });
  });
});

describe('monthlyBudget', () => {
  it.each([
    ['income minus affordability', { income: 30000, estimatedIncome: null, affordability: 12000, incomeIsEstimated: false }, { amount: 18000, estimated: false }],
    ['estimated income when the debt subgraph used it', { income: null, estimatedIncome: 20000.5, affordability: 8000.2, incomeIsEstimated: true }, { amount: 12000.3, estimated: true }],
    ['no affordability: Unknown', { income: 30000, estimatedIncome: null }, { amount: undefined, estimated: false }],
    ['affordability null: Unknown', { income: 30000, estimatedIncome: 1, affordability: null, incomeIsEstimated: false }, { amount: undefined, estimated: false }],
    ['no income behind it: Unknown', { income: 0, estimatedIncome: null, affordability: 100, incomeIsEstimated: false }, { amount: undefined, estimated: false }],
    ['estimate flagged but missing: Unknown', { income: 30000, estimatedIncome: null, affordability: 100, incomeIsEstimated: true }, { amount: undefined, estimated: false }],
  ])('%s', (_case, inputs, expected) => {
    expect(monthlyBudget(inputs)).toEqual(expected);
  });
});
