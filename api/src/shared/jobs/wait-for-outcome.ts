import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Reads something a job is making until it is done or `timeoutMs` has passed, then answers it as
 * it then is: REST calls that answer a generation's result when it comes quickly (the job may
 * run in another process, so the row is read again rather than waited on as an event).
 */
export async function waitForOutcome<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
  pollMs = 250,
): Promise<T> {
  // A duration, so performance.now(): the injectable clock may stand still in tests.
  const until = performance.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || performance.now() >= until) return value;
    await sleep(pollMs);
  }
}
