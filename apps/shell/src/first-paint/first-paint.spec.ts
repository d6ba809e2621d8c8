/** @jest-environment jsdom */
import { readFirstPaintFragment } from '@imali/shared/web/testing';
import { LAYOUT_TEMPLATE_ID, SIGN_IN_TEMPLATE_ID } from './first-paint-contract';
import { shellFirstPaintTemplate, showFirstPaint, templateHtml } from './first-paint';

const LAYOUT = readFirstPaintFragment('apps/shell/src/first-paint/public-layout.html');
const SIGN_IN = readFirstPaintFragment('apps/shell/src/first-paint/sign-in.html');

function page({ root = '' }: { root?: string } = {}) {
  document.body.innerHTML = `<div id="root">${root}</div><template id="${LAYOUT_TEMPLATE_ID}">${LAYOUT}</template><template id="${SIGN_IN_TEMPLATE_ID}">${SIGN_IN}</template>`;
}

const context = { cookies: '', year: 2031 };

describe('shellFirstPaintTemplate', () => {
  it.each([
    ['/', '', SIGN_IN_TEMPLATE_ID],
    ['/sign-in', '', SIGN_IN_TEMPLATE_ID],
    ['/sign-in', '?redirect=%2Fsavings', SIGN_IN_TEMPLATE_ID],
    ['/sign-in', '?mode=register', undefined],
    ['/sign-in', '?clientId=g1&redirect=%2Ffuneral', undefined],
    ['/savings', '', undefined],
    ['/sign-in/', '', undefined],
    [null, '', undefined],
  ])('%s%s → %s', (path, search, expected) => {
    expect(shellFirstPaintTemplate(path, search)).toBe(expected);
  });
});

describe('showFirstPaint', () => {
  it('draws the page inside the layout, inert, in #root, with this year in the footer', () => {
    page();
    expect(showFirstPaint(document, templateHtml(document, SIGN_IN_TEMPLATE_ID)!, context)).toBe(document.querySelector('#root > [data-first-paint]'));
    const wrapper = document.querySelector('#root > [data-first-paint]')!;
    expect(wrapper.hasAttribute('inert')).toBe(true);
    expect(wrapper.querySelector('main h1')?.textContent).toBe('Sign in');
    expect(wrapper.querySelector('main form[aria-label="Sign in"]')).not.toBeNull();
    expect(wrapper.querySelector('.public-footer__legal')?.textContent).toContain('© 2031 Imali');
    expect(wrapper.querySelector('[data-first-paint-testid="cookie-banner"]')).not.toBeNull();
    // Nothing a test or the app looks for by test id or id is there twice once the app draws.
    expect(wrapper.querySelector('[data-testid]')).toBeNull();
    expect([...wrapper.querySelectorAll('[id]')].every((el) => el.id.startsWith('fp-'))).toBe(true);
  });

  it('leaves the cookie banner out once a choice is recorded', () => {
    page();
    showFirstPaint(document, SIGN_IN, { ...context, cookies: 'a=1; CookieConsent=false' });
    expect(document.querySelector('[data-first-paint]')).not.toBeNull();
    expect(document.querySelector('[data-first-paint-testid="cookie-banner"]')).toBeNull();
  });

  it('draws nothing where the app has drawn already, or without the layout', () => {
    page({ root: '<p>app</p>' });
    expect(showFirstPaint(document, SIGN_IN, context)).toBeUndefined();
    expect(document.querySelector('[data-first-paint]')).toBeNull();
    document.body.innerHTML = '<div id="root"></div>';
    expect(showFirstPaint(document, SIGN_IN, context)).toBeUndefined();
    expect(document.getElementById('root')!.childNodes).toHaveLength(0);
  });

  it('draws once: a second fragment does not stack on the first', () => {
    page();
    expect(showFirstPaint(document, SIGN_IN, context)).toBeDefined();
    expect(showFirstPaint(document, '<p>other</p>', context)).toBeUndefined();
    expect(document.querySelectorAll('[data-first-paint]')).toHaveLength(1);
  });

  it('puts a page whose text has $ patterns in as it is', () => {
    page();
    showFirstPaint(document, '<p class="x">R$& and $1</p>', context);
    expect(document.querySelector('[data-first-paint] main p.x')?.textContent).toBe('R$& and $1');
  });
});
