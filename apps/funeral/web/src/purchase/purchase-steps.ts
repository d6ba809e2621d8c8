// The purchase wizard's steps (funeral.md section 2 "Purchase steps", section 4 "Purchase") and
// the progress header's sections. Which steps a buyer sees depends on their answers
// (purchase-flow.ts); this file only names them.
import { QUOTE_MEMBER_LIMITS } from '@imali/funeral/domain';
import { BENEFICIARY_AND_PAYMENT_STEPS, MAX_CHILDREN } from '../sale/sale-steps';

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
