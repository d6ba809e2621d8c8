/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { asReturningClient, sessionMock } from './session-mocks';
import { SIGNED_IN_HINT_KEY, wasSignedIn } from '@imali/shared/web';
import { hasSessionHint, SESSION_HINT_KEY, useSession } from './use-session';

function renderSession(signedIn: boolean) {
  const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={[{ ...sessionMock(signedIn ? {} : null), delay: 20 }]}>{children}</MockedProvider>;
  return renderHook(() => useSession(), { wrapper });
}

describe('useSession while the first check is on its way', () => {
  afterEach(() => localStorage.clear());

  it('takes a browser that was not signed in for a visitor at once, and keeps that when the check agrees', async () => {
    const { result } = renderSession(false);
    expect(result.current.status).toBe('signed-out');
    await waitFor(() => expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull());
    expect(result.current.status).toBe('signed-out');
  });

  it('follows the check when a browser without the flag turns out to be signed in, and remembers it', async () => {
    const { result } = renderSession(true);
    expect(result.current.status).toBe('signed-out');
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(hasSessionHint()).toBe(true);
  });

  it('waits for the answer in a browser that was signed in, and forgets the flag when the session has ended', async () => {
    asReturningClient();
    const { result } = renderSession(false);
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await waitFor(() => expect(hasSessionHint()).toBe(false));
  });

  it('stores nothing but the flag', async () => {
    const { result } = renderSession(true);
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(Object.keys(localStorage)).toEqual([SESSION_HINT_KEY]);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
  });
});

describe('the signed-in hint', () => {
  it('is the key the remotes read (wasSignedIn in @imali/shared/web), kept by the shell', () => {
    expect(SESSION_HINT_KEY).toBe(SIGNED_IN_HINT_KEY);
    localStorage.setItem(SESSION_HINT_KEY, '1');
    expect(wasSignedIn()).toBe(true);
    localStorage.removeItem(SESSION_HINT_KEY);
    expect(wasSignedIn()).toBe(false);
  });
});
