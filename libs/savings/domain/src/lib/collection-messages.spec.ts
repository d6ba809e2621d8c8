import { collectionFailedMessage, COLLECTION_FAILED_REASON_MAX_LENGTH } from './collection-messages';
import { SAVINGS_EFT_DETAILS } from './savings-constants';

const EFT = 'To keep saving this month, pay by EFT to Imali Savings (RF) (Pty) Ltd, Standard Bank, account 072 845 318, branch code 051001, with your ID number as the reference. These details are also on your Savings page.';

describe('collectionFailedMessage', () => {
  it.each([
    [
      20_000,
      '2027-01-15',
      'Your bank returned the debit order: there was not enough money in the account.',
      `Imali: your savings debit order of R 200.00 on 15 Jan 2027 was not paid. Your bank returned the debit order: there was not enough money in the account. ${EFT}`,
    ],
    [115_050, '2026-12-01', null, `Imali: your savings debit order of R 1 150.50 on 1 Dec 2026 was not paid. ${EFT}`],
    [5_000, '2027-03-07', '  Your debit order has not been approved\n at your bank yet ', `Imali: your savings debit order of R 50.00 on 7 Mar 2027 was not paid. Your debit order has not been approved at your bank yet. ${EFT}`],
    [1, 'not a date', '', `Imali: your savings debit order of R 0.01 was not paid. ${EFT}`],
  ])('%p cents on %p (reason %p)', (cents, date, reason, expected) => {
    expect(collectionFailedMessage(cents, date, reason)).toBe(expected);
  });

  it('names the savings EFT account from the domain constants and never a client detail', () => {
    const message = collectionFailedMessage(20_000, '2027-01-15', null);
    for (const value of Object.values(SAVINGS_EFT_DETAILS)) expect(message).toContain(value);
    expect(message).not.toMatch(/\d{13}/);
  });

  it('keeps the reason to one line of at most the column length, so the SMS fits identity’s limit', () => {
    const message = collectionFailedMessage(1_000_000_000, '2027-01-15', `${'x'.repeat(COLLECTION_FAILED_REASON_MAX_LENGTH + 50)}\n`);
    expect(message).toContain(`${'x'.repeat(COLLECTION_FAILED_REASON_MAX_LENGTH)}. To keep`);
    expect(message).not.toContain('x'.repeat(COLLECTION_FAILED_REASON_MAX_LENGTH + 1));
    // identity's SMS body limit (CLIENT_MESSAGE_LIMITS.smsBody): six SMS parts.
    expect(message.length).toBeLessThanOrEqual(918);
  });
});
