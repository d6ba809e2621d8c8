// The per-client document limit (docs/decisions/vault-document-limit.md), held under a lock on the
// client's row of vault.client_document_quota so two uploads at once cannot both take the last place.
import { VAULT_DOCUMENT_LIMIT, VAULT_DOCUMENT_LIMIT_MESSAGE } from '@imali/vault/domain';
import { FieldValidationError } from '@imali/shared/nest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Entity, PrimaryKey } from '@mikro-orm/core';

/** One row per client who has recorded a document: the row whose lock serialises their new documents. */
@Entity({ tableName: 'client_document_quota' })
export class ClientDocumentQuotaEntity {
  @PrimaryKey({ type: 'uuid' })
  clientId!: string;
}

/**
 * Call inside the transaction that records a new document, before it is created: takes the lock on
 * the client's quota row (created on first use) and refuses with VAULT_DOCUMENT_LIMIT_MESSAGE (on
 * `field`) when the client already holds VAULT_DOCUMENT_LIMIT documents. The vault's generated PDFs
 * do not count: the client did not add them, and each new version of one replaces nothing.
 * The lock is held until the transaction ends; the count taken after it sees every committed document.
 */
export async function reserveDocumentPlace(tx: EntityManager, clientId: string, field: string): Promise<void> {
  await tx.execute(
    `insert into "vault"."client_document_quota" ("client_id") values (?) on conflict ("client_id") do update set "client_id" = excluded."client_id"`,
    [clientId],
    'run',
  );
  await refuseWhenFull(tx, clientId, field);
}

/**
 * The same count without the lock, to refuse early (before a step that cannot be undone, such as the
 * national system sending an OTP) with the same message. Not a reservation: the transaction that
 * records the document still calls reserveDocumentPlace.
 */
export async function refuseWhenFull(em: EntityManager, clientId: string, field: string): Promise<void> {
  const [row] = await em.execute<{ count: string }[]>(
    `select count(*) as "count" from "vault"."client_document" where "client_id" = ? and "deleted_at" is null and "source" <> 'GENERATED'`,
    [clientId],
  );
  if (Number(row?.count ?? 0) >= VAULT_DOCUMENT_LIMIT) throw new FieldValidationError([{ field, message: VAULT_DOCUMENT_LIMIT_MESSAGE }]);
}
