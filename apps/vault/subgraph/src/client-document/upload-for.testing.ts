import { randomUUID } from 'node:crypto';
import type { CallerIdentity } from '@imali/shared/nest';
import { signedFor, type TestSubgraph } from '@imali/shared/testing';

/** Tests only: uploads a small new JPEG as `identity` (POST /internal/files, as the gateway signs it) and answers its file id. */
export async function uploadFor(vault: TestSubgraph, identity: CallerIdentity): Promise<string> {
  const body = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(randomUUID())]);
  const response = await vault.fetch('/internal/files', { method: 'POST', headers: { 'content-type': 'image/jpeg', ...signedFor('vault', identity, 'POST', '/internal/files', body) }, body });
  return ((await response.json()) as { id: string }).id;
}
