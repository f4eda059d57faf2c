import { errorInfo, type ErrorInfo } from '../graphql-errors';
import { isSessionExpired } from '../session-expired';
import { toast } from './toasts';

export function successToast(description: string): void {
  toast({ title: 'Success', description, variant: 'success' });
}

export type FailureToastOptions = {
  /** The toast's title; 'Error' unless the spec names another. */
  title?: string;
  /** What `info.message` says when the error carries no message of the server's. */
  fallback?: string;
};

/**
 * 000 §8: a failed call says so in the screen's words. Silent when the session has ended: the
 * session-expiry link has already said 'Unauthorized', and a second toast would replace it.
 * Answers what the server said (its message and per-field errors).
 */
export function failureToast(
  error: unknown,
  describe: string | ((info: ErrorInfo) => string),
  { title = 'Error', fallback = 'Unknown error' }: FailureToastOptions = {},
): ErrorInfo {
  const info = errorInfo(error, fallback);
  if (!isSessionExpired(error))
    toast({
      title,
      description: typeof describe === 'string' ? describe : describe(info),
      variant: 'destructive',
    });
  return info;
}
