import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { ErrorMessage, Page, Spinner } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { ShellSignOutDocument } from '../../gql/graphql';

/** Ends the session, forgets every cached record, and goes to sign-in. */
export function LogoutPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOut] = useMutation(ShellSignOutDocument);
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);

  const run = useCallback(async () => {
    setError(null);
    try {
      await signOut();
    } catch (failure) {
      setError(failure);
      return;
    }
    await client.clearStore();
    navigate('/sign-in', { replace: true });
  }, [client, navigate, signOut]);

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects in development.
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  return (
    <div className="public-main narrow">
      <Page title="Logging out" testId="logout-page">
        {error ? (
          <ErrorMessage message={errorMessage(error, 'We could not sign you out. Please try again.')} onRetry={() => void run()} />
        ) : (
          <Spinner label="Logging out" />
        )}
      </Page>
    </div>
  );
}
