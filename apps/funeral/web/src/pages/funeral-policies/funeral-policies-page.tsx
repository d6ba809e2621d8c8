import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ButtonLink, EmptyState, ErrorMessage, Page, Spinner } from '@imali/shared/ui';
import { wasSignedIn } from '@imali/shared/web';
import { ageOn, parseCalendarDate, resolveToday } from '@imali/shared/validation';
import { QuoteCalculator, type CalculatorHolder } from '../../calculator/quote-calculator';
import { GetQuoteButton } from '../../quick-quote/quick-quote-host';
import { FuneralOverviewDocument, type FuneralOverviewQuery } from '../../gql/graphql';
import { COVER_RANGE, FuneralPolicyList, OVERVIEW_ERROR_MESSAGE } from './funeral-policy-list';
import { ThirdPartyPolicies } from './third-party-policy-list';

export const NO_POLICIES_TITLE = 'You have no funeral policies yet';

/** The calculator starts from what the client's profile says. */
type ClientProfile = Pick<NonNullable<FuneralOverviewQuery['myClient']>, 'firstNames' | 'surname' | 'email' | 'gender' | 'birthDate'>;

export function calculatorHolder(client: ClientProfile | null | undefined): CalculatorHolder | undefined {
  if (!client) return undefined;
  const birth = parseCalendarDate(client.birthDate);
  return {
    age: birth ? ageOn(birth, resolveToday()) : undefined,
    gender: client.gender?.toUpperCase() ?? undefined,
    firstName: client.firstNames ?? undefined,
    surname: client.surname ?? undefined,
    email: client.email ?? undefined,
  };
}

/** /funeral: the client's funeral policies, those with other insurers, the quote calculator and "Get a quote". */
export function FuneralPoliciesPage() {
  // Partial data is kept: a client whose funeral policies cannot be read still gets the calculator.
  const { data, loading, error, refetch } = useQuery(FuneralOverviewDocument, { errorPolicy: 'all', notifyOnNetworkStatusChange: true });
  const client = data?.myClient;
  const policies = client?.funeralPolicies;
  // A browser that was not signed in when last seen is drawn as a visitor's while the answer is on
  // its way (the page's largest text, on a phone a round trip sooner); the answer decides.
  const [likelyVisitor] = useState(() => !wasSignedIn());
  const waiting = loading && !data;
  // A visitor (me is null): no policies to show, only the quote and the calculator.
  const visitor = data ? data.me === null : waiting && likelyVisitor;

  let content;
  if (waiting && !visitor) content = <Spinner label="Loading your funeral policies" />;
  else if (visitor) {
    content = (
      <EmptyState
        title="Funeral cover for you and your family"
        description={`Cover from ${COVER_RANGE}: get a quote in a minute, or work out your premium below. Already a client? Sign in to see your policies.`}
        action={<ButtonLink to="/sign-in?redirect=%2Ffuneral" variant="secondary">Sign in</ButtonLink>}
        testId="funeral-visitor"
      />
    );
  }
  else if (!policies && (error || client)) {
    content = <ErrorMessage message={OVERVIEW_ERROR_MESSAGE} onRetry={() => void refetch().catch(() => undefined)} testId="funeral-overview-error" />;
  } else if (!policies || policies.length === 0) {
    content = (
      <EmptyState
        title={NO_POLICIES_TITLE}
        description={`Cover for you and your family from ${COVER_RANGE}: get a quote in a minute, or work out your premium below.`}
        testId="funeral-empty"
      />
    );
  } else content = <FuneralPolicyList policies={policies} />;

  return (
    <Page title="Funeral Cover" testId="funeral-page" actions={<GetQuoteButton />}>
      <section aria-labelledby="funeral-my-policies">
        <h2 id="funeral-my-policies">My funeral policies</h2>
        {content}
      </section>
      {client && !visitor ? (
        <section className="section" aria-labelledby="funeral-other-insurers">
          <h2 id="funeral-other-insurers">Policies with other insurers</h2>
          <ThirdPartyPolicies
            policies={client.thirdPartyFuneralPolicies ?? null}
            failed={!client.thirdPartyFuneralPolicies}
            onRetry={() => void refetch().catch(() => undefined)}
          />
        </section>
      ) : null}
      {waiting && !visitor ? null : (
        // Keyed: a client drawn first as a visitor gets a calculator started from their profile.
        <div className="section" id="calculator" key={visitor ? 'visitor' : 'client'}>
          <QuoteCalculator holder={calculatorHolder(client)} />
        </div>
      )}
    </Page>
  );
}
