// The purchase wizard's steps as data for the shared wizard engine (funeral.md section 2
// "Purchase steps", section 4 "Purchase"): their titles, where each leads (purchase-flow.ts's
// rules), which are skipped, and the progress header's sections.
import { QUOTE_MEMBER_LIMITS } from '@imali/funeral/domain';
import type { WizardProgress, WizardStep } from '@imali/shared/web';
import { BENEFICIARY_AND_PAYMENT_STEPS, MAX_CHILDREN } from '../sale/sale-steps';
import type { PurchaseValues } from './purchase-values';

const numbered = <P extends string>(prefix: P, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}` as `${P}${number}`);

/**
 * Every purchase screen in the spec's order. Not screens: `done` (Finish closes the wizard),
 * `callback` and `sendCallback` (the shared "Let us contact you" panel over the wizard).
 */
export const PURCHASE_STEPS = [
  'mainMember',
  'spouse',
  ...numbered('addChild', MAX_CHILDREN),
  ...numbered('addParent', QUOTE_MEMBER_LIMITS.PARENT),
  ...numbered('addExtended', QUOTE_MEMBER_LIMITS.EXTENDED),
  'beneficiary',
  ...BENEFICIARY_AND_PAYMENT_STEPS,
  'doMandate',
  'getDocuments',
  'uploadDocs',
  'completedSale',
  'completedSaleSignedIn',
  'signup',
] as const;

export type PurchaseStep =
  | 'mainMember'
  | 'spouse'
  | `addChild${number}`
  | `addParent${number}`
  | `addExtended${number}`
  | 'beneficiary'
  | 'beneficiarySpouse'
  | 'beneficiaryInfo'
  | 'ownAccount'
  | 'accountHolderInfo'
  | 'bankAccountInfo'
  | 'doMandateSent'
  | 'completeSale'
  | 'doMandate'
  | 'getDocuments'
  | 'uploadDocs'
  | 'completedSale'
  | 'completedSaleSignedIn'
  | 'signup';

export function isPurchaseStep(step: string): step is PurchaseStep {
  return (PURCHASE_STEPS as readonly string[]).includes(step);
}

/** A numbered step's list and position: `addParent2` → { list: 'parents', index: 1 }. */
export function numberedStep(step: string): { list: 'children' | 'parents' | 'extended'; index: number } | undefined {
  const match = /^add(Child|Parent|Extended)(\d+)$/.exec(step);
  if (!match) return undefined;
  const list = match[1] === 'Child' ? 'children' : match[1] === 'Parent' ? 'parents' : 'extended';
  return { list, index: Number(match[2]) - 1 };
}

export const childStep = (index: number) => `addChild${index + 1}` as PurchaseStep;
export const parentStep = (index: number) => `addParent${index + 1}` as PurchaseStep;
export const extendedStep = (index: number) => `addExtended${index + 1}` as PurchaseStep;

/** Progress header sections (funeral.md section 2): hidden for QQ and Done. */
export type ProgressSection = 'QQ' | 'Buy' | 'Done';

export const BUY_SUB_STEPS = ['Personal Details', 'Lives Covered', 'Beneficiaries', 'Payment Details', 'Upload Documents'] as const;
export type BuySubStep = (typeof BUY_SUB_STEPS)[number];

/** The sections in order, as the shared ProgressHeader takes them: only Buy has sub-steps. */
export const PROGRESS_SECTIONS: readonly { name: ProgressSection; subSteps?: readonly BuySubStep[] }[] = [{ name: 'QQ' }, { name: 'Buy', subSteps: BUY_SUB_STEPS }, { name: 'Done' }];

/** Which Buy sub-step a purchase step belongs to; undefined for the Done section. */
export function buySubStep(step: PurchaseStep): BuySubStep | undefined {
  if (step === 'mainMember') return 'Personal Details';
  if (step === 'spouse' || numberedStep(step)) return 'Lives Covered';
  if (step === 'beneficiary' || step === 'beneficiarySpouse' || step === 'beneficiaryInfo') return 'Beneficiaries';
  if (['ownAccount', 'accountHolderInfo', 'bankAccountInfo', 'doMandateSent', 'completeSale', 'doMandate'].includes(step)) return 'Payment Details';
  if (step === 'getDocuments' || step === 'uploadDocs') return 'Upload Documents';
  return undefined;
}

/** The section of any wizard step: quick-quote steps are QQ. */
export function progressSection(step: string): ProgressSection {
  if (!isPurchaseStep(step)) return 'QQ';
  return buySubStep(step) ? 'Buy' : 'Done';
}

// Where each step leads (funeral.md section 4 "Purchase").

/** How the purchase ends: signed-in clients at completedSaleSignedIn, visitors at completedSale. */
export const endingStep = (signedIn: boolean): PurchaseStep => (signedIn ? 'completedSaleSignedIn' : 'completedSale');

export const afterMainMember = (values: PurchaseValues): PurchaseStep => (values.hasSpouse ? 'spouse' : 'addChild1');
export const afterChildren = (values: PurchaseValues): PurchaseStep => (values.parents.length ? 'addParent1' : afterParents(values));
export const afterParents = (values: PurchaseValues): PurchaseStep => (values.extended.length ? 'addExtended1' : 'beneficiary');
export const afterBeneficiary = (values: PurchaseValues): PurchaseStep => (values.hasSpouse ? 'beneficiarySpouse' : 'beneficiaryInfo');
export const afterBankAccount = (values: PurchaseValues): PurchaseStep => (values.ownAccount === false ? 'doMandateSent' : 'completeSale');
export const afterCompleteSale = (values: PurchaseValues): PurchaseStep => (values.ownAccount === false ? 'getDocuments' : 'doMandate');

/** A purchase step's place in the progress header: its Buy sub-step, else the Done section. */
export function purchaseProgress(step: PurchaseStep): WizardProgress {
  const subStep = buySubStep(step);
  return subStep ? { section: 'Buy', subStep } : { section: 'Done' };
}

const FIXED_TITLES: Partial<Record<PurchaseStep, readonly string[]>> = {
  mainMember: ['Your details', 'You are the policy holder'],
  spouse: ['Your spouse'],
  beneficiary: ['Your beneficiary'],
  beneficiarySpouse: ['Your beneficiary'],
  beneficiaryInfo: ['Your beneficiary', 'Who should we pay?'],
  ownAccount: ['Payment details'],
  accountHolderInfo: ['Payment details', 'The account holder'],
  bankAccountInfo: ['Payment details', 'Your debit order'],
  doMandateSent: ['Payment details', 'Debit order mandate'],
  completeSale: ['Confirm your cover', 'Check your premium and details'],
  doMandate: ['Your debit order mandate'],
  getDocuments: ['Upload documents', 'A selfie and your ID document'],
  uploadDocs: ['Upload documents'],
  completedSale: ['Thank you'],
  completedSaleSignedIn: ['Thank you'],
  signup: ['Register'],
};

/** The text under the modal title for a purchase step. */
export function purchaseTitles(step: PurchaseStep, values: PurchaseValues): readonly string[] {
  const numbered = numberedStep(step);
  if (numbered?.list === 'children') return ['Your children', `Child ${numbered.index + 1}`];
  if (numbered?.list === 'parents') return ['Your parents', `Parent ${numbered.index + 1} of ${values.parents.length}`];
  if (numbered?.list === 'extended') return ['Your extended family', `Family member ${numbered.index + 1} of ${values.extended.length}`];
  return FIXED_TITLES[step] ?? [];
}

/** The choices a purchase step's buttons pass to its next rule. */
export const PURCHASE_CHOICES = { another: 'another', skip: 'skip', register: 'register' } as const;

/** Where a purchase step leads, as the wizard engine reads it (the rules of purchase-flow.ts). */
function purchaseNext(step: PurchaseStep, signedIn: boolean): (values: PurchaseValues, choice?: string) => PurchaseStep | null {
  const numbered = numberedStep(step);
  if (numbered?.list === 'children') {
    return (values, choice) => (choice === PURCHASE_CHOICES.another && numbered.index + 1 < MAX_CHILDREN ? childStep(numbered.index + 1) : afterChildren(values));
  }
  if (numbered?.list === 'parents') return (values) => (numbered.index + 1 < values.parents.length ? parentStep(numbered.index + 1) : afterParents(values));
  if (numbered?.list === 'extended') return (values) => (numbered.index + 1 < values.extended.length ? extendedStep(numbered.index + 1) : 'beneficiary');
  const ending = endingStep(signedIn);
  const rules: Partial<Record<PurchaseStep, (values: PurchaseValues, choice?: string) => PurchaseStep | null>> = {
    mainMember: afterMainMember,
    beneficiary: afterBeneficiary,
    spouse: () => 'addChild1',
    beneficiarySpouse: (values) => (values.beneficiaryIsSpouse ? 'ownAccount' : 'beneficiaryInfo'),
    beneficiaryInfo: () => 'ownAccount',
    ownAccount: (values) => (values.ownAccount ? 'bankAccountInfo' : 'accountHolderInfo'),
    accountHolderInfo: () => 'bankAccountInfo',
    bankAccountInfo: afterBankAccount,
    doMandateSent: () => 'completeSale',
    completeSale: afterCompleteSale,
    doMandate: () => 'getDocuments',
    getDocuments: (_values, choice) => (choice === PURCHASE_CHOICES.skip ? ending : 'uploadDocs'),
    uploadDocs: () => ending,
    completedSale: (_values, choice) => (choice === PURCHASE_CHOICES.register ? 'signup' : null),
    completedSaleSignedIn: () => null,
    signup: () => null,
  };
  return rules[step] ?? (() => null);
}

/** Whether the buyer meets a step with these answers (a spouse's steps only with a spouse, as many dependants as quoted). */
function purchaseSkip(step: PurchaseStep): ((values: PurchaseValues) => boolean) | undefined {
  const numbered = numberedStep(step);
  if (numbered?.list === 'parents') return (values) => numbered.index >= values.parents.length;
  if (numbered?.list === 'extended') return (values) => numbered.index >= values.extended.length;
  if (step === 'spouse' || step === 'beneficiarySpouse') return (values) => !values.hasSpouse;
  return undefined;
}

/**
 * The purchase's steps as the wizard engine takes them, for a wizard whose answers hold the
 * purchase's (`read`); `signedIn` picks the ending (completedSaleSignedIn or completedSale).
 */
export function purchaseWizardSteps<V>(read: (values: V) => PurchaseValues, signedIn: boolean): WizardStep<V, PurchaseStep>[] {
  return PURCHASE_STEPS.map((step) => {
    const next = purchaseNext(step, signedIn);
    const skip = purchaseSkip(step);
    return {
      id: step,
      titles: (values: V) => purchaseTitles(step, read(values)),
      next: (values: V, choice?: string) => next(read(values), choice),
      ...(skip ? { skip: (values: V) => skip(read(values)) } : {}),
      progress: purchaseProgress(step),
    };
  });
}
