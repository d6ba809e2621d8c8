#!/usr/bin/env node
// npm run bench:bundle -- [--no-build]
// What the funeral remote adds to a page on first load (issue 5: under 100 KB gzip): opens the
// shell in Chromium at /funeral (a visitor) and /insurance (signed in), records every JavaScript
// file fetched from /remotes/funeral/, and sums their gzip sizes (level 9, as nginx or a CDN
// would send them). Files loaded on demand (the quote and purchase wizard, the chat sale at
// /funeral/buy) are reported apart. The vault remote likewise (issue 15: under 100 KB gzip, the PDF
// viewer only when a PDF is opened): /documents signed in, and whether its pdf-viewer chunk came.
// Uses the running system, or starts one.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startSystem, devSecrets, WEB_PORT } from '../start/system.mjs';

const root = new URL('../..', import.meta.url).pathname;
const base = `http://127.0.0.1:${WEB_PORT}`;

async function running() {
  try {
    return (await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = (path, remote = 'funeral') => gzipSync(readFileSync(join(root, `dist/apps/${remote}/web`, path)), { level: 9 }).length;

/** Loads `path` and returns the remote's JS files fetched by the time the page is idle. */
async function funeralScripts(page, path, remote = 'funeral') {
  const seen = new Set();
  const listener = (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith(`/remotes/${remote}/`) && url.pathname.endsWith('.js')) seen.add(url.pathname.replace(`/remotes/${remote}/`, ''));
  };
  page.on('response', listener);
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  page.off('response', listener);
  return seen;
}

let system;
if (!(await running())) {
  console.log('No system running: starting one (as npm start does)…');
  system = await startSystem({ log: () => undefined, build: !process.argv.includes('--no-build') });
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const visitor = await funeralScripts(page, '/funeral');
  const wizard = [...(await funeralScripts(page, '/funeral?quote=1'))].filter((file) => !visitor.has(file));

  // Signed in: /insurance, then the chat sale's on-demand chunk.
  const demo = system?.demo ?? { email: 'demo@imali.local', password: devSecrets().DEMO_PASSWORD };
  await page.goto(`${base}/sign-in`);
  await page.getByLabel('ID number or email').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  const signedIn = new Set([...(await funeralScripts(page, '/insurance'))]);
  const chat = [...(await funeralScripts(page, '/funeral/buy'))].filter((file) => !signedIn.has(file) && !visitor.has(file) && !wizard.includes(file));
  const vault = await funeralScripts(page, '/documents', 'vault');

  const report = (title, files, remote = 'funeral') => {
    const list = [...files].map((file) => [file, gzipped(file, remote)]);
    const total = list.reduce((sum, [, size]) => sum + size, 0);
    console.log(`${title}: ${kb(total)} gzip in ${list.length} files${total > 100 * 1024 ? '   (over the 100 KB target)' : ''}`);
    for (const [file, size] of list.sort((a, b) => b[1] - a[1])) console.log(`    ${kb(size).padStart(9)}  ${file}`);
  };
  console.log(`\n${new Date().toISOString()}  funeral remote JavaScript on first load (target: under 100 KB gzip)`);
  report('/funeral as a visitor', visitor);
  report('/insurance signed in', signedIn);
  report('the quote and purchase wizard (?quote=1) adds on demand', wizard);
  report('/funeral/buy (chat sale) adds on demand', chat);
  console.log(`\nvault remote JavaScript on first load (target: under 100 KB gzip; the PDF viewer only when a PDF is opened)`);
  report('/documents signed in', vault, 'vault');
  const viewer = [...vault].filter((file) => file.includes('pdf-viewer'));
  console.log(viewer.length ? `    PDF viewer loaded on the list: ${viewer.join(', ')}   (should wait for a PDF)` : '    PDF viewer not loaded on the list (as intended)');
} finally {
  await browser.close();
  await system?.stop();
}
