import { Brand, ButtonLink, Page } from '@imali/shared/ui';
import { ContactPanelButton } from '@imali/shared/web';

export const SETBACK_TITLE = "We're experiencing a setback...";

/** The spec's generic error page: the setback message and Request call back (the contact panel). */
export function ErrorPage() {
  return (
    <Page title={SETBACK_TITLE} testId="error-page">
      <p>Something went wrong on our side. Please try again in a few minutes, or leave your details and our team will call you back.</p>
      <div className="button-row">
        <ContactPanelButton testId="request-call-back">Request call back</ContactPanelButton>
        <ButtonLink to="/" variant="secondary">
          Home
        </ButtonLink>
      </div>
    </Page>
  );
}

/** The error page on its own frame, for when the layout itself may be what failed. */
export function ErrorScreen() {
  return (
    <div className="public-layout">
      <header className="public-header">
        <div className="public-header__inner">
          <Brand />
        </div>
      </header>
      <main id="main" className="public-main">
        <ErrorPage />
      </main>
    </div>
  );
}
