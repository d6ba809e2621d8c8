// Bucket types and their labels (savings-budget-debt-shell.md section 3), the chat form's
// MEDICAL, the type-specific detail options and the onboarding's recommended goals.

/** The ten bucket types, in the spec's order. */
export const BUCKET_TYPES = ['HOUSE', 'CAR', 'EDUCATION', 'HOLIDAY', 'EMERGENCY', 'YEAR_END', 'RETIREMENT', 'HEALTH', 'FUNERAL', 'OTHER'] as const;

export type BucketType = (typeof BUCKET_TYPES)[number];

/** "HOUSE Housing, CAR Car, ... YEAR_END December Fund, ... OTHER Custom." */
export const BUCKET_TYPE_LABELS: Readonly<Record<BucketType, string>> = {
  HOUSE: 'Housing',
  CAR: 'Car',
  EDUCATION: 'Education',
  HOLIDAY: 'Holiday',
  EMERGENCY: 'Emergency',
  YEAR_END: 'December Fund',
  RETIREMENT: 'Retirement',
  HEALTH: 'Health',
  FUNERAL: 'Funeral',
  OTHER: 'Custom',
};

/** "the chat form also uses MEDICAL": it is stored as HEALTH. */
export const CHAT_BUCKET_TYPE_ALIASES: Readonly<Record<string, BucketType>> = { MEDICAL: 'HEALTH' };

export function isBucketType(value: unknown): value is BucketType {
  return typeof value === 'string' && (BUCKET_TYPES as readonly string[]).includes(value);
}

/**
 * The bucket type a form, a chat answer or a route parameter names: one of the ten (any case,
 * surrounding spaces ignored), MEDICAL as HEALTH; undefined for anything else.
 */
export function parseBucketType(value: unknown): BucketType | undefined {
  if (typeof value !== 'string' || value.length > 20) return undefined;
  const code = value.trim().toUpperCase();
  if (isBucketType(code)) return code;
  return CHAT_BUCKET_TYPE_ALIASES[code];
}

/** "Housing", ..., "Custom"; an unknown type reads as Custom (OTHER). */
export function bucketTypeLabel(type: unknown): string {
  return BUCKET_TYPE_LABELS[parseBucketType(type) ?? 'OTHER'];
}

/** /savings/add/{bucketType}: "EMERGENCY, YEAR_END, HOUSE, HOLIDAY, CAR, EDUCATION, HEALTH, RETIREMENT, FUNERAL, OTHER". */
export const ADD_GOAL_ROUTE_TYPES: readonly BucketType[] = ['EMERGENCY', 'YEAR_END', 'HOUSE', 'HOLIDAY', 'CAR', 'EDUCATION', 'HEALTH', 'RETIREMENT', 'FUNERAL', 'OTHER'];

/** The onboarding screen's recommended goal cards: "Emergency, Education, Car, Property (HOUSE), Funeral, Holiday". */
export const RECOMMENDED_GOALS: readonly { bucketType: BucketType; label: string }[] = [
  { bucketType: 'EMERGENCY', label: 'Emergency' },
  { bucketType: 'EDUCATION', label: 'Education' },
  { bucketType: 'CAR', label: 'Car' },
  { bucketType: 'HOUSE', label: 'Property' },
  { bucketType: 'FUNERAL', label: 'Funeral' },
  { bucketType: 'HOLIDAY', label: 'Holiday' },
];

/** Car: "savingFor (New Car, Car Deposit or Maintainance)", spelt as the spec spells the option. */
export const CAR_SAVING_FOR_OPTIONS = ['New Car', 'Car Deposit', 'Maintainance'] as const;
export type CarSavingFor = (typeof CAR_SAVING_FOR_OPTIONS)[number];

/** The goal types whose target amount the client enters (the others derive it or have none asked). */
export function entersTargetAmount(type: BucketType): boolean {
  return type !== 'EMERGENCY' && type !== 'FUNERAL';
}

/** The goal types whose target date the client enters (Holiday uses tripDate, Funeral the stop-paying age). */
export function entersTargetDate(type: BucketType): boolean {
  return type !== 'HOLIDAY' && type !== 'FUNERAL';
}
