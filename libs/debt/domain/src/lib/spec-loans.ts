// Obligations for the debt domain's table specs, in rand as the hand-worked examples are written.
import type { DebtObligation } from './debt-obligation';

/** An obligation from rand amounts (kept to whole cents) and an annual rate in percent. */
export const loan = (id: string, accountType: string, rand: number, instalmentRand: number, rate: number): DebtObligation => ({
  id,
  accountType,
  currentBalance: Math.round(rand * 100),
  installment: Math.round(instalmentRand * 100),
  rate,
});

/** The "today" every example is worked from. */
export const TODAY = '2026-11-25';
