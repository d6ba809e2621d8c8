import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { ErrorMessage, Page } from '@imali/shared/ui';
import { ShellFinancialHealthDocument, ShellMyClientDocument } from '../../gql/graphql';
import { FinancialHealthCardsLoading } from './health-card';

// The cards' code is its own chunk (the first load's JavaScript budget, issue 12); their query
// starts here, with the page, so data and code arrive together. Until the chunk is in, the same
// cards show loading (health-card.tsx), so nothing below them moves when it arrives.
// Named: the first script preloads it for a returning client's home (webpack.config.js routeFirstLoad).
const FinancialHealthCards = lazy(() => import(/* webpackChunkName: "home-cards" */ './financial-health-cards').then((m) => ({ default: m.FinancialHealthCards })));

/** The spec's load failure text for the dashboard (section 8). */
export const HOME_LOAD_ERROR = 'An error occurred, please contact support';

export interface HomeLink {
  to: string;
  title: string;
  text: string;
}

/** One card into each area; each area's own page explains how to start when it is empty. */
export const AREA_LINKS: readonly HomeLink[] = [
  { to: '/insurance', title: 'Insurance', text: 'All your cover in one place, and what else you could be covered for.' },
  { to: '/funeral', title: 'Funeral', text: 'Funeral cover for you and your family: view your policy or get a quote.' },
  { to: '/credit-life', title: 'Credit Life', text: 'Cover that pays your loans if you die, are disabled or lose your job.' },
  { to: '/savings', title: 'Savings', text: 'Save towards a goal or an emergency fund, from R25 a month.' },
  { to: '/debt', title: 'Debt', text: 'Understand your debt and find a plan to pay it off sooner.' },
  { to: '/clearance-certificate', title: 'Clearance Certificate', text: 'Finished debt review? Apply for your clearance certificate.' },
  { to: '/documents', title: 'Document Vault', text: 'Keep your ID, payslips and certificates safe and easy to share.' },
  { to: '/group', title: 'Groups', text: 'Your burial society or group cover, members and contributions.' },
];

/** A card that is one link, named by its title and described by its text. */
function HomeCard({ link }: { link: HomeLink }) {
  const id = useId();
  return (
    <Link className="card home-card" to={link.to} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <h3 id={`${id}-title`} className="card__title">
        {link.title}
      </h3>
      <p id={`${id}-text`} className="muted">
        {link.text}
      </p>
    </Link>
  );
}

function CardSection({ title, links, testId }: { title: string; links: readonly HomeLink[]; testId: string }) {
  const headingId = useId();
  return (
    <section className="section" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="card-grid">
        {links.map((link) => (
          <li key={link.to}>
            <HomeCard link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}

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
      <CardSection title="Explore Imali" links={AREA_LINKS} testId="home-areas" />
    </Page>
  );
}
