import { randomUUID } from 'node:crypto';
import { clientIdentity, startTestSubgraph, TEST_PII_ENCRYPTION_KEY, type GraphQLResponse, type TestSubgraph } from '@imali/shared/testing';
import type { CallerIdentity } from '@imali/shared/nest';
import { definition } from '../subgraph.definition';
import { ClientEntity } from '../client/client.entity';
import { OutboxMessageEntity } from '../messaging/outbox-message.entity';
import { AuditEventEntity } from '../auth/audit-event.entity';
import { OTP_MAX_WRONG_ATTEMPTS } from './otp-rules';

const CONFIRM = 'mutation($c: String!) { confirmOTP(OTP: $c) }';

describe('identity subgraph: OTP attempts under concurrency', () => {
  let subgraph: TestSubgraph;

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
  });
  afterAll(() => subgraph.close());

  /** A registering client who has just been sent an OTP by e-mail; returns the code from the outbox. */
  async function clientWithCode(): Promise<{ identity: CallerIdentity; code: string; wrong: (i: number) => string }> {
    const em = subgraph.em();
    const client = em.create(ClientEntity, { firstNames: 'Sipho', email: `otp.${randomUUID()}@example.co.za` });
    await em.flush();
    const identity = clientIdentity(client.id);
    const sent = await subgraph.graphql('mutation { sendOTP(communicationType: EMAIL) { destination } }', {}, identity);
    expect(sent.errors).toBeUndefined();
    const message = await subgraph.em().findOneOrFail(OutboxMessageEntity, { clientId: client.id }, { orderBy: { createdAt: 'desc' } });
    const code = /(\d{4})/.exec(message.body)![1]!;
    // Distinct wrong codes, never the right one.
    const wrong = (i: number) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0');
    return { identity, code, wrong };
  }
  const evaluated = async (clientId: string) => subgraph.em().count(AuditEventEntity, { type: { $in: ['OTP_FAILED', 'OTP_VERIFIED'] }, detail: { clientId } });
  const codeOf = (r: GraphQLResponse) => r.errors?.[0]?.extensions?.['code'];

  it('15 parallel wrong guesses: at most 3 are compared, and then even the right code is refused', async () => {
    const { identity, code, wrong } = await clientWithCode();
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => subgraph.graphql(CONFIRM, { c: wrong(i) }, identity)));
    expect(results.every((r) => ['OTP_INCORRECT', 'OTP_BLOCKED'].includes(codeOf(r) as string))).toBe(true);
    expect(await evaluated(identity.clientId!)).toBeLessThanOrEqual(OTP_MAX_WRONG_ATTEMPTS);
    const right = await subgraph.graphql(CONFIRM, { c: code }, identity);
    expect(codeOf(right)).toBe('OTP_BLOCKED');
  });

  it('15 parallel guesses including the right code: at most 3 are compared', async () => {
    const { identity, code, wrong } = await clientWithCode();
    const guesses = Array.from({ length: 15 }, (_, i) => (i === 7 ? code : wrong(i)));
    const results = await Promise.all(guesses.map((c) => subgraph.graphql<{ confirmOTP: boolean }>(CONFIRM, { c }, identity)));
    const accepted = results.filter((r) => r.data?.confirmOTP === true).length;
    expect(accepted).toBeLessThanOrEqual(1);
    expect(await evaluated(identity.clientId!)).toBeLessThanOrEqual(OTP_MAX_WRONG_ATTEMPTS);
    expect(results.filter((r) => codeOf(r) === 'OTP_INCORRECT').length + accepted).toBeLessThanOrEqual(OTP_MAX_WRONG_ATTEMPTS);
  });

  it('aliased confirmOTP fields count one by one, also across parallel requests', async () => {
    const { identity, code, wrong } = await clientWithCode();
    // Mutation fields run in order and a failed non-null field ends the request: the first alias counts.
    const one = await subgraph.graphql(`mutation { a: confirmOTP(OTP: "${wrong(0)}") b: confirmOTP(OTP: "${wrong(1)}") }`, {}, identity);
    expect(one.errors?.map((e) => e.extensions?.['attemptsLeft'])).toEqual([2]);
    const batches = await Promise.all(
      Array.from({ length: 6 }, (_, i) => subgraph.graphql(`mutation { a: confirmOTP(OTP: "${wrong(2 + i)}") b: confirmOTP(OTP: "${code}") c: confirmOTP(OTP: "${wrong(9 + i)}") }`, {}, identity)),
    );
    expect(batches.every((b) => b.data == null)).toBe(true);
    expect(await evaluated(identity.clientId!)).toBeLessThanOrEqual(OTP_MAX_WRONG_ATTEMPTS);
    expect(codeOf(await subgraph.graphql(CONFIRM, { c: code }, identity))).toBe('OTP_BLOCKED');
  });

  it('parallel and aliased sendOTP calls send one code', async () => {
    const em = subgraph.em();
    const client = em.create(ClientEntity, { firstNames: 'Sipho', email: `send.${randomUUID()}@example.co.za` });
    await em.flush();
    const identity = clientIdentity(client.id);
    const sends = await Promise.all([
      ...Array.from({ length: 8 }, () => subgraph.graphql('mutation { sendOTP(communicationType: EMAIL) { destination } }', {}, identity)),
      subgraph.graphql(`mutation { ${[0, 1, 2, 3].map((i) => `s${i}: sendOTP(communicationType: EMAIL) { destination }`).join(' ')} }`, {}, identity),
    ]);
    expect(sends.filter((r) => r.errors === undefined).length).toBeLessThanOrEqual(1);
    expect(await subgraph.em().count(OutboxMessageEntity, { clientId: client.id })).toBe(1);
  });
});
