import { parse, type FormattedExecutionResult, type OperationDefinitionNode } from 'graphql';
import { HeaderMap, type GraphQLRequestListener } from '@apollo/server';
import { CACHE_STATUS_HEADER, onlyPublicFields, publicQueryCachePlugin, southAfricanToday, type PublicQueryCacheOptions } from './public-query-cache';

const op = (source: string) => parse(source).definitions[0] as OperationDefinitionNode;
const fields = new Set(['getPolicyQuote']);

describe('onlyPublicFields', () => {
  it.each([
    ['{ getPolicyQuote(age: 30) { premium } }', true],
    ['query Q { __typename getPolicyQuote { premium } a: getPolicyQuote(age: 40) { premium } }', true],
    ['{ __typename }', false],
    ['{ getPolicyQuote { premium } me { id } }', false],
    ['{ myClient { id } }', false],
    ['mutation { getPolicyQuote { premium } }', false],
    ['{ ...F } fragment F on Query { getPolicyQuote { premium } }', false],
    ['{ ... on Query { getPolicyQuote { premium } } }', false],
  ])('%s → %s', (source, expected) => expect(onlyPublicFields(op(source), fields)).toBe(expected));
});

describe('publicQueryCachePlugin', () => {
  type Identity = { userId: string | null; clientId: string | null; sessionId: string | null };
  const VISITOR: Identity = { userId: null, clientId: null, sessionId: null };
  const CLIENT: Identity = { userId: 'u1', clientId: 'c1', sessionId: 's1' };
  const QUOTE = 'query Q($age: Int) { getPolicyQuote(age: $age) { premium } }';

  function setup(options: Partial<PublicQueryCacheOptions> = {}) {
    let clock = 1_000_000;
    let day = '2026-03-01';
    const plugin = publicQueryCachePlugin<{ identity: Identity }>({ fields: ['getPolicyQuote'], ttlMs: 60_000, maxEntries: 10, now: () => clock, today: () => day, ...options });
    /** One request through the plugin's hooks; `answer` is what the subgraphs would say on a miss. */
    async function ask(variables: Record<string, unknown>, identity: Identity = VISITOR, answer: FormattedExecutionResult = { data: { getPolicyQuote: { premium: Number(variables['age']) } } }, source = QUOTE) {
      const hooks = (await plugin.requestDidStart!({} as never)) as GraphQLRequestListener<{ identity: Identity }> | undefined;
      if (!hooks) return { status: 'off' as const, result: answer };
      const cached = await hooks.responseForOperation!({ contextValue: { identity }, operation: op(source), source, request: { operationName: 'Q', variables } } as never);
      if (cached) {
        await hooks.willSendResponse!({ response: cached } as never);
        const body = cached.body as { kind: 'single'; singleResult: FormattedExecutionResult };
        return { status: cached.http!.headers.get(CACHE_STATUS_HEADER), result: body.singleResult };
      }
      const response = { body: { kind: 'single', singleResult: answer }, http: { headers: new HeaderMap() } };
      await hooks.willSendResponse!({ response } as never);
      return { status: response.http.headers.get(CACHE_STATUS_HEADER) ?? null, result: answer };
    }
    return { plugin, ask, advance: (ms: number) => (clock += ms), setDay: (value: string) => (day = value) };
  }

  it("answers a visitor's repeated question from the cache, the same answer", async () => {
    const { plugin, ask } = setup();
    expect(await ask({ age: 30 })).toEqual({ status: 'miss', result: { data: { getPolicyQuote: { premium: 30 } } } });
    expect(await ask({ age: 30 }, VISITOR, { data: { getPolicyQuote: { premium: -1 } } })).toEqual({ status: 'hit', result: { data: { getPolicyQuote: { premium: 30 } } } });
    expect((await ask({ age: 31 })).status).toBe('miss');
    expect(plugin.size()).toBe(2);
  });

  it("never caches or serves a signed-in client's answer, an error or a non-public field", async () => {
    const { plugin, ask } = setup();
    expect((await ask({ age: 30 }, CLIENT)).status).toBeNull();
    expect((await ask({ age: 30 }, CLIENT)).status).toBeNull();
    expect(plugin.size()).toBe(0);
    await ask({ age: 30 });
    expect((await ask({ age: 30 }, CLIENT)).status).toBeNull();
    const failed = { errors: [{ message: 'Age must be between 18 and 60' }] } as FormattedExecutionResult;
    expect((await ask({ age: 99 }, VISITOR, failed)).status).toBe('miss');
    expect((await ask({ age: 99 }, VISITOR, failed)).status).toBe('miss');
    expect((await ask({}, VISITOR, { data: { me: null } }, '{ me { id } }')).status).toBeNull();
    expect(plugin.size()).toBe(1);
  });

  it('forgets an answer after its time to live and on a new South African day', async () => {
    const { ask, advance, setDay } = setup();
    await ask({ age: 30 });
    advance(59_999);
    expect((await ask({ age: 30 })).status).toBe('hit');
    advance(1);
    expect((await ask({ age: 30 })).status).toBe('miss');
    setDay('2026-03-02');
    expect((await ask({ age: 30 })).status).toBe('miss');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { plugin, ask } = setup({ maxEntries: 2 });
    await ask({ age: 20 });
    await ask({ age: 21 });
    expect((await ask({ age: 20 })).status).toBe('hit');
    await ask({ age: 22 });
    expect(plugin.size()).toBe(2);
    expect((await ask({ age: 20 })).status).toBe('hit');
    expect((await ask({ age: 21 })).status).toBe('miss');
  });

  it('is off with a zero time to live or no fields', async () => {
    expect((await setup({ ttlMs: 0 }).ask({ age: 30 })).status).toBe('off');
    expect((await setup({ fields: [] }).ask({ age: 30 })).status).toBe('off');
  });

  it('reads the day from its clock when no day is given', async () => {
    let clock = Date.parse('2026-03-01T21:59:00Z');
    const plugin = publicQueryCachePlugin<{ identity: Identity }>({ fields: ['getPolicyQuote'], ttlMs: 3_600_000, maxEntries: 10, now: () => clock });
    const ask = async () => {
      const hooks = (await plugin.requestDidStart!({} as never)) as GraphQLRequestListener<{ identity: Identity }>;
      const hit = await hooks.responseForOperation!({ contextValue: { identity: VISITOR }, operation: op(QUOTE), source: QUOTE, request: { variables: { age: 30 } } } as never);
      if (!hit) await hooks.willSendResponse!({ response: { body: { kind: 'single', singleResult: { data: { getPolicyQuote: { premium: 1 } } } }, http: { headers: new HeaderMap() } } } as never);
      return hit ? 'hit' : 'miss';
    };
    expect(await ask()).toBe('miss');
    clock += 30_000;
    expect(await ask()).toBe('hit');
    // 22:00 UTC is midnight in South Africa: a new day, a new answer.
    clock += 60_000;
    expect(await ask()).toBe('miss');
  });
});

describe('southAfricanToday', () => {
  it('is the South African calendar day (UTC+2) of the clock, changing at 22:00 UTC', () => {
    let clock = Date.parse('2026-03-01T21:59:59.999Z');
    const today = southAfricanToday(() => clock);
    expect(today()).toBe('2026-03-01');
    clock += 1;
    expect(today()).toBe('2026-03-02');
    clock = Date.parse('2026-03-01T12:00:00Z'); // a clock set back is followed too
    expect(today()).toBe('2026-03-01');
  });
});
