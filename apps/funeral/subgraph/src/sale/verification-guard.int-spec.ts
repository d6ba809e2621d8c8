import { randomUUID } from 'node:crypto';
import { ageFromIdNumber, buildSaIdNumber } from '@imali/shared/validation';
import { clientIdentity, startTestSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';

// Hole 4: a session whose OTP was never verified could buy and read policies through /graphql.
// The shared server-side session guard refuses it before anything is read or written.
const SALE = `mutation($funeral: FuneralSaleInput!, $bank: SaleBankAccountInput!, $beneficiary: SaleBeneficiaryInput!, $members: [SaleMemberInput!]!, $si: SalesInteractionInput!) {
  createSalesInteractionPolicyWithMembers(funeral: $funeral, bankAccount: $bank, beneficiary: $beneficiary, members: $members, salesInteraction: $si) { id clientId }
}`;
const holderId = buildSaIdNumber({ birthDate: '1985-05-05', serial: 4321 })!;
const sale = () => ({
  funeral: { coverAmount: 30000, paymentDueDay: 25, paymentMethod: 'DEBI_CHECK' },
  bank: { branchCode: '470010', accountNo: '1234567890' },
  beneficiary: { firstNames: 'Zodwa', surname: 'Ndlovu', cellNumbers: ['0823334444'] },
  members: [{ memberType: 'POLICY_HOLDER', firstNames: 'Themba', surname: 'Ndlovu', idType: 'rsa_id', idNumber: holderId, ageAtSignup: ageFromIdNumber(holderId)!, cellNumbers: ['0721112222'], income: 15000 }],
  si: { idempotencyKey: randomUUID() },
});

describe('funeral subgraph: a client who has not finished sign-up', () => {
  let funeral: TestSubgraph;
  beforeAll(async () => {
    // Nothing here may reach identity: the guard answers first.
    funeral = await startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: 'http://127.0.0.1:9' });
  });
  afterAll(() => funeral.close());

  const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.['code'];

  it.each([
    ['OTP not verified', { registered: true, acceptedTerms: true, otpVerified: false }],
    ['terms not accepted', { registered: true, acceptedTerms: false, otpVerified: true }],
    ['registration form not done', { registered: false, acceptedTerms: false, otpVerified: false }],
  ])('%s: cannot buy, read or change a policy', async (_label, verification) => {
    const caller = clientIdentity(randomUUID(), verification);
    const bought = await funeral.graphql(SALE, sale(), caller);
    expect(codeOf(bought)).toBe('VERIFICATION_REQUIRED');
    expect(await funeral.em().count(FuneralPolicyEntity, { clientId: caller.clientId })).toBe(0);
    const id = randomUUID();
    expect(codeOf(await funeral.graphql('query($id: ID!) { funeral(id: $id) { id } }', { id }, caller))).toBe('VERIFICATION_REQUIRED');
    expect(codeOf(await funeral.graphql('query($id: ID!) { member(id: $id) { id } }', { id }, caller))).toBe('VERIFICATION_REQUIRED');
    expect(codeOf(await funeral.graphql('mutation($id: ID!) { cancelFuneral(funeralId: $id, cancelReason: "x") { id } }', { id }, caller))).toBe('VERIFICATION_REQUIRED');
    expect(codeOf(await funeral.graphql('mutation($id: ID!) { updateFuneral(id: $id, paymentDueDay: 1) { id } }', { id }, caller))).toBe('VERIFICATION_REQUIRED');
    expect(codeOf(await funeral.graphql('query($id: ID!) { clientobligation(id: $id) { id } }', { id }, caller))).toBe('VERIFICATION_REQUIRED');
  });

  it('is quoted as a visitor, and once verified gets the ordinary answers', async () => {
    const pending = clientIdentity(randomUUID(), { registered: true, acceptedTerms: true, otpVerified: false });
    const quote = await funeral.graphql<{ getPolicyQuote: { premium: number } }>('{ getPolicyQuote(age: 30, gender: "FEMALE", coverAmount: 30000) { premium } }', {}, pending);
    expect(quote.errors).toBeUndefined();
    expect(quote.data?.getPolicyQuote.premium).toBeGreaterThan(0);
    const verified = clientIdentity(pending.clientId!);
    expect(codeOf(await funeral.graphql('query($id: ID!) { funeral(id: $id) { id } }', { id: randomUUID() }, verified))).toBe('NOT_FOUND');
  });
});
