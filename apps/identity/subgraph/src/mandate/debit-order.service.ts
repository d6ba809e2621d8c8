import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { LockMode, MikroORM, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { GraphQLError } from 'graphql';
import { FieldValidationError, NotFoundError, PiiCipher, throwIfInvalid } from '@imali/shared/nest';
import { isUuid } from '@imali/shared/validation';
import { isIntegrationError } from '@imali/integrations/core';
import { DebiCheckProvider, type MandateResult } from '@imali/integrations/debicheck';
import { BankAccountEntity } from '../bank-account/bank-account.entity';
import { ClientEntity } from '../client/client.entity';
import { DebitOrderEntity, type DebitOrderProduct } from './debit-order.entity';
import {
  DEBIT_ORDER_CANCELLED_MESSAGE,
  DEBIT_ORDER_HOLDER_SIGNS_MESSAGE,
  DEBIT_ORDER_HOLDER_SIGNS_REASON,
  DEBIT_ORDER_REPLACED_MESSAGE,
  PAYMENT_TYPES,
  SIGNATURE_PREFIX,
  authenticationTypeOf,
  checkSignature,
  clientMaySign,
  isAlreadySigned,
  isMandateInvalid,
  isRetired,
  needsBankRequest,
  nextDebitDate,
  randFromCents,
  type CheckedSignature,
  type DebitOrderSigner,
  type MandateStatus,
  type PaymentType,
} from './debit-order-rules';
import type { DebitOrderModel, DebitOrderMandateStatus, DebitOrderPaymentType, MandateAuthenticationType, UpdateDebitOrderInput } from './debit-order.model';

/** A missing debit order and another client's answer alike. */
export const DEBIT_ORDER_NOT_FOUND = 'Debit order not found';
/** Kept when the bank could not be reached; the client may sign again to retry. */
export const BANK_UNREACHABLE_REASON = 'The bank could not be reached; please try again later';

/** What an area asks for when it sells a product paid by debit order. Amounts in cents. */
export interface NewDebitOrder {
  bankAccountId: string;
  paymentType: PaymentType;
  maxAmountCents: number;
  payDay: number;
  associatedProducts?: DebitOrderProduct[];
  idempotencyKey?: string | null;
}

/** A replacement: what changes; the rest is the replaced debit order's. */
export type DebitOrderChange = Partial<Omit<NewDebitOrder, 'idempotencyKey'>>;

/** A debit order as other services see it (identity's internal contract). */
export interface InternalDebitOrderView {
  id: string;
  bankAccountId: string;
  paymentType: PaymentType;
  maxAmountCents: number;
  payDay: number;
  status: MandateStatus;
  sentToThirdParty: boolean;
}

/** Replacing a debit order that is no longer in use (cancelled, or replaced by another). */
export const DEBIT_ORDER_RETIRED_MESSAGE = 'This debit order is no longer in use';

const retiredRefusal = () => new GraphQLError(DEBIT_ORDER_RETIRED_MESSAGE, { extensions: { code: 'CONFLICT' } });
/** The client's own signature on a third party's NAEDO or DO debit order: its holder signs, by link (and the client can send it again). */
const holderSignsRefusal = () => new GraphQLError(DEBIT_ORDER_HOLDER_SIGNS_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', reason: DEBIT_ORDER_HOLDER_SIGNS_REASON } });

/** The rules a new debit order's fields must meet (field names as the sale sends them). */
function newDebitOrderErrors(input: NewDebitOrder): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  if (!PAYMENT_TYPES.includes(input.paymentType)) errors.push({ field: 'paymentType', message: 'Select one' });
  if (!Number.isInteger(input.maxAmountCents) || input.maxAmountCents <= 0 || input.maxAmountCents > 10_000_000) errors.push({ field: 'maxAmount', message: 'Enter an amount between R0.01 and R100,000' });
  if (!Number.isInteger(input.payDay) || input.payDay < 1 || input.payDay > 31) errors.push({ field: 'payDay', message: 'Enter a day from 1 to 31' });
  const products = input.associatedProducts ?? [];
  if (products.length > 20 || products.some((p) => !Number.isInteger(p.amountCents) || p.amountCents < 0 || typeof p.description !== 'string' || p.description.length > 200)) {
    errors.push({ field: 'associatedProducts', message: 'Invalid products' });
  }
  return errors;
}

/** Mandate states the bank's answer may move a SENT request to. */
const BANK_ANSWERS: Record<MandateResult['status'], MandateStatus | null> = { PENDING: null, APPROVED: 'APPROVED', REJECTED: 'REJECTED', EXPIRED: 'EXPIRED', CANCELLED: 'CANCELLED' };

/** A new debit order on `bankAccountId`: a DebiCheck one waits to be sent to the bank, any other for the client's signature. */
function newDebitOrder(em: EntityManager, clientId: string, bankAccountId: string, input: NewDebitOrder, products: DebitOrderProduct[]): DebitOrderEntity {
  return em.create(DebitOrderEntity, {
    clientId,
    bankAccountId,
    paymentType: input.paymentType,
    maxAmountCents: input.maxAmountCents,
    payDay: input.payDay,
    associatedProducts: products,
    status: input.paymentType === 'DEBI_CHECK' ? 'NOT_SENT' : 'AWAITING_SIGNATURE',
    idempotencyKey: input.idempotencyKey ?? null,
  });
}

@Injectable()
export class DebitOrderService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DebitOrderService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly orm: MikroORM,
    private readonly cipher: PiiCipher,
    private readonly debiCheck: DebiCheckProvider,
  ) {}

  /** The bank's answers arrive by callback (a webhook for a real provider). */
  onApplicationBootstrap(): void {
    this.debiCheck.onMandateResult((result) => this.recordBankAnswer(result));
    // Answers that arrived (or were due) while identity was down: asked for once at start.
    setTimeout(() => {
      void this.resumeBankAnswers().catch((error: unknown) => this.logger.warn(`resuming mandate answers failed (${error instanceof Error ? error.name : 'unknown'})`));
      void this.resumeUnsentRequests().catch((error: unknown) => this.logger.warn(`resuming unsent mandate requests failed (${error instanceof Error ? error.name : 'unknown'})`));
    }, 0).unref();
  }

  /**
   * Asks the bank for every mandate request still SENT (the oldest first, `limit` of them) and
   * records the answers it already has; one still pending is answered later by callback as usual.
   * Answers how many were recorded.
   */
  async resumeBankAnswers(limit = 1000): Promise<number> {
    const waiting = await this.orm.em.fork().find(DebitOrderEntity, { status: 'SENT', bankReference: { $ne: null } }, { fields: ['id', 'bankReference', 'bankRequestAttempt'], orderBy: { updatedAt: 'asc' }, limit });
    let recorded = 0;
    for (const order of waiting) {
      let answer: MandateResult | null;
      try {
        answer = await this.debiCheck.status(order.bankReference!);
      } catch (error) {
        if (!isIntegrationError(error)) throw error;
        return recorded;
      }
      // The reference the bank knows it by is this attempt's (`<id>.<n>`); an older request's answer is ignored there.
      if (answer && answer.status !== 'PENDING' && answer.reference === `${order.id}.${order.bankRequestAttempt}`) {
        await this.recordBankAnswer(answer);
        recorded += 1;
      }
    }
    return recorded;
  }

  /** Per-object authorization: another client's debit order is "not found" for this one. */
  async findOwn(clientId: string, id: unknown): Promise<DebitOrderEntity> {
    const order = isUuid(id) ? await this.em.findOne(DebitOrderEntity, { id }) : null;
    if (!order || order.clientId !== clientId) throw new NotFoundError(DEBIT_ORDER_NOT_FOUND);
    return order;
  }

  async toModel(order: DebitOrderEntity): Promise<DebitOrderModel> {
    const account = await this.em.findOneOrFail(BankAccountEntity, { id: order.bankAccountId });
    const holder = await this.accountHolderName(this.em, order, account);
    return {
      id: order.id,
      paymentType: order.paymentType as DebitOrderPaymentType,
      maxAmount: randFromCents(order.maxAmountCents),
      bankAccount: { accountNo: this.cipher.decrypt(account.accountNoEncrypted), bankName: account.bankName, accountHolderName: holder },
      payDay: order.payDay,
      nextDebitDate: nextDebitDate(order.payDay),
      associatedProducts: order.associatedProducts.map((p) => ({ amount: randFromCents(p.amountCents), description: p.description })),
      debitOrderMandateId: order.bankReference ?? null,
      debitOrderMandateInvalid: isMandateInvalid(order.status),
      mandate: { authenticationType: authenticationTypeOf(order.paymentType) as MandateAuthenticationType, status: order.status as DebitOrderMandateStatus },
      alreadySigned: isAlreadySigned(order.status),
      sentToThirdParty: !account.ownAccount,
      signLinkSentAt: account.ownAccount ? null : (order.signLinkSentAt?.toISOString() ?? null),
    };
  }

  /** The third party's name on their account, else the client's own name. */
  private async accountHolderName(em: EntityManager, order: DebitOrderEntity, account: BankAccountEntity): Promise<string | null> {
    if (!account.ownAccount) return account.accountHolderName ?? null;
    const client = await em.findOne(ClientEntity, { id: order.clientId }, { fields: ['firstNames', 'surname'] });
    return [client?.firstNames, client?.surname].filter(Boolean).join(' ') || null;
  }

  /**
   * A new debit order on one of the client's accounts (an area's sale), or the one made earlier
   * with the same key. A DebiCheck mandate is sent to the bank right after (askBankSoon).
   */
  async create(clientId: string, input: NewDebitOrder): Promise<DebitOrderEntity> {
    throwIfInvalid(newDebitOrderErrors(input));
    const products = input.associatedProducts ?? [];
    if (input.idempotencyKey) {
      const earlier = await this.em.findOne(DebitOrderEntity, { idempotencyKey: input.idempotencyKey, clientId });
      if (earlier) return earlier;
    }
    const account = isUuid(input.bankAccountId) ? await this.em.findOne(BankAccountEntity, { id: input.bankAccountId, clientId }) : null;
    if (!account) throw new FieldValidationError([{ field: 'bankAccountId', message: 'Bank account not found' }]);
    let order: DebitOrderEntity;
    try {
      order = await this.insert(clientId, account, input, products);
    } catch (error) {
      // The same sale twice at once: the other call made it; answer with that one.
      if (!(error instanceof UniqueConstraintViolationException) || !input.idempotencyKey) throw error;
      const winner = await this.em.fork().findOne(DebitOrderEntity, { idempotencyKey: input.idempotencyKey, clientId });
      if (!winner) throw error;
      return winner;
    }
    // The bank is asked after the answer, not before it: a sale never waits on the bank (its
    // request takes the bank's time, and a bank that is slow or down must not slow or fail the
    // sale). The mandate is NOT_SENT until then; its answer arrives by callback as before.
    if (input.paymentType === 'DEBI_CHECK') this.askBankSoon(order.id);
    return order;
  }

  /** Asks the bank for a new DebiCheck mandate (attempt 1) in the background; a failure is logged, and the request is made again at the next start (resumeUnsentRequests). */
  private askBankSoon(id: string): void {
    setImmediate(() => {
      this.askBank(id, 'NOT_SENT', 0, undefined, this.orm.em.fork() as EntityManager).catch((error: unknown) =>
        this.logger.warn(`debit order ${id}: DebiCheck request not sent (${error instanceof Error ? error.name : 'unknown'})`),
      );
    });
  }

  /**
   * DebiCheck mandates never asked of the bank (attempt 0: the process that made them stopped
   * before it asked): asked now, once each (askBank's claim), the oldest first. Answers how many.
   */
  async resumeUnsentRequests(limit = 1000): Promise<number> {
    const unsent = await this.orm.em.fork().find(DebitOrderEntity, { paymentType: 'DEBI_CHECK', status: 'NOT_SENT', bankRequestAttempt: 0 }, { fields: ['id'], orderBy: { createdAt: 'asc' }, limit });
    for (const order of unsent) await this.askBank(order.id, 'NOT_SENT', 0, undefined, this.orm.em.fork() as EntityManager);
    return unsent.length;
  }

  private async insert(clientId: string, account: BankAccountEntity, input: NewDebitOrder, products: DebitOrderProduct[]): Promise<DebitOrderEntity> {
    const em = this.em.fork();
    const order = newDebitOrder(em, clientId, account.id, input, products);
    await em.flush();
    return order;
  }

  /**
   * Another area's change of account, day or amount: a new debit order in place of `id`, made as
   * create makes one (a DebiCheck mandate goes to the bank), and `id` becomes REPLACED, in one
   * transaction under a lock on the old row. The same key answers with the same new debit order,
   * however many calls arrive at once; a cancelled or already replaced one is refused (CONFLICT).
   */
  async replace(clientId: string, id: unknown, change: DebitOrderChange, key: string): Promise<DebitOrderEntity> {
    const old = await this.findOwn(clientId, id);
    const earlier = await this.em.fork().findOne(DebitOrderEntity, { idempotencyKey: key, clientId });
    if (earlier) return earlier;
    if (isRetired(old.status)) throw retiredRefusal();
    const input: NewDebitOrder = {
      bankAccountId: change.bankAccountId ?? old.bankAccountId,
      paymentType: change.paymentType ?? old.paymentType,
      maxAmountCents: change.maxAmountCents ?? old.maxAmountCents,
      payDay: change.payDay ?? old.payDay,
      associatedProducts: change.associatedProducts ?? old.associatedProducts,
      idempotencyKey: key,
    };
    throwIfInvalid(newDebitOrderErrors(input));
    const replaced = await this.em.fork().transactional(async (em) => {
      const locked = await em.findOneOrFail(DebitOrderEntity, { id: old.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // A parallel call with the same key got the lock first: its debit order is the answer.
      const made = await em.findOne(DebitOrderEntity, { idempotencyKey: key, clientId });
      if (made) return { order: made, created: false, previous: { id: locked.id, status: locked.status, bankReference: null } };
      if (isRetired(locked.status)) throw retiredRefusal();
      const account = isUuid(input.bankAccountId) ? await em.findOne(BankAccountEntity, { id: input.bankAccountId, clientId }) : null;
      if (!account) throw new FieldValidationError([{ field: 'bankAccountId', message: 'Bank account not found' }]);
      const previousStatus = locked.status;
      const order = newDebitOrder(em, clientId, account.id, input, input.associatedProducts ?? []);
      locked.status = 'REPLACED';
      return { order, created: true, previous: { id: locked.id, status: previousStatus, bankReference: locked.bankReference ?? null } };
    });
    if (!replaced.created) return replaced.order;
    await this.withdrawAtBank(replaced.previous.id, replaced.previous.status, replaced.previous.bankReference);
    if (input.paymentType === 'DEBI_CHECK') return this.askBank(replaced.order.id, 'NOT_SENT', 0);
    return this.reload(replaced.order.id);
  }

  /**
   * The product was cancelled: the debit order is no longer used. Cancelling one that is already
   * cancelled or replaced answers with it unchanged.
   */
  async cancel(clientId: string, id: unknown): Promise<DebitOrderEntity> {
    const order = await this.findOwn(clientId, id);
    if (isRetired(order.status)) return order;
    const updated = await this.em.nativeUpdate(DebitOrderEntity, { id: order.id, status: { $nin: ['CANCELLED', 'REPLACED'] } }, { status: 'CANCELLED' });
    if (updated === 1) await this.withdrawAtBank(order.id, order.status, order.bankReference);
    return this.reload(order.id);
  }

  /** A mandate the bank holds (a DebiCheck one, or a signed one lodged for collections) is withdrawn there too (best effort: the row's state is what counts). */
  private async withdrawAtBank(id: string, status: MandateStatus, bankReference?: string | null): Promise<void> {
    if (!bankReference || (status !== 'SENT' && status !== 'APPROVED' && status !== 'SIGNED')) return;
    try {
      await this.debiCheck.cancel(bankReference);
    } catch (error) {
      if (!isIntegrationError(error)) throw error;
      this.logger.warn(`debit order ${id}: the bank could not withdraw mandate ${bankReference} (${error.code})`);
    }
  }

  /** The client's debit order as other services see it; null for a missing one and another client's alike. */
  async findForService(clientId: string, id: unknown): Promise<DebitOrderEntity | null> {
    return isUuid(id) ? this.em.fork().findOne(DebitOrderEntity, { id, clientId }) : null;
  }

  /** The internal contract's view: amounts in cents; a third party's account sends the mandate to its holder. */
  async toInternal(order: DebitOrderEntity): Promise<InternalDebitOrderView> {
    const account = await this.em.fork().findOne(BankAccountEntity, { id: order.bankAccountId }, { fields: ['id', 'ownAccount'] });
    return {
      id: order.id,
      bankAccountId: order.bankAccountId,
      paymentType: order.paymentType,
      maxAmountCents: order.maxAmountCents,
      payDay: order.payDay,
      status: order.status,
      sentToThirdParty: account ? !account.ownAccount : false,
    };
  }

  /**
   * The account holder's web signature: the client's own (updateDebitOrder) or a third party's
   * holder's by link (DebitOrderSigningService). A NAEDO or DO mandate becomes SIGNED; a DebiCheck
   * mandate that is not live (never sent, declined, expired) is sent to the bank again. Signing
   * what is already signed or waiting at the bank changes nothing (idempotent). The client may not
   * sign a NAEDO or DO mandate on a third party's account (clientMaySign): refused, nothing stored.
   */
  async sign(clientId: string, id: unknown, input: UpdateDebitOrderInput, signer: DebitOrderSigner): Promise<DebitOrderEntity> {
    const order = await this.findOwn(clientId, id);
    // Before the drawing is checked: whatever it is, it is not the client's to give.
    if (signer === 'CLIENT' && !clientMaySign(order, await this.em.fork().findOne(BankAccountEntity, { id: order.bankAccountId }, { fields: ['id', 'ownAccount'] }))) throw holderSignsRefusal();
    const { errors, value } = checkSignature(input?.signature);
    throwIfInvalid(errors);
    if (order.status === 'CANCELLED') throw new GraphQLError(DEBIT_ORDER_CANCELLED_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } });
    if (order.status === 'REPLACED') throw new GraphQLError(DEBIT_ORDER_REPLACED_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } });
    if (order.paymentType !== 'DEBI_CHECK') {
      if (order.status !== 'AWAITING_SIGNATURE') return order;
      await this.em.fork().transactional(async (tx) => {
        if (signer === 'CLIENT') {
          // Checked again with the account held (FOR SHARE) until the signature is stored: a
          // change of the account's owner cannot slip between the check and the write.
          const account = await tx.findOne(BankAccountEntity, { id: order.bankAccountId }, { lockMode: LockMode.PESSIMISTIC_READ });
          if (!clientMaySign(order, account)) throw holderSignsRefusal();
        }
        // Only the first signature counts, however many arrive at once.
        await tx.nativeUpdate(DebitOrderEntity, { id: order.id, status: 'AWAITING_SIGNATURE' }, { status: 'SIGNED', ...this.signatureFields(value!) });
      });
      return this.reload(order.id);
    }
    if (!needsBankRequest(order.paymentType, order.status)) return order;
    return this.askBank(order.id, order.status, order.bankRequestAttempt, value);
  }

  private signatureFields(signature: CheckedSignature) {
    return {
      signatureEncrypted: this.cipher.encrypt(`${SIGNATURE_PREFIX}${signature.png.toString('base64')}`),
      signatureSha256: signature.sha256,
      signedAt: signature.signedAt,
      signatureReceivedAt: new Date(),
    };
  }

  private reload(id: string): Promise<DebitOrderEntity> {
    return this.em.fork().findOneOrFail(DebitOrderEntity, { id });
  }

  /**
   * Sends the mandate to the bank as attempt n+1, if this call is the one that moved the attempt
   * counter (parallel calls send one request).
   */
  private async askBank(id: string, status: MandateStatus, attempt: number, signature?: CheckedSignature, base: EntityManager = this.em): Promise<DebitOrderEntity> {
    const next = attempt + 1;
    // NOT_SENT until the bank has the request: an answer for this attempt may arrive at any time after.
    const claimed = await base.nativeUpdate(
      DebitOrderEntity,
      { id, status, bankRequestAttempt: attempt },
      { bankRequestAttempt: next, status: 'NOT_SENT', bankReason: null, bankAnsweredAt: null, ...(signature ? this.signatureFields(signature) : {}) },
    );
    if (claimed !== 1) return this.reload(id);
    const order = await this.reload(id);
    const em = base.fork();
    const account = await em.findOneOrFail(BankAccountEntity, { id: order.bankAccountId });
    const accountHolderName = (await this.accountHolderName(em, order, account)) ?? '';
    let answer: Partial<DebitOrderEntity>;
    try {
      const sent = await this.debiCheck.requestMandate({
        reference: `${order.id}.${next}`,
        accountHolderName,
        accountNo: this.cipher.decrypt(account.accountNoEncrypted),
        branchCode: account.branchCode,
        accountHolderCellNumber: account.accountHolderContactNumber ?? undefined,
        maxAmountCents: order.maxAmountCents,
        payDay: order.payDay,
        firstCollectionDate: nextDebitDate(order.payDay),
      });
      answer = { status: 'SENT', bankReference: sent.providerReference, bankReason: null, bankAnsweredAt: null };
    } catch (error) {
      if (!isIntegrationError(error)) throw error;
      this.logger.warn(`debit order ${order.id}: DebiCheck request ${next} failed (${error.code})`);
      answer = { status: 'NOT_SENT', bankReason: BANK_UNREACHABLE_REASON };
    }
    // The bank may already have answered (a fast callback); its answer wins over "SENT". A debit
    // order cancelled or replaced while the bank was asked stays so, and the mandate the bank now
    // holds is withdrawn.
    const recorded = await base.nativeUpdate(DebitOrderEntity, { id, bankRequestAttempt: next, bankAnsweredAt: null, status: 'NOT_SENT' }, answer);
    const now = await this.reload(id);
    if (recorded === 0 && answer.bankReference && isRetired(now.status)) await this.withdrawAtBank(id, 'SENT', answer.bankReference);
    return now;
  }

  /**
   * Web-signed debit orders (NAEDO, DO; SIGNED) among `ids` that the bank does not have yet are
   * lodged with it (docs/decisions/naedo-debit-order-collections.md) as `<id>.<attempt>`, the
   * reference their collections name; the bank's reference is kept (the first to get one keeps
   * it). Answers the ids that could not be lodged (the bank unreachable or refusing): their
   * collections wait for the caller's next try.
   */
  async lodgeSigned(ids: string[]): Promise<Set<string>> {
    const failed = new Set<string>();
    if (ids.length === 0) return failed;
    const em = this.em.fork();
    const orders = await em.find(DebitOrderEntity, { id: { $in: ids }, paymentType: { $in: ['NAEDO', 'DO'] }, status: 'SIGNED', bankReference: null });
    for (const order of orders) {
      const account = await em.findOne(BankAccountEntity, { id: order.bankAccountId });
      if (!account) {
        failed.add(order.id);
        continue;
      }
      try {
        const lodged = await this.debiCheck.lodgeMandate({
          reference: `${order.id}.${order.bankRequestAttempt}`,
          paymentType: order.paymentType as 'NAEDO' | 'DO',
          accountHolderName: (await this.accountHolderName(em, order, account)) ?? '',
          accountNo: this.cipher.decrypt(account.accountNoEncrypted),
          branchCode: account.branchCode,
          maxAmountCents: order.maxAmountCents,
          payDay: order.payDay,
          signedAt: order.signedAt ?? order.updatedAt,
        });
        await em.nativeUpdate(DebitOrderEntity, { id: order.id, bankReference: null }, { bankReference: lodged.providerReference, bankReason: null });
      } catch (error) {
        if (!isIntegrationError(error)) throw error;
        this.logger.warn(`debit order ${order.id}: the signed mandate could not be lodged with the bank (${error.code})`);
        failed.add(order.id);
      }
    }
    return failed;
  }

  /** The bank's answer to request `<id>.<n>`; answers to an older request are ignored. */
  async recordBankAnswer(result: MandateResult): Promise<void> {
    const [id, attempt] = result.reference.split('.');
    const status = BANK_ANSWERS[result.status];
    if (!isUuid(id) || !status || !/^\d+$/.test(attempt ?? '')) return;
    const em = this.orm.em.fork();
    const updated = await em.nativeUpdate(
      DebitOrderEntity,
      { id, bankRequestAttempt: Number(attempt), status: { $in: ['NOT_SENT', 'SENT'] } },
      { status, bankReference: result.providerReference, bankReason: result.reason ?? null, bankAnsweredAt: result.at },
    );
    if (updated === 1) this.logger.log(`debit order ${id}: bank answered ${status}`);
  }
}
