import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Card, ErrorMessage, Spinner } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import {
  ShellMeDocument,
  ShellPendingContactChangesDocument,
  ShellProfileDocument,
  ShellUpdateMyProfileDocument,
  type UpdateClientInput,
} from '../../gql/graphql';
import { ProfileForm } from './profile-form';
import { useHasExistingUser } from './use-existing-user';
import { ContactChange } from '../profile/contact-change';

/**
 * The client's profile form with its loading and error states, saving through updateMyProfile.
 * Used by the route guard's registration step and by Profile Settings.
 */
export function EditableProfile({ mode }: { mode: 'registration' | 'settings' }) {
  const apollo = useApolloClient();
  const { data, loading, error, refetch } = useQuery(ShellProfileDocument, { fetchPolicy: 'network-only' });
  const [updateMyProfile] = useMutation(ShellUpdateMyProfileDocument);
  const checkExistingUser = useHasExistingUser();
  const client = data?.myClient;

  const save = async (input: UpdateClientInput) => {
    await updateMyProfile({ variables: { input } });
    // Keeps the route guard's flags (terms, registration) in step with what was saved; a failed
    // refetch leaves the guard on the cached answer until the next session check.
    try {
      // A changed cell number or e-mail of a verified client waits for its OTP (ContactChange).
      await apollo.refetchQueries({ include: mode === 'settings' ? [ShellMeDocument, ShellPendingContactChangesDocument] : [ShellMeDocument] });
    } catch {
      // The next session check settles it.
    }
  };

  if (loading && !data) return <Spinner label="Loading your profile" />;
  if (error || !client) return <ErrorMessage message={errorMessage(error, 'We could not load your profile.')} onRetry={() => void refetch()} />;
  return (
    <>
      {mode === 'settings' ? <ContactChange /> : null}
      <Card>
        <ProfileForm client={client} mode={mode} save={save} checkExistingUser={checkExistingUser} />
      </Card>
    </>
  );
}
