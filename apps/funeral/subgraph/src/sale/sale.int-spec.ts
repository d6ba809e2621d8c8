import { randomUUID } from 'node:crypto';
import { ageFromIdNumber, buildSaIdNumber } from '@imali/shared/validation';
import { sandboxApprovedAccountNo } from '@imali/integrations/debicheck';

/** A date of birth that makes someone `age` today (their birthday a month past). */
function dobForAge(age: number): string {
  const day = new Date(Date.now() - 30 * 86_400_000);
  day.setUTCFullYear(day.getUTCFullYear() - age);
  return day.toISOString().slice(0, 10);
}
import { expectedFirstPaymentDate, FIRST_DEBIT_LEAD_DAYS, isValidEasyPayNumber, isValidPolicyNumber, mandateSigningLink, mandateSignRequestMessage, randToCents } from '@imali/funeral/domain';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { sastDate } from '@imali/shared/domain';
import { clientIdentity, TEST_INTERNAL_SECRET, TEST_PII_ENCRYPTION_KEY, visitor, type BuiltSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { DOCUMENT_UPLOAD_PURPOSE, IdempotencyKeyEntity, PiiCipher, verifyCapability, type CallerIdentity } from '@imali/shared/nest';
import { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';
import { PolicyMemberEntity } from '../funeral-policy/policy-member.entity';
import { BeneficiaryEntity } from '../funeral-policy/beneficiary.entity';
import { identityDebitOrder, startFuneralWithIdentity, stopFuneralWithIdentity } from '../testing/funeral-with-identity';
import { SALE_IDEMPOTENCY_SCOPE } from './sale.service';
import { sendMandateSignRequests, signRequestKey } from './mandate-sign-requests';

/** The funeral subgraph's default public web origin (no WEB_ORIGIN under test). */
const WEB_ORIGIN = 'http://localhost:4200';

const SALE = `mutation($funeral: FuneralSaleInput!, $bank: SaleBankAccountInput!, $beneficiary: SaleBeneficiaryInput!, $members: [SaleMemberInput!]!, $si: SalesInteractionInput!) {
  createSalesInteractionPolicyWithMembers(funeral: $funeral, bankAccount: $bank, beneficiary: $beneficiary, members: $members, salesInteraction: $si) {
    id policyNumber payAtNumber clientId debitOrderId paymentBankAccountId documentUploadToken
  }
}`;
const QUOTE = `query($age: Int, $gender: String, $idNumber: String, $spouse: Boolean, $children: Int, $childAges: [Int], $coverAmount: Int, $parents: [QuoteDependantInput!]) {
  getPolicyQuote(age: $age, gender: $gender, idNumber: $idNumber, spouse: $spouse, children: $children, childAges: $childAges, coverAmount: $coverAmount, parents: $parents) {
    premium totalCover policyType pricingVersion lives { memberType age coverAmount cappedFrom capMessage premium }
  }
}`;
type Sale = { createSalesInteractionPolicyWithMembers: { id: string; policyNumber: string; payAtNumber: string; clientId: string; debitOrderId: string; paymentBankAccountId: string; documentUploadToken: string } };

let serial = Math.floor(Math.random() * 4000);
const newId = (birth = '1990-05-17') => buildSaIdNumber({ birthDate: birth, serial: 5000 + (serial++ % 4999) })!;

function saleVariables(holderId: string, overrides: Record<string, unknown> = {}) {
  return {
    funeral: { coverAmount: 30000, paymentDueDay: 25, paymentMethod: 'DEBI_CHECK' },
    bank: { branchCode: '470010', accountNo: sandboxApprovedAccountNo('1') },
    beneficiary: { firstNames: 'Zodwa', surname: 'Ndlovu', cellNumbers: ['0823334444'] },
    members: [
      { memberType: 'POLICY_HOLDER', firstNames: 'Themba', surname: 'Ndlovu', idType: 'rsa_id', idNumber: holderId, ageAtSignup: ageFromIdNumber(holderId)!, cellNumbers: ['0721112222'], email: 'themba@example.co.za', income: 15000 },
      { memberType: 'SPOUSE', firstNames: 'Zodwa', surname: 'Ndlovu', ageAtSignup: 33, dateOfBirth: dobForAge(33), gender: 'FEMALE', cellNumbers: ['0831112222'] },
      { memberType: 'CHILD', firstNames: 'Lwazi', surname: 'Ndlovu', ageAtSignup: 4 },
    ],
    si: { idempotencyKey: randomUUID() },
    ...overrides,
  };
}

describe('funeral subgraph: quote and sale', () => {
  let identity: BuiltSubgraph;
  let funeral: TestSubgraph;

  beforeAll(async () => ({ identity, funeral } = await startFuneralWithIdentity()), 60_000);
  afterAll(() => stopFuneralWithIdentity({ identity, funeral }));
  /** The policies recorded for a sale's key (the key and the policy are written in one transaction). */
  /** How many debit orders identity holds for a client (its table, read only to count: the contract has no list). */
  const debitOrdersOf = async (clientId: string) =>
    (await funeral.em().getConnection().execute<{ n: number }[]>('select count(*)::int as n from identity.debit_order where client_id = ?', [clientId]))[0]!.n;
  const soldWithKey = async (key: string) => (await funeral.em().find(IdempotencyKeyEntity, { scope: SALE_IDEMPOTENCY_SCOPE, key })).map((k) => k.resultId);

  describe('getPolicyQuote', () => {
    it('prices a single 30-year-old at R30,000 within the expected market range, for visitors too', async () => {
      const result = await funeral.graphql<{ getPolicyQuote: { premium: number; totalCover: number; policyType: string } }>(QUOTE, { age: 30, gender: 'FEMALE', coverAmount: 30000 }, visitor);
      expect(result.errors).toBeUndefined();
      expect(result.data?.getPolicyQuote.premium).toBeGreaterThanOrEqual(60);
      expect(result.data?.getPolicyQuote.premium).toBeLessThanOrEqual(150);
      expect(result.data?.getPolicyQuote).toMatchObject({ totalCover: 30000, policyType: 'SINGLE' });
    });

    it('caps a child under 6 at R20,000 and shows it', async () => {
      const result = await funeral.graphql<{ getPolicyQuote: { totalCover: number; lives: { memberType: string; coverAmount: number; cappedFrom: number | null; capMessage: string | null }[] } }>(
        QUOTE,
        { age: 35, gender: 'MALE', children: 1, childAges: [3], coverAmount: 30000 },
      );
      const child = result.data!.getPolicyQuote.lives.find((l) => l.memberType === 'CHILD')!;
      expect(child).toMatchObject({ coverAmount: 20000, cappedFrom: 30000 });
      expect(child.capMessage).toBeTruthy();
      expect(result.data!.getPolicyQuote.totalCover).toBe(50000);
    });

    it('answers bad input with the spec messages', async () => {
      const result = await funeral.graphql(QUOTE, { age: 61, coverAmount: 35000 });
      const errors = result.errors?.[0]?.extensions?.['fieldErrors'] as { field: string; message: string }[];
      expect(errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'coverAmount', message: 'Cover Amount must be 10000, 20000, 30000, 40000, 50000 or 60000' }),
          expect.objectContaining({ field: 'age' }),
        ]),
      );
    });
  });

  describe('createSalesInteractionPolicyWithMembers', () => {
    it("a visitor's sale makes the client, the bank account, the policy, its lives, beneficiary and mandate", async () => {
      const holderId = newId();
      const result = await funeral.graphql<Sale>(SALE, saleVariables(holderId), visitor);
      expect(result.errors).toBeUndefined();
      const sale = result.data!.createSalesInteractionPolicyWithMembers;
      expect(isValidPolicyNumber(sale.policyNumber)).toBe(true);
      expect(isValidEasyPayNumber(sale.payAtNumber)).toBe(true);
      // The buyer may upload their documents for this client (and only this one) without signing in.
      const capability = verifyCapability(sale.documentUploadToken, DOCUMENT_UPLOAD_PURPOSE, TEST_INTERNAL_SECRET);
      expect(capability).toMatchObject({ ok: true, claims: { clientId: sale.clientId, subject: sale.id } });
      const em = funeral.em();
      const policy = await em.findOneOrFail(FuneralPolicyEntity, { id: sale.id });
      expect(policy).toMatchObject({ clientId: sale.clientId, state: 'DORMANT', paymentMethod: 'DEBI_CHECK', paymentDueDay: 25, policyType: 'FAMILY', coverAmount: 30000 });
      // Awaiting its first premium: the debit order is first presented on the first 25th at least FIRST_DEBIT_LEAD_DAYS on; cover not started.
      expect(policy.expectFirstPaymentAt).toBe(expectedFirstPaymentDate(25, sastDate()));
      expect(policy.expectFirstPaymentAt! >= new Date(Date.now() + 2 * 3600_000 + FIRST_DEBIT_LEAD_DAYS * 86_400_000).toISOString().slice(0, 10)).toBe(true);
      expect(policy.firstActivated ?? null).toBeNull();
      const lives = await em.find(PolicyMemberEntity, { policy: sale.id }, { orderBy: { createdAt: 'asc' } });
      expect(lives.map((l) => [l.memberType, l.coverAmount])).toEqual([
        ['POLICY_HOLDER', 30000],
        ['SPOUSE', 30000],
        ['CHILD', 20000],
      ]);
      expect(lives[0]!.idNumberEncrypted).not.toContain(holderId);
      expect(policy.currentPremiumTotal).toBeCloseTo(lives.reduce((sum, l) => sum + l.premium, 0) + 0, -2);
      expect(await em.count(BeneficiaryEntity, { policy: sale.id })).toBe(1);
      // The mandate is identity's debit order, for the premium in cents.
      const mandate = await identityDebitOrder(identity, sale.clientId, sale.debitOrderId);
      expect(mandate).toMatchObject({ id: sale.debitOrderId, bankAccountId: sale.paymentBankAccountId, paymentType: 'DEBI_CHECK', payDay: 25, maxAmountCents: randToCents(policy.currentPremiumTotal), sentToThirdParty: false });

      // The client shown to the owner: their policy with lives and waiting periods.
      const owner: CallerIdentity = clientIdentity(sale.clientId);
      const read = await funeral.graphql<{ funeral: { stateLabel: string; livesCovered: unknown[]; waitingPeriods: { cause: string }[]; beneficiaries: unknown[] } }>(
        'query($id: ID!) { funeral(id: $id) { stateLabel livesCovered { memberType covered } waitingPeriods { cause label endsOn } beneficiaries { firstNames } } }',
        { id: sale.id },
        owner,
      );
      expect(read.data?.funeral.stateLabel).toBe('Awaiting 1st Payment');
      expect(read.data?.funeral.livesCovered).toHaveLength(3);
      expect(read.data?.funeral.waitingPeriods.map((w) => w.cause)).toEqual(expect.arrayContaining(['NATURAL_DEATH', 'ACCIDENTAL_DEATH']));
    });

    it('covers a member with another country\'s ID number (priced by age; the number kept, not read as a South African one)', async () => {
      const plain = saleVariables(newId());
      const variables = { ...plain, members: plain.members.map((member, i) => (i === 1 ? { ...member, idType: 'zim_id', idNumber: '63-123456A78' } : member)) };
      const result = await funeral.graphql<Sale>(SALE, variables, visitor);
      expect(result.errors).toBeUndefined();
      const sale = result.data!.createSalesInteractionPolicyWithMembers;
      const lives = await funeral.em().find(PolicyMemberEntity, { policy: sale.id }, { orderBy: { createdAt: 'asc' } });
      expect(lives.map((l) => [l.memberType, l.idType ?? null, l.coverAmount])).toEqual([
        ['POLICY_HOLDER', 'rsa_id', 30000],
        ['SPOUSE', 'zim_id', 30000],
        ['CHILD', null, 20000],
      ]);
      expect(lives[1]!.idNumberEncrypted).toBeTruthy();
    });

    it('a double submit gives one policy and the same answer', async () => {
      const variables = saleVariables(newId());
      const [first, second] = await Promise.all([funeral.graphql<Sale>(SALE, variables), funeral.graphql<Sale>(SALE, variables)]);
      const third = await funeral.graphql<Sale>(SALE, variables);
      expect(first.errors).toBeUndefined();
      expect(second.data?.createSalesInteractionPolicyWithMembers).toEqual(first.data?.createSalesInteractionPolicyWithMembers);
      expect(third.data?.createSalesInteractionPolicyWithMembers).toEqual(first.data?.createSalesInteractionPolicyWithMembers);
      expect(await funeral.em().count(FuneralPolicyEntity, { clientId: first.data!.createSalesInteractionPolicyWithMembers.clientId })).toBe(1);
      expect(await soldWithKey(variables.si.idempotencyKey)).toEqual([first.data!.createSalesInteractionPolicyWithMembers.id]);
      expect(await debitOrdersOf(first.data!.createSalesInteractionPolicyWithMembers.clientId)).toBe(1);
    });

    it("a retry answers only the same buyer: someone else's key is refused, with no upload token", async () => {
      const variables = saleVariables(newId());
      const first = await funeral.graphql<Sale>(SALE, variables, visitor);
      expect(first.errors).toBeUndefined();
      const sale = first.data!.createSalesInteractionPolicyWithMembers;
      const refused = [{ field: 'salesInteraction.idempotencyKey', message: 'Invalid request key' }];
      // Another visitor (another policy holder) replaying the key learns nothing.
      const stranger = await funeral.graphql<Sale>(SALE, { ...saleVariables(newId()), si: variables.si }, visitor);
      expect(stranger.data?.createSalesInteractionPolicyWithMembers ?? null).toBeNull();
      expect(stranger.errors?.[0]?.extensions?.['fieldErrors']).toEqual(refused);
      // Nor does a signed-in client who is not the buyer.
      const other = await funeral.graphql<Sale>(SALE, variables, clientIdentity());
      expect(other.errors?.[0]?.extensions?.['fieldErrors']).toEqual(refused);
      // The buyer, signed in or not, gets the first answer again.
      const again = await funeral.graphql<Sale>(SALE, variables, visitor);
      expect(again.data?.createSalesInteractionPolicyWithMembers).toMatchObject({ id: sale.id, policyNumber: sale.policyNumber, clientId: sale.clientId });
      const owner = await funeral.graphql<Sale>(SALE, variables, clientIdentity(sale.clientId));
      expect(owner.data?.createSalesInteractionPolicyWithMembers.id).toBe(sale.id);
      expect(await funeral.em().count(FuneralPolicyEntity, { clientId: sale.clientId })).toBe(1);
      expect(await soldWithKey(variables.si.idempotencyKey)).toEqual([sale.id]);
    });

    it('a failure halfway leaves nothing behind', async () => {
      const connection = funeral.em().getConnection();
      await connection.execute(`alter table funeral.beneficiary add constraint test_fail_halfway check (surname <> 'FailHalfway')`);
      try {
        const variables = saleVariables(newId(), { beneficiary: { firstNames: 'X', surname: 'FailHalfway', cellNumbers: ['0823334444'] } });
        const result = await funeral.graphql(SALE, variables);
        expect(result.errors?.[0]?.extensions?.['code']).toBe('INTERNAL_SERVER_ERROR');
        expect(await soldWithKey(variables.si.idempotencyKey)).toEqual([]);
        const orphans = await connection.execute(`select count(*)::int as n from funeral.policy_member m left join funeral.funeral_policy p on p.id = m.policy_id where p.id is null`);
        expect(orphans[0].n).toBe(0);
      } finally {
        await connection.execute('alter table funeral.beneficiary drop constraint test_fail_halfway');
      }
    });

    it('a retry after a failure halfway (identity already called) makes one client, bank account and debit order', async () => {
      const connection = funeral.em().getConnection();
      const variables = saleVariables(newId(), { beneficiary: { firstNames: 'X', surname: 'FailOnce', cellNumbers: ['0823334444'] } });
      await connection.execute(`alter table funeral.beneficiary add constraint test_fail_once check (surname <> 'FailOnce')`);
      try {
        expect((await funeral.graphql(SALE, variables)).errors?.[0]?.extensions?.['code']).toBe('INTERNAL_SERVER_ERROR');
      } finally {
        await connection.execute('alter table funeral.beneficiary drop constraint test_fail_once');
      }
      const retried = await funeral.graphql<Sale>(SALE, variables);
      expect(retried.errors).toBeUndefined();
      const sale = retried.data!.createSalesInteractionPolicyWithMembers;
      expect(await debitOrdersOf(sale.clientId)).toBe(1);
      await expect(identityDebitOrder(identity, sale.clientId, sale.debitOrderId)).resolves.toMatchObject({ bankAccountId: sale.paymentBankAccountId });
    });

    it('validates every member, the beneficiary and the bank account with the shared rules', async () => {
      const variables = saleVariables('8001015009088', {
        bank: { branchCode: '999999', accountNo: '12' },
        beneficiary: { firstNames: '', surname: 'N', cellNumbers: ['0999'] },
      });
      variables.members[1] = { ...variables.members[1]!, ageAtSignup: 70 } as never;
      const result = await funeral.graphql(SALE, variables);
      const fields = (result.errors?.[0]?.extensions?.['fieldErrors'] as { field: string; message: string }[]).map((e) => `${e.field}: ${e.message}`);
      expect(fields).toEqual(
        expect.arrayContaining([
          'members.0.idNumber: Invalid ID number',
          'members.1.ageAtSignup: Age must be between 18 and 60',
          'members.1.dateOfBirth: Your date of birth does not match age given',
          'beneficiary.firstNames: This field is required',
          'beneficiary.cellNumbers: Invalid cellphone number',
          'bankAccount.branchCode: Select your bank',
          'bankAccount.accountNo: Account number must be 7 to 11 digits',
        ]),
      );
    });

    it('keeps one life within R100,000 across policies', async () => {
      const holderId = newId('1985-02-02');
      const single = (cover: number) => ({ ...saleVariables(holderId), funeral: { coverAmount: cover, paymentDueDay: 1, paymentMethod: 'NAEDO' }, members: [saleVariables(holderId).members[0]!], si: { idempotencyKey: randomUUID() } });
      const first = await funeral.graphql<Sale>(SALE, single(60000));
      const owner = clientIdentity(first.data!.createSalesInteractionPolicyWithMembers.clientId);
      type Quote = { getPolicyQuote: { lives: { coverAmount: number; cappedFrom: number | null }[] } };
      const ownQuote = await funeral.graphql<Quote>(QUOTE, { idNumber: holderId, coverAmount: 60000 }, owner);
      expect(ownQuote.data?.getPolicyQuote.lives[0]).toMatchObject({ coverAmount: 40000, cappedFrom: 60000 });
      // A visitor's quote reveals nothing about whether that ID number is insured with us...
      const probe = await funeral.graphql<Quote>(QUOTE, { idNumber: holderId, coverAmount: 60000 }, visitor);
      expect(probe.data?.getPolicyQuote.lives[0]).toMatchObject({ coverAmount: 60000, cappedFrom: null });
      // ...but a second sale still keeps the life within R100,000.
      const second = await funeral.graphql<Sale>(SALE, single(60000));
      const lives = await funeral.em().find(PolicyMemberEntity, { policy: second.data!.createSalesInteractionPolicyWithMembers.id });
      expect(lives[0]!.coverAmount).toBe(40000);
    });

    // docs/decisions/funeral-naedo-mandate-signing.md: the client signs a NAEDO debit order on the web.
    describe('the SMS asking the client to sign their NAEDO debit order', () => {
      const naedo = (holderId: string, bank: Record<string, unknown> = {}) => {
        const variables = saleVariables(holderId);
        // The chat sale's policy holder alone (its rules ask more of other lives).
        return { ...variables, funeral: { ...variables.funeral, paymentMethod: 'NAEDO' }, bank: { ...variables.bank, ...bank }, members: [variables.members[0]!] };
      };
      const connection = () => funeral.em().getConnection();
      const outboxOf = async (clientId: string) =>
        (await connection().execute<{ channel: string; body: string }[]>(`select "channel", "body" from "identity"."outbox_message" where "client_id" = ? order by "created_at"`, [clientId]));
      const signRequestOf = async (policyId: string) =>
        (await connection().execute<{ due: boolean; told: boolean }[]>(`select "sign_request_due_at" is not null as due, "sign_request_notified_at" is not null as told from "funeral"."funeral_policy" where "id" = ?`, [policyId]))[0];
      /**
       * As if identity had not answered after the sale committed: its message key (the client's own
       * SMS by policy, or the account holder's by debit order) and outbox gone, the policy not told.
       */
      const forgetSignRequest = async (sale: { id: string; clientId: string; debitOrderId: string }, key = signRequestKey(sale.id)) => {
        await connection().execute(`delete from "identity"."client_message" where "key" = ?`, [key], 'run');
        await connection().execute(`delete from "identity"."outbox_message" where "client_id" = ?`, [sale.clientId], 'run');
        await connection().execute(`update "funeral"."funeral_policy" set "sign_request_notified_at" = null where "id" = ?`, [sale.id], 'run');
      };
      /** A signed-in buyer (identity messages registered clients only, never a visitor's guest record). */
      const buyer = async () => {
        const id = randomUUID();
        await connection().execute(
          `insert into "identity"."client" (id, first_names, surname, cell_numbers, accepted_terms, is_registration, otp_verification, created_at, updated_at)
           values (?, 'Themba', 'Ndlovu', '{0721112222}', true, false, true, now(), now())`,
          [id],
          'run',
        );
        return clientIdentity(id);
      };
      const sell = async (variables: ReturnType<typeof naedo>) => {
        const result = await funeral.graphql<Sale>(SALE, variables, await buyer());
        expect(result.errors).toBeUndefined();
        return result.data!.createSalesInteractionPolicyWithMembers;
      };
      const expectedSms = (sale: Sale['createSalesInteractionPolicyWithMembers']) => ({ channel: 'SMS', body: mandateSignRequestMessage(sale.policyNumber, mandateSigningLink(WEB_ORIGIN, sale.id)!) });

      it('a sale on the client\'s own account sends one SMS with the link to sign on the policy page; a retried sale sends no second', async () => {
        const variables = naedo(newId());
        const owner = await buyer();
        const sale = (await funeral.graphql<Sale>(SALE, variables, owner)).data!.createSalesInteractionPolicyWithMembers;
        expect(await identityDebitOrder(identity, sale.clientId, sale.debitOrderId)).toMatchObject({ paymentType: 'NAEDO', status: 'AWAITING_SIGNATURE', sentToThirdParty: false });
        expect(await outboxOf(sale.clientId)).toEqual([expectedSms(sale)]);
        expect(expectedSms(sale).body).toContain(`/funeral/${sale.id}?sign=1`);
        expect(await signRequestOf(sale.id)).toEqual({ due: true, told: true });
        const again = await funeral.graphql<Sale>(SALE, variables, owner);
        expect(again.data!.createSalesInteractionPolicyWithMembers.id).toBe(sale.id);
        expect(await outboxOf(sale.clientId)).toHaveLength(1);
      });

      it('a DebiCheck sale sends none', async () => {
        const debiCheck = await sell({ ...naedo(newId()), funeral: { coverAmount: 30000, paymentDueDay: 25, paymentMethod: 'DEBI_CHECK' } });
        expect(await outboxOf(debiCheck.clientId)).toEqual([]);
        expect(await signRequestOf(debiCheck.id)).toEqual({ due: false, told: false });
        // A visitor's sale: identity never messages a guest record (docs/decisions/guest-sale-records.md); nothing to send later.
        const guest = (await funeral.graphql<Sale>(SALE, naedo(newId()), visitor)).data!.createSalesInteractionPolicyWithMembers;
        expect(await outboxOf(guest.clientId)).toEqual([]);
        expect(await signRequestOf(guest.id)).toEqual({ due: true, told: true });
      });

      const holder = () => ({ ownAccount: false, accountHolderName: 'Sipho Dube', accountHolderContactNumber: '0825556666', accountHolderIdNumber: newId('1970-01-01') });
      const holderSmsOf = async (clientId: string) =>
        (await connection().execute<{ body: string; destination_encrypted: string }[]>(`select "body", "destination_encrypted" from "identity"."outbox_message" where "client_id" = ? order by "created_at"`, [clientId])).map((m) => ({
          body: m.body,
          to: new PiiCipher(TEST_PII_ENCRYPTION_KEY).decrypt(m.destination_encrypted),
        }));

      it('a NAEDO sale on someone else\'s account asks identity to send the account holder the signing link, once (the client gets no SMS of theirs)', async () => {
        const owner = await buyer();
        const variables = naedo(newId(), holder());
        const sale = (await funeral.graphql<Sale>(SALE, variables, owner)).data!.createSalesInteractionPolicyWithMembers;
        expect(await identityDebitOrder(identity, sale.clientId, sale.debitOrderId)).toMatchObject({ paymentType: 'NAEDO', status: 'AWAITING_SIGNATURE', sentToThirdParty: true });
        const sent = await holderSmsOf(sale.clientId);
        expect(sent).toHaveLength(1);
        expect(sent[0]!.to).toBe('0825556666');
        expect(sent[0]!.body).toMatch(/^Imali: Themba N\. asked you to authorise a debit order of R\d+\.\d{2} a month for their funeral cover\. Read and sign it here: http:\/\/localhost:4200\/debit-order\/sign\?token=\S+$/);
        expect(await signRequestOf(sale.id)).toEqual({ due: true, told: true });
        const again = await funeral.graphql<Sale>(SALE, variables, owner);
        expect(again.data!.createSalesInteractionPolicyWithMembers.id).toBe(sale.id);
        expect(await holderSmsOf(sale.clientId)).toHaveLength(1);
      });

      it('the account holder\'s link not asked for after the sale (identity down): a later run asks once identity answers, and it is sent once', async () => {
        const sale = await sell(naedo(newId(), holder()));
        // As if identity had not answered after the sale committed: nothing at identity, the policy not marked told.
        await forgetSignRequest(sale, `debit-order-sign-request:${sale.debitOrderId}`);
        const log = jest.fn();
        const up = new IdentityInternalClient({ baseUrl: identity.url, secret: TEST_INTERNAL_SECRET });
        const down = new IdentityInternalClient({ baseUrl: 'http://127.0.0.1:9', secret: TEST_INTERNAL_SECRET, timeoutMs: 2000 });
        const run = (client: Pick<IdentityInternalClient, 'findDebitOrder' | 'sendClientMessage' | 'sendDebitOrderSignRequest'>) => sendMandateSignRequests(funeral.em().fork(), client, WEB_ORIGIN, { policyId: sale.id, log });
        // Down for the debit order's read, then only for the request to send.
        expect(await run(down)).toEqual({ notified: 0, skipped: 0, unavailable: 1 });
        expect(
          await run({ findDebitOrder: (...args) => up.findDebitOrder(...args), sendClientMessage: (...args) => up.sendClientMessage(...args), sendDebitOrderSignRequest: (...args) => down.sendDebitOrderSignRequest(...args) }),
        ).toEqual({ notified: 0, skipped: 0, unavailable: 1 });
        expect(await signRequestOf(sale.id)).toEqual({ due: true, told: false });
        expect(await holderSmsOf(sale.clientId)).toEqual([]);
        expect(await run(up)).toEqual({ notified: 1, skipped: 0, unavailable: 0 });
        expect(await run(up)).toEqual({ notified: 0, skipped: 0, unavailable: 0 });
        const sent = await holderSmsOf(sale.clientId);
        expect(sent).toHaveLength(1);
        expect(sent[0]!.to).toBe('0825556666');
        expect(await signRequestOf(sale.id)).toEqual({ due: true, told: true });
        expect(log).not.toHaveBeenCalled();
      });

      it('not sent after the sale (identity down): a later run sends it once identity answers, once', async () => {
        const sale = await sell(naedo(newId()));
        // As if identity had not answered after the sale committed: nothing at identity, the policy not marked told.
        await forgetSignRequest(sale);
        const log = jest.fn();
        const up = new IdentityInternalClient({ baseUrl: identity.url, secret: TEST_INTERNAL_SECRET });
        const down = new IdentityInternalClient({ baseUrl: 'http://127.0.0.1:9', secret: TEST_INTERNAL_SECRET, timeoutMs: 2000 });
        const run = (client: Pick<IdentityInternalClient, 'findDebitOrder' | 'sendClientMessage' | 'sendDebitOrderSignRequest'>) => sendMandateSignRequests(funeral.em().fork(), client, WEB_ORIGIN, { policyId: sale.id, log });

        // Down for the debit order's read, then only for the message.
        expect(await run(down)).toEqual({ notified: 0, skipped: 0, unavailable: 1 });
        expect(await run({ findDebitOrder: (...args) => up.findDebitOrder(...args), sendClientMessage: (...args) => down.sendClientMessage(...args), sendDebitOrderSignRequest: (...args) => up.sendDebitOrderSignRequest(...args) })).toEqual({ notified: 0, skipped: 0, unavailable: 1 });
        expect(await signRequestOf(sale.id)).toEqual({ due: true, told: false });
        expect(await outboxOf(sale.clientId)).toEqual([]);
        expect(await run(up)).toEqual({ notified: 1, skipped: 0, unavailable: 0 });
        expect(await run(up)).toEqual({ notified: 0, skipped: 0, unavailable: 0 });
        expect(await outboxOf(sale.clientId)).toEqual([expectedSms(sale)]);
        expect(await signRequestOf(sale.id)).toEqual({ due: true, told: true });
        expect(log).not.toHaveBeenCalled();
      });

      it('a later run sends none for a debit order no longer awaiting the signature (cancelled meanwhile)', async () => {
        const sale = await sell(naedo(newId()));
        await forgetSignRequest(sale);
        const internal = new IdentityInternalClient({ baseUrl: identity.url, secret: TEST_INTERNAL_SECRET });
        await internal.cancelDebitOrder(sale.clientId, sale.debitOrderId);
        expect(await sendMandateSignRequests(funeral.em().fork(), internal, WEB_ORIGIN, { policyId: sale.id, log: jest.fn() })).toEqual({ notified: 0, skipped: 1, unavailable: 0 });
        expect(await outboxOf(sale.clientId)).toEqual([]);
        expect(await signRequestOf(sale.id)).toEqual({ due: true, told: true });
      });
    });

    // funeral.md §5: a signed-in client's ID number is shown locked at both sales; the server holds it too.
    describe("a signed-in client's policy holder is the client's recorded ID", () => {
      const cipher = new PiiCipher(TEST_PII_ENCRYPTION_KEY);
      /** A registered client whose record has this ID type and number (or none). */
      const clientWithId = async (idNumber: string | null, idType = 'rsa_id') => {
        const id = randomUUID();
        await funeral.em().getConnection().execute(
          `insert into "identity"."client" (id, first_names, surname, cell_numbers, accepted_terms, is_registration, otp_verification, id_type, id_number_encrypted, id_number_hash, created_at, updated_at)
           values (?, 'Themba', 'Ndlovu', '{0721112222}', true, false, true, ?, ?, ?, now(), now())`,
          [id, idNumber ? idType : null, idNumber ? cipher.encrypt(idNumber) : null, idNumber ? cipher.lookupHash(idNumber) : null],
          'run',
        );
        return clientIdentity(id);
      };
      const policiesOf = async (clientId: string) => funeral.em().fork().count(FuneralPolicyEntity, { clientId });
      /** A sale of the policy holder alone, sending `sentId` as they typed it. */
      const single = (holderId: string, cover = 30000, sentId = holderId) => {
        const variables = saleVariables(holderId);
        return { ...variables, funeral: { ...variables.funeral, coverAmount: cover }, members: [{ ...variables.members[0]!, idNumber: sentId }] };
      };
      const fieldErrors = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.['fieldErrors'];

      it('refuses another ID number (or ID type) for the policy holder and writes nothing', async () => {
        const recorded = newId('1984-03-03');
        const client = await clientWithId(recorded);
        const someoneElse = newId('1984-03-03');
        const variables = single(someoneElse);
        const refused = await funeral.graphql<Sale>(SALE, variables, client);
        expect(fieldErrors(refused)).toEqual([{ field: 'members.0.idNumber', message: 'Your ID number cannot be changed once it is set' }]);
        const otherType = await funeral.graphql<Sale>(SALE, { ...variables, members: [{ ...variables.members[0]!, idType: 'oth_id', idNumber: recorded }], si: { idempotencyKey: randomUUID() } }, client);
        expect(fieldErrors(otherType)).toEqual(expect.arrayContaining([{ field: 'members.0.idType', message: 'Your ID number cannot be changed once it is set' }]));
        expect(await policiesOf(client.clientId!)).toBe(0);
        expect(await debitOrdersOf(client.clientId!)).toBe(0);
        expect(await soldWithKey(variables.si.idempotencyKey)).toEqual([]);
        expect(await funeral.em().fork().count(PolicyMemberEntity, { idNumberHash: cipher.lookupHash(someoneElse) })).toBe(0);
      });

      it('accepts the recorded ID number however it is spaced, and a client with none set may name one', async () => {
        const recorded = newId('1986-07-07');
        const client = await clientWithId(recorded);
        const spaced = `${recorded.slice(0, 6)} ${recorded.slice(6, 10)} ${recorded.slice(10)}`;
        const result = await funeral.graphql<Sale>(SALE, single(recorded, 30000, spaced), client);
        expect(result.errors).toBeUndefined();
        const holder = await funeral.em().fork().findOneOrFail(PolicyMemberEntity, { policy: result.data!.createSalesInteractionPolicyWithMembers.id, memberType: 'POLICY_HOLDER' });
        expect(holder.idNumberHash).toBe(cipher.lookupHash(recorded));
        const noIdYet = await clientWithId(null);
        expect((await funeral.graphql<Sale>(SALE, single(newId()), noIdYet)).errors).toBeUndefined();
      });

      it('keeps the recorded ID within R100,000: another ID number cannot get round it', async () => {
        const recorded = newId('1983-11-11');
        const client = await clientWithId(recorded);
        const first = await funeral.graphql<Sale>(SALE, single(recorded, 60000), client);
        expect(first.errors).toBeUndefined();
        const around = await funeral.graphql<Sale>(SALE, single(newId('1983-11-11'), 60000), client);
        expect(fieldErrors(around)).toEqual([{ field: 'members.0.idNumber', message: 'Your ID number cannot be changed once it is set' }]);
        const second = await funeral.graphql<Sale>(SALE, single(recorded, 60000), client);
        expect(second.errors).toBeUndefined();
        const lives = await funeral.em().fork().find(PolicyMemberEntity, { policy: { clientId: client.clientId! } }, { orderBy: { createdAt: 'asc' } });
        expect(lives.map((l) => l.coverAmount)).toEqual([60000, 40000]);
        expect(await policiesOf(client.clientId!)).toBe(2);
      });
    });

    it("one client cannot read another's policy", async () => {
      const result = await funeral.graphql<Sale>(SALE, saleVariables(newId()));
      const id = result.data!.createSalesInteractionPolicyWithMembers.id;
      const stranger = await funeral.graphql('query($id: ID!) { funeral(id: $id) { policyNumber } }', { id }, clientIdentity());
      // The same answer as for a policy that does not exist: nothing says this one does.
      expect(stranger.errors?.[0]).toMatchObject({ message: 'Policy not found', extensions: { code: 'NOT_FOUND' } });
      const anonymous = await funeral.graphql('query($id: ID!) { funeral(id: $id) { policyNumber } }', { id }, visitor);
      expect(anonymous.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    });
  });
});
