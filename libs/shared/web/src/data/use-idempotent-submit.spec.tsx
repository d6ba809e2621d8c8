/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { createIdempotentSubmitter, useIdempotentSubmit } from './use-idempotent-submit';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('createIdempotentSubmitter', () => {
  it.each<[string, (readonly [string, 'ok' | 'fail'])[], string[]]>([
    ['keeps the key when the same answers are retried after a failure', [['a', 'fail'], ['a', 'ok']], ['key-1', 'key-1']],
    ['makes a new key when the answers change', [['a', 'fail'], ['b', 'ok']], ['key-1', 'key-2']],
    ['keeps the key after a success (the server answers with the first result)', [['a', 'ok'], ['a', 'ok']], ['key-1', 'key-1']],
    ['goes back to a new key for earlier answers once others were tried', [['a', 'fail'], ['b', 'fail'], ['a', 'ok']], ['key-1', 'key-2', 'key-3']],
  ])('%s', async (_name, submits, keys) => {
    const sent: string[] = [];
    const submitter = createIdempotentSubmitter<{ answer: string; outcome: string }, string>(
      async (answers, key) => {
        sent.push(key);
        if (answers.outcome === 'fail') throw new Error('offline');
        return 'policy';
      },
      { newKey: counter(), fingerprint: (answers) => answers.answer },
    );
    for (const [answer, outcome] of submits) await submitter.submit({ answer, outcome }).catch(() => undefined);
    expect(sent).toEqual(keys);
  });

  it('joins a submit in flight instead of sending again (a double click)', async () => {
    const pending = deferred<string>();
    const send = jest.fn(() => pending.promise);
    const submitter = createIdempotentSubmitter(send, { newKey: counter() });
    const first = submitter.submit({ a: 1 });
    expect(submitter.inFlight()).toBe(true);
    const second = submitter.submit({ a: 1 });
    expect(second).toBe(first);
    pending.resolve('done');
    await expect(second).resolves.toBe('done');
    expect(submitter.inFlight()).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    await submitter.submit({ a: 1 });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.map((call) => (call as unknown[])[1])).toEqual(['key-1', 'key-1']);
  });

  it('a failure in flight lets the next submit through, with the same key', async () => {
    const send = jest.fn().mockRejectedValueOnce(new Error('timeout')).mockResolvedValueOnce('ok');
    const submitter = createIdempotentSubmitter(send, { newKey: counter() });
    await expect(submitter.submit('x')).rejects.toThrow('timeout');
    await expect(submitter.submit('x')).resolves.toBe('ok');
    expect(send.mock.calls).toEqual([
      ['x', 'key-1'],
      ['x', 'key-1'],
    ]);
  });

  it('reset starts a new attempt; keyFor names the key without sending', () => {
    const submitter = createIdempotentSubmitter(async () => undefined, { newKey: counter() });
    expect(submitter.keyFor('x')).toBe('key-1');
    expect(submitter.keyFor('x')).toBe('key-1');
    submitter.reset();
    expect(submitter.keyFor('x')).toBe('key-2');
  });

  it('makes UUIDs by default', () => {
    const submitter = createIdempotentSubmitter(async () => undefined);
    expect(submitter.keyFor('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('useIdempotentSubmit', () => {
  it('says when a submit is in flight and uses the latest send', async () => {
    const pending = deferred<string>();
    const first = jest.fn(() => pending.promise);
    const later = jest.fn(async () => 'later');
    const { result, rerender } = renderHook(({ send }) => useIdempotentSubmit(send, { newKey: counter() }), { initialProps: { send: first as (a: string, k: string) => Promise<string> } });
    let running!: Promise<string>;
    act(() => {
      running = result.current.submit('a');
    });
    expect(result.current.submitting).toBe(true);
    await act(async () => {
      pending.resolve('first');
      await running;
    });
    expect(result.current.submitting).toBe(false);
    rerender({ send: later });
    await act(async () => {
      await result.current.submit('a');
    });
    expect(later).toHaveBeenCalledWith('a', 'key-1');
  });
});
