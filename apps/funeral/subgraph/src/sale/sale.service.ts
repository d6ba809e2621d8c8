import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DOCUMENT_UPLOAD_PURPOSE,
  DOCUMENT_UPLOAD_TTL_SECONDS,
  FieldValidationError,
  PiiCipher,
  idempotentResult,
  signCapability,
  throwIfInvalid,
  withIdempotency,
  type CallerIdentity,
} from '@imali/shared/nest';
import { completeSaleMember, CURRENT_PRICING_VERSION, easyPayNumberForPolicy, expectedFirstPaymentDate, idLockErrors, makePolicyNumber, priceCoveredLives, pricedIdNumber, randToCents, saleErrors } from '@imali/funeral/domain';
import { sastDate } from '@imali/shared/domain';
import { ageFromIdNumber, dateOfBirthFromIdNumber, INVALID_REQUEST_KEY_MESSAGE, validateRequestKey } from '@imali/shared/validation';
import { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';
import { PolicyMemberEntity } from '../funeral-policy/policy-member.entity';
import { BeneficiaryEntity } from '../funeral-policy/beneficiary.entity';
import { derivedKey } from '../funeral-policy/derived-key';
import { ExistingCoverService } from '../quote/existing-cover.service';
import { FUNERAL_CONFIG, type FuneralConfig } from '../funeral.config';
import { IdentityClient } from './identity-client';
import { debitOrderAwaitsWebSignature, sendMandateSignRequests } from './mandate-sign-requests';
import type { SaleArgs, SaleResultModel } from './sale.input';

/** The idempotency scope of a sale's key (salesInteraction.idempotencyKey). */
export const SALE_IDEMPOTENCY_SCOPE = 'funeral-sale';

@Injectable()
export class SaleService {
  private readonly logger = new Logger('FuneralSale');

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

  /** The signing SMS for a sale just committed; never fails the sale (what is not sent now, a later run sends). */
  private async askToSign(policyId: string, sentToThirdParty: boolean): Promise<void> {
    try {
      await sendMandateSignRequests(this.em.fork(), this.identityApi, this.config.WEB_ORIGIN, { policyId, fresh: true, sentToThirdParty, log: (entry) => this.logger.error(entry) });
    } catch (error) {
      this.logger.error({ msg: 'the signing SMS was not sent after the sale', policyId, error: error instanceof Error ? error.name : 'unknown' });
    }
  }

  /**
   * A retry answers with the first sale's result (and its upload token) only to the same buyer:
   * the same signed-in client, or a visitor naming the same policy holder's ID number. Anyone
   * else holding the key is told it is not valid.
   */
  private async retried(caller: CallerIdentity, policyId: string, holderIdNumber: string | null | undefined): Promise<SaleResultModel> {
    const em = this.em.fork();
    const earlier = await em.findOneOrFail(FuneralPolicyEntity, { id: policyId });
    let sameBuyer: boolean;
    if (caller.clientId) {
      sameBuyer = earlier.clientId === caller.clientId;
    } else {
      const idNumber = holderIdNumber?.replace(/\s+/g, '');
      const holder = idNumber ? await em.findOne(PolicyMemberEntity, { policy: earlier, memberType: 'POLICY_HOLDER' }) : null;
      sameBuyer = !!holder?.idNumberHash && holder.idNumberHash === this.cipher.lookupHash(idNumber!);
    }
    if (!sameBuyer) throw new FieldValidationError([{ field: 'salesInteraction.idempotencyKey', message: INVALID_REQUEST_KEY_MESSAGE }]);
    return this.result(earlier);
  }

  /**
   * A signed-in client whose record has an ID number buys for that ID: the policy holder's ID type
   * and number must be the record's (funeral.md §5: the ID number cannot be changed once it is set),
   * so nobody else's ID goes on their policy and the R100,000 per life is counted on their own.
   * A client with none set keeps today's sale (docs/decisions/funeral-web-purchase-wizard.md).
   */
  private async lockedHolderIdErrors(clientId: string, holder: SaleArgs['members'][number] | undefined): Promise<{ field: string; message: string }[]> {
    const recorded = await this.identityApi.clientIdRecord(clientId);
    // A number left out is a change too; the ID type is compared only when the record has one.
    const change = { idNumber: holder?.idNumber ?? null, idType: recorded.idType ? holder?.idType ?? null : undefined };
    return idLockErrors(recorded, change).map((e) => ({ field: `members.0.${e.field}`, message: e.message }));
  }

  /**
   * createSalesInteractionPolicyWithMembers: validates everything with the shared rules, prices
   * with the current table, gets the client, bank account and debit order mandate from identity
   * (idempotent calls on keys derived from the sale's), then writes the policy, its lives and its
   * beneficiary in one transaction. A NAEDO or DO debit order the client signs themself marks the
   * policy for the SMS with the signing link, sent once this has committed (a later collection run
   * sends it if identity does not answer now; docs/decisions/funeral-naedo-mandate-signing.md).
   * A retried submit (same key) returns the first result.
   */
  async sell(caller: CallerIdentity, sale: SaleArgs): Promise<SaleResultModel> {
    const { funeral, beneficiary, bankAccount, salesInteraction: interaction } = sale;
    let members = sale.members;
    const key = interaction.idempotencyKey;
    const keyMessage = validateRequestKey(key);
    if (keyMessage) throw new FieldValidationError([{ field: 'salesInteraction.idempotencyKey', message: keyMessage }]);
    const earlier = await idempotentResult(this.em, key, SALE_IDEMPOTENCY_SCOPE);
    if (earlier) return this.retried(caller, earlier, members[0]?.idNumber);
    const today = new Date();
    members = members.map((member) => completeSaleMember(member, today));
    const locked = caller.clientId ? await this.lockedHolderIdErrors(caller.clientId, members[0]) : [];
    // The locked ID's message replaces the rules' own on that field (a different number is refused as such).
    throwIfInvalid([...locked, ...saleErrors({ funeral, members, beneficiary, bankAccount }, today).filter((e) => !locked.some((l) => l.field === e.field))]);

    // Another country's ID number is kept on the member but not read as a South African one: that
    // member is priced by the age given (docs/decisions/funeral-member-changes.md).
    const pricedIds = members.map((m) => pricedIdNumber(m.idType, m.idNumber));
    const lives = members.map((m, i) => ({
      memberType: m.memberType,
      age: m.ageAtSignup ?? (pricedIds[i] ? ageFromIdNumber(pricedIds[i], today) : null),
      gender: m.gender,
      idNumber: pricedIds[i],
    }));
    const existingCoverByIdNumber = await this.existingCover.byIdNumber(pricedIds);
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
    // Identity tells a third party's account from the bank account record; premiums stay rand here.
    const debitOrder = await this.identityApi.createDebitOrder(
      clientId,
      { bankAccountId: account.id, paymentType: funeral.paymentMethod, maxAmountCents: randToCents(quote.premium)!, payDay: funeral.paymentDueDay },
      derivedKey(key, 'debit-order'),
    );

    // The same sale submitted twice at once: one makes the policy, the other answers with it.
    let sold: FuneralPolicyEntity | undefined;
    const outcome = await withIdempotency(this.em, key, SALE_IDEMPOTENCY_SCOPE, async (em) => {
      const [{ next }] = await em.getConnection().execute<{ next: string }[]>(`select nextval('funeral.policy_number_seq') as next`);
      const policyNumber = makePolicyNumber(Number(next))!;
      const policy = em.create(FuneralPolicyEntity, {
        clientId,
        policyNumber,
        coverAmount: quote.coverAmount,
        currentPremiumTotal: quote.premium,
        policyType: quote.policyType,
        paymentDueDay: funeral.paymentDueDay,
        // Awaiting the first premium (DORMANT): the debit order is first presented on this day (docs/decisions/funeral-first-premium-and-activation.md).
        expectFirstPaymentAt: expectedFirstPaymentDate(funeral.paymentDueDay, sastDate(today.getTime())) ?? null,
        paymentBankAccountId: account.id,
        paymentMethod: funeral.paymentMethod,
        easyPayNumber: easyPayNumberForPolicy(policyNumber, this.config.EASYPAY_RECEIVER_ID) ?? null,
        pricingVersion: quote.pricingVersion,
        salesPersonId: interaction.salesPersonId ?? null,
      });
      members.forEach((member, index) => {
        const life = quote.lives[index]!;
        const idNumber = member.idNumber?.replace(/\s+/g, '') || null;
        em.create(PolicyMemberEntity, {
          policy,
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
        policy,
        isSpouse: beneficiary.isSpouse ?? false,
        firstNames: beneficiary.firstNames.trim(),
        surname: beneficiary.surname.trim(),
        cellNumbers: beneficiary.cellNumbers,
        email: beneficiary.email ?? null,
        idType: beneficiary.idType ?? null,
        idNumberEncrypted: beneficiary.idNumber ? this.cipher.encrypt(beneficiary.idNumber) : null,
      });
      policy.debitOrderId = debitOrder.id;
      policy.signRequestDueAt = debitOrderAwaitsWebSignature(debitOrder) ? new Date() : null;
      sold = policy;
      return policy;
    });
    if (outcome.replayed) return this.retried(caller, outcome.resultId, holder.idNumber);
    if (sold!.signRequestDueAt) await this.askToSign(sold!.id, debitOrder.sentToThirdParty);
    return this.result(sold!);
  }
}
