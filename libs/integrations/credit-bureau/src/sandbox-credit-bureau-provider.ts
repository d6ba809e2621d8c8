import { createHash } from 'node:crypto';
import { IntegrationError, simulateLatency, type SandboxFailureMode } from '@imali/integrations/core';
import { calendarDateOfInstant, toIsoDate, validateSaIdNumber, type CalendarDate } from '@imali/shared/validation';
import { CreditBureauProvider, type ChallengeAnswers, type ChallengeVerdict, type CreditRecord, type IdentityChallenge } from './credit-bureau-provider';
import { SANDBOX_ID_NUMBERS, sandboxCreditRecord, sandboxQuestions } from './sandbox-credit-records';

const INTEGRATION = 'credit-bureau';

export interface SandboxCreditBureauOptions {
  /** Round trip of each call. */
  latencyMs?: number;
  /** A failure every call shows (besides the documented failing ID numbers). */
  failure?: SandboxFailureMode;
  /** How long a `slow` answer takes. */
  slowMs?: number;
  now?: () => Date;
}

/**
 * A credit bureau in a box: every valid SA ID number has a record and three identity questions,
 * made up from the number alone (see sandbox-credit-records.ts and README.md), so the same ID
 * number always gets the same answers. It keeps nothing between calls: the challenge reference is
 * derived from the ID number and the day, so any instance can check answers to questions another
 * asked (until the next day but one).
 */
export class SandboxCreditBureauProvider extends CreditBureauProvider {
  private readonly latencyMs: number;
  private readonly slowMs: number;
  private readonly now: () => Date;
  private failure: SandboxFailureMode;

  constructor(options: SandboxCreditBureauOptions = {}) {
    super();
    this.latencyMs = options.latencyMs ?? 0;
    this.slowMs = options.slowMs ?? 3000;
    this.failure = options.failure ?? 'none';
    this.now = options.now ?? (() => new Date());
  }

  /** Injects a failure for every later call (tests, a development switch); 'none' ends it. */
  setFailure(mode: SandboxFailureMode): void {
    this.failure = mode;
  }

  async creditRecord(idNumber: string): Promise<CreditRecord> {
    const today = await this.answer(idNumber);
    return sandboxCreditRecord(idNumber, today);
  }

  async identityChallenge(idNumber: string): Promise<IdentityChallenge> {
    const today = await this.answer(idNumber);
    const { telephones, employers, accounts } = sandboxQuestions(idNumber, sandboxCreditRecord(idNumber, today));
    return { reference: challengeReference(idNumber, today), telephones, employers, accounts };
  }

  async verifyChallenge(idNumber: string, reference: string, answers: ChallengeAnswers): Promise<ChallengeVerdict> {
    const today = await this.answer(idNumber);
    const yesterday = calendarDateOfInstant(new Date(Date.UTC(today.year, today.month - 1, today.day) - 86_400_000)) as CalendarDate;
    const known = [today, yesterday].find((day) => challengeReference(idNumber, day) === reference);
    if (!known) throw new IntegrationError(INTEGRATION, 'no such challenge for this ID number (ask for the questions again)', false, 'UNKNOWN_CHALLENGE');
    const right = sandboxQuestions(idNumber, sandboxCreditRecord(idNumber, known)).answers;
    const same = (a: unknown, b: string) => typeof a === 'string' && a.trim() === b;
    return { passed: same(answers?.telephone, right.telephone) && same(answers?.employer, right.employer) && same(answers?.account, right.account) };
  }

  /** Waits as the bureau would, then refuses an invalid ID number or fails as configured; answers today's date. */
  private async answer(idNumber: string): Promise<CalendarDate> {
    const now = this.now();
    const failure = idNumber === SANDBOX_ID_NUMBERS.bureauUnavailable ? 'unavailable' : idNumber === SANDBOX_ID_NUMBERS.slowBureau ? 'slow' : this.failure;
    await simulateLatency(failure === 'slow' ? this.slowMs : this.latencyMs);
    const today = calendarDateOfInstant(now) as CalendarDate;
    // The ID number is never part of an error: errors are logged.
    if (typeof idNumber !== 'string' || idNumber.trim() === '' || validateSaIdNumber(idNumber, undefined, new Date(Date.UTC(today.year, today.month - 1, today.day, 12))) !== undefined) {
      throw new IntegrationError(INTEGRATION, 'Invalid ID number', false, 'INVALID_ID_NUMBER');
    }
    if (failure === 'unavailable') throw new IntegrationError(INTEGRATION, 'the bureau is unavailable', true);
    return today;
  }
}

/** The reference of the questions asked for an ID number on a day: the same all day, on any instance. */
export function challengeReference(idNumber: string, day: CalendarDate): string {
  return `CH${createHash('sha256').update(`challenge:${idNumber}:${toIsoDate(day)}`).digest('hex').slice(0, 16).toUpperCase()}`;
}
