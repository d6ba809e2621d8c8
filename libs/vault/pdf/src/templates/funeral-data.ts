/** A funeral policy as its documents print it (funeral's /internal/funeral-policies/:id/document-data). */
export interface FuneralPolicyDocumentData {
  policy: {
    id: string;
    clientId: string;
    policyNumber: string;
    productType: string;
    state: string;
    stateLabel: string;
    policyType: string;
    policyTypeLabel: string;
    coverAmount: number;
    currentPremiumTotal: number;
    paymentDueDay: number | null;
    paymentMethod: string | null;
    easyPayNumber: string | null;
    pricingVersion: string | null;
    firstActivated: string | null;
    expectFirstPaymentAt: string | null;
    coolingOffEndsOn: string | null;
    createdAt: string;
    cancelledAt: string | null;
    cancelReason: string | null;
  };
  policyHolder: { firstNames: string; surname: string } | null;
  members: { firstNames: string; surname: string; memberType: string; memberTypeLabel: string; coverAmount: number; premium: number; state: string; covered: boolean }[];
  beneficiaries: { firstNames: string; surname: string }[];
  waitingPeriods: { label: string; endsOn: string | null }[];
}

/** Spec §9: displayed methods Debicheck, Debit Order, Easy Pay, Money Market (NAEDO is a debit order). */
export function paymentMethodLabel(method: string | null): string {
  switch (method) {
    case 'DEBICHECK':
    case 'DEBI_CHECK':
      return 'Debicheck';
    case 'NAEDO':
    case 'DEBIT_ORDER':
      return 'Debit Order';
    case 'EASYPAY':
    case 'EASY_PAY':
      return 'Easy Pay';
    case 'MONEY_MARKET':
      return 'Money Market';
    default:
      return method ?? '-';
  }
}
