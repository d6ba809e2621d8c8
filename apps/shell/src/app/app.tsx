import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { ShellErrorBoundary } from '../public-site/shell-error-boundary';
import { RemotesProvider } from '../remotes/remotes-context';
import type { RemoteDefinition } from '../remotes/remotes-manifest';
import { AppRoutes } from './app-routes';

/** Providers every page and remote relies on: the one Apollo Client, the router, the remotes. */
export function App({ client, remotes }: { client: ApolloClient; remotes?: RemoteDefinition[] }) {
  return (
    <ApolloProvider client={client}>
      <RemotesProvider initialRemotes={remotes}>
        <BrowserRouter>
          {/* Inside the router: the fallback's Home link and contact panel navigate. */}
          <ShellErrorBoundary>
            <AppRoutes />
          </ShellErrorBoundary>
        </BrowserRouter>
      </RemotesProvider>
    </ApolloProvider>
  );
}
