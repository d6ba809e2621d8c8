/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { fakeVaultServer } from '../testing/fake-vault-server';
import { readable, renderAt } from '../testing/render';
import { TermsPage } from './terms-page';

describe('/documents/tc', () => {
  it('shows the CONST_TERMS template, with anything executable taken out', async () => {
    const server = fakeVaultServer({ getTemplate: ({ name }: { name: string }) => ({ name, html: '<h2>Terms</h2><p onclick="steal()">Cover starts<script>steal()</script></p><img src=x onerror="steal()">' }) });
    renderAt(<TermsPage />, { link: server.link, path: '/documents/tc' });
    const text = await screen.findByTestId('terms-text');
    expect(readable(text)).toBe('TermsCover starts');
    expect(text.innerHTML).not.toMatch(/script|onclick|onerror/);
    expect(server.variablesOf('SharedTermsTemplate')).toEqual([{ name: 'CONST_TERMS' }]);
  });

  it('says "An error has occurred" when the terms cannot be loaded', async () => {
    renderAt(<TermsPage />, { link: fakeVaultServer({ getTemplate: () => { throw new Error('down'); } }).link, path: '/documents/tc' });
    expect(readable(await screen.findByTestId('terms-error'))).toContain('An error has occurred');
  });

  it.each([[''], ['<script>steal()</script>']])('says so when the template %p has nothing to show, instead of loading for ever', async (html) => {
    renderAt(<TermsPage />, { link: fakeVaultServer({ getTemplate: ({ name }: { name: string }) => ({ name, html }) }).link, path: '/documents/tc' });
    expect(readable(await screen.findByTestId('terms-empty'))).toContain('The terms and conditions are not available right now');
  });
});
