import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GraphQLError } from 'graphql';
import { NotFoundError, mergeClientRecords } from '@imali/shared/nest';
import { isUuid } from '@imali/shared/validation';
import { ClientEntity } from './client.entity';
import { OtpService } from '../otp/otp.service';
import { CommunicationType } from '../otp/otp.model';
import { AuditEventEntity } from '../auth/audit-event.entity';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config';

export const GUEST_SALE_NOT_FOUND_MESSAGE = 'We could not find that purchase for your ID number';

/**
 * A registered client who bought as a visitor: the sale's guest record joins their own once they
 * prove control of the contact details captured at the sale (docs/decisions/guest-sale-records.md).
 */
@Injectable()
export class GuestLinkService {
  constructor(
    private readonly em: EntityManager,
    private readonly otp: OtpService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** The guest record when it carries the caller's own ID number; else one answer for "missing" and "someone else's". */
  private async guestOf(clientId: string, guestId: string): Promise<ClientEntity> {
    const own = await this.em.findOne(ClientEntity, { id: clientId }, { fields: ['idNumberHash'] });
    const guest = isUuid(guestId) ? await this.em.findOne(ClientEntity, { id: guestId, guest: true }) : null;
    if (!own?.idNumberHash || !guest || guest.idNumberHash !== own.idNumberHash) throw new NotFoundError(GUEST_SALE_NOT_FOUND_MESSAGE);
    return guest;
  }

  start(clientId: string, guestId: string, channel: CommunicationType): Promise<{ destination: string }> {
    return this.guestOf(clientId, guestId).then((guest) => this.otp.startGuestLink(clientId, guest, channel));
  }

  /** Moves the guest record's policies, documents and bank accounts to the caller, then removes it. */
  async confirm(clientId: string, code: string): Promise<boolean> {
    const guestId = await this.otp.confirmGuestLink(clientId, code);
    const guest = await this.guestOf(clientId, guestId);
    try {
      // Each area's move is idempotent: a failure part-way is finished by confirming a new code.
      await mergeClientRecords(this.config.FUNERAL_INTERNAL_URL, 'funeral', this.config.INTERNAL_AUTH_SECRET, guest.id, clientId);
      await mergeClientRecords(this.config.VAULT_INTERNAL_URL, 'vault', this.config.INTERNAL_AUTH_SECRET, guest.id, clientId);
    } catch {
      throw new GraphQLError('We could not add that purchase to your account right now. Please try again in a few minutes.', { extensions: { code: 'SUBGRAPH_UNAVAILABLE' } });
    }
    await this.em.transactional(async (em) => {
      for (const table of ['bank_account', 'lead', 'profile_photo']) {
        await em.getConnection().execute(`update identity.${table} set client_id = ? where client_id = ?`, [clientId, guest.id], 'run');
      }
      await em.nativeDelete(ClientEntity, { id: guest.id, guest: true });
      em.create(AuditEventEntity, { type: 'PROFILE_UPDATED', userId: null, detail: { clientId, linkedGuestSale: guest.id }, createdAt: new Date() });
    });
    return true;
  }
}
