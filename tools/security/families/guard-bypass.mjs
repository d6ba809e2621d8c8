// Issue 10 hole 1: a subgraph answers only the gateway, whatever the spelling of the path.
// Every spelling goes to every subgraph port, GET and POST, unsigned and with a header signed
// with the dev secret for another subgraph (a captured header replayed elsewhere).
import { createHmac, randomUUID } from 'node:crypto';
import { pool, rawRequest } from '../http.mjs';

export const name = 'guard-bypass';

const GRAPHQL_SPELLINGS = [
  '/graphql',
  '/%67raphql',
  '/%47RAPHQL',
  '/graphq%6c',
  '//graphql',
  '///graphql',
  '/graphql.',
  '/graphql..',
  '/GRAPHQL',
  '/GraphQL',
  '/graphql;x=1',
  '/graphql;',
  '/./graphql',
  '/x/../graphql',
  '/x/..%2fgraphql',
  '/%2fgraphql',
  '/%2Fgraphql',
  '/%2e/graphql',
  '/%252e/graphql',
  '/%5cgraphql',
  '/graphql/',
  '/graphql%2f',
  '/graphql%20',
  '/graphql%00',
  '/graphql/.',
];

const INTERNAL_ROUTES = [
  ['identity', '/internal/sessions/resolve', { token: 'x'.repeat(43) }],
  ['identity', '/internal/clients/ensure', {}],
  ['identity', '/internal/bank-accounts/owned', {}],
  ['identity', '/internal/bank-accounts/ensure', {}],
];

/** Spellings of one internal path: encoded letters, slashes, dots, case, `;` parameters. */
function internalSpellings(path) {
  const rest = path.slice('/internal'.length);
  const last = path.lastIndexOf('/');
  return [
    path,
    `/%69nternal${rest}`,
    `/%49NTERNAL${rest}`,
    `/intern%61l${rest}`,
    `//internal${rest}`,
    `/INTERNAL${rest}`,
    `/Internal${rest}`,
    `/./internal${rest}`,
    `/x/../internal${rest}`,
    `/%2finternal${rest}`,
    `/internal/${rest.slice(1).replace(/\//g, '%2f')}`,
    `/internal/${rest.slice(1)}`.replace('/internal/', '/internal//'),
    `${path};x=1`,
    `${path}.`,
    `${path}/`,
    `${path.slice(0, last)}/%${path.charCodeAt(last + 1).toString(16)}${path.slice(last + 2)}`,
  ];
}

/** A header in the gateway's format, for `audience`; the secret is the dev one (.data/dev-secrets.json). */
function signedFor(audience, secret) {
  const iat = Math.floor(Date.now() / 1000);
  const claims = { userId: null, clientId: null, sessionId: null, iat, exp: iat + 60, jti: randomUUID(), aud: audience, audience };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

const SDL_QUERY = '{ _service { sdl } }';

/** Refused: 401/403/404/405 (or 400 with nothing a route would say), never data, SDL or a 5xx. */
function refused(r) {
  const text = r.text ?? '';
  if (r.status <= 0) return { ok: false, why: r.failure ?? 'no answer' };
  if (/"data"|_service|type Query|extend schema|"identity"|"owned"|"bankAccount"|"clientId"|required/.test(text)) return { ok: false, why: `HTTP ${r.status} answered by the route: ${text.slice(0, 90)}` };
  // A 400 is a refusal only when no route answered (the routes' own 400s are caught above).
  if ([400, 401, 403, 404, 405].includes(r.status)) return { ok: true };
  return { ok: false, why: `HTTP ${r.status}: ${text.slice(0, 90)}` };
}

export async function run(ctx, attack) {
  const tasks = [];
  const other = (target) => ctx.subgraphs.find((s) => s.name !== target.name);
  for (const target of ctx.subgraphs) {
    const base = `http://127.0.0.1:${target.port}`;
    const signatures = [
      ['unsigned', undefined],
      [`signed for ${other(target).name}`, signedFor(other(target).name, ctx.secrets.INTERNAL_AUTH_SECRET)],
    ];
    for (const path of GRAPHQL_SPELLINGS) {
      for (const [label, header] of signatures) {
        // A valid-looking signature only matters on a correct path; the spellings are tried unsigned.
        if (header && !['/graphql', '/%67raphql', '//graphql', '/GRAPHQL'].includes(path)) continue;
        const headers = { 'apollo-require-preflight': 'true', ...(header ? { 'x-imali-identity': header } : {}) };
        tasks.push(async () => {
          const r = await rawRequest(base, { path: `${path}?query=${encodeURIComponent(SDL_QUERY)}`, headers });
          const v = refused(r);
          attack(`${target.name}: GET ${path} ${label}`, v.ok, v.why);
        });
        tasks.push(async () => {
          const r = await rawRequest(base, { method: 'POST', path, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query: SDL_QUERY }) });
          const v = refused(r);
          attack(`${target.name}: POST ${path} ${label}`, v.ok, v.why);
        });
      }
    }
  }
  for (const [service, route, body] of INTERNAL_ROUTES) {
    const target = ctx.subgraphs.find((s) => s.name === service);
    const base = `http://127.0.0.1:${target.port}`;
    const wrongAudience = signedFor(other(target).name, ctx.secrets.INTERNAL_AUTH_SECRET);
    for (const path of internalSpellings(route)) {
      for (const [label, header] of [['unsigned', undefined], [`signed for ${other(target).name}`, wrongAudience]]) {
        if (header && path !== route && !path.startsWith('/%69')) continue;
        for (const method of ['GET', 'POST']) {
          tasks.push(async () => {
            const r = await rawRequest(base, {
              method,
              path,
              headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...(header ? { 'x-imali-identity': header } : {}) },
              body: method === 'POST' ? JSON.stringify(body) : undefined,
            });
            const v = refused(r);
            attack(`${service}: ${method} ${path} ${label}`, v.ok, v.why);
          });
        }
      }
    }
  }
  await pool(tasks, 8);
}
