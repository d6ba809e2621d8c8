import { useQuery } from '@apollo/client/react';
import { ErrorMessage, LinkCard, Page, Spinner } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { SHELL_MY_CLIENT } from './my-client.graphql';

const AREAS = [
  { to: '/debt', title: 'My Debt', text: 'Your monthly budget, debt and when it will be paid off.' },
  { to: '/savings', title: 'My Savings', text: 'Goals, progress and withdrawals.' },
  { to: '/insurance', title: 'My Insurance', text: 'Your policies and cover options.' },
  { to: '/funeral', title: 'Funeral Cover', text: 'Your funeral policies.' },
  { to: '/credit-life', title: 'Credit Life', text: 'Cover for your loans.' },
  { to: '/clearance-certificate', title: 'Clearance Certificate', text: 'Prove that your debts are settled.' },
  { to: '/documents', title: 'My Document Vault', text: 'Your ID, selfie, payslips and more.' },
  { to: '/group', title: 'My Groups', text: 'Group cover and contributions.' },
  { to: '/profile', title: 'My Profile', text: 'Your details and settings.' },
];

export function HomePage() {
  const { data, loading, error, refetch } = useQuery(SHELL_MY_CLIENT);
  const firstNames = data?.myClient?.firstNames;

  return (
    <Page title={firstNames ? `Hi ${firstNames}` : 'Hi'} testId="home-page">
      {loading && !data ? <Spinner label="Loading your details" /> : null}
      {error ? (
        <ErrorMessage message={errorMessage(error, 'We could not load your details.')} onRetry={() => void refetch()} />
      ) : null}
      <ul className="card-grid" aria-label="Your Imali">
        {AREAS.map((area) => (
          <li key={area.to}>
            <LinkCard to={area.to} title={area.title}>
              <p className="muted">{area.text}</p>
            </LinkCard>
          </li>
        ))}
      </ul>
    </Page>
  );
}
