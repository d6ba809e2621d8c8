// What the chat says. The spec gives the steps, not their words (funeral.md §2, §4): these are
// ours (docs/decisions/funeral-web-chat-sale.md), kept in one place for the page and its tests.
import { formatRand } from '@imali/shared/ui';
import { MAX_CHILDREN } from '../sale/sale-steps';
import { CHILD_STEPS, type ChatSaleState, type ChatSaleStep } from './chat-sale-state';

export const CHAT_SALE_TITLE = 'Buy funeral cover';

export const TERMS_THANKS = 'Thank you for accepting our Ts and Cs.';
export const CHILD_LIMIT_MESSAGE = `You have added ${MAX_CHILDREN} children, the most one policy can cover.`;
export const FIX_ANSWER_MESSAGE = 'Please check this answer: we could not complete your purchase with it.';
export const CLIENT_LOAD_FAILED = 'We could not load your details.';
export const NOT_SIGNED_IN = 'Sign in to buy funeral cover.';
/** funeral.md §8: the quote's failure. */
export const QUOTE_ERROR_MESSAGE = 'An error has occured';
export const ANSWER_LATER = 'Later';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** The bot's question for a step, worded for the answers so far. */
export function questionFor(step: ChatSaleStep, state: ChatSaleState): string {
  const name = state.firstName ? `, ${state.firstName}` : '';
  switch (step) {
    case 'opening':
      return `Hi${name}! Let's set up your funeral cover. How much cover would you like, and who should it include?`;
    case 'terms':
      return 'Before we start, please read and accept our Ts and Cs.';
    case 'getIncome':
      return 'What is your monthly income before deductions?';
    case 'doIdCard':
      return 'Please upload a photo or scan of your ID document.';
    case 'selfie':
      return 'Now please upload a selfie: a clear photo of your face.';
    case 'mainMember':
      return 'Please check your details. These are for you, the policy holder.';
    case 'spouse':
      return 'Tell us about your spouse.';
    case 'beneficiarySpouse':
      return 'Should your spouse be your beneficiary (the person we pay out to)?';
    case 'beneficiaryInfo':
      return 'Who should be your beneficiary (the person we pay out to)?';
    case 'ownAccount':
      return 'Will the premium be paid from your own bank account?';
    case 'accountHolderInfo':
      return 'Who owns the bank account the premium is paid from?';
    case 'bankAccountInfo':
      return 'Which account should we debit, and on which day of the month?';
    case 'doMandateSent':
      return mandateSentText(state.bankAccount.accountHolderName, state.bankAccount.accountHolderContactNumber);
    case 'completeSale':
      return 'Here is your cover. Shall we go ahead?';
    case 'done':
      return '';
    default: {
      const index = (CHILD_STEPS as readonly string[]).indexOf(step);
      return `Tell us about your ${ORDINALS[index] ?? 'next'} child.`;
    }
  }
}

/** "R 30 000 cover for me, my spouse (age 35) and my children". */
export function openingAnswer(coverAmount: number, spouse: string, ageSpouse: string | number | null, children: string): string {
  const lives = ['me'];
  if (spouse === 'Y') lives.push(ageSpouse === null || ageSpouse === '' ? 'my spouse' : `my spouse (age ${ageSpouse})`);
  if (children === 'Y') lives.push('my children');
  const who = lives.length === 1 ? lives[0] : `${lives.slice(0, -1).join(', ')} and ${lives[lives.length - 1]}`;
  return `${formatRand(coverAmount, { decimals: 0 })} cover for ${who}`;
}

/**
 * The confirmation (funeral.md §2): an own-account payer signs the debit order mandate sent by
 * SMS; when someone else pays, the mandate goes to them and the text does not mention it.
 */
export function confirmationText(ownAccount: boolean): string {
  return ownAccount
    ? 'Your funeral cover is in place. We will send you an SMS with a debit order mandate to sign. Your cover becomes active once we receive your first payment.'
    : 'Your funeral cover is in place. Your cover becomes active once we receive your first payment.';
}

export function mandateSentText(holderName: string | null | undefined, contactNumber: string | null | undefined): string {
  const who = holderName?.trim() || 'The account holder';
  const where = contactNumber?.trim() ? ` on ${contactNumber.trim()}` : '';
  return `${who} must approve the debit order: we will send the debit order mandate${where}.`;
}
