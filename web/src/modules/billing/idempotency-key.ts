/** A new key for one attempt at a coin operation: sending it again never moves coins twice. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
