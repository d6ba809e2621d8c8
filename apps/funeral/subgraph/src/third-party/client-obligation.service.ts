import { isUuid } from '@imali/shared/validation';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, throwIfInvalid } from '@imali/shared/nest';
import { policyTypeLabel, policyTypeOf, centsToRand, randToCents } from '@imali/funeral/domain';
import { ClientObligationEntity } from './client-obligation.entity';
import { CLIENT_MANUAL_ENTRY, clientObligationErrors, normaliseLivesCovered } from '@imali/funeral/domain';
import type { ClientObligationInput, ThirdPartyFuneralPolicyModel } from './third-party-policy.model';

export function toThirdPartyModel(entity: ClientObligationEntity): ThirdPartyFuneralPolicyModel {
  const policyType = policyTypeOf(entity.livesCovered.map((memberType) => ({ memberType })));
  return {
    id: entity.id,
    companyName: entity.companyName,
    coverAmount: entity.coverAmount,
    premiumAmount: entity.premiumAmount,
    startDate: entity.startDate ?? null,
    paymentMethod: entity.paymentMethod ?? null,
    livesCovered: entity.livesCovered,
    policyType,
    policyTypeLabel: policyTypeLabel(policyType),
    source: entity.source,
    createdAt: entity.createdAt,
  };
}

/** A rand amount rounded to whole cents, as the domain counts money. */
const toWholeCents = (amount: number) => centsToRand(randToCents(amount) ?? 0);

/** Third-party funeral policies (client obligations) the client enters by hand; each client sees only their own. */
@Injectable()
export class ClientObligationService {
  constructor(private readonly em: EntityManager) {}

  async listForClient(clientId: string): Promise<ThirdPartyFuneralPolicyModel[]> {
    const rows = await this.em.find(ClientObligationEntity, { clientId }, { orderBy: { createdAt: 'desc' } });
    return rows.map(toThirdPartyModel);
  }

  private async findOwnEntity(clientId: string, id: string): Promise<ClientObligationEntity> {
    const obligation = isUuid(id) ? await this.em.findOne(ClientObligationEntity, { id }) : null;
    if (!obligation || obligation.clientId !== clientId) throw new NotFoundError('Policy not found');
    return obligation;
  }

  async findOwn(clientId: string, id: string): Promise<ThirdPartyFuneralPolicyModel> {
    return toThirdPartyModel(await this.findOwnEntity(clientId, id));
  }

  private apply(entity: ClientObligationEntity, input: ClientObligationInput): void {
    const info = input.funeralPolicyInfo;
    entity.companyName = info.companyName!.trim();
    entity.coverAmount = Number(info.coverAmount);
    entity.premiumAmount = toWholeCents(Number(info.premiumAmount));
    entity.startDate = info.startDate || null;
    entity.paymentMethod = info.paymentMethod?.trim().toUpperCase() || null;
    entity.livesCovered = normaliseLivesCovered(info.livesCovered ?? []);
    entity.source = CLIENT_MANUAL_ENTRY;
  }

  async create(clientId: string, input: ClientObligationInput): Promise<ThirdPartyFuneralPolicyModel> {
    throwIfInvalid(clientObligationErrors(input.funeralPolicyInfo, input.source));
    const entity = this.em.create(ClientObligationEntity, { clientId, companyName: '', coverAmount: 0, premiumAmount: 0, livesCovered: [] });
    this.apply(entity, input);
    await this.em.flush();
    return toThirdPartyModel(entity);
  }

  async update(clientId: string, id: string, input: ClientObligationInput): Promise<ThirdPartyFuneralPolicyModel> {
    const entity = await this.findOwnEntity(clientId, id);
    throwIfInvalid(clientObligationErrors(input.funeralPolicyInfo, input.source));
    this.apply(entity, input);
    await this.em.flush();
    return toThirdPartyModel(entity);
  }
}
