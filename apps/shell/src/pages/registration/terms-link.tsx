import { TermsLink as OpenTermsLink } from '@imali/shared/web';

/**
 * Opens the Terms and Conditions (the shared terms modal, CONST_TERMS template) beside the
 * terms tick box. ProfileForm's `termsLink` prop takes any other element instead.
 */
export function TermsLink() {
  return <OpenTermsLink testId="profile-terms-link">Read the Terms and Conditions</OpenTermsLink>;
}
