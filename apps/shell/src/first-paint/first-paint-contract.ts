// What the shell's first-paint fragments and the code that shows them agree on
// (docs/decisions/first-paint-fragments.md). The layouts' and the remotes' part is shared
// (@imali/shared/web/first-paint).
export { APP_LAYOUT_TEMPLATE_ID, FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_SLOT, FIRST_PAINT_YEAR, LAYOUT_TEMPLATE_ID } from '@imali/shared/web/first-paint';

/** index.html's <template> with a visitor's sign-in page (`/` and `/sign-in`). */
export const SIGN_IN_TEMPLATE_ID = 'imali-first-paint-sign-in';

/** The real sign-in page's mark: the fragment is made once it is drawn. */
export const SIGN_IN_READY = '[data-testid="sign-in-page"]';
