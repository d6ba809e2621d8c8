import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '@imali/shared/web';
import { App } from './app/app';
import { ShellMeDocument } from './gql/graphql';
import { seedPrefetchedSession } from './session/seed-prefetched-session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Answers that say nothing about an expired session: the check itself, and a wrong password.
const NOT_A_SESSION_SIGNAL = new Set(['ShellMe', 'ShellSignIn']);

let sessionRecheck: Promise<unknown> | null = null;
const client: ApolloClient = createApolloClient({
  // An expired session makes area queries fail; re-run the session check (once at a time) so
  // the route guard sends the visitor to sign-in.
  onUnauthenticated: (operationName) => {
    if ((operationName && NOT_A_SESSION_SIGNAL.has(operationName)) || sessionRecheck) return;
    sessionRecheck = client.refetchQueries({ include: [ShellMeDocument] }).finally(() => {
      sessionRecheck = null;
    });
  },
});

seedPrefetchedSession(client);

createRoot(container).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
