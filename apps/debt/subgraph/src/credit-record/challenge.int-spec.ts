import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { ACCESS_CODE_INVALID_MESSAGE, creditRecordSubject, signCreditRecordAccess } from '@imali/shared/nest';
import { randomBytes, randomUUID } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER } from '@imali/shared/nest';
import { TEST_INTERNAL_SECRET, clientIdentity, signedFor, visitor } from '@imali/shared/testing';
import { SANDBOX_ID_NUMBERS, SandboxCreditBureauProvider } from '@imali/integrations/credit-bureau';
import { affordability } from '@imali/debt/domain';
import {
  BUREAU_ERROR_MESSAGE,
  CHALLENGE_ANSWERED_MESSAGE,
  CHALLENGE_EXPIRED_MESSAGE,
  CHALLENGE_FAILED_MESSAGE,
  CHALLENGE_UNKNOWN_MESSAGE,
  MAX_ATTEMPTS_MESSAGE,
} from '../debt.errors';
import {
  CHALLENGE_ATTEMPTS_PER_ADDRESS_PER_DAY,
  CHALLENGE_KEPT_AFTER_EXPIRY_MS,
  CHALLENGE_LIFETIME_MS,
  QUESTION_SETS_PER_ADDRESS_PER_HOUR,
  QUESTION_SETS_PER_ID_NUMBER_PER_DAY,
  QUESTIONS_THROTTLED_MESSAGE,
} from './challenge.service';
import {
  DO_CHALLENGE,
  GET_CHALLENGE,
  GET_CREDIT_RECORD,
  freshIdNumber,
  identityClient,
  linkedRecord,
  newSetsIdNumber,
  rightAnswers,
  rightAnswersTo,
  startDebtWithIdentity,
  stopDebtWithIdentity,
  wrongAnswers,
  type ChallengeAnswer,
  type DebtWithIdentity,
  type DoChallengeAnswer,
} from '../testing/debt-with-identity';

type CreditRecordAnswer = { getCreditRecord: { accessCode: string; compuScore: number | null; affordability: number | null; obligations: { id: string; source: string }[] } | null };

describe('debt subgraph: identity questions and access codes (sandbox bureau, real identity)', () => {
  const stack: Partial<DebtWithIdentity> = {};
  const debt = () => stack.debt!;
  beforeAll(async () => Object.assign(stack, await startDebtWithIdentity()), 120_000);
  afterAll(() => stopDebtWithIdentity(stack));

  const ask = (idNumber: string, caller = visitor, extra: Record<string, unknown> = {}) => debt().graphql<ChallengeAnswer>(GET_CHALLENGE, { idNumber, ...extra }, caller);
  type Answers = { telephone: string; employer: string; account: string };
  const answer = (idNumber: string, challengeId: string, answers: Answers, caller = visitor) => debt().graphql<DoChallengeAnswer>(DO_CHALLENGE, { idNumber, challengeId, ...answers }, caller);
  /** A set of questions asked for now: its challengeId. */
  const challengeId = async (idNumber: string, caller = visitor) => {
    const asked = await ask(idNumber, caller);
    expect(asked.errors).toBeUndefined();
    return asked.data!.getChallenge.challengeId!;
  };
  /** Asks for a set of questions and answers it, as the web steps do. */
  const askAndAnswer = async (idNumber: string, answers: Answers, caller = visitor) => answer(idNumber, await challengeId(idNumber, caller), answers, caller);
  const challengeRow = async (id: string) =>
    (await debt().em().getConnection().execute<{ bureau_reference: string; client_id: string | null; answered_at: Date | null; created_at: Date; expires_at: Date }[]>(
      'select bureau_reference, client_id, answered_at, created_at, expires_at from "debt"."credit_challenge" where id = ?',
      [id],
    ))[0];
  const record = (idNumber: string, accessCode: string, caller = visitor) => debt().graphql<CreditRecordAnswer>(GET_CREDIT_RECORD, { idNumber, accessCode }, caller);

  it('asks a visitor three multiple-choice questions, then gives an access code for the right answers', async () => {
    const idNumber = freshIdNumber();
    const challenge = await ask(idNumber, visitor, { income: 25_000 });
    expect(challenge.errors).toBeUndefined();
    expect(challenge.data!.getChallenge).toMatchObject({ error: null, accessCode: null, attemptsLeft: 3, challengeId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const right = await rightAnswers(idNumber);
    expect(challenge.data!.getChallenge.telephones).toContain(right.telephone);
    expect(challenge.data!.getChallenge.employers).toContain(right.employer);
    expect(challenge.data!.getChallenge.accounts).toContain(right.account);

    const passed = await answer(idNumber, challenge.data!.getChallenge.challengeId!, right);
    expect(passed.data!.doChallenge).toMatchObject({ passedChallenge: true, attemptsLeft: 2, error: null });
    const accessCode = passed.data!.doChallenge.accessCode!;
    // The code carries only a keyed hash of the ID number.
    expect(Buffer.from(accessCode.split('.')[0]!, 'base64url').toString()).not.toContain(idNumber);

    const result = await record(idNumber, accessCode);
    expect(result.errors).toBeUndefined();
    expect(result.data!.getCreditRecord!.accessCode).toEqual(expect.any(String));
    expect(result.data!.getCreditRecord!.obligations.every((o) => o.source === 'CREDIT_BUREAU')).toBe(true);
    // 40% of the R25,000 the visitor gave.
    expect(result.data!.getCreditRecord!.affordability).toBe(10_000);
  });

  it('answers wrong answers with no code and one attempt fewer', async () => {
    const idNumber = freshIdNumber();
    const failed = await askAndAnswer(idNumber, await wrongAnswers(idNumber));
    expect(failed.errors).toBeUndefined();
    expect(failed.data!.doChallenge).toMatchObject({ passedChallenge: false, accessCode: null, attemptsLeft: 2 });
    expect(failed.data!.doChallenge.error).toEqual(expect.any(String));
  });

  it('refuses the 4th attempt of the day, right answers included, and says so in getChallenge', async () => {
    const idNumber = freshIdNumber();
    const sets = [];
    for (let i = 0; i < 4; i += 1) sets.push(await challengeId(idNumber));
    const wrong = await wrongAnswers(idNumber);
    for (const [i, left] of [2, 1, 0].entries()) expect((await answer(idNumber, sets[i]!, wrong)).data!.doChallenge.attemptsLeft).toBe(left);
    const fourth = await answer(idNumber, sets[3]!, await rightAnswers(idNumber));
    expect(fourth.data!.doChallenge).toEqual({ passedChallenge: false, accessCode: null, attemptsLeft: 0, error: MAX_ATTEMPTS_MESSAGE });
    const again = await ask(idNumber);
    expect(again.data!.getChallenge).toMatchObject({ error: MAX_ATTEMPTS_MESSAGE, challengeId: null, telephones: [], accessCode: null, attemptsLeft: 0 });
  });

  it('counts exactly 3 of 5 parallel attempts', async () => {
    const idNumber = freshIdNumber();
    const sets: string[] = [];
    for (let i = 0; i < 5; i += 1) sets.push(await challengeId(idNumber));
    const right = await rightAnswers(idNumber);
    const results = await Promise.all(sets.map((id) => answer(idNumber, id, right)));
    const outcomes = results.map((r) => r.data!.doChallenge);
    expect(outcomes.filter((o) => o.passedChallenge)).toHaveLength(3);
    expect(outcomes.filter((o) => !o.passedChallenge)).toEqual(Array(2).fill({ passedChallenge: false, accessCode: null, attemptsLeft: 0, error: MAX_ATTEMPTS_MESSAGE }));
    expect(outcomes.filter((o) => o.passedChallenge).map((o) => o.attemptsLeft).sort()).toEqual([0, 1, 2]);
  });

  it('refuses a forged, expired, other ID number’s, other client’s or missing access code with ACCESS_CODE_INVALID and no data', async () => {
    const idNumber = freshIdNumber();
    const other = freshIdNumber();
    const clientA = clientIdentity();
    const clientB = clientIdentity();
    const good = (await askAndAnswer(idNumber, await rightAnswers(idNumber))).data!.doChallenge.accessCode!;
    expect((await record(idNumber, good)).errors).toBeUndefined();
    const [payload, signature] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const cases: [string, string, typeof visitor][] = [
      ['forged signature', `${payload}.${signature!.slice(0, -2)}xx`, visitor],
      ['forged claims', `${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url')}.${signature}`, visitor],
      ['expired', signCreditRecordAccess(idNumber, null, TEST_INTERNAL_SECRET, Date.now() - 31 * 60_000), visitor],
      ['other ID number', signCreditRecordAccess(other, null, TEST_INTERNAL_SECRET), visitor],
      ['another client’s', signCreditRecordAccess(idNumber, clientA.clientId, TEST_INTERNAL_SECRET), clientB],
      ['a visitor’s code shown by a client', good, clientA],
      ['a client’s code shown by a visitor', signCreditRecordAccess(idNumber, clientA.clientId, TEST_INTERNAL_SECRET), visitor],
      ['another purpose’s key', signCreditRecordAccess(idNumber, null, 'a-different-secret-of-at-least-32-chars!'), visitor],
      // Well signed, but a visitor's code must name a set they passed: that is where their record is.
      ['a visitor’s code naming no passed set', signCreditRecordAccess(idNumber, null, TEST_INTERNAL_SECRET), visitor],
      ['a visitor’s code naming a made-up set', signCreditRecordAccess(idNumber, null, TEST_INTERNAL_SECRET, Date.now(), randomUUID()), visitor],
      ['missing', '', visitor],
    ];
    for (const [name, code, caller] of cases) {
      const result = await record(idNumber, code, caller);
      expect({ name, data: result.data, error: result.errors?.[0]?.extensions?.['code'], message: result.errors?.[0]?.message }).toEqual({
        name,
        data: null,
        error: 'ACCESS_CODE_INVALID',
        message: ACCESS_CODE_INVALID_MESSAGE,
      });
    }
  });

  it('asks one ID number at most 10 sets of questions a day, and one address at most 20 an hour', async () => {
    const throttled = (r: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) =>
      r.errors?.[0]?.extensions?.['code'] === 'TOO_MANY_REQUESTS' && r.errors[0]?.message === QUESTIONS_THROTTLED_MESSAGE;
    const idNumber = freshIdNumber();
    const sets = await Promise.all(Array.from({ length: 12 }, () => ask(idNumber)));
    expect(sets.filter((r) => r.errors === undefined)).toHaveLength(QUESTION_SETS_PER_ID_NUMBER_PER_DAY);
    expect(sets.filter(throttled)).toHaveLength(2);

    // As the gateway calls it, from one browser's keyed address hash, across ID numbers.
    const address = randomBytes(16).toString('hex');
    const fromAddress = async (id: string) => {
      const body = JSON.stringify({ query: GET_CHALLENGE, variables: { idNumber: id } });
      const response = await debt().fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedFor('debt', visitor, 'POST', '/graphql', body), [CLIENT_ADDRESS_HEADER]: address },
        body,
      });
      return (await response.json()) as { errors?: { message: string; extensions?: Record<string, unknown> }[] };
    };
    const many = await Promise.all(Array.from({ length: QUESTION_SETS_PER_ADDRESS_PER_HOUR + 2 }, () => fromAddress(freshIdNumber())));
    expect(many.filter((r) => r.errors === undefined)).toHaveLength(QUESTION_SETS_PER_ADDRESS_PER_HOUR);
    expect(many.filter(throttled)).toHaveLength(2);
    // Another browser is not held back.
    expect((await ask(freshIdNumber())).errors).toBeUndefined();
  });

  it('refuses an invalid or over-long ID number with a field error', async () => {
    for (const idNumber of ['8503145123085', '12345', '85031451230841']) {
      const result = await ask(idNumber);
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'idNumber' }] });
    }
    const result = await answer('8503145123085', randomUUID(), { telephone: 'x', employer: 'y', account: 'z'.repeat(201) });
    expect(result.errors?.[0]?.extensions?.['fieldErrors']).toEqual([
      { field: 'idNumber', message: 'Invalid ID number' },
      { field: 'account', message: 'At most 200 characters' },
    ]);
    for (const challengeId of ['', 'not-a-challenge', 'x'.repeat(65), 'ĉ\u0000']) {
      const refused = await answer(freshIdNumber(), challengeId, { telephone: 'x', employer: 'y', account: 'z' });
      expect({ challengeId, extensions: refused.errors?.[0]?.extensions }).toMatchObject({ challengeId, extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'challengeId' }] } });
    }
  });

  it('answers "An error has occured" (never a 500) when the bureau is down', async () => {
    const result = await ask(SANDBOX_ID_NUMBERS.bureauUnavailable);
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
    expect(result.data!.getChallenge).toMatchObject({ error: BUREAU_ERROR_MESSAGE, telephones: [], accessCode: null });
  });

  it('waits for a slow bureau (within its time limit) and asks the questions', async () => {
    const result = await ask(SANDBOX_ID_NUMBERS.slowBureau);
    expect(result.errors).toBeUndefined();
    expect(result.data!.getChallenge.error).toBeNull();
    expect(result.data!.getChallenge.telephones).toHaveLength(4);
  });

  it('verifies a signed-in client’s own ID number once: identity records it, the record becomes theirs, later no questions unless forced', async () => {
    const idNumber = freshIdNumber();
    const client = await identityClient(debt(), idNumber, { income: 30_000 });
    const first = await ask(idNumber, client);
    expect(first.data!.getChallenge).toMatchObject({ accessCode: null, attemptsLeft: 3 });
    expect(first.data!.getChallenge.telephones).toHaveLength(4);
    const passed = await answer(idNumber, first.data!.getChallenge.challengeId!, await rightAnswers(idNumber), client);
    expect(passed.data!.doChallenge.passedChallenge).toBe(true);

    const identity = new IdentityInternalClient({ baseUrl: stack.identity!.url, secret: TEST_INTERNAL_SECRET });
    expect(await identity.clientIdNumber(client.clientId!)).toEqual({ idNumber, idNumberVerified: true, incomeCents: 3_000_000 });
    const rows = await debt().em().getConnection().execute<{ client_id: string | null; record: unknown }[]>('select client_id, record from "debt"."credit_record" where client_id = ?', [client.clientId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.record).not.toBeNull();

    const again = await ask(idNumber, client);
    expect(again.data!.getChallenge).toMatchObject({ error: null, challengeId: null, telephones: [], employers: [], accounts: [], accessCode: expect.any(String) });
    const own = await record(idNumber, again.data!.getChallenge.accessCode!, client);
    expect(own.errors).toBeUndefined();
    // Their own income (identity's), 40% of R30,000.
    expect(own.data!.getCreditRecord!.affordability).toBe(12_000);
    const forced = await ask(idNumber, client, { force: true });
    expect(forced.data!.getChallenge).toMatchObject({ accessCode: null });
    expect(forced.data!.getChallenge.telephones).toHaveLength(4);
  });

  it('a client identity counts as verified but with no record linked (what /debt asks with force): the questions, and the pass links the record to them', async () => {
    const idNumber = freshIdNumber();
    const client = await identityClient(debt(), idNumber, { verified: true });
    const linked = async () =>
      (await debt().em().getConnection().execute<{ n: string }[]>('select count(*) as n from "debt"."credit_record" where client_id = ? and record is not null', [client.clientId]))[0]!.n;
    // Without force: a code straight away, and still no record of theirs (the dashboard would ask again).
    expect((await ask(idNumber, client)).data!.getChallenge.accessCode).toEqual(expect.any(String));
    expect(Number(await linked())).toBe(0);
    const forced = await ask(idNumber, client, { force: true });
    expect(forced.data!.getChallenge).toMatchObject({ accessCode: null, attemptsLeft: 3 });
    const passed = await answer(idNumber, forced.data!.getChallenge.challengeId!, await rightAnswers(idNumber), client);
    expect(passed.data!.doChallenge.passedChallenge).toBe(true);
    expect(Number(await linked())).toBe(1);
  });

  it('treats a signed-in client asking about someone else’s ID number as a visitor and never links it to them', async () => {
    const own = freshIdNumber();
    const someoneElse = freshIdNumber();
    const client = await identityClient(debt(), own, { verified: true });
    const challenge = await ask(someoneElse, client);
    expect(challenge.data!.getChallenge.accessCode).toBeNull();
    const passed = await answer(someoneElse, challenge.data!.getChallenge.challengeId!, await rightAnswers(someoneElse), client);
    expect(passed.data!.doChallenge.passedChallenge).toBe(true);
    // The code is bound to this client (a visitor cannot use it) ...
    expect((await record(someoneElse, passed.data!.doChallenge.accessCode!, client)).errors).toBeUndefined();
    expect((await record(someoneElse, passed.data!.doChallenge.accessCode!, visitor)).errors?.[0]?.extensions?.['code']).toBe('ACCESS_CODE_INVALID');
    // ... but the record is not theirs, and identity's flag still speaks of their own ID number.
    const rows = await debt().em().getConnection().execute<{ client_id: string | null }[]>('select client_id from "debt"."credit_record" where client_id = ?', [client.clientId]);
    expect(rows).toHaveLength(0);
    const identity = new IdentityInternalClient({ baseUrl: stack.identity!.url, secret: TEST_INTERNAL_SECRET });
    expect(await identity.clientIdNumber(client.clientId!)).toMatchObject({ idNumber: own, idNumberVerified: true });
  });

  describe('attempts counted per who is asking (docs/decisions/debt-challenge-attempts-per-asker.md)', () => {
    type Result<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
    /** As the gateway calls the subgraph for a browser whose keyed address hash is `address`. */
    const via = async <T,>(address: string, query: string, variables: Record<string, unknown>, caller = visitor): Promise<Result<T>> => {
      const body = JSON.stringify({ query, variables });
      const response = await debt().fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedFor('debt', caller, 'POST', '/graphql', body), [CLIENT_ADDRESS_HEADER]: address },
        body,
      });
      return (await response.json()) as Result<T>;
    };
    const newAddress = () => randomBytes(16).toString('hex');
    const askFrom = async (address: string, idNumber: string, caller = visitor, extra: Record<string, unknown> = {}) =>
      (await via<ChallengeAnswer>(address, GET_CHALLENGE, { idNumber, ...extra }, caller)).data!.getChallenge;
    const answerFrom = async (address: string, idNumber: string, challengeId: string, answers: Answers, caller = visitor) =>
      (await via<DoChallengeAnswer>(address, DO_CHALLENGE, { idNumber, challengeId, ...answers }, caller)).data!.doChallenge;
    const refused = { passedChallenge: false, accessCode: null, attemptsLeft: 0, error: MAX_ATTEMPTS_MESSAGE };

    it('a visitor who uses up an ID number’s 3 attempts (and its 10 sets of questions) leaves its signed-in client their own 3', async () => {
      const idNumber = freshIdNumber();
      const client = await identityClient(debt(), idNumber);
      const stranger = newAddress();
      const wrong = await wrongAnswers(idNumber);
      const right = await rightAnswers(idNumber);
      // The stranger asks every set of questions the ID number may be asked today, then answers three wrong.
      const sets: string[] = [];
      for (let i = 0; i < QUESTION_SETS_PER_ID_NUMBER_PER_DAY; i += 1) sets.push((await askFrom(stranger, idNumber)).challengeId!);
      expect((await via(stranger, GET_CHALLENGE, { idNumber })).errors?.[0]?.extensions?.['code']).toBe('TOO_MANY_REQUESTS');
      for (const [i, left] of [2, 1, 0].entries()) expect((await answerFrom(stranger, idNumber, sets[i]!, wrong)).attemptsLeft).toBe(left);
      expect(await answerFrom(stranger, idNumber, sets[3]!, right)).toEqual(refused);

      // The client, signed in, from the same address or another: questions asked, their own 3 attempts.
      const first = await askFrom(stranger, idNumber, client);
      expect(first).toMatchObject({ error: null, attemptsLeft: 3, accessCode: null });
      expect(first.telephones).toHaveLength(4);
      expect(await answerFrom(stranger, idNumber, first.challengeId!, wrong, client)).toMatchObject({ passedChallenge: false, attemptsLeft: 2, error: CHALLENGE_FAILED_MESSAGE });
      expect(await answerFrom(newAddress(), idNumber, (await askFrom(newAddress(), idNumber, client)).challengeId!, wrong, client)).toMatchObject({ passedChallenge: false, attemptsLeft: 1 });
      const third = await answerFrom(stranger, idNumber, (await askFrom(stranger, idNumber, client)).challengeId!, right, client);
      expect(third).toMatchObject({ passedChallenge: true, attemptsLeft: 0, error: null, accessCode: expect.any(String) });
      // Their 3 are used now too; asked again (forced past their verified ID number), the spec's words.
      expect(await askFrom(stranger, idNumber, client, { force: true })).toMatchObject({ error: MAX_ATTEMPTS_MESSAGE, challengeId: null, telephones: [], attemptsLeft: 0 });
      // And the others' allowance did not gain from the client's: a visitor is still refused.
      expect(await askFrom(newAddress(), idNumber)).toMatchObject({ error: MAX_ATTEMPTS_MESSAGE, challengeId: null, attemptsLeft: 0 });
    });

    it('everyone else shares the ID number’s other 3 a day, whatever their address or session; one address makes at most 10 a day across ID numbers', async () => {
      const idNumber = freshIdNumber();
      const wrong = await wrongAnswers(idNumber);
      const [a, b] = [newAddress(), newAddress()];
      expect(await answerFrom(a, idNumber, (await askFrom(a, idNumber)).challengeId!, wrong)).toMatchObject({ attemptsLeft: 2 });
      expect(await answerFrom(a, idNumber, (await askFrom(a, idNumber)).challengeId!, wrong)).toMatchObject({ attemptsLeft: 1 });
      const another = await identityClient(debt(), freshIdNumber(), { verified: true });
      expect(await answerFrom(b, idNumber, (await askFrom(b, idNumber, another)).challengeId!, wrong, another)).toMatchObject({ attemptsLeft: 0, error: MAX_ATTEMPTS_MESSAGE });
      for (const [address, caller] of [[a, visitor], [b, visitor], [newAddress(), visitor], [newAddress(), another]] as const)
        expect(await askFrom(address, idNumber, caller)).toMatchObject({ error: MAX_ATTEMPTS_MESSAGE, challengeId: null, attemptsLeft: 0 });

      // One address, one attempt each on 11 ID numbers (sets asked elsewhere): the 11th is refused and not counted on its ID number.
      const sweeper = newAddress();
      const ids = Array.from({ length: CHALLENGE_ATTEMPTS_PER_ADDRESS_PER_DAY + 1 }, () => freshIdNumber());
      const swept = [];
      for (const id of ids) swept.push(await answerFrom(sweeper, id, await challengeId(id), await wrongAnswers(id)));
      expect(swept.slice(0, CHALLENGE_ATTEMPTS_PER_ADDRESS_PER_DAY).map((r) => r.attemptsLeft)).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 1, 0]);
      expect(swept[CHALLENGE_ATTEMPTS_PER_ADDRESS_PER_DAY]).toEqual(refused);
      expect(await askFrom(sweeper, freshIdNumber())).toMatchObject({ error: MAX_ATTEMPTS_MESSAGE, challengeId: null, attemptsLeft: 0 });
      expect(await askFrom(newAddress(), ids[CHALLENGE_ATTEMPTS_PER_ADDRESS_PER_DAY]!)).toMatchObject({ error: null, attemptsLeft: 3 });
      // The ID number's own client is not held back by their address.
      const ownId = freshIdNumber();
      const owner = await identityClient(debt(), ownId);
      const own = await askFrom(sweeper, ownId, owner);
      expect(own).toMatchObject({ error: null, attemptsLeft: 3 });
      expect(await answerFrom(sweeper, ownId, own.challengeId!, await rightAnswers(ownId), owner)).toMatchObject({ passedChallenge: true, attemptsLeft: 2 });
    });

    it('parallel attempts never pass a limit: 5 by the client and 6 by others at once count 3 each; 14 at once from one address count 10', async () => {
      const idNumber = freshIdNumber();
      const client = await identityClient(debt(), idNumber);
      const right = await rightAnswers(idNumber);
      const clientSets: string[] = [];
      for (let i = 0; i < 5; i += 1) clientSets.push((await askFrom(newAddress(), idNumber, client)).challengeId!);
      const addresses = [newAddress(), newAddress(), newAddress()];
      const otherSets: [string, string][] = [];
      for (let i = 0; i < 6; i += 1) otherSets.push([addresses[i % 3]!, (await askFrom(addresses[i % 3]!, idNumber)).challengeId!]);
      const [mine, theirs] = await Promise.all([
        Promise.all(clientSets.map((id) => answerFrom(newAddress(), idNumber, id, right, client))),
        Promise.all(otherSets.map(([address, id]) => answerFrom(address, idNumber, id, right))),
      ]);
      for (const results of [mine, theirs]) {
        expect(results.filter((r) => r.passedChallenge).map((r) => r.attemptsLeft).sort()).toEqual([0, 1, 2]);
        expect(results.filter((r) => !r.passedChallenge)).toEqual(Array(results.length - 3).fill(refused));
      }

      const address = newAddress();
      const ids = Array.from({ length: 14 }, () => freshIdNumber());
      const sets = await Promise.all(ids.map(async (id) => ({ id, set: await challengeId(id), right: await rightAnswers(id) })));
      const results = await Promise.all(sets.map(({ id, set, right: answers }) => answerFrom(address, id, set, answers)));
      expect(results.filter((r) => r.passedChallenge)).toHaveLength(CHALLENGE_ATTEMPTS_PER_ADDRESS_PER_DAY);
      expect(results.filter((r) => !r.passedChallenge)).toEqual(Array(14 - CHALLENGE_ATTEMPTS_PER_ADDRESS_PER_DAY).fill(refused));
    });
  });

  describe('each set of questions checked against its own reference (a challenge per set, not per ID number)', () => {
    it('two people asking for one ID number at once: each passes with the answers to their own set; set A’s answers fail against B’s challenge', async () => {
      const idNumber = await newSetsIdNumber();
      // A asks, then B asks for the same ID number before A answers.
      const a = (await ask(idNumber)).data!.getChallenge;
      const b = (await ask(idNumber)).data!.getChallenge;
      expect(a.challengeId).not.toBe(b.challengeId);
      const rightA = await rightAnswersTo(idNumber, a);
      const rightB = await rightAnswersTo(idNumber, b);
      // The sandbox asked two different sets (another creditor in the account question) ...
      expect(rightA.account).not.toBe(rightB.account);
      expect(b.accounts).not.toContain(rightA.account);
      // ... and each challenge keeps its own set's reference.
      const [rowA, rowB] = [await challengeRow(a.challengeId!), await challengeRow(b.challengeId!)];
      expect(rowA!.bureau_reference).toMatch(/^CH[0-9A-F]{16}$/);
      expect(rowB!.bureau_reference).toMatch(/^CH[0-9A-F]{16}$/);
      expect(rowA!.bureau_reference).not.toBe(rowB!.bureau_reference);

      // B answers first, then A: the later set does not replace the earlier one.
      expect((await answer(idNumber, b.challengeId!, rightB)).data!.doChallenge).toMatchObject({ passedChallenge: true, attemptsLeft: 2, error: null });
      expect((await answer(idNumber, a.challengeId!, rightA)).data!.doChallenge).toMatchObject({ passedChallenge: true, attemptsLeft: 1, error: null });

      // Answers to one set given to another set's challenge fail (an attempt, as any wrong answer).
      const c = (await ask(idNumber)).data!.getChallenge;
      const rightC = await rightAnswersTo(idNumber, c);
      const otherSet = rightA.account !== rightC.account ? rightA : rightB;
      expect(otherSet.account).not.toBe(rightC.account);
      expect((await answer(idNumber, c.challengeId!, otherSet)).data!.doChallenge).toEqual({ passedChallenge: false, accessCode: null, attemptsLeft: 0, error: MAX_ATTEMPTS_MESSAGE });
    });

    it('set A’s answers against set B’s challenge fail with the usual message; A’s own set still passes', async () => {
      const idNumber = await newSetsIdNumber();
      const a = (await ask(idNumber)).data!.getChallenge;
      const b = (await ask(idNumber)).data!.getChallenge;
      const rightA = await rightAnswersTo(idNumber, a);
      expect(b.accounts).not.toContain(rightA.account);
      expect((await answer(idNumber, b.challengeId!, rightA)).data!.doChallenge).toEqual({ passedChallenge: false, accessCode: null, attemptsLeft: 2, error: CHALLENGE_FAILED_MESSAGE });
      expect((await answer(idNumber, a.challengeId!, rightA)).data!.doChallenge).toMatchObject({ passedChallenge: true, attemptsLeft: 1 });
    });

    it('takes one answer per challenge: a second answer, even at the same moment, is refused and not counted', async () => {
      const idNumber = freshIdNumber();
      const right = await rightAnswers(idNumber);
      const id = await challengeId(idNumber);
      expect((await answer(idNumber, id, right)).data!.doChallenge).toMatchObject({ passedChallenge: true, attemptsLeft: 2 });
      expect((await answer(idNumber, id, right)).data!.doChallenge).toEqual({ passedChallenge: false, accessCode: null, attemptsLeft: 2, error: CHALLENGE_ANSWERED_MESSAGE });
      expect((await challengeRow(id))!.answered_at).not.toBeNull();

      const other = freshIdNumber();
      const once = await challengeId(other);
      const both = (await Promise.all([answer(other, once, await rightAnswers(other)), answer(other, once, await rightAnswers(other))])).map((r) => r.data!.doChallenge);
      expect(both.filter((r) => r.passedChallenge)).toHaveLength(1);
      expect(both.filter((r) => !r.passedChallenge)).toMatchObject([{ passedChallenge: false, accessCode: null, error: CHALLENGE_ANSWERED_MESSAGE }]);
      // One attempt counted, not two.
      expect((await ask(other)).data!.getChallenge.attemptsLeft).toBe(2);
    });

    it(`refuses an expired challenge (${CHALLENGE_LIFETIME_MS / 60_000} minutes) with a clear message, without counting it, and deletes it a day later`, async () => {
      const idNumber = freshIdNumber();
      const id = await challengeId(idNumber);
      const row = (await challengeRow(id))!;
      expect(row.client_id).toBeNull();
      expect(Math.abs(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime() - CHALLENGE_LIFETIME_MS)).toBeLessThan(5_000);
      await debt().em().getConnection().execute(`update "debt"."credit_challenge" set expires_at = now() - interval '1 second' where id = ?`, [id]);
      expect((await answer(idNumber, id, await rightAnswers(idNumber))).data!.doChallenge).toEqual({ passedChallenge: false, accessCode: null, attemptsLeft: 3, error: CHALLENGE_EXPIRED_MESSAGE });
      // A new set can be answered.
      expect((await askAndAnswer(idNumber, await rightAnswers(idNumber))).data!.doChallenge).toMatchObject({ passedChallenge: true, attemptsLeft: 2 });

      // Kept a day after expiry (a late answer still hears "expired"), then deleted when questions are next asked.
      await debt().em().getConnection().execute(`update "debt"."credit_challenge" set expires_at = ? where id = ?`, [new Date(Date.now() - CHALLENGE_KEPT_AFTER_EXPIRY_MS - 60_000), id]);
      await ask(freshIdNumber());
      expect(await challengeRow(id)).toBeUndefined();
    });

    it('lets only the caller who asked answer: another client, a visitor, another ID number or a made-up id hear only "not found"', async () => {
      const idNumber = freshIdNumber();
      const right = await rightAnswers(idNumber);
      const clientA = await identityClient(debt(), freshIdNumber(), { verified: true });
      const clientB = await identityClient(debt(), freshIdNumber(), { verified: true });
      const asked = (await ask(idNumber, clientA)).data!.getChallenge;
      expect((await challengeRow(asked.challengeId!))!.client_id).toBe(clientA.clientId);
      const notFound = { passedChallenge: false, accessCode: null, attemptsLeft: 3, error: CHALLENGE_UNKNOWN_MESSAGE };
      expect((await answer(idNumber, asked.challengeId!, right, clientB)).data!.doChallenge).toEqual(notFound);
      expect((await answer(idNumber, asked.challengeId!, right, visitor)).data!.doChallenge).toEqual(notFound);
      const another = freshIdNumber();
      expect((await answer(another, asked.challengeId!, await rightAnswers(another), clientA)).data!.doChallenge).toEqual(notFound);
      for (const madeUp of [randomUUID(), '00000000-0000-0000-0000-000000000000'])
        expect({ madeUp, result: (await answer(idNumber, madeUp, right, clientA)).data!.doChallenge }).toEqual({ madeUp, result: notFound });
      // A visitor's set is not a client's either.
      const visitors = await challengeId(idNumber);
      expect((await answer(idNumber, visitors, right, clientA)).data!.doChallenge).toEqual(notFound);
      // None of that used the challenge up: the one who asked still answers it.
      const passed = (await answer(idNumber, asked.challengeId!, right, clientA)).data!.doChallenge;
      expect(passed).toMatchObject({ passedChallenge: true, attemptsLeft: 2, error: null });
      expect((await record(idNumber, passed.accessCode!, clientA)).errors).toBeUndefined();
    });
  });

  describe('the income given with a set of questions: kept on that set, applied only to the code its pass gives', () => {
    const sandbox = new SandboxCreditBureauProvider({ latencyMs: 0 });
    /** A fresh ID number whose record has an income estimate: what the record's affordability uses when no income counts. */
    const estimatedIdNumber = async () => {
      for (;;) {
        const id = freshIdNumber();
        if ((await sandbox.creditRecord(id)).estimatedIncomeCents) return id;
      }
    };
    /** 40% of the bureau's estimate, in rand: the affordability when no income given counts. */
    const fromEstimate = async (idNumber: string) => affordability(null, (await sandbox.creditRecord(idNumber)).estimatedIncomeCents)! / 100;
    const recordRow = async (idNumber: string) =>
      (await debt().em().getConnection().execute<Record<string, unknown>[]>('select * from "debt"."credit_record" where subject_hash = ?', [creditRecordSubject(idNumber, TEST_INTERNAL_SECRET)]))[0];
    const affordabilityOf = async (idNumber: string, accessCode: string, caller = visitor) => {
      const result = await record(idNumber, accessCode, caller);
      expect(result.errors).toBeUndefined();
      return { affordability: result.data!.getCreditRecord!.affordability, accessCode: result.data!.getCreditRecord!.accessCode };
    };

    it('two visitors asking for one ID number with different incomes: each one’s passed challenge uses their own income, whoever passed last', async () => {
      const idNumber = await estimatedIdNumber();
      const right = await rightAnswers(idNumber);
      const a = (await ask(idNumber, visitor, { income: 20_000 })).data!.getChallenge;
      const b = (await ask(idNumber, visitor, { income: 30_000 })).data!.getChallenge;
      const incomes = await debt().em().getConnection().execute<{ id: string; income_cents: string; passed_at: Date | null }[]>(
        'select id, income_cents, passed_at from "debt"."credit_challenge" where id in (?, ?) order by income_cents',
        [a.challengeId, b.challengeId],
      );
      expect(incomes.map((r) => [r.id, Number(r.income_cents), r.passed_at])).toEqual([[a.challengeId, 2_000_000, null], [b.challengeId, 3_000_000, null]]);

      const passedA = (await answer(idNumber, a.challengeId!, right)).data!.doChallenge;
      const passedB = (await answer(idNumber, b.challengeId!, right)).data!.doChallenge;
      expect([passedA.passedChallenge, passedB.passedChallenge]).toEqual([true, true]);
      // A reads after B passed (and B after A): 40% of their own income each, never the other's.
      const readA = await affordabilityOf(idNumber, passedA.accessCode!);
      const readB = await affordabilityOf(idNumber, passedB.accessCode!);
      expect([readA.affordability, readB.affordability]).toEqual([8_000, 12_000]);
      // The fresh code each read gives keeps its set's income.
      expect((await affordabilityOf(idNumber, readA.accessCode)).affordability).toBe(8_000);
      expect((await affordabilityOf(idNumber, readB.accessCode)).affordability).toBe(12_000);
      // A code for the ID number without a passed set of this caller's reads nothing (verify again).
      expect((await record(idNumber, signCreditRecordAccess(idNumber, null, TEST_INTERNAL_SECRET))).errors?.[0]?.extensions?.['code']).toBe('ACCESS_CODE_INVALID');
    });

    it('a visitor who asks but never passes (unanswered, failed, expired, or answering someone else’s set) leaves nothing on the ID number’s record', async () => {
      const idNumber = await estimatedIdNumber();
      const right = await rightAnswers(idNumber);
      const client = await identityClient(debt(), freshIdNumber(), { verified: true });
      const unanswered = (await ask(idNumber, visitor, { income: 50_000 })).data!.getChallenge;
      const failed = (await ask(idNumber, visitor, { income: 50_000 })).data!.getChallenge;
      const expired = (await ask(idNumber, visitor, { income: 50_000 })).data!.getChallenge;
      const someoneElses = (await ask(idNumber, client, { income: 50_000 })).data!.getChallenge;
      for (const set of [unanswered, failed, expired, someoneElses]) expect(set.challengeId).toEqual(expect.any(String));
      expect((await answer(idNumber, failed.challengeId!, await wrongAnswers(idNumber))).data!.doChallenge.passedChallenge).toBe(false);
      await debt().em().getConnection().execute(`update "debt"."credit_challenge" set expires_at = now() - interval '1 second' where id = ?`, [expired.challengeId]);
      expect((await answer(idNumber, expired.challengeId!, right)).data!.doChallenge.error).toBe(CHALLENGE_EXPIRED_MESSAGE);
      expect((await answer(idNumber, someoneElses.challengeId!, right)).data!.doChallenge.error).toBe(CHALLENGE_UNKNOWN_MESSAGE);
      // Nothing was written for the ID number: no record row at all.
      expect(await recordRow(idNumber)).toBeUndefined();
      const passedAt = await debt().em().getConnection().execute<{ passed_at: Date | null }[]>(
        'select passed_at from "debt"."credit_challenge" where id in (?, ?, ?, ?)',
        [unanswered.challengeId, failed.challengeId, expired.challengeId, someoneElses.challengeId],
      );
      expect(passedAt.map((r) => r.passed_at)).toEqual([null, null, null, null]);

      // The next person to pass, giving no income, sees the bureau's estimate, not R50,000.
      const passed = (await askAndAnswer(idNumber, right)).data!.doChallenge;
      expect(passed.passedChallenge).toBe(true);
      // A visitor's pass writes no record row either: the bureau's answer is kept on their set.
      expect(await recordRow(idNumber)).toBeUndefined();
      expect((await affordabilityOf(idNumber, passed.accessCode!)).affordability).toBe(await fromEstimate(idNumber));
      // A code naming someone else's set (here a client's, unpassed and bound to them) lends nothing either.
      const named = signCreditRecordAccess(idNumber, null, TEST_INTERNAL_SECRET, Date.now(), someoneElses.challengeId!);
      expect((await record(idNumber, named)).errors?.[0]?.extensions?.['code']).toBe('ACCESS_CODE_INVALID');
    });

    it('an existing signed-in client’s stored income and record are not changed by a visitor’s getChallenge (or pass) for their ID number', async () => {
      const identity = new IdentityInternalClient({ baseUrl: stack.identity!.url, secret: TEST_INTERNAL_SECRET });
      for (const income of [30_000, null]) {
        const idNumber = await estimatedIdNumber();
        const client = await identityClient(debt(), idNumber, { income, verified: true });
        await linkedRecord(debt(), idNumber, client.clientId!);
        const own = async () => (await affordabilityOf(idNumber, (await ask(idNumber, client)).data!.getChallenge.accessCode!, client)).affordability;
        const expected = income ? 12_000 : await fromEstimate(idNumber);
        expect(await own()).toBe(expected);
        const before = await recordRow(idNumber);
        const identityBefore = await identity.clientIdNumber(client.clientId!);

        const asked = (await ask(idNumber, visitor, { income: 5_000 })).data!.getChallenge;
        expect(asked.challengeId).toEqual(expect.any(String));
        expect({ income, row: await recordRow(idNumber) }).toEqual({ income, row: before });
        expect(await identity.clientIdNumber(client.clientId!)).toEqual(identityBefore);
        expect({ income, affordability: await own() }).toEqual({ income, affordability: expected });

        // Even once the visitor passes, their R5,000 is theirs only: the client still sees their own.
        const passed = (await answer(idNumber, asked.challengeId!, await rightAnswers(idNumber))).data!.doChallenge;
        expect(passed.passedChallenge).toBe(true);
        expect((await affordabilityOf(idNumber, passed.accessCode!)).affordability).toBe(2_000);
        expect({ income, row: await recordRow(idNumber) }).toEqual({ income, row: before });
        expect(await identity.clientIdNumber(client.clientId!)).toEqual(identityBefore);
        expect({ income, affordability: await own() }).toEqual({ income, affordability: expected });
      }
    });
  });

  describe('a visitor never writes to or reads an existing client’s record (docs/decisions/debt-visitor-record-snapshot.md)', () => {
    const sandbox = new SandboxCreditBureauProvider({ latencyMs: 0 });
    const sql = <T,>(query: string, params: unknown[] = []) => debt().em().getConnection().execute<T[]>(query, params);
    /** A fresh ID number whose bureau record has loans and an income estimate. */
    const withLoansIdNumber = async () => {
      for (;;) {
        const id = freshIdNumber();
        const bureau = await sandbox.creditRecord(id);
        if (bureau.obligations.length > 0 && bureau.estimatedIncomeCents) return { id, bureau };
      }
    };
    /** Everything debt keeps for a client: their record row (every column) and their budget. */
    const clientData = async (idNumber: string, clientId: string) => ({
      record: await sql<Record<string, unknown>>('select * from "debt"."credit_record" where subject_hash = ?', [creditRecordSubject(idNumber, TEST_INTERNAL_SECRET)]),
      budget: await sql<Record<string, unknown>>('select * from "debt"."financial_summary" where client_id = ?', [clientId]),
    });
    const setRow = async (id: string) =>
      (await sql<{ record: { compuScore: number | null } | null; record_fetched_at: Date | null }>('select record, record_fetched_at from "debt"."credit_challenge" where id = ?', [id]))[0];

    it.each([
      ['a visitor', () => visitor],
      ['another signed-in client', () => clientIdentity()],
    ])('%s passes for a client’s ID number: the client’s row, budget and income stay byte for byte; the reader sees the bureau’s answer from their own pass', async (_who, who) => {
      const reader = who();
      const identity = new IdentityInternalClient({ baseUrl: stack.identity!.url, secret: TEST_INTERNAL_SECRET });
      const { id: idNumber, bureau } = await withLoansIdNumber();
      const client = await identityClient(debt(), idNumber, { income: 30_000, verified: true });
      await linkedRecord(debt(), idNumber, client.clientId!);
      // The client's stored record differs from what the bureau now says (drawn earlier), fetched just now.
      const marker = bureau.compuScore === 123 ? 124 : 123;
      const stored = { ...bureau, compuScore: marker, obligations: [], estimatedIncomeCents: 100 };
      const fetchedAt = new Date(Date.now() - 1_000);
      await sql('update "debt"."credit_record" set record = ?::jsonb, record_date = ?, fetched_at = ? where client_id = ?', [JSON.stringify(stored), bureau.recordDate, fetchedAt, client.clientId]);
      await sql(
        `insert into "debt"."financial_summary" (id, created_at, updated_at, version, client_id, expenses) values (gen_random_uuid(), now(), now(), 1, ?, ?::jsonb)`,
        [client.clientId, JSON.stringify([{ description: 'Rent', amountCents: 650_000 }])],
      );
      const before = await clientData(idNumber, client.clientId!);
      expect(before.record).toHaveLength(1);
      expect(before.budget).toHaveLength(1);
      const identityBefore = await identity.clientIdNumber(client.clientId!);

      const asked = (await ask(idNumber, reader, { income: 5_000 })).data!.getChallenge;
      const passed = (await answer(idNumber, asked.challengeId!, await rightAnswers(idNumber), reader)).data!.doChallenge;
      expect(passed).toMatchObject({ passedChallenge: true, error: null });
      expect(await clientData(idNumber, client.clientId!)).toEqual(before);

      // The reader's record is the bureau's answer to their pass, kept on their set, not the client's stored one.
      const read = await record(idNumber, passed.accessCode!, reader);
      expect(read.errors).toBeUndefined();
      const bureauView = { compuScore: bureau.compuScore, obligations: bureau.obligations.length, affordability: 2_000 };
      expect({ compuScore: read.data!.getCreditRecord!.compuScore, obligations: read.data!.getCreditRecord!.obligations.length, affordability: read.data!.getCreditRecord!.affordability }).toEqual(bureauView);
      expect((await setRow(asked.challengeId!))!.record!.compuScore).toBe(bureau.compuScore);
      expect(await clientData(idNumber, client.clientId!)).toEqual(before);

      // The client's row due a refresh (drawn before the last 14:00): the reader's read still leaves it alone,
      // and their snapshot due a refresh is fetched again onto their set only.
      await sql('update "debt"."credit_record" set fetched_at = ? where client_id = ?', [new Date(Date.now() - 2 * 86_400_000), client.clientId]);
      await sql('update "debt"."credit_challenge" set record_fetched_at = ? where id = ?', [new Date(Date.now() - 2 * 86_400_000), asked.challengeId]);
      const staleBefore = await clientData(idNumber, client.clientId!);
      const again = await record(idNumber, read.data!.getCreditRecord!.accessCode, reader);
      expect(again.errors).toBeUndefined();
      expect(again.data!.getCreditRecord!.compuScore).toBe(bureau.compuScore);
      expect(new Date((await setRow(asked.challengeId!))!.record_fetched_at!).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(await clientData(idNumber, client.clientId!)).toEqual(staleBefore);

      // A pass whose fetch failed at the time (no snapshot yet): the read fetches onto the set, not the client's row.
      await sql('update "debt"."credit_challenge" set record = null, record_fetched_at = null where id = ?', [asked.challengeId]);
      const refetched = await record(idNumber, passed.accessCode!, reader);
      expect(refetched.data!.getCreditRecord!.compuScore).toBe(bureau.compuScore);
      expect((await setRow(asked.challengeId!))!.record!.compuScore).toBe(bureau.compuScore);
      expect(await clientData(idNumber, client.clientId!)).toEqual(staleBefore);
      expect(await identity.clientIdNumber(client.clientId!)).toEqual(identityBefore);

      // The client's own read is as before: their row, refreshed as it is due, still theirs, their income.
      const own = await record(idNumber, (await ask(idNumber, client)).data!.getChallenge.accessCode!, client);
      expect(own.errors).toBeUndefined();
      expect(own.data!.getCreditRecord!.affordability).toBe(12_000);
      const after = (await clientData(idNumber, client.clientId!)).record[0]!;
      expect(after['client_id']).toBe(client.clientId);
      expect(new Date(after['fetched_at'] as Date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('a visitor’s record goes with their set: once the set is due for deletion the code reads nothing, and the next getChallenge deletes it', async () => {
      const { id: idNumber } = await withLoansIdNumber();
      const id = await challengeId(idNumber);
      const passed = (await answer(idNumber, id, await rightAnswers(idNumber))).data!.doChallenge;
      expect((await setRow(id))!.record).not.toBeNull();
      expect((await record(idNumber, passed.accessCode!)).errors).toBeUndefined();
      await sql('update "debt"."credit_challenge" set expires_at = ? where id = ?', [new Date(Date.now() - CHALLENGE_KEPT_AFTER_EXPIRY_MS - 60_000), id]);
      expect((await record(idNumber, passed.accessCode!)).errors?.[0]?.extensions?.['code']).toBe('ACCESS_CODE_INVALID');
      await ask(freshIdNumber());
      expect(await setRow(id)).toBeUndefined();
    });
  });
});
