import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientScope, FieldValidationError, PiiCipher, throwIfInvalid, type FieldErrorShape } from '@imali/shared/nest';
import { ACTIVATED_MEMBER_STATE, AWAITING_FIRST_PREMIUM_MEMBER_STATE, canAddMember, isCoveredMemberState } from '@imali/funeral/domain';
import { parseCalendarDate, toIsoDate } from '@imali/shared/validation';
import type { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';
import { PolicyMemberEntity } from '../funeral-policy/policy-member.entity';
import { FuneralPolicyService } from '../funeral-policy/funeral-policy.service';
import { ensureMandateCoversPremium } from '../funeral-policy/debit-order-mandates';
import { IdentityClient } from '../sale/identity-client';
import { POLICY_CANCELLED_MESSAGE, policyRefusal } from '../funeral-policy/policy-refusals';
import { ExistingCoverService } from '../quote/existing-cover.service';
import { hasNonSouthAfricanId, idLockErrors, memberErrors, normaliseIdNumber, pricedIdNumber, type MemberFields } from '@imali/funeral/domain';
import { priceLifeOnPolicy } from './member-pricing';
import type { CreateMemberInput, UpdateMemberInput } from './member.input';

const upperOrNull = (value: string | null | undefined) => value?.trim().toUpperCase() || null;
const trimOrNull = (value: string | null | undefined) => value?.trim() || null;
const isoDay = (value: string | null | undefined) => {
  const day = parseCalendarDate(value);
  return day ? toIsoDate(day) : null;
};

/** The passport expiry date is kept only with another country's ID (funeral.md §5); a South African ID clears it. */
const passportExpiryOf = (member: MemberFields) => (hasNonSouthAfricanId(member) ? isoDay(member.passportExpiresDate) : null);


/** Field errors once per field, the first reported winning (the ID lock before the format check). */
const oncePerField = (errors: FieldErrorShape[]) => errors.filter((error, index) => errors.findIndex((e) => e.field === error.field) === index);

/** canAddMember's refusal (limits, INDFUN, policy state, type) as a BAD_USER_INPUT on memberType. */
function refuseUnlessAllowed(policy: FuneralPolicyEntity, members: readonly PolicyMemberEntity[], memberType: string): void {
  const check = canAddMember({ accountingIdentifier: policy.accountingIdentifier, pricingVersion: policy.pricingVersion, state: policy.state, livesCovered: members }, memberType);
  if (!check.allowed) throw new FieldValidationError([{ field: 'memberType', message: check.message }]);
}

/**
 * createMember, updateMember and member(id): a client's dependants on their own policies. An
 * added or re-aged life is priced on the policy's own pricing version under the statutory caps,
 * and the policy's premium and type change with it in one transaction, under a lock on the
 * policy row so that two adds at once cannot pass the limits together.
 */
export const MEMBER_NOT_FOUND = 'Member not found';

@Injectable()
export class MemberService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
    private readonly existingCover: ExistingCoverService,
    private readonly policies: FuneralPolicyService,
    private readonly identityApi: IdentityClient,
  ) {}

  decryptIdNumber(encrypted: string | null | undefined): string | null {
    return encrypted ? this.cipher.decrypt(encrypted) : null;
  }

  /** Per-object authorization: a member of one of the client's policies, else NOT_FOUND (another client's looks missing). */
  findOwn(clientId: string, id: string): Promise<PolicyMemberEntity> {
    return new ClientScope(this.em, clientId).findOne(PolicyMemberEntity, id, { via: 'policy', notFound: MEMBER_NOT_FOUND, populate: ['policy'] });
  }

  async create(clientId: string, input: CreateMemberInput): Promise<PolicyMemberEntity> {
    const policy = await this.policies.findOwn(clientId, input.policyId);
    const memberType = input.memberType;
    refuseUnlessAllowed(policy, await policy.members.matching({}), memberType);
    const today = new Date();
    throwIfInvalid(memberErrors({ ...input, memberType }, today, { today }));
    const idNumber = normaliseIdNumber(input.idNumber);

    return this.em.transactional(async (em) => {
      const locked = await this.policies.lock(em, policy);
      const members = await em.find(PolicyMemberEntity, { policy: locked });
      refuseUnlessAllowed(locked, members, memberType);
      const priced = pricedIdNumber(input.idType, idNumber);
      const existingCoverByIdNumber = await this.existingCover.byIdNumber([priced], { em });
      const pricing = priceLifeOnPolicy(locked, members, { memberType, age: input.ageAtSignup, gender: input.gender, idNumber: priced }, { existingCoverByIdNumber, today });
      if (!pricing.ok) throw new FieldValidationError(pricing.errors);
      const created = em.create(PolicyMemberEntity, {
        policy: locked,
        memberType,
        firstNames: input.firstNames.trim(),
        surname: input.surname.trim(),
        gender: upperOrNull(input.gender),
        ageAtSignup: input.ageAtSignup ?? null,
        dateOfBirth: isoDay(input.dateOfBirth),
        idType: idNumber ? input.idType?.trim().toLowerCase() || 'rsa_id' : null,
        idNumberEncrypted: idNumber ? this.cipher.encrypt(idNumber) : null,
        idNumberHash: idNumber ? this.cipher.lookupHash(idNumber) : null,
        passportExpiresDate: passportExpiryOf({ ...input, memberType }),
        cellNumbers: (input.cellNumbers ?? []).map((cell) => cell.trim()).filter(Boolean),
        email: trimOrNull(input.email),
        relationship: memberType === 'PARENT' || memberType === 'EXTENDED' ? upperOrNull(input.relationship) : trimOrNull(input.relationship),
        coverAmount: pricing.life.coverAmount,
        premium: pricing.life.premium,
        // Cover in force (docs/decisions/funeral-waiting-period-ends.md): the new life's waiting periods run from today.
        state: locked.firstActivated ? ACTIVATED_MEMBER_STATE : AWAITING_FIRST_PREMIUM_MEMBER_STATE,
      });
      locked.currentPremiumTotal = pricing.premiumTotal;
      locked.policyType = pricing.policyType;
      await ensureMandateCoversPremium(this.identityApi, locked);
      return created;
    });
  }

  async update(clientId: string, id: string, input: UpdateMemberInput): Promise<PolicyMemberEntity> {
    const member = await this.findOwn(clientId, id);
    const policy = member.policy.getEntity();
    if (member.memberType === 'POLICY_HOLDER') refuseUnlessAllowed(policy, [], 'POLICY_HOLDER');
    if (policy.state === 'CANCELLED') throw policyRefusal(POLICY_CANCELLED_MESSAGE, 'POLICY_CANCELLED');

    const storedIdNumber = this.decryptIdNumber(member.idNumberEncrypted);
    const given = <T>(value: T | undefined, stored: T): T => (value === undefined ? stored : value);
    const merged: MemberFields = {
      memberType: member.memberType,
      firstNames: given(input.firstNames, member.firstNames),
      surname: given(input.surname, member.surname),
      gender: given(input.gender, member.gender ?? null),
      ageAtSignup: given(input.ageAtSignup, member.ageAtSignup ?? null),
      dateOfBirth: given(input.dateOfBirth, member.dateOfBirth ?? null),
      idType: given(input.idType, member.idType ?? null),
      idNumber: given(input.idNumber, storedIdNumber),
      cellNumbers: given(input.cellNumbers, member.cellNumbers),
      email: given(input.email, member.email ?? null),
      relationship: given(input.relationship, member.relationship ?? null),
      passportExpiresDate: given(input.passportExpiresDate, member.passportExpiresDate ?? null),
    };
    // Ages are checked as on the day the member joined: ageAtSignup is the age then. The passport
    // expiry is checked against today, when it is given (a stored date left out is kept as it is).
    // A stored ID cannot change (idLockErrors says so): the other rules read the member with it.
    const ruleOptions = { today: new Date(), checkPassportExpiry: input.passportExpiresDate !== undefined };
    const checked = storedIdNumber ? { ...merged, idType: member.idType ?? null, idNumber: storedIdNumber } : merged;
    throwIfInvalid(oncePerField([...idLockErrors({ idType: member.idType, idNumber: storedIdNumber }, input), ...memberErrors(checked, member.createdAt, ruleOptions)]));
    const idNumber = normaliseIdNumber(merged.idNumber);
    const newIdNumber = !storedIdNumber && idNumber ? idNumber : null;

    return this.em.transactional(async (em) => {
      const locked = await this.policies.lock(em, policy);
      const row = await em.findOneOrFail(PolicyMemberEntity, { id: member.id }, { refresh: true });
      const ageChanged = merged.ageAtSignup !== (row.ageAtSignup ?? null);
      // The price depends on the age and, through the statutory caps, on who the person is.
      if ((ageChanged || newIdNumber) && isCoveredMemberState(row.state)) {
        const others = (await em.find(PolicyMemberEntity, { policy: locked })).filter((other) => other.id !== row.id);
        const priced = pricedIdNumber(checked.idType, idNumber);
        const existingCoverByIdNumber = await this.existingCover.byIdNumber([priced], { em, excludeMemberIds: [row.id] });
        const pricing = priceLifeOnPolicy(
          locked,
          others,
          { memberType: row.memberType, age: merged.ageAtSignup, gender: merged.gender, idNumber: priced },
          { existingCoverByIdNumber, today: row.createdAt },
        );
        if (!pricing.ok) throw new FieldValidationError(pricing.errors);
        row.coverAmount = pricing.life.coverAmount;
        row.premium = pricing.life.premium;
        locked.currentPremiumTotal = pricing.premiumTotal;
        locked.policyType = pricing.policyType;
        await ensureMandateCoversPremium(this.identityApi, locked);
      }
      row.firstNames = merged.firstNames!.trim();
      row.surname = merged.surname!.trim();
      row.gender = upperOrNull(merged.gender);
      row.ageAtSignup = merged.ageAtSignup ?? null;
      row.dateOfBirth = isoDay(merged.dateOfBirth);
      if (newIdNumber) {
        row.idType = merged.idType?.trim().toLowerCase() || 'rsa_id';
        row.idNumberEncrypted = this.cipher.encrypt(newIdNumber);
        row.idNumberHash = this.cipher.lookupHash(newIdNumber);
      } else if (!storedIdNumber) {
        row.idType = null;
      }
      row.passportExpiresDate = passportExpiryOf({ ...merged, idType: row.idType, idNumber: row.idType ? idNumber : null });
      row.cellNumbers = (merged.cellNumbers ?? []).map((cell) => cell.trim()).filter(Boolean);
      row.email = trimOrNull(merged.email);
      row.relationship = row.memberType === 'PARENT' || row.memberType === 'EXTENDED' ? upperOrNull(merged.relationship) : trimOrNull(merged.relationship);
      return row;
    });
  }
}
