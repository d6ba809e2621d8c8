/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { addMonths } from '@imali/savings/domain';
import { resolveToday, toIsoDate } from '@imali/shared/validation';
import { SavingsAddBucketDocument } from '../gql/graphql';
import { bucket, plain, renderAt } from '../testing/savings-fixtures';
import { ADD_ANOTHER_GOAL, ADD_GOAL_NOW, ChatGoalFlow, DONE, NOT_NOW } from './chat-goal-flow';

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

async function answerUpToMonths(what: string, amount: string, count: string, unit: string, affordable?: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
  fireEvent.click(await screen.findByLabelText(what));
  next();
  fireEvent.change(await screen.findByLabelText('Amount (R)'), { target: { value: amount } });
  next();
  await screen.findByTestId('chat-duration');
  fireEvent.click(screen.getByLabelText(unit));
  fireEvent.change(screen.getByRole('textbox'), { target: { value: count } });
  next();
  await screen.findByTestId('chat-estimate');
  const estimate = plain(screen.getByTestId('chat-estimate'));
  next();
  if (affordable !== undefined) fireEvent.change(await screen.findByLabelText('Each month (R)'), { target: { value: affordable } });
  else await screen.findByLabelText('Each month (R)');
  next();
  return estimate;
}

describe('chat-style goal flow', () => {
  it('offers what to save for in the spec’s type labels (Medical, the chat form’s own, is HEALTH)', async () => {
    renderAt('/savings/add', '/savings/add', <ChatGoalFlow onClose={jest.fn()} />, []);
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    const choices = (await screen.findAllByRole('radio')).map((radio) => (radio.closest('label')?.textContent ?? '').trim());
    expect(choices).toEqual(['Emergency', 'Holiday', 'Education', 'Car', 'Housing', 'Medical', 'December Fund', 'Retirement', 'Funeral', 'Custom']);
  });

  it('with an Emergency Fund already, does not offer another and says so at once', async () => {
    renderAt('/savings/add', '/savings/add', <ChatGoalFlow onClose={jest.fn()} emergencyGoalId="em-1" />, []);
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    const choices = (await screen.findAllByRole('radio')).map((radio) => (radio.closest('label')?.textContent ?? '').trim());
    expect(choices).toEqual(['Holiday', 'Education', 'Car', 'Housing', 'Medical', 'December Fund', 'Retirement', 'Funeral', 'Custom']);
    expect(screen.getByTestId('chat-emergency-exists').textContent).toBe('You already have an Emergency Fund, so it is not offered here.');
  });

  it('start, what, amount, duration, the estimate to the nearest R10, the affordable amount and months; Add goal now, then Done goes to /savings', async () => {
    const sent: unknown[] = [];
    const onClose = jest.fn();
    renderAt('/savings/add', '/savings/add', <ChatGoalFlow onClose={onClose} />, [
      {
        request: { query: SavingsAddBucketDocument, variables: (variables: unknown) => (sent.push(variables), true) },
        result: { data: { addSavingsBucket: bucket({ id: 'h-1', bucketType: 'EDUCATION' }) } },
      },
    ]);
    // R 12 000 over 26 weeks (6.5 months) is R 1 846.15, to the nearest R10: R 1 850
    const estimate = await answerUpToMonths('Education', '12000', '26', 'Weeks', '500');
    expect(estimate).toBe('R 1 850.00');
    expect((await screen.findByTestId('chat-months')).textContent).toBe('24');
    fireEvent.click(screen.getByRole('button', { name: ADD_GOAL_NOW }));
    fireEvent.click(await screen.findByRole('button', { name: DONE }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const input = (sent[0] as { bucketInfo: Record<string, unknown> }).bucketInfo;
    expect(input).toMatchObject({ bucketType: 'EDUCATION', targetAmount: 12000, desiredSavings: 500, targetDate: toIsoDate(addMonths(resolveToday(), 24)) });
    expect(typeof input['idempotencyKey']).toBe('string');
  });

  it('Medical is saved as HEALTH; years are months x 12; Add another goal goes to /savings/add', async () => {
    const sent: unknown[] = [];
    renderAt('/savings', '/savings', <ChatGoalFlow onClose={() => undefined} />, [
      {
        request: { query: SavingsAddBucketDocument, variables: (variables: unknown) => (sent.push(variables), true) },
        result: { data: { addSavingsBucket: bucket({ id: 'm-1', bucketType: 'HEALTH' }) } },
      },
    ]);
    const estimate = await answerUpToMonths('Medical', '24000', '2', 'Years');
    expect(estimate).toBe('R 1 000.00');
    // The affordable amount starts at the estimate.
    expect((await screen.findByTestId('chat-months')).textContent).toBe('24');
    fireEvent.click(screen.getByRole('button', { name: ADD_GOAL_NOW }));
    fireEvent.click(await screen.findByRole('button', { name: ADD_ANOTHER_GOAL }));
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toBeTruthy());
    expect((sent[0] as { bucketInfo: { bucketType: string } }).bucketInfo.bucketType).toBe('HEALTH');
  });

  it('the duration must be a whole number, and Not now ends the flow without saving', async () => {
    const onClose = jest.fn();
    renderAt('/savings/add', '/savings/add', <ChatGoalFlow onClose={onClose} />, []);
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    fireEvent.click(await screen.findByLabelText('Car'));
    next();
    fireEvent.change(await screen.findByLabelText('Amount (R)'), { target: { value: '5000' } });
    next();
    await screen.findByTestId('chat-duration');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '2.5' } });
    next();
    expect(await screen.findByText('Whole numbers only')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '5' } });
    next();
    await screen.findByTestId('chat-estimate');
    next();
    await screen.findByLabelText('Each month (R)');
    next();
    fireEvent.click(await screen.findByRole('button', { name: NOT_NOW }));
    expect(onClose).toHaveBeenCalled();
  });

  it('Holiday: "Add goal now" asks the destination in the guided modal (the trip on the day the money is there), then the chat ends as usual', async () => {
    const sent: unknown[] = [];
    const reach = toIsoDate(addMonths(resolveToday(), 20));
    renderAt('/savings/add', '/savings/add', <ChatGoalFlow onClose={() => undefined} />, [
      {
        request: { query: SavingsAddBucketDocument, variables: (variables: unknown) => (sent.push(variables), true) },
        result: { data: { addSavingsBucket: bucket({ id: 'h-2', bucketType: 'HOLIDAY', name: 'Holiday' }) } },
      },
    ]);
    await answerUpToMonths('Holiday', '12000', '10', 'Months', '600');
    expect((await screen.findByTestId('chat-months')).textContent).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: ADD_GOAL_NOW }));
    // The guided modal at the details, with the chat's figures.
    expect((await screen.findByLabelText('Trip date') as HTMLInputElement).value).toBe(reach);
    expect((screen.getByLabelText('Goal amount (R)') as HTMLInputElement).value).toBe('12000');
    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'Durban' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId('guided-goal-quote');
    expect((screen.getByLabelText('Monthly amount (R)') as HTMLInputElement).value).toBe('600');
    fireEvent.click(screen.getByTestId('guided-goal-done'));
    await waitFor(() => expect(screen.queryByTestId('guided-goal-modal')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: DONE }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(sent[0]).toMatchObject({ bucketInfo: { bucketType: 'HOLIDAY', targetAmount: 12000, desiredSavings: 600, metaData: [{ key: 'destination', value: 'Durban' }, { key: 'tripDate', value: reach }] } });
  });
});
