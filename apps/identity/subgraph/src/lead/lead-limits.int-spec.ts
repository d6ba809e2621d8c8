import { randomBytes, randomUUID } from 'node:crypto';
import { signedFor, startTestSubgraph, visitor, type GraphQLResponse, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { CLIENT_ADDRESS_HEADER } from '@imali/shared/nest';
import { LEADS_PER_ADDRESS_MESSAGE, LEADS_PER_ADDRESS_PER_HOUR, LEADS_PER_CELL_MESSAGE, LEADS_PER_CELL_PER_HOUR } from './lead.service';

const CREATE_LEAD = 'mutation($i: CreateLeadInput!) { createLead(input: $i) { id } }';
const newCell = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const newAddress = () => randomBytes(16).toString('hex');
const lead = (cellNumber: string, idempotencyKey: string = randomUUID()) => ({ firstName: 'Sipho', cellNumber, talkAbout: 'Funeral Cover', routing: 'cli', idempotencyKey });

describe('identity subgraph: "Let us contact you" limits under concurrency', () => {
  let subgraph: TestSubgraph;

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
  });
  afterAll(() => subgraph.close());

  /** As the gateway calls it, from a browser whose keyed address hash is `address`. */
  async function createLead(input: ReturnType<typeof lead>, address?: string): Promise<GraphQLResponse<{ createLead: { id: string } }>> {
    const body = JSON.stringify({ query: CREATE_LEAD, variables: { i: input } });
    const response = await subgraph.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedFor(definition.name, visitor, 'POST', '/graphql', body), ...(address ? { [CLIENT_ADDRESS_HEADER]: address } : {}) },
      body,
    });
    return (await response.json()) as GraphQLResponse<{ createLead: { id: string } }>;
  }
  const accepted = (results: GraphQLResponse[]) => results.filter((r) => r.errors === undefined).length;
  const throttled = (results: GraphQLResponse[], message: string) =>
    results.filter((r) => r.errors?.[0]?.extensions?.['code'] === 'TOO_MANY_REQUESTS' && r.errors[0]?.message === message).length;

  it('one cell number: 8 parallel submits from different browsers record at most the limit', async () => {
    const cell = newCell();
    const results = await Promise.all(Array.from({ length: 8 }, () => createLead(lead(cell), newAddress())));
    expect(accepted(results)).toBe(LEADS_PER_CELL_PER_HOUR);
    expect(throttled(results, LEADS_PER_CELL_MESSAGE)).toBe(8 - LEADS_PER_CELL_PER_HOUR);
  });

  it('one address: 10 parallel submits for different numbers record at most the limit', async () => {
    const address = newAddress();
    const results = await Promise.all(Array.from({ length: 10 }, () => createLead(lead(newCell()), address)));
    expect(accepted(results)).toBe(LEADS_PER_ADDRESS_PER_HOUR);
    expect(throttled(results, LEADS_PER_ADDRESS_MESSAGE)).toBe(10 - LEADS_PER_ADDRESS_PER_HOUR);
  });

  it('a submit refused for its cell number does not use up the address allowance, and a retried submit counts once', async () => {
    const address = newAddress();
    const busy = newCell();
    for (let i = 0; i < LEADS_PER_CELL_PER_HOUR; i++) expect((await createLead(lead(busy), newAddress())).errors).toBeUndefined();
    expect((await createLead(lead(busy), address)).errors?.[0]?.message).toBe(LEADS_PER_CELL_MESSAGE);
    const key = randomUUID();
    const cell = newCell();
    const first = await createLead(lead(cell, key), address);
    const again = await Promise.all([createLead(lead(cell, key), address), createLead(lead(cell, key), address)]);
    expect(again.map((r) => r.data?.createLead.id)).toEqual([first.data?.createLead.id, first.data?.createLead.id]);
    // The refused one and the retries took nothing: the address still has all but one of its allowance.
    const rest = await Promise.all(Array.from({ length: LEADS_PER_ADDRESS_PER_HOUR }, () => createLead(lead(newCell()), address)));
    expect(accepted(rest)).toBe(LEADS_PER_ADDRESS_PER_HOUR - 1);
  });
});
