// Quick-quote answers as the forms hold them (text), turned into getPolicyQuote's variables,
// and server validation errors turned into final-form submission errors beside the fields.
import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { DEFAULT_QUOTE_COVER_AMOUNT } from '@imali/funeral/domain';
import { fieldErrors, textOrNull } from '@imali/shared/web';
import type { FuneralQuoteVariables, QuoteDependantVariables } from './quote-types';

/** funeral.md section 8: the quote query's error, in the spec's words (and spelling). */
export const QUOTE_ERROR_MESSAGE = 'An error has occured';

export interface DependantValues {
  age?: string;
  gender?: string;
}

/** How the policy holder answered: by ID number (variant 1) or by age and gender. */
export type HolderBy = 'idNumber' | 'ageGender';

export interface QuickQuoteValues {
  holderBy: HolderBy;
  firstName?: string;
  surname?: string;
  email?: string;
  income?: string;
  idNumber?: string;
  age?: string;
  gender?: string;
  coverAmount: number;
  spouse: boolean;
  ageSpouse?: string;
  parents: DependantValues[];
  numExtended?: string;
  extended: DependantValues[];
  /**
   * Children quoted by the calculator, one age each ('' when not given). The quick quote itself
   * never asks about children; the purchase's addChild steps do.
   */
  childAges?: string[];
}

export const INITIAL_QUICK_QUOTE_VALUES: QuickQuoteValues = {
  holderBy: 'ageGender',
  coverAmount: DEFAULT_QUOTE_COVER_AMOUNT,
  spouse: false,
  parents: [],
  extended: [],
};

/** A whole number typed in a form; null when empty (the rules have checked it already). */
export function wholeOrNull(value: string | number | undefined | null): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

export function dependantVariables(list: readonly DependantValues[]): QuoteDependantVariables[] {
  return list.map((entry) => ({ age: wholeOrNull(entry.age), gender: textOrNull(entry.gender) }));
}

/**
 * getPolicyQuote's variables. The same answers always give the same variables (Apollo's cache
 * key), so the quote a step fetched is the one the quote screen reads. With an ID number, age
 * and gender come from it on the server and are not sent.
 */
export function quoteVariables(values: QuickQuoteValues): FuneralQuoteVariables {
  const byId = values.holderBy === 'idNumber';
  const childAges = (values.childAges ?? []).map((age) => wholeOrNull(age));
  return {
    idNumber: byId ? textOrNull(values.idNumber) : null,
    age: byId ? null : wholeOrNull(values.age),
    gender: byId ? null : textOrNull(values.gender),
    spouse: values.spouse,
    ageSpouse: values.spouse ? wholeOrNull(values.ageSpouse) : null,
    coverAmount: values.coverAmount,
    parents: dependantVariables(values.parents),
    extended: dependantVariables(values.extended),
    income: wholeOrNull(values.income),
    // Only with children, so a quote without them keeps its variables (Apollo's cache key).
    ...(childAges.length ? { children: childAges.length, childAges: childAges.some((age) => age !== null) ? childAges : null } : {}),
  };
}

/**
 * A server field path as final-form names it: `parents.1.age` and `parents[1].age` both
 * become `parents[1].age`.
 */
export function formFieldPath(serverField: string): string {
  const parts = serverField.split(/[.[\]]+/).filter(Boolean);
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

/**
 * Submission errors for a failed quote: each server field message (extensions.fieldErrors)
 * beside its field when this step shows it; messages for other fields, or any other failure,
 * as the step's form error ("An error has occured" when there is no field message).
 */
export function quoteSubmissionErrors(error: unknown, isStepField: (path: string) => boolean): SubmissionErrors {
  let errors: object = {};
  const elsewhere: string[] = [];
  for (const [serverField, message] of Object.entries(fieldErrors(error))) {
    const path = formFieldPath(serverField);
    if (isStepField(path)) errors = setIn(errors, path, message);
    else elsewhere.push(message);
  }
  const besideFields = Object.keys(errors).length > 0;
  if (elsewhere.length) return { ...errors, [FORM_ERROR]: elsewhere.join(' ') };
  return besideFields ? errors : { [FORM_ERROR]: QUOTE_ERROR_MESSAGE };
}

/** Step fields named exactly, or rows of a list (`parents[0].age`). */
export function stepFields(...names: readonly string[]): (path: string) => boolean {
  return (path) => names.some((name) => path === name || path.startsWith(`${name}[`));
}
