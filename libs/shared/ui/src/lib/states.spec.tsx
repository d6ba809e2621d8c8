/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';
import { ErrorMessage } from './error-message';
import { NotFound } from './not-found';
import { Page } from './page';
import { Spinner } from './spinner';

describe('screen states', () => {
  it('announces loading to screen readers', () => {
    render(<Spinner label="Loading your savings" />);
    expect(screen.getByRole('status').textContent).toBe('Loading your savings');
  });

  it('shows an error as an alert with an optional retry', () => {
    const onRetry = jest.fn();
    render(<ErrorMessage message="An error occurred, please contact support" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('An error occurred, please contact support');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows an error without a button when it cannot be retried', () => {
    render(<ErrorMessage message="Nope" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows an empty state with its title', () => {
    render(<EmptyState title="You have no funeral policies yet" />);
    expect(screen.getByTestId('empty-state').textContent).toBe('You have no funeral policies yet');
  });

  it('shows the 404 text and no button', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page not found');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('labels a page region by its heading', () => {
    render(<Page title="My Savings" testId="savings-page" />);
    expect(screen.getByRole('region', { name: 'My Savings' }).getAttribute('data-testid')).toBe('savings-page');
  });
});
