import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AccessCodeInvalidError,
  assertCreditRecordAccess,
  hitRateLimit,
  normaliseIdNumber,
  peekRateLimit,
  refundRateLimit,
  signCreditRecordAccess,
  throwIfInvalid,
  tooManyRequests,
  type FieldErrorShape,
} from '@imali/shared/nest';
import { SA_ID_NUMBER_MESSAGE, atMostCharactersMessage, betweenMessage, isUuid, NUMBER_MESSAGE, REQUIRED_MESSAGE, validateSaIdNumber } from '@imali/shared/validation';
import { CreditBureauProvider, type CreditRecord } from '@imali/integrations/credit-bureau';
import { affordability } from '@imali/debt/domain';
import type { ChallengeModel, ChallengeResultModel, CreditRecordModel } from '../debt.models';
import { DEBT_CONFIG, type DebtConfig } from '../debt.config';
import { DebtIdentityClient } from '../debt-core.module';
import { sastDate } from '../debt-clock';
import {
  BUREAU_ERROR_MESSAGE,
  BureauUnavailableError,
  CHALLENGE_ANSWERED_MESSAGE,
  CHALLENGE_EXPIRED_MESSAGE,
  CHALLENGE_FAILED_MESSAGE,
  CHALLENGE_UNKNOWN_MESSAGE,
  IDENTITY_UNAVAILABLE_CHALLENGE_MESSAGE,
  MAX_ATTEMPTS_MESSAGE,
} from '../debt.errors';
import { CreditRecordService } from './credit-record.service';
import { BUREAU_TIMEOUT_MS, withinBureauTimeout } from './bureau-timeout';
import { cents, imaliIsDebtCounsellor, obligationModel, rand, shortTermInsuranceModel } from './record-mapping';

export const CHALLENGE_ATTEMPTS_PER_DAY = 3;
/**
 * Attempts from one network address per SAST day across ID numbers, for everyone but the ID
 * number's own signed-in client (docs/decisions/debt-challenge-attempts-per-asker.md): one browser
 * cannot use up the attempts of many ID numbers, nor guess its way through them.
 */
export const CHALLENGE_ATTEMPTS_PER_ADDRESS_PER_DAY = 10;
export const ID_NUMBER_MAX_LENGTH = 13;
export const ANSWER_MAX_LENGTH = 200;
export const INCOME_MAX = 10_000_000;
/** Longer than a day: the key carries the SAST date, so each calendar day starts a new counter. */
const ATTEMPT_WINDOW_MS = 48 * 3600_000;
/**
 * Each set of questions is an enquiry at the bureau (a cost, and a trace on the person's record),
 * and its options hold the person's real telephone, employer and account among others: asked at
 * most this often per ID number per SAST day, and from one network address per hour across ID
 * numbers (docs/decisions/credit-bureau-question-limits.md).
 */
export const QUESTION_SETS_PER_ID_NUMBER_PER_DAY = 10;
export const QUESTION_SETS_PER_ADDRESS_PER_HOUR = 20;
const HOUR_MS = 3600_000;
/**
 * How long one set of questions may be answered (docs/decisions/credit-bureau-challenge-per-set.md):
 * three taps, with room to look something up; an older set is refused and new questions asked.
 */
export const CHALLENGE_LIFETIME_MS = 10 * 60_000;
/** Expired challenges are kept this long (a late answer still hears "expired"), then deleted. */
export const CHALLENGE_KEPT_AFTER_EXPIRY_MS = 24 * HOUR_MS;
const CHALLENGE_TABLE = '"debt"."credit_challenge"';
export const QUESTIONS_THROTTLED_MESSAGE = 'We have asked these questions too often. Please try again later.';

/**
 * Deletes the sets expired more than a day ago, with what was kept on them (a visitor's income and
 * record snapshot): on every getChallenge and in the daily refresh run, so a quiet day keeps
 * nothing longer either. One indexed delete.
 */
export async function deleteExpiredChallenges(em: EntityManager, now = Date.now()): Promise<void> {
  await em.getConnection().execute(`delete from ${CHALLENGE_TABLE} where expires_at < ?`, [new Date(now - CHALLENGE_KEPT_AFTER_EXPIRY_MS)], 'run');
}

/** Who asks: a signed-in client who finished sign-up, else a visitor (null). */
export type Caller = string | null;

/**
 * Whose attempts (and sets of questions) an ask is counted against
 * (docs/decisions/debt-challenge-attempts-per-asker.md): the ID number's own signed-in client has a
 * day's allowance no one else can touch; everyone else (visitors, other clients) shares the ID
 * number's other allowance, and is held to their network address's limit across ID numbers too.
 */
type Asker = { own: true } | { own: false; addressHash: string | null };

/** A passed set of questions as getCreditRecord reads it. */
interface PassedSet {
  id: string;
  incomeCents: number | null;
  /** The bureau's record fetched for this pass (not the linked client's); null when none. */
  record: CreditRecord | null;
  fetchedAt: Date | null;
}

function idNumberErrors(idNumber: unknown, field = 'idNumber'): FieldErrorShape[] {
  if (typeof idNumber !== 'string' || idNumber.trim() === '') return [{ field, message: REQUIRED_MESSAGE }];
  if (idNumber.length > ID_NUMBER_MAX_LENGTH) return [{ field, message: atMostCharactersMessage(ID_NUMBER_MAX_LENGTH) }];
  return validateSaIdNumber(normaliseIdNumber(idNumber)) ? [{ field, message: SA_ID_NUMBER_MESSAGE }] : [];
}

function challengeIdErrors(challengeId: unknown): FieldErrorShape[] {
  if (typeof challengeId !== 'string' || challengeId.trim() === '') return [{ field: 'challengeId', message: REQUIRED_MESSAGE }];
  return challengeId.length > 64 ? [{ field: 'challengeId', message: atMostCharactersMessage(64) }] : [];
}

function answerErrors(answers: Record<string, string>): FieldErrorShape[] {
  return Object.entries(answers).flatMap(([field, value]) => {
    if (typeof value !== 'string' || value.trim() === '') return [{ field, message: REQUIRED_MESSAGE }];
    return value.length > ANSWER_MAX_LENGTH ? [{ field, message: atMostCharactersMessage(ANSWER_MAX_LENGTH) }] : [];
  });
}

@Injectable()
export class ChallengeService {
  private readonly logger = new Logger('Challenge');

  constructor(
    private readonly em: EntityManager,
    private readonly bureau: CreditBureauProvider,
    private readonly records: CreditRecordService,
    private readonly identity: DebtIdentityClient,
    @Inject(DEBT_CONFIG) private readonly config: DebtConfig,
  ) {}

  /** The ID number's attempts of the day for this asker: the own client's, or everyone else's (the key kept from before). */
  private attemptsKey(subject: string, asker: Asker, now = Date.now()): string {
    return asker.own ? `debt-challenge:${subject}:own:${sastDate(now)}` : `debt-challenge:${subject}:${sastDate(now)}`;
  }

  private addressAttemptsKey(addressHash: string, now = Date.now()): string {
    return `debt-challenge:address:${addressHash}:${sastDate(now)}`;
  }

  private async attemptsLeft(subject: string, asker: Asker): Promise<number> {
    const left = CHALLENGE_ATTEMPTS_PER_DAY - (await peekRateLimit(this.em, this.attemptsKey(subject, asker), ATTEMPT_WINDOW_MS));
    if (asker.own || !asker.addressHash) return Math.max(0, left);
    const fromAddress = CHALLENGE_ATTEMPTS_PER_ADDRESS_PER_DAY - (await peekRateLimit(this.em, this.addressAttemptsKey(asker.addressHash), ATTEMPT_WINDOW_MS));
    return Math.max(0, Math.min(left, fromAddress));
  }

  /**
   * Whose allowance it is cannot be told (identity down): the larger of the two, so a refusal
   * that counts nothing never reads as "no attempts left" (the web's limit screen).
   */
  private async attemptsLeftWhoeverAsks(subject: string, addressHash: string | null): Promise<number> {
    return Math.max(await this.attemptsLeft(subject, { own: true }), await this.attemptsLeft(subject, { own: false, addressHash }));
  }

  /**
   * Counts one attempt before the bureau is asked (one atomic upsert per counter: of any number of
   * parallel attempts, at most the limit get through each). Past either limit nothing stays counted
   * on the other; answers how many are left after this one.
   */
  private async countAttempt(subject: string, asker: Asker): Promise<{ allowed: boolean; left: number }> {
    const key = this.attemptsKey(subject, asker);
    const hit = await hitRateLimit(this.em, key, CHALLENGE_ATTEMPTS_PER_DAY, ATTEMPT_WINDOW_MS);
    if (!hit.allowed) return { allowed: false, left: 0 };
    const left = CHALLENGE_ATTEMPTS_PER_DAY - hit.count;
    if (asker.own || !asker.addressHash) return { allowed: true, left };
    const fromAddress = await hitRateLimit(this.em, this.addressAttemptsKey(asker.addressHash), CHALLENGE_ATTEMPTS_PER_ADDRESS_PER_DAY, ATTEMPT_WINDOW_MS);
    if (!fromAddress.allowed) {
      await refundRateLimit(this.em, key);
      return { allowed: false, left: 0 };
    }
    return { allowed: true, left: Math.min(left, CHALLENGE_ATTEMPTS_PER_ADDRESS_PER_DAY - fromAddress.count) };
  }

  /** The bureau could not check: the attempt is given back to every counter it was taken from. */
  private async refundAttempt(subject: string, asker: Asker): Promise<void> {
    await refundRateLimit(this.em, this.attemptsKey(subject, asker));
    if (!asker.own && asker.addressHash) await refundRateLimit(this.em, this.addressAttemptsKey(asker.addressHash));
  }

  /**
   * Is this the signed-in caller's own ID number, verified with the bureau already? `reachable`
   * false: identity did not answer, so whose number it is cannot be told (a signed-in caller is
   * then refused before anything is counted: docs/decisions/debt-pass-while-identity-down.md).
   */
  private async ownVerified(caller: Caller, idNumber: string): Promise<{ own: boolean; verified: boolean; reachable: boolean }> {
    if (!caller) return { own: false, verified: false, reachable: true };
    let mine: { idNumber: string | null; idNumberVerified: boolean };
    try {
      mine = await this.identity.clientIdNumber(caller);
    } catch {
      this.logger.warn({ msg: 'identity unavailable: whose ID number it is is unknown' });
      return { own: false, verified: false, reachable: false };
    }
    const own = !!mine.idNumber && normaliseIdNumber(mine.idNumber) === idNumber;
    return { own, verified: own && mine.idNumberVerified, reachable: true };
  }

  /**
   * A pass of the caller's kept while identity could not record it: recorded now (true when
   * identity has it). Identity still unreachable: it stays kept, for the next check or the daily run.
   */
  private async recordKeptPass(caller: string, subject: string): Promise<boolean> {
    const [kept] = (await this.records.pendingVerifications(caller)).filter((p) => p.subject === subject);
    if (!kept) return false;
    try {
      const recorded = await this.identity.recordIdNumberVerified(caller, kept.idNumber);
      await this.records.settleVerification(caller, subject, recorded);
      return recorded;
    } catch {
      this.logger.warn({ msg: 'identity unavailable: kept pass still not recorded' });
      return false;
    }
  }

  /**
   * Counts one set of questions against the ID number's day (the own client's sets apart from
   * everyone else's) and, for everyone but the own client, the address's hour; throws
   * TOO_MANY_REQUESTS past either.
   */
  private async countQuestionSet(subject: string, asker: Asker): Promise<void> {
    const idKey = asker.own ? `debt-questions:${subject}:own:${sastDate()}` : `debt-questions:${subject}:${sastDate()}`;
    const perId = await hitRateLimit(this.em, idKey, QUESTION_SETS_PER_ID_NUMBER_PER_DAY, ATTEMPT_WINDOW_MS);
    if (!perId.allowed) throw tooManyRequests(QUESTIONS_THROTTLED_MESSAGE, perId.retryAfterSeconds);
    if (asker.own || !asker.addressHash) return;
    const perAddress = await hitRateLimit(this.em, `debt-questions:address:${asker.addressHash}`, QUESTION_SETS_PER_ADDRESS_PER_HOUR, HOUR_MS);
    if (!perAddress.allowed) {
      await refundRateLimit(this.em, idKey);
      throw tooManyRequests(QUESTIONS_THROTTLED_MESSAGE, perAddress.retryAfterSeconds);
    }
  }

  async getChallenge(caller: Caller, rawIdNumber: string, income: number | null | undefined, force: boolean | null | undefined, addressHash: string | null = null): Promise<ChallengeModel> {
    const errors = idNumberErrors(rawIdNumber);
    if (income !== null && income !== undefined) {
      if (!Number.isFinite(income)) errors.push({ field: 'income', message: NUMBER_MESSAGE });
      else if (income < 0 || income > INCOME_MAX) errors.push({ field: 'income', message: betweenMessage(0, INCOME_MAX) });
    }
    throwIfInvalid(errors);
    const idNumber = normaliseIdNumber(rawIdNumber);
    const subject = this.records.subject(idNumber);
    const none = { telephones: [], employers: [], accounts: [] };
    const { own, verified: flagged, reachable } = await this.ownVerified(caller, idNumber);
    // A signed-in client's pass is only theirs through identity: without it no enquiry is made.
    if (!reachable) return { ...none, error: IDENTITY_UNAVAILABLE_CHALLENGE_MESSAGE, challengeId: null, accessCode: null, attemptsLeft: await this.attemptsLeftWhoeverAsks(subject, addressHash) };
    const asker: Asker = own ? { own: true } : { own: false, addressHash };
    const attemptsLeft = await this.attemptsLeft(subject, asker);
    // Their own number, passed while identity could not record it: recorded now, no questions.
    const verified = flagged || (own && caller !== null && (await this.recordKeptPass(caller, subject)));
    if (force !== true && verified) {
      return { ...none, error: null, challengeId: null, accessCode: signCreditRecordAccess(idNumber, caller, this.config.INTERNAL_AUTH_SECRET), attemptsLeft };
    }
    if (attemptsLeft === 0) return { ...none, error: MAX_ATTEMPTS_MESSAGE, challengeId: null, accessCode: null, attemptsLeft };
    await this.countQuestionSet(subject, asker);
    try {
      const challenge = await withinBureauTimeout(this.bureau.identityChallenge(idNumber));
      // The income stays with this set (never on the ID number's record) until the set is passed.
      const challengeId = await this.keepChallenge(subject, caller, challenge.reference, cents(income));
      return { error: null, challengeId, telephones: challenge.telephones, employers: challenge.employers, accounts: challenge.accounts, accessCode: null, attemptsLeft };
    } catch (error) {
      this.logger.warn({ msg: 'identity questions failed', code: (error as { code?: string }).code ?? 'UNKNOWN' });
      return { ...none, error: BUREAU_ERROR_MESSAGE, challengeId: null, accessCode: null, attemptsLeft };
    }
  }

  /** One row per set handed out, bound to who asked, with the income given; sets expired a day ago are deleted on the way. */
  private async keepChallenge(subject: string, caller: Caller, reference: string, incomeCents: number | null): Promise<string> {
    await deleteExpiredChallenges(this.em);
    const connection = this.em.getConnection();
    const [row] = await connection.execute<{ id: string }[]>(
      `insert into ${CHALLENGE_TABLE} (id, created_at, subject_hash, client_id, bureau_reference, expires_at, income_cents) values (gen_random_uuid(), now(), ?, ?, ?, ?, ?) returning id`,
      [subject, caller, reference, new Date(Date.now() + CHALLENGE_LIFETIME_MS), incomeCents],
    );
    return row!.id;
  }

  /**
   * Takes the caller's challenge for this ID number for one answer (atomically: of two answers at
   * once, one gets it): its bureau reference, or why not. Someone else's challenge, or one for
   * another ID number, reads as unknown (nothing said about it).
   */
  private async claimChallenge(challengeId: string, subject: string, caller: Caller): Promise<{ reference: string } | { refused: string }> {
    if (!isUuid(challengeId)) return { refused: CHALLENGE_UNKNOWN_MESSAGE };
    const connection = this.em.getConnection();
    const mine = 'id = ? and subject_hash = ? and client_id is not distinct from ?';
    const [claimed] = await connection.execute<{ bureau_reference: string }[]>(
      `update ${CHALLENGE_TABLE} set answered_at = now() where ${mine} and answered_at is null and expires_at > now() returning bureau_reference`,
      [challengeId, subject, caller],
    );
    if (claimed) return { reference: claimed.bureau_reference };
    const [row] = await connection.execute<{ answered_at: Date | null }[]>(`select answered_at from ${CHALLENGE_TABLE} where ${mine}`, [challengeId, subject, caller]);
    if (!row) return { refused: CHALLENGE_UNKNOWN_MESSAGE };
    return { refused: row.answered_at ? CHALLENGE_ANSWERED_MESSAGE : CHALLENGE_EXPIRED_MESSAGE };
  }

  /** The caller's set passed: what was given with it (the income) now counts, for the access code naming it. */
  private async markPassed(challengeId: string): Promise<void> {
    await this.em.getConnection().execute(`update ${CHALLENGE_TABLE} set passed_at = now() where id = ?`, [challengeId]);
  }

  /**
   * The passed set of questions a code names, with what was given (the income) and fetched (the
   * record snapshot) for it: only the caller it is bound to, only for its ID number, only once
   * passed, only until it is due for deletion (a day after it expired). Null otherwise.
   */
  private async passedSet(challengeId: string | null, subject: string, caller: Caller): Promise<PassedSet | null> {
    if (!challengeId || !isUuid(challengeId)) return null;
    const [row] = await this.em.getConnection().execute<{ id: string; income_cents: string | number | null; record: CreditRecord | null; record_fetched_at: Date | string | null }[]>(
      `select id, income_cents, record, record_fetched_at from ${CHALLENGE_TABLE}
       where id = ? and subject_hash = ? and client_id is not distinct from ? and passed_at is not null and expires_at >= ?`,
      [challengeId, subject, caller, new Date(Date.now() - CHALLENGE_KEPT_AFTER_EXPIRY_MS)],
    );
    if (!row) return null;
    return {
      id: row.id,
      incomeCents: row.income_cents === null ? null : Number(row.income_cents),
      record: row.record,
      fetchedAt: row.record_fetched_at === null ? null : new Date(row.record_fetched_at),
    };
  }

  /**
   * The bureau's record for a pass that is not the ID number's linked client's (a visitor, or a
   * client asking about another number): fetched now and kept on that set only, never on the ID
   * number's credit_record row. Null when the bureau failed (the next read tries again).
   */
  private async keepSnapshot(challengeId: string, idNumber: string, timeoutMs = BUREAU_TIMEOUT_MS): Promise<CreditRecord | null> {
    const record = await this.records.fetchFromBureau(idNumber, timeoutMs);
    if (record) {
      await this.em.getConnection().execute(`update ${CHALLENGE_TABLE} set record = ?::jsonb, record_fetched_at = now() where id = ?`, [JSON.stringify(record), challengeId]);
    }
    return record;
  }

  /** The set's snapshot, fetched again when missing or drawn before the last 14:00 (the stale one when the bureau fails). */
  private async snapshotOf(set: PassedSet, idNumber: string): Promise<CreditRecord> {
    if (set.record && this.records.isCurrent(set)) return set.record;
    const fresh = (await this.keepSnapshot(set.id, idNumber)) ?? set.record;
    if (!fresh) throw new BureauUnavailableError();
    return fresh;
  }

  /**
   * Is the stored credit_record row for this ID number the signed-in caller's to read (and refresh)?
   * Theirs when debt linked it to them, or when it is their own ID number (identity) and no other
   * client's row. Never for a visitor.
   */
  private async readsOwnRecord(caller: Caller, idNumber: string, ownNumber: boolean): Promise<boolean> {
    if (!caller) return false;
    const row = await this.records.findBySubject(this.records.subject(idNumber));
    return row?.clientId === caller || (ownNumber && !row?.clientId);
  }

  /** The bureau could not check: the challenge may be answered again (until it expires). */
  private async releaseChallenge(challengeId: string): Promise<void> {
    await this.em.getConnection().execute(`update ${CHALLENGE_TABLE} set answered_at = null where id = ?`, [challengeId]);
  }

  async doChallenge(
    caller: Caller,
    rawIdNumber: string,
    challengeId: string,
    answers: { telephone: string; employer: string; account: string },
    addressHash: string | null = null,
  ): Promise<ChallengeResultModel> {
    throwIfInvalid([...idNumberErrors(rawIdNumber), ...challengeIdErrors(challengeId), ...answerErrors(answers)]);
    // The check and the record fetched after a pass share one bureau time limit: the answer
    // (and the access code of a pass) arrives before the gateway gives up on us.
    const deadline = Date.now() + BUREAU_TIMEOUT_MS;
    const idNumber = normaliseIdNumber(rawIdNumber);
    const subject = this.records.subject(idNumber);
    // The ID number's own signed-in client counts on their own allowance; anyone else on the others' and their address's.
    const whose = await this.ownVerified(caller, idNumber);
    const asker: Asker = whose.own ? { own: true } : { own: false, addressHash };
    if (!whose.reachable) {
      // Whose number it is cannot be told, so a pass could be neither recorded nor linked: nothing
      // is claimed or counted, and the same questions can be answered once identity is back.
      return { passedChallenge: false, accessCode: null, attemptsLeft: await this.attemptsLeftWhoeverAsks(subject, addressHash), error: IDENTITY_UNAVAILABLE_CHALLENGE_MESSAGE };
    }
    // Checked against the set this caller was given, never another's (not an attempt when refused).
    const challenge = await this.claimChallenge(challengeId.trim(), subject, caller);
    if ('refused' in challenge) {
      const left = await this.attemptsLeft(subject, asker);
      return { passedChallenge: false, accessCode: null, attemptsLeft: left, error: left === 0 ? MAX_ATTEMPTS_MESSAGE : challenge.refused };
    }
    // Counted before the bureau is asked: parallel attempts can never all see "under the limit".
    const hit = await this.countAttempt(subject, asker);
    if (!hit.allowed) return { passedChallenge: false, accessCode: null, attemptsLeft: 0, error: MAX_ATTEMPTS_MESSAGE };
    const attemptsLeft = hit.left;
    let passed: boolean;
    try {
      passed = (await withinBureauTimeout(this.bureau.verifyChallenge(idNumber, challenge.reference, answers), deadline - Date.now())).passed;
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'UNKNOWN';
      if (code !== 'UNKNOWN_CHALLENGE') {
        // The bureau could not check: not the person's attempt, and their questions still stand.
        await this.refundAttempt(subject, asker);
        await this.releaseChallenge(challengeId.trim());
        this.logger.warn({ msg: 'challenge check failed', code });
        return { passedChallenge: false, accessCode: null, attemptsLeft: attemptsLeft + 1, error: BUREAU_ERROR_MESSAGE };
      }
      passed = false;
    }
    if (!passed) return { passedChallenge: false, accessCode: null, attemptsLeft, error: attemptsLeft === 0 ? MAX_ATTEMPTS_MESSAGE : CHALLENGE_FAILED_MESSAGE };
    await this.markPassed(challengeId.trim());
    // The code names this set: what was given with it applies to this caller's record reads only.
    const accessCode = signCreditRecordAccess(idNumber, caller, this.config.INTERNAL_AUTH_SECRET, Date.now(), challengeId.trim());
    // A signed-in client's own ID number: identity records it and the record becomes theirs.
    let own = false;
    let verificationPending = false;
    if (caller) {
      try {
        own = await this.identity.recordIdNumberVerified(caller, idNumber);
      } catch {
        // Identity said a moment ago that this is their number: the pass stands and the record is
        // theirs; identity records it on their next check or the daily run
        // (docs/decisions/debt-pass-while-identity-down.md).
        own = whose.own;
        verificationPending = whose.own;
        this.logger.warn({ msg: 'identity unavailable: verification kept, to be recorded later' });
      }
    }
    // Refreshed on demand after a pass, in what is left of the time limit; a bureau failure or no
    // answer in time here is answered later (getCreditRecord, debtBreakdown fetch it then).
    // Only the client's own pass writes to the ID number's record; anyone else's keeps the bureau's
    // answer on their set (docs/decisions/debt-visitor-record-snapshot.md).
    if (own) await this.records.fetchAndStore(idNumber, caller, deadline - Date.now(), { verificationPending });
    else await this.keepSnapshot(challengeId.trim(), idNumber, deadline - Date.now());
    return { passedChallenge: true, accessCode, attemptsLeft, error: null };
  }

  async getCreditRecord(caller: Caller, rawIdNumber: string, accessCode: string): Promise<CreditRecordModel> {
    throwIfInvalid([
      ...idNumberErrors(rawIdNumber),
      ...(typeof accessCode === 'string' && accessCode.length > 2048 ? [{ field: 'accessCode', message: atMostCharactersMessage(2048) }] : []),
    ]);
    const idNumber = normaliseIdNumber(rawIdNumber);
    const access = assertCreditRecordAccess(accessCode, idNumber, caller, this.config.INTERNAL_AUTH_SECRET);
    const set = await this.passedSet(access.challenge, access.subject, caller);
    const mine = caller ? await this.identity.clientIdNumber(caller).catch(() => ({ idNumber: null, incomeCents: null })) : null;
    const ownNumber = !!mine?.idNumber && normaliseIdNumber(mine.idNumber) === idNumber;
    let record: CreditRecord;
    if (set?.record) {
      // The record fetched for this pass (never the ID number's stored row, which may be a client's).
      record = await this.snapshotOf(set, idNumber);
    } else if (await this.readsOwnRecord(caller, idNumber, ownNumber)) {
      const row = await this.records.current(idNumber);
      if (!row?.record) throw new BureauUnavailableError();
      record = row.record;
    } else if (set) {
      // A pass whose fetch failed at the time: fetched now, onto the set.
      record = await this.snapshotOf(set, idNumber);
    } else {
      // Not the caller's own record and no live passed set to read from (a code from before sets
      // kept records, or its set deleted): verify again.
      throw new AccessCodeInvalidError();
    }
    // What this caller gave with the set they passed (never what another asker gave for the ID number).
    let incomeCents = set?.incomeCents ?? null;
    // The client's own income only for their own ID number; another's uses what was given with their set.
    if (ownNumber && mine?.incomeCents) incomeCents = mine.incomeCents;
    const line = affordability(incomeCents, record.estimatedIncomeCents);
    return {
      accessCode: signCreditRecordAccess(idNumber, caller, this.config.INTERNAL_AUTH_SECRET, Date.now(), access.challenge),
      obligations: record.obligations.map(obligationModel),
      shortTermInsurance: (record.shortTermInsurance ?? []).map(shortTermInsuranceModel),
      compuScore: record.compuScore,
      affordability: line === undefined ? null : rand(line),
      hasDebtCounselling: record.hasDebtCounselling,
      hasJudgements: record.hasJudgements,
      imaliIsDebtCounsellor: imaliIsDebtCounsellor(record),
    };
  }
}
