import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { RemotesProvider } from '../remotes/remotes-context';
import { AppRoutes } from './app-routes';

/** Providers every page and remote relies on: the one Apollo Client, the router, the remotes. */
export function App({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <RemotesProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RemotesProvider>
    </ApolloProvider>
  );
}
