/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { SAVINGS_EFT_DETAILS } from '@imali/savings/domain';
import { withoutCanvas } from '@imali/shared/web/testing';
import { SavingsOverviewDocument } from '../../gql/graphql';
import { flagStorageKey } from '../../feature-flags';
import { bucket, overviewData, plain, renderAt } from '../../testing/savings-fixtures';
import { SavingsOverviewPage } from './savings-overview-page';

// Under Jest every image import is the same stub: a URL per type shows which type's image a page asked for.
jest.mock('../../components/goal-image', () => ({ goalImage: (type: string) => `/assets/goal-${type}.svg` }));

// jsdom draws nothing: the chart keeps its text alternative.
withoutCanvas();
afterEach(() => localStorage.clear());

const overview = (data: ReturnType<typeof overviewData>) => ({ request: { query: SavingsOverviewDocument }, result: { data } });
const open = (mocks: Parameters<typeof renderAt>[3]) => renderAt('/savings', '/savings', <SavingsOverviewPage />, mocks);

const goals = [
  bucket({ id: 'b-1', name: 'Emergency', bucketType: 'EMERGENCY', amount: 800, targetAmount: 1000, percentageFull: 80, desiredSavings: 200 }),
  bucket({ id: 'b-2', name: 'Holiday', bucketType: 'HOLIDAY', amount: 500, targetAmount: 10000, percentageFull: 5, desiredSavings: 1000 }),
  bucket({ id: 'b-3', name: 'Car', bucketType: 'CAR', amount: 0, targetAmount: 50000, percentageFull: 0, desiredSavings: 300 }),
];

describe('/savings', () => {
  it('shows a spinner, then the totals, the chart and a card per goal with its status and colour', async () => {
    open([overview(overviewData(goals))]);
    expect(screen.getByText('Loading your savings')).toBeTruthy();
    const total = await screen.findByTestId('savings-total');
    expect(plain(total)).toContain('R 1 300.00');
    expect(plain(screen.getByTestId('savings-monthly-total'))).toContain('R 1 500.00');
    const cards = screen.getAllByTestId('savings-goal');
    expect(cards.map((card) => within(card).getByTestId('savings-goal-status').textContent)).toEqual(['On Track', 'Progressing slowly', 'No Savings yet']);
    expect(cards.map((card) => within(card).getByRole('progressbar').getAttribute('data-colour'))).toEqual(['primary', 'red', 'red']);
    expect(cards[0]!.getAttribute('href')).toBe('/savings/b-1');
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('src'))).toEqual(['/assets/goal-EMERGENCY.svg', '/assets/goal-HOLIDAY.svg', '/assets/goal-CAR.svg']);
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('alt'))).toEqual(['', '', '']);
    expect(plain(screen.getByTestId('savings-chart-summary'))).toContain('Emergency: R 800.00 of R 1 000.00 (80%)');
  });

  it.each([
    ['R 1 300 of R 61 000 of targets, under 10%', goals, 'Poor', 'red'],
    ['R 800 of R 1 000', [goals[0]!], 'Good', 'primary'],
    ['no target on any goal: R 2 000 against R 10 000', [bucket({ id: 'b-9', bucketType: 'OTHER', amount: 2000, targetAmount: 0, percentageFull: 100 })], 'Average', 'yellow'],
  ])('shows the savings level of the total saved against the goals’ targets (%s)', async (_case, buckets, band, colour) => {
    open([overview(overviewData(buckets))]);
    const level = await screen.findByTestId('savings-level');
    expect(level.textContent).toBe(`Savings level: ${band}`);
    expect(level.getAttribute('data-colour')).toBe(colour);
  });

  it('shows the EFT details with the ID number as reference, and the failed collections', async () => {
    open([overview(overviewData(goals, { failed: [{ id: 'c-1', amount: 200, collectionDate: '2026-10-25', failureReason: 'Insufficient funds' }] }))]);
    const eft = await screen.findByTestId('savings-eft');
    expect(plain(eft)).toContain(SAVINGS_EFT_DETAILS.accountNumber);
    expect(within(eft).getByTestId('savings-eft-reference').textContent).toBe('8001015009087');
    expect(plain(screen.getByTestId('savings-failed-collection'))).toContain('R 200.00');
    expect(plain(screen.getByTestId('savings-failed-collection'))).toContain('Insufficient funds');
  });

  it('with no savings: the onboarding screen with the recommended goals and Add a Goal', async () => {
    open([overview(overviewData(null))]);
    const recommended = await screen.findByTestId('savings-recommended');
    expect(within(recommended).getAllByTestId('savings-recommended-goal').map((card) => card.textContent)).toEqual(['Emergency', 'Education', 'Car', 'Property', 'Funeral', 'Holiday']);
    expect(within(recommended).getAllByTestId('savings-recommended-goal')[3]!.getAttribute('href')).toBe('/savings/add/HOUSE');
    expect(screen.getByTestId('savings-recommended-add').getAttribute('href')).toBe('/savings/add');
    expect(within(recommended).getAllByTestId('savings-recommended-goal').map((card) => card.querySelector('img')?.getAttribute('src'))).toEqual(
      ['EMERGENCY', 'EDUCATION', 'CAR', 'HOUSE', 'FUNERAL', 'HOLIDAY'].map((type) => `/assets/goal-${type}.svg`),
    );
    expect(screen.getByTestId('savings-recommended-add').querySelector('img')?.getAttribute('src')).toBe('/assets/goal-OTHER.svg');
    expect(screen.getByRole('link', { name: 'Property' }).getAttribute('href')).toBe('/savings/add/HOUSE');
    expect(screen.queryByTestId('savings-chart')).toBeNull();
  });

  it.each([
    ['with goals', goals],
    ['on the onboarding screen', null],
  ])('offers the funeral prompt (%s): a card leading to the funeral cover journey', async (_case, buckets) => {
    open([overview(overviewData(buckets))]);
    const prompt = await screen.findByTestId('savings-funeral-prompt');
    expect(within(prompt).getByRole('heading').textContent).toBe('Funeral cover');
    expect(within(prompt).getByRole('link', { name: 'Get funeral cover' }).getAttribute('href')).toBe('/funeral');
  });

  it('a failing overview shows the error message text itself', async () => {
    open([{ request: { query: SavingsOverviewDocument }, error: new Error('Savings are resting') }]);
    expect(plain(await screen.findByRole('alert'))).toContain('Savings are resting');
  });

  it('the tax-number tip is off by default; with the flag on it shows only without a tax number', async () => {
    const first = open([overview(overviewData(goals))]);
    await screen.findByTestId('savings-total');
    expect(screen.queryByTestId('savings-tax-tip')).toBeNull();
    first.unmount();

    localStorage.setItem(flagStorageKey('savingsTaxNumber'), '1');
    const second = open([overview(overviewData(goals))]);
    expect(await screen.findByTestId('savings-tax-tip')).toBeTruthy();
    second.unmount();

    open([overview(overviewData(goals, { taxNumber: '0123456789' }))]);
    await screen.findByTestId('savings-total');
    expect(screen.queryByTestId('savings-tax-tip')).toBeNull();
  });

  it('Withdraw Funds opens the withdrawal flow at choosing a goal', async () => {
    open([overview(overviewData(goals))]);
    fireEvent.click(await screen.findByTestId('savings-withdraw'));
    expect(await screen.findByTestId('withdrawal-bucket')).toBeTruthy();
  });
});
