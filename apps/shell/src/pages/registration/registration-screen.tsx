import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Card, ErrorMessage, Page, Spinner } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { GuardScreenLayout } from '../../session/guard-screen-layout';
import { SHELL_ME } from '../../session/session.graphql';
import { ProfileForm } from './profile-form';
import { SHELL_PROFILE, SHELL_UPDATE_MY_PROFILE, type ProfileInput } from './registration.graphql';
import { useHasExistingUser } from './use-existing-user';
import './identity-screens.css';

/**
 * Spec route guard, step 2: shown in place of any signed-in page while the client is
 * registering or has not accepted the terms. Saving (with the terms accepted) completes
 * registration; the session check then moves the guard on (to the OTP screen).
 */
export function RegistrationScreen() {
  const apollo = useApolloClient();
  const { data, loading, error, refetch } = useQuery(SHELL_PROFILE, { fetchPolicy: 'network-only' });
  const [updateMyProfile] = useMutation(SHELL_UPDATE_MY_PROFILE);
  const checkExistingUser = useHasExistingUser();
  const client = data?.myClient;

  const save = async (input: ProfileInput) => {
    await updateMyProfile({ variables: { input } });
    // The answer already updates the cached flags; the refetch picks up anything else the
    // server changed with them. A failed refetch leaves the guard on the cached answer.
    try {
      await apollo.refetchQueries({ include: [SHELL_ME] });
    } catch {
      // The next session check settles it.
    }
  };

  let content;
  if (loading && !data) content = <Spinner label="Loading your profile" />;
  else if (error || !client) {
    content = <ErrorMessage message={errorMessage(error, 'We could not load your profile.')} onRetry={() => void refetch()} />;
  } else {
    content = (
      <Card>
        <ProfileForm client={client} mode="registration" save={save} checkExistingUser={checkExistingUser} />
      </Card>
    );
  }

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
