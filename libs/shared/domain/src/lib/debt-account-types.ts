// A credit-record account's category by the bureau's account type letter code (spec §9 of both
// documents): one rule for the credit bureau integration and the debt area.

export type DebtCategory = 'housing' | 'creditCard' | 'vehicle' | 'personal';

export const DEBT_CATEGORIES: readonly DebtCategory[] = ['housing', 'vehicle', 'personal', 'creditCard'];

const CATEGORY_BY_CODE: Readonly<Record<string, DebtCategory>> = {
  B: 'housing',
  H: 'housing',
  C: 'creditCard',
  R: 'creditCard',
  Y: 'vehicle',
};

/** B and H housing, C and R credit card, Y vehicle, any other code (or none) personal. Case and spaces are ignored. */
export function debtCategoryOfAccountType(accountType: string | null | undefined): DebtCategory {
  const code = typeof accountType === 'string' ? accountType.trim().toUpperCase() : '';
  return Object.hasOwn(CATEGORY_BY_CODE, code) ? (CATEGORY_BY_CODE[code] as DebtCategory) : 'personal';
}
