// Which steps collect a buyer's answers (funeral.md section 4 "Purchase"), and which step owns a
// field the server refused, so the buyer is taken back to it. Where each step leads is in
// purchase-steps.ts.
import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { fieldErrors } from '@imali/shared/web';
import { formFieldPath } from '../quote/quote-values';
import { childStep, extendedStep, parentStep, type PurchaseStep } from './purchase-steps';
import { saleMemberList, type PurchaseValues } from './purchase-values';

/** The steps that collect the sale's answers, in the order the buyer meets them. */
export function answerSteps(values: PurchaseValues): PurchaseStep[] {
  const thirdParty = values.ownAccount === false;
  return [
    'mainMember',
    ...(values.hasSpouse ? (['spouse'] as const) : []),
    ...Array.from({ length: Math.max(1, values.children.length) }, (_, index) => childStep(index)),
    ...values.parents.map((_, index) => parentStep(index)),
    ...values.extended.map((_, index) => extendedStep(index)),
    'beneficiary',
    ...(values.hasSpouse ? (['beneficiarySpouse'] as const) : []),
    ...(values.hasSpouse && values.beneficiaryIsSpouse ? [] : (['beneficiaryInfo'] as const)),
    'ownAccount',
    ...(thirdParty ? (['accountHolderInfo'] as const) : []),
    'bankAccountInfo',
  ];
}

const MEMBER_FIELD_RENAME: Readonly<Record<string, string>> = { cellNumbers: 'cellNumber' };
const ACCOUNT_HOLDER_FIELDS = ['accountHolderName', 'accountHolderContactNumber', 'accountHolderIdNumber', 'accountHolderEmail'];

/** The step (and its form's field) that owns one of the sale's fields, e.g. `members.2.dateOfBirth`. */
export function stepOfSaleField(values: PurchaseValues, serverField: string): { step: PurchaseStep; field?: string } {
  const [section, ...rest] = formFieldPath(serverField).split(/[.[\]]+/).filter(Boolean);
  if (section === 'members') {
    const index = Number(rest[0]);
    const field = rest[1] ? (MEMBER_FIELD_RENAME[rest[1]] ?? rest[1]) : undefined;
    const member = saleMemberList(values)[index];
    if (!member) return { step: 'mainMember' };
    if (member.memberType === 'POLICY_HOLDER') return { step: 'mainMember', field };
    if (member.memberType === 'SPOUSE') return { step: 'spouse', field };
    const before = (type: string) => saleMemberList(values).findIndex((entry) => entry.memberType === type);
    if (member.memberType === 'CHILD') return { step: childStep(index - before('CHILD')), field };
    if (member.memberType === 'PARENT') return { step: parentStep(index - before('PARENT')), field };
    return { step: extendedStep(index - before('EXTENDED')), field };
  }
  if (section === 'beneficiary') {
    const field = rest[0] ? (MEMBER_FIELD_RENAME[rest[0]] ?? rest[0]) : undefined;
    // The spouse's own details were sent as the beneficiary: they are corrected on the spouse step.
    return values.hasSpouse && values.beneficiaryIsSpouse ? { step: 'spouse', field } : { step: 'beneficiaryInfo', field };
  }
  if (section === 'bankAccount') {
    const field = rest[0] === 'branchCode' || rest[0] === 'bankName' ? 'bankId' : rest[0];
    return field && ACCOUNT_HOLDER_FIELDS.includes(field) ? { step: 'accountHolderInfo', field } : { step: 'bankAccountInfo', field };
  }
  if (section === 'funeral' && rest[0] === 'paymentDueDay') return { step: 'bankAccountInfo', field: 'paymentDueDay' };
  return { step: 'completeSale' };
}

/**
 * The server's field messages (extensions.fieldErrors) grouped by the step that owns each field,
 * as final-form submission errors. completeSale collects what no step shows (cover amount,
 * request key). Empty when the error carries no field messages.
 */
export function saleErrorsBySteps(values: PurchaseValues, error: unknown): Map<PurchaseStep, SubmissionErrors> {
  const byStep = new Map<PurchaseStep, Record<string, unknown>>();
  for (const [serverField, message] of Object.entries(fieldErrors(error))) {
    const { step, field } = stepOfSaleField(values, serverField);
    const current = byStep.get(step) ?? {};
    if (field && step !== 'completeSale') {
      byStep.set(step, setIn(current, field, message) as Record<string, unknown>);
    } else {
      const earlier = current[FORM_ERROR];
      byStep.set(step, { ...current, [FORM_ERROR]: earlier ? `${String(earlier)} ${message}` : message });
    }
  }
  return byStep as Map<PurchaseStep, SubmissionErrors>;
}

/** The first step in the buyer's path that has server errors to show. */
export function firstStepWithErrors(values: PurchaseValues, errors: ReadonlyMap<PurchaseStep, unknown>): PurchaseStep | undefined {
  return answerSteps(values).find((step) => errors.has(step));
}
