import { ageFromIdNumber, buildSaIdNumber } from '@imali/shared/validation';
import { FRESH_KEY, clientIdentity, fuzzSubgraph, introspect, startTestSubgraph, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from './subgraph.definition';

const holderId = buildSaIdNumber({ birthDate: '1990-05-17', serial: 5123 })!;

// Every query and mutation with very long, Unicode, NUL, wrong-type and malformed-id values, as a
// visitor and as a client: bad input is answered (BAD_USER_INPUT and the like), never a fault.
// Each hostile value replaces one part of a valid call. Identity is not started: a sale that
// passes every rule is answered SUBGRAPH_UNAVAILABLE.
describe('funeral: no input gives a fault', () => {
  let subgraph: TestSubgraph;
  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: 'http://127.0.0.1:9' });
  }, 60_000);
  afterAll(() => subgraph?.close());

  it('answers every hostile call without INTERNAL_SERVER_ERROR and keeps answering', async () => {
    const schema = await introspect(subgraph);
    const obligation = {
      source: 'CLIENT_MANUAL_ENTRY',
      funeralPolicyInfo: { companyName: 'Ubuntu Burial Cover', coverAmount: 25000, premiumAmount: 185.5, startDate: '2021-06-01', paymentMethod: 'DEBIT_ORDER', livesCovered: ['POLICY_HOLDER', 'SPOUSE'] },
    };
    const report = await fuzzSubgraph(subgraph, schema, [visitor, clientIdentity()], {
      valid: {
        getPolicyQuote: { age: 35, gender: 'FEMALE', idNumber: holderId, spouse: true, children: 1, childAges: [4], coverAmount: 30000, income: 15000 },
        createClientObligation: { input: obligation },
        createSalesInteractionPolicyWithMembers: {
          funeral: { coverAmount: 30000, paymentDueDay: 25, paymentMethod: 'DEBI_CHECK' },
          bankAccount: { branchCode: '470010', accountNo: '1234567890' },
          beneficiary: { firstNames: 'Zodwa', surname: 'Ndlovu', cellNumbers: ['0823334444'] },
          members: [
            { memberType: 'POLICY_HOLDER', firstNames: 'Themba', surname: 'Ndlovu', idType: 'rsa_id', idNumber: holderId, ageAtSignup: ageFromIdNumber(holderId)!, cellNumbers: ['0721112222'], email: 'themba@example.co.za', income: 15000 },
            { memberType: 'CHILD', firstNames: 'Lwazi', surname: 'Ndlovu', ageAtSignup: 4 },
          ],
          salesInteraction: { idempotencyKey: FRESH_KEY },
        },
      },
    });
    expect(report.calls).toBeGreaterThan(1_000);
    expect(report.faults).toEqual([]);
    const alive = await subgraph.graphql('{ __typename }');
    expect(alive).toMatchObject({ status: 200, data: { __typename: 'Query' } });
  }, 600_000);
});
