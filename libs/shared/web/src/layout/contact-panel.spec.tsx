/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { ApolloLink } from '@apollo/client';
import { delay, of, throwError } from 'rxjs';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ContactPanel, ContactPanelButton, ContactPanelProvider, useContactPanel, type ContactPanelProps } from './contact-panel';
import { Route, Routes } from 'react-router-dom';
import type { CreateLeadInput } from '../gql/graphql';
import { NETWORK_ERROR_MESSAGE } from '../feedback/errors';

type Input = CreateLeadInput;

const KEYS = ['0f8fad5b-d9cb-469f-a165-70867728950e', '7c9e6679-7425-40de-944b-e07fc1f90ae7', '16fd2706-8baf-433b-82eb-8c7fada847da'] as const;
let uuid: jest.SpyInstance;

beforeEach(() => {
  let next = 0;
  uuid = jest.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(() => KEYS[next++] as `${string}-${string}-${string}-${string}-${string}`);
});

afterEach(() => {
  uuid.mockRestore();
  jest.useRealTimers();
});

/** A link that answers createLead and records each input it receives. */
function leadLink(calls: Input[], answer: (input: Input) => ApolloLink.Result | Error, { delayMs = 0 } = {}) {
  return new ApolloLink((operation) => {
    const input = operation.variables['input'] as Input;
    calls.push(input);
    const result = answer(input);
    return (result instanceof Error ? throwError(() => result) : of(result)).pipe(delay(delayMs));
  });
}

const created = { data: { createLead: { __typename: 'Lead', id: 'lead-1' } } };

function CurrentLocation() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function renderWith(ui: React.ReactNode, link?: ApolloLink) {
  return render(
    <MockedProvider link={link}>
      <MemoryRouter initialEntries={['/contact-us']}>
        {ui}
        <CurrentLocation />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const renderPanel = (props: Partial<ContactPanelProps> = {}, link?: ApolloLink) => renderWith(<ContactPanel variant="inline" {...props} />, link);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const visit = (label: string) => {
  fireEvent.focus(field(label));
  fireEvent.blur(field(label));
};
const sendButton = () => screen.getByTestId('contact-panel-send') as HTMLButtonElement;
const send = () => act(async () => fireEvent.click(sendButton()));
const location = () => screen.getByTestId('location').textContent;

function fillValid() {
  type('Name', 'Thandi');
  type('Surname', 'Mokoena');
  type('Cell Number', '0821234567');
  type('Email', 'thandi@example.co.za');
  type("I'd like to talk about", 'Savings');
  type('Message', 'Please call after 5');
}

describe('ContactPanel texts', () => {
  it("shows the spec's title, text and Send button", () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Let us contact you' })).toBeTruthy();
    expect(screen.getByText('Enter your details below and we will contact you shortly')).toBeTruthy();
    expect(sendButton().textContent).toBe('Send');
    for (const label of ['Name', 'Surname', 'Cell Number', 'Email', "I'd like to talk about", 'Message']) expect(field(label)).toBeTruthy();
  });

  it('offers the five talk-about options in order', () => {
    renderPanel();
    const options = within(field("I'd like to talk about")).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Select one', 'Debt Management', 'Credit Life Cover', 'Funeral Cover', 'Savings', 'Other']);
  });
});

describe('ContactPanel validation', () => {
  it('keeps Send disabled until the required fields are valid', () => {
    renderPanel();
    expect(sendButton().disabled).toBe(true);
    type('Name', 'Thandi');
    type('Cell Number', '0821234567');
    expect(sendButton().disabled).toBe(true);
    type("I'd like to talk about", 'Other');
    expect(sendButton().disabled).toBe(false);
    type('Email', 'not-an-email');
    expect(sendButton().disabled).toBe(true);
    type('Email', '');
    expect(sendButton().disabled).toBe(false);
    type('Cell Number', '0123');
    expect(sendButton().disabled).toBe(true);
  });

  it.each([
    ['Name', '', 'This field is required'],
    ['Cell Number', '', 'This field is required'],
    ['Cell Number', '0123456789', 'Invalid cellphone number'],
    ['Cell Number', '082123456', 'Invalid cellphone number'],
    ['Email', 'thandi@', 'Invalid email address'],
    ["I'd like to talk about", '', 'Select one'],
  ])('%s "%s" shows "%s" once visited', (label, value, message) => {
    renderPanel();
    if (value) type(label, value);
    expect(screen.queryByRole('alert')).toBeNull();
    visit(label);
    const input = field(label);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
  });

  it('has no rule for surname, message or an empty email', () => {
    renderPanel();
    for (const label of ['Surname', 'Message', 'Email']) visit(label);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ContactPanel submission', () => {
  it('creates the lead with the form values, shows the thank-you texts and goes to /thank-you', async () => {
    const calls: Input[] = [];
    renderPanel({ routing: 'sav' }, leadLink(calls, () => created));
    fillValid();
    await send();
    await waitFor(() => expect(location()).toBe('/thank-you'));
    expect(calls).toEqual([
      {
        firstName: 'Thandi',
        surname: 'Mokoena',
        cellNumber: '0821234567',
        email: 'thandi@example.co.za',
        talkAbout: 'Savings',
        message: 'Please call after 5',
        routing: 'sav',
        idempotencyKey: KEYS[0],
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    expect(screen.getByText('We will be in touch shortly.')).toBeTruthy();
    expect(screen.getByTestId('contact-panel').getAttribute('data-state')).toBe('submitted');
    // Inline: no Close button.
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('sends blank optional fields as null and no routing when there is none', async () => {
    const calls: Input[] = [];
    const onSubmitted = jest.fn();
    renderPanel({ thankYouPath: null, onSubmitted }, leadLink(calls, () => created));
    type('Name', 'Sipho');
    type('Cell Number', '0712345678');
    type("I'd like to talk about", 'Other');
    await send();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('lead-1'));
    expect(calls[0]).toEqual({
      firstName: 'Sipho',
      surname: null,
      cellNumber: '0712345678',
      email: null,
      talkAbout: 'Other',
      message: null,
      routing: null,
      idempotencyKey: KEYS[0],
    });
    // thankYouPath null: stays where it is.
    expect(location()).toBe('/contact-us');
  });

  it('shows Sending… and keeps Send disabled while the request runs', async () => {
    const calls: Input[] = [];
    renderPanel({}, leadLink(calls, () => created, { delayMs: 50 }));
    fillValid();
    await send();
    expect(sendButton().disabled).toBe(true);
    expect(sendButton().textContent).toBe('Sending…');
    expect(screen.getByTestId('contact-panel').getAttribute('data-state')).toBe('submitting');
    fireEvent.click(sendButton());
    await waitFor(() => expect(location()).toBe('/thank-you'));
    expect(calls).toHaveLength(1);
  });

  it('reuses the idempotency key when the same details are sent again after a failure', async () => {
    const calls: Input[] = [];
    let attempt = 0;
    renderPanel({}, leadLink(calls, () => (attempt++ === 0 ? new Error('socket hang up') : created)));
    fillValid();
    await send();
    await waitFor(() => expect(screen.getByTestId('contact-panel-error').textContent).toContain(NETWORK_ERROR_MESSAGE));
    expect(screen.getByTestId('contact-panel').getAttribute('data-state')).toBe('editing');
    expect(sendButton().disabled).toBe(false);

    await send();
    await waitFor(() => expect(location()).toBe('/thank-you'));
    expect(calls.map((input) => input.idempotencyKey)).toEqual([KEYS[0], KEYS[0]]);
    expect(uuid).toHaveBeenCalledTimes(1);
  });

  it('makes a new key when the details change before sending again', async () => {
    const calls: Input[] = [];
    let attempt = 0;
    renderPanel({}, leadLink(calls, () => (attempt++ === 0 ? new Error('socket hang up') : created)));
    fillValid();
    await send();
    await waitFor(() => expect(screen.getByTestId('contact-panel-error')).toBeTruthy());
    type('Message', 'Mornings are better');
    await send();
    await waitFor(() => expect(location()).toBe('/thank-you'));
    expect(calls.map((input) => input.idempotencyKey)).toEqual([KEYS[0], KEYS[1]]);
  });

  it("shows the server's field messages beside their fields", async () => {
    const calls: Input[] = [];
    renderPanel(
      {},
      leadLink(calls, () => ({
        errors: [
          {
            message: 'Some fields are not valid',
            extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'email', message: 'Invalid email address' }] },
          },
        ],
      })),
    );
    fillValid();
    await send();
    const email = field('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Invalid email address');
    expect(screen.queryByTestId('contact-panel-error')).toBeNull();
    expect(location()).toBe('/contact-us');
  });

  it('shows TOO_MANY_REQUESTS as a form error', async () => {
    const calls: Input[] = [];
    renderPanel(
      {},
      leadLink(calls, () => ({
        errors: [{ message: 'Too many requests. Please try again in a few minutes.', extensions: { code: 'TOO_MANY_REQUESTS' } }],
      })),
    );
    fillValid();
    await send();
    await waitFor(() =>
      expect(screen.getByTestId('contact-panel-error').textContent).toContain('Too many requests. Please try again in a few minutes.'),
    );
    expect(screen.getByRole('alert').textContent).toContain('Too many requests');
  });
});

describe('ContactPanel routing codes', () => {
  it.each([
    ['sav', 'Savings'],
    ['fun', 'Funeral Cover'],
    ['cli', 'Credit Life Cover'],
    ['debt', 'Debt Management'],
    ['af', 'Debt Management'],
    ['mcc', ''],
    ['spring-campaign', ''],
  ])('routing %s prefills talk about with "%s"', (routing, talkAbout) => {
    renderPanel({ routing });
    expect(field("I'd like to talk about").value).toBe(talkAbout);
  });

  it('keeps any other code as routing only', async () => {
    const calls: Input[] = [];
    renderPanel({ routing: 'mcc' }, leadLink(calls, () => created));
    type('Name', 'Lerato');
    type('Cell Number', '0612345678');
    type("I'd like to talk about", 'Funeral Cover');
    await send();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ talkAbout: 'Funeral Cover', routing: 'mcc' });
  });

  it('lets a caller prefill known details', () => {
    renderPanel({ routing: 'fun', initialValues: { firstName: 'Thabo', cellNumber: '0831234567' } });
    expect(field('Name').value).toBe('Thabo');
    expect(field('Cell Number').value).toBe('0831234567');
    expect(field("I'd like to talk about").value).toBe('Funeral Cover');
  });
});

function ModalHarness({ routing }: { routing?: string }) {
  const { openContactPanel, contactPanel } = useContactPanel({ routing });
  return (
    <>
      <button type="button" onClick={() => openContactPanel()}>
        Open
      </button>
      {contactPanel}
    </>
  );
}

describe('ContactPanel as a modal', () => {
  it('opens as a dialog named by its title and closes with the close icon or Escape', () => {
    renderWith(<ModalHarness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Let us contact you' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Enter your details below and we will contact you shortly')).toBeTruthy();
    fireEvent.click(screen.getByTestId('contact-panel-close'));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows Thank You! with a Close button, navigates, and resets 1 second after closing', async () => {
    const calls: Input[] = [];
    renderWith(<ModalHarness routing="cli" />, leadLink(calls, () => created));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(field("I'd like to talk about").value).toBe('Credit Life Cover');
    type('Name', 'Thandi');
    type('Cell Number', '0821234567');
    await send();
    await waitFor(() => expect(location()).toBe('/thank-you'));
    const dialog = screen.getByRole('dialog', { name: 'Thank You!' });
    expect(within(dialog).getByText('We will be in touch shortly.')).toBeTruthy();
    expect(calls[0]).toMatchObject({ routing: 'cli', talkAbout: 'Credit Life Cover' });

    jest.useFakeTimers();
    fireEvent.click(within(dialog).getByTestId('contact-panel-close-button'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Reopened within the second: still the success view.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Thank You!' })).toBeTruthy();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByRole('dialog', { name: 'Thank You!' })).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Let us contact you' })).toBeTruthy();
    expect(field('Name').value).toBe('');
    expect(field("I'd like to talk about").value).toBe('Credit Life Cover');
  });

  it('does not submit a form around the button that opened it', async () => {
    const outerSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    const calls: Input[] = [];
    renderWith(
      <form onSubmit={outerSubmit}>
        <ContactPanelButton thankYouPath={null} />
      </form>,
      leadLink(calls, () => created),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request call back' }));
    type('Name', 'Thandi');
    type('Cell Number', '0821234567');
    type("I'd like to talk about", 'Other');
    await send();
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Thank You!' })).toBeTruthy());
    expect(calls).toHaveLength(1);
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it('under a provider, stays open with Thank You! while the page it was opened from goes away', async () => {
    const calls: Input[] = [];
    renderWith(
      <ContactPanelProvider>
        <Routes>
          <Route path="/contact-us" element={<ContactPanelButton routing="debt" />} />
          <Route path="/thank-you" element={<p>Thank-you page</p>} />
        </Routes>
      </ContactPanelProvider>,
      leadLink(calls, () => created),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request call back' }));
    expect(field("I'd like to talk about").value).toBe('Debt Management');
    type('Name', 'Thandi');
    type('Cell Number', '0821234567');
    await send();
    await waitFor(() => expect(screen.getByText('Thank-you page')).toBeTruthy());
    const dialog = screen.getByRole('dialog', { name: 'Thank You!' });
    expect(within(dialog).getByText('We will be in touch shortly.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([expect.objectContaining({ routing: 'debt', talkAbout: 'Debt Management', idempotencyKey: KEYS[0] })]);
  });
});
