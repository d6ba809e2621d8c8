#!/usr/bin/env node
// npm run check:bundle (and a step of `npm test`, after the build): the web bundle budgets of
// issue 12, on the production build in dist/. Fails when
//   1. the JavaScript a visitor's first page (`/`) loads is over 170 KB gzip: Chromium opens
//      the shell on the built files (tools/start/web-origin.mjs, no gateway needed: a visitor
//      sees the sign-in page) and every script it fetches until the network is quiet is
//      counted, at gzip level 9 (with data saver on, so nothing is fetched ahead for later);
//   2. a remote adds more than 100 KB gzip when its routes first load: its remoteEntry.js plus
//      the chunks its exposed modules need at once (mf-manifest.json `exposes[].assets.js.sync`),
//      plus the shell's federation runtime chunk (fetched with the first remote, whichever it
//      is); the shared singletons come from the shell and are not counted again;
//   3. a shared singleton (React, the router, Apollo Client) is bundled by a remote, as a
//      fallback copy in its manifest or as modules in any of its chunks
//      (dist/reports/<app>/bundle.json, tools/webpack/bundle-report-plugin.js): two Reacts on a
//      page are bytes twice and broken hooks;
//   4. an on-demand library (pdf.js, jsQR: ON_DEMAND_PACKAGES) is in a remote's first load: the
//      vault's PDF viewer and QR scanner come in their own chunks, so the vault's 100 KB holds
//      without them.
// KB is 1024 bytes. Prints one line per budget; exports checkBundleBudgets for test-all.mjs.
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { areas, webAreas } from '../areas.mjs';
import { startStaticOrigin } from '../start/static-origin.mjs';
import { CHROMIUM, ensureChromium } from './e2e.mjs';

const require = createRequire(import.meta.url);
const { distFileOf, gzipSize, judge, fallbackCopies, bundledSingletons, earlyOnDemand, remoteFirstLoadFiles } = require('../webpack/bundle-budget.js');
const root = new URL('../..', import.meta.url).pathname;

/** Every script Chromium fetches for a first visit to `path` (empty cache), with its file in dist/. */
async function firstLoadScripts(base, path) {
  ensureChromium();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await (await browser.newContext()).newPage();
    // As a browser with data saver on loads it: the remotes the shell fetches ahead once the
    // page is idle (docs/decisions/preload-navigation-remotes.md) are not part of the first
    // load, and must not happen for such a browser at all (this check fails if they do).
    await page.addInitScript(() => Object.defineProperty(globalThis.navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }));
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === base && url.pathname.endsWith('.js') && response.status() === 200) scripts.add(url.pathname);
    });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    // The visitor's first page has painted its form: everything it needed has loaded.
    await page.getByLabel('ID number or email').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return [...scripts];
  } finally {
    await browser.close();
  }
}

/** The remote's first-paint scripts (areas.json `firstPaint` values ending in .js), relative to its folder. */
function firstPaintScripts(area) {
  const remote = areas.find((candidate) => candidate.name === area)?.remote;
  return [...new Set(Object.values(remote?.firstPaint ?? {}).filter((file) => file.endsWith('.js')))];
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Measures dist/ and returns the verdicts. */
export async function measureBundles({ dist = join(root, 'dist') } = {}) {
  if (!existsSync(join(dist, 'apps/shell/index.html'))) throw new Error('no production build in dist/: run `npm run build` first');
  const origin = await startStaticOrigin({ gatewayUrl: 'http://127.0.0.1:9', dist });
  let shell;
  try {
    shell = (await firstLoadScripts(origin.base, '/')).map((pathname) => ({ file: pathname, gzip: gzipSize(readFileSync(distFileOf(pathname, dist))) }));
  } finally {
    origin.stop();
  }
  // The first remote opened also fetches the shell's federation runtime (a lazy chunk group):
  // counted in every remote's first load, since any of them can be the first.
  const shellReport = readJson(join(dist, 'reports', 'shell', 'bundle.json'));
  const runtimeFiles = (shellReport?.groups?.['federation-runtime'] ?? []).map((file) => ({ file: `shell:${file}`, gzip: gzipSize(readFileSync(join(dist, 'apps/shell', file))) }));
  if (runtimeFiles.length === 0) throw new Error('the shell build names no federation-runtime chunk (dist/reports/shell/bundle.json): build it in production mode');
  const remotes = webAreas.map((area) => {
    const dir = join(dist, 'apps', area, 'web');
    const manifest = readJson(join(dir, 'mf-manifest.json'));
    const report = readJson(join(dist, 'reports', area, 'bundle.json'));
    return {
      area,
      files: [
        ...remoteFirstLoadFiles(manifest).map((file) => ({ file, gzip: gzipSize(readFileSync(join(dir, file))) })),
        // A signed-in page's first-paint script comes with its first load too (signed-in-first-paint.md).
        ...firstPaintScripts(area).map((file) => ({ file, gzip: gzipSize(readFileSync(join(dir, file))) })),
        ...runtimeFiles,
      ],
      fallbacks: fallbackCopies(manifest),
      bundled: report ? bundledSingletons(report) : [{ name: 'unknown', files: [`no bundle report for ${area}: build in production mode`] }],
      // pdf.js and the QR decoder: fetched when a PDF is opened or a scan starts, never with the routes.
      early: earlyOnDemand(report, remoteFirstLoadFiles(manifest)),
    };
  });
  return judge({ shell, remotes });
}

/** For test-all.mjs: { passed, failed } (one per budget). */
export async function checkBundleBudgets({ log = console.log } = {}) {
  const verdicts = await measureBundles();
  for (const verdict of verdicts) log(`${verdict.ok ? 'ok  ' : 'FAIL'} ${verdict.name}${verdict.detail ? `   [${verdict.detail}]` : ''}`);
  const failed = verdicts.filter((verdict) => !verdict.ok).length;
  return { passed: verdicts.length - failed, failed };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  checkBundleBudgets()
    .then(({ failed }) => process.exit(failed ? 1 : 0))
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
