/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ShellErrorBoundary } from './shell-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

function renderAt(path: string) {
  return render(
    <MockedProvider>
      <MemoryRouter initialEntries={[path]}>
        <ShellErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>Fine page</p>} />
            <Route path="/" element={<p>Home page</p>} />
          </Routes>
          <Link to="/fine">Go to fine</Link>
        </ShellErrorBoundary>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('ShellErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React and the boundary report the crash; the test expects it.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('renders the page when nothing fails', () => {
    renderAt('/fine');
    expect(screen.getByText('Fine page')).toBeTruthy();
  });

  it('shows the setback page with Request call back when a page throws', () => {
    renderAt('/broken');
    const page = screen.getByTestId('error-page');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe("We're experiencing a setback...");
    expect(consoleError).toHaveBeenCalledWith('The shell failed to render this page', expect.any(Error), expect.anything());
    fireEvent.click(within(page).getByRole('button', { name: 'Request call back' }));
    expect(screen.getByRole('dialog', { name: 'Let us contact you' })).toBeTruthy();
  });

  it('tries again on the next page', () => {
    renderAt('/broken');
    fireEvent.click(within(screen.getByTestId('error-page')).getByRole('link', { name: 'Home' }));
    expect(screen.queryByTestId('error-page')).toBeNull();
    expect(screen.getByText('Home page')).toBeTruthy();
  });
});
