import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { COLLECTION_BATCH_LIMIT, type IdentityInternalClient } from '@imali/shared/identity-contract';
import type { PaymentsProvider } from '@imali/integrations/payments';
import type { LedgerPosting, LedgerService } from '../ledger/ledger.service';

export const EFT_CURSOR_NAME = 'incoming-payments';
/** Payments read per page of the feed (one ID-number look-up at identity per page). */
const PAGE = 500;
/** The most one EFT may credit (the savings domain's largest amount, R 10 000 000); above it operations look. */
export const EFT_MATCH_LIMIT_CENTS = 1_000_000_000;

export interface EftRunOutcome {
  read: number;
  matched: number;
  unmatched: number;
  credited: number;
}

/** An EFT reference as an ID number: spaces and dashes people type are dropped. */
export const idNumberOfReference = (reference: string) => reference.replace(/[\s-]+/g, '').toUpperCase();

/**
 * Matches incoming EFTs to clients' savings (docs/decisions/savings-eft-matching.md): the feed is
 * read page by page from the stored cursor; each page's references go to identity in one batch
 * (savings never stores ID numbers); a match is credited EFT_CONTRIBUTION (reference
 * eft:<payment id>) to the client's Emergency Fund, else their oldest goal; every payment is
 * recorded once, and the cursor moves in the same transaction, so a page is never credited twice.
 */
export class EftMatchJob {
  constructor(
    private readonly orm: Pick<MikroORM, 'em'>,
    private readonly payments: PaymentsProvider,
    private readonly identity: IdentityInternalClient,
    private readonly ledger: LedgerService,
  ) {}

  async run(): Promise<EftRunOutcome> {
    const total: EftRunOutcome = { read: 0, matched: 0, unmatched: 0, credited: 0 };
    for (;;) {
      const page = await this.page();
      total.read += page.read;
      total.matched += page.matched;
      total.unmatched += page.unmatched;
      total.credited += page.credited;
      if (page.read < PAGE) return total;
    }
  }

  private async page(): Promise<EftRunOutcome> {
    const em = this.orm.em.fork() as EntityManager;
    return em.transactional(async (tx) => {
      await tx.execute(`insert into "savings"."eft_cursor" ("name", "cursor", "updated_at") values (?, null, now()) on conflict ("name") do nothing`, [EFT_CURSOR_NAME], 'run');
      // The cursor row's lock: one reader of the feed at a time.
      const [row] = await tx.execute<{ cursor: string | null }[]>(`select "cursor" from "savings"."eft_cursor" where "name" = ? for update`, [EFT_CURSOR_NAME]);
      const { payments, cursor } = await this.payments.incomingPayments(row?.cursor ?? null, PAGE);
      if (payments.length === 0) return { read: 0, matched: 0, unmatched: 0, credited: 0 };
      const idNumbers = [...new Set(payments.map((p) => idNumberOfReference(p.reference)).filter((n) => n.length > 0 && n.length <= 20))];
      const clientByIdNumber = new Map<string, string>();
      for (let i = 0; i < idNumbers.length; i += COLLECTION_BATCH_LIMIT) {
        for (const match of await this.identity.clientIdsByIdNumber(idNumbers.slice(i, i + COLLECTION_BATCH_LIMIT))) clientByIdNumber.set(match.idNumber, match.clientId);
      }
      const clientIds = [...new Set(clientByIdNumber.values())];
      // Each client's goal for EFTs: the Emergency Fund, else the oldest goal.
      const targets = new Map<string, string>();
      if (clientIds.length > 0) {
        const rows = await tx.execute<{ client_id: string; bucket_id: string }[]>(
          `select distinct on (b."client_id") b."client_id", b."id" as bucket_id
           from "savings"."bucket" b join "savings"."savings" s on s."id" = b."savings_id" and s."deleted_at" is null
           where b."deleted_at" is null and b."client_id" in (select jsonb_array_elements_text(?::jsonb)::uuid)
           order by b."client_id", (b."bucket_type" = 'EMERGENCY') desc, b."created_at", b."id"`,
          [JSON.stringify(clientIds)],
        );
        for (const r of rows) targets.set(r.client_id, r.bucket_id);
      }
      const records = payments.map((payment) => {
        const clientId = clientByIdNumber.get(idNumberOfReference(payment.reference)) ?? null;
        const withinLimit = Number.isSafeInteger(payment.amountCents) && payment.amountCents > 0 && payment.amountCents <= EFT_MATCH_LIMIT_CENTS;
        const bucketId = clientId && withinLimit ? (targets.get(clientId) ?? null) : null;
        return {
          payment_id: payment.id,
          amount_cents: payment.amountCents,
          received_at: payment.receivedAt.toISOString(),
          status: bucketId ? 'MATCHED' : 'UNMATCHED',
          unmatched_reason: bucketId ? null : !clientId ? 'NO_CLIENT' : !withinLimit ? 'OVER_LIMIT' : 'NO_GOAL',
          client_id: clientId,
          bucket_id: bucketId,
        };
      });
      const inserted = await tx.execute<{ payment_id: string; bucket_id: string | null; amount_cents: string | number; status: string }[]>(
        `insert into "savings"."incoming_eft" ("id", "payment_id", "amount_cents", "received_at", "status", "unmatched_reason", "client_id", "bucket_id", "created_at")
         select gen_random_uuid(), v.payment_id, v.amount_cents, v.received_at, v.status, v.unmatched_reason, v.client_id, v.bucket_id, now()
         from jsonb_to_recordset(?::jsonb) as v(payment_id text, amount_cents bigint, received_at timestamptz, status text, unmatched_reason text, client_id uuid, bucket_id uuid)
         on conflict ("payment_id") do nothing
         returning "payment_id", "bucket_id", "amount_cents", "status"`,
        [JSON.stringify(records)],
      );
      const postings: LedgerPosting[] = inserted
        .filter((r) => r.status === 'MATCHED' && r.bucket_id)
        .map((r) => ({ bucketId: r.bucket_id!, kind: 'EFT_CONTRIBUTION', amountCents: Number(r.amount_cents), reference: `eft:${r.payment_id}` }));
      const credited = await this.ledger.postCredits(tx, postings);
      await tx.execute(`update "savings"."eft_cursor" set "cursor" = ?, "updated_at" = now() where "name" = ?`, [cursor, EFT_CURSOR_NAME], 'run');
      const matched = records.filter((r) => r.status === 'MATCHED').length;
      return { read: payments.length, matched, unmatched: payments.length - matched, credited };
    });
  }
}
