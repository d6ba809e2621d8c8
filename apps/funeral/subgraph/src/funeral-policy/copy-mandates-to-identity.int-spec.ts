import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { TEST_INTERNAL_SECRET, visitor, type BuiltSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { DebitOrderMandateEntity } from './debit-order-mandate.entity';
import { FuneralPolicyEntity } from './funeral-policy.entity';
import { copyMandatesToIdentity } from './copy-mandates-to-identity';
import { saleHolder } from '../testing/sale-fixtures';
import { identityDebitOrder, settledDebitOrder, startFuneralWithIdentity, stopFuneralWithIdentity } from '../testing/funeral-with-identity';
import { sandboxApprovedAccountNo } from '@imali/integrations/debicheck';

const SALE = `mutation($funeral: FuneralSaleInput!, $bank: SaleBankAccountInput!, $beneficiary: SaleBeneficiaryInput!, $members: [SaleMemberInput!]!, $si: SalesInteractionInput!) {
  createSalesInteractionPolicyWithMembers(funeral: $funeral, bankAccount: $bank, beneficiary: $beneficiary, members: $members, salesInteraction: $si) { id clientId debitOrderId paymentBankAccountId }
}`;
type Sold = { id: string; clientId: string; debitOrderId: string; paymentBankAccountId: string };

// Funeral's own mandate rows (before mandates moved to identity) copied through identity's contract.
describe('funeral: copying its old mandates to identity', () => {
  let identity: BuiltSubgraph;
  let funeral: TestSubgraph;
  let contract: IdentityInternalClient;

  beforeAll(async () => {
    ({ identity, funeral } = await startFuneralWithIdentity());
    contract = new IdentityInternalClient({ baseUrl: identity.url, secret: TEST_INTERNAL_SECRET });
  }, 60_000);
  afterAll(() => stopFuneralWithIdentity({ identity, funeral }));

  const buy = async (paymentMethod = 'DEBI_CHECK'): Promise<Sold> => {
    const result = await funeral.graphql<{ createSalesInteractionPolicyWithMembers: Sold }>(
      SALE,
      {
        funeral: { coverAmount: 30000, paymentDueDay: 25, paymentMethod },
        bank: { branchCode: '470010', accountNo: sandboxApprovedAccountNo('1') },
        beneficiary: { firstNames: 'Zodwa', surname: 'Ndlovu', cellNumbers: ['0823334444'] },
        members: [saleHolder()],
        si: { idempotencyKey: randomUUID() },
      },
      visitor,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.createSalesInteractionPolicyWithMembers;
  };

  /** Makes a sold policy look as it did before the move: its current mandate a funeral row. */
  const asBeforeTheMove = async (sold: Sold, status: string, paymentType = 'DEBI_CHECK', day = 7) => {
    const em = funeral.em();
    const policy = await em.findOneOrFail(FuneralPolicyEntity, { id: sold.id });
    em.create(DebitOrderMandateEntity, { policy, bankAccountId: sold.paymentBankAccountId, paymentType, maxAmount: 10, payDay: 3, status: 'REPLACED', sentToThirdParty: false });
    const row = em.create(DebitOrderMandateEntity, { policy, bankAccountId: sold.paymentBankAccountId, paymentType, maxAmount: 123.45, payDay: day, status, sentToThirdParty: false });
    policy.debitOrderId = row.id;
    if (status === 'CANCELLED') policy.state = 'CANCELLED';
    await em.flush();
    return row.id;
  };

  it('points each live policy at a debit order at identity with the same terms (cents), once however often it runs', async () => {
    const live = await buy();
    const naedo = await buy('NAEDO');
    const cancelled = await buy();
    const liveRow = await asBeforeTheMove(live, 'SENT');
    const naedoRow = await asBeforeTheMove(naedo, 'SENT', 'NAEDO', 31);
    const cancelledRow = await asBeforeTheMove(cancelled, 'CANCELLED');

    const first = await copyMandatesToIdentity(funeral.em() as EntityManager, contract, 2);
    expect(first.copied).toBeGreaterThanOrEqual(2);
    const moved = await funeral.em().fork().findOneOrFail(FuneralPolicyEntity, { id: live.id });
    expect(moved.debitOrderId).not.toBe(liveRow);
    expect(await settledDebitOrder(identity, live.clientId, moved.debitOrderId!)).toMatchObject({
      bankAccountId: live.paymentBankAccountId,
      paymentType: 'DEBI_CHECK',
      maxAmountCents: 12_345,
      payDay: 7,
      status: 'APPROVED',
      sentToThirdParty: false,
    });
    const movedNaedo = await funeral.em().fork().findOneOrFail(FuneralPolicyEntity, { id: naedo.id });
    await expect(identityDebitOrder(identity, naedo.clientId, movedNaedo.debitOrderId!)).resolves.toMatchObject({ paymentType: 'NAEDO', payDay: 31, status: 'AWAITING_SIGNATURE' });
    // A cancelled policy keeps its funeral row (read-only), and cancelling or changing nothing needs it.
    expect((await funeral.em().fork().findOneOrFail(FuneralPolicyEntity, { id: cancelled.id })).debitOrderId).toBe(cancelledRow);

    // Again (a re-run, or a crash before the policy was updated): nothing new anywhere.
    const again = await copyMandatesToIdentity(funeral.em() as EntityManager, contract);
    expect(again.copied).toBe(0);
    expect((await funeral.em().fork().findOneOrFail(FuneralPolicyEntity, { id: live.id })).debitOrderId).toBe(moved.debitOrderId);
    await funeral.em().fork().nativeUpdate(FuneralPolicyEntity, { id: naedo.id }, { debitOrderId: naedoRow });
    await copyMandatesToIdentity(funeral.em() as EntityManager, contract);
    expect((await funeral.em().fork().findOneOrFail(FuneralPolicyEntity, { id: naedo.id })).debitOrderId).toBe(movedNaedo.debitOrderId);
  });
});
