// "Pay off your debt quicker": the Debt Counselling switch (on and locked for a client under
// debt counselling) with the plan's first payment and the interest it saves, and, behind the
// snowballActive flag, the Snowball switch and slider (150 to 10000, step 1, default 150).
import { useEffect, useState } from 'react';
import { ContactPanelButton } from '@imali/shared/web';
import { formatRand } from '@imali/shared/ui';
import { SNOWBALL_AMOUNT_DEFAULT, SNOWBALL_AMOUNT_MAX, SNOWBALL_AMOUNT_MIN, SNOWBALL_AMOUNT_STEP, validateSnowballAmount } from '@imali/debt/domain';
import { CollapsibleSwitch } from './switch-field';
import { ASK_ABOUT_DEBT_COUNSELLING, DEBT_COUNSELLING_ROUTING, DEBT_COUNSELLING_TEXT, PAY_OFF_QUICKER_TITLE, UNDER_DEBT_COUNSELLING_TEXT } from './dashboard-texts';

/** Ours: the snowball query waits this long after the last slider move. */
export const SNOWBALL_DEBOUNCE_MS = 300;

export interface Projection {
  payment: number;
  interestSaved: number;
}

export interface PayOffQuickerProps {
  hasDebtCounselling: boolean;
  maximumDebtReviewTerm: number;
  debtCounselling: Projection;
  debtCounsellingOn: boolean;
  onDebtCounsellingChange: (on: boolean) => void;
  snowballAvailable: boolean;
  snowballOn: boolean;
  onSnowballChange: (on: boolean) => void;
  /** The amount as typed or slid (validated before any query). */
  snowballAmount: string;
  onSnowballAmountChange: (amount: string) => void;
  snowball: { loading: boolean; error: string | null; result: Projection | null };
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
}

export function PayOffQuicker(props: PayOffQuickerProps) {
  const { hasDebtCounselling, debtCounselling, debtCounsellingOn, snowball, snowballAmount } = props;
  const amountMessage = validateSnowballAmount(snowballAmount);
  const sliderValue = amountMessage ? SNOWBALL_AMOUNT_DEFAULT : Number(snowballAmount);
  return (
    <section className="card" aria-labelledby="pay-off-quicker-title" data-testid="pay-off-quicker">
      <h2 className="card__title" id="pay-off-quicker-title">
        {PAY_OFF_QUICKER_TITLE}
      </h2>
      <CollapsibleSwitch
        id="debt-counselling-details"
        label="Debt Counselling"
        checked={debtCounsellingOn}
        disabled={hasDebtCounselling}
        onChange={props.onDebtCounsellingChange}
        testId="debt-counselling-switch"
      >
        <p>{hasDebtCounselling ? UNDER_DEBT_COUNSELLING_TEXT : DEBT_COUNSELLING_TEXT}</p>
        <dl className="details">
          <Figure label="My monthly repayment with debt counselling" value={formatRand(debtCounselling.payment)} testId="debt-counselling-payment" />
          {/* Under debt counselling the record's instalments are the plan: no saving to claim (docs/decisions/debt-counselling-projection.md). */}
          {hasDebtCounselling ? null : <Figure label="Interest saved" value={formatRand(debtCounselling.interestSaved)} testId="debt-counselling-interest-saved" />}
          <Figure label="Maximum Debt Review Term" value={`${props.maximumDebtReviewTerm} months`} testId="debt-review-term" />
        </dl>
      </CollapsibleSwitch>
      {hasDebtCounselling ? null : (
        <ContactPanelButton routing={DEBT_COUNSELLING_ROUTING} variant="secondary" testId="ask-about-debt-counselling">
          {ASK_ABOUT_DEBT_COUNSELLING}
        </ContactPanelButton>
      )}
      {props.snowballAvailable ? (
        <CollapsibleSwitch id="snowball-details" label="Snowball" checked={props.snowballOn} onChange={props.onSnowballChange} testId="snowball-switch">
          <p>Pay a little extra each month to your smallest debt first; when it is paid off, its repayment rolls on to the next.</p>
          <div className="field">
            <label className="field__label" htmlFor="snowball-amount">
              Extra amount each month (R)
            </label>
            <input
              id="snowball-amount"
              className="debt-slider"
              type="range"
              min={SNOWBALL_AMOUNT_MIN}
              max={SNOWBALL_AMOUNT_MAX}
              step={SNOWBALL_AMOUNT_STEP}
              value={sliderValue}
              onChange={(event) => props.onSnowballAmountChange(event.currentTarget.value)}
              data-testid="snowball-slider"
            />
            <input
              className="field__input"
              type="text"
              inputMode="numeric"
              maxLength={6}
              aria-label="Extra amount in rand"
              value={snowballAmount}
              aria-invalid={amountMessage ? true : undefined}
              aria-describedby={amountMessage ? 'snowball-amount-error' : undefined}
              onChange={(event) => props.onSnowballAmountChange(event.currentTarget.value)}
              data-testid="snowball-amount"
            />
            {amountMessage ? (
              <span id="snowball-amount-error" className="field__error" role="alert">
                {amountMessage}
              </span>
            ) : null}
          </div>
          {snowball.error ? (
            <p role="alert" className="field__error" data-testid="snowball-error">
              {snowball.error}
            </p>
          ) : null}
          {snowball.result ? (
            <dl className="details" aria-busy={snowball.loading || undefined}>
              <Figure label="My monthly repayment with the snowball" value={formatRand(snowball.result.payment)} testId="snowball-payment" />
              <Figure label="Interest saved" value={formatRand(snowball.result.interestSaved)} testId="snowball-interest-saved" />
            </dl>
          ) : snowball.loading ? (
            <p className="muted">Working out your snowball…</p>
          ) : null}
        </CollapsibleSwitch>
      ) : null}
    </section>
  );
}

/** The value after it has stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
