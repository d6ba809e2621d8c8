// The debit order mandate wizard's steps as data (credit-life-clearance-vault-policies-groups.md
// section 2.2 and 4.1) and its words. Pure: the component (debit-order-mandate-wizard.tsx) shows them.
import type { WizardDefinition } from '../wizard/wizard-machine';
import type { DebitOrderMandateStatus, DebitOrderPaymentType } from '../gql/graphql';

export type MandateWizardStep = 'step1' | 'signed' | 'debiCheck' | 'confirm2' | 'confirm' | 'sign' | 'submit' | 'done';

/** Every step in the wizard's order (the stepped modal's steps). */
export const MANDATE_WIZARD_STEPS: readonly MandateWizardStep[] = ['step1', 'signed', 'debiCheck', 'confirm2', 'confirm', 'sign', 'submit', 'done'];

/** What the routing reads of the debit order. */
export interface MandateRouting {
  alreadySigned: boolean;
  paymentType: DebitOrderPaymentType;
  status: DebitOrderMandateStatus;
}

export interface MandateWizardValues {
  /** The debit order as last read (step1) or answered (submit). */
  order: MandateRouting | null;
}

export const MANDATE_WIZARD_TITLE = 'Debit Order Mandate';
export const SIGNED_TITLE = 'You are all set';
export const VIEW_POLICY_DOCUMENTS_LABEL = 'View Policy Document(s)';
export const DONE_LABEL = 'Done';
export const DEBICHECK_TITLE = 'We have sent you a Debicheck request';
export const CONFIRM_TITLE = 'We need confirmation on your information';
export const CONFIRM_LABEL = 'Confirm';
export const SUBMIT_LABEL = 'Submit';
export const CLEAR_SIGNATURE_LABEL = 'Clear';
export const SIGN_TITLE = 'Sign your debit order mandate';
export const SUBMITTING_TITLE = 'Submitting your signature';
export const SIGNED_DONE_TITLE = 'Thank you, your signature has been received';
export const DEBIT_ORDER_NOT_FOUND_TITLE = 'We could not find this debit order';
export const DEBIT_ORDER_CANCELLED_TITLE = 'This debit order has been cancelled';
/** Ours: a later debit order (new account, day or amount) took this one's place; it cannot be signed. */
export const DEBIT_ORDER_REPLACED_TITLE = 'This debit order has been replaced by a newer one';
/** Document pages' load failure (spec section 8). */
export const DEBIT_ORDER_LOAD_ERROR = 'An error has occurred';
export const SIGNATURE_SEND_ERROR = 'We could not submit your signature.';

/**
 * Where the DebiCheck notice sends a client whose bank's request does not arrive: the contact
 * the site already uses (funeral's DebiCheck notice and the footer's info mail;
 * docs/decisions/footer-contact-details.md). Imali publishes no support phone number yet.
 */
export const SUPPORT_CONTACT = 'info@imali.co.za';

/** A DebiCheck mandate is approved at the bank, not signed here (unless it must be sent again). */
export const isDebiCheck = (order: MandateRouting | null) => order?.paymentType === 'DEBI_CHECK';

/**
 * The DebiCheck request is not live at the bank (never reached it, declined, expired): signing
 * here asks the bank again (updateDebitOrder).
 */
export const canSendDebiCheckAgain = (order: MandateRouting | null) =>
  isDebiCheck(order) && !order?.alreadySigned && (order?.status === 'NOT_SENT' || order?.status === 'REJECTED' || order?.status === 'EXPIRED');

/** Section 4.1: alreadySigned goes to signed; payment type DEBI_CHECK to debiCheck; otherwise confirm2. */
export function mandateRoute(order: MandateRouting | null): MandateWizardStep {
  if (order?.alreadySigned) return 'signed';
  if (isDebiCheck(order)) return 'debiCheck';
  return 'confirm2';
}

/** "The 25th of every month"; 31 is the last day (section 9's pay days). */
export function payDayText(payDay: number): string {
  if (payDay >= 31) return 'The last day of every month';
  const tens = payDay % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[payDay % 10] ?? 'th';
  return `The ${payDay}${suffix} of every month`;
}

/** Pauses the wizard takes by itself (section 9: 10 ms or 1000 ms). */
export const DONE_PAUSE_MS = 1000;

export const mandateWizard: WizardDefinition<MandateWizardValues, MandateWizardStep> = {
  id: 'identity.debit-order-mandate',
  version: 1,
  start: 'step1',
  steps: [
    // Loads the debit order, then routes on its state.
    { id: 'step1', next: (values) => mandateRoute(values.order) },
    { id: 'signed', titles: [SIGNED_TITLE], next: () => null },
    // "Send again" (a request that is not live) signs, which asks the bank again.
    { id: 'debiCheck', titles: [DEBICHECK_TITLE], next: (_values, choice) => (choice === 'sign' ? 'sign' : null) },
    // confirm2: the mandate itself (amount, day, products); confirm: the account it collects from.
    { id: 'confirm2', titles: [CONFIRM_TITLE], next: () => 'confirm' },
    { id: 'confirm', titles: [CONFIRM_TITLE], next: () => 'sign' },
    { id: 'sign', titles: [SIGN_TITLE], next: () => 'submit' },
    { id: 'submit', titles: [SUBMITTING_TITLE], next: () => 'done' },
    // After a DebiCheck request is sent again, its notice; otherwise all set.
    { id: 'done', titles: [SIGNED_DONE_TITLE], autoAdvanceMs: DONE_PAUSE_MS, next: (values) => (isDebiCheck(values.order) && !values.order?.alreadySigned ? 'debiCheck' : 'signed') },
  ],
};

export const INITIAL_MANDATE_WIZARD_VALUES: MandateWizardValues = { order: null };
