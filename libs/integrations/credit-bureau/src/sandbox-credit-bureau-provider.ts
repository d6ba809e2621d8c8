import { createHash } from 'node:crypto';
import { IntegrationError, simulateLatency, type SandboxFailureMode } from '@imali/integrations/core';
import { calendarDateOfInstant, toIsoDate, validateSaIdNumber, type CalendarDate } from '@imali/shared/validation';
import { CreditBureauProvider, type ChallengeAnswers, type ChallengeVerdict, type CreditRecord, type IdentityChallenge } from './credit-bureau-provider';
import { SANDBOX_ID_NUMBERS, sandboxCreditRecord, sandboxQuestionSets, sandboxQuestions } from './sandbox-credit-records';

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
 * number always gets the same answers. It keeps nothing between calls but a count of the sets it
 * asked: the challenge reference is derived from the ID number, the day and the set, so any
 * instance can check answers to questions another asked (until the next day but one). ID numbers
 * with citizenship digit 1 get the next set each time they ask (`sandboxAsksNewSets`).
 */
export class SandboxCreditBureauProvider extends CreditBureauProvider {
  private readonly latencyMs: number;
  private readonly slowMs: number;
  private readonly now: () => Date;
  private failure: SandboxFailureMode;
  /** Sets asked per ID number (only those that get new sets), for the next set's number. */
  private readonly setsAsked = new Map<string, number>();

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
    const record = sandboxCreditRecord(idNumber, today);
    const sets = sandboxQuestionSets(idNumber, record);
    let set = 0;
    if (sets > 1) {
      set = (this.setsAsked.get(idNumber) ?? 0) % sets;
      // Bounded: a long-running sandbox forgets the counts now and then (the next set starts at 0).
      if (this.setsAsked.size >= 10_000) this.setsAsked.clear();
      this.setsAsked.set(idNumber, set + 1);
    }
    const { telephones, employers, accounts } = sandboxQuestions(idNumber, record, set);
    return { reference: challengeReference(idNumber, today, set), telephones, employers, accounts };
  }

  async verifyChallenge(idNumber: string, reference: string, answers: ChallengeAnswers): Promise<ChallengeVerdict> {
    const today = await this.answer(idNumber);
    const yesterday = calendarDateOfInstant(new Date(Date.UTC(today.year, today.month - 1, today.day) - 86_400_000)) as CalendarDate;
    let right: ChallengeAnswers | undefined;
    for (const day of [today, yesterday]) {
      const record = sandboxCreditRecord(idNumber, day);
      const sets = sandboxQuestionSets(idNumber, record);
      for (let set = 0; set < sets && !right; set += 1) if (challengeReference(idNumber, day, set) === reference) right = sandboxQuestions(idNumber, record, set).answers;
      if (right) break;
    }
    if (!right) throw new IntegrationError(INTEGRATION, 'no such challenge for this ID number (ask for the questions again)', false, 'UNKNOWN_CHALLENGE');
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

/** The reference of one set of questions asked for an ID number on a day: the same all day, on any instance. */
export function challengeReference(idNumber: string, day: CalendarDate, set = 0): string {
  const key = set === 0 ? `challenge:${idNumber}:${toIsoDate(day)}` : `challenge:${idNumber}:${toIsoDate(day)}:${set}`;
  return `CH${createHash('sha256').update(key).digest('hex').slice(0, 16).toUpperCase()}`;
}
