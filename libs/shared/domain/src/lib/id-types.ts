// Identity document types (funeral.md §3, credit-life-clearance-vault-policies-groups.md §3.6):
// one list, with its labels, for identity's profile, funeral members and the sales.

/** South African ID, Zimbabwean, Namibian, Botswana, other or passport. */
export const ID_TYPES = ['rsa_id', 'zim_id', 'nam_id', 'bot_id', 'oth_id'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const ID_TYPE_LABELS: Readonly<Record<IdType, string>> = {
  rsa_id: 'South African ID',
  zim_id: 'Zimbabwean ID',
  nam_id: 'Namibian ID',
  bot_id: 'Botswana ID',
  oth_id: 'Other/Passport',
};

/** For an ID type select; South African ID first and the default. */
export const ID_TYPE_OPTIONS: readonly { readonly value: IdType; readonly label: string }[] = ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] }));

export const DEFAULT_ID_TYPE: IdType = 'rsa_id';

/** The label of a stored ID type ('' when none; the value itself when unknown), for read-only display. */
export function idTypeLabel(idType: string | null | undefined): string {
  if (!idType) return '';
  return ID_TYPE_LABELS[idType.toLowerCase() as IdType] ?? idType;
}
