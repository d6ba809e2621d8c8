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

  describe('scrolling past a quarter of the page accepts (scroll-accept at 25%)', () => {
    const root = document.documentElement;
    /** A page 3000 px high in a 1000 px window, scrolled to `top`. */
    const scrollTo = (top: number) => {
      Object.defineProperty(root, 'scrollHeight', { configurable: true, value: 3000 });
      Object.defineProperty(root, 'clientHeight', { configurable: true, value: 1000 });
      Object.defineProperty(root, 'scrollTop', { configurable: true, value: top });
      fireEvent.scroll(window);
    };

    afterEach(() => {
      for (const key of ['scrollHeight', 'clientHeight', 'scrollTop']) delete (root as unknown as Record<string, unknown>)[key];
    });

    it('keeps the banner up to 25% of the scrollable height', () => {
      renderBanner();
      scrollTo(500); // exactly 25% of 2000
      expect(screen.getByTestId('cookie-banner')).toBeTruthy();
      expect(cookieWrites).not.toHaveBeenCalled();
    });

    it('past 25%, records CookieConsent=true once and hides the banner', () => {
      renderBanner();
      scrollTo(501);
      scrollTo(900);
      expect(screen.queryByTestId('cookie-banner')).toBeNull();
      const written = cookieWrites.mock.calls.map(([cookie]) => cookie as string);
      expect(written).toHaveLength(1);
      expect(written[0]).toMatch(/^CookieConsent=true; Max-Age=31536000;/);
    });

    it('does not overturn a Decline', () => {
      renderBanner();
      fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
      scrollTo(2000);
      expect(document.cookie).toContain('CookieConsent=false');
      expect(cookieWrites).toHaveBeenCalledTimes(1);
    });
  });
});
