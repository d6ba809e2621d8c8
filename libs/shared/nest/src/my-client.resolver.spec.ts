import 'reflect-metadata';
import { ANONYMOUS } from './identity';
import type { CallerIdentity } from './internal-auth';
import { SharedMyClientResolver } from './my-client.resolver';

describe("SharedMyClientResolver (an area's myClient)", () => {
  const resolver = new SharedMyClientResolver();
  const client = (verification: CallerIdentity['verification']): CallerIdentity => ({ userId: 'u-1', clientId: 'c-1', sessionId: 's-1', verification });

  it("answers a signed-in client with their own key and nothing else", () => {
    expect(resolver.myClient(client({ registered: true, acceptedTerms: true, otpVerified: true }))).toEqual({ id: 'c-1' });
  });

  it('answers a session with sign-up steps pending too, as identity does (each area field checks its own access)', () => {
    expect(resolver.myClient(client({ registered: false, acceptedTerms: false, otpVerified: false }))).toEqual({ id: 'c-1' });
  });

  it('refuses a visitor with UNAUTHENTICATED, as identity does', () => {
    expect(() => resolver.myClient(ANONYMOUS)).toThrow(expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } }));
    expect(() => resolver.myClient({ ...ANONYMOUS, userId: 'u-1' })).toThrow(expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } }));
  });
});
