/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { SharedTermsTemplateDocument } from '@imali/shared/web';
import { PublicFooter } from './public-footer';

const termsMock = {
  request: { query: SharedTermsTemplateDocument, variables: { name: 'CONST_TERMS' } },
  result: { data: { getTemplate: { __typename: 'Template', name: 'CONST_TERMS', html: '<p>Imali terms</p>' } } },
};

function renderFooter() {
  return render(
    <MockedProvider mocks={[termsMock]}>
      <MemoryRouter>
        <PublicFooter />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('PublicFooter', () => {
  it('shows the address and the info mail link', () => {
    renderFooter();
    const address = screen.getByTestId('public-footer').querySelector('address');
    expect(address?.textContent).toContain('Imali (Pty) Ltd');
    expect(address?.textContent).toContain('Cape Town');
    expect(address?.textContent).toContain('South Africa');
    expect(screen.getByTestId('info-mail-link').getAttribute('href')).toBe('mailto:info@imali.co.za');
  });

  it('links privacy, resources, about and contact', () => {
    renderFooter();
    const links = within(screen.getByRole('navigation', { name: 'Imali' }));
    expect(links.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(links.getByRole('link', { name: 'Resources' }).getAttribute('href')).toBe('/resources');
    expect(links.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about-us');
    expect(links.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
  });

  it('links real social profiles in a new tab (never "#")', () => {
    renderFooter();
    const social = within(screen.getByRole('navigation', { name: 'Follow us' })).getAllByRole('link');
    expect(social.map((link) => link.textContent)).toEqual([
      'Facebook (opens in a new tab)',
      'X (Twitter) (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'Instagram (opens in a new tab)',
    ]);
    for (const link of social) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/(www\.)?(facebook|x|linkedin|instagram)\.com\/$/);
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('opens the terms modal from Terms', async () => {
    renderFooter();
    fireEvent.click(screen.getByRole('button', { name: 'Terms' }));
    expect(screen.getByRole('dialog', { name: 'Terms and conditions' })).toBeTruthy();
    expect(await screen.findByText('Imali terms')).toBeTruthy();
  });

  it('carries the cookie notice with a privacy policy link', () => {
    renderFooter();
    expect(screen.getByTestId('public-footer').textContent).toContain('By continuing to browse you accept our use of cookies');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
  });
});
