import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/core';
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
  PAYMENT_TYPES,
  SIGNATURE_PREFIX,
  authenticationTypeOf,
  checkSignature,
  isAlreadySigned,
  isMandateInvalid,
  needsBankRequest,
  nextDebitDate,
  randFromCents,
  type CheckedSignature,
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

/** Mandate states the bank's answer may move a SENT request to. */
const BANK_ANSWERS: Record<MandateResult['status'], MandateStatus | null> = { PENDING: null, APPROVED: 'APPROVED', REJECTED: 'REJECTED', EXPIRED: 'EXPIRED', CANCELLED: 'CANCELLED' };

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
   * with the same key. A DebiCheck mandate is sent to the bank at once.
   */
  async create(clientId: string, input: NewDebitOrder): Promise<DebitOrderEntity> {
    const errors: { field: string; message: string }[] = [];
    if (!PAYMENT_TYPES.includes(input.paymentType)) errors.push({ field: 'paymentType', message: 'Select one' });
    if (!Number.isInteger(input.maxAmountCents) || input.maxAmountCents <= 0 || input.maxAmountCents > 10_000_000) errors.push({ field: 'maxAmount', message: 'Enter an amount between R0.01 and R100,000' });
    if (!Number.isInteger(input.payDay) || input.payDay < 1 || input.payDay > 31) errors.push({ field: 'payDay', message: 'Enter a day from 1 to 31' });
    const products = input.associatedProducts ?? [];
    if (products.length > 20 || products.some((p) => !Number.isInteger(p.amountCents) || p.amountCents < 0 || typeof p.description !== 'string' || p.description.length > 200)) {
      errors.push({ field: 'associatedProducts', message: 'Invalid products' });
    }
    throwIfInvalid(errors);
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
    if (input.paymentType === 'DEBI_CHECK') return this.askBank(order.id, order.status, 0);
    return order;
  }

  private async insert(clientId: string, account: BankAccountEntity, input: NewDebitOrder, products: DebitOrderProduct[]): Promise<DebitOrderEntity> {
    const em = this.em.fork();
    const order = em.create(DebitOrderEntity, {
      clientId,
      bankAccountId: account.id,
      paymentType: input.paymentType,
      maxAmountCents: input.maxAmountCents,
      payDay: input.payDay,
      associatedProducts: products,
      status: input.paymentType === 'DEBI_CHECK' ? 'NOT_SENT' : 'AWAITING_SIGNATURE',
      idempotencyKey: input.idempotencyKey ?? null,
    });
    await em.flush();
    return order;
  }

  /**
   * updateDebitOrder: the account holder's web signature. A NAEDO or DO mandate becomes SIGNED;
   * a DebiCheck mandate that is not live (never sent, declined, expired) is sent to the bank
   * again. Signing what is already signed or waiting at the bank changes nothing (idempotent).
   */
  async sign(clientId: string, id: unknown, input: UpdateDebitOrderInput): Promise<DebitOrderEntity> {
    const order = await this.findOwn(clientId, id);
    const { errors, value } = checkSignature(input?.signature);
    throwIfInvalid(errors);
    if (order.status === 'CANCELLED') throw new GraphQLError(DEBIT_ORDER_CANCELLED_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } });
    if (order.paymentType !== 'DEBI_CHECK') {
      if (order.status !== 'AWAITING_SIGNATURE') return order;
      // Only the first signature counts, however many arrive at once.
      await this.em.nativeUpdate(DebitOrderEntity, { id: order.id, status: 'AWAITING_SIGNATURE' }, { status: 'SIGNED', ...this.signatureFields(value!) });
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
  private async askBank(id: string, status: MandateStatus, attempt: number, signature?: CheckedSignature): Promise<DebitOrderEntity> {
    const next = attempt + 1;
    // NOT_SENT until the bank has the request: an answer for this attempt may arrive at any time after.
    const claimed = await this.em.nativeUpdate(
      DebitOrderEntity,
      { id, status, bankRequestAttempt: attempt },
      { bankRequestAttempt: next, status: 'NOT_SENT', bankReason: null, bankAnsweredAt: null, ...(signature ? this.signatureFields(signature) : {}) },
    );
    if (claimed !== 1) return this.reload(id);
    const order = await this.reload(id);
    const em = this.em.fork();
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
    // The bank may already have answered (a fast callback); its answer wins over "SENT".
    await this.em.nativeUpdate(DebitOrderEntity, { id, bankRequestAttempt: next, bankAnsweredAt: null }, answer);
    return this.reload(id);
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
