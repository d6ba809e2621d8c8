// POST /files and GET /files/:id: the vault's file routes behind the one origin
// (docs/contracts/vault-files-issue-5.md). The gateway resolves the session cookie as for
// GraphQL, signs the identity, and streams the body to and from the vault's /internal/files.
import { isUuid } from '@imali/shared/validation';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_SIZE_MESSAGE, UPLOAD_TOKEN_HEADER, UPLOAD_TYPE_MESSAGE, safeFileName, uploadContentType } from '@imali/shared/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { request as undiciRequest, type Dispatcher } from 'undici';
import { INTERNAL_IDENTITY_HEADER, signIdentity, sniffContentType } from '@imali/shared/nest';
import { SESSION_COOKIE, readCookie, type SessionResolver } from './session';


export interface FileRoutesOptions {
  vaultBaseUrl: string;
  secret: string;
  sessions: SessionResolver;
  dispatcher: Dispatcher;
  timeoutMs: number;
  onError: (error: unknown) => void;
}

/** The browser's X-File-Name (percent-encoded) made safe for the bytes it names; the vault checks again. */
function forwardedFileName(header: unknown, body: Buffer): string | undefined {
  const sniffed = sniffContentType(body);
  if (typeof header !== 'string' || !sniffed) return undefined;
  let name = header;
  try {
    name = decodeURIComponent(header);
  } catch {
    /* sent unencoded: cleaned as it is */
  }
  // A name with control or bidi characters goes on as written: the vault refuses it with its message (issue 15).
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(name)) return encodeURIComponent(name.slice(0, 1024));
  return encodeURIComponent(safeFileName(name, sniffed));
}

/** A signed file link's query (vault query file(id).signedUrl), passed on as it came; anything else is dropped. */
function signedLinkQuery(query: unknown): string {
  const { expires, signature } = (query ?? {}) as Record<string, unknown>;
  if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{1,100}$/.test(signature)) return '';
  return `?expires=${expires}&signature=${signature}`;
}

const fail = (reply: FastifyReply, status: number, code: string, message: string) => reply.code(status).header('content-type', 'application/json').send({ error: { code, message } });

function fileErrorHandler(error: Error & { statusCode?: number; code?: string }, _request: unknown, reply: FastifyReply) {
  if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return fail(reply, 413, 'PAYLOAD_TOO_LARGE', UPLOAD_SIZE_MESSAGE);
  if (error.statusCode === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return fail(reply, 415, 'BAD_USER_INPUT', UPLOAD_TYPE_MESSAGE);
  return fail(reply, error.statusCode && error.statusCode < 500 ? error.statusCode : 502, 'BAD_REQUEST', 'The upload could not be read');
}

export function registerFileRoutes(fastify: FastifyInstance, options: FileRoutesOptions): void {
  const { vaultBaseUrl, secret, sessions, dispatcher, timeoutMs, onError } = options;
  // The shared limit exactly: Fastify refuses a larger Content-Length before reading the body, and
  // stops reading a chunked body as soon as it passes the limit (file-routes.spec.ts).
  fastify.addContentTypeParser([...UPLOAD_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));

  // Signed for the vault, this method, URL and body only.
  const identityHeader = async (cookieHeader: string | undefined, method: 'GET' | 'POST', url: string, body?: Buffer) => {
    const { identity } = await sessions.resolve(readCookie(cookieHeader, SESSION_COOKIE));
    return { identity, header: signIdentity(identity, secret, { audience: 'vault', method, path: url, body }) };
  };

  fastify.post('/files', { bodyLimit: UPLOAD_MAX_BYTES, errorHandler: fileErrorHandler }, async (request, reply) => {
    const contentType = uploadContentType(request.headers['content-type']);
    if (!UPLOAD_CONTENT_TYPES.includes(contentType) || !Buffer.isBuffer(request.body)) {
      return fail(reply, 415, 'BAD_USER_INPUT', UPLOAD_TYPE_MESSAGE);
    }
    const url = `${vaultBaseUrl}/internal/files`;
    const { header } = await identityHeader(request.headers.cookie, 'POST', url, request.body);
    const fileName = forwardedFileName(request.headers['x-file-name'], request.body);
    const token = request.headers[UPLOAD_TOKEN_HEADER];
    try {
      const response = await undiciRequest(url, {
        method: 'POST',
        dispatcher,
        headersTimeout: timeoutMs * 4,
        bodyTimeout: timeoutMs * 4,
        headers: {
          'content-type': contentType,
          [INTERNAL_IDENTITY_HEADER]: header,
          ...(fileName ? { 'x-file-name': fileName } : {}),
          ...(typeof token === 'string' ? { [UPLOAD_TOKEN_HEADER]: token.slice(0, 2048) } : {}),
        },
        body: request.body,
      });
      const text = await response.body.text();
      return reply.code(response.statusCode).header('content-type', 'application/json').header('cache-control', 'no-store').send(text);
    } catch (error) {
      onError(error);
      return fail(reply, 503, 'SUBGRAPH_UNAVAILABLE', 'Documents cannot be uploaded right now. Please try again shortly.');
    }
  });

  // Generated PDFs (issue 15): /files/pdf/funeral/{id}/schedule, /files/pdf/funeral/{id}/policy,
  // /files/pdf/funeral/letter/{id}, /files/pdf/do/{id}, and the credit life and clearance hooks
  // (/files/pdf/cli/{id}/coi, /files/pdf/cli/{id}/policy, /files/pdf/clearance-certificate/{id}),
  // served by the vault's /internal/documents/... to the signed-in owner.
  const GENERATED = /^\/files\/pdf\/((?:funeral\/(?:letter\/)?[0-9a-f-]{36}(?:\/(?:schedule|policy))?)|(?:do|clearance-certificate)\/[0-9a-f-]{36}|cli\/[0-9a-f-]{36}\/(?:coi|policy))$/;
  fastify.get('/files/pdf/*', async (request, reply) => {
    const match = GENERATED.exec(request.url.split('?')[0]!.toLowerCase());
    if (!match) return fail(reply, 404, 'NOT_FOUND', 'Not Found');
    const url = `${vaultBaseUrl}/internal/documents/${match[1]}`;
    const { identity, header } = await identityHeader(request.headers.cookie, 'GET', url);
    if (!identity.clientId && !identity.staff) return fail(reply, 404, 'NOT_FOUND', 'Not Found');
    try {
      const response = await undiciRequest(url, { method: 'GET', dispatcher, headersTimeout: timeoutMs * 4, bodyTimeout: timeoutMs * 4, headers: { [INTERNAL_IDENTITY_HEADER]: header } });
      reply.code(response.statusCode);
      for (const name of ['content-type', 'content-length', 'content-disposition', 'cache-control', 'x-content-type-options', 'content-security-policy', 'x-document-id', 'x-document-version']) {
        const value = response.headers[name];
        if (typeof value === 'string') reply.header(name, value);
      }
      return reply.send(response.body);
    } catch (error) {
      onError(error);
      return fail(reply, 503, 'SUBGRAPH_UNAVAILABLE', 'The document cannot be made right now. Please try again shortly.');
    }
  });

  fastify.get<{ Params: { id: string } }>('/files/:id', async (request, reply) => {
    if (!isUuid(request.params.id)) return fail(reply, 404, 'NOT_FOUND', 'Not Found');
    // Lower case: the vault serves only canonical paths.
    const signed = signedLinkQuery(request.query);
    const url = `${vaultBaseUrl}/internal/files/${request.params.id.toLowerCase()}${signed}`;
    const { identity, header } = await identityHeader(request.headers.cookie, 'GET', url);
    // A signed link needs no session; the vault checks it (and staff roles).
    if (!identity.clientId && !identity.staff && !signed) return fail(reply, 404, 'NOT_FOUND', 'Not Found');
    try {
      const response = await undiciRequest(url, {
        method: 'GET',
        dispatcher,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs * 4,
        headers: { [INTERNAL_IDENTITY_HEADER]: header },
      });
      reply.code(response.statusCode);
      for (const name of ['content-type', 'content-length', 'content-disposition', 'cache-control', 'x-content-type-options', 'content-security-policy']) {
        const value = response.headers[name];
        if (typeof value === 'string') reply.header(name, value);
      }
      return reply.send(response.body);
    } catch (error) {
      onError(error);
      return fail(reply, 503, 'SUBGRAPH_UNAVAILABLE', 'The document cannot be shown right now. Please try again shortly.');
    }
  });
}
