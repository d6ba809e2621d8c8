// The SMS a client gets when their monthly savings debit order is not paid
// (docs/decisions/savings-collection-failed-sms.md): what happened, in rand, why in the words
// Savings.failedCollections shows, and how to pay the month by EFT instead. It carries no
// account number, ID number or other detail of the client's.
import { formatDate } from '@imali/shared/domain';
import { formatCents } from './money';
import { SAVINGS_EFT_DETAILS, type Cents } from './savings-constants';

/** The longest reason the message carries (the collection's failure_reason column). */
export const COLLECTION_FAILED_REASON_MAX_LENGTH = 200;

/** A stored reason as one sentence: one line, at most the column's length, ending in a full stop; '' when there is none. */
function reasonSentence(reason: string | null | undefined): string {
  const line = (reason ?? '').replace(/\s+/g, ' ').trim().slice(0, COLLECTION_FAILED_REASON_MAX_LENGTH).trim();
  if (line === '') return '';
  return /[.!?]$/.test(line) ? line : `${line}.`;
}

/**
 * "Imali: your savings debit order of R 200.00 on 15 Jan 2027 was not paid. Your bank returned
 * the debit order: ... To keep saving this month, pay by EFT to ... with your ID number as the
 * reference. These details are also on your Savings page."
 */
export function collectionFailedMessage(amountCents: Cents, collectionDate: string, reason?: string | null): string {
  const eft = SAVINGS_EFT_DETAILS;
  const date = formatDate(collectionDate);
  const why = reasonSentence(reason);
  return [
    `Imali: your savings debit order of ${formatCents(amountCents)}${date ? ` on ${date}` : ''} was not paid.`,
    ...(why ? [why] : []),
    `To keep saving this month, pay by EFT to ${eft.accountHolder}, ${eft.bankName}, account ${eft.accountNumber}, branch code ${eft.branchCode}, with your ID number as the reference.`,
    'These details are also on your Savings page.',
  ].join(' ');
}
