import { fuzzSubgraph, introspect } from '@imali/shared/testing';
import { signCreditRecordAccess } from '@imali/shared/nest';
import { TEST_INTERNAL_SECRET, visitor } from '@imali/shared/testing';
import { GET_CHALLENGE, freshIdNumber, freshIdNumberNotUnderDebtCounselling, identityClient, linkedRecord, rightAnswers, startDebtWithIdentity, stopDebtWithIdentity, type ChallengeAnswer, type DebtWithIdentity } from './testing/debt-with-identity';

// Every query and mutation with very long, Unicode, NUL, wrong-type and malformed-id values, as a
// visitor and as a client with a credit record (sandbox bureau, real identity behind): bad input
// is answered (BAD_USER_INPUT, ACCESS_CODE_INVALID and the like), never a fault. Each hostile value
// replaces one part of a valid call, so it reaches the services and the database.
describe('debt: no input gives a fault', () => {
  const stack: Partial<DebtWithIdentity> = {};
  beforeAll(async () => Object.assign(stack, await startDebtWithIdentity()), 120_000);
  afterAll(() => stopDebtWithIdentity(stack));

  it('answers every hostile call without INTERNAL_SERVER_ERROR and keeps answering', async () => {
    const subgraph = stack.debt!;
    // Not under debt counselling: the valid budget call below must get through (it is refused then).
    const ownId = await freshIdNumberNotUnderDebtCounselling();
    const owner = await identityClient(subgraph, ownId, { verified: true });
    await linkedRecord(subgraph, ownId, owner.clientId!);
    const askedId = freshIdNumber();
    const answers = await rightAnswers(askedId);
    // A real set of questions to answer: the hostile variants replace its id, the ID number or an answer.
    const asked = await subgraph.graphql<ChallengeAnswer>(GET_CHALLENGE, { idNumber: askedId }, visitor);
    const challengeId = asked.data!.getChallenge.challengeId!;

    const schema = await introspect(subgraph);
    const report = await fuzzSubgraph(subgraph, schema, [visitor, owner], {
      valid: {
        getChallenge: { idNumber: askedId, income: 15000, force: false },
        doChallenge: { idNumber: askedId, challengeId, ...answers },
        getCreditRecord: { idNumber: ownId, accessCode: signCreditRecordAccess(ownId, owner.clientId, TEST_INTERNAL_SECRET) },
        getSnowballProjection: { amount: 500, withDC: false },
        addOrUpdateClientFinancialSummary: { clientId: owner.clientId, expenses: [{ description: 'Rent / Home', amount: 6500 }] },
      },
    });
    expect(report.calls).toBeGreaterThan(200);
    expect(report.faults).toEqual([]);
    // The valid calls got through, so the hostile variants of them reached the services.
    const reached = ['Query.getChallenge', 'Query.getCreditRecord', 'Query.getSnowballProjection', 'Mutation.addOrUpdateClientFinancialSummary'];
    expect(reached.filter((field) => !report.outcomes[field]?.['OK'])).toEqual([]);
    const alive = await subgraph.graphql('{ __typename }');
    expect(alive).toMatchObject({ status: 200, data: { __typename: 'Query' } });
  }, 600_000);
});
