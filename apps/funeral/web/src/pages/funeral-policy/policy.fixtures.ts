// Test data for the policy page's specs (funeral-policy, members): a policy as funeral(id)
// answers it, and days counted from today so the cooling-off tests never go stale.
import { resolveToday, toIsoDate } from '@imali/shared/validation';

/** `YYYY-MM-DD`, `days` after today in South Africa (negative: before). */
export function dayFromToday(days: number): string {
  const today = resolveToday();
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return toIsoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

export const member = (id: string, memberType: string, firstNames: string, extra: Record<string, unknown> = {}) => ({
  id,
  policyId: 'p1',
  memberType,
  firstNames,
  surname: 'Mokoena',
  gender: 'FEMALE',
  ageAtSignup: 30,
  dateOfBirth: null,
  relationship: null,
  idType: null,
  idNumber: null,
  cellNumbers: [],
  email: null,
  coverAmount: 30000,
  premium: 84,
  state: 'IN_WAITING_PERIOD',
  covered: true,
  joinedAt: new Date().toISOString(),
  ...extra,
});

export type FixtureMember = ReturnType<typeof member>;

export const children = (count: number) =>
  Array.from({ length: count }, (_, index) => member(`c${index + 1}`, 'CHILD', `Child${index + 1}`, { ageAtSignup: 4 + index, premium: 12 }));

/** An ACTIVE family policy inside its cooling-off period (it ends in 20 days). */
export function fixturePolicy(extra: Record<string, unknown> = {}) {
  return {
    id: 'p1',
    policyNumber: 'IMF000000018',
    productType: 'FUNERAL',
    state: 'ACTIVE',
    stateLabel: 'Active',
    coverAmount: 30000,
    currentPremiumTotal: 210,
    policyType: 'FAMILY',
    policyTypeLabel: 'Family',
    paymentDueDay: 25,
    paymentBankAccountId: 'a1',
    paymentMethod: 'DEBI_CHECK',
    accountingIdentifier: null as string | null,
    easyPayNumber: null,
    pricingVersion: 'FUN-2026-11',
    firstActivated: '2026-03-01T08:00:00Z',
    expectFirstPaymentAt: '2026-03-01',
    coolingOffEndsOn: dayFromToday(20),
    createdAt: `${dayFromToday(-11)}T08:00:00Z`,
    cancelledAt: null as string | null,
    cancelReason: null as string | null,
    refundAmount: null as number | null,
    waitingPeriods: [
      { cause: 'ACCIDENTAL_DEATH', label: 'Accidental death', endsOn: null },
      { cause: 'NATURAL_DEATH', label: 'Natural death', endsOn: '2026-08-31' },
    ],
    livesCovered: [
      member('m1', 'POLICY_HOLDER', 'Thandiwe'),
      member('m2', 'SPOUSE', 'Sipho', { gender: 'MALE', ageAtSignup: 32 }),
      member('m3', 'CHILD', 'Lerato', { ageAtSignup: 4, coverAmount: 20000, premium: 18 }),
      member('m4', 'CHILD', 'Kagiso', { ageAtSignup: 9, premium: 12 }),
      member('m5', 'PARENT', 'Nomsa', { ageAtSignup: 55, relationship: 'MOTHER_IN_LAW', state: 'POLICY_CANCELLED', covered: false }),
    ],
    beneficiaries: [{ id: 'b1', firstNames: 'Sipho', surname: 'Mokoena', cellNumber: '0821234567', email: null, isSpouse: true }],
    ...extra,
  };
}

export const bankAccount = (id: string, bankName: string, accountNo: string, extra: Record<string, unknown> = {}) => ({
  id,
  bankName,
  branchCode: '470010',
  accountNo,
  ownAccount: true,
  accountHolderName: null,
  accountHolderContactNumber: null,
  accountHolderEmail: null,
  accountHolderIdNumber: null,
  verifyAccountInfo: false,
  associatedWith: [],
  ...extra,
});

/** myClient as identity answers it, with the given bank accounts. */
export const client = (bankAccounts: unknown[] = []) => ({
  id: 'c1',
  firstNames: 'Thandiwe',
  surname: 'Mokoena',
  email: null,
  gender: 'FEMALE',
  birthDate: '1990-06-15',
  cellNumbers: [],
  acceptedTerms: true,
  marketingConsent: false,
  isRegistration: false,
  otpVerification: true,
  createdAt: '2026-01-01T00:00:00Z',
  bankAccounts,
  funeralPolicies: [],
  thirdPartyFuneralPolicies: [],
});
