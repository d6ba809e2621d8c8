import { CREDIT_KINDS, DEBIT_KINDS, isLedgerAmountForKind, isLedgerEntryKind, LEDGER_ENTRY_KINDS, ledgerTotals } from './ledger';

describe('ledger kinds', () => {
  it('every kind is either a credit or a debit, never both', () => {
    for (const kind of LEDGER_ENTRY_KINDS) expect(CREDIT_KINDS.includes(kind) !== DEBIT_KINDS.includes(kind)).toBe(true);
  });

  it.each([
    ['WITHDRAWAL', true],
    ['TRANSFER_IN', true],
    ['withdrawal', false],
    ['INTEREST', false],
    [1, false],
    [null, false],
  ])('isLedgerEntryKind(%p) is %p', (value, expected) => expect(isLedgerEntryKind(value)).toBe(expected));

  it.each([
    ['DEBIT_ORDER_CONTRIBUTION', 50_000, true],
    ['DEBIT_ORDER_CONTRIBUTION', -50_000, false],
    ['EFT_CONTRIBUTION', 1, true],
    ['WITHDRAWAL_REVERSAL', 5_000, true],
    ['TRANSFER_IN', 5_000, true],
    ['WITHDRAWAL', -5_000, true],
    ['WITHDRAWAL', 5_000, false],
    ['TRANSFER_OUT', -1, true],
    ['FUNERAL_PREMIUM', -12_000, true],
    ['FUNERAL_PREMIUM', 12_000, false],
    ['OPENING_BALANCE', 250_000, true],
    ['OPENING_BALANCE', -1, false],
    ['EFT_CONTRIBUTION', 0, false],
    ['EFT_CONTRIBUTION', 10.5, false],
    ['EFT_CONTRIBUTION', Number.NaN, false],
    ['EFT_CONTRIBUTION', Number.POSITIVE_INFINITY, false],
  ] as const)('%s of %p cents fits: %p', (kind, cents, expected) => expect(isLedgerAmountForKind(kind, cents)).toBe(expected));
});

describe('ledgerTotals', () => {
  it.each([
    [{}, { balanceCents: 0, contributionsCents: 0, withdrawalsCents: 0 }],
    [{ DEBIT_ORDER_CONTRIBUTION: 100_000, EFT_CONTRIBUTION: 20_000 }, { balanceCents: 120_000, contributionsCents: 120_000, withdrawalsCents: 0 }],
    [
      { DEBIT_ORDER_CONTRIBUTION: 100_000, WITHDRAWAL: -30_000, WITHDRAWAL_REVERSAL: 10_000, TRANSFER_OUT: -5_000, TRANSFER_IN: 2_000 },
      { balanceCents: 77_000, contributionsCents: 102_000, withdrawalsCents: 25_000 },
    ],
    [{ EFT_CONTRIBUTION: 50_000, FUNERAL_PREMIUM: -12_000 }, { balanceCents: 38_000, contributionsCents: 50_000, withdrawalsCents: 12_000 }],
    [{ OPENING_BALANCE: 250_000, WITHDRAWAL: -5_000 }, { balanceCents: 245_000, contributionsCents: 250_000, withdrawalsCents: 5_000 }],
    [{ EFT_CONTRIBUTION: Number.NaN as number, TRANSFER_IN: 100 }, { balanceCents: 100, contributionsCents: 100, withdrawalsCents: 0 }],
  ])('%p gives %p', (sums, expected) => expect(ledgerTotals(sums)).toEqual(expected));
});
