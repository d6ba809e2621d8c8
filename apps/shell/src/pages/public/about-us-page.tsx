import { ButtonLink, Page } from '@imali/shared/ui';

export function AboutUsPage() {
  return (
    <Page title="About Imali" testId="about-us-page" intro="Improve your financial future today.">
      <p>
        Imali helps South Africans take control of their money: set savings goals and watch them grow, see your debt
        and when it will be paid off, and protect your family with funeral and credit life cover.
      </p>
      <p>Everything lives in one place, in rand, on your phone or computer.</p>
      <ButtonLink to="/contact-us" variant="secondary">
        Contact us
      </ButtonLink>
    </Page>
  );
}
