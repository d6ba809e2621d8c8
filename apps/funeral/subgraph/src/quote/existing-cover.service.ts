import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PiiCipher } from '@imali/shared/nest';
import { COVERED_MEMBER_STATES } from '@imali/funeral/domain';
import { PolicyMemberEntity } from '../funeral-policy/policy-member.entity';
import { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';

/** Funeral cover each life already has with us, for the statutory R100,000-per-life limit. */
@Injectable()
export class ExistingCoverService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
  ) {}

  async byIdNumber(idNumbers: (string | null | undefined)[]): Promise<Map<string, number>> {
    const wanted = new Map<string, string>();
    for (const id of idNumbers) if (id && id.trim()) wanted.set(this.cipher.lookupHash(id), id.replace(/\s+/g, ''));
    const result = new Map<string, number>();
    if (wanted.size === 0) return result;
    const members = await this.em.find(PolicyMemberEntity, { idNumberHash: { $in: [...wanted.keys()] }, state: { $in: [...COVERED_MEMBER_STATES] } });
    const live = new Set(
      (await this.em.find(FuneralPolicyEntity, { id: { $in: [...new Set(members.map((m) => m.policyId))] }, state: { $nin: ['CANCELLED', 'LAPSED'] } }, { fields: ['id'] })).map((p) => p.id),
    );
    for (const member of members) {
      if (!live.has(member.policyId)) continue;
      const id = wanted.get(member.idNumberHash!)!;
      result.set(id, (result.get(id) ?? 0) + member.coverAmount);
    }
    return result;
  }
}
