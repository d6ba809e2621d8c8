// A person's gender as the spec records it (derived from an SA ID number, or chosen): one list
// for identity's client and any area that asks it.

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type GenderCode = (typeof GENDERS)[number];

export const GENDER_LABELS: Readonly<Record<GenderCode, string>> = { MALE: 'Male', FEMALE: 'Female' };
