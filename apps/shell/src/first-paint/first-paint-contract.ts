// What the first-paint fragments and the code that shows them agree on
// (docs/decisions/first-paint-fragments.md).

/** The comment in the public layout's fragment where a page's fragment goes (inside <main>). */
export const FIRST_PAINT_SLOT = 'first-paint-page';

/** The comment in the public layout's fragment that stands for this year (the footer's ©). */
export const FIRST_PAINT_YEAR = 'first-paint-year';

/** index.html's <template> with the public layout's fragment. */
export const LAYOUT_TEMPLATE_ID = 'imali-first-paint-layout';

/** index.html's <template> with a visitor's sign-in page (`/` and `/sign-in`). */
export const SIGN_IN_TEMPLATE_ID = 'imali-first-paint-sign-in';

/** The wrapper the fragment is drawn in, inside #root: React's first commit replaces it. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** The real sign-in page's mark: the fragment is made once it is drawn. */
export const SIGN_IN_READY = '[data-testid="sign-in-page"]';
