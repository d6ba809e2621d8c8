// The production web tier (docker/nginx, docker/k8s) against the shared facts it cannot import:
// the upload limit and its message, and the security headers every page must carry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GRAPHQL_MAX_BODY_BYTES, GRAPHQL_TOO_LARGE_MESSAGE, UPLOAD_MAX_BYTES, UPLOAD_SIZE_MESSAGE } from '@imali/shared/domain';

const root = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const template = read('docker/nginx/default.conf.template');
const headersConf = read('docker/nginx/security-headers.conf');
const ingress = read('docker/k8s/ingress.yaml');
// nginx's "m" is MiB.
const limit = `${UPLOAD_MAX_BYTES / (1024 * 1024)}m`;

function block(text: string, opening: string): string {
  const start = text.indexOf(opening);
  if (start < 0) throw new Error(`no ${opening}`);
  return text.slice(start, text.indexOf('\n    }', start));
}

const headers = Object.fromEntries([...headersConf.matchAll(/^add_header ([A-Za-z-]+) "([^"]*)" always;$/gm)].map(([, name, value]) => [name!, value!]));
const csp = Object.fromEntries((headers['Content-Security-Policy'] ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

describe('production upload limit', () => {
  it('nginx refuses /files bodies over the shared limit with the shared message', () => {
    const files = block(template, 'location ^~ /files {');
    expect(files).toContain(`client_max_body_size ${limit};`);
    expect(files).toContain('error_page 413 = @upload_too_large;');
    const answer = /return 413 '([^']+)';/.exec(block(template, 'location @upload_too_large {'))?.[1];
    expect(JSON.parse(answer ?? '{}')).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: UPLOAD_SIZE_MESSAGE } });
  });

  it("nginx refuses /graphql bodies over the gateway's limit with the gateway's answer", () => {
    const graphql = block(template, 'location = /graphql {');
    expect(graphql).toContain(`client_max_body_size ${GRAPHQL_MAX_BODY_BYTES / 1024}k;`);
    expect(graphql).toContain('error_page 413 = @graphql_too_large;');
    const answer = /return 413 '([^']+)';/.exec(block(template, 'location @graphql_too_large {'))?.[1];
    expect(JSON.parse(answer ?? '{}')).toEqual({ errors: [{ message: GRAPHQL_TOO_LARGE_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('the files Ingress has the same limit', () => {
    const files = ingress.slice(ingress.indexOf('name: imali-files'));
    expect(files).toContain(`nginx.ingress.kubernetes.io/proxy-body-size: "${limit}"`);
  });
});

describe('production security headers', () => {
  it('nginx includes the shared header file at server level, and the image ships it there', () => {
    expect(template).toMatch(/^ {4}include \/etc\/nginx\/imali\/security-headers\.conf;$/m);
    expect(template.replace(/#.*$/gm, '')).not.toMatch(/add_header (Content-Security-Policy|Strict-Transport-Security)/);
    expect(read('docker/web.Dockerfile')).toContain('COPY docker/nginx/security-headers.conf /etc/nginx/imali/security-headers.conf');
  });

  it('sends HSTS for a year with subdomains, nosniff, the referrer policy and a permissions policy', () => {
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    // The camera for this origin only (the vault's selfie and QR scan); the rest for nobody.
    expect(headers['Permissions-Policy']).toBe('camera=(self), microphone=(), geolocation=(), payment=(), usb=()');
  });

  it('has a strict Content-Security-Policy', () => {
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-eval|\*/);
  });
});

describe('production web origin and the development one (tools/start/web-origin.mjs)', () => {
  const origin = read('tools/start/web-origin.mjs');
  const cacheMap = block(template, 'map $uri $imali_cache_by_path {');

  it("adds no Cache-Control to the gateway's answers: GraphQL's and the documents' own stand", () => {
    // The development origin passes the gateway's headers on as they are.
    expect(cacheMap).toMatch(/^ {4}\/graphql +"";$/m);
    expect(cacheMap).toMatch(/^ {4}~\^\/files\(\?:\/\.\*\)\?\$ +"";$/m);
    // Before the immutable rule, which a document id must never reach.
    expect(cacheMap.indexOf('~^/files')).toBeLessThan(cacheMap.indexOf('immutable'));
  });

  it('proxies the same routes to the gateway: /graphql exactly, /files and below', () => {
    expect(origin).toContain("if (raw === '/graphql') return proxy(");
    expect(origin).toMatch(/const FILE_ROUTE = \/\^\\\/files/);
    expect(template).toContain('location = /graphql {');
    expect(template).toContain('location ^~ /files {');
    for (const location of ['location = /graphql {', 'location ^~ /files {']) expect(block(template, location)).toContain('proxy_pass ${GATEWAY_SCHEME}://imali_gateway;');
  });

  it('keeps client connections alive as long, and says so in a Keep-Alive header', () => {
    const seconds = Number(/server\.keepAliveTimeout = (\d+)_000;/.exec(origin)?.[1]);
    expect(seconds).toBe(65);
    expect(template).toMatch(new RegExp(`^ {4}keepalive_timeout ${seconds}s ${seconds}s;$`, 'm'));
    expect(block(template, 'upstream imali_gateway {')).toMatch(/keepalive \d+;/);
  });
});

