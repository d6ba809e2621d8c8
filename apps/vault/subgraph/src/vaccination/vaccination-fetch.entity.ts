import { Entity, OptionalProps, Property } from '@mikro-orm/core';
import { ClientOwnedEntity } from '@imali/shared/nest';

/**
 * OTP_SENT, then VERIFIED (the right OTP; the certificate being stored), COMPLETED (documentId set),
 * ENDED (3 wrong OTPs) or EXPIRED (the service's OTP expired: a new request, "Resend", is the way on).
 */
export type VaccinationFetchState = 'OTP_SENT' | 'VERIFIED' | 'COMPLETED' | 'ENDED' | 'EXPIRED';

/**
 * One fetch of a vaccination certificate from the national system (fetchVaccinationCertificate):
 * the service's reference (encrypted: it may carry the person's details), where the OTP went, the
 * wrong OTPs so far (3 end the fetch) and the document it made.
 */
@Entity({ tableName: 'vaccination_fetch' })
export class VaccinationFetchEntity extends ClientOwnedEntity {
  [OptionalProps]?: 'wrongAttempts' | 'state' | 'documentId' | 'detailsHash';

  @Property({ type: 'text' })
  referenceEncrypted!: string;

  @Property({ type: 'string', length: 20 })
  maskedCellNumber!: string;

  @Property({ type: 'integer', default: 0 })
  wrongAttempts: number = 0;

  @Property({ type: 'string', length: 12, default: 'OTP_SENT' })
  state: VaccinationFetchState = 'OTP_SENT';

  @Property({ type: 'uuid', nullable: true })
  documentId?: string | null;

  /**
   * Keyed hash of the details the certificate carries, as sent (ID number, names, vaccination code):
   * with a full vault, a fetch whose details match no held certificate's is refused before the OTP
   * (docs/decisions/vault-full-vaccination-refetch-details.md). Null for fetches made before it was kept.
   */
  @Property({ type: 'string', length: 64, nullable: true })
  detailsHash?: string | null;
}
