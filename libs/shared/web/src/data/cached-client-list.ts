import type { ApolloCache, Reference } from '@apollo/client';

/**
 * Adds a newly created object to a list field of the signed-in client in the cache
 * (`myClient.bankAccounts`, `myClient.thirdPartyFuneralPolicies`, ...), so a page that read the
 * list before shows it without waiting for a refetch. Nothing happens when the client or the
 * list was never read, or when the object is listed already.
 */
export function addToCachedClientList(cache: ApolloCache, field: string, object: { __typename: string; id: string } | null | undefined): void {
  if (!object) return;
  let client: Reference | undefined;
  cache.modify({
    fields: {
      myClient(value, { isReference }) {
        if (isReference(value)) client = value;
        return value;
      },
    },
  });
  const id = client ? cache.identify(client) : undefined;
  if (!id) return;
  cache.modify({
    id,
    fields: {
      [field](existing, { readField, toReference }) {
        if (!Array.isArray(existing)) return existing;
        const list = existing as readonly Reference[];
        if (list.some((item) => readField('id', item) === object.id)) return list;
        const added = toReference({ __typename: object.__typename, id: object.id });
        return added ? [...list, added] : list;
      },
    },
  });
}
