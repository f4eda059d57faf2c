/**
 * A PostgreSQL array literal ('{"a","b"}') for a parameter cast to an array type (`?::uuid[]`,
 * `?::text[]`): em.execute inlines parameters, and a JavaScript array would become a list.
 */
export function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => `"${String(v).replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
