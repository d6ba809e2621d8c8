import { PiiCipher, creditRecordSubject } from '@imali/shared/nest';
import { SandboxCreditBureauProvider, type CreditBureauProvider } from '@imali/integrations/credit-bureau';
import { TEST_INTERNAL_SECRET, TEST_PII_ENCRYPTION_KEY, clientIdentity } from '@imali/shared/testing';
import type { DebtConfig } from '../debt.config';
import { BUREAU_TIMEOUT_MS } from './bureau-timeout';
import { CreditRecordService } from './credit-record.service';
import {
  DO_CHALLENGE,
  GET_CHALLENGE,
  clientRepresentation,
  entitiesQuery,
  freshIdNumber,
  identityClient,
  linkedRecord,
  rightAnswers,
  type ChallengeAnswer,
  withSlowBureau,
  type DoChallengeAnswer,
} from '../testing/debt-with-identity';

// A client has at most one current credit record (docs/decisions/debt-one-record-per-client.md).
// The sandbox's slow mode leaves a pass no time for the record fetch: the bureau "fails" then.
const SLOW_MS = Math.round(BUREAU_TIMEOUT_MS * 0.6);
const config = { INTERNAL_AUTH_SECRET: TEST_INTERNAL_SECRET, PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY, IDENTITY_INTERNAL_URL: 'http://127.0.0.1:1', DEBT_DAILY_REFRESH: 'off' } as DebtConfig;

describe('debt subgraph: one current credit record per client', () => {
  const debt = withSlowBureau(SLOW_MS);

  const linked = (clientId: string) =>
    debt().em().getConnection().execute<{ subject_hash: string }[]>('select subject_hash from "debt"."credit_record" where client_id = ?', [clientId]);
  const subject = (idNumber: string) => creditRecordSubject(idNumber, TEST_INTERNAL_SECRET);

  it('a client whose ID number changed passes for the new one while the bureau fails: only the new record is theirs, and the dashboard fetches it', async () => {
    const oldId = freshIdNumber();
    const newId = freshIdNumber();
    // Their record from before the change (support changed the number in identity since).
    const client = await identityClient(debt(), newId);
    await linkedRecord(debt(), oldId, client.clientId!);

    const asked = await debt().graphql<ChallengeAnswer>(GET_CHALLENGE, { idNumber: newId }, client);
    expect(asked.data!.getChallenge.error).toBeNull();
    const passed = await debt().graphql<DoChallengeAnswer>(DO_CHALLENGE, { idNumber: newId, challengeId: asked.data!.getChallenge.challengeId, ...(await rightAnswers(newId)) }, client);
    expect(passed.data!.doChallenge).toMatchObject({ passedChallenge: true, accessCode: expect.any(String) });

    expect(await linked(client.clientId!)).toEqual([{ subject_hash: subject(newId) }]);
    const shown = await debt().graphql<{ _entities: { debtBreakdown: { allDebt: number } | null }[] }>(entitiesQuery('debtBreakdown { allDebt }'), clientRepresentation(client.clientId!, 20_000), client);
    expect(shown.errors).toBeUndefined();
    expect(shown.data!._entities[0]!.debtBreakdown).toEqual({ allDebt: expect.any(Number) });
  }, 30_000);

  it('links for two ID numbers of one client at once, the bureau answering or failing, never fail and leave exactly one record theirs', async () => {
    const answering = new SandboxCreditBureauProvider({ latencyMs: 0 });
    const failing = { creditRecord: () => Promise.reject(Object.assign(new Error('down'), { code: 'BUREAU_UNAVAILABLE' })) } as unknown as CreditBureauProvider;
    const service = (bureau: CreditBureauProvider) => new CreditRecordService(debt().em(), bureau, new PiiCipher(TEST_PII_ENCRYPTION_KEY), config);
    for (let round = 0; round < 8; round++) {
      const clientId = clientIdentity().clientId!;
      const ids = [freshIdNumber(), freshIdNumber(), freshIdNumber()];
      const outcomes = await Promise.allSettled(
        ids.flatMap((idNumber, i) => [
          service(i % 2 === round % 2 ? answering : failing).fetchAndStore(idNumber, clientId),
          service(i % 2 === round % 2 ? failing : answering).fetchAndStore(idNumber, clientId),
        ]),
      );
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      const rows = await linked(clientId);
      expect(rows).toHaveLength(1);
      expect(ids.map(subject)).toContain(rows[0]!.subject_hash);
    }
  });
});
