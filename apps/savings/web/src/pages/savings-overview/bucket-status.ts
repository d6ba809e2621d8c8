// Savings display rules from the spec (section 4, "Bucket status and progress colour").

export type BucketStatus = 'NO_SAVINGS' | 'BELOW_TARGET' | 'ON_TRACK';

export const BUCKET_STATUS_LABELS: Record<BucketStatus, string> = {
  NO_SAVINGS: 'No Savings yet',
  ON_TRACK: 'On Track',
  BELOW_TARGET: 'Progressing slowly',
};

/** Amount 0 → NO_SAVINGS; percentageFull below 70 → BELOW_TARGET; otherwise ON_TRACK. */
export function bucketStatus(amount: number | null, percentageFull: number | null): BucketStatus {
  if (!amount) return 'NO_SAVINGS';
  return (percentageFull ?? 0) < 70 ? 'BELOW_TARGET' : 'ON_TRACK';
}

export type ProgressColour = 'red' | 'amber' | 'primary';

/** Below 30% red, 30 to under 70 amber, 70 and above primary (green). */
export function progressColour(percentageFull: number | null): ProgressColour {
  const percent = percentageFull ?? 0;
  if (percent < 30) return 'red';
  if (percent < 70) return 'amber';
  return 'primary';
}

/** The progress bar width: capped at 100 (and never negative). */
export function progressWidth(percentageFull: number | null): number {
  return Math.min(100, Math.max(0, percentageFull ?? 0));
}

export const BUCKET_TYPE_LABELS: Record<string, string> = {
  HOUSE: 'Housing',
  CAR: 'Car',
  EDUCATION: 'Education',
  HOLIDAY: 'Holiday',
  EMERGENCY: 'Emergency',
  YEAR_END: 'December Fund',
  RETIREMENT: 'Retirement',
  HEALTH: 'Health',
  MEDICAL: 'Health',
  FUNERAL: 'Funeral',
  OTHER: 'Custom',
};

export function bucketTypeLabel(bucketType: string | null): string {
  return (bucketType && BUCKET_TYPE_LABELS[bucketType]) || 'Custom';
}

/** Recommended goals on the onboarding screen, in the spec's order. */
export const RECOMMENDED_GOALS: ReadonlyArray<{ bucketType: string; title: string }> = [
  { bucketType: 'EMERGENCY', title: 'Emergency' },
  { bucketType: 'EDUCATION', title: 'Education' },
  { bucketType: 'CAR', title: 'Car' },
  { bucketType: 'HOUSE', title: 'Property' },
  { bucketType: 'FUNERAL', title: 'Funeral' },
  { bucketType: 'HOLIDAY', title: 'Holiday' },
];
