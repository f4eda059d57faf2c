import type { z } from 'zod';
import { AppError } from './app-error';

const NUL = '\u0000';

/** What a field holding U+0000 is told: PostgreSQL can store NUL neither in text nor in jsonb. */
export const nulMessage = (field: string) => `${field} must not contain a NUL character (\\u0000)`;

/**
 * Where the first NUL character sits in `value` (strings, and the names and values of objects
 * and arrays, however deep), as a fieldErrors key ('customFields.plan', 'tags.1'); an object key
 * holding NUL is reported as its object. '' means `value` itself; null means there is none.
 * Walks without recursion, so no nesting depth can overflow the stack.
 */
export function findNul(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return next.path;
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (current instanceof Date || ArrayBuffer.isView(current)) continue;
    const entries = Object.entries(current);
    const children: Array<{ value: unknown; path: string }> = [];
    for (const [key, child] of entries) {
      if (key.includes(NUL)) return next.path;
      children.push({ value: child, path: next.path ? `${next.path}.${key}` : key });
    }
    // Reversed onto the stack, so the first field is looked at first.
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
  }
  return null;
}

/**
 * Refuses input holding a NUL character with a 400 naming the field. parseInput runs it on all
 * input; call it directly only where text enters another way (a JSON string decoded later, as a
 * page config is). `prefix` names where `value` sits in the input.
 */
export function rejectNul(value: unknown, prefix = ''): void {
  const path = findNul(value);
  if (path === null) return;
  const field = [prefix, path].filter(Boolean).join('.') || 'The input';
  const message = nulMessage(field);
  throw new AppError('BAD_USER_INPUT', message, { fieldErrors: { [field]: message } });
}

/**
 * Validates input at the edge. The first problem becomes the message; every problem is kept
 * per field so forms can show each next to its input. Text holding NUL is refused first,
 * whatever the schema (see rejectNul).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  rejectNul(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  throw new AppError('BAD_USER_INPUT', first?.message ?? 'Invalid input', { fieldErrors });
}
