// The banks a client can pay from, with the universal branch code used for electronic
// payments and how collections run (NAEDO banks, others by ordinary debit order).
// Bidvest Bank and Old Mutual share 462005: see docs/decisions/shared-universal-branch-code.md.

export type BankPaymentType = 'NAEDO' | 'DO';

export interface Bank {
  /** Stable key, unique per bank (the branch code is not). */
  readonly id: string;
  /** The name shown and stored as bankName. */
  readonly label: string;
  /** Universal branch code, sent as branchCode. */
  readonly branchCode: string;
  readonly paymentType: BankPaymentType;
  /** Other spellings met in stored data, matched by `bankByName`. */
  readonly aliases?: readonly string[];
}

export const BANKS: readonly Bank[] = [
  { id: 'ABSA', label: 'ABSA', branchCode: '632005', paymentType: 'NAEDO', aliases: ['Absa Bank'] },
  { id: 'CAPITEC', label: 'Capitec Bank', branchCode: '470010', paymentType: 'NAEDO' },
  { id: 'FNB', label: 'FNB', branchCode: '250655', paymentType: 'NAEDO', aliases: ['First National Bank'] },
  { id: 'NEDBANK', label: 'Nedbank', branchCode: '198765', paymentType: 'NAEDO' },
  { id: 'STANDARD_BANK', label: 'Standard Bank', branchCode: '051001', paymentType: 'NAEDO' },
  { id: 'AFRICAN_BANK', label: 'African Bank', branchCode: '430000', paymentType: 'NAEDO' },
  { id: 'BIDVEST', label: 'Bidvest Bank', branchCode: '462005', paymentType: 'NAEDO' },
  { id: 'MERCANTILE', label: 'Mercantile Bank', branchCode: '450105', paymentType: 'NAEDO' },
  { id: 'UBANK', label: 'Ubank', branchCode: '431010', paymentType: 'NAEDO' },
  { id: 'INVESTEC', label: 'Investec', branchCode: '580105', paymentType: 'DO' },
  { id: 'DISCOVERY', label: 'Discovery Bank', branchCode: '679000', paymentType: 'DO' },
  { id: 'TYMEBANK', label: 'TymeBank', branchCode: '678910', paymentType: 'DO' },
  { id: 'SASFIN', label: 'Sasfin Bank', branchCode: '683000', paymentType: 'DO' },
  { id: 'GRINDROD', label: 'Grindrod Bank', branchCode: '223626', paymentType: 'DO' },
  { id: 'OLD_MUTUAL', label: 'Old Mutual', branchCode: '462005', paymentType: 'DO', aliases: ['Old Mutual Bank'] },
  { id: 'ACCESS', label: 'Access Bank', branchCode: '410506', paymentType: 'DO' },
];

/** The bank named when none is stored (credit-life-clearance-vault-policies-groups.md section 9). */
export const DEFAULT_BANK_NAME = 'Capitec Bank';

/** Lower case, letters and digits only, without a trailing "bank": "Capitec Bank" and "capitec" meet. */
function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/bank$/, '');
}

/** The bank with this label or alias, ignoring case, spaces and a trailing "Bank". */
export function bankByName(name: unknown): Bank | undefined {
  if (typeof name !== 'string' || name.trim() === '') return undefined;
  const key = nameKey(name);
  return BANKS.find((bank) => [bank.label, ...(bank.aliases ?? [])].some((candidate) => nameKey(candidate) === key));
}

/**
 * The bank with this universal branch code. Where banks share a code (462005: Bidvest Bank and
 * Old Mutual), `bankName` decides; without a matching name the answer is undefined rather than
 * a guess, since the two collect differently (NAEDO and DO).
 */
export function bankByBranchCode(branchCode: unknown, bankName?: string | null): Bank | undefined {
  if (typeof branchCode !== 'string') return undefined;
  const code = branchCode.trim();
  const matches = BANKS.filter((bank) => bank.branchCode === code);
  if (matches.length <= 1) return matches[0];
  const named = bankByName(bankName);
  return named && matches.includes(named) ? named : undefined;
}
