/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { buildSaIdNumber } from '@imali/shared/validation';
import { fakeFuneralServer, fakeGetPolicyQuote, type FakeServerOptions } from '../testing/fake-funeral-server';
import { alertTexts, clickButton, stepShown, waitForStep } from '../testing/queries';
import { currentLocation, readable, renderWith } from '../testing/render';
import { QuickQuoteHost } from './quick-quote-host';
import { QUOTE_VARIANT_STORAGE_KEY } from './quote-variant';

const year = new Date().getFullYear();
const VALID_ID = buildSaIdNumber({ birthDate: '1990-01-01', serial: 5009 }) as string;
/** The same number with a wrong check digit. */
const BAD_CHECK_DIGIT = `${VALID_ID.slice(0, 12)}${(Number(VALID_ID[12]) + 1) % 10}`;
/** A male holder of 30 (born 1 January, so 30 all year). */
const ID_MALE_30 = buildSaIdNumber({ birthDate: `${year - 30}-01-01`, serial: 5123 }) as string;
const ID_AGED_70 = buildSaIdNumber({ birthDate: `${year - 70}-01-01`, serial: 123 }) as string;

function open(variant: string | null, options: FakeServerOptions = {}, extra = '') {
  const server = fakeFuneralServer(options);
  const query = variant === null ? `?quote=1${extra}` : `?quote=1&quoteVariant=${variant}${extra}`;
  renderWith(<QuickQuoteHost />, { link: server.link, path: `/funeral${query}` });
  return server;
}

const currentStep = () => stepShown('quick-quote-step');
const step = (name: string) => waitForStep('quick-quote-step', name);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const visit = (label: string) => {
  fireEvent.focus(screen.getByLabelText(label));
  fireEvent.blur(screen.getByLabelText(label));
};
const click = (name: string | RegExp) => clickButton(name);
const alerts = () => alertTexts();
const premium = () => readable(screen.getByTestId('do-quote-premium'));

async function answerAgeAndGender(age: string, gender: 'Male' | 'Female') {
  await step('policyHolderAgeGender');
  type('Age', age);
  fireEvent.click(screen.getByLabelText(gender));
  await click('Get Quote');
}

beforeEach(() => {
  localStorage.clear();
  // The wizard's draft (a refresh keeps the answers) must not carry one test into the next.
  sessionStorage.clear();
});

describe('quick quote: opening and the variant experiment', () => {
  it('opens on ?quote=1 as a modal with a start step, then the variant’s first step', async () => {
    open('2');
    const dialog = await screen.findByRole('dialog', { name: 'Funeral cover quote' });
    expect(within(dialog).getByTestId('quick-quote-step').getAttribute('data-step')).toBe('start');
    expect(within(dialog).getByText('Getting your quote ready', { selector: '.modal__step-title' })).toBeTruthy();
    await step('policyHolderAgeGender');
  });

  it('keeps the visitor’s assignment from localStorage when nothing is forced', async () => {
    localStorage.setItem(QUOTE_VARIANT_STORAGE_KEY, '1');
    open(null);
    await step('policyHolderIdNumber');
    expect(localStorage.getItem(QUOTE_VARIANT_STORAGE_KEY)).toBe('1');
  });

  it('assigns and stores a variant for a new visitor', async () => {
    open(null);
    await waitFor(() => expect(currentStep()).not.toBe('start'));
    const stored = localStorage.getItem(QUOTE_VARIANT_STORAGE_KEY);
    expect(['1', '2', 'default']).toContain(stored);
    const first = { '1': 'policyHolderIdNumber', '2': 'policyHolderAgeGender', default: 'policyHolderInfo' }[stored as '1' | '2' | 'default'];
    expect(currentStep()).toBe(first);
  });

  it('?quoteVariant= forces a variant over the stored one', async () => {
    localStorage.setItem(QUOTE_VARIANT_STORAGE_KEY, '1');
    open('default');
    await step('policyHolderInfo');
    expect(localStorage.getItem(QUOTE_VARIANT_STORAGE_KEY)).toBe('1');
  });

  it('closes with the icon and leaves the page without ?quote', async () => {
    open('2');
    await step('policyHolderAgeGender');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentLocation()).toBe('/funeral?quoteVariant=2');
  });
});

describe('moving between steps', () => {
  it('moves focus to each new step, so a screen reader reads the new question', async () => {
    open('2');
    await answerAgeAndGender('30', 'Male');
    await step('doQuote');
    expect(document.activeElement).toBe(screen.getByTestId('quick-quote-step'));
    await click('Add spouse');
    await step('spouseInfo');
    expect(document.activeElement).toBe(screen.getByTestId('quick-quote-step'));
    expect(within(screen.getByRole('dialog')).getByText('Add your spouse', { selector: '.modal__step-title' })).toBeTruthy();
  });
});

describe('the draft (docs/decisions/wizard-drafts.md)', () => {
  it('a refresh keeps the answers and the step, in this tab only; closing drops them', async () => {
    const first = fakeFuneralServer();
    const view = renderWith(<QuickQuoteHost />, { link: first.link, path: '/funeral?quote=1&quoteVariant=2' });
    await answerAgeAndGender('30', 'Male');
    await step('doQuote');
    await click('Add spouse');
    await step('spouseInfo');
    view.unmount();
    expect(sessionStorage.length).toBe(1);
    expect(localStorage.getItem(QUOTE_VARIANT_STORAGE_KEY)).toBeNull();

    open('2');
    await step('spouseInfo');
    await click('Back to my quote');
    await step('doQuote');
    await waitFor(() => expect(premium()).toBe('R 96.00 per month'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(sessionStorage.length).toBe(0);
  });
});

describe('variant 2: age and gender', () => {
  it('asks age and gender with the shared messages', async () => {
    open('2');
    await step('policyHolderAgeGender');
    await click('Get Quote');
    expect(alerts()).toEqual(['This field is required', 'This field is required']);
    type('Age', '61');
    expect(alerts()).toContain('Age must be between 18 and 60');
    type('Age', '17');
    expect(alerts()).toContain('Age must be between 18 and 60');
    type('Age', '30.5');
    expect(alerts()).toContain('Whole numbers only');
  });

  it('quotes R 96.00 per month for a 30-year-old at the default R 30 000', async () => {
    const server = open('2');
    await answerAgeAndGender('30', 'Male');
    await step('doQuote');
    expect(premium()).toBe('R 96.00 per month');
    expect(readable(screen.getByTestId('do-quote-total-cover'))).toBe('R 30 000');
    expect(readable(screen.getByTestId('quoted-life'))).toContain('You, age 30');
    expect(server.quoteVariables()).toEqual([expect.objectContaining({ age: 30, gender: 'MALE', idNumber: null, coverAmount: 30000 })]);
    expect(server.count('FuneralGetQuote')).toBe(1);
  });
});

describe('variant 1: ID number', () => {
  it('asks for the ID number with Get Quote and I’d rather not, and checks it', async () => {
    open('1');
    await step('policyHolderIdNumber');
    expect(screen.getByRole('button', { name: 'Get Quote' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "I'd rather not" })).toBeTruthy();
    type('ID number', BAD_CHECK_DIGIT);
    visit('ID number');
    expect(alerts()).toEqual(['Invalid ID number']);
    type('ID number', ID_AGED_70);
    expect(alerts()).toEqual(['Age must be between 18 and 60']);
  });

  it('quotes from the ID number alone (the server reads age and gender from it)', async () => {
    const server = open('1');
    await step('policyHolderIdNumber');
    type('ID number', ID_MALE_30);
    await click('Get Quote');
    await step('doQuote');
    expect(premium()).toBe('R 96.00 per month');
    expect(server.quoteVariables()[0]).toMatchObject({ idNumber: ID_MALE_30, age: null, gender: null });
  });

  it('"I\'d rather not" goes to age and gender', async () => {
    open('1');
    await step('policyHolderIdNumber');
    await click("I'd rather not");
    await step('policyHolderAgeGender');
    await answerAgeAndGender('45', 'Female');
    await step('doQuote');
    expect(premium()).toBe('R 129.00 per month');
  });

  it('shows a server message beside the ID number', async () => {
    open('1', {
      getPolicyQuote: () => {
        throw new GraphQLError('Bad input', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'idNumber', message: 'Invalid ID number' }] } });
      },
    });
    await step('policyHolderIdNumber');
    type('ID number', ID_MALE_30);
    await click('Get Quote');
    await waitFor(() => expect(alerts()).toEqual(['Invalid ID number']));
    const input = screen.getByLabelText('ID number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(currentStep()).toBe('policyHolderIdNumber');
  });
});

describe('default variant: name, surname, email, age, gender and income', () => {
  it('asks for all six with the shared messages', async () => {
    open('default');
    await step('policyHolderInfo');
    for (const label of ['First name', 'Surname', 'Email', 'Age', 'Female', 'Male', 'Monthly income (R)']) expect(screen.getByLabelText(label)).toBeTruthy();
    await click('Get Quote');
    expect(alerts()).toEqual(Array(6).fill('This field is required'));
    type('Email', 'thandi@');
    type('Age', '70');
    type('Monthly income (R)', '1000000');
    expect(alerts()).toEqual(expect.arrayContaining(['Invalid email address', 'Age must be between 18 and 60', 'Must be between 0 and 999999']));
    type('Monthly income (R)', '12a');
    expect(alerts()).toContain('This field needs to be a number like 123 or 123.45');
  });

  it('prefills a signed-in client’s details and quotes them', async () => {
    const server = open('default', {
      myClient: { id: 'c1', firstNames: 'Thandiwe', surname: 'Mokoena', email: 'thandi@example.co.za', gender: 'FEMALE', birthDate: `${year - 30}-01-01`, income: 18000, idNumber: null, idType: null, cellNumbers: [] },
    });
    await step('policyHolderInfo');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Thandiwe');
    expect((screen.getByLabelText('Age') as HTMLInputElement).value).toBe('30');
    expect((screen.getByLabelText('Female') as HTMLInputElement).checked).toBe(true);
    await click('Get Quote');
    await step('doQuote');
    expect(server.quoteVariables()[0]).toMatchObject({ age: 30, gender: 'FEMALE', income: 18000 });
  });
});

describe('the quote screen', () => {
  it('shows a capped life’s cover and why', async () => {
    open('2', {
      getPolicyQuote: (args) => {
        const quote = fakeGetPolicyQuote({ ...args, children: 1, childAges: [4] });
        return quote;
      },
    });
    await answerAgeAndGender('35', 'Female');
    await step('doQuote');
    const lives = screen.getAllByTestId('quoted-life').map(readable);
    expect(lives).toHaveLength(2);
    expect(lives[1]).toContain('Child 1, age 4');
    expect(lives[1]).toContain('R 20 000 cover');
    expect(readable(screen.getByTestId('quoted-life-cap'))).toBe(
      'Cover limited to R 20 000 (you asked for R 30 000). A child under 6 can be covered for at most R 20 000.00 across all funeral policies.',
    );
    expect(readable(screen.getByTestId('do-quote-total-cover'))).toBe('R 50 000');
  });

  it('says how much the minimum premium adds', async () => {
    open('2');
    await answerAgeAndGender('25', 'Male');
    await step('doQuote');
    fireEvent.change(screen.getByTestId('cover-amount'), { target: { value: '10000' } });
    await waitFor(() => expect(premium()).toBe('R 45.00 per month'));
    expect(readable(screen.getByTestId('do-quote-minimum'))).toBe('The minimum premium is R 45.00 per month: R 11.00 is added to reach it.');
  });

  it('quotes again when the cover amount changes', async () => {
    const server = open('2');
    await answerAgeAndGender('30', 'Male');
    await step('doQuote');
    const slider = screen.getByTestId('cover-amount') as HTMLInputElement;
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['10000', '60000', '10000', '30000']);
    fireEvent.change(slider, { target: { value: '60000' } });
    await waitFor(() => expect(premium()).toBe('R 180.00 per month'));
    expect(readable(screen.getByTestId('do-quote-total-cover'))).toBe('R 60 000');
    expect(server.quoteVariables().map((variables) => variables['coverAmount'])).toEqual([30000, 60000]);
  });

  it('adds a spouse: asks the age, quotes again and returns to the quote', async () => {
    const server = open('2');
    await answerAgeAndGender('35', 'Male');
    await step('doQuote');
    expect(premium()).toBe('R 96.00 per month');
    await click('Add spouse');
    await step('spouseInfo');
    await click('Add to my quote');
    expect(alerts()).toEqual(['This field is required']);
    type("Your spouse's age", '61');
    expect(alerts()).toEqual(['Age must be between 18 and 60']);
    type("Your spouse's age", '32');
    await click('Add to my quote');
    await step('doQuote');
    expect(premium()).toBe('R 180.00 per month');
    expect(readable(screen.getByTestId('do-quote-total-cover'))).toBe('R 60 000');
    expect(server.quoteVariables()[1]).toMatchObject({ spouse: true, ageSpouse: 32 });
    expect(screen.getByRole('button', { name: 'Change spouse' })).toBeTruthy();
  });

  it('removes the spouse again', async () => {
    open('2');
    await answerAgeAndGender('35', 'Male');
    await step('doQuote');
    await click('Add spouse');
    type("Your spouse's age", '32');
    await click('Add to my quote');
    await step('doQuote');
    await click('Change spouse');
    await click('Remove my spouse');
    await step('doQuote');
    await waitFor(() => expect(premium()).toBe('R 96.00 per month'));
  });

  it('adds parents with their ages and genders (18 to 75), up to 4', async () => {
    const server = open('2');
    await answerAgeAndGender('40', 'Male');
    await step('doQuote');
    await click('Add parents');
    await step('parentQuoteInfo');
    type('Parent 1 age', '80');
    visit('Parent 1 age');
    expect(alerts()).toEqual(['Age must be between 18 and 75, check age']);
    type('Parent 1 age', '65');
    fireEvent.click(screen.getByLabelText('Female'));
    await click('Add another parent');
    await click('Add another parent');
    await click('Add another parent');
    expect(screen.queryByRole('button', { name: 'Add another parent' })).toBeNull();
    await click('Remove parent 4');
    await click('Remove parent 3');
    type('Parent 2 age', '68');
    fireEvent.click(within(screen.getAllByTestId('parents-row')[1]).getByLabelText('Male'));
    await click('Add to my quote');
    await step('doQuote');
    expect(server.quoteVariables()[1]['parents']).toEqual([
      { age: 65, gender: 'FEMALE' },
      { age: 68, gender: 'MALE' },
    ]);
    // Holder 40 R117 + parents 65 and 68 at R14.50 per R1 000: R435 each + fee R12.
    expect(premium()).toBe('R 999.00 per month');
  });

  it('adds extended family: how many (1 to 10, whole), then each age and gender', async () => {
    const server = open('2');
    await answerAgeAndGender('45', 'Male');
    await step('doQuote');
    await click('Add extended family');
    await step('extendedQuoteInfo');
    await click('Next');
    expect(alerts()).toEqual(['This field is required']);
    type('Number of family members', '11');
    expect(alerts()).toEqual(['Must be between 1 and 10']);
    type('Number of family members', '1.5');
    expect(alerts()).toEqual(['Whole numbers only']);
    type('Number of family members', '0');
    expect(alerts()).toEqual(['Must be between 1 and 10']);
    type('Number of family members', '2');
    await click('Next');
    await step('extendedQuoteInfo2');
    expect(screen.getAllByTestId('extended-row')).toHaveLength(2);
    await click('Add to my quote');
    expect(alerts()).toEqual(Array(4).fill('This field is required'));
    type('Family member 1 age', '72');
    fireEvent.click(within(screen.getAllByTestId('extended-row')[0]).getByLabelText('Female'));
    type('Family member 2 age', '50');
    fireEvent.click(within(screen.getAllByTestId('extended-row')[1]).getByLabelText('Male'));
    await click('Add to my quote');
    await step('doQuote');
    expect(server.quoteVariables()[1]['extended']).toEqual([
      { age: 72, gender: 'FEMALE' },
      { age: 50, gender: 'MALE' },
    ]);
    // Holder 45 R117 + aunt 72 R570 + cousin 50 R225 + fee R12.
    expect(premium()).toBe('R 924.00 per month');
  });

  it('shows "An error has occured" with Try again when a quote fails', async () => {
    let fail = false;
    open('2', {
      getPolicyQuote: (args) => {
        if (fail) throw new Error('upstream down');
        return fakeGetPolicyQuote(args);
      },
    });
    await answerAgeAndGender('30', 'Male');
    await step('doQuote');
    fail = true;
    fireEvent.change(screen.getByTestId('cover-amount'), { target: { value: '40000' } });
    const error = await screen.findByTestId('do-quote-error');
    expect(readable(error)).toContain('An error has occured');
    fail = false;
    await act(async () => fireEvent.click(within(error).getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(premium()).toBe('R 124.00 per month'));
  });

  it('shows "An error has occured" on the step when the first quote fails', async () => {
    open('2', {
      getPolicyQuote: () => {
        throw new Error('upstream down');
      },
    });
    await answerAgeAndGender('30', 'Male');
    expect(readable(await screen.findByTestId('policy-holder-age-gender-error'))).toBe('An error has occured');
    expect(currentStep()).toBe('policyHolderAgeGender');
  });
});

describe('callbacks from the quote', () => {
  it('"Request a Callback" opens the contact panel with the quote’s fixed values and keeps the wizard', async () => {
    open('default');
    await step('policyHolderInfo');
    type('First name', 'Thandi');
    type('Surname', 'Mokoena');
    type('Email', 'thandi@example.co.za');
    type('Age', '30');
    fireEvent.click(screen.getByLabelText('Female'));
    type('Monthly income (R)', '15000');
    await click('Get Quote');
    await step('doQuote');
    await click('Request a Callback');
    const panel = screen.getByRole('dialog', { name: 'Let us contact you' });
    expect((within(panel).getByLabelText('Name') as HTMLInputElement).value).toBe('Thandi');
    expect((within(panel).getByLabelText('Surname') as HTMLInputElement).value).toBe('Mokoena');
    expect((within(panel).getByLabelText('Email') as HTMLInputElement).value).toBe('thandi@example.co.za');
    expect((within(panel).getByLabelText("I'd like to talk about") as HTMLSelectElement).value).toBe('Funeral Cover');
    expect((within(panel).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Quick Quote Callback Request');
    expect(screen.getByRole('dialog', { name: 'Funeral cover quote' })).toBeTruthy();
  });

  it('"Get me covered!" continues in the same modal with the purchase, and no callback', async () => {
    const server = open('2');
    await answerAgeAndGender('30', 'Male');
    await step('doQuote');
    expect(screen.queryByText("We'll call you to finish your cover.")).toBeNull();
    await click('Get me covered!');
    await step('mainMember');
    expect(screen.getByTestId('quick-quote')).toBe(screen.getByRole('dialog', { name: 'Buy funeral cover' }));
    expect(screen.queryByRole('dialog', { name: 'Let us contact you' })).toBeNull();
    expect(server.count('SharedCreateLead')).toBe(0);
    expect(currentLocation()).toBe('/funeral?quote=1&quoteVariant=2');
  });
});

describe('declining', () => {
  it('noThanks asks for one of the four reasons, then emailFeedback, then closes', async () => {
    open('2');
    await answerAgeAndGender('30', 'Male');
    await step('doQuote');
    await click('No thanks');
    await step('noThanks');
    const reasons = screen.getAllByRole('radio').map((radio) => readable(radio.parentElement));
    expect(reasons).toEqual(['I have a cheaper policy', "Don't need cover just yet", 'Just shopping around', 'I need more information first']);
    await click('Continue');
    expect(alerts()).toEqual(['Select one']);
    fireEvent.click(screen.getByLabelText('I need more information first'));
    await click('Continue');
    await step('emailFeedback');
    expect(screen.getByText('We can call you to answer your questions.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('email-feedback-close')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentLocation()).toBe('/funeral?quoteVariant=2');
  });
});
