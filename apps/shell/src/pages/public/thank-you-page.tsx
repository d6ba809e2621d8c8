import { ButtonLink, Page } from '@imali/shared/ui';

/** Where the contact panel goes after a lead is created. */
export function ThankYouPage() {
  return (
    <Page title="Thank You!" testId="thank-you-page">
      <p>We will be in touch shortly.</p>
      <ButtonLink to="/" variant="secondary">
        Home
      </ButtonLink>
    </Page>
  );
}
