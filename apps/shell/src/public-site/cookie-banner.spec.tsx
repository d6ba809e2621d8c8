/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CookieBanner } from './cookie-banner';

const clearConsent = () => {
  document.cookie = 'CookieConsent=; Max-Age=0; Path=/';
};

const renderBanner = () =>
  render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );

describe('CookieBanner', () => {
  let cookieWrites: jest.SpyInstance;

  beforeEach(() => {
    clearConsent();
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    cookieWrites = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => descriptor?.set?.call(document, value));
  });

  afterEach(() => {
    cookieWrites.mockRestore();
    clearConsent();
  });

  it('shows the notice with a privacy policy link while there is no consent cookie', () => {
    renderBanner();
    const banner = screen.getByTestId('cookie-banner');
    expect(banner.textContent).toContain('By continuing to browse you accept our use of cookies');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBe(banner);
  });

  it.each([
    ['Accept', 'true'],
    ['Decline', 'false'],
  ])('%s sets CookieConsent=%s for 365 days and hides the banner', (button, value) => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(document.cookie).toContain(`CookieConsent=${value}`);
    const written = cookieWrites.mock.calls.map(([cookie]) => cookie as string);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(new RegExp(`^CookieConsent=${value}; Max-Age=31536000; Expires=[^;]+; Path=/; SameSite=Lax$`));
  });

  it.each(['true', 'false'])('stays hidden when CookieConsent=%s exists', (value) => {
    document.cookie = `CookieConsent=${value}; Path=/`;
    renderBanner();
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('is hidden on the next page once a choice was made', () => {
    const first = renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    first.unmount();
    renderBanner();
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });
});
