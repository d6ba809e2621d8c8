import { randomUUID } from 'node:crypto';
import { ageFromIdNumber } from '@imali/shared/validation';
import { FRESH_KEY, clientIdentity, fuzzSubgraph, introspect, visitor, type BuiltSubgraph, type TestSubgraph } from '@imali/shared/testing';
import type { CallerIdentity } from '@imali/shared/nest';
import { newIdNumber, saleHolder } from './testing/sale-fixtures';
import { startFuneralWithIdentity, stopFuneralWithIdentity } from './testing/funeral-with-identity';

const SALE = `mutation($funeral: FuneralSaleInput!, $bank: SaleBankAccountInput!, $beneficiary: SaleBeneficiaryInput!, $members: [SaleMemberInput!]!, $si: SalesInteractionInput!) {
  createSalesInteractionPolicyWithMembers(funeral: $funeral, bankAccount: $bank, beneficiary: $beneficiary, members: $members, salesInteraction: $si) { id clientId }
}`;
const newHolderId = () => newIdNumber();
const holder = saleHolder;
const sale = (idNumber: string) => ({
  funeral: { coverAmount: 30000, paymentDueDay: 25, paymentMethod: 'DEBI_CHECK' },
  bankAccount: { branchCode: '470010', accountNo: '1234567890' },
  beneficiary: { firstNames: 'Zodwa', surname: 'Ndlovu', cellNumbers: ['0823334444'] },
  members: [holder(idNumber), { memberType: 'CHILD', firstNames: 'Lwazi', surname: 'Ndlovu', ageAtSignup: 4 }],
  salesInteraction: { idempotencyKey: FRESH_KEY },
});
/** A date of birth that makes someone `age` today (their birthday a month past). */
function dobForAge(age: number): string {
  const day = new Date(Date.now() - 30 * 86_400_000);
  day.setUTCFullYear(day.getUTCFullYear() - age);
  return day.toISOString().slice(0, 10);
}
const obligation = {
  source: 'CLIENT_MANUAL_ENTRY',
  funeralPolicyInfo: { companyName: 'Ubuntu Burial Cover', coverAmount: 25000, premiumAmount: 185.5, startDate: '2021-06-01', paymentMethod: 'DEBIT_ORDER', livesCovered: ['POLICY_HOLDER', 'SPOUSE'] },
};

// Every query and mutation with very long, Unicode, NUL, wrong-type and malformed-id values, as a
// visitor and as the owner of real policies (bought through the sale, with the real identity
// subgraph behind it): bad input is answered (BAD_USER_INPUT and the like), never a fault. Each
// hostile value replaces one part of a valid call, so it reaches the services and the database.
describe('funeral: no input gives a fault', () => {
  let identity: BuiltSubgraph;
  let subgraph: TestSubgraph;
  beforeAll(async () => ({ identity, funeral: subgraph } = await startFuneralWithIdentity()), 120_000);
  afterAll(() => stopFuneralWithIdentity({ identity, funeral: subgraph }));

  it('answers every hostile call without INTERNAL_SERVER_ERROR and keeps answering', async () => {
    // Two policies of one client (one of them to cancel) and a third-party policy of theirs.
    const holderId = newHolderId();
    const buy = async (buyer: CallerIdentity = visitor) => {
      const { funeral, bankAccount, beneficiary, members } = sale(holderId);
      const bought = await subgraph.graphql<{ createSalesInteractionPolicyWithMembers: { id: string; clientId: string } }>(SALE, { funeral, bank: bankAccount, beneficiary, members, si: { idempotencyKey: randomUUID() } }, buyer);
      expect(bought.errors).toBeUndefined();
      return bought.data!.createSalesInteractionPolicyWithMembers;
    };
    const policy = await buy();
    const owner = clientIdentity(policy.clientId);
    const toCancel = await buy(owner);
    const lives = await subgraph.graphql<{ funeral: { livesCovered: { id: string; memberType: string }[] } }>('query($id: ID!) { funeral(id: $id) { livesCovered { id memberType } } }', { id: policy.id }, owner);
    const childId = lives.data!.funeral.livesCovered.find((life) => life.memberType === 'CHILD')!.id;
    const created = await subgraph.graphql<{ createClientObligation: { id: string } }>('mutation($input: ClientObligationInput!) { createClientObligation(input: $input) { id } }', { input: obligation }, owner);
    const obligationId = created.data!.createClientObligation.id;

    const schema = await introspect(subgraph);
    const report = await fuzzSubgraph(subgraph, schema, [visitor, owner], {
      valid: {
        funeral: { id: policy.id },
        member: { id: childId },
        clientobligation: { id: obligationId },
        getPolicyQuote: { age: ageFromIdNumber(holderId), gender: 'MALE', idNumber: holderId, spouse: true, children: 1, childAges: [4], coverAmount: 30000, income: 15000 },
        createSalesInteractionPolicyWithMembers: sale(newHolderId()),
        createMember: { input: { policyId: policy.id, memberType: 'CHILD', firstNames: 'Ayanda', surname: 'Ndlovu', ageAtSignup: 6, dateOfBirth: dobForAge(6) } },
        updateMember: { id: childId, input: { firstNames: 'Lwazi', surname: 'Ndlovu', ageAtSignup: 4, dateOfBirth: dobForAge(4) } },
        // Not a pay day the premium collection specs run on (their policies awaiting a first premium are collected).
        updateFuneral: { id: policy.id, paymentDueDay: 8, paymentBankAccountId: null },
        cancelFuneral: { funeralId: toCancel.id, cancelReason: 'Found a cheaper policy' },
        createClientObligation: { input: obligation },
        updateClientObligation: { id: obligationId, input: obligation },
      },
    });
    expect(report.calls).toBeGreaterThan(1_000);
    expect(report.faults).toEqual([]);
    // The valid calls got through, so the hostile variants of them reached the services.
    const reached = ['Query.funeral', 'Query.member', 'Query.clientobligation', 'Query.getPolicyQuote', 'Mutation.createSalesInteractionPolicyWithMembers', 'Mutation.createMember', 'Mutation.updateMember', 'Mutation.updateFuneral', 'Mutation.cancelFuneral', 'Mutation.createClientObligation', 'Mutation.updateClientObligation'];
    expect(reached.filter((field) => !report.outcomes[field]?.['OK'])).toEqual([]);
    const alive = await subgraph.graphql('{ __typename }');
    expect(alive).toMatchObject({ status: 200, data: { __typename: 'Query' } });
  }, 600_000);
});
