/** Drops GraphQL nulls so they read as "not given" to a service. */
export function given<T extends object>(input: T | undefined | null): Partial<T> {
  return Object.fromEntries(
    Object.entries(input ?? {}).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<T>;
}
