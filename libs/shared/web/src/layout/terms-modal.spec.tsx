/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { sanitizeHtml } from './sanitize-html';
import { TermsLink, TermsModal } from './terms-modal';
import { SharedTermsTemplateDocument } from '../gql/graphql';

const request = { query: SharedTermsTemplateDocument, variables: { name: 'CONST_TERMS' } };
const template = (html: string): MockLink.MockedResponse => ({
  request,
  result: { data: { getTemplate: { __typename: 'Template', name: 'CONST_TERMS', html } } },
  delay: 10,
});

function renderModal(mocks: MockLink.MockedResponse[], open = true) {
  const onClose = jest.fn();
  const view = render(
    <MockedProvider mocks={mocks}>
      <TermsModal open={open} onClose={onClose} />
    </MockedProvider>,
  );
  return { ...view, onClose };
}

describe('TermsModal', () => {
  it('shows a spinner, then the terms, in a dialog', async () => {
    renderModal([template('<h2>1. Definitions</h2><p>Imali means Imali (Pty) Ltd.</p>')]);
    const dialog = screen.getByRole('dialog', { name: 'Terms and conditions' });
    expect(within(dialog).getByTestId('spinner')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('terms-content').textContent).toContain('Imali means Imali (Pty) Ltd.'));
    expect(screen.queryByTestId('spinner')).toBeNull();
    expect(within(dialog).getByRole('heading', { name: '1. Definitions' })).toBeTruthy();
  });

  it('sanitises the HTML: no script, no event handlers, no javascript: links', async () => {
    const alarm = jest.fn();
    Object.assign(window, { alarm });
    renderModal([
      template(
        '<p>Safe text</p><script>window.alarm("script")</script><img src="x" onerror="window.alarm(\'img\')">' +
          '<a href="javascript:window.alarm(\'link\')">click</a><svg onload="window.alarm(\'svg\')"></svg>',
      ),
    ]);
    const content = await screen.findByTestId('terms-content');
    expect(content.textContent).toContain('Safe text');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('svg')).toBeNull();
    expect(content.innerHTML).not.toMatch(/onerror|onload|javascript:/i);
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(content.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(alarm).not.toHaveBeenCalled();
  });

  it('shows a loading failure inline, and Try again loads again', async () => {
    renderModal([
      { request, error: new Error('socket hang up'), delay: 5 },
      template('<p>Second time lucky</p>'),
    ]);
    const error = await screen.findByTestId('terms-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('We could not reach Imali.');
    await act(async () => fireEvent.click(within(error).getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(screen.getByTestId('terms-content').textContent).toBe('Second time lucky'));
  });

  it("shows the server's message when the template query fails", async () => {
    renderModal([{ request, result: { errors: [{ message: 'Template CONST_TERMS not found', extensions: { code: 'NOT_FOUND' } }] }, delay: 5 }]);
    expect((await screen.findByTestId('terms-error')).textContent).toContain('Template CONST_TERMS not found');
  });

  it('does not fetch while closed', () => {
    renderModal([], false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the Close button and the close icon', async () => {
    const { onClose } = renderModal([template('<p>x</p>')]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close terms and conditions' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await screen.findByTestId('terms-content');
  });
});

describe('TermsLink', () => {
  it('opens the terms from inside a checkbox label without ticking the box', async () => {
    render(
      <MockedProvider mocks={[template('<p>The terms</p>')]}>
        <label>
          <input type="checkbox" data-testid="accept" /> I accept the <TermsLink>terms and conditions</TermsLink>
        </label>
      </MockedProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'terms and conditions' }));
    expect((screen.getByTestId('accept') as HTMLInputElement).checked).toBe(false);
    expect(await screen.findByText('The terms')).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('sanitizeHtml', () => {
  it('keeps ordinary markup and drops active content', () => {
    expect(sanitizeHtml('<p><strong>Bold</strong> <a href="https://imali.co.za">link</a></p>')).toBe(
      '<p><strong>Bold</strong> <a href="https://imali.co.za">link</a></p>',
    );
    expect(sanitizeHtml('<img src=x onerror=alert(1)><script>alert(1)</script>')).toBe('<img src="x">');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><form action="/x"><input></form>')).not.toMatch(/iframe/);
  });
});
