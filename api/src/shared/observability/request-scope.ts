import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What every log line written while serving a request says about it. */
export type RequestScope = { requestId: string };

const scope = new AsyncLocalStorage<RequestScope>();

/** The id of the request being served here, if any (a job or a timer has none). */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

/** Runs `work` as part of serving the request `requestId`. */
export function inRequestScope<T>(requestId: string, work: () => T): T {
  return scope.run({ requestId }, work);
}

/** A proxy's or client's id is kept when it is a plain token (nginx's $request_id, a uuid…); else a new one. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}
