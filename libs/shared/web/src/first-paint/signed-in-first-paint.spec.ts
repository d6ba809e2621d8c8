/** @jest-environment jsdom */
import { APP_LAYOUT_TEMPLATE_ID } from './first-paint-contract';
import { paintSignedInPage, type FirstPaintHints } from './signed-in-first-paint';

const LAYOUT = '<nav><a href="/">Home</a><a href="/debt">My Debt</a><a href="/debt-repayments">Repayments</a></nav><main><p data-first-paint-testid="cookie-banner">cookies</p><!--first-paint-page--></main>';

function page(root = '') {
  document.body.innerHTML = `<div id="root">${root}</div><template id="${APP_LAYOUT_TEMPLATE_ID}">${LAYOUT}</template>`;
}

const answered = (data: Record<string, unknown> | undefined): FirstPaintHints => ({ pageData: [{ operationName: 'DebtDashboard', answer: Promise.resolve(data) }] });
const debtPage = { operationName: 'DebtDashboard', tab: '/debt', paint: (data: Record<string, unknown>) => `<h1>${String((data['myClient'] as { id: string }).id)}</h1>`, css: '.x{color:red}' };

beforeEach(() => {
  document.cookie = 'CookieConsent=; max-age=0';
});

describe('paintSignedInPage', () => {
  it("draws the page from its first data inside the signed-in layout, inert, with its tab marked current and its CSS inline", async () => {
    page();
    await expect(paintSignedInPage(debtPage, { hints: answered({ myClient: { id: 'c-1' } }) })).resolves.toBe(true);
    const wrapper = document.querySelector('#root > [data-first-paint]')!;
    expect(wrapper.hasAttribute('inert')).toBe(true);
    expect(wrapper.querySelector('main h1')?.textContent).toBe('c-1');
    expect(wrapper.querySelector('main style')?.textContent).toBe('.x{color:red}');
    expect([...wrapper.querySelectorAll('nav a')].map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
    expect(wrapper.querySelector('[data-first-paint-testid="cookie-banner"]')).not.toBeNull();
  });

  it('leaves the cookie banner out once a choice is recorded', async () => {
    page();
    document.cookie = 'CookieConsent=true';
    await paintSignedInPage(debtPage, { hints: answered({ myClient: { id: 'c-1' } }) });
    expect(document.querySelector('[data-first-paint] main h1')).not.toBeNull();
    expect(document.querySelector('[data-first-paint-testid="cookie-banner"]')).toBeNull();
  });

  it('waits for the answer, and draws nothing once the app has begun to draw', async () => {
    page();
    let settle!: (data: Record<string, unknown>) => void;
    const hints: FirstPaintHints = { pageData: [{ operationName: 'DebtDashboard', answer: new Promise((resolve) => (settle = resolve)) }] };
    const drawing = paintSignedInPage(debtPage, { hints });
    await Promise.resolve();
    expect(document.querySelector('[data-first-paint]')).toBeNull();
    hints.rendering = true;
    settle({ myClient: { id: 'c-1' } });
    await expect(drawing).resolves.toBe(false);
    expect(document.getElementById('root')!.childNodes).toHaveLength(0);
  });

  it.each([
    ['no answer (an error, nobody signed in)', answered(undefined), debtPage],
    ['no first data of that name', { pageData: [{ operationName: 'Other', answer: Promise.resolve({ myClient: { id: 'c-1' } }) }] }, debtPage],
    ['no hints at all', undefined, debtPage],
    ['a page that draws nothing for this answer', answered({ myClient: null }), { ...debtPage, paint: () => undefined }],
    ['a page whose drawing fails', answered({}), debtPage],
  ])('draws nothing for %s', async (_case, hints, target) => {
    page();
    await expect(paintSignedInPage(target, { hints })).resolves.toBe(false);
    expect(document.querySelector('[data-first-paint]')).toBeNull();
  });

  it('draws nothing over the app, or without the signed-in layout', async () => {
    page('<p>app</p>');
    await expect(paintSignedInPage(debtPage, { hints: answered({ myClient: { id: 'c-1' } }) })).resolves.toBe(false);
    document.body.innerHTML = '<div id="root"></div>';
    await expect(paintSignedInPage(debtPage, { hints: answered({ myClient: { id: 'c-1' } }) })).resolves.toBe(false);
  });
});
