#!/usr/bin/env node
// npm run bench:vitals -- [--url http://127.0.0.1:4200] [--runs 5] [--only mobile|desktop] [--page /debt] [--dwell 3000] [--no-build] [--waterfall] [--verbose]
// Core Web Vitals in Chromium, in the lab (issue 12, item 3). Each run loads, with an empty HTTP
// cache in a fresh browser context: `/` and `/funeral` as a visitor, and `/debt` signed in as the
// demo client (signed in once through the sign-in page; each run is a new context holding only
// that session cookie). For each load it reports
//   LCP: the last 'largest-contentful-paint' entry (buffered observer) once the page's own
//        content is on screen (its section rendered, no spinner left in it) and the network is quiet;
//   CLS: layout shifts without hadRecentInput, grouped in session windows as the web-vitals
//        library does (gap < 1 s, window < 5 s), the largest window; over the whole run (the load
//        and the tab switch after it), as the field figure would be;
//   tab switch: from a loaded page, after --dwell ms (default 3000: a reader, and time for what the
//        shell fetches ahead when idle) and a quiet network, a tap/click on the navigation link of
//        an area this page has not shown (its remote not rendered yet; when the shell fetched its
//        code ahead, the table says so); from the pointerdown's event timestamp to the first
//        frame painted after the new remote's page is in the DOM with its data (section present,
//        no spinner in it): requestAnimationFrame, then a task posted from it (which runs after
//        that frame);
//   INP proxy: the longest Event Timing entry (PerformanceObserver type 'event',
//        durationThreshold 16, interactionId > 0) of that tap/click: input delay + handlers +
//        the next paint. "<16 ms" when the browser reported none (its floor is 16 ms).
// Profiles:
//   mobile:  Lighthouse's mobile settings with its "devtools" throttling method: viewport 412×823
//            at deviceScaleFactor 1.75, isMobile and hasTouch (screenEmulationMetrics.mobile, the
//            Moto G Power), CPU 4x slower (Emulation.setCPUThrottlingRate), and "Slow 4G" (formerly
//            "Fast 3G": 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) applied per request as
//            Network.emulateNetworkConditions latency 562.5 ms (150 ms × 3.75), download
//            1.6 × 1024 × 0.9 kbit/s and upload 750 × 0.9 kbit/s, in bytes per second. These are
//            DevTools' request-level equivalent of the packet-level profile (Lighthouse
//            core/config/constants.js throttling.mobileSlow4G with DEVTOOLS_RTT_ADJUSTMENT_FACTOR
//            3.75 and DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR 0.9, crbug.com/721112; converted to
//            bytes/s as core/lib/emulation.js enableNetworkThrottling does). first-load.mjs applies
//            the 150 ms unadjusted, so its throttled figures are lighter than these.
//   desktop: 1350×940 at scale 1 (Lighthouse's desktop screen), no CPU or network throttling.
// Targets (issue 12): mobile LCP < 2.5 s, CLS < 0.1, tab switch to a new remote < 1 s; desktop
// LCP < 1.0 s, tab switch < 300 ms. CLS < 0.1 and INP < 200 ms (web.dev's "good") are shown
// for both as references. Medians of --runs runs (default 5), one Markdown table.
// With --url it measures that running system; otherwise it starts one (building first unless
// --no-build) and stops it afterwards.
import { chromium } from '@playwright/test';
import { startSystem, devSecrets, WEB_PORT } from '../start/system.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('--runs', '5'));
const only = arg('--only');
const verbose = process.argv.includes('--verbose');
/** One page only (its path, e.g. /debt; both / pages for /): a quicker look while working on it. */
const onlyPage = arg('--page');
const dwell = Number(arg('--dwell', '3000'));
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs (1 or more)');
if (only && !['mobile', 'desktop'].includes(only)) throw new Error('--only takes mobile or desktop');
if (!Number.isFinite(dwell) || dwell < 0) throw new Error('--dwell takes milliseconds');

// Lighthouse throttling.mobileSlow4G as its "devtools" method sends it (see the header).
const RTT_FACTOR = 3.75;
const THROUGHPUT_FACTOR = 0.9;
const kbpsToBytes = (kbps) => Math.floor((kbps * 1024) / 8);
const SLOW_4G = {
  offline: false,
  latency: 150 * RTT_FACTOR,
  downloadThroughput: kbpsToBytes(1.6 * 1024 * THROUGHPUT_FACTOR),
  uploadThroughput: kbpsToBytes(750 * THROUGHPUT_FACTOR),
};

const PROFILES = [
  {
    name: 'mobile',
    context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
    cpuRate: 4,
    network: SLOW_4G,
    targets: { lcp: 2500, cls: 0.1, inp: 200, tabSwitch: 1000 },
  },
  {
    name: 'desktop',
    context: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
    cpuRate: 1,
    network: null,
    targets: { lcp: 1000, cls: 0.1, inp: 200, tabSwitch: 300 },
  },
].filter((profile) => !only || profile.name === only);

/**
 * The pages. `ready`: the page's own content (its section, with no spinner left inside).
 * `next`: the tab switch from it, to an area whose page it has not shown (the shell may have
 * fetched that remote's code ahead; the table says so). A visitor
 * can open only the funeral remote (the one area with public routes), so from /funeral a
 * visitor has no such tab: that cell stays empty.
 */
const PAGES = [
  {
    name: '/ (visitor)',
    path: '/',
    ready: '[data-testid="sign-in-page"]',
    // The public header's "Funeral"; below 768px it sits behind the menu button.
    next: { area: 'funeral', ready: '[data-testid="funeral-page"]', open: (page, mobile) => tapOrClick(mobile, page.locator('#public-menu').getByRole('link', { name: 'Funeral', exact: true })), menu: (page) => page.getByRole('button', { name: 'Menu' }) },
  },
  { name: '/funeral (visitor)', path: '/funeral', ready: '[data-testid="funeral-page"]', next: null },
  // The shell's own signed-in page: the route guard waits for the session check, then the page asks
  // for its data (docs/decisions/session-prefetch.md).
  { name: '/ (signed in)', path: '/', signedIn: true, ready: '[data-testid="home-page"]', next: null },
  {
    name: '/debt (signed in)',
    path: '/debt',
    signedIn: true,
    ready: '[data-testid="debt-page"]',
    // "My Savings": the bottom tab bar on a phone, the side bar on a desktop.
    next: {
      area: 'savings',
      ready: '[data-testid="savings-page"]',
      open: (page, mobile) => tapOrClick(mobile, page.getByTestId(mobile ? 'bottom-tab-bar' : 'side-bar').getByRole('link', { name: 'My Savings' })),
    },
  },
];
if (onlyPage && !PAGES.some((page) => page.path === onlyPage)) throw new Error(`--page takes one of ${[...new Set(PAGES.map((page) => page.path))].join(', ')}`);

/** A phone is tapped (touch, then the pointer events and the click), a desktop clicked. */
const tapOrClick = (mobile, locator) => (mobile ? locator.tap() : locator.click());

/* global window, document, requestAnimationFrame, MutationObserver */
/**
 * Runs in every page before its own scripts (context.addInitScript): buffered observers for LCP,
 * layout shifts and Event Timing, the pointerdown timestamps, and `__vitalsReady(selector)`,
 * which resolves with the time of the first frame painted once `selector` is in the DOM with
 * no spinner inside.
 */
function pageProbe() {
  const vitals = { lcp: [], shifts: [], events: [], pointerdowns: [] };
  window.__vitals = vitals;
  const describe = (element) => {
    if (!element) return '(element removed)';
    const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}>${testId ? ` in [${testId}]` : ''}${text ? ` "${text}"` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp.push({ startTime: entry.startTime, size: entry.size, element: describe(entry.element) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) vitals.shifts.push({ startTime: entry.startTime, value: entry.value, moved: (entry.sources ?? []).map((source) => describe(source.node)).slice(0, 3) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.addEventListener('pointerdown', (event) => vitals.pointerdowns.push(event.timeStamp), { capture: true });
  // When a first-paint fragment was put into #root (docs/decisions/first-paint-fragments.md), if one was.
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('#root > [data-first-paint]')) return;
    vitals.firstPaintAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });

  window.__vitalsReady = (selector) =>
    new Promise((resolve) => {
      const isReady = () => {
        const section = document.querySelector(selector);
        return Boolean(section && section.getClientRects().length > 0 && !section.querySelector('[data-testid="spinner"]'));
      };
      // rAF runs just before the frame is painted; a task posted from it runs after that paint.
      const afterNextPaint = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
      if (isReady()) return afterNextPaint();
      const observer = new MutationObserver(() => {
        if (!isReady()) return;
        observer.disconnect();
        afterNextPaint();
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    });
}

/** Largest session window of layout shifts, as web-vitals computes CLS. */
function cumulativeLayoutShift(shifts) {
  let largest = 0;
  let session = 0;
  let first = 0;
  let last = 0;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (session > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000) {
      session += shift.value;
    } else {
      session = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    largest = Math.max(largest, session);
  }
  return largest;
}

/** The document and its resources, in ms from navigation start (for --waterfall). */
const resources = (page) =>
  page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => ({
      name: new URL(entry.name).pathname,
      start: entry.startTime,
      // Sent (after any wait for one of the origin's six connections) and first byte back.
      sent: entry.requestStart || entry.startTime,
      firstByte: entry.responseStart || entry.startTime,
      end: entry.responseEnd,
      bytes: entry.transferSize,
    })),
  );

/** One load of one page in one profile, then its tab switch. Returns the figures of the run. */
async function measure(browser, base, profile, target, storageState) {
  const context = await browser.newContext({ ...profile.context, storageState });
  try {
    await context.addInitScript(pageProbe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', profile.network);
    }
    if (profile.cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
    // Remote files asked for (to tell whether the shell fetched the next area's code ahead),
    // and requests in flight (to wait for a quiet network).
    const remoteFiles = [];
    // The GraphQL operations the page sent, in order (for --waterfall: which /graphql is which).
    const operations = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', (request) => {
      inFlight++;
      lastActivity = Date.now();
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') operations.push(String(JSON.parse(request.postData() ?? '{}').operationName ?? '?'));
      const match = /\/remotes\/([^/]+)\//.exec(new URL(request.url()).pathname);
      if (match) remoteFiles.push(match[1]);
    });
    const settled = () => {
      inFlight--;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    /** No request in flight for 500 ms (at most 20 s). */
    const quiet = async () => {
      const deadline = Date.now() + 20_000;
      while ((inFlight > 0 || Date.now() - lastActivity < 500) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    };

    await page.goto(`${base}${target.path}`, { waitUntil: 'load', timeout: 120_000 });
    const contentAt = await page.evaluate((selector) => window.__vitalsReady(selector), target.ready);
    await quiet();
    // Two frames more, so that the last LCP candidate has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const loaded = await page.evaluate(() => ({ lcp: window.__vitals.lcp.at(-1) ?? null, shifts: [...window.__vitals.shifts], firstPaintAt: window.__vitals.firstPaintAt ?? null }));
    if (!loaded.lcp) throw new Error(`${target.path}: no largest-contentful-paint entry`);
    const result = { lcp: loaded.lcp.startTime, lcpElement: loaded.lcp.element, contentAt, loadCls: cumulativeLayoutShift(loaded.shifts), shifts: loaded.shifts, firstPaintAt: loaded.firstPaintAt, operations: [...operations] };

    if (target.next) {
      const mobile = Boolean(profile.context.isMobile);
      // A reader looks at the page before tapping: --dwell ms (default 3 s), then a quiet
      // network, so that what the shell fetches ahead when idle has had its chance.
      await page.waitForTimeout(dwell);
      await quiet();
      // The next area's page has not been shown; its code may have been fetched ahead.
      result.prefetched = remoteFiles.includes(target.next.area);
      if (process.argv.includes('--waterfall')) result.loadResources = await resources(page);
      if (mobile && target.next.menu) {
        await tapOrClick(mobile, target.next.menu(page));
        await page.waitForTimeout(500);
      }
      // Arm the watcher, then switch; only pointerdowns and events after arming count.
      const armedAt = await page.evaluate((selector) => {
        window.__vitals.switched = window.__vitalsReady(selector);
        return performance.now();
      }, target.next.ready);
      await target.next.open(page, mobile);
      const paintedAt = await page.evaluate(() => window.__vitals.switched);
      // Event Timing entries are delivered after the paint that follows the event.
      await page.waitForTimeout(500);
      const after = await page.evaluate((since) => ({ pointerdown: window.__vitals.pointerdowns.find((t) => t >= since), events: window.__vitals.events.filter((e) => e.interactionId > 0 && e.startTime >= since) }), armedAt);
      if (after.pointerdown === undefined) throw new Error('no pointerdown seen for the tab switch');
      result.tabSwitch = paintedAt - after.pointerdown;
      result.inp = Math.max(0, ...after.events.map((e) => e.duration));
      result.inpEvent = after.events.sort((a, b) => b.duration - a.duration)[0]?.name;
      if (!remoteFiles.includes(target.next.area)) throw new Error(`neither the page nor the tab switch fetched the ${target.next.area} remote`);
      if (process.argv.includes('--waterfall')) result.switchResources = (await resources(page)).filter((r) => r.start >= armedAt);
    }
    if (process.argv.includes('--waterfall') && !result.loadResources) result.loadResources = await resources(page);
    result.shifts = await page.evaluate(() => window.__vitals.shifts);
    result.cls = cumulativeLayoutShift(result.shifts);
    await cdp.detach();
    return result;
  } finally {
    await context.close();
  }
}

/** Signs the demo client in through the sign-in page; returns the context's storage state. */
async function signIn(browser, base, demo) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${base}/sign-in`);
    await page.getByLabel('ID number or email').fill(demo.email);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 30_000 }).catch(async (error) => {
      // Say what the page shows instead (a wrong password, a gateway error…).
      const alerts = await page.getByRole('alert').allInnerTexts().catch(() => []);
      throw new Error(`sign-in as ${demo.email} did not leave ${page.url()}: ${alerts.join(' / ') || error.message.split('\n')[0]}`);
    });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;
/** "1234 ms (< 1000) ✗": the value, its target and a mark when it misses. */
const cell = (value, target, format) => {
  if (Number.isNaN(value)) return '–';
  if (target === undefined) return format(value);
  return `${format(value)} (< ${format(target)})${value < target ? '' : ' **MISS**'}`;
};

let system;
let browser;
const stopAll = async () => {
  await browser?.close().catch(() => undefined);
  await system?.stop();
  system = undefined;
};
// Ctrl-C or a kill still stops the system this bench started.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping…`);
    stopAll().finally(() => process.exit(130));
  });
}

try {
  let base = arg('--url')?.replace(/\/$/, '');
  let demo = { email: 'demo@imali.local', password: devSecrets().DEMO_PASSWORD };
  if (!base) {
    console.log('Starting the system (as npm start does)…');
    system = await startSystem({ log: () => undefined, build: !process.argv.includes('--no-build') });
    base = `http://127.0.0.1:${WEB_PORT}`;
    demo = system.demo;
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const session = await signIn(browser, base, demo);

  // Runs interleave pages and profiles, so that a burst of load on the machine spreads over all.
  const samples = new Map();
  for (let run = 1; run <= runs; run++) {
    for (const profile of PROFILES) {
      for (const target of PAGES.filter((candidate) => !onlyPage || candidate.path === onlyPage)) {
        const key = `${target.name}|${profile.name}`;
        if (!samples.has(key)) samples.set(key, { target, profile, results: [], errors: [] });
        const entry = samples.get(key);
        try {
          const result = await measure(browser, base, profile, target, target.signedIn ? session : undefined);
          entry.results.push(result);
          if (verbose) console.log(`run ${run} ${profile.name} ${target.name}: ${JSON.stringify({ ...result, loadResources: undefined, switchResources: undefined })}`);
          if (verbose && result.cls > 0) for (const shift of result.shifts) console.log(`    layout shift ${shift.value.toFixed(3)} at ${ms(shift.startTime)}: ${shift.moved.join(', ')}`);
          if (result.loadResources) {
            console.log(`\nWaterfall, ${profile.name} ${target.name} (run ${run}; ms from navigation start; LCP ${ms(result.lcp)}; first-paint fragment ${result.firstPaintAt === null ? 'none' : `drawn at ${ms(result.firstPaintAt)}`}; GraphQL in order: ${result.operations.join(', ') || 'none'}):`);
            for (const r of result.loadResources) console.log(`  ${ms(r.start).padStart(8)} → ${ms(r.end).padStart(8)}  (sent ${ms(r.sent).padStart(8)}, first byte ${ms(r.firstByte).padStart(8)})  ${String(r.bytes).padStart(7)} B  ${r.name}`);
            for (const r of result.switchResources ?? []) console.log(`  (switch) ${ms(r.start).padStart(8)} → ${ms(r.end).padStart(8)}  ${String(r.bytes).padStart(7)} B  ${r.name}`);
          }
        } catch (error) {
          entry.errors.push(error.message.split('\n')[0]);
          console.error(`run ${run} ${profile.name} ${target.name}: ${error.message.split('\n')[0]}`);
        }
      }
    }
  }

  const version = browser.version();
  console.log(`\n${new Date().toISOString()}  Core Web Vitals (lab), ${base}, Chromium ${version}, Node ${process.version}, median of ${runs} run(s)`);
  console.log('mobile: 412×823 @1.75, touch, CPU 4x, Slow 4G as DevTools applies it (562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up); desktop: 1350×940, unthrottled\n');
  console.log('| page | profile | LCP | page content painted | CLS | INP proxy (tab switch) | tab switch to a new remote |');
  console.log('|---|---|---|---|---|---|---|');
  const elements = [];
  for (const { target, profile, results, errors } of samples.values()) {
    const t = profile.targets;
    const inp = median(results.map((r) => r.inp));
    const inpCell = Number.isNaN(inp) ? '–' : inp < 16 ? `<16 ms (< ${ms(t.inp)})` : cell(inp, t.inp, ms);
    const ahead = results.filter((r) => r.prefetched).length;
    const fetchedAhead = ahead === 0 ? '' : ahead === results.length ? ' (code fetched ahead)' : ` (code fetched ahead in ${ahead}/${results.length} runs)`;
    const tab = target.next ? `${cell(median(results.map((r) => r.tabSwitch)), t.tabSwitch, ms)} → ${target.next.area}${fetchedAhead}` : '– (no other remote open to a visitor)';
    const failed = errors.length ? ` (${errors.length} run(s) failed)` : '';
    console.log(`| ${target.name}${failed} | ${profile.name} | ${cell(median(results.map((r) => r.lcp)), t.lcp, ms)} | ${cell(median(results.map((r) => r.contentAt)), undefined, ms)} | ${cell(median(results.map((r) => r.cls)), t.cls, (v) => v.toFixed(3))} | ${inpCell} | ${tab} |`);
    // The LCP element seen most often, to show that real content (not the shell frame) was measured.
    const counts = new Map();
    for (const r of results) counts.set(r.lcpElement, (counts.get(r.lcpElement) ?? 0) + 1);
    const common = [...counts].sort((a, b) => b[1] - a[1])[0];
    if (common) elements.push(`${profile.name} ${target.name}: ${common[0]} (${common[1]}/${results.length} runs); CLS of the load alone ${median(results.map((r) => r.loadCls)).toFixed(3)}`);
    for (const message of new Set(errors)) elements.push(`${profile.name} ${target.name} failed: ${message}`);
  }
  console.log('\nLCP and "page content painted" in ms from navigation start; content painted: the page\'s section in the DOM with its data, then the next frame.');
  console.log('LCP elements:');
  for (const line of elements) console.log(`  ${line}`);
  if (samples.size === 0 || [...samples.values()].every((s) => s.results.length === 0)) process.exitCode = 1;
} finally {
  await stopAll();
}
