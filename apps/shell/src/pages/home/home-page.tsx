import { lazy, Suspense, useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { ErrorMessage, Page } from '@imali/shared/ui';
import { ShellFinancialHealthDocument, ShellMyClientDocument } from '../../gql/graphql';
import { FinancialHealthCardsLoading } from './health-card';

// The cards' code is its own chunk (the first load's JavaScript budget, issue 12); their query
// starts here, with the page, so data and code arrive together. Until the chunk is in, the same
// cards show loading (health-card.tsx), so nothing below them moves when it arrives.
// Named: the first script preloads it for a returning client's home (webpack.config.js routeFirstLoad).
const FinancialHealthCards = lazy(() => import(/* webpackChunkName: "home-cards" */ './financial-health-cards').then((m) => ({ default: m.FinancialHealthCards })));
// The area cards come in the same chunk: they are below the cards, so nothing moves when they appear.
const ExploreSection = lazy(() => import(/* webpackChunkName: "home-cards" */ './financial-health-cards').then((m) => ({ default: m.ExploreSection })));

/** The spec's load failure text for the dashboard (section 8). */
export const HOME_LOAD_ERROR = 'An error occurred, please contact support';

/**
 * 'My Financial Health': savings, debt repayments and debt (plus clearance and groups when the
 * client has any) from one query; errorPolicy 'all' so an area that fails nulls only its card.
 */
function FinancialHealthSection() {
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(ShellFinancialHealthDocument, { errorPolicy: 'all', notifyOnNetworkStatusChange: true });
  return (
    <section className="section" aria-labelledby={headingId} data-testid="home-financial-health">
      <h2 id={headingId}>My Financial Health</h2>
      <Suspense fallback={<FinancialHealthCardsLoading />}>
        <FinancialHealthCards client={data?.myClient} error={error} loading={loading} onRetry={() => void refetch().catch(() => undefined)} />
      </Suspense>
    </section>
  );
}

/** Home (/ and /welcome): the greeting, 'My Financial Health', and a way into every area. */
export function HomePage() {
  const { data, loading, error, refetch } = useQuery(ShellMyClientDocument);
  const firstNames = data?.myClient?.firstNames?.trim();

  return (
    <Page title={firstNames ? `Hi ${firstNames}` : 'Hi'} testId="home-page">
      {/* Said, not drawn: the greeting's name simply appears, and a block here would push the
          cards down and back up as it came and went (CLS); the cards show their own skeletons. */}
      {loading && !data ? (
        <p className="visually-hidden" role="status">
          Loading your details
        </p>
      ) : null}
      {/* The cards need no data, so they stay usable when the greeting's query fails. */}
      {error && !data ? <ErrorMessage message={HOME_LOAD_ERROR} onRetry={() => void refetch().catch(() => undefined)} /> : null}
      <FinancialHealthSection />
      <Suspense fallback={null}>
        <ExploreSection />
      </Suspense>
    </Page>
  );
}
