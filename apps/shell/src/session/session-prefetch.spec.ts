import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { ShellMeDocument } from '../gql/graphql';
import { SHELL_ME_PREFETCH_QUERY, startQueryPrefetch, startSessionPrefetch } from './session-prefetch';
import { PAGE_DATA_FRESH_MS, pageDataPending } from './seed-prefetched-session';

const flat = (text: string) => text.replace(/\s+/g, ' ').replace(/ ?([{}]) ?/g, '$1').trim();
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
};
const signedIn = { me: { id: 'u-1', clientId: 'c-1', __typename: 'User' }, myClient: { id: 'c-1', firstNames: 'Thandiwe', isRegistration: false, acceptedTerms: true, otpVerification: true, __typename: 'Client' } };

function answering(status: number, body: unknown) {
  return jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: status >= 200 && status < 300, json: async () => body }) as unknown as Response);
}

describe('session prefetch', () => {
  it("is the shell's own ShellMe, with the __typename fields Apollo's cache writes", () => {
    expect(flat(SHELL_ME_PREFETCH_QUERY)).toBe(flat(print(addTypenameToDocument(ShellMeDocument))));
  });

  it('posts ShellMe as the Apollo link does (JSON, the CSRF header, the session cookie) and keeps a clean signed-in answer', async () => {
    const fetchMock = answering(200, { data: signedIn });
    const slot = startSessionPrefetch(fetchMock as unknown as typeof fetch);
    expect(slot.data).toBeUndefined();
    await settle();
    expect(slot.data).toEqual(signedIn);
    await expect(slot.answer).resolves.toEqual(signedIn);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' } });
    expect(JSON.parse(String(init!.body))).toEqual({ operationName: 'ShellMe', query: SHELL_ME_PREFETCH_QUERY });
  });

  it.each([
    ['nobody signed in after all', answering(200, { data: { me: null, myClient: null }, errors: [{ message: 'Please sign in', extensions: { code: 'UNAUTHENTICATED' } }] })],
    ['an answer with an error (identity unwell)', answering(200, { data: { ...signedIn, myClient: null }, errors: [{ message: 'x' }] })],
    ['an HTTP error', answering(502, { data: signedIn })],
    ['no network', jest.fn(async () => Promise.reject(new TypeError('offline')))],
  ])('keeps nothing on %s, so the shell asks as usual', async (_case, fetchMock) => {
    const slot = startSessionPrefetch(fetchMock as unknown as typeof fetch);
    await settle();
    expect(slot.data).toBeUndefined();
    await expect(slot.answer).resolves.toBeUndefined();
  });

  describe("a page's first data", () => {
    const page = { myClient: { id: 'c-1', debtBreakdown: null, __typename: 'Client' } };

    it('keeps any clean answer, named and timed for the Apollo link, which may use it for 30 s', async () => {
      const before = Date.now();
      const slot = startQueryPrefetch('DebtDashboard', 'query DebtDashboard { myClient { id debtBreakdown { id __typename } __typename } }', { fetchImpl: answering(200, { data: page }) as unknown as typeof fetch });
      await expect(slot.answer).resolves.toEqual(page);
      expect(slot.operationName).toBe('DebtDashboard');
      expect(slot.sentAt).toBeGreaterThanOrEqual(before);
      expect(pageDataPending(slot)).toEqual({ operationName: 'DebtDashboard', answer: slot.answer, until: slot.sentAt + PAGE_DATA_FRESH_MS });
    });

    it('keeps nothing from an answer with errors (the page then asks, and shows them as it always did)', async () => {
      const slot = startQueryPrefetch('DebtDashboard', 'query DebtDashboard { myClient { id __typename } }', {
        fetchImpl: answering(200, { data: { myClient: null }, errors: [{ message: 'Please sign in', extensions: { code: 'UNAUTHENTICATED' } }] }) as unknown as typeof fetch,
      });
      await expect(slot.answer).resolves.toBeUndefined();
    });
  });
});
