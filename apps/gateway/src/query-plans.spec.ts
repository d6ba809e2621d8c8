import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operationFromDocument, Supergraph } from '@apollo/federation-internals';
import { QueryPlanner, type PlanNode, type QueryPlan, type SubscriptionNode } from '@apollo/query-planner';
import { parse } from 'graphql';

// The committed supergraph the gateway serves, planned by the gateway's own planner.
const supergraph = Supergraph.build(readFileSync(join(__dirname, '..', 'supergraph.graphql'), 'utf8'));
const planner = new QueryPlanner(supergraph);
const root = join(__dirname, '..', '..', '..');

function plan(query: string): QueryPlan {
  return planner.buildQueryPlan(operationFromDocument(supergraph.schema, parse(query)));
}

/** Every fetch of a plan, in order, as the subgraph it goes to. */
function fetches(node: PlanNode | SubscriptionNode | undefined): string[] {
  if (!node) return [];
  switch (node.kind) {
    case 'Fetch':
      return [node.serviceName];
    case 'Flatten':
      return fetches(node.node);
    case 'Sequence':
    case 'Parallel':
      return node.nodes.flatMap(fetches);
    default:
      throw new Error(`unexpected plan node ${node.kind}`);
  }
}

describe('query plans on the committed supergraph', () => {
  it("plans the document list (myClient's key and the vault's own field) as one fetch to the vault", () => {
    const documents = '{ myClient { id documents { id type name source createdAt documentVersion file { id name contentType size url } } } }';
    expect(fetches(plan(documents).node)).toEqual(['vault']);
  });

  it('asks identity for its own fields alongside, not before, the vault', () => {
    const node = plan('{ myClient { id firstNames documents { id } } }').node!;
    expect(node.kind).toBe('Parallel');
    expect(fetches(node).sort()).toEqual(['identity', 'vault']);
  });

  it("still starts at identity when an area's field @requires identity's (debt's breakdown needs income)", () => {
    expect(fetches(plan('{ myClient { id debtBreakdown { id allDebt } } }').node)).toEqual(['identity', 'debt']);
  });

  it("plans the home page query with identity's own fields from identity and each area's card from its area", () => {
    const home = readFileSync(join(root, 'apps/shell/src/pages/home/financial-health.graphql'), 'utf8');
    const all = fetches(plan(home).node);
    expect(all.filter((service) => service === 'identity')).toHaveLength(1);
    expect(new Set(all)).toEqual(new Set(['identity', 'debt', 'savings', 'clearance', 'groups']));
  });

  it.each([
    ['clearance', '{ myClient { id clearanceCertificates { id state } } }'],
    ['credit-life', '{ myClient { id creditLife { id policyStatus } } }'],
    ['groups', '{ myClient { id groups { id name } } }'],
    ['funeral', '{ myClient { id funeralPolicies { id policyNumber } } }'],
    ['savings', '{ myClient { id savings { id totalSaved } } }'],
  ])("plans a page that reads only %s's Client fields as one fetch to it", (area, query) => {
    expect(fetches(plan(query).node)).toEqual([area]);
  });
});
