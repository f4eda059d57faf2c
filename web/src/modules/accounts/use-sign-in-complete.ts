import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Only same-site paths; anything else returns to the dashboard. */
export function safeReturnTo(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/';
}

/** After sign-in or sign-up: drop what was cached while signed out, re-read `me`, and go on. */
export function useSignInComplete(returnTo: string) {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Not awaited: the cache is dropped while the next screen mounts (a data router's navigate
    // answers a promise that, with no loaders, never rejects).
    void navigate(returnTo, { replace: true });
    await client.resetStore();
  }, [client, navigate, returnTo]);
}
