// Set-up through the API for specs whose subject is not the purchase screens (they have their
// own tests): GraphQL calls with the page's session, a funeral policy for the demo client.
import type { Page } from '@playwright/test';

/** A GraphQL call with the page's session (same origin). */
export async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
    { query, variables },
  ) as Promise<T>;
}

/** Buys a funeral policy for the signed-in demo client through the API, covering `others` too (SaleMemberInput); its id and policy number. */
export async function buyFuneralPolicy(page: Page, others: Record<string, unknown>[] = []): Promise<{ id: string; policyNumber: string }> {
  const { myClient } = await graphql<{ myClient: { idNumber: string; birthDate: string; firstNames: string; surname: string; cellNumbers: string[]; email: string } }>(
    page,
    '{ myClient { idNumber birthDate firstNames surname cellNumbers email } }',
  );
  const born = new Date(`${myClient.birthDate}T00:00:00Z`);
  const now = new Date(Date.now() + 2 * 3_600_000);
  const age = now.getUTCFullYear() - born.getUTCFullYear() - (now.getUTCMonth() < born.getUTCMonth() || (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() < born.getUTCDate()) ? 1 : 0);
  const sale = await graphql<{ createSalesInteractionPolicyWithMembers: { id: string; policyNumber: string } }>(
    page,
    `mutation E2eFuneralSale($funeral: FuneralSaleInput!, $bankAccount: SaleBankAccountInput!, $beneficiary: SaleBeneficiaryInput!, $members: [SaleMemberInput!]!, $salesInteraction: SalesInteractionInput!) {
      createSalesInteractionPolicyWithMembers(funeral: $funeral, bankAccount: $bankAccount, beneficiary: $beneficiary, members: $members, salesInteraction: $salesInteraction) { id policyNumber }
    }`,
    {
      funeral: { coverAmount: 10000, paymentDueDay: 25, paymentMethod: 'DEBI_CHECK' },
      bankAccount: { branchCode: '250655', accountNo: '62999888777' },
      beneficiary: { firstNames: 'Zodwa', surname: 'Nkosi', cellNumbers: ['0823334444'] },
      members: [
        {
          memberType: 'POLICY_HOLDER',
          firstNames: myClient.firstNames,
          surname: myClient.surname,
          idType: 'rsa_id',
          idNumber: myClient.idNumber,
          ageAtSignup: age,
          cellNumbers: myClient.cellNumbers,
          email: myClient.email,
          income: 18500,
        },
        ...others,
      ],
      salesInteraction: { idempotencyKey: crypto.randomUUID() },
    },
  );
  return sale.createSalesInteractionPolicyWithMembers;
}
