import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { ButtonLink, Card, ErrorMessage, Page, Spinner } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { ProfileForm } from '../registration/profile-form';
import { SHELL_PROFILE, SHELL_UPDATE_MY_PROFILE, type ProfileInput } from '../registration/registration.graphql';
import { useHasExistingUser } from '../registration/use-existing-user';
import { SHELL_ME } from '../../session/session.graphql';
import '../registration/identity-screens.css';

/** Profile Settings (/profile/edit): the registration profile form for later changes. */
export function ProfileEditPage() {
  const apollo = useApolloClient();
  const { data, loading, error, refetch } = useQuery(SHELL_PROFILE, { fetchPolicy: 'network-only' });
  const [updateMyProfile] = useMutation(SHELL_UPDATE_MY_PROFILE);
  const checkExistingUser = useHasExistingUser();
  const client = data?.myClient;

  const save = async (input: ProfileInput) => {
    await updateMyProfile({ variables: { input } });
    try {
      // Keeps the route guard's flags (terms) in step with what was saved.
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
        <ProfileForm client={client} mode="settings" save={save} checkExistingUser={checkExistingUser} />
      </Card>
    );
  }

  return (
    <Page
      title="Profile Settings"
      testId="profile-edit-page"
      actions={
        <ButtonLink to="/profile" variant="ghost">
          Back
        </ButtonLink>
      }
    >
      <div className="form-column">{content}</div>
    </Page>
  );
}
