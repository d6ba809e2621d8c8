import type { SelectOption } from '@imali/shared/web';

/** Spec §3.6 identity types, labelled for the ID type select; South African ID first and default. */
export const ID_TYPE_OPTIONS: readonly SelectOption[] = [
  { value: 'rsa_id', label: 'South African ID' },
  { value: 'zim_id', label: 'Zimbabwean ID' },
  { value: 'nam_id', label: 'Namibian ID' },
  { value: 'bot_id', label: 'Botswana ID' },
  { value: 'oth_id', label: 'Other/Passport' },
];

export const DEFAULT_ID_TYPE = 'rsa_id';

/** The label of a stored ID type ('' when none), for read-only display. */
export function idTypeLabel(idType: string | null | undefined): string {
  if (!idType) return '';
  return ID_TYPE_OPTIONS.find((option) => option.value === idType.toLowerCase())?.label ?? idType;
}
