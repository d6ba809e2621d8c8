// What the shell's first script, its index.html templates and the remotes' first-paint scripts
// agree on (docs/decisions/first-paint-fragments.md, docs/decisions/signed-in-first-paint.md).

/** The comment in a layout's fragment where a page's fragment goes (inside <main>). */
export const FIRST_PAINT_SLOT = 'first-paint-page';

/** The comment in the public layout's fragment that stands for this year (the footer's ©). */
export const FIRST_PAINT_YEAR = 'first-paint-year';

/** index.html's <template> with the public layout's fragment (a visitor's pages). */
export const LAYOUT_TEMPLATE_ID = 'imali-first-paint-layout';

/** index.html's <template> with the signed-in app layout's fragment (no tab marked current). */
export const APP_LAYOUT_TEMPLATE_ID = 'imali-first-paint-app-layout';

/** The wrapper the fragment is drawn in, inside #root: React's first commit replaces it. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** The global the shell's first script leaves its hints on (window.__imaliRouteHints). */
export const ROUTE_HINTS_GLOBAL = '__imaliRouteHints';
