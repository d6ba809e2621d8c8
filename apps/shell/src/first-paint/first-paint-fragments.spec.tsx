/** @jest-environment jsdom */
// The shell's first-paint fragments (docs/decisions/first-paint-fragments.md): the public layout
// and a visitor's sign-in page, rendered here by the real components and kept in
// apps/shell/src/first-paint/*.html, which the build puts in index.html. The signed-in layout
// too: a remote's first-paint script draws its page inside it (signed-in-first-paint.md). This spec fails when a
// component changed and its fragment did not: `IMALI_WRITE_FIRST_PAINT=1 npx jest
// apps/shell/src/first-paint` writes them again.
import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { readFirstPaintFragment, checkFirstPaintFragment, fragmentFromElement } from '@imali/shared/web/testing';
import { AppLayout } from '../layout/app-layout';
import { PublicLayout } from '../layout/public-layout';
import { SignInPage } from '../pages/sign-in/sign-in-page';
import { RemotesProvider } from '../remotes/remotes-context';
import { sessionMock } from '../session/session-mocks';
import { FIRST_PAINT_SLOT, FIRST_PAINT_YEAR, SIGN_IN_READY } from './first-paint-contract';

const never = () => new Promise<never>(() => undefined);

async function renderSignIn() {
  render(
    <MockedProvider mocks={[sessionMock(null)]}>
      <RemotesProvider loadManifest={never} register={() => undefined} prepare={() => undefined} initialPath="/sign-in">
        <MemoryRouter initialEntries={['/sign-in']}>
          <Routes>
            <Route element={<PublicLayout />}>
              <Route path="/sign-in" element={<SignInPage />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </RemotesProvider>
    </MockedProvider>,
  );
  await screen.findByRole('button', { name: 'Sign in' });
  const main = document.querySelector('main');
  const layout = document.querySelector('.public-layout');
  if (!main || !layout) throw new Error('the public layout has no <main>');
  return { main, layout };
}

describe('first-paint fragments of the shell', () => {
  it('the public layout: cookie banner, header and footer around an empty <main>', async () => {
    const { main, layout } = await renderSignIn();
    const copy = layout.cloneNode(true) as Element;
    copy.querySelector('main')!.innerHTML = `<!--${FIRST_PAINT_SLOT}-->`;
    // The footer's year is the browser's when the fragment is shown, not the year it was made.
    const year = `© ${new Date().getFullYear()} `;
    expect(copy.innerHTML).toContain(year);
    const fragment = fragmentFromElement(copy).replace(year, `© <!--${FIRST_PAINT_YEAR}--> `);
    expect(main.children.length).toBeGreaterThan(0);
    expect(fragment).toContain(`<!--${FIRST_PAINT_SLOT}-->`);
    expect(fragment).toContain('data-first-paint-testid="cookie-banner"');
    expect(fragment).not.toContain(' data-testid=');
    checkFirstPaintFragment('apps/shell/src/first-paint/public-layout.html', fragment);
  });

  it('the signed-in layout: navigation around <main> with the cookie banner, no tab marked current', async () => {
    render(
      <RemotesProvider loadManifest={never} register={() => undefined} prepare={() => undefined} initialPath="/first-paint">
        <MemoryRouter initialEntries={['/first-paint']}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path="/first-paint" element={<p data-testid="page">page</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </RemotesProvider>,
    );
    await screen.findByTestId('page');
    const layout = document.querySelector('.app-layout');
    if (!layout) throw new Error('the app layout has no .app-layout');
    const copy = layout.cloneNode(true) as Element;
    const main = copy.querySelector('main')!;
    // The banner stays where the layout draws it, above the page.
    main.querySelector('[data-testid="page"]')!.replaceWith(document.createComment(FIRST_PAINT_SLOT));
    const fragment = fragmentFromElement(copy);
    expect(fragment).toContain(`<!--${FIRST_PAINT_SLOT}-->`);
    expect(fragment).toContain('data-first-paint-testid="cookie-banner"');
    expect(fragment).toContain('href="/debt"');
    expect(fragment).not.toContain('aria-current');
    expect(fragment).not.toContain(' data-testid=');
    checkFirstPaintFragment('apps/shell/src/first-paint/app-layout.html', fragment);
  });

  it("a visitor's sign-in page, ready once the real one is drawn", async () => {
    const { main } = await renderSignIn();
    expect(main.querySelector(SIGN_IN_READY)).not.toBeNull();
    const page = document.createElement('div');
    page.innerHTML = main.innerHTML;
    const fragment = fragmentFromElement(page, { inner: true });
    expect(fragment).toContain('Sign in');
    checkFirstPaintFragment('apps/shell/src/first-paint/sign-in.html', fragment);
  });

  it('the fragments on disk have no script and no event handler', () => {
    for (const file of ['public-layout.html', 'sign-in.html', 'app-layout.html']) {
      const html = readFirstPaintFragment(`apps/shell/src/first-paint/${file}`);
      expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    }
  });
});
