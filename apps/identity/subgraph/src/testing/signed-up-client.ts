// Integration-test helpers: a client signed up through identity's own signUp, and the caller
// identity their session resolves to, as the gateway would pass it on.
import { randomUUID } from 'node:crypto';
import { buildSaIdNumber } from '@imali/shared/validation';
import { signedFor, visitor, type TestSubgraph } from '@imali/shared/testing';
import type { CallerIdentity } from '@imali/shared/nest';
import { SESSION_SET_HEADER } from '../auth/session-token';

const SIGN_UP = 'mutation($i: SignUpInput!) { signUp(input: $i) { user { id clientId } } }';

let serial = 5000 + Math.floor(Math.random() * 4000);

/** What identity's /internal/sessions/resolve answers for a session token (the gateway's call). */
export async function resolveSession(subgraph: TestSubgraph, token: string): Promise<CallerIdentity> {
  const body = JSON.stringify({ token });
  const response = await subgraph.fetch('/internal/sessions/resolve', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedFor('identity', visitor, 'POST', '/internal/sessions/resolve', body) },
    body,
  });
  return ((await response.json()) as { identity: CallerIdentity }).identity;
}

/** A new client with an SA ID number born on `birthDate` (a fresh serial each call), signed up and signed in. */
export async function signedUpClient(subgraph: TestSubgraph, birthDate: string): Promise<CallerIdentity> {
  const idNumber = buildSaIdNumber({ birthDate, serial: serial++ })!;
  const signedUp = await subgraph.graphql(SIGN_UP, { i: { idType: 'rsa_id', idNumber, email: `${randomUUID()}@example.co.za`, password: 'a long enough password' } });
  return resolveSession(subgraph, (signedUp.headers.get(SESSION_SET_HEADER) ?? '').split(';')[0]!);
}
