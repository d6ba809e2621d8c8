import type { ReactNode } from 'react';
import type { ApolloLink } from '@apollo/client';
import { renderInRouter } from '@imali/shared/web/testing';

export { currentLocation, readable } from '@imali/shared/web/testing';

/** Renders `ui` at `path` (matched by `route`, for its params) inside an Apollo client on `link`. */
export const renderAt = (ui: ReactNode, { link, path, route = path }: { link: ApolloLink; path: string; route?: string }) =>
  renderInRouter(ui, { link, path, route });
