/** @jest-environment jsdom */
// The first-paint fragment of /funeral for a visitor (docs/decisions/first-paint-fragments.md):
// the remote's routes as their first render draws them in a browser that was not signed in
// (the visitor's page while the overview is on its way), with the remote's stylesheet. The
// build ships it as first-paint/funeral.html beside remoteEntry.js; the shell's first script
// draws it in the public layout before the app's JavaScript has arrived. This spec fails when the
// page changed and the file did not: `IMALI_WRITE_FIRST_PAINT=1 npx jest --selectProjects unit
// apps/funeral/web/src/first-paint` writes it again.
import { screen } from '@testing-library/react';
import { checkFirstPaintFragment, fragmentFromElement, readFirstPaintFragment } from '@imali/shared/web/testing';
import { fakeFuneralServer } from '../testing/fake-funeral-server';
import { renderWith } from '../testing/render';
import FuneralRoutes from '../routes';

const FILE = 'apps/funeral/web/src/first-paint/funeral.html';

describe('first-paint fragment of /funeral', () => {
  afterEach(() => localStorage.clear());

  it("is the visitor's page as first drawn: the quote, sign in and the calculator", () => {
    const server = fakeFuneralServer({ myClient: null });
    const { container } = renderWith(<FuneralRoutes />, { link: server.link, path: '/funeral' });
    // Synchronously after the first render, as the app's first commit draws it.
    const page = screen.getByTestId('funeral-page');
    expect(screen.getByTestId('funeral-visitor')).toBeTruthy();
    expect(screen.getByTestId('funeral-calculator')).toBeTruthy();
    expect(screen.queryByTestId('spinner')).toBeNull();
    // Everything the routes draw, without the spec's location readout.
    const drawn = document.createElement('div');
    for (const child of Array.from(container.children)) if (child.getAttribute('data-testid') !== 'location') drawn.appendChild(child.cloneNode(true));
    expect(drawn.contains(drawn.querySelector('[data-testid="funeral-page"]'))).toBe(true);
    expect(page.textContent).toContain('Funeral cover for you and your family');
    const fragment = fragmentFromElement(drawn, { inner: true });
    checkFirstPaintFragment(FILE, fragment);
  });

  it('has no script and no event handler', () => {
    expect(readFirstPaintFragment(FILE)).not.toMatch(/<script|\son[a-z]+=/i);
    expect(readFirstPaintFragment(FILE)).toContain('data-first-paint-testid="funeral-visitor"');
  });
});
