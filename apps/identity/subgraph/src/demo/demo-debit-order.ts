import type { EntityManager } from '@mikro-orm/postgresql';
import type { PiiCipher } from '@imali/shared/nest';
import { BankAccountEntity } from '../bank-account/bank-account.entity';
import { DebitOrderEntity } from '../mandate/debit-order.entity';

/** Fixed, so the mandate wizard can be opened at once: /debit-order/<this id> (and by the e2e journey). */
export const DEMO_DEBIT_ORDER_ID = '0d3b1e52-7c4a-4f8e-9b6d-2a5c8e1f4d70';
const DEMO_BRANCH_CODE = '470010';
const DEMO_ACCOUNT_NO = '4100123456';

/**
 * A NAEDO debit order mandate awaiting the demo client's web signature, on a Capitec account of
 * theirs (development only). Idempotent: made once; a signed one stays signed.
 */
export async function seedDemoDebitOrder(em: EntityManager, cipher: PiiCipher, clientId: string): Promise<{ debitOrderId: string; created: boolean }> {
  return em.transactional(async (tx) => {
    if (await tx.findOne(DebitOrderEntity, { id: DEMO_DEBIT_ORDER_ID })) return { debitOrderId: DEMO_DEBIT_ORDER_ID, created: false };
    const accountNoHash = cipher.lookupHash(`bank:${DEMO_BRANCH_CODE}:${DEMO_ACCOUNT_NO}`);
    const account =
      (await tx.findOne(BankAccountEntity, { clientId, accountNoHash })) ??
      tx.create(BankAccountEntity, { clientId, bankName: 'Capitec Bank', branchCode: DEMO_BRANCH_CODE, accountNoEncrypted: cipher.encrypt(DEMO_ACCOUNT_NO), accountNoHash, ownAccount: true });
    tx.create(DebitOrderEntity, {
      id: DEMO_DEBIT_ORDER_ID,
      clientId,
      bankAccountId: account.id,
      paymentType: 'NAEDO',
      maxAmountCents: 15_050,
      payDay: 25,
      associatedProducts: [{ productType: 'FUNERAL', amountCents: 15_050, description: 'Funeral cover' }],
      status: 'AWAITING_SIGNATURE',
    });
    return { debitOrderId: DEMO_DEBIT_ORDER_ID, created: true };
  });
}
