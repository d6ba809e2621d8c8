// Cross-site requests a page on another origin can make with the victim's cookie (simple requests:
// form posts, text/plain, GET): none may run an operation. The session cookie is HttpOnly and
// SameSite, so scripts cannot read it and other sites' requests do not carry it.
import { Session, rawRequest } from '../http.mjs';
import { SIGN_IN } from '../fixtures.mjs';

export const name = 'csrf';

export async function run(ctx, attack) {
  // A session of B's own, with the Set-Cookie as the browser gets it.
  const b = new Session(ctx.url, 'B (csrf)');
  const signIn = await b.gql(SIGN_IN, { input: { username: ctx.demo.email, password: ctx.demo.password } });
  const cookie = signIn.headers?.getSetCookie?.().find((c) => /^[^=]+=[^;]{20,}/.test(c));
  if (!cookie) throw new Error(`sign-in set no session cookie: ${signIn.text.slice(0, 200)}`);
  attack('session cookie is HttpOnly', /;\s*httponly/i.test(cookie), cookie.replace(/=[^;]+/, '=…'));
  attack('session cookie is SameSite Lax or Strict', /;\s*samesite=(lax|strict)/i.test(cookie), cookie.replace(/=[^;]+/, '=…'));

  const mutation = 'mutation { createBankAccount(input: { branchCode: "250655", accountNo: "62000000001" }) { id } }';
  const query = '{ myClient { id idNumber bankAccounts { accountNo } } }';
  const simple = [
    ['text/plain POST of a mutation', 'POST', '/graphql', 'text/plain', JSON.stringify({ query: mutation })],
    ['form POST of a mutation', 'POST', '/graphql', 'application/x-www-form-urlencoded', `query=${encodeURIComponent(mutation)}`],
    ['multipart POST of a mutation', 'POST', '/graphql', 'multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${mutation}\r\n--x--\r\n`],
    ['GET of a mutation', 'GET', `/graphql?query=${encodeURIComponent(mutation)}`],
    ['GET of a query without a preflight header', 'GET', `/graphql?query=${encodeURIComponent(query)}`],
    ['text/plain POST of a query', 'POST', '/graphql', 'text/plain', JSON.stringify({ query })],
  ];
  for (const [label, method, path, type, body] of simple) {
    const r = await rawRequest(ctx.url, {
      method,
      path,
      headers: { cookie: b.cookieHeader(), origin: 'https://evil.example', ...(type ? { 'content-type': type, 'content-length': String(Buffer.byteLength(body)) } : {}) },
      body,
    });
    let data = null;
    try {
      data = JSON.parse(r.text).data ?? null;
    } catch {
      /* not JSON */
    }
    const ran = data && Object.values(data).some((v) => v !== null);
    attack(`${label} with B's cookie`, r.status > 0 && r.status < 500 && !ran, ran ? `ran: ${JSON.stringify(data).slice(0, 100)}` : r.failure ?? `HTTP ${r.status}`);
  }
}
