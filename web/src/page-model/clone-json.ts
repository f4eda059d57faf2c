/**
 * A deep copy of JSON content (defaults and new list items are plain JSON data). Not
 * structuredClone: jsdom, where the component tests run, does not provide it.
 */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
