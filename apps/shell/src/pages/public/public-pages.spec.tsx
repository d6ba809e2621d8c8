/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../../app/app-routes';
import { RemotesProvider } from '../../remotes/remotes-context';
import { useSession } from '../../session/use-session';

jest.mock('../../session/use-session', () => ({ useSession: jest.fn() }));
(useSession as jest.MockedFunction<typeof useSession>).mockReturnValue({ status: 'signed-out' });

function CurrentLocation() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

const leads: unknown[] = [];
// Answers createLead; anything else (none expected on public pages) gets empty data.
const link = new ApolloLink((operation) => {
  if (operation.operationName === 'SharedCreateLead') {
    leads.push(operation.variables['input']);
    return of({ data: { createLead: { __typename: 'Lead', id: 'lead-9' } } });
  }
  return of({ data: null });
});

async function renderAt(path: string) {
  document.cookie = 'CookieConsent=true; Path=/';
  render(
    <MockedProvider link={link}>
      <RemotesProvider loadManifest={async () => []} register={() => undefined}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <CurrentLocation />
        </MemoryRouter>
      </RemotesProvider>
    </MockedProvider>,
  );
  // The (empty) remotes manifest loads.
  await act(async () => undefined);
}

describe('public pages', () => {
  it.each([
    ['/about-us', 'about-us-page', 'About Imali'],
    ['/thank-you', 'thank-you-page', 'Thank You!'],
    ['/privacy-policy', 'privacy-policy-page', 'Privacy policy'],
    ['/resources', 'resources-page', 'Resources'],
    ['/error', 'error-page', "We're experiencing a setback..."],
    ['/contact-us', 'contact-us-page', 'Contact us'],
  ])('%s shows its page in the public layout', async (path, testId, title) => {
    await renderAt(path);
    const page = screen.getByTestId(testId);
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByTestId('public-header')).toBeTruthy();
    expect(screen.getByTestId('public-footer')).toBeTruthy();
    expect(screen.queryByTestId('side-bar')).toBeNull();
  });

  it('thank-you says we will be in touch and links home', async () => {
    await renderAt('/thank-you');
    const page = screen.getByTestId('thank-you-page');
    expect(page.textContent).toContain('We will be in touch shortly.');
    expect(within(page).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('contact us: the inline panel with a routing code from the link, then /thank-you', async () => {
    leads.length = 0;
    await renderAt('/contact-us?routing=fun');
    const panel = screen.getByTestId('contact-panel');
    expect(within(panel).getByRole('heading', { name: 'Let us contact you' })).toBeTruthy();
    expect((within(panel).getByLabelText("I'd like to talk about") as HTMLSelectElement).value).toBe('Funeral Cover');
    expect(screen.getByTestId('contact-details').textContent).toContain('info@imali.co.za');
    fireEvent.change(within(panel).getByLabelText('Name'), { target: { value: 'Thandi' } });
    fireEvent.change(within(panel).getByLabelText('Cell Number'), { target: { value: '0821234567' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Send' })));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/thank-you'));
    expect(leads).toEqual([expect.objectContaining({ firstName: 'Thandi', talkAbout: 'Funeral Cover', routing: 'fun' })]);
    expect(screen.getByTestId('thank-you-page')).toBeTruthy();
  });

  it('the error page opens the contact panel from Request call back', async () => {
    await renderAt('/error');
    fireEvent.click(screen.getByRole('button', { name: 'Request call back' }));
    expect(screen.getByRole('dialog', { name: 'Let us contact you' })).toBeTruthy();
  });
});
