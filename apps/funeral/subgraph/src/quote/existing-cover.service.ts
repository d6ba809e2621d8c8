import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PiiCipher } from '@imali/shared/nest';
import { COVERED_MEMBER_STATES } from '@imali/funeral/domain';
import { PolicyMemberEntity } from '../funeral-policy/policy-member.entity';
import { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';

export interface ExistingCoverOptions {
  /** Read inside this transaction (a member change reads under its policy lock). */
  readonly em?: EntityManager;
  /** Lives not to count: a member being re-priced is not its own existing cover. */
  readonly excludeMemberIds?: readonly string[];
  /**
   * Count only cover on this client's own policies. Quotes use it, so a quote never reveals
   * whether somebody else's ID number is insured with us; sales and member changes count all.
   */
  readonly onlyPoliciesOf?: string;
}

/** Funeral cover each life already has with us, for the statutory R100,000-per-life limit. */
@Injectable()
export class ExistingCoverService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
  ) {}

  async byIdNumber(idNumbers: (string | null | undefined)[], options: ExistingCoverOptions = {}): Promise<Map<string, number>> {
    const em = options.em ?? this.em;
    const wanted = new Map<string, string>();
    for (const id of idNumbers) if (id && id.trim()) wanted.set(this.cipher.lookupHash(id), id.replace(/\s+/g, ''));
    const result = new Map<string, number>();
    if (wanted.size === 0) return result;
    const excluded = options.excludeMemberIds?.length ? { id: { $nin: [...options.excludeMemberIds] } } : {};
    const members = await em.find(PolicyMemberEntity, { idNumberHash: { $in: [...wanted.keys()] }, state: { $in: [...COVERED_MEMBER_STATES] }, ...excluded });
    const live = new Set(
      (
        await em.find(
          FuneralPolicyEntity,
          { id: { $in: [...new Set(members.map((m) => m.policyId))] }, state: { $nin: ['CANCELLED', 'LAPSED'] }, ...(options.onlyPoliciesOf ? { clientId: options.onlyPoliciesOf } : {}) },
          { fields: ['id'] },
        )
      ).map((p) => p.id),
    );
    for (const member of members) {
      if (!live.has(member.policyId)) continue;
      const id = wanted.get(member.idNumberHash!)!;
      result.set(id, (result.get(id) ?? 0) + member.coverAmount);
    }
    return result;
  }
}
