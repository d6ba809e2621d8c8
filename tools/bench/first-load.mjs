#!/usr/bin/env node
// node tools/bench/first-load.mjs [--url http://127.0.0.1:4200] [--path /] [--build] [--runs 5]
// Bytes on the wire for a first visit to one page of the shell (issue 12: mid-range phones on
// prepaid data). Chromium loads the page with an empty cache and records every request it makes;
// each same-origin GET is then fetched again with plain HTTP as identity, gzip and "br, gzip" so
// the three encodings compare on the same files. A second visit in the same browser shows what
// the HTTP cache saves.
// Without --url it starts its own web origin (tools/start/web-origin.mjs) on a free port over
// the built dist/ (built first when missing, or with --build); GraphQL then goes to GATEWAY_URL
// (default http://127.0.0.1:4000) and may answer 502 when no gateway runs: the static files,
// which is what this measures, are the same either way.
// Then --runs first visits (fresh browser context each) on a throttled phone-like link (Lighthouse's
// "slow 4G": 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower): medians of first paint,
// first contentful paint, largest contentful paint and load.
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { startStaticOrigin } from '../start/static-origin.mjs';

const root = new URL('../..', import.meta.url).pathname;
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const pagePath = arg('--path', '/');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function startOrigin() {
  if (process.argv.includes('--build') || !existsSync(join(root, 'dist/apps/shell/index.html'))) {
    console.log('Building the shell and the remotes…');
    execFileSync('npx', ['nx', 'run-many', '-t', 'build', '--projects=shell,*-web', '--parallel=2', '--outputStyle=static'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    });
  }
  return startStaticOrigin({ gatewayUrl: process.env.GATEWAY_URL });
}

/** Status line + headers + body bytes of one GET, as received (no decoding). */
function wireSize(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let body = 0;
      response.on('data', (chunk) => (body += chunk.length));
      response.on('end', () => {
        // Raw head as sent: "HTTP/1.1 200 OK\r\n" + "name: value\r\n"... + "\r\n".
        const lines = response.rawHeaders.reduce((sum, part, i) => sum + Buffer.byteLength(part) + (i % 2 ? 2 : 2), 0);
        const head = Buffer.byteLength(`HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`) + lines + 2;
        resolve({ head, body, bytes: head + body, encoding: response.headers['content-encoding'] ?? 'identity' });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Every request of one page load, from Chromium's network events (CDP): url, method, status,
 * coding, whether the HTTP cache answered, and the bytes received from the network (head + body,
 * Network.loadingFinished's encodedDataLength: 0 for a cache hit, the 304's head for a revalidation).
 */
async function visit(page, url, { throttle = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const rows = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => rows.set(requestId, { url: request.url, method: request.method, status: 0, encoding: 'identity', cached: false, bytes: 0 }));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => rows.get(requestId) && (rows.get(requestId).cached = true));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const row = rows.get(requestId);
    if (!row) return;
    row.status = response.status;
    row.cached ||= Boolean(response.fromDiskCache || response.fromPrefetchCache);
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    row.encoding = headers['content-encoding'] ?? 'identity';
  });
  // The status on the wire: a revalidated file is a 304 there, and a 200 from the cache to the page.
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => rows.get(requestId) && (rows.get(requestId).wireStatus = statusCode));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => rows.get(requestId) && (rows.get(requestId).bytes = encodedDataLength));
  // Until the app has rendered and the network is quiet after that: on a slow CPU, running the
  // main chunk alone can outlast "network idle", before the route's chunks are even asked for.
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(() => (globalThis.document.getElementById('root')?.children.length ?? 0) > 0, undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  // LCP only reaches a (buffered) observer; FCP is in the performance timeline.
  const timings = await page.evaluate(async () => {
    const entries = (type) =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries());
        }).observe({ type, buffered: true });
        setTimeout(() => resolve([]), 2000);
      });
    const lcp = await entries('largest-contentful-paint');
    const navigation = performance.getEntriesByType('navigation')[0];
    return { fp: performance.getEntriesByName('first-paint')[0]?.startTime, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime, lcp: lcp.at(-1)?.startTime, load: navigation?.loadEventEnd };
  });
  const list = [...rows.values()].filter((row) => !row.url.startsWith('data:'));
  return Object.assign(list, { timings });
}

const origin = arg('--url') ? { base: arg('--url').replace(/\/$/, ''), stop: () => undefined } : await startOrigin();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const first = await visit(page, `${origin.base}${pagePath}`);
  const repeat = await visit(page, `${origin.base}${pagePath}`);

  const sameOrigin = (row) => row.url.startsWith(origin.base);
  const isStatic = (row) => row.method === 'GET' && !new URL(row.url).pathname.startsWith('/graphql');
  const files = first.filter((row) => sameOrigin(row) && isStatic(row));
  const api = first.filter((row) => !isStatic(row));
  const sum = (rows, key = (row) => row.bytes) => rows.reduce((total, row) => total + key(row), 0);

  console.log(`\n${new Date().toISOString()}  first load of ${pagePath} (${origin.base}), Node ${process.version}`);
  const show = (row) => console.log(`    ${String(row.cached ? row.status : (row.wireStatus ?? row.status)).padStart(3)} ${(row.cached ? 'cache' : row.encoding).padEnd(8)} ${kb(row.bytes).padStart(9)}  ${row.method} ${new URL(row.url).pathname}`);
  console.log(`\nChromium, empty cache: ${first.length} requests, ${kb(sum(first))} received (heads and bodies as sent)`);
  first.forEach(show);
  console.log(`  of which GraphQL/other non-static: ${api.length} requests, ${kb(sum(api))}`);

  // The same static files fetched as identity, gzip and "br, gzip" (head + body, as received).
  console.log(`\nThe ${files.length} static files of that load, fetched again by Accept-Encoding:`);
  for (const accept of ['identity', 'gzip', 'br, gzip']) {
    const answers = await Promise.all(files.map((row) => wireSize(row.url, accept)));
    const encodings = [...new Set(answers.map((a) => a.encoding))].join('/');
    console.log(`    ${accept.padEnd(9)} ${kb(sum(answers)).padStart(9)}  (bodies ${kb(answers.reduce((t, a) => t + a.body, 0))}, sent as ${encodings})`);
  }
  console.log(`\nSecond visit, same browser: ${repeat.length} requests, ${kb(sum(repeat))} received; ${repeat.filter((r) => r.cached).length} from the HTTP cache, ${repeat.filter((r) => r.wireStatus === 304).length} revalidated (304)`);
  repeat.forEach(show);

  const runs = Number(arg('--runs', '5'));
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const fresh = await browser.newContext();
    const rows = await visit(await fresh.newPage(), `${origin.base}${pagePath}`, { throttle: true });
    samples.push({ ...rows.timings, bytes: sum(rows) });
    if (process.argv.includes('--verbose')) console.log(JSON.stringify(samples.at(-1)));
    await fresh.close();
  }
  const median = (key) => {
    const values = samples.map((sample) => sample[key]).filter((value) => typeof value === 'number').sort((a, b) => a - b);
    return values.length ? values[Math.floor(values.length / 2)] : NaN;
  };
  const ms = (value) => `${Math.round(value)} ms`;
  console.log(`\nThrottled first visits (150 ms RTT, 1.6 Mbit/s down, CPU 4x), median of ${runs}: first paint ${ms(median('fp'))}, FCP ${ms(median('fcp'))}, LCP ${ms(median('lcp'))}, load ${ms(median('load'))}, ${kb(median('bytes'))} received`);
} finally {
  await browser.close();
  origin.stop();
}
