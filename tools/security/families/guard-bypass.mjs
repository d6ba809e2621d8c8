// Issue 10 hole 1: a subgraph answers only the gateway, whatever the spelling of the path.
// Every spelling goes to every subgraph port, GET and POST, unsigned and with a header signed
// with the dev secret for another subgraph (a captured header replayed elsewhere).
import { createHash, createHmac, randomUUID } from 'node:crypto';
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

/**
 * A header in the gateway's wire format (HMAC of claims with audience `aud` and `req`, the hash of
 * method, path and body), signed with the dev secret (.data/dev-secrets.json): what a captured
 * header looks like. Written here, not imported, so a change of format shows up as a failed control.
 */
function signed(secret, { audience, method, path, body = '', iatOffset = 0, ttl = 10 }) {
  const iat = Math.floor(Date.now() / 1000) + iatOffset;
  const req = createHash('sha256').update(`${method} ${path}\n`).update(body).digest('base64url');
  const claims = { userId: null, clientId: null, sessionId: null, aud: audience, req, iat, exp: iat + ttl, jti: randomUUID() };
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
    const wrong = other(target).name;
    for (const path of GRAPHQL_SPELLINGS) {
      for (const label of ['unsigned', `signed for ${wrong}`]) {
        // A valid-looking signature only matters on a correct path; the spellings are tried unsigned.
        const sign = label !== 'unsigned';
        if (sign && !['/graphql', '/%67raphql', '//graphql', '/GRAPHQL'].includes(path)) continue;
        const getPath = `${path}?query=${encodeURIComponent(SDL_QUERY)}`;
        const postBody = JSON.stringify({ query: SDL_QUERY });
        const header = (method, p, body) => (sign ? { 'x-imali-identity': signed(ctx.secrets.INTERNAL_AUTH_SECRET, { audience: wrong, method, path: p, body }) } : {});
        tasks.push(async () => {
          const r = await rawRequest(base, { path: getPath, headers: { 'apollo-require-preflight': 'true', ...header('GET', getPath) } });
          const v = refused(r);
          attack(`${target.name}: GET ${path} ${label}`, v.ok, v.why);
        });
        tasks.push(async () => {
          const r = await rawRequest(base, { method: 'POST', path, headers: { 'content-type': 'application/json', ...header('POST', path, postBody) }, body: postBody });
          const v = refused(r);
          attack(`${target.name}: POST ${path} ${label}`, v.ok, v.why);
        });
      }
    }
  }
  for (const [service, route, body] of INTERNAL_ROUTES) {
    const target = ctx.subgraphs.find((s) => s.name === service);
    const base = `http://127.0.0.1:${target.port}`;
    const wrong = other(target).name;
    for (const path of internalSpellings(route)) {
      for (const label of ['unsigned', `signed for ${wrong}`]) {
        const sign = label !== 'unsigned';
        if (sign && path !== route && !path.startsWith('/%69')) continue;
        for (const method of ['GET', 'POST']) {
          const sent = method === 'POST' ? JSON.stringify(body) : undefined;
          const header = sign ? { 'x-imali-identity': signed(ctx.secrets.INTERNAL_AUTH_SECRET, { audience: wrong, method, path, body: sent ?? '' }) } : {};
          tasks.push(async () => {
            const r = await rawRequest(base, {
              method,
              path,
              headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...header },
              body: sent,
            });
            const v = refused(r);
            attack(`${service}: ${method} ${path} ${label}`, v.ok, v.why);
          });
        }
      }
    }
  }
  await pool(tasks, 8);

  // A header captured from one gateway call, replayed. Control first: the header as made answers.
  const identity = ctx.subgraphs.find((s) => s.name === 'identity');
  const funeral = ctx.subgraphs.find((s) => s.name === 'funeral');
  const secret = ctx.secrets.INTERNAL_AUTH_SECRET;
  const body = JSON.stringify({ query: '{ __typename }' });
  const post = (port, path, header, sent = body, method = 'POST') =>
    rawRequest(`http://127.0.0.1:${port}`, { method, path, headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'x-imali-identity': header }, body: method === 'POST' ? sent : undefined });
  const captured = signed(secret, { audience: 'identity', method: 'POST', path: '/graphql', body });
  const control = await post(identity.port, '/graphql', captured);
  if (control.status !== 200) throw new Error(`control: a header in the gateway's format is refused (HTTP ${control.status} ${control.text.slice(0, 120)}); the replay attacks need it`);
  const replays = [
    ['with another body', () => post(identity.port, '/graphql', captured, JSON.stringify({ query: SDL_QUERY }))],
    ['against another subgraph', () => post(funeral.port, '/graphql', captured)],
    ['on another route', () => post(identity.port, '/internal/sessions/resolve', captured, body)],
    ['with another method', () => post(identity.port, `/graphql?query=${encodeURIComponent('{ __typename }')}`, captured, body, 'GET')],
    ['after it expired', () => post(identity.port, '/graphql', signed(secret, { audience: 'identity', method: 'POST', path: '/graphql', body, iatOffset: -60 }))],
    ['dated in the future', () => post(identity.port, '/graphql', signed(secret, { audience: 'identity', method: 'POST', path: '/graphql', body, iatOffset: 120 }))],
  ];
  for (const [label, send] of replays) {
    const r = await send();
    const v = refused(r);
    attack(`a captured identity header replayed ${label}`, v.ok, v.why);
  }
}
