// Changes to a policy after its sale: members added and edited, payment details, cancellation
// in the cooling-off period, and who may do any of it. Policies are bought through the real
// sale mutation, with the real identity subgraph behind it (as sale.int-spec.ts does).
import { randomUUID } from 'node:crypto';

import { COVER_CAP_MESSAGES, expectedFirstPaymentDate, randToCents } from '@imali/funeral/domain';
import { sastDate } from '@imali/shared/domain';
import type { CallerIdentity } from '@imali/shared/nest';
import { clientIdentity, signedFor, startTestSubgraph, TEST_INTERNAL_SECRET, TEST_PII_ENCRYPTION_KEY, visitor, type BuiltSubgraph, type GraphQLResponse, type TestSubgraph } from '@imali/shared/testing';
import { PiiCipher } from '@imali/shared/nest';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { sendMandateSignRequests } from '../sale/mandate-sign-requests';
import { definition } from '../subgraph.definition';
import { FuneralPolicyEntity } from './funeral-policy.entity';
import { PolicyMemberEntity } from './policy-member.entity';
import { PremiumPaymentEntity } from '../cancellation/premium-payment.entity';
import { PremiumRefundEntity } from '../cancellation/premium-refund.entity';
import { newIdNumber, saleHolder } from '../testing/sale-fixtures';
import { identityDebitOrder, settledDebitOrder, startFuneralWithIdentity, stopFuneralWithIdentity } from '../testing/funeral-with-identity';
import { sandboxApprovedAccountNo } from '@imali/integrations/debicheck';

const SALE = `mutation($funeral: FuneralSaleInput!, $bank: SaleBankAccountInput!, $beneficiary: SaleBeneficiaryInput!, $members: [SaleMemberInput!]!, $si: SalesInteractionInput!) {
  createSalesInteractionPolicyWithMembers(funeral: $funeral, bankAccount: $bank, beneficiary: $beneficiary, members: $members, salesInteraction: $si) { id clientId debitOrderId paymentBankAccountId }
}`;
const MEMBER_FIELDS = 'id policyId memberType firstNames surname gender ageAtSignup dateOfBirth relationship idType idNumber passportExpiresDate cellNumbers email coverAmount premium state covered';
const CREATE_MEMBER = `mutation($input: CreateMemberInput!) { createMember(input: $input) { ${MEMBER_FIELDS} } }`;
const UPDATE_MEMBER = `mutation($id: ID!, $input: UpdateMemberInput!) { updateMember(id: $id, input: $input) { ${MEMBER_FIELDS} } }`;
const READ_MEMBER = `query($id: ID!) { member(id: $id) { ${MEMBER_FIELDS} } }`;
const POLICY_FIELDS = 'id state stateLabel policyType currentPremiumTotal paymentDueDay paymentBankAccountId cancelledAt cancelReason refundAmount livesCovered { id memberType state covered }';
const READ_POLICY = `query($id: ID!) { funeral(id: $id) { ${POLICY_FIELDS} } }`;
const UPDATE_FUNERAL = `mutation($id: ID!, $day: Int, $account: ID) { updateFuneral(id: $id, paymentDueDay: $day, paymentBankAccountId: $account) { ${POLICY_FIELDS} } }`;
const CANCEL = `mutation($id: ID!, $reason: String!) { cancelFuneral(funeralId: $id, cancelReason: $reason) { ${POLICY_FIELDS} } }`;
const QUOTE = `query($idNumber: String, $coverAmount: Int) { getPolicyQuote(idNumber: $idNumber, coverAmount: $coverAmount) { lives { coverAmount cappedFrom } } }`;

type Member = { id: string; policyId: string; memberType: string; firstNames: string; relationship: string | null; idType: string | null; idNumber: string | null; passportExpiresDate: string | null; coverAmount: number; premium: number; state: string; covered: boolean; ageAtSignup: number | null };
type Policy = { id: string; state: string; stateLabel: string; policyType: string; currentPremiumTotal: number; paymentDueDay: number; paymentBankAccountId: string; cancelledAt: string | null; cancelReason: string | null; refundAmount: number | null; livesCovered: { id: string; memberType: string; state: string; covered: boolean }[] };
type SaleMember = Record<string, unknown>;

const code = (result: GraphQLResponse<unknown>) => result.errors?.[0]?.extensions?.['code'];
const fieldErrors = (result: GraphQLResponse<unknown>) => ((result.errors?.[0]?.extensions?.['fieldErrors'] ?? []) as { field: string; message: string }[]).map((e) => `${e.field}: ${e.message}`);

/** A date of birth that makes someone `age` today (their birthday a month past). */
function dobForAge(age: number): string {
  const day = new Date(Date.now() - 30 * 86_400_000);
  day.setUTCFullYear(day.getUTCFullYear() - age);
  return day.toISOString().slice(0, 10);
}
const idFor = newIdNumber;
const holder = saleHolder;
const saleChild = (age: number, name = 'Lwazi'): SaleMember => ({ memberType: 'CHILD', firstNames: name, surname: 'Ndlovu', ageAtSignup: age });

describe('funeral subgraph: changes to a policy after its sale', () => {
  let identity: BuiltSubgraph;
  let funeral: TestSubgraph;

  beforeAll(async () => ({ identity, funeral } = await startFuneralWithIdentity()), 60_000);
  afterAll(() => stopFuneralWithIdentity({ identity, funeral }));

  /** Buys a policy as a visitor (identity makes the client) and returns it with its owner. */
  async function buy(members: SaleMember[] = [holder()], coverAmount = 30000, paymentMethod = 'DEBI_CHECK') {
    const result = await funeral.graphql<{ createSalesInteractionPolicyWithMembers: { id: string; clientId: string; debitOrderId: string; paymentBankAccountId: string } }>(
      SALE,
      {
        funeral: { coverAmount, paymentDueDay: 25, paymentMethod },
        bank: { branchCode: '470010', accountNo: sandboxApprovedAccountNo('1') },
        beneficiary: { firstNames: 'Zodwa', surname: 'Ndlovu', cellNumbers: ['0823334444'] },
        members,
        si: { idempotencyKey: randomUUID() },
      },
      visitor,
    );
    expect(result.errors).toBeUndefined();
    const sale = result.data!.createSalesInteractionPolicyWithMembers;
    return { ...sale, owner: clientIdentity(sale.clientId) };
  }

  const policyRow = (id: string) => funeral.em().findOneOrFail(FuneralPolicyEntity, { id });
  const setPolicy = (id: string, values: Partial<Pick<FuneralPolicyEntity, 'accountingIdentifier' | 'pricingVersion' | 'createdAt'>>) => funeral.em().nativeUpdate(FuneralPolicyEntity, { id }, values);
  const addMember = (owner: CallerIdentity, input: Record<string, unknown>) => funeral.graphql<{ createMember: Member }>(CREATE_MEMBER, { input }, owner);
  const child = (policyId: string, age: number, extra: Record<string, unknown> = {}) => ({ policyId, memberType: 'CHILD', firstNames: 'Ayanda', surname: 'Ndlovu', ageAtSignup: age, dateOfBirth: dobForAge(age), ...extra });
  const spouse = (policyId: string, extra: Record<string, unknown> = {}) => ({ policyId, memberType: 'SPOUSE', firstNames: 'Zodwa', surname: 'Ndlovu', gender: 'FEMALE', ageAtSignup: 33, dateOfBirth: dobForAge(33), ...extra });

  describe('createMember', () => {
    it('adds a spouse: priced on the policy, the premium and type change, the ID number is encrypted, a mandate for the new premium is sent', async () => {
      const policy = await buy();
      const before = await policyRow(policy.id);
      expect(before.policyType).toBe('SINGLE');
      const dob = dobForAge(33);
      const spouseId = idFor(dob);
      const added = await addMember(policy.owner, spouse(policy.id, { dateOfBirth: null, idNumber: spouseId }));
      // dateOfBirth is required (§5.4): the ID number does not stand in for it.
      expect(fieldErrors(added)).toEqual(['dateOfBirth: This field is required']);

      const created = await addMember(policy.owner, spouse(policy.id, { dateOfBirth: dob, idNumber: spouseId, cellNumbers: ['0825556666'], email: 'zodwa@example.co.za' }));
      expect(created.errors).toBeUndefined();
      const member = created.data!.createMember;
      expect(member).toMatchObject({ policyId: policy.id, memberType: 'SPOUSE', coverAmount: 30000, state: 'INITIAL', covered: true, idType: 'rsa_id', idNumber: spouseId });
      // R2.80 per R1,000 for ages 30 to 39 (FUN-2026-11): R84.00.
      expect(member.premium).toBe(84);

      const after = await policyRow(policy.id);
      expect(after.policyType).toBe('COUPLE');
      expect(after.currentPremiumTotal).toBeCloseTo(before.currentPremiumTotal + 84, 2);
      const row = await funeral.em().findOneOrFail(PolicyMemberEntity, { id: member.id });
      expect(row.idNumberEncrypted).not.toContain(spouseId);
      expect(row.idNumberHash).toMatch(/^[0-9a-f]{64}$/);
      // Collections must stay within the mandate: the old one is replaced by one for the new premium.
      expect(after.debitOrderId).not.toBe(policy.debitOrderId);
      const mandates = await Promise.all([policy.debitOrderId, after.debitOrderId!].map((id) => settledDebitOrder(identity, policy.clientId, id)));
      expect(mandates.map((m) => [m?.status, m?.maxAmountCents])).toEqual([
        ['REPLACED', randToCents(before.currentPremiumTotal)],
        ['APPROVED', randToCents(after.currentPremiumTotal)],
      ]);

      const read = await funeral.graphql<{ member: Member }>(READ_MEMBER, { id: member.id }, policy.owner);
      expect(read.data?.member).toMatchObject({ id: member.id, idNumber: spouseId, covered: true });
      const shown = await funeral.graphql<{ funeral: Policy }>(READ_POLICY, { id: policy.id }, policy.owner);
      expect(shown.data?.funeral.livesCovered.map((l) => l.memberType)).toEqual(['POLICY_HOLDER', 'SPOUSE']);
    });

    // docs/decisions/funeral-waiting-period-ends.md: INITIAL awaits the policy's first premium; a life added to a policy in force starts its waiting periods at once.
    it('a life added to a policy in force is IN_WAITING_PERIOD (covered, its waiting periods running from today)', async () => {
      const policy = await buy();
      await funeral.em().nativeUpdate(FuneralPolicyEntity, { id: policy.id }, { state: 'ACTIVE', firstActivated: new Date('2026-01-25T08:00:00Z') });
      const created = await addMember(policy.owner, child(policy.id, 4));
      expect(created.errors).toBeUndefined();
      expect(created.data!.createMember).toMatchObject({ state: 'IN_WAITING_PERIOD', covered: true });
    });

    it('refuses a second spouse', async () => {
      const policy = await buy();
      expect((await addMember(policy.owner, spouse(policy.id))).errors).toBeUndefined();
      expect(fieldErrors(await addMember(policy.owner, spouse(policy.id)))).toEqual(['memberType: This policy already covers a spouse']);
    });

    it('refuses a 6th child; a FREEDOM policy takes a 6th and refuses a 7th', async () => {
      const policy = await buy([holder(), saleChild(2, 'One'), saleChild(4, 'Two'), saleChild(7, 'Three'), saleChild(9, 'Four'), saleChild(12, 'Five')]);
      const sixth = await addMember(policy.owner, child(policy.id, 1));
      expect(code(sixth)).toBe('BAD_USER_INPUT');
      expect(fieldErrors(sixth)).toEqual(['memberType: This policy already covers the most children it can (5)']);
      expect(await funeral.em().count(PolicyMemberEntity, { policy: policy.id, memberType: 'CHILD' })).toBe(5);

      await setPolicy(policy.id, { accountingIdentifier: 'FREEDOM' });
      const allowed = await addMember(policy.owner, child(policy.id, 1));
      expect(allowed.errors).toBeUndefined();
      expect(await funeral.em().count(PolicyMemberEntity, { policy: policy.id, memberType: 'CHILD' })).toBe(6);
      expect(fieldErrors(await addMember(policy.owner, child(policy.id, 1)))).toEqual(['memberType: This policy already covers the most children it can (6)']);
    });

    it('two children added at once cannot pass the limit together', async () => {
      const policy = await buy([holder(), saleChild(2, 'One'), saleChild(4, 'Two'), saleChild(7, 'Three'), saleChild(9, 'Four')]);
      const results = await Promise.all([addMember(policy.owner, child(policy.id, 1)), addMember(policy.owner, child(policy.id, 3))]);
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
      expect(await funeral.em().count(PolicyMemberEntity, { policy: policy.id, memberType: 'CHILD' })).toBe(5);
    });

    it('refuses a spouse or a child when the pricing version contains INDFUN (even on a FREEDOM policy)', async () => {
      const policy = await buy();
      await setPolicy(policy.id, { pricingVersion: 'INDFUN-2019-04', accountingIdentifier: 'FREEDOM' });
      for (const input of [spouse(policy.id), child(policy.id, 5)]) {
        const refused = await addMember(policy.owner, input);
        expect(code(refused)).toBe('BAD_USER_INPUT');
        expect(refused.errors?.[0]?.message).toBe('A spouse or children cannot be added to this individual policy');
      }
      expect(await funeral.em().count(PolicyMemberEntity, { policy: policy.id })).toBe(1);
    });

    it("applies the child caps on the policy's own pricing version, and never prices on another table", async () => {
      const policy = await buy([holder()], 50000);
      const before = await policyRow(policy.id);
      const small = await addMember(policy.owner, child(policy.id, 3));
      // Under 6: at most R20,000; the 0-5 band of FUN-2026-11 is R0.90 per R1,000: R18.00.
      expect(small.data?.createMember).toMatchObject({ coverAmount: 20000, premium: 18 });
      const older = await addMember(policy.owner, child(policy.id, 10));
      // 6 to 13: R50,000 allowed, R0.40 per R1,000: R20.00.
      expect(older.data?.createMember).toMatchObject({ coverAmount: 50000, premium: 20 });
      const after = await policyRow(policy.id);
      expect(after.currentPremiumTotal).toBeCloseTo(before.currentPremiumTotal + 38, 2);
      expect(after.policyType).toBe('SINGLE_AND_CHILDREN');

      // A policy sold on a table we do not have cannot be priced on today's table instead.
      await setPolicy(policy.id, { pricingVersion: 'FUN-2019-01' });
      const unknown = await addMember(policy.owner, child(policy.id, 8));
      expect(fieldErrors(unknown)).toEqual(['pricingVersion: Unknown pricing version']);
      expect(await funeral.em().count(PolicyMemberEntity, { policy: policy.id })).toBe(3);
    });

    it('counts the cover a person has on other policies against R100,000', async () => {
      const birth = dobForAge(56);
      const personId = idFor(birth);
      await buy([holder(personId)], 60000);
      const policy = await buy();
      const parent = await addMember(policy.owner, {
        policyId: policy.id,
        memberType: 'PARENT',
        firstNames: 'Nomsa',
        surname: 'Ndlovu',
        gender: 'MALE',
        relationship: 'FATHER',
        ageAtSignup: 56,
        dateOfBirth: birth,
        idNumber: personId,
      });
      expect(parent.errors).toBeUndefined();
      expect(parent.data?.createMember.coverAmount).toBe(30000);
      // R60,000 + R30,000 now; a third policy's R30,000 leaves room for R10,000 only.
      const third = await buy();
      const capped = await addMember(third.owner, { policyId: third.id, memberType: 'EXTENDED', firstNames: 'Nomsa', surname: 'Ndlovu', gender: 'MALE', relationship: 'UNCLE', ageAtSignup: 56, dateOfBirth: birth, idNumber: personId });
      expect(capped.data?.createMember.coverAmount).toBe(10000);
      const full = await buy();
      const none = await addMember(full.owner, { policyId: full.id, memberType: 'EXTENDED', firstNames: 'Nomsa', surname: 'Ndlovu', gender: 'MALE', relationship: 'UNCLE', ageAtSignup: 56, dateOfBirth: birth, idNumber: personId });
      expect(fieldErrors(none)).toEqual([`idNumber: ${COVER_CAP_MESSAGES.PER_LIFE_LIMIT}`]);
    });

    it('checks the dependant rules (§5.4) with the spec messages', async () => {
      const policy = await buy();
      const result = await addMember(policy.owner, { policyId: policy.id, memberType: 'EXTENDED', firstNames: '', surname: 'Ndlovu', ageAtSignup: 80, dateOfBirth: null, relationship: 'FRIEND', idNumber: '123' });
      expect(fieldErrors(result)).toEqual([
        'firstNames: This field is required',
        'ageAtSignup: Age must be between 18 and 75, check age',
        'dateOfBirth: This field is required',
        'idNumber: Invalid ID number',
        'gender: This field is required',
        'relationship: Select one',
      ]);
      const holderAdd = await addMember(policy.owner, { ...spouse(policy.id), memberType: 'POLICY_HOLDER' });
      expect(fieldErrors(holderAdd)).toEqual(['memberType: The policy holder cannot be added or changed']);
    });
  });

  describe('updateMember', () => {
    it('locks the ID type and number once set, and lets a member without one get one', async () => {
      const policy = await buy();
      const birth = dobForAge(40);
      const withId = (await addMember(policy.owner, { policyId: policy.id, memberType: 'PARENT', firstNames: 'Nomsa', surname: 'Dube', gender: 'FEMALE', relationship: 'MOTHER_IN_LAW', ageAtSignup: 40, dateOfBirth: birth, idNumber: idFor(birth) })).data!.createMember;

      const otherId = await funeral.graphql(UPDATE_MEMBER, { id: withId.id, input: { idNumber: idFor(birth) } }, policy.owner);
      expect(fieldErrors(otherId)).toEqual(['idNumber: Your ID number cannot be changed once it is set']);
      const otherType = await funeral.graphql(UPDATE_MEMBER, { id: withId.id, input: { idType: 'zim_id' } }, policy.owner);
      expect(fieldErrors(otherType)).toEqual(['idType: Your ID number cannot be changed once it is set']);
      const cleared = await funeral.graphql(UPDATE_MEMBER, { id: withId.id, input: { idNumber: null } }, policy.owner);
      expect(fieldErrors(cleared)).toEqual(['idNumber: Your ID number cannot be changed once it is set']);
      // The whole form sent again, ID unchanged: accepted.
      const same = await funeral.graphql<{ updateMember: Member }>(UPDATE_MEMBER, { id: withId.id, input: { firstNames: 'Nomsa Grace', idType: 'rsa_id', idNumber: withId.idNumber } }, policy.owner);
      expect(same.errors).toBeUndefined();
      expect(same.data?.updateMember).toMatchObject({ firstNames: 'Nomsa Grace', idNumber: withId.idNumber });

      const noId = (await addMember(policy.owner, spouse(policy.id))).data!.createMember;
      expect(noId.idNumber).toBeNull();
      const spouseDob = dobForAge(33);
      const spouseId = idFor(spouseDob);
      const given = await funeral.graphql<{ updateMember: Member }>(UPDATE_MEMBER, { id: noId.id, input: { idNumber: spouseId, dateOfBirth: spouseDob } }, policy.owner);
      expect(given.errors).toBeUndefined();
      expect(given.data?.updateMember).toMatchObject({ idType: 'rsa_id', idNumber: spouseId });
      expect(fieldErrors(await funeral.graphql(UPDATE_MEMBER, { id: noId.id, input: { idNumber: idFor(spouseDob) } }, policy.owner))).toEqual(['idNumber: Your ID number cannot be changed once it is set']);
    });

    it('re-prices a member whose age is corrected, and the policy premium with it', async () => {
      const policy = await buy([holder()], 50000);
      const kid = (await addMember(policy.owner, child(policy.id, 3))).data!.createMember;
      const before = await policyRow(policy.id);
      const corrected = await funeral.graphql<{ updateMember: Member }>(UPDATE_MEMBER, { id: kid.id, input: { ageAtSignup: 7, dateOfBirth: dobForAge(7) } }, policy.owner);
      expect(corrected.errors).toBeUndefined();
      // 7 years: R50,000 at R0.40 per R1,000 = R20.00 instead of R20,000 at R0.90 = R18.00.
      expect(corrected.data?.updateMember).toMatchObject({ ageAtSignup: 7, coverAmount: 50000, premium: 20 });
      expect((await policyRow(policy.id)).currentPremiumTotal).toBeCloseTo(before.currentPremiumTotal + 2, 2);
      const mismatch = await funeral.graphql(UPDATE_MEMBER, { id: kid.id, input: { ageAtSignup: 9 } }, policy.owner);
      expect(fieldErrors(mismatch)).toEqual(['ageAtSignup: Age given does not match DOB', 'dateOfBirth: Your date of birth does not match age given']);
    });

    it('keeps the relationship rules on edit and leaves the policy holder alone', async () => {
      const policy = await buy();
      const birth = dobForAge(50);
      const uncle = (await addMember(policy.owner, { policyId: policy.id, memberType: 'EXTENDED', firstNames: 'Sipho', surname: 'Dube', gender: 'MALE', relationship: 'uncle', ageAtSignup: 50, dateOfBirth: birth })).data!.createMember;
      expect(uncle.relationship).toBe('UNCLE');
      for (const relationship of ['WIFE', 'FAMILY_FRIEND', 'MOTHER']) {
        expect(fieldErrors(await funeral.graphql(UPDATE_MEMBER, { id: uncle.id, input: { relationship } }, policy.owner))).toEqual(['relationship: Select one']);
      }
      expect(fieldErrors(await funeral.graphql(UPDATE_MEMBER, { id: uncle.id, input: { gender: null } }, policy.owner))).toEqual(['gender: This field is required']);
      const holderRow = await funeral.em().findOneOrFail(PolicyMemberEntity, { policy: policy.id, memberType: 'POLICY_HOLDER' });
      const holderEdit = await funeral.graphql(UPDATE_MEMBER, { id: holderRow.id, input: { firstNames: 'Someone' } }, policy.owner);
      expect(fieldErrors(holderEdit)).toEqual(['memberType: The policy holder cannot be added or changed']);
    });
  });

  describe("a member with another country's ID: passport expiry date (funeral.md §5)", () => {
    /** A date `days` from today (negative: past), YYYY-MM-DD. */
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const foreignId = () => `ZW${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    const readMember = async (owner: CallerIdentity, id: string) => (await funeral.graphql<{ member: Member }>(READ_MEMBER, { id }, owner)).data?.member;

    it('createMember: required with a non-South-African ID type, must be in the future, stored and read back; none with a South African ID', async () => {
      const policy = await buy();
      const zimbabweanId = foreignId();
      const zimbabwean = spouse(policy.id, { idType: 'zim_id', idNumber: zimbabweanId });
      expect(fieldErrors(await addMember(policy.owner, zimbabwean))).toEqual(['passportExpiresDate: Required for non-South Africans']);
      expect(fieldErrors(await addMember(policy.owner, { ...zimbabwean, passportExpiresDate: '' }))).toEqual(['passportExpiresDate: Required for non-South Africans']);
      expect(fieldErrors(await addMember(policy.owner, { ...zimbabwean, passportExpiresDate: inDays(-30) }))).toEqual(['passportExpiresDate: Must be a future date']);
      expect(fieldErrors(await addMember(policy.owner, { ...zimbabwean, passportExpiresDate: inDays(0) }))).toEqual(['passportExpiresDate: Must be a future date']);
      expect(fieldErrors(await addMember(policy.owner, { ...zimbabwean, passportExpiresDate: 'soon' }))).toEqual(['passportExpiresDate: Must be a future date']);
      expect((await funeral.em().find(PolicyMemberEntity, { policy: policy.id, memberType: 'SPOUSE' })).length).toBe(0);

      const expires = inDays(400);
      const added = await addMember(policy.owner, { ...zimbabwean, passportExpiresDate: expires });
      expect(added.errors).toBeUndefined();
      expect(added.data!.createMember).toMatchObject({ idType: 'zim_id', passportExpiresDate: expires });
      expect(await readMember(policy.owner, added.data!.createMember.id)).toMatchObject({ idType: 'zim_id', idNumber: zimbabweanId, passportExpiresDate: expires });

      const birth = dobForAge(50);
      const southAfrican = await addMember(policy.owner, { policyId: policy.id, memberType: 'EXTENDED', firstNames: 'Sipho', surname: 'Dube', gender: 'MALE', relationship: 'UNCLE', ageAtSignup: 50, dateOfBirth: birth, idType: 'rsa_id', idNumber: idFor(birth), passportExpiresDate: expires });
      expect(southAfrican.errors).toBeUndefined();
      expect(southAfrican.data!.createMember.passportExpiresDate).toBeNull();
      const row = await funeral.em().findOneOrFail(PolicyMemberEntity, { id: southAfrican.data!.createMember.id });
      expect(row.passportExpiresDate).toBeNull();
    });

    it('updateMember: the same rules on edit; a South African ID keeps no passport expiry date', async () => {
      const policy = await buy();
      const noId = (await addMember(policy.owner, spouse(policy.id))).data!.createMember;
      const namibian = { idType: 'nam_id', idNumber: foreignId() };
      // A member getting another country's ID needs the expiry with it.
      expect(fieldErrors(await funeral.graphql(UPDATE_MEMBER, { id: noId.id, input: namibian }, policy.owner))).toEqual(['passportExpiresDate: Required for non-South Africans']);
      expect(fieldErrors(await funeral.graphql(UPDATE_MEMBER, { id: noId.id, input: { ...namibian, passportExpiresDate: inDays(-1) } }, policy.owner))).toEqual(['passportExpiresDate: Must be a future date']);
      const expires = inDays(200);
      const given = await funeral.graphql<{ updateMember: Member }>(UPDATE_MEMBER, { id: noId.id, input: { ...namibian, passportExpiresDate: expires } }, policy.owner);
      expect(given.errors).toBeUndefined();
      expect(given.data?.updateMember).toMatchObject({ idType: 'nam_id', passportExpiresDate: expires });

      // Cleared or expired: refused, the stored date kept.
      expect(fieldErrors(await funeral.graphql(UPDATE_MEMBER, { id: noId.id, input: { passportExpiresDate: null } }, policy.owner))).toEqual(['passportExpiresDate: Required for non-South Africans']);
      expect(fieldErrors(await funeral.graphql(UPDATE_MEMBER, { id: noId.id, input: { passportExpiresDate: '2020-01-31' } }, policy.owner))).toEqual(['passportExpiresDate: Must be a future date']);
      const renewed = inDays(900);
      const changed = await funeral.graphql<{ updateMember: Member }>(UPDATE_MEMBER, { id: noId.id, input: { firstNames: 'Zodwa Grace', passportExpiresDate: renewed } }, policy.owner);
      expect(changed.errors).toBeUndefined();
      expect(await readMember(policy.owner, noId.id)).toMatchObject({ firstNames: 'Zodwa Grace', passportExpiresDate: renewed });

      // A stored date that has since passed is kept when an edit leaves the field out (as identity's profile does).
      await funeral.em().nativeUpdate(PolicyMemberEntity, { id: noId.id }, { passportExpiresDate: '2021-06-30' });
      const other = await funeral.graphql<{ updateMember: Member }>(UPDATE_MEMBER, { id: noId.id, input: { email: 'zodwa@example.co.za' } }, policy.owner);
      expect(other.errors).toBeUndefined();
      expect(other.data?.updateMember.passportExpiresDate).toBe('2021-06-30');

      // A South African ID keeps no passport expiry date, even when one is sent.
      const birth = dobForAge(40);
      const withSaId = (await addMember(policy.owner, { policyId: policy.id, memberType: 'PARENT', firstNames: 'Nomsa', surname: 'Dube', gender: 'FEMALE', relationship: 'MOTHER_IN_LAW', ageAtSignup: 40, dateOfBirth: birth, idNumber: idFor(birth) })).data!.createMember;
      const ignored = await funeral.graphql<{ updateMember: Member }>(UPDATE_MEMBER, { id: withSaId.id, input: { passportExpiresDate: inDays(100) } }, policy.owner);
      expect(ignored.errors).toBeUndefined();
      expect(ignored.data?.updateMember).toMatchObject({ idType: 'rsa_id', passportExpiresDate: null });
    });
  });

  describe('updateFuneral', () => {
    async function ownAccount(clientId: string, accountNo: string, extra: Record<string, unknown> = {}): Promise<string> {
      const body = JSON.stringify({ clientId, account: { branchCode: '250655', accountNo, idempotencyKey: randomUUID(), ...extra } });
      const response = await fetch(`${identity.url}/internal/bank-accounts/ensure`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedFor('identity', visitor, 'POST', '/internal/bank-accounts/ensure', body) },
        body,
      });
      return ((await response.json()) as { bankAccount: { id: string } }).bankAccount.id;
    }

    it('checks the day (1 to 31)', async () => {
      const policy = await buy();
      for (const day of [0, 32]) {
        const result = await funeral.graphql(UPDATE_FUNERAL, { id: policy.id, day }, policy.owner);
        expect(code(result)).toBe('BAD_USER_INPUT');
        expect(fieldErrors(result)).toEqual(['paymentDueDay: Choose a day from 1 to 31']);
      }
      expect((await policyRow(policy.id)).paymentDueDay).toBe(25);
    });

    it('moves the debit order day and sends a new mandate for it', async () => {
      const policy = await buy();
      const result = await funeral.graphql<{ updateFuneral: Policy }>(UPDATE_FUNERAL, { id: policy.id, day: 31 }, policy.owner);
      expect(result.errors).toBeUndefined();
      expect(result.data?.updateFuneral.paymentDueDay).toBe(31);
      const row = await policyRow(policy.id);
      const mandate = await settledDebitOrder(identity, policy.clientId, row.debitOrderId!);
      expect(mandate).toMatchObject({ payDay: 31, status: 'APPROVED', bankAccountId: policy.paymentBankAccountId, maxAmountCents: randToCents(row.currentPremiumTotal) });
      expect((await identityDebitOrder(identity, policy.clientId, policy.debitOrderId))?.status).toBe('REPLACED');
      // Still awaiting its first premium: the new debit order is first presented on the new day, once it can be approved.
      expect(row.state).toBe('DORMANT');
      expect(row.expectFirstPaymentAt).toBe(expectedFirstPaymentDate(31, sastDate()));
    });

    it('a policy in force keeps the date its first premium was expected when its day moves', async () => {
      const policy = await buy();
      await funeral.em().nativeUpdate(FuneralPolicyEntity, { id: policy.id }, { state: 'ACTIVE', expectFirstPaymentAt: '2026-01-25', firstActivated: new Date('2026-01-25T08:00:00Z') });
      const result = await funeral.graphql<{ updateFuneral: Policy }>(UPDATE_FUNERAL, { id: policy.id, day: 10 }, policy.owner);
      expect(result.errors).toBeUndefined();
      expect(await policyRow(policy.id)).toMatchObject({ state: 'ACTIVE', paymentDueDay: 10, expectFirstPaymentAt: '2026-01-25' });
    });

    it("moves collection to another of the client's accounts with a new mandate", async () => {
      const policy = await buy();
      const accountId = await ownAccount(policy.clientId, '62012345678');
      const result = await funeral.graphql<{ updateFuneral: Policy }>(UPDATE_FUNERAL, { id: policy.id, account: accountId }, policy.owner);
      expect(result.errors).toBeUndefined();
      expect(result.data?.updateFuneral).toMatchObject({ paymentBankAccountId: accountId, paymentDueDay: 25 });
      const row = await policyRow(policy.id);
      expect(row.debitOrderId).not.toBe(policy.debitOrderId);
      expect(await settledDebitOrder(identity, policy.clientId, row.debitOrderId!)).toMatchObject({ bankAccountId: accountId, payDay: 25, status: 'APPROVED', sentToThirdParty: false });
      expect((await identityDebitOrder(identity, policy.clientId, policy.debitOrderId))?.status).toBe('REPLACED');
    });

    it('refuses a lapsed policy (its debit order was cancelled) and changes nothing, at identity either', async () => {
      const policy = await buy();
      await funeral.em().nativeUpdate(FuneralPolicyEntity, { id: policy.id }, { state: 'LAPSED' });
      const accountId = await ownAccount(policy.clientId, '62012345679');
      for (const change of [{ day: 3 }, { account: accountId }]) {
        const result = await funeral.graphql(UPDATE_FUNERAL, { id: policy.id, ...change }, policy.owner);
        expect(code(result)).toBe('BAD_USER_INPUT');
        expect(result.errors?.[0]?.message).toBe('This policy has lapsed, so its payment details cannot be changed');
      }
      expect(await policyRow(policy.id)).toMatchObject({ state: 'LAPSED', paymentDueDay: 25, paymentBankAccountId: policy.paymentBankAccountId, debitOrderId: policy.debitOrderId });
      expect((await identityDebitOrder(identity, policy.clientId, policy.debitOrderId))?.status).not.toBe('REPLACED');
    });

    // docs/decisions/debit-order-third-party-signing.md: a new debit order on someone else's account goes to its holder to sign.
    describe("a NAEDO policy's new debit order on someone else's account", () => {
      const HOLDER = { ownAccount: false, accountHolderName: 'Sipho Dube', accountHolderContactNumber: '0825556666', accountHolderEmail: 'sipho@example.co.za', accountHolderIdNumber: idFor('1970-01-01') };
      const connection = () => funeral.em().getConnection();
      const cipher = new PiiCipher(TEST_PII_ENCRYPTION_KEY);
      /** The identity outbox's messages for the client: channel, to whom and the debit order the link is for. */
      const outboxOf = async (clientId: string) =>
        (await connection().execute<{ channel: string; body: string; destination_encrypted: string }[]>(`select "channel", "body", "destination_encrypted" from "identity"."outbox_message" where "client_id" = ? order by "created_at"`, [clientId])).map((m) => {
          const token = /\/debit-order\/sign\?token=(\S+)/.exec(m.body)?.[1];
          const subject = token ? (JSON.parse(Buffer.from(decodeURIComponent(token).split('.')[0]!, 'base64url').toString()) as { subject: string }).subject : null;
          return { channel: m.channel, to: cipher.decrypt(m.destination_encrypted), debitOrderId: subject };
        });
      const signRequestOf = async (policyId: string) =>
        (await connection().execute<{ due: boolean; told: boolean }[]>(`select "sign_request_due_at" is not null as due, "sign_request_notified_at" is not null as told from "funeral"."funeral_policy" where "id" = ?`, [policyId]))[0];

      it.each(['DORMANT', 'ACTIVE'] as const)('%s: moving collection there sends the holder the link for the new debit order (SMS, and e-mail when known), once per debit order', async (state) => {
        const policy = await buy([holder()], 30000, 'NAEDO');
        // Nothing due from the sale (its own-account request told): only the change marks it.
        await funeral.em().nativeUpdate(FuneralPolicyEntity, { id: policy.id }, { state, signRequestDueAt: null, signRequestNotifiedAt: null });
        expect(await outboxOf(policy.clientId)).toEqual([]);
        const accountId = await ownAccount(policy.clientId, sandboxApprovedAccountNo('7'), HOLDER);

        const result = await funeral.graphql<{ updateFuneral: Policy }>(UPDATE_FUNERAL, { id: policy.id, account: accountId }, policy.owner);
        expect(result.errors).toBeUndefined();
        const row = await policyRow(policy.id);
        expect(await identityDebitOrder(identity, policy.clientId, row.debitOrderId!)).toMatchObject({ bankAccountId: accountId, paymentType: 'NAEDO', status: 'AWAITING_SIGNATURE', sentToThirdParty: true });
        expect(await outboxOf(policy.clientId)).toEqual([
          { channel: 'SMS', to: '0825556666', debitOrderId: row.debitOrderId },
          { channel: 'EMAIL', to: 'sipho@example.co.za', debitOrderId: row.debitOrderId },
        ]);
        expect(await signRequestOf(policy.id)).toEqual({ due: true, told: true });

        // The same change again changes nothing and sends nothing; a new day is a new debit order for the holder to sign.
        expect((await funeral.graphql(UPDATE_FUNERAL, { id: policy.id, account: accountId }, policy.owner)).errors).toBeUndefined();
        expect(await outboxOf(policy.clientId)).toHaveLength(2);
        expect((await funeral.graphql(UPDATE_FUNERAL, { id: policy.id, day: 3 }, policy.owner)).errors).toBeUndefined();
        const moved = await policyRow(policy.id);
        expect(moved.debitOrderId).not.toBe(row.debitOrderId);
        expect((await outboxOf(policy.clientId)).filter((m) => m.channel === 'SMS').map((m) => m.debitOrderId)).toEqual([row.debitOrderId, moved.debitOrderId]);
      });

      it('identity not answering after the change: the premium collection run sends it later, also for a policy in force', async () => {
        const policy = await buy([holder()], 30000, 'NAEDO');
        await funeral.em().nativeUpdate(FuneralPolicyEntity, { id: policy.id }, { state: 'ACTIVE' });
        const accountId = await ownAccount(policy.clientId, sandboxApprovedAccountNo('7'), HOLDER);
        expect((await funeral.graphql(UPDATE_FUNERAL, { id: policy.id, account: accountId }, policy.owner)).errors).toBeUndefined();
        const row = await policyRow(policy.id);
        // As if identity had not answered after the change committed.
        await connection().execute(`delete from "identity"."client_message" where "key" = ?`, [`debit-order-sign-request:${row.debitOrderId}`], 'run');
        await connection().execute(`delete from "identity"."outbox_message" where "client_id" = ?`, [policy.clientId], 'run');
        await funeral.em().nativeUpdate(FuneralPolicyEntity, { id: policy.id }, { signRequestNotifiedAt: null });
        const up = new IdentityInternalClient({ baseUrl: identity.url, secret: TEST_INTERNAL_SECRET });
        const log = jest.fn();
        expect(await sendMandateSignRequests(funeral.em().fork(), up, 'http://localhost:4200', { policyId: policy.id, log })).toEqual({ notified: 1, skipped: 0, unavailable: 0 });
        expect((await outboxOf(policy.clientId)).map((m) => [m.channel, m.debitOrderId])).toEqual([
          ['SMS', row.debitOrderId],
          ['EMAIL', row.debitOrderId],
        ]);
        expect(log).not.toHaveBeenCalled();
      });

      it("moving a NAEDO policy to the client's own account asks no one (the policy page asks the client); a policy in force marked due on its own account is skipped", async () => {
        const policy = await buy([holder()], 30000, 'NAEDO');
        await funeral.em().nativeUpdate(FuneralPolicyEntity, { id: policy.id }, { state: 'ACTIVE', signRequestDueAt: null, signRequestNotifiedAt: null });
        const accountId = await ownAccount(policy.clientId, sandboxApprovedAccountNo('7'));
        expect((await funeral.graphql(UPDATE_FUNERAL, { id: policy.id, account: accountId }, policy.owner)).errors).toBeUndefined();
        const row = await policyRow(policy.id);
        expect(await identityDebitOrder(identity, policy.clientId, row.debitOrderId!)).toMatchObject({ bankAccountId: accountId, status: 'AWAITING_SIGNATURE', sentToThirdParty: false });
        expect(await signRequestOf(policy.id)).toEqual({ due: false, told: false });
        await funeral.em().nativeUpdate(FuneralPolicyEntity, { id: policy.id }, { signRequestDueAt: new Date() });
        const up = new IdentityInternalClient({ baseUrl: identity.url, secret: TEST_INTERNAL_SECRET });
        expect(await sendMandateSignRequests(funeral.em().fork(), up, 'http://localhost:4200', { policyId: policy.id, log: jest.fn() })).toEqual({ notified: 0, skipped: 1, unavailable: 0 });
        expect(await outboxOf(policy.clientId)).toEqual([]);
      });
    });

    it("refuses someone else's bank account, or one that does not exist", async () => {
      const policy = await buy();
      const other = await buy();
      for (const account of [other.paymentBankAccountId, randomUUID()]) {
        const result = await funeral.graphql(UPDATE_FUNERAL, { id: policy.id, account }, policy.owner);
        expect(code(result)).toBe('NOT_FOUND');
      }
      const row = await policyRow(policy.id);
      expect(row).toMatchObject({ paymentBankAccountId: policy.paymentBankAccountId, debitOrderId: policy.debitOrderId });
    });
  });

  describe('identity down', () => {
    it('a payment change, a premium rise past the mandate and a cancellation answer SUBGRAPH_UNAVAILABLE and change nothing', async () => {
      const policy = await buy();
      // The same database, but identity unreachable: the mandate calls fail before funeral commits.
      const cut = await startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: 'http://127.0.0.1:9' });
      try {
        expect(code(await cut.graphql(UPDATE_FUNERAL, { id: policy.id, day: 3 }, policy.owner))).toBe('SUBGRAPH_UNAVAILABLE');
        expect(code(await cut.graphql(CREATE_MEMBER, { input: spouse(policy.id) }, policy.owner))).toBe('SUBGRAPH_UNAVAILABLE');
        expect(code(await cut.graphql(CANCEL, { id: policy.id, reason: 'Too expensive' }, policy.owner))).toBe('SUBGRAPH_UNAVAILABLE');
      } finally {
        await cut.close();
      }
      expect(await policyRow(policy.id)).toMatchObject({ state: 'DORMANT', paymentDueDay: 25, policyType: 'SINGLE', debitOrderId: policy.debitOrderId });
      expect(await funeral.em().count(PolicyMemberEntity, { policy: policy.id })).toBe(1);
      expect(await settledDebitOrder(identity, policy.clientId, policy.debitOrderId)).toMatchObject({ status: 'APPROVED', payDay: 25 });
    });
  });

  describe('cancelFuneral', () => {
    it('cancels within the cooling-off period: lives no longer covered, mandate stopped, nothing collected so nothing refunded', async () => {
      const holderId = idFor('1985-02-02');
      const policy = await buy([holder(holderId), { memberType: 'SPOUSE', firstNames: 'Zodwa', surname: 'Ndlovu', ageAtSignup: 33, dateOfBirth: dobForAge(33), gender: 'FEMALE', cellNumbers: ['0831112222'] }], 60000);
      const cappedBefore = await funeral.graphql<{ getPolicyQuote: { lives: { coverAmount: number; cappedFrom: number | null }[] } }>(QUOTE, { idNumber: holderId, coverAmount: 60000 }, policy.owner);
      expect(cappedBefore.data?.getPolicyQuote.lives[0]).toMatchObject({ coverAmount: 40000, cappedFrom: 60000 });

      const result = await funeral.graphql<{ cancelFuneral: Policy }>(CANCEL, { id: policy.id, reason: ' Found a cheaper policy ' }, policy.owner);
      expect(result.errors).toBeUndefined();
      const cancelled = result.data!.cancelFuneral;
      expect(cancelled).toMatchObject({ state: 'CANCELLED', stateLabel: 'Cancelled Policy', cancelReason: 'Found a cheaper policy', refundAmount: 0 });
      expect(cancelled.cancelledAt).toBeTruthy();
      expect(cancelled.livesCovered.map((l) => [l.state, l.covered])).toEqual([
        ['POLICY_CANCELLED', false],
        ['POLICY_CANCELLED', false],
      ]);
      expect((await identityDebitOrder(identity, policy.clientId, policy.debitOrderId))?.status).toBe('CANCELLED');
      expect(await funeral.em().findOneOrFail(PremiumRefundEntity, { policy: policy.id })).toMatchObject({ amount: 0, status: 'NOT_DUE' });
      // The cancelled cover no longer counts against the holder's R100,000.
      const cappedAfter = await funeral.graphql<{ getPolicyQuote: { lives: { coverAmount: number; cappedFrom: number | null }[] } }>(QUOTE, { idNumber: holderId, coverAmount: 60000 }, policy.owner);
      expect(cappedAfter.data?.getPolicyQuote.lives[0]).toMatchObject({ coverAmount: 60000, cappedFrom: null });

      // Cancelled is final: no second cancellation, no new lives, no new payment details.
      expect((await funeral.graphql(CANCEL, { id: policy.id, reason: 'again' }, policy.owner)).errors?.[0]?.message).toBe('This policy is already cancelled');
      expect(fieldErrors(await addMember(policy.owner, child(policy.id, 4)))).toEqual(['memberType: Members cannot be added to a lapsed or cancelled policy']);
      expect((await funeral.graphql(UPDATE_FUNERAL, { id: policy.id, day: 1 }, policy.owner)).errors?.[0]?.message).toBe('This policy is cancelled and cannot be changed');
    });

    it('refunds the premiums collected', async () => {
      const policy = await buy();
      const em = funeral.em();
      em.create(PremiumPaymentEntity, { policy: policy.id, amount: 96.4, receivedAt: new Date() });
      em.create(PremiumPaymentEntity, { policy: policy.id, amount: 96.4, receivedAt: new Date() });
      await em.flush();
      const result = await funeral.graphql<{ cancelFuneral: Policy }>(CANCEL, { id: policy.id, reason: 'Changed my mind' }, policy.owner);
      expect(result.data?.cancelFuneral.refundAmount).toBe(192.8);
      expect(await funeral.em().findOneOrFail(PremiumRefundEntity, { policy: policy.id })).toMatchObject({ amount: 192.8, status: 'PENDING' });
    });

    it('refuses after the 31-day cooling-off period and changes nothing', async () => {
      const policy = await buy();
      await setPolicy(policy.id, { createdAt: new Date(Date.now() - 32 * 86_400_000) });
      const result = await funeral.graphql(CANCEL, { id: policy.id, reason: 'Too late' }, policy.owner);
      expect(code(result)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toBe('This policy can no longer be cancelled online: the 31-day cooling-off period has ended. Please contact us.');
      const row = await policyRow(policy.id);
      expect(row).toMatchObject({ state: 'DORMANT', cancelledAt: null });
      expect(await funeral.em().count(PolicyMemberEntity, { policy: policy.id, state: 'POLICY_CANCELLED' })).toBe(0);
      expect(await funeral.em().count(PremiumRefundEntity, { policy: policy.id })).toBe(0);
    });

    it('needs a reason, and cancels once when submitted twice at once', async () => {
      const policy = await buy();
      expect(fieldErrors(await funeral.graphql(CANCEL, { id: policy.id, reason: '  ' }, policy.owner))).toEqual(['cancelReason: This field is required']);
      const both = await Promise.all([funeral.graphql(CANCEL, { id: policy.id, reason: 'Twice' }, policy.owner), funeral.graphql(CANCEL, { id: policy.id, reason: 'Twice' }, policy.owner)]);
      expect(both.filter((r) => !r.errors)).toHaveLength(1);
      expect(await funeral.em().count(PremiumRefundEntity, { policy: policy.id })).toBe(1);
    });
  });

  describe('authorization', () => {
    it("another client can neither read nor change a client's policy or members; a visitor must sign in", async () => {
      const policy = await buy();
      const kid = (await addMember(policy.owner, child(policy.id, 4))).data!.createMember;
      const stranger = clientIdentity();
      const attempts: [string, Record<string, unknown>][] = [
        [READ_MEMBER, { id: kid.id }],
        [UPDATE_MEMBER, { id: kid.id, input: { firstNames: 'Changed' } }],
        [CREATE_MEMBER, { input: child(policy.id, 2) }],
        [UPDATE_FUNERAL, { id: policy.id, day: 1 }],
        [CANCEL, { id: policy.id, reason: 'Not mine' }],
        [READ_POLICY, { id: policy.id }],
      ];
      for (const [operation, variables] of attempts) {
        const asStranger = await funeral.graphql(operation, variables, stranger);
        expect([operation.slice(0, 40), code(asStranger)]).toEqual([operation.slice(0, 40), 'NOT_FOUND']);
        const asVisitor = await funeral.graphql(operation, variables, visitor);
        expect([operation.slice(0, 40), code(asVisitor)]).toEqual([operation.slice(0, 40), 'UNAUTHENTICATED']);
      }
      const row = await policyRow(policy.id);
      expect(row).toMatchObject({ state: 'DORMANT', paymentDueDay: 25 });
      expect((await funeral.em().findOneOrFail(PolicyMemberEntity, { id: kid.id })).firstNames).toBe('Ayanda');
      expect(await funeral.em().count(PolicyMemberEntity, { policy: policy.id })).toBe(2);
    });

    it("answers another client's record exactly as a missing one (code and message), so ids cannot be probed", async () => {
      const policy = await buy();
      const kid = (await addMember(policy.owner, child(policy.id, 4))).data!.createMember;
      const stranger = clientIdentity();
      const answer = (result: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) => [result.errors?.[0]?.extensions?.['code'], result.errors?.[0]?.message];
      const cases: [string, (id: string) => Record<string, unknown>, string][] = [
        [READ_MEMBER, (id) => ({ id }), kid.id],
        [UPDATE_MEMBER, (id) => ({ id, input: { firstNames: 'Changed' } }), kid.id],
        [READ_POLICY, (id) => ({ id }), policy.id],
        [CANCEL, (id) => ({ id, reason: 'Not mine' }), policy.id],
      ];
      for (const [operation, variables, id] of cases) {
        const theirs = answer(await funeral.graphql(operation, variables(id), stranger));
        const missing = answer(await funeral.graphql(operation, variables(randomUUID()), stranger));
        expect([operation.slice(0, 40), theirs]).toEqual([operation.slice(0, 40), missing]);
      }
    });

    it('answers NOT_FOUND for an id that names nothing, BAD_USER_INPUT for one that is not an id', async () => {
      const owner = clientIdentity();
      for (const [id, expected] of [
        [randomUUID(), 'NOT_FOUND'],
        ['not-an-id', 'BAD_USER_INPUT'],
      ]) {
        expect(code(await funeral.graphql(READ_MEMBER, { id }, owner))).toBe(expected);
        expect(code(await funeral.graphql(READ_POLICY, { id }, owner))).toBe(expected);
        expect(code(await funeral.graphql(CANCEL, { id, reason: 'x' }, owner))).toBe(expected);
      }
    });
  });
});
