// HTTP helpers for the security suite: a cookie-keeping GraphQL session against the web origin,
// and raw requests (node:http sends the path exactly as written: fetch would tidy `..`, `//`).
import http from 'node:http';
import net from 'node:net';

export const DEFAULT_TIMEOUT_MS = 15_000;

/** One browser-like caller: keeps its cookies, talks GraphQL over POST to `${base}/graphql`. */
export class Session {
  constructor(base, name = 'visitor') {
    this.base = base;
    this.name = name;
    this.cookies = new Map();
  }

  /** A copy that starts with these cookies but keeps what it is sent to itself. */
  fork(name = `${this.name}-fork`) {
    const copy = new Session(this.base, name);
    copy.cookies = new Map(this.cookies);
    return copy;
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keepCookies(response) {
    for (const line of response.headers.getSetCookie?.() ?? []) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** POST /graphql. Never throws: { status, body, text, errors, data, ms, timedOut }. */
  async gql(query, variables = {}, { timeoutMs = DEFAULT_TIMEOUT_MS, path = '/graphql', rawBody } = {}) {
    const started = Date.now();
    try {
      const response = await fetch(`${this.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}) },
        body: rawBody ?? JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      this.keepCookies(response);
      const text = await response.text();
      let body = null;
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON: kept as text */
      }
      return { status: response.status, body, text, data: body?.data ?? null, errors: body?.errors ?? [], ms: Date.now() - started, headers: response.headers };
    } catch (error) {
      const timedOut = error?.name === 'TimeoutError';
      return { status: 0, body: null, text: '', data: null, errors: [], ms: Date.now() - started, timedOut, failure: timedOut ? `no answer within ${timeoutMs / 1000} s` : String(error?.cause?.code ?? error?.message ?? error) };
    }
  }

  /** gql, then throws with the answer when there are errors (for setting things up). */
  async must(query, variables = {}, what = 'request') {
    const result = await this.gql(query, variables);
    if (result.status !== 200 || result.errors.length || !result.data) {
      throw new Error(`${what} failed (${this.name}): HTTP ${result.status} ${result.failure ?? ''} ${result.text.slice(0, 400)}`);
    }
    return result.data;
  }
}

/** The GraphQL error codes of an answer. */
export const codes = (result) => (result.errors ?? []).map((e) => e?.extensions?.code ?? 'NO_CODE');

/**
 * A request sent byte for byte (path included). Never throws:
 * { status, headers, text, ms, failure }.
 */
export function rawRequest(url, { method = 'GET', path, headers = {}, body, timeoutMs = DEFAULT_TIMEOUT_MS } = {}) {
  const target = new URL(url);
  const started = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (value) => {
      if (!settled) {
        settled = true;
        resolve({ ms: Date.now() - started, ...value });
      }
    };
    let req;
    try {
      req = http.request({ host: target.hostname, port: target.port, method, path: path ?? target.pathname, headers, agent: false });
    } catch (error) {
      // node:http refuses some paths outright (e.g. with spaces): nothing was sent.
      return done({ status: -1, headers: {}, text: '', failure: `not sendable: ${error.message}` });
    }
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    let failLater;
    req.on('response', (res) => {
      clearTimeout(failLater);
      const chunks = [];
      let size = 0;
      res.on('data', (c) => {
        // Only the start matters for the checks; a huge answer is not kept.
        if (size < 1 << 20) chunks.push(c);
        size += c.length;
      });
      res.on('end', () => done({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), size }));
      res.on('error', (error) => done({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), failure: error.message }));
    });
    // A server may answer (413) and close before the body is sent: the write fails, but the
    // answer, as a browser would read it, may still arrive.
    req.on('error', (error) => {
      failLater = setTimeout(() => done({ status: 0, headers: {}, text: '', failure: error.code ?? error.message }), 500);
    });
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

/** Runs `tasks` (functions returning promises) with at most `limit` at once, in order of results. */
export async function pool(tasks, limit = 4) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}

/**
 * A large body sent over a plain socket while the answer is read, as a browser does: a server
 * that answers (413) before the body is in is heard even if it then closes the connection.
 * Resolves { status, text, failure }.
 */
export function socketUpload(url, { method = 'POST', path, headers = {}, body, timeoutMs = 30_000 }) {
  const target = new URL(url);
  return new Promise((resolve) => {
    const received = [];
    let settled = false;
    const finish = (failure) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const raw = Buffer.concat(received).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(raw)?.[1];
      const text = raw.includes('\r\n\r\n') ? raw.slice(raw.indexOf('\r\n\r\n') + 4) : '';
      resolve(status ? { status: Number(status), text } : { status: 0, text: '', failure: failure ?? 'closed without an answer' });
    };
    const socket = net.connect({ host: target.hostname, port: Number(target.port) });
    socket.setTimeout(timeoutMs, () => finish(`no answer within ${timeoutMs / 1000} s`));
    socket.on('data', (chunk) => {
      received.push(chunk);
      // A whole answer with a length is enough; otherwise wait for the close.
      const raw = Buffer.concat(received).toString('latin1');
      const end = raw.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(raw.slice(0, end))?.[1];
      if (end >= 0 && length !== undefined && raw.length - end - 4 >= Number(length)) finish();
      if (end >= 0 && length === undefined && raw.endsWith('\r\n0\r\n\r\n')) finish();
    });
    socket.on('error', (error) => setTimeout(() => finish(error.code ?? error.message), 300));
    socket.on('close', () => finish());
    socket.on('connect', async () => {
      const head = [`${method} ${path} HTTP/1.1`, `Host: ${target.host}`, ...Object.entries({ 'content-length': String(body.length), ...headers }).map(([k, v]) => `${k}: ${v}`), '', ''].join('\r\n');
      socket.write(head);
      for (let at = 0; at < body.length && !settled && !socket.destroyed; at += 65_536) {
        if (!socket.write(body.subarray(at, at + 65_536))) await new Promise((r) => socket.once('drain', r).once('close', r));
      }
    });
  });
}

/** Raw bytes to a server; resolves with the status of its answer (0 when none) and the text. */
export function rawSocket(url, bytes, timeoutMs = 5000) {
  const target = new URL(url);
  return new Promise((resolve) => {
    const received = [];
    const socket = net.connect({ host: target.hostname, port: Number(target.port) }, () => socket.end(bytes));
    const finish = (failure) => {
      socket.destroy();
      const raw = Buffer.concat(received).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(raw)?.[1];
      resolve({ status: status ? Number(status) : 0, text: raw, failure: status ? undefined : failure ?? 'closed without an answer' });
    };
    socket.setTimeout(timeoutMs, () => finish(`no answer within ${timeoutMs / 1000} s`));
    socket.on('data', (c) => received.push(c));
    socket.on('error', (e) => finish(e.code ?? e.message));
    socket.on('close', () => finish());
  });
}
