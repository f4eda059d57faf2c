/** Anything with Apollo's `refetch`: a `useQuery` result. */
export type Refetchable = { refetch: () => Promise<unknown> };

/**
 * Asks a query again and ignores the promise's rejection. Nothing more needs doing: a failed
 * refetch already lands in that query's own `error`, which its screen shows (with its Retry, or
 * by keeping the data it had), and an ended session is told by the session-expiry link. The
 * rejection only repeats that failure; left unhandled it would be reported a second time.
 */
export function refetchQuietly(query: Refetchable): void {
  // Why nothing is done with the rejection: see above.
  query.refetch().catch(() => undefined);
}
