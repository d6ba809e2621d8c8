import { Injectable, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { GraphQLError } from 'graphql';
import { OTP_BLOCK_HOURS, OTP_BLOCKED_DETAIL, OTP_BLOCKED_MESSAGE, OTP_INCORRECT_MESSAGE, OTP_RESEND_LOCK_SECONDS, collectErrors, otpExpiredMessage, otpIncorrectDetail, otpResendWaitMessage } from '@imali/shared/validation';
import { VACCINATION_FETCH_RULES, VACCINATION_OTP_RULES } from '@imali/vault/domain';
import { isIntegrationError } from '@imali/integrations/core';
import { VaccinationCertificateProvider, type VaccinationCertificate, type VaccinationCertificateRequest } from '@imali/integrations/vaccination';
import { ClientScope, FieldValidationError, PiiCipher, RateLimitCounterEntity, hitRateLimit, refundRateLimit, requireClientId, throwIfInvalid, tooManyRequests, withIdempotency, type CallerIdentity } from '@imali/shared/nest';
import { FileService } from '../files/file.service';
import { ClientDocumentEntity } from '../client-document/client-document.entity';
import { refuseWhenFull, reserveDocumentPlace } from '../client-document/document-limit';
import { StoredFileEntity } from '../files/stored-file.entity';
import { VaccinationFetchEntity } from './vaccination-fetch.entity';
import type { FetchVaccinationCertificateInput, VaccinationFetchModel } from './vaccination.models';

/** §9: 3 OTP attempts. */
export const VACCINATION_OTP_ATTEMPTS = 3;
/** Each fetch sends an SMS from the national system: at most this many per client per hour. */
export const VACCINATION_FETCHES_PER_HOUR = 5;
/** §9's resend lock, kept on the server too: one OTP SMS per client per 30 seconds, whatever the screen does. */
export const VACCINATION_RESEND_LOCK_MS = OTP_RESEND_LOCK_SECONDS * 1000;
export const vaccinationResendLockKey = (clientId: string) => `vaccination-resend:${clientId}`;
export const VACCINATION_FETCH_LIMIT_MESSAGE = 'You have asked for too many certificates. Please try again later.';
export const NO_RECORD_MESSAGE = 'We could not find a vaccination record with these details. Check them against your vaccination card.';
export const SERVICE_DOWN_MESSAGE = 'The national vaccine certificate system is not answering. Please try again shortly.';
export const FETCH_NOT_FOUND_MESSAGE = 'Certificate request not found';
/**
 * §4.5 "after 3 wrong attempts input is blocked": a request ended by 3 wrong OTPs blocks the client
 * (new requests, and the OTPs of the other requests) for as long as identity's OTP block
 * (docs/decisions/otp-limits.md), counted from when it ended (the ENDED row's last change).
 */
export const VACCINATION_OTP_BLOCK_MS = OTP_BLOCK_HOURS * 3600_000;
/**
 * Wrong OTPs count per client across requests (a Resend does not give 3 new tries), as identity's
 * do (docs/decisions/otp-limits.md): for the block's 24 hours from the first one, until the right OTP.
 */
export const VACCINATION_OTP_ATTEMPT_WINDOW_MS = VACCINATION_OTP_BLOCK_MS;
export const vaccinationWrongOtpKey = (clientId: string) => `vaccination-otp-wrong:${clientId}`;

const otpError = (code: string, message: string, extensions: Record<string, unknown> = {}) => new GraphQLError(message, { extensions: { code, ...extensions } });
const blockedError = () => otpError('OTP_BLOCKED', OTP_BLOCKED_MESSAGE, { detail: OTP_BLOCKED_DETAIL, attemptsLeft: 0 });

/**
 * The client's OTP lock, held to the end of the transaction: the third wrong OTP (which records the
 * block) and the recording of a new request take it, so neither misses the other.
 */
export const vaccinationOtpLockKey = (clientId: string) => `vaccination-otp:${clientId}`;
const lockClientOtp = (tx: EntityManager, clientId: string) =>
  tx.getConnection().execute('select pg_advisory_xact_lock(hashtext(?))', [vaccinationOtpLockKey(clientId)], 'run', tx.getTransactionContext());

/**
 * The client's wrong OTPs counter (one row of rate_limit_counter) and how many it holds now (0 once
 * its 24 hours have passed). Read and changed under the client's OTP lock, in the caller's transaction.
 */
async function wrongOtps(tx: EntityManager, clientId: string, now = Date.now()): Promise<{ counter: RateLimitCounterEntity | null; count: number }> {
  const counter = await tx.findOne(RateLimitCounterEntity, { key: vaccinationWrongOtpKey(clientId) });
  return { counter, count: counter && counter.windowStartedAt.getTime() > now - VACCINATION_OTP_ATTEMPT_WINDOW_MS ? counter.count : 0 };
}

/** Whether a request of the client ended blocked (3 wrong OTPs) less than VACCINATION_OTP_BLOCK_MS ago. */
async function isBlocked(em: EntityManager, clientId: string, now = Date.now()): Promise<boolean> {
  return (await em.count(VaccinationFetchEntity, { clientId, state: 'ENDED', updatedAt: { $gt: new Date(now - VACCINATION_OTP_BLOCK_MS) } })) > 0;
}

function providerError(error: unknown): never {
  if (isIntegrationError(error) && error.code === 'NO_RECORD') throw new FieldValidationError([{ field: 'vaxCode', message: NO_RECORD_MESSAGE }]);
  if (isIntegrationError(error)) throw otpError('SUBGRAPH_UNAVAILABLE', SERVICE_DOWN_MESSAGE, { serviceName: 'vaccination' });
  throw error;
}

type Attempt = { kind: 'done'; documentId: string } | { kind: 'verified'; certificate: VaccinationCertificate } | { kind: 'wrong'; left: number } | { kind: 'expired'; left: number } | { kind: 'blocked' };

export const VACCINATION_IDEMPOTENCY_SCOPE = 'vaccination-certificate';

@Injectable()
export class VaccinationService {
  private readonly logger = new Logger(VaccinationService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly provider: VaccinationCertificateProvider,
    private readonly files: FileService,
    private readonly cipher: PiiCipher,
  ) {}

  /**
   * The early "vault full" check (docs/decisions/vault-document-limit.md), except for a client who
   * already holds their own fetched certificate: fetching it again needs no place, so the OTP goes
   * ahead, and the recording step answers the certificate held (the same bytes) or refuses another
   * one under the quota lock (docs/decisions/vault-full-vaccination-refetch.md). When every held
   * certificate came from a fetch whose details are known and none had these details, the service's
   * PDF (which carries them) cannot be one held: refused here too
   * (docs/decisions/vault-full-vaccination-refetch-details.md).
   */
  private async refuseWhenFullWithoutCertificate(clientId: string, detailsHash: string | null | undefined): Promise<void> {
    const em = this.em.fork();
    const held = await em.find(ClientDocumentEntity, { clientId, type: 'COVID19_VACCINATION_CERTIFICATE', forClientId: null }, { fields: ['id'] });
    if (held.length === 0) return refuseWhenFull(em, clientId, 'fetchId');
    if (!detailsHash) return;
    const fetches = await em.find(VaccinationFetchEntity, { clientId, documentId: { $in: held.map((document) => document.id) } }, { fields: ['documentId', 'detailsHash'] });
    if (fetches.some((fetch) => fetch.detailsHash === detailsHash)) return;
    const known = new Set(fetches.filter((fetch) => fetch.detailsHash).map((fetch) => fetch.documentId));
    if (held.every((document) => known.has(document.id))) await refuseWhenFull(em, clientId, 'fetchId');
  }

  /** The details the certificate carries, as sent, hashed with the PII key (hex first: the hash ignores case and spaces, the PDF does not). */
  private detailsHash(request: Pick<VaccinationCertificateRequest, 'idNumber' | 'firstNames' | 'surname' | 'vaxCode'>): string {
    return this.cipher.lookupHash(Buffer.from(JSON.stringify([request.idNumber, request.firstNames, request.surname, request.vaxCode])).toString('hex'));
  }

  async fetch(identity: CallerIdentity, input: FetchVaccinationCertificateInput): Promise<VaccinationFetchModel> {
    const clientId = requireClientId(identity);
    throwIfInvalid(collectErrors(input, VACCINATION_FETCH_RULES));
    const request = {
      idNumber: input.idNumber.trim(),
      firstNames: input.firstNames.trim(),
      surname: input.surname.trim(),
      cellNumber: input.cellNumber.trim(),
      vaxCode: input.vaxCode.trim().toUpperCase(),
    };
    const detailsHash = this.detailsHash(request);
    // Blocked (3 wrong OTPs of an earlier request): no new OTP to try again with, as the OTP step says.
    if (await isBlocked(this.em.fork(), clientId)) throw blockedError();
    // A full vault is said up front, before the national system sends an OTP that could not be used
    // (docs/decisions/vault-document-limit.md); the recording transaction checks again under the lock.
    await this.refuseWhenFullWithoutCertificate(clientId, detailsHash);
    // The 30-second lock first (a refused send uses none of the hour's allowance), both reserved
    // atomically, so requests sent together make one SMS. A request the service could not take (no
    // record with these details, service down) sent nothing: the lock is given back, so corrected
    // details can go at once; the hourly count stays, to spare the national system.
    const lockKey = vaccinationResendLockKey(clientId);
    const lock = await hitRateLimit(this.em, lockKey, 1, VACCINATION_RESEND_LOCK_MS);
    if (!lock.allowed) throw tooManyRequests(otpResendWaitMessage(lock.retryAfterSeconds), lock.retryAfterSeconds);
    const hit = await hitRateLimit(this.em, `vaccination-fetch:${clientId}`, VACCINATION_FETCHES_PER_HOUR, 3600_000);
    if (!hit.allowed) throw tooManyRequests(VACCINATION_FETCH_LIMIT_MESSAGE, hit.retryAfterSeconds);
    const sent = await this.provider.requestCertificate(request, clientId).catch(async (error: unknown) => {
      await refundRateLimit(this.em, lockKey);
      return providerError(error);
    });
    // Recorded under the client's OTP lock, checked again: a third wrong OTP of another request
    // that ended while this one was being sent blocks it too (its OTP is then never asked for).
    const row = await this.em.fork().transactional(async (tx) => {
      await lockClientOtp(tx, clientId);
      if (await isBlocked(tx, clientId)) return null;
      // The tries left are the client's, not the request's: wrong OTPs of earlier requests count.
      const { count } = await wrongOtps(tx, clientId);
      const fetch = tx.create(VaccinationFetchEntity, { clientId, referenceEncrypted: this.cipher.encrypt(sent.reference), maskedCellNumber: sent.maskedCellNumber, detailsHash });
      return { fetch, attemptsLeft: Math.max(0, VACCINATION_OTP_ATTEMPTS - count) };
    });
    if (!row) throw blockedError();
    return { fetchId: row.fetch.id, maskedCellNumber: row.fetch.maskedCellNumber, attemptsLeft: row.attemptsLeft };
  }

  /**
   * The OTP for a fetch: the right one stores the certificate as a document (once; a retry answers
   * with it) and ends the client's count of wrong OTPs; a wrong one counts for the client, across
   * requests for 24 hours, under the client's OTP lock so parallel guesses (on any request) count
   * one by one; the client's third wrong one ends the fetch and blocks the client, an expired OTP
   * ends the fetch.
   */
  async complete(identity: CallerIdentity, fetchId: string, otp: string): Promise<ClientDocumentEntity> {
    const clientId = requireClientId(identity);
    const scope = ClientScope.of(this.em, identity);
    const found = await scope.findOne(VaccinationFetchEntity, fetchId, { notFound: FETCH_NOT_FOUND_MESSAGE });
    throwIfInvalid(collectErrors({ OTP: otp }, VACCINATION_OTP_RULES));
    // A vault that filled up since the OTP was sent is refused before the OTP is checked (and used up
    // at the national system); a completed fetch still answers its document.
    if (found.state !== 'COMPLETED') await this.refuseWhenFullWithoutCertificate(clientId, found.detailsHash);

    // The OTP is checked under the fetch's row lock; the certificate is stored after that
    // transaction ends (a held connection never waits for another from the same pool), once per
    // fetch (withIdempotency), so a retry or a concurrent right OTP answers the same document.
    const attempt: Attempt = await this.em.fork().transactional(async (tx) => {
      // The client's OTP lock first (then the fetch's row): the block is recorded (ENDED) in this
      // transaction, and a request being recorded or another request's OTP waits for it.
      await lockClientOtp(tx, clientId);
      const fetch = await tx.findOneOrFail(VaccinationFetchEntity, { id: fetchId, clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (fetch.state === 'COMPLETED' && fetch.documentId) return { kind: 'done', documentId: fetch.documentId };
      if (fetch.state === 'ENDED') return { kind: 'blocked' };
      // Blocked by another request's 3 wrong OTPs: an older request's OTP is not a way round it.
      if (await isBlocked(tx, clientId)) return { kind: 'blocked' };
      // §8: an expired OTP says so with the attempts left (the client's), every time it is tried
      // again (it is not a wrong OTP, nor "too many attempts"); a new request sends a new one.
      const wrong = await wrongOtps(tx, clientId);
      const left = Math.max(0, VACCINATION_OTP_ATTEMPTS - wrong.count);
      if (fetch.state === 'EXPIRED') return { kind: 'expired', left };
      const check = await this.provider.confirmOtp(this.cipher.decrypt(fetch.referenceEncrypted), otp.trim()).catch(providerError);
      if (!check.ok && check.reason === 'EXPIRED') {
        fetch.state = 'EXPIRED';
        return { kind: 'expired', left };
      }
      if (!check.ok) {
        fetch.wrongAttempts += 1;
        const count = wrong.count + 1;
        if (count >= VACCINATION_OTP_ATTEMPTS) {
          // The block (this ENDED request, for 24 hours) holds the client from now; the count is done.
          fetch.state = 'ENDED';
          if (wrong.counter) tx.remove(wrong.counter);
          return { kind: 'blocked' };
        }
        const now = new Date();
        if (!wrong.counter) tx.create(RateLimitCounterEntity, { key: vaccinationWrongOtpKey(clientId), windowStartedAt: now, count });
        else if (wrong.count === 0) Object.assign(wrong.counter, { windowStartedAt: now, count });
        else wrong.counter.count = count;
        return { kind: 'wrong', left: VACCINATION_OTP_ATTEMPTS - count };
      }
      // The right OTP ends the run of wrong ones, as identity's does.
      if (wrong.counter) tx.remove(wrong.counter);
      fetch.state = 'VERIFIED';
      return { kind: 'verified', certificate: check.certificate };
    });

    let documentId: string;
    if (attempt.kind === 'verified') {
      const { certificate } = attempt;
      const { file, created } = await this.files.storeTracked(clientId, certificate.fileName, 'application/pdf', certificate.pdf);
      // A refusal (the vault filled up between the early check and this transaction) leaves no file behind.
      const discard = async (error: unknown): Promise<never> => {
        if (created) await this.files.discardUnrecorded(file);
        throw error;
      };
      ({ resultId: documentId } = await withIdempotency(this.em.fork(), fetchId, VACCINATION_IDEMPOTENCY_SCOPE, async (tx) => {
        // The service answers the same certificate (the same bytes, so the same stored file) to a
        // second fetch: the vault already holds it as a document, which this fetch answers.
        await tx.getConnection().execute('select pg_advisory_xact_lock(hashtext(?))', [`vaccination-document:${clientId}`], 'run', tx.getTransactionContext());
        // Same bytes, not only the same file row: two fetches finishing at once may each have stored a copy.
        // Held as the client's own certificate only: the same bytes filed about someone else, or as
        // another type, are another document (docs/decisions/vault-document-for-someone-else.md).
        const copies = await tx.find(StoredFileEntity, { clientId, sha256: file.sha256, size: file.size }, { fields: ['id'] });
        const held = await tx.findOne(
          ClientDocumentEntity,
          { clientId, fileId: { $in: copies.map((copy) => copy.id) }, type: 'COVID19_VACCINATION_CERTIFICATE', forClientId: null },
          { orderBy: { createdAt: 'asc' } },
        );
        if (held) {
          await tx.nativeUpdate(VaccinationFetchEntity, { id: fetchId }, { state: 'COMPLETED', documentId: held.id });
          return held;
        }
        // A new document counts towards the client's limit (docs/decisions/vault-document-limit.md).
        await reserveDocumentPlace(tx, clientId, 'fetchId');
        const document = tx.create(ClientDocumentEntity, {
          clientId,
          type: 'COVID19_VACCINATION_CERTIFICATE',
          name: 'Proof of Vaccination',
          description: `Certificate ${certificate.certificateNumber}`,
          source: 'NATIONAL_VACCINE_SYSTEM',
          fileId: file.id,
        });
        await tx.nativeUpdate(VaccinationFetchEntity, { id: fetchId }, { state: 'COMPLETED', documentId: document.id });
        return document;
      }).catch(discard));
      // The certificate the vault already held answered this fetch: a copy this call stored (its
      // bytes in a store no longer read, or a copy stored at the same moment) is not kept.
      if (created) await this.files.discardUnrecorded(file);
    } else if (attempt.kind === 'done') {
      documentId = attempt.documentId;
    }

    switch (attempt.kind) {
      case 'wrong':
        throw otpError('OTP_INCORRECT', OTP_INCORRECT_MESSAGE, { detail: otpIncorrectDetail(attempt.left), attemptsLeft: attempt.left });
      case 'expired':
        throw otpError('OTP_EXPIRED', otpExpiredMessage(attempt.left), { attemptsLeft: attempt.left });
      case 'blocked':
        throw blockedError();
      default: {
        const document = await new ClientScope(this.em.fork(), clientId).findOne(ClientDocumentEntity, documentId!, { notFound: FETCH_NOT_FOUND_MESSAGE });
        const described = await this.files.describe(document.fileId ? [document.fileId] : []);
        document.file = document.fileId ? (described.get(document.fileId) ?? null) : null;
        this.logger.log(`vaccination certificate stored as document ${document.id}`);
        return document;
      }
    }
  }
}

