// Reads the one area registry (areas.json at the workspace root) and derives what scripts,
// lint and generators need from it. Nothing else lists the areas; see
// docs/decisions/area-registry.md.
import { readFileSync } from 'node:fs';
import firstData from './first-data.cjs';

const { firstDataQuery } = firstData;

export const registryPath = new URL('../areas.json', import.meta.url).pathname;

const AREA_NAME = /^[a-z][a-z0-9-]*$/;
const SCHEMA_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * A remote's first paints, each for a route without a wildcard: a visitor's public route →
 * its fragment, first-paint/<name>.html (docs/decisions/first-paint-fragments.md); a signed-in
 * route with first data → the script that draws it from that data, first-paint/<name>.js
 * (docs/decisions/signed-in-first-paint.md).
 */
function firstPaintMap(value, publicRoutes, firstData) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([route, file]) => {
    if (route.includes('*') || typeof file !== 'string') return false;
    if (/^first-paint\/[a-z0-9-]+\.html$/.test(file)) return publicRoutes.includes(route);
    if (/^first-paint\/[a-z0-9-]+\.js$/.test(file)) return !publicRoutes.includes(route) && Object.prototype.hasOwnProperty.call(firstData ?? {}, route);
    return false;
  });
}

/** A remote's first data: each a route of the remote without a wildcard → a query's operation name. */
function firstDataMap(value, routes) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([route, operation]) => routes.includes(route) && !route.includes('*') && typeof operation === 'string' && /^[A-Z][A-Za-z0-9]{0,99}$/.test(operation));
}

/** Validates the registry so a bad line fails with a message instead of half a system. */
export function parseAreas(json) {
  const problems = [];
  const seen = { name: new Set(), port: new Set(), schema: new Set() };
  const list = Array.isArray(json?.areas) ? json.areas : (problems.push('expected an object with an "areas" array'), []);
  for (const [i, a] of list.entries()) {
    const at = `areas[${i}]${a?.name ? ` (${a.name})` : ''}`;
    if (typeof a?.name !== 'string' || !AREA_NAME.test(a.name)) problems.push(`${at}.name must be kebab-case`);
    if (!['identity', 'area'].includes(a?.kind)) problems.push(`${at}.kind must be "identity" or "area"`);
    if (!Number.isInteger(a?.port) || a.port < 1024 || a.port > 65535) problems.push(`${at}.port must be a port number`);
    if (typeof a?.schema !== 'string' || !SCHEMA_NAME.test(a.schema)) problems.push(`${at}.schema must be a PostgreSQL schema name`);
    if (!Array.isArray(a?.tags) || !a.tags.includes(`scope:${a?.name}`)) problems.push(`${at}.tags must include "scope:${a?.name}"`);
    const remote = a?.remote;
    if (remote !== undefined) {
      const paths = (v) => Array.isArray(v) && v.every((r) => typeof r === 'string' && r.startsWith('/'));
      if (!paths(remote.routes) || remote.routes.length === 0) problems.push(`${at}.remote.routes must be a list of absolute paths`);
      if (remote.publicRoutes !== undefined && !paths(remote.publicRoutes)) problems.push(`${at}.remote.publicRoutes must be a list of absolute paths`);
      if (remote.entry !== undefined && (typeof remote.entry !== 'string' || remote.entry === '')) problems.push(`${at}.remote.entry must be a URL`);
      if (remote.firstPaint !== undefined && !firstPaintMap(remote.firstPaint, remote.publicRoutes ?? [], remote.firstData)) {
        problems.push(
          `${at}.remote.firstPaint must map public routes without "*" to fragments beside the remote's entry (first-paint/<name>.html), or signed-in routes with firstData to first-paint scripts (first-paint/<name>.js)`,
        );
      }
      if (remote.firstData !== undefined && !firstDataMap(remote.firstData, remote.routes ?? [])) {
        problems.push(`${at}.remote.firstData must map the remote's routes without "*" to query names (e.g. "DebtDashboard")`);
      }
    }
    for (const key of ['name', 'port', 'schema']) {
      if (seen[key].has(a?.[key])) problems.push(`${at}.${key} ${a?.[key]} is used twice`);
      seen[key].add(a?.[key]);
    }
  }
  if (list.filter((a) => a?.kind === 'identity').length !== 1) problems.push('exactly one area must have kind "identity"');
  if (problems.length) throw new Error(`Invalid areas.json:\n- ${problems.join('\n- ')}`);
  return list;
}

/** Every area (identity first), as listed in areas.json. */
export const areas = parseAreas(JSON.parse(readFileSync(registryPath, 'utf8')));

/** The subgraphs, their ports and database schemas, with the paths scripts build and run. */
export const subgraphs = areas.map(({ name, port, schema }) => ({
  name,
  port,
  schema,
  root: `apps/${name}/subgraph`,
  project: `${name}-subgraph`,
  dist: `dist/apps/${name}/subgraph`,
}));

/** Areas with a web remote. */
export const webAreas = areas.filter((a) => a.remote).map((a) => a.name);

/** The gateway's override variable for a subgraph's URL: `credit-life` → SUBGRAPH_CREDIT_LIFE_URL. */
export const subgraphUrlVariable = (name) => `SUBGRAPH_${name.toUpperCase().replace(/-/g, '_')}_URL`;

/** The contents of apps/shell/remotes.json (written by tools/scripts/generate.mjs). */
export function remotesManifest(list = areas) {
  const remotes = list
    .filter((a) => a.remote)
    .map((a) => ({
      name: a.name,
      // Served by the web origin unless the registry moves it (another static host or CDN).
      entry: a.remote.entry ?? `/remotes/${a.name}/mf-manifest.json`,
      routes: a.remote.routes,
      ...(a.remote.publicRoutes ? { publicRoutes: a.remote.publicRoutes } : {}),
      // Relative to `entry` (docs/decisions/first-paint-fragments.md).
      ...(a.remote.firstPaint ? { firstPaint: a.remote.firstPaint } : {}),
      // The page's first query as its text (docs/decisions/route-first-data.md).
      ...(a.remote.firstData
        ? { firstData: Object.fromEntries(Object.entries(a.remote.firstData).map(([route, operationName]) => [route, { operationName, query: firstDataQuery(a.name, operationName) }])) }
        : {}),
    }));
  return `${JSON.stringify({ remotes }, null, 2)}\n`;
}
