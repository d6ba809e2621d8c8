import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientScope, refuseStaleWrite, throwIfInvalid } from '@imali/shared/nest';
import { CLIENT_MANUAL_ENTRY, centsToRand, clientObligationErrors, normaliseLivesCovered, randToCents } from '@imali/funeral/domain';
import { ClientObligationEntity } from './client-obligation.entity';
import type { ClientObligationInput } from './client-obligation.input';
import { POLICY_NOT_FOUND } from '../funeral-policy/funeral-policy.service';

/** A rand amount rounded to whole cents, as the domain counts money. */
const toWholeCents = (amount: number) => centsToRand(randToCents(amount) ?? 0);

/** Third-party funeral policies (client obligations) the client enters by hand; each client sees only their own. */
@Injectable()
export class ClientObligationService {
  constructor(private readonly em: EntityManager) {}

  listForClient(clientId: string): Promise<ClientObligationEntity[]> {
    return new ClientScope(this.em, clientId).find(ClientObligationEntity, {}, { orderBy: { createdAt: 'desc' } });
  }

  findOwn(clientId: string, id: string): Promise<ClientObligationEntity> {
    return new ClientScope(this.em, clientId).findOne(ClientObligationEntity, id, { notFound: POLICY_NOT_FOUND });
  }

  private apply(entity: ClientObligationEntity, input: ClientObligationInput): void {
    const info = input.funeralPolicyInfo;
    entity.companyName = info.companyName!.trim();
    entity.coverAmount = Number(info.coverAmount);
    entity.premiumAmount = toWholeCents(Number(info.premiumAmount));
    entity.startDate = info.startDate || null;
    entity.paymentMethod = info.paymentMethod ?? null;
    entity.livesCovered = normaliseLivesCovered(info.livesCovered ?? []);
    entity.source = CLIENT_MANUAL_ENTRY;
  }

  async create(clientId: string, input: ClientObligationInput): Promise<ClientObligationEntity> {
    throwIfInvalid(clientObligationErrors(input.funeralPolicyInfo, input.source));
    const entity = this.em.create(ClientObligationEntity, { clientId, companyName: '', coverAmount: 0, premiumAmount: 0, livesCovered: [] });
    this.apply(entity, input);
    await this.em.flush();
    return entity;
  }

  async update(clientId: string, id: string, input: ClientObligationInput): Promise<ClientObligationEntity> {
    const entity = await this.findOwn(clientId, id);
    throwIfInvalid(clientObligationErrors(input.funeralPolicyInfo, input.source));
    this.apply(entity, input);
    // Two changes at once: the second is told to reload rather than overwrite the first.
    await refuseStaleWrite(() => this.em.flush());
    return entity;
  }
}
