// The vault's file routes, reached only through the gateway (the /internal/ guard checks the
// signed identity): POST /internal/files stores an upload, GET /internal/files/:id serves it to
// its owner. The gateway exposes them as POST /files and GET /files/:id.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { UPLOAD_TOKEN_HEADER } from '@imali/shared/domain';
import { DOCUMENT_UPLOAD_PURPOSE, VERIFICATION_REQUIRED_MESSAGE, hasStaffRole, isFullyVerified, verifyCapability, type CallerIdentity, type SubgraphConfig } from '@imali/shared/nest';
import { UPLOAD_EMPTY_MESSAGE, VAULT_UNRECORDED_UPLOAD_MESSAGE, uploadNameProblem } from '@imali/vault/domain';
import { FILE_READER_ROLE } from './file.service';
import { LINK_EXPIRED_MESSAGE, checkFileSignature } from './signed-url';
import { ACCEPTED_CONTENT_TYPES, FILE_SIZE_MESSAGE, FILE_TYPE_MESSAGE, MAX_FILE_BYTES, SIGN_IN_MESSAGE, checkUpload, cleanFileName } from './file-rules';
import { FileService } from './file.service';


const fail = (reply: FastifyReply, status: number, code: string, message: string) => reply.code(status).header('content-type', 'application/json').send({ error: { code, message } });

/** The server-side session guard for these routes: a signed-in client must have finished sign-up. */
const signUpDone = (identity: CallerIdentity | undefined) => !identity?.clientId || isFullyVerified(identity);

/** The X-File-Name header as the client wrote it (percent-decoded when it can be). */
function decodedFileName(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Who an upload is for: the signed-in client, else a visitor's capability from their sale. */
export function uploaderClientId(identityClientId: string | null | undefined, token: unknown, secret: string): string | null {
  if (identityClientId) return identityClientId;
  const capability = verifyCapability(token, DOCUMENT_UPLOAD_PURPOSE, secret);
  return capability.ok ? capability.claims.clientId : null;
}

/** Bad or oversized bodies on these routes answer in the same shape as the rest. */
function fileErrorHandler(error: Error & { statusCode?: number; code?: string }, _req: unknown, reply: FastifyReply) {
  if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return fail(reply, 413, 'PAYLOAD_TOO_LARGE', FILE_SIZE_MESSAGE);
  if (error.statusCode === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return fail(reply, 415, 'BAD_USER_INPUT', FILE_TYPE_MESSAGE);
  if (error.statusCode && error.statusCode < 500) return fail(reply, error.statusCode, 'BAD_REQUEST', 'Bad request');
  return fail(reply, 500, 'INTERNAL_SERVER_ERROR', 'Something went wrong');
}

export function configureFileRoutes(fastify: FastifyInstance, app: NestFastifyApplication, config: SubgraphConfig): void {
  // The body is the file itself (not multipart), as a Buffer, up to 5 MiB on this route only.
  fastify.addContentTypeParser([...ACCEPTED_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES + 1 }, (_req, body, done) => done(null, body));

  fastify.post('/internal/files', { bodyLimit: MAX_FILE_BYTES + 1, errorHandler: fileErrorHandler }, async (req, reply) => {
    if (!signUpDone(req.identity)) return fail(reply, 403, 'VERIFICATION_REQUIRED', VERIFICATION_REQUIRED_MESSAGE);
    const clientId = uploaderClientId(req.identity?.clientId, req.headers[UPLOAD_TOKEN_HEADER], config.INTERNAL_AUTH_SECRET);
    if (!clientId) return fail(reply, 401, 'UNAUTHENTICATED', SIGN_IN_MESSAGE);
    const data = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (Buffer.isBuffer(req.body) && req.body.length === 0) return fail(reply, 400, 'BAD_USER_INPUT', UPLOAD_EMPTY_MESSAGE);
    // A name with control or bidi characters is refused, not cleaned (issue 15; docs/decisions/vault-upload-messages.md).
    const nameProblem = uploadNameProblem(decodedFileName(req.headers['x-file-name']));
    if (nameProblem) return fail(reply, 400, 'BAD_USER_INPUT', nameProblem);
    const check = checkUpload(req.headers['content-type'], data);
    if (!check.ok) return fail(reply, check.status, check.code, check.message);
    const file = await app.get(FileService).storeUpload(clientId, cleanFileName(req.headers['x-file-name'], check.contentType), check.contentType, data);
    // docs/decisions/vault-unrecorded-upload-limit.md
    if (!file) return fail(reply, 429, 'UPLOAD_LIMIT', VAULT_UNRECORDED_UPLOAD_MESSAGE);
    return reply.code(201).send({ id: file.id, name: file.name, contentType: file.contentType, size: file.size });
  });

  fastify.get<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>('/internal/files/:id', { errorHandler: fileErrorHandler }, async (req, reply) => {
    const files = app.get(FileService);
    // A signed link (query file(id).signedUrl) opens the file for 5 minutes without a session;
    // otherwise the owner's session (or an operations staff member's) is needed.
    const signature = checkFileSignature(req.params.id, req.query, config.INTERNAL_AUTH_SECRET);
    if (signature === 'expired' || signature === 'invalid') return fail(reply, 403, 'LINK_EXPIRED', LINK_EXPIRED_MESSAGE);
    let found;
    if (signature === 'valid' || (req.identity && hasStaffRole(req.identity, FILE_READER_ROLE))) found = await files.readAny(req.params.id);
    else {
      if (!signUpDone(req.identity)) return fail(reply, 403, 'VERIFICATION_REQUIRED', VERIFICATION_REQUIRED_MESSAGE);
      found = await files.readOwn(req.identity?.clientId ?? null, req.params.id);
    }
    if (!found) return fail(reply, 404, 'NOT_FOUND', 'Not Found');
    const { file, content } = found;
    const asciiName = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(content.length))
      .header('content-disposition', `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .send(content);
  });
}
