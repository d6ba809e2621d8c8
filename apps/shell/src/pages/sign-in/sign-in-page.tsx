import { useApolloClient, useMutation } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Card, Page, Spinner } from '@imali/shared/ui';
import { errorMessage, fieldErrors } from '@imali/shared/web';
import { redirectTarget } from '../../app/redirect-param';
import { SHELL_SIGN_IN } from '../../session/session.graphql';
import { useSession } from '../../session/use-session';
import { SignInForm, type SignInValues } from './sign-in-form';

export function SignInPage() {
  const session = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [signIn] = useMutation(SHELL_SIGN_IN);
  // Only same-site paths (docs/decisions/redirect-parameter.md).
  const target = redirectTarget(search) ?? '/';

  if (session.status === 'loading') return <Spinner label="Checking your session" />;
  if (session.status === 'signed-in') return <Navigate to={target} replace />;

  const submit = async ({ username, password }: SignInValues) => {
    try {
      await signIn({ variables: { input: { username: username.trim(), password } } });
    } catch (error) {
      return { [FORM_ERROR]: errorMessage(error), ...fieldErrors(error) };
    }
    // Drops anything cached for a previous visitor and refetches the active session check
    // (ShellMe), which now sees the new session cookie.
    try {
      await client.resetStore();
    } catch {
      // A failed refetch leaves the guard to run the session check again on the next page.
    }
    navigate(target, { replace: true });
    return undefined;
  };

  return (
    <div className="narrow">
      <Page title="Sign in" testId="sign-in-page" intro="Welcome back. Sign in to see your savings, debt and cover.">
        <Card>
          <SignInForm onSubmit={submit} />
        </Card>
      </Page>
    </div>
  );
}
