import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { clientIdentity, startTestSubgraph, type TestSubgraph } from '@imali/shared/testing';
import type { CallerIdentity } from '@imali/shared/nest';
import { definition } from '../subgraph.definition';

/** The identity routes savings calls, answered from memory (fast; identity's own tests cover its side). */
export interface FakeIdentity {
  url: string;
  /** bankAccountId → owner and details. */
  accounts: Map<string, { clientId: string; accountNo: string }>;
  messages: { clientId: string; key: string; channel: string; subject?: string | null; body: string }[];
  /** clientId → birth date (YYYY-MM-DD); a client not here has none on record. */
  birthDates: Map<string, string>;
  close(): Promise<void>;
}

export async function startFakeIdentity(): Promise<FakeIdentity> {
  const accounts: FakeIdentity['accounts'] = new Map();
  const messages: FakeIdentity['messages'] = [];
  const birthDates: FakeIdentity['birthDates'] = new Map();
  const sentKeys = new Set<string>();
  const debitOrders = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const input = JSON.parse(body || '{}') as Record<string, string>;
      const account = accounts.get(input['bankAccountId'] ?? '');
      const own = account && account.clientId === input['clientId'] ? account : undefined;
      let answer: unknown;
      if (request.url === '/internal/bank-accounts/owned') answer = { owned: Boolean(own) };
      else if (request.url === '/internal/clients/birth-date') answer = { birthDate: birthDates.get(input['clientId'] ?? '') ?? null };
      else if (request.url === '/internal/bank-accounts/payout')
        answer = { bankAccount: own ? { id: input['bankAccountId'], bankName: 'Test Bank', accountNo: own.accountNo, branchCode: '470010', accountHolderName: 'T Nkosi' } : null };
      else if (request.url === '/internal/messages/send') {
        if (!sentKeys.has(input['key']!)) {
          sentKeys.add(input['key']!);
          messages.push(input as unknown as FakeIdentity['messages'][number]);
        }
        answer = { sent: true };
      } else if (request.url === '/internal/debit-orders/create' || request.url === '/internal/debit-orders/replace') {
        // Collections' hook (the bank change flow): one debit order per key.
        const order = (input as unknown as { debitOrder?: Record<string, unknown>; change?: Record<string, unknown> }).debitOrder ?? (input as unknown as { change: Record<string, unknown> }).change;
        const id = debitOrders.get(input['key']!) ?? randomUUID();
        debitOrders.set(input['key']!, id);
        answer = { debitOrder: { id, bankAccountId: order['bankAccountId'], paymentType: 'DEBI_CHECK', maxAmountCents: order['maxAmountCents'], payDay: order['payDay'], status: 'SENT', sentToThirdParty: false } };
      } else {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, accounts, messages, birthDates, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface SavingsStack {
  subgraph: TestSubgraph;
  identity: FakeIdentity;
}

export async function startSavingsStack(): Promise<SavingsStack> {
  const identity = await startFakeIdentity();
  const subgraph = await startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: identity.url });
  return { subgraph, identity };
}

export async function stopSavingsStack(stack: Partial<SavingsStack>): Promise<void> {
  await stack.subgraph?.close();
  await stack.identity?.close();
}

/** A signed-in client with one bank account of their own at identity (accountNo ending 4444: the payments sandbox fails payouts to it). */
export function newClient(stack: SavingsStack, accountNo = '1234567890'): { caller: CallerIdentity; clientId: string; bankAccountId: string } {
  const caller = clientIdentity();
  const bankAccountId = randomUUID();
  stack.identity.accounts.set(bankAccountId, { clientId: caller.clientId!, accountNo });
  return { caller, clientId: caller.clientId!, bankAccountId };
}

/** Money into a bucket as a collection would post it (cents). */
export async function credit(subgraph: TestSubgraph, bucketId: string, amountCents: number, kind = 'EFT_CONTRIBUTION'): Promise<void> {
  await subgraph.em().getConnection().execute(
    `insert into "savings"."ledger_entry" ("id", "bucket_id", "savings_id", "client_id", "kind", "amount_cents", "reference", "created_at")
     select gen_random_uuid(), b."id", b."savings_id", b."client_id", ?, ?, ?, current_timestamp from "savings"."bucket" b where b."id" = ?`,
    [kind, amountCents, `test:${randomUUID()}`, bucketId],
  );
}

/** Polls until `check` answers something truthy (payout callbacks arrive on a timer). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 3000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const BUCKET_FIELDS = 'id name bucketType description amount targetAmount targetDate payoutDate existingAmount percentageFull status desiredSavings totalContributionsAmount totalWithdrawalsAmount pendingWithdrawalsAmount metaData { key value } keepsFuneralPolicyId';
