import { randomUUID } from 'node:crypto';
import { COMMON_PASSWORD_MESSAGE, PASSWORD_MESSAGE, buildSaIdNumber } from '@imali/shared/validation';
import { startTestSubgraph, TEST_PII_ENCRYPTION_KEY, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';

const SIGN_UP = 'mutation($i: SignUpInput!) { signUp(input: $i) { user { id } } }';
let serial = 1000 + Math.floor(Math.random() * 3000);
const newIdNumber = () => buildSaIdNumber({ birthDate: '1993-09-30', serial: serial++ })!;

describe('identity subgraph: sign-up passwords (NIST SP 800-63B)', () => {
  let subgraph: TestSubgraph;
  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
  });
  afterAll(() => subgraph.close());

  it.each([
    ['password', COMMON_PASSWORD_MESSAGE],
    ['Password1', COMMON_PASSWORD_MESSAGE],
    ['12345678', COMMON_PASSWORD_MESSAGE],
    ['letmein1', COMMON_PASSWORD_MESSAGE],
    ['short', PASSWORD_MESSAGE],
    ['a long enough passphrase', undefined],
  ])('%p → %p', async (password, message) => {
    const result = await subgraph.graphql(SIGN_UP, { i: { idType: 'rsa_id', idNumber: newIdNumber(), email: `${randomUUID()}@example.co.za`, password } });
    const errors = result.errors?.[0]?.extensions?.['fieldErrors'];
    expect(errors).toEqual(message ? [{ field: 'password', message }] : undefined);
  });
});
