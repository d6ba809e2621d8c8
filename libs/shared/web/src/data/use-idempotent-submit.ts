// One idempotency key per submission attempt (funeral.md section 7's sale, every create call):
// the same answers keep their key across retries and double clicks, so the server makes one
// record however often the button is pressed; changed answers are a new attempt with a new key.
// A submit while one is in flight joins it instead of sending again.
import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from './idempotency-key';

export interface IdempotentSubmitOptions<A> {
  /** What makes two submits the same attempt; JSON of the answers by default. */
  fingerprint?: (answers: A) => string;
  /** Makes keys (tests pass a counter). */
  newKey?: () => string;
}

export interface IdempotentSubmitter<A, R> {
  /** Sends the answers with their attempt's key; a submit in flight is joined, not repeated. */
  submit: (answers: A) => Promise<R>;
  /** The key these answers would be sent with (made now when they are a new attempt). */
  keyFor: (answers: A) => string;
  /** Forgets the attempt: the next submit has a new key. */
  reset: () => void;
  /** Whether a submit is in flight now (read in an event handler, before a re-render says so). */
  inFlight: () => boolean;
}

/** The framework-free core of useIdempotentSubmit. */
export function createIdempotentSubmitter<A, R>(send: (answers: A, key: string) => Promise<R>, options: IdempotentSubmitOptions<A> = {}): IdempotentSubmitter<A, R> {
  const fingerprint = options.fingerprint ?? ((answers: A) => JSON.stringify(answers));
  const makeKey = options.newKey ?? newIdempotencyKey;
  let attempt: { fingerprint: string; key: string } | undefined;
  let inFlight: Promise<R> | undefined;

  const keyFor = (answers: A) => {
    const print = fingerprint(answers);
    if (!attempt || attempt.fingerprint !== print) attempt = { fingerprint: print, key: makeKey() };
    return attempt.key;
  };
  const submit = (answers: A) => {
    if (inFlight) return inFlight;
    const key = keyFor(answers);
    const running = (async () => send(answers, key))();
    inFlight = running;
    const settle = () => {
      if (inFlight === running) inFlight = undefined;
    };
    running.then(settle, settle);
    return running;
  };
  return {
    submit,
    keyFor,
    reset: () => {
      attempt = undefined;
    },
    inFlight: () => inFlight !== undefined,
  };
}

export interface IdempotentSubmit<A, R> extends IdempotentSubmitter<A, R> {
  /** A submit is in flight. */
  submitting: boolean;
}

/**
 * createIdempotentSubmitter in a component: one attempt per set of answers for the component's
 * life, `send` read when called (the latest props), and whether a submit is in flight.
 */
export function useIdempotentSubmit<A, R>(send: (answers: A, key: string) => Promise<R>, options: IdempotentSubmitOptions<A> = {}): IdempotentSubmit<A, R> {
  const latestSend = useRef(send);
  latestSend.current = send;
  const [submitting, setSubmitting] = useState(false);
  const [submitter] = useState(() => createIdempotentSubmitter<A, R>((answers, key) => latestSend.current(answers, key), options));
  const submit = useCallback(
    (answers: A) => {
      setSubmitting(true);
      const running = submitter.submit(answers);
      const done = () => setSubmitting(false);
      running.then(done, done);
      return running;
    },
    [submitter],
  );
  return { submit, keyFor: submitter.keyFor, reset: submitter.reset, inFlight: submitter.inFlight, submitting };
}
