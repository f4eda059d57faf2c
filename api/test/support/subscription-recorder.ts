import type { Client, FormattedExecutionResult } from 'graphql-ws';

export type SubscriptionRecorder<T> = {
  /** Every result delivered so far, in order. */
  readonly results: Array<FormattedExecutionResult<T, unknown>>;
  /** GraphQL errors or the close event that ended the subscription, if any. */
  readonly error: unknown;
  readonly completed: boolean;
  /** Resolves once `done()` holds; rejects after `timeoutMs` with what was received. */
  until(done: () => boolean, what: string, timeoutMs?: number): Promise<void>;
  /** Resolves once the subscription ended, by error or completion. */
  settled(): Promise<void>;
  unsubscribe(): void;
};

/** Subscribes `query` on `ws` and records everything the subscription delivers. */
export function recordSubscription<T>(ws: Client, query: string): SubscriptionRecorder<T> {
  const results: Array<FormattedExecutionResult<T, unknown>> = [];
  let error: unknown = undefined;
  let completed = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const unsubscribe = ws.subscribe<T>(
    { query },
    {
      next: (value) => {
        results.push(value);
        notify();
      },
      error: (err) => {
        error = err;
        notify();
      },
      complete: () => {
        completed = true;
        notify();
      },
    },
  );
  const until = (done: () => boolean, what: string, timeoutMs = 10_000) =>
    new Promise<void>((resolve, reject) => {
      if (done()) return resolve();
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`timed out waiting for ${what}; got ${JSON.stringify({ results, error })}`));
      }, timeoutMs);
      listeners.add(check);
    });
  return {
    results,
    get error() {
      return error;
    },
    get completed() {
      return completed;
    },
    until,
    settled: () => until(() => error !== undefined || completed, 'the subscription to end'),
    unsubscribe,
  };
}
