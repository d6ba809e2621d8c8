import { webLink } from '@imali/shared/domain';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { GraphQLError } from 'graphql';
import { PiiCipher, hitRateLimit, refundRateLimit, signCapability, tooManyRequests, verifyCapability } from '@imali/shared/nest';
import { isUuid } from '@imali/shared/validation';
import { isIntegrationError } from '@imali/integrations/core';
import { MessageSender } from '@imali/integrations/messaging';
import type { DebitOrderSignRequestRefusal } from '@imali/shared/identity-contract';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config';
import { BankAccountEntity } from '../bank-account/bank-account.entity';
import { ClientEntity } from '../client/client.entity';
import { ClientMessageEntity } from '../messaging/client-message.entity';
import { DebitOrderEntity } from './debit-order.entity';
import { awaitsWebSignature, isAlreadySigned, nextDebitDate, randFromCents } from './debit-order-rules';
import { DebitOrderService } from './debit-order.service';
import type { DebitOrderToSignModel, DebitOrderPaymentType, DebitOrderMandateStatus, UpdateDebitOrderInput } from './debit-order.model';

/** The capability's purpose: signing one debit order on a third party's account, without a sign-in. */
export const SIGN_DEBIT_ORDER_PURPOSE = 'sign-debit-order';
/** How long the account holder's link works. */
export const SIGN_DEBIT_ORDER_TTL_SECONDS = 14 * 24 * 60 * 60;
/** The web page the link opens (the shell's public route). */
export const SIGN_DEBIT_ORDER_PATH = '/debit-order/sign';

export const SIGN_LINK_INVALID_MESSAGE = 'This signing link is not valid. Please ask the person who asked you to sign to contact Imali for a new link.';
export const SIGN_LINK_EXPIRED_MESSAGE = 'This signing link has expired. The person who asked you to sign can send you a new link from their Imali account.';
export const SIGN_LINK_SUPERSEDED_MESSAGE = 'A newer signing link has been sent for this debit order. Please use the link in the latest message.';
export const SIGN_LINK_RETIRED_MESSAGE = 'This debit order is no longer in use, so there is nothing to sign.';
export const SIGN_LINK_ALREADY_SIGNED_MESSAGE = 'This debit order has already been signed. There is nothing more to do.';
export const SIGN_LINK_TOO_MANY_MESSAGE = 'Too many tries. Please wait a while and try again.';

/** Signing tries per address and per debit order per hour (a visitor's mutation, as sign-in and leads). */
export const SIGN_TRIES_PER_ADDRESS_PER_HOUR = 20;
export const SIGN_TRIES_PER_ORDER_PER_HOUR = 10;
const HOUR_MS = 3600_000;

/** Sending the link again (the client's resendDebitOrderSignLink): at most this many new links a day per debit order. */
export const SIGN_LINK_RESENDS_PER_ORDER_PER_DAY = 3;
/** A link sent this recently is not sent again: a retried or doubled submit sends one message. */
export const SIGN_LINK_RESEND_BURST_MS = 2 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export const RESEND_NOT_AWAITING_MESSAGE = 'This debit order is not waiting for a signature, so there is no link to send.';
export const RESEND_OWN_ACCOUNT_MESSAGE = 'This debit order is on your own account: sign it yourself.';
export const RESEND_NO_CONTACT_MESSAGE = 'We have no cell number for the account holder, so we cannot send them a link. Please contact support.';
export const RESEND_REFUSED_MESSAGE = "The account holder's cell number could not receive the link. Please contact support.";
export const RESEND_UNAVAILABLE_MESSAGE = 'We could not send the link right now. Please try again in a few minutes.';
export const RESEND_TOO_MANY_MESSAGE = `A new link can be sent ${SIGN_LINK_RESENDS_PER_ORDER_PER_DAY} times a day. Please try again tomorrow.`;

/** `reason` (EXPIRED, SUPERSEDED) lets the page title what happened; the message says what to do. */
const badLink = (message: string, reason?: 'EXPIRED' | 'SUPERSEDED') => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(reason ? { reason } : {}) } });
const refused = (message: string) => badLink(message);

/** "R150.50" (cents in, no thousands separator: an SMS). */
const randText = (cents: number) => `R${(cents / 100).toFixed(2)}`;

/** "Ayanda D.": the client's first name and their surname's initial; never more of them. */
export function requesterName(firstNames: string | null | undefined, surname: string | null | undefined): string {
  const first = (firstNames ?? '').trim().split(/\s+/)[0] ?? '';
  const initial = (surname ?? '').trim().charAt(0).toUpperCase();
  return [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ') || 'An Imali client';
}

/** The SMS to the account holder: who asked, the amount a month, what it is for, and the link. No ID or account numbers. */
export function signRequestMessage(requester: string, maxAmountCents: number, product: string, link: string): string {
  return `Imali: ${requester} asked you to authorise a debit order of ${randText(maxAmountCents)} a month for their ${product}. Read and sign it here: ${link}`;
}

/** The e-mail to the account holder (when their address is on the account): the SMS's words, with a subject. */
export function signRequestEmail(requester: string, maxAmountCents: number, product: string, link: string): { subject: string; body: string } {
  return {
    subject: `${requester} asked you to sign a debit order`,
    body: [
      `${requester} asked you to authorise a debit order of ${randText(maxAmountCents)} a month from your bank account for their ${product}.`,
      `Read and sign it here: ${link}`,
      'The link works for 14 days. If you do not know this person, do not sign; you can ignore this message.',
    ].join('\n\n'),
  };
}

/** `{origin}/debit-order/sign?token=...`, or null when the origin is not http(s). */
export function signLink(webOrigin: string, token: string): string | null {
  return webLink(webOrigin, `${SIGN_DEBIT_ORDER_PATH}?token=${encodeURIComponent(token)}`);
}

/** The outbox key: one SMS per debit order. */
export const signRequestKey = (debitOrderId: string) => `debit-order-sign-request:${debitOrderId}`;
/** The outbox key of the link sent again as version `version` (the first is signRequestKey). */
export const signRequestResendKey = (debitOrderId: string, version: number) => `${signRequestKey(debitOrderId)}:${version}`;

interface Delivery {
  order: DebitOrderEntity;
  account: BankAccountEntity;
  /** The holder's cell number, spaces removed. */
  destination: string;
  requester: string;
  product: string;
  key: string;
  now: number;
}

/**
 * A third party's account holder signs the client's NAEDO or DO debit order without an Imali
 * sign-in (docs/decisions/debit-order-third-party-signing.md): identity sends them an SMS with a
 * short-lived capability bound to the one debit order, and the public page reads and signs it with
 * that token through the same rules as the client's own signature (DebitOrderService.sign).
 */
@Injectable()
export class DebitOrderSigningService {
  private readonly logger = new Logger(DebitOrderSigningService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
    private readonly sender: MessageSender,
    private readonly orders: DebitOrderService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** The token carries the order's signLinkVersion (`ref`): a link sent again retires the older ones. */
  issueToken(order: Pick<DebitOrderEntity, 'id' | 'clientId'> & { signLinkVersion?: number }, now = Date.now()): string {
    return signCapability(
      { purpose: SIGN_DEBIT_ORDER_PURPOSE, clientId: order.clientId, subject: order.id, ref: String(order.signLinkVersion ?? 0) },
      this.config.INTERNAL_AUTH_SECRET,
      SIGN_DEBIT_ORDER_TTL_SECONDS,
      now,
    );
  }

  /**
   * Inside the caller's transaction: records the key (nothing more when it was recorded before),
   * sends the SMS and, when the holder's e-mail address is on the account, the e-mail, and notes
   * when the link was sent. The e-mail is a courtesy: its refusal never stops the SMS. Answers
   * whether this call sent.
   */
  private async deliver(tx: EntityManager, { order, account, destination, requester, product, key, now }: Delivery): Promise<boolean> {
    const inserted = await tx
      .createQueryBuilder(ClientMessageEntity)
      .insert({ id: randomUUID(), key, clientId: order.clientId, channel: 'SMS', createdAt: new Date(now) })
      .onConflict('key')
      .ignore()
      .execute('run');
    if (inserted.affectedRows === 0) return false;
    const link = signLink(this.config.WEB_ORIGIN, this.issueToken(order, now));
    if (!link) throw new Error('WEB_ORIGIN is not an http(s) origin');
    await this.sender.send({ clientId: order.clientId, channel: 'SMS', destination, body: signRequestMessage(requester, order.maxAmountCents, product, link) }, tx);
    const email = account.accountHolderEmail?.trim();
    if (email) {
      try {
        // As sendClientMessage: the port carries one text, the subject its first line.
        const { subject, body } = signRequestEmail(requester, order.maxAmountCents, product, link);
        await this.sender.send({ clientId: order.clientId, channel: 'EMAIL', destination: email, body: `${subject}\n\n${body}` }, tx);
      } catch (error) {
        if (!isIntegrationError(error)) throw error;
        this.logger.warn(`debit order ${order.id}: signing e-mail to the account holder not sent: ${error.retryable ? 'provider unavailable' : 'refused'}`);
      }
    }
    await tx.nativeUpdate(DebitOrderEntity, { id: order.id }, { signLinkSentAt: new Date(now), signRequestProduct: product });
    return true;
  }

  /**
   * sendDebitOrderSignRequest: one SMS to the account holder's contact number with the link. The
   * key is recorded in the transaction that writes the outbox, so it sends once however many
   * calls arrive; a refused send records nothing. Logs ids only.
   */
  async sendSignRequest(clientId: string, debitOrderId: string, product: string, now = Date.now()): Promise<{ sent: boolean; reason?: DebitOrderSignRequestRefusal }> {
    const em = this.em.fork();
    const order = isUuid(clientId) && isUuid(debitOrderId) ? await em.findOne(DebitOrderEntity, { id: debitOrderId, clientId }) : null;
    if (!order) return { sent: false, reason: 'NOT_FOUND' };
    const key = signRequestKey(order.id);
    // Sent before: the same answer, whatever has happened to the order since.
    if (await em.count(ClientMessageEntity, { key })) return { sent: true };
    if (!awaitsWebSignature(order)) return { sent: false, reason: 'NOT_AWAITING' };
    const account = await em.findOne(BankAccountEntity, { id: order.bankAccountId, clientId });
    if (!account || account.ownAccount) return { sent: false, reason: 'OWN_ACCOUNT' };
    const destination = account.accountHolderContactNumber?.replace(/\s+/g, '');
    if (!destination) return { sent: false, reason: 'NO_CONTACT_NUMBER' };
    const client = await em.findOne(ClientEntity, { id: clientId }, { fields: ['firstNames', 'surname'] });
    const cleanProduct = product.trim().slice(0, 60) || 'cover';
    const requester = requesterName(client?.firstNames, client?.surname);
    try {
      await em.fork().transactional((tx) => this.deliver(tx, { order, account, destination, requester, product: cleanProduct, key, now }));
      return { sent: true };
    } catch (error) {
      if (!isIntegrationError(error)) throw error;
      this.logger.warn(`debit order ${order.id}: signing SMS to the account holder not sent: ${error.retryable ? 'provider unavailable' : 'refused'}`);
      if (error.retryable) throw new ServiceUnavailableException({ error: 'The message could not be sent right now' });
      return { sent: false, reason: 'REFUSED' };
    }
  }

  /**
   * resendDebitOrderSignLink: the client asks for a new link for their own NAEDO or DO debit order
   * on a third party's account still awaiting the holder's signature (the first expired after 14
   * days, or the SMS was lost). Under the order's row lock: a link sent in the last
   * SIGN_LINK_RESEND_BURST_MS is not sent again (a retried submit, two at once); otherwise at most
   * SIGN_LINK_RESENDS_PER_ORDER_PER_DAY new links a day. The new link's version is one more, so
   * every earlier link stops working; the version, the outbox and the key commit together.
   */
  async resendSignRequest(clientId: string, debitOrderId: unknown, now = Date.now()): Promise<DebitOrderEntity> {
    const order = await this.orders.findOwn(clientId, debitOrderId);
    if (!awaitsWebSignature(order)) throw refused(RESEND_NOT_AWAITING_MESSAGE);
    const em = this.em.fork();
    const account = await em.findOne(BankAccountEntity, { id: order.bankAccountId, clientId });
    if (!account || account.ownAccount) throw refused(RESEND_OWN_ACCOUNT_MESSAGE);
    const destination = account.accountHolderContactNumber?.replace(/\s+/g, '');
    if (!destination) throw refused(RESEND_NO_CONTACT_MESSAGE);
    const client = await em.findOne(ClientEntity, { id: clientId }, { fields: ['firstNames', 'surname'] });
    const requester = requesterName(client?.firstNames, client?.surname);
    const limitKey = `sign-debit-order:resend:${order.id}`;
    let counted = false;
    try {
      await em.fork().transactional(async (tx) => {
        const locked = await tx.findOneOrFail(DebitOrderEntity, { id: order.id, clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!awaitsWebSignature(locked)) throw refused(RESEND_NOT_AWAITING_MESSAGE);
        if (locked.signLinkSentAt && now - locked.signLinkSentAt.getTime() < SIGN_LINK_RESEND_BURST_MS) return;
        const hit = await hitRateLimit(this.em, limitKey, SIGN_LINK_RESENDS_PER_ORDER_PER_DAY, DAY_MS, now);
        counted = true;
        if (!hit.allowed) throw tooManyRequests(RESEND_TOO_MANY_MESSAGE, hit.retryAfterSeconds);
        locked.signLinkVersion += 1;
        const product = locked.signRequestProduct || 'cover';
        await this.deliver(tx, { order: locked, account, destination, requester, product, key: signRequestResendKey(locked.id, locked.signLinkVersion), now });
      });
    } catch (error) {
      if (!isIntegrationError(error)) throw error;
      // Not sent: the try is not held against the client.
      if (counted) await refundRateLimit(this.em, limitKey);
      this.logger.warn(`debit order ${order.id}: signing link sent again not sent: ${error.retryable ? 'provider unavailable' : 'refused'}`);
      if (error.retryable) throw new GraphQLError(RESEND_UNAVAILABLE_MESSAGE, { extensions: { code: 'SERVICE_UNAVAILABLE' } });
      throw refused(RESEND_REFUSED_MESSAGE);
    }
    return this.em.fork().findOneOrFail(DebitOrderEntity, { id: order.id });
  }

  /** The debit order the token stands for, or a BAD_USER_INPUT refusal (forged, expired, retired, not web-signed). */
  private async orderFor(token: unknown): Promise<DebitOrderEntity> {
    const checked = verifyCapability(token, SIGN_DEBIT_ORDER_PURPOSE, this.config.INTERNAL_AUTH_SECRET);
    if (!checked.ok) throw checked.reason === 'expired' ? badLink(SIGN_LINK_EXPIRED_MESSAGE, 'EXPIRED') : badLink(SIGN_LINK_INVALID_MESSAGE);
    const { clientId, subject } = checked.claims;
    const order = isUuid(subject) && isUuid(clientId) ? await this.em.fork().findOne(DebitOrderEntity, { id: subject, clientId }) : null;
    if (!order || (order.paymentType !== 'NAEDO' && order.paymentType !== 'DO')) throw badLink(SIGN_LINK_INVALID_MESSAGE);
    if (order.status === 'CANCELLED' || order.status === 'REPLACED') throw badLink(SIGN_LINK_RETIRED_MESSAGE);
    // A link sent again retires the older ones (links from before versions carry none: version 0).
    if ((checked.claims.ref ?? '0') !== String(order.signLinkVersion)) throw badLink(SIGN_LINK_SUPERSEDED_MESSAGE, 'SUPERSEDED');
    return order;
  }

  /** debitOrderToSign: only what the account holder needs to read before signing (the account masked). */
  async toSign(token: unknown): Promise<DebitOrderToSignModel> {
    const order = await this.orderFor(token);
    const em = this.em.fork();
    const account = await em.findOneOrFail(BankAccountEntity, { id: order.bankAccountId });
    const client = await em.findOne(ClientEntity, { id: order.clientId }, { fields: ['firstNames', 'surname'] });
    const accountNo = this.cipher.decrypt(account.accountNoEncrypted);
    return {
      paymentType: order.paymentType as DebitOrderPaymentType,
      maxAmount: randFromCents(order.maxAmountCents),
      payDay: order.payDay,
      nextDebitDate: nextDebitDate(order.payDay),
      associatedProducts: order.associatedProducts.map((p) => ({ amount: randFromCents(p.amountCents), description: p.description })),
      bankName: account.bankName,
      accountNoLast4: accountNo.slice(-4),
      accountHolderName: account.ownAccount ? null : (account.accountHolderName ?? null),
      requestedBy: requesterName(client?.firstNames, client?.surname),
      status: order.status as DebitOrderMandateStatus,
      alreadySigned: isAlreadySigned(order.status),
    };
  }

  /**
   * signDebitOrderWithToken: the account holder's web signature, by the same rules as the client's
   * own (DebitOrderService.sign). Counted per address and per debit order before anything is read
   * (a refused try is not refunded: guessing is what the limit stops). A signed order refuses a
   * second signature (the link is used up) and nothing is written.
   */
  async signWithToken(token: unknown, input: UpdateDebitOrderInput, addressHash: string | null, now = Date.now()): Promise<DebitOrderToSignModel> {
    const addressKey = addressHash ? `sign-debit-order:address:${addressHash}` : null;
    if (addressKey) {
      const hit = await hitRateLimit(this.em, addressKey, SIGN_TRIES_PER_ADDRESS_PER_HOUR, HOUR_MS, now);
      if (!hit.allowed) throw tooManyRequests(SIGN_LINK_TOO_MANY_MESSAGE, hit.retryAfterSeconds);
    }
    const order = await this.orderFor(token);
    const orderKey = `sign-debit-order:order:${order.id}`;
    const perOrder = await hitRateLimit(this.em, orderKey, SIGN_TRIES_PER_ORDER_PER_HOUR, HOUR_MS, now);
    if (!perOrder.allowed) {
      if (addressKey) await refundRateLimit(this.em, addressKey);
      throw tooManyRequests(SIGN_LINK_TOO_MANY_MESSAGE, perOrder.retryAfterSeconds);
    }
    if (order.status !== 'AWAITING_SIGNATURE') throw badLink(SIGN_LINK_ALREADY_SIGNED_MESSAGE);
    await this.orders.sign(order.clientId, order.id, input, 'ACCOUNT_HOLDER_LINK');
    return this.toSign(token);
  }
}
