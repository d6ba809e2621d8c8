// The bundle budgets of issue 12 as rules over measured sizes (tools/scripts/bundle-budget.mjs
// measures dist/ and applies them): what a remote's first load is, which copies of a shared
// singleton count as duplicates, and the verdicts. KB is 1024 bytes.
const path = require('node:path');
const { gzipSync } = require('node:zlib');
const { SINGLETONS, packageNameOf } = require('./shared-deps');

const KB = 1024;
const BUDGETS = { shellFirstLoad: 170 * KB, remoteAdds: 100 * KB };
/**
 * Libraries a remote may only fetch when a page needs them (issue 15: the PDF viewer loads only
 * when a PDF is opened; the QR decoder only when scanning starts): never in a first load.
 */
const ON_DEMAND_PACKAGES = ['pdfjs-dist', 'jsqr'];
/** npm packages that must exist once on a page: the shared singletons' packages. */
const SINGLETON_PACKAGES = [...new Set(SINGLETONS.map(packageNameOf))];

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** The JavaScript files a remote's first use loads: remoteEntry.js and its exposes' sync chunks. */
function remoteFirstLoadFiles(manifest) {
  const entry = manifest?.metaData?.remoteEntry;
  const files = entry?.name ? [`${entry.path ?? ''}${entry.name}`] : [];
  for (const expose of manifest?.exposes ?? []) files.push(...(expose.assets?.js?.sync ?? []));
  return [...new Set(files)];
}

/** Shared modules a remote carries its own copy of (a fallback the page could load twice). */
function fallbackCopies(manifest) {
  return (manifest?.shared ?? [])
    .filter((shared) => (shared.assets?.js?.sync?.length ?? 0) + (shared.assets?.js?.async?.length ?? 0) > 0)
    .map((shared) => shared.name);
}

/** Singleton packages bundled in a remote's chunks (from its bundle report). */
function bundledSingletons(report, packages = SINGLETON_PACKAGES) {
  const found = [];
  for (const chunk of report?.chunks ?? []) {
    for (const name of packages) {
      if (chunk.packages?.[name]) found.push({ name, files: chunk.files, bytes: chunk.packages[name] });
    }
  }
  return found;
}

/** On-demand packages (ON_DEMAND_PACKAGES) in the chunks of a remote's first load (from its bundle report). */
function earlyOnDemand(report, firstLoadFiles, packages = ON_DEMAND_PACKAGES) {
  const first = new Set(firstLoadFiles);
  const found = [];
  for (const chunk of report?.chunks ?? []) {
    if (!(chunk.files ?? []).some((file) => first.has(file))) continue;
    for (const name of packages) if (chunk.packages?.[name]) found.push({ name, files: chunk.files });
  }
  return found;
}

/**
 * The verdicts, from measured sizes: { name, ok, detail }[].
 * @param {{ shell: { file: string, gzip: number }[], remotes: { area: string, files: { file: string, gzip: number }[], fallbacks: string[], bundled: { name: string, files: string[] }[], early?: { name: string, files: string[] }[] }[] }} measured
 */
function judge({ shell, remotes }, budgets = BUDGETS) {
  const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);
  const biggest = (files) =>
    [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 4)
      .map((file) => `${file.file} ${kb(file.gzip)}`)
      .join(', ');
  const verdicts = [];
  const shellTotal = sum(shell);
  verdicts.push({
    name: `shell first load (/): ${kb(shellTotal)} gzip in ${shell.length} scripts, budget ${kb(budgets.shellFirstLoad)}`,
    ok: shell.length > 0 && shellTotal <= budgets.shellFirstLoad,
    detail: shell.length ? biggest(shell) : 'no script was loaded: the page did not start',
  });
  for (const remote of remotes) {
    const total = sum(remote.files);
    verdicts.push({
      name: `${remote.area} remote adds ${kb(total)} gzip in ${remote.files.length} scripts, budget ${kb(budgets.remoteAdds)}`,
      ok: remote.files.length > 0 && total <= budgets.remoteAdds,
      detail: remote.files.length ? biggest(remote.files) : 'no remoteEntry.js in its mf-manifest.json',
    });
    const copies = [...remote.fallbacks.map((name) => `${name} (fallback copy in mf-manifest.json)`), ...remote.bundled.map((found) => `${found.name} (in ${found.files.join(', ')})`)];
    verdicts.push({ name: `${remote.area} remote bundles no shared singleton`, ok: copies.length === 0, detail: copies.join('; ') });
    const early = remote.early ?? [];
    verdicts.push({ name: `${remote.area} remote loads ${ON_DEMAND_PACKAGES.join(' and ')} only on demand`, ok: early.length === 0, detail: early.map((found) => `${found.name} (in ${found.files.join(', ')})`).join('; ') });
  }
  return verdicts;
}

/** Where a URL path of the web origin lives in dist/ (as tools/start/web-origin.mjs serves it). */
function distFileOf(pathname, dist) {
  const remote = /^\/remotes\/([a-z0-9-]+)\/(.+)$/.exec(pathname);
  return remote ? path.join(dist, 'apps', remote[1], 'web', remote[2]) : path.join(dist, 'apps/shell', pathname);
}

module.exports = { KB, BUDGETS, SINGLETON_PACKAGES, ON_DEMAND_PACKAGES, kb, gzipSize, remoteFirstLoadFiles, fallbackCopies, bundledSingletons, earlyOnDemand, judge, distFileOf };
