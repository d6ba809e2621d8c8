// The third-party policy form's values and how the shared rules (@imali/funeral/domain
// clientObligationErrors, §5.3) run on them.
import { CLIENT_MANUAL_ENTRY, clientObligationErrors, normaliseLivesCovered, thirdPartyPaymentMethodOrNull, type ThirdPartyPolicyFields } from '@imali/funeral/domain';
import { textOrNull, toFinalFormErrors, typedNumber } from '@imali/shared/web';
import { type ClientObligationInput, type FuneralThirdPartyPolicyFieldsFragment } from '../../gql/graphql';

/** Five well-known South African funeral insurers, offered as suggestions; any name may be typed. */
export const PROVIDER_SUGGESTIONS = ['AVBOB', 'Old Mutual', 'Sanlam', 'Hollard', 'Assupol'] as const;

export interface ThirdPartyFormValues {
  companyName: string;
  coverAmount: string;
  premiumAmount: string;
  startDate: string;
  paymentMethod: string;
  livesCovered: string[];
}

export const THIRD_PARTY_FORM_FIELDS = ['companyName', 'coverAmount', 'premiumAmount', 'startDate', 'paymentMethod', 'livesCovered'] as const;

/** The server names fields as the input does (`funeralPolicyInfo.coverAmount`); the form by their last part. */
export function formFieldOf(field: string): string {
  return field.startsWith('funeralPolicyInfo.') ? field.slice('funeralPolicyInfo.'.length) : field;
}

export const THIRD_PARTY_FIELD_RENAME: Readonly<Record<string, string>> = Object.fromEntries(
  THIRD_PARTY_FORM_FIELDS.map((field) => [`funeralPolicyInfo.${field}`, field]),
);

/** Empty for a new policy (the client chooses every amount); a stored policy's values for Edit. */
export function thirdPartyFormValues(policy?: FuneralThirdPartyPolicyFieldsFragment | null): ThirdPartyFormValues {
  if (!policy) return { companyName: '', coverAmount: '', premiumAmount: '', startDate: '', paymentMethod: '', livesCovered: [] };
  return {
    companyName: policy.companyName,
    coverAmount: String(policy.coverAmount),
    premiumAmount: String(policy.premiumAmount),
    startDate: policy.startDate ?? '',
    paymentMethod: policy.paymentMethod ?? '',
    livesCovered: [...policy.livesCovered],
  };
}

export function toThirdPartyFields(values: ThirdPartyFormValues): ThirdPartyPolicyFields {
  return {
    companyName: values.companyName ?? null,
    coverAmount: typedNumber(values.coverAmount) as number | null,
    premiumAmount: typedNumber(values.premiumAmount) as number | null,
    startDate: textOrNull(values.startDate),
    paymentMethod: textOrNull(values.paymentMethod),
    livesCovered: values.livesCovered ?? [],
  };
}

/** final-form's `validate`: the shared rules, each message beside its field. */
export function validateThirdPartyForm(values: ThirdPartyFormValues): Record<string, string> {
  return toFinalFormErrors(clientObligationErrors(toThirdPartyFields(values), CLIENT_MANUAL_ENTRY), { rename: formFieldOf });
}

/** The mutation's input from valid values; the source is always the client's own entry. */
export function toClientObligationInput(values: ThirdPartyFormValues): ClientObligationInput {
  const fields = toThirdPartyFields(values);
  return {
    source: CLIENT_MANUAL_ENTRY,
    funeralPolicyInfo: {
      companyName: (fields.companyName ?? '').trim(),
      coverAmount: Number(fields.coverAmount),
      premiumAmount: Number(fields.premiumAmount),
      startDate: fields.startDate ?? null,
      // Valid values only reach here (validateThirdPartyForm ran): the select's method, or none.
      paymentMethod: thirdPartyPaymentMethodOrNull(fields.paymentMethod),
      livesCovered: normaliseLivesCovered(fields.livesCovered ?? []),
    },
  };
}
