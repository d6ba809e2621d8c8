// A fake gateway for component tests: the real API schema (apps/gateway/api-schema.graphql)
// executed by graphql-js, getPolicyQuote priced by the funeral domain (as the subgraph does),
// everything else from the test's own data. Records each request so a test can count them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloLink } from '@apollo/client';
import { buildSchema, graphql, GraphQLError, print } from 'graphql';
import { from, type Observable } from 'rxjs';
import { priceQuote, type FuneralQuoteInput } from '@imali/funeral/domain';

// The client-facing schema composed from the committed subgraph SDL: the fake can never drift
// from what the gateway really serves.
const schema = buildSchema(readFileSync(join(__dirname, '../../../../gateway/api-schema.graphql'), 'utf8'));

/** The domain's form paths (`parents[1].age`) as the contract names fields (`parents.1.age`). */
function contractField(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1');
}

/** getPolicyQuote as the funeral subgraph answers it: the domain's price, or BAD_USER_INPUT. */
export function fakeGetPolicyQuote(args: FuneralQuoteInput, today?: string) {
  const priced = priceQuote(args, { today });
  if (!priced.ok) {
    throw new GraphQLError(priced.errors[0]?.message ?? 'Bad input', {
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: priced.errors.map((error) => ({ field: contractField(error.field), message: error.message })) },
    });
  }
  const { quote } = priced;
  return {
    premium: quote.premium,
    premiumBeforeMinimum: quote.premiumBeforeMinimum,
    minimumPremiumShortfall: quote.minimumPremiumShortfall,
    totalCover: quote.totalCover,
    coverAmount: quote.coverAmount,
    policyType: quote.policyType,
    pricingVersion: quote.pricingVersion,
    lives: quote.lives.map((life) => ({
      memberType: life.memberType,
      position: life.position,
      age: life.age,
      gender: life.gender,
      coverAmount: life.coverAmount,
      cappedFrom: life.cappedFrom,
      capMessage: life.capMessage,
      premium: life.premium,
    })),
  };
}

export interface FakeRequest {
  operationName: string | undefined;
  query: string;
  variables: Record<string, unknown>;
}

export interface FakeServerOptions {
  /** myClient's answer (null: a visitor). */
  myClient?: Record<string, unknown> | null;
  /** funeral(id)'s answer, or an error to raise. */
  funeral?: (id: string) => unknown;
  /** Replaces getPolicyQuote (e.g. to fail); default: the domain's price. */
  getPolicyQuote?: (args: FuneralQuoteInput) => unknown;
  /** The day quotes are priced on. */
  today?: string;
  /** More root fields (queries and mutations) by name, e.g. `{ createMember: ({ input }) => ... }`; they win over the defaults. */
  // Each test types its own arguments (or lets them be inferred); the schema checks them at run time.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resolvers?: Record<string, (args: any) => unknown>;
}

export interface FakeServer {
  link: ApolloLink;
  requests: FakeRequest[];
  /** How many requests carried this operation. */
  count: (operationName: string) => number;
  /** The getPolicyQuote arguments of every request of FuneralGetQuote, in order. */
  quoteVariables: () => Record<string, unknown>[];
}

export function fakeFuneralServer(options: FakeServerOptions = {}): FakeServer {
  const requests: FakeRequest[] = [];
  const rootValue = {
    myClient: () => (options.myClient === undefined ? null : options.myClient),
    // Signed in exactly when there is a client record.
    me: () => (options.myClient ? { id: 'user-1' } : null),
    getPolicyQuote: (args: FuneralQuoteInput) => (options.getPolicyQuote ? options.getPolicyQuote(args) : fakeGetPolicyQuote(args, options.today)),
    funeral: ({ id }: { id: string }) => (options.funeral ? options.funeral(id) : null),
    createLead: () => ({ id: 'lead-1' }),
    ...options.resolvers,
  };
  const link = new ApolloLink((operation): Observable<ApolloLink.Result> => {
    const source = print(operation.query);
    requests.push({ operationName: operation.operationName, query: source, variables: { ...operation.variables } });
    return from(
      graphql({ schema, source, rootValue, variableValues: operation.variables }).then((result) => JSON.parse(JSON.stringify(result)) as ApolloLink.Result),
    );
  });
  return {
    link,
    requests,
    count: (operationName) => requests.filter((request) => request.operationName === operationName).length,
    quoteVariables: () => requests.filter((request) => request.operationName === 'FuneralGetQuote').map((request) => request.variables),
  };
}
