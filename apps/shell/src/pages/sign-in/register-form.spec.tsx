/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { PASSWORD_LENGTH_MESSAGE, RegisterForm } from './register-form';

const VALID_ID = '8001015009087';
const EXISTING = 'You have already signed up using this ID Number with another Imali account';

const idType = () => screen.getByLabelText('ID type') as HTMLSelectElement;
const idNumber = () => screen.getByLabelText('ID number') as HTMLInputElement;
const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const blur = (element: HTMLElement) => act(async () => fireEvent.blur(element));

describe('RegisterForm', () => {
  it('offers the five ID types with South African ID first and chosen', () => {
    render(<RegisterForm onSubmit={jest.fn()} />);
    expect(Array.from(idType().options).map((option) => [option.value, option.text])).toEqual([
      ['rsa_id', 'South African ID'],
      ['zim_id', 'Zimbabwean ID'],
      ['nam_id', 'Namibian ID'],
      ['bot_id', 'Botswana ID'],
      ['oth_id', 'Other/Passport'],
    ]);
    expect(idType().value).toBe('rsa_id');
    expect(idNumber().maxLength).toBe(13);
    expect(idNumber().getAttribute('inputmode')).toBe('numeric');
  });

  it('requires a South African ID number and a password, and does not submit', async () => {
    const onSubmit = jest.fn();
    render(<RegisterForm onSubmit={onSubmit} />);
    await submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(idNumber().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the South African ID number with the shared rule', async () => {
    const onSubmit = jest.fn();
    render(<RegisterForm onSubmit={onSubmit} />);
    type(idNumber(), '8001015009088');
    type(password(), 'long enough');
    await submit();
    expect(screen.getByText('Invalid ID number')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes any number for other ID types, or an e-mail address instead', async () => {
    const onSubmit = jest.fn(async () => undefined);
    render(<RegisterForm onSubmit={onSubmit} />);
    fireEvent.change(idType(), { target: { value: 'zim_id' } });
    type(password(), 'long enough');
    await submit();
    // Neither an ID number nor an e-mail address: the ID number is asked for.
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    expect(idNumber().getAttribute('aria-invalid')).toBe('true');
    type(email(), 'not-an-address');
    await submit();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.queryByText('This field is required')).toBeNull();
    type(email(), 'tendai@example.com');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ idType: 'zim_id', email: 'tendai@example.com', password: 'long enough' });
    type(idNumber(), 'ZN 123456');
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ idType: 'zim_id', idNumber: 'ZN 123456', email: 'tendai@example.com', password: 'long enough' });
  });

  it(`says "${PASSWORD_LENGTH_MESSAGE}" for a short password`, async () => {
    const onSubmit = jest.fn(async () => undefined);
    render(<RegisterForm onSubmit={onSubmit} />);
    type(idNumber(), VALID_ID);
    type(password(), 'seven77');
    await submit();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets other ID types enter up to 20 characters, as the server accepts', () => {
    render(<RegisterForm onSubmit={jest.fn()} />);
    expect(idNumber().maxLength).toBe(13);
    fireEvent.change(idType(), { target: { value: 'oth_id' } });
    expect(idNumber().maxLength).toBe(20);
  });

  it('submits the ID type, ID number, optional e-mail and password', async () => {
    const onSubmit = jest.fn(async () => undefined);
    render(<RegisterForm onSubmit={onSubmit} />);
    type(idNumber(), VALID_ID);
    type(password(), 'eight888');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ idType: 'rsa_id', idNumber: VALID_ID, password: 'eight888' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks for an existing account when a valid ID number loses focus, and blocks registering', async () => {
    const check = jest.fn(async () => 'Imali');
    const onSubmit = jest.fn();
    render(<RegisterForm onSubmit={onSubmit} checkExistingUser={check} />);
    type(idNumber(), VALID_ID);
    await blur(idNumber());
    expect(check).toHaveBeenCalledWith(VALID_ID, 'rsa_id');
    expect(await screen.findByText(EXISTING)).toBeTruthy();
    type(password(), 'eight888');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    // Another ID number clears the message.
    type(idNumber(), '8501015800088');
    await waitFor(() => expect(screen.queryByText(EXISTING)).toBeNull());
  });

  it('does not check an invalid or empty ID number, and shows nothing when nobody has it', async () => {
    const check = jest.fn(async () => null);
    render(<RegisterForm onSubmit={jest.fn()} checkExistingUser={check} />);
    await blur(idNumber());
    type(idNumber(), '123');
    await blur(idNumber());
    expect(check).not.toHaveBeenCalled();
    type(idNumber(), VALID_ID);
    await blur(idNumber());
    expect(check).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/already signed up/)).toBeNull();
  });

  it('ignores a failing existing-user check (the server checks again on submit)', async () => {
    const check = jest.fn(async () => {
      throw new Error('offline');
    });
    const onSubmit = jest.fn(async () => undefined);
    render(<RegisterForm onSubmit={onSubmit} checkExistingUser={check} />);
    type(idNumber(), VALID_ID);
    await blur(idNumber());
    type(password(), 'eight888');
    await submit();
    expect(onSubmit).toHaveBeenCalled();
  });

  it("shows the server's field messages beside their fields and other errors above the form", async () => {
    render(
      <RegisterForm
        onSubmit={async () => ({ [FORM_ERROR]: 'Some fields are not valid', email: 'An account with this email address already exists' })}
      />,
    );
    type(idNumber(), VALID_ID);
    type(email(), 'thandi@example.com');
    type(password(), 'eight888');
    await submit();
    expect(screen.getByText('An account with this email address already exists')).toBeTruthy();
    expect(screen.getByTestId('register-error').textContent).toContain('Some fields are not valid');
  });
});
