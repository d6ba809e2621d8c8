/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { ProfileForm, type ProfileFormProps } from './profile-form';
import { type ProfileClient } from './profile-values';

const VALID_ID = '8001015009087';

const newClient: ProfileClient = {
  __typename: 'Client',
  id: 'c1',
  firstNames: null,
  surname: null,
  idType: null,
  idNumber: null,
  passportExpiresDate: null,
  email: 'thandi@example.com',
  cellNumbers: [],
  income: null,
  marketingConsent: false,
  acceptedTerms: false,
  isRegistration: true,
  otpVerification: false,
};

const withId: ProfileClient = { ...newClient, idType: 'rsa_id', idNumber: VALID_ID, firstNames: 'Thandi', cellNumbers: ['0821234567', '0731234567'] };

function renderForm(props: Partial<ProfileFormProps> & Pick<ProfileFormProps, 'client'>) {
  const save = jest.fn(props.save ?? (async () => undefined));
  render(
    <MockedProvider mocks={[]}>
      <MemoryRouter>
        <ProfileForm mode="registration" save={save} {...props} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return save;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const tick = (label: string) => fireEvent.click(field(label));
const submit = (name = 'Continue') => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('ProfileForm (spec §5.4 Profile)', () => {
  it('requires first names, ID number, mobile number and accepted terms, with the spec messages', async () => {
    const save = renderForm({ client: newClient });
    await submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(field('First names').getAttribute('aria-invalid')).toBe('true');
    expect(field('ID number').getAttribute('aria-invalid')).toBe('true');
    expect(field('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('You need to accept our Ts & Cs to Continue')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('checks the ID number, mobile number, e-mail and monthly income formats', async () => {
    renderForm({ client: newClient });
    type('ID number', '8001015009088');
    type('Mobile number', '0521234567');
    type('Email', 'thandi@');
    type('Monthly income', '12 000');
    await submit();
    expect(screen.getByText('Invalid ID number')).toBeTruthy();
    expect(screen.getByText('Invalid cellphone number')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('This field needs to be a number like 123 or 123.45')).toBeTruthy();
  });

  it('checks the monthly income range with the rule identity runs (0 to 10 000 000)', async () => {
    const save = renderForm({ client: withId });
    type('Monthly income', '10000001');
    await submit();
    expect(screen.getByText('Enter a monthly income from 0 to 10 000 000')).toBeTruthy();
    expect(field('Monthly income').getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  });

  it('has the monthly income placeholder, input limits and a terms link beside the tick box', () => {
    renderForm({ client: newClient });
    expect(field('Monthly income').placeholder).toBe('Enter your Monthly Income');
    expect(field('Monthly income').getAttribute('inputmode')).toBe('decimal');
    expect(field('Mobile number').maxLength).toBe(10);
    expect(field('ID number').maxLength).toBe(13);
    expect(screen.getByRole('button', { name: 'Read the Terms and Conditions' })).toBeTruthy();
    expect(field('I accept the Terms and Conditions').type).toBe('checkbox');
    expect(field('I agree to receive marketing from Imali').type).toBe('checkbox');
    // South African ID by default: no passport expiry date.
    expect(screen.queryByLabelText('Passport expiry date')).toBeNull();
  });

  it('asks for a future passport expiry date for other ID types, and sends it', async () => {
    const save = renderForm({ client: newClient });
    fireEvent.change(screen.getByLabelText('ID type'), { target: { value: 'zim_id' } });
    type('First names', 'Tendai');
    type('ID number', 'ZN123456');
    type('Mobile number', '0821234567');
    type('Passport expiry date', '2020-01-31');
    tick('I accept the Terms and Conditions');
    await submit();
    expect(screen.getByText('Must be a future date')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    type('Passport expiry date', '2999-01-31');
    await submit();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ idType: 'zim_id', idNumber: 'ZN123456', passportExpiresDate: '2999-01-31' }));
  });

  it('sends the profile: mobile number as cellNumbers[0], income as a number, consent and terms', async () => {
    const save = renderForm({ client: { ...newClient, cellNumbers: ['0820000000', '0731234567'] } });
    type('First names', ' Thandi ');
    type('Surname', 'Mokoena');
    type('ID number', VALID_ID);
    type('Mobile number', '0821234567');
    type('Email', '');
    type('Monthly income', '15000.50');
    tick('I agree to receive marketing from Imali');
    tick('I accept the Terms and Conditions');
    await submit();
    expect(save).toHaveBeenCalledWith({
      firstNames: 'Thandi',
      surname: 'Mokoena',
      idType: 'rsa_id',
      idNumber: VALID_ID,
      cellNumbers: ['0821234567', '0731234567'],
      email: null,
      passportExpiresDate: null,
      income: 15000.5,
      marketingConsent: true,
      acceptedTerms: true,
    });
  });

  it('locks an ID type and number the client already has, and does not send them', async () => {
    const save = renderForm({ client: withId });
    expect(field('ID number').readOnly).toBe(true);
    expect(field('ID number').value).toBe(VALID_ID);
    expect(field('ID type').value).toBe('South African ID');
    expect(screen.getByTestId('id-locked').textContent).toContain('cannot be changed');
    expect(field('Mobile number').value).toBe('0821234567');
    tick('I accept the Terms and Conditions');
    await submit();
    const input = save.mock.calls[0][0];
    expect(input).not.toHaveProperty('idNumber');
    expect(input).not.toHaveProperty('idType');
    expect(input.cellNumbers).toEqual(['0821234567', '0731234567']);
  });

  it('shows the passport expiry date for a locked non-South-African ID', () => {
    renderForm({ client: { ...withId, idType: 'oth_id', idNumber: 'A1234567', passportExpiresDate: '2030-05-01' } });
    expect(field('ID type').value).toBe('Other/Passport');
    expect(field('Passport expiry date').value).toBe('2030-05-01');
  });

  it('runs the existing-user check on ID number blur while the ID can still be entered', async () => {
    const check = jest.fn(async () => 'Imali');
    renderForm({ client: newClient, checkExistingUser: check });
    type('ID number', VALID_ID);
    await act(async () => fireEvent.blur(field('ID number')));
    expect(check).toHaveBeenCalledWith(VALID_ID, 'rsa_id');
    expect(await screen.findByText('You have already signed up using this ID Number with another Imali account')).toBeTruthy();
  });

  it("places the server's messages: the mobile number beside its field, a locked ID's above the form", async () => {
    const save = jest.fn(async () => {
      throw new CombinedGraphQLErrors({
        data: null,
        errors: [
          {
            message: 'Some fields are not valid',
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: [
                { field: 'cellNumbers', message: 'Invalid cellphone number' },
                { field: 'idNumber', message: 'Your ID number cannot be changed once it is set' },
              ],
            },
          },
        ],
      } as never);
    });
    renderForm({ client: withId, save });
    tick('I accept the Terms and Conditions');
    await submit();
    expect(field('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Invalid cellphone number')).toBeTruthy();
    expect(screen.getByTestId('profile-form-error').textContent).toBe('Your ID number cannot be changed once it is set');
  });

  it('Profile Settings: says the profile was saved', async () => {
    const save = renderForm({ client: { ...withId, acceptedTerms: true, isRegistration: false, income: 12_000 }, mode: 'settings' });
    expect(field('I accept the Terms and Conditions').checked).toBe(true);
    await submit('Save changes');
    expect(save).toHaveBeenCalled();
    expect(screen.getByTestId('profile-saved').textContent).toBe('Your profile has been saved.');
  });

  describe('Profile Settings: the income field and the update button (savings §5)', () => {
    const settled = { ...withId, acceptedTerms: true, isRegistration: false };
    const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

    it('requires the monthly income; the button reads disabled while the form is invalid, and a click marks every field touched instead of saving', async () => {
      const save = renderForm({ client: { ...settled, firstNames: '', income: null }, mode: 'settings' });
      expect(saveButton().getAttribute('aria-disabled')).toBe('true');
      // Nothing touched yet: no message shows.
      expect(screen.queryByText('This field is required')).toBeNull();
      await submit('Save changes');
      expect(save).not.toHaveBeenCalled();
      expect(field('Monthly income').getAttribute('aria-invalid')).toBe('true');
      expect(field('First names').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getAllByText('This field is required')).toHaveLength(2);
    });

    it('is enabled once the form is valid, and saves the income', async () => {
      const save = renderForm({ client: { ...settled, income: null }, mode: 'settings' });
      type('Monthly income', '15000');
      expect(saveButton().getAttribute('aria-disabled')).toBeNull();
      await submit('Save changes');
      expect(save).toHaveBeenCalledWith(expect.objectContaining({ income: 15_000 }));
    });

    it('at registration the income stays optional and a blank one is left out of the update (it cannot be cleared)', async () => {
      const save = renderForm({ client: { ...withId, acceptedTerms: false } });
      tick('I accept the Terms and Conditions');
      expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-disabled')).toBeNull();
      await submit();
      expect(save).toHaveBeenCalledTimes(1);
      expect(save.mock.calls[0]![0]).not.toHaveProperty('income');
    });
  });
});
