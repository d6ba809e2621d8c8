/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { addMonths, BUCKET_TYPES, deriveTargetDate, EMERGENCY_EXISTS_MESSAGE, goalDetailsFromMetaData, goalEstimate, quoteWithDate, quoteWithMonthly, savingsGoalRules } from '@imali/savings/domain';
import { resolveToday, toIsoDate } from '@imali/shared/validation';
import { SavingsAddBucketDocument, SavingsUpdateBucketDocument } from '../gql/graphql';
import { bucket } from '../testing/savings-fixtures';
import { EMERGENCY_EXISTS_NOTE, GuidedGoalModal, offeredGoalTypes, saveErrorText, type GuidedGoalModalProps } from './guided-goal-modal';
import { detailFields, detailsForType, editGoalValues, fromQuoteAnswers, goalInput, openingQuote, toQuoteAnswers } from './guided-goal-steps';

const today = resolveToday();
const inMonths = (months: number) => toIsoDate(addMonths(today, months));

function open(mocks: MockLink.MockedResponse[], props: Partial<GuidedGoalModalProps> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <GuidedGoalModal income={20000} birthDate="1980-01-01" onClose={onClose} onSaved={onSaved} {...props} />
    </MockedProvider>,
  );
  return { onClose, onSaved };
}

const step = () => screen.getByTestId('wizard-step');

/** Editing opens at "Choose the type" (the goal's type chosen): Next goes on to its details. */
async function passTypeStep() {
  fireEvent.click(within(await screen.findByTestId('guided-goal-type')).getByRole('button', { name: 'Next' }));
  return screen.findByTestId('guided-goal-details');
}

describe('guided goal steps (data)', () => {
  it('asks each type its own details, from the domain rules', () => {
    expect(detailFields('EMERGENCY', today)).toEqual(['income', 'goalMonthsInFund', 'targetDate', 'existingAmount']);
    expect(detailFields('HOLIDAY', today)).toEqual(['destination', 'tripDate', 'targetAmount', 'existingAmount']);
    expect(detailFields('FUNERAL', today)).toEqual(['sumAssured', 'stopPayingAge', 'currentPremiums', 'coverTypes', 'existingAmount']);
    expect(detailFields('OTHER', today)).toEqual(['description', 'targetAmount', 'targetDate', 'existingAmount']);
  });

  it('derives the Emergency target (income x months), the monthly amount from the date, and the input sent', () => {
    const quote = openingQuote('EMERGENCY', { income: '20000', goalMonthsInFund: '2', targetDate: inMonths(40) }, today, null);
    expect(quote.targetAmountCents).toBe(4_000_000);
    expect(quote.desiredSavingsCents).toBe(100_000);
    expect(goalInput('EMERGENCY', { income: '20000', goalMonthsInFund: '2' }, quote)).toEqual({
      bucketType: 'EMERGENCY',
      targetAmount: 40000,
      targetDate: inMonths(40),
      desiredSavings: 1000,
      metaData: [
        { key: 'income', value: '20000' },
        { key: 'goalMonthsInFund', value: '2' },
      ],
    });
  });
});

describe('the input an edit sends: what the client emptied is cleared', () => {
  const quoteOf = (type: 'OTHER' | 'FUNERAL' | 'CAR', details: Record<string, string>) => openingQuote(type, details, today, null);

  it('"Already saved elsewhere" and a Custom description emptied are sent as null, and the description leaves the details', () => {
    const details = { name: 'Wedding', targetAmount: '20000', targetDate: inMonths(20) };
    const input = goalInput('OTHER', details, quoteOf('OTHER', details), 'OTHER');
    expect(input).toMatchObject({ bucketType: 'OTHER', existingAmount: null, description: null, metaData: [] });
    // A new goal sends neither (the API's defaults).
    const added = goalInput('OTHER', details, quoteOf('OTHER', details));
    expect('existingAmount' in added || 'description' in added).toBe(false);
  });

  it('kept figures are sent as they are; a Custom goal becoming another type clears its description', () => {
    const details = { targetAmount: '20000', targetDate: inMonths(20), existingAmount: '1500', description: 'Wedding' };
    expect(goalInput('OTHER', details, quoteOf('OTHER', details), 'OTHER')).toMatchObject({ existingAmount: 1500, description: 'Wedding', metaData: [{ key: 'description', value: 'Wedding' }] });
    const car = goalInput('CAR', { targetAmount: '20000', targetDate: inMonths(20) }, quoteOf('CAR', { targetAmount: '20000', targetDate: inMonths(20) }), 'OTHER');
    expect(car).toMatchObject({ bucketType: 'CAR', description: null, existingAmount: null, metaData: [] });
    // Another type's description (set through the API, not asked here) is left alone.
    expect('description' in goalInput('CAR', { targetAmount: '20000', targetDate: inMonths(20) }, quoteOf('CAR', { targetAmount: '20000', targetDate: inMonths(20) }), 'CAR')).toBe(false);
  });

  it("a Funeral goal's optional details emptied are left out of the details sent (the subgraph replaces them)", () => {
    const details = { sumAssured: '30000', stopPayingAge: '65', currentPremiums: '', coverTypes: '' };
    expect(goalInput('FUNERAL', details, quoteOf('FUNERAL', details), 'FUNERAL').metaData).toEqual([
      { key: 'sumAssured', value: '30000' },
      { key: 'stopPayingAge', value: '65' },
    ]);
  });
});

describe('the date the quote shows is the date the server keeps', () => {
  // The subgraph derives Holiday's target date from tripDate (and Emergency's amount from income x
  // months): what done sends must derive, by the same domain functions, to what the quote showed.
  const serverDate = (input: ReturnType<typeof goalInput>) => {
    const details = goalDetailsFromMetaData(input.metaData);
    const date = deriveTargetDate({ bucketType: input.bucketType, targetDate: input.targetDate, tripDate: details['tripDate'] });
    return date ? toIsoDate(date) : undefined;
  };

  it.each([
    ['HOLIDAY', { destination: 'Durban', tripDate: inMonths(12), targetAmount: '12000' }],
    ['CAR', { targetAmount: '30000', targetDate: inMonths(12) }],
    ['EMERGENCY', { income: '20000', goalMonthsInFund: '1', targetDate: inMonths(12) }],
  ] as const)('%s: a date moved on the quote (either way) is the date saved', (type, details) => {
    const opening = openingQuote(type, details, today, null);
    expect(serverDate(goalInput(type, details, opening))).toBe(inMonths(12));
    const byDate = toQuoteAnswers(quoteWithDate(fromQuoteAnswers(opening), inMonths(24), today));
    expect(serverDate(goalInput(type, details, byDate))).toBe(inMonths(24));
    const byMonthly = toQuoteAnswers(quoteWithMonthly(fromQuoteAnswers(opening), 200_000, today));
    expect(byMonthly.targetDate).not.toBe(inMonths(12));
    expect(serverDate(goalInput(type, details, byMonthly))).toBe(byMonthly.targetDate);
  });
});

describe('GuidedGoalModal', () => {
  it('type, details, quote with the two-way recomputation, then done adds the goal with an idempotency key and closes', async () => {
    const sent: Record<string, unknown>[] = [];
    const { onClose, onSaved } = open([
      {
        request: { query: SavingsAddBucketDocument, variables: (variables: Record<string, unknown>) => (sent.push(variables), true) },
        result: { data: { addSavingsBucket: bucket({ id: 'new-1', targetAmount: 40000, desiredSavings: 1000 }) } },
      },
    ]);
    // Type
    fireEvent.click(within(step()).getByLabelText('Emergency'));
    fireEvent.click(within(step()).getByRole('button', { name: 'Next' }));
    // Details: the rules' messages first
    await screen.findByTestId('guided-goal-details');
    fireEvent.click(within(step()).getByRole('button', { name: 'Next' }));
    expect((await within(step()).findAllByText('This field is required')).length).toBeGreaterThanOrEqual(2);
    fireEvent.change(within(step()).getByLabelText('Monthly income (R)'), { target: { value: '20000' } });
    fireEvent.click(within(step()).getByLabelText('2 months'));
    fireEvent.change(within(step()).getByLabelText('Target date'), { target: { value: inMonths(40) } });
    fireEvent.click(within(step()).getByRole('button', { name: 'Next' }));
    // Quote: R 40 000 over 40 months is R 1 000 a month
    await screen.findByTestId('guided-goal-quote');
    expect(screen.getByTestId('quote-target-amount').textContent?.replace(/\u00a0/g, ' ')).toBe('R 40 000.00');
    expect((screen.getByLabelText('Monthly amount (R)') as HTMLInputElement).value).toBe('1000');
    // Monthly -> date: R 2 000 a month takes 20 months
    fireEvent.change(screen.getByLabelText('Monthly amount (R)'), { target: { value: '2000' } });
    expect((screen.getByLabelText('Target date') as HTMLInputElement).value).toBe(inMonths(20));
    // Date -> monthly: 80 months is R 500 a month
    fireEvent.change(screen.getByLabelText('Target date'), { target: { value: inMonths(80) } });
    await waitFor(() => expect((screen.getByLabelText('Monthly amount (R)') as HTMLInputElement).value).toBe('500'));
    fireEvent.click(screen.getByTestId('guided-goal-done'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const input = (sent[0] as { bucketInfo: Record<string, unknown> }).bucketInfo;
    expect(input).toMatchObject({ bucketType: 'EMERGENCY', targetAmount: 40000, targetDate: inMonths(80), desiredSavings: 500 });
    expect(typeof input['idempotencyKey']).toBe('string');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'new-1' }));
  });

  it('a Funeral goal with a birth date: the date is the day the client turns the stop-paying age, and the monthly amount alone moves', async () => {
    const sent: unknown[] = [];
    const { onClose } = open(
      [
        {
          request: { query: SavingsAddBucketDocument, variables: (variables: unknown) => (sent.push(variables), true) },
          result: { data: { addSavingsBucket: bucket({ id: 'new-f', bucketType: 'FUNERAL', targetAmount: 30000 }) } },
        },
      ],
      { bucketType: 'FUNERAL', birthDate: '1980-06-15' },
    );
    await screen.findByTestId('guided-goal-details');
    fireEvent.change(within(step()).getByLabelText('Sum assured (R)'), { target: { value: '30000' } });
    fireEvent.click(within(step()).getByLabelText('60'));
    fireEvent.click(within(step()).getByRole('button', { name: 'Next' }));
    await screen.findByTestId('guided-goal-quote');
    const date = screen.getByLabelText('Target date') as HTMLInputElement;
    expect(date.value).toBe('2040-06-15');
    expect(date.readOnly).toBe(true);
    expect(screen.getByTestId('quote-date-text').textContent).toContain('The day you turn 60');
    fireEvent.change(screen.getByLabelText('Monthly amount (R)'), { target: { value: '1000' } });
    // R 30 000 at R 1 000 a month: 30 months; the target date stays.
    expect(date.value).toBe('2040-06-15');
    expect(screen.getByTestId('quote-date-text').textContent).toContain('At this monthly amount you reach your goal by');
    fireEvent.click(screen.getByTestId('guided-goal-done'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((sent[0] as { bucketInfo: Record<string, unknown> }).bucketInfo).toMatchObject({ bucketType: 'FUNERAL', targetAmount: 30000, targetDate: '2040-06-15', desiredSavings: 1000 });
  });

  describe('the figures are for the amount in the monthly field only when its rule passes it, otherwise the empty state', () => {
    const monthlyField = () => screen.getByLabelText('Monthly amount (R)') as HTMLInputElement;
    const type = (value: string) => fireEvent.change(monthlyField(), { target: { value } });
    const figures = () => ({
      date: (screen.getByLabelText('Target date') as HTMLInputElement).value,
      hint: screen.getByTestId('quote-date-text').textContent ?? '',
      slider: (screen.getByLabelText('Monthly amount slider') as HTMLInputElement).value,
    });
    const refused = ['abc', '-50', '50.555', '10000001', ''];

    it('a new goal: no date or "reach your goal by" worked out from a refused or empty amount; the date follows again, and a new date rewrites the field and its message', async () => {
      open([], { bucketType: 'CAR' });
      await screen.findByTestId('guided-goal-details');
      fireEvent.change(within(step()).getByLabelText('Goal amount (R)'), { target: { value: '30000' } });
      fireEvent.change(within(step()).getByLabelText('Target date'), { target: { value: inMonths(30) } });
      fireEvent.click(within(step()).getByRole('button', { name: 'Next' }));
      await screen.findByTestId('guided-goal-quote');
      expect(monthlyField().value).toBe('1000');
      const empty = { date: '', hint: 'Add a monthly amount to see when you reach your goal', slider: '0' };
      for (const value of refused) {
        type(value);
        expect([value, figures()]).toEqual([value, empty]);
      }
      // The rule's message stays under the field: the client sees why there are no figures, and
      // Done waits for an amount (empty, the API would save its default R 500 a month instead).
      for (const value of refused) {
        type(value);
        expect([value, Boolean(screen.getByRole('alert').textContent), (screen.getByTestId('guided-goal-done') as HTMLButtonElement).disabled]).toEqual([value, true, true]);
      }
      expect(screen.getByRole('alert').textContent).toBe('This field is required');
      type('abc');
      type('2000');
      expect(figures()).toEqual({ date: inMonths(15), hint: expect.stringContaining('You reach your goal by') as string, slider: '2000' });
      // A new date while the field holds text its rule refuses: the monthly amount follows, and the message goes with the text.
      type('abc');
      fireEvent.change(screen.getByLabelText('Target date'), { target: { value: inMonths(60) } });
      await waitFor(() => expect(monthlyField().value).toBe('500'));
      expect(screen.queryByRole('alert')).toBeNull();
      expect((screen.getByTestId('guided-goal-done') as HTMLButtonElement).disabled).toBe(false);
    });

    it('a Funeral goal (date fixed): "At this monthly amount you reach your goal by" only for an amount the rule passes; the fixed date stays', async () => {
      open([], { bucketType: 'FUNERAL', birthDate: '1980-06-15' });
      await screen.findByTestId('guided-goal-details');
      fireEvent.change(within(step()).getByLabelText('Sum assured (R)'), { target: { value: '30000' } });
      fireEvent.click(within(step()).getByLabelText('60'));
      fireEvent.click(within(step()).getByRole('button', { name: 'Next' }));
      await screen.findByTestId('guided-goal-quote');
      type('1000');
      expect(figures().hint).toContain('At this monthly amount you reach your goal by');
      for (const value of refused) {
        type(value);
        expect([value, figures()]).toEqual([value, { date: '2040-06-15', hint: 'The day you turn 60, when you stop paying.', slider: '0' }]);
      }
    });

    it('editing a goal with money in it: the same, the estimate back once the amount is one', async () => {
      open([], { editing: bucket({ id: 'b-7', name: 'Car', bucketType: 'CAR', amount: 3000, existingAmount: 2000, targetAmount: 12000, targetDate: inMonths(12), desiredSavings: 500, metaData: [{ __typename: 'MetaData', key: 'savingFor', value: 'New Car' }] }) });
      await passTypeStep();
      fireEvent.click(within(step()).getByRole('button', { name: 'Next' }));
      await screen.findByTestId('guided-goal-quote');
      for (const value of refused) {
        type(value);
        expect([value, figures()]).toEqual([value, { date: '', hint: 'Add a monthly amount to see when you reach your goal', slider: '0' }]);
      }
      type('1000');
      expect(figures()).toEqual({ date: inMonths(7), hint: expect.stringContaining('You reach your goal by') as string, slider: '1000' });
    });
  });

  it('a server refusal on the goal type reads "Goal type: ...", never the raw field name', async () => {
    open(
      [
        {
          request: { query: SavingsAddBucketDocument, variables: () => true },
          result: { errors: [new GraphQLError('Invalid input', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'bucketType', message: EMERGENCY_EXISTS_MESSAGE }] } })] },
        },
      ],
      { bucketType: 'EMERGENCY' },
    );
    await screen.findByTestId('guided-goal-details');
    fireEvent.change(within(step()).getByLabelText('Monthly income (R)'), { target: { value: '20000' } });
    fireEvent.click(within(step()).getByLabelText('1 month'));
    fireEvent.change(within(step()).getByLabelText('Target date'), { target: { value: inMonths(20) } });
    fireEvent.click(within(step()).getByRole('button', { name: 'Next' }));
    await screen.findByTestId('guided-goal-quote');
    fireEvent.click(screen.getByTestId('guided-goal-done'));
    expect((await screen.findByTestId('guided-goal-error')).textContent).toBe('Goal type: You already have an Emergency Fund');
  });

  it('every field the subgraph names for a goal has a label; an unknown field shows the message alone', () => {
    const fields = new Set<string>(['bucketType', 'payoutDate', 'payoutDay', 'payoutYear', 'metaData', 'metaData.0.key', 'metaData.3.value']);
    for (const type of BUCKET_TYPES) for (const field of Object.keys(savingsGoalRules(type, today))) fields.add(field);
    for (const field of ['targetAmount', 'targetDate']) fields.add(field);
    for (const field of fields) expect(saveErrorText(field, 'Nope')).toMatch(/^[A-Z][^:]*: Nope$/);
    expect(saveErrorText('bucketType', EMERGENCY_EXISTS_MESSAGE)).toBe('Goal type: You already have an Emergency Fund');
    expect(saveErrorText('desiredSavings', 'Must be zero or more')).toBe('Monthly amount (R): Must be zero or more');
    expect(saveErrorText('somethingElse', 'Nope')).toBe('Nope');
  });

  describe('with an Emergency Fund already', () => {
    it('the type step does not offer Emergency for a new goal, and says so', async () => {
      open([], { emergencyGoalId: 'em-1' });
      expect(within(step()).queryByLabelText('Emergency')).toBeNull();
      expect(within(step()).getByTestId('guided-goal-emergency-exists').textContent).toBe(EMERGENCY_EXISTS_NOTE);
    });

    it('offeredGoalTypes: Emergency only without one, or for the Emergency Fund itself', () => {
      expect(offeredGoalTypes(null, null)).toContain('EMERGENCY');
      expect(offeredGoalTypes('em-1', null)).not.toContain('EMERGENCY');
      expect(offeredGoalTypes('em-1', 'b-2')).not.toContain('EMERGENCY');
      expect(offeredGoalTypes('em-1', 'em-1')).toContain('EMERGENCY');
      expect(offeredGoalTypes('em-1', null)).toHaveLength(9);
    });
  });

  describe('editing: "Choose the type" first, then the details, the quote and done', () => {
    const custom = () => bucket({ id: 'b-5', name: 'Custom', bucketType: 'OTHER', description: 'Wedding', existingAmount: 1000, targetAmount: 20000, targetDate: inMonths(20), metaData: [{ __typename: 'MetaData', key: 'description', value: 'Wedding' }] });

    it('another type: the old type\'s details go, the figures stay, and the update sends the new type', async () => {
      const sent: unknown[] = [];
      const { onClose } = open(
        [
          {
            request: { query: SavingsUpdateBucketDocument, variables: (variables: unknown) => (sent.push(variables), true) },
            result: { data: { updateSavingsBucket: bucket({ id: 'b-5', bucketType: 'CAR' }) } },
          },
        ],
        { editing: custom() },
      );
      const type = await screen.findByTestId('guided-goal-type');
      expect((within(type).getByLabelText('Custom') as HTMLInputElement).checked).toBe(true);
      fireEvent.click(within(type).getByLabelText('Car'));
      fireEvent.click(within(type).getByRole('button', { name: 'Next' }));
      const details = await screen.findByTestId('guided-goal-details');
      expect(within(details).queryByLabelText('What are you saving for?')).toBeNull();
      expect((within(details).getByLabelText('Goal name') as HTMLInputElement).value).toBe('Car');
      expect((within(details).getByLabelText('Goal amount (R)') as HTMLInputElement).value).toBe('20000');
      expect((within(details).getByLabelText('Already saved elsewhere (R)') as HTMLInputElement).value).toBe('1000');
      fireEvent.click(within(details).getByRole('button', { name: 'Next' }));
      await screen.findByTestId('guided-goal-quote');
      fireEvent.click(screen.getByTestId('guided-goal-done'));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(sent[0]).toMatchObject({ id: 'b-5', input: { bucketType: 'CAR', name: 'Car', description: null, existingAmount: 1000, targetAmount: 20000, metaData: [] } });
    });

    it('with an Emergency Fund elsewhere, another goal cannot become one (the server refuses a second)', async () => {
      open([], { editing: custom(), emergencyGoalId: 'em-1' });
      const type = await screen.findByTestId('guided-goal-type');
      expect(within(type).queryByLabelText('Emergency')).toBeNull();
      expect(within(type).getByLabelText('December Fund')).toBeTruthy();
    });

    it('the Emergency Fund itself: its type is offered and chosen', async () => {
      open([], { editing: bucket({ id: 'em-1', bucketType: 'EMERGENCY', metaData: [{ __typename: 'MetaData', key: 'income', value: '20000' }, { __typename: 'MetaData', key: 'goalMonthsInFund', value: '1' }] }), emergencyGoalId: 'em-1' });
      const type = await screen.findByTestId('guided-goal-type');
      expect((within(type).getByLabelText('Emergency') as HTMLInputElement).checked).toBe(true);
      expect(within(type).queryByTestId('guided-goal-emergency-exists')).toBeNull();
    });

    it('detailsForType: a new goal starts afresh; an edit keeps its details for its own type, and drops only the old type\'s for another', () => {
      const values = editGoalValues(custom());
      expect(detailsForType({ ...values, editingId: null }, 'CAR')).toEqual({});
      expect(detailsForType(values, 'OTHER')).toBe(values.details);
      expect(detailsForType(values, 'HOUSE')).toEqual({ name: 'Housing', targetAmount: '20000', targetDate: inMonths(20), existingAmount: '1000' });
      expect(detailsForType({ ...values, details: { ...values.details, name: 'Our wedding' } }, 'HOUSE').name).toBe('Our wedding');
    });
  });

  it('a failed save keeps the same idempotency key for the retry', async () => {
    const keys: string[] = [];
    const matcher = (variables: { bucketInfo: { idempotencyKey: string } }) => (keys.push(variables.bucketInfo.idempotencyKey), true);
    open(
      [
        { request: { query: SavingsAddBucketDocument, variables: matcher }, result: { errors: [new GraphQLError('Saving is paused')] } },
        { request: { query: SavingsAddBucketDocument, variables: matcher }, result: { data: { addSavingsBucket: bucket({ id: 'new-2', bucketType: 'CAR' }) } } },
      ],
      { bucketType: 'CAR' },
    );
    // The type came with the page: no type step.
    await screen.findByTestId('guided-goal-details');
    fireEvent.change(within(step()).getByLabelText('Goal amount (R)'), { target: { value: '30000' } });
    fireEvent.change(within(step()).getByLabelText('Target date'), { target: { value: inMonths(30) } });
    fireEvent.click(within(step()).getByRole('button', { name: 'Next' }));
    await screen.findByTestId('guided-goal-quote');
    fireEvent.click(screen.getByTestId('guided-goal-done'));
    expect((await screen.findByTestId('guided-goal-error')).textContent).toContain('Saving is paused');
    fireEvent.click(screen.getByTestId('guided-goal-done'));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toBe(keys[1]);
  });

  it('editing updates the goal it was opened with', async () => {
    const sent: unknown[] = [];
    const { onClose } = open(
      [
        {
          request: { query: SavingsUpdateBucketDocument, variables: (variables: unknown) => (sent.push(variables), true) },
          result: { data: { updateSavingsBucket: bucket({ id: 'b-9', bucketType: 'HOLIDAY' }) } },
        },
      ],
      { editing: bucket({ id: 'b-9', name: 'Durban', bucketType: 'HOLIDAY', targetAmount: 12000, targetDate: inMonths(12), metaData: [{ __typename: 'MetaData', key: 'destination', value: 'Durban' }, { __typename: 'MetaData', key: 'tripDate', value: inMonths(12) }] }) },
    );
    // "Choose the type" first, the goal's own chosen.
    expect((within(await screen.findByTestId('guided-goal-type')).getByLabelText('Holiday') as HTMLInputElement).checked).toBe(true);
    await passTypeStep();
    expect((within(step()).getByLabelText('Destination') as HTMLInputElement).value).toBe('Durban');
    fireEvent.click(within(step()).getByRole('button', { name: 'Next' }));
    await screen.findByTestId('guided-goal-quote');
    fireEvent.click(screen.getByTestId('guided-goal-done'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ id: 'b-9', input: { bucketType: 'HOLIDAY', name: 'Durban', targetAmount: 12000, targetDate: inMonths(12), desiredSavings: 1000 } });
  });

  it('editing: emptying "Already saved elsewhere" sends null, so the goal no longer counts it', async () => {
    const sent: unknown[] = [];
    const { onClose } = open(
      [
        {
          request: { query: SavingsUpdateBucketDocument, variables: (variables: unknown) => (sent.push(variables), true) },
          result: { data: { updateSavingsBucket: bucket({ id: 'b-8', bucketType: 'CAR' }) } },
        },
      ],
      { editing: bucket({ id: 'b-8', name: 'Car', bucketType: 'CAR', existingAmount: 2000, targetAmount: 12000, targetDate: inMonths(12), metaData: [{ __typename: 'MetaData', key: 'savingFor', value: 'New Car' }] }) },
    );
    const details = await passTypeStep();
    fireEvent.change(within(details).getByLabelText('Already saved elsewhere (R)'), { target: { value: '' } });
    fireEvent.change(within(details).getByLabelText('Saving for'), { target: { value: '' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Next' }));
    await screen.findByTestId('guided-goal-quote');
    fireEvent.click(screen.getByTestId('guided-goal-done'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ id: 'b-8', input: { bucketType: 'CAR', existingAmount: null, metaData: [] } });
  });

  it('editing a goal with money in it: the quote counts its balance with existingAmount, as the goal page estimate does', async () => {
    const sent: unknown[] = [];
    const { onClose } = open(
      [
        {
          request: { query: SavingsUpdateBucketDocument, variables: (variables: unknown) => (sent.push(variables), true) },
          result: { data: { updateSavingsBucket: bucket({ id: 'b-7', bucketType: 'CAR' }) } },
        },
      ],
      // R 3 000 in the goal and R 2 000 elsewhere of R 12 000: R 7 000 left.
      { editing: bucket({ id: 'b-7', name: 'Car', bucketType: 'CAR', amount: 3000, existingAmount: 2000, targetAmount: 12000, targetDate: inMonths(12), desiredSavings: 500, metaData: [{ __typename: 'MetaData', key: 'savingFor', value: 'New Car' }] }) },
    );
    await passTypeStep();
    fireEvent.click(within(step()).getByRole('button', { name: 'Next' }));
    await screen.findByTestId('guided-goal-quote');
    expect(screen.getByTestId('quote-saved').textContent?.replace(/\u00a0/g, ' ')).toBe('Saved so far: R 3 000.00');
    // Date -> monthly: R 7 000 over 12 months (not R 10 000, which ignores the balance).
    expect((screen.getByLabelText('Monthly amount (R)') as HTMLInputElement).value).toBe('583.34');
    // The slider's ceiling is what is left: R 7 000.
    expect((screen.getByLabelText('Monthly amount slider') as HTMLInputElement).max).toBe('7000');
    // Monthly -> date: R 1 000 a month takes 7 months, the date the goal page will estimate.
    fireEvent.change(screen.getByLabelText('Monthly amount (R)'), { target: { value: '1000' } });
    const estimate = goalEstimate({ amountCents: 300_000, existingAmountCents: 200_000, targetCents: 1_200_000, monthlyCents: 100_000 }, today);
    expect((screen.getByLabelText('Target date') as HTMLInputElement).value).toBe(inMonths(7));
    expect(toIsoDate(estimate.estimatedDate!)).toBe(inMonths(7));
    fireEvent.click(screen.getByTestId('guided-goal-done'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // existingAmount stays the client's figure: the balance is the ledger's, never sent.
    expect(sent[0]).toMatchObject({ id: 'b-7', input: { bucketType: 'CAR', targetAmount: 12000, targetDate: inMonths(7), desiredSavings: 1000, existingAmount: 2000 } });
  });
});
