// The origin's answers carry the browser-side protections (issue 10, weaknesses: security headers).
import { rawRequest } from '../http.mjs';

export const name = 'headers';

export async function run(ctx, attack) {
  const pages = [
    ['GET', '/'],
    ['GET', '/sign-in'],
    ['GET', '/remotes.json'],
    ['GET', '/remotes/funeral/mf-manifest.json'],
    ['GET', '/no-such-page.js'],
    ['POST', '/graphql'],
  ];
  for (const [method, path] of pages) {
    const body = method === 'POST' ? JSON.stringify({ query: '{ __typename }' }) : undefined;
    const r = await rawRequest(ctx.url, { method, path, body, headers: body ? { 'content-type': 'application/json' } : {} });
    const h = r.headers ?? {};
    const csp = String(h['content-security-policy'] ?? '');
    const where = `${method} ${path} (HTTP ${r.status})`;
    attack(`${where}: Content-Security-Policy`, /default-src|script-src/.test(csp), csp ? csp.slice(0, 80) : 'missing');
    attack(`${where}: CSP frame-ancestors`, /frame-ancestors\s+('none'|'self')/.test(csp), csp ? 'no frame-ancestors' : 'missing');
    attack(`${where}: X-Content-Type-Options nosniff`, String(h['x-content-type-options'] ?? '').toLowerCase() === 'nosniff', String(h['x-content-type-options'] ?? 'missing'));
    attack(`${where}: Referrer-Policy`, /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(String(h['referrer-policy'] ?? '')), String(h['referrer-policy'] ?? 'missing'));
  }
}
