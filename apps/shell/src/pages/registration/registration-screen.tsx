import { Page } from '@imali/shared/ui';
import { GuardScreenLayout } from '../../session/guard-screen-layout';
import { EditableProfile } from './editable-profile';

/**
 * Spec route guard, step 2: shown in place of any signed-in page while the client is
 * registering or has not accepted the terms. Saving (with the terms accepted) completes
 * registration; the session check then moves the guard on (to the OTP screen).
 */
export function RegistrationScreen() {
  const content = <EditableProfile mode="registration" />;

  return (
    <GuardScreenLayout>
      <Page
        title="Complete your profile"
        testId="registration-form"
        intro="Tell us a little about yourself and accept our Terms and Conditions to finish registering."
      >
        {content}
      </Page>
    </GuardScreenLayout>
  );
}
