import type { EntityManager } from '@mikro-orm/postgresql';
import { isSubgraphUnavailable, isWebSigned, tellClient, type IdentityInternalClient, type InternalDebitOrder } from '@imali/shared/identity-contract';
import { mandateSigningLink, mandateSignRequestMessage } from '@imali/funeral/domain';

/**
 * Whether a sale's debit order is one the client themself still signs on the web: NAEDO or DO,
 * AWAITING_SIGNATURE, on their own account.
 */
export const clientSignsDebitOrder = (order: Pick<InternalDebitOrder, 'paymentType' | 'status' | 'sentToThirdParty'>): boolean =>
  isWebSigned(order.paymentType) && order.status === 'AWAITING_SIGNATURE' && !order.sentToThirdParty;

/**
 * Whether someone must still sign a sale's debit order on the web: NAEDO or DO, AWAITING_SIGNATURE,
 * on the client's own account (the client, by the policy page) or a third party's (its holder, by
 * the link identity sends them: docs/decisions/debit-order-third-party-signing.md).
 */
export const debitOrderAwaitsWebSignature = (order: Pick<InternalDebitOrder, 'paymentType' | 'status'>): boolean =>
  isWebSigned(order.paymentType) && order.status === 'AWAITING_SIGNATURE';

/** What the SMS to a third party's account holder says the debit order pays for. */
export const THIRD_PARTY_PRODUCT = 'funeral cover';

/** The key identity sends the SMS under: once per policy. */
export const signRequestKey = (policyId: string) => `funeral-sign-debit-order:${policyId}`;

interface SignRequestRow {
  id: string;
  client_id: string;
  policy_number: string;
  debit_order_id: string | null;
  state: string;
}

export interface SignRequestOutcome {
  /** Sent now (or before under the same key), or nobody to send to: marked told. */
  notified: number;
  /** Signed, replaced or cancelled meanwhile: marked, nothing sent. */
  skipped: number;
  /** Identity down: left for the next run. */
  unavailable: number;
}

export interface SendSignRequestsOptions {
  /** Only this policy (the sale that just committed); otherwise every one still due. */
  policyId?: string;
  /**
   * The debit order was read just now (the sale): no need to ask identity whether it still awaits
   * the signature. A later run asks, so a client who signed meanwhile is not asked to.
   */
  fresh?: boolean;
  /** With `fresh`: the debit order is on a third party's account (identity's sentToThirdParty). */
  sentToThirdParty?: boolean;
  log: (entry: Record<string, unknown>) => void;
}

/** At most this many per run: a backlog drains over several runs. */
const SIGN_REQUEST_BATCH = 200;

/**
 * Sends the SMS asking the client to sign their NAEDO or DO debit order (or, on a third party's
 * account, asks identity to send its holder the link to sign it), for each policy the sale
 * marked (`sign_request_due_at`) and not yet told (`sign_request_notified_at`), still DORMANT
 * (awaiting its first premium), or ACTIVE / ON_RISK_GRACE with a new debit order on a third
 * party's account (a payment details change or a higher premium: replaceMandate marks it). After the sale commits, then on each premium collection run until
 * sent: identity down leaves it for the next run; identity sends a key once, so two runs at once
 * send one SMS. Logs ids only.
 */
export async function sendMandateSignRequests(
  em: EntityManager,
  identity: Pick<IdentityInternalClient, 'sendClientMessage' | 'findDebitOrder' | 'sendDebitOrderSignRequest'>,
  webOrigin: string,
  { policyId, fresh = false, sentToThirdParty = false, log }: SendSignRequestsOptions,
): Promise<SignRequestOutcome> {
  const outcome: SignRequestOutcome = { notified: 0, skipped: 0, unavailable: 0 };
  const connection = em.getConnection();
  const rows = await connection.execute<SignRequestRow[]>(
    `select "id", "client_id", "policy_number", "debit_order_id", "state" from "funeral"."funeral_policy"
     where "sign_request_due_at" is not null and "sign_request_notified_at" is null and "state" in ('DORMANT', 'ACTIVE', 'ON_RISK_GRACE') ${policyId ? 'and "id" = ?' : ''}
     order by "sign_request_due_at" limit ${SIGN_REQUEST_BATCH}`,
    policyId ? [policyId] : [],
  );
  const mark = (id: string) => connection.execute(`update "funeral"."funeral_policy" set "sign_request_notified_at" = now() where "id" = ? and "sign_request_notified_at" is null`, [id], 'run');
  for (const row of rows) {
    let thirdParty = sentToThirdParty;
    if (!fresh) {
      let order: InternalDebitOrder | null;
      try {
        order = row.debit_order_id ? await identity.findDebitOrder(row.client_id, row.debit_order_id) : null;
      } catch (error) {
        if (isSubgraphUnavailable(error)) {
          outcome.unavailable += 1;
          continue;
        }
        log({ msg: 'identity refused to read a debit order for its signing SMS', policyId: row.id, error: error instanceof Error ? error.name : 'unknown' });
        continue;
      }
      if (!order || !debitOrderAwaitsWebSignature(order)) {
        await mark(row.id);
        outcome.skipped += 1;
        continue;
      }
      thirdParty = order.sentToThirdParty;
    }
    // A policy in force asks only a third party's holder (a new debit order after a change); the
    // client's own SMS is about the first premium, and their policy page asks them to sign.
    if (!thirdParty && row.state !== 'DORMANT') {
      await mark(row.id);
      outcome.skipped += 1;
      continue;
    }
    if (thirdParty) {
      if (!row.debit_order_id) continue;
      let answer: Awaited<ReturnType<IdentityInternalClient['sendDebitOrderSignRequest']>>;
      try {
        // Identity sends it once per debit order, with the link; funeral never sees the holder's number.
        answer = await identity.sendDebitOrderSignRequest(row.client_id, row.debit_order_id, THIRD_PARTY_PRODUCT);
      } catch (error) {
        if (isSubgraphUnavailable(error)) {
          outcome.unavailable += 1;
          continue;
        }
        log({ msg: 'identity refused the account holder\'s signing SMS', policyId: row.id, error: error instanceof Error ? error.name : 'unknown' });
        continue;
      }
      await mark(row.id);
      if (answer.sent || answer.reason === 'NO_CONTACT_NUMBER' || answer.reason === 'REFUSED') outcome.notified += 1;
      else outcome.skipped += 1;
      continue;
    }
    const link = mandateSigningLink(webOrigin, row.id);
    if (!link) {
      log({ msg: 'no signing link: WEB_ORIGIN is not an http(s) origin', policyId: row.id });
      continue;
    }
    const told = await tellClient(identity, { clientId: row.client_id, key: signRequestKey(row.id), channel: 'SMS', body: mandateSignRequestMessage(row.policy_number, link) }, (entry) => log(entry));
    if (told === 'UNAVAILABLE') outcome.unavailable += 1;
    if (told === 'SENT' || told === 'NO_CELL_NUMBER') {
      await mark(row.id);
      outcome.notified += 1;
    }
  }
  return outcome;
}
