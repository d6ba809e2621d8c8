// The Budget form's rules (savings-budget-debt-shell.md sections 3, 4, 5 and 9) live in
// @imali/shared/domain: the one Budget form (libs/shared/web/src/budget) is used by the debt
// dashboard, the savings prompts and /budget. Re-exported here so the debt subgraph's
// addOrUpdateClientFinancialSummary keeps one import for its area's rules.
export {
  BUDGET_CATEGORIES,
  BUDGET_AMOUNT_MAX,
  BUDGET_DESCRIPTION_MAX_LENGTH,
  BUDGET_NOTE_MAX_LENGTH,
  BUDGET_ITEMS_MAX,
  BUDGET_ITEM_RULES,
  BUDGET_FORM_RULES,
  validateBudgetAmount,
  validateBudgetNote,
  budgetItemsErrors,
  budgetFormErrors,
  budgetItemDescription,
  budgetExpenses,
  budgetIncome,
  budgetFormValues,
  type BudgetCategoryKey,
  type BudgetItem,
  type BudgetCategoryValues,
  type BudgetFormValues,
} from '@imali/shared/domain';
