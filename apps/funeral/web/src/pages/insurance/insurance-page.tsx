import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Button, ButtonLink, Card, EmptyState, ErrorMessage, Page, Spinner } from '@imali/shared/ui';
import { QuoteCalculator } from '../../calculator/quote-calculator';
import { GetQuoteButton } from '../../quick-quote/quick-quote-host';
import { FuneralPolicyList, OVERVIEW_ERROR_MESSAGE } from '../funeral-policies/funeral-policy-list';
import { calculatorHolder } from '../funeral-policies/funeral-policies-page';
import { COVER_RANGE } from '../funeral-policies/funeral-policy-list';
import { FuneralInsuranceOverviewDocument } from '../../gql/graphql';

/** Short tips (the spec's "blog tips"); our words, no links to posts that do not exist yet. */
export const INSURANCE_TIPS: readonly { title: string; text: string }[] = [
  { title: 'Cover the people you would bury', text: 'A funeral policy can cover your spouse, up to 5 children, 4 parents or in-laws and 10 extended family members.' },
  { title: 'Know your waiting periods', text: 'Accidental death is covered from the day your cover starts; natural death after 6 months.' },
  { title: 'Keep your beneficiary up to date', text: 'The payout goes to your beneficiary, so make sure we can reach them.' },
];

/** /insurance: My Insurance (My Policies, funeral groups when the client has any, quote cards, tips). */
export function InsurancePage() {
  const { data, loading, error, refetch } = useQuery(FuneralInsuranceOverviewDocument, { errorPolicy: 'all', notifyOnNetworkStatusChange: true });
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const client = data?.myClient;
  const policies = client?.funeralPolicies;
  const groups = client?.groups ?? [];

  let policiesContent;
  if (loading && !data) policiesContent = <Spinner label="Loading your policies" />;
  else if (!policies && (error || client)) {
    policiesContent = <ErrorMessage message={OVERVIEW_ERROR_MESSAGE} onRetry={() => void refetch().catch(() => undefined)} testId="insurance-policies-error" />;
  } else if (!policies || policies.length === 0) {
    policiesContent = <EmptyState title="You have no policies yet" description="Get a quote below to protect your family." testId="insurance-empty" />;
  } else policiesContent = <FuneralPolicyList policies={policies} />;

  return (
    <Page title="My Insurance" testId="insurance-page">
      <section aria-labelledby="my-policies">
        <h2 id="my-policies">My Policies</h2>
        {policiesContent}
      </section>

      {groups.length > 0 ? (
        <section className="section" aria-labelledby="my-funeral-groups" data-testid="insurance-groups">
          <h2 id="my-funeral-groups">My Funeral Groups</h2>
          <ul className="list">
            {groups.map((group) => (
              <li key={group.id}>
                <Link className="card" to={`/group/${encodeURIComponent(group.id)}`}>
                  <span className="card__title">{group.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="section" aria-labelledby="get-covered">
        <h2 id="get-covered">Get covered</h2>
        <ul className="card-grid">
          <li>
            <Card
              headingLevel={3}
              title="Funeral Insurance"
              testId="funeral-quote-card"
              footer={
                <div className="funeral-actions__row">
                  <GetQuoteButton />
                  <Button variant="secondary" aria-expanded={calculatorOpen} onClick={() => setCalculatorOpen((open) => !open)} data-testid="toggle-calculator">
                    {calculatorOpen ? 'Hide the calculator' : 'Work out my premium'}
                  </Button>
                </div>
              }
            >
              <p className="muted">{`Cover for you and your family, from ${COVER_RANGE}.`}</p>
            </Card>
          </li>
          <li>
            <Card headingLevel={3} title="Credit Life" testId="credit-life-quote-card" footer={<ButtonLink to="/credit-life" variant="secondary">Get a Quick Quote</ButtonLink>}>
              <p className="muted">Your loans paid if you die, are disabled or lose your job.</p>
            </Card>
          </li>
        </ul>
        {calculatorOpen ? (
          <div className="section">
            <QuoteCalculator holder={calculatorHolder(client)} />
          </div>
        ) : null}
      </section>

      <section className="section" aria-labelledby="insurance-tips" data-testid="insurance-tips">
        <h2 id="insurance-tips">Tips</h2>
        <ul className="card-grid">
          {INSURANCE_TIPS.map((tip) => (
            <li key={tip.title}>
              <Card headingLevel={3} title={tip.title}>
                <p className="muted">{tip.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
