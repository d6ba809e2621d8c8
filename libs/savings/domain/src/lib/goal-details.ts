// Type-specific goal details (savings-budget-debt-shell.md section 3) as a bucket's metaData, the
// list of key/value pairs the API carries: which keys each type has, their labels, which the
// summary shows, and the conversion both ways so the subgraph and the remote agree on the keys.
import { isBlank } from '@imali/shared/validation';
import { parseBucketType, type BucketType } from './bucket-types';

export interface MetaDataEntry {
  key: string;
  value: string;
}

/** The details each type asks for (the other types ask none beyond the common fields). */
export const GOAL_DETAIL_KEYS: Readonly<Partial<Record<BucketType, readonly string[]>>> = {
  EMERGENCY: ['income', 'goalMonthsInFund'],
  HOLIDAY: ['destination', 'tripDate'],
  FUNERAL: ['currentPremiums', 'coverTypes', 'sumAssured', 'stopPayingAge'],
  CAR: ['savingFor'],
  OTHER: ['description'],
};

/** Ours: the labels of the details where a screen lists them. */
export const GOAL_DETAIL_LABELS: Readonly<Record<string, string>> = {
  income: 'Income',
  goalMonthsInFund: 'Months of salary',
  destination: 'Destination',
  tripDate: 'Trip date',
  currentPremiums: 'Current premiums',
  coverTypes: 'Cover types',
  sumAssured: 'Sum assured',
  stopPayingAge: 'Stop paying at age',
  savingFor: 'Saving for',
  description: 'Description',
};

/** Ours: the longest value a detail keeps (a list of cover types is joined by ", "). */
export const GOAL_DETAIL_VALUE_MAX_LENGTH = 200;

/** "Funeral: ... none is shown in the summary"; every other type's details are. */
export function isDetailShownInSummary(bucketType: unknown, key: string): boolean {
  const type = parseBucketType(bucketType);
  return type !== undefined && type !== 'FUNERAL' && (GOAL_DETAIL_KEYS[type] ?? []).includes(key);
}

/** The text of a string or a finite number (never String() on an object). */
function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

function detailText(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    const parts = value.map(toText).filter((part): part is string => part !== undefined && part.trim() !== '');
    return parts.length ? parts.join(', ') : undefined;
  }
  if (isBlank(value)) return undefined;
  if (typeof value === 'boolean') return String(value);
  return toText(value)?.trim();
}

/**
 * The metaData to store for a goal: the type's detail keys that have a value, as text (lists
 * joined by ", "), in the type's order, each cut to 200 characters. Keys of other types are left out.
 */
export function goalMetaData(bucketType: unknown, details: Readonly<Record<string, unknown>>): MetaDataEntry[] {
  const type = parseBucketType(bucketType);
  if (!type || details === null || typeof details !== 'object') return [];
  const entries: MetaDataEntry[] = [];
  for (const key of GOAL_DETAIL_KEYS[type] ?? []) {
    const value = Object.hasOwn(details, key) ? detailText(details[key]) : undefined;
    if (value) entries.push({ key, value: value.slice(0, GOAL_DETAIL_VALUE_MAX_LENGTH) });
  }
  return entries;
}

/** The details back from a bucket's metaData (the last entry of a key wins; entries that are not key/value text are skipped). */
export function goalDetailsFromMetaData(metaData: readonly unknown[] | null | undefined): Record<string, string> {
  const details: Record<string, string> = {};
  for (const entry of Array.isArray(metaData) ? metaData : []) {
    if (entry === null || typeof entry !== 'object') continue;
    const { key, value } = entry as Partial<MetaDataEntry>;
    if (typeof key === 'string' && typeof value === 'string' && Object.hasOwn(GOAL_DETAIL_LABELS, key)) details[key] = value;
  }
  return details;
}
