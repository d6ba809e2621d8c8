/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { composeValidators, required, validateAcceptTerms, validateEmail } from '@imali/shared/validation';
import { CheckboxField } from './checkbox-field';
import { InputField } from './input-field';
import { SelectField } from './select-field';

type Values = Record<string, unknown>;

function renderForm(fields: ReactNode, onSubmit: (values: Values) => SubmissionErrors | Promise<SubmissionErrors> | void = jest.fn(), initialValues?: Values) {
  render(
    <Form<Values> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          {fields}
          <button type="submit">Send</button>
        </form>
      )}
    </Form>,
  );
}

const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));

describe('InputField', () => {
  it('ties label, hint and message to the input, with the extra attributes', async () => {
    renderForm(
      <InputField name="cell" label="Mobile number" type="tel" inputMode="tel" maxLength={10} hint="We send your OTP here" validate={required} />,
    );
    const input = screen.getByLabelText('Mobile number') as HTMLInputElement;
    expect(input.type).toBe('tel');
    expect(input.maxLength).toBe(10);
    expect(input.getAttribute('inputmode')).toBe('tel');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('We send your OTP here');
    await send();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual(['We send your OTP here', 'This field is required']);
  });

  it('calls onBlur with the value after final-form recorded the blur', () => {
    const onBlur = jest.fn();
    renderForm(<InputField name="idNumber" label="ID number" validate={required} onBlur={onBlur} />);
    const input = screen.getByLabelText('ID number');
    fireEvent.change(input, { target: { value: '8001015009087' } });
    fireEvent.blur(input);
    expect(onBlur).toHaveBeenCalledWith('8001015009087');
  });

  it("shows a server message until the field is edited", async () => {
    renderForm(<InputField name="email" label="Email" validate={composeValidators(validateEmail)} />, async () => ({
      email: 'An account with this email address already exists',
      [FORM_ERROR]: 'Some fields are not valid',
    }));
    const input = screen.getByLabelText('Email');
    fireEvent.change(input, { target: { value: 'thandi@example.com' } });
    await send();
    expect(screen.getByText('An account with this email address already exists')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'thandi@example.co.za' } });
    expect(screen.queryByText('An account with this email address already exists')).toBeNull();
  });
});

describe('SelectField', () => {
  const options = [
    { value: 'rsa_id', label: 'South African ID' },
    { value: 'oth_id', label: 'Other/Passport' },
  ];

  it('offers the options, an optional placeholder, and its message', async () => {
    renderForm(<SelectField name="idType" label="ID type" options={options} placeholder="Select one" validate={required} />);
    const select = screen.getByLabelText('ID type') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.text)).toEqual(['Select one', 'South African ID', 'Other/Passport']);
    await send();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
  });

  it('submits the chosen value', async () => {
    const onSubmit = jest.fn();
    renderForm(<SelectField name="idType" label="ID type" options={options} />, onSubmit, { idType: 'rsa_id' });
    fireEvent.change(screen.getByLabelText('ID type'), { target: { value: 'oth_id' } });
    await send();
    expect(onSubmit.mock.calls[0][0]).toEqual({ idType: 'oth_id' });
  });
});

describe('CheckboxField', () => {
  it('validates the ticked state, keeps extra content outside the label, and submits true', async () => {
    const onSubmit = jest.fn();
    renderForm(
      <CheckboxField
        name="acceptedTerms"
        label="I accept the Terms and Conditions"
        validate={(value) => validateAcceptTerms(value, 'profile')}
        extra={<a href="/terms">Read the Terms and Conditions</a>}
      />,
      onSubmit,
    );
    const box = screen.getByLabelText('I accept the Terms and Conditions') as HTMLInputElement;
    expect(box.type).toBe('checkbox');
    await send();
    expect(screen.getByRole('alert').textContent).toBe('You need to accept our Ts & Cs to Continue');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await send();
    expect(onSubmit.mock.calls[0][0]).toEqual({ acceptedTerms: true });
    expect(screen.getByRole('link', { name: 'Read the Terms and Conditions' })).toBeTruthy();
  });
});
