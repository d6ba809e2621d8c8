import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { PiiCipher } from '@imali/shared/nest';
import { SandboxCreditBureauProvider } from '@imali/integrations/credit-bureau';
import { startBuiltSubgraph, startTestSubgraph, TEST_INTERNAL_SECRET, TEST_PII_ENCRYPTION_KEY, type BuiltSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { IDENTITY_UNAVAILABLE_CHALLENGE_MESSAGE } from '../debt.errors';
import { DailyRefreshService } from '../refresh/daily-refresh.service';
import type { DebtConfig } from '../debt.config';
import { DebtIdentityClient } from '../debt-core.module';
import { CreditRecordService } from './credit-record.service';
import {
  DO_CHALLENGE,
  GET_CHALLENGE,
  clientRepresentation,
  entitiesQuery,
  freshIdNumber,
  identityClient,
  rightAnswers,
  type ChallengeAnswer,
  type DebtWithIdentity,
  type DoChallengeAnswer,
} from '../testing/debt-with-identity';

// Identity unreachable around a signed-in client's pass (docs/decisions/debt-pass-while-identity-down.md):
// debt reaches identity through a proxy that answers 503 for the routes the test takes down.
const RECORD_VERIFIED = '/internal/clients/id-number-verified';
const CLIENT_ID_NUMBER = '/internal/clients/id-number';

describe('debt subgraph: identity unavailable when a signed-in client answers the questions', () => {
  const stack: Partial<DebtWithIdentity> & { proxy?: Server } = {};
  const down = new Set<string>();
  let proxyUrl = '';
  const debt = () => stack.debt!;

  beforeAll(async () => {
    const identity: BuiltSubgraph = await startBuiltSubgraph('identity');
    stack.identity = identity;
    stack.proxy = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (down.has(req.url ?? '')) {
          res.writeHead(503).end();
          return;
        }
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(req.headers)) {
          if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) headers[name] = value;
        }
        void fetch(`${identity.url}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined })
          .then(async (answer) => {
            res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
            res.end(Buffer.from(await answer.arrayBuffer()));
          })
          .catch(() => res.writeHead(502).end());
      });
    });
    await new Promise<void>((resolve) => stack.proxy!.listen(0, '127.0.0.1', resolve));
    const { port } = stack.proxy.address() as AddressInfo;
    proxyUrl = `http://127.0.0.1:${port}`;
    stack.debt = await startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: proxyUrl });
  }, 120_000);
  afterAll(async () => {
    await stack.debt?.close();
    stack.proxy?.close();
    stack.identity?.stop();
  });
  afterEach(() => down.clear());

  const ask = (idNumber: string, caller: Parameters<ReturnType<typeof debt>['graphql']>[2], extra: Record<string, unknown> = {}) =>
    debt().graphql<ChallengeAnswer>(GET_CHALLENGE, { idNumber, ...extra }, caller);
  const answer = async (idNumber: string, challengeId: string, caller: Parameters<ReturnType<typeof debt>['graphql']>[2]) =>
    debt().graphql<DoChallengeAnswer>(DO_CHALLENGE, { idNumber, challengeId, ...(await rightAnswers(idNumber)) }, caller);
  const identityFlag = async (clientId: string) =>
    (await new IdentityInternalClient({ baseUrl: stack.identity!.url, secret: TEST_INTERNAL_SECRET }).clientIdNumber(clientId)).idNumberVerified;
  const linkedRows = (clientId: string) =>
    debt().em().getConnection().execute<{ record: unknown; id_verification_pending_at: Date | null }[]>(
      'select record, id_verification_pending_at from "debt"."credit_record" where client_id = ?',
      [clientId],
    );
  const breakdown = (clientId: string, caller: Parameters<ReturnType<typeof debt>['graphql']>[2]) =>
    debt().graphql<{ _entities: { debtBreakdown: { allDebt: number } | null }[] }>(entitiesQuery('debtBreakdown { allDebt }'), clientRepresentation(clientId, 20_000), caller);

  it('identity failing to record the pass: the pass stands, the record is theirs (the dashboard shows it), and the verification is recorded on their next check', async () => {
    const idNumber = freshIdNumber();
    const client = await identityClient(debt(), idNumber);
    const asked = await ask(idNumber, client);
    expect(asked.data!.getChallenge).toMatchObject({ error: null, attemptsLeft: 3 });

    down.add(RECORD_VERIFIED);
    const passed = await answer(idNumber, asked.data!.getChallenge.challengeId!, client);
    expect(passed.errors).toBeUndefined();
    expect(passed.data!.doChallenge).toMatchObject({ passedChallenge: true, accessCode: expect.any(String), attemptsLeft: 2, error: null });
    expect(await identityFlag(client.clientId!)).toBe(false);
    const rows = await linkedRows(client.clientId!);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.record).not.toBeNull();
    expect(rows[0]!.id_verification_pending_at).not.toBeNull();
    // /debt reads debt's link: no "Verify my identity" card.
    const shown = await breakdown(client.clientId!, client);
    expect(shown.errors).toBeUndefined();
    expect(shown.data!._entities[0]!.debtBreakdown).toEqual({ allDebt: expect.any(Number) });
    // A read that fetches the linked record again (none kept yet) leaves the pass waiting for identity.
    await debt().em().getConnection().execute('update "debt"."credit_record" set record = null, fetched_at = null where client_id = ?', [client.clientId]);
    expect((await breakdown(client.clientId!, client)).data!._entities[0]!.debtBreakdown).toEqual({ allDebt: expect.any(Number) });
    expect((await linkedRows(client.clientId!))[0]).toMatchObject({ record: expect.anything(), id_verification_pending_at: expect.anything() });

    // Identity back: the next check (credit life, clearance, /debt) records it and needs no questions.
    down.clear();
    const again = await ask(idNumber, client);
    expect(again.data!.getChallenge).toMatchObject({ error: null, challengeId: null, accessCode: expect.any(String) });
    expect(await identityFlag(client.clientId!)).toBe(true);
    expect((await linkedRows(client.clientId!))[0]!.id_verification_pending_at).toBeNull();
  });

  it('the daily run records a kept pass once identity answers', async () => {
    const idNumber = freshIdNumber();
    const client = await identityClient(debt(), idNumber);
    const asked = await ask(idNumber, client);
    down.add(RECORD_VERIFIED);
    expect((await answer(idNumber, asked.data!.getChallenge.challengeId!, client)).data!.doChallenge.passedChallenge).toBe(true);
    // Still down at the run: it stays kept. Back: the run records it.
    const config: DebtConfig = { INTERNAL_AUTH_SECRET: TEST_INTERNAL_SECRET, PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY, IDENTITY_INTERNAL_URL: proxyUrl, DEBT_DAILY_REFRESH: 'off' };
    const em = debt().em();
    const records = new CreditRecordService(em, new SandboxCreditBureauProvider({ latencyMs: 0 }), new PiiCipher(TEST_PII_ENCRYPTION_KEY), config);
    const refresh = new DailyRefreshService(em, records, config, new DebtIdentityClient(config));
    await refresh.recordKeptPasses();
    expect((await linkedRows(client.clientId!))[0]!.id_verification_pending_at).not.toBeNull();
    down.clear();
    expect(await refresh.recordKeptPasses()).toBeGreaterThanOrEqual(1);
    expect(await identityFlag(client.clientId!)).toBe(true);
    expect((await linkedRows(client.clientId!))[0]!.id_verification_pending_at).toBeNull();
  });

  it('identity down altogether: a signed-in client hears what happened and what to do, and no attempt is counted; the same questions pass once it is back', async () => {
    const idNumber = freshIdNumber();
    const client = await identityClient(debt(), idNumber);
    const asked = await ask(idNumber, client);
    expect(asked.data!.getChallenge.attemptsLeft).toBe(3);

    down.add(RECORD_VERIFIED).add(CLIENT_ID_NUMBER);
    const refused = await answer(idNumber, asked.data!.getChallenge.challengeId!, client);
    expect(refused.errors).toBeUndefined();
    expect(refused.data!.doChallenge).toMatchObject({ passedChallenge: false, accessCode: null, attemptsLeft: 3, error: IDENTITY_UNAVAILABLE_CHALLENGE_MESSAGE });
    const newSet = await ask(idNumber, client);
    expect(newSet.errors).toBeUndefined();
    expect(newSet.data!.getChallenge).toMatchObject({ error: IDENTITY_UNAVAILABLE_CHALLENGE_MESSAGE, challengeId: null, accessCode: null, attemptsLeft: 3 });
    expect(await linkedRows(client.clientId!)).toHaveLength(0);

    down.clear();
    // Nothing was counted, and the questions they answered still stand.
    const passed = await answer(idNumber, asked.data!.getChallenge.challengeId!, client);
    expect(passed.data!.doChallenge).toMatchObject({ passedChallenge: true, accessCode: expect.any(String), attemptsLeft: 2, error: null });
    expect(await identityFlag(client.clientId!)).toBe(true);
    expect(await linkedRows(client.clientId!)).toHaveLength(1);
  });
});
