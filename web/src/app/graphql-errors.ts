import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export type ErrorInfo = {
  message: string;
  code: string | null;
  /** Messages per input field, when the server said which field was wrong. */
  fieldErrors: Record<string, string>;
};

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/** What to tell the user about a failed GraphQL operation. */
export function errorInfo(error: unknown, fallback = GENERIC_FAILURE): ErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = (first?.extensions ?? {}) as { code?: unknown; fieldErrors?: unknown };
    const fieldErrors =
      typeof extensions.fieldErrors === 'object' && extensions.fieldErrors !== null
        ? (extensions.fieldErrors as Record<string, string>)
        : {};
    return {
      message: first?.message ?? fallback,
      code: typeof extensions.code === 'string' ? extensions.code : null,
      fieldErrors,
    };
  }
  if (ServerError.is(error))
    return { message: `${error.statusCode}: ${fallback}`, code: null, fieldErrors: {} };
  return { message: navigator.onLine === false ? 'You are offline.' : fallback, code: null, fieldErrors: {} };
}
