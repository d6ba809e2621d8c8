import { randomUUID } from 'node:crypto';
import { ageFromIdNumber, buildSaIdNumber } from '@imali/shared/validation';
import { clientIdentity, TEST_INTERNAL_SECRET, TEST_PII_ENCRYPTION_KEY, visitor, type BuiltSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { DOCUMENT_UPLOAD_PURPOSE, PiiCipher, verifyCapability } from '@imali/shared/nest';
import { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';
import { startFuneralWithIdentity, stopFuneralWithIdentity } from '../testing/funeral-with-identity';
import { sandboxApprovedAccountNo } from '@imali/integrations/debicheck';

const SALE = `mutation($funeral: FuneralSaleInput!, $bank: SaleBankAccountInput!, $beneficiary: SaleBeneficiaryInput!, $members: [SaleMemberInput!]!, $si: SalesInteractionInput!) {
  createSalesInteractionPolicyWithMembers(funeral: $funeral, bankAccount: $bank, beneficiary: $beneficiary, members: $members, salesInteraction: $si) {
    id policyNumber payAtNumber clientId debitOrderId paymentBankAccountId documentUploadToken
  }
}`;
type Sale = { createSalesInteractionPolicyWithMembers: { id: string; clientId: string; paymentBankAccountId: string; documentUploadToken: string } };

let serial = Math.floor(Math.random() * 4000);
const newId = () => buildSaIdNumber({ birthDate: '1984-03-09', serial: 5000 + (serial++ % 4999) })!;
const cipher = new PiiCipher(TEST_PII_ENCRYPTION_KEY);

function saleVariables(holderId: string, holder: Record<string, unknown> = {}) {
  return {
    funeral: { coverAmount: 20000, paymentDueDay: 1, paymentMethod: 'DEBI_CHECK' },
    bank: { branchCode: '470010', accountNo: sandboxApprovedAccountNo('2') },
    beneficiary: { firstNames: 'Nomsa', surname: 'Dube', cellNumbers: ['0823334444'] },
    members: [{ memberType: 'POLICY_HOLDER', firstNames: 'Vusi', surname: 'Dube', idType: 'rsa_id', idNumber: holderId, ageAtSignup: ageFromIdNumber(holderId)!, cellNumbers: ['0725556666'], email: 'vusi@example.co.za', income: 12000, ...holder }],
    si: { idempotencyKey: randomUUID() },
  };
}

// Each test makes several sales through a second process: room for a loaded machine.
jest.setTimeout(30_000);

describe("funeral sale: a visitor's sale never reaches an existing client's record", () => {
  let identity: BuiltSubgraph;
  let funeral: TestSubgraph;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => funeral.em().getConnection().execute<T[]>(query, params);

  beforeAll(async () => ({ identity, funeral } = await startFuneralWithIdentity()), 60_000);
  afterAll(() => stopFuneralWithIdentity({ identity, funeral }));

  /** A registered client (account and verified OTP) who has bought a policy while signed in. */
  async function existingClient(idNumber: string): Promise<string> {
    const id = randomUUID();
    await sql(
      `insert into identity.client (id, id_type, id_number_encrypted, id_number_hash, first_names, surname, email, cell_numbers, accepted_terms, is_registration, otp_verification, created_at, updated_at)
       values (?, 'rsa_id', ?, ?, 'Existing', 'Client', ?, '{0829990000}', true, false, true, now(), now())`,
      [id, cipher.encrypt(idNumber), cipher.lookupHash(idNumber), `existing.${id}@example.co.za`],
    );
    await sql(`insert into identity.user_account (id, client_id, email, password_hash, created_at) values (?, ?, ?, 'x', now())`, [randomUUID(), id, `existing.${id}@example.co.za`]);
    const own = await funeral.graphql<Sale>(SALE, saleVariables(idNumber), clientIdentity(id));
    expect(own.errors).toBeUndefined();
    return id;
  }
  const holdings = async (clientId: string) => ({
    policies: await funeral.em().count(FuneralPolicyEntity, { clientId }),
    bankAccounts: Number((await sql<{ n: string }>('select count(*) as n from identity.bank_account where client_id = ?', [clientId]))[0]!.n),
  });

  it("a guest sale naming an existing client's ID number makes a separate record and tells the visitor nothing of the client", async () => {
    const idNumber = newId();
    const existing = await existingClient(idNumber);
    const before = await holdings(existing);
    const result = await funeral.graphql<Sale>(SALE, saleVariables(idNumber, { firstNames: 'Impostor', cellNumbers: ['0611112222'] }), visitor);
    expect(result.errors).toBeUndefined();
    const sale = result.data!.createSalesInteractionPolicyWithMembers;
    expect(sale.clientId).not.toBe(existing);
    expect(JSON.stringify(result)).not.toContain(existing);
    // The upload token opens the new record's vault only.
    expect(verifyCapability(sale.documentUploadToken, DOCUMENT_UPLOAD_PURPOSE, TEST_INTERNAL_SECRET)).toMatchObject({ ok: true, claims: { clientId: sale.clientId } });
    expect(await holdings(existing)).toEqual(before);
    const [existingRow] = await sql<{ first_names: string; cell_numbers: string[] }>('select first_names, cell_numbers from identity.client where id = ?', [existing]);
    expect(existingRow).toMatchObject({ first_names: 'Existing', cell_numbers: ['0829990000'] });
    // The new record holds what the visitor typed and is a guest record (no account).
    const [guest] = await sql<{ first_names: string; guest: boolean; id_number_hash: string }>('select first_names, guest, id_number_hash from identity.client where id = ?', [sale.clientId]);
    expect(guest).toMatchObject({ first_names: 'Impostor', guest: true, id_number_hash: cipher.lookupHash(idNumber) });
  });

  it('two guest sales with the same ID number make two records; a retried or doubled submit makes one', async () => {
    const idNumber = newId();
    const first = saleVariables(idNumber);
    const [a, b] = await Promise.all([funeral.graphql<Sale>(SALE, first, visitor), funeral.graphql<Sale>(SALE, first, visitor)]);
    const retried = await funeral.graphql<Sale>(SALE, first, visitor);
    expect(a.errors).toBeUndefined();
    const clientId = a.data!.createSalesInteractionPolicyWithMembers.clientId;
    expect(b.data?.createSalesInteractionPolicyWithMembers.clientId).toBe(clientId);
    expect(retried.data?.createSalesInteractionPolicyWithMembers.clientId).toBe(clientId);
    const second = await funeral.graphql<Sale>(SALE, saleVariables(idNumber), visitor);
    expect(second.errors).toBeUndefined();
    expect(second.data!.createSalesInteractionPolicyWithMembers.clientId).not.toBe(clientId);
    const rows = await sql<{ n: string }>('select count(*) as n from identity.client where id_number_hash = ?', [cipher.lookupHash(idNumber)]);
    expect(Number(rows[0]!.n)).toBe(2);
  });
});
