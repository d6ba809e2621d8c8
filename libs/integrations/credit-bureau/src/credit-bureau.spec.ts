import { Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { IntegrationError } from '@imali/integrations/core';
import { ConfigError } from '@imali/shared/nest';
import { buildSaIdNumber, luhnCheckDigit, validateSaIdNumber } from '@imali/shared/validation';
import { ACCOUNT_TYPES, CreditBureauProvider, NONE_OF_THE_ABOVE, STATUS_CODES, creditLifePremiumCapCents, debtCategoryOfAccountType, type CreditRecord } from './credit-bureau-provider';
import {
  CREDIT_LIFE_OPEN_MARKET_MAXIMUM_CENTS,
  IMALI_DEBT_COUNSELLOR_CODE,
  SANDBOX_ID_NUMBERS,
  sandboxAsksNewSets,
  sandboxCaseOf,
  sandboxQuestionSets,
  sandboxQuestions,
} from './sandbox-credit-records';
import { SandboxCreditBureauProvider, challengeReference } from './sandbox-credit-bureau-provider';
import { createCreditBureauProvider, creditBureauProviders } from './credit-bureau.providers';
import { loadCreditBureauConfig } from './credit-bureau.config';

const NOW = new Date('2026-11-25T10:00:00Z');
const bureau = (options: ConstructorParameters<typeof SandboxCreditBureauProvider>[0] = {}) => new SandboxCreditBureauProvider({ now: () => NOW, ...options });
const record = (idNumber: string) => bureau().creditRecord(idNumber);
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => e);

const RMA_MAXIMUM_CENTS = 100_000_000;
const DOCUMENTED_WITH_RECORDS = Object.entries(SANDBOX_ID_NUMBERS).filter(([name]) => name !== 'bureauUnavailable' && name !== 'slowBureau');
/** Valid ID numbers with no documented case: born 1960 to 2007, both sexes. */
const GENERATED_IDS = Array.from({ length: 150 }, (_, i) =>
  buildSaIdNumber({ birthDate: `${1960 + (i % 48)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`, serial: (i * 67) % 10_000 }) as string,
);
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Every invariant a record keeps, whatever the ID number. */
function expectWellFormed(r: CreditRecord) {
  expect(r.recordDate).toBe('2026-11-25');
  expect(r.compuScore === null || (Number.isInteger(r.compuScore) && r.compuScore >= 1 && r.compuScore <= 1000)).toBe(true);
  expect(r.estimatedIncomeCents === null || (Number.isInteger(r.estimatedIncomeCents) && r.estimatedIncomeCents > 0)).toBe(true);
  expect(r.hasJudgements).toBe(r.judgements.length > 0);
  expect(r.debtCounsellorCode !== null).toBe(r.hasDebtCounselling);
  expect(r.debtReviewDate !== null).toBe(r.hasDebtCounselling);
  if (r.debtCounsellorCode) expect(r.debtCounsellorCode).toMatch(/^NCRDC\d{3,4}$/);
  for (const o of r.obligations) {
    for (const cents of [o.originalBalanceCents, o.currentBalanceCents, o.instalmentCents, o.insuranceAmountCents]) {
      expect(Number.isInteger(cents)).toBe(true);
      expect(cents).toBeGreaterThanOrEqual(0);
    }
    expect(o.currentBalanceCents).toBeLessThanOrEqual(o.originalBalanceCents);
    expect(o.instalmentCents).toBeGreaterThan(0);
    expect(Object.keys(ACCOUNT_TYPES)).toContain(o.accountType);
    expect(o.statusCode === null || o.statusCode in STATUS_CODES).toBe(true);
    expect(o.interestRate).toBeGreaterThanOrEqual(0);
    expect(o.interestRate).toBeLessThanOrEqual(28);
    expect(o.inceptionDate).toMatch(isoDate);
    if (o.removedAt) {
      // A removed account: last reported the day it closed, settled, its credit life ended with it.
      expect(o.removedAt).toMatch(isoDate);
      expect(o.balanceDate).toBe(o.removedAt);
      expect(o.removedAt < '2026-10-31').toBe(true);
      expect(o).toMatchObject({ currentBalanceCents: 0, remainingTerm: 0, creditLifeInsurance: false, insuranceAmountCents: 0, creditLifePremiumEstimateCents: 0 });
    } else {
      expect(o.removedAt).toBeNull();
      expect(o.balanceDate).toBe('2026-10-31');
      // The estimate is the 2017 cap on the balance: R2.00 (housing) or R4.50 per R1,000.
      expect(o.creditLifePremiumEstimateCents).toBe(creditLifePremiumCapCents(o.accountType, o.currentBalanceCents));
      expect(o.insuranceAmountCents).toBeLessThanOrEqual((o.creditLifePremiumEstimateCents as number) + 1);
    }
    expect(o.inceptionDate < o.balanceDate).toBe(true);
    expect(o.reference).toMatch(/^\*{6}\d{4}$/);
    expect(o.description.startsWith(o.creditorName)).toBe(true);
    expect(Number.isInteger(o.remainingTerm) && o.remainingTerm >= 0).toBe(true);
    // Credit life premium within the 2017 caps: R2.00 (mortgages) and R4.50 per R1,000 of balance.
    const cap = debtCategoryOfAccountType(o.accountType) === 'housing' ? 2 : 4.5;
    if (!o.creditLifeInsurance) expect(o.insuranceAmountCents).toBe(0);
    expect(o.insuranceAmountCents).toBeLessThanOrEqual(Math.ceil((o.currentBalanceCents / 100_000) * cap * 100));
  }
  for (const p of r.shortTermInsurance ?? []) {
    expect(['VEHICLE', 'BUILDING', 'HOUSEHOLD_CONTENTS']).toContain(p.cover);
    expect(p.insurer.length).toBeGreaterThan(0);
    expect(Number.isInteger(p.premiumCents) && p.premiumCents >= 10_000 && p.premiumCents <= 200_000).toBe(true);
    expect(p.inceptionDate).toMatch(isoDate);
    expect(p.inceptionDate < '2026-11-25').toBe(true);
  }
  // A lender's expectations: each open vehicle loan is insured, and an open bond has building cover.
  const open = r.obligations.filter((o) => !o.removedAt);
  const covers = (r.shortTermInsurance ?? []).map((p) => p.cover);
  expect(covers.filter((c) => c === 'VEHICLE')).toHaveLength(open.filter((o) => o.accountType === 'Y').length);
  expect(covers.includes('BUILDING')).toBe(open.some((o) => o.accountType === 'H' || o.accountType === 'B'));
  for (const j of r.judgements) {
    expect(j.date).toMatch(isoDate);
    expect(Number.isInteger(j.amountCents) && j.amountCents > 0).toBe(true);
    expect(j.caseNumber).toMatch(/^\d+\/\d{4}$/);
  }
}

describe('credit bureau sandbox: records', () => {
  it('documents valid, distinct SA ID numbers', () => {
    const ids = Object.values(SANDBOX_ID_NUMBERS);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(validateSaIdNumber(id, undefined, NOW)).toBeUndefined();
    expect(sandboxCaseOf(SANDBOX_ID_NUMBERS.manyDebts)).toBe('manyDebts');
    expect(sandboxCaseOf('8001015009087')).toBeUndefined();
  });

  it('gives the same record and questions for the same ID number, on any instance', async () => {
    for (const id of [SANDBOX_ID_NUMBERS.manyDebts, ...GENERATED_IDS.slice(0, 20)]) {
      expect(await bureau().creditRecord(id)).toEqual(await bureau().creditRecord(id));
      expect(await bureau().identityChallenge(id)).toEqual(await bureau().identityChallenge(id));
    }
    const a = await record(GENERATED_IDS[0] as string);
    const b = await record(GENERATED_IDS[1] as string);
    expect(a).not.toEqual(b);
  });

  it('keeps every record well formed, in integer cents', async () => {
    for (const [, id] of DOCUMENTED_WITH_RECORDS) expectWellFormed(await record(id));
    const generated = await Promise.all(GENERATED_IDS.map(record));
    generated.forEach(expectWellFormed);
    // Generated records vary as a bureau's do.
    expect(new Set(generated.map((r) => r.obligations.length)).size).toBeGreaterThan(4);
    expect(generated.some((r) => r.obligations.length === 0)).toBe(true);
    expect(generated.some((r) => r.hasDebtCounselling)).toBe(true);
    expect(generated.some((r) => r.compuScore === null)).toBe(true);
    // Some generated records keep a removed account; some people have short-term cover, some none.
    expect(generated.some((r) => r.obligations.some((o) => o.removedAt))).toBe(true);
    expect(generated.some((r) => r.obligations.some((o) => o.removedAt)) && generated.some((r) => r.obligations.every((o) => !o.removedAt))).toBe(true);
    expect(generated.some((r) => r.shortTermInsurance?.length) && generated.some((r) => !r.shortTermInsurance?.length)).toBe(true);
  });

  it('closedAccounts: two open accounts and two removed ones, settled, still on the record', async () => {
    const r = await record(SANDBOX_ID_NUMBERS.closedAccounts);
    expect(r).toMatchObject({ compuScore: 801, hasDebtCounselling: false, hasJudgements: false });
    expect(r.obligations.map((o) => [o.accountType, o.removedAt !== null])).toEqual([
      ['H', false],
      ['C', false],
      ['Y', true],
      ['R', true],
    ]);
    const removed = r.obligations.filter((o) => o.removedAt);
    expect(removed.map((o) => o.removedAt)).toEqual([expect.stringMatching(/^2026-05-/), expect.stringMatching(/^2025-08-/)]);
    expect(removed[0]?.creditorName).toBe('WesBank');
    // Short-term cover follows the open accounts: building cover for the bond, no vehicle policy.
    expect(r.shortTermInsurance?.map((p) => p.cover)).toContain('BUILDING');
    expect(r.shortTermInsurance?.map((p) => p.cover)).not.toContain('VEHICLE');
  });

  it('gives the same removed accounts and short-term cover on every call, and leaves the open accounts as before', async () => {
    for (const id of GENERATED_IDS.slice(0, 40)) {
      const [a, b] = [await record(id), await bureau({ now: () => new Date('2026-11-25T20:00:00Z') }).creditRecord(id)];
      expect(b.obligations).toEqual(a.obligations);
      expect(b.shortTermInsurance).toEqual(a.shortTermInsurance);
      // Removed accounts come after the open ones.
      const firstRemoved = a.obligations.findIndex((o) => o.removedAt);
      if (firstRemoved >= 0) expect(a.obligations.slice(firstRemoved).every((o) => o.removedAt)).toBe(true);
    }
  });


  it('clearRecord: accounts in good standing, a good score, no flags', async () => {
    const r = await record(SANDBOX_ID_NUMBERS.clearRecord);
    expect(r.obligations.length).toBeGreaterThan(0);
    expect(r.obligations.every((o) => o.statusCode === null)).toBe(true);
    expect(r).toMatchObject({ compuScore: 872, hasJudgements: false, hasDebtCounselling: false, debtCounsellorCode: null });
  });

  it('manyDebts: nine accounts in every category, instalments above 40% of income', async () => {
    const r = await record(SANDBOX_ID_NUMBERS.manyDebts);
    expect(r.obligations).toHaveLength(9);
    expect(new Set(r.obligations.map((o) => debtCategoryOfAccountType(o.accountType)))).toEqual(new Set(['housing', 'vehicle', 'creditCard', 'personal']));
    const instalments = r.obligations.reduce((sum, o) => sum + o.instalmentCents, 0);
    expect(instalments).toBeGreaterThan(0.4 * (r.estimatedIncomeCents as number));
    expect(r).toMatchObject({ compuScore: 642, hasDebtCounselling: false, hasJudgements: false });
  });

  it('debtReviewWithUs: under debt review with NCRDC2613, every account flagged D', async () => {
    const r = await record(SANDBOX_ID_NUMBERS.debtReviewWithUs);
    expect(r).toMatchObject({ hasDebtCounselling: true, debtCounsellorCode: 'NCRDC2613', hasJudgements: false, compuScore: 561 });
    expect(IMALI_DEBT_COUNSELLOR_CODE).toBe('NCRDC2613');
    expect(r.obligations).toHaveLength(5);
    expect(r.obligations.every((o) => o.statusCode === 'D')).toBe(true);
  });

  it('debtReviewElsewhere: under debt review with another counsellor', async () => {
    const r = await record(SANDBOX_ID_NUMBERS.debtReviewElsewhere);
    expect(r).toMatchObject({ hasDebtCounselling: true, hasJudgements: false, compuScore: 588 });
    expect(r.debtCounsellorCode).not.toBe(IMALI_DEBT_COUNSELLOR_CODE);
    expect(r.obligations.every((o) => o.statusCode === 'D')).toBe(true);
  });

  it('judgements: two judgements, under review elsewhere, the judged account status J', async () => {
    const r = await record(SANDBOX_ID_NUMBERS.judgements);
    expect(r).toMatchObject({ hasJudgements: true, hasDebtCounselling: true, compuScore: 487 });
    expect(r.judgements).toHaveLength(2);
    expect(r.debtCounsellorCode).not.toBe(IMALI_DEBT_COUNSELLOR_CODE);
    expect(r.obligations.map((o) => o.statusCode)).toContain('J');
    expect(r.judgements[0]?.plaintiff).toBe(r.obligations.find((o) => o.statusCode === 'J')?.creditorName);
  });

  it('noLoans: no accounts and a good score', async () => {
    const r = await record(SANDBOX_ID_NUMBERS.noLoans);
    expect(r).toMatchObject({ obligations: [], judgements: [], compuScore: 905, hasDebtCounselling: false, hasJudgements: false, estimatedIncomeCents: 2_850_000 });
    expect(r.compuScore as number).toBeGreaterThan(825);
  });

  it('aboveCreditLifeMaximum: one personal loan of R452,000 in good standing, above the open-market maximum', async () => {
    const r = await record(SANDBOX_ID_NUMBERS.aboveCreditLifeMaximum);
    const above = r.obligations.filter((o) => o.currentBalanceCents >= CREDIT_LIFE_OPEN_MARKET_MAXIMUM_CENTS);
    expect(above).toHaveLength(1);
    expect(above[0]).toMatchObject({ currentBalanceCents: 45_200_000, loanType: 'PERSONAL_LOAN', accountType: 'P', statusCode: null });
    expect(above[0]?.currentBalanceCents).toBeLessThan(RMA_MAXIMUM_CENTS);
    expect(r.obligations.length).toBeGreaterThan(1);
  });

  it('no other documented case has a loan at or above the credit life maximum', async () => {
    for (const [name, id] of DOCUMENTED_WITH_RECORDS.filter(([name]) => name !== 'aboveCreditLifeMaximum')) {
      const r = await record(id);
      expect([name, r.obligations.filter((o) => o.currentBalanceCents >= CREDIT_LIFE_OPEN_MARKET_MAXIMUM_CENTS)]).toEqual([name, []]);
    }
  });

  it('thinFile: one account, no score and no income estimate', async () => {
    const r = await record(SANDBOX_ID_NUMBERS.thinFile);
    expect(r).toMatchObject({ compuScore: null, estimatedIncomeCents: null, hasDebtCounselling: false, hasJudgements: false });
    expect(r.obligations).toHaveLength(1);
  });

  const badDate = '8513450123' + '08';
  it.each([
    ['empty', ''],
    ['too short', '850314512308'],
    ['letters', '85031451230AB'],
    ['wrong check digit', '8503145123085'],
    ['all zeros', '0000000000000'],
    ['no such day', `${badDate}${luhnCheckDigit(badDate)}`],
    ['born in the future', buildSaIdNumber({ birthDate: '2026-12-31', serial: 5000 })],
    ['not a string', 8503145123084 as unknown as string],
  ])('refuses an invalid ID number (%s) on every call, without echoing it', async (_, id) => {
    const provider = bureau();
    for (const call of [provider.creditRecord(id as string), provider.identityChallenge(id as string), provider.verifyChallenge(id as string, 'CH0', { telephone: '', employer: '', account: '' })]) {
      const error = await failure(call);
      expect(error).toBeInstanceOf(IntegrationError);
      expect(error).toMatchObject({ integration: 'credit-bureau', retryable: false, code: 'INVALID_ID_NUMBER', message: 'credit-bureau: Invalid ID number' });
    }
  });
});

describe('credit bureau sandbox: identity questions', () => {
  const ids = [...DOCUMENTED_WITH_RECORDS.map(([, id]) => id), ...GENERATED_IDS.slice(0, 60)];

  it('asks three questions, each with distinct options and exactly one right answer', async () => {
    for (const id of ids) {
      const challenge = await bureau().identityChallenge(id);
      expect(Object.keys(challenge).sort()).toEqual(['accounts', 'employers', 'reference', 'telephones']);
      const { answers } = sandboxQuestions(id, await record(id));
      for (const [options, right] of [
        [challenge.telephones, answers.telephone],
        [challenge.employers, answers.employer],
        [challenge.accounts, answers.account],
      ] as const) {
        expect(options).toHaveLength(4);
        expect(new Set(options).size).toBe(4);
        expect(options.filter((o) => o === right)).toHaveLength(1);
      }
      // The telephone options differ in what is shown of the number.
      expect(new Set(challenge.telephones.map((t) => t.slice(-4))).size).toBe(4);
      expect(challenge.telephones.every((t) => /^0[6-8]\d \*\*\* \d{4}$/.test(t))).toBe(true);
      expect(challenge.accounts[3]).toBe(NONE_OF_THE_ABOVE);
      const r = await record(id);
      // "Which of these accounts do you have?": an open account; a removed one is history.
      const open = r.obligations.filter((o) => !o.removedAt);
      if (open.length === 0) expect(answers.account).toBe(NONE_OF_THE_ABOVE);
      else expect(open.map((o) => o.creditorName)).toContain(answers.account);
      // Wrong creditors are ones the person never had an account with (open or removed).
      const everHeld = new Set(r.obligations.map((o) => o.creditorName));
      expect(challenge.accounts.filter((a) => everHeld.has(a)).length).toBe(open.length > 0 ? 1 : 0);
    }
  });

  it('passes only the one right combination of answers', async () => {
    for (const id of [SANDBOX_ID_NUMBERS.manyDebts, SANDBOX_ID_NUMBERS.noLoans, GENERATED_IDS[3] as string]) {
      const provider = bureau();
      const challenge = await provider.identityChallenge(id);
      let passed = 0;
      for (const telephone of challenge.telephones)
        for (const employer of challenge.employers)
          for (const account of challenge.accounts) if ((await provider.verifyChallenge(id, challenge.reference, { telephone, employer, account })).passed) passed += 1;
      expect(passed).toBe(1);
      const right = sandboxQuestions(id, await record(id)).answers;
      expect(await provider.verifyChallenge(id, challenge.reference, right)).toEqual({ passed: true });
      expect(await provider.verifyChallenge(id, challenge.reference, { ...right, account: '' })).toEqual({ passed: false });
    }
  });

  it.each([
    ['clearRecord', '060 *** 8718', 'City of Cape Town', 'Edgars'],
    ['manyDebts', '076 *** 2883', 'eThekwini Municipality', 'Capitec'],
    ['debtReviewWithUs', '083 *** 6708', 'Department of Basic Education', 'Truworths'],
    ['debtReviewElsewhere', '061 *** 6657', 'Transnet', 'Nedbank'],
    ['judgements', '074 *** 2574', 'Department of Basic Education', 'ABSA'],
    ['noLoans', '071 *** 9493', 'Woolworths', 'None of the above'],
    ['aboveCreditLifeMaximum', '073 *** 8903', 'Bidvest', 'Nedbank'],
    ['thinFile', '079 *** 2151', 'Sasol', 'Vodacom'],
    ['closedAccounts', '073 *** 6907', 'Spar Group', 'Nedbank'],
  ] as const)('%s: the right answers the README lists pass', async (name, telephone, employer, account) => {
    const id = SANDBOX_ID_NUMBERS[name];
    const provider = bureau();
    const { reference } = await provider.identityChallenge(id);
    expect(await provider.verifyChallenge(id, reference, { telephone, employer, account })).toEqual({ passed: true });
  });

  it('checks answers against the questions asked: today or yesterday, for this ID number only', async () => {
    const id = SANDBOX_ID_NUMBERS.clearRecord;
    const right = sandboxQuestions(id, await record(id)).answers;
    const asked = await bureau().identityChallenge(id);
    // Another instance, later the same day and the next day, still knows the reference.
    expect(await bureau({ now: () => new Date('2026-11-25T21:00:00Z') }).verifyChallenge(id, asked.reference, right)).toEqual({ passed: true });
    expect(await bureau({ now: () => new Date('2026-11-26T09:00:00Z') }).verifyChallenge(id, asked.reference, right)).toEqual({ passed: true });
    for (const [provider, reference] of [
      [bureau({ now: () => new Date('2026-11-27T09:00:00Z') }), asked.reference],
      [bureau(), 'CH0000000000000000'],
      [bureau(), challengeReference(SANDBOX_ID_NUMBERS.manyDebts, { year: 2026, month: 11, day: 25 })],
    ] as const) {
      expect(await failure(provider.verifyChallenge(id, reference, right))).toMatchObject({ code: 'UNKNOWN_CHALLENGE', retryable: false });
    }
  });
});

describe('credit bureau sandbox: a new set of questions each time (citizenship digit 1)', () => {
  /** Valid ID numbers with citizenship digit 1 whose record holds two or more creditors. */
  const rotating = Array.from({ length: 80 }, (_, i) => buildSaIdNumber({ birthDate: `${1965 + (i % 35)}-0${(i % 9) + 1}-1${i % 9}`, serial: (i * 131) % 10_000, citizenship: 1 }) as string);

  it('applies to citizenship digit 1 only: the documented and generated ID numbers keep one set', async () => {
    expect(rotating.every(sandboxAsksNewSets)).toBe(true);
    for (const id of [...Object.values(SANDBOX_ID_NUMBERS), ...GENERATED_IDS.slice(0, 20)]) expect(sandboxAsksNewSets(id)).toBe(false);
    const provider = bureau();
    const id = SANDBOX_ID_NUMBERS.manyDebts;
    const first = await provider.identityChallenge(id);
    expect(await provider.identityChallenge(id)).toEqual(first);
  });

  it('asks the next set each time, each checked against its own reference only', async () => {
    const withSeveral: string[] = [];
    for (const id of rotating) if (sandboxQuestionSets(id, await record(id)) >= 2) withSeveral.push(id);
    expect(withSeveral.length).toBeGreaterThan(10);
    for (const id of withSeveral.slice(0, 12)) {
      const provider = bureau();
      const r = await record(id);
      const a = await provider.identityChallenge(id);
      const b = await provider.identityChallenge(id);
      expect(b.reference).not.toBe(a.reference);
      const held = new Set(r.obligations.map((o) => o.creditorName));
      const rightFor = (set: number) => sandboxQuestions(id, r, set).answers;
      expect(rightFor(0).account).not.toBe(rightFor(1).account);
      for (const [challenge, set] of [[a, 0], [b, 1]] as const) {
        // One held creditor among the options, the set's right one; telephone and employer are the person's.
        expect(challenge.accounts.filter((x) => held.has(x))).toEqual([rightFor(set).account]);
        expect(challenge.accounts[3]).toBe(NONE_OF_THE_ABOVE);
        expect(new Set(challenge.accounts).size).toBe(4);
        expect(await bureau().verifyChallenge(id, challenge.reference, rightFor(set))).toEqual({ passed: true });
      }
      // Set A's right answers against set B's reference (and back) fail.
      expect(await provider.verifyChallenge(id, b.reference, rightFor(0))).toEqual({ passed: false });
      expect(await provider.verifyChallenge(id, a.reference, rightFor(1))).toEqual({ passed: false });
      // Another instance starts at set 0 again: its first set is A's.
      expect((await bureau().identityChallenge(id)).reference).toBe(a.reference);
    }
  });
});

describe('credit bureau sandbox: latency and failures', () => {
  it('fails every call for the unavailable ID number, retryably', async () => {
    const provider = bureau();
    const id = SANDBOX_ID_NUMBERS.bureauUnavailable;
    for (const call of [provider.creditRecord(id), provider.identityChallenge(id), provider.verifyChallenge(id, 'CH0', { telephone: '', employer: '', account: '' })]) {
      expect(await failure(call)).toMatchObject({ name: 'IntegrationError', integration: 'credit-bureau', retryable: true, code: 'PROVIDER_UNAVAILABLE' });
    }
  });

  it('answers the slow ID number correctly, after the slow delay', async () => {
    const started = Date.now();
    const r = await bureau({ slowMs: 80 }).creditRecord(SANDBOX_ID_NUMBERS.slowBureau);
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
    expectWellFormed(r);
  });

  it('waits the configured latency', async () => {
    const started = Date.now();
    await bureau({ latencyMs: 40 }).creditRecord(SANDBOX_ID_NUMBERS.clearRecord);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('can be made to fail for every ID number, and to recover', async () => {
    const provider = bureau({ failure: 'unavailable', slowMs: 60 });
    expect(await failure(provider.creditRecord(SANDBOX_ID_NUMBERS.clearRecord))).toMatchObject({ retryable: true });
    expect(await failure(provider.identityChallenge(GENERATED_IDS[0] as string))).toMatchObject({ retryable: true });
    provider.setFailure('slow');
    const started = Date.now();
    await provider.creditRecord(SANDBOX_ID_NUMBERS.clearRecord);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    provider.setFailure('none');
    expect((await provider.creditRecord(SANDBOX_ID_NUMBERS.clearRecord)).compuScore).toBe(872);
  });

  it('still refuses an invalid ID number as invalid while failing', async () => {
    expect(await failure(bureau({ failure: 'unavailable' }).creditRecord('123'))).toMatchObject({ code: 'INVALID_ID_NUMBER' });
  });
});

describe('credit bureau configuration', () => {
  it('is the sandbox by default, without latency under test', () => {
    const config = loadCreditBureauConfig({ NODE_ENV: 'test' });
    expect(config).toEqual({ CREDIT_BUREAU_PROVIDER: 'sandbox', CREDIT_BUREAU_SANDBOX_LATENCY_MS: 0, CREDIT_BUREAU_SANDBOX_FAILURE: 'none', CREDIT_BUREAU_SANDBOX_SLOW_MS: 200 });
    expect(loadCreditBureauConfig({})).toMatchObject({ CREDIT_BUREAU_SANDBOX_LATENCY_MS: 50, CREDIT_BUREAU_SANDBOX_SLOW_MS: 3000 });
    expect(loadCreditBureauConfig({ SANDBOX_LATENCY_MS: '120', CREDIT_BUREAU_SANDBOX_FAILURE: 'slow' })).toMatchObject({ CREDIT_BUREAU_SANDBOX_LATENCY_MS: 120, CREDIT_BUREAU_SANDBOX_FAILURE: 'slow' });
    expect(() => loadCreditBureauConfig({ CREDIT_BUREAU_PROVIDER: 'some-bureau' })).toThrow(ConfigError);
    expect(() => loadCreditBureauConfig({ CREDIT_BUREAU_SANDBOX_FAILURE: 'sometimes' })).toThrow(ConfigError);
  });

  it('creates the provider the configuration names, failures included', async () => {
    const provider = createCreditBureauProvider(loadCreditBureauConfig({ NODE_ENV: 'test', CREDIT_BUREAU_SANDBOX_FAILURE: 'unavailable' }));
    expect(provider).toBeInstanceOf(SandboxCreditBureauProvider);
    expect(await failure(provider.creditRecord(SANDBOX_ID_NUMBERS.clearRecord))).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });

  it('provides CreditBureauProvider to a Nest module', async () => {
    const moduleRef = await Test.createTestingModule({ providers: creditBureauProviders() }).compile();
    const provider = moduleRef.get(CreditBureauProvider);
    expect(provider).toBeInstanceOf(SandboxCreditBureauProvider);
    expect((await provider.creditRecord(SANDBOX_ID_NUMBERS.noLoans)).compuScore).toBe(905);
    await moduleRef.close();
  });
});

describe('credit bureau sandbox: no personal information in logs or errors', () => {
  it('writes nothing holding an ID number, and its errors carry none', async () => {
    const written: string[] = [];
    const capture = (...args: unknown[]) => void written.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    const spies = [
      jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => (capture(String(chunk)), true)),
      jest.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => (capture(String(chunk)), true)),
      ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => jest.spyOn(console, level).mockImplementation(capture)),
      ...(['log', 'warn', 'error', 'debug', 'verbose'] as const).map((level) => jest.spyOn(Logger.prototype, level).mockImplementation(capture)),
    ];
    const previousEnv = process.env['NODE_ENV'];
    const errors: unknown[] = [];
    const ids = [...Object.values(SANDBOX_ID_NUMBERS), '8503145123085', GENERATED_IDS[5] as string];
    try {
      // Production logs the sandbox warning: it must name no one either.
      process.env['NODE_ENV'] = 'production';
      const moduleRef = await Test.createTestingModule({ providers: creditBureauProviders() }).compile();
      process.env['NODE_ENV'] = previousEnv;
      const provider = moduleRef.get(CreditBureauProvider) as SandboxCreditBureauProvider;
      const fast = bureau({ slowMs: 0 });
      for (const id of ids) {
        for (const call of [fast.creditRecord(id), fast.identityChallenge(id), fast.verifyChallenge(id, 'CH0', { telephone: 'x', employer: 'y', account: 'z' })]) {
          const error = await failure(call);
          if (error) errors.push(error);
        }
      }
      provider.setFailure('unavailable');
      errors.push(await failure(provider.creditRecord(SANDBOX_ID_NUMBERS.clearRecord)));
      await moduleRef.close();
    } finally {
      process.env['NODE_ENV'] = previousEnv;
      spies.forEach((spy) => spy.mockRestore());
    }
    expect(written.join('\n')).toContain('sandbox in production');
    expect(errors.length).toBeGreaterThan(ids.length);
    const everything = [...written, ...errors.map((e) => `${String(e)} ${JSON.stringify(e)} ${(e as Error).stack}`)].join('\n');
    for (const id of ids) expect(everything).not.toContain(id);
  });
});
