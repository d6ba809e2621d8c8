import { formatCents, type WithdrawalStatus } from '@imali/savings/domain';

/**
 * What the client is told when their December Fund payout (a withdrawal the payout job made)
 * settles: its own words, not the general withdrawal's, which speak of a withdrawal the client did
 * not ask for (docs/decisions/savings-december-payout-messages.md). The amount as the product shows
 * rand; no account number or other detail of the client's.
 */
export function decemberPayoutMessage(status: Exclude<WithdrawalStatus, 'PROCESSING'>, amountCents: number): { subject: string; body: string } {
  const amount = formatCents(amountCents);
  return status === 'RELEASED'
    ? { subject: 'December Fund paid out', body: `Imali: your December Fund of ${amount} has been paid out to your bank account.` }
    : {
        subject: 'December Fund not paid out',
        body: `Imali: your December Fund of ${amount} could not be paid into your bank account. The money is back in your goal: check your bank account in My Savings and withdraw it.`,
      };
}
