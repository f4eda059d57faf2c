/** A plain object (not null, not an array): what JSON content and stored elements are read as. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
