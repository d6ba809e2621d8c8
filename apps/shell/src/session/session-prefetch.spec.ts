import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { ShellMeDocument } from '../gql/graphql';
import { SHELL_ME_PREFETCH_QUERY, startSessionPrefetch } from './session-prefetch';

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
});
