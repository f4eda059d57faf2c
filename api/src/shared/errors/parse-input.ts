import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Validates input at the edge. The first problem becomes the message; every problem is kept
 * per field so forms can show each next to its input.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
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
