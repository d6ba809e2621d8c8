import { centsToRand, MINIMUM_DISPLAYED_PREMIUM, randToCents } from '@imali/funeral/domain';
import { formatRand } from '@imali/shared/ui';
import type { QuotedLifeResult } from './quote-types';

/** "R 96.00 per month": every premium on screen is worded "per month" (funeral.md section 2). */
export function perMonth(amount: number): string {
  return `${formatRand(amount)} per month`;
}

export function coverText(amount: number): string {
  return formatRand(amount, { decimals: 0 });
}

const TYPE_ORDER = ['POLICY_HOLDER', 'SPOUSE', 'CHILD', 'PARENT', 'EXTENDED'];

/** Who a quoted life is, in the client's words. */
export function lifeName(life: Pick<QuotedLifeResult, 'memberType' | 'position'>): string {
  switch (life.memberType) {
    case 'POLICY_HOLDER':
      return 'You';
    case 'SPOUSE':
      return 'Your spouse';
    case 'CHILD':
      return `Child ${life.position}`;
    case 'PARENT':
      return `Parent ${life.position}`;
    case 'EXTENDED':
      return `Family member ${life.position}`;
    default:
      return `Member ${life.position}`;
  }
}

export function sortLives(lives: readonly QuotedLifeResult[]): QuotedLifeResult[] {
  const rank = (type: string) => (TYPE_ORDER.includes(type) ? TYPE_ORDER.indexOf(type) : TYPE_ORDER.length);
  return [...lives].sort((a, b) => rank(a.memberType) - rank(b.memberType) || a.position - b.position);
}

export interface QuoteSummaryProps {
  premium: number;
  premiumBeforeMinimum: number;
  minimumPremiumShortfall: number;
  totalCover: number;
  lives: readonly QuotedLifeResult[];
  /** While a new quote is on its way the old one stays, marked busy. */
  updating?: boolean;
  testId?: string;
}

/**
 * A quote as the client reads it: the premium per month, the total cover, and each covered
 * life with its cover and premium. A life whose cover the law limits (a child under 6, say)
 * shows the cover it gets, what was asked for and why.
 */
export function QuoteSummary({ premium, premiumBeforeMinimum, minimumPremiumShortfall, totalCover, lives, updating = false, testId = 'quote-summary' }: QuoteSummaryProps) {
  const sorted = sortLives(lives);
  // The policy fee is what the premium has beyond the lives' own premiums (before the minimum).
  const livesCents = sorted.reduce((sum, life) => sum + (randToCents(life.premium) ?? 0), 0);
  const feeCents = (randToCents(premiumBeforeMinimum) ?? 0) - livesCents;
  return (
    <div className="funeral-quote" data-testid={testId} aria-busy={updating || undefined}>
      <p className="funeral-quote__premium" data-testid={`${testId}-premium`}>
        {perMonth(premium)}
      </p>
      <p className="funeral-quote__cover">
        Total cover <strong data-testid={`${testId}-total-cover`}>{coverText(totalCover)}</strong>
      </p>
      {minimumPremiumShortfall > 0 ? (
        <p className="muted" data-testid={`${testId}-minimum`}>
          The minimum premium is {formatRand(MINIMUM_DISPLAYED_PREMIUM)} per month: {formatRand(minimumPremiumShortfall)} is added to reach it.
        </p>
      ) : null}
      <ul className="funeral-lives" aria-label="Who is covered">
        {sorted.map((life) => (
          <li key={`${life.memberType}-${life.position}`} className="funeral-lives__item" data-testid="quoted-life">
            <span className="funeral-lives__row">
              <span className="funeral-lives__name">
                {lifeName(life)}
                {life.age === null ? '' : `, age ${life.age}`}
              </span>
              <span>{coverText(life.coverAmount)} cover</span>
              <span>{perMonth(life.premium)}</span>
            </span>
            {life.capMessage ? (
              <span className="funeral-lives__cap" data-testid="quoted-life-cap">
                {life.cappedFrom === null ? '' : `Cover limited to ${coverText(life.coverAmount)} (you asked for ${coverText(life.cappedFrom)}). `}
                {life.capMessage}.
              </span>
            ) : null}
          </li>
        ))}
        {feeCents > 0 ? (
          <li className="funeral-lives__item" data-testid="quote-policy-fee">
            <span className="funeral-lives__row">
              <span className="funeral-lives__name funeral-lives__name--inline">Policy fee</span>
              <span>{perMonth(centsToRand(feeCents))}</span>
            </span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
