import { randomUUID } from 'node:crypto';
import { PiiCipher, creditRecordSubject, type CallerIdentity } from '@imali/shared/nest';
import { buildSaIdNumber } from '@imali/shared/validation';
import { SandboxCreditBureauProvider, sandboxQuestionSets, sandboxQuestions, type ChallengeAnswers } from '@imali/integrations/credit-bureau';
import { clientIdentity, startBuiltSubgraph, startTestSubgraph, TEST_INTERNAL_SECRET, TEST_PII_ENCRYPTION_KEY, type BuiltSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';

/** The debt subgraph with the real identity subgraph behind it (its internal routes). */
export interface DebtWithIdentity {
  identity: BuiltSubgraph;
  debt: TestSubgraph;
}

export async function startDebtWithIdentity(env: Record<string, string> = {}): Promise<DebtWithIdentity> {
  const identity = await startBuiltSubgraph('identity');
  const debt = await startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: identity.url, ...env });
  return { identity, debt };
}

export async function stopDebtWithIdentity(stack: Partial<DebtWithIdentity>): Promise<void> {
  await stack.debt?.close();
  stack.identity?.stop();
}

/**
 * Debt and identity for a describe block, the sandbox bureau in its slow mode (`slowMs` a call):
 * started before its tests, stopped after them once late bureau answers still on their way have
 * landed. Returns the debt subgraph (once started).
 */
export function withSlowBureau(slowMs: number): () => TestSubgraph {
  const stack: Partial<DebtWithIdentity> = {};
  beforeAll(async () => Object.assign(stack, await startDebtWithIdentity({ CREDIT_BUREAU_SANDBOX_FAILURE: 'slow', CREDIT_BUREAU_SANDBOX_SLOW_MS: String(slowMs) })), 120_000);
  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, slowMs + 200));
    await stopDebtWithIdentity(stack);
  });
  return () => stack.debt!;
}

const cipher = new PiiCipher(TEST_PII_ENCRYPTION_KEY);

/**
 * A signed-up client in identity's table (as sign-up leaves one) with this ID number, income in
 * rand, and optionally already verified with the bureau; returns the caller signed in as them.
 */
export async function identityClient(
  debt: TestSubgraph,
  idNumber: string,
  options: { income?: number | null; verified?: boolean } = {},
): Promise<CallerIdentity> {
  const id = randomUUID();
  await debt.em().getConnection().execute(
    `insert into "identity"."client" (id, id_type, id_number_encrypted, id_number_hash, accepted_terms, is_registration, otp_verification, income, id_number_verified_at, created_at, updated_at)
     values (?, 'rsa_id', ?, ?, true, false, true, ?, ?, now(), now())`,
    [id, cipher.encrypt(idNumber), cipher.lookupHash(idNumber), options.income ?? null, options.verified ? new Date() : null],
  );
  return clientIdentity(id);
}

let serial = Math.floor(Math.random() * 4000);
/** A valid SA ID number no other test uses: the sandbox makes up a record for it. */
export function freshIdNumber(): string {
  for (;;) {
    serial = (serial + 1) % 10_000;
    const year = 1960 + Math.floor(Math.random() * 40);
    const month = 1 + Math.floor(Math.random() * 12);
    const day = 1 + Math.floor(Math.random() * 28);
    const id = buildSaIdNumber({ birthDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, serial: (serial * 7 + Math.floor(Math.random() * 7)) % 10_000 });
    if (id) return id;
  }
}

const sandbox = new SandboxCreditBureauProvider({ latencyMs: 0 });

/** The right answers to the sandbox's questions for an ID number (tests only: the port never gives them). */
export async function rightAnswers(idNumber: string): Promise<ChallengeAnswers> {
  return sandboxQuestions(idNumber, await sandbox.creditRecord(idNumber)).answers;
}

/**
 * The right answers to one set of questions as the person knows them: their telephone and
 * employer, and the one offered creditor they hold (a set that asks about another creditor than
 * `rightAnswers` names: ID numbers that get a new set each time, see `newSetsIdNumber`).
 */
export async function rightAnswersTo(idNumber: string, challenge: { accounts: readonly string[] }): Promise<ChallengeAnswers> {
  const right = await rightAnswers(idNumber);
  const held = new Set((await sandbox.creditRecord(idNumber)).obligations.map((o) => o.creditorName));
  return { ...right, account: challenge.accounts.find((option) => held.has(option)) ?? right.account };
}

/** A fresh valid ID number the sandbox asks a new set of questions each time (citizenship digit 1, two or more creditors held). */
export async function newSetsIdNumber(): Promise<string> {
  for (;;) {
    const birthDate = `${1960 + Math.floor(Math.random() * 40)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
    const id = buildSaIdNumber({ birthDate, serial: Math.floor(Math.random() * 10_000), citizenship: 1 });
    if (id && sandboxQuestionSets(id, await sandbox.creditRecord(id)) >= 2) return id;
  }
}

/**
 * A fresh valid ID number whose sandbox record is not under debt counselling (about 1 in 12 random
 * ones is), for a client whose budget a test changes: under debt counselling it is refused.
 */
export async function freshIdNumberNotUnderDebtCounselling(): Promise<string> {
  for (;;) {
    const id = freshIdNumber();
    if (!(await sandbox.creditRecord(id)).hasDebtCounselling) return id;
  }
}

/** One of the offered options that is not the right one. */
export async function wrongAnswers(idNumber: string): Promise<ChallengeAnswers> {
  const right = await rightAnswers(idNumber);
  return { ...right, employer: `${right.employer} (not)` };
}

export const GET_CHALLENGE = `query($idNumber: String!, $income: Float, $force: Boolean) {
  getChallenge(idNumber: $idNumber, income: $income, force: $force) { error challengeId telephones employers accounts accessCode attemptsLeft }
}`;
export const DO_CHALLENGE = `query($idNumber: String!, $challengeId: ID!, $telephone: String!, $employer: String!, $account: String!) {
  doChallenge(idNumber: $idNumber, challengeId: $challengeId, telephone: $telephone, employer: $employer, account: $account) { passedChallenge accessCode attemptsLeft error }
}`;
export const GET_CREDIT_RECORD = `query($idNumber: String!, $accessCode: String!) {
  getCreditRecord(idNumber: $idNumber, accessCode: $accessCode) {
    accessCode compuScore affordability hasDebtCounselling hasJudgements imaliIsDebtCounsellor
    obligations { id externalId creditorName loanType accountType accountCode category currentBalance installment rate statusCode source }
  }
}`;

export interface ChallengeAnswer {
  getChallenge: { error: string | null; challengeId: string | null; telephones: string[]; employers: string[]; accounts: string[]; accessCode: string | null; attemptsLeft: number };
}
export interface DoChallengeAnswer {
  doChallenge: { passedChallenge: boolean; accessCode: string | null; attemptsLeft: number; error: string | null };
}

/**
 * A record linked to `clientId` as a passed challenge for their own ID number leaves it when the
 * bureau failed at that moment: no record yet (the first read fetches it).
 */
export async function linkedRecord(debt: TestSubgraph, idNumber: string, clientId: string): Promise<void> {
  await debt.em().getConnection().execute(
    `insert into "debt"."credit_record" (id, created_at, updated_at, version, subject_hash, id_number_encrypted, client_id)
     values (gen_random_uuid(), now(), now(), 1, ?, ?, ?)
     on conflict (subject_hash) do update set client_id = excluded.client_id, record = null, fetched_at = null`,
    [creditRecordSubject(idNumber, TEST_INTERNAL_SECRET), cipher.encrypt(idNumber), clientId],
  );
}

export const entitiesQuery = (selection: string) =>
  `query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { id ${selection} } } }`;
/** The representation the router sends once it has identity's income fields (@requires). */
export const clientRepresentation = (clientId: string, income: number | null = null, estimatedIncome: number | null = null) => ({
  r: [{ __typename: 'Client', id: clientId, income, estimatedIncome }],
});
