/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { SignInForm } from './sign-in-form';

const username = () => screen.getByLabelText('ID number or email');
const password = () => screen.getByLabelText('Password');
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));

describe('SignInForm', () => {
  it('requires both fields with the spec message and does not submit', async () => {
    const onSubmit = jest.fn();
    render(<SignInForm onSubmit={onSubmit} />);
    await submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(username().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats a blank username as missing', async () => {
    const onSubmit = jest.fn();
    render(<SignInForm onSubmit={onSubmit} />);
    fireEvent.change(username(), { target: { value: '   ' } });
    fireEvent.change(password(), { target: { value: 'secret' } });
    await submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the username and password', async () => {
    const onSubmit = jest.fn(async () => undefined);
    render(<SignInForm onSubmit={onSubmit} />);
    fireEvent.change(username(), { target: { value: '8001015009087' } });
    fireEvent.change(password(), { target: { value: 'secret' } });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ username: '8001015009087', password: 'secret' });
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it("shows the server's message when sign-in fails", async () => {
    render(<SignInForm onSubmit={async () => ({ [FORM_ERROR]: 'Incorrect ID number, email or password' })} />);
    fireEvent.change(username(), { target: { value: 'thandi@example.com' } });
    fireEvent.change(password(), { target: { value: 'wrong' } });
    await submit();
    expect(screen.getByTestId('sign-in-error').textContent).toContain('Incorrect ID number, email or password');
  });

  it('shows a per-field server message beside its field', async () => {
    render(<SignInForm onSubmit={async () => ({ username: 'Invalid ID number' })} />);
    fireEvent.change(username(), { target: { value: '123' } });
    fireEvent.change(password(), { target: { value: 'x' } });
    await submit();
    expect(screen.getByText('Invalid ID number')).toBeTruthy();
  });
});
