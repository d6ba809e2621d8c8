// The Budget form (savings-budget-debt-shell.md sections 3, 4, 5 and 9): net income and six
// expense categories, each a description and an amount. One rule set for the one Budget form
// (libs/shared/web/src/budget: the debt dashboard, the savings prompts, /budget) and for
// addOrUpdateClientFinancialSummary in the debt subgraph (re-exported by @imali/debt/domain;
// docs/decisions/debt-budget-form.md says how an item's description carries its category).
import {
  collectErrors,
  composeValidators,
  isBlank,
  maxLength,
  required,
  toNumber,
  validateAtMostTwoDecimals,
  validateBetween,
  validateNoNulCharacter,
  validateNumber,
  type FieldError,
  type ValidationRules,
  type Validator,
} from '@imali/shared/validation';

/** "Budget categories: Rent / Home, Education, Water & Electricity, Travel, Mobile & Internet, Other." */
export const BUDGET_CATEGORIES = [
  { key: 'rent', label: 'Rent / Home' },
  { key: 'education', label: 'Education' },
  { key: 'utilities', label: 'Water & Electricity' },
  { key: 'travel', label: 'Travel' },
  { key: 'mobile', label: 'Mobile & Internet' },
  { key: 'other', label: 'Other' },
] as const;

export type BudgetCategoryKey = (typeof BUDGET_CATEGORIES)[number]['key'];

/** Ours (the spec: "a shared rule whose details are not shown"): rand, 0 to R10 000 000 a month. */
export const BUDGET_AMOUNT_MAX = 10_000_000;
/** A stored item's description (the API contract: descriptions at most 100 characters). */
export const BUDGET_DESCRIPTION_MAX_LENGTH = 100;
/** The client's own note beside a category: what is left of 100 after the longest label and ": ". */
export const BUDGET_NOTE_MAX_LENGTH = 60;
/** At most one item per category and a few older ones: a list longer than this is refused. */
export const BUDGET_ITEMS_MAX = 20;

/** Every amount of the form, net income included: optional, a number, 0 to 10 000 000, in whole cents. */
export const validateBudgetAmount: Validator = composeValidators(validateNumber, validateBetween(0, BUDGET_AMOUNT_MAX), validateAtMostTwoDecimals);

/** The note beside a category: optional, at most 60 characters. */
export const validateBudgetNote: Validator = composeValidators(maxLength(BUDGET_NOTE_MAX_LENGTH), validateNoNulCharacter);

/** One stored item (the mutation's BudgetItemInput): description and amount both required. */
export const BUDGET_ITEM_RULES: ValidationRules = {
  description: [required, maxLength(BUDGET_DESCRIPTION_MAX_LENGTH), validateNoNulCharacter],
  amount: [required, validateNumber, validateBetween(0, BUDGET_AMOUNT_MAX), validateAtMostTwoDecimals],
};

/** Messages for a whole expense list, fields named `expenses.0.amount` (the platform's fieldErrors paths). */
export function budgetItemsErrors(items: readonly unknown[]): FieldError[] {
  if (items.length > BUDGET_ITEMS_MAX) return [{ field: 'expenses', message: `At most ${BUDGET_ITEMS_MAX} entries` }];
  return items.flatMap((item, index) => collectErrors(item, BUDGET_ITEM_RULES).map((error) => ({ field: `expenses.${index}.${error.field}`, message: error.message })));
}

export interface BudgetItem {
  description: string;
  amount: number;
}

export interface BudgetCategoryValues {
  note?: string;
  amount?: string;
}

/** The form's answers: text as typed. */
export interface BudgetFormValues {
  netIncome?: string;
  expenses: Record<BudgetCategoryKey, BudgetCategoryValues>;
}

/** Field validators of the form, by final-form path. */
export const BUDGET_FORM_RULES: ValidationRules = {
  netIncome: [validateBudgetAmount],
  ...Object.fromEntries(BUDGET_CATEGORIES.flatMap(({ key }) => [[`expenses.${key}.note`, [validateBudgetNote]], [`expenses.${key}.amount`, [validateBudgetAmount]]])),
};

/** The form's messages as final-form wants them (nested by path). */
export function budgetFormErrors(values: BudgetFormValues): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const { field, message } of collectErrors(values, BUDGET_FORM_RULES)) {
    const [first, category, leaf] = field.split('.');
    if (first === 'expenses' && category && leaf) {
      const expenses = (errors['expenses'] ??= {}) as Record<string, Record<string, string>>;
      (expenses[category] ??= {})[leaf] = message;
    } else errors[field] = message;
  }
  return errors;
}

/** "Rent / Home" or "Rent / Home: Flat in Soweto". */
export function budgetItemDescription(key: BudgetCategoryKey, note?: string | null): string {
  const label = BUDGET_CATEGORIES.find((category) => category.key === key)?.label ?? 'Other';
  const text = (note ?? '').trim();
  return text ? `${label}: ${text}` : label;
}

const rand = (value: number) => Math.round(value * 100) / 100;

/**
 * "Submitting sends the expense categories with non-empty amounts as the expense list" (in the
 * categories' order); amounts in rand with two decimals.
 */
export function budgetExpenses(values: BudgetFormValues): BudgetItem[] {
  return budgetExpenseEntries(values).map(({ item }) => item);
}

/** The expense list as budgetExpenses sends it, each item with the category it came from. */
function budgetExpenseEntries(values: BudgetFormValues): { key: BudgetCategoryKey; item: BudgetItem }[] {
  const entries: { key: BudgetCategoryKey; item: BudgetItem }[] = [];
  for (const { key } of BUDGET_CATEGORIES) {
    const entry = values.expenses?.[key];
    if (!entry || isBlank(entry.amount)) continue;
    const amount = toNumber(entry.amount);
    if (amount === undefined) continue;
    entries.push({ key, item: { description: budgetItemDescription(key, entry.note), amount: rand(amount) } });
  }
  return entries;
}

/**
 * The server's field errors for a saved form (addOrUpdateClientFinancialSummary's
 * `expenses.<i>.amount` / `expenses.<i>.description`, updateMyProfile's `income`) put back beside
 * the boxes they came from, nested as final-form wants them: item i is the i-th category that
 * budgetExpenses sent, its description is the category's note. Undefined when none of them is a
 * field of this form (the caller shows its form message instead).
 */
export function budgetSubmitErrors(values: BudgetFormValues, serverErrors: Readonly<Record<string, string>>): Record<string, unknown> | undefined {
  const sent = budgetExpenseEntries(values);
  const errors: Record<string, unknown> = {};
  const put = (key: BudgetCategoryKey, leaf: 'note' | 'amount', message: string) => {
    const expenses = (errors['expenses'] ??= {}) as Record<string, Record<string, string>>;
    (expenses[key] ??= {})[leaf] ??= message;
  };
  for (const [field, message] of Object.entries(serverErrors)) {
    if (field === 'income') {
      errors['netIncome'] ??= message;
      continue;
    }
    const match = /^expenses\.(\d+)\.(amount|description)$/.exec(field);
    const entry = match ? sent[Number(match[1])] : undefined;
    if (match && entry) put(entry.key, match[2] === 'amount' ? 'amount' : 'note', message);
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** "the netIncome value becomes the income": undefined when left blank (the income is not changed). */
export function budgetIncome(values: BudgetFormValues): number | undefined {
  if (isBlank(values.netIncome)) return undefined;
  const amount = toNumber(values.netIncome);
  return amount === undefined ? undefined : rand(amount);
}

const amountText = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

/**
 * The form's starting answers from the saved expenses and income. An item is matched to its
 * category by the label at the start of its description; anything else adds to Other.
 */
export function budgetFormValues(expenses: readonly BudgetItem[] | null | undefined, income: number | null | undefined): BudgetFormValues {
  const form = Object.fromEntries(BUDGET_CATEGORIES.map(({ key }) => [key, {}])) as Record<BudgetCategoryKey, BudgetCategoryValues>;
  const sums = new Map<BudgetCategoryKey, { amount: number; notes: string[] }>();
  for (const item of expenses ?? []) {
    const category = BUDGET_CATEGORIES.find(({ label }) => item.description === label || item.description.startsWith(`${label}: `));
    const key: BudgetCategoryKey = category?.key ?? 'other';
    const note = category ? item.description.slice(category.label.length + 2) : item.description;
    const sum = sums.get(key) ?? { amount: 0, notes: [] };
    sum.amount += item.amount;
    if (note) sum.notes.push(note);
    sums.set(key, sum);
  }
  for (const [key, sum] of sums) {
    form[key] = { amount: amountText(rand(sum.amount)), note: sum.notes.join(', ').slice(0, BUDGET_NOTE_MAX_LENGTH) || undefined };
  }
  return { netIncome: typeof income === 'number' && income > 0 ? amountText(income) : undefined, expenses: form };
}
