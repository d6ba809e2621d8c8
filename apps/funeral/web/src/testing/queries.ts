// Reading the page the way the specs of this remote do: field messages, alerts, steps, and what
// the fake server was asked.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeServer } from './fake-funeral-server';
import { readable } from './render';

/** The message shown beside a field: its `field__error`, found through the control's aria-describedby. */
export function errorBeside(control: Element): string | undefined {
  const element = (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((candidate) => candidate?.classList.contains('field__error'));
  return element ? readable(element) : undefined;
}

/** Every alert's text, in the page or inside `container`. */
export const alertTexts = (container?: HTMLElement) => (container ? within(container) : screen).queryAllByRole('alert').map((element) => readable(element));

/** A click, and whatever it starts (a mutation, a step) settled. */
export const clickOn = (element: Element) => act(async () => fireEvent.click(element));

/** Clicks the button named `name`, in the page or inside `container`. */
export const clickButton = (name: string | RegExp, container?: HTMLElement) => clickOn((container ? within(container) : screen).getByRole('button', { name }));

/** The variables of every request the fake server got for this operation, in order. */
export const variablesOf = (server: FakeServer, operationName: string) =>
  server.requests.filter((request) => request.operationName === operationName).map((request) => request.variables);

/** The `data-step` of the step shown in the element with this test id (undefined when none). */
export const stepShown = (testId: string) => screen.queryByTestId(testId)?.getAttribute('data-step');

/** Waits until that element shows step `name`; returns the element. */
export async function waitForStep(testId: string, name: string): Promise<HTMLElement> {
  await waitFor(() => expect(stepShown(testId)).toBe(name));
  return screen.getByTestId(testId);
}

/**
 * ownAccount answered "Yes", then bankAccountInfo with `accountNo` and Continue: the purchase
 * wizard and the chat-style sale ask these alike, inside the element with `stepTestId`.
 */
export async function answerOwnAccount(stepTestId: string, accountNo = '1234567890') {
  const inStep = () => within(screen.getByTestId(stepTestId));
  await waitForStep(stepTestId, 'ownAccount');
  await clickOn(inStep().getByRole('button', { name: 'Yes' }));
  await waitForStep(stepTestId, 'bankAccountInfo');
  fireEvent.change(inStep().getByLabelText('Account number'), { target: { value: accountNo } });
  await clickOn(inStep().getByRole('button', { name: 'Continue' }));
}
