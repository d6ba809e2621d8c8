import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, type EntityManager as Em } from '@mikro-orm/postgresql';
import { hash, verify } from '@node-rs/argon2';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { GraphQLError } from 'graphql';
import { FieldValidationError, hitRateLimit, refundRateLimit, resetRateLimit, throwIfInvalid, tooManyRequests, type CallerIdentity, type Verification, PiiCipher } from '@imali/shared/nest';
import { UserAccountEntity } from './user-account.entity';
import { SessionEntity } from './session.entity';
import { AuditEventEntity, type AuditEventType } from './audit-event.entity';
import { ClientEntity } from '../client/client.entity';
import { StaffUserEntity } from '../staff/staff-user.entity';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config';
import { hashSessionToken, newSessionToken } from './session-token';
import {
  PASSWORD_MESSAGE,
  SELECT_ONE_MESSAGE,
  dateOfBirthFromIdNumber,
  genderFromIdNumber,
  isSouthAfricanIdType,
  isUuid,
  required,
  validateEmail,
  validateNewPassword,
  validateSignUpIdNumber,
  type FieldError,
} from '@imali/shared/validation';
import { ID_TYPES } from '@imali/shared/domain';
import { ID_TAKEN_MESSAGE, PROVIDER } from '../profile/profile-rules';
import type { SignUpInput } from './sign-up.input';
import { OtpService } from '../otp/otp.service';
import { CommunicationType } from '../otp/otp.model';
import { OTP_MAX_WRONG_ATTEMPTS } from '../otp/otp-rules';

export const SIGN_IN_FAILED_MESSAGE = 'Incorrect ID number, email or password';
export const SIGN_IN_THROTTLED_MESSAGE = 'Too many sign-in attempts. Please wait 15 minutes, or sign in with a one-time PIN.';
/** Kept for callers of the old name; the rule and its message live in @imali/shared/validation. */
export { PASSWORD_MESSAGE };
export const EMAIL_TAKEN_MESSAGE = 'An account with this email address already exists';
export const LINK_MISMATCH_MESSAGE = 'This ID number does not match the policy you bought. Please check it or contact us.';
/** Sign-in attempts allowed per (username, client address) pair, and per client address, in the window; the right password clears the pair. */
export const SIGN_IN_LIMIT_PER_USERNAME = 5;
export const SIGN_IN_LIMIT_PER_ADDRESS = 20;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/**
 * "Is this ID number registered?" and sign-up's "already taken" answers, per client address and
 * per ID number (and e-mail), so neither can be used to test ID numbers in bulk.
 */
export const EXISTING_USER_LIMIT_PER_ADDRESS = 20;
export const EXISTING_USER_LIMIT_PER_ID_NUMBER = 10;
export const EXISTING_USER_WINDOW_MS = 15 * 60_000;
export const SIGN_UP_LIMIT_PER_ADDRESS = 20;
export const SIGN_UP_LIMIT_PER_SUBJECT = 5;
export const SIGN_UP_WINDOW_MS = 60 * 60_000;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a while and try again.';
export const SIGN_IN_OTP_FAILED_MESSAGE = 'Incorrect or expired OTP. Please ask for a new one.';
/** Sign-in codes asked for per account and per client address in the sign-in window. */
export const SIGN_IN_OTP_SENDS_PER_ACCOUNT = 3;
export const SIGN_IN_OTP_SENDS_PER_ADDRESS = 10;
/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** Verified against when no account matches, so a wrong username costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

export interface SignedIn {
  user: UserAccountEntity;
  token: string;
  maxAgeSeconds: number;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly otp: OtpService,
  ) {}

  hashPassword(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  private async findAccount(username: string): Promise<UserAccountEntity | null> {
    const trimmed = username.trim();
    if (trimmed.includes('@')) return this.em.findOne(UserAccountEntity, { email: trimmed.toLowerCase() });
    // Guest records (what visitors typed at a sale) never sign in and are never found by ID number.
    const client = await this.em.findOne(ClientEntity, { idNumberHash: this.cipher.lookupHash(trimmed), guest: false });
    return client ? this.em.findOne(UserAccountEntity, { clientId: client.id }) : null;
  }

  async audit(type: AuditEventType, userId: string | null, detail?: AuditEventEntity['detail']): Promise<void> {
    const event = this.em.create(AuditEventEntity, { type, userId, detail: detail ?? null, createdAt: new Date() });
    await this.em.persistAndFlush(event);
  }

  /**
   * Reserves this attempt against the (username, address) pair's limit and the address's looser
   * one before the password is checked (one atomic upsert each), so parallel guesses cannot all
   * pass a read-then-count check; throws TOO_MANY_REQUESTS over either.
   */
  private async reserveSignIn(subject: string, usernameHash: string, addressHash: string | null): Promise<{ pairKey: string; addressKey: string | null }> {
    const pairKey = `sign-in:pair:${subject}:${addressHash ?? 'none'}`;
    const addressKey = addressHash ? `sign-in:address:${addressHash}` : null;
    const pair = await hitRateLimit(this.em, pairKey, SIGN_IN_LIMIT_PER_USERNAME, SIGN_IN_WINDOW_MS);
    const address = addressKey ? await hitRateLimit(this.em, addressKey, SIGN_IN_LIMIT_PER_ADDRESS, SIGN_IN_WINDOW_MS) : null;
    if (!pair.allowed || (address && !address.allowed)) {
      await this.audit('SIGN_IN_THROTTLED', null, { usernameHash });
      throw tooManyRequests(SIGN_IN_THROTTLED_MESSAGE, Math.max(pair.allowed ? 0 : pair.retryAfterSeconds, address && !address.allowed ? address.retryAfterSeconds : 0));
    }
    return { pairKey, addressKey };
  }

  /** Checks the password, revokes the caller's previous session (rotation) and opens a new one. */
  async signIn(username: string, password: string, previousSessionId: string | null, addressHash: string | null = null): Promise<SignedIn> {
    const usernameHash = this.cipher.lookupHash(`username:${username.trim().toLowerCase()}`);
    const account = await this.findAccount(username);
    // Keyed on the account when there is one, so its e-mail and ID number share one allowance.
    const reserved = await this.reserveSignIn(account ? account.id : usernameHash, usernameHash, addressHash);
    dummyHash ??= this.hashPassword('imali-timing-equaliser');
    const valid = await verify(account?.passwordHash ?? (await dummyHash), password).catch(() => false);
    if (!account || !valid) {
      await this.audit('SIGN_IN_FAILED', account?.id ?? null, { usernameHash, ...(addressHash ? { addressHash } : {}) });
      throw new GraphQLError(SIGN_IN_FAILED_MESSAGE, { extensions: { code: 'UNAUTHENTICATED' } });
    }
    // The right password ends the pair's run of failures and does not use up the address's allowance.
    await resetRateLimit(this.em, reserved.pairKey);
    if (reserved.addressKey) await refundRateLimit(this.em, reserved.addressKey);
    return this.em.transactional((em) => this.openSession(em, account, previousSessionId, 'SIGN_IN_SUCCEEDED'));
  }

  /**
   * The way back in when password sign-in is locked for this address (docs/decisions/sign-in-lockout.md):
   * a one-time PIN to the account's own cell number or e-mail. Answers the same whether or not the
   * account exists or has that contact detail.
   */
  async requestSignInOtp(username: string, channel: CommunicationType, addressHash: string | null = null): Promise<boolean> {
    const usernameHash = this.cipher.lookupHash(`username:${username.trim().toLowerCase()}`);
    const account = await this.findAccount(username);
    await this.throttle(
      [
        [addressHash ? `sign-in-otp-send:address:${addressHash}` : null, SIGN_IN_OTP_SENDS_PER_ADDRESS],
        [`sign-in-otp-send:${account ? account.id : usernameHash}`, SIGN_IN_OTP_SENDS_PER_ACCOUNT],
      ],
      SIGN_IN_WINDOW_MS,
    );
    if (account) await this.otp.sendSignInCode(account.clientId, channel);
    return true;
  }

  /** Signs in with the code from requestSignInOtp: 3 attempts per account in the window, reserved before comparing. */
  async signInWithOtp(username: string, code: string, previousSessionId: string | null, addressHash: string | null = null): Promise<SignedIn> {
    const usernameHash = this.cipher.lookupHash(`username:${username.trim().toLowerCase()}`);
    const account = await this.findAccount(username);
    const subject = account ? account.id : usernameHash;
    await this.throttle(
      [
        [addressHash ? `sign-in:address:${addressHash}` : null, SIGN_IN_LIMIT_PER_ADDRESS],
        [`sign-in-otp:${subject}`, OTP_MAX_WRONG_ATTEMPTS],
      ],
      SIGN_IN_WINDOW_MS,
    );
    if (!account || !(await this.otp.useSignInCode(account.clientId, code))) {
      await this.audit('SIGN_IN_FAILED', account?.id ?? null, { usernameHash, method: 'OTP' });
      throw new GraphQLError(SIGN_IN_OTP_FAILED_MESSAGE, { extensions: { code: 'UNAUTHENTICATED' } });
    }
    // Proven by the code: this address's password lock and the code attempts start afresh.
    await resetRateLimit(this.em, `sign-in:pair:${account.id}:${addressHash ?? 'none'}`);
    await resetRateLimit(this.em, `sign-in-otp:${subject}`);
    return this.em.transactional((em) => this.openSession(em, account, previousSessionId, 'SIGN_IN_SUCCEEDED'));
  }

  /** A new session for `account`; the caller's previous one (if any) is revoked: rotation. */
  private async openSession(em: Em, account: UserAccountEntity, previousSessionId: string | null, event: AuditEventType): Promise<SignedIn> {
    const token = newSessionToken();
    const now = new Date();
    const maxAgeSeconds = this.config.SESSION_TTL_HOURS * 3600;
    if (previousSessionId) await em.nativeUpdate(SessionEntity, { id: previousSessionId, revokedAt: null }, { revokedAt: now });
    em.create(SessionEntity, {
      userId: account.id,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000),
    });
    account.lastSignInAt = now;
    em.create(AuditEventEntity, { type: event, userId: account.id, createdAt: now });
    return { user: account, token, maxAgeSeconds };
  }

  /**
   * Counts one hit against each key (atomically, before any look-up) and throws TOO_MANY_REQUESTS
   * when any is over its limit. Keys carry hashes only.
   */
  private async throttle(limits: [key: string | null, limit: number][], windowMs: number): Promise<void> {
    for (const [key, limit] of limits) {
      if (!key) continue;
      const hit = await hitRateLimit(this.em, key, limit, windowMs);
      if (!hit.allowed) throw tooManyRequests(TOO_MANY_ATTEMPTS_MESSAGE, hit.retryAfterSeconds);
    }
  }

  /** "Is this ID number already registered?" → the provider's name, else null; one query either way. */
  async hasExistingUser(idNumber: string, addressHash: string | null = null): Promise<string | null> {
    const normalised = idNumber.replace(/\s+/g, '');
    if (!normalised || normalised.length > 20) return null;
    const idHash = this.cipher.lookupHash(normalised);
    await this.throttle(
      [
        [addressHash ? `existing-user:address:${addressHash}` : null, EXISTING_USER_LIMIT_PER_ADDRESS],
        [`existing-user:id:${idHash}`, EXISTING_USER_LIMIT_PER_ID_NUMBER],
      ],
      EXISTING_USER_WINDOW_MS,
    );
    const [row] = await this.em
      .getConnection()
      .execute<{ taken: boolean }[]>(
        'select exists (select 1 from identity.client c join identity.user_account a on a.client_id = c.id where c.id_number_hash = ? and not c.guest) as taken',
        [idHash],
      );
    return row?.taken ? PROVIDER : null;
  }

  /**
   * Registration with an ID number (and/or e-mail) and a password, on a new client record; with
   * `clientId` also a pending claim on that guest sale's record; signs in.
   */
  async signUp(input: SignUpInput, previousSessionId: string | null, addressHash: string | null = null): Promise<SignedIn> {
    const idNumber = input.idNumber?.replace(/\s+/g, '') || null;
    const email = input.email?.trim().toLowerCase() || null;
    // Its "already signed up" answers tell whether an ID number or e-mail is registered: throttled
    // like hasExistingUser, counted before anything is checked.
    await this.throttle(
      [
        [addressHash ? `sign-up:address:${addressHash}` : null, SIGN_UP_LIMIT_PER_ADDRESS],
        [typeof idNumber === 'string' && idNumber.length <= 20 ? `sign-up:id:${this.cipher.lookupHash(idNumber)}` : null, SIGN_UP_LIMIT_PER_SUBJECT],
        [typeof email === 'string' && email.length <= 254 ? `sign-up:email:${this.cipher.lookupHash(`email:${email}`)}` : null, SIGN_UP_LIMIT_PER_SUBJECT],
      ],
      SIGN_UP_WINDOW_MS,
    );
    // The register form's rules (shared validation), on the normalised values.
    const errors: FieldError[] = [];
    const add = (field: string, message: string | undefined) => message && errors.push({ field, message });
    add('idType', ID_TYPES.includes(input.idType as (typeof ID_TYPES)[number]) ? undefined : SELECT_ONE_MESSAGE);
    add('idNumber', validateSignUpIdNumber(idNumber, { idType: input.idType, email }));
    add('email', validateEmail(email));
    // Length and the common and breached passwords list (the list only on the server: the form shows this message).
    add('password', required(input.password) ?? (await validateNewPassword(input.password)));
    throwIfInvalid(errors);

    const passwordHash = await this.hashPassword(input.password);
    const idHash = idNumber ? this.cipher.lookupHash(idNumber) : null;
    try {
      return await this.em.transactional(async (em) => {
        // Every account starts on a record of its own: a guest sale's record is never attached by
        // ID number, and only a registered client's ID number is taken.
        if (idHash && (await em.count(ClientEntity, { idNumberHash: idHash, guest: false })) > 0) throw new FieldValidationError([{ field: 'idNumber', message: ID_TAKEN_MESSAGE }]);
        // "Register to view policy": a claim on the sale's record, completed only by an OTP sent to
        // the contact details captured at the sale (OtpService). An unknown id answers as a mismatch.
        let pendingClaimClientId: string | null = null;
        if (input.clientId) {
          const guest = isUuid(input.clientId) ? await em.findOne(ClientEntity, { id: input.clientId, guest: true }, { fields: ['id', 'idNumberHash'] }) : null;
          if (!guest || !idHash || guest.idNumberHash !== idHash) throw new FieldValidationError([{ field: 'idNumber', message: LINK_MISMATCH_MESSAGE }]);
          pendingClaimClientId = guest.id;
        }
        if (email && (await em.count(UserAccountEntity, { email })) > 0) throw new FieldValidationError([{ field: 'email', message: EMAIL_TAKEN_MESSAGE }]);
        const client = em.create(ClientEntity, {
          idType: input.idType,
          idNumberEncrypted: idNumber ? this.cipher.encrypt(idNumber) : null,
          idNumberHash: idHash,
          birthDate: idNumber && isSouthAfricanIdType(input.idType) ? dateOfBirthFromIdNumber(idNumber) ?? null : null,
          gender: idNumber && isSouthAfricanIdType(input.idType) ? genderFromIdNumber(idNumber) ?? null : null,
          email,
          isRegistration: true,
          acceptedTerms: false,
          otpVerification: false,
        });
        const account = em.create(UserAccountEntity, { clientId: client.id, email, passwordHash, pendingClaimClientId });
        return this.openSession(em, account, previousSessionId, 'SIGN_UP');
      });
    } catch (error) {
      // Two sign-ups with one ID number (or e-mail) at once: the other one won.
      if (error instanceof UniqueConstraintViolationException) {
        const onEmail = /email/.test(String((error as { constraint?: string }).constraint ?? ''));
        throw new FieldValidationError([onEmail ? { field: 'email', message: EMAIL_TAKEN_MESSAGE } : { field: 'idNumber', message: ID_TAKEN_MESSAGE }]);
      }
      throw error;
    }
  }

  async signOut(identity: CallerIdentity): Promise<boolean> {
    if (!identity.sessionId) return false;
    const revoked = await this.em.nativeUpdate(SessionEntity, { id: identity.sessionId, revokedAt: null }, { revokedAt: new Date() });
    await this.audit('SIGN_OUT', identity.userId);
    return revoked > 0;
  }

  /** The gateway asks this on every call that carries a session cookie. */
  async resolveSession(token: string): Promise<CallerIdentity | null> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 200) return null;
    const session = await this.em.findOne(SessionEntity, { tokenHash: hashSessionToken(token), revokedAt: null });
    if (!session) return null;
    const now = Date.now();
    const idleLimit = this.config.SESSION_IDLE_MINUTES * 60_000;
    if (session.expiresAt.getTime() <= now || now - session.lastSeenAt.getTime() > idleLimit) {
      session.revokedAt = new Date(now);
      this.em.create(AuditEventEntity, { type: 'SESSION_EXPIRED', userId: session.userId, createdAt: new Date(now) });
      await this.em.flush();
      return null;
    }
    const account = await this.em.findOne(UserAccountEntity, { id: session.userId });
    if (!account) return null;
    // Sliding idle timeout, written at most once a minute.
    if (now - session.lastSeenAt.getTime() > 60_000) {
      await this.em.nativeUpdate(SessionEntity, { id: session.id }, { lastSeenAt: new Date(now) });
    }
    const staff = await this.em.findOne(StaffUserEntity, { userId: account.id }, { fields: ['id', 'roles'] });
    return {
      userId: account.id,
      clientId: account.clientId,
      sessionId: session.id,
      verification: await this.verificationOf(account.clientId),
      // An employee's roles travel in the signed identity, so every subgraph checks them (requireStaff).
      ...(staff ? { staff: { staffId: staff.id, roles: [...staff.roles] } } : {}),
    };
  }

  /**
   * The sign-up steps the shell's route guard checks, signed into every call so that each
   * subgraph refuses client operations until all are done (libs/shared/nest requireClientId).
   */
  private async verificationOf(clientId: string | null): Promise<Verification> {
    const client = clientId
      ? await this.em.findOne(ClientEntity, { id: clientId }, { fields: ['isRegistration', 'acceptedTerms', 'otpVerification'] })
      : null;
    return { registered: client ? !client.isRegistration : false, acceptedTerms: client?.acceptedTerms ?? false, otpVerified: client?.otpVerification ?? false };
  }

  findUser(userId: string): Promise<UserAccountEntity | null> {
    return this.em.findOne(UserAccountEntity, { id: userId });
  }
}
