import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { FieldValidationError, NotFoundError, PiiCipher, hitRateLimit, peekRateLimit, refundRateLimit, resetRateLimit, secondsUntilWindowEnds, tooManyRequests } from '@imali/shared/nest';
import { otpResendWaitMessage, validateOtpCode } from '@imali/shared/validation';
import { ClientEntity } from '../client/client.entity';
import { MessageSender } from '@imali/integrations/messaging';
import { AuditEventEntity } from '../auth/audit-event.entity';
import { UserAccountEntity } from '../auth/user-account.entity';
import { OtpChallengeEntity, type OtpPurpose } from './otp-challenge.entity';
import { CommunicationType, type OtpStatusModel } from './otp.model';
import {
  OTP_ATTEMPT_WINDOW_MS,
  OTP_BLOCKED,
  OTP_BLOCKED_DETAIL,
  OTP_INCORRECT,
  OTP_LENGTH,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_RESEND_LOCK_MS,
  OTP_TTL_MS,
  maskDestination,
  otpExpiredMessage,
  otpIncorrectDetail,
} from './otp-rules';

export type ContactField = 'cellNumber' | 'email';
const CONTACT_PURPOSE = { cellNumber: 'NEW_CELL', email: 'NEW_EMAIL' } as const;
/** Contact changes a client may start per hour (each sends two messages). */
export const CONTACT_CHANGES_PER_HOUR = 5;

/** A claimed guest record that was meanwhile claimed by someone else (or is gone). */
export const CLAIM_UNAVAILABLE_MESSAGE = 'This policy is already linked to an account. Please contact us.';

/** A fresh secure random code of OTP_LENGTH digits. */
function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** The record's first cell number (SMS) or its e-mail (EMAIL), if it has one. */
function destinationFor(record: Pick<ClientEntity, 'cellNumbers' | 'email'> | null | undefined, channel: CommunicationType): string | null | undefined {
  return channel === CommunicationType.SMS ? record?.cellNumbers?.[0] : record?.email;
}

/** destinationFor, or a field error on cellNumbers / email with the message for that channel. */
function requireDestination(record: Pick<ClientEntity, 'cellNumbers' | 'email'>, channel: CommunicationType, missing: { sms: string; email: string }): string {
  const destination = destinationFor(record, channel);
  if (!destination) {
    const field = channel === CommunicationType.SMS ? 'cellNumbers' : 'email';
    throw new FieldValidationError([{ field, message: channel === CommunicationType.SMS ? missing.sms : missing.email }]);
  }
  return destination;
}

function incorrectError(remaining: number): GraphQLError {
  return new GraphQLError(OTP_INCORRECT, { extensions: { code: 'OTP_INCORRECT', detail: otpIncorrectDetail(remaining), attemptsLeft: remaining } });
}

/** What `issue` stores and sends for one new code. */
interface NewChallenge {
  clientId: string;
  channel: CommunicationType;
  /** Left out for the sign-up (VERIFY) code: the entity's default, and no purpose in the audit. */
  purpose?: OtpPurpose;
  destination: string;
  /** Encrypted into pendingValueEncrypted. */
  pendingValue?: string;
  body: (code: string) => string;
  /** More messages in the same transaction, after the code's. */
  alsoSend?: (em: EntityManager) => Promise<void>;
}

/** One-time PINs: secure random, stored as a keyed hash, single use, 3 wrong attempts, all enforced here. */
@Injectable()
export class OtpService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
    private readonly sender: MessageSender,
  ) {}

  private hash(challengeId: string, code: string): string {
    return createHmac('sha256', this.cipher.lookupHash(`otp:${challengeId}`)).update(code).digest('hex');
  }

  /** Attempts count across resends until a code is accepted (one counter per client, atomic). */
  private attemptsKey(clientId: string): string {
    return `otp:attempts:${clientId}`;
  }

  private wrongAttempts(clientId: string, now: number): Promise<number> {
    return peekRateLimit(this.em, this.attemptsKey(clientId), OTP_ATTEMPT_WINDOW_MS, now);
  }

  /**
   * The resend lock (one send per OTP_RESEND_LOCK_MS) and the hourly allowance, both reserved
   * atomically: parallel or aliased calls send one code per lock.
   */
  private async reserveSend(lockKey: string, hourlyKey: string, now: number): Promise<void> {
    const lock = await hitRateLimit(this.em, lockKey, 1, OTP_RESEND_LOCK_MS, now);
    if (!lock.allowed) throw tooManyRequests(otpResendWaitMessage(lock.retryAfterSeconds), lock.retryAfterSeconds);
    const hourly = await hitRateLimit(this.em, hourlyKey, OTP_MAX_SENDS_PER_HOUR, 3600_000, now);
    if (!hourly.allowed) throw tooManyRequests('Too many OTPs were sent. Please try again in an hour.', hourly.retryAfterSeconds);
  }

  /** A new random code: stored as a keyed hash, sent, and audited (OTP_SENT) in one transaction. */
  private async issue({ clientId, channel, purpose, destination, pendingValue, body, alsoSend }: NewChallenge, now: number): Promise<void> {
    const code = newCode();
    await this.em.transactional(async (em) => {
      const challenge = em.create(OtpChallengeEntity, {
        clientId,
        channel,
        ...(purpose ? { purpose } : {}),
        destinationMasked: maskDestination(destination),
        codeHash: '',
        ...(pendingValue === undefined ? {} : { pendingValueEncrypted: this.cipher.encrypt(pendingValue) }),
        createdAt: new Date(now),
        expiresAt: new Date(now + OTP_TTL_MS),
      });
      challenge.codeHash = this.hash(challenge.id, code);
      await this.sender.send({ clientId, channel, destination, body: body(code) }, em);
      await alsoSend?.(em);
      em.create(AuditEventEntity, { type: 'OTP_SENT', userId: null, detail: purpose ? { clientId, channel, purpose } : { clientId, channel }, createdAt: new Date(now) });
    });
  }

  private matches(challenge: OtpChallengeEntity, code: string): boolean {
    return timingSafeEqual(Buffer.from(challenge.codeHash, 'hex'), Buffer.from(this.hash(challenge.id, code), 'hex'));
  }

  /**
   * The client's newest unused code of these purposes, when `code` is it: 3 attempts per code,
   * each reserved (`${attemptPrefix}:${challenge.id}`) before comparing; a wrong one is audited.
   */
  private async checkPendingCode(clientId: string, code: string, purposes: OtpPurpose[], attemptPrefix: string, now: number): Promise<OtpChallengeEntity> {
    const invalid = validateOtpCode(code);
    if (invalid) throw new FieldValidationError([{ field: 'OTP', message: invalid }]);
    const challenge = await this.em.findOne(OtpChallengeEntity, { clientId, purpose: { $in: purposes }, usedAt: null }, { orderBy: { createdAt: 'desc' } });
    if (!challenge) throw new FieldValidationError([{ field: 'OTP', message: 'Please ask for a new OTP first' }]);
    if (challenge.expiresAt.getTime() <= now) throw new GraphQLError(otpExpiredMessage(OTP_MAX_WRONG_ATTEMPTS), { extensions: { code: 'OTP_EXPIRED' } });
    const attempt = await hitRateLimit(this.em, `${attemptPrefix}:${challenge.id}`, OTP_MAX_WRONG_ATTEMPTS, OTP_TTL_MS, now);
    if (!attempt.allowed) throw this.blockedError();
    if (!this.matches(challenge, code)) {
      this.em.create(AuditEventEntity, { type: 'OTP_FAILED', userId: null, detail: { clientId, purpose: challenge.purpose }, createdAt: new Date(now) });
      await this.em.flush();
      const remaining = OTP_MAX_WRONG_ATTEMPTS - attempt.count;
      if (remaining <= 0) throw this.blockedError();
      throw incorrectError(remaining);
    }
    return challenge;
  }

  private blockedError(): GraphQLError {
    return new GraphQLError(OTP_BLOCKED, { extensions: { code: 'OTP_BLOCKED', detail: OTP_BLOCKED_DETAIL, attemptsLeft: 0 } });
  }

  /** The latest sign-up (VERIFY) code: sign-in codes never confirm anything else. */
  private async latest(clientId: string): Promise<OtpChallengeEntity | null> {
    return this.em.findOne(OtpChallengeEntity, { clientId, purpose: 'VERIFY' }, { orderBy: { createdAt: 'desc' } });
  }

  async status(clientId: string, now = Date.now()): Promise<OtpStatusModel | null> {
    const challenge = await this.latest(clientId);
    if (!challenge) return null;
    const left = Math.max(0, OTP_MAX_WRONG_ATTEMPTS - (await this.wrongAttempts(clientId, now)));
    return {
      communicationType: challenge.channel as CommunicationType,
      destination: challenge.destinationMasked,
      expiresAt: challenge.expiresAt,
      resendAvailableAt: new Date(challenge.createdAt.getTime() + OTP_RESEND_LOCK_MS),
      attemptsLeft: left,
      blocked: left === 0,
    };
  }

  /**
   * Whose contact details the client's OTP goes to: while the account claims a guest sale's
   * record, the cell number or e-mail captured at that sale (which nobody can change meanwhile:
   * no session reaches a guest record); else the client's own.
   */
  private async contactRecord(clientId: string): Promise<ClientEntity | null> {
    const claim = await this.em.findOne(UserAccountEntity, { clientId, pendingClaimClientId: { $ne: null } }, { fields: ['pendingClaimClientId'] });
    return this.em.findOne(ClientEntity, claim ? { id: claim.pendingClaimClientId!, guest: true } : { id: clientId });
  }

  async send(clientId: string, channel: CommunicationType, now = Date.now()): Promise<OtpStatusModel> {
    const client = await this.contactRecord(clientId);
    if (!client) throw new NotFoundError('Client not found');
    if ((await this.wrongAttempts(clientId, now)) >= OTP_MAX_WRONG_ATTEMPTS) throw this.blockedError();
    const last = await this.latest(clientId);
    if (last && now - last.createdAt.getTime() < OTP_RESEND_LOCK_MS) {
      const retryAfterSeconds = secondsUntilWindowEnds(last.createdAt.getTime(), OTP_RESEND_LOCK_MS, now);
      throw tooManyRequests(otpResendWaitMessage(retryAfterSeconds), retryAfterSeconds);
    }
    const destination = requireDestination(client, channel, { sms: 'We have no cellphone number for you', email: 'We have no email address for you' });
    await this.reserveSend(`otp:send-lock:${clientId}`, `otp:sends:${clientId}`, now);
    await this.issue({ clientId, channel, destination, body: (code) => `Your Imali OTP is ${code}. It expires in 30 minutes. Never share it with anyone.` }, now);
    return (await this.status(clientId, now))!;
  }

  async confirm(clientId: string, code: string, now = Date.now()): Promise<boolean> {
    const invalid = validateOtpCode(code);
    if (invalid) throw new FieldValidationError([{ field: 'OTP', message: invalid }]);
    const wrong = await this.wrongAttempts(clientId, now);
    if (wrong >= OTP_MAX_WRONG_ATTEMPTS) throw this.blockedError();
    const challenge = await this.latest(clientId);
    if (!challenge || challenge.usedAt) throw new FieldValidationError([{ field: 'OTP', message: 'Please ask for a new OTP first' }]);
    const left = OTP_MAX_WRONG_ATTEMPTS - wrong;
    if (challenge.expiresAt.getTime() <= now) {
      throw new GraphQLError(otpExpiredMessage(left), { extensions: { code: 'OTP_EXPIRED', attemptsLeft: left } });
    }
    // Reserve the attempt before comparing: parallel or aliased guesses each take one, and at
    // most OTP_MAX_WRONG_ATTEMPTS of them ever reach the comparison.
    const attempt = await hitRateLimit(this.em, this.attemptsKey(clientId), OTP_MAX_WRONG_ATTEMPTS, OTP_ATTEMPT_WINDOW_MS, now);
    if (!attempt.allowed) throw this.blockedError();
    const [current] = await this.em.getConnection().execute<{ used_at: Date | null }[]>('select used_at from identity.otp_challenge where id = ?', [challenge.id]);
    if (current?.used_at) {
      // Accepted meanwhile by a parallel request: nothing was compared, give the attempt back.
      await refundRateLimit(this.em, this.attemptsKey(clientId));
      throw new FieldValidationError([{ field: 'OTP', message: 'Please ask for a new OTP first' }]);
    }
    if (!this.matches(challenge, code)) {
      await this.em.getConnection().execute('update identity.otp_challenge set wrong_attempts = wrong_attempts + 1 where id = ?', [challenge.id]);
      this.em.create(AuditEventEntity, { type: 'OTP_FAILED', userId: null, detail: { clientId }, createdAt: new Date(now) });
      await this.em.flush();
      const remaining = OTP_MAX_WRONG_ATTEMPTS - attempt.count;
      if (remaining <= 0) throw this.blockedError();
      throw incorrectError(remaining);
    }
    const used = await this.em.nativeUpdate(OtpChallengeEntity, { id: challenge.id, usedAt: null }, { usedAt: new Date(now) });
    if (used !== 1) throw new FieldValidationError([{ field: 'OTP', message: 'Please ask for a new OTP first' }]);
    await resetRateLimit(this.em, this.attemptsKey(clientId));
    const claim = await this.em.findOne(UserAccountEntity, { clientId, pendingClaimClientId: { $ne: null } });
    if (claim) return this.completeClaim(claim, now);
    await this.em.nativeUpdate(ClientEntity, { id: clientId }, { otpVerification: true });
    this.em.create(AuditEventEntity, { type: 'OTP_VERIFIED', userId: null, detail: { clientId }, createdAt: new Date(now) });
    await this.em.flush();
    return true;
  }

  /**
   * A verified client changing their cell number or e-mail: the new value waits with a code sent
   * to it, and the old value gets a notice; `confirmContactChange` applies it. Asking again
   * replaces the pending change of that kind.
   */
  async startContactChange(clientId: string, field: ContactField, newValue: string, oldValue: string | null, now = Date.now()): Promise<void> {
    const hit = await hitRateLimit(this.em, `contact-change:${clientId}`, CONTACT_CHANGES_PER_HOUR, 3600_000, now);
    if (!hit.allowed) throw tooManyRequests('Too many changes were asked for. Please try again in an hour.', hit.retryAfterSeconds);
    const channel = field === 'email' ? CommunicationType.EMAIL : CommunicationType.SMS;
    const what = field === 'email' ? 'e-mail address' : 'cell number';
    await this.issue(
      {
        clientId,
        channel,
        purpose: CONTACT_PURPOSE[field],
        destination: newValue,
        pendingValue: newValue,
        body: (code) => `Your Imali OTP to confirm your new ${what} is ${code}. It expires in 30 minutes. Never share it with anyone.`,
        alsoSend: async (em) => {
          if (!oldValue) return;
          await this.sender.send(
            { clientId, channel, destination: oldValue, body: `Someone asked to change the ${what} on your Imali profile to ${maskDestination(newValue)}. If this was not you, call us right away.` },
            em,
          );
        },
      },
      now,
    );
  }

  /** The changes still waiting for their code (masked), newest of each kind. */
  async pendingContactChanges(clientId: string, now = Date.now()): Promise<{ field: ContactField; destination: string; expiresAt: Date }[]> {
    const waiting = await this.em.find(OtpChallengeEntity, { clientId, purpose: { $in: ['NEW_CELL', 'NEW_EMAIL'] }, usedAt: null, expiresAt: { $gt: new Date(now) } }, { orderBy: { createdAt: 'desc' } });
    const seen = new Set<string>();
    return waiting
      .filter((c) => !seen.has(c.purpose) && seen.add(c.purpose))
      .map((c) => ({ field: c.purpose === 'NEW_EMAIL' ? 'email' : 'cellNumber', destination: c.destinationMasked, expiresAt: c.expiresAt }));
  }

  /**
   * Applies the newest pending change whose code this is: 3 attempts per change, reserved before
   * comparing. The new value becomes the client's cell number (the first) or e-mail.
   */
  async confirmContactChange(clientId: string, code: string, now = Date.now()): Promise<ContactField> {
    const challenge = await this.checkPendingCode(clientId, code, ['NEW_CELL', 'NEW_EMAIL'], 'otp:contact', now);
    const field: ContactField = challenge.purpose === 'NEW_EMAIL' ? 'email' : 'cellNumber';
    const value = this.cipher.decrypt(challenge.pendingValueEncrypted!);
    await this.em.transactional(async (em) => {
      const used = await em.nativeUpdate(OtpChallengeEntity, { id: challenge.id, usedAt: null }, { usedAt: new Date(now) });
      if (used !== 1) throw new FieldValidationError([{ field: 'OTP', message: 'Please ask for a new OTP first' }]);
      const client = await em.findOneOrFail(ClientEntity, { id: clientId });
      if (field === 'email') client.email = value;
      else client.cellNumbers = [value, ...client.cellNumbers.slice(1).filter((c) => c !== value)];
      em.create(AuditEventEntity, { type: 'PROFILE_UPDATED', userId: null, detail: { clientId, contact: field }, createdAt: new Date(now) });
    });
    return field;
  }

  /**
   * A code to the contact details captured at a guest sale, for a signed-in client who says the
   * sale was theirs (same ID number): confirming it links the sale (GuestLinkService).
   */
  async startGuestLink(clientId: string, guest: ClientEntity, channel: CommunicationType, now = Date.now()): Promise<{ destination: string }> {
    const destination = requireDestination(guest, channel, { sms: 'The sale has no cellphone number to send a code to', email: 'The sale has no email address to send a code to' });
    await this.reserveSend(`otp:link-lock:${clientId}`, `otp:links:${clientId}`, now);
    await this.issue(
      { clientId, channel, purpose: 'LINK', destination, pendingValue: guest.id, body: (code) => `Your Imali OTP to add your policy to your account is ${code}. It expires in 30 minutes. Never share it with anyone.` },
      now,
    );
    return { destination: maskDestination(destination) };
  }

  /** The guest record's id whose link code this is (used up); 3 attempts per code, reserved before comparing. */
  async confirmGuestLink(clientId: string, code: string, now = Date.now()): Promise<string> {
    const challenge = await this.checkPendingCode(clientId, code, ['LINK'], 'otp:link', now);
    const used = await this.em.nativeUpdate(OtpChallengeEntity, { id: challenge.id, usedAt: null }, { usedAt: new Date(now) });
    if (used !== 1) throw new FieldValidationError([{ field: 'OTP', message: 'Please ask for a new OTP first' }]);
    return this.cipher.decrypt(challenge.pendingValueEncrypted!);
  }

  /**
   * A sign-in code (the way back in for a user locked out of password sign-in) to the account's
   * own cell number or e-mail. Nothing is said when there is nowhere to send it: the caller
   * answers the same either way. Throttled by the caller (AuthService).
   */
  async sendSignInCode(clientId: string, channel: CommunicationType, now = Date.now()): Promise<void> {
    const client = await this.em.findOne(ClientEntity, { id: clientId }, { fields: ['cellNumbers', 'email'] });
    const destination = destinationFor(client, channel);
    if (!destination) return;
    await this.issue({ clientId, channel, purpose: 'SIGN_IN', destination, body: (code) => `Your Imali sign-in OTP is ${code}. It expires in 30 minutes. Never share it with anyone.` }, now);
  }

  /** Whether `code` is the client's latest unused, unexpired sign-in code; a match uses it up. The caller reserves the attempt first. */
  async useSignInCode(clientId: string, code: string, now = Date.now()): Promise<boolean> {
    if (validateOtpCode(code)) return false;
    const challenge = await this.em.findOne(OtpChallengeEntity, { clientId, purpose: 'SIGN_IN' }, { orderBy: { createdAt: 'desc' } });
    if (!challenge || challenge.usedAt || challenge.expiresAt.getTime() <= now) return false;
    if (!this.matches(challenge, code)) return false;
    return (await this.em.nativeUpdate(OtpChallengeEntity, { id: challenge.id, usedAt: null }, { usedAt: new Date(now) })) === 1;
  }

  /**
   * The code sent to the guest sale's contact details proves control of them: the account moves
   * onto the sale's record (now registered and verified), taking over the registration steps done
   * on its own record and filling only what the sale left empty; its own record is removed.
   */
  private async completeClaim(account: UserAccountEntity, now: number): Promise<boolean> {
    const ownId = account.clientId;
    const guestId = account.pendingClaimClientId!;
    const claimed = await this.em.transactional(async (em) => {
      const guest = await em.findOne(ClientEntity, { id: guestId, guest: true }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const own = await em.findOne(ClientEntity, { id: ownId });
      await em.nativeUpdate(UserAccountEntity, { id: account.id }, { pendingClaimClientId: null });
      if (!guest || !own) return false;
      const fill = ['title', 'firstNames', 'surname', 'nickName', 'passportExpiresDate', 'income', 'estimatedIncome', 'taxNumber', 'photoId', 'selfieId', 'email'] as const;
      const taken: Partial<Pick<ClientEntity, (typeof fill)[number]>> = {};
      for (const key of fill) if (guest[key] == null && own[key] != null) Object.assign(taken, { [key]: own[key] });
      const registration = { acceptedTerms: guest.acceptedTerms || own.acceptedTerms, isRegistration: guest.isRegistration && own.isRegistration, marketingConsent: guest.marketingConsent || own.marketingConsent };
      const cellNumbers = guest.cellNumbers.length ? guest.cellNumbers : own.cellNumbers;
      // Its own record goes first: it holds the same ID number, unique among registered records.
      await em.nativeDelete(ClientEntity, { id: own.id });
      await em.nativeUpdate(ClientEntity, { id: guest.id }, { ...taken, ...registration, cellNumbers, guest: false, otpVerification: true });
      await em.nativeUpdate(UserAccountEntity, { id: account.id }, { clientId: guest.id });
      em.create(AuditEventEntity, { type: 'OTP_VERIFIED', userId: account.id, detail: { clientId: guest.id, claimedFrom: own.id }, createdAt: new Date(now) });
      return true;
    });
    if (!claimed) throw new FieldValidationError([{ field: 'OTP', message: CLAIM_UNAVAILABLE_MESSAGE }]);
    return true;
  }
}
