/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { SavingsOverviewDocument } from '../../gql/graphql';
import { bucket, overviewData, renderAt } from '../../testing/savings-fixtures';
import { SavingsAddPage } from './savings-add-page';

// Under Jest every image import is the same stub: a URL per type shows which type's image a page asked for.
jest.mock('../../components/goal-image', () => ({ goalImage: (type: string) => `/assets/goal-${type}.svg` }));

const overview = (data: ReturnType<typeof overviewData>) => ({ request: { query: SavingsOverviewDocument }, result: { data } });

describe('/savings/add', () => {
  it('lists My goals and the ten Create a new goal tiles; a tile opens the guided modal with that type', async () => {
    renderAt('/savings/add', '/savings/add', <SavingsAddPage />, [overview(overviewData([bucket({ id: 'b-1', name: 'Rainy day', bucketType: 'HOUSE' })]))]);
    const goals = await screen.findByTestId('savings-my-goals');
    expect(within(goals).getByRole('link', { name: 'Rainy day' }).getAttribute('href')).toBe('/savings/b-1');
    const tiles = screen.getAllByTestId('savings-new-goal');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Emergency', 'December Fund', 'Housing', 'Holiday', 'Car', 'Education', 'Health', 'Retirement', 'Funeral', 'Custom']);
    // Each tile shows its type's image, decorative beside the label (the tile's name stays the label).
    expect(tiles.map((tile) => tile.querySelector('img')?.getAttribute('src'))).toEqual(
      ['EMERGENCY', 'YEAR_END', 'HOUSE', 'HOLIDAY', 'CAR', 'EDUCATION', 'HEALTH', 'RETIREMENT', 'FUNERAL', 'OTHER'].map((type) => `/assets/goal-${type}.svg`),
    );
    expect(tiles.every((tile) => within(tile).getByTestId('savings-goal-image').getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(screen.getByRole('button', { name: 'December Fund' })).toBe(tiles[1]);
    fireEvent.click(tiles[3]!);
    expect(await screen.findByTestId('guided-goal-details')).toBeTruthy();
    expect(screen.getByLabelText('Destination')).toBeTruthy();
  });

  it('offers the chat flow', async () => {
    renderAt('/savings/add', '/savings/add', <SavingsAddPage />, [overview(overviewData(null))]);
    expect(await screen.findByText('No goals yet')).toBeTruthy();
    fireEvent.click(screen.getByTestId('savings-chat'));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('/savings/add/{bucketType} opens the guided modal for that type; an unknown type is not found', async () => {
    const first = renderAt('/savings/add/FUNERAL', '/savings/add/:bucketType', <SavingsAddPage />, [overview(overviewData(null))]);
    expect(await screen.findByLabelText('Sum assured (R)')).toBeTruthy();
    first.unmount();
    renderAt('/savings/add/BOAT', '/savings/add/:bucketType', <SavingsAddPage />, [overview(overviewData(null))]);
    expect(await screen.findByText(/Page not found/)).toBeTruthy();
  });

  describe('with an Emergency Fund already (one per client)', () => {
    const withEmergency = () => overview(overviewData([bucket({ id: 'em-1', name: 'Rainy day', bucketType: 'EMERGENCY' }), bucket({ id: 'b-2', name: 'Car', bucketType: 'CAR' })]));

    it('the Emergency tile opens that goal instead of starting a new one; the other tiles start one', async () => {
      renderAt('/savings/add', '/savings/add', <SavingsAddPage />, [withEmergency()]);
      const existing = await screen.findByTestId('savings-existing-emergency');
      expect(existing.getAttribute('href')).toBe('/savings/em-1');
      expect(existing.textContent).toContain('You already have one');
      expect(screen.getAllByTestId('savings-new-goal').map((tile) => tile.textContent)).toEqual(['December Fund', 'Housing', 'Holiday', 'Car', 'Education', 'Health', 'Retirement', 'Funeral', 'Custom']);
    });

    it('the step-by-step modal does not offer Emergency, and says why', async () => {
      renderAt('/savings/add', '/savings/add', <SavingsAddPage />, [withEmergency()]);
      await screen.findByTestId('savings-existing-emergency');
      fireEvent.click(screen.getByTestId('savings-guided'));
      const type = await screen.findByTestId('guided-goal-type');
      expect(within(type).queryByLabelText('Emergency')).toBeNull();
      expect(within(type).getByLabelText('December Fund')).toBeTruthy();
      expect(within(type).getByTestId('guided-goal-emergency-exists').textContent).toBe('You already have an Emergency Fund, so it is not offered here.');
    });

    it('the chat does not offer Emergency', async () => {
      renderAt('/savings/add', '/savings/add', <SavingsAddPage />, [withEmergency()]);
      await screen.findByTestId('savings-existing-emergency');
      fireEvent.click(screen.getByTestId('savings-chat'));
      fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
      const choices = (await screen.findAllByRole('radio')).map((radio) => (radio.closest('label')?.textContent ?? '').trim());
      expect(choices).not.toContain('Emergency');
      expect(choices).toContain('December Fund');
    });

    it('/savings/add/EMERGENCY offers the existing goal instead of the guided modal', async () => {
      renderAt('/savings/add/EMERGENCY', '/savings/add/:bucketType', <SavingsAddPage />, [withEmergency()]);
      const notice = await screen.findByTestId('savings-emergency-exists');
      expect(notice.textContent).toBe('You already have an Emergency Fund. Open my Emergency Fund');
      expect(within(notice).getByRole('link', { name: 'Open my Emergency Fund' }).getAttribute('href')).toBe('/savings/em-1');
      expect(screen.queryByTestId('guided-goal-modal')).toBeNull();
    });

    it('/savings/add/EMERGENCY without one opens the guided modal once the goals are known', async () => {
      renderAt('/savings/add/EMERGENCY', '/savings/add/:bucketType', <SavingsAddPage />, [overview(overviewData([bucket({ id: 'b-2', name: 'Car', bucketType: 'CAR' })]))]);
      expect(await screen.findByLabelText('Monthly income (R)')).toBeTruthy();
      expect(screen.queryByTestId('savings-emergency-exists')).toBeNull();
    });
  });
});
