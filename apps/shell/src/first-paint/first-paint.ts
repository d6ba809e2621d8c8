// Which of the shell's own first-paint fragments a visitor's page has (issue 12: phone LCP;
// docs/decisions/first-paint-fragments.md). The first script (route-hints.ts) draws it with
// showFirstPaint (@imali/shared/web/first-paint) before main.js has arrived.
import { SIGN_IN_TEMPLATE_ID } from './first-paint-contract';

export { showFirstPaint, templateHtml, type FirstPaintContext } from '@imali/shared/web/first-paint';

/**
 * The index.html template of the shell page a visitor opened, when it has one: the sign-in page
 * at `/` (a visitor's home is sign-in) and `/sign-in`, unless the link opens it on Register
 * (`?mode=register`, or `?clientId=` for a guest buyer).
 */
export function shellFirstPaintTemplate(path: string | null, search: string): string | undefined {
  if (path !== '/' && path !== '/sign-in') return undefined;
  const params = new URLSearchParams(search);
  return params.get('mode') === 'register' || params.has('clientId') ? undefined : SIGN_IN_TEMPLATE_ID;
}
