// Web plumbing shared by the shell and the remotes: the Apollo Client factory (used by the
// shell only), error helpers and final-form adapters.
export { createApolloClient, createApolloCache, type ApolloClientOptions } from './lib/create-apollo-client';
export { errorMessage, fieldErrors, NETWORK_ERROR_MESSAGE } from './lib/errors';
export { TextField, type TextFieldProps } from './lib/text-field';
