import { announceLoggedOutAndRedirect } from '../../app/auth-redirect';
import { errorInfo, type ErrorInfo } from '../../app/graphql-errors';
import { toast } from '../../app/toast/toast-store';

export function successToast(description: string): void {
  toast({ title: 'Success', description, variant: 'success' });
}

/**
 * 001 §8: a failed lead call says so in the catalogue's words; an expired session says
 * 'Unauthorized' and goes to sign-in instead. Answers what the server said.
 */
export function failureToast(
  error: unknown,
  describe: string | ((info: ErrorInfo) => string),
  returnTo = window.location.pathname + window.location.search,
): ErrorInfo {
  const info = errorInfo(error, 'Unknown error');
  if (info.code === 'UNAUTHENTICATED') announceLoggedOutAndRedirect(returnTo);
  else
    toast({
      title: 'Error',
      description: typeof describe === 'string' ? describe : describe(info),
      variant: 'destructive',
    });
  return info;
}
