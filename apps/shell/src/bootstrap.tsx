import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '@imali/shared/web';
import { App } from './app/app';
import { ShellMeDocument } from './gql/graphql';
import { pageDataPending, pendingSessionCheck, seedAnsweredQueries } from './session/seed-prefetched-session';
import { markRendering, routeHints, takePrefetchedPageData, takePrefetchedSession } from './route-hints/route-hints-contract';
import { prepareFirstRender } from './first-paint/first-render';
import { peekRemoteRoutes } from './remotes/federation';
import { matchRemote } from './remotes/match-remote';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Answers that say nothing about an expired session: the check itself, and a wrong password.
const NOT_A_SESSION_SIGNAL = new Set(['ShellMe', 'ShellSignIn']);

let sessionRecheck: Promise<unknown> | null = null;
// The session check the route-hints entry sent with the document: in the cache before the first
// render when it has answered, else the shell's first check waits for it
// (docs/decisions/session-prefetch.md).
const prefetchedSession = takePrefetchedSession();
const sessionCheck = pendingSessionCheck(prefetchedSession);
// The page's first data, sent beside the check: the page's query takes its answer
// (docs/decisions/route-first-data.md).
const prefetchedPageData = takePrefetchedPageData();
const pageData = prefetchedPageData.map(pageDataPending);
const client: ApolloClient = createApolloClient({
  pending: [...(sessionCheck ? [sessionCheck] : []), ...pageData],
  // An expired session makes area queries fail; re-run the session check (once at a time) so
  // the route guard sends the visitor to sign-in.
  onUnauthenticated: (operationName) => {
    if ((operationName && NOT_A_SESSION_SIGNAL.has(operationName)) || sessionRecheck) return;
    sessionRecheck = client.refetchQueries({ include: [ShellMeDocument] }).finally(() => {
      sessionRecheck = null;
    });
  },
});

// A first-paint fragment in #root (first-paint.ts) stays until the page's code is there; from
// here on the route hints draw none (docs/decisions/first-paint-fragments.md). A page its remote
// draws from its first data may still be drawn until the first render: its script and data often
// arrive while this code runs (docs/decisions/signed-in-first-paint.md).
const painting = routeHints()?.painting;
if (!painting) markRendering();
void prepareFirstRender(container, { painting, waitFor: [...(prefetchedSession ? [prefetchedSession.answer] : []), ...prefetchedPageData.map((query) => query.answer)] })
  .catch(() => undefined)
  .then((remotes) => {
    markRendering();
    // What has answered by now goes into the cache: the session check, and over a page drawn from
    // its first data (a remote's page: its code is in) that data, so that the first render is that
    // page with that data (docs/decisions/signed-in-first-paint.md).
    const remote = remotes && matchRemote(location.pathname, remotes);
    const documents = remote ? peekRemoteRoutes(remote)?.firstData : undefined;
    seedAnsweredQueries(client, [
      { data: prefetchedSession?.data, pending: sessionCheck, document: ShellMeDocument },
      ...prefetchedPageData.map(({ data, operationName }, index) => ({ data, pending: pageData[index], document: documents?.[operationName] })),
    ]);
    createRoot(container).render(
      <StrictMode>
        <App client={client} remotes={remotes} />
      </StrictMode>,
    );
  });
