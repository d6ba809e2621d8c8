// GET /internal/documents/<kind path> (the gateway's GET /files/pdf/<kind path>): a generated PDF of
// one of the caller's policies or mandates, made (or the stored version served) by
// GeneratedDocumentService. Another client's subject is "not found".
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { VERIFICATION_REQUIRED_MESSAGE, isFullyVerified } from '@imali/shared/nest';
import { GraphQLError } from 'graphql';
import { GENERATED_KINDS, HOOKS } from './generated-kinds';
import { GeneratedDocumentService } from './generated-document.service';

const fail = (reply: FastifyReply, status: number, code: string, message: string) => reply.code(status).header('content-type', 'application/json').header('cache-control', 'no-store').send({ error: { code, message } });

export const GENERATED_PREFIX = '/internal/documents/';
export const NOT_YET_MESSAGE = 'This document is not available yet';

export function configureGeneratedDocumentRoutes(fastify: FastifyInstance, app: NestFastifyApplication): void {
  for (const kind of GENERATED_KINDS) {
    fastify.get<{ Params: { id: string } }>(`${GENERATED_PREFIX}${kind.path}`, async (req, reply) => {
      const identity = req.identity;
      if (!identity || (!identity.clientId && !identity.staff)) return fail(reply, 404, 'NOT_FOUND', 'Not Found');
      if (identity.clientId && !identity.staff && !isFullyVerified(identity)) return fail(reply, 403, 'VERIFICATION_REQUIRED', VERIFICATION_REQUIRED_MESSAGE);
      let found;
      try {
        found = await app.get(GeneratedDocumentService).get(identity, kind, req.params.id);
      } catch (error) {
        const code = error instanceof GraphQLError ? error.extensions?.['code'] : undefined;
        if (code === 'SUBGRAPH_UNAVAILABLE') return fail(reply, 503, 'SUBGRAPH_UNAVAILABLE', (error as Error).message);
        if (code === 'BAD_USER_INPUT') return fail(reply, 404, 'NOT_FOUND', 'Not Found');
        throw error;
      }
      if (!found) return fail(reply, 404, 'NOT_FOUND', 'Not Found');
      const asciiName = found.file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(found.content.length))
        .header('content-disposition', `inline; filename="${asciiName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-document-id', found.document.id)
        .header('x-document-version', String(found.document.documentVersion ?? 1))
        .send(found.content);
    });
  }
  for (const path of HOOKS) {
    fastify.get(`${GENERATED_PREFIX}${path}`, async (_req, reply) => fail(reply, 404, 'NOT_YET_AVAILABLE', NOT_YET_MESSAGE));
  }
}
