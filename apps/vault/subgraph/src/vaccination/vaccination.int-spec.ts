import { TEST_PII_ENCRYPTION_KEY, clientIdentity, signedFor, startTestSubgraph, visitor, type TestSubgraph } from '@imali/shared/testing';
import { PiiCipher, RateLimitCounterEntity, type CallerIdentity } from '@imali/shared/nest';
import { SANDBOX_OTP_TTL_MS, SandboxVaccinationProvider, sandboxOtp } from '@imali/integrations/vaccination';
import { definition } from '../subgraph.definition';
import { StoredFileEntity } from '../files/stored-file.entity';
import { VaccinationFetchEntity } from './vaccination-fetch.entity';
import { ClientDocumentEntity } from '../client-document/client-document.entity';
import { VAULT_DOCUMENT_LIMIT, VAULT_DOCUMENT_LIMIT_MESSAGE } from '@imali/vault/domain';
import { VACCINATION_FETCHES_PER_HOUR, VACCINATION_FETCH_LIMIT_MESSAGE, VACCINATION_OTP_BLOCK_MS, VACCINATION_RESEND_LOCK_MS, vaccinationOtpLockKey, vaccinationResendLockKey, vaccinationWrongOtpKey } from './vaccination.service';

// fetchVaccinationCertificate + createVaccinationCertificateClientDocument through the sandbox of
// the national vaccine certificate system: the OTP arrives by SMS in the development outbox.
const FETCH = 'mutation($input: FetchVaccinationCertificateInput!) { fetchVaccinationCertificate(input: $input) { fetchId maskedCellNumber attemptsLeft } }';
const COMPLETE = 'mutation($fetchId: ID!, $otp: String!) { createVaccinationCertificateClientDocument(fetchId: $fetchId, OTP: $otp) { id type name source fileId file { contentType name } } }';
const OUTBOX = '{ devDocumentOutbox { channel destination body } }';
const input = { idNumber: '8001015009087', firstNames: 'Thandi', surname: 'Mokoena', cellNumber: '0821234567', vaxCode: 'ABC123' };

describe('vault: vaccination certificate from the national system', () => {
  let vault: TestSubgraph;
  beforeAll(async () => {
    vault = await startTestSubgraph(definition);
  }, 60_000);
  afterAll(() => vault?.close());

  /** The 30-second resend lock as it is once that time has passed (its window started 31 s ago). */
  async function passResendLock(owner: CallerIdentity) {
    await vault.em().nativeUpdate(RateLimitCounterEntity, { key: vaccinationResendLockKey(owner.clientId!) }, { windowStartedAt: new Date(Date.now() - VACCINATION_RESEND_LOCK_MS - 1000) });
  }
  const smsCount = async (owner: CallerIdentity) => (await vault.graphql<{ devDocumentOutbox: unknown[] }>(OUTBOX, {}, owner)).data!.devDocumentOutbox.length;

  async function fetchFor(owner: CallerIdentity, overrides: Partial<typeof input> = {}) {
    await passResendLock(owner);
    const result = await vault.graphql<{ fetchVaccinationCertificate: { fetchId: string; maskedCellNumber: string; attemptsLeft: number } }>(FETCH, { input: { ...input, ...overrides } }, owner);
    expect(result.errors).toBeUndefined();
    const outbox = await vault.graphql<{ devDocumentOutbox: { channel: string; destination: string; body: string }[] }>(OUTBOX, {}, owner);
    const sms = outbox.data!.devDocumentOutbox[0]!;
    return { ...result.data!.fetchVaccinationCertificate, sms, otp: /OTP is (\d{4})/.exec(sms.body)![1]! };
  }
  const wrong = (otp: string) => (otp === '0000' ? '1111' : '0000');

  it('sends an OTP to the cell number the service holds; the right OTP stores the certificate PDF as a document', async () => {
    const owner = clientIdentity();
    const fetched = await fetchFor(owner);
    expect(fetched).toMatchObject({ maskedCellNumber: '082*****67', attemptsLeft: 3 });
    expect(fetched.sms).toMatchObject({ channel: 'SMS', destination: '0821234567' });
    const result = await vault.graphql<{ createVaccinationCertificateClientDocument: { id: string; fileId: string } }>(COMPLETE, { fetchId: fetched.fetchId, otp: fetched.otp }, owner);
    expect(result.errors).toBeUndefined();
    expect(result.data?.createVaccinationCertificateClientDocument).toMatchObject({ type: 'COVID19_VACCINATION_CERTIFICATE', name: 'Proof of Vaccination', source: 'NATIONAL_VACCINE_SYSTEM', file: { contentType: 'application/pdf' } });
    const file = await vault.em().findOneOrFail(StoredFileEntity, { id: result.data!.createVaccinationCertificateClientDocument.fileId });
    expect(file.clientId).toBe(owner.clientId);
    // Sending the OTP again answers with the same document.
    const again = await vault.graphql<{ createVaccinationCertificateClientDocument: { id: string } }>(COMPLETE, { fetchId: fetched.fetchId, otp: fetched.otp }, owner);
    expect(again.data?.createVaccinationCertificateClientDocument.id).toBe(result.data!.createVaccinationCertificateClientDocument.id);
  });

  it('the right OTP sent several times at once stores one certificate and answers it to each', async () => {
    const owner = clientIdentity();
    const fetched = await fetchFor(owner);
    const results = await Promise.all(Array.from({ length: 4 }, () => vault.graphql<{ createVaccinationCertificateClientDocument: { id: string } }>(COMPLETE, { fetchId: fetched.fetchId, otp: fetched.otp }, owner)));
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined, undefined, undefined]);
    expect(new Set(results.map((r) => r.data?.createVaccinationCertificateClientDocument.id)).size).toBe(1);
    expect(await vault.em().count(ClientDocumentEntity, { clientId: owner.clientId!, type: 'COVID19_VACCINATION_CERTIFICATE' })).toBe(1);
    expect((await vault.em().findOneOrFail(VaccinationFetchEntity, { id: fetched.fetchId })).state).toBe('COMPLETED');
  });

  it('a second fetch of the same certificate (the same bytes) answers the document the vault already holds, also when both finish at once', async () => {
    const owner = clientIdentity();
    const first = await fetchFor(owner);
    const stored = await vault.graphql<{ createVaccinationCertificateClientDocument: { id: string } }>(COMPLETE, { fetchId: first.fetchId, otp: first.otp }, owner);
    expect(stored.errors).toBeUndefined();
    const second = await fetchFor(owner);
    const again = await vault.graphql<{ createVaccinationCertificateClientDocument: { id: string } }>(COMPLETE, { fetchId: second.fetchId, otp: second.otp }, owner);
    expect(again.errors).toBeUndefined();
    expect(again.data?.createVaccinationCertificateClientDocument.id).toBe(stored.data!.createVaccinationCertificateClientDocument.id);
    expect((await vault.em().findOneOrFail(VaccinationFetchEntity, { id: second.fetchId })).state).toBe('COMPLETED');

    const other = clientIdentity();
    const a = await fetchFor(other);
    const b = await fetchFor(other);
    const both = await Promise.all([a, b].map((f) => vault.graphql<{ createVaccinationCertificateClientDocument: { id: string } }>(COMPLETE, { fetchId: f.fetchId, otp: f.otp }, other)));
    expect(both.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect(both[0]!.data!.createVaccinationCertificateClientDocument.id).toBe(both[1]!.data!.createVaccinationCertificateClientDocument.id);
    expect(await vault.em().count(ClientDocumentEntity, { clientId: other.clientId!, type: 'COVID19_VACCINATION_CERTIFICATE' })).toBe(1);
    // A copy stored by the fetch that answered the other's document is not kept.
    expect(await vault.em().count(StoredFileEntity, { clientId: other.clientId! })).toBe(1);
  });

  it('holds a fetched certificate as the client’s own: the same bytes filed before as another paper stay that paper, and the certificate is a document of its own', async () => {
    // The sandbox answers the same certificate (the same bytes) for the same ID number.
    const someone = clientIdentity();
    const theirs = await fetchFor(someone);
    const stored = await vault.graphql<{ createVaccinationCertificateClientDocument: { fileId: string } }>(COMPLETE, { fetchId: theirs.fetchId, otp: theirs.otp }, someone);
    const path = `/internal/files/${stored.data!.createVaccinationCertificateClientDocument.fileId}`;
    const bytes = Buffer.from(await (await vault.fetch(path, { headers: signedFor('vault', someone, 'GET', path) })).arrayBuffer());

    const owner = clientIdentity();
    const uploaded = await vault.fetch('/internal/files', { method: 'POST', headers: { 'content-type': 'application/pdf', ...signedFor('vault', owner, 'POST', '/internal/files', bytes) }, body: bytes });
    const fileId = ((await uploaded.json()) as { id: string }).id;
    const paper = await vault.graphql<{ createClientDocument: { id: string } }>('mutation($input: CreateClientDocumentInput!) { createClientDocument(input: $input) { id } }', { input: { type: 'OTHER', name: 'Scanned papers', fileId } }, owner);
    expect(paper.errors).toBeUndefined();
    const fetched = await fetchFor(owner);
    const certificate = await vault.graphql<{ createVaccinationCertificateClientDocument: { id: string; type: string; fileId: string } }>(COMPLETE, { fetchId: fetched.fetchId, otp: fetched.otp }, owner);
    expect(certificate.errors).toBeUndefined();
    expect(certificate.data!.createVaccinationCertificateClientDocument).toMatchObject({ type: 'COVID19_VACCINATION_CERTIFICATE', fileId });
    expect(certificate.data!.createVaccinationCertificateClientDocument.id).not.toBe(paper.data!.createClientDocument.id);
    const held = await vault.em().find(ClientDocumentEntity, { clientId: owner.clientId!, fileId }, { orderBy: { type: 'asc' } });
    expect(held.map((d) => [d.type, d.forClientId])).toEqual([['COVID19_VACCINATION_CERTIFICATE', null], ['OTHER', null]]);
  });

  it('counts wrong OTPs: two are "incorrect" with the attempts left, the third ends the fetch, even for the right one after', async () => {
    const owner = clientIdentity();
    const fetched = await fetchFor(owner);
    const first = await vault.graphql(COMPLETE, { fetchId: fetched.fetchId, otp: wrong(fetched.otp) }, owner);
    expect(first.errors?.[0]?.message).toBe('Oops, incorrect OTP');
    expect(first.errors?.[0]?.extensions).toMatchObject({ code: 'OTP_INCORRECT', attemptsLeft: 2, detail: "The OTP you've entered was incorrect. Please Try again. You have 2 attempts left." });
    expect((await vault.graphql(COMPLETE, { fetchId: fetched.fetchId, otp: wrong(fetched.otp) }, owner)).errors?.[0]?.extensions).toMatchObject({ code: 'OTP_INCORRECT', attemptsLeft: 1 });
    const third = await vault.graphql(COMPLETE, { fetchId: fetched.fetchId, otp: wrong(fetched.otp) }, owner);
    expect(third.errors?.[0]?.message).toBe('You have exceed the maximum number of OTP attempts.');
    expect(third.errors?.[0]?.extensions).toMatchObject({ code: 'OTP_BLOCKED', detail: 'Request a call back and our team will help you get back on track!' });
    expect((await vault.graphql(COMPLETE, { fetchId: fetched.fetchId, otp: fetched.otp }, owner)).errors?.[0]?.extensions?.['code']).toBe('OTP_BLOCKED');
    expect(await vault.em().count(StoredFileEntity, { clientId: owner.clientId! })).toBe(0);
  });

  describe('3 wrong OTPs block the client, not only the request (§4.5; 24 hours as identity, docs/decisions/otp-limits.md)', () => {
    const blocked = { code: 'OTP_BLOCKED', detail: 'Request a call back and our team will help you get back on track!', attemptsLeft: 0 };
    async function block(owner: CallerIdentity, fetched: { fetchId: string; otp: string }) {
      for (let n = 0; n < 3; n += 1) await vault.graphql(COMPLETE, { fetchId: fetched.fetchId, otp: wrong(fetched.otp) }, owner);
      expect((await vault.em().findOneOrFail(VaccinationFetchEntity, { id: fetched.fetchId })).state).toBe('ENDED');
    }

    it('a new request (a reload, Resend) is refused with the OTP step’s words, sends no SMS and records no request, for 24 hours', async () => {
      const owner = clientIdentity();
      const fetched = await fetchFor(owner);
      await block(owner, fetched);
      await passResendLock(owner);
      const refused = await vault.graphql(FETCH, { input }, owner);
      expect(refused.errors?.[0]?.message).toBe('You have exceed the maximum number of OTP attempts.');
      expect(refused.errors?.[0]?.extensions).toMatchObject(blocked);
      // Other details are no way round it either.
      expect((await vault.graphql(FETCH, { input: { ...input, vaxCode: 'XYZ789' } }, owner)).errors?.[0]?.extensions).toMatchObject(blocked);
      expect(await smsCount(owner)).toBe(1);
      expect(await vault.em().count(VaccinationFetchEntity, { clientId: owner.clientId! })).toBe(1);
      // Another client is not blocked.
      expect((await vault.graphql(FETCH, { input }, clientIdentity())).errors).toBeUndefined();
      // 24 hours after the third wrong OTP, a new request goes ahead.
      await vault.em().nativeUpdate(VaccinationFetchEntity, { id: fetched.fetchId }, { updatedAt: new Date(Date.now() - VACCINATION_OTP_BLOCK_MS - 60_000) });
      const after = await vault.graphql<{ fetchVaccinationCertificate: { attemptsLeft: number } }>(FETCH, { input }, owner);
      expect(after.errors).toBeUndefined();
      expect(after.data?.fetchVaccinationCertificate.attemptsLeft).toBe(3);
    });

    it('an earlier request’s OTP, even the right one, is refused once another request ended blocked; nothing is stored', async () => {
      const owner = clientIdentity();
      const earlier = await fetchFor(owner);
      const later = await fetchFor(owner);
      await block(owner, later);
      const refused = await vault.graphql(COMPLETE, { fetchId: earlier.fetchId, otp: earlier.otp }, owner);
      expect(refused.errors?.[0]?.extensions).toMatchObject(blocked);
      expect(await vault.em().findOneOrFail(VaccinationFetchEntity, { id: earlier.fetchId })).toMatchObject({ state: 'OTP_SENT', documentId: null });
      expect(await vault.em().count(StoredFileEntity, { clientId: owner.clientId! })).toBe(0);
    });

    it('requests sent together after the block are all refused', async () => {
      const owner = clientIdentity();
      await block(owner, await fetchFor(owner));
      await passResendLock(owner);
      const together = await Promise.all(Array.from({ length: 3 }, () => vault.graphql(FETCH, { input }, owner)));
      expect(together.map((r) => r.errors?.[0]?.extensions?.['code'])).toEqual(['OTP_BLOCKED', 'OTP_BLOCKED', 'OTP_BLOCKED']);
      expect(await vault.em().count(VaccinationFetchEntity, { clientId: owner.clientId! })).toBe(1);
    });

    it('a request being sent while the third wrong OTP is checked is not recorded once that OTP blocks the client', async () => {
      const owner = clientIdentity();
      const fetched = await fetchFor(owner);
      for (let n = 0; n < 2; n += 1) await vault.graphql(COMPLETE, { fetchId: fetched.fetchId, otp: wrong(fetched.otp) }, owner);
      await passResendLock(owner);
      const waiting = async (count: number) => {
        for (let tries = 0; tries < 200; tries += 1) {
          const [row] = await vault.em().execute<{ n: string }[]>(
            `select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%pg_advisory_xact_lock%' and pid <> pg_backend_pid()`,
          );
          if (Number(row?.n) >= count) return;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      };
      let third: Awaited<ReturnType<typeof vault.graphql>> | undefined;
      let sent: Awaited<ReturnType<typeof vault.graphql>> | undefined;
      // Hold the client's OTP lock: the third wrong OTP queues for it first, then the new request
      // (its SMS sent, its row not yet recorded); released, the third wrong OTP blocks the client first.
      await vault.em().fork().transactional(async (tx) => {
        await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [vaccinationOtpLockKey(owner.clientId!)]);
        void vault.graphql(COMPLETE, { fetchId: fetched.fetchId, otp: wrong(fetched.otp) }, owner).then((result) => (third = result));
        await waiting(1);
        void vault.graphql(FETCH, { input }, owner).then((result) => (sent = result));
        await waiting(2);
      });
      for (let tries = 0; tries < 200 && !(third && sent); tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(third?.errors?.[0]?.extensions).toMatchObject(blocked);
      expect(sent?.errors?.[0]?.extensions).toMatchObject(blocked);
      expect(await vault.em().count(VaccinationFetchEntity, { clientId: owner.clientId! })).toBe(1);
    }, 30_000);
  });

  describe('wrong OTPs count across requests (Resend) for 24 hours, as identity counts them (docs/decisions/otp-limits.md)', () => {
    const blocked = { code: 'OTP_BLOCKED', detail: 'Request a call back and our team will help you get back on track!', attemptsLeft: 0 };
    const tryWrong = (owner: CallerIdentity, fetched: { fetchId: string; otp: string }) => vault.graphql(COMPLETE, { fetchId: fetched.fetchId, otp: wrong(fetched.otp) }, owner);

    it('2 wrong, Resend, 1 wrong blocks the client: the new request says 1 attempt left, and its wrong OTP is the third', async () => {
      const owner = clientIdentity();
      const first = await fetchFor(owner);
      expect((await tryWrong(owner, first)).errors?.[0]?.extensions).toMatchObject({ code: 'OTP_INCORRECT', attemptsLeft: 2 });
      expect((await tryWrong(owner, first)).errors?.[0]?.extensions).toMatchObject({ code: 'OTP_INCORRECT', attemptsLeft: 1 });
      const resent = await fetchFor(owner);
      expect(resent.attemptsLeft).toBe(1);
      const third = await tryWrong(owner, resent);
      expect(third.errors?.[0]?.message).toBe('You have exceed the maximum number of OTP attempts.');
      expect(third.errors?.[0]?.extensions).toMatchObject(blocked);
      expect(await vault.em().findOneOrFail(VaccinationFetchEntity, { id: resent.fetchId })).toMatchObject({ state: 'ENDED', wrongAttempts: 1 });
      // The 24-hour block then holds: the right OTP of either request, and a new request, are refused.
      expect((await vault.graphql(COMPLETE, { fetchId: resent.fetchId, otp: resent.otp }, owner)).errors?.[0]?.extensions).toMatchObject(blocked);
      expect((await vault.graphql(COMPLETE, { fetchId: first.fetchId, otp: first.otp }, owner)).errors?.[0]?.extensions).toMatchObject(blocked);
      await passResendLock(owner);
      expect((await vault.graphql(FETCH, { input }, owner)).errors?.[0]?.extensions).toMatchObject(blocked);
      expect(await vault.em().count(StoredFileEntity, { clientId: owner.clientId! })).toBe(0);
    });

    it('a fresh request after 2 wrong OTPs says 1 attempt left, an expired OTP too; wrong OTPs older than the 24 hours no longer count', async () => {
      const owner = clientIdentity();
      const first = await fetchFor(owner);
      for (let n = 0; n < 2; n += 1) await tryWrong(owner, first);
      const fresh = await fetchFor(owner, { vaxCode: 'XYZ789' });
      expect(fresh.attemptsLeft).toBe(1);
      // The service's request as it would be past the OTP's lifetime: "You have 1 attempts left".
      const old = await new SandboxVaccinationProvider({ now: () => Date.now() - SANDBOX_OTP_TTL_MS - 60_000 }).requestCertificate(input);
      await vault.em().nativeUpdate(VaccinationFetchEntity, { id: fresh.fetchId }, { referenceEncrypted: new PiiCipher(TEST_PII_ENCRYPTION_KEY).encrypt(old.reference) });
      expect((await vault.graphql(COMPLETE, { fetchId: fresh.fetchId, otp: sandboxOtp(old.reference) }, owner)).errors?.[0]?.extensions).toMatchObject({ code: 'OTP_EXPIRED', attemptsLeft: 1 });
      // The count's 24 hours (from the first wrong OTP, as identity's) have passed.
      await vault.em().nativeUpdate(RateLimitCounterEntity, { key: vaccinationWrongOtpKey(owner.clientId!) }, { windowStartedAt: new Date(Date.now() - VACCINATION_OTP_BLOCK_MS - 60_000) });
      expect((await fetchFor(owner)).attemptsLeft).toBe(3);
    });

    it('the right OTP after 2 wrong ones (on a new request) stores the certificate and ends the count, as identity’s does', async () => {
      const owner = clientIdentity();
      const first = await fetchFor(owner);
      for (let n = 0; n < 2; n += 1) await tryWrong(owner, first);
      const resent = await fetchFor(owner);
      expect(resent.attemptsLeft).toBe(1);
      const stored = await vault.graphql<{ createVaccinationCertificateClientDocument: { type: string } }>(COMPLETE, { fetchId: resent.fetchId, otp: resent.otp }, owner);
      expect(stored.errors).toBeUndefined();
      expect(stored.data?.createVaccinationCertificateClientDocument.type).toBe('COVID19_VACCINATION_CERTIFICATE');
      const next = await fetchFor(owner);
      expect(next.attemptsLeft).toBe(3);
      expect((await tryWrong(owner, next)).errors?.[0]?.extensions).toMatchObject({ code: 'OTP_INCORRECT', attemptsLeft: 2 });
    });

    it('wrong OTPs sent at once on two requests count as two, and the third blocks', async () => {
      const owner = clientIdentity();
      const a = await fetchFor(owner);
      const b = await fetchFor(owner);
      const both = await Promise.all([tryWrong(owner, a), tryWrong(owner, b)]);
      expect(both.map((r) => r.errors?.[0]?.extensions?.['code'])).toEqual(['OTP_INCORRECT', 'OTP_INCORRECT']);
      expect(both.map((r) => r.errors?.[0]?.extensions?.['attemptsLeft']).sort()).toEqual([1, 2]);
      expect((await tryWrong(owner, a)).errors?.[0]?.extensions).toMatchObject(blocked);
      expect((await vault.graphql(COMPLETE, { fetchId: b.fetchId, otp: b.otp }, owner)).errors?.[0]?.extensions).toMatchObject(blocked);
    });
  });

  it('an expired OTP says so with the attempts left, again on every try (never "too many attempts"); nothing is stored; a new request sends a new OTP', async () => {
    const owner = clientIdentity();
    const fetched = await fetchFor(owner);
    expect((await vault.graphql(COMPLETE, { fetchId: fetched.fetchId, otp: wrong(fetched.otp) }, owner)).errors?.[0]?.extensions).toMatchObject({ code: 'OTP_INCORRECT', attemptsLeft: 2 });
    // The service's request as it would be past the OTP's lifetime.
    const old = await new SandboxVaccinationProvider({ now: () => Date.now() - SANDBOX_OTP_TTL_MS - 60_000 }).requestCertificate(input);
    await vault.em().nativeUpdate(VaccinationFetchEntity, { id: fetched.fetchId }, { referenceEncrypted: new PiiCipher(TEST_PII_ENCRYPTION_KEY).encrypt(old.reference) });
    const expiredMessage = 'Your OTP has expired - Resend to get a new one. You have 2 attempts left.';
    for (const otp of [sandboxOtp(old.reference), sandboxOtp(old.reference), wrong(sandboxOtp(old.reference))]) {
      const expired = await vault.graphql(COMPLETE, { fetchId: fetched.fetchId, otp }, owner);
      expect(expired.errors?.[0]?.message).toBe(expiredMessage);
      expect(expired.errors?.[0]?.extensions).toMatchObject({ code: 'OTP_EXPIRED', attemptsLeft: 2 });
    }
    expect(await vault.em().findOneOrFail(VaccinationFetchEntity, { id: fetched.fetchId })).toMatchObject({ state: 'EXPIRED', wrongAttempts: 1, documentId: null });
    expect(await vault.em().count(StoredFileEntity, { clientId: owner.clientId! })).toBe(0);
    expect(await vault.em().count(ClientDocumentEntity, { clientId: owner.clientId! })).toBe(0);
    await passResendLock(owner);
    const resent = await vault.graphql<{ fetchVaccinationCertificate: { attemptsLeft: number } }>(FETCH, { input }, owner);
    // The wrong OTP of the expired request still counts (across requests, docs/decisions/otp-limits.md).
    expect(resent.data?.fetchVaccinationCertificate.attemptsLeft).toBe(2);
  });

  it('sends one OTP SMS per client per 30 seconds (§9 Resend lock), also for requests sent together; a refused send uses none of the hourly allowance', async () => {
    const owner = clientIdentity();
    const together = await Promise.all(Array.from({ length: 3 }, () => vault.graphql(FETCH, { input }, owner)));
    expect(together.filter((r) => !r.errors)).toHaveLength(1);
    for (const refused of together.filter((r) => r.errors)) {
      expect(refused.errors?.[0]?.extensions?.['code']).toBe('TOO_MANY_REQUESTS');
      const wait = refused.errors?.[0]?.extensions?.['retryAfterSeconds'] as number;
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(30);
      expect(refused.errors?.[0]?.message).toBe(`Please wait ${wait} seconds before asking for another OTP.`);
    }
    expect(await smsCount(owner)).toBe(1);
    expect(await vault.em().count(VaccinationFetchEntity, { clientId: owner.clientId! })).toBe(1);
    // Once the 30 seconds have passed, Resend sends a new OTP; the refused ones used no hourly allowance.
    await passResendLock(owner);
    expect((await vault.graphql(FETCH, { input }, owner)).errors).toBeUndefined();
    expect(await smsCount(owner)).toBe(2);
    const hourly = await vault.em().findOneOrFail(RateLimitCounterEntity, { key: `vaccination-fetch:${owner.clientId!}` });
    expect(hourly.count).toBe(2);
  });

  it(`sends at most ${VACCINATION_FETCHES_PER_HOUR} OTP SMSes a client an hour, 30 seconds apart or not`, async () => {
    const owner = clientIdentity();
    for (let i = 0; i < VACCINATION_FETCHES_PER_HOUR; i++) await fetchFor(owner);
    await passResendLock(owner);
    const refused = await vault.graphql(FETCH, { input }, owner);
    expect(refused.errors?.[0]?.message).toBe(VACCINATION_FETCH_LIMIT_MESSAGE);
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('TOO_MANY_REQUESTS');
    expect(await smsCount(owner)).toBe(VACCINATION_FETCHES_PER_HOUR);
  });

  it('a request the national system could not take (no record with these details) holds no lock: the corrected details go at once', async () => {
    const owner = clientIdentity();
    const unknown = await vault.graphql(FETCH, { input: { ...input, vaxCode: 'AB0000' } }, owner);
    expect(unknown.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    const corrected = await vault.graphql(FETCH, { input }, owner);
    expect(corrected.errors).toBeUndefined();
    expect(await smsCount(owner)).toBe(1);
  });

  it('counts wrong OTPs sent at the same moment one by one (never more than 3 tries)', async () => {
    const owner = clientIdentity();
    const fetched = await fetchFor(owner);
    const results = await Promise.all(Array.from({ length: 6 }, () => vault.graphql(COMPLETE, { fetchId: fetched.fetchId, otp: wrong(fetched.otp) }, owner)));
    const codes = results.map((r) => r.errors?.[0]?.extensions?.['code']).sort();
    expect(codes).toEqual(['OTP_BLOCKED', 'OTP_BLOCKED', 'OTP_BLOCKED', 'OTP_BLOCKED', 'OTP_INCORRECT', 'OTP_INCORRECT']);
    expect((await vault.em().findOneOrFail(VaccinationFetchEntity, { id: fetched.fetchId })).wrongAttempts).toBe(3);
  });

  it("refuses bad input with the rules' messages, an unknown record, another client's fetch and a visitor", async () => {
    const owner = clientIdentity();
    const bad = await vault.graphql(FETCH, { input: { ...input, idNumber: '8001015009088', cellNumber: '0121234567', firstNames: ' ' } }, owner);
    expect(bad.errors?.[0]?.extensions?.['fieldErrors']).toEqual(
      expect.arrayContaining([
        { field: 'idNumber', message: 'Invalid ID number' },
        { field: 'firstNames', message: 'This field is required' },
        { field: 'cellNumber', message: 'Invalid cellphone number' },
      ]),
    );
    const unknown = await vault.graphql(FETCH, { input: { ...input, vaxCode: 'AB0000' } }, owner);
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'vaxCode', message: 'We could not find a vaccination record with these details. Check them against your vaccination card.' }] });
    const fetched = await fetchFor(owner);
    expect((await vault.graphql(COMPLETE, { fetchId: fetched.fetchId, otp: fetched.otp }, clientIdentity())).errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    expect((await vault.graphql(COMPLETE, { fetchId: fetched.fetchId, otp: '12' }, owner)).errors?.[0]?.extensions?.['fieldErrors']).toEqual([{ field: 'OTP', message: 'Enter the 4 digits we sent you' }]);
    expect((await vault.graphql(FETCH, { input }, visitor)).errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  describe('a full vault (docs/decisions/vault-document-limit.md)', () => {
    const fill = async (clientId: string, count: number) => {
      const em = vault.em();
      for (let n = 0; n < count; n += 1) em.create(ClientDocumentEntity, { clientId, type: 'PAYSLIP', name: `Payslip ${n}` });
      await em.flush();
    };
    const full = { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'fetchId', message: VAULT_DOCUMENT_LIMIT_MESSAGE }] };
    const outboxOf = async (owner: CallerIdentity) => (await vault.graphql<{ devDocumentOutbox: unknown[] }>(OUTBOX, {}, owner)).data!.devDocumentOutbox;

    it('is said before the national system sends an OTP: no SMS, no fetch, nothing stored', async () => {
      const owner = clientIdentity();
      await fill(owner.clientId!, VAULT_DOCUMENT_LIMIT);
      const refused = await vault.graphql(FETCH, { input }, owner);
      expect(refused.errors?.[0]?.message).toBe(VAULT_DOCUMENT_LIMIT_MESSAGE);
      expect(refused.errors?.[0]?.extensions).toMatchObject(full);
      expect(await outboxOf(owner)).toEqual([]);
      expect(await vault.em().count(VaccinationFetchEntity, { clientId: owner.clientId! })).toBe(0);
      expect(await vault.em().count(StoredFileEntity, { clientId: owner.clientId! })).toBe(0);
    });

    it('that filled after the OTP was sent is refused before the OTP is checked; with room again the same OTP stores the certificate', async () => {
      const owner = clientIdentity();
      const fetched = await fetchFor(owner);
      await fill(owner.clientId!, VAULT_DOCUMENT_LIMIT);
      const refused = await vault.graphql(COMPLETE, { fetchId: fetched.fetchId, otp: fetched.otp }, owner);
      expect(refused.errors?.[0]?.extensions).toMatchObject(full);
      // The OTP was not used: the fetch is as it was, and no file or document was stored.
      expect(await vault.em().findOneOrFail(VaccinationFetchEntity, { id: fetched.fetchId })).toMatchObject({ state: 'OTP_SENT', wrongAttempts: 0, documentId: null });
      expect(await vault.em().count(StoredFileEntity, { clientId: owner.clientId! })).toBe(0);
      expect(await vault.em().count(ClientDocumentEntity, { clientId: owner.clientId!, type: 'COVID19_VACCINATION_CERTIFICATE' })).toBe(0);
      const one = await vault.em().findOneOrFail(ClientDocumentEntity, { clientId: owner.clientId!, type: 'PAYSLIP' }, { orderBy: { name: 'asc' } });
      await vault.em().nativeUpdate(ClientDocumentEntity, { id: one.id }, { deletedAt: new Date() });
      const stored = await vault.graphql<{ createVaccinationCertificateClientDocument: { type: string } }>(COMPLETE, { fetchId: fetched.fetchId, otp: fetched.otp }, owner);
      expect(stored.errors).toBeUndefined();
      expect(stored.data?.createVaccinationCertificateClientDocument.type).toBe('COVID19_VACCINATION_CERTIFICATE');
    });

    // docs/decisions/vault-full-vaccination-refetch.md: a client who already holds their certificate
    // may fetch it again with a full vault; the same certificate (the same PDF) answers the document
    // held, another one is refused in the recording transaction and leaves no file.
    const OTHER_ID_NUMBER = '9002025009082';
    async function fullWithCertificate() {
      const owner = clientIdentity();
      const first = await fetchFor(owner);
      const held = await vault.graphql<{ createVaccinationCertificateClientDocument: { id: string; fileId: string } }>(COMPLETE, { fetchId: first.fetchId, otp: first.otp }, owner);
      expect(held.errors).toBeUndefined();
      await fill(owner.clientId!, VAULT_DOCUMENT_LIMIT - 1);
      return { owner, held: held.data!.createVaccinationCertificateClientDocument };
    }
    const countsOf = async (clientId: string) => ({
      documents: await vault.em().count(ClientDocumentEntity, { clientId }),
      certificates: await vault.em().count(ClientDocumentEntity, { clientId, type: 'COVID19_VACCINATION_CERTIFICATE' }),
      files: await vault.em().count(StoredFileEntity, { clientId }),
      bytes: Number((await vault.em().execute<{ n: string }[]>('select count(*) as n from vault.file_object o where not exists (select 1 from vault.stored_file f where f.storage_key = o.key)'))[0]?.n),
    });

    it('holding the certificate already: the same certificate fetched again answers the document held, and nothing is added', async () => {
      const { owner, held } = await fullWithCertificate();
      const before = await countsOf(owner.clientId!);
      expect(before).toMatchObject({ documents: VAULT_DOCUMENT_LIMIT, certificates: 1, files: 1 });
      const again = await fetchFor(owner);
      const answer = await vault.graphql<{ createVaccinationCertificateClientDocument: { id: string; fileId: string; type: string } }>(COMPLETE, { fetchId: again.fetchId, otp: again.otp }, owner);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.createVaccinationCertificateClientDocument).toEqual(expect.objectContaining({ id: held.id, fileId: held.fileId, type: 'COVID19_VACCINATION_CERTIFICATE' }));
      expect(await vault.em().findOneOrFail(VaccinationFetchEntity, { id: again.fetchId })).toMatchObject({ state: 'COMPLETED', documentId: held.id });
      expect(await countsOf(owner.clientId!)).toEqual(before);
    });

    // docs/decisions/vault-full-vaccination-refetch-details.md: the certificate carries the details as
    // sent, so details no held certificate was fetched with cannot bring one held: refused up front.
    it.each([
      ['the names spelled differently', { firstNames: 'THANDI', surname: 'Mokoena' }],
      ['another spacing of the names', { firstNames: 'Thandi  Z', surname: 'Mokoena' }],
      ['another ID number', { idNumber: OTHER_ID_NUMBER }],
      ['another vaccination code', { vaxCode: 'ABC124' }],
    ])('holding a certificate already: details it was not fetched with (%s) are refused before the OTP, nothing sent or stored', async (_, details) => {
      const { owner } = await fullWithCertificate();
      const before = await countsOf(owner.clientId!);
      const sent = (await outboxOf(owner)).length;
      const fetches = await vault.em().count(VaccinationFetchEntity, { clientId: owner.clientId! });
      const refused = await vault.graphql(FETCH, { input: { ...input, ...details } }, owner);
      expect(refused.errors?.[0]?.message).toBe(VAULT_DOCUMENT_LIMIT_MESSAGE);
      expect(refused.errors?.[0]?.extensions).toMatchObject(full);
      expect((await outboxOf(owner)).length).toBe(sent);
      expect(await vault.em().count(VaccinationFetchEntity, { clientId: owner.clientId! })).toBe(fetches);
      expect(await countsOf(owner.clientId!)).toEqual(before);
    });

    it('holding a certificate already: another certificate asked for with room, the vault filling after the OTP was sent, is refused before the OTP is checked', async () => {
      const owner = clientIdentity();
      const first = await fetchFor(owner);
      expect((await vault.graphql(COMPLETE, { fetchId: first.fetchId, otp: first.otp }, owner)).errors).toBeUndefined();
      const other = await fetchFor(owner, { idNumber: OTHER_ID_NUMBER });
      await fill(owner.clientId!, VAULT_DOCUMENT_LIMIT - 1);
      const before = await countsOf(owner.clientId!);
      const refused = await vault.graphql(COMPLETE, { fetchId: other.fetchId, otp: other.otp }, owner);
      expect(refused.errors?.[0]?.extensions).toMatchObject(full);
      expect(await vault.em().findOneOrFail(VaccinationFetchEntity, { id: other.fetchId })).toMatchObject({ state: 'OTP_SENT', wrongAttempts: 0, documentId: null });
      expect(await countsOf(owner.clientId!)).toEqual(before);
    });

    it('holding a certificate already: the same details with spaces around them or the code in small letters (sent as before) go ahead', async () => {
      const { owner, held } = await fullWithCertificate();
      const again = await fetchFor(owner, { firstNames: ' Thandi ', surname: 'Mokoena ', vaxCode: 'abc123' });
      const answer = await vault.graphql<{ createVaccinationCertificateClientDocument: { id: string } }>(COMPLETE, { fetchId: again.fetchId, otp: again.otp }, owner);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.createVaccinationCertificateClientDocument.id).toBe(held.id);
    });

    it('holding a certificate whose details are not known (fetched before they were kept): another certificate is refused with the vault-full message after the OTP, and no file is kept', async () => {
      const { owner } = await fullWithCertificate();
      await vault.em().nativeUpdate(VaccinationFetchEntity, { clientId: owner.clientId! }, { detailsHash: null });
      const before = await countsOf(owner.clientId!);
      const other = await fetchFor(owner, { idNumber: OTHER_ID_NUMBER });
      const refused = await vault.graphql(COMPLETE, { fetchId: other.fetchId, otp: other.otp }, owner);
      expect(refused.errors?.[0]?.message).toBe(VAULT_DOCUMENT_LIMIT_MESSAGE);
      expect(refused.errors?.[0]?.extensions).toMatchObject(full);
      expect(await countsOf(owner.clientId!)).toEqual(before);
    });

    it('holding a certificate already: the same certificate fetched twice at once answers the one held to both, nothing added', async () => {
      const { owner, held } = await fullWithCertificate();
      const before = await countsOf(owner.clientId!);
      const a = await fetchFor(owner);
      const b = await fetchFor(owner);
      const both = await Promise.all([a, b].map((f) => vault.graphql<{ createVaccinationCertificateClientDocument: { id: string } }>(COMPLETE, { fetchId: f.fetchId, otp: f.otp }, owner)));
      expect(both.map((r) => r.errors)).toEqual([undefined, undefined]);
      expect(both.map((r) => r.data!.createVaccinationCertificateClientDocument.id)).toEqual([held.id, held.id]);
      expect(await countsOf(owner.clientId!)).toEqual(before);
    });

    it('with room: another certificate is a new document as before', async () => {
      const owner = clientIdentity();
      const first = await fetchFor(owner);
      const held = await vault.graphql<{ createVaccinationCertificateClientDocument: { id: string } }>(COMPLETE, { fetchId: first.fetchId, otp: first.otp }, owner);
      await fill(owner.clientId!, VAULT_DOCUMENT_LIMIT - 2);
      const other = await fetchFor(owner, { idNumber: OTHER_ID_NUMBER });
      const added = await vault.graphql<{ createVaccinationCertificateClientDocument: { id: string } }>(COMPLETE, { fetchId: other.fetchId, otp: other.otp }, owner);
      expect(added.errors).toBeUndefined();
      expect(added.data!.createVaccinationCertificateClientDocument.id).not.toBe(held.data!.createVaccinationCertificateClientDocument.id);
      expect(await countsOf(owner.clientId!)).toMatchObject({ documents: VAULT_DOCUMENT_LIMIT, certificates: 2, files: 2 });
    });

    it('whose last place is taken while the certificate is being recorded refuses it in the recording transaction and keeps no file', async () => {
      const owner = clientIdentity();
      const clientId = owner.clientId!;
      await fill(clientId, VAULT_DOCUMENT_LIMIT - 1);
      const fetched = await fetchFor(owner);
      let stored: StoredFileEntity | null = null;
      let answer: Awaited<ReturnType<typeof vault.graphql>> | undefined;
      // Hold the client's quota row: the OTP passes the early check (one place left), the certificate
      // is stored, and its recording waits for the lock; meanwhile another document takes the place.
      await vault.em().fork().transactional(async (tx) => {
        await tx.execute(`insert into "vault"."client_document_quota" ("client_id") values (?) on conflict ("client_id") do update set "client_id" = excluded."client_id"`, [clientId]);
        void vault.graphql(COMPLETE, { fetchId: fetched.fetchId, otp: fetched.otp }, owner).then((result) => (answer = result));
        for (let tries = 0; tries < 200; tries += 1) {
          const [waiting] = await vault.em().execute<{ n: string }[]>(
            `select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%client_document_quota%' and pid <> pg_backend_pid()`,
          );
          if (Number(waiting?.n) > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        stored = await vault.em().findOne(StoredFileEntity, { clientId });
        expect(stored).not.toBeNull();
        tx.create(ClientDocumentEntity, { clientId, type: 'PAYSLIP', name: 'The last place' });
      });
      for (let tries = 0; tries < 200 && !answer; tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(answer?.errors?.[0]?.extensions).toMatchObject(full);
      expect(await vault.em().count(ClientDocumentEntity, { clientId, type: 'COVID19_VACCINATION_CERTIFICATE' })).toBe(0);
      expect(await vault.em().count(StoredFileEntity, { clientId })).toBe(0);
      const file = stored as StoredFileEntity | null;
      if (file?.storage === 'postgres') {
        const [bytes] = await vault.em().execute<{ n: string }[]>('select count(*) as n from vault.file_object where key = ?', [file.storageKey]);
        expect(Number(bytes?.n)).toBe(0);
      }
    });
  });
});
