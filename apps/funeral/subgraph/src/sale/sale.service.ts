import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { createHash } from 'node:crypto';
import { DOCUMENT_UPLOAD_PURPOSE, DOCUMENT_UPLOAD_TTL_SECONDS, FieldValidationError, PiiCipher, signCapability, throwIfInvalid, type CallerIdentity } from '@imali/shared/nest';
import { completeSaleMember, CURRENT_PRICING_VERSION, easyPayNumberForPolicy, makePolicyNumber, priceCoveredLives, saleErrors } from '@imali/funeral/domain';
import { ageFromIdNumber, dateOfBirthFromIdNumber, INVALID_REQUEST_KEY_MESSAGE, validateRequestKey } from '@imali/shared/validation';
import { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';
import { PolicyMemberEntity } from '../funeral-policy/policy-member.entity';
import { BeneficiaryEntity } from '../funeral-policy/beneficiary.entity';
import { DebitOrderMandateEntity } from '../funeral-policy/debit-order-mandate.entity';
import { ExistingCoverService } from '../quote/existing-cover.service';
import { FUNERAL_CONFIG, type FuneralConfig } from '../funeral.config';
import { IdentityClient } from './identity-client';
import type { FuneralSaleInput, SaleBankAccountInput, SaleBeneficiaryInput, SaleMemberInput, SaleResultModel, SalesInteractionInput } from './sale.input';

/** A stable derived key (for identity's idempotent calls) from the sale's key. */
const derivedKey = (key: string, purpose: string) => {
  const hex = createHash('sha256').update(`${purpose}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

@Injectable()
export class SaleService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
    private readonly identityApi: IdentityClient,
    private readonly existingCover: ExistingCoverService,
    @Inject(FUNERAL_CONFIG) private readonly config: FuneralConfig,
  ) {}

  private result(policy: FuneralPolicyEntity): SaleResultModel {
    // Valid for 2 hours from the sale itself, so a retried submit gets the very same token.
    const soldAt = policy.createdAt.getTime();
    const stillUseful = soldAt + (DOCUMENT_UPLOAD_TTL_SECONDS - 60) * 1000 > Date.now();
    return {
      documentUploadToken: stillUseful
        ? signCapability({ purpose: DOCUMENT_UPLOAD_PURPOSE, clientId: policy.clientId, subject: policy.id }, this.config.INTERNAL_AUTH_SECRET, DOCUMENT_UPLOAD_TTL_SECONDS, soldAt)
        : null,
      id: policy.id,
      policyNumber: policy.policyNumber,
      payAtNumber: policy.easyPayNumber!,
      clientId: policy.clientId,
      debitOrderId: policy.debitOrderId!,
      paymentBankAccountId: policy.paymentBankAccountId!,
    };
  }

  /**
   * A retry answers with the first sale's result (and its upload token) only to the same buyer:
   * the same signed-in client, or a visitor naming the same policy holder's ID number. Anyone
   * else holding the key is told it is not valid.
   */
  private async retried(em: EntityManager, caller: CallerIdentity, earlier: FuneralPolicyEntity, holderIdNumber: string | null | undefined): Promise<SaleResultModel> {
    let sameBuyer: boolean;
    if (caller.clientId) {
      sameBuyer = earlier.clientId === caller.clientId;
    } else {
      const idNumber = holderIdNumber?.replace(/\s+/g, '');
      const holder = idNumber ? await em.findOne(PolicyMemberEntity, { policyId: earlier.id, memberType: 'POLICY_HOLDER' }) : null;
      sameBuyer = !!holder?.idNumberHash && holder.idNumberHash === this.cipher.lookupHash(idNumber!);
    }
    if (!sameBuyer) throw new FieldValidationError([{ field: 'salesInteraction.idempotencyKey', message: INVALID_REQUEST_KEY_MESSAGE }]);
    return this.result(earlier);
  }

  /**
   * createSalesInteractionPolicyWithMembers: validates everything with the shared rules, prices
   * with the current table, gets the client and bank account from identity (idempotent calls),
   * then writes the policy, its lives, its beneficiary and its mandate in one transaction.
   * A retried submit (same key) returns the first result.
   */
  async sell(
    caller: CallerIdentity,
    funeral: FuneralSaleInput,
    members: SaleMemberInput[],
    beneficiary: SaleBeneficiaryInput,
    bankAccount: SaleBankAccountInput,
    interaction: SalesInteractionInput,
  ): Promise<SaleResultModel> {
    const key = interaction.idempotencyKey;
    const keyMessage = validateRequestKey(key);
    if (keyMessage) throw new FieldValidationError([{ field: 'salesInteraction.idempotencyKey', message: keyMessage }]);
    const earlier = await this.em.findOne(FuneralPolicyEntity, { idempotencyKey: key });
    if (earlier) return this.retried(this.em, caller, earlier, members[0]?.idNumber);
    const today = new Date();
    members = members.map((member) => completeSaleMember(member, today));
    throwIfInvalid(saleErrors({ funeral, members, beneficiary, bankAccount }, today));

    const lives = members.map((m) => ({
      memberType: m.memberType,
      age: m.ageAtSignup ?? (m.idNumber ? ageFromIdNumber(m.idNumber, today) : null),
      gender: m.gender,
      idNumber: m.idNumber,
    }));
    const existingCoverByIdNumber = await this.existingCover.byIdNumber(members.map((m) => m.idNumber));
    const priced = priceCoveredLives(lives, funeral.coverAmount, { pricingVersion: CURRENT_PRICING_VERSION, existingCoverByIdNumber, today });
    if (!priced.ok) throwIfInvalid(priced.errors.map((e) => ({ field: e.field.startsWith('members') ? e.field : `members.${e.field}`, message: e.message })));
    const quote = priced.quote!;

    const holder = members[0]!;
    const clientId =
      caller.clientId ??
      (
        await this.identityApi.ensureClient(
          {
            idType: holder.idType,
            idNumber: holder.idNumber!,
            firstNames: holder.firstNames,
            surname: holder.surname,
            cellNumber: holder.cellNumbers?.[0] ?? null,
            email: holder.email ?? null,
          },
          // A retried or doubled submit finds the same guest record; another sale makes another.
          derivedKey(key, 'guest-client'),
        )
      ).clientId;
    const account = await this.identityApi.ensureBankAccount(clientId, { ...bankAccount, idempotencyKey: derivedKey(key, 'bank-account') });

    try {
      const policy = await this.em.transactional(async (em) => {
        const [{ next }] = await em.getConnection().execute<{ next: string }[]>(`select nextval('funeral.policy_number_seq') as next`);
        const policyNumber = makePolicyNumber(Number(next))!;
        const policy = em.create(FuneralPolicyEntity, {
          clientId,
          policyNumber,
          coverAmount: quote.coverAmount,
          currentPremiumTotal: quote.premium,
          policyType: quote.policyType,
          paymentDueDay: funeral.paymentDueDay,
          paymentBankAccountId: account.id,
          paymentMethod: funeral.paymentMethod,
          easyPayNumber: easyPayNumberForPolicy(policyNumber, this.config.EASYPAY_RECEIVER_ID) ?? null,
          pricingVersion: quote.pricingVersion,
          idempotencyKey: key,
          salesPersonId: interaction.salesPersonId ?? null,
        });
        members.forEach((member, index) => {
          const life = quote.lives[index]!;
          const idNumber = member.idNumber?.replace(/\s+/g, '') || null;
          em.create(PolicyMemberEntity, {
            policyId: policy.id,
            memberType: member.memberType,
            firstNames: member.firstNames.trim(),
            surname: member.surname.trim(),
            gender: member.gender ?? life.gender ?? null,
            ageAtSignup: life.age,
            dateOfBirth: member.dateOfBirth ?? (idNumber ? dateOfBirthFromIdNumber(idNumber, today) ?? null : null),
            idType: member.idType ?? (idNumber ? 'rsa_id' : null),
            idNumberEncrypted: idNumber ? this.cipher.encrypt(idNumber) : null,
            idNumberHash: idNumber ? this.cipher.lookupHash(idNumber) : null,
            cellNumbers: member.cellNumbers ?? [],
            email: member.email ?? null,
            relationship: member.relationship ?? null,
            income: member.income ?? null,
            coverAmount: life.coverAmount,
            premium: life.premium,
          });
        });
        em.create(BeneficiaryEntity, {
          policyId: policy.id,
          isSpouse: beneficiary.isSpouse ?? false,
          firstNames: beneficiary.firstNames.trim(),
          surname: beneficiary.surname.trim(),
          cellNumbers: beneficiary.cellNumbers,
          email: beneficiary.email ?? null,
          idType: beneficiary.idType ?? null,
          idNumberEncrypted: beneficiary.idNumber ? this.cipher.encrypt(beneficiary.idNumber) : null,
        });
        const mandate = em.create(DebitOrderMandateEntity, {
          policyId: policy.id,
          bankAccountId: account.id,
          paymentType: funeral.paymentMethod,
          maxAmount: quote.premium,
          payDay: funeral.paymentDueDay,
          sentToThirdParty: bankAccount.ownAccount === false,
        });
        policy.debitOrderId = mandate.id;
        return policy;
      });
      return this.result(policy);
    } catch (error) {
      // The same sale submitted twice at once: the other transaction won; answer with its policy.
      if (error instanceof UniqueConstraintViolationException) {
        const em = this.em.fork();
        const winner = await em.findOne(FuneralPolicyEntity, { idempotencyKey: key });
        if (winner) return this.retried(em, caller, winner, holder.idNumber);
      }
      throw error;
    }
  }
}
