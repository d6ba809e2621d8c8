import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { hash, verify } from '@node-rs/argon2';
import { GraphQLError } from 'graphql';
import type { CallerIdentity } from '@imali/shared/nest';
import { UserAccountEntity } from './user-account.entity';
import { SessionEntity } from './session.entity';
import { AuditEventEntity, type AuditEventType } from './audit-event.entity';
import { ClientEntity } from '../client/client.entity';
import { PiiCipher } from '../pii/pii-cipher';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config';
import { hashSessionToken, newSessionToken } from './session-token';

export const SIGN_IN_FAILED_MESSAGE = 'Incorrect ID number, email or password';
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
  ) {}

  hashPassword(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  private async findAccount(username: string): Promise<UserAccountEntity | null> {
    const trimmed = username.trim();
    if (trimmed.includes('@')) return this.em.findOne(UserAccountEntity, { email: trimmed.toLowerCase() });
    const client = await this.em.findOne(ClientEntity, { idNumberHash: this.cipher.lookupHash(trimmed) });
    return client ? this.em.findOne(UserAccountEntity, { clientId: client.id }) : null;
  }

  async audit(type: AuditEventType, userId: string | null, detail?: AuditEventEntity['detail']): Promise<void> {
    const event = this.em.create(AuditEventEntity, { type, userId, detail: detail ?? null, createdAt: new Date() });
    await this.em.persistAndFlush(event);
  }

  /** Checks the password, revokes the caller's previous session (rotation) and opens a new one. */
  async signIn(username: string, password: string, previousSessionId: string | null): Promise<SignedIn> {
    const account = await this.findAccount(username);
    dummyHash ??= this.hashPassword('imali-timing-equaliser');
    const valid = await verify(account?.passwordHash ?? (await dummyHash), password).catch(() => false);
    if (!account || !valid) {
      await this.audit('SIGN_IN_FAILED', account?.id ?? null);
      throw new GraphQLError(SIGN_IN_FAILED_MESSAGE, { extensions: { code: 'UNAUTHENTICATED' } });
    }
    const token = newSessionToken();
    const now = new Date();
    const maxAgeSeconds = this.config.SESSION_TTL_HOURS * 3600;
    await this.em.transactional(async (em) => {
      if (previousSessionId) await em.nativeUpdate(SessionEntity, { id: previousSessionId, revokedAt: null }, { revokedAt: now });
      em.create(SessionEntity, {
        userId: account.id,
        tokenHash: hashSessionToken(token),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000),
      });
      account.lastSignInAt = now;
      em.create(AuditEventEntity, { type: 'SIGN_IN_SUCCEEDED', userId: account.id, createdAt: now });
    });
    return { user: account, token, maxAgeSeconds };
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
    return { userId: account.id, clientId: account.clientId, sessionId: session.id };
  }

  findUser(userId: string): Promise<UserAccountEntity | null> {
    return this.em.findOne(UserAccountEntity, { id: userId });
  }
}
