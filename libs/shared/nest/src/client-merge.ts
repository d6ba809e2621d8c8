import type { FastifyInstance } from 'fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/core';
import { z } from 'zod';
import { isUuid } from '@imali/shared/validation';
import { INTERNAL_IDENTITY_HEADER, signIdentity } from './internal-auth';
import { ANONYMOUS } from './identity';

/**
 * Identity's call, once a client has proven (by OTP to the sale's contact details) that a guest
 * sale's record is theirs: every area moves the guest record's rows onto the client's own.
 */
export const CLIENT_MERGE_PATH = '/internal/clients/merge';

const clientId = z.string().refine((value) => isUuid(value));
/** The merge route's contract, checked by the area on the way in and by identity on the way back. */
export const CLIENT_MERGE_ROUTE = {
  method: 'POST',
  path: CLIENT_MERGE_PATH,
  request: z.object({ from: clientId, into: clientId }).refine(({ from, into }) => from !== into),
  response: z.object({ moved: z.number().int().nonnegative() }),
} as const;

/**
 * Registers the merge route on an area subgraph: `client_id = from` becomes `into` in each of
 * `tables` (of the subgraph's own schema), in one transaction. Idempotent; signed like every
 * /internal/ route (the shared guard).
 */
export function registerClientMerge(fastify: FastifyInstance, app: NestFastifyApplication, schema: string, tables: readonly string[]): void {
  fastify.post(CLIENT_MERGE_PATH, async (req, reply) => {
    const parsed = CLIENT_MERGE_ROUTE.request.safeParse(req.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: 'from and into must be two client ids' });
    const { from, into } = parsed.data;
    const em = app.get(MikroORM).em.fork();
    let moved = 0;
    await em.transactional(async (tx) => {
      for (const table of tables) {
        const result = await tx.getConnection().execute(`update "${schema}"."${table}" set client_id = ? where client_id = ?`, [into, from], 'run');
        moved += Number((result as { affectedRows?: number }).affectedRows ?? 0);
      }
    });
    return { moved };
  });
}

/** Calls an area's merge route (identity's side). Throws when the area does not confirm. */
export async function mergeClientRecords(baseUrl: string, audience: string, secret: string, from: string, into: string): Promise<number> {
  const url = `${baseUrl}${CLIENT_MERGE_PATH}`;
  const body = JSON.stringify(CLIENT_MERGE_ROUTE.request.parse({ from, into }));
  const response = await fetch(url, {
    method: CLIENT_MERGE_ROUTE.method,
    headers: { 'content-type': 'application/json', [INTERNAL_IDENTITY_HEADER]: signIdentity(ANONYMOUS, secret, { audience, method: CLIENT_MERGE_ROUTE.method, path: url, body }) },
    body,
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`${audience} did not merge client records (HTTP ${response.status})`);
  const answer = CLIENT_MERGE_ROUTE.response.safeParse(await response.json().catch(() => undefined));
  if (!answer.success) throw new Error(`${audience} answered a merge outside the contract`);
  return answer.data.moved;
}
