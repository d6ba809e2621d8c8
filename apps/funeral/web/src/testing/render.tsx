import type { ReactNode } from 'react';
import type { ApolloLink } from '@apollo/client';
import { renderInRouter } from '@imali/shared/web/testing';

export { currentLocation, readable } from '@imali/shared/web/testing';

/** Renders inside an Apollo client on `link` and a router at `path`; the location is readable with `currentLocation()`. */
export const renderWith = (ui: ReactNode, { link, path = '/funeral' }: { link: ApolloLink; path?: string }) => renderInRouter(ui, { link, path });
