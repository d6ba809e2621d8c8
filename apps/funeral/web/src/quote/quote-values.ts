// Quick-quote answers as the forms hold them (text), read into the quoting model (quote-model.ts),
// and server validation errors turned into final-form submission errors beside the fields.
import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { DEFAULT_QUOTE_COVER_AMOUNT } from '@imali/funeral/domain';
import { fieldErrors, textOrNull } from '@imali/shared/web';
import { dependantVariables, quoteVariablesFor, wholeOrNull, type DependantValues, type QuoteVariables } from './quote-model';

export { wholeOrNull, type DependantValues } from './quote-model';

/** funeral.md section 8: the quote query's error, in the spec's words (and spelling). */
export const QUOTE_ERROR_MESSAGE = 'An error has occured';


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


/**
 * getPolicyQuote's variables for the quick quote's answers (quote-model.ts). With an ID number,
 * age and gender come from it on the server and are not sent.
 */
export function quoteVariables(values: QuickQuoteValues): QuoteVariables {
  const byId = values.holderBy === 'idNumber';
  return quoteVariablesFor({
    idNumber: byId ? textOrNull(values.idNumber) : null,
    age: byId ? null : wholeOrNull(values.age),
    gender: byId ? null : textOrNull(values.gender),
    coverAmount: values.coverAmount,
    spouseAge: values.spouse ? wholeOrNull(values.ageSpouse) : undefined,
    childAges: (values.childAges ?? []).map((age) => wholeOrNull(age)),
    parents: dependantVariables(values.parents),
    extended: dependantVariables(values.extended),
    income: wholeOrNull(values.income),
  });
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
