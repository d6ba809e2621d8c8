// What each "My Financial Health" card can show, from one partial answer (errorPolicy 'all').
// A card fails on its own: when an error names its field's path (myClient.<field>...) or its
// subgraph, or when its field is null and an error could not be placed at all.
// See docs/decisions/home-financial-health-cards.md.
import { CombinedGraphQLErrors } from '@apollo/client';

/** The spec's load failure text for the dashboard (section 8). */
export const CARD_ERROR_MESSAGE = 'An error occurred, please contact support';

/** Fields of myClient behind the cards, and the subgraph that answers each. */
export const CARD_FIELDS = {
  debtBreakdown: 'debt',
  savings: 'savings',
  clearanceCertificates: 'clearance',
  groups: 'groups',
} as const;

export type CardField = keyof typeof CARD_FIELDS;

interface PlacedError {
  readonly path: readonly (string | number)[] | undefined;
  readonly serviceName: string | undefined;
}

/** The GraphQL errors of a result, with what places them; undefined for a request that failed as a whole. */
function graphQLErrorsOf(error: unknown): PlacedError[] | undefined {
  if (!error) return [];
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.map((e) => {
    const service = e.extensions?.['serviceName'];
    return { path: e.path, serviceName: typeof service === 'string' ? service : undefined };
  });
}

/**
 * Whether a null field is a real answer rather than a failure: no credit record is the answer for
 * a client who has not verified their ID number (identity says so); lists are never null when
 * their subgraph answered; a client may simply have no savings record, so that null is ambiguous.
 */
function nullIsAnswer(client: Record<string, unknown>, field: CardField): boolean {
  return field === 'debtBreakdown' && client['idNumberVerified'] === false;
}

/**
 * True when the card reading `field` cannot trust its value:
 * - the whole request failed (network, server, or myClient itself came back empty with an error);
 * - an error's path is myClient.<field> or below it, or the error names the field's subgraph;
 * - some error says where it is from neither by path nor by subgraph (the gateway's errors for a
 *   subgraph it cannot reach carry neither today) and the field is null, unless null is a real
 *   answer for it.
 */
export function cardFailed(error: unknown, client: object | null | undefined, field: CardField): boolean {
  if (!error) return false;
  const errors = graphQLErrorsOf(error);
  if (!errors || !client) return true;
  const fields = client as Record<string, unknown>;
  const value = fields[field];
  return errors.some((e) => {
    if (e.path && e.path.length >= 2) return e.path[0] === 'myClient' && e.path[1] === field;
    if (e.serviceName) return e.serviceName === CARD_FIELDS[field];
    return (value === null || value === undefined) && !nullIsAnswer(fields, field);
  });
}

export interface SavingsSummary {
  readonly goals: number;
  /** Sum of the goals' amounts, in rand (cents added as integers, so no 0.1 + 0.2 drift). */
  readonly totalSaved: number;
}

export function savingsSummary(buckets: readonly { amount: number }[] | null | undefined): SavingsSummary {
  const list = buckets ?? [];
  const cents = list.reduce((sum, bucket) => sum + Math.round((Number.isFinite(bucket.amount) ? bucket.amount : 0) * 100), 0);
  return { goals: list.length, totalSaved: cents / 100 };
}

export interface BudgetInputs {
  readonly income: number | null | undefined;
  readonly estimatedIncome: number | null | undefined;
  /** The debt subgraph's 40% line; null when it knows no income. */
  readonly affordability?: number | null | undefined;
  /** True when the debt subgraph used the estimated income for affordability. */
  readonly incomeIsEstimated?: boolean | null | undefined;
}

export interface MonthlyBudget {
  /** Income minus affordability, in rand; undefined shows "Unknown". */
  readonly amount: number | undefined;
  /** The income behind it was the bureau's estimate (the card says so). */
  readonly estimated: boolean;
}

const positive = (value: number | null | undefined): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);

/**
 * "Monthly budget equals income minus affordability, or 'Unknown' if that is missing" (spec 9).
 * The income is the one the debt subgraph used for affordability: the estimate when it says so.
 */
export function monthlyBudget({ income, estimatedIncome, affordability, incomeIsEstimated }: BudgetInputs): MonthlyBudget {
  const line = typeof affordability === 'number' && Number.isFinite(affordability) ? affordability : undefined;
  const used = incomeIsEstimated ? positive(estimatedIncome) : positive(income);
  if (line === undefined || used === undefined) return { amount: undefined, estimated: false };
  return { amount: Math.round((used - line) * 100) / 100, estimated: Boolean(incomeIsEstimated) };
}
