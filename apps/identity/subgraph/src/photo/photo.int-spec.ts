import { randomUUID } from 'node:crypto';
import { FULLY_VERIFIED, startTestSubgraph, TEST_PII_ENCRYPTION_KEY, type TestSubgraph } from '@imali/shared/testing';
import type { CallerIdentity } from '@imali/shared/nest';
import { definition } from '../subgraph.definition';
import { ClientEntity } from '../client/client.entity';
import { UserAccountEntity } from '../auth/user-account.entity';

const UPLOAD = 'mutation($d: String!) { uploadProfilePhoto(dataBase64: $d) { id } }';
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a png')]);

describe('identity subgraph: profile photo', () => {
  let subgraph: TestSubgraph;
  let me: CallerIdentity;

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
    const em = subgraph.em();
    const client = em.create(ClientEntity, { firstNames: 'Nomsa' });
    const user = em.create(UserAccountEntity, { clientId: client.id, email: `${randomUUID()}@example.co.za`, passwordHash: 'x' });
    await em.flush();
    me = { userId: user.id, clientId: client.id, sessionId: randomUUID(), verification: FULLY_VERIFIED };
  });
  afterAll(() => subgraph.close());

  it('stores a PNG and shows it as me.photo.url; a new upload replaces it', async () => {
    expect((await subgraph.graphql<{ me: { photo: unknown } }>('{ me { photo { url } } }', {}, me)).data?.me.photo).toBeNull();
    expect((await subgraph.graphql(UPLOAD, { d: png.toString('base64') }, me)).errors).toBeUndefined();
    const first = await subgraph.graphql<{ me: { photo: { url: string } } }>('{ me { photo { url } } }', {}, me);
    expect(first.data?.me.photo.url).toBe(`data:image/png;base64,${png.toString('base64')}`);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await subgraph.graphql(UPLOAD, { d: jpeg.toString('base64') }, me);
    const second = await subgraph.graphql<{ me: { photo: { url: string } } }>('{ me { photo { url } } }', {}, me);
    expect(second.data?.me.photo.url.startsWith('data:image/jpeg;base64,')).toBe(true);
  });

  it('refuses anything but PNG and JPEG, whatever the file claims', async () => {
    const svg = await subgraph.graphql(UPLOAD, { d: `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}` }, me);
    expect(svg.errors?.[0]?.extensions?.['fieldErrors']).toEqual([{ field: 'photo', message: 'Please choose a PNG or JPEG photo' }]);
  });
});
