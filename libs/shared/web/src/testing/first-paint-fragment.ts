// First-paint fragments (docs/decisions/first-paint-fragments.md): a page's HTML as its real
// components draw it for a visitor, written by a component spec into a file that the build
// ships; the browser shows it before the JavaScript that draws the page has arrived. These
// helpers make the HTML from a rendered element and keep the file on disk equal to it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Attributes that name another element by id (space-separated lists). */
const ID_REFERENCES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant', 'aria-errormessage', 'list', 'form'];

/** The prefix a fragment's ids get, so that they never equal the ids the real page then draws. */
export const FIRST_PAINT_ID_PREFIX = 'fp-';

/**
 * The element's HTML for a first paint (its outer HTML, or with `inner` its children's): ids and
 * the attributes that refer to them prefixed with `fp-`, and `data-testid` renamed
 * `data-first-paint-testid` (a test's query finds the real page only), React's `useId` values
 * (`«r1»`, `:r1:`) kept as they are otherwise.
 */
export function fragmentFromElement(element: Element, { inner = false }: { inner?: boolean } = {}): string {
  const copy = element.cloneNode(true) as Element;
  const all = [copy, ...Array.from(copy.querySelectorAll('*'))];
  for (const node of all) {
    const id = node.getAttribute('id');
    if (id) node.setAttribute('id', `${FIRST_PAINT_ID_PREFIX}${id}`);
    for (const name of ID_REFERENCES) {
      const value = node.getAttribute(name);
      if (value) node.setAttribute(name, value.split(/\s+/).filter(Boolean).map((ref) => `${FIRST_PAINT_ID_PREFIX}${ref}`).join(' '));
    }
    const href = node.getAttribute('href');
    if (href?.startsWith('#') && href.length > 1) node.setAttribute('href', `#${FIRST_PAINT_ID_PREFIX}${href.slice(1)}`);
    const testId = node.getAttribute('data-testid');
    if (testId !== null) {
      node.removeAttribute('data-testid');
      node.setAttribute('data-first-paint-testid', testId);
    }
  }
  return `${inner ? copy.innerHTML : copy.outerHTML}\n`;
}

const root = () => {
  let dir = process.cwd();
  while (!existsSync(join(dir, 'nx.json'))) {
    const parent = join(dir, '..');
    if (parent === dir) throw new Error('first-paint fragments: no nx.json above the working directory');
    dir = parent;
  }
  return dir;
};

/** The fragment file (path from the workspace root), or '' when there is none yet. */
export function readFirstPaintFragment(file: string): string {
  const path = join(root(), file);
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

/**
 * Fails unless the file holds `html`; with IMALI_WRITE_FIRST_PAINT=1 in the environment, writes
 * it instead (after a change to the page's components).
 */
export function checkFirstPaintFragment(file: string, html: string): void {
  if (process.env['IMALI_WRITE_FIRST_PAINT'] === '1') {
    writeFileSync(join(root(), file), html);
    return;
  }
  const onDisk = readFirstPaintFragment(file);
  if (onDisk !== html) {
    throw new Error(
      `${file} is not what the page draws now. Write it again with\n  IMALI_WRITE_FIRST_PAINT=1 npx jest --selectProjects unit <this spec>\n` +
        `and commit it (docs/decisions/first-paint-fragments.md).`,
    );
  }
}
