/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parse, Kind, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { fakeFuneralServer, fakeGetPolicyQuote, type FakeServerOptions } from '../testing/fake-funeral-server';
import { currentLocation, readable, renderWith } from '../testing/render';
import { QuickQuoteHost } from '../quick-quote/quick-quote-host';
import { QuoteCalculator, type CalculatorHolder } from './quote-calculator';

function renderCalculator(holder?: CalculatorHolder, options: FakeServerOptions = {}) {
  const server = fakeFuneralServer(options);
  renderWith(<QuoteCalculator holder={holder} />, { link: server.link });
  return server;
}

const calculator = () => screen.getByTestId('funeral-calculator');
const premium = () => readable(screen.queryByTestId('calculator-quote-premium'));
const impact = (addOn: string) => readable(screen.getByTestId(`impact-${addOn}`));
const tick = (label: string) => act(async () => fireEvent.click(within(calculator()).getByLabelText(label)));
const type = (label: string, value: string) => fireEvent.change(within(calculator()).getByLabelText(label), { target: { value } });
const setCover = (value: number) => fireEvent.change(screen.getByTestId('calculator-cover-amount'), { target: { value: String(value) } });
const calculatorRequests = (server: ReturnType<typeof fakeFuneralServer>) => server.requests.filter((request) => request.operationName === 'FuneralCalculatorQuote');
const lastVariables = (server: ReturnType<typeof fakeFuneralServer>) => calculatorRequests(server).at(-1)?.variables ?? {};

async function settlesAt(text: string) {
  await waitFor(() => expect(premium()).toBe(text), { timeout: 2000 });
}

// The wizard's draft (a refresh keeps the answers) must not carry one test into the next.
beforeEach(() => sessionStorage.clear());

describe('QuoteCalculator', () => {
  it('makes the five variant quotes in one request, with aliases', async () => {
    const server = renderCalculator({ age: 30, gender: 'MALE' });
    await settlesAt('R 96.00 per month');
    const requests = calculatorRequests(server);
    expect(requests).toHaveLength(1);
    expect(server.requests.filter((request) => request.operationName !== 'FuneralCalculatorQuote')).toHaveLength(0);
    const operation = parse(requests[0].query).definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
    const fields = operation.selectionSet.selections.filter((selection): selection is FieldNode => selection.kind === Kind.FIELD && selection.name.value === 'getPolicyQuote');
    expect(fields.map((field) => field.alias?.value)).toEqual(['base', 'withSpouse', 'withChildren', 'withoutParents', 'withoutExtended']);
  });

  it('shows Myself always on, the premium and each add-on’s impact, applying the R45 minimum', async () => {
    renderCalculator({ age: 25, gender: 'MALE' });
    const myself = within(calculator()).getByLabelText('Myself') as HTMLInputElement;
    expect([myself.checked, myself.disabled]).toEqual([true, true]);
    await settlesAt('R 78.00 per month');
    setCover(10000);
    // Base R34 is shown as R45; a spouse adds R22 raw, R11 on screen; a child's R9 stays under R45.
    await settlesAt('R 45.00 per month');
    expect(impact('spouse')).toBe('+ R 11.00 per month');
    expect(impact('children')).toBe('+ R 0.00 per month');
    expect(impact('parents')).toBe('Tick to add their details');
    expect(impact('extended')).toBe('Tick to add their details');
  });

  it('changes the impacts as the toggles change; ticking the spouse asks for the age, unticking removes it', async () => {
    const server = renderCalculator({ age: 25, gender: 'MALE' });
    await settlesAt('R 78.00 per month');
    setCover(10000);
    await settlesAt('R 45.00 per month');
    await tick('My spouse');
    const ageSpouse = within(calculator()).getByLabelText("Spouse's age");
    expect(readable(ageSpouse.parentElement)).toContain('Leave empty to quote for 22');
    await settlesAt('R 56.00 per month');
    expect(impact('spouse')).toBe('R 11.00 per month');
    expect(impact('children')).toBe('+ R 9.00 per month');
    type("Spouse's age", '61');
    fireEvent.blur(within(calculator()).getByLabelText("Spouse's age"));
    expect(readable(within(calculator()).getByRole('alert'))).toBe('Age must be between 18 and 60');
    type("Spouse's age", '45');
    await waitFor(() => expect(lastVariables(server)).toMatchObject({ withSpouse_ageSpouse: 45 }), { timeout: 2000 });
    // Spouse of 45 at R3.90 per R1 000: R39.
    await settlesAt('R 73.00 per month');
    await tick('My spouse');
    expect(within(calculator()).queryByLabelText("Spouse's age")).toBeNull();
    await settlesAt('R 45.00 per month');
    // Ticked again, the spouse age is asked afresh: unticking removed it.
    await tick('My spouse');
    expect((within(calculator()).getByLabelText("Spouse's age") as HTMLInputElement).value).toBe('');
    await settlesAt('R 56.00 per month');
  });

  it('shows a child’s statutory cap and the family price from the five quotes', async () => {
    renderCalculator({ age: 35, gender: 'MALE' });
    await settlesAt('R 96.00 per month');
    await tick('My spouse');
    type("Spouse's age", '32');
    await tick('My children');
    type('Number of children', '2');
    type('Child 1 age (optional)', '4');
    type('Child 2 age (optional)', '9');
    await settlesAt('R 210.00 per month');
    expect(readable(screen.getByTestId('calculator-quote-total-cover'))).toBe('R 110 000');
    const lives = screen.getAllByTestId('quoted-life').map(readable);
    expect(lives.map((life) => life.split(',')[0])).toEqual(['You', 'Your spouse', 'Child 1', 'Child 2']);
    expect(readable(screen.getByTestId('quoted-life-cap'))).toBe(
      'Cover limited to R 20 000 (you asked for R 30 000). A child under 6 can be covered for at most R 20 000.00 across all funeral policies.',
    );
    expect(impact('children')).toBe('R 30.00 per month');
    type('Number of children', '6');
    fireEvent.blur(within(calculator()).getByLabelText('Number of children'));
    expect(readable(within(calculator()).getByRole('alert'))).toBe('Must be between 1 and 5');
  });

  it('asks for parents and extended family on ticking, adds rows, and removes them all on unticking', async () => {
    const server = renderCalculator({ age: 35, gender: 'MALE' });
    await settlesAt('R 96.00 per month');
    await tick('My parents');
    expect(screen.getAllByTestId('calculator-parents-row')).toHaveLength(1);
    expect(readable(screen.getByTestId('calculator-parents-row'))).toContain('Leave empty to quote for 52');
    // A default mother of 52: R7.50 per R1 000, R225.
    await settlesAt('R 321.00 per month');
    expect(impact('parents')).toBe('R 225.00 per month');
    type('Parent 1 age', '65');
    await settlesAt('R 531.00 per month');
    expect(impact('parents')).toBe('R 435.00 per month');
    await act(async () => fireEvent.click(within(calculator()).getByRole('button', { name: 'Add another parent' })));
    expect(screen.getAllByTestId('calculator-parents-row')).toHaveLength(2);
    await settlesAt('R 756.00 per month');
    await act(async () => fireEvent.click(within(calculator()).getByRole('button', { name: 'Remove parent 2' })));
    await settlesAt('R 531.00 per month');

    await tick('My extended family');
    type('Family member 1 age', '72');
    // Aunt of 72: R19.00 per R1 000, R570.
    await settlesAt('R 1 101.00 per month');
    expect(impact('extended')).toBe('R 570.00 per month');
    expect(lastVariables(server)).toMatchObject({ base_extended: [{ age: 72, gender: 'FEMALE' }], withoutExtended_extended: [], withoutParents_parents: [] });

    await tick('My parents');
    expect(screen.queryAllByTestId('calculator-parents-row')).toHaveLength(0);
    await settlesAt('R 666.00 per month');
    expect(impact('parents')).toBe('Tick to add their details');
    expect(lastVariables(server)).toMatchObject({ base_parents: [] });
  });

  it('waits for a valid age and gender before quoting', async () => {
    const server = renderCalculator();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(calculatorRequests(server)).toHaveLength(0);
    expect(readable(calculator())).toContain('Enter your age and gender to see your premium.');
    type('Your age', '61');
    fireEvent.blur(within(calculator()).getByLabelText('Your age'));
    expect(readable(within(calculator()).getByRole('alert'))).toBe('Age must be between 18 and 60');
    fireEvent.click(within(calculator()).getByLabelText('Female'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(calculatorRequests(server)).toHaveLength(0);
    type('Your age', '30');
    await settlesAt('R 96.00 per month');
  });

  it('shows "An error has occured" with Try again', async () => {
    let fail = true;
    renderCalculator({ age: 30, gender: 'FEMALE' }, {
      getPolicyQuote: (args) => {
        if (fail) throw new Error('upstream down');
        return fakeGetPolicyQuote(args);
      },
    });
    const error = await screen.findByTestId('calculator-error');
    expect(readable(error)).toContain('An error has occured');
    fail = false;
    await act(async () => fireEvent.click(within(error).getByRole('button', { name: 'Try again' })));
    await settlesAt('R 96.00 per month');
  });

  it('"Request a Callback" opens the contact panel with the quote’s values', async () => {
    renderCalculator({ age: 30, gender: 'FEMALE', firstName: 'Thandiwe', email: 'thandi@example.co.za' });
    await settlesAt('R 96.00 per month');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Request a Callback' })));
    const panel = screen.getByRole('dialog', { name: 'Let us contact you' });
    expect((within(panel).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Quick Quote Callback Request');
    expect((within(panel).getByLabelText('Name') as HTMLInputElement).value).toBe('Thandiwe');
    expect((within(panel).getByLabelText("I'd like to talk about") as HTMLSelectElement).value).toBe('Funeral Cover');
  });
});

describe('QuoteCalculator: "Get me covered!"', () => {
  const CLIENT = { id: 'c1', firstNames: 'Thandiwe', surname: 'Mokoena', email: null, gender: 'FEMALE', birthDate: null, income: null, idNumber: null, idType: null, cellNumbers: [] };

  /** The calculator on /funeral with the wizard's host beside it, as the remote's routes render them. */
  function renderWithWizard(holder: CalculatorHolder | undefined, options: FakeServerOptions = {}) {
    const server = fakeFuneralServer(options);
    renderWith(
      <>
        <QuoteCalculator holder={holder} />
        <QuickQuoteHost />
      </>,
      { link: server.link },
    );
    return server;
  }
  const wizardStep = () => screen.queryByTestId('quick-quote-step')?.getAttribute('data-step');
  const getCovered = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get me covered!' })));

  it('opens the purchase wizard at mainMember with a visitor’s answers', async () => {
    const server = renderWithWizard(undefined);
    type('Your age', '30');
    fireEvent.click(within(calculator()).getByLabelText('Male'));
    await settlesAt('R 96.00 per month');
    await tick('My spouse');
    await tick('My children');
    type('Number of children', '2');
    type('Child 1 age (optional)', '4');
    setCover(40000);
    await getCovered();
    await waitFor(() => expect(wizardStep()).toBe('mainMember'));
    expect(currentLocation()).toBe('/funeral?quote=1');
    const wizard = screen.getByRole('dialog', { name: 'Buy funeral cover' });
    expect((within(wizard).getByLabelText('Age') as HTMLInputElement).value).toBe('30');
    // Back to the quote: the calculator's lives, the spouse at the age it was quoted for (27).
    await act(async () => fireEvent.click(within(wizard).getByRole('button', { name: 'Back to my quote' })));
    await waitFor(() => expect(wizardStep()).toBe('doQuote'));
    await waitFor(() => expect(screen.getByTestId('do-quote-premium')).toBeTruthy());
    expect(server.quoteVariables().at(-1)).toMatchObject({ age: 30, gender: 'MALE', spouse: true, ageSpouse: 27, children: 2, childAges: [4, null], coverAmount: 40000 });
  });

  it('sends a signed-in client without parents or extended family to the chat-style sale', async () => {
    renderWithWizard({ age: 30, gender: 'MALE' }, { myClient: CLIENT });
    await settlesAt('R 96.00 per month');
    await tick('My spouse');
    await tick('My children');
    await getCovered();
    await waitFor(() => expect(currentLocation()).toBe('/funeral/buy?coverAmount=30000&spouse=Y&ageSpouse=27&children=Y'));
    expect(screen.queryByTestId('quick-quote')).toBeNull();
  });

  it('opens the wizard for a signed-in client who covers parents', async () => {
    renderWithWizard({ age: 35, gender: 'MALE' }, { myClient: CLIENT });
    await settlesAt('R 96.00 per month');
    await tick('My parents');
    type('Parent 1 age', '65');
    await settlesAt('R 531.00 per month');
    await getCovered();
    await waitFor(() => expect(wizardStep()).toBe('mainMember'));
    expect(currentLocation()).toBe('/funeral?quote=1');
  });

  it('asks for the holder’s age and gender first', async () => {
    renderWithWizard(undefined);
    await getCovered();
    expect(within(calculator()).getAllByRole('alert').map(readable)).toEqual(['This field is required', 'This field is required']);
    expect(screen.queryByTestId('quick-quote')).toBeNull();
  });
});
