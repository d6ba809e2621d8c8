// A fake gateway for the vault's component tests: the real client-facing schema
// (apps/gateway/api-schema.graphql) executed by graphql-js with the test's own answers, so an
// operation the server does not have fails here as it would there. Records every request.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloLink } from '@apollo/client';
import { buildSchema, graphql, print } from 'graphql';
import { from, type Observable } from 'rxjs';

const schema = buildSchema(readFileSync(join(__dirname, '../../../../gateway/api-schema.graphql'), 'utf8'));

export interface FakeRequest {
  operationName: string | undefined;
  variables: Record<string, unknown>;
}

export interface FakeVaultServer {
  link: ApolloLink;
  requests: FakeRequest[];
  variablesOf: (operationName: string) => Record<string, unknown>[];
}

// Each test types its own arguments; the schema checks them at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function fakeVaultServer(resolvers: Record<string, (args: any) => unknown>): FakeVaultServer {
  const requests: FakeRequest[] = [];
  const link = new ApolloLink((operation): Observable<ApolloLink.Result> => {
    requests.push({ operationName: operation.operationName, variables: { ...operation.variables } });
    return from(graphql({ schema, source: print(operation.query), rootValue: resolvers, variableValues: operation.variables }).then((result) => JSON.parse(JSON.stringify(result)) as ApolloLink.Result));
  });
  return { link, requests, variablesOf: (name) => requests.filter((request) => request.operationName === name).map((request) => request.variables) };
}

let serial = 0;
/** A ClientDocument as the API answers it. */
export function fakeDocument(type: string, overrides: Record<string, unknown> = {}) {
  serial += 1;
  const id = `doc-${serial}`;
  return {
    id,
    type,
    name: type === 'RSA_ID' ? 'SA ID' : type,
    description: null,
    createdAt: `2026-11-2${serial % 10}T08:00:00.000Z`,
    fromSimplicity: false,
    file: { id: `file-${serial}`, name: `${id}.pdf`, contentType: 'application/pdf', url: `/files/file-${serial}?sig=abc` },
    ...overrides,
  };
}
