import { humaniseCode } from '@imali/shared/ui';

/** The payment methods as the product displays them (§9: Debicheck, Debit Order, Easy Pay, Money Market). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  DEBI_CHECK: 'Debicheck',
  NAEDO: 'Debit Order',
  DEBIT_ORDER: 'Debit Order',
  EASY_PAY: 'Easy Pay',
  MONEY_MARKET: 'Money Market',
};

export function paymentMethodLabel(method: string | null | undefined): string {
  return (method && PAYMENT_METHOD_LABELS[method]) || humaniseCode(method);
}
