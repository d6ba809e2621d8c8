import { randomUUID } from 'node:crypto';
import { CLIENT_MERGE_ROUTE } from './client-merge';

describe('client merge contract (identity → funeral, vault)', () => {
  const from = randomUUID();
  const into = randomUUID();

  it('takes two different client ids', () => {
    expect(CLIENT_MERGE_ROUTE.request.parse({ from, into, extra: 1 })).toEqual({ from, into });
  });

  it.each([[{ from, into: from }], [{ from, into: 'not-a-client' }], [{ from }], [{ from: 42, into }], [null]])('refuses %j', (body) => {
    expect(CLIENT_MERGE_ROUTE.request.safeParse(body).success).toBe(false);
  });

  it('reads the count of moved rows, and nothing else', () => {
    expect(CLIENT_MERGE_ROUTE.response.parse({ moved: 3 })).toEqual({ moved: 3 });
    for (const answer of [{}, { moved: -1 }, { moved: '3' }, { moved: 1.5 }]) expect(CLIENT_MERGE_ROUTE.response.safeParse(answer).success).toBe(false);
  });
});
